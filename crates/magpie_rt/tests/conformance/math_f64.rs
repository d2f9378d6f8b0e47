//! f64 math. Exact ops (floor ceil round trunc abs) are compared bit-exactly.
//! For the others the reference is Rust's f64 function, itself within 1 ulp
//! of the true value, so the bound is OpenCL C's double-precision bound plus
//! 1: rsqrt 2+1, exp 3+1, exp2 3+1, log 3+1, log2 3+1, sin 4+1, cos 4+1,
//! tan 4+1 (SEMANTICS.md), tanh 5+1, pow 16+1, atan2 6+1. Needs float64.

use magpie_rt::{Capability, Device};

use super::check::{Case, CaseResult, Lcg};

const OPS: [&str; 16] = [
    "rsqrt", "exp", "exp2", "log", "log2", "sin", "cos", "tan", "tanh", "pow", "atan2", "floor",
    "ceil", "round", "trunc", "abs",
];
const BOUNDS: [u64; 16] = [3, 4, 4, 4, 4, 5, 5, 5, 6, 17, 7, 0, 0, 0, 0, 0];

fn reference(a: f64, b: f64) -> [f64; 16] {
    [
        1.0 / a.sqrt(),
        a.exp(),
        a.exp2(),
        a.ln(),
        a.log2(),
        a.sin(),
        a.cos(),
        a.tan(),
        a.tanh(),
        // SEMANTICS.md: a NaN operand gives NaN (std gives 1 for pow(NaN, 0)
        // and pow(1, NaN))
        if a.is_nan() || b.is_nan() {
            f64::NAN
        } else {
            a.powf(b)
        },
        a.atan2(b),
        a.floor(),
        a.ceil(),
        a.round(),
        a.trunc(),
        a.abs(),
    ]
}

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("math_f64", dev);
    c.require(&[Capability::Float64])?;
    let mut rng = Lcg::new(33);
    let mut pairs: Vec<(f64, f64)> = vec![
        (f64::NAN, 0.0),
        (f64::NAN, -0.0),
        (1.0, f64::NAN),
        (0.0, 0.0),
        (-0.0, 0.0),
        (0.0, -0.0),
        (-0.0, -0.0),
        (1.0, 2.0),
        (-1.0, 3.0),
        (-2.0, 3.0),
        (2.0, -1.0),
        (0.5, -0.5),
        (-0.5, 1.0),
        (1.5, 1.0),
        (-2.5, 1.0),
        (f64::INFINITY, 2.0),
        (f64::NEG_INFINITY, 3.0),
        (f64::NAN, 2.0),
        (2.0, f64::NAN),
        (700.0, 1.0),
        (-700.0, 1.0),
        (710.0, 1.0),
        (1.0e-300, 1.0),
        (f64::from_bits(1), 1.0),
        (f64::MAX, 1.0),
        (std::f64::consts::PI, 1.0),
        (std::f64::consts::FRAC_PI_2, -1.0),
        (1.0e6, 1.0),
        (4_503_599_627_370_497.0, 1.0),
        (0.499_999_999_999_999_94, 1.0),
    ];
    for _ in 0..100 {
        pairs.push((rng.f64_in(-30.0, 30.0), rng.f64_in(-6.0, 6.0)));
    }
    for _ in 0..40 {
        pairs.push((rng.f64_in(0.0, 100.0), rng.f64_in(-3.0, 3.0)));
    }
    let n = pairs.len();
    let xa: Vec<f64> = pairs.iter().map(|p| p.0).collect();
    let xb: Vec<f64> = pairs.iter().map(|p| p.1).collect();
    let want: Vec<f64> = pairs.iter().flat_map(|&(a, b)| reference(a, b)).collect();
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/math_f64.mp"),
        "math_f64",
    )?;
    let (ba, bb) = (c.upload(&xa)?, c.upload(&xb)?);
    let out = c.filled(16 * n, -12345.0_f64)?;
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
        |i| BOUNDS[i % 16],
        |i| {
            let e = i / 16;
            format!(
                "element {e}, {}(a{}) with a={:?}, b={:?}",
                OPS[i % 16],
                if matches!(i % 16, 9 | 10) { ", b" } else { "" },
                xa[e],
                xb[e]
            )
        },
    )
}
