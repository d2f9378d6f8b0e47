//! `zero_sums` in f64 (the driver and the ops are in [`super::zero_sums`]),
//! bit-exact; subnormals preserved (SEMANTICS.md). References: Rust's own
//! f64 operations (IEEE, correctly rounded; `mul_add` rounds once). Needs
//! float64.

use magpie_rt::{Capability, Device};

use super::check::{Case, CaseResult};
use super::zero_sums::check_sums;

fn sums64(x: f64, y: f64) -> [f64; 7] {
    [
        x + 0.0,
        0.0 + x,
        0.0 - x,
        x - (-0.0),
        x.mul_add(y, 0.0),
        0.0f64.mul_add(x, y),
        x * 0.0,
    ]
}

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("f64_zero_sums", dev);
    c.require(&[Capability::Float64])?;
    let edges = [
        0.0f64,
        -0.0,
        1.0,
        -1.0,
        -3.5,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        f64::from_bits(1), // the smallest subnormal
        f64::from_bits(0x8000_0000_0000_0001),
        f64::MAX,
    ];
    check_sums(
        &c,
        include_str!("../../../../tests/kernels/in/f64_zero_sums.mp"),
        "f64_zero_sums",
        &edges,
        -1234.0f64,
        sums64,
        |_, _, _| 0,
    )
}
