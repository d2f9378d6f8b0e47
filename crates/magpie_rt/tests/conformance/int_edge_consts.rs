//! Integer and conversion edge cases on constant operands (what a folding
//! backend must fold by SEMANTICS.md). The 20 slots, in the kernel's order.

use magpie_rt::Device;

use super::check::{Case, CaseResult};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("int_edge_consts", dev);
    let (min, max) = (i32::MIN, i32::MAX);
    let want: [(i32, &str); 20] = [
        (max.wrapping_add(1), "MAX + 1"),
        (min.wrapping_sub(1), "MIN - 1"),
        (min.wrapping_mul(-1), "MIN * -1"),
        (min, "MIN / -1 = MIN"),
        (0, "MIN % -1 = 0"),
        (7, "7 / 0 = 7"),
        (0, "-7 % 0 = 0"),
        (u32::MAX as i32, "u32 MAX / 0 = MAX"),
        (0, "u32 9 % 0 = 0"),
        (-3, "-7 / 2 (toward zero)"),
        (-1, "-7 % 2 (sign of the dividend)"),
        (1i32 << (33 % 32), "1 << 33 (amount mod 32)"),
        (min >> (63 % 32), "MIN >>a 63 (amount mod 32)"),
        (
            0x8000_0000u32.wrapping_shr(32) as i32,
            "0x80000000 >>l 32 (amount mod 32)",
        ),
        (0, "f32 NaN -> i32 is 0"),
        (3.0e9_f32 as i32, "f32 3e9 -> i32 (saturates)"),
        (f32::NEG_INFINITY as i32, "f32 -inf -> i32 (saturates)"),
        ((-1.5_f32) as u32 as i32, "f32 -1.5 -> u32 (saturates to 0)"),
        (i32::from(200u8.wrapping_add(100)), "u8 200 + 100 (wraps)"),
        (i32::from(i8::MIN), "i8 -128 / -1 = -128"),
    ];
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/int_edge_consts.mp"),
        "int_edge_consts",
    )?;
    let out = c.filled(want.len(), 0x5a5a_5a5a_i32)?;
    c.launch(&k, [1, 1, 1], [1, 1, 1], &[(&out).into()])?;
    let expected: Vec<i32> = want.iter().map(|w| w.0).collect();
    c.ints("out", &c.read("out", &out)?, &expected, |i| {
        format!("slot {i}: {}", want[i].1)
    })
}
