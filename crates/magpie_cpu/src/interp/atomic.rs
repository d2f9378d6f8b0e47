//! `gpu.atomic.*`: the new value of a read-modify-write from the old one.
//!
//! The memory side ([`crate::memory::Memory::rmw`]) makes the update atomic;
//! this file says what it computes. Integers: add/sub wrap; min/max are
//! signed or unsigned by the element type; and/or/xor/xchg; cmpxchg stores
//! `v` when `old == cmp` bitwise. f32/f64 add and sub are IEEE operations of
//! the type (`old - v`, not `old + -v`).

use magpie_mpir::{Opcode, Scalar};

use super::arith::{int_op, IntOp};
use super::float::{float_op, FloatOp};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AtomicOp {
    Add,
    Sub,
    Min,
    Max,
    And,
    Or,
    Xor,
    Xchg,
    Cmpxchg,
}

impl AtomicOp {
    pub fn from_opcode(op: Opcode) -> Option<AtomicOp> {
        use Opcode::*;
        Some(match op {
            AtomicAdd => AtomicOp::Add,
            AtomicSub => AtomicOp::Sub,
            AtomicMin => AtomicOp::Min,
            AtomicMax => AtomicOp::Max,
            AtomicAnd => AtomicOp::And,
            AtomicOr => AtomicOp::Or,
            AtomicXor => AtomicOp::Xor,
            AtomicXchg => AtomicOp::Xchg,
            AtomicCmpxchg => AtomicOp::Cmpxchg,
            _ => return None,
        })
    }
}

/// The value stored by `op` on an element of type `ty` holding `old`.
pub(crate) fn new_value(op: AtomicOp, ty: Scalar, old: u64, v: u64, cmp: u64) -> u64 {
    let w = ty.bits();
    if ty.is_float() {
        return match op {
            AtomicOp::Add => float_op(FloatOp::Add, ty, old, v),
            AtomicOp::Sub => float_op(FloatOp::Sub, ty, old, v),
            AtomicOp::Min => float_op(FloatOp::Min, ty, old, v),
            AtomicOp::Max => float_op(FloatOp::Max, ty, old, v),
            AtomicOp::Cmpxchg if old == cmp => v,
            AtomicOp::Cmpxchg => old,
            _ => v,
        };
    }
    let pick = |less: IntOp, want_less: bool| {
        if (int_op(less, w, v, old) == 1) == want_less {
            v
        } else {
            old
        }
    };
    let signed = ty.is_signed_int();
    match op {
        AtomicOp::Add => int_op(IntOp::Add, w, old, v),
        AtomicOp::Sub => int_op(IntOp::Sub, w, old, v),
        AtomicOp::Min => pick(if signed { IntOp::Slt } else { IntOp::Ult }, true),
        AtomicOp::Max => pick(if signed { IntOp::Sgt } else { IntOp::Ugt }, true),
        AtomicOp::And => old & v,
        AtomicOp::Or => old | v,
        AtomicOp::Xor => old ^ v,
        AtomicOp::Xchg => v,
        AtomicOp::Cmpxchg => {
            if old == cmp {
                v
            } else {
                old
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn min_max_follow_the_element_type() {
        let m1 = u64::from(u32::MAX); // -1 as i32, 4294967295 as u32
        assert_eq!(new_value(AtomicOp::Min, Scalar::I32, 5, m1, 0), m1);
        assert_eq!(new_value(AtomicOp::Min, Scalar::U32, 5, m1, 0), 5);
        assert_eq!(new_value(AtomicOp::Max, Scalar::I32, 5, m1, 0), 5);
        assert_eq!(new_value(AtomicOp::Max, Scalar::U32, 5, m1, 0), m1);
        assert_eq!(new_value(AtomicOp::Add, Scalar::U32, m1, 2, 0), 1);
        assert_eq!(new_value(AtomicOp::Cmpxchg, Scalar::U64, 7, 9, 7), 9);
        assert_eq!(new_value(AtomicOp::Cmpxchg, Scalar::U64, 7, 9, 8), 7);
        let f = |x: f32| u64::from(x.to_bits());
        assert_eq!(
            new_value(AtomicOp::Sub, Scalar::F32, f(1.0), f(0.25), 0),
            f(0.75)
        );
    }
}
