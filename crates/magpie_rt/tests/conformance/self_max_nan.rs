//! A value against its own max in f16, f32 and f64, and differences of
//! values a compiler can prove equal, with infinities, NaN and signed zeros (the kernel's comment gives the results, which this
//! model computes case by case, not by IEEE arithmetic on the host).

use half::f16;
use magpie_gpu::Capability;
use magpie_rt::Device;

use super::check::{Case, CaseResult};

/// The two differences of equal values: NaN for a NaN or an infinity, +0
/// otherwise.
fn difference(x: f64) -> f64 {
    if x.is_nan() || x.is_infinite() {
        f64::NAN
    } else {
        0.0
    }
}

/// What the kernel stores for `x`, by its comment: NaN for a NaN or an
/// infinity, `x` for a zero (keeping its sign), `max(x, 1)` otherwise.
fn model(x: f64) -> f64 {
    if x.is_nan() || x.is_infinite() {
        f64::NAN
    } else if x == 0.0 {
        x
    } else {
        x.max(1.0)
    }
}

const INPUTS: [f64; 12] = [
    f64::INFINITY,
    f64::NEG_INFINITY,
    f64::NAN,
    0.0,
    -0.0,
    1.0,
    -1.0,
    0.5,
    3.0,
    -2.5,
    1000.0,
    0.125,
];

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("self_max_nan", dev);
    c.require(&[Capability::F16Arithmetic, Capability::Float64])?;
    let n = INPUTS.len();
    let h: Vec<f16> = INPUTS.iter().map(|&x| f16::from_f64(x)).collect();
    let s: Vec<f32> = INPUTS.iter().map(|&x| x as f32).collect();
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/self_max_nan.mp"),
        "self_max_nan",
    )?;
    let (hb, sb, db) = (c.upload(&h)?, c.upload(&s)?, c.upload(&INPUTS)?);
    let oh = c.filled(n, f16::from_f32(7.0))?;
    let os = c.filled(3 * n, 7.0f32)?;
    let od = c.filled(3 * n, 7.0f64)?;
    c.launch(
        &k,
        [1, 1, 1],
        [64, 1, 1],
        &[
            (&hb).into(),
            (&sb).into(),
            (&db).into(),
            (&oh).into(),
            (&os).into(),
            (&od).into(),
            (n as u32).into(),
        ],
    )?;
    let label = |i: usize| format!("x = {}", INPUTS[i]);
    let label3 = |i: usize| format!("x = {}, value {}", INPUTS[i / 3], i % 3);
    let want_h: Vec<f16> = INPUTS.iter().map(|&x| f16::from_f64(model(x))).collect();
    let want_d: Vec<f64> = INPUTS
        .iter()
        .flat_map(|&x| [model(x), difference(x), difference(x)])
        .collect();
    let want_s: Vec<f32> = want_d.iter().map(|&x| x as f32).collect();
    c.floats("oh", &c.read("oh", &oh)?, &want_h, |_| 0, label)?;
    c.floats("os", &c.read("os", &os)?, &want_s, |_| 0, label3)?;
    c.floats("od", &c.read("od", &od)?, &want_d, |_| 0, label3)
}
