//! A tree reduction at blocks of 128, 96, 64, 80 and 40 work-items: the
//! PTX emitter's warp barriers (whole warps) and their CTA-wide fallback
//! (not whole warps) must both sum each workgroup's inputs.

use magpie_rt::Device;

use super::check::{Case, CaseResult, Lcg};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("warp_tail", dev);
    let n = 1000usize;
    let mut rng = Lcg::new(31);
    let inp: Vec<u32> = (0..n).map(|_| rng.next_u32()).collect();
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/warp_tail.mp"),
        "warp_tail",
    )?;
    let bi = c.upload(&inp)?;
    for block in [128usize, 96, 64, 80, 40] {
        let groups = n.div_ceil(block);
        let want: Vec<u32> = (0..groups)
            .map(|g| {
                inp[block * g..(block * g + block).min(n)]
                    .iter()
                    .fold(0u32, |s, &x| s.wrapping_add(x))
            })
            .collect();
        let out = c.filled(groups, 0x5a5a_5a5a_u32)?;
        c.launch(
            &k,
            [groups as u32, 1, 1],
            [block as u32, 1, 1],
            &[(&bi).into(), (&out).into(), (n as u32).into()],
        )?;
        c.ints("out", &c.read("out", &out)?, &want, |i| {
            format!("block {block}, workgroup {i}")
        })?;
    }
    Ok(())
}
