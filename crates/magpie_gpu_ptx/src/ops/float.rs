//! Float arithmetic: IEEE ops of the operand type, correctly rounded, never
//! contracted (`.rn` forms, which ptxas does not fuse), subnormals kept (no
//! `.ftz`). `.fast` ops drop `.rn` (ptxas may contract them) and divide
//! with `div.full.f32` (2 ulp).
//!
//! f16 adds, subtracts, multiplies natively (sm_53); bf16 natively on
//! sm_90. Everything else on f16/bf16 is computed in f32 and rounded once
//! to the narrow type: exact for `+ - * /` and `sqrt`, since f32 carries
//! more than twice their precision plus two bits, and for the ops whose
//! result is one of their inputs or representable (`min`, `fmod`, rounding).

use magpie_mpir::{Inst, Opcode, Scalar};

use crate::arch::Feature;
use crate::func::Fe;
use crate::module::Memo;
use crate::regs::{arith_ty, Class, Reg, Val};
use crate::{Error, Result};

/// The four basic float operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FOp {
    Add,
    Sub,
    Mul,
    Div,
}

impl FOp {
    fn name(self) -> &'static str {
        match self {
            FOp::Add => "add",
            FOp::Sub => "sub",
            FOp::Mul => "mul",
            FOp::Div => "div",
        }
    }
}

impl Fe<'_, '_> {
    pub(crate) fn float_arith(&mut self, inst: &Inst) -> Result<()> {
        let s = self.operand_scalar(&inst.operands[0])?;
        let a = self.val(&inst.operands[0])?;
        let b = self.val(&inst.operands[1])?;
        use Opcode::*;
        let fast = matches!(
            inst.op,
            FAddFast | FSubFast | FMulFast | FDivFast | FRemFast
        );
        let r = match inst.op {
            FAdd | FAddFast => self.float_binop(FOp::Add, s, a, b, fast)?,
            FSub | FSubFast => self.float_binop(FOp::Sub, s, a, b, fast)?,
            FMul | FMulFast => self.float_binop(FOp::Mul, s, a, b, fast)?,
            FDiv | FDivFast => self.float_binop(FOp::Div, s, a, b, fast)?,
            _ => self.float_rem(s, a, b, fast)?,
        };
        self.define_reg(inst, r);
        Ok(())
    }

    /// `a OP b` on floats of type `s`.
    pub(crate) fn float_binop(
        &mut self,
        op: FOp,
        s: Scalar,
        a: Val,
        b: Val,
        fast: bool,
    ) -> Result<Reg> {
        let native = match s {
            Scalar::F32 | Scalar::F64 => true,
            Scalar::F16 => op != FOp::Div,
            Scalar::Bf16 => op != FOp::Div && self.cx.sm >= 90,
            _ => return Err(Error::invalid("float op on an integer")),
        };
        if !native {
            return self.via_f32(s, &[a, b], |fe, args| {
                fe.float_binop(op, Scalar::F32, Val::Reg(args[0]), Val::Reg(args[1]), fast)
            });
        }
        if s == Scalar::Bf16 {
            self.cx.need(Feature::Bf16Native)?;
        }
        let t = arith_ty(s);
        let suffix = match (op, fast, s) {
            (FOp::Div, true, Scalar::F32) => "full",
            (_, true, _) if op != FOp::Div => "",
            _ => "rn",
        };
        let ra = self.in_reg(a, s);
        let ob = self.opnd(b, s);
        let d = self.fresh(s);
        let name = op.name();
        if suffix.is_empty() {
            self.ins(format!("{name}.{t} {d}, {ra}, {ob}"));
        } else {
            self.ins(format!("{name}.{suffix}.{t} {d}, {ra}, {ob}"));
        }
        Ok(d)
    }

    /// A narrow float widened exactly to f32 (an f32 is returned as is).
    pub(crate) fn widen_f32(&mut self, s: Scalar, v: Val) -> Result<Reg> {
        let r = self.in_reg(v, s);
        if s == Scalar::F32 {
            return Ok(r);
        }
        if let Some(d) = self.cx.memo(Memo::Widened(r)) {
            return Ok(d);
        }
        let d = self.cx.reg(Class::F32);
        self.cx.remember(Memo::Widened(r), d);
        match s {
            Scalar::F16 => self.ins(format!("cvt.f32.f16 {d}, {r}")),
            Scalar::Bf16 if self.cx.sm >= 90 => {
                self.cx.need(Feature::Bf16Native)?;
                self.ins(format!("cvt.f32.bf16 {d}, {r}"));
            }
            Scalar::Bf16 => {
                // bf16 is the high half of an f32.
                let w = self.cx.reg(Class::B32);
                self.ins(format!("cvt.u32.u16 {w}, {r}"));
                self.ins(format!("shl.b32 {w}, {w}, 16"));
                self.ins(format!("mov.b32 {d}, {w}"));
            }
            _ => return Err(Error::invalid("widening a non-float")),
        }
        Ok(d)
    }

    /// An f32 rounded to nearest even into the narrow float `s`.
    pub(crate) fn narrow_f32(&mut self, s: Scalar, r: Reg) -> Result<Reg> {
        if s == Scalar::F32 {
            return Ok(r);
        }
        let d = self.fresh(s);
        let t = match s {
            Scalar::F16 => "f16",
            Scalar::Bf16 => {
                self.cx.need(Feature::Bf16Convert)?;
                "bf16"
            }
            _ => return Err(Error::invalid("narrowing to a non-float")),
        };
        self.ins(format!("cvt.rn.{t}.f32 {d}, {r}"));
        Ok(d)
    }

    /// `f` applied to the operands widened to f32, its result rounded back
    /// to `s` (f16 or bf16).
    pub(crate) fn via_f32(
        &mut self,
        s: Scalar,
        args: &[Val],
        f: impl FnOnce(&mut Self, &[Reg]) -> Result<Reg>,
    ) -> Result<Reg> {
        let wide = args
            .iter()
            .map(|a| self.widen_f32(s, *a))
            .collect::<Result<Vec<_>>>()?;
        let r = f(self, &wide)?;
        self.narrow_f32(s, r)
    }

    /// `f.rem`: C's `fmod`. Exact on f32 (and f16/bf16 through f32); f64
    /// waits for the device library. `.fast`: `a - trunc(a / b) * b` with
    /// one rounding (`fma`), the quotient from the fast division.
    fn float_rem(&mut self, s: Scalar, a: Val, b: Val, fast: bool) -> Result<Reg> {
        match s {
            Scalar::F16 | Scalar::Bf16 => self.via_f32(s, &[a, b], |fe, args| {
                fe.float_rem(Scalar::F32, Val::Reg(args[0]), Val::Reg(args[1]), fast)
            }),
            Scalar::F32 if !fast => self.fmod_f32(a, b),
            Scalar::F64 if !fast => Err(Error::unsupported(
                "`f.rem` on f64 (an exact fmod comes from the device library)",
            )),
            _ => {
                let t = arith_ty(s);
                let ra = self.in_reg(a, s);
                let rb = self.in_reg(b, s);
                let q = self.float_binop(FOp::Div, s, Val::Reg(ra), Val::Reg(rb), true)?;
                let tq = self.fresh(s);
                self.ins(format!("cvt.rzi.{t}.{t} {tq}, {q}"));
                let n = self.fresh(s);
                self.ins(format!("neg.{t} {n}, {tq}"));
                let d = self.fresh(s);
                self.ins(format!("fma.rn.{t} {d}, {n}, {rb}, {ra}"));
                Ok(d)
            }
        }
    }
}
