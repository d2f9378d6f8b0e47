//! Subgroup sum/min/max on u32, i32 and f32 (exact float sums: multiples of
//! 0.25). Needs subgroups.

use magpie_rt::{Capability, Device};

use super::check::{fmax32, fmin32, Case, CaseResult, Lcg};
use super::subgroup_basic::subgroup_size;

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("subgroup_reduce", dev);
    c.require(&[Capability::Subgroups])?;
    let (block, groups) = (128usize, 2usize);
    let total = block * groups;
    let mut rng = Lcg::new(25);
    let us: Vec<u32> = (0..total).map(|_| rng.next_u32()).collect();
    let ss: Vec<i32> = (0..total).map(|_| rng.next_u32() as i32).collect();
    let fs: Vec<f32> = (0..total).map(|_| rng.quarter(8)).collect();
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/subgroup_reduce.mp"),
        "subgroup_reduce",
    )?;
    let (bu, bs, bf) = (c.upload(&us)?, c.upload(&ss)?, c.upload(&fs)?);
    let ou = c.filled(4 * total, 0x5a5a_5a5a_u32)?;
    let oi = c.filled(3 * total, 0x5a5a_5a5a_i32)?;
    let of = c.filled(3 * total, -12345.0_f32)?;
    c.launch(
        &k,
        [groups as u32, 1, 1],
        [block as u32, 1, 1],
        &[
            (&bu).into(),
            (&bs).into(),
            (&bf).into(),
            (&ou).into(),
            (&oi).into(),
            (&of).into(),
        ],
    )?;
    let got_u = c.read("ou", &ou)?;
    let sizes: Vec<u32> = got_u.iter().step_by(4).copied().collect();
    let s = subgroup_size(&c, &sizes, block as u32)? as usize;
    let (mut want_u, mut want_i, mut want_f) = (Vec::new(), Vec::new(), Vec::new());
    for g in 0..total {
        let base = g - (g % block) % s;
        let r = base..base + s;
        let u = &us[r.clone()];
        want_u.extend([
            s as u32,
            u.iter().fold(0u32, |a, &x| a.wrapping_add(x)),
            u.iter().copied().fold(u32::MAX, u32::min),
            u.iter().copied().fold(0, u32::max),
        ]);
        let si = &ss[r.clone()];
        want_i.extend([
            si.iter().fold(0i32, |a, &x| a.wrapping_add(x)),
            si.iter().copied().fold(i32::MAX, i32::min),
            si.iter().copied().fold(i32::MIN, i32::max),
        ]);
        let f = &fs[r];
        want_f.extend([
            f.iter().fold(0.0f32, |a, &x| a + x),
            f.iter().copied().fold(f32::INFINITY, fmin32),
            f.iter().copied().fold(f32::NEG_INFINITY, fmax32),
        ]);
    }
    const U: [&str; 4] = ["size", "sum", "min", "max"];
    const R: [&str; 3] = ["sum", "min", "max"];
    c.ints("ou", &got_u, &want_u, |i| {
        format!("work-item {}, u32 {} (subgroup size {s})", i / 4, U[i % 4])
    })?;
    c.ints("oi", &c.read("oi", &oi)?, &want_i, |i| {
        format!("work-item {}, i32 {} (subgroup size {s})", i / 3, R[i % 3])
    })?;
    c.floats(
        "of",
        &c.read("of", &of)?,
        &want_f,
        |_| 0,
        |i| format!("work-item {}, f32 {} (subgroup size {s})", i / 3, R[i % 3]),
    )
}
