//! Integer and float comparisons. The predicate decides signedness; float
//! compares are ordered (`fcmp.one` is "ordered and not equal").
//!
//! Two forms keep NVIDIA's Vulkan driver (580.159.04) away from compares
//! it got wrong on the H200:
//! - 8- and 16-bit integers compare as 32-bit words, extended by explicit
//!   instructions (sign-extended for a signed compare: `ops::arith`);
//! - ordered compares of 64-bit integers compare the 32-bit halves: `a < b`
//!   is `hi(a) < hi(b) || (hi(a) == hi(b) && lo(a) <u lo(b))`, the high
//!   words compared signed or unsigned as the predicate says. The driver's
//!   own 64-bit `OpSGreaterThan` (and `OpUGreaterThan` of the operands with
//!   their sign bits flipped) came out false for `66 > x + x` with a
//!   negative sum in a kernel that also compared a bf16 value with itself
//!   (issue 12's finding 1); equality compares stay 64-bit.

use magpie_mpir::{Inst, Opcode, Scalar};
use rspirv::spirv::{Op, Word};

use crate::func::FnEmitter;
use crate::Result;

impl FnEmitter<'_, '_> {
    pub(crate) fn compare(&mut self, inst: &Inst) -> Result<()> {
        let s = self.operand_scalar(&inst.operands[0])?;
        self.cx.ty_scalar(s)?;
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        use Opcode::*;
        let signed = matches!(inst.op, IcmpSlt | IcmpSgt | IcmpSle | IcmpSge);
        let ordered_int = matches!(
            inst.op,
            IcmpSlt | IcmpSgt | IcmpSle | IcmpSge | IcmpUlt | IcmpUgt | IcmpUle | IcmpUge
        );
        let (a, b) = if s != Scalar::Bool && s.is_int() && s.bits() < 32 {
            // extended in 32 bits by us, not by the driver (`ops::arith`)
            (
                self.narrow_operand_to_32(&inst.operands[0], s, signed)?,
                self.narrow_operand_to_32(&inst.operands[1], s, signed)?,
            )
        } else {
            (self.val(&inst.operands[0])?, self.val(&inst.operands[1])?)
        };
        if ordered_int && s.bits() == 64 {
            let r = self.compare_halves(inst.op, a, b)?;
            self.define(inst, r);
            return Ok(());
        }
        let op = match (inst.op, s == Scalar::Bool) {
            (IcmpEq, true) => Op::LogicalEqual,
            (IcmpNe, true) => Op::LogicalNotEqual,
            (IcmpEq, _) => Op::IEqual,
            (IcmpNe, _) => Op::INotEqual,
            (IcmpSlt, _) => Op::SLessThan,
            (IcmpSgt, _) => Op::SGreaterThan,
            (IcmpSle, _) => Op::SLessThanEqual,
            (IcmpSge, _) => Op::SGreaterThanEqual,
            (IcmpUlt, _) => Op::ULessThan,
            (IcmpUgt, _) => Op::UGreaterThan,
            (IcmpUle, _) => Op::ULessThanEqual,
            (IcmpUge, _) => Op::UGreaterThanEqual,
            (FcmpOeq, _) => Op::FOrdEqual,
            (FcmpOne, _) => Op::FOrdNotEqual,
            (FcmpOlt, _) => Op::FOrdLessThan,
            (FcmpOgt, _) => Op::FOrdGreaterThan,
            (FcmpOle, _) => Op::FOrdLessThanEqual,
            _ => Op::FOrdGreaterThanEqual,
        };
        let r = self.op(op, bt, &[a, b])?;
        self.define(inst, r);
        Ok(())
    }

    /// An ordered compare of the 64-bit integers `a` and `b` on their
    /// 32-bit halves (module docs): `lt`/`le` decide `a < b` / `a <= b`,
    /// `gt`/`ge` the same with the operands swapped.
    fn compare_halves(&mut self, op: Opcode, a: Word, b: Word) -> Result<Word> {
        use Opcode::*;
        let (a, b) = match op {
            IcmpSgt | IcmpSge | IcmpUgt | IcmpUge => (b, a),
            _ => (a, b),
        };
        let or_equal = matches!(op, IcmpSle | IcmpSge | IcmpUle | IcmpUge);
        let signed = matches!(op, IcmpSlt | IcmpSgt | IcmpSle | IcmpSge);
        let u = self.cx.ty_scalar(Scalar::U32)?;
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let pair = self.cx.b.type_vector(u, 2);
        let wa = self.op(Op::Bitcast, pair, &[a])?;
        let wb = self.op(Op::Bitcast, pair, &[b])?;
        let (lo_a, hi_a) = (self.extract(u, wa, 0)?, self.extract(u, wa, 1)?);
        let (lo_b, hi_b) = (self.extract(u, wb, 0)?, self.extract(u, wb, 1)?);
        let hi_less = if signed { Op::SLessThan } else { Op::ULessThan };
        let lo_less = if or_equal {
            Op::ULessThanEqual
        } else {
            Op::ULessThan
        };
        let high = self.op(hi_less, bt, &[hi_a, hi_b])?;
        let same = self.op(Op::IEqual, bt, &[hi_a, hi_b])?;
        let low = self.op(lo_less, bt, &[lo_a, lo_b])?;
        let tie = self.op(Op::LogicalAnd, bt, &[same, low])?;
        self.op(Op::LogicalOr, bt, &[high, tie])
    }
}
