//! The deterministic generator behind `random(SEED)`: SplitMix64, so a seed
//! gives the same buffer on every machine and in every version.

use magpie_mpir::{Const, Scalar};

#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    pub fn new(seed: u64) -> Self {
        SplitMix64(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Floats uniform in [-1, 1) (on a 2^-24 grid, exact in every float
    /// type's range but rounded for f16/bf16); unsigned integers in [0,
    /// 1000); signed in [-1000, 1000); bool 0 or 1.
    pub fn value(&mut self, ty: Scalar) -> Const {
        let r = self.next_u64();
        if ty.is_float() {
            let unit = (r >> 40) as f64 / (1u64 << 24) as f64;
            return Const::float(ty, unit * 2.0 - 1.0);
        }
        match ty {
            Scalar::Bool => Const::bool(r & 1 == 1),
            t if t.is_signed_int() && t.bits() > 8 => Const::int(t, (r % 2000) as i128 - 1000),
            t if t.is_signed_int() => Const::int(t, (r % 256) as i128 - 128),
            t if t.bits() == 8 => Const::int(t, (r % 256) as i128),
            t => Const::int(t, (r % 1000) as i128),
        }
    }
}
