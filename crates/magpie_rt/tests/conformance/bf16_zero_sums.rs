//! `zero_sums` in bf16 (the driver and the ops are in [`super::zero_sums`]),
//! bit-exact. The kernel takes and stores f32 (bf16 values, converted
//! exactly) so that it emits for targets without bf16; it computes in bf16.
//! bf16 subnormals are f32 subnormals: compared unless the device flushes
//! them. References: the f32 results ([`super::zero_sums::sums32`])
//! rounded once with `half::bf16::from_f32`, exact before that rounding
//! for these inputs (checked below), so they are what both readings of
//! bf16 fma give (one rounding, or via f32 and then to bf16; README,
//! "Points the semantics leave open"). Needs bf16.

use half::bf16;
use magpie_rt::{Capability, Device};

use super::check::{Case, CaseResult};
use super::zero_sums::{check_sums, sums32};

/// Whether f32 rounds the product `a * b` (of two bf16 values) to the
/// bf16 that rounding it once would give: it is exact in f32, or too small
/// for either (below half of f32's smallest subnormal, so zero of its
/// sign in both), or past f32's range (infinite in both), or NaN.
fn product_rounds_once(a: f32, b: f32) -> bool {
    let p = f64::from(a) * f64::from(b); // exact: 16 significant bits
    p.is_nan()
        || p == f64::from(a * b)
        || p.abs() < 2f64.powi(-150)
        || p.abs() > f64::from(f32::MAX)
}

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("bf16_zero_sums", dev);
    c.require(&[Capability::Bf16])?;
    let edges: Vec<f32> = [
        bf16::ZERO,
        bf16::NEG_ZERO,
        bf16::ONE,
        bf16::NEG_ONE,
        bf16::from_f32(-3.5),
        bf16::INFINITY,
        bf16::NEG_INFINITY,
        bf16::NAN,
        bf16::from_bits(0x0001), // the smallest subnormal
        bf16::from_bits(0x8001),
        bf16::MAX,
    ]
    .iter()
    .map(|h| h.to_f32())
    .collect();
    for &a in &edges {
        for &b in &edges {
            assert!(product_rounds_once(a, b), "{a:?} * {b:?}");
        }
    }
    check_sums(
        &c,
        include_str!("../../../../tests/kernels/in/bf16_zero_sums.mp"),
        "bf16_zero_sums",
        &edges,
        -1234.0f32,
        |x, y| sums32(x, y).map(|r| bf16::from_f32(r).to_f32()),
        |x, y, w| c.f32_bound(0, &[x, y, w]),
    )
}
