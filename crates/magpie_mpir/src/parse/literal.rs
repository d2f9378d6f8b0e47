//! Literals: raw number text to a typed [`Const`], and back.
//!
//! A number token is `[-] (0x HEX | DIGITS [. DIGITS] [e [+-] DIGITS]) [SUFFIX]`,
//! or `inf`, `-inf`, `nan`. Its meaning depends on the type it is read for:
//! integers are range-checked (a hex literal of a signed type may also give
//! the bit pattern, `const.i8 0xff` is -1); for a float type a decimal is
//! rounded to nearest even and a hex literal gives the IEEE bits. The printer
//! writes floats as the shortest decimal that reads back to the same bits
//! (f16/bf16 through their exact f32 value), `inf`/`-inf`, `nan` for the
//! canonical quiet NaN and hex bits for any other NaN.

use crate::module::Const;
use crate::types::Scalar;

enum Num<'a> {
    Int {
        neg: bool,
        digits: &'a str,
        radix: u32,
    },
    /// Decimal text Rust's float parser accepts.
    Float(String),
    Inf {
        neg: bool,
    },
    Nan,
}

fn split(text: &str) -> Result<(Num<'_>, Option<Scalar>), String> {
    match text {
        "inf" => return Ok((Num::Inf { neg: false }, None)),
        "-inf" => return Ok((Num::Inf { neg: true }, None)),
        "nan" => return Ok((Num::Nan, None)),
        _ => {}
    }
    let bad = || format!("`{text}` is not a valid number");
    let (neg, body) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    if let Some(hex) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        if hex.is_empty() || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(format!(
                "`{text}` is not a valid hex literal (hex literals take no suffix)"
            ));
        }
        return Ok((
            Num::Int {
                neg,
                digits: hex,
                radix: 16,
            },
            None,
        ));
    }
    let b = body.as_bytes();
    let digits_end = |from: usize| {
        b.get(from..)
            .map_or(0, |r| r.iter().take_while(|c| c.is_ascii_digit()).count())
            + from
    };
    let int_end = digits_end(0);
    if int_end == 0 {
        return Err(bad());
    }
    let mut end = int_end;
    let mut is_float = false;
    if b.get(end) == Some(&b'.') {
        let e = digits_end(end + 1);
        if e == end + 1 {
            return Err(bad());
        }
        end = e;
        is_float = true;
    }
    if matches!(b.get(end), Some(b'e' | b'E')) {
        let sign = usize::from(matches!(b.get(end + 1), Some(b'+' | b'-')));
        let e = digits_end(end + 1 + sign);
        if e > end + 1 + sign {
            end = e;
            is_float = true;
        }
    }
    let suffix = body.get(end..).unwrap_or("");
    let suffix = if suffix.is_empty() {
        None
    } else {
        match Scalar::from_name(suffix) {
            Some(s) => Some(s),
            None => return Err(format!("`{text}` has an invalid suffix `{suffix}`")),
        }
    };
    let digits = body.get(..int_end).unwrap_or("");
    if is_float {
        let sign = if neg { "-" } else { "" };
        let num = body.get(..end).unwrap_or("0");
        Ok((Num::Float(format!("{sign}{num}")), suffix))
    } else {
        Ok((
            Num::Int {
                neg,
                digits,
                radix: 10,
            },
            suffix,
        ))
    }
}

fn magnitude(text: &str, digits: &str, radix: u32) -> Result<u128, String> {
    u128::from_str_radix(digits, radix).map_err(|_| format!("`{text}` is too large"))
}

fn unsigned_max(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

/// An integer literal as an `i128` (switch cases): the value as written.
pub(crate) fn int_value(text: &str) -> Result<i128, String> {
    match split(text)? {
        (Num::Int { neg, digits, radix }, None) => {
            let m = magnitude(text, digits, radix)?;
            if neg {
                if m > 1u128 << 127 {
                    return Err(format!("`{text}` is too small"));
                }
                Ok((m as i128).wrapping_neg())
            } else {
                i128::try_from(m).map_err(|_| format!("`{text}` is too large"))
            }
        }
        _ => Err(format!("`{text}` is not an integer literal")),
    }
}

/// A non-negative integer literal that fits in `u64` (counts, sizes).
pub(crate) fn u64_value(text: &str) -> Result<u64, String> {
    match int_value(text) {
        Ok(v) if v < 0 => Err(format!("`{text}` must not be negative")),
        Ok(v) => u64::try_from(v).map_err(|_| format!("`{text}` is too large")),
        Err(e) => Err(e),
    }
}

fn canonical_nan(ty: Scalar) -> u64 {
    match ty {
        Scalar::F64 => f64::NAN.to_bits(),
        Scalar::F32 => f32::NAN.to_bits() as u64,
        Scalar::F16 => half::f16::NAN.to_bits() as u64,
        _ => half::bf16::NAN.to_bits() as u64,
    }
}

fn float_from_text(ty: Scalar, text: &str, shown: &str) -> Result<Const, String> {
    let bad = || format!("`{shown}` is not a valid {} literal", ty.name());
    let (bits, finite) = match ty {
        Scalar::F32 => {
            let v: f32 = text.parse().map_err(|_| bad())?;
            (v.to_bits() as u64, v.is_finite())
        }
        Scalar::F64 => {
            let v: f64 = text.parse().map_err(|_| bad())?;
            (v.to_bits(), v.is_finite())
        }
        // The decimal is read as f64, then rounded once to the narrow type
        // (`crate::float`). A decimal within 2^-53 of a narrow tie could in
        // principle round differently from exact decimal rounding; printed
        // constants never are (they are exact f32 values).
        _ => {
            let c = Const::float(ty, text.parse().map_err(|_| bad())?);
            (c.bits, c.as_f64().is_finite())
        }
    };
    if !finite {
        return Err(format!(
            "`{shown}` is out of range for {} (write `inf` for infinity)",
            ty.name()
        ));
    }
    Ok(Const { ty, bits })
}

/// The constant `const.TY TEXT` denotes, or why there is none.
pub(crate) fn make_const(ty: Scalar, text: &str) -> Result<Const, String> {
    if ty == Scalar::Bool {
        return match text {
            "true" | "1" => Ok(Const::bool(true)),
            "false" | "0" => Ok(Const::bool(false)),
            _ => Err(format!(
                "`{text}` is not a bool literal: write `true` or `false`"
            )),
        };
    }
    if matches!(text, "true" | "false") {
        return Err(format!("`{text}` is a bool literal, not a {}", ty.name()));
    }
    let (num, suffix) = split(text)?;
    if let Some(s) = suffix.filter(|s| *s != ty) {
        return Err(format!(
            "the suffix of `{text}` says {}, the constant is {}",
            s.name(),
            ty.name()
        ));
    }
    let name = ty.name();
    if ty.is_int() {
        let Num::Int { neg, digits, radix } = num else {
            return Err(format!(
                "`{text}` is not an integer, but the type is {name}"
            ));
        };
        let m = magnitude(text, digits, radix)?;
        let bits = ty.bits();
        let out_of_range = || {
            if ty.is_signed_int() {
                let lo = -(1i128 << (bits - 1));
                let hi = (1i128 << (bits - 1)) - 1;
                format!("`{text}` is out of range for {name} ({lo} to {hi})")
            } else {
                format!(
                    "`{text}` is out of range for {name} (0 to {})",
                    unsigned_max(bits)
                )
            }
        };
        if ty.is_signed_int() {
            if radix == 16 && !neg {
                // A hex literal may give the bit pattern: `const.i8 0xff` is -1.
                if m > unsigned_max(bits) {
                    return Err(out_of_range());
                }
                return Ok(Const::int(ty, m as i128));
            }
            if m > 1u128 << 127 {
                return Err(out_of_range());
            }
            let v = if neg {
                (m as i128).wrapping_neg()
            } else {
                m as i128
            };
            let lo = -(1i128 << (bits - 1));
            let hi = (1i128 << (bits - 1)) - 1;
            if v < lo || v > hi {
                return Err(out_of_range());
            }
            return Ok(Const::int(ty, v));
        }
        if neg && m != 0 {
            return Err(format!(
                "`{text}` is negative, but {name} is unsigned (0 to {})",
                unsigned_max(bits)
            ));
        }
        if m > unsigned_max(bits) {
            return Err(out_of_range());
        }
        return Ok(Const::int(ty, m as i128));
    }
    match num {
        Num::Int {
            neg,
            digits,
            radix: 16,
        } => {
            let m = magnitude(text, digits, 16)?;
            if neg || m > unsigned_max(ty.bits()) {
                return Err(format!(
                    "`{text}` does not fit in {} bits (a hex literal of a float type gives its IEEE bits)",
                    ty.bits()
                ));
            }
            Ok(Const { ty, bits: m as u64 })
        }
        Num::Int { neg, digits, .. } => {
            let sign = if neg { "-" } else { "" };
            float_from_text(ty, &format!("{sign}{digits}"), text)
        }
        Num::Float(t) => float_from_text(ty, &t, text),
        Num::Inf { neg } => Ok(Const::float(
            ty,
            if neg {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            },
        )),
        Num::Nan => Ok(Const {
            ty,
            bits: canonical_nan(ty),
        }),
    }
}

/// The literal text of `c` (without `const.T`) that [`make_const`] reads back.
pub(crate) fn literal_text(c: Const) -> String {
    let ty = c.ty;
    if ty == Scalar::Bool {
        return if c.bits != 0 { "true" } else { "false" }.to_string();
    }
    if ty.is_int() {
        return c.as_i128().to_string();
    }
    let hex = || format!("0x{:x}", c.bits);
    let (nan, inf, neg, shortest) = match ty {
        Scalar::F64 => {
            let v = f64::from_bits(c.bits);
            (v.is_nan(), v.is_infinite(), v < 0.0, format!("{v:?}"))
        }
        Scalar::F32 => {
            let v = f32::from_bits(c.bits as u32);
            (v.is_nan(), v.is_infinite(), v < 0.0, format!("{v:?}"))
        }
        Scalar::F16 => {
            let v = half::f16::from_bits(c.bits as u16).to_f32();
            (v.is_nan(), v.is_infinite(), v < 0.0, format!("{v:?}"))
        }
        _ => {
            let v = half::bf16::from_bits(c.bits as u16).to_f32();
            (v.is_nan(), v.is_infinite(), v < 0.0, format!("{v:?}"))
        }
    };
    if nan {
        if c.bits == canonical_nan(ty) {
            "nan".to_string()
        } else {
            hex()
        }
    } else if inf {
        if neg { "-inf" } else { "inf" }.to_string()
    } else {
        shortest
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(ty: Scalar, t: &str) -> Const {
        make_const(ty, t).unwrap_or_else(|e| panic!("{t}: {e}"))
    }

    #[test]
    fn ints() {
        assert_eq!(ok(Scalar::I8, "-128").bits, 0x80);
        assert_eq!(ok(Scalar::I8, "0xff").bits, 0xff);
        assert!(make_const(Scalar::I8, "128").is_err());
        assert!(make_const(Scalar::U8, "256").is_err());
        assert!(make_const(Scalar::U32, "-1").is_err());
        assert_eq!(ok(Scalar::U64, "18446744073709551615").bits, u64::MAX);
        assert!(make_const(Scalar::U32, "1.5").is_err());
        assert!(make_const(Scalar::U32, "99999999999999999999999999999999999999999").is_err());
        assert_eq!(ok(Scalar::U32, "7u32").bits, 7);
        assert!(make_const(Scalar::U32, "7i32").is_err());
    }

    #[test]
    fn floats() {
        assert_eq!(ok(Scalar::F32, "1.0").bits, 1.0f32.to_bits() as u64);
        assert_eq!(ok(Scalar::F32, "1.0f32").bits, 1.0f32.to_bits() as u64);
        assert_eq!(ok(Scalar::F32, "1").bits, 1.0f32.to_bits() as u64);
        assert_eq!(ok(Scalar::F32, "-0.0").bits, (-0.0f32).to_bits() as u64);
        assert_eq!(ok(Scalar::F64, "-inf").bits, f64::NEG_INFINITY.to_bits());
        assert!(make_const(Scalar::F32, "1e39").is_err());
        assert_eq!(ok(Scalar::F32, "0x7fc00001").bits, 0x7fc0_0001);
        assert_eq!(ok(Scalar::Bf16, "1.0").bits, 0x3f80);
    }

    #[test]
    fn literal_text_reads_back() {
        let samples: [(Scalar, u64); 10] = [
            (Scalar::F32, 0x3dcc_cccd),
            (Scalar::F32, 1),
            (Scalar::F32, 0x7f7f_ffff),
            (Scalar::F32, 0xffc0_0000),
            (Scalar::F64, 0x3fb9_9999_9999_999a),
            (Scalar::F64, 0x8000_0000_0000_0000),
            (Scalar::F16, 0x0001),
            (Scalar::F16, 0x7bff),
            (Scalar::Bf16, 0x7f7f),
            (Scalar::Bf16, 0x0001),
        ];
        for (ty, bits) in samples {
            let c = Const { ty, bits };
            let t = literal_text(c);
            assert_eq!(make_const(ty, &t), Ok(c), "{t}");
        }
    }
}
