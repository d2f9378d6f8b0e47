//! Subgroup size, lane, shuffles and broadcasts; the expected values follow
//! from the size the kernel reports (lanes number a 1D workgroup's
//! work-items in order). Needs subgroups.

use magpie_rt::{Capability, Device};

use super::check::{Case, CaseResult, Lcg};

/// Checks the reported subgroup size: the same on every work-item, a power
/// of two, at most the block, and the device's advertised width.
pub fn subgroup_size(c: &Case<'_>, sizes: &[u32], block: u32) -> Result<u32, String> {
    let s = sizes[0];
    if let Some(i) = sizes.iter().position(|&x| x != s) {
        return Err(format!(
            "case {}: work-item {i} reports subgroup size {}, work-item 0 reports {s}",
            c.name, sizes[i]
        ));
    }
    if !s.is_power_of_two() || s > block {
        return Err(format!(
            "case {}: subgroup size {s} is not a power of two at most the block ({block})",
            c.name
        ));
    }
    if s != c.dev.warp_size() {
        return Err(format!(
            "case {}: the kernel sees subgroup size {s}, the device advertises {}",
            c.name,
            c.dev.warp_size()
        ));
    }
    Ok(s)
}

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("subgroup_basic", dev);
    c.require(&[Capability::Subgroups])?;
    let (block, groups) = (128usize, 2usize);
    let total = block * groups;
    let mut rng = Lcg::new(24);
    let vs: Vec<u32> = (0..total).map(|_| rng.next_u32()).collect();
    let fs: Vec<f32> = (0..total).map(|_| rng.f32_in(-1.0e6, 1.0e6)).collect();
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/subgroup_basic.mp"),
        "subgroup_basic",
    )?;
    let (bv, bf) = (c.upload(&vs)?, c.upload(&fs)?);
    let out = c.filled(7 * total, 0x5a5a_5a5a_u32)?;
    let fo = c.filled(total, -12345.0_f32)?;
    c.launch(
        &k,
        [groups as u32, 1, 1],
        [block as u32, 1, 1],
        &[(&bv).into(), (&bf).into(), (&out).into(), (&fo).into()],
    )?;
    let got = c.read("out", &out)?;
    let sizes: Vec<u32> = got.iter().step_by(7).copied().collect();
    let s = subgroup_size(&c, &sizes, block as u32)? as usize;
    let mut want = Vec::with_capacity(7 * total);
    let mut want_f = Vec::with_capacity(total);
    for g in 0..total {
        let lane = (g % block) % s;
        let base = g - lane;
        want.extend([
            s as u32,
            lane as u32,
            vs[base + (lane + 1) % s],
            vs[base + (lane ^ 1) % s],
            vs[base],
            vs[base + s - 1],
            vs[g],
        ]);
        want_f.push(fs[base + s - 1 - lane]);
    }
    const WHAT: [&str; 7] = [
        "size",
        "lane",
        "shuffle(v, (lane+1) % size)",
        "shuffle(v, (lane^1) % size)",
        "broadcast(v, 0)",
        "broadcast(v, size-1)",
        "shuffle(v, lane)",
    ];
    c.ints("out", &got, &want, |i| {
        format!("work-item {}, {} (subgroup size {s})", i / 7, WHAT[i % 7])
    })?;
    c.floats(
        "fo",
        &c.read("fo", &fo)?,
        &want_f,
        |_| 0,
        |i| format!("work-item {i}, shuffle(f, size-1-lane) (subgroup size {s})"),
    )
}
