//! The op tables and type profiles of the arithmetic generator.
//!
//! Only ops SEMANTICS.md defines bit-exactly appear here; adding an op to
//! the language means adding it to one of these tables (or saying in the
//! module doc why it is left out).

use magpie_mpir::Scalar;

/// Integer ops with `lhs=, rhs=` of one integer type (not bool).
pub const INT_BINARY: &[&str] = &[
    "i.add", "i.sub", "i.mul", "i.sdiv", "i.udiv", "i.srem", "i.urem", "i.and", "i.or", "i.xor",
    "i.shl", "i.lshr", "i.ashr",
];

/// Bitwise ops the language also allows on bool.
pub const BOOL_BINARY: &[&str] = &["i.and", "i.or", "i.xor"];

pub const ICMP: &[&str] = &[
    "icmp.eq", "icmp.ne", "icmp.slt", "icmp.sgt", "icmp.sle", "icmp.sge", "icmp.ult", "icmp.ugt",
    "icmp.ule", "icmp.uge",
];

pub const FCMP: &[&str] = &[
    "fcmp.oeq", "fcmp.one", "fcmp.olt", "fcmp.ogt", "fcmp.ole", "fcmp.oge",
];

pub const FLOAT_BINARY: &[&str] = &["f.add", "f.sub", "f.mul", "f.div", "f.rem"];

/// The exact unary math functions (SEMANTICS.md: 0 ulp).
pub const MATH_UNARY: &[&str] = &[
    "math.sqrt",
    "math.abs",
    "math.floor",
    "math.ceil",
    "math.round",
    "math.trunc",
];

/// The scalar types one kernel may use. Devices lack some of the wider and
/// narrower types, so kernels come in profiles and the harness skips a
/// kernel on a device without a capability its profile needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Profile {
    pub name: &'static str,
    pub types: &'static [Scalar],
}

use Scalar::{Bf16, F16, F32, F64, I16, I32, I64, I8, U16, U32, U64, U8};

/// What every device runs: 8-, 16- and 32-bit integers and f32.
const CORE: &[Scalar] = &[I8, I16, I32, U8, U16, U32, F32];

pub const PROFILES: [Profile; 6] = [
    Profile {
        name: "core",
        types: CORE,
    },
    Profile {
        name: "i64",
        types: &[I8, I16, I32, U8, U16, U32, F32, I64, U64],
    },
    Profile {
        name: "f64",
        types: &[I8, I16, I32, U8, U16, U32, F32, F64],
    },
    Profile {
        name: "f16",
        types: &[I8, I16, I32, U8, U16, U32, F32, F16],
    },
    Profile {
        name: "bf16",
        types: &[I8, I16, I32, U8, U16, U32, F32, Bf16],
    },
    Profile {
        name: "all",
        types: &[I8, I16, I32, I64, U8, U16, U32, U64, F16, Bf16, F32, F64],
    },
];

/// Profiles of four types (eight buffers: WebGPU binds at most eight), for
/// the `arith8` generator, which picks one per seed. Each has `u32`, where
/// the generator stores booleans (a profile without it gets a ninth
/// buffer).
pub const PROFILES8: [Profile; 5] = [
    Profile {
        name: "small-signed",
        types: &[I8, I16, U32, F32],
    },
    Profile {
        name: "small-unsigned",
        types: &[U8, I16, U32, F32],
    },
    Profile {
        name: "f16-8",
        types: &[I32, U32, F32, F16],
    },
    Profile {
        name: "f64-8",
        types: &[I32, U32, F32, F64],
    },
    Profile {
        name: "i64-8",
        types: &[I32, U32, I64, F32],
    },
];

/// The profile called `name`.
pub fn profile(name: &str) -> Option<Profile> {
    PROFILES
        .into_iter()
        .chain(PROFILES8)
        .find(|p| p.name == name)
}
