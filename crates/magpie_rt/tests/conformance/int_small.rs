//! i8 and u16 buffers and arithmetic wrapping at the narrow width, with the
//! division rules at that width (-128 / -1 = -128, x / 0 = x, x % 0 = 0).

use magpie_rt::Device;

use super::check::{idiv, irem, Case, CaseResult, Lcg};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("int_small", dev);
    let mut rng = Lcg::new(2);
    let e8: [i8; 8] = [0, 1, -1, 2, -7, 100, i8::MIN, i8::MAX];
    let e16: [u16; 7] = [0, 1, 2, 7, 300, 0x8000, u16::MAX];
    let (mut a8, mut b8, mut a16, mut b16) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for (i, &x) in e8.iter().enumerate() {
        for (j, &y) in e8.iter().enumerate() {
            a8.push(x);
            b8.push(y);
            a16.push(e16[(i + j) % e16.len()]);
            b16.push(e16[(i * 3 + j) % e16.len()]);
        }
    }
    for _ in 0..36 {
        a8.push(rng.next_u32() as i8);
        b8.push(rng.next_u32() as i8);
        a16.push(rng.next_u32() as u16);
        b16.push(if rng.below(2) == 0 {
            rng.next_u32() as u16
        } else {
            rng.below(20) as u16
        });
    }
    let n = a8.len();
    let mut want8 = Vec::new();
    let mut want16 = Vec::new();
    for i in 0..n {
        let (a, b) = (a8[i], b8[i]);
        want8.extend([
            a.wrapping_add(b),
            a.wrapping_sub(b),
            a.wrapping_mul(b),
            idiv(a, b),
            irem(a, b),
        ]);
        let (x, y) = (a16[i], b16[i]);
        want16.extend([
            x.wrapping_add(y),
            x.wrapping_sub(y),
            x.wrapping_mul(y),
            idiv(x, y),
            irem(x, y),
        ]);
    }

    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/int_small.mp"),
        "int_small",
    )?;
    let (ba8, bb8, ba16, bb16) = (
        c.upload(&a8)?,
        c.upload(&b8)?,
        c.upload(&a16)?,
        c.upload(&b16)?,
    );
    let o8 = c.filled(5 * n, 0x55_i8)?;
    let o16 = c.filled(5 * n, 0x5555_u16)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[
            (&ba8).into(),
            (&bb8).into(),
            (&ba16).into(),
            (&bb16).into(),
            (&o8).into(),
            (&o16).into(),
            (n as u32).into(),
        ],
    )?;
    const OPS: [&str; 5] = ["a+b", "a-b", "a*b", "a/b", "a%b"];
    c.ints("o8", &c.read("o8", &o8)?, &want8, |i| {
        format!(
            "element {}, i8 {} with a={}, b={}",
            i / 5,
            OPS[i % 5],
            a8[i / 5],
            b8[i / 5]
        )
    })?;
    c.ints("o16", &c.read("o16", &o16)?, &want16, |i| {
        format!(
            "element {}, u16 {} with a={}, b={}",
            i / 5,
            OPS[i % 5],
            a16[i / 5],
            b16[i / 5]
        )
    })
}
