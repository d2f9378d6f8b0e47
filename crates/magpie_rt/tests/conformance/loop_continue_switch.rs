//! A loop with a continue edge, a switch and an if/else rejoining before
//! the latch, and a break to an exit block of its own, against the same
//! loop written in Rust.

use magpie_rt::Device;

use super::check::{Case, CaseResult};

/// out[i], as the kernel's comment defines it.
fn model(i: u32) -> u32 {
    let n = i % 37;
    let mut acc = i;
    for j in 0..n {
        if j.is_multiple_of(3) {
            continue;
        }
        let a = match j % 4 {
            0 => acc.wrapping_add(3),
            1 => acc.wrapping_mul(2),
            _ => acc ^ 5,
        };
        if a > 1000 {
            return a.wrapping_add(100_000);
        }
        acc = a.wrapping_add(if a & 1 == 1 { 11 } else { 7 });
    }
    acc
}

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("loop_continue_switch", dev);
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/loop_continue_switch.mp"),
        "loop_continue_switch",
    )?;
    let items = 256u32;
    let out = c.filled(items as usize, 0xDEAD_BEEF_u32)?;
    c.launch(&k, [items / 64, 1, 1], [64, 1, 1], &[(&out).into()])?;
    let want: Vec<u32> = (0..items).map(model).collect();
    let breaks = want.iter().filter(|w| **w > 100_000).count();
    // Both exits must be taken somewhere, or the case tests half the shape.
    assert!(breaks > 0 && breaks < want.len(), "{breaks} breaks");
    c.ints("out", &c.read("out", &out)?, &want, |i| {
        format!("work-item {i}, n = {}", i % 37)
    })
}
