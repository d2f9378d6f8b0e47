//! Shared-memory tree reduction (sum and max) over 4 workgroups of 256, the
//! last one partly past n.

use magpie_rt::Device;

use super::check::{Case, CaseResult, Lcg};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("shared_reduce", dev);
    let n = 1000usize;
    let groups = n.div_ceil(256);
    let mut rng = Lcg::new(20);
    let mut inp: Vec<u32> = (0..n).map(|_| rng.next_u32()).collect();
    inp[300] = u32::MAX; // the maximum of workgroup 1
    let mut want = vec![0u32; 2 * groups];
    for g in 0..groups {
        let part = &inp[256 * g..(256 * g + 256).min(n)];
        want[g] = part.iter().fold(0u32, |s, &x| s.wrapping_add(x));
        want[groups + g] = part.iter().copied().max().unwrap_or(0);
    }
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/shared_reduce.mp"),
        "shared_reduce",
    )?;
    let bi = c.upload(&inp)?;
    let out = c.filled(2 * groups, 0x5a5a_5a5a_u32)?;
    c.launch(
        &k,
        [groups as u32, 1, 1],
        [256, 1, 1],
        &[(&bi).into(), (&out).into(), (n as u32).into()],
    )?;
    c.ints("out", &c.read("out", &out)?, &want, |i| {
        format!(
            "workgroup {} {}",
            i % groups,
            if i < groups { "sum" } else { "max" }
        )
    })
}
