//! f32 math with error bounds. References are computed in f64 and rounded
//! once (within half an ulp of the true value), so a result within B ulp of
//! the true value is within B ulp of the reference. Bounds (ulp), from
//! SEMANTICS.md and OpenCL C's full profile: rsqrt 2, exp 3, exp2 3, log 3,
//! log2 3, sin 4, cos 4, tan 4, tanh 5, pow 16, atan2 6.
//!
//! Inputs: each op's domain with its special values (0, -0, +-inf, NaN,
//! negatives for log/rsqrt, large arguments for sin/cos), with pow(NaN, 0)
//! and pow(1, NaN): NaN, as SEMANTICS.md's "any NaN input gives a NaN
//! result" says, where C (and Rust's powf) give 1. Results that are f32
//! subnormals (exp(-100)) are compared only where the device keeps
//! subnormals.

use magpie_rt::Device;

use super::check::{Case, CaseResult, Lcg};

const OPS: [&str; 11] = [
    "rsqrt", "exp", "exp2", "log", "log2", "sin", "cos", "tan", "tanh", "pow", "atan2",
];
const BOUNDS: [u64; 11] = [2, 3, 3, 3, 3, 4, 4, 4, 5, 16, 6];

fn reference(a: f32, b: f32) -> [f32; 11] {
    let (x, y) = (f64::from(a), f64::from(b));
    [
        1.0 / x.sqrt(),
        x.exp(),
        x.exp2(),
        x.ln(),
        x.log2(),
        x.sin(),
        x.cos(),
        x.tan(),
        x.tanh(),
        if x.is_nan() || y.is_nan() {
            f64::NAN
        } else {
            x.powf(y)
        },
        x.atan2(y),
    ]
    .map(|r| r as f32)
}

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("math_transcendental", dev);
    let mut rng = Lcg::new(12);
    // (a, b) pairs: specials first
    let mut pairs: Vec<(f32, f32)> = vec![
        (f32::NAN, 0.0),
        (f32::NAN, -0.0),
        (1.0, f32::NAN),
        (0.0, 0.0),
        (-0.0, 0.0),
        (0.0, -0.0),
        (-0.0, -0.0),
        (1.0, 2.0),
        (-1.0, 3.0),
        (-2.0, 3.0),
        (-2.0, 2.0),
        (2.0, -1.0),
        (f32::INFINITY, 2.0),
        (f32::NEG_INFINITY, 3.0),
        (f32::NAN, 2.0),
        (2.0, f32::NAN),
        (0.5, f32::INFINITY),
        (4.0, 0.5),
        (100.0, 1.0),
        (-100.0, 1.0),
        (89.0, 1.0),
        (1.0e-3, 10.0),
        (std::f32::consts::PI, 1.0),
        (std::f32::consts::FRAC_PI_2, -1.0),
        (-std::f32::consts::FRAC_PI_4, -1.0),
        (10.0, 20.0),
        (1000.0, 0.1),
        (-5000.5, 1.0),
        (100_000.0, 1.0),
        (f32::MAX, 1.0),
        (f32::MIN_POSITIVE, 1.0),
    ];
    for _ in 0..80 {
        pairs.push((rng.f32_in(-20.0, 20.0), rng.f32_in(-5.0, 5.0)));
    }
    for _ in 0..40 {
        pairs.push((rng.f32_in(0.0, 50.0), rng.f32_in(-3.0, 3.0)));
    }
    let n = pairs.len();
    let xa: Vec<f32> = pairs.iter().map(|p| p.0).collect();
    let xb: Vec<f32> = pairs.iter().map(|p| p.1).collect();
    let want: Vec<f32> = pairs.iter().flat_map(|&(a, b)| reference(a, b)).collect();
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/math_transcendental.mp"),
        "math_transcendental",
    )?;
    let (ba, bb) = (c.upload(&xa)?, c.upload(&xb)?);
    let out = c.filled(11 * n, -12345.0_f32)?;
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
        |i| {
            let (a, _) = pairs[i / 11];
            // SEMANTICS.md lets a device flush f32 subnormals (exp(-100))
            c.f32_bound(BOUNDS[i % 11], &[a, want[i]])
        },
        |i| {
            format!(
                "element {}, {}(a{}) with a={:?}, b={:?}",
                i / 11,
                OPS[i % 11],
                if i % 11 >= 9 { ", b" } else { "" },
                xa[i / 11],
                xb[i / 11]
            )
        },
    )
}
