//! WGSL spellings: the type that holds each kernel type, literals, and the
//! names of generated declarations.
//!
//! Invariant: every literal printed here is a finite value of its WGSL type
//! (WGSL rejects infinite and NaN constants, and so does naga): infinities
//! and NaNs are made at run time through the private `mp_zero` (always 0),
//! which no constant evaluation can see through: f32 and f16 from their
//! bits, f64 by dividing by it (bits would need 64-bit integers).

use magpie_mpir::{Const, Scalar, Type};

use crate::{Error, Result};

/// The module-scope private variable that is always 0, copied from the
/// uniform block's zero word at the entry (see module docs): a value no
/// compiler can see.
pub(crate) const ZERO: &str = "mp_zero";

/// The WGSL type holding a value of scalar `s`.
pub(crate) fn scalar_ty(s: Scalar) -> Result<&'static str> {
    Ok(match s {
        Scalar::Bool => "bool",
        Scalar::I8 | Scalar::I16 | Scalar::I32 => "i32",
        Scalar::U8 | Scalar::U16 | Scalar::U32 => "u32",
        Scalar::I64 => "i64",
        Scalar::U64 => "u64",
        Scalar::F16 => "f16",
        Scalar::F32 => "f32",
        Scalar::F64 => "f64",
        Scalar::Bf16 => {
            return Err(Error::with_code(
                magpie_diag::codes::MPG_WGSL_1003,
                "bf16 has no WGSL type",
            ))
        }
    })
}

/// The WGSL type holding a value of `ty` (scalars and value structs).
pub(crate) fn value_ty(ty: Type) -> Result<String> {
    match ty {
        Type::Scalar(s) => Ok(scalar_ty(s)?.to_string()),
        Type::Struct(id) => Ok(struct_name(id.index())),
        other => Err(Error::internal(format!(
            "a value of type {other:?} has no WGSL variable"
        ))),
    }
}

pub(crate) fn struct_name(index: usize) -> String {
    format!("S{index}")
}

pub(crate) fn field_name(k: usize) -> String {
    format!("f{k}")
}

/// The bit width of a narrow integer (8 or 16) held in 32 bits; `None`
/// for every other type.
pub(crate) fn narrow_bits(s: Scalar) -> Option<u32> {
    match s {
        Scalar::I8 | Scalar::U8 => Some(8),
        Scalar::I16 | Scalar::U16 => Some(16),
        _ => None,
    }
}

/// `c` as a WGSL expression of its holding type.
pub(crate) fn literal(c: Const) -> Result<String> {
    Ok(match c.ty {
        Scalar::Bool => (c.bits != 0).to_string(),
        Scalar::I8 | Scalar::I16 | Scalar::I32 => int_lit(c.as_i128(), "i", i32::MIN as i128),
        Scalar::U8 | Scalar::U16 | Scalar::U32 => format!("{}u", c.bits as u32),
        Scalar::I64 => int_lit(c.as_i128(), "li", i64::MIN as i128),
        Scalar::U64 => format!("{}lu", c.bits),
        Scalar::F32 => {
            let v = f32::from_bits(c.bits as u32);
            if v.is_finite() {
                float_lit(format!("{v:e}"), "f")
            } else {
                format!("bitcast<f32>({}u | {ZERO})", c.bits as u32)
            }
        }
        Scalar::F64 => {
            let v = f64::from_bits(c.bits);
            if v.is_finite() {
                float_lit(format!("{v:e}"), "lf")
            } else {
                // The f32 value of the same class, widened (exact; no
                // 64-bit integers needed). Not `0 / 0` or `1 / 0`: without
                // float controls a driver may fold `z / z` to 1 (NVIDIA's
                // did: every NaN of the device library came out 1.0).
                let bits: u32 = if v.is_nan() {
                    0x7fc0_0000
                } else if v > 0.0 {
                    0x7f80_0000
                } else {
                    0xff80_0000
                };
                format!("f64(bitcast<f32>({bits}u | {ZERO}))")
            }
        }
        Scalar::F16 => {
            let v = half::f16::from_bits(c.bits as u16);
            if v.is_finite() {
                float_lit(format!("{:e}", v.to_f32()), "h")
            } else {
                format!(
                    "f16(bitcast<f32>({}u | {ZERO}))",
                    if c.bits & 0x3ff == 0 {
                        0x7f80_0000u32
                    } else {
                        0x7fc0_0000
                    } | ((c.bits as u32 & 0x8000) << 16)
                )
            }
        }
        Scalar::Bf16 => {
            return Err(Error::with_code(
                magpie_diag::codes::MPG_WGSL_1003,
                "bf16 has no WGSL type",
            ))
        }
    })
}

fn int_lit(v: i128, suffix: &str, min: i128) -> String {
    if v == min {
        // `-2147483648i` would negate an out-of-range literal.
        format!("({}{suffix} - 1{suffix})", v + 1)
    } else if v < 0 {
        format!("({v}{suffix})")
    } else {
        format!("{v}{suffix}")
    }
}

fn float_lit(text: String, suffix: &str) -> String {
    if text.starts_with('-') {
        format!("({text}{suffix})")
    } else {
        format!("{text}{suffix}")
    }
}

/// Adds `mp_f16_bits` and `mp_f16_from_bits`: an f16's bits and back,
/// through the exact f32 value with integer code (WGSL has no bitcast
/// between `f16` and a 16-bit integer).
pub(crate) fn f16_helpers(cx: &mut crate::text::ModuleCx<'_>) {
    cx.helper("mp_f16_from_bits", || {
        "fn mp_f16_from_bits(b: u32) -> f16 {\n  let s = (b & 0x8000u) << 16u;\n  let e = (b >> 10u) & 0x1fu;\n  let m = b & 0x3ffu;\n  var f: f32;\n  if (e == 0u) {\n    f = f32(m) * 5.9604644775390625e-8f;\n  } else if (e == 31u) {\n    f = bitcast<f32>(0x7f800000u | (m << 13u));\n  } else {\n    f = bitcast<f32>(((e + 112u) << 23u) | (m << 13u));\n  }\n  return f16(bitcast<f32>(bitcast<u32>(f) | s));\n}\n".to_string()
    });
    cx.helper("mp_f16_bits", || {
        "fn mp_f16_bits(v: f16) -> u32 {\n  let u = bitcast<u32>(f32(v));\n  let s = (u >> 16u) & 0x8000u;\n  let a = u & 0x7fffffffu;\n  if (a > 0x7f800000u) { return s | 0x7e00u; }\n  if (a == 0x7f800000u) { return s | 0x7c00u; }\n  if (a < 0x38800000u) { return s | u32(bitcast<f32>(a) * 16777216.0f); }\n  return s | (((a >> 23u) - 112u) << 10u) | ((a >> 13u) & 0x3ffu);\n}\n".to_string()
    });
}

/// A WGSL identifier for a kernel named `name`: the name itself when it is
/// a plain identifier that no WGSL keyword, reserved word or generated
/// name takes; otherwise `k_` and the name with other characters as `_`.
pub(crate) fn entry_name(name: &str) -> String {
    let plain = name.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !name.contains("__")
        && !RESERVED.contains(&name)
        && !BUILTIN_FUNCTIONS.contains(&name)
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

/// Names this crate generates at module scope: `b0`, `s1`, `S2`, `fn_3`,
/// `mp_…`, `params`, `Params`, `magpie_…`.
fn is_generated(name: &str) -> bool {
    let numbered = |p: &str| {
        name.strip_prefix(p)
            .is_some_and(|r| !r.is_empty() && r.chars().all(|c| c.is_ascii_digit()))
    };
    numbered("b")
        || numbered("s")
        || numbered("S")
        || numbered("fn_")
        || name.starts_with("mp_")
        || name.starts_with("magpie_")
        || name == "params"
        || name == "Params"
}

/// WGSL's built-in functions and the predeclared type aliases: an entry
/// point of the same name would shadow the built-in for the whole module
/// (the kernel's body, which calls `fma` or `min`, would then call the
/// entry point: "declaration is cyclic").
const BUILTIN_FUNCTIONS: &[&str] = &[
    "abs",
    "acos",
    "acosh",
    "all",
    "any",
    "arrayLength",
    "asin",
    "asinh",
    "atan",
    "atan2",
    "atanh",
    "atomicAdd",
    "atomicAnd",
    "atomicCompareExchangeWeak",
    "atomicExchange",
    "atomicLoad",
    "atomicMax",
    "atomicMin",
    "atomicOr",
    "atomicStore",
    "atomicSub",
    "atomicXor",
    "bitcast",
    "ceil",
    "clamp",
    "cos",
    "cosh",
    "countLeadingZeros",
    "countOneBits",
    "countTrailingZeros",
    "cross",
    "degrees",
    "determinant",
    "distance",
    "dot",
    "dot4I8Packed",
    "dot4U8Packed",
    "dpdx",
    "dpdxCoarse",
    "dpdxFine",
    "dpdy",
    "dpdyCoarse",
    "dpdyFine",
    "exp",
    "exp2",
    "extractBits",
    "faceForward",
    "firstLeadingBit",
    "firstTrailingBit",
    "floor",
    "fma",
    "fract",
    "frexp",
    "fwidth",
    "fwidthCoarse",
    "fwidthFine",
    "insertBits",
    "inverseSqrt",
    "ldexp",
    "length",
    "log",
    "log2",
    "max",
    "min",
    "mix",
    "modf",
    "normalize",
    "pack2x16float",
    "pack2x16snorm",
    "pack2x16unorm",
    "pack4x8snorm",
    "pack4x8unorm",
    "pack4xI8",
    "pack4xI8Clamp",
    "pack4xU8",
    "pack4xU8Clamp",
    "pow",
    "quadBroadcast",
    "quadSwapDiagonal",
    "quadSwapX",
    "quadSwapY",
    "quantizeToF16",
    "radians",
    "reflect",
    "refract",
    "reverseBits",
    "round",
    "saturate",
    "select",
    "sign",
    "sin",
    "sinh",
    "smoothstep",
    "sqrt",
    "step",
    "storageBarrier",
    "subgroupAdd",
    "subgroupAll",
    "subgroupAnd",
    "subgroupAny",
    "subgroupBallot",
    "subgroupBroadcast",
    "subgroupBroadcastFirst",
    "subgroupElect",
    "subgroupExclusiveAdd",
    "subgroupExclusiveMul",
    "subgroupInclusiveAdd",
    "subgroupInclusiveMul",
    "subgroupMax",
    "subgroupMin",
    "subgroupMul",
    "subgroupOr",
    "subgroupShuffle",
    "subgroupShuffleDown",
    "subgroupShuffleUp",
    "subgroupShuffleXor",
    "subgroupXor",
    "tan",
    "tanh",
    "textureBarrier",
    "transpose",
    "trunc",
    "unpack2x16float",
    "unpack2x16snorm",
    "unpack2x16unorm",
    "unpack4x8snorm",
    "unpack4x8unorm",
    "unpack4xI8",
    "unpack4xU8",
    "workgroupBarrier",
    "workgroupUniformLoad",
    "vec2i",
    "vec3i",
    "vec4i",
    "vec2u",
    "vec3u",
    "vec4u",
    "vec2f",
    "vec3f",
    "vec4f",
    "vec2h",
    "vec3h",
    "vec4h",
    "mat2x3",
    "mat2x4",
    "mat3x2",
    "mat3x4",
    "mat4x2",
    "mat4x3",
    "frexp_result",
    "modf_result",
];

/// WGSL keywords, reserved words and predeclared names a kernel name could
/// collide with.
const RESERVED: &[&str] = &[
    "alias",
    "break",
    "case",
    "const",
    "const_assert",
    "continue",
    "continuing",
    "default",
    "diagnostic",
    "discard",
    "else",
    "enable",
    "false",
    "fn",
    "for",
    "if",
    "let",
    "loop",
    "override",
    "requires",
    "return",
    "struct",
    "switch",
    "true",
    "var",
    "while",
    "bool",
    "f16",
    "f32",
    "f64",
    "i32",
    "i64",
    "u32",
    "u64",
    "vec2",
    "vec3",
    "vec4",
    "array",
    "atomic",
    "ptr",
    "sampler",
    "texture",
    "mat2x2",
    "mat3x3",
    "mat4x4",
    "main",
    "self",
    "super",
    "this",
    "null",
    "NULL",
    "new",
    "public",
    "private",
    "static",
    "typedef",
    "union",
    "unsafe",
    "using",
    "void",
    "virtual",
    "volatile",
    "while",
    "with",
    "yield",
    "async",
    "await",
    "auto",
    "catch",
    "class",
    "do",
    "enum",
    "export",
    "extern",
    "final",
    "goto",
    "import",
    "in",
    "inline",
    "interface",
    "layout",
    "match",
    "module",
    "mut",
    "namespace",
    "operator",
    "package",
    "private",
    "protected",
    "pub",
    "return",
    "signed",
    "sizeof",
    "template",
    "throw",
    "try",
    "type",
    "typeof",
    "unsigned",
    "handle",
    "highp",
    "lowp",
    "mediump",
    "precise",
    "precision",
    "sample",
    "smooth",
    "flat",
    "target",
    "uniform",
    "storage",
    "workgroup",
    "function",
    "read",
    "write",
    "read_write",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_are_finite_constants_of_their_type() -> Result<()> {
        let cases = [
            (
                Const::int(Scalar::I32, i32::MIN as i128),
                "(-2147483647i - 1i)",
            ),
            (Const::int(Scalar::I32, -5), "(-5i)"),
            (Const::int(Scalar::U8, 255), "255u"),
            (Const::int(Scalar::I8, -128), "(-128i)"),
            (
                Const::int(Scalar::U64, u64::MAX as i128),
                "18446744073709551615lu",
            ),
            (Const::bool(true), "true"),
            (Const::float(Scalar::F32, 1.5), "1.5e0f"),
            (Const::float(Scalar::F32, -0.0), "(-0e0f)"),
            (Const::float(Scalar::F64, 0.1), "1e-1lf"),
            (Const::float(Scalar::F16, 0.5), "5e-1h"),
            (
                Const::float(Scalar::F32, f64::INFINITY),
                "bitcast<f32>(2139095040u | mp_zero)",
            ),
            (
                Const::float(Scalar::F64, f64::NAN),
                "f64(bitcast<f32>(2143289344u | mp_zero))",
            ),
            (
                Const::float(Scalar::F64, f64::NEG_INFINITY),
                "f64(bitcast<f32>(4286578688u | mp_zero))",
            ),
        ];
        for (c, want) in cases {
            assert_eq!(literal(c)?, want, "{c:?}");
        }
        // The smallest f32 subnormal prints as a literal that parses back
        // to it.
        let tiny = literal(Const::float(Scalar::F32, f64::from(f32::from_bits(1))))?;
        assert_eq!(tiny, "1e-45f");
        assert!(literal(Const::float(Scalar::Bf16, 1.0)).is_err());
        Ok(())
    }

    #[test]
    fn entry_names_avoid_keywords_and_generated_names() {
        assert_eq!(entry_name("kernel_add"), "kernel_add");
        assert_eq!(entry_name("loop"), "k_loop");
        // Built-in functions the body may call.
        assert_eq!(entry_name("fma"), "k_fma");
        assert_eq!(entry_name("min"), "k_min");
        assert_eq!(entry_name("workgroupBarrier"), "k_workgroupBarrier");
        assert_eq!(entry_name("fma_f32"), "fma_f32");
        assert_eq!(entry_name("b0"), "k_b0");
        assert_eq!(entry_name("fn_3"), "k_fn_3");
        assert_eq!(entry_name("mp_x"), "k_mp_x");
        assert_eq!(entry_name("a.b"), "k_a_b");
        assert_eq!(entry_name("__x"), "k__x_x");
        assert_eq!(entry_name("9lives"), "k_9lives");
    }
}
