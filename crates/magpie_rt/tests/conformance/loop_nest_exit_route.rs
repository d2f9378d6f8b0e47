//! Three nested loops left two ways, with values carried through every loop
//! as phis, and neighbouring work-items leaving the outer loop in different
//! rounds; against the same loops in Rust.
//!
//! lavapipe (Mesa 25.0.7, llvmpipe on LLVM 15) got this kernel wrong while
//! the loop-exit dispatch gave its phis zeros on the edges that never read
//! them: its out-of-SSA put such a zero in the register of a value the
//! loop computes again for every lane (`bench/probe12/r4/README.md`). The
//! dispatch now reuses a carried value there
//! (`magpie_gpu::structurize::ExitFill::Carried`), and every device must
//! match.

use magpie_rt::Device;

use super::check::{Case, CaseResult};

const ITEMS: usize = 64;
const FILL: u32 = 7;

/// out[4g..4g + 4] as the kernel's comment defines it.
fn model(g: u32) -> [u32; 4] {
    let mut sel = 3_056_773_430u32;
    let mut r = None;
    'outer: for _round in 0..3 {
        for _q in 0..1 {
            let mut s = sel;
            let mut broke = false;
            for _j in 0..2 {
                if s % 4 == 3 {
                    broke = true;
                    break;
                }
                s = g;
            }
            if !broke {
                r = Some(s);
                break 'outer;
            }
            sel = s;
        }
        sel = g;
    }
    [FILL, FILL, r.unwrap_or(sel), 5]
}

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("loop_nest_exit_route", dev);
    let want: Vec<u32> = (0..ITEMS as u32).flat_map(model).collect();
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/loop_nest_exit_route.mp"),
        "loop_nest_exit_route",
    )?;
    let out = c.filled(4 * ITEMS, FILL)?;
    c.launch(&k, [1, 1, 1], [ITEMS as u32, 1, 1], &[(&out).into()])?;
    let got = c.read("out", &out)?;
    let label = |i: usize| format!("work-item {}, slot {}", i / 4, i % 4);
    c.ints("out", &got, &want, label)
}
