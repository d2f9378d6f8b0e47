//! How MPIR types, constants and names are spelled in LLVM IR text
//! (LLVM 19 syntax).
//!
//! Types: `bool` is `i1` in registers and `i8` in memory (the *memory
//! form*); the other integers are `iN` whatever their signedness (the ops
//! carry it); `f16` is `half`, `bf16` `bfloat`. A value struct is a named
//! struct type whose fields are in memory form, so its LLVM layout is the
//! natural C layout of `magpie_gpu::layout` (checked against `llc`'s kernel
//! argument offsets by the HIP crate's tests), and a struct SSA value, a
//! struct parameter and a struct in memory are the same LLVM type.
//!
//! Constants: integers as signed decimals (LLVM reads any `iN` literal
//! that way), `i1` as `true`/`false`; `double` as its 16 hex digits;
//! `float` as the hex digits of the equal `double` (LLVM's form), except a
//! NaN, written as a bitcast of its bits so that no parser conversion
//! touches its payload; `half` as `0xH`, `bfloat` as `0xR` and 4 digits.

use magpie_mpir::{Const, Scalar};

/// The register type of a scalar.
pub(crate) fn scalar_ty(s: Scalar) -> &'static str {
    match s {
        Scalar::Bool => "i1",
        Scalar::I8 | Scalar::U8 => "i8",
        Scalar::I16 | Scalar::U16 => "i16",
        Scalar::I32 | Scalar::U32 => "i32",
        Scalar::I64 | Scalar::U64 => "i64",
        Scalar::F16 => "half",
        Scalar::Bf16 => "bfloat",
        Scalar::F32 => "float",
        Scalar::F64 => "double",
    }
}

/// The memory type of a scalar: `bool` is a byte.
pub(crate) fn mem_scalar_ty(s: Scalar) -> &'static str {
    match s {
        Scalar::Bool => "i8",
        other => scalar_ty(other),
    }
}

/// The integer type of `bits` bits.
pub(crate) fn int_ty(bits: u32) -> &'static str {
    match bits {
        1 => "i1",
        8 => "i8",
        16 => "i16",
        32 => "i32",
        _ => "i64",
    }
}

/// The suffix of an overloaded float intrinsic (`llvm.sqrt.f32`).
pub(crate) fn float_suffix(s: Scalar) -> &'static str {
    match s {
        Scalar::F16 => "f16",
        Scalar::Bf16 => "bf16",
        Scalar::F64 => "f64",
        _ => "f32",
    }
}

/// `bits` of a `width`-bit integer, sign-extended.
pub(crate) fn signed_value(bits: u64, width: u32) -> i64 {
    if width >= 64 {
        bits as i64
    } else {
        let shift = 64 - width;
        ((bits << shift) as i64) >> shift
    }
}

/// A constant as an LLVM operand of its register type.
pub(crate) fn const_text(c: Const) -> String {
    match c.ty {
        Scalar::Bool => if c.bits & 1 == 1 { "true" } else { "false" }.to_string(),
        Scalar::F64 => format!("0x{:016X}", c.bits),
        Scalar::F32 => f32_text(c.bits as u32),
        Scalar::F16 => format!("0xH{:04X}", c.bits & 0xffff),
        Scalar::Bf16 => format!("0xR{:04X}", c.bits & 0xffff),
        s => signed_value(c.bits, s.bits()).to_string(),
    }
}

/// An f32 constant from its bits.
pub(crate) fn f32_text(bits: u32) -> String {
    let f = f32::from_bits(bits);
    if f.is_nan() {
        format!("bitcast (i32 {} to float)", bits as i32)
    } else {
        format!("0x{:016X}", f64::from(f).to_bits())
    }
}

/// An f64 constant from its value.
pub(crate) fn f64_text(v: f64) -> String {
    format!("0x{:016X}", v.to_bits())
}

/// `name` with every character LLVM would need quoted replaced by `_`
/// (empty names become `_`).
pub(crate) fn ident(name: &str) -> String {
    let s: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if s.is_empty() {
        "_".to_string()
    } else {
        s
    }
}

/// A global's name (`@name`), quoted when it has characters LLVM's bare
/// names do not allow.
pub(crate) fn global_name(name: &str) -> String {
    let bare = !name.is_empty()
        && !name.as_bytes()[0].is_ascii_digit()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$' | '-'));
    if bare {
        format!("@{name}")
    } else {
        let escaped: String = name
            .bytes()
            .map(|b| {
                if b == b'"' || b == b'\\' || !(0x20..0x7f).contains(&b) {
                    format!("\\{b:02X}")
                } else {
                    (b as char).to_string()
                }
            })
            .collect();
        format!("@\"{escaped}\"")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants() {
        assert_eq!(const_text(Const::int(Scalar::U8, 255)), "-1");
        assert_eq!(const_text(Const::int(Scalar::I32, -5)), "-5");
        assert_eq!(const_text(Const::int(Scalar::U64, -1)), "-1");
        assert_eq!(const_text(Const::bool(true)), "true");
        assert_eq!(
            const_text(Const::float(Scalar::F32, 1.0)),
            "0x3FF0000000000000"
        );
        assert_eq!(
            const_text(Const::float(Scalar::F64, -2.0)),
            "0xC000000000000000"
        );
        assert_eq!(const_text(Const::float(Scalar::F16, 1.0)), "0xH3C00");
        assert_eq!(const_text(Const::float(Scalar::Bf16, 1.0)), "0xR3F80");
        assert_eq!(
            const_text(Const {
                ty: Scalar::F32,
                bits: 0x7fc0_0001
            }),
            "bitcast (i32 2143289345 to float)"
        );
    }

    #[test]
    fn names() {
        assert_eq!(ident("a.b-c"), "a_b_c");
        assert_eq!(global_name("kernel_add"), "@kernel_add");
        assert_eq!(global_name("9x"), "@\"9x\"");
    }
}
