//! Ordered 64-bit integer compares (signed and unsigned, against a loaded
//! value and against constants) in a kernel that also compares a bf16
//! value with itself and an f64 fma: the shape of issue 12's finding 1 on
//! NVIDIA's Vulkan driver. Bit-exact. References: Rust's own compares of
//! the wrapping sum; bf16 widened from its bits; `f64::mul_add`.

use half::bf16;
use magpie_rt::{Capability, Device};

use super::check::{Case, CaseResult, Lcg};

const NAMES: [&str; 10] = [
    "(h == h || f64(h) == fma(b, a, a)) != (66 > s)",
    "s < y",
    "s > y",
    "s <= y",
    "s >= y",
    "s <u y",
    "s >u y",
    "s <=u y",
    "s >=u y",
    "-66 > s",
];

fn expected(x: i64, y: i64, h: bf16, a: f64, b: f64) -> [u32; 10] {
    let s = x.wrapping_add(x);
    let hw = f64::from(h.to_f32());
    let either = h.to_f32() == h.to_f32() || hw == b.mul_add(a, a);
    let (su, yu) = (s as u64, y as u64);
    [
        either != (66 > s),
        s < y,
        s > y,
        s <= y,
        s >= y,
        su < yu,
        su > yu,
        su <= yu,
        su >= yu,
        -66 > s,
    ]
    .map(u32::from)
}

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("i64_compare_mix", dev);
    c.require(&[Capability::Int64, Capability::Bf16, Capability::Float64])?;
    let mut rng = Lcg::new(1300492);
    // The finding's own values (x = -2, -80, -15 and one whose doubling
    // wraps), the edges of both words, and random ones.
    let mut xs: Vec<i64> = vec![
        7,
        -2,
        56,
        -80,
        -15,
        33,
        0,
        -1,
        1,
        i64::MIN,
        i64::MAX,
        -1_864_709_668_788_829_754,
        4_371_074_028_556_553_651,
        1 << 31,
        (1 << 32) - 1,
        1 << 32,
        -(1 << 32),
        -(1 << 31),
        0x7fff_ffff_0000_0000,
        -0x7fff_ffff_0000_0000,
        33,
        34,
        32,
        -33,
    ];
    let mut ys: Vec<i64> = xs.iter().rev().copied().collect();
    ys[0] = 14; // s == y for x = 7
    ys[1] = -4; // s == y for x = -2
    while xs.len() < 96 {
        let v = rng.next_u64() as i64;
        xs.push(match xs.len() % 4 {
            0 => v,
            1 => v >> 33,
            2 => -(v >> 40).abs(),
            _ => (v >> 31) & 0x1_ffff_ffff,
        });
        ys.push(match ys.len() % 3 {
            0 => rng.next_u64() as i64,
            1 => xs[xs.len() - 1].wrapping_mul(2),
            _ => (rng.next_u64() as i64) >> 32,
        });
    }
    let n = xs.len();
    let hs: Vec<bf16> = (0..n)
        .map(|i| match i % 6 {
            0 => bf16::NAN,
            1 => bf16::from_f32(2.5),
            2 => bf16::INFINITY,
            3 => bf16::from_f32(-1.0),
            _ => bf16::from_bits(rng.next_u32() as u16),
        })
        .collect();
    let fs: Vec<f64> = (0..2 * n)
        .map(|k| match k % 5 {
            0 => 0.0,
            1 => -1.0,
            2 => f64::NAN,
            _ => rng.f64_in(-1.0e3, 1.0e3),
        })
        .collect();
    let want: Vec<u32> = (0..n)
        .flat_map(|i| expected(xs[i], ys[i], hs[i], fs[2 * i], fs[2 * i + 1]))
        .collect();
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/i64_compare_mix.mp"),
        "i64_compare_mix",
    )?;
    let (bx, by, bh, bf) = (
        c.upload(&xs)?,
        c.upload(&ys)?,
        c.upload(&hs)?,
        c.upload(&fs)?,
    );
    let o = c.filled(10 * n, 7u32)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[
            (&bx).into(),
            (&by).into(),
            (&bh).into(),
            (&bf).into(),
            (&o).into(),
            (n as u32).into(),
        ],
    )?;
    c.ints("o", &c.read("o", &o)?, &want, |j| {
        let i = j / 10;
        format!(
            "element {i}: {} with x = {}, s = {}, y = {}, h = {:?}",
            NAMES[j % 10],
            xs[i],
            xs[i].wrapping_add(xs[i]),
            ys[i],
            hs[i]
        )
    })
}
