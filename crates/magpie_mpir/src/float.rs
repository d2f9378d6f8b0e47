//! Correctly rounded conversions to the narrow float formats (f16, bf16),
//! used by [`crate::Const::float`], the parser and constant folding.
//!
//! Every result is rounded once, to nearest with ties to even, from the
//! exact input value: an f64 or an integer of up to 127 bits. Overflow gives
//! ±infinity, tiny values give subnormals or ±0, NaN gives the format's quiet
//! NaN with the input's sign (SEMANTICS.md: payloads are not preserved).
//!
//! Why not the `half` crate: its `from_f64` drops the low 32 bits of the
//! f64 significand before rounding (and with F16C goes through f32), which
//! rounds some inputs the wrong way; `f32`/`f64` targets use Rust's `as`,
//! which is correctly rounded.

/// An IEEE-754 binary interchange format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Format {
    pub exp_bits: u32,
    pub frac_bits: u32,
}

pub const F16: Format = Format {
    exp_bits: 5,
    frac_bits: 10,
};
pub const BF16: Format = Format {
    exp_bits: 8,
    frac_bits: 7,
};
pub const F32: Format = Format {
    exp_bits: 8,
    frac_bits: 23,
};

impl Format {
    fn sign_bit(self) -> u64 {
        1 << (self.exp_bits + self.frac_bits)
    }
    fn exp_all_ones(self) -> u64 {
        ((1u64 << self.exp_bits) - 1) << self.frac_bits
    }
    fn bias(self) -> i32 {
        (1 << (self.exp_bits - 1)) - 1
    }
}

/// `x` rounded to `fmt`, as the format's bits.
pub fn round_f64(x: f64, fmt: Format) -> u64 {
    let bits = x.to_bits();
    let neg = bits >> 63 == 1;
    let sign = if neg { fmt.sign_bit() } else { 0 };
    if x.is_nan() {
        return sign | fmt.exp_all_ones() | (1 << (fmt.frac_bits - 1));
    }
    if x.is_infinite() {
        return sign | fmt.exp_all_ones();
    }
    if x == 0.0 {
        return sign;
    }
    let biased = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1u64 << 52) - 1);
    let (m, e) = if biased == 0 {
        (frac, -1074)
    } else {
        (frac | (1u64 << 52), biased - 1075)
    };
    round_parts(neg, u128::from(m), e, fmt)
}

/// The integer `v` rounded to `fmt`, as the format's bits.
pub fn round_int(v: i128, fmt: Format) -> u64 {
    if v == 0 {
        return 0;
    }
    round_parts(v < 0, v.unsigned_abs(), 0, fmt)
}

/// Rounds `(-1)^neg × m × 2^e` (m > 0) to `fmt`.
fn round_parts(neg: bool, m: u128, e: i32, fmt: Format) -> u64 {
    let frac = fmt.frac_bits as i32;
    let sign = if neg { fmt.sign_bit() } else { 0 };
    let emin = 1 - fmt.bias();
    // Exponent of the last significand bit of the smallest subnormal.
    let qmin = emin - frac;
    let msb = 127 - m.leading_zeros() as i32;
    // The result is a multiple of 2^q with at most frac+1 significant bits.
    let mut q = (msb + e - frac).max(qmin);
    let shift = q - e;
    let mut n: u128 = if shift <= 0 {
        // Exact: n = m × 2^-shift < 2^(frac+1).
        m << (-shift) as u32
    } else if shift >= 128 {
        // m < 2^127 ≤ half an ulp: rounds to zero.
        0
    } else {
        let s = shift as u32;
        let kept = m >> s;
        let rem = m & ((1u128 << s) - 1);
        let half = 1u128 << (s - 1);
        if rem > half || (rem == half && kept & 1 == 1) {
            kept + 1
        } else {
            kept
        }
    };
    if n >> (frac + 1) != 0 {
        // Rounding carried into a new bit: n was 2^(frac+1), exactly.
        n >>= 1;
        q += 1;
    }
    if n == 0 {
        return sign;
    }
    let n = n as u64;
    if n < 1 << frac {
        return sign | n; // subnormal: q == qmin
    }
    let biased = q + frac + fmt.bias();
    if biased >= (1 << fmt.exp_bits) - 1 {
        return sign | fmt.exp_all_ones();
    }
    sign | ((biased as u64) << frac) | (n - (1 << frac))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn known_values() {
        assert_eq!(round_f64(1.0, F16), 0x3c00);
        assert_eq!(round_f64(-2.0, F16), 0xc000);
        assert_eq!(round_f64(65504.0, F16), 0x7bff);
        assert_eq!(round_f64(65519.99, F16), 0x7bff);
        assert_eq!(round_f64(65520.0, F16), 0x7c00); // ties to even → inf
        assert_eq!(round_f64(2f64.powi(-24), F16), 0x0001); // smallest subnormal
        assert_eq!(round_f64(2f64.powi(-25), F16), 0x0000); // tie → even (0)
        assert_eq!(round_f64(2f64.powi(-25) * 1.5, F16), 0x0001);
        assert_eq!(round_f64(-0.0, F16), 0x8000);
        assert_eq!(round_f64(f64::NAN, F16) & 0x7e00, 0x7e00);
        assert_eq!(round_f64(f64::NEG_INFINITY, BF16), 0xff80);
        assert_eq!(round_f64(1.0, BF16), 0x3f80);
        // 1 + 2^-8 is a bf16 tie: even is 1.0; a hair above rounds up.
        assert_eq!(round_f64(1.0 + 2f64.powi(-8), BF16), 0x3f80);
        assert_eq!(
            round_f64(1.0 + 2f64.powi(-8) + 2f64.powi(-40), BF16),
            0x3f81
        );
        // The case `half` gets wrong: the deciding bit is below f64 bit 32.
        assert_eq!(
            round_f64(1.0 + 2f64.powi(-11) + 2f64.powi(-50), F16),
            0x3c01
        );
        assert_eq!(round_int(65520, F16), 0x7c00);
        assert_eq!(round_int(-3, F16), 0xc200);
        assert_eq!(
            round_int((1 << 60) + (1 << 52) + 1, BF16),
            round_f64(2f64.powi(60) * (1.0 + 2f64.powi(-7)), BF16)
        );
    }

    proptest! {
        #[test]
        fn f64_to_f32_matches_rust(bits in any::<u64>()) {
            let x = f64::from_bits(bits);
            let ours = round_f64(x, F32) as u32;
            let rust = (x as f32).to_bits();
            if x.is_nan() {
                prop_assert!(f32::from_bits(ours).is_nan());
            } else {
                prop_assert_eq!(ours, rust, "x = {:e}", x);
            }
        }

        #[test]
        fn int_to_f32_matches_rust(v in any::<i128>()) {
            prop_assert_eq!(round_int(v, F32) as u32, (v as f32).to_bits());
        }

        #[test]
        fn i64_to_f32_matches_rust(v in any::<i64>()) {
            prop_assert_eq!(round_int(v as i128, F32) as u32, (v as f32).to_bits());
        }

        #[test]
        fn f32_to_f16_matches_half(bits in any::<u32>()) {
            // From f32, `half` is correctly rounded: agree with it.
            let x = f32::from_bits(bits);
            let ours = round_f64(x as f64, F16) as u16;
            let theirs = half::f16::from_f32(x).to_bits();
            if x.is_nan() {
                prop_assert!(half::f16::from_bits(ours).is_nan());
            } else {
                prop_assert_eq!(ours, theirs, "x = {:e}", x);
            }
        }

        #[test]
        fn f32_to_bf16_matches_half(bits in any::<u32>()) {
            let x = f32::from_bits(bits);
            let ours = round_f64(x as f64, BF16) as u16;
            let theirs = half::bf16::from_f32(x).to_bits();
            if x.is_nan() {
                prop_assert!(half::bf16::from_bits(ours).is_nan());
            } else {
                prop_assert_eq!(ours, theirs, "x = {:e}", x);
            }
        }
    }
}
