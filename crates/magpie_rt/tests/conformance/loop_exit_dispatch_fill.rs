//! A switch leaving an inner loop three ways inside a middle loop, with a
//! value only passing through the inner loop; against the same control
//! flow in Rust. The loop-exit dispatch once gave that value's phi zeros on
//! the edges that never read it, which lavapipe miscompiled
//! (`bench/probe12/r4/README.md`, campaign seed 1802019).

use magpie_rt::Device;

use super::check::{Case, CaseResult};

const ITEMS: usize = 64;
const FILL: u32 = 7;
/// `%k`: at most 100, so the middle loop runs once.
const K: u32 = 9;

/// out[g], following the kernel's blocks (bounded: the kernel's loops end
/// for every work-item when `k <= 100`).
fn model(g: u32, k: u32) -> u32 {
    let leave_middle_later = k > 100;
    let n = g % 3;
    let mut p = g;
    for _ in 0..8 {
        // bb1 .. bb2: the inner loop
        let mut m = 0u32;
        let pn = loop {
            match (p.wrapping_add(1)) % 4 {
                1 if leave_middle_later => break 14,
                1 => return 1,
                2 => {
                    m += 1;
                    if m >= n {
                        break p;
                    }
                }
                _ => return 0,
            }
        };
        if !leave_middle_later {
            return 1;
        }
        p = pn;
    }
    FILL
}

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("loop_exit_dispatch_fill", dev);
    let want: Vec<u32> = (0..ITEMS as u32).map(|g| model(g, K)).collect();
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/loop_exit_dispatch_fill.mp"),
        "loop_exit_dispatch_fill",
    )?;
    let out = c.filled(ITEMS, FILL)?;
    c.launch(
        &k,
        [1, 1, 1],
        [ITEMS as u32, 1, 1],
        &[(&out).into(), K.into()],
    )?;
    let got = c.read("out", &out)?;
    c.ints("out", &got, &want, |i| format!("work-item {i}"))
}
