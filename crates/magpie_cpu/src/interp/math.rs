//! `math.*` unary functions and `math.fma`, on register bits.
//!
//! f64 uses Rust's std (`sqrt`, `floor`, `ceil`, `trunc`, `round` (half away
//! from zero) and `mul_add` are exact; the transcendental ones come from the
//! platform libm, within an ulp on mainstream ones). f32, f16 and bf16: the
//! exact ops are computed in f32 and rounded once; the transcendental ones
//! (rsqrt, exp, exp2, log, log2, sin, cos, tan, tanh, and pow/atan2 in
//! `float.rs`) are evaluated in f64 and rounded once to the type, which is
//! within 1 ulp of the correctly rounded result (an f64 libm error of under
//! one f64 ulp moves the value by far less than half an f32 ulp). `math.abs` clears the sign bit
//! (NaN included). `math.fma` on f16/bf16 is computed exactly in f64 up to
//! one rounding made "to odd", then rounded to the narrow format: a single
//! correct rounding overall.

use magpie_mpir::float::round_f64;
use magpie_mpir::{Opcode, Scalar};

use super::float::{format_of, from_f32, to_f32, to_f64};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MathOp {
    Sqrt,
    Rsqrt,
    Exp,
    Exp2,
    Log,
    Log2,
    Sin,
    Cos,
    Tan,
    Tanh,
    Abs,
    Floor,
    Ceil,
    Round,
    Trunc,
}

impl MathOp {
    pub fn from_opcode(op: Opcode) -> Option<MathOp> {
        use Opcode::*;
        Some(match op {
            Sqrt => MathOp::Sqrt,
            Rsqrt => MathOp::Rsqrt,
            Exp => MathOp::Exp,
            Exp2 => MathOp::Exp2,
            Log => MathOp::Log,
            Log2 => MathOp::Log2,
            Sin => MathOp::Sin,
            Cos => MathOp::Cos,
            Tan => MathOp::Tan,
            Tanh => MathOp::Tanh,
            Abs => MathOp::Abs,
            Floor => MathOp::Floor,
            Ceil => MathOp::Ceil,
            Round => MathOp::Round,
            Trunc => MathOp::Trunc,
            _ => return None,
        })
    }
}

macro_rules! unary {
    ($name:ident, $t:ty) => {
        fn $name(op: MathOp, x: $t) -> $t {
            match op {
                MathOp::Sqrt => x.sqrt(),
                MathOp::Rsqrt => 1.0 / x.sqrt(),
                MathOp::Exp => x.exp(),
                MathOp::Exp2 => x.exp2(),
                MathOp::Log => x.ln(),
                MathOp::Log2 => x.log2(),
                MathOp::Sin => x.sin(),
                MathOp::Cos => x.cos(),
                MathOp::Tan => x.tan(),
                MathOp::Tanh => x.tanh(),
                MathOp::Abs => x.abs(),
                MathOp::Floor => x.floor(),
                MathOp::Ceil => x.ceil(),
                MathOp::Round => x.round(),
                MathOp::Trunc => x.trunc(),
            }
        }
    };
}
unary!(unary_f32, f32);
unary!(unary_f64, f64);

impl MathOp {
    /// Not exactly representable in general: evaluated in f64 for the
    /// narrower types.
    fn is_transcendental(self) -> bool {
        !matches!(
            self,
            MathOp::Sqrt
                | MathOp::Abs
                | MathOp::Floor
                | MathOp::Ceil
                | MathOp::Round
                | MathOp::Trunc
        )
    }
}

pub(crate) fn math_op(op: MathOp, ty: Scalar, v: u64) -> u64 {
    match ty {
        Scalar::F64 => unary_f64(op, f64::from_bits(v)).to_bits(),
        Scalar::F16 | Scalar::Bf16 if op == MathOp::Abs => v & 0x7fff,
        _ if op.is_transcendental() => narrow(ty, unary_f64(op, to_f64(ty, v))),
        _ => from_f32(ty, unary_f32(op, to_f32(ty, v))),
    }
}

/// An f64 result rounded once (to nearest even) to the float type `ty`.
pub(crate) fn narrow(ty: Scalar, r: f64) -> u64 {
    match ty {
        Scalar::F64 => r.to_bits(),
        Scalar::F32 => u64::from((r as f32).to_bits()),
        _ => round_f64(r, format_of(ty)),
    }
}

/// `a * b + c` with one rounding.
pub(crate) fn fma(ty: Scalar, a: u64, b: u64, c: u64) -> u64 {
    match ty {
        Scalar::F64 => f64::from_bits(a)
            .mul_add(f64::from_bits(b), f64::from_bits(c))
            .to_bits(),
        Scalar::F32 => u64::from(
            f32::from_bits(a as u32)
                .mul_add(f32::from_bits(b as u32), f32::from_bits(c as u32))
                .to_bits(),
        ),
        _ => {
            let (x, y, z) = (to_f64(ty, a), to_f64(ty, b), to_f64(ty, c));
            round_f64(sum_to_odd(x * y, z), format_of(ty))
        }
    }
}

/// `p + c` rounded to f64 "to odd": when inexact, the result with an odd last
/// bit of the two neighbours. `p` and `c` must be exact (a product of two
/// f16/bf16 values is exact in f64). Rounding that again to a format at
/// least two bits narrower is the correctly rounded `p + c`.
fn sum_to_odd(p: f64, c: f64) -> f64 {
    let s = p + c;
    if !s.is_finite() || s == 0.0 {
        return s;
    }
    // TwoSum: s + e == p + c exactly.
    let bb = s - p;
    let e = (p - (s - bb)) + (c - bb);
    let bits = s.to_bits();
    if e == 0.0 || bits & 1 == 1 {
        return s;
    }
    // Step one ulp toward the exact value, which makes the last bit odd.
    if (e > 0.0) == (s > 0.0) {
        f64::from_bits(bits + 1)
    } else {
        f64::from_bits(bits - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// An f16's value times 2^24 (exact: every f16 is a multiple of 2^-24).
    fn scaled(bits: u16) -> i128 {
        let e = (bits >> 10) & 0x1f;
        let m = i128::from(bits & 0x3ff);
        let mag = if e == 0 { m } else { (m | 0x400) << (e - 1) };
        if bits & 0x8000 != 0 {
            -mag
        } else {
            mag
        }
    }

    /// `v * 2^-48` rounded to f16 by search: nearest, ties to the even
    /// encoding; 0x7c00 stands for 2^16, the first value past the range.
    fn round_ref(v: i128) -> u16 {
        let mag = v.unsigned_abs() as i128;
        let val = |b: u16| {
            if b == 0x7c00 {
                1i128 << 64
            } else {
                scaled(b) << 24
            }
        };
        let (mut lo, mut hi) = (0u16, 0x7c00u16);
        if mag >= val(hi) {
            lo = hi;
        } else {
            while hi - lo > 1 {
                let mid = (lo + hi) / 2;
                if val(mid) <= mag {
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
        }
        let pick = if lo == 0x7c00 || mag == val(lo) {
            lo
        } else {
            let (dl, dh) = (mag - val(lo), val(hi) - mag);
            if dl < dh || (dl == dh && lo % 2 == 0) {
                lo
            } else {
                hi
            }
        };
        if v < 0 {
            pick | 0x8000
        } else {
            pick
        }
    }

    fn finite_f16() -> impl Strategy<Value = u16> {
        (0u16..0x7c00, any::<bool>()).prop_map(|(b, s)| if s { b | 0x8000 } else { b })
    }

    proptest! {
        #[test]
        fn fma_f16_is_correctly_rounded(a in finite_f16(), b in finite_f16(), c in finite_f16()) {
            let exact = scaled(a) * scaled(b) + (scaled(c) << 24);
            let got = fma(Scalar::F16, u64::from(a), u64::from(b), u64::from(c)) as u16;
            if exact == 0 {
                prop_assert_eq!(got & 0x7fff, 0);
            } else {
                prop_assert_eq!(got, round_ref(exact), "{:#x} * {:#x} + {:#x}", a, b, c);
            }
        }

        #[test]
        fn fma_f16_near_ties(a in 0x3c00u16..0x4000, b in 0x3c00u16..0x4000, small in 0u16..0x0400, neg in any::<bool>()) {
            // Products of two values in [1, 2) often land on a midpoint;
            // a subnormal c then decides the rounding.
            let c = if neg { small | 0x8000 } else { small };
            let exact = scaled(a) * scaled(b) + (scaled(c) << 24);
            let got = fma(Scalar::F16, u64::from(a), u64::from(b), u64::from(c)) as u16;
            prop_assert_eq!(got, round_ref(exact));
        }
    }

    #[test]
    fn sum_to_odd_marks_inexact_sums() {
        let s = sum_to_odd(1.0, 2f64.powi(-80));
        assert!(s > 1.0 && s.to_bits() & 1 == 1);
        let s = sum_to_odd(1.0, -(2f64.powi(-80)));
        assert!(s < 1.0 && s.to_bits() & 1 == 1);
        assert_eq!(sum_to_odd(1.0, 2.0), 3.0);
    }

    #[test]
    fn abs_clears_the_sign_bit_only() {
        assert_eq!(math_op(MathOp::Abs, Scalar::F16, 0xfe01), 0x7e01);
        assert_eq!(
            math_op(MathOp::Round, Scalar::F32, u64::from(2.5f32.to_bits())),
            u64::from(3f32.to_bits())
        );
        assert_eq!(
            math_op(MathOp::Round, Scalar::F32, u64::from((-2.5f32).to_bits())),
            u64::from((-3f32).to_bits())
        );
    }
}
