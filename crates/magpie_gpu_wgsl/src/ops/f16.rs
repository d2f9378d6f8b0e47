//! Every f16 made from a wider float (a cast, or an op computed in f32) is
//! rounded from the wide value's bits with integer code, and made from its
//! own 16 bits (`mp_f16_from_bits`, an exact conversion of an f16 value):
//! no float narrowing of the driver's ever produces an f16.
//!
//! Why: drivers drop a narrowing to f16 whose result is widened again
//! (NVIDIA's Vulkan driver keeps `f32(f16(x))` as `x`), and lavapipe's
//! conversions to f16 truncate (2051 became 2050, not 2052; 65519 was
//! kept as it is). f16 arithmetic is therefore done in f32 and rounded
//! once: for `+ - * /` and `sqrt` that is the correctly rounded f16
//! result, since f32 has more than twice f16's precision plus two bits.
//!
//! The rounding is to nearest even, overflowing to ±inf from 65520 on, f16
//! subnormals kept, a NaN a quiet NaN (payloads and NaN signs are not kept,
//! as SEMANTICS.md allows). An f64 is first cut to f32 with a sticky bit
//! (round to odd): rounding that to f16 is rounding the f64 once.

use super::Walker;

/// Adds the helpers and returns the f16 nearest to `x` (an f32
/// expression).
pub(crate) fn from_f32(w: &mut Walker<'_, '_>, x: &str) -> String {
    helpers(w);
    format!("mp_f16_from_f32({x})")
}

/// The f16 nearest to `x` (an f64 expression), rounded once: through f32
/// rounded to odd, the f32 made opaque first, since a driver folds the
/// inexactness test `f64(f32(x)) != x` to false (lavapipe's WebGPU: an
/// f16 fma a ulp off, campaign seeds arith8/2601001 and 2601199).
pub(crate) fn from_f64(w: &mut Walker<'_, '_>, x: &str) -> String {
    helpers(w);
    w.cx.helper("mp_f16_from_f64", || {
        "fn mp_f16_from_f64(x: f64) -> f16 {\n  // Through the opaque zero: a driver folds `f64(f32(x)) != x` to false.\n  let y = bitcast<f32>(bitcast<u32>(f32(x)) | mp_zero);\n  var b = bitcast<u32>(y);\n  // Round to odd: an inexact f32 with an even last bit moves one step\n  // toward x, so that the f16 rounding below sees the lost bits.\n  if (f64(y) != x && (b & 1u) == 0u && (b & 0x7fffffffu) < 0x7f800000u) {\n    if (abs(x) > abs(f64(y))) { b = b + 1u; } else { b = b - 1u; }\n  } else if ((b & 0x7fffffffu) == 0x7f800000u && abs(x) < 3.4028235677973366e38lf) {\n    b = b - 1u;\n  }\n  return mp_f16_from_f32(bitcast<f32>(b));\n}\n".to_string()
    });
    format!("mp_f16_from_f64({x})")
}

fn helpers(w: &mut Walker<'_, '_>) {
    crate::names::f16_helpers(w.cx);
    w.cx.helper("mp_f16_rne_bits", || {
        "fn mp_f16_rne_bits(x: f32) -> u32 {\n  let u = bitcast<u32>(x);\n  let s = (u >> 16u) & 0x8000u;\n  let a = u & 0x7fffffffu;\n  if (a > 0x7f800000u) { return s | 0x7e00u; }\n  if (a >= 0x477ff000u) { return s | 0x7c00u; }\n  if (a < 0x33000000u) { return s; }\n  let e = a >> 23u;\n  if (e < 113u) {\n    let m = (a & 0x7fffffu) | 0x800000u;\n    let sh = 126u - e;\n    let q = m >> sh;\n    let rem = m & ((1u << sh) - 1u);\n    let half = 1u << (sh - 1u);\n    var r = q;\n    if (rem > half || (rem == half && (q & 1u) == 1u)) { r = r + 1u; }\n    return s | r;\n  }\n  let m = a & 0x7fffffu;\n  var r = ((e - 112u) << 10u) | (m >> 13u);\n  let rem = m & 0x1fffu;\n  if (rem > 0x1000u || (rem == 0x1000u && (r & 1u) == 1u)) { r = r + 1u; }\n  return s | r;\n}\n".to_string()
    });
    w.cx.helper("mp_f16_from_f32", || {
        "fn mp_f16_from_f32(x: f32) -> f16 {\n  return mp_f16_from_bits(mp_f16_rne_bits(x));\n}\n"
            .to_string()
    });
}
