//! 64-bit integer arithmetic, division rules, shifts modulo 64, compares and
//! casts. Needs int64.

use magpie_rt::{Capability, Device};

use super::check::{idiv, irem, mask, Case, CaseResult, Lcg, F32_EDGES};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("i64_arith", dev);
    c.require(&[Capability::Int64])?;
    let mut rng = Lcg::new(30);
    let edges = [
        0i64,
        1,
        -1,
        2,
        -7,
        7,
        i64::MIN,
        i64::MAX,
        i64::MIN + 1,
        1 << 32,
        (1 << 32) - 1,
        -(1 << 31),
        1 << 31,
    ];
    let (mut xa, mut xb) = (Vec::new(), Vec::new());
    for &a in &edges {
        for &b in &edges {
            xa.push(a);
            xb.push(b);
        }
    }
    for _ in 0..60 {
        xa.push(rng.next_u64() as i64);
        xb.push(if rng.below(2) == 0 {
            rng.next_u64() as i64
        } else {
            i64::from(rng.below(41)) - 20
        });
    }
    let n = xa.len();
    let amt: Vec<u32> = (0..n as u32)
        .map(|i| if i < 70 { i * 3 } else { rng.below(200) })
        .collect();
    let mut fs: Vec<f32> = F32_EDGES.to_vec();
    fs.extend([9.3e18, -9.3e18, 9.2e18, -9.223_372e18, 1.0e19]);
    while fs.len() < n {
        fs.push(rng.f32_in(-1.0e19, 1.0e19));
    }
    fs.truncate(n);
    let (mut want_l, mut want_m, mut want_f) = (Vec::new(), Vec::new(), Vec::new());
    for i in 0..n {
        let (a, b, s) = (xa[i], xb[i], amt[i]);
        let (ua, ub) = (a as u64, b as u64);
        want_l.extend([
            a.wrapping_add(b),
            a.wrapping_sub(b),
            a.wrapping_mul(b),
            idiv(a, b),
            irem(a, b),
            idiv(ua, ub) as i64,
            irem(ua, ub) as i64,
            a.wrapping_shl(s),
            ua.wrapping_shr(s) as i64,
            a.wrapping_shr(s),
            i64::from(a as i32),
            i64::from(a as u32),
            fs[i] as i64,
        ]);
        want_m.push(mask(&[a == b, a < b, ua < ub, a > b, ua > ub]));
        want_f.extend([a as f32, ua as f32]);
    }
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/i64_arith.mp"),
        "i64_arith",
    )?;
    let (ba, bb, bs, bf) = (
        c.upload(&xa)?,
        c.upload(&xb)?,
        c.upload(&amt)?,
        c.upload(&fs)?,
    );
    let ol = c.filled(13 * n, 0x5a5a_5a5a_i64)?;
    let om = c.filled(n, 0x5a5a_5a5a_u32)?;
    let of = c.filled(2 * n, -12345.0_f32)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[
            (&ba).into(),
            (&bb).into(),
            (&bs).into(),
            (&bf).into(),
            (&ol).into(),
            (&om).into(),
            (&of).into(),
            (n as u32).into(),
        ],
    )?;
    const OPS: [&str; 13] = [
        "a+b",
        "a-b",
        "a*b",
        "a/b",
        "a%b",
        "ua/ub",
        "ua%ub",
        "a<<s",
        "ua>>s",
        "a>>s (arith)",
        "i64(i32(a))",
        "u64(u32(a))",
        "i64(f)",
    ];
    c.ints("ol", &c.read("ol", &ol)?, &want_l, |i| {
        let e = i / 13;
        format!(
            "element {e}, {} with a={}, b={}, s={}, f={:?}",
            OPS[i % 13],
            xa[e],
            xb[e],
            amt[e],
            fs[e]
        )
    })?;
    c.ints("om", &c.read("om", &om)?, &want_m, |i| {
        format!(
            "element {i}, mask (eq slt ult sgt ugt) with a={}, b={}",
            xa[i], xb[i]
        )
    })?;
    c.floats(
        "of",
        &c.read("of", &of)?,
        &want_f,
        |_| 0,
        |i| {
            format!(
                "element {}, {} with a={}",
                i / 2,
                ["f32(a)", "f32(ua)"][i % 2],
                xa[i / 2]
            )
        },
    )
}
