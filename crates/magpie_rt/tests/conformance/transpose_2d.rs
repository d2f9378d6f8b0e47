//! Tiled transpose of a 37 x 53 u32 matrix on a 2D grid of 16 x 16 blocks.

use magpie_rt::Device;

use super::check::{Case, CaseResult, Lcg};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("transpose_2d", dev);
    let (rows, cols) = (37u32, 53u32);
    let mut rng = Lcg::new(18);
    let inp: Vec<u32> = (0..rows * cols).map(|_| rng.next_u32()).collect();
    let mut want = vec![0u32; (rows * cols) as usize];
    for r in 0..rows {
        for col in 0..cols {
            want[(col * rows + r) as usize] = inp[(r * cols + col) as usize];
        }
    }
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/transpose_2d.mp"),
        "transpose_2d",
    )?;
    let bi = c.upload(&inp)?;
    let out = c.filled((rows * cols) as usize, 0x5a5a_5a5a_u32)?;
    c.launch(
        &k,
        [cols.div_ceil(16), rows.div_ceil(16), 1],
        [16, 16, 1],
        &[(&bi).into(), (&out).into(), rows.into(), cols.into()],
    )?;
    c.ints("out", &c.read("out", &out)?, &want, |i| {
        let i = i as u32;
        format!(
            "out row {} column {} (= inp row {}, column {})",
            i / rows,
            i % rows,
            i % rows,
            i / rows
        )
    })
}
