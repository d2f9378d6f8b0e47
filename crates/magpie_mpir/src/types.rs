//! Types of the kernel language.
//!
//! [`Type`] is `Copy`: struct types are handles into the module's struct arena,
//! and host-only types ([`HostType`]) are kept only as their kind, since any
//! kernel that mentions one is rejected (their type arguments do not matter).

use crate::arena::Handle;
use crate::module::StructDef;

/// A primitive scalar type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Scalar {
    Bool,
    I8,
    I16,
    I32,
    I64,
    U8,
    U16,
    U32,
    U64,
    F16,
    Bf16,
    F32,
    F64,
}

impl Scalar {
    pub const ALL: [Scalar; 13] = [
        Scalar::Bool,
        Scalar::I8,
        Scalar::I16,
        Scalar::I32,
        Scalar::I64,
        Scalar::U8,
        Scalar::U16,
        Scalar::U32,
        Scalar::U64,
        Scalar::F16,
        Scalar::Bf16,
        Scalar::F32,
        Scalar::F64,
    ];

    /// Canonical spelling.
    pub fn name(self) -> &'static str {
        match self {
            Scalar::Bool => "bool",
            Scalar::I8 => "i8",
            Scalar::I16 => "i16",
            Scalar::I32 => "i32",
            Scalar::I64 => "i64",
            Scalar::U8 => "u8",
            Scalar::U16 => "u16",
            Scalar::U32 => "u32",
            Scalar::U64 => "u64",
            Scalar::F16 => "f16",
            Scalar::Bf16 => "bf16",
            Scalar::F32 => "f32",
            Scalar::F64 => "f64",
        }
    }

    /// Parses a scalar name; `i1` is an alias of `bool`.
    pub fn from_name(s: &str) -> Option<Scalar> {
        if s == "i1" {
            return Some(Scalar::Bool);
        }
        Scalar::ALL.into_iter().find(|t| t.name() == s)
    }

    pub fn bits(self) -> u32 {
        match self {
            Scalar::Bool => 1,
            Scalar::I8 | Scalar::U8 => 8,
            Scalar::I16 | Scalar::U16 | Scalar::F16 | Scalar::Bf16 => 16,
            Scalar::I32 | Scalar::U32 | Scalar::F32 => 32,
            Scalar::I64 | Scalar::U64 | Scalar::F64 => 64,
        }
    }

    /// Size in bytes in memory (bool is one byte).
    pub fn size(self) -> u32 {
        match self {
            Scalar::Bool => 1,
            s => s.bits() / 8,
        }
    }

    pub fn is_float(self) -> bool {
        matches!(self, Scalar::F16 | Scalar::Bf16 | Scalar::F32 | Scalar::F64)
    }

    /// Integer types, `bool` included.
    pub fn is_int(self) -> bool {
        !self.is_float()
    }

    /// Integer types other than `bool`.
    pub fn is_arith_int(self) -> bool {
        self.is_int() && self != Scalar::Bool
    }

    pub fn is_signed_int(self) -> bool {
        matches!(self, Scalar::I8 | Scalar::I16 | Scalar::I32 | Scalar::I64)
    }

    pub fn is_unsigned_int(self) -> bool {
        matches!(self, Scalar::U8 | Scalar::U16 | Scalar::U32 | Scalar::U64)
    }
}

/// What a buffer or a shared allocation holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Elem {
    Scalar(Scalar),
    Struct(Handle<StructDef>),
}

impl Elem {
    pub fn as_type(self) -> Type {
        match self {
            Elem::Scalar(s) => Type::Scalar(s),
            Elem::Struct(h) => Type::Struct(h),
        }
    }
}

/// Types that belong to host code. Any of them in a kernel is an error
/// (MPG_CORE_1100, MPG_CORE_1104–1107, or "128-bit integers are not allowed").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HostType {
    Str,
    Array,
    Map,
    TCallable,
    I128,
    U128,
}

impl HostType {
    pub fn name(self) -> &'static str {
        match self {
            HostType::Str => "Str",
            HostType::Array => "Array",
            HostType::Map => "Map",
            HostType::TCallable => "TCallable",
            HostType::I128 => "i128",
            HostType::U128 => "u128",
        }
    }

    pub fn from_name(s: &str) -> Option<HostType> {
        [
            HostType::Str,
            HostType::Array,
            HostType::Map,
            HostType::TCallable,
            HostType::I128,
            HostType::U128,
        ]
        .into_iter()
        .find(|t| t.name() == s)
    }
}

/// The type of a value, a parameter, a field or a function result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    Unit,
    Scalar(Scalar),
    /// A `value struct` (or a `heap struct`, which kernels may not use).
    Struct(Handle<StructDef>),
    /// `gpu.TBuffer<T>`, or `rawptr<T>` written as a parameter type.
    Buffer(Elem),
    /// `ptr` (element unknown) or `rawptr<T>` for a non-parameter value.
    Ptr(Option<Elem>),
    /// A late-resolved feature predicate.
    Pred,
    Host(HostType),
}

impl Type {
    pub const BOOL: Type = Type::Scalar(Scalar::Bool);
    pub const U32: Type = Type::Scalar(Scalar::U32);

    pub fn scalar(self) -> Option<Scalar> {
        match self {
            Type::Scalar(s) => Some(s),
            _ => None,
        }
    }

    pub fn is_scalar(self) -> bool {
        matches!(self, Type::Scalar(_))
    }
}

/// A kernel backend, as named by `target(...)`. The discriminants are the
/// specification's `GpuBackend` values (§3.3), used in bundles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Backend {
    Spv = 1,
    Msl = 2,
    Ptx = 3,
    Hip = 4,
    Wgsl = 5,
}

impl Backend {
    pub const ALL: [Backend; 5] = [
        Backend::Spv,
        Backend::Msl,
        Backend::Ptx,
        Backend::Hip,
        Backend::Wgsl,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Backend::Spv => "spv",
            Backend::Msl => "msl",
            Backend::Ptx => "ptx",
            Backend::Hip => "hip",
            Backend::Wgsl => "wgsl",
        }
    }

    pub fn from_name(s: &str) -> Option<Backend> {
        Backend::ALL.into_iter().find(|b| b.name() == s)
    }
}
