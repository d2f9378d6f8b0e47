//! `cast<FROM, TO>` with Rust `as` semantics, and the internal
//! `__mp.bitcast<FROM, TO>`.
//!
//! - int → int: truncate, or extend by the source's signedness. Canonical
//!   forms make most of these free: only a narrowing, or a change of
//!   signedness at a narrow width, re-extends.
//! - float → int: `cvt.rzi`, which rounds toward zero and saturates to the
//!   destination's range; NaN then gives MIN for some conversions (64-bit
//!   destinations, f64 -> i32), so a select makes every NaN 0; bf16 goes
//!   through f32 (exact).
//! - int → float, float → float: `cvt.rn` (one rounding). Before sm_90 PTX
//!   converts to bf16 only from f32, so a wider source is first rounded to
//!   f32 *to odd* (toward zero, then the low bit set when inexact), after
//!   which rounding to bf16 is correct: f32 has more than bf16's precision
//!   plus two bits.
//! - to `bool`: the low bit (integers), `x >= 1` (floats: `as` truncates
//!   and saturates into `[0, 1]`). From `bool`: 0 or 1.

use magpie_mpir::{Const, Inst, Scalar};

use crate::arch::Feature;
use crate::func::Fe;
use crate::regs::{cvt_ty, mov_immediate, Class, Reg, Val};
use crate::{Error, Result};

impl Fe<'_, '_> {
    pub(crate) fn cast(&mut self, inst: &Inst) -> Result<()> {
        let from = self.operand_scalar(&inst.operands[0])?;
        let to = self.result_scalar(inst)?;
        self.check_scalar(from)?;
        let x = self.val(&inst.operands[0])?;
        let r = self.convert(from, to, x)?;
        self.define(inst, vec![r]);
        Ok(())
    }

    /// `x as to`.
    pub(crate) fn convert(&mut self, from: Scalar, to: Scalar, x: Val) -> Result<Val> {
        if from == to {
            return Ok(x);
        }
        if to == Scalar::Bool {
            return self.cast_to_bool(from, x).map(Val::Reg);
        }
        if from == Scalar::Bool {
            let p = self.in_reg(x, from);
            let (one, zero) = (Const::float(to, 1.0), Const::float(to, 0.0));
            let (one, zero) = if to.is_float() {
                (mov_immediate(one), mov_immediate(zero))
            } else {
                ("1".to_string(), "0".to_string())
            };
            let d = self.fresh(to);
            self.ins(format!("selp.{} {d}, {one}, {zero}, {p}", d.class.mov()));
            return Ok(Val::Reg(d));
        }
        let r = match (from.is_float(), to.is_float()) {
            (false, false) => return Ok(self.int_to_int(from, to, x)),
            (true, false) => self.float_to_int(from, to, x)?,
            (false, true) => self.int_to_float(from, to, x)?,
            (true, true) => self.float_to_float(from, to, x)?,
        };
        Ok(Val::Reg(r))
    }

    fn cast_to_bool(&mut self, from: Scalar, x: Val) -> Result<Reg> {
        let d = self.cx.reg(Class::Pred);
        if from.is_float() {
            let (r, ty) = match from {
                Scalar::F16 | Scalar::Bf16 => (self.widen_f32(from, x)?, "f32"),
                _ => (self.in_reg(x, from), crate::regs::arith_ty(from)),
            };
            let one = crate::regs::immediate(Const::float(
                if ty == "f64" {
                    Scalar::F64
                } else {
                    Scalar::F32
                },
                1.0,
            ))
            .unwrap_or_default();
            self.ins(format!("setp.ge.{ty} {d}, {r}, {one}"));
        } else {
            let r = self.in_reg(x, from);
            let bt = crate::regs::bits_ty(from);
            let low = self.fresh(from);
            self.ins(format!("and.{bt} {low}, {r}, 1"));
            self.ins(format!("setp.ne.{bt} {d}, {low}, 0"));
        }
        Ok(d)
    }

    fn int_to_int(&mut self, from: Scalar, to: Scalar, x: Val) -> Val {
        if let Val::Imm(c) = x {
            let v = if from.is_signed_int() {
                c.as_i128()
            } else {
                c.bits as i128
            };
            return Val::Imm(Const::int(to, v));
        }
        let r = self.in_reg(x, from);
        match (from.bits(), to.bits()) {
            (64, 64) => Val::Reg(r),
            (64, _) => {
                let t = self.cx.reg(Class::B32);
                self.ins(format!("cvt.u32.u64 {t}, {r}"));
                Val::Reg(self.canon(t, to))
            }
            (_, 64) => {
                let d = self.cx.reg(Class::B64);
                let ext = if from.is_signed_int() {
                    "s64.s32"
                } else {
                    "u64.u32"
                };
                self.ins(format!("cvt.{ext} {d}, {r}"));
                Val::Reg(d)
            }
            (fb, tb) => {
                // The register already holds x extended by its signedness:
                // it is `to`'s canonical form unless `to` is narrower, or
                // as wide with the other signedness, or a signed source
                // widens into an unsigned narrow type.
                let same = fb < tb && (!from.is_signed_int() || to.is_signed_int());
                if tb == 32 || same {
                    Val::Reg(r)
                } else {
                    Val::Reg(self.canon(r, to))
                }
            }
        }
    }

    fn float_to_int(&mut self, from: Scalar, to: Scalar, x: Val) -> Result<Reg> {
        // bf16 through f32 (exact; PTX's cvt from bf16 to a narrow integer
        // does not take a 32-bit destination register).
        let (r, fty) = if from == Scalar::Bf16 {
            (self.widen_f32(from, x)?, "f32")
        } else {
            (self.in_reg(x, from), cvt_ty(from))
        };
        let d = self.fresh(to);
        // Saturating; a narrow result is extended into the 32-bit register
        // by its own signedness (canonical). NaN is not reliably 0: the
        // 64-bit destinations give MIN, and so does f64 -> i32 (both
        // measured on sm_90), so every destination selects 0 for NaN.
        self.ins(format!("cvt.rzi.{}.{fty} {d}, {r}", cvt_ty(to)));
        let nan = self.cx.reg(Class::Pred);
        if fty == "f16" || fty == "bf16" {
            self.ins(format!("setp.nan.{fty} {nan}, {r}, {r}"));
        } else {
            self.ins(format!("testp.notanumber.{fty} {nan}, {r}"));
        }
        let z = self.fresh(to);
        let bits = if to.bits() == 64 { 64 } else { 32 };
        self.ins(format!("selp.b{bits} {z}, 0, {d}, {nan}"));
        Ok(z)
    }

    fn int_to_float(&mut self, from: Scalar, to: Scalar, x: Val) -> Result<Reg> {
        let r = self.in_reg(x, from);
        // Registers hold narrow integers at 32 bits, canonical.
        let src = match from.bits() {
            64 => cvt_ty(from),
            _ if from.is_signed_int() => "s32",
            _ => "u32",
        };
        if to == Scalar::Bf16 && self.cx.sm < 90 {
            let f = if from.bits() <= 16 {
                // Exact in f32.
                let f = self.cx.reg(Class::F32);
                self.ins(format!("cvt.rn.f32.{src} {f}, {r}"));
                f
            } else {
                self.int_to_f32_odd(src, r)
            };
            return self.narrow_f32(to, f);
        }
        if to == Scalar::Bf16 {
            self.cx.need(Feature::Bf16Native)?;
        }
        let d = self.fresh(to);
        self.ins(format!("cvt.rn.{}.{src} {d}, {r}", cvt_ty(to)));
        Ok(d)
    }

    /// An integer rounded to f32 to odd: toward zero, low bit set when the
    /// conversion was inexact.
    fn int_to_f32_odd(&mut self, src: &str, r: Reg) -> Reg {
        let f = self.cx.reg(Class::F32);
        self.ins(format!("cvt.rz.f32.{src} {f}, {r}"));
        let back = self.cx.reg(r.class);
        self.ins(format!("cvt.rzi.{src}.f32 {back}, {f}"));
        let inexact = self.cx.reg(Class::Pred);
        let bt = if r.class == Class::B64 { "b64" } else { "b32" };
        self.ins(format!("setp.ne.{bt} {inexact}, {back}, {r}"));
        self.set_low_bit(f, inexact)
    }

    /// `f` with its low significand bit set where `p` holds.
    fn set_low_bit(&mut self, f: Reg, p: Reg) -> Reg {
        let bits = self.cx.reg(Class::B32);
        self.ins(format!("mov.b32 {bits}, {f}"));
        let odd = self.cx.reg(Class::B32);
        self.ins(format!("or.b32 {odd}, {bits}, 1"));
        self.ins(format!("selp.b32 {bits}, {odd}, {bits}, {p}"));
        let d = self.cx.reg(Class::F32);
        self.ins(format!("mov.b32 {d}, {bits}"));
        d
    }

    fn float_to_float(&mut self, from: Scalar, to: Scalar, x: Val) -> Result<Reg> {
        let bf16_native = self.cx.sm >= 90;
        match (from, to) {
            // Through f32: exact widening, one rounding.
            (Scalar::F16, Scalar::Bf16) | (Scalar::Bf16, Scalar::F16) => {
                let f = self.widen_f32(from, x)?;
                self.narrow_f32(to, f)
            }
            (Scalar::Bf16, Scalar::F32) => self.widen_f32(from, x),
            (Scalar::Bf16, Scalar::F64) => {
                let f = self.widen_f32(from, x)?;
                let d = self.cx.reg(Class::F64);
                self.ins(format!("cvt.f64.f32 {d}, {f}"));
                Ok(d)
            }
            (Scalar::F32, Scalar::Bf16) => {
                let r = self.in_reg(x, from);
                self.narrow_f32(to, r)
            }
            (Scalar::F64, Scalar::Bf16) if !bf16_native => {
                let r = self.in_reg(x, from);
                let f = self.cx.reg(Class::F32);
                self.ins(format!("cvt.rz.f32.f64 {f}, {r}"));
                let back = self.cx.reg(Class::F64);
                self.ins(format!("cvt.f64.f32 {back}, {f}"));
                // Unordered: a NaN stays a NaN whatever its low bit.
                let inexact = self.cx.reg(Class::Pred);
                self.ins(format!("setp.neu.f64 {inexact}, {back}, {r}"));
                let odd = self.set_low_bit(f, inexact);
                self.narrow_f32(to, odd)
            }
            _ => {
                if from == Scalar::Bf16 || to == Scalar::Bf16 {
                    self.cx.need(Feature::Bf16Native)?;
                }
                let r = self.in_reg(x, from);
                let d = self.fresh(to);
                let widening = from.bits() < to.bits();
                let rnd = if widening { "" } else { ".rn" };
                self.ins(format!("cvt{rnd}.{}.{} {d}, {r}", cvt_ty(to), cvt_ty(from)));
                Ok(d)
            }
        }
    }

    /// `__mp.bitcast<FROM, TO>`: the same bits as another type of the same
    /// width (`mov.bN` between register classes; narrow integers convert
    /// between their canonical 32-bit form and 16 bits).
    pub(crate) fn bitcast(&mut self, inst: &Inst) -> Result<()> {
        let from = self.operand_scalar(&inst.operands[0])?;
        let to = self.result_scalar(inst)?;
        if from.bits() != to.bits() || from == Scalar::Bool || to == Scalar::Bool {
            return Err(Error::invalid(
                "a bitcast between types of different widths",
            ));
        }
        let x = self.val(&inst.operands[0])?;
        if let Val::Imm(c) = x {
            self.define(
                inst,
                vec![Val::Imm(Const {
                    ty: to,
                    bits: c.bits,
                })],
            );
            return Ok(());
        }
        let r = self.in_reg(x, from);
        let (fc, tc) = (Class::of(from), Class::of(to));
        let d = if fc == tc {
            if from.bits() < 32 {
                self.canon(r, to)
            } else {
                r
            }
        } else if fc == Class::B16 {
            // f16/bf16 bits into a canonical 16-bit integer.
            let t = self.cx.reg(Class::B32);
            self.ins(format!("cvt.u32.u16 {t}, {r}"));
            self.canon(t, to)
        } else if tc == Class::B16 {
            let d = self.fresh(to);
            self.ins(format!("cvt.u16.u32 {d}, {r}"));
            d
        } else {
            let d = self.fresh(to);
            self.ins(format!("mov.b{} {d}, {r}", from.bits()));
            d
        };
        self.define_reg(inst, d);
        Ok(())
    }
}
