//! Division by constants in f32 and f64, against the host's IEEE division
//! (correctly rounded, as SEMANTICS.md asks); the inputs include quotients
//! that a multiplication by the reciprocal rounds differently.

use magpie_gpu::Capability;
use magpie_rt::Device;

use super::check::{Case, CaseResult};

const INPUTS: [f64; 10] = [
    5.0, 7.0, 11.0, 13.0, 0.7, 123456.789, 2.0, -5.0, 1e300, 3.0e-300,
];
const DIVISORS_F32: [f32; 5] = [3.0, 10.0, 0.1, 49.0, 1e-30];
const DIVISORS_F64: [f64; 5] = [3.0, 10.0, 0.1, 49.0, 6.216340101657122e-285];

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("div_by_constant", dev);
    c.require(&[Capability::Float64])?;
    let n = INPUTS.len();
    let ss: Vec<f32> = INPUTS.iter().map(|&x| x as f32).collect();
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/div_by_constant.mp"),
        "div_by_constant",
    )?;
    let (sb, db) = (c.upload(&ss)?, c.upload(&INPUTS)?);
    let os = c.filled(5 * n, 7.0f32)?;
    let od = c.filled(5 * n, 7.0f64)?;
    c.launch(
        &k,
        [1, 1, 1],
        [64, 1, 1],
        &[
            (&sb).into(),
            (&db).into(),
            (&os).into(),
            (&od).into(),
            (n as u32).into(),
        ],
    )?;
    let want_s: Vec<f32> = ss
        .iter()
        .flat_map(|&s| DIVISORS_F32.map(|c| s / c))
        .collect();
    let want_d: Vec<f64> = INPUTS
        .iter()
        .flat_map(|&d| DIVISORS_F64.map(|c| d / c))
        .collect();
    let got_s = c.read("os", &os)?;
    let involved: Vec<f32> = ss.iter().chain(&want_s).copied().collect();
    let bound = c.f32_bound(0, &involved);
    let label = |i: usize| format!("input {} / divisor {}", i / 5, i % 5);
    c.floats("os", &got_s, &want_s, |_| bound, label)?;
    c.floats("od", &c.read("od", &od)?, &want_d, |_| 0, label)
}
