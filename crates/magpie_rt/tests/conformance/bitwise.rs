//! u32 and bool and/or/xor.

use magpie_rt::Device;

use super::check::{Case, CaseResult, Lcg};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("bitwise", dev);
    let mut rng = Lcg::new(3);
    let edges = [
        0u32,
        1,
        2,
        3,
        u32::MAX,
        0x8000_0000,
        0x5555_5555,
        0xAAAA_AAAA,
    ];
    let (mut xa, mut xb) = (Vec::new(), Vec::new());
    for &a in &edges {
        for &b in &edges {
            xa.push(a);
            xb.push(b);
        }
    }
    for _ in 0..37 {
        xa.push(rng.next_u32());
        xb.push(rng.next_u32());
    }
    let n = xa.len();
    let mut want = Vec::new();
    for i in 0..n {
        let (a, b) = (xa[i], xb[i]);
        let (p, q) = (a & 1 != 0, b & 1 != 0);
        want.extend([
            a & b,
            a | b,
            a ^ b,
            u32::from(p & q),
            u32::from(p | q),
            u32::from(p ^ q),
        ]);
    }
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/bitwise.mp"),
        "bitwise",
    )?;
    let (ba, bb) = (c.upload(&xa)?, c.upload(&xb)?);
    let out = c.filled(6 * n, 0x5a5a_5a5a_u32)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[(&ba).into(), (&bb).into(), (&out).into(), (n as u32).into()],
    )?;
    const OPS: [&str; 6] = ["a&b", "a|b", "a^b", "bool and", "bool or", "bool xor"];
    c.ints("out", &c.read("out", &out)?, &want, |i| {
        format!(
            "element {}, {} with a={:#x}, b={:#x}",
            i / 6,
            OPS[i % 6],
            xa[i / 6],
            xb[i / 6]
        )
    })
}
