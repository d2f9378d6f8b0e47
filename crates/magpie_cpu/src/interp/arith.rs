//! Integer ops, integer compares, pred logic and casts, on register bits.
//!
//! Operands are the type's bits zero-extended in a `u64` (masked to the
//! width `w`); results are masked the same way. Per SEMANTICS.md: add, sub
//! and mul wrap; `x / 0 == x`, `x % 0 == 0`, `MIN / -1 == MIN`,
//! `MIN % -1 == 0`; shift amounts are taken modulo the width. The op (not the
//! type) says whether operands are read as signed. Tested against
//! `magpie_gpu::passes::eval::evaluate`, the folding oracle.

use magpie_mpir::{Const, Opcode, Scalar};

/// An integer op, compare or bitwise op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum IntOp {
    Add,
    Sub,
    Mul,
    Sdiv,
    Udiv,
    Srem,
    Urem,
    And,
    Or,
    Xor,
    Shl,
    Lshr,
    Ashr,
    Eq,
    Ne,
    Slt,
    Sgt,
    Sle,
    Sge,
    Ult,
    Ugt,
    Ule,
    Uge,
}

impl IntOp {
    pub fn from_opcode(op: Opcode) -> Option<IntOp> {
        use Opcode::*;
        Some(match op {
            IAdd => IntOp::Add,
            ISub => IntOp::Sub,
            IMul => IntOp::Mul,
            ISdiv => IntOp::Sdiv,
            IUdiv => IntOp::Udiv,
            ISrem => IntOp::Srem,
            IUrem => IntOp::Urem,
            IAnd | PredAnd => IntOp::And,
            IOr | PredOr => IntOp::Or,
            IXor => IntOp::Xor,
            IShl => IntOp::Shl,
            ILshr => IntOp::Lshr,
            IAshr => IntOp::Ashr,
            IcmpEq => IntOp::Eq,
            IcmpNe => IntOp::Ne,
            IcmpSlt => IntOp::Slt,
            IcmpSgt => IntOp::Sgt,
            IcmpSle => IntOp::Sle,
            IcmpSge => IntOp::Sge,
            IcmpUlt => IntOp::Ult,
            IcmpUgt => IntOp::Ugt,
            IcmpUle => IntOp::Ule,
            IcmpUge => IntOp::Uge,
            _ => return None,
        })
    }
}

/// The low `w` bits.
#[inline]
pub(crate) fn mask(w: u32) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

/// `x` (w bits) sign-extended.
#[inline]
pub(crate) fn sext(x: u64, w: u32) -> i64 {
    let sh = 64 - w.clamp(1, 64);
    ((x << sh) as i64) >> sh
}

/// `a op b` on `w`-bit operands.
#[inline]
pub(crate) fn int_op(op: IntOp, w: u32, a: u64, b: u64) -> u64 {
    let m = mask(w);
    let (a, b) = (a & m, b & m);
    let amount = || (b & u64::from(w.max(1) - 1)) as u32;
    let r = match op {
        IntOp::Add => a.wrapping_add(b),
        IntOp::Sub => a.wrapping_sub(b),
        IntOp::Mul => a.wrapping_mul(b),
        IntOp::Sdiv => {
            let (x, y) = (sext(a, w), sext(b, w));
            // x / 0 = x; MIN / -1 = MIN (wrapping_div gives MIN for i64,
            // and for narrower widths the result masks back to MIN).
            if y == 0 {
                a
            } else {
                x.wrapping_div(y) as u64
            }
        }
        IntOp::Udiv => a.checked_div(b).unwrap_or(a),
        IntOp::Srem => {
            let (x, y) = (sext(a, w), sext(b, w));
            if y == 0 {
                0
            } else {
                x.wrapping_rem(y) as u64
            }
        }
        IntOp::Urem => a.checked_rem(b).unwrap_or(0),
        IntOp::And => a & b,
        IntOp::Or => a | b,
        IntOp::Xor => a ^ b,
        IntOp::Shl => a << amount(),
        IntOp::Lshr => a >> amount(),
        IntOp::Ashr => (sext(a, w) >> amount()) as u64,
        IntOp::Eq => return u64::from(a == b),
        IntOp::Ne => return u64::from(a != b),
        IntOp::Slt => return u64::from(sext(a, w) < sext(b, w)),
        IntOp::Sgt => return u64::from(sext(a, w) > sext(b, w)),
        IntOp::Sle => return u64::from(sext(a, w) <= sext(b, w)),
        IntOp::Sge => return u64::from(sext(a, w) >= sext(b, w)),
        IntOp::Ult => return u64::from(a < b),
        IntOp::Ugt => return u64::from(a > b),
        IntOp::Ule => return u64::from(a <= b),
        IntOp::Uge => return u64::from(a >= b),
    };
    r & m
}

/// `cast<from, to>` of `bits`: Rust `as` semantics (SEMANTICS.md). Casts to
/// `bool` treat it as a 1-bit unsigned integer: from an integer, the low bit
/// (truncation); from a float, toward zero and saturated to 0..=1, NaN → 0.
pub(crate) fn cast(from: Scalar, to: Scalar, bits: u64) -> u64 {
    if from == to {
        return bits;
    }
    if to == Scalar::Bool {
        return if from.is_float() {
            let x = Const { ty: from, bits }.as_f64();
            u64::from(x >= 1.0)
        } else {
            bits & 1
        };
    }
    // Fast paths for the common 32-bit cases; the rest goes through the
    // folding oracle, which is exact for every pair.
    match (from, to) {
        (Scalar::U32, Scalar::F32) => return u64::from((bits as u32 as f32).to_bits()),
        (Scalar::I32, Scalar::F32) => return u64::from((bits as u32 as i32 as f32).to_bits()),
        (Scalar::F32, Scalar::U32) => return u64::from(f32::from_bits(bits as u32) as u32),
        (Scalar::F32, Scalar::I32) => return u64::from(f32::from_bits(bits as u32) as i32 as u32),
        (Scalar::U32, Scalar::U64) | (Scalar::U32, Scalar::I64) => return bits & mask(32),
        _ => {}
    }
    magpie_gpu::passes::eval::cast(Const { ty: from, bits }, to).map_or(0, |c| c.bits)
}

#[cfg(test)]
mod tests {
    use super::*;
    use magpie_gpu::passes::eval;
    use proptest::prelude::*;

    const INTS: [Scalar; 9] = [
        Scalar::Bool,
        Scalar::I8,
        Scalar::I16,
        Scalar::I32,
        Scalar::I64,
        Scalar::U8,
        Scalar::U16,
        Scalar::U32,
        Scalar::U64,
    ];

    const OPS: [Opcode; 23] = [
        Opcode::IAdd,
        Opcode::ISub,
        Opcode::IMul,
        Opcode::ISdiv,
        Opcode::IUdiv,
        Opcode::ISrem,
        Opcode::IUrem,
        Opcode::IAnd,
        Opcode::IOr,
        Opcode::IXor,
        Opcode::IShl,
        Opcode::ILshr,
        Opcode::IAshr,
        Opcode::IcmpEq,
        Opcode::IcmpNe,
        Opcode::IcmpSlt,
        Opcode::IcmpSgt,
        Opcode::IcmpSle,
        Opcode::IcmpSge,
        Opcode::IcmpUlt,
        Opcode::IcmpUgt,
        Opcode::IcmpUle,
        Opcode::IcmpUge,
    ];

    fn edgy() -> impl Strategy<Value = u64> {
        prop_oneof![
            any::<u64>(),
            Just(0u64),
            Just(1),
            Just(u64::MAX),
            Just(0x80),
            Just(0x8000),
            Just(0x8000_0000),
            Just(1 << 63),
            0u64..70,
        ]
    }

    proptest! {
        #[test]
        fn agrees_with_the_folding_oracle(t in 0usize..9, o in 0usize..23, a in edgy(), b in edgy()) {
            let ty = INTS[t];
            let w = ty.bits();
            let (ca, cb) = (Const::int(ty, a as i128), Const::int(ty, b as i128));
            if let Some(want) = eval::evaluate(OPS[o], &[], &[ca, cb]) {
                let op = IntOp::from_opcode(OPS[o]).unwrap();
                prop_assert_eq!(int_op(op, w, ca.bits, cb.bits), want.bits, "{:?} {:?} {:?}", OPS[o], ca, cb);
            }
        }

        #[test]
        fn casts_agree_with_the_folding_oracle(f in 0usize..13, t in 1usize..13, bits in edgy()) {
            let (from, to) = (Scalar::ALL[f], Scalar::ALL[t]);
            let masked = bits & mask(from.bits());
            let want = eval::cast(Const { ty: from, bits: masked }, to).unwrap();
            let got = cast(from, to, masked);
            let nan = |bits: u64| Const { ty: to, bits }.as_f64().is_nan();
            if to.is_float() && nan(want.bits) {
                prop_assert!(nan(got));
            } else {
                prop_assert_eq!(got, want.bits, "{:?} -> {:?} of {:#x}", from, to, masked);
            }
        }
    }
}
