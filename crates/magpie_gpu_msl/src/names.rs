//! MSL spellings: the type of each kernel type, literals, and the names of
//! generated declarations.
//!
//! Invariant: every literal printed here is an expression of exactly its
//! MSL type (narrow integers and `half` through a conversion of an exact
//! value), so that overload resolution and brace initialisation never see
//! another type; infinities and NaNs are made from their bits
//! (`as_type`), since MSL has no literal for them.

use magpie_mpir::{Const, Scalar, Type};

use crate::{Error, Result};

/// The MSL type of a value of scalar `s`.
pub(crate) fn scalar_ty(s: Scalar) -> Result<&'static str> {
    Ok(match s {
        Scalar::Bool => "bool",
        Scalar::I8 => "char",
        Scalar::U8 => "uchar",
        Scalar::I16 => "short",
        Scalar::U16 => "ushort",
        Scalar::I32 => "int",
        Scalar::U32 => "uint",
        Scalar::I64 => "long",
        Scalar::U64 => "ulong",
        Scalar::F16 => "half",
        Scalar::F32 => "float",
        Scalar::Bf16 => "bfloat",
        Scalar::F64 => {
            return Err(Error::unsupported(
                "f64: Metal has no double-precision type",
            ))
        }
    })
}

/// The unsigned type of `s`'s width (for integers; `uint` for bool).
pub(crate) fn unsigned_of(s: Scalar) -> &'static str {
    match s.bits() {
        8 => "uchar",
        16 => "ushort",
        64 => "ulong",
        _ => "uint",
    }
}

/// The signed type of `s`'s width (for integers; `int` for bool).
pub(crate) fn signed_of(s: Scalar) -> &'static str {
    match s.bits() {
        8 => "char",
        16 => "short",
        64 => "long",
        _ => "int",
    }
}

/// The type integer arithmetic of `s` wraps in: `ulong` for 64 bits,
/// `uint` below (no promotion to a signed `int` can overflow).
pub(crate) fn wide_unsigned(s: Scalar) -> &'static str {
    if s.bits() == 64 {
        "ulong"
    } else {
        "uint"
    }
}

/// The MSL type of a value of `ty` (scalars and value structs).
pub(crate) fn value_ty(ty: Type) -> Result<String> {
    match ty {
        Type::Scalar(s) => Ok(scalar_ty(s)?.to_string()),
        Type::Struct(id) => Ok(struct_name(id.index())),
        // A predicate kept as a function constant.
        Type::Pred => Ok("bool".into()),
        other => Err(Error::internal(format!(
            "a value of type {other:?} has no MSL variable"
        ))),
    }
}

pub(crate) fn struct_name(index: usize) -> String {
    format!("S{index}")
}

pub(crate) fn field_name(k: usize) -> String {
    format!("f{k}")
}

/// The function constant of the `k`th kept predicate.
pub(crate) fn function_constant(k: usize) -> String {
    format!("mp_fc{k}")
}

/// `c` as an MSL expression of its type.
pub(crate) fn literal(c: Const) -> Result<String> {
    Ok(match c.ty {
        Scalar::Bool => (c.bits != 0).to_string(),
        Scalar::I8 | Scalar::I16 => format!("{}({})", scalar_ty(c.ty)?, c.as_i128()),
        Scalar::U8 | Scalar::U16 => format!("{}({})", scalar_ty(c.ty)?, c.bits),
        Scalar::I32 => {
            let v = c.as_i128();
            if v == i128::from(i32::MIN) {
                "(-2147483647 - 1)".to_string()
            } else if v < 0 {
                format!("({v})")
            } else {
                v.to_string()
            }
        }
        Scalar::U32 => format!("{}u", c.bits as u32),
        Scalar::I64 => {
            let v = c.as_i128();
            if v == i128::from(i64::MIN) {
                "(-9223372036854775807l - 1l)".to_string()
            } else if v < 0 {
                format!("({v}l)")
            } else {
                format!("{v}l")
            }
        }
        Scalar::U64 => format!("{}ul", c.bits),
        Scalar::F32 => {
            let v = f32::from_bits(c.bits as u32);
            if v.is_finite() {
                float_lit(format!("{v:e}"), "f")
            } else {
                format!("as_type<float>({}u)", c.bits as u32)
            }
        }
        Scalar::F16 => {
            let bits = c.bits as u16;
            let exp = (bits >> 10) & 0x1f;
            if exp == 0x1f {
                format!("as_type<half>(ushort({bits}))")
            } else {
                let v = half_to_f32(bits);
                format!("half({})", float_lit(format!("{v:e}"), "f"))
            }
        }
        Scalar::Bf16 => {
            let bits = c.bits as u16;
            format!("as_type<bfloat>(ushort({bits}))")
        }
        Scalar::F64 => {
            return Err(Error::unsupported(
                "f64: Metal has no double-precision type",
            ))
        }
    })
}

/// The exact f32 value of the f16 with `bits` (finite).
fn half_to_f32(bits: u16) -> f32 {
    let sign = if bits & 0x8000 != 0 { -1.0f32 } else { 1.0 };
    let exp = i32::from((bits >> 10) & 0x1f);
    let man = f32::from(bits & 0x3ff);
    if exp == 0 {
        sign * man * 2f32.powi(-24)
    } else {
        sign * (1.0 + man / 1024.0) * 2f32.powi(exp - 15)
    }
}

fn float_lit(text: String, suffix: &str) -> String {
    if text.starts_with('-') {
        format!("({text}{suffix})")
    } else {
        format!("{text}{suffix}")
    }
}

/// An MSL identifier for a kernel named `name`: the name itself when it
/// is a plain identifier that no keyword, library name or generated name
/// takes; otherwise `k_` and the name with other characters as `_`.
pub(crate) fn entry_name(name: &str) -> String {
    let plain = name.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !name.contains("__")
        && !RESERVED.contains(&name)
        && !is_generated(name);
    if plain {
        return name.to_string();
    }
    let body: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    format!("k_{}", body.replace("__", "_x_"))
}

/// Names this crate generates: `S2`, `fn_3`, `mp_…`, `MpCtx`, `MpParams`,
/// `v4`, `b0`, `s1`.
fn is_generated(name: &str) -> bool {
    let numbered = |p: &str| {
        name.strip_prefix(p)
            .is_some_and(|r| !r.is_empty() && r.chars().all(|c| c.is_ascii_digit()))
    };
    numbered("S")
        || numbered("fn_")
        || numbered("v")
        || numbered("b")
        || numbered("s")
        || name.starts_with("mp_")
        || name.starts_with("Mp")
}

/// C++ and MSL keywords, types and library names a kernel could collide
/// with (the text has `using namespace metal;`).
const RESERVED: &[&str] = &[
    "alignas",
    "alignof",
    "and",
    "asm",
    "auto",
    "bool",
    "break",
    "case",
    "catch",
    "char",
    "class",
    "const",
    "constexpr",
    "const_cast",
    "continue",
    "decltype",
    "default",
    "delete",
    "do",
    "double",
    "dynamic_cast",
    "else",
    "enum",
    "explicit",
    "export",
    "extern",
    "false",
    "float",
    "for",
    "friend",
    "goto",
    "if",
    "inline",
    "int",
    "long",
    "mutable",
    "namespace",
    "new",
    "noexcept",
    "not",
    "nullptr",
    "operator",
    "or",
    "private",
    "protected",
    "public",
    "register",
    "reinterpret_cast",
    "return",
    "short",
    "signed",
    "sizeof",
    "static",
    "static_assert",
    "static_cast",
    "struct",
    "switch",
    "template",
    "this",
    "thread",
    "throw",
    "true",
    "try",
    "typedef",
    "typeid",
    "typename",
    "union",
    "unsigned",
    "using",
    "virtual",
    "void",
    "volatile",
    "while",
    "xor",
    "kernel",
    "vertex",
    "fragment",
    "device",
    "constant",
    "threadgroup",
    "threadgroup_imageblock",
    "ray_data",
    "object_data",
    "half",
    "bfloat",
    "uchar",
    "ushort",
    "uint",
    "ulong",
    "metal",
    "main",
    "as_type",
    "abs",
    "min",
    "max",
    "fma",
    "sqrt",
    "rsqrt",
    "exp",
    "exp2",
    "log",
    "log2",
    "sin",
    "cos",
    "tan",
    "tanh",
    "pow",
    "atan2",
    "floor",
    "ceil",
    "round",
    "trunc",
    "fmod",
    "frexp",
    "ldexp",
    "isnan",
    "select",
    "clamp",
    "threadgroup_barrier",
    "simd_sum",
    "simd_min",
    "simd_max",
    "simd_shuffle",
    "simd_broadcast",
    "simd_prefix_exclusive_sum",
    "mem_flags",
    "memory_order_relaxed",
    "precise",
    "fast",
    "params",
    "uint3",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_have_their_type() -> Result<()> {
        let cases = [
            (
                Const::int(Scalar::I32, i32::MIN as i128),
                "(-2147483647 - 1)",
            ),
            (Const::int(Scalar::I32, -5), "(-5)"),
            (Const::int(Scalar::U8, 255), "uchar(255)"),
            (Const::int(Scalar::I8, -128), "char(-128)"),
            (
                Const::int(Scalar::U64, u64::MAX as i128),
                "18446744073709551615ul",
            ),
            (Const::bool(true), "true"),
            (Const::float(Scalar::F32, 1.5), "1.5e0f"),
            (Const::float(Scalar::F32, -0.0), "(-0e0f)"),
            (Const::float(Scalar::F16, 0.5), "half(5e-1f)"),
            (
                Const::float(Scalar::F32, f64::INFINITY),
                "as_type<float>(2139095040u)",
            ),
            (
                Const::float(Scalar::F16, f64::NEG_INFINITY),
                "as_type<half>(ushort(64512))",
            ),
        ];
        for (c, want) in cases {
            assert_eq!(literal(c)?, want, "{c:?}");
        }
        assert!(literal(Const::float(Scalar::F64, 1.0)).is_err());
        Ok(())
    }

    #[test]
    fn entry_names_avoid_keywords_and_generated_names() {
        assert_eq!(entry_name("vector_add"), "vector_add");
        assert_eq!(entry_name("kernel"), "k_kernel");
        assert_eq!(entry_name("fma"), "k_fma");
        assert_eq!(entry_name("v3"), "k_v3");
        assert_eq!(entry_name("a.b"), "k_a_b");
    }
}
