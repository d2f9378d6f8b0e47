//! f64 fmod by subnormal divisors (constant and loaded) of zeros, normal,
//! huge, subnormal, infinite and NaN dividends, next to i64 arithmetic
//! whose value once leaked into the fmod's high word. Bit-exact (any NaN
//! matches any NaN). References: Rust's `%` on f64 (C's fmod) and its own
//! i64 arithmetic with x / 0 = x (`check::idiv`). Needs float64 and int64.

use magpie_rt::{Capability, Device};

use super::check::{idiv, Case, CaseResult};

const OPS: [&str; 5] = [
    "x % 5e-324",
    "x % 2.225073858507201e-308",
    "x % d",
    "e % 5e-324 (constants)",
    "e % d",
];

/// The constant dividend of the kernel's last two fmods.
const E: f64 = 4.301683531119885e-41;

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("fmod_subnormal_divisor", dev);
    c.require(&[Capability::Float64, Capability::Int64])?;
    let min_sub = f64::from_bits(1);
    let max_sub = f64::from_bits(0x000f_ffff_ffff_ffff);
    assert_eq!(min_sub, 5e-324);
    assert_eq!(max_sub, 2.225073858507201e-308);
    let dividends = [
        0.0f64,
        -0.0,
        1.0,
        -3156.4921875,
        1.0e300,
        E,
        min_sub,
        -max_sub,
        1.0e-310,
        -1.5,
        f64::MAX,
        f64::MIN_POSITIVE,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
    ];
    let divisors = [
        min_sub,
        max_sub,
        4.0e-320,
        1.0e-310,
        2f64.powi(-1021),
        -min_sub,
    ];
    let k_edges = [
        0i64,
        1,
        -1,
        7,
        34,
        -35,
        i64::MIN,
        i64::MAX,
        0x1_0000_0001,
        -0x7fff_ffff_0000_0000,
        100_000_000_000,
    ];
    let (mut xs, mut ds, mut ks) = (Vec::new(), Vec::new(), Vec::new());
    for &x in &dividends {
        for &d in &divisors {
            ks.push(k_edges[xs.len() % k_edges.len()]);
            xs.push(x);
            ds.push(d);
        }
    }
    let n = xs.len();
    let (mut want_d, mut want_i) = (Vec::new(), Vec::new());
    for i in 0..n {
        let (x, d, k) = (xs[i], ds[i], ks[i]);
        want_d.extend([x % min_sub, x % max_sub, x % d, E % min_sub, E % d]);
        want_i.extend([k.wrapping_sub(-84), idiv(34, k)]);
    }
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/fmod_subnormal_divisor.mp"),
        "fmod_subnormal_divisor",
    )?;
    let (bx, bd, bk) = (c.upload(&xs)?, c.upload(&ds)?, c.upload(&ks)?);
    let od = c.filled(5 * n, 7.0f64)?;
    let oi = c.filled(2 * n, 0x5555_5555_5555_5555_i64)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[
            (&bx).into(),
            (&bd).into(),
            (&bk).into(),
            (&od).into(),
            (&oi).into(),
            (n as u32).into(),
        ],
    )?;
    c.floats(
        "od",
        &c.read("od", &od)?,
        &want_d,
        |_| 0,
        |j| {
            let i = j / 5;
            format!("x = {:?}, d = {:?}: {}", xs[i], ds[i], OPS[j % 5])
        },
    )?;
    c.ints("oi", &c.read("oi", &oi)?, &want_i, |j| {
        let what = ["k - (-84)", "34 / k"][j % 2];
        format!("element {}, k = {}: {what}", j / 2, ks[j / 2])
    })
}
