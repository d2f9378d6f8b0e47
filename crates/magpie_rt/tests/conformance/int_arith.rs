//! i32 and u32 add/sub/mul/div/rem, every pair of edge values plus random
//! pairs; SEMANTICS.md's division rules (x/0 = x, x%0 = 0, MIN/-1 = MIN).

use magpie_rt::Device;

use super::check::{idiv, irem, Case, CaseResult, Lcg};

const EDGES: [i32; 14] = [
    0,
    1,
    -1,
    2,
    -2,
    7,
    -7,
    3,
    -3,
    1000,
    65536,
    i32::MIN,
    i32::MAX,
    i32::MIN + 1,
];

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("int_arith", dev);
    let mut rng = Lcg::new(1);
    let (mut sa, mut sb) = (Vec::new(), Vec::new());
    for &a in &EDGES {
        for &b in &EDGES {
            sa.push(a);
            sb.push(b);
        }
    }
    for _ in 0..50 {
        sa.push(rng.next_u32() as i32);
        // small divisors too, so quotients are not all 0 or 1
        sb.push(if rng.below(2) == 0 {
            rng.next_u32() as i32
        } else {
            rng.below(19) as i32 - 9
        });
    }
    let n = sa.len();
    let ua: Vec<u32> = sa.iter().map(|&x| x as u32).collect();
    let ub: Vec<u32> = sb.iter().map(|&x| x as u32).collect();

    let mut want_s = Vec::new();
    let mut want_u = Vec::new();
    for i in 0..n {
        let (a, b) = (sa[i], sb[i]);
        want_s.extend([
            a.wrapping_add(b),
            a.wrapping_sub(b),
            a.wrapping_mul(b),
            idiv(a, b),
            irem(a, b),
        ]);
        let (x, y) = (ua[i], ub[i]);
        want_u.extend([
            x.wrapping_add(y),
            x.wrapping_sub(y),
            x.wrapping_mul(y),
            idiv(x, y),
            irem(x, y),
        ]);
    }

    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/int_arith.mp"),
        "int_arith",
    )?;
    let (bsa, bsb) = (c.upload(&sa)?, c.upload(&sb)?);
    let (bua, bub) = (c.upload(&ua)?, c.upload(&ub)?);
    let out_s = c.filled(5 * n, 0x5a5a_5a5a_i32)?;
    let out_u = c.filled(5 * n, 0x5a5a_5a5a_u32)?;
    let grid = (n as u32).div_ceil(64);
    c.launch(
        &k,
        [grid, 1, 1],
        [64, 1, 1],
        &[
            (&bsa).into(),
            (&bsb).into(),
            (&bua).into(),
            (&bub).into(),
            (&out_s).into(),
            (&out_u).into(),
            (n as u32).into(),
        ],
    )?;
    const OPS: [&str; 5] = ["a+b", "a-b", "a*b", "a/b", "a%b"];
    let label = |i: usize| {
        format!(
            "element {}, {} with a={}, b={}",
            i / 5,
            OPS[i % 5],
            sa[i / 5],
            sb[i / 5]
        )
    };
    c.ints("out_s", &c.read("out_s", &out_s)?, &want_s, label)?;
    let label = |i: usize| {
        format!(
            "element {}, {} with a={}, b={}",
            i / 5,
            OPS[i % 5],
            ua[i / 5],
            ub[i / 5]
        )
    };
    c.ints("out_u", &c.read("out_u", &out_u)?, &want_u, label)
}
