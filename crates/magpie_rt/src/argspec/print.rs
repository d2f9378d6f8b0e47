//! Buffers as JSON arrays, as `magpie-gpu run --print` writes them.

use magpie_mpir::{Const, Scalar};

/// The elements of `bytes` (little-endian `elem`s) as a JSON array.
/// Integers print as numbers, floats as the shortest decimal that reads back
/// to the same value, and NaN and the infinities as the strings "nan", "inf"
/// and "-inf" (JSON has no literals for them). Trailing bytes that do not
/// make a whole element are ignored.
pub fn buffer_json(elem: Scalar, bytes: &[u8]) -> String {
    let size = elem.size() as usize;
    let mut out = String::from("[");
    for (i, chunk) in bytes.chunks_exact(size).enumerate() {
        if i > 0 {
            out.push(',');
        }
        let mut b = [0u8; 8];
        b[..size].copy_from_slice(chunk);
        let c = Const {
            ty: elem,
            bits: u64::from_le_bytes(b),
        };
        out.push_str(&element(c));
    }
    out.push(']');
    out
}

fn element(c: Const) -> String {
    if c.ty == Scalar::Bool {
        return (c.bits != 0).to_string();
    }
    if !c.ty.is_float() {
        return c.as_i128().to_string();
    }
    let v = c.as_f64();
    if v.is_nan() {
        "\"nan\"".into()
    } else if v.is_infinite() {
        if v > 0.0 { "\"inf\"" } else { "\"-inf\"" }.into()
    } else if c.ty == Scalar::F64 {
        format!("{v:?}")
    } else {
        // f32, and f16/bf16 through their exact f32 value: shortest f32 repr.
        format!("{:?}", v as f32)
    }
}
