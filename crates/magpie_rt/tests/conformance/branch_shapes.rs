//! A short-circuit `&&` (a block entered from both tests), a switch case
//! running on into another case, and a do-while whose header branches
//! inside the loop, against the same code in Rust.

use magpie_rt::Device;

use super::check::{Case, CaseResult};

/// out[3i..3i+3], as the kernel's comment defines them.
fn model(i: u32) -> [u32; 3] {
    let and = if i < 40 && i.is_multiple_of(3) {
        i * 7
    } else {
        (if i < 40 { i % 3 } else { 1 }) + 100
    };
    let fall = match i % 5 {
        0 => (i + 100) * 3,
        1 | 2 => i * 3,
        _ => 7,
    };
    let mut acc = i;
    for j in 0..10u32 {
        acc = if j % 2 == 1 {
            acc.wrapping_add(5)
        } else {
            acc.wrapping_mul(3)
        };
    }
    [and, fall, acc]
}

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("branch_shapes", dev);
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/branch_shapes.mp"),
        "branch_shapes",
    )?;
    let items = 128u32;
    let out = c.filled(3 * items as usize, 0xDEAD_BEEF_u32)?;
    c.launch(&k, [items / 64, 1, 1], [64, 1, 1], &[(&out).into()])?;
    let want: Vec<u32> = (0..items).flat_map(model).collect();
    c.ints("out", &c.read("out", &out)?, &want, |i| {
        format!(
            "work-item {}, {}",
            i / 3,
            ["short-circuit", "fallthrough", "do-while"][i % 3]
        )
    })
}
