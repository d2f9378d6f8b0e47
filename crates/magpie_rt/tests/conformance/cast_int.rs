//! Integer casts: truncation, extension by the source's signedness, bool to
//! 0/1.

use magpie_rt::Device;

use super::check::{Case, CaseResult, Lcg};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("cast_int", dev);
    let mut rng = Lcg::new(9);
    let mut xs = vec![
        0u32,
        1,
        0x7F,
        0x80,
        0xFF,
        0x100,
        0x7FFF,
        0x8000,
        0xFFFF,
        0x1_0000,
        0x7FFF_FFFF,
        0x8000_0000,
        u32::MAX,
        0x1234_5678,
        0xDEAD_BEEF,
    ];
    for _ in 0..60 {
        xs.push(rng.next_u32());
    }
    let n = xs.len();
    let mut want = Vec::new();
    for &x in &xs {
        want.extend([
            u32::from(x as u8),
            i32::from(x as i8) as u32,
            u32::from(x as u16),
            i32::from(x as i16) as u32,
            (x as i8) as u32,
            (x as i16) as u32,
            i32::from(x as u8) as u32,
            u32::from((x as i32) < 0),
            i32::from(x & 1 == 1) as u32,
        ]);
    }
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/cast_int.mp"),
        "cast_int",
    )?;
    let bx = c.upload(&xs)?;
    let out = c.filled(9 * n, 0x5a5a_5a5a_u32)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[(&bx).into(), (&out).into(), (n as u32).into()],
    )?;
    const OPS: [&str; 9] = [
        "u32(u8(x))",
        "u32(i32(i8(x)))",
        "u32(u16(x))",
        "u32(i32(i16(x)))",
        "u32(i8(x))",
        "u32(i16(x))",
        "u32(i32(u8(x)))",
        "u32(bool(x<0))",
        "u32(i32(bool(x odd)))",
    ];
    c.ints("out", &c.read("out", &out)?, &want, |i| {
        format!("element {}, {} with x={:#x}", i / 9, OPS[i % 9], xs[i / 9])
    })
}
