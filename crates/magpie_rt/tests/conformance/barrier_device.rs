//! A barrier makes device-memory writes of the workgroup visible to it.

use magpie_rt::Device;

use super::check::{Case, CaseResult};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("barrier_device", dev);
    let (groups, block) = (4u32, 64u32);
    let total = (groups * block) as usize;
    let want: Vec<u32> = (0..total as u32)
        .map(|g| {
            let (base, tid) = (g - g % block, g % block);
            let src = base + (tid + 1) % block;
            src.wrapping_mul(src).wrapping_add(1).wrapping_add(tid)
        })
        .collect();
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/barrier_device.mp"),
        "barrier_device",
    )?;
    let scratch = c.filled(total, 0u32)?;
    let out = c.filled(total, 0x5a5a_5a5a_u32)?;
    c.launch(
        &k,
        [groups, 1, 1],
        [block, 1, 1],
        &[(&scratch).into(), (&out).into()],
    )?;
    c.ints("out", &c.read("out", &out)?, &want, |i| {
        format!("work-item {i}")
    })
}
