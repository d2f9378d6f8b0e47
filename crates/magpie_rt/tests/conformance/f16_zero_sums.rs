//! `zero_sums` in f16 (the driver and the ops are in [`super::zero_sums`]),
//! bit-exact; f16 subnormals preserved (SEMANTICS.md). References: the f32
//! results ([`super::zero_sums::sums32`]) rounded once with
//! `half::f16::from_f32`. f32 holds every result here before that rounding
//! exactly: the sums add a zero, and a product of two f16 has at most 22
//! significant bits and lies between 2^-48 and 2^32 (f32's normal range),
//! so `mul_add` in f32 is exact and the one rounding is f16's. Needs f16.

use half::f16;
use magpie_rt::{Capability, Device};

use super::check::{Case, CaseResult};
use super::zero_sums::{check_sums, sums32};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("f16_zero_sums", dev);
    c.require(&[Capability::F16Arithmetic])?;
    let edges = [
        f16::ZERO,
        f16::NEG_ZERO,
        f16::ONE,
        f16::NEG_ONE,
        f16::from_f32(-3.5),
        f16::INFINITY,
        f16::NEG_INFINITY,
        f16::NAN,
        f16::from_bits(0x0001), // the smallest subnormal
        f16::from_bits(0x8001),
        f16::MAX,
    ];
    check_sums(
        &c,
        include_str!("../../../../tests/kernels/in/f16_zero_sums.mp"),
        "f16_zero_sums",
        &edges,
        f16::from_f32(-1234.0),
        |x, y| sums32(x.to_f32(), y.to_f32()).map(f16::from_f32),
        |_, _, _| 0,
    )
}
