//! Scalar values as the generators and the harness need them: the edge
//! values of each type, random values, constant literals as the parser
//! reads them, buffer bytes, and float classification.
//!
//! Invariants: a value is a [`Const`]-style pair of type and low bits
//! (two's complement masked to the width for integers, IEEE bits for
//! floats, 0/1 for bool); every literal [`literal`] writes reads back to
//! exactly those bits (`magpie_mpir::parse` of `const.T LIT`); nothing here
//! panics.

use half::{bf16, f16};
use magpie_mpir::{Const, Scalar};

use crate::rng::Rng;

/// The numeric scalar types (every type but bool), in `Scalar::ALL`'s
/// order.
pub const NUMERIC: [Scalar; 12] = numeric();

// `Scalar::ALL` starts with bool, the one non-numeric type.
const _: () = assert!(matches!(Scalar::ALL[0], Scalar::Bool));

const fn numeric() -> [Scalar; 12] {
    let mut out = [Scalar::I8; 12];
    let mut i = 0;
    while i < 12 {
        out[i] = Scalar::ALL[i + 1];
        i += 1;
    }
    out
}

pub fn mask(ty: Scalar) -> u64 {
    match ty.bits() {
        64 => u64::MAX,
        b => (1u64 << b) - 1,
    }
}

/// The interesting values of an integer type, as bits: 0, 1, -1, MIN, MAX,
/// 2^31, 2^32, 2^63 (where they fit), shift amounts around the widths,
/// and neighbours of the sign bit.
fn int_edges(ty: Scalar) -> Vec<u64> {
    let w = ty.bits();
    let m = mask(ty);
    let sign = 1u64 << (w - 1);
    let mut v = vec![0, 1, 2, 7, m, m - 1, sign, sign - 1, sign + 1];
    for p in [8u32, 15, 16, 31, 32, 63] {
        if p < w {
            v.push(1u64 << p);
            v.push((1u64 << p) - 1);
        }
    }
    v.extend([31, 32, 33, 63, 64, 65, 0x55u64 & m, 0xaa & m]);
    v.sort_unstable();
    v.dedup();
    v
}

/// Bits of `x` rounded to the float type `ty`.
pub fn float_bits(ty: Scalar, x: f64) -> u64 {
    Const::float(ty, x).bits
}

/// The float value of `bits` widened exactly to f64.
pub fn float_value(ty: Scalar, bits: u64) -> f64 {
    Const { ty, bits }.as_f64()
}

/// (exponent bits, mantissa bits) of a float type.
fn float_format(ty: Scalar) -> (u32, u32) {
    match ty {
        Scalar::F16 => (5, 10),
        Scalar::Bf16 => (8, 7),
        Scalar::F32 => (8, 23),
        _ => (11, 52),
    }
}

/// The interesting values of a float type, as bits: ±0, ±1, ±inf, NaNs,
/// the subnormal and normal extremes, the integer limits casts saturate
/// at, and rounding ties.
fn float_edges(ty: Scalar) -> Vec<u64> {
    let (e, m) = float_format(ty);
    let sign = 1u64 << (e + m);
    let exp_all = ((1u64 << e) - 1) << m;
    let mant_all = (1u64 << m) - 1;
    let mut v = vec![
        0,
        sign,
        exp_all,                  // +inf
        exp_all | sign,           // -inf
        exp_all | (1 << (m - 1)), // quiet NaN
        exp_all | (1 << (m - 1)) | sign,
        exp_all | 1, // a signalling NaN
        1,           // smallest subnormal
        mant_all,    // largest subnormal
        mant_all | sign,
        1 << m,                          // smallest normal
        (exp_all - (1 << m)) | mant_all, // largest finite
        ((exp_all - (1 << m)) | mant_all) | sign,
    ];
    let values = [
        1.0,
        -1.0,
        0.5,
        -0.5,
        1.5,
        -1.5,
        2.5,
        -2.5,
        0.1,
        3.0,
        127.5,
        -128.5,
        255.5,
        256.0,
        32767.5,
        65504.0,
        65520.0,
        2147483520.0,
        2147483647.0,
        2147483648.0,
        -2147483648.0,
        4294967040.0,
        4294967295.0,
        4294967296.0,
        9.223372036854775e18,
        -9.223372036854775e18,
        1.8446744073709552e19,
        3.0e38,
        1.0e308,
    ];
    v.extend(values.iter().map(|&x| float_bits(ty, x)));
    v.sort_unstable();
    v.dedup();
    v
}

/// Every edge value of `ty` as bits (bool: false and true).
pub fn edges(ty: Scalar) -> Vec<u64> {
    match ty {
        Scalar::Bool => vec![0, 1],
        t if t.is_float() => float_edges(t),
        t => int_edges(t),
    }
}

/// An edge value half of the time, otherwise a random one.
pub fn interesting(ty: Scalar, rng: &mut Rng) -> u64 {
    if rng.chance(1, 2) {
        let e = edges(ty);
        return e.get(rng.index(e.len())).copied().unwrap_or(0);
    }
    random(ty, rng)
}

/// A random value of `ty`: raw bits, small numbers, or an edge value's
/// neighbour (for floats also moderate values, which keep arithmetic
/// finite for longer).
pub fn random(ty: Scalar, rng: &mut Rng) -> u64 {
    let m = mask(ty);
    if ty == Scalar::Bool {
        return rng.below(2);
    }
    match rng.below(4) {
        0 => rng.next_u64() & m,
        1 if ty.is_float() => {
            let num = rng.range(0, 1 << 21) as f64 - (1u64 << 20) as f64;
            let scale = (1u64 << rng.below(24)) as f64;
            float_bits(ty, num / scale)
        }
        1 => (rng.below(200) as i64 - 100) as u64 & m,
        2 => {
            let e = edges(ty);
            let base = e.get(rng.index(e.len())).copied().unwrap_or(0);
            let delta = rng.range(1, 3);
            if rng.chance(1, 2) {
                base.wrapping_add(delta) & m
            } else {
                base.wrapping_sub(delta) & m
            }
        }
        _ if ty.is_float() => float_bits(ty, (rng.below(64) as f64) - 32.0),
        _ => rng.below(64),
    }
}

pub fn is_nan(ty: Scalar, bits: u64) -> bool {
    ty.is_float() && float_value(ty, bits).is_nan()
}

/// A nonzero value whose exponent field is zero.
pub fn is_subnormal(ty: Scalar, bits: u64) -> bool {
    if !ty.is_float() {
        return false;
    }
    let (e, m) = float_format(ty);
    let exp = (bits >> m) & ((1 << e) - 1);
    exp == 0 && bits & ((1 << m) - 1) != 0
}

pub fn is_zero(ty: Scalar, bits: u64) -> bool {
    ty.is_float() && float_value(ty, bits) == 0.0
}

/// `bits` with a subnormal replaced by a zero of the same sign.
pub fn flush(ty: Scalar, bits: u64) -> u64 {
    if is_subnormal(ty, bits) {
        let (e, m) = float_format(ty);
        bits & (1 << (e + m))
    } else {
        bits
    }
}

/// The text after `const.T` that the parser reads back to `bits`; `style`
/// (any number) picks among the spellings a type allows, so that generated
/// kernels exercise each (decimal, negative, hex bits, `nan`, `inf`).
pub fn literal(ty: Scalar, bits: u64, style: u64) -> String {
    let bits = bits & mask(ty);
    match ty {
        Scalar::Bool => if bits != 0 { "true" } else { "false" }.to_string(),
        t if t.is_int() => {
            let c = Const { ty: t, bits };
            if style.is_multiple_of(4) {
                format!("0x{bits:x}")
            } else {
                c.as_i128().to_string()
            }
        }
        t => float_literal(t, bits, style),
    }
}

fn float_literal(ty: Scalar, bits: u64, style: u64) -> String {
    let x = float_value(ty, bits);
    if x.is_nan() {
        return if bits == float_bits(ty, f64::NAN) && style.is_multiple_of(2) {
            "nan".into()
        } else {
            format!("0x{bits:x}")
        };
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf" } else { "-inf" }.into();
    }
    if style.is_multiple_of(3) {
        return format!("0x{bits:x}");
    }
    // Rust's `{:?}` prints the shortest decimal that reads back to the same
    // value; f16 and bf16 values are exact f32 values, so their f32 text
    // rounds back to them (the parser rounds the decimal once).
    let text = match ty {
        Scalar::F64 => format!("{x:?}"),
        Scalar::F32 => format!("{:?}", x as f32),
        Scalar::F16 => format!("{:?}", f16::from_bits(bits as u16).to_f32()),
        _ => format!("{:?}", bf16::from_bits(bits as u16).to_f32()),
    };
    if style % 5 == 1 && !text.contains(['e', 'E']) {
        // The glued type suffix the parser accepts: `1.5f32`.
        return format!("{text}{}", ty.name());
    }
    text
}

/// The little-endian bytes of one element (bool is one byte).
pub fn to_bytes(ty: Scalar, bits: u64, out: &mut Vec<u8>) {
    let n = ty.size() as usize;
    out.extend_from_slice(&bits.to_le_bytes()[..n.min(8)]);
}

/// The element `index` of little-endian `bytes` of `ty`, when present.
pub fn element(ty: Scalar, bytes: &[u8], index: usize) -> Option<u64> {
    let n = ty.size() as usize;
    let chunk = bytes.get(index * n..index * n + n)?;
    let mut w = [0u8; 8];
    w[..n].copy_from_slice(chunk);
    Some(u64::from_le_bytes(w))
}

/// `bits` as a person reads them: the value, and the hex bits for floats.
pub fn show(ty: Scalar, bits: u64) -> String {
    if ty.is_float() {
        format!("{:?} (0x{bits:x})", float_value(ty, bits))
    } else {
        format!("{} (0x{bits:x})", Const { ty, bits }.as_i128())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every literal of every edge and random value reads back to its bits.
    #[test]
    fn literals_read_back() {
        let mut rng = Rng::new(3);
        for ty in NUMERIC.into_iter().chain([Scalar::Bool]) {
            let mut vals = edges(ty);
            vals.extend((0..200).map(|_| random(ty, &mut rng)));
            for bits in vals {
                for style in 0..15 {
                    let lit = literal(ty, bits, style);
                    let src = format!(
                        "gpu fn @k(%o: gpu.TBuffer<{0}>) -> unit {{\nbb0:\n    %x: {0} = const.{0} {lit}\n    gpu.buffer_store<{0}> {{ buf=%o, idx=const.u32 0, v=%x }}\n    ret\n}}\n",
                        ty.name()
                    );
                    let parsed = magpie_mpir::parse(&src);
                    let m = parsed
                        .value
                        .unwrap_or_else(|| panic!("{} {lit}: {:?}", ty.name(), parsed.diagnostics));
                    let f = m.functions.values().next().expect("one function");
                    let inst = f.insts.values().next().expect("one instruction");
                    let got = match inst.operands.first() {
                        Some(magpie_mpir::Operand::Const(c)) => c.bits,
                        other => panic!("{lit}: operand {other:?}"),
                    };
                    let want = bits & mask(ty);
                    let same = got == want || (is_nan(ty, got) && is_nan(ty, want));
                    assert!(same, "{} {lit}: got 0x{got:x}, want 0x{want:x}", ty.name());
                }
            }
        }
    }

    #[test]
    fn classification() {
        assert!(is_subnormal(Scalar::F32, 1));
        assert!(!is_subnormal(Scalar::F32, 0x0080_0000));
        assert_eq!(flush(Scalar::F32, 0x8000_0001), 0x8000_0000);
        assert!(is_nan(Scalar::Bf16, 0x7fc0));
        assert!(is_subnormal(Scalar::F16, 0x03ff));
        assert_eq!(element(Scalar::U16, &[1, 2, 3, 4], 1), Some(0x0403));
        assert_eq!(element(Scalar::U16, &[1, 2, 3], 1), None);
    }
}
