//! Every id query in every dimension on a 3D launch: block (4, 2, 2), grid
//! (3, 2, 2).

use magpie_rt::Device;

use super::check::{Case, CaseResult};

const BLOCK: [u32; 3] = [4, 2, 2];
const GRID: [u32; 3] = [3, 2, 2];

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("ids_3d", dev);
    let size: [u32; 3] = [BLOCK[0] * GRID[0], BLOCK[1] * GRID[1], BLOCK[2] * GRID[2]];
    let total = (size[0] * size[1] * size[2]) as usize;
    let mut want = vec![0u32; 15 * total];
    for gz in 0..size[2] {
        for gy in 0..size[1] {
            for gx in 0..size[0] {
                let g = [gx, gy, gz];
                let l = (gx + size[0] * (gy + size[1] * gz)) as usize;
                let mut row = Vec::with_capacity(15);
                row.extend(g);
                row.extend((0..3).map(|d| g[d] % BLOCK[d]));
                row.extend((0..3).map(|d| g[d] / BLOCK[d]));
                row.extend(BLOCK);
                row.extend(GRID);
                want[15 * l..15 * l + 15].copy_from_slice(&row);
            }
        }
    }
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/ids_3d.mp"),
        "ids_3d",
    )?;
    let out = c.filled(15 * total, 0x5a5a_5a5a_u32)?;
    c.launch(&k, GRID, BLOCK, &[(&out).into()])?;
    const WHAT: [&str; 5] = [
        "global_id",
        "thread_id",
        "workgroup_id",
        "workgroup_size",
        "num_workgroups",
    ];
    c.ints("out", &c.read("out", &out)?, &want, |i| {
        let l = i / 15;
        let (gx, gy, gz) = (
            l as u32 % size[0],
            (l as u32 / size[0]) % size[1],
            l as u32 / (size[0] * size[1]),
        );
        format!(
            "work-item at global ({gx}, {gy}, {gz}), {} dim {}",
            WHAT[(i % 15) / 3],
            i % 3
        )
    })
}
