//! Integer and float comparisons into an `i1`. The op decides an integer
//! compare's signedness (LLVM's integers have none); float compares are
//! LLVM's ordered ones (false on NaN; `one` is "ordered and not equal").
//! bf16 operands are compared as the f32 values they widen to exactly.

use magpie_mpir::{Inst, Opcode, Scalar};

use crate::func::Fe;
use crate::Result;

impl Fe<'_, '_> {
    pub(crate) fn compare(&mut self, inst: &Inst) -> Result<()> {
        let s = self.operand_scalar(&inst.operands[0])?;
        let a = self.val(&inst.operands[0])?;
        let b = self.val(&inst.operands[1])?;
        let r = self.compare_vals(inst.op, s, &a, &b);
        self.define(inst, r);
        Ok(())
    }

    pub(crate) fn compare_vals(&mut self, op: Opcode, s: Scalar, a: &str, b: &str) -> String {
        use Opcode::*;
        if s.is_float() {
            let pred = match op {
                FcmpOeq => "oeq",
                FcmpOne => "one",
                FcmpOlt => "olt",
                FcmpOgt => "ogt",
                FcmpOle => "ole",
                _ => "oge",
            };
            return self.fcmp(pred, s, a, b);
        }
        let pred = match op {
            IcmpEq => "eq",
            IcmpNe => "ne",
            IcmpSlt => "slt",
            IcmpSgt => "sgt",
            IcmpSle => "sle",
            IcmpSge => "sge",
            IcmpUlt => "ult",
            IcmpUgt => "ugt",
            IcmpUle => "ule",
            _ => "uge",
        };
        self.def(format!("icmp {pred} {} {a}, {b}", Self::lt(s)))
    }

    /// `fcmp PRED` on floats of type `s` (bf16 through f32).
    pub(crate) fn fcmp(&mut self, pred: &str, s: Scalar, a: &str, b: &str) -> String {
        if s == Scalar::Bf16 {
            let wa = self.widen_f32(s, a);
            let wb = self.widen_f32(s, b);
            return self.def(format!("fcmp {pred} float {wa}, {wb}"));
        }
        self.def(format!("fcmp {pred} {} {a}, {b}", Self::lt(s)))
    }
}
