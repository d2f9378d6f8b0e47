//! `cast<FROM, TO>` with Rust `as` semantics: integers truncate or extend by
//! the source's signedness; float → int rounds toward zero, saturates and
//! maps NaN to 0; int → float and float → float round to nearest even
//! (to f16 on bits, `ops::f16`); casts to `bool` take the low bit
//! (integers) or `x >= 1` (floats).
//! `__mp.bitcast<FROM, TO>` (device libraries only) is `OpBitcast` between
//! types of one width.
//!
//! Invariants (what a driver's optimizer may not exploit):
//!
//! * every `OpConvertFToU`/`OpConvertFToS` sees an operand that is in the
//!   target's range and not NaN: the operand is clamped and NaN replaced by
//!   selects *before* the conversion, and the saturated results are
//!   selected after it. SPIR-V leaves an out-of-range conversion undefined
//!   and LLVM-based drivers make it poison, which can spread past a select
//!   that does not pick it;
//! * no 8- or 16-bit integer is sign-extended by the driver (`OpSConvert`,
//!   `OpConvertSToF`): it is widened to 32 bits and sign-extended there by
//!   explicit instructions ([`FnEmitter::narrow_to_32`], `ops::arith`);
//! * no cast computes on an 8- or 16-bit integer: a narrow source is read
//!   as a 32-bit word, and a narrow result (`cast<bool, u16>` included) is
//!   made in 32 bits and truncated;
//! * no integer is narrowed by `OpUConvert`/`OpSConvert`: truncation is
//!   done on bits ([`FnEmitter::truncate_int`]): a bitcast to a vector of
//!   narrower integers and its component 0. A driver that sees
//!   `trunc(fptoui64 x)` may fold it into `fptoui32 x`, which is only valid
//!   if an out-of-range conversion is poison; NVIDIA's driver returned the
//!   saturated 32-bit value for such chains (`u32(u64(2^32 as f32))` gave
//!   0xFFFFFFFF instead of 0, `conformance/cast_chain_u64`).

use magpie_mpir::{Const, Inst, Scalar};
use rspirv::spirv::{Op, Word};

use crate::func::FnEmitter;
use crate::Result;

impl FnEmitter<'_, '_> {
    pub(crate) fn cast(&mut self, inst: &Inst) -> Result<()> {
        let from = self.operand_scalar(&inst.operands[0])?;
        let to = inst
            .result
            .and_then(|r| self.func.value_type(r).scalar())
            .unwrap_or(from);
        let x = self.val(&inst.operands[0])?;
        let r = self.convert(from, to, x)?;
        self.define(inst, r);
        Ok(())
    }

    /// `__mp.bitcast<FROM, TO>`: the verifier guarantees equal widths; the
    /// scalar types declare their own capabilities (Int64, Float64, ...).
    pub(crate) fn bitcast(&mut self, inst: &Inst) -> Result<()> {
        let from = self.operand_scalar(&inst.operands[0])?;
        let to = inst
            .result
            .and_then(|r| self.func.value_type(r).scalar())
            .unwrap_or(from);
        let x = self.val(&inst.operands[0])?;
        let r = if from == to {
            x
        } else if from == Scalar::Bf16 {
            // the 16 bits, then as `to` (a 16-bit integer shares u16's type)
            let bits = self.narrow_bf16(x)?;
            if to.is_float() {
                let tt = self.cx.ty_scalar(to)?;
                self.op(Op::Bitcast, tt, &[bits])?
            } else {
                bits
            }
        } else if to == Scalar::Bf16 {
            let bits = if from.is_float() {
                let u16t = self.cx.ty_scalar(Scalar::U16)?;
                self.op(Op::Bitcast, u16t, &[x])?
            } else {
                x
            };
            self.widen_bf16(bits)?
        } else {
            let tt = self.cx.ty_scalar(to)?;
            self.op(Op::Bitcast, tt, &[x])?
        };
        self.define(inst, r);
        Ok(())
    }

    pub(crate) fn convert(&mut self, from: Scalar, to: Scalar, x: Word) -> Result<Word> {
        let tt = self.cx.ty_scalar(to)?;
        if from == to {
            return Ok(x);
        }
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        if to == Scalar::Bool {
            return if from.is_float() {
                let one = self.cx.c_float(from, 1.0)?;
                self.op(Op::FOrdGreaterThanEqual, bt, &[x, one])
            } else {
                // an 8/16-bit integer is read as a 32-bit word (`ops::arith`)
                let (from, x) = if from.bits() < 32 {
                    (Scalar::U32, self.narrow_to_32(from, x, false)?)
                } else {
                    (from, x)
                };
                let ft = self.cx.ty_scalar(from)?;
                let one = self.cx.c_int(from, 1)?;
                let zero = self.cx.c_int(from, 0)?;
                let low = self.op(Op::BitwiseAnd, ft, &[x, one])?;
                self.op(Op::INotEqual, bt, &[low, zero])
            };
        }
        if from == Scalar::Bool {
            if to.is_int() && to.bits() < 32 {
                // selected as a 32-bit word and truncated: NVIDIA's driver
                // gave 0 for a `cast<bool, u16>` of true (a u16 OpSelect)
                // beside an i64 division (`conformance/narrow_or_product`)
                let u = self.cx.ty_scalar(Scalar::U32)?;
                let (one, zero) = (self.cx.c_u32(1)?, self.cx.c_u32(0)?);
                let w = self.op(Op::Select, u, &[x, one, zero])?;
                return self.truncate_int(Scalar::U32, to, w);
            }
            let (one, zero) = if to.is_float() {
                (self.cx.c_float(to, 1.0)?, self.cx.c_float(to, 0.0)?)
            } else {
                (self.cx.c_int(to, 1)?, self.cx.c_int(to, 0)?)
            };
            return self.op(Op::Select, tt, &[x, one, zero]);
        }
        if from == Scalar::Bf16 || to == Scalar::Bf16 {
            return self.convert_bf16(from, to, x);
        }
        match (from.is_float(), to.is_float()) {
            (true, true) if (from, to) == (Scalar::F32, Scalar::F64) => self.widen_f32(x),
            (true, true) if (from, to) == (Scalar::F64, Scalar::F32) => self.narrow_f64(x),
            (true, true) if to == Scalar::F16 => self.round_to_f16(from, x),
            (true, true) => self.exact(Op::FConvert, tt, &[x]),
            (false, true) => {
                let signed = from.is_signed_int();
                // a narrow value is extended by us (`ops::arith`)
                let x = if from.bits() < 32 {
                    self.narrow_to_32(from, x, signed)?
                } else {
                    x
                };
                let op = if signed {
                    Op::ConvertSToF
                } else {
                    Op::ConvertUToF
                };
                self.exact(op, tt, &[x])
            }
            (false, false) => {
                if from.bits() == to.bits() {
                    Ok(x)
                } else if from.bits() > to.bits() {
                    self.truncate_int(from, to, x)
                } else if from.is_signed_int() && from.bits() < 32 {
                    // sign-extended to 32 bits by us (`ops::arith`), then
                    // truncated to 16 or extended to 64
                    let w = self.narrow_to_32(from, x, true)?;
                    match to.bits() {
                        32 => Ok(w),
                        64 => self.op(Op::SConvert, tt, &[w]),
                        _ => self.truncate_int(Scalar::U32, to, w),
                    }
                } else if from.is_signed_int() {
                    self.op(Op::SConvert, tt, &[x])
                } else if from.bits() < 32 {
                    // zero-extended to 32 bits by us (`ops::arith`), then
                    // truncated to 16 or extended to 64
                    let w = self.narrow_to_32(from, x, false)?;
                    match to.bits() {
                        32 => Ok(w),
                        64 => self.op(Op::UConvert, tt, &[w]),
                        _ => self.truncate_int(Scalar::U32, to, w),
                    }
                } else {
                    self.op(Op::UConvert, tt, &[x])
                }
            }
            (true, false) => self.float_to_int(from, to, x),
        }
    }

    /// `x` (a float of type `from`) as the integer type `to`, Rust `as`:
    /// the operand is clamped to `[lo, hi]` (the largest range of `from`
    /// values that converts without overflow) and a NaN replaced by 0,
    /// both by selects, so that the conversion itself is always defined
    /// (module docs); values beyond `lo`/`hi` then select the saturated
    /// integer. The selects compare `x` directly instead of using
    /// GLSL's FClamp, whose result for a NaN is undefined.
    pub(crate) fn float_to_int(&mut self, from: Scalar, to: Scalar, x: Word) -> Result<Word> {
        let ft = self.cx.ty_scalar(from)?;
        let tt = self.cx.ty_scalar(to)?;
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let (lo_f, hi_f) = float_bounds(from, to);
        let lo = self.cx.constant(lo_f)?;
        let hi = self.cx.constant(hi_f)?;
        let zero_f = self.cx.c_float(from, 0.0)?;
        let above = self.op(Op::FOrdGreaterThan, bt, &[x, hi])?;
        let below = self.op(Op::FOrdLessThan, bt, &[x, lo])?;
        let nan = self.op(Op::IsNan, bt, &[x])?;
        let v = self.op(Op::Select, ft, &[above, hi, x])?;
        let v = self.op(Op::Select, ft, &[below, lo, v])?;
        let v = self.op(Op::Select, ft, &[nan, zero_f, v])?;
        let r = if to.bits() == 64 {
            self.float_to_int64(from, to, v)?
        } else {
            let conv = if to.is_signed_int() {
                Op::ConvertFToS
            } else {
                Op::ConvertFToU
            };
            self.op(conv, tt, &[v])?
        };
        // NaN converted 0 above; the ordered compares are false for it.
        let (min, max) = int_range(to);
        let max_c = self.cx.c_int(to, max)?;
        let min_c = self.cx.c_int(to, min)?;
        let r = self.op(Op::Select, tt, &[above, max_c, r])?;
        self.op(Op::Select, tt, &[below, min_c, r])
    }

    /// The in-range, non-NaN float `v` (of type `from`) as the 64-bit
    /// integer `to`, rounded toward zero, from two conversions to 32 bits:
    /// `|v| = hi * 2^32 + lo` with `hi = floor(|v| * 2^-32)` (exact: a
    /// power-of-two scale and a floor) and `lo = |v| - hi * 2^32` (exact:
    /// Sterbenz), both in u32 range; then `hi << 32 | lo`, negated for a
    /// negative `v`. No 64-bit float-to-int conversion is left for a driver
    /// to fold with a later truncation: NVIDIA's turned
    /// `u32(u64(x))` into a saturating 32-bit conversion even through a
    /// bit-level truncation, and `lo` is now exactly those low 32 bits.
    fn float_to_int64(&mut self, from: Scalar, to: Scalar, v: Word) -> Result<Word> {
        if from == Scalar::F16 {
            // 2^32 is beyond f16; every f16 is exact in f32
            let f = self.cx.ty_scalar(Scalar::F32)?;
            let w = self.exact(Op::FConvert, f, &[v])?;
            return self.float_to_int64(Scalar::F32, to, w);
        }
        let ft = self.cx.ty_scalar(from)?;
        let u32t = self.cx.ty_scalar(Scalar::U32)?;
        let u64t = self.cx.ty_scalar(Scalar::U64)?;
        let tt = self.cx.ty_scalar(to)?;
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let zero = self.cx.c_float(from, 0.0)?;
        let neg = self.op(Op::FOrdLessThan, bt, &[v, zero])?;
        let minus = self.exact(Op::FNegate, ft, &[v])?;
        let a = self.op(Op::Select, ft, &[neg, minus, v])?;
        let scale_down = self.cx.c_float(from, 1.0 / 4_294_967_296.0)?;
        let scale_up = self.cx.c_float(from, 4_294_967_296.0)?;
        let scaled = self.exact(Op::FMul, ft, &[a, scale_down])?;
        let hi_f = self.glsl(super::math::glsl_floor(), ft, &[scaled])?;
        let hi_back = self.exact(Op::FMul, ft, &[hi_f, scale_up])?;
        let lo_f = self.exact(Op::FSub, ft, &[a, hi_back])?;
        let hi = self.op(Op::ConvertFToU, u32t, &[hi_f])?;
        let lo = self.op(Op::ConvertFToU, u32t, &[lo_f])?;
        let hi64 = self.op(Op::UConvert, u64t, &[hi])?;
        let lo64 = self.op(Op::UConvert, u64t, &[lo])?;
        let shift = self.cx.c_int(Scalar::U64, 32)?;
        let hi_part = self.op(Op::ShiftLeftLogical, u64t, &[hi64, shift])?;
        let m = self.op(Op::BitwiseOr, u64t, &[hi_part, lo64])?;
        let zero64 = self.cx.c_int(Scalar::U64, 0)?;
        let negated = self.op(Op::ISub, u64t, &[zero64, m])?;
        let r = self.op(Op::Select, u64t, &[neg, negated, m])?;
        if to == Scalar::U64 {
            Ok(r)
        } else {
            self.op(Op::Bitcast, tt, &[r])
        }
    }

    /// The integer `x` of type `from` truncated to the narrower integer
    /// type `to`, on bits (module docs): a 64-bit value is bitcast to two
    /// 32-bit words and the low one (component 0: SPIR-V's bitcast puts
    /// the low-order bits first) kept; a 32- or 16-bit value likewise
    /// through a vector of `to`-wide integers (2 or 4 components, so that
    /// no `Vector16` capability is needed). 64 → 16 and 64 → 8 go through
    /// the 32-bit low word. The vector types need no capability beyond
    /// the scalar types', which the source and target already declare.
    pub(crate) fn truncate_int(&mut self, from: Scalar, to: Scalar, x: Word) -> Result<Word> {
        let (mut v, mut bits) = (x, from.bits());
        while bits > to.bits() {
            let part = if bits == 64 { Scalar::U32 } else { to };
            // The 32-bit word masked to the narrow width: what later
            // readings of the narrow value use (`FnEmitter::wide`).
            let masked = if bits == 32 {
                let u = self.cx.ty_scalar(Scalar::U32)?;
                let mask = self.cx.c_u32(((1u64 << to.bits()) - 1) as u32)?;
                Some(self.op(Op::BitwiseAnd, u, &[v, mask])?)
            } else {
                None
            };
            let pt = self.cx.ty_scalar(part)?;
            let vt = self.cx.b.type_vector(pt, bits / part.bits());
            let words = self.op(Op::Bitcast, vt, &[v])?;
            v = self.extract(pt, words, 0)?;
            if let Some(m) = masked {
                self.wide.insert(v, m);
            }
            bits = part.bits();
        }
        Ok(v)
    }
}

/// The integer type's range.
fn int_range(to: Scalar) -> (i128, i128) {
    let b = to.bits();
    if to.is_signed_int() {
        (-(1i128 << (b - 1)), (1i128 << (b - 1)) - 1)
    } else {
        (0, (1i128 << b) - 1)
    }
}

/// The largest range `[lo, hi]` of `from` values, both representable, that
/// converts into `to` without overflow (truncation toward zero included).
fn float_bounds(from: Scalar, to: Scalar) -> (Const, Const) {
    let (min, max) = int_range(to);
    let fmax = Const::float(from, f64::INFINITY);
    let largest = largest_finite(from);
    // hi: the largest value of `from` that is <= max.
    let mut hi = Const::float(from, max as f64);
    if hi.as_f64() >= (max + 1) as f64 || hi == fmax {
        hi = next_down(hi);
    }
    if hi.as_f64() > largest {
        hi = Const::float(from, largest);
    }
    let mut lo = Const::float(from, min as f64);
    if lo.as_f64() < -largest {
        lo = Const::float(from, -largest);
    }
    (lo, hi)
}

fn largest_finite(s: Scalar) -> f64 {
    match s {
        Scalar::F16 => 65504.0,
        Scalar::Bf16 => f64::from(f32::from_bits(0x7f7f_0000)),
        Scalar::F32 => f64::from(f32::MAX),
        _ => f64::MAX,
    }
}

/// The next representable value toward zero of a positive float constant.
fn next_down(c: Const) -> Const {
    Const {
        ty: c.ty,
        bits: c.bits - 1,
    }
}
