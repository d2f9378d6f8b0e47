//! Float -> 64-bit integer casts followed by a truncating integer cast and
//! more arithmetic: the truncation keeps the low bits of the (saturated)
//! 64-bit value, as Rust's `as` does. Bit-exact. Needs int64.

use magpie_rt::{Capability, Device};

use super::check::{Case, CaseResult, Lcg, F32_EDGES};

/// The eight chains of the kernel for one source `v` (its `;;;` comment).
fn chains(v: f32) -> [u32; 8] {
    let (u, s) = (v as u64, v as i64);
    [
        (u as u32).wrapping_add(7) ^ 0x1234,
        ((u as i32).wrapping_add(1) ^ 0x5555) as u32,
        (s as i32).wrapping_add(3) as u32,
        (s as u32) ^ 0xA5A5_A5A5,
        u32::from(u as u16) + 3,
        (i32::from(s as u8) + 1) as u32,
        (i32::from(u as i8) ^ -16) as u32,
        (i32::from(s as i16) - 2) as u32,
    ]
}

const CHAINS: [&str; 8] = [
    "(u32(u64(v)) + 7) ^ 0x1234",
    "(i32(u64(v)) + 1) ^ 0x5555",
    "i32(i64(v)) + 3",
    "u32(i64(v)) ^ 0xA5A5A5A5",
    "u32(u16(u64(v))) + 3",
    "i32(u8(i64(v))) + 1",
    "i32(i8(u64(v))) ^ -16",
    "i32(i16(i64(v))) - 2",
];

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("cast_chain_u64", dev);
    c.require(&[Capability::Int64])?;
    let mut rng = Lcg::new(64);
    let two32 = 4_294_967_296.0_f32;
    let mut fs: Vec<f32> = F32_EDGES.to_vec();
    fs.extend([
        2_147_483_648.0,
        two32,
        4_294_967_040.0, // the largest f32 below 2^32
        two32 + 512.0,   // the next f32 above 2^32: low word 512
        5.0e9,
        1.5 * two32 * 256.0, // 2^40 + 2^39
        9.223_371_5e18,      // the largest f32 below 2^63
        9.223_372e18,        // 2^63: i64 saturates, u64 does not
        1.844_674_3e19,      // the largest f32 below 2^64
        1.844_674_4e19,      // 2^64: u64 saturates, low word 0xFFFFFFFF
        1.0e20,
        -2.5,
        -2_147_483_648.0,
        -2_147_483_904.0,
        -two32,
        -5.0e9,
        -9.223_372e18, // -2^63, i64::MIN exactly
        -1.0e20,
        65_536.0 + 255.0,
        f32::NEG_INFINITY,
        f32::NAN,
        -f32::NAN,
    ]);
    let mut xs: Vec<u32> = vec![
        0,
        1,
        0x8000_0000,
        u32::MAX,
        0x7FFF_FFFF,
        0x7FFF_FF80,
        0xFFFF_FF7F,
        0xFFFF_FF80,
        16_777_217,
        0x0001_FFFF,
        0xFF,
        0x100,
    ];
    while xs.len() < fs.len() {
        xs.push(rng.next_u32());
    }
    for k in 0..48 {
        fs.push(match k % 3 {
            0 => rng.f32_in(-2.0e19, 2.0e19),
            1 => rng.f32_in(-1.0e12, 1.0e12),
            _ => rng.f32_in(0.0, 1.0e10),
        });
        xs.push(rng.next_u32());
    }
    xs.truncate(fs.len());
    let n = fs.len();
    let sources = |i: usize| [fs[i], xs[i] as f32];
    let mut want = Vec::new();
    let mut want_l = Vec::new();
    for i in 0..n {
        for v in sources(i) {
            want.extend(chains(v));
            want_l.extend([v as u64, (v as i64) as u64]);
        }
    }
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/cast_chain_u64.mp"),
        "cast_chain_u64",
    )?;
    let (bf, bx) = (c.upload(&fs)?, c.upload(&xs)?);
    let o = c.filled(16 * n, 0x5a5a_5a5a_u32)?;
    let ol = c.filled(4 * n, 0x5a5a_5a5a_5a5a_5a5a_u64)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[
            (&bf).into(),
            (&bx).into(),
            (&o).into(),
            (&ol).into(),
            (n as u32).into(),
        ],
    )?;
    let source = |i: usize, k: usize| {
        if k == 0 {
            format!("v = fs[{i}] = {:?}", fs[i])
        } else {
            format!("v = f32(xs[{i}] = {:#x}) = {:?}", xs[i], xs[i] as f32)
        }
    };
    c.ints("o", &c.read("o", &o)?, &want, |j| {
        format!(
            "element {}, {} with {}",
            j / 16,
            CHAINS[j % 8],
            source(j / 16, (j / 8) % 2)
        )
    })?;
    c.ints("ol", &c.read("ol", &ol)?, &want_l, |j| {
        let what = if j % 2 == 0 { "u64(v)" } else { "u64(i64(v))" };
        format!(
            "element {}, {what} with {}",
            j / 4,
            source(j / 4, (j / 2) % 2)
        )
    })
}
