//! A u16 `cast<bool, u16>` multiplied and or-ed with itself beside an i64
//! division and an i8 remainder: the shape of issue 12's finding 2 on
//! NVIDIA's Vulkan driver. Bit-exact. References: SEMANTICS.md's integer
//! division (`check::idiv`, `check::irem`) and Rust's u16 arithmetic.

use magpie_rt::{Capability, Device};

use super::check::{idiv, irem, Case, CaseResult, Lcg};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("narrow_or_product", dev);
    c.require(&[Capability::Int64])?;
    let mut rng = Lcg::new(1301242);
    let mut ds: Vec<i64> = vec![
        0,
        4_294_967_296,
        55,
        -1,
        1,
        i64::MIN,
        i64::MAX,
        2,
        -2_147_483_647,
        0,
    ];
    let mut vs: Vec<u32> = vec![
        4,
        60,
        0xffff,
        3_646_281_143,
        0,
        u32::MAX,
        0x1_ffff,
        255,
        128,
        0xffff,
    ];
    let mut rs: Vec<i8> = vec![33, 0, -1, -128, 1, 127, 0, -7, -1, 5];
    while ds.len() < 128 {
        ds.push(match ds.len() % 4 {
            0 => 0,
            1 => (rng.next_u64() as i64) >> 40,
            _ => rng.next_u64() as i64,
        });
        vs.push(if rng.below(4) == 0 {
            0xffff
        } else {
            rng.next_u32()
        });
        rs.push(match rs.len() % 5 {
            0 => 0,
            1 => -1,
            _ => rng.next_u32() as i8,
        });
    }
    let n = ds.len();
    let want_q: Vec<i64> = ds.iter().map(|&d| idiv(2_147_483_647i64, d)).collect();
    let want_r: Vec<i8> = (0..n).map(|i| irem(vs[i] as i8, rs[i])).collect();
    let want_c: Vec<u16> = vs
        .iter()
        .map(|&v| {
            let c = u16::from(v != 0xffff);
            c | c.wrapping_mul(c)
        })
        .collect();
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/narrow_or_product.mp"),
        "narrow_or_product",
    )?;
    let (bd, bv, br) = (c.upload(&ds)?, c.upload(&vs)?, c.upload(&rs)?);
    let oq = c.filled(n, 0x5a5a_5a5a_5a5a_5a5a_i64)?;
    let or8 = c.filled(n, 0x5a_i8)?;
    let oc = c.filled(n, 0x5a5a_u16)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[
            (&bd).into(),
            (&bv).into(),
            (&br).into(),
            (&oq).into(),
            (&or8).into(),
            (&oc).into(),
            (n as u32).into(),
        ],
    )?;
    c.ints("oq", &c.read("oq", &oq)?, &want_q, |i| {
        format!("element {i}: 2147483647 / {}", ds[i])
    })?;
    c.ints("or8", &c.read("or8", &or8)?, &want_r, |i| {
        format!("element {i}: i8({:#x}) % {}", vs[i], rs[i])
    })?;
    c.ints("oc", &c.read("oc", &oc)?, &want_c, |i| {
        format!("element {i}: c | c*c with v = {:#x}", vs[i])
    })
}
