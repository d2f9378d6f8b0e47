//! 64 x 80 times 80 x 96 f32 matrix product with 16 x 16 shared tiles.
//! Entries are small integers, so every partial sum is exact and the result
//! is bit-exact whatever the order of the adds.

use magpie_rt::Device;

use super::check::{Case, CaseResult, Lcg};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("matmul_tiled", dev);
    let (m, k, n) = (64usize, 80usize, 96usize);
    let mut rng = Lcg::new(19);
    let a: Vec<f32> = (0..m * k).map(|_| rng.below(9) as f32 - 4.0).collect();
    let b: Vec<f32> = (0..k * n).map(|_| rng.below(9) as f32 - 4.0).collect();
    let mut want = vec![0.0f32; m * n];
    for r in 0..m {
        for col in 0..n {
            want[r * n + col] = (0..k).fold(0.0, |s, t| s + a[r * k + t] * b[t * n + col]);
        }
    }
    let kern = c.kernel(
        include_str!("../../../../tests/kernels/in/matmul_tiled.mp"),
        "matmul_tiled",
    )?;
    let (ba, bb) = (c.upload(&a)?, c.upload(&b)?);
    let out = c.filled(m * n, -12345.0_f32)?;
    c.launch(
        &kern,
        [(n / 16) as u32, (m / 16) as u32, 1],
        [16, 16, 1],
        &[
            (&ba).into(),
            (&bb).into(),
            (&out).into(),
            (m as u32).into(),
            (n as u32).into(),
            (k as u32).into(),
        ],
    )?;
    c.floats(
        "c",
        &c.read("c", &out)?,
        &want,
        |_| 0,
        |i| format!("C[{}][{}]", i / n, i % n),
    )
}
