//! Float arithmetic: LLVM's IEEE operations of the operand type, correctly
//! rounded, with no fast-math flags (so never contracted) except on the
//! `.fast` ops, which get `reassoc contract arcp afn` (never `nnan`/`ninf`:
//! a NaN input must not become poison).
//!
//! f32 and f64 are native; f16 adds, subtracts and multiplies natively
//! and divides in f32 (rounded once to f16: exact, f32 having more than
//! twice f16's precision plus two bits; LLVM 19 divides f16 on AMDGPU with
//! a reciprocal estimate). bf16 is always computed in f32 and rounded once.
//! `f.rem` arrives here only as `f.rem.fast` (`frem`, which LLVM lowers to
//! `x - trunc(x/y)*y` on AMDGPU); the exact `f.rem` is a device-library
//! call by now ([`crate::widen`]).

use magpie_mpir::{Inst, Opcode, Scalar};

use crate::func::Fe;
use crate::{Error, Result};

/// The flags of a `.fast` op.
pub(crate) const FAST: &str = "reassoc contract arcp afn ";

impl Fe<'_, '_> {
    pub(crate) fn float_arith(&mut self, inst: &Inst) -> Result<()> {
        use Opcode::*;
        let s = self.operand_scalar(&inst.operands[0])?;
        let a = self.val(&inst.operands[0])?;
        let b = self.val(&inst.operands[1])?;
        let fast = matches!(
            inst.op,
            FAddFast | FSubFast | FMulFast | FDivFast | FRemFast
        );
        let name = match inst.op {
            FAdd | FAddFast => "fadd",
            FSub | FSubFast => "fsub",
            FMul | FMulFast => "fmul",
            FDiv | FDivFast => "fdiv",
            FRemFast => "frem",
            _ => {
                return Err(Error::unsupported(format!(
                    "`f.rem` on {} (an exact fmod comes from the device library, which needs f64)",
                    s.name()
                )))
            }
        };
        let r = self.fbin(name, s, &a, &b, fast);
        self.define(inst, r);
        Ok(())
    }

    /// `a NAME b` (`fadd`, `fsub`, `fmul`, `fdiv`, `frem`) on floats of
    /// type `s`.
    pub(crate) fn fbin(&mut self, name: &str, s: Scalar, a: &str, b: &str, fast: bool) -> String {
        let native = match s {
            Scalar::F16 => matches!(name, "fadd" | "fsub" | "fmul"),
            Scalar::Bf16 => false,
            _ => true,
        };
        if !native {
            return self.via_f32(s, &[a, b], |fe, w| {
                fe.fbin(name, Scalar::F32, &w[0], &w[1], fast)
            });
        }
        let flags = if fast { FAST } else { "" };
        self.def(format!("{name} {flags}{} {a}, {b}", Self::lt(s)))
    }

    /// A narrow float widened exactly to f32 (an f32 is returned as is).
    pub(crate) fn widen_f32(&mut self, s: Scalar, v: &str) -> String {
        match s {
            Scalar::F16 | Scalar::Bf16 => self.def(format!("fpext {} {v} to float", Self::lt(s))),
            _ => v.to_string(),
        }
    }

    /// An f32 rounded to nearest even into `s` (f16, bf16; f32 as is).
    pub(crate) fn narrow_f32(&mut self, s: Scalar, v: &str) -> String {
        match s {
            Scalar::F16 | Scalar::Bf16 => self.def(format!("fptrunc float {v} to {}", Self::lt(s))),
            _ => v.to_string(),
        }
    }

    /// `f` applied to the operands widened to f32, its result rounded back
    /// to `s`.
    pub(crate) fn via_f32(
        &mut self,
        s: Scalar,
        args: &[&str],
        f: impl FnOnce(&mut Self, &[String]) -> String,
    ) -> String {
        let wide: Vec<String> = args.iter().map(|a| self.widen_f32(s, a)).collect();
        let r = f(self, &wide);
        self.narrow_f32(s, &r)
    }
}
