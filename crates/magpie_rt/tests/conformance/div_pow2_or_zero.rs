//! Division and remainder by `c & y` (c a power of two, so the divisor is
//! 0 or c by one bit of y), unsigned and signed, at 8, 16, 32 and 64 bits,
//! also with the dividend `x * x`. Bit-exact. References: Rust's own
//! integer `/` and `%` on the unsigned and signed type of the width, with
//! x / 0 = x, x % 0 = 0, MIN / -1 = MIN, MIN % -1 = 0 (`check::idiv`,
//! `check::irem`). Needs int64.

use std::ops::BitAnd;

use magpie_rt::{Capability, Device};

use super::check::{idiv, irem, Case, CaseResult, Int, Lcg};

const OPS: [&str; 12] = [
    "urem(x, c1 & y)",
    "udiv(x, c1 & y)",
    "srem(x, c1 & y)",
    "sdiv(x, c1 & y)",
    "urem(x, c2 & y)",
    "udiv(x, c2 & y)",
    "srem(x, c2 & y)",
    "sdiv(x, c2 & y)",
    "urem(x*x, c1 & y)",
    "udiv(x*x, c1 & y)",
    "srem(x*x, c1 & y)",
    "sdiv(x*x, c1 & y)",
];

/// The kernel's twelve results for `x`, `y` at one width, in `OPS` order:
/// `U` is the unsigned type of the width, `S` the signed one (`s`, `u`
/// reinterpret the bits), `xx` = x * x wrapping.
fn slots<U, S>(x: U, xx: U, y: U, c: [U; 2], s: fn(U) -> S, u: fn(S) -> U) -> Vec<U>
where
    U: Int + BitAnd<Output = U>,
    S: Int,
{
    let four = |a: U, d: U| {
        [
            irem(a, d),
            idiv(a, d),
            u(irem(s(a), s(d))),
            u(idiv(s(a), s(d))),
        ]
    };
    let (d1, d2) = (c[0] & y, c[1] & y);
    [four(x, d1), four(x, d2), four(xx, d1)].concat()
}

/// Dividends (bits of width `w`): 0, 1, small, MAX, MIN, MIN + 1, all ones,
/// large patterns.
fn x_edges(w: u32) -> Vec<u64> {
    let m = u64::MAX >> (64 - w);
    let min = 1u64 << (w - 1);
    [
        0,
        1,
        2,
        5,
        33,
        100,
        min - 1,
        min,
        min + 1,
        m,
        0xA5A5_A5A5_A5A5_A5A5,
        0x5A5A_5A5A_5A5A_5A5B,
    ]
    .iter()
    .map(|v| v & m)
    .collect()
}

/// Second operands: the bits c1 and c2 each set and clear.
fn y_edges(w: u32, c1: u64, c2: u64) -> Vec<u64> {
    let m = u64::MAX >> (64 - w);
    [
        0,
        m,
        c1,
        c2,
        c1 | c2,
        !c1,
        !c2,
        0x5555_5555_5555_5555,
        0xAAAA_AAAA_AAAA_AAAA,
    ]
    .iter()
    .map(|v| v & m)
    .collect()
}

/// `(x, y)` pairs of width `w`: every edge pair, then random ones.
fn inputs(w: u32, c1: u64, c2: u64, rng: &mut Lcg) -> (Vec<u64>, Vec<u64>) {
    let m = u64::MAX >> (64 - w);
    let (xe, ye) = (x_edges(w), y_edges(w, c1, c2));
    let (mut xs, mut ys) = (Vec::new(), Vec::new());
    for &x in &xe {
        for &y in &ye {
            xs.push(x);
            ys.push(y);
        }
    }
    while xs.len() < 128 {
        xs.push(rng.next_u64() & m);
        ys.push(rng.next_u64() & m);
    }
    (xs, ys)
}

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("div_pow2_or_zero", dev);
    c.require(&[Capability::Int64])?;
    let mut rng = Lcg::new(41);
    let (x8, y8) = inputs(8, 32, 0x80, &mut rng);
    let (x16, y16) = inputs(16, 2, 0x8000, &mut rng);
    let (x32, y32) = inputs(32, 8, 0x8000_0000, &mut rng);
    let (x64, y64) = inputs(64, 2, 1 << 63, &mut rng);
    let n = x8.len();

    let (mut want8, mut want16, mut want32, mut want64) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for i in 0..n {
        let (x, y) = (x8[i] as u8, y8[i] as u8);
        let r = slots(
            x,
            x.wrapping_mul(x),
            y,
            [32, 0x80],
            |v| v as i8,
            |v| v as u8,
        );
        want8.extend(r.iter().map(|&v| v as i8));
        let (x, y) = (x16[i] as u16, y16[i] as u16);
        let r = slots(
            x,
            x.wrapping_mul(x),
            y,
            [2, 0x8000],
            |v| v as i16,
            |v| v as u16,
        );
        want16.extend(r);
        let (x, y) = (x32[i] as u32, y32[i] as u32);
        let r = slots(
            x,
            x.wrapping_mul(x),
            y,
            [8, 1 << 31],
            |v| v as i32,
            |v| v as u32,
        );
        want32.extend(r);
        let (x, y) = (x64[i], y64[i]);
        let r = slots(
            x,
            x.wrapping_mul(x),
            y,
            [2, 1 << 63],
            |v| v as i64,
            |v| v as u64,
        );
        want64.extend(r.iter().map(|&v| v as i64));
    }

    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/div_pow2_or_zero.mp"),
        "div_pow2_or_zero",
    )?;
    let bx8 = c.upload(&x8.iter().map(|&v| v as i8).collect::<Vec<_>>())?;
    let by8 = c.upload(&y8.iter().map(|&v| v as i8).collect::<Vec<_>>())?;
    let bx16 = c.upload(&x16.iter().map(|&v| v as u16).collect::<Vec<_>>())?;
    let by16 = c.upload(&y16.iter().map(|&v| v as u16).collect::<Vec<_>>())?;
    let bx32 = c.upload(&x32.iter().map(|&v| v as u32).collect::<Vec<_>>())?;
    let by32 = c.upload(&y32.iter().map(|&v| v as u32).collect::<Vec<_>>())?;
    let bx64 = c.upload(&x64.iter().map(|&v| v as i64).collect::<Vec<_>>())?;
    let by64 = c.upload(&y64.iter().map(|&v| v as i64).collect::<Vec<_>>())?;
    let o8 = c.filled(12 * n, 0x55_i8)?;
    let o16 = c.filled(12 * n, 0x5555_u16)?;
    let o32 = c.filled(12 * n, 0x5555_5555_u32)?;
    let o64 = c.filled(12 * n, 0x5555_5555_5555_5555_i64)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[
            (&bx8).into(),
            (&by8).into(),
            (&bx16).into(),
            (&by16).into(),
            (&bx32).into(),
            (&by32).into(),
            (&bx64).into(),
            (&by64).into(),
            (&o8).into(),
            (&o16).into(),
            (&o32).into(),
            (&o64).into(),
            (n as u32).into(),
        ],
    )?;
    let label = |what: &str, xs: &[u64], ys: &[u64], j: usize| {
        format!(
            "element {}, {what} {} with x = {:#x}, y = {:#x}",
            j / 12,
            OPS[j % 12],
            xs[j / 12],
            ys[j / 12]
        )
    };
    c.ints("o8", &c.read("o8", &o8)?, &want8, |j| {
        label("8-bit (c1 = 32, c2 = 0x80)", &x8, &y8, j)
    })?;
    c.ints("o16", &c.read("o16", &o16)?, &want16, |j| {
        label("16-bit (c1 = 2, c2 = 0x8000)", &x16, &y16, j)
    })?;
    c.ints("o32", &c.read("o32", &o32)?, &want32, |j| {
        label("32-bit (c1 = 8, c2 = 0x80000000)", &x32, &y32, j)
    })?;
    c.ints("o64", &c.read("o64", &o64)?, &want64, |j| {
        label("64-bit (c1 = 2, c2 = 1 << 63)", &x64, &y64, j)
    })
}
