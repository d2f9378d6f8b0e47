//! Atomics on shared memory: a per-workgroup histogram merged into a global
//! one, and a shared then global atomic max.

use magpie_rt::Device;

use super::check::{Case, CaseResult, Lcg};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("shared_atomics", dev);
    let n = 1000usize;
    let groups = n.div_ceil(64);
    let mut rng = Lcg::new(34);
    let inp: Vec<u32> = (0..n)
        .map(|_| {
            if rng.below(4) == 0 {
                5
            } else {
                rng.below(1 << 31)
            }
        })
        .collect();
    let mut want_hist = vec![0u32; 33];
    let mut want_wg = vec![0u32; 32 * groups];
    for (i, &v) in inp.iter().enumerate() {
        let bin = (v % 32) as usize;
        want_hist[bin] += 1;
        want_hist[32] = want_hist[32].max(v);
        want_wg[(i / 64) * 32 + bin] += 1;
    }
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/shared_atomics.mp"),
        "shared_atomics",
    )?;
    let bi = c.upload(&inp)?;
    let hist = c.filled(33, 0u32)?;
    let per_wg = c.filled(32 * groups, 0x5a5a_5a5a_u32)?;
    c.launch(
        &k,
        [groups as u32, 1, 1],
        [64, 1, 1],
        &[
            (&bi).into(),
            (&hist).into(),
            (&per_wg).into(),
            (n as u32).into(),
        ],
    )?;
    c.ints("hist", &c.read("hist", &hist)?, &want_hist, |i| {
        if i == 32 {
            "the maximum".to_string()
        } else {
            format!("bin {i}")
        }
    })?;
    c.ints("per_wg", &c.read("per_wg", &per_wg)?, &want_wg, |i| {
        format!("workgroup {}, bin {}", i / 32, i % 32)
    })
}
