//! Correctly rounded f32 division and square root (`mp_div_f32`,
//! `mp_sqrt_f32`), the SPIR-V backend's algorithm (`magpie_gpu_spirv`'s
//! `ops::float_round`) as WGSL helper functions.
//!
//! WebGPU allows f32 `/` 2.5 ulp and `sqrt` its inherited bound; NVIDIA's
//! driver is 1 ulp off on ordinary inputs (`-2.5 / 3`, `sqrt(1.5)`), while
//! SEMANTICS.md wants both correctly rounded. Where the adapter has f64:
//!
//! 1. the IEEE special cases are decided on the bits first (a NaN operand,
//!    0/0 and inf/inf give NaN; x/0 and inf/y ±inf; 0/y and x/inf ±0;
//!    `sqrt` of a value below zero NaN, of ±0 and +inf itself), so the f64
//!    steps below only ever see finite nonzero magnitudes;
//! 2. the magnitudes are widened to f64 from their bits (`mp_f32_widen`: a
//!    subnormal is `bits * 2^-149`, since NVIDIA's driver flushes f32
//!    subnormals in conversions) and divided (or rooted); the quotient
//!    gives the candidate's bits: below 2^-126 `trunc(q * 2^149)`, else
//!    `f32(min(q, MAX))`. Either is within one ulp of the correctly
//!    rounded result, even if the device's f64 operation is a few f64 ulp
//!    off, or if a driver folds `f32(f64(a) / f64(b))` into its own f32
//!    division;
//! 3. the midpoints between the candidate and its neighbours are the
//!    halved sums of neighbouring f32 values (exact in f64; the neighbour
//!    above `MAX` is infinity, which stands for 2^128), and the residuals
//!    `a - mid*b` and `x - mid*mid` are exact up to the final subtraction,
//!    which keeps their sign: a positive residual at the upper midpoint
//!    steps the candidate up, a negative one at the lower midpoint steps
//!    it down, and a zero one (the exact result is the midpoint) steps it
//!    to the even neighbour. Overflow is that step from `MAX` to infinity
//!    (infinity's bits are even, so `MAX + ulp/2` overflows, as IEEE says).
//!
//! The SPIR-V backend's candidate below 2^-126 is the same truncation, but
//! it does not step on a zero residual, so a subnormal quotient exactly
//! halfway between two subnormals (`bits(3) / 2`) keeps the odd, lower
//! one; the tie step above gives the even one.
//!
//! The sign goes back on as bits. f16 `/` and `sqrt` are the f32 result
//! rounded again (`ops::f16`), which is exact (24 >= 2*11 + 2). Without
//! f64 the device's own `/` and `sqrt` are used; `.fast` division always.
//!
//! Every f64 step passes through the opaque zero (`mp_opq_f64`, `ops`
//! module docs), so no driver can contract, reassociate or fold it (in
//! particular not `f32(f64(a) / f64(b))` into an f32 division, nor
//! `f32(sqrt(f64(x)))` into an f32 root). NaN and infinity are made from
//! bits with the opaque zero (`names` module docs). The only float → int
//! conversion (`u32(q * 2^149)`) sees a value selected to 0 outside the
//! subnormal range.

use magpie_gpu::Capability;
use magpie_mpir::{Const, Scalar};

use super::Walker;
use crate::names::{self, ZERO};
use crate::Result;

/// Whether f32 `/` and `sqrt` go through the helpers: the adapter has f64.
pub(super) fn enabled(w: &Walker<'_, '_>) -> bool {
    w.cx.options.has(Capability::Float64)
}

/// `x / y` (f32 expressions), correctly rounded; adds the helpers.
pub(super) fn div_f32(w: &mut Walker<'_, '_>, x: &str, y: &str) -> Result<String> {
    common(w)?;
    let z = ZERO;
    w.cx.helper("mp_div_f32", || {
        format!(
            "fn mp_div_f32(a: f32, b: f32) -> f32 {{\n  let ia = bitcast<u32>(a);\n  let ib = bitcast<u32>(b);\n  let sign = (ia ^ ib) & 0x80000000u;\n  let ma = ia & 0x7fffffffu;\n  let mb = ib & 0x7fffffffu;\n  if (ma > 0x7f800000u || mb > 0x7f800000u || (ma == 0u && mb == 0u) || (ma == 0x7f800000u && mb == 0x7f800000u)) {{\n    return bitcast<f32>(0x7fc00000u | {z});\n  }}\n  if (mb == 0u || ma == 0x7f800000u) {{ return bitcast<f32>(sign | 0x7f800000u | {z}); }}\n  if (ma == 0u || mb == 0x7f800000u) {{ return bitcast<f32>(sign | {z}); }}\n  let aw = mp_f32_widen(ma);\n  let bw = mp_f32_widen(mb);\n  let q = mp_opq_f64(aw / bw);\n  return bitcast<f32>(sign | mp_f32_round_bits(q, aw, bw, false));\n}}\n"
        )
    });
    Ok(format!("mp_div_f32({x}, {y})"))
}

/// `sqrt(x)` (an f32 expression), correctly rounded; adds the helpers.
pub(super) fn sqrt_f32(w: &mut Walker<'_, '_>, x: &str) -> Result<String> {
    common(w)?;
    let z = ZERO;
    w.cx.helper("mp_sqrt_f32", || {
        format!(
            "fn mp_sqrt_f32(x: f32) -> f32 {{\n  let ix = bitcast<u32>(x);\n  // below zero (-0 excluded), or NaN\n  if (ix > 0x80000000u || (ix & 0x7fffffffu) > 0x7f800000u) {{ return bitcast<f32>(0x7fc00000u | {z}); }}\n  // sqrt(-0) = -0, sqrt(+0) = +0, sqrt(+inf) = +inf\n  if ((ix & 0x7fffffffu) == 0u || ix == 0x7f800000u) {{ return bitcast<f32>(ix | {z}); }}\n  let xw = mp_f32_widen(ix);\n  let r = mp_opq_f64(sqrt(xw));\n  return bitcast<f32>(mp_f32_round_bits(r, xw, 0.0lf, true));\n}}\n"
        )
    });
    Ok(format!("mp_sqrt_f32({x})"))
}

/// `mp_opq_f64`, `mp_f32_widen` and `mp_f32_round_bits`.
fn common(w: &mut Walker<'_, '_>) -> Result<()> {
    w.cx.need(
        Capability::Float64,
        "a correctly rounded f32 division or square root",
    )?;
    super::arith::opq_f64(w)?;
    let lit = |v: f64| names::literal(Const::float(Scalar::F64, v));
    let tiny = lit(2f64.powi(-149))?;
    let min_normal = lit(2f64.powi(-126))?;
    let up = lit(2f64.powi(149))?;
    let two128 = lit(2f64.powi(128))?;
    let max = lit(f64::from(f32::MAX))?;
    w.cx.helper("mp_f32_widen", || {
        format!(
            "// The magnitude of the f32 with bits `b`, exactly, as f64, from the bits\n// (drivers flush f32 subnormals in conversions); infinity is 2^128.\nfn mp_f32_widen(b: u32) -> f64 {{\n  let m = b & 0x7fffffffu;\n  if (m < 0x800000u) {{ return f64(m) * {tiny}; }}\n  if (m == 0x7f800000u) {{ return {two128}; }}\n  return f64(bitcast<f32>(m));\n}}\n"
        )
    });
    w.cx.helper("mp_f32_round_bits", || {
        format!(
            "// The bits of the f32 nearest t / b (sqrt(t) for a root), both positive and\n// finite, from q, that value in f64 to a few ulp: the signs of t - mid * b\n// (t - mid * mid) at the midpoints around the candidate move it.\nfn mp_f32_round_bits(q: f64, t: f64, b: f64, root: bool) -> u32 {{\n  let small = q < {min_normal};\n  // Only the subnormal range (below 2^23) reaches the conversion.\n  let scaled = select(0.0lf, mp_opq_f64(q * {up}), small);\n  let c = select(bitcast<u32>(f32(min(q, {max}))), u32(scaled), small);\n  let cw = mp_f32_widen(c);\n  let hi = mp_opq_f64(mp_opq_f64(cw + mp_f32_widen(c + 1u)) * 0.5lf);\n  let lo = mp_opq_f64(mp_opq_f64(cw + mp_f32_widen(max(c, 1u) - 1u)) * 0.5lf);\n  let r_hi = mp_opq_f64(t - mp_opq_f64(hi * select(b, hi, root)));\n  let r_lo = mp_opq_f64(t - mp_opq_f64(lo * select(b, lo, root)));\n  let odd = (c & 1u) == 1u;\n  if (r_hi > 0.0lf || (r_hi == 0.0lf && odd)) {{ return c + 1u; }}\n  if (c != 0u && (r_lo < 0.0lf || (r_lo == 0.0lf && odd))) {{ return c - 1u; }}\n  return c;\n}}\n"
        )
    });
    Ok(())
}

#[cfg(test)]
mod tests {
    //! A model of the helpers' arithmetic in Rust (f64 as the device's
    //! f64), with the candidate pushed up to an ulp off, checked against
    //! Rust's own f32 `/` and `sqrt`: the steps must undo any such error.

    /// `mp_f32_widen`.
    fn widen(b: u32) -> f64 {
        let m = b & 0x7fff_ffff;
        if m < 0x80_0000 {
            f64::from(m) * 2f64.powi(-149)
        } else if m == 0x7f80_0000 {
            2f64.powi(128)
        } else {
            f64::from(f32::from_bits(m))
        }
    }

    /// `mp_f32_round_bits`.
    fn round_bits(q: f64, t: f64, b: f64, root: bool) -> u32 {
        let small = q < 2f64.powi(-126);
        let scaled = if small { q * 2f64.powi(149) } else { 0.0 };
        let c = if small {
            scaled as u32
        } else {
            (q.min(f64::from(f32::MAX)) as f32).to_bits()
        };
        let cw = widen(c);
        let hi = (cw + widen(c + 1)) * 0.5;
        let lo = (cw + widen(c.max(1) - 1)) * 0.5;
        let r_hi = t - hi * if root { hi } else { b };
        let r_lo = t - lo * if root { lo } else { b };
        let odd = c & 1 == 1;
        if r_hi > 0.0 || (r_hi == 0.0 && odd) {
            c + 1
        } else if c != 0 && (r_lo < 0.0 || (r_lo == 0.0 && odd)) {
            c - 1
        } else {
            c
        }
    }

    /// `mp_div_f32`, its f64 quotient scaled by `1 + k * 2^-24`.
    fn div(a: f32, b: f32, k: f64) -> f32 {
        let (ia, ib) = (a.to_bits(), b.to_bits());
        let sign = (ia ^ ib) & 0x8000_0000;
        let (ma, mb) = (ia & 0x7fff_ffff, ib & 0x7fff_ffff);
        let inf = 0x7f80_0000;
        if ma > inf || mb > inf || (ma == 0 && mb == 0) || (ma == inf && mb == inf) {
            return f32::NAN;
        }
        if mb == 0 || ma == inf {
            return f32::from_bits(sign | inf);
        }
        if ma == 0 || mb == inf {
            return f32::from_bits(sign);
        }
        let (aw, bw) = (widen(ma), widen(mb));
        let q = aw / bw * (1.0 + k * 2f64.powi(-24));
        f32::from_bits(sign | round_bits(q, aw, bw, false))
    }

    /// `mp_sqrt_f32`, its f64 root scaled by `1 + k * 2^-24`.
    fn sqrt(x: f32, k: f64) -> f32 {
        let ix = x.to_bits();
        if ix > 0x8000_0000 || (ix & 0x7fff_ffff) > 0x7f80_0000 {
            return f32::NAN;
        }
        if ix & 0x7fff_ffff == 0 || ix == 0x7f80_0000 {
            return x;
        }
        let xw = widen(ix);
        let r = xw.sqrt() * (1.0 + k * 2f64.powi(-24));
        f32::from_bits(round_bits(r, xw, 0.0, true))
    }

    fn same(a: f32, b: f32) -> bool {
        (a.is_nan() && b.is_nan()) || a.to_bits() == b.to_bits()
    }

    #[test]
    fn the_model_rounds_like_ieee_with_a_candidate_an_ulp_off() -> Result<(), String> {
        let edges = [
            0u32,
            0x8000_0000,
            1,
            3,
            5,
            0x80_0001,
            0x7f_ffff,
            0x80_0000,
            0xff_ffff,
            0x7f7f_ffff,
            0xff7f_ffff,
            0x7f80_0000,
            0xff80_0000,
            0x7fc0_0000,
            0xffc0_0001,
            0x3f80_0000,
            0x4000_0000,
            0x4040_0000,
            0xc020_0000,
            0x3fc0_0000,
            0x3f7f_ffff,
            0x3f80_0001,
        ];
        let mut pairs = Vec::new();
        for &a in &edges {
            for &b in &edges {
                pairs.push((a, b));
            }
        }
        let mut s: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            (s >> 16) as u32
        };
        for _ in 0..200_000 {
            pairs.push((next(), next()));
            // quotients in and near the subnormal range, many of them ties
            pairs.push((next() & 0x01ff_ffff, 0x3f80_0000 + ((next() % 4) << 23)));
        }
        let mut moved = 0;
        for &(a, b) in &pairs {
            let (a, b) = (f32::from_bits(a), f32::from_bits(b));
            for k in [-0.75, 0.0, 0.75] {
                let (q, want) = (div(a, b, k), a / b);
                if !same(q, want) {
                    return Err(format!("{a:e} / {b:e} (k {k}): {q:e}, not {want:e}"));
                }
                let (r, want) = (sqrt(a, k), a.sqrt());
                if !same(r, want) {
                    return Err(format!("sqrt({a:e}) (k {k}): {r:e}, not {want:e}"));
                }
                if k != 0.0 && a.is_normal() && b.is_normal() && (a / b).is_normal() {
                    let c = ((f64::from(a) / f64::from(b)) * (1.0 + k * 2f64.powi(-24))) as f32;
                    moved += usize::from(c != a / b);
                }
            }
        }
        // the perturbed candidates were often wrong, so the steps did work
        if moved < 10_000 {
            return Err(format!("only {moved} perturbed candidates were off"));
        }
        for (a, b, want) in [
            (f32::from_bits(3), 2.0, f32::from_bits(2)),
            (f32::from_bits(0xff_ffff), 2.0, f32::MIN_POSITIVE),
            (-2.5, 3.0, -2.5 / 3.0),
            (f32::MAX, 0.5, f32::INFINITY),
        ] {
            if !same(div(a, b, 0.0), want) {
                return Err(format!("{a:e} / {b:e}: {:e}", div(a, b, 0.0)));
            }
        }
        Ok(())
    }
}
