//! Loops with exits to different blocks, a `break` out of two loops
//! included, against the same loops written in Rust.

use magpie_rt::Device;

use super::check::{Case, CaseResult};

/// out[2i], out[2i+1] for work-item i, as the kernel's comment defines them.
fn model(i: u32, n: u32) -> [u32; 2] {
    let mut acc = i;
    let mut search = None;
    for j in 0..n {
        acc += j;
        if acc == 40 {
            search = Some(acc * 100);
            break;
        }
    }
    let mut pair = 999_999;
    'outer: for a in 1..n {
        for b in 1..n {
            if (a * b + i).is_multiple_of(13) {
                pair = a * 1000 + b;
                break 'outer;
            }
        }
    }
    [search.unwrap_or(acc + 7), pair]
}

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("loop_exits", dev);
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/loop_exits.mp"),
        "loop_exits",
    )?;
    for n in [0u32, 5, 12] {
        let out = c.filled(128, 0xDEAD_BEEF_u32)?;
        c.launch(&k, [1, 1, 1], [64, 1, 1], &[(&out).into(), n.into()])?;
        let want: Vec<u32> = (0..64).flat_map(|i| model(i, n)).collect();
        c.ints("out", &c.read("out", &out)?, &want, |i| {
            format!(
                "work-item {}, n = {n}, {}",
                i / 2,
                ["search", "pair"][i % 2]
            )
        })?;
    }
    Ok(())
}
