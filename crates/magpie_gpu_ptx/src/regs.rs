//! Virtual registers, operands and the spelling of PTX types and immediates.
//!
//! Register classes and what lives in them:
//!
//! | class | `.reg` | holds |
//! |---|---|---|
//! | `%p` | `.pred` | `bool` |
//! | `%rs` | `.b16` | `f16`, `bf16` |
//! | `%r` | `.b32` | `i8 i16 i32 u8 u16 u32`, narrow ones in canonical form |
//! | `%rd` | `.b64` | `i64 u64`, global addresses |
//! | `%f` | `.f32` | `f32` |
//! | `%fd` | `.f64` | `f64` |
//!
//! *Canonical form* of an 8- or 16-bit integer in a 32-bit register: the
//! value extended to 32 bits by its own type's signedness. Loads (`ld.s8`,
//! `ld.u16`), `cvt` and every arithmetic op keep it.

use std::fmt;

use magpie_mpir::{Const, Scalar};

/// A register class: one `.reg` declaration each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Class {
    Pred,
    B16,
    B32,
    B64,
    F32,
    F64,
}

impl Class {
    pub const ALL: [Class; 6] = [
        Class::Pred,
        Class::B16,
        Class::B32,
        Class::B64,
        Class::F32,
        Class::F64,
    ];

    pub fn prefix(self) -> &'static str {
        match self {
            Class::Pred => "%p",
            Class::B16 => "%rs",
            Class::B32 => "%r",
            Class::B64 => "%rd",
            Class::F32 => "%f",
            Class::F64 => "%fd",
        }
    }

    /// The `.reg` type.
    pub fn decl(self) -> &'static str {
        match self {
            Class::Pred => ".pred",
            Class::B16 => ".b16",
            Class::B32 => ".b32",
            Class::B64 => ".b64",
            Class::F32 => ".f32",
            Class::F64 => ".f64",
        }
    }

    /// The type suffix of a `mov` between registers of this class.
    pub fn mov(self) -> &'static str {
        match self {
            Class::Pred => "pred",
            Class::B16 => "b16",
            Class::B32 => "b32",
            Class::B64 => "b64",
            Class::F32 => "f32",
            Class::F64 => "f64",
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn of(s: Scalar) -> Class {
        match s {
            Scalar::Bool => Class::Pred,
            Scalar::F16 | Scalar::Bf16 => Class::B16,
            Scalar::F32 => Class::F32,
            Scalar::F64 => Class::F64,
            Scalar::I64 | Scalar::U64 => Class::B64,
            _ => Class::B32,
        }
    }
}

/// A virtual register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Reg {
    pub class: Class,
    pub n: u32,
}

impl fmt::Display for Reg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.class.prefix(), self.n)
    }
}

/// One scalar: a register, or a constant not yet in one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Val {
    Reg(Reg),
    Imm(Const),
}

/// The arithmetic type suffix of `s` as it sits in its register: narrow
/// integers are operated on at 32 bits.
pub(crate) fn arith_ty(s: Scalar) -> &'static str {
    match s {
        Scalar::Bool => "pred",
        Scalar::I8 | Scalar::I16 | Scalar::I32 => "s32",
        Scalar::U8 | Scalar::U16 | Scalar::U32 => "u32",
        Scalar::I64 => "s64",
        Scalar::U64 => "u64",
        Scalar::F16 => "f16",
        Scalar::Bf16 => "bf16",
        Scalar::F32 => "f32",
        Scalar::F64 => "f64",
    }
}

/// The bit-type suffix of `s`'s register (`b32`, `b64`, `b16`, `pred`).
pub(crate) fn bits_ty(s: Scalar) -> &'static str {
    Class::of(s).mov()
}

/// The type suffix of a load or store of `s` in memory (`bool` is a byte).
pub(crate) fn mem_ty(s: Scalar) -> &'static str {
    match s {
        Scalar::Bool | Scalar::U8 => "u8",
        Scalar::I8 => "s8",
        Scalar::I16 => "s16",
        Scalar::U16 => "u16",
        Scalar::I32 => "s32",
        Scalar::U32 => "u32",
        Scalar::I64 => "s64",
        Scalar::U64 => "u64",
        Scalar::F16 | Scalar::Bf16 => "b16",
        Scalar::F32 => "f32",
        Scalar::F64 => "f64",
    }
}

/// The `cvt` type name of `s` at its own width (`s8`, `u16`, `f16`, ...).
pub(crate) fn cvt_ty(s: Scalar) -> &'static str {
    match s {
        Scalar::Bool => "u32",
        Scalar::I8 => "s8",
        Scalar::I16 => "s16",
        Scalar::I32 => "s32",
        Scalar::U8 => "u8",
        Scalar::U16 => "u16",
        Scalar::U32 => "u32",
        Scalar::I64 => "s64",
        Scalar::U64 => "u64",
        Scalar::F16 => "f16",
        Scalar::Bf16 => "bf16",
        Scalar::F32 => "f32",
        Scalar::F64 => "f64",
    }
}

/// The register bits of a constant: integers in canonical form (narrow
/// ones extended by their signedness to 32 bits), floats as IEEE bits.
pub(crate) fn canonical_bits(c: Const) -> u64 {
    match c.ty {
        Scalar::I8 | Scalar::I16 | Scalar::I32 => (c.as_i128() as i32) as u32 as u64,
        Scalar::I64 => c.as_i128() as i64 as u64,
        _ => c.bits,
    }
}

/// A constant as a PTX immediate: integers in decimal (signed types
/// negative where they are), `0fXXXXXXXX` / `0dXXXXXXXXXXXXXXXX` floats.
/// `None` for types PTX has no immediates of (`bool`, `f16`, `bf16`).
pub(crate) fn immediate(c: Const) -> Option<String> {
    let bits = canonical_bits(c);
    Some(match c.ty {
        Scalar::Bool | Scalar::F16 | Scalar::Bf16 => return None,
        Scalar::F32 => format!("0f{:08X}", bits as u32),
        Scalar::F64 => format!("0d{bits:016X}"),
        Scalar::I64 => format!("{}", bits as i64),
        Scalar::U64 => format!("{bits}"),
        s if s.is_signed_int() => format!("{}", bits as u32 as i32),
        _ => format!("{}", bits as u32),
    })
}

/// A constant for a `mov` into its register, every type included.
pub(crate) fn mov_immediate(c: Const) -> String {
    match c.ty {
        Scalar::Bool => format!("{}", c.bits & 1),
        Scalar::F16 | Scalar::Bf16 => format!("0x{:04X}", c.bits & 0xffff),
        _ => immediate(c).unwrap_or_default(),
    }
}

/// The scalar leaves of a type, depth first (a scalar is its own leaf).
pub(crate) fn leaf_scalars(module: &magpie_mpir::Module, ty: magpie_mpir::Type) -> Vec<Scalar> {
    let mut out = Vec::new();
    push_leaves(module, ty, &mut out, 0);
    out
}

fn push_leaves(
    module: &magpie_mpir::Module,
    ty: magpie_mpir::Type,
    out: &mut Vec<Scalar>,
    depth: usize,
) {
    match ty {
        magpie_mpir::Type::Scalar(s) => out.push(s),
        magpie_mpir::Type::Struct(id) if depth < 64 => {
            if let Some(def) = module.structs.get(id) {
                for f in &def.fields {
                    push_leaves(module, f.ty, out, depth + 1);
                }
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn immediates() {
        assert_eq!(immediate(Const::int(Scalar::I8, -1)).as_deref(), Some("-1"));
        assert_eq!(
            immediate(Const::int(Scalar::U8, 255)).as_deref(),
            Some("255")
        );
        assert_eq!(
            immediate(Const::int(Scalar::U32, -1)).as_deref(),
            Some("4294967295")
        );
        assert_eq!(
            immediate(Const::int(Scalar::I64, i64::MIN as i128)).as_deref(),
            Some("-9223372036854775808")
        );
        assert_eq!(
            immediate(Const::float(Scalar::F32, 1.0)).as_deref(),
            Some("0f3F800000")
        );
        assert_eq!(
            immediate(Const::float(Scalar::F64, -0.0)).as_deref(),
            Some("0d8000000000000000")
        );
        assert_eq!(immediate(Const::float(Scalar::F16, 1.0)), None);
        assert_eq!(mov_immediate(Const::float(Scalar::F16, 1.0)), "0x3C00");
        assert_eq!(mov_immediate(Const::bool(true)), "1");
    }
}
