//! Correctly rounded f32 and f16 division and square root.
//!
//! Vulkan allows `OpFDiv` 2.5 ulp and GLSL's `Sqrt` about 3 ulp; NVIDIA's
//! driver is 1 ulp off on ordinary inputs (`-2.5 / 3`, `sqrt(1.5)`), while
//! SEMANTICS.md wants both correctly rounded. Where the device has f64:
//!
//! 1. the operands' magnitudes are widened to f64 and divided (or rooted);
//!    the result's f32 bit pattern is the candidate: within one ulp of the
//!    correctly rounded result even if the device's f64 op is a few f64 ulp
//!    off;
//! 2. the midpoints between the candidate and its neighbours are exact in
//!    f64 (25 significant bits), and so are the residuals `a - mid*b` and
//!    `x - mid*mid` (products of at most 50 bits; the final subtraction
//!    keeps its sign in any case): a positive residual at the upper midpoint
//!    means the true result lies above it, so the candidate steps up; a
//!    negative one at the lower midpoint steps it down; a zero one (the
//!    true result is that midpoint) moves an odd candidate to its even
//!    neighbour. (Step 1 rounds a normal tie to even already; a subnormal
//!    candidate is truncated, so `bits(3) / 2` starts at the odd bits(1).)
//!
//! Every f32 value is handled as bits: widening a subnormal is
//! `bits * 2^-149`, narrowing below 2^-126 is `trunc(q * 2^149)`, and the
//! half-ulp steps are powers of two built from the exponent field. Drivers
//! that flush f32 subnormals in conversions (NVIDIA does, even with
//! `DenormPreserve`) therefore cannot disturb the result. f32 overflow is
//! decided against the threshold `MAX + ulp/2`, with infinity standing for
//! 2^128. The sign goes back on as bits. f16 is the f32 result rounded
//! again (from its bits, `ops::f16`), which is exact (24 >= 2*11 + 2).
//! Without f64 the device's own instruction is used.
//!
//! Invariant: nothing here is undefined on any input, selected or not. The
//! two float → int conversions (subnormal bits from `|q| * 2^149`) convert
//! a value selected to 0 outside the subnormal range, so a NaN, infinite
//! or large quotient never reaches them; the exponent-field arithmetic
//! stays within 1..=2046 and shifts by constants below 32; the device's
//! own Sqrt (without f64) never sees a negative operand.

use magpie_gpu::Capability;
use magpie_mpir::Scalar;
use rspirv::spirv::{Op, Word};

use crate::func::FnEmitter;
use crate::Result;

/// GLSL.std.450 instruction numbers used here.
mod glsl {
    pub const ROUND_EVEN: u32 = 2;
    pub const FABS: u32 = 4;
    pub const SQRT: u32 = 31;
}

const SIGN: u32 = 0x8000_0000;
const MAGNITUDE: u32 = 0x7fff_ffff;
const INF_BITS: u32 = 0x7f80_0000;
const MIN_NORMAL_BITS: u32 = 0x0080_0000;
const QUIET_NAN_BITS: u32 = 0x7fc0_0000;

/// What the candidate's midpoints are checked against.
#[derive(Clone, Copy)]
enum Residual {
    /// `a - mid * b` (magnitudes, in f64).
    Quotient { a: Word, b: Word },
    /// `x - mid * mid` (in f64).
    Root { x: Word },
}

impl FnEmitter<'_, '_> {
    /// `a / b` in `s`, correctly rounded where the device has f64.
    pub(crate) fn div_rounded(&mut self, s: Scalar, t: Word, a: Word, b: Word) -> Result<Word> {
        if !self.cx.options.has(Capability::Float64) || !matches!(s, Scalar::F32 | Scalar::F16) {
            return self.exact(Op::FDiv, t, &[a, b]);
        }
        if s == Scalar::F16 {
            let f = self.cx.ty_scalar(Scalar::F32)?;
            let a32 = self.exact(Op::FConvert, f, &[a])?;
            let b32 = self.exact(Op::FConvert, f, &[b])?;
            let q = self.div_rounded(Scalar::F32, f, a32, b32)?;
            return self.round_to_f16(Scalar::F32, q);
        }
        let (u, d) = (
            self.cx.ty_scalar(Scalar::U32)?,
            self.cx.ty_scalar(Scalar::F64)?,
        );
        let ia = self.op(Op::Bitcast, u, &[a])?;
        let ib = self.op(Op::Bitcast, u, &[b])?;
        let aw = self.widen_magnitude(ia)?;
        let bw = self.widen_magnitude(ib)?;
        let qd = self.exact(Op::FDiv, d, &[aw, bw])?;
        let m = self.rounded_bits(qd, Residual::Quotient { a: aw, b: bw })?;
        let x = self.op(Op::BitwiseXor, u, &[ia, ib])?;
        let sign_mask = self.cx.c_u32(SIGN)?;
        let sign = self.op(Op::BitwiseAnd, u, &[x, sign_mask])?;
        let signed = self.op(Op::BitwiseOr, u, &[m, sign])?;
        let bits = self.div_special_cases(ia, ib, sign, signed)?;
        self.op(Op::Bitcast, t, &[bits])
    }

    /// The IEEE special cases of `a / b` (f32 bits `ia`, `ib`; `sign` the
    /// quotient's sign bit; `finite` the bits computed for finite nonzero
    /// operands), decided on the bits: a NaN operand, 0/0 and inf/inf give
    /// NaN; x/0 and inf/y give ±inf; 0/y and x/inf give ±0. The f64
    /// division would give the same, but a driver that does not preserve
    /// NaNs and infinities in f64 (no `SignedZeroInfNanPreserve` for f64)
    /// may fold `0 / x` to 0 there (lavapipe gave -0.0 for -0.0 / NaN).
    fn div_special_cases(&mut self, ia: Word, ib: Word, sign: Word, finite: Word) -> Result<Word> {
        let u = self.cx.ty_scalar(Scalar::U32)?;
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let mag = self.cx.c_u32(MAGNITUDE)?;
        let inf = self.cx.c_u32(INF_BITS)?;
        let zero = self.cx.c_u32(0)?;
        let abs_a = self.op(Op::BitwiseAnd, u, &[ia, mag])?;
        let abs_b = self.op(Op::BitwiseAnd, u, &[ib, mag])?;
        let a_nan = self.op(Op::UGreaterThan, bt, &[abs_a, inf])?;
        let b_nan = self.op(Op::UGreaterThan, bt, &[abs_b, inf])?;
        let a_zero = self.op(Op::IEqual, bt, &[abs_a, zero])?;
        let b_zero = self.op(Op::IEqual, bt, &[abs_b, zero])?;
        let a_inf = self.op(Op::IEqual, bt, &[abs_a, inf])?;
        let b_inf = self.op(Op::IEqual, bt, &[abs_b, inf])?;
        let any_nan = self.op(Op::LogicalOr, bt, &[a_nan, b_nan])?;
        let zeros = self.op(Op::LogicalAnd, bt, &[a_zero, b_zero])?;
        let infs = self.op(Op::LogicalAnd, bt, &[a_inf, b_inf])?;
        let nan = self.op(Op::LogicalOr, bt, &[any_nan, zeros])?;
        let nan = self.op(Op::LogicalOr, bt, &[nan, infs])?;
        // with NaN decided first, these need not exclude it
        let to_inf = self.op(Op::LogicalOr, bt, &[b_zero, a_inf])?;
        let to_zero = self.op(Op::LogicalOr, bt, &[a_zero, b_inf])?;
        let signed_inf = self.op(Op::BitwiseOr, u, &[sign, inf])?;
        let qnan = self.cx.c_u32(QUIET_NAN_BITS)?;
        let r = self.op(Op::Select, u, &[to_zero, sign, finite])?;
        let r = self.op(Op::Select, u, &[to_inf, signed_inf, r])?;
        self.op(Op::Select, u, &[nan, qnan, r])
    }

    /// `sqrt(x)` in `s`, correctly rounded where the device has f64.
    pub(crate) fn sqrt_rounded(&mut self, s: Scalar, t: Word, x: Word) -> Result<Word> {
        if !self.cx.options.has(Capability::Float64) || !matches!(s, Scalar::F32 | Scalar::F16) {
            return self.sqrt_device(s, t, x);
        }
        if s == Scalar::F16 {
            let f = self.cx.ty_scalar(Scalar::F32)?;
            let x32 = self.exact(Op::FConvert, f, &[x])?;
            let r = self.sqrt_rounded(Scalar::F32, f, x32)?;
            return self.round_to_f16(Scalar::F32, r);
        }
        let (u, d) = (
            self.cx.ty_scalar(Scalar::U32)?,
            self.cx.ty_scalar(Scalar::F64)?,
        );
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let ix = self.op(Op::Bitcast, u, &[x])?;
        let xw = self.widen_magnitude(ix)?;
        let rd = self.glsl(glsl::SQRT, d, &[xw])?;
        let m = self.rounded_bits(rd, Residual::Root { x: xw })?;
        // sqrt(-0) = -0; below zero (-0 excluded) is NaN
        let sign_mask = self.cx.c_u32(SIGN)?;
        let sign = self.op(Op::BitwiseAnd, u, &[ix, sign_mask])?;
        let signed = self.op(Op::BitwiseOr, u, &[m, sign])?;
        let negative = self.op(Op::UGreaterThan, bt, &[ix, sign_mask])?;
        // NaN and +inf on the bits too (see `div_special_cases`)
        let inf = self.cx.c_u32(INF_BITS)?;
        let mag = self.cx.c_u32(MAGNITUDE)?;
        let abs = self.op(Op::BitwiseAnd, u, &[ix, mag])?;
        let is_nan = self.op(Op::UGreaterThan, bt, &[abs, inf])?;
        let is_inf = self.op(Op::IEqual, bt, &[ix, inf])?;
        let nan_or_neg = self.op(Op::LogicalOr, bt, &[negative, is_nan])?;
        let nan = self.cx.c_u32(QUIET_NAN_BITS)?;
        let bits = self.op(Op::Select, u, &[is_inf, inf, signed])?;
        let bits = self.op(Op::Select, u, &[nan_or_neg, nan, bits])?;
        self.op(Op::Bitcast, t, &[bits])
    }

    /// The device's Sqrt, which GLSL.std.450 leaves undefined below zero:
    /// a negative `x` (-0 excluded) gets 0 and then NaN is selected. A
    /// zero `x` (decided on its bits) is its own root: NVIDIA's driver gave
    /// `sqrt(-0.0) = +0.0` in f64, with `SignedZeroInfNanPreserve` too.
    fn sqrt_device(&mut self, s: Scalar, t: Word, x: Word) -> Result<Word> {
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let zero = self.cx.c_float(s, 0.0)?;
        let negative = self.op(Op::FOrdLessThan, bt, &[x, zero])?;
        let safe = self.op(Op::Select, t, &[negative, zero, x])?;
        let r = self.glsl(glsl::SQRT, t, &[safe])?;
        let x_zero = self.is_zero_bits(s, x)?;
        let r = self.op(Op::Select, t, &[x_zero, x, r])?;
        let qnan = self.cx.c_float(s, f64::NAN)?;
        self.op(Op::Select, t, &[negative, qnan, r])
    }

    /// Whether the float `x` of type `s` is ±0, from its bits (no float
    /// compare a driver may rewrite without regard to the sign of zero).
    fn is_zero_bits(&mut self, s: Scalar, x: Word) -> Result<Word> {
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let u = self.cx.ty_scalar(Scalar::U32)?;
        let mag = match s {
            Scalar::F64 => {
                let v2 = self.cx.b.type_vector(u, 2);
                let pair = self.op(Op::Bitcast, v2, &[x])?;
                let lo = self.extract(u, pair, 0)?;
                let hi = self.extract(u, pair, 1)?;
                let mask = self.cx.c_u32(MAGNITUDE)?;
                let hi = self.op(Op::BitwiseAnd, u, &[hi, mask])?;
                self.op(Op::BitwiseOr, u, &[hi, lo])?
            }
            Scalar::F16 => {
                let h = self.cx.ty_scalar(Scalar::U16)?;
                let bits = self.op(Op::Bitcast, h, &[x])?;
                let mask = self.cx.c_int(Scalar::U16, 0x7fff)?;
                let m = self.op(Op::BitwiseAnd, h, &[bits, mask])?;
                let z = self.cx.c_int(Scalar::U16, 0)?;
                return self.op(Op::IEqual, bt, &[m, z]);
            }
            _ => {
                let bits = self.op(Op::Bitcast, u, &[x])?;
                let mask = self.cx.c_u32(MAGNITUDE)?;
                self.op(Op::BitwiseAnd, u, &[bits, mask])?
            }
        };
        let z = self.cx.c_u32(0)?;
        self.op(Op::IEqual, bt, &[mag, z])
    }

    /// The f32 `x` as f64, exactly, subnormals included: NVIDIA's driver
    /// flushes f32 subnormals in `OpFConvert` even with `DenormPreserve`.
    pub(crate) fn widen_f32(&mut self, x: Word) -> Result<Word> {
        let (u, d) = (
            self.cx.ty_scalar(Scalar::U32)?,
            self.cx.ty_scalar(Scalar::F64)?,
        );
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let bits = self.op(Op::Bitcast, u, &[x])?;
        let mag = self.widen_magnitude(bits)?;
        let neg = self.exact(Op::FNegate, d, &[mag])?;
        let sign_mask = self.cx.c_u32(SIGN)?;
        let negative = self.op(Op::UGreaterThanEqual, bt, &[bits, sign_mask])?;
        self.op(Op::Select, d, &[negative, neg, mag])
    }

    /// The f64 `x` rounded to f32 (nearest even), subnormal results built
    /// from bits: `RoundEven(|x| * 2^149)` is the subnormal's bit pattern
    /// (2^23 when it rounds up to the smallest normal, whose bits those are).
    pub(crate) fn narrow_f64(&mut self, x: Word) -> Result<Word> {
        let (u, f, d) = (
            self.cx.ty_scalar(Scalar::U32)?,
            self.cx.ty_scalar(Scalar::F32)?,
            self.cx.ty_scalar(Scalar::F64)?,
        );
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let ax = self.glsl(glsl::FABS, d, &[x])?;
        let min_normal = self.cx.c_float(Scalar::F64, 2f64.powi(-126))?;
        let small = self.op(Op::FOrdLessThan, bt, &[ax, min_normal])?;
        let up = self.cx.c_float(Scalar::F64, 2f64.powi(149))?;
        let scaled = self.exact(Op::FMul, d, &[ax, up])?;
        // Only the subnormal range (scaled < 2^23) reaches the conversion:
        // a NaN or a larger value would make it undefined even where the
        // select below does not pick it.
        let zero = self.cx.c_float(Scalar::F64, 0.0)?;
        let safe = self.op(Op::Select, d, &[small, scaled, zero])?;
        // Exact on every driver: f64 RoundEven is emitted by
        // `super::f64_integral`, not by the driver's GLSL.std.450.
        let rounded = self.glsl(glsl::ROUND_EVEN, d, &[safe])?;
        let mag_bits = self.op(Op::ConvertFToU, u, &[rounded])?;
        let sign = self.f64_sign_bit(x)?;
        let bits = self.op(Op::BitwiseOr, u, &[mag_bits, sign])?;
        let tiny = self.op(Op::Bitcast, f, &[bits])?;
        let plain = self.exact(Op::FConvert, f, &[x])?;
        self.op(Op::Select, f, &[small, tiny, plain])
    }

    /// The magnitude of the f32 with bits `bits`, exactly, as f64.
    fn widen_magnitude(&mut self, bits: Word) -> Result<Word> {
        let (u, f, d) = (
            self.cx.ty_scalar(Scalar::U32)?,
            self.cx.ty_scalar(Scalar::F32)?,
            self.cx.ty_scalar(Scalar::F64)?,
        );
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let mask = self.cx.c_u32(MAGNITUDE)?;
        let mag = self.op(Op::BitwiseAnd, u, &[bits, mask])?;
        let min_normal = self.cx.c_u32(MIN_NORMAL_BITS)?;
        let subnormal = self.op(Op::ULessThan, bt, &[mag, min_normal])?;
        let count = self.op(Op::ConvertUToF, d, &[mag])?;
        let scale = self.cx.c_float(Scalar::F64, 2f64.powi(-149))?;
        let small = self.exact(Op::FMul, d, &[count, scale])?;
        let value = self.op(Op::Bitcast, f, &[mag])?;
        let wide = self.exact(Op::FConvert, d, &[value])?;
        self.op(Op::Select, d, &[subnormal, small, wide])
    }

    /// The f32 bits nearest `qd` (non-negative, or NaN/inf), rounded
    /// correctly by the residual check.
    fn rounded_bits(&mut self, qd: Word, residual: Residual) -> Result<Word> {
        let (u, f, d) = (
            self.cx.ty_scalar(Scalar::U32)?,
            self.cx.ty_scalar(Scalar::F32)?,
            self.cx.ty_scalar(Scalar::F64)?,
        );
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        // candidate bits: below 2^-126 by truncating q * 2^149
        let min_normal = self.cx.c_float(Scalar::F64, 2f64.powi(-126))?;
        let subnormal = self.op(Op::FOrdLessThan, bt, &[qd, min_normal])?;
        let up_scale = self.cx.c_float(Scalar::F64, 2f64.powi(149))?;
        let scaled = self.exact(Op::FMul, d, &[qd, up_scale])?;
        // Converted only where it is below 2^23: for a normal, infinite or
        // NaN `qd` the conversion would be undefined (LLVM: poison), which
        // a driver may let through the select that does not pick it.
        let zero_d = self.cx.c_float(Scalar::F64, 0.0)?;
        let safe = self.op(Op::Select, d, &[subnormal, scaled, zero_d])?;
        let sub_bits = self.op(Op::ConvertFToU, u, &[safe])?;
        let narrow = self.exact(Op::FConvert, f, &[qd])?;
        let norm_bits = self.op(Op::Bitcast, u, &[narrow])?;
        let q = self.op(Op::Select, u, &[subnormal, sub_bits, norm_bits])?;

        // its value, with infinity as 2^128
        let qw = self.widen_magnitude(q)?;
        let inf_bits = self.cx.c_u32(INF_BITS)?;
        let is_inf = self.op(Op::IEqual, bt, &[q, inf_bits])?;
        let two128 = self.cx.c_float(Scalar::F64, 2f64.powi(128))?;
        let qw = self.op(Op::Select, d, &[is_inf, two128, qw])?;

        // half-ulp steps: 2^(E-151) above, and below too except at a power
        // of two (E > 1, mantissa 0), where the spacing below halves
        let shift = self.cx.c_u32(23)?;
        let e = self.op(Op::ShiftRightLogical, u, &[q, shift])?;
        let one = self.cx.c_u32(1)?;
        let e_is_0 = self.op(Op::ULessThan, bt, &[e, one])?;
        let e = self.op(Op::Select, u, &[e_is_0, one, e])?;
        let half_up = self.pow2_f64(e, 872)?;
        let below = self.pow2_f64(e, 871)?;
        let mant_mask = self.cx.c_u32(MIN_NORMAL_BITS - 1)?;
        let mant = self.op(Op::BitwiseAnd, u, &[q, mant_mask])?;
        let zero = self.cx.c_u32(0)?;
        let mant0 = self.op(Op::IEqual, bt, &[mant, zero])?;
        let e_gt1 = self.op(Op::UGreaterThan, bt, &[e, one])?;
        let power = self.op(Op::LogicalAnd, bt, &[mant0, e_gt1])?;
        let half_dn = self.op(Op::Select, d, &[power, below, half_up])?;

        let hi = self.exact(Op::FAdd, d, &[qw, half_up])?;
        let lo = self.exact(Op::FSub, d, &[qw, half_dn])?;
        let r_hi = self.residual(residual, hi)?;
        let r_lo = self.residual(residual, lo)?;
        // A zero residual: the exact result is that midpoint, which rounds
        // to the even neighbour (a truncated subnormal candidate can be the
        // odd one: bits(3) / 2 is bits(2), not bits(1)).
        let low_bit = self.op(Op::BitwiseAnd, u, &[q, one])?;
        let odd = self.op(Op::IEqual, bt, &[low_bit, one])?;
        let above = self.op(Op::FOrdGreaterThan, bt, &[r_hi, zero_d])?;
        let tie_hi = self.op(Op::FOrdEqual, bt, &[r_hi, zero_d])?;
        let tie_hi = self.op(Op::LogicalAnd, bt, &[tie_hi, odd])?;
        let above = self.op(Op::LogicalOr, bt, &[above, tie_hi])?;
        let finite = self.op(Op::ULessThan, bt, &[q, inf_bits])?;
        let up = self.op(Op::LogicalAnd, bt, &[above, finite])?;
        let below_lo = self.op(Op::FOrdLessThan, bt, &[r_lo, zero_d])?;
        let tie_lo = self.op(Op::FOrdEqual, bt, &[r_lo, zero_d])?;
        let tie_lo = self.op(Op::LogicalAnd, bt, &[tie_lo, odd])?;
        let below_lo = self.op(Op::LogicalOr, bt, &[below_lo, tie_lo])?;
        let positive = self.op(Op::UGreaterThan, bt, &[q, zero])?;
        let down = self.op(Op::LogicalAnd, bt, &[below_lo, positive])?;
        let q_up = self.op(Op::IAdd, u, &[q, one])?;
        let q_dn = self.op(Op::ISub, u, &[q, one])?;
        let moved = self.op(Op::Select, u, &[down, q_dn, q])?;
        self.op(Op::Select, u, &[up, q_up, moved])
    }

    /// `2^(e + bias - 1023)` as f64, built from its exponent field
    /// (`e + bias` must lie in 1..=2046).
    fn pow2_f64(&mut self, e: Word, bias: u32) -> Result<Word> {
        let u = self.cx.ty_scalar(Scalar::U32)?;
        let d = self.cx.ty_scalar(Scalar::F64)?;
        let v2 = self.cx.b.type_vector(u, 2);
        let bias = self.cx.c_u32(bias)?;
        let field = self.op(Op::IAdd, u, &[e, bias])?;
        let shift = self.cx.c_u32(20)?;
        let high = self.op(Op::ShiftLeftLogical, u, &[field, shift])?;
        let zero = self.cx.c_u32(0)?;
        let pair = self.op(Op::CompositeConstruct, v2, &[zero, high])?;
        self.op(Op::Bitcast, d, &[pair])
    }

    fn residual(&mut self, residual: Residual, mid: Word) -> Result<Word> {
        let d = self.cx.ty_scalar(Scalar::F64)?;
        let (target, factor) = match residual {
            Residual::Quotient { a, b } => (a, b),
            Residual::Root { x } => (x, mid),
        };
        let p = self.exact(Op::FMul, d, &[mid, factor])?;
        self.exact(Op::FSub, d, &[target, p])
    }
}
