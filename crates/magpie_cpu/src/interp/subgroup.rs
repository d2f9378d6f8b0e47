//! Subgroup (and Metal SIMD-group) collectives: what each lane gets, given
//! every lane's operands. The scheduler ([`crate::sched`]) decides when all
//! lanes of a subgroup are there and calls [`collective`].
//!
//! - sum/min/max reduce in lane order: integers wrap, floats use the type's
//!   IEEE add (rounded after every step) and `fmin`/`fmax`;
//! - shuffle/broadcast give lane `lane`'s value; a lane index past the
//!   subgroup's last lane gives the asking lane its own value;
//! - `simd_prefix_sum` is exclusive: lane `i` gets lanes `0..i` (0 for lane 0).

use magpie_mpir::{Opcode, Scalar};

use super::arith::{int_op, IntOp};
use super::float::{float_op, FloatOp};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CollectiveOp {
    Sum,
    Min,
    Max,
    Shuffle,
    PrefixSum,
}

impl CollectiveOp {
    pub fn from_opcode(op: Opcode) -> Option<CollectiveOp> {
        use Opcode::*;
        Some(match op {
            SubgroupSum | MetalSimdSum => CollectiveOp::Sum,
            SubgroupMin => CollectiveOp::Min,
            SubgroupMax => CollectiveOp::Max,
            SubgroupShuffle | SubgroupBroadcast | MetalSimdShuffle => CollectiveOp::Shuffle,
            MetalSimdPrefixSum => CollectiveOp::PrefixSum,
            _ => return None,
        })
    }
}

fn add(ty: Scalar, a: u64, b: u64) -> u64 {
    if ty.is_float() {
        float_op(FloatOp::Add, ty, a, b)
    } else {
        int_op(IntOp::Add, ty.bits(), a, b)
    }
}

fn pick(ty: Scalar, a: u64, b: u64, min: bool) -> u64 {
    if ty.is_float() {
        let op = if min { FloatOp::Min } else { FloatOp::Max };
        return float_op(op, ty, a, b);
    }
    let less = if ty.is_signed_int() {
        IntOp::Slt
    } else {
        IntOp::Ult
    };
    let b_less = int_op(less, ty.bits(), b, a) == 1;
    if b_less == min {
        b
    } else {
        a
    }
}

/// Each lane's result into `out`, from the lanes' `v` and `lane` operands.
pub(crate) fn collective(
    op: CollectiveOp,
    ty: Scalar,
    v: &[u64],
    lane: &[u64],
    out: &mut Vec<u64>,
) {
    out.clear();
    let Some(&first) = v.first() else {
        return;
    };
    match op {
        CollectiveOp::Sum | CollectiveOp::Min | CollectiveOp::Max => {
            let r = v[1..].iter().fold(first, |acc, &x| match op {
                CollectiveOp::Sum => add(ty, acc, x),
                CollectiveOp::Min => pick(ty, acc, x, true),
                _ => pick(ty, acc, x, false),
            });
            out.resize(v.len(), r);
        }
        CollectiveOp::Shuffle => {
            for (i, &l) in lane.iter().enumerate() {
                let src = usize::try_from(l)
                    .ok()
                    .filter(|&l| l < v.len())
                    .unwrap_or(i);
                out.push(v.get(src).copied().unwrap_or(0));
            }
        }
        CollectiveOp::PrefixSum => {
            let mut acc = 0u64; // +0.0 in every float format, 0 for integers
            for &x in v {
                out.push(acc);
                acc = add(ty, acc, x);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reductions_and_scans() {
        let mut out = Vec::new();
        let v = [1u64, 0xffff_ffff, 3, 4];
        collective(CollectiveOp::Sum, Scalar::U32, &v, &[0; 4], &mut out);
        assert_eq!(out, vec![7; 4]); // wraps
        collective(CollectiveOp::Min, Scalar::I32, &v, &[0; 4], &mut out);
        assert_eq!(out, vec![0xffff_ffff; 4]);
        collective(CollectiveOp::Min, Scalar::U32, &v, &[0; 4], &mut out);
        assert_eq!(out, vec![1; 4]);
        collective(
            CollectiveOp::PrefixSum,
            Scalar::U32,
            &[1, 2, 3, 4],
            &[0; 4],
            &mut out,
        );
        assert_eq!(out, vec![0, 1, 3, 6]);
        collective(
            CollectiveOp::Shuffle,
            Scalar::U32,
            &[10, 11, 12],
            &[2, 9, 0],
            &mut out,
        );
        assert_eq!(out, vec![12, 11, 10]);
    }
}
