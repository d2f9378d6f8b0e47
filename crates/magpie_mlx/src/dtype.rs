//! MLX's element types and the Rust types that hold them.
//!
//! Invariant: [`Dtype`]'s discriminants are the glue's element codes,
//! which follow `mlx::core::Dtype::Val`'s order.

use half::{bf16, f16};

/// An MLX element type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(i32)]
pub enum Dtype {
    Bool = 0,
    U8 = 1,
    U16 = 2,
    U32 = 3,
    U64 = 4,
    I8 = 5,
    I16 = 6,
    I32 = 7,
    I64 = 8,
    F16 = 9,
    F32 = 10,
    F64 = 11,
    Bf16 = 12,
    Complex64 = 13,
}

impl Dtype {
    /// Every element type, in code order.
    pub const ALL: [Dtype; 14] = [
        Dtype::Bool,
        Dtype::U8,
        Dtype::U16,
        Dtype::U32,
        Dtype::U64,
        Dtype::I8,
        Dtype::I16,
        Dtype::I32,
        Dtype::I64,
        Dtype::F16,
        Dtype::F32,
        Dtype::F64,
        Dtype::Bf16,
        Dtype::Complex64,
    ];

    /// The type of glue element code `code`.
    pub fn from_code(code: i32) -> Option<Dtype> {
        usize::try_from(code)
            .ok()
            .and_then(|k| Dtype::ALL.get(k).copied())
    }

    pub fn code(self) -> i32 {
        self as i32
    }

    /// Bytes per element.
    pub fn size(self) -> usize {
        match self {
            Dtype::Bool | Dtype::U8 | Dtype::I8 => 1,
            Dtype::U16 | Dtype::I16 | Dtype::F16 | Dtype::Bf16 => 2,
            Dtype::U32 | Dtype::I32 | Dtype::F32 => 4,
            Dtype::U64 | Dtype::I64 | Dtype::F64 | Dtype::Complex64 => 8,
        }
    }

    /// The name the spec's element types use.
    pub fn name(self) -> &'static str {
        match self {
            Dtype::Bool => "bool",
            Dtype::U8 => "u8",
            Dtype::U16 => "u16",
            Dtype::U32 => "u32",
            Dtype::U64 => "u64",
            Dtype::I8 => "i8",
            Dtype::I16 => "i16",
            Dtype::I32 => "i32",
            Dtype::I64 => "i64",
            Dtype::F16 => "f16",
            Dtype::F32 => "f32",
            Dtype::F64 => "f64",
            Dtype::Bf16 => "bf16",
            Dtype::Complex64 => "complex64",
        }
    }
}

/// A Rust type MLX holds elements of, stored as MLX stores them
/// (little-endian, `bool` as one byte 0 or 1).
pub trait Element: Copy + Send + Sync + 'static {
    const DTYPE: Dtype;
    fn to_bytes(values: &[Self]) -> Vec<u8>;
    /// `None` when `bytes` holds a value `Self` cannot be (a `bool` byte
    /// other than 0 or 1).
    fn from_bytes(bytes: &[u8]) -> Option<Vec<Self>>;
}

macro_rules! numeric_element {
    ($($t:ty => $d:ident),* $(,)?) => {$(
        impl Element for $t {
            const DTYPE: Dtype = Dtype::$d;
            fn to_bytes(values: &[Self]) -> Vec<u8> {
                values.iter().flat_map(|v| v.to_le_bytes()).collect()
            }
            fn from_bytes(bytes: &[u8]) -> Option<Vec<Self>> {
                let chunks = bytes.chunks_exact(std::mem::size_of::<$t>());
                if !chunks.remainder().is_empty() {
                    return None;
                }
                chunks
                    .map(|c| c.try_into().ok().map(<$t>::from_le_bytes))
                    .collect()
            }
        }
    )*};
}

numeric_element!(
    u8 => U8, u16 => U16, u32 => U32, u64 => U64,
    i8 => I8, i16 => I16, i32 => I32, i64 => I64,
    f16 => F16, f32 => F32, f64 => F64, bf16 => Bf16,
);

/// A complex number of two `f32` (MLX's `complex64`).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Complex32 {
    pub re: f32,
    pub im: f32,
}

impl Element for Complex32 {
    const DTYPE: Dtype = Dtype::Complex64;
    fn to_bytes(values: &[Self]) -> Vec<u8> {
        values
            .iter()
            .flat_map(|c| c.re.to_le_bytes().into_iter().chain(c.im.to_le_bytes()))
            .collect()
    }
    fn from_bytes(bytes: &[u8]) -> Option<Vec<Self>> {
        let parts = f32::from_bytes(bytes)?;
        Some(
            parts
                .chunks_exact(2)
                .map(|p| Complex32 { re: p[0], im: p[1] })
                .collect(),
        )
    }
}

impl Element for bool {
    const DTYPE: Dtype = Dtype::Bool;
    fn to_bytes(values: &[Self]) -> Vec<u8> {
        values.iter().map(|&v| u8::from(v)).collect()
    }
    fn from_bytes(bytes: &[u8]) -> Option<Vec<Self>> {
        bytes
            .iter()
            .map(|&b| match b {
                0 => Some(false),
                1 => Some(true),
                _ => None,
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_sizes_match_the_rust_types() {
        for (k, d) in Dtype::ALL.iter().enumerate() {
            assert_eq!(Dtype::from_code(k as i32), Some(*d));
            assert_eq!(d.code(), k as i32);
        }
        assert_eq!(Dtype::from_code(14), None);
        assert_eq!(Dtype::from_code(-1), None);
        assert_eq!(Dtype::F16.size(), std::mem::size_of::<f16>());
        assert_eq!(Dtype::Bf16.size(), std::mem::size_of::<bf16>());
        assert_eq!(Dtype::I64.size(), std::mem::size_of::<i64>());
    }

    #[test]
    fn bytes_round_trip() {
        let v = [1.5f32, -0.0, f32::INFINITY];
        assert_eq!(f32::from_bytes(&f32::to_bytes(&v)), Some(v.to_vec()));
        let b = [true, false, true];
        assert_eq!(bool::from_bytes(&bool::to_bytes(&b)), Some(b.to_vec()));
        assert_eq!(bool::from_bytes(&[2]), None);
        assert_eq!(f32::from_bytes(&[0, 0, 128]), None, "a partial element");
    }
}
