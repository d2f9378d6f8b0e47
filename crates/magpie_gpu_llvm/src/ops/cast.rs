//! `cast<FROM, TO>` with Rust `as` semantics, and the internal
//! `__mp.bitcast<FROM, TO>`.
//!
//! - int → int: `trunc`, or `sext`/`zext` by the *source's* signedness.
//! - float → int: `llvm.fpto[su]i.sat` (toward zero, saturating, NaN → 0:
//!   exactly Rust's `as`), from f32 or f64; f16 and bf16 are widened to f32
//!   first (exact). To `bool`: `x >= 1` (a float `as` into `[0, 1]`).
//! - int → float: `sitofp`/`uitofp` (one rounding); to bf16 through
//!   `ops::narrow` (LLVM 19 rounds `i32 → bfloat` twice). To f16 LLVM may
//!   go through f32 and that is exact: an integer past 2^24 is past f16's
//!   range either way.
//! - float → float: `fpext`/`fptrunc` (one rounding: LLVM 19 rounds f64 to
//!   f16 and to bf16 exactly on AMDGPU); f16 ↔ bf16 through f32 (the
//!   widening is exact).
//! - to `bool`: the low bit (integers). From `bool`: 0 or 1.

use magpie_mpir::{Const, Inst, Scalar};

use crate::func::Fe;
use crate::text::{const_text, int_ty};
use crate::{Error, Result};

impl Fe<'_, '_> {
    pub(crate) fn cast(&mut self, inst: &Inst) -> Result<()> {
        let from = self.operand_scalar(&inst.operands[0])?;
        let to = self.result_scalar(inst)?;
        self.cx.check_scalar(from)?;
        let x = self.val(&inst.operands[0])?;
        let r = self.convert(from, to, &x);
        self.define(inst, r);
        Ok(())
    }

    /// `x as to`.
    pub(crate) fn convert(&mut self, from: Scalar, to: Scalar, x: &str) -> String {
        let (ft, tt) = (Self::lt(from), Self::lt(to));
        if from == to || (from.bits() == to.bits() && from.is_int() && to.is_int()) {
            return x.to_string();
        }
        if to == Scalar::Bool {
            if from.is_float() {
                let w = match from {
                    Scalar::F64 => x.to_string(),
                    _ => self.widen_f32(from, x),
                };
                let wt = if from == Scalar::F64 {
                    "double"
                } else {
                    "float"
                };
                return self.def(format!("fcmp oge {wt} {w}, 1.0"));
            }
            return self.def(format!("trunc {ft} {x} to i1"));
        }
        if from == Scalar::Bool {
            if to.is_float() {
                let one = const_text(Const::float(to, 1.0));
                let zero = const_text(Const::float(to, 0.0));
                return self.def(format!("select i1 {x}, {tt} {one}, {tt} {zero}"));
            }
            return self.def(format!("zext i1 {x} to {tt}"));
        }
        match (from.is_float(), to.is_float()) {
            (false, false) => {
                let op = if from.bits() > to.bits() {
                    "trunc"
                } else if from.is_signed_int() {
                    "sext"
                } else {
                    "zext"
                };
                self.def(format!("{op} {ft} {x} to {tt}"))
            }
            (true, false) => {
                let (w, wt) = match from {
                    Scalar::F16 | Scalar::Bf16 => (self.widen_f32(from, x), "float"),
                    _ => (x.to_string(), ft),
                };
                let kind = if to.is_signed_int() {
                    "fptosi"
                } else {
                    "fptoui"
                };
                let sfx = if wt == "double" { "f64" } else { "f32" };
                let name = format!("llvm.{kind}.sat.{}.{sfx}", int_ty(to.bits()));
                self.cx.body.call(tt, &name, &[(wt, &w)])
            }
            (false, true) => {
                if to == Scalar::Bf16 {
                    return self.int_to_bf16(from, x);
                }
                let op = if from.is_signed_int() {
                    "sitofp"
                } else {
                    "uitofp"
                };
                self.def(format!("{op} {ft} {x} to {tt}"))
            }
            (true, true) => match (from, to) {
                (Scalar::F16, Scalar::Bf16) | (Scalar::Bf16, Scalar::F16) => {
                    let w = self.widen_f32(from, x);
                    self.narrow_f32(to, &w)
                }
                _ if from.bits() < to.bits() => self.def(format!("fpext {ft} {x} to {tt}")),
                _ => self.def(format!("fptrunc {ft} {x} to {tt}")),
            },
        }
    }

    /// `__mp.bitcast<FROM, TO>`: the same bits as another type of the same
    /// width.
    pub(crate) fn bitcast(&mut self, inst: &Inst) -> Result<()> {
        let from = self.operand_scalar(&inst.operands[0])?;
        let to = self.result_scalar(inst)?;
        if from.bits() != to.bits() || from == Scalar::Bool || to == Scalar::Bool {
            return Err(Error::invalid(
                "a bitcast between types of different widths",
            ));
        }
        let x = self.val(&inst.operands[0])?;
        let r = if Self::lt(from) == Self::lt(to) {
            x
        } else {
            self.def(format!(
                "bitcast {} {x} to {}",
                Self::lt(from),
                Self::lt(to)
            ))
        };
        self.define(inst, r);
        Ok(())
    }
}
