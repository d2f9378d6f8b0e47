//! f32 `a / b` and `sqrt(a)` bit-exact against the host's IEEE operations on
//! 2^17 inputs: random bit patterns, and inputs built to sit within an ulp
//! of a rounding midpoint (`a = m * b` rounded, `a = m * m` rounded for a
//! midpoint `m` between two floats), where a 1-ulp error shows; plus the
//! overflow threshold and subnormal quotients (ties among them included).

use magpie_rt::Device;

use super::check::{Case, CaseResult, Lcg, F32_EDGES};

/// A value halfway between `x` (positive, finite) and the next float up.
fn midpoint_above(x: f32) -> f64 {
    (f64::from(x) + f64::from(f32::from_bits(x.to_bits() + 1))) / 2.0
}

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("div_sqrt_rounding", dev);
    let mut rng = Lcg::new(31);
    let (mut xa, mut xb) = (Vec::new(), Vec::new());
    for &a in &F32_EDGES {
        for &b in &F32_EDGES {
            xa.push(a);
            xb.push(b);
        }
    }
    // around the overflow threshold and deep in the subnormals
    for (a, b) in [
        (f32::MAX, 0.999_999_94),
        (f32::MAX, 0.999_999_9),
        (f32::MAX, 1.0),
        (f32::MIN_POSITIVE, 3.0),
        (1.0e-40, 7.0),
        (3.0e-45, 2.0),
        // subnormal quotients exactly halfway between two subnormals:
        // ties to even (bits(3) / 2 is bits(2))
        (f32::from_bits(3), 2.0),
        (f32::from_bits(5), -2.0),
        (f32::from_bits(0x00ff_ffff), 2.0),
        (f32::from_bits(0x0080_0003), 4.0),
        (-2.5, 3.0),
        (1.5, 1.0),
    ] {
        xa.push(a);
        xb.push(b);
    }
    while xa.len() < 1 << 17 {
        match rng.below(4) {
            0 => {
                xa.push(rng.f32_bits());
                xb.push(rng.f32_bits());
            }
            1 => {
                // a = m * b near the midpoint m above a random quotient q
                let q = f32::from_bits(rng.below(0x7f00_0000) + 0x0080_0000);
                let b = rng.f32_in(0.5, 2.0) * 2f32.powi(rng.below(40) as i32 - 20);
                let a = (midpoint_above(q) * f64::from(b)) as f32;
                let s = if rng.below(2) == 0 { 1.0 } else { -1.0 };
                xa.push(s * a);
                xb.push(b);
            }
            2 => {
                // a = m * m near the midpoint m above a random root r
                let r = f32::from_bits(rng.below(0x3f00_0000) + 0x2000_0000);
                let a = (midpoint_above(r) * midpoint_above(r)) as f32;
                let b = f32::from_bits(a.to_bits().wrapping_add(rng.below(3)).wrapping_sub(1));
                xa.push(a);
                xb.push(if b.is_finite() && b != 0.0 { b } else { 1.0 });
            }
            _ => {
                xa.push(rng.f32_in(-1.0e4, 1.0e4));
                xb.push(rng.f32_in(-1.0e-3, 1.0e3));
            }
        }
    }
    let n = xa.len();
    let want: Vec<f32> = (0..n).flat_map(|i| [xa[i] / xb[i], xa[i].sqrt()]).collect();
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/div_sqrt_rounding.mp"),
        "div_sqrt_rounding",
    )?;
    let (ba, bb) = (c.upload(&xa)?, c.upload(&xb)?);
    let out = c.filled(2 * n, -12345.0_f32)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[(&ba).into(), (&bb).into(), (&out).into(), (n as u32).into()],
    )?;
    c.floats(
        "out",
        &c.read("out", &out)?,
        &want,
        |i| c.f32_bound(0, &[xa[i / 2], xb[i / 2], want[i]]),
        |i| {
            let op = if i % 2 == 0 { "a/b" } else { "sqrt(a)" };
            format!(
                "element {}, {op} with a={:?}, b={:?}",
                i / 2,
                xa[i / 2],
                xb[i / 2]
            )
        },
    )
}
