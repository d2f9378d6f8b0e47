//! Float operations whose SPIR-V forms are not exact enough for
//! SEMANTICS.md, emitted as small exact algorithms:
//!
//! * `f.rem` (C's `fmod`): drivers compute `OpFRem` as `x - y*trunc(x/y)`
//!   (Mesa's NIR does), which is wrong for `y = ±inf` and inexact once the
//!   quotient exceeds the mantissa. The edge cases are selected explicitly
//!   and the finite case is an exact reduction in a wider type (f16 in f32,
//!   f32 in f64). f64 (and f32 without Float64) still uses the driver's
//!   OpFRem on `|x|, |y|`: KNOWN INEXACT where `x/y` rounds up to an
//!   integer (llvmpipe: `fmod(1.0, 0.1)` gives 0, C gives
//!   0.09999999999999995) or the quotient exceeds 2^53.
//! * `math.pow`: GLSL's Pow is undefined for `x < 0` and for `x = 0, y <= 0`;
//!   we take `|x|^y` and select C's special cases and sign.
//! * `math.fma`: GLSL's Fma may be `a*b+c` with two roundings (llvmpipe
//!   does). Where [`crate::Options::fused_fma`] does not vouch for the
//!   device, f32 and f16 are computed exactly in a wider type with
//!   round-to-odd, then rounded once to the operand type (f64 comes from
//!   the device library, see [`crate::intrinsics`]).
//!
//! Invariant: no instruction here has an undefined result, whether or not
//! its result is selected (an LLVM-based driver makes an undefined result
//! poison, and a select that does not pick a poison value need not stop
//! it). Where GLSL.std.450 or SPIR-V leave a result undefined (Frexp's
//! exponent and OpFRem for a zero, infinite or NaN operand, Pow at
//! `x = 0, y <= 0`, Atan2 at `(0, 0)`), the operands of the cases whose
//! result is selected from elsewhere are replaced by harmless ones.

use magpie_gpu::Capability;
use magpie_mpir::Scalar;
use rspirv::dr::Operand as SpvOperand;
use rspirv::spirv::{Op, Word};

use crate::func::FnEmitter;
use crate::Result;

/// GLSL.std.450 instruction numbers used here.
mod glsl {
    pub const TRUNC: u32 = 3;
    pub const FABS: u32 = 4;
    pub const ATAN2: u32 = 25;
    pub const SMAX: u32 = 42;
    pub const POW: u32 = 26;
    pub const FMA: u32 = 50;
    pub const FREXP_STRUCT: u32 = 52;
    pub const LDEXP: u32 = 53;
}

impl FnEmitter<'_, '_> {
    fn is_nan(&mut self, x: Word) -> Result<Word> {
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        self.op(Op::IsNan, bt, &[x])
    }

    fn is_inf(&mut self, x: Word) -> Result<Word> {
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        self.op(Op::IsInf, bt, &[x])
    }

    fn or(&mut self, a: Word, b: Word) -> Result<Word> {
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        self.op(Op::LogicalOr, bt, &[a, b])
    }

    fn and(&mut self, a: Word, b: Word) -> Result<Word> {
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        self.op(Op::LogicalAnd, bt, &[a, b])
    }

    fn cmp(&mut self, op: Op, a: Word, b: Word) -> Result<Word> {
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        self.op(op, bt, &[a, b])
    }

    /// `x` converted between float types (exact where it widens).
    /// f32 → f64 widens from the bits (subnormals kept on drivers that
    /// flush them in `OpFConvert`); f16 is rounded from the bits
    /// (`ops::f16`).
    fn fconv(&mut self, from: Scalar, to: Scalar, x: Word) -> Result<Word> {
        if from == to {
            return Ok(x);
        }
        if (from, to) == (Scalar::F32, Scalar::F64) {
            return self.widen_f32(x);
        }
        if to == Scalar::F16 {
            return self.round_to_f16(from, x);
        }
        let t = self.cx.ty_scalar(to)?;
        self.exact(Op::FConvert, t, &[x])
    }

    /// The wider float type in which `s` is computed exactly, if any: f32
    /// for f16, f64 for f32 where the device has Float64.
    fn wider(&self, s: Scalar) -> Option<Scalar> {
        match s {
            Scalar::F16 => Some(Scalar::F32),
            Scalar::F32 if self.cx.options.has(Capability::Float64) => Some(Scalar::F64),
            _ => None,
        }
    }

    /// C's `fmod(x, y)`: NaN if either is NaN, `x` is infinite or `y` is
    /// zero; `x` if `y` is infinite, `x` is zero or `|x| < |y|`; otherwise
    /// the exact remainder with the sign of `x`.
    pub(crate) fn fmod(&mut self, s: Scalar, t: Word, x: Word, y: Word) -> Result<Word> {
        let ax = self.glsl(glsl::FABS, t, &[x])?;
        let ay = self.glsl(glsl::FABS, t, &[y])?;
        let zero = self.cx.c_float(s, 0.0)?;
        let nx = self.is_nan(x)?;
        let ny = self.is_nan(y)?;
        let ix = self.is_inf(x)?;
        let y0 = self.cmp(Op::FOrdEqual, y, zero)?;
        let nan = self.or(nx, ny)?;
        let nan = self.or(nan, ix)?;
        let nan = self.or(nan, y0)?;
        let iy = self.is_inf(y)?;
        let x0 = self.cmp(Op::FOrdEqual, x, zero)?;
        let small = self.cmp(Op::FOrdLessThan, ax, ay)?;
        let pass = self.or(iy, x0)?;
        let pass = self.or(pass, small)?;
        // The reduction only sees finite `ax >= ay > 0`: where its result
        // is not selected it computes 1 mod 1, because a zero divisor or an
        // infinite or NaN operand makes the quotient's Frexp exponent (and
        // OpFRem, for the zero divisor) undefined.
        let special = self.or(nan, pass)?;
        let one = self.cx.c_float(s, 1.0)?;
        let ax_r = self.op(Op::Select, t, &[special, one, ax])?;
        let ay_r = self.op(Op::Select, t, &[special, one, ay])?;
        let mag = match self.wider(s) {
            // bf16 in f32 without conversions: f32 lacks the exponent range
            // for the quotient, see `ops::bf16`
            _ if s == Scalar::Bf16 => self.bf16_fmod_reduce(ax_r, ay_r)?,
            Some(w) => {
                let axw = self.fconv(s, w, ax_r)?;
                let ayw = self.fconv(s, w, ay_r)?;
                let r = self.fmod_reduce(s, w, axw, ayw)?;
                self.fconv(w, s, r)?
            }
            // f64 (and f32 without Float64): the driver's OpFRem, exact
            // while the quotient |x/y| fits the mantissa.
            None => self.exact(Op::FRem, t, &[ax_r, ay_r])?,
        };
        let neg = self.exact(Op::FNegate, t, &[mag])?;
        let x_neg = self.cmp(Op::FOrdLessThan, x, zero)?;
        let signed = self.op(Op::Select, t, &[x_neg, neg, mag])?;
        let r = self.op(Op::Select, t, &[pass, x, signed])?;
        let qnan = self.cx.c_float(s, f64::NAN)?;
        self.op(Op::Select, t, &[nan, qnan, r])
    }

    /// `ax mod ay` for finite `ax >= ay > 0` of type `s`, given in the wider
    /// type `w`. Each step subtracts `trunc(r / ys) * ys` with
    /// `ys = ay * 2^k` chosen so that the quotient has at most `c` bits: the
    /// product then fits `w`'s mantissa and every difference is exact (it is
    /// a multiple of `ay`'s ulp, smaller than `ys`). A quotient rounded up by
    /// the division is corrected by one `ys`. Each step takes `c` bits off
    /// the quotient's exponent; enough steps are emitted for the largest.
    fn fmod_reduce(&mut self, s: Scalar, w: Scalar, ax: Word, ay: Word) -> Result<Word> {
        let (mant_s, mant_w) = (mant_bits(s), mant_bits(w));
        let c = mant_w - mant_s - 1;
        // log2 of the largest quotient: max / min subnormal, plus rounding.
        let (emax, emin_sub) = match s {
            Scalar::F16 => (16, 24),
            _ => (128, 149),
        };
        let steps = (emax + emin_sub + 1u32).div_ceil(c);
        let wt = self.cx.ty_scalar(w)?;
        let it = self.cx.ty_scalar(Scalar::I32)?;
        let st = self.cx.b.type_struct([wt, it]);
        let zero = self.cx.c_float(w, 0.0)?;
        let ci = self.cx.c_int(Scalar::I32, i128::from(c))?;
        let i0 = self.cx.c_int(Scalar::I32, 0)?;
        let mut r = ax;
        for _ in 0..steps {
            let q = self.exact(Op::FDiv, wt, &[r, ay])?;
            let fr = self.glsl_plain(glsl::FREXP_STRUCT, st, &[q])?;
            let e = self.extract(it, fr, 1)?;
            let k = self.op(Op::ISub, it, &[e, ci])?;
            let k = self.glsl_plain(glsl::SMAX, it, &[k, i0])?;
            let ys = self.glsl(glsl::LDEXP, wt, &[ay, k])?;
            let qs = self.exact(Op::FDiv, wt, &[r, ys])?;
            let qt = self.glsl(glsl::TRUNC, wt, &[qs])?;
            let p = self.exact(Op::FMul, wt, &[qt, ys])?;
            let r1 = self.exact(Op::FSub, wt, &[r, p])?;
            let under = self.cmp(Op::FOrdLessThan, r1, zero)?;
            let up = self.exact(Op::FAdd, wt, &[r1, ys])?;
            let r2 = self.op(Op::Select, wt, &[under, up, r1])?;
            let over = self.cmp(Op::FOrdGreaterThanEqual, r2, ys)?;
            let down = self.exact(Op::FSub, wt, &[r2, ys])?;
            r = self.op(Op::Select, wt, &[over, down, r2])?;
        }
        Ok(r)
    }

    /// `pow(x, y)` from GLSL's Pow on `|x|`: NaN for a NaN operand
    /// (SEMANTICS.md; C gives 1 for pow(NaN, 0) and pow(1, NaN)); else as
    /// C: 1 if `y = ±0` or `x = 1`; NaN for a finite `x < 0` with non-integer `y`;
    /// `x = ±0` gives +inf (y < 0) or +0 (y > 0); `|x| = 1` gives 1 in
    /// magnitude (also for infinite `y`); the sign is `x`'s sign bit when
    /// `y` is an odd integer. f16 is computed in f32.
    pub(crate) fn pow(&mut self, s: Scalar, t: Word, x: Word, y: Word) -> Result<Word> {
        if s == Scalar::F16 {
            let x32 = self.fconv(s, Scalar::F32, x)?;
            let y32 = self.fconv(s, Scalar::F32, y)?;
            let t32 = self.cx.ty_scalar(Scalar::F32)?;
            let r = self.pow(Scalar::F32, t32, x32, y32)?;
            return self.fconv(Scalar::F32, s, r);
        }
        let zero = self.cx.c_float(s, 0.0)?;
        let one = self.cx.c_float(s, 1.0)?;
        let half = self.cx.c_float(s, 0.5)?;
        let inf = self.cx.c_float(s, f64::INFINITY)?;
        let qnan = self.cx.c_float(s, f64::NAN)?;

        let ax = self.glsl(glsl::FABS, t, &[x])?;
        // GLSL's Pow is undefined for x = 0, y <= 0: a zero (or NaN) base,
        // whose result is selected below, is given to it as 1.
        let x0 = self.cmp(Op::FOrdEqual, x, zero)?;
        let nx = self.is_nan(x)?;
        let base_special = self.or(x0, nx)?;
        let base = self.op(Op::Select, t, &[base_special, one, ax])?;
        let p = self.glsl(glsl::POW, t, &[base, y])?;
        let ax1 = self.cmp(Op::FOrdEqual, ax, one)?;
        let mag = self.op(Op::Select, t, &[ax1, one, p])?;
        let y_neg = self.cmp(Op::FOrdLessThan, y, zero)?;
        let pz = self.op(Op::Select, t, &[y_neg, inf, zero])?;
        let mag = self.op(Op::Select, t, &[x0, pz, mag])?;

        // y is an integer (infinities count, as even ones) and odd.
        let ty = self.glsl(glsl::TRUNC, t, &[y])?;
        let y_int = self.cmp(Op::FOrdEqual, ty, y)?;
        let h = self.exact(Op::FMul, t, &[y, half])?;
        let th = self.glsl(glsl::TRUNC, t, &[h])?;
        let h_frac = self.cmp(Op::FUnordNotEqual, th, h)?;
        let odd = self.and(y_int, h_frac)?;
        let x_sign = self.sign_is_set(s, x)?;
        let neg_res = self.and(x_sign, odd)?;
        let neg = self.exact(Op::FNegate, t, &[mag])?;
        let r = self.op(Op::Select, t, &[neg_res, neg, mag])?;

        let x_neg = self.cmp(Op::FOrdLessThan, x, zero)?;
        let x_inf = self.is_inf(x)?;
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let not_int = self.op(Op::LogicalNot, bt, &[y_int])?;
        let neg_fin = self.and(x_neg, not_int)?;
        let x_fin = self.op(Op::LogicalNot, bt, &[x_inf])?;
        let bad_base = self.and(neg_fin, x_fin)?;
        let r = self.op(Op::Select, t, &[bad_base, qnan, r])?;
        let y0 = self.cmp(Op::FOrdEqual, y, zero)?;
        let x1 = self.cmp(Op::FOrdEqual, x, one)?;
        let is_one = self.or(y0, x1)?;
        let r = self.op(Op::Select, t, &[is_one, one, r])?;
        // last: a NaN operand wins over the cases that give 1
        let ny = self.is_nan(y)?;
        let nan = self.or(nx, ny)?;
        self.op(Op::Select, t, &[nan, qnan, r])
    }

    /// C's `atan2(a, b)` from GLSL's Atan2, which is undefined at `a = b = 0`:
    /// `atan2(±0, b)` is ±0 (b = +0 or b > 0) or ±π (b = -0 or b < 0), and
    /// both infinite gives ±π/4 or ±3π/4. f16 is computed in f32.
    pub(crate) fn atan2(&mut self, s: Scalar, t: Word, a: Word, b: Word) -> Result<Word> {
        if s == Scalar::F16 {
            let a32 = self.fconv(s, Scalar::F32, a)?;
            let b32 = self.fconv(s, Scalar::F32, b)?;
            let t32 = self.cx.ty_scalar(Scalar::F32)?;
            let r = self.atan2(Scalar::F32, t32, a32, b32)?;
            return self.fconv(Scalar::F32, s, r);
        }
        use std::f64::consts::{FRAC_PI_4, PI};
        let r = if self.cx.options.has(Capability::Float64) && s == Scalar::F32 {
            // llvmpipe's Atan2 is off by tens of ulp: evaluate in f64.
            let a64 = self.fconv(s, Scalar::F64, a)?;
            let b64 = self.fconv(s, Scalar::F64, b)?;
            let r = self.atan2_f64(a64, b64)?;
            self.fconv(Scalar::F64, s, r)?
        } else {
            // GLSL's Atan2 is undefined at a = b = 0, whose result is
            // selected below: it gets b = 1 there.
            let zero = self.cx.c_float(s, 0.0)?;
            let one = self.cx.c_float(s, 1.0)?;
            let a0 = self.cmp(Op::FOrdEqual, a, zero)?;
            let b0 = self.cmp(Op::FOrdEqual, b, zero)?;
            let both = self.and(a0, b0)?;
            let b_safe = self.op(Op::Select, t, &[both, one, b])?;
            self.glsl(glsl::ATAN2, t, &[a, b_safe])?
        };
        let zero = self.cx.c_float(s, 0.0)?;
        let pi = self.cx.c_float(s, PI)?;
        let q1 = self.cx.c_float(s, FRAC_PI_4)?;
        let q3 = self.cx.c_float(s, 3.0 * FRAC_PI_4)?;
        let b_neg = self.sign_is_set(s, b)?;
        let v0 = self.op(Op::Select, t, &[b_neg, pi, zero])?;
        let vi = self.op(Op::Select, t, &[b_neg, q3, q1])?;
        let a0 = self.cmp(Op::FOrdEqual, a, zero)?;
        let v = self.op(Op::Select, t, &[a0, v0, vi])?;
        let a_neg = self.sign_is_set(s, a)?;
        let nv = self.exact(Op::FNegate, t, &[v])?;
        let v = self.op(Op::Select, t, &[a_neg, nv, v])?;
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let nb = self.is_nan(b)?;
        let b_ok = self.op(Op::LogicalNot, bt, &[nb])?;
        let zero_case = self.and(a0, b_ok)?;
        let ia = self.is_inf(a)?;
        let ib = self.is_inf(b)?;
        let inf_case = self.and(ia, ib)?;
        let special = self.or(zero_case, inf_case)?;
        self.op(Op::Select, t, &[special, v, r])
    }

    /// `atan2(a, b)` in f64 for operands that are f32 values, to far better
    /// than f32 precision (edge cases are selected by [`Self::atan2`]):
    /// `z = min/max` of the magnitudes, reduced to `|u| <= tan(π/8)` by
    /// `atan z = π/4 + atan((z-1)/(z+1))`, the Taylor series to `u^25`
    /// (truncation error below 2^-38), then the octant and quadrant corrections.
    fn atan2_f64(&mut self, a: Word, b: Word) -> Result<Word> {
        use std::f64::consts::{FRAC_PI_2, FRAC_PI_4, PI};
        let s = Scalar::F64;
        let t = self.cx.ty_scalar(s)?;
        let ax = self.glsl(glsl::FABS, t, &[a])?;
        let bx = self.glsl(glsl::FABS, t, &[b])?;
        let swap = self.cmp(Op::FOrdGreaterThan, ax, bx)?;
        let mx = self.op(Op::Select, t, &[swap, ax, bx])?;
        let mn = self.op(Op::Select, t, &[swap, bx, ax])?;
        let z = self.exact(Op::FDiv, t, &[mn, mx])?;
        let one = self.cx.c_float(s, 1.0)?;
        let tan8 = self.cx.c_float(s, 0.414_213_562_373_095_1)?;
        let big = self.cmp(Op::FOrdGreaterThan, z, tan8)?;
        let zm = self.exact(Op::FSub, t, &[z, one])?;
        let zp = self.exact(Op::FAdd, t, &[z, one])?;
        let zr = self.exact(Op::FDiv, t, &[zm, zp])?;
        let u = self.op(Op::Select, t, &[big, zr, z])?;
        let u2 = self.exact(Op::FMul, t, &[u, u])?;
        let n = 12;
        let mut acc = self.cx.c_float(
            s,
            if n % 2 == 0 { 1.0 } else { -1.0 } / f64::from(2 * n + 1),
        )?;
        for i in (0..n).rev() {
            let c = self.cx.c_float(
                s,
                if i % 2 == 0 { 1.0 } else { -1.0 } / f64::from(2 * i + 1),
            )?;
            let m = self.exact(Op::FMul, t, &[acc, u2])?;
            acc = self.exact(Op::FAdd, t, &[m, c])?;
        }
        let at = self.exact(Op::FMul, t, &[acc, u])?;
        let q1 = self.cx.c_float(s, FRAC_PI_4)?;
        let at_b = self.exact(Op::FAdd, t, &[q1, at])?;
        let at = self.op(Op::Select, t, &[big, at_b, at])?;
        let h = self.cx.c_float(s, FRAC_PI_2)?;
        let at_s = self.exact(Op::FSub, t, &[h, at])?;
        let at = self.op(Op::Select, t, &[swap, at_s, at])?;
        let pi = self.cx.c_float(s, PI)?;
        let b_neg = self.sign_is_set(s, b)?;
        let at_n = self.exact(Op::FSub, t, &[pi, at])?;
        let at = self.op(Op::Select, t, &[b_neg, at_n, at])?;
        let a_neg = self.sign_is_set(s, a)?;
        let neg = self.exact(Op::FNegate, t, &[at])?;
        self.op(Op::Select, t, &[a_neg, neg, at])
    }

    /// `a*b + c` with one rounding. In the wider type the product is exact
    /// (at most 2*24 resp. 2*11 bits); the sum is rounded to odd (TwoSum
    /// gives the rounding error; an inexact even result steps one ulp toward
    /// the exact value), and round-to-odd followed by rounding to a format at
    /// least two bits narrower is a correctly rounded result. Without a
    /// wider type (f64, or f32 on a device without Float64) this is GLSL's
    /// Fma, which the driver may not fuse.
    pub(crate) fn fma(&mut self, s: Scalar, t: Word, a: Word, b: Word, c: Word) -> Result<Word> {
        let fused = self.cx.options.fused_fma;
        let native = match s {
            Scalar::F16 => fused.f16,
            Scalar::F32 => fused.f32,
            _ => fused.f64,
        };
        if native {
            return self.glsl(glsl::FMA, t, &[a, b, c]);
        }
        // f16 goes through f64 where it can: through f32, NVIDIA's driver
        // 580.159.04 gave fma(0, 0.1, -0) = -0 (cause not found; the f32
        // sum was +0 + -0, and selecting the zero's sign from bits did not
        // change it).
        let wide = if s == Scalar::F16 && self.cx.options.has(Capability::Float64) {
            Some(Scalar::F64)
        } else {
            self.wider(s)
        };
        let Some(w) = wide else {
            return self.glsl(glsl::FMA, t, &[a, b, c]);
        };
        let wt = self.cx.ty_scalar(w)?;
        let aw = self.fconv(s, w, a)?;
        let bw = self.fconv(s, w, b)?;
        let cw = self.fconv(s, w, c)?;
        let p = self.exact(Op::FMul, wt, &[aw, bw])?;
        let odd = self.sum_to_odd(w, p, cw)?;
        self.fconv(w, s, odd)
    }

    /// `p + c` in `w` (f32 or f64) rounded to odd: the sum, stepped one ulp
    /// toward the exact value where it is inexact and even (TwoSum gives the
    /// rounding error). Rounding that once more to a format at least two
    /// bits narrower is the correctly rounded exact sum. Infinities, NaNs
    /// and zeros pass through.
    pub(crate) fn sum_to_odd(&mut self, w: Scalar, p: Word, cw: Word) -> Result<Word> {
        let wt = self.cx.ty_scalar(w)?;
        let sum = self.exact(Op::FAdd, wt, &[p, cw])?;
        // TwoSum: err = (p - (sum - bb)) + (c - bb), exact.
        let bb = self.exact(Op::FSub, wt, &[sum, p])?;
        let ap = self.exact(Op::FSub, wt, &[sum, bb])?;
        let da = self.exact(Op::FSub, wt, &[p, ap])?;
        let db = self.exact(Op::FSub, wt, &[cw, bb])?;
        let err = self.exact(Op::FAdd, wt, &[da, db])?;

        let zero = self.cx.c_float(w, 0.0)?;
        let inexact = self.cmp(Op::FOrdNotEqual, err, zero)?;
        let nonzero = self.cmp(Op::FOrdNotEqual, sum, zero)?;
        let inf = self.is_inf(sum)?;
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let fin = self.op(Op::LogicalNot, bt, &[inf])?;
        let err_pos = self.cmp(Op::FOrdGreaterThan, err, zero)?;
        let sum_pos = self.cmp(Op::FOrdGreaterThan, sum, zero)?;
        // Away from zero: the magnitude's bits + 1 (the low bit is 0, so
        // this is `| 1`); toward zero: bits - 1.
        let away = self.op(Op::LogicalEqual, bt, &[err_pos, sum_pos])?;

        let u = self.cx.ty_scalar(Scalar::U32)?;
        let one = self.cx.c_u32(1)?;
        let z = self.cx.c_u32(0)?;
        let (even, stepped) = if w == Scalar::F64 {
            let v = self.cx.b.type_vector(u, 2);
            let bits = self.op(Op::Bitcast, v, &[sum])?;
            let lo = self.extract(u, bits, 0)?;
            let hi = self.extract(u, bits, 1)?;
            let low = self.op(Op::BitwiseAnd, u, &[lo, one])?;
            let even = self.op(Op::IEqual, bt, &[low, z])?;
            let lo_up = self.op(Op::BitwiseOr, u, &[lo, one])?;
            let lo_dn = self.op(Op::ISub, u, &[lo, one])?;
            let borrow = self.op(Op::IEqual, bt, &[lo, z])?;
            let bsub = self.op(Op::Select, u, &[borrow, one, z])?;
            let hi_dn = self.op(Op::ISub, u, &[hi, bsub])?;
            let new_lo = self.op(Op::Select, u, &[away, lo_up, lo_dn])?;
            let new_hi = self.op(Op::Select, u, &[away, hi, hi_dn])?;
            let nv = self.op(Op::CompositeConstruct, v, &[new_lo, new_hi])?;
            (even, self.op(Op::Bitcast, wt, &[nv])?)
        } else {
            let bits = self.op(Op::Bitcast, u, &[sum])?;
            let low = self.op(Op::BitwiseAnd, u, &[bits, one])?;
            let even = self.op(Op::IEqual, bt, &[low, z])?;
            let up = self.op(Op::BitwiseOr, u, &[bits, one])?;
            let dn = self.op(Op::ISub, u, &[bits, one])?;
            let nb = self.op(Op::Select, u, &[away, up, dn])?;
            (even, self.op(Op::Bitcast, wt, &[nb])?)
        };
        let fix = self.and(inexact, even)?;
        let fix = self.and(fix, nonzero)?;
        let fix = self.and(fix, fin)?;
        self.op(Op::Select, wt, &[fix, stepped, sum])
    }

    /// A GLSL.std.450 instruction without `NoContraction` (integer and
    /// struct results).
    pub(crate) fn glsl_plain(&mut self, n: u32, t: Word, args: &[Word]) -> Result<Word> {
        let set = self.cx.glsl();
        let mut ops = vec![SpvOperand::IdRef(set), SpvOperand::LiteralExtInstInteger(n)];
        ops.extend(args.iter().map(|a| SpvOperand::IdRef(*a)));
        self.op_with(Op::ExtInst, Some(t), ops)
    }

    pub(crate) fn extract(&mut self, t: Word, v: Word, i: u32) -> Result<Word> {
        self.op_with(
            Op::CompositeExtract,
            Some(t),
            vec![SpvOperand::IdRef(v), SpvOperand::LiteralBit32(i)],
        )
    }
}

/// Significand bits, the implicit one included.
fn mant_bits(s: Scalar) -> u32 {
    match s {
        Scalar::F16 => 11,
        Scalar::F32 => 24,
        _ => 53,
    }
}
