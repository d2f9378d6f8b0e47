//! Division by a constant ±0.0 (literal or found by folding), f32 and f64:
//! ±inf by the signs, NaN for a zero or NaN dividend; and ±0.0 / x.
//! Bit-exact (any NaN matches any NaN). References: Rust's own IEEE
//! division. Needs float64.

use std::ops::Div;

use magpie_rt::{Capability, Device};

use super::check::{Case, CaseResult};

const OPS: [&str; 6] = [
    "x / 0.0",
    "x / -0.0",
    "x / f(n < n)",
    "x / -f(n < n)",
    "0.0 / x",
    "-0.0 / x",
];

/// The kernel's six quotients of `x`, in `OPS` order (`z`, `nz`: +0, -0).
fn quotients<T: Copy + Div<Output = T>>(x: T, z: T, nz: T) -> [T; 6] {
    [x / z, x / nz, x / z, x / nz, z / x, nz / x]
}

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("div_zero_const", dev);
    c.require(&[Capability::Float64])?;
    let xs = [
        1.5f64,
        -2.0,
        0.0,
        -0.0,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        1.0e300,
        -1.0e-300,
        f64::from_bits(1),
    ];
    let n = xs.len();
    let mut want_d = Vec::new();
    let mut want_f = Vec::new();
    for &x in &xs {
        want_d.extend(quotients(x, 0.0, -0.0));
        want_f.extend(quotients(x as f32, 0.0, -0.0));
    }
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/div_zero_const.mp"),
        "div_zero_const",
    )?;
    let bx = c.upload(&xs)?;
    let od = c.filled(6 * n, 7.0f64)?;
    let of = c.filled(6 * n, 7.0f32)?;
    c.launch(
        &k,
        [1, 1, 1],
        [64, 1, 1],
        &[(&bx).into(), (&od).into(), (&of).into(), (n as u32).into()],
    )?;
    let label = |j: usize| format!("x = {:?}: {}", xs[j / 6], OPS[j % 6]);
    c.floats("od", &c.read("od", &od)?, &want_d, |_| 0, label)?;
    c.floats("of", &c.read("of", &of)?, &want_f, |_| 0, label)
}
