//! Shifts with amounts past the width: the amount is taken modulo the width
//! (32 for u32/i32, 8 for u8/i8), never clamped or undefined.

use magpie_rt::Device;

use super::check::{Case, CaseResult, Lcg};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("shifts", dev);
    let mut rng = Lcg::new(4);
    let values = [
        1u32,
        0x8000_0000,
        0xF0F0_F0F0,
        u32::MAX,
        0x0000_0081,
        0x7FFF_FFFF,
    ];
    let amounts = [0u32, 1, 7, 8, 9, 15, 31, 32, 33, 63, 64, 100, 255, 256, 257];
    let (mut xs, mut amt) = (Vec::new(), Vec::new());
    for &x in &values {
        for &s in &amounts {
            xs.push(x);
            amt.push(s);
        }
    }
    for _ in 0..40 {
        xs.push(rng.next_u32());
        amt.push(rng.below(300));
    }
    let n = xs.len();
    let mut want = Vec::new();
    for i in 0..n {
        let (x, s) = (xs[i], amt[i]);
        // Rust's wrapping shifts take the amount modulo the width.
        let x8 = x as u8;
        let s8 = u32::from(s as u8);
        want.extend([
            x.wrapping_shl(s),
            x.wrapping_shr(s),
            (x as i32).wrapping_shr(s) as u32,
            u32::from(x8.wrapping_shl(s8)),
            u32::from(x8.wrapping_shr(s8)),
            u32::from((x8 as i8).wrapping_shr(s8) as u8),
        ]);
    }
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/shifts.mp"),
        "shifts",
    )?;
    let (bx, bs) = (c.upload(&xs)?, c.upload(&amt)?);
    let out = c.filled(6 * n, 0x5a5a_5a5a_u32)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[(&bx).into(), (&bs).into(), (&out).into(), (n as u32).into()],
    )?;
    const OPS: [&str; 6] = [
        "u32 shl", "u32 lshr", "i32 ashr", "u8 shl", "u8 lshr", "i8 ashr",
    ];
    c.ints("out", &c.read("out", &out)?, &want, |i| {
        format!(
            "element {}, {} of {:#x} by {}",
            i / 6,
            OPS[i % 6],
            xs[i / 6],
            amt[i / 6]
        )
    })
}
