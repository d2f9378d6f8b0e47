//! A 3D grid over a 10 x 7 x 5 volume with 4 x 4 x 4 blocks (edge blocks
//! partly outside): a transposing copy with a per-position tag.

use magpie_rt::Device;

use super::check::{Case, CaseResult, Lcg};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("index_3d", dev);
    let (nx, ny, nz) = (10u32, 7u32, 5u32);
    let len = (nx * ny * nz) as usize;
    let mut rng = Lcg::new(17);
    let inp: Vec<u32> = (0..len).map(|_| rng.below(1 << 20)).collect();
    let mut want = vec![0u32; len];
    for z in 0..nz {
        for y in 0..ny {
            for x in 0..nx {
                let src = (x + nx * (y + ny * z)) as usize;
                let dst = (z + nz * (y + ny * x)) as usize;
                want[dst] = inp[src] * 2 + (x + 100 * y + 10_000 * z);
            }
        }
    }
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/index_3d.mp"),
        "index_3d",
    )?;
    let bi = c.upload(&inp)?;
    let out = c.filled(len, 0x5a5a_5a5a_u32)?;
    c.launch(
        &k,
        [nx.div_ceil(4), ny.div_ceil(4), nz.div_ceil(4)],
        [4, 4, 4],
        &[(&bi).into(), (&out).into(), nx.into(), ny.into(), nz.into()],
    )?;
    c.ints("out", &c.read("out", &out)?, &want, |i| {
        let i = i as u32;
        format!(
            "out (z={}, y={}, x={})",
            i % nz,
            (i / nz) % ny,
            i / (nz * ny)
        )
    })
}
