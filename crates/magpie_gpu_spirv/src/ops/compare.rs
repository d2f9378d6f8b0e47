//! Integer and float comparisons. The predicate decides signedness; float
//! compares are ordered (`fcmp.one` is "ordered and not equal"). Signed
//! compares of 8- and 16-bit integers compare the operands sign-extended
//! to 32 bits by explicit instructions (`ops::arith`).

use magpie_mpir::{Inst, Opcode, Scalar};
use rspirv::spirv::Op;

use crate::func::FnEmitter;
use crate::Result;

impl FnEmitter<'_, '_> {
    pub(crate) fn compare(&mut self, inst: &Inst) -> Result<()> {
        let s = self.operand_scalar(&inst.operands[0])?;
        self.cx.ty_scalar(s)?;
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        use Opcode::*;
        let signed = matches!(inst.op, IcmpSlt | IcmpSgt | IcmpSle | IcmpSge);
        let (a, b) = if signed && s != Scalar::Bool && s.bits() < 32 {
            // sign-extended in 32 bits by us, not by the driver (`ops::arith`)
            (
                self.narrow_operand_to_32(&inst.operands[0], s, true)?,
                self.narrow_operand_to_32(&inst.operands[1], s, true)?,
            )
        } else {
            (self.val(&inst.operands[0])?, self.val(&inst.operands[1])?)
        };
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
}
