//! Sums with an integer zero converted to a float, a zero only its bits
//! show (`0 << k`), against the host's IEEE arithmetic on `+0.0`.

use magpie_rt::Device;

use super::check::{Case, CaseResult};

const ZS: [f32; 8] = [
    0.0,
    -0.0,
    1.5,
    -2.25,
    f32::INFINITY,
    f32::NEG_INFINITY,
    1e-3,
    -7.0,
];
const KS: [u32; 8] = [0, 1, 3, 5, 9, 15, 17, 31];

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("int_cast_zero_sum", dev);
    let n = ZS.len();
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/int_cast_zero_sum.mp"),
        "int_cast_zero_sum",
    )?;
    let (zs, ks) = (c.upload(&ZS)?, c.upload(&KS)?);
    let o = c.filled(4 * n, 7.0f32)?;
    c.launch(
        &k,
        [1, 1, 1],
        [64, 1, 1],
        &[(&zs).into(), (&ks).into(), (&o).into(), (n as u32).into()],
    )?;
    let zero = 0.0f32;
    let want: Vec<f32> = ZS
        .iter()
        .flat_map(|&z| [zero - z, z + zero, zero - z, z + zero])
        .collect();
    let label = |i: usize| format!("z = {}, value {}", ZS[i / 4], i % 4);
    c.floats("o", &c.read("o", &o)?, &want, |_| 0, label)
}
