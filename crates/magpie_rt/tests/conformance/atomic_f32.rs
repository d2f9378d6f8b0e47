//! f32 atomic add (exact: multiples of 0.25) and exchange; needs
//! atomics_f32.

use magpie_rt::{Capability, Device};

use super::check::{Case, CaseResult, Lcg};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("atomic_f32", dev);
    c.require(&[Capability::AtomicsF32])?;
    let n = 256usize;
    let mut rng = Lcg::new(23);
    let vs: Vec<f32> = (0..n).map(|_| rng.quarter(16)).collect();
    let sum = vs.iter().fold(1.0f32, |s, &v| s + v);
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/atomic_f32.mp"),
        "atomic_f32",
    )?;
    let bv = c.upload(&vs)?;
    let acc = c.upload(&[1.0f32, 0.5])?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[(&bv).into(), (&acc).into(), (n as u32).into()],
    )?;
    let got = c.read("acc", &acc)?;
    c.floats(
        "acc",
        &got[..1],
        &[sum],
        |_| 0,
        |_| "acc[0]: 1.0 + the sum of all inputs".into(),
    )?;
    // acc[1] ends as one of the written values -v (0.0 - v: +0.0 for v = 0).
    let last = got[1];
    if vs.iter().any(|&v| (0.0 - v).to_bits() == last.to_bits()) {
        Ok(())
    } else {
        Err(format!("case atomic_f32: buffer `acc`: index 1 (the final exchanged value): got {last:?}, expected one of the values -v written"))
    }
}
