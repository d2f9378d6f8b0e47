//! Two kernels of one module launched in sequence: the second sees all the
//! first wrote, across workgroups.

use magpie_rt::Device;

use super::check::{Case, CaseResult, Lcg};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("two_kernels", dev);
    let n = 100usize;
    let mut rng = Lcg::new(32);
    let inp: Vec<u32> = (0..n).map(|_| rng.next_u32()).collect();
    let step = |x: u32| x.wrapping_mul(5).wrapping_add(1);
    let mid: Vec<u32> = inp.iter().map(|&x| step(x)).collect();
    let want: Vec<u32> = (0..n)
        .map(|g| step(mid[g]).wrapping_add(mid[(g + 1) % n]))
        .collect();
    let prog = c.compile(include_str!("../../../../tests/kernels/in/two_kernels.mp"))?;
    let produce = prog
        .kernel("produce")
        .map_err(|e| format!("case two_kernels: kernel lookup: {e}"))?;
    let consume = prog
        .kernel("consume")
        .map_err(|e| format!("case two_kernels: kernel lookup: {e}"))?;
    let bi = c.upload(&inp)?;
    let bm = c.filled(n, 0u32)?;
    let out = c.filled(n, 0x5a5a_5a5a_u32)?;
    let grid = [(n as u32).div_ceil(32), 1, 1];
    c.launch(
        &produce,
        grid,
        [32, 1, 1],
        &[(&bi).into(), (&bm).into(), (n as u32).into()],
    )?;
    c.launch(
        &consume,
        grid,
        [32, 1, 1],
        &[(&bm).into(), (&out).into(), (n as u32).into()],
    )?;
    c.ints("mid", &c.read("mid", &bm)?, &mid, |i| {
        format!("mid[{i}] from @produce")
    })?;
    c.ints("out", &c.read("out", &out)?, &want, |i| {
        format!("out[{i}] from @consume")
    })
}
