//! Float arithmetic, ordered compares, `math.min/max/pow/atan2`, on
//! register bits.
//!
//! f32 and f64 use Rust's IEEE operators (round to nearest even, no
//! contraction). f16 and bf16 are widened exactly to f32, computed there and
//! rounded once to the narrow format ([`magpie_mpir::float`]): correctly
//! rounded for + − × ÷ because f32 has more than twice their precision plus
//! two bits. `f.rem` is C's `fmod` (Rust's `%`), which is exact.
//! `math.min/max` are C99 `fmin/fmax` with `-0 < +0`: they return one of the
//! operands, bit for bit.

use magpie_mpir::float::{self as narrow, Format};
use magpie_mpir::{Opcode, Scalar};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FloatOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Pow,
    Atan2,
    Min,
    Max,
    Oeq,
    One,
    Olt,
    Ogt,
    Ole,
    Oge,
}

impl FloatOp {
    pub fn from_opcode(op: Opcode) -> Option<FloatOp> {
        use Opcode::*;
        Some(match op {
            FAdd | FAddFast => FloatOp::Add,
            FSub | FSubFast => FloatOp::Sub,
            FMul | FMulFast => FloatOp::Mul,
            FDiv | FDivFast => FloatOp::Div,
            FRem | FRemFast => FloatOp::Rem,
            Pow => FloatOp::Pow,
            Atan2 => FloatOp::Atan2,
            Min => FloatOp::Min,
            Max => FloatOp::Max,
            FcmpOeq => FloatOp::Oeq,
            FcmpOne => FloatOp::One,
            FcmpOlt => FloatOp::Olt,
            FcmpOgt => FloatOp::Ogt,
            FcmpOle => FloatOp::Ole,
            FcmpOge => FloatOp::Oge,
            _ => return None,
        })
    }
}

pub(crate) fn format_of(ty: Scalar) -> Format {
    if ty == Scalar::Bf16 {
        narrow::BF16
    } else {
        narrow::F16
    }
}

/// The value of a float register, widened exactly to f64.
#[inline]
pub(crate) fn to_f64(ty: Scalar, bits: u64) -> f64 {
    match ty {
        Scalar::F64 => f64::from_bits(bits),
        _ => f64::from(to_f32(ty, bits)),
    }
}

/// The value of an f32, f16 or bf16 register, widened exactly to f32.
#[inline]
pub(crate) fn to_f32(ty: Scalar, bits: u64) -> f32 {
    match ty {
        Scalar::F16 => half::f16::from_bits(bits as u16).to_f32(),
        Scalar::Bf16 => half::bf16::from_bits(bits as u16).to_f32(),
        _ => f32::from_bits(bits as u32),
    }
}

/// `x` rounded to `ty` (f32, f16 or bf16), as register bits.
#[inline]
pub(crate) fn from_f32(ty: Scalar, x: f32) -> u64 {
    match ty {
        Scalar::F16 | Scalar::Bf16 => narrow::round_f64(f64::from(x), format_of(ty)),
        _ => u64::from(x.to_bits()),
    }
}

/// True when `fmin(x, y)` is `x` (`max` flips the comparisons).
fn first_wins(x: f64, y: f64, min: bool) -> bool {
    if x.is_nan() {
        return false;
    }
    if y.is_nan() {
        return true;
    }
    if x == y {
        // Equal: only ±0 can differ; -0 is the smaller.
        return x.is_sign_negative() == min || y.is_sign_negative() != min;
    }
    (x < y) == min
}

macro_rules! arith {
    ($name:ident, $t:ty) => {
        #[inline]
        fn $name(op: FloatOp, x: $t, y: $t) -> $t {
            match op {
                FloatOp::Add => x + y,
                FloatOp::Sub => x - y,
                FloatOp::Mul => x * y,
                FloatOp::Div => x / y,
                FloatOp::Rem => x % y,
                // SEMANTICS.md: any NaN input gives NaN, also where C's
                // pow gives 1 (pow(NaN, 0), pow(1, NaN)).
                FloatOp::Pow if x.is_nan() || y.is_nan() => <$t>::NAN,
                FloatOp::Pow => x.powf(y),
                _ => x.atan2(y),
            }
        }
    };
}
arith!(arith_f32, f32);
arith!(arith_f64, f64);

fn compare(op: FloatOp, x: f64, y: f64) -> bool {
    if x.is_nan() || y.is_nan() {
        return false;
    }
    match op {
        FloatOp::Oeq => x == y,
        FloatOp::One => x != y,
        FloatOp::Olt => x < y,
        FloatOp::Ogt => x > y,
        FloatOp::Ole => x <= y,
        _ => x >= y,
    }
}

/// `a op b` for float type `ty`; compares give bool bits.
#[inline]
pub(crate) fn float_op(op: FloatOp, ty: Scalar, a: u64, b: u64) -> u64 {
    match op {
        FloatOp::Oeq | FloatOp::One | FloatOp::Olt | FloatOp::Ogt | FloatOp::Ole | FloatOp::Oge => {
            u64::from(compare(op, to_f64(ty, a), to_f64(ty, b)))
        }
        FloatOp::Min | FloatOp::Max => {
            if first_wins(to_f64(ty, a), to_f64(ty, b), op == FloatOp::Min) {
                a
            } else {
                b
            }
        }
        _ => match ty {
            Scalar::F64 => arith_f64(op, f64::from_bits(a), f64::from_bits(b)).to_bits(),
            // pow and atan2 on the narrow types: evaluated in f64 and rounded
            // once (see `math::narrow`), within 1 ulp of the correctly
            // rounded result.
            _ if matches!(op, FloatOp::Pow | FloatOp::Atan2) => {
                super::math::narrow(ty, arith_f64(op, to_f64(ty, a), to_f64(ty, b)))
            }
            _ => from_f32(ty, arith_f32(op, to_f32(ty, a), to_f32(ty, b))),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32b(x: f32) -> u64 {
        u64::from(x.to_bits())
    }

    #[test]
    fn min_max_nan_and_signed_zero() {
        let (nan, one, pz, nz) = (f32b(f32::NAN), f32b(1.0), f32b(0.0), f32b(-0.0));
        let t = Scalar::F32;
        assert_eq!(float_op(FloatOp::Min, t, nan, one), one);
        assert_eq!(float_op(FloatOp::Min, t, one, nan), one);
        assert_eq!(float_op(FloatOp::Max, t, nan, one), one);
        assert_eq!(float_op(FloatOp::Min, t, pz, nz), nz);
        assert_eq!(float_op(FloatOp::Min, t, nz, pz), nz);
        assert_eq!(float_op(FloatOp::Max, t, pz, nz), pz);
        assert_eq!(float_op(FloatOp::Max, t, nz, pz), pz);
        assert_eq!(float_op(FloatOp::Max, t, nz, nz), nz);
        assert!(f32::from_bits(float_op(FloatOp::Min, t, nan, nan) as u32).is_nan());
    }

    #[test]
    fn pow_of_a_nan_is_nan_where_c_gives_one() {
        for t in [Scalar::F32, Scalar::F64, Scalar::F16] {
            let c = |x: f64| magpie_mpir::Const::float(t, x).bits;
            let is_nan = |b: u64| magpie_mpir::Const { ty: t, bits: b }.as_f64().is_nan();
            assert!(
                is_nan(float_op(FloatOp::Pow, t, c(f64::NAN), c(0.0))),
                "{t:?}"
            );
            assert!(
                is_nan(float_op(FloatOp::Pow, t, c(f64::NAN), c(-0.0))),
                "{t:?}"
            );
            assert!(
                is_nan(float_op(FloatOp::Pow, t, c(1.0), c(f64::NAN))),
                "{t:?}"
            );
            // the other cases that give 1 stay
            assert_eq!(float_op(FloatOp::Pow, t, c(5.0), c(0.0)), c(1.0), "{t:?}");
            assert_eq!(
                float_op(FloatOp::Pow, t, c(1.0), c(f64::INFINITY)),
                c(1.0),
                "{t:?}"
            );
        }
    }
}
