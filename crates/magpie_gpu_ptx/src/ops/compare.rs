//! Integer and float comparisons into a `.pred`. The predicate decides an
//! integer compare's signedness; a narrow operand of the other signedness is
//! re-extended first (unsigned order survives sign extension, signed order
//! does not survive zero extension). Float compares are PTX's ordered ones
//! (`eq ne lt le gt ge` are false on NaN; `ne` is "ordered and not equal").

use magpie_mpir::{Inst, Opcode, Scalar};

use crate::arch::Feature;
use crate::func::Fe;
use crate::regs::{bits_ty, Class, Reg, Val};
use crate::Result;

impl Fe<'_, '_> {
    pub(crate) fn compare(&mut self, inst: &Inst) -> Result<()> {
        let s = self.operand_scalar(&inst.operands[0])?;
        let a = self.val(&inst.operands[0])?;
        let b = self.val(&inst.operands[1])?;
        let r = self.compare_vals(inst.op, s, a, b)?;
        self.define_reg(inst, r);
        Ok(())
    }

    pub(crate) fn compare_vals(&mut self, op: Opcode, s: Scalar, a: Val, b: Val) -> Result<Reg> {
        use Opcode::*;
        let cmp = match op {
            IcmpEq | FcmpOeq => "eq",
            IcmpNe | FcmpOne => "ne",
            IcmpSlt | IcmpUlt | FcmpOlt => "lt",
            IcmpSgt | IcmpUgt | FcmpOgt => "gt",
            IcmpSle | IcmpUle | FcmpOle => "le",
            _ => "ge",
        };
        if s == Scalar::Bool {
            let (pa, pb) = (self.in_reg(a, s), self.in_reg(b, s));
            let d = self.cx.reg(Class::Pred);
            self.ins(format!("xor.pred {d}, {pa}, {pb}"));
            if op == IcmpEq {
                self.ins(format!("not.pred {d}, {d}"));
            }
            return Ok(d);
        }
        if s.is_float() {
            return self.float_compare(cmp, s, a, b);
        }
        let signed = matches!(op, IcmpSlt | IcmpSgt | IcmpSle | IcmpSge);
        let ty = match (cmp, signed, s.bits()) {
            ("eq" | "ne", _, _) => bits_ty(s),
            (_, true, 64) => "s64",
            (_, false, 64) => "u64",
            (_, true, _) => "s32",
            (_, false, _) => "u32",
        };
        // Only a signed compare of zero-extended narrow values needs them
        // re-extended.
        let fix = signed && s.bits() < 32 && !s.is_signed_int();
        let ra = self.in_reg(a, s);
        let ra = if fix { self.reextend(ra, s, true) } else { ra };
        let ob = match b {
            Val::Reg(r) if fix => self.reextend(r, s, true).to_string(),
            Val::Imm(c) if fix => {
                let shift = 64 - s.bits();
                (((c.bits << shift) as i64) >> shift).to_string()
            }
            _ => self.opnd(b, s),
        };
        let d = self.cx.reg(Class::Pred);
        self.ins(format!("setp.{cmp}.{ty} {d}, {ra}, {ob}"));
        Ok(d)
    }

    fn float_compare(&mut self, cmp: &str, s: Scalar, a: Val, b: Val) -> Result<Reg> {
        let (ra, ob, ty) = match s {
            Scalar::Bf16 if self.cx.sm < 90 => {
                let ra = self.widen_f32(s, a)?;
                let rb = self.widen_f32(s, b)?;
                (ra, rb.to_string(), "f32")
            }
            Scalar::Bf16 => {
                self.cx.need(Feature::Bf16Native)?;
                (self.in_reg(a, s), self.in_reg(b, s).to_string(), "bf16")
            }
            Scalar::F16 => (self.in_reg(a, s), self.in_reg(b, s).to_string(), "f16"),
            Scalar::F32 => (self.in_reg(a, s), self.opnd(b, s), "f32"),
            _ => (self.in_reg(a, s), self.opnd(b, s), "f64"),
        };
        let d = self.cx.reg(Class::Pred);
        self.ins(format!("setp.{cmp}.{ty} {d}, {ra}, {ob}"));
        Ok(d)
    }
}
