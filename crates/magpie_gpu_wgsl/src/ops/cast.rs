//! `cast<FROM, TO>` with Rust `as` semantics (SEMANTICS.md): integers
//! truncate or extend by the source's signedness; float → int rounds
//! toward zero and saturates, NaN → 0 (the operand is made finite and
//! clamped before converting, so the conversion itself is always in
//! range); to `bool`, an integer's low bit or a float `>= 1`.

use magpie_mpir::Scalar;

use super::arith::is_nan;
use super::canon;
use crate::func::Walker;
use crate::names;
use crate::Result;
use magpie_gpu::text_backend::walk::TreeSyntax as _;

pub(super) fn cast(w: &mut Walker<'_, '_>, from: Scalar, to: Scalar, x: &str) -> Result<String> {
    if from == to {
        return Ok(x.to_string());
    }
    let tty = names::scalar_ty(to)?;
    if to == Scalar::Bool {
        return Ok(if from.is_float() {
            let one = names::literal(magpie_mpir::Const::float(from, 1.0))?;
            format!("({x} >= {one})")
        } else {
            let (b, one, zero) = match names::scalar_ty(from)? {
                "i64" => (format!("bitcast<u64>({x})"), "1lu", "0lu"),
                "u64" => (x.to_string(), "1lu", "0lu"),
                "i32" => (format!("bitcast<u32>({x})"), "1u", "0u"),
                _ => (x.to_string(), "1u", "0u"),
            };
            format!("(({b} & {one}) != {zero})")
        });
    }
    if from == Scalar::Bool {
        let one = if to.is_float() {
            names::literal(magpie_mpir::Const::float(to, 1.0))?
        } else {
            names::literal(magpie_mpir::Const::int(to, 1))?
        };
        let sel = format!("select({tty}(), {one}, {x})");
        // A float 0/1 through the opaque zero: a driver that proves the
        // bool false would otherwise have a constant +0.0 to fold `0 - z`
        // into `-z` with (lavapipe did: `f32((1 & j) >u 1) - x`).
        return if to.is_float() {
            super::arith::opaque(w, &sel, to)
        } else {
            Ok(sel)
        };
    }
    if from.is_int() && to.is_int() {
        return int_to_int(from, to, x);
    }
    if to == Scalar::F16 {
        // Rounded on the bits (`ops::f16`); an integer through f32, exact
        // below 2^24 (everything above is past f16's range anyway).
        return Ok(match from {
            Scalar::F64 => super::f16::from_f64(w, x),
            Scalar::F32 => super::f16::from_f32(w, x),
            _ => super::f16::from_f32(w, &format!("f32({x})")),
        });
    }
    if from.is_int() {
        return Ok(format!("{tty}({x})"));
    }
    if (from, to) == (Scalar::F32, Scalar::F64) {
        return Ok(widen_f32(w, x));
    }
    if to.is_float() {
        return Ok(format!("{tty}({x})"));
    }
    float_to_int(w, from, to, x)
}

/// Whether the result of `cast<from, to>` passes through the opaque zero:
/// a conversion that may round (f64 → f32; drivers fold `f64(f32(y))` to
/// `y`), and every integer converted to a float (a driver that proves the
/// integer zero makes the conversion a constant `+0.0`, and `+0.0 - z`
/// then `-z`).
pub(super) fn opaque_result(from: Scalar, to: Scalar) -> bool {
    (from == Scalar::F64 && to == Scalar::F32) || (from.is_int() && to.is_float())
}

fn int_to_int(from: Scalar, to: Scalar, x: &str) -> Result<String> {
    let fty = names::scalar_ty(from)?;
    let tty = names::scalar_ty(to)?;
    // In the target's container: extend by the source's signedness (the
    // source is canonical in its container), or truncate.
    let widened = match (fty, tty) {
        (a, b) if a == b => x.to_string(),
        ("i32", "u32") | ("u32", "i32") | ("i64", "u64") | ("u64", "i64") => {
            format!("bitcast<{tty}>({x})")
        }
        ("i32", "i64") | ("u32", "u64") => format!("{tty}({x})"),
        ("i32", "u64") => format!("bitcast<u64>(i64({x}))"),
        ("u32", "i64") => format!("bitcast<i64>(u64({x}))"),
        // 64 → 32 bits: truncate through the unsigned types.
        ("i64", "i32") => format!("bitcast<i32>(u32(bitcast<u64>({x}) & 0xfffffffflu))"),
        ("i64", "u32") => format!("u32(bitcast<u64>({x}) & 0xfffffffflu)"),
        ("u64", "i32") => format!("bitcast<i32>(u32({x} & 0xfffffffflu))"),
        _ => format!("u32({x} & 0xfffffffflu)"),
    };
    Ok(canon(&widened, to))
}

/// Float → int: NaN → 0, clamped to the target's range in the source type,
/// converted; a source at or past 2^(bits) (which the clamp cannot reach
/// exactly) saturates by a select.
fn float_to_int(w: &mut Walker<'_, '_>, from: Scalar, to: Scalar, x: &str) -> Result<String> {
    // f16 is widened first (exact): its range cannot hold the bounds.
    let (src, s) = if from == Scalar::F16 {
        (format!("f32({x})"), Scalar::F32)
    } else {
        (x.to_string(), from)
    };
    let sty = names::scalar_ty(s)?;
    let tty = names::scalar_ty(to)?;
    let f = |v: f64| names::literal(magpie_mpir::Const::float(s, v));
    let y = w.scratch_var(sty);
    let zero = f(0.0)?;
    let int64 = w.cx.options.has(magpie_gpu::Capability::Int64);
    if int64 && s == Scalar::F64 {
        w.cx.need(magpie_gpu::Capability::Int64, "f64 bits")?;
    }
    w.line(&format!(
        "{y} = select({src}, {zero}, {});",
        is_nan(&src, s, int64)
    ));
    // The target's range, from its width and signedness; `limit` (one past
    // the largest value) is a power of two, exact in every float type.
    let bits = to.bits();
    let (lo, hi): (i128, i128) = if to.is_signed_int() {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    };
    let limit = (hi + 1) as f64;
    // The largest source value below `limit` (exact in the type).
    let below = if s == Scalar::F32 {
        f64::from(f32::from_bits((limit as f32).to_bits() - 1))
    } else {
        f64::from_bits(limit.to_bits() - 1)
    };
    let top = (hi as f64).min(below);
    let conv = format!("{tty}(clamp({y}, {}, {}))", f(lo as f64)?, f(top)?);
    let max = names::literal(magpie_mpir::Const::int(to, hi))?;
    Ok(format!("select({conv}, {max}, {y} >= {})", f(limit)?))
}

/// `f64(x)` for the f32 expression `x`, subnormals kept: a subnormal is
/// widened from its bits (`bits * 2^-149`, exact), since NVIDIA's driver
/// flushed f32 subnormals in the conversion (f64(9.18e-41) gave 0).
fn widen_f32(w: &mut Walker<'_, '_>, x: &str) -> String {
    w.cx.helper("mp_widen_f32", || {
        "fn mp_widen_f32(x: f32) -> f64 {\n  let b = bitcast<u32>(x);\n  let m = b & 0x7fffffffu;\n  if (m == 0u || m >= 0x800000u) { return f64(x); }\n  let r = f64(m) * 1.401298464324817e-45lf;\n  return select(r, -r, b >= 0x80000000u);\n}\n".to_string()
    });
    format!("mp_widen_f32({x})")
}
