//! Scalar literals of argument specifications.

use magpie_mpir::{Const, Scalar};

/// Parses `text` as a literal of type `ty`: decimal or `0x` hex integers
/// (range-checked), `true`/`false` (or 1/0) for bool, and floats with `nan`,
/// `inf`, `-inf`. f32 and f64 are parsed directly (correctly rounded);
/// f16 and bf16 through f64, rounded once.
pub fn parse_scalar(ty: Scalar, text: &str) -> Result<Const, String> {
    let t = text.trim();
    let bad = || format!("`{t}` is not a {} value", ty.name());
    if ty == Scalar::Bool {
        return match t {
            "true" | "1" => Ok(Const::bool(true)),
            "false" | "0" => Ok(Const::bool(false)),
            _ => Err(bad()),
        };
    }
    if ty.is_float() {
        let lower = t.to_ascii_lowercase();
        let v: f64 = match lower.as_str() {
            "nan" | "+nan" | "-nan" => f64::NAN,
            "inf" | "+inf" | "infinity" => f64::INFINITY,
            "-inf" | "-infinity" => f64::NEG_INFINITY,
            _ => {
                if ty == Scalar::F32 {
                    let v: f32 = t.parse().map_err(|_| bad())?;
                    return Ok(Const {
                        ty,
                        bits: u64::from(v.to_bits()),
                    });
                }
                t.parse().map_err(|_| bad())?
            }
        };
        return Ok(Const::float(ty, v));
    }
    let (neg, digits) = match t.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let magnitude = match digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        Some(hex) => u128::from_str_radix(hex, 16),
        None => digits.parse::<u128>(),
    }
    .map_err(|_| bad())?;
    let value = i128::try_from(magnitude)
        .ok()
        .map(|m| if neg { -m } else { m })
        .ok_or_else(bad)?;
    let bits = ty.bits();
    let (min, max) = if ty.is_signed_int() {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    };
    if value < min || value > max {
        return Err(format!(
            "`{t}` is out of range for {} ({min} to {max})",
            ty.name()
        ));
    }
    Ok(Const::int(ty, value))
}
