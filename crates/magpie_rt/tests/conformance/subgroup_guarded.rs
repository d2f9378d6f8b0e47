//! A portable kernel whose subgroup fast path sits behind
//! gpu.target.has { cap="subgroups" }: the per-workgroup sums are the same
//! whichever path the device gets.

use magpie_rt::Device;

use super::check::{Case, CaseResult, Lcg};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("subgroup_guarded", dev);
    let n = 1000usize;
    let groups = n.div_ceil(256);
    let mut rng = Lcg::new(26);
    let inp: Vec<u32> = (0..n).map(|_| rng.next_u32()).collect();
    let want: Vec<u32> = (0..groups)
        .map(|g| {
            inp[256 * g..(256 * g + 256).min(n)]
                .iter()
                .fold(0u32, |a, &x| a.wrapping_add(x))
        })
        .collect();
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/subgroup_guarded.mp"),
        "subgroup_guarded",
    )?;
    let bi = c.upload(&inp)?;
    let out = c.filled(groups, 0u32)?;
    c.launch(
        &k,
        [groups as u32, 1, 1],
        [256, 1, 1],
        &[(&bi).into(), (&out).into(), (n as u32).into()],
    )?;
    c.ints("out", &c.read("out", &out)?, &want, |i| {
        format!("workgroup {i} sum")
    })
}
