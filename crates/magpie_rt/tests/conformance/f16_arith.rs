//! f16 arithmetic and casts, bit-exact. References: compute in f32 and round
//! once with `half::f16::from_f32` (round to nearest even). f32 carries more
//! than 2 * 11 + 2 bits, so for add, sub, mul, div and sqrt this equals the
//! correctly rounded f16 result; fmod is exact. math.fma rounds once: its reference is
//! computed exactly with integers ([`fma_f16`]). f16 subnormals are
//! preserved (SEMANTICS.md).

use half::f16;
use magpie_rt::{Capability, Device};

use super::check::{fmax32, fmin32, mask, Case, CaseResult, Lcg, F32_EDGES};

/// `a * b + c` rounded once to f16 (ties to even), computed exactly: every
/// finite f16 is a multiple of 2^-24, so the exact result is an integer
/// multiple of 2^-48, which fits an i128.
fn fma_f16(a: f16, b: f16, c: f16) -> f16 {
    let (x, y, z) = (a.to_f64(), b.to_f64(), c.to_f64());
    if !(x.is_finite() && y.is_finite() && z.is_finite()) {
        // infinities and NaN: IEEE's rules, no rounding involved
        return f16::from_f64(x.mul_add(y, z));
    }
    let scale = |v: f64| (v * 16_777_216.0) as i128; // exact: |v| * 2^24 < 2^40
    let s = scale(x) * scale(y) + (scale(z) << 24);
    if s == 0 {
        // an exact zero is -0 only when both addends are -0
        let p = x * y;
        let neg = p == 0.0 && p.is_sign_negative() && z == 0.0 && z.is_sign_negative();
        return if neg { f16::NEG_ZERO } else { f16::ZERO };
    }
    let m = s.unsigned_abs();
    // every positive finite f16, in increasing order, times 2^48; past the
    // largest (0x7BFF), "65536" stands for the overflow to infinity (0x7C00)
    let value = |k: u16| -> u128 {
        if k == 0x7C00 {
            65_536u128 << 48
        } else {
            (f16::from_bits(k).to_f64() * 281_474_976_710_656.0) as u128
        }
    };
    let sign = if s < 0 { 0x8000 } else { 0 };
    if m >= value(0x7C00) {
        return f16::from_bits(0x7C00 | sign);
    }
    // the largest k with value(k) <= m, by bisection: value(lo) <= m < value(hi)
    let (mut lo, mut hi) = (0u16, 0x7C00u16);
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if value(mid) <= m {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    let (below, above) = (m - value(lo), value(hi) - m);
    let bits = if below < above || (below == above && lo % 2 == 0) {
        lo
    } else {
        hi
    };
    f16::from_bits(bits | sign)
}

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("f16_arith", dev);
    c.require(&[Capability::F16Arithmetic])?;
    let mut rng = Lcg::new(28);
    let edges: Vec<f16> = [
        0.0f32,
        -0.0,
        1.0,
        -1.0,
        0.5,
        3.0,
        -2.5,
        65504.0,
        -65504.0,
        1.0009766,
        0.1,
        2048.0,
        1000.0,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
    ]
    .iter()
    .map(|&x| f16::from_f32(x))
    .chain([
        f16::MIN_POSITIVE,
        f16::from_bits(0x0001),
        f16::from_bits(0x83FF),
    ])
    .collect();
    let (mut ha, mut hb) = (Vec::new(), Vec::new());
    for &a in &edges {
        for &b in &edges {
            ha.push(a);
            hb.push(b);
        }
    }
    for _ in 0..60 {
        ha.push(f16::from_f32(rng.f32_in(-300.0, 300.0)));
        hb.push(f16::from_f32(rng.f32_in(-4.0, 4.0)));
    }
    let n = ha.len();
    let mut fs: Vec<f32> = F32_EDGES.to_vec();
    fs.extend([
        65519.0,
        65520.0,
        -65520.0,
        1.0e-8,
        3.0e-8,
        6.0e-8,
        2049.0,
        2051.0,
        0.333_333_34,
    ]);
    let mut xs: Vec<i32> = vec![
        0,
        1,
        -1,
        2049,
        2051,
        65504,
        65519,
        65520,
        70_000,
        -70_000,
        16_777_216,
        -16_777_216,
    ];
    while fs.len() < n {
        fs.push(rng.f32_in(-70_000.0, 70_000.0));
    }
    while xs.len() < n {
        xs.push(rng.below(200_000) as i32 - 100_000);
    }
    fs.truncate(n);
    let mut want_h = Vec::new();
    let mut want_f = Vec::new();
    let mut want_i = Vec::new();
    for i in 0..n {
        let (a, b) = (ha[i].to_f32(), hb[i].to_f32());
        let fh = f16::from_f32(fs[i]);
        want_h.extend(
            [
                a + b,
                a - b,
                a * b,
                a / b,
                a % b,
                a.sqrt(),
                fmin32(a, b),
                fmax32(a, b),
            ]
            .map(f16::from_f32),
        );
        want_h.extend([fma_f16(ha[i], hb[i], fh), fh, f16::from_f32(xs[i] as f32)]);
        want_f.push(a);
        want_i.extend([a as i32, mask(&[a == b, a < b, a >= b]) as i32]);
    }
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/f16_arith.mp"),
        "f16_arith",
    )?;
    let (ba, bb, bf, bx) = (
        c.upload(&ha)?,
        c.upload(&hb)?,
        c.upload(&fs)?,
        c.upload(&xs)?,
    );
    let oh = c.filled(11 * n, f16::from_f32(-1234.0))?;
    let of = c.filled(n, -12345.0_f32)?;
    let oi = c.filled(2 * n, 0x5a5a_5a5a_i32)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[
            (&ba).into(),
            (&bb).into(),
            (&bf).into(),
            (&bx).into(),
            (&oh).into(),
            (&of).into(),
            (&oi).into(),
            (n as u32).into(),
        ],
    )?;
    const OPS: [&str; 11] = [
        "a+b",
        "a-b",
        "a*b",
        "a/b",
        "fmod(a,b)",
        "sqrt(a)",
        "min(a,b)",
        "max(a,b)",
        "fma(a,b,f16(f))",
        "f16(f)",
        "f16(x)",
    ];
    c.floats(
        "oh",
        &c.read("oh", &oh)?,
        &want_h,
        |_| 0,
        |i| {
            let e = i / 11;
            format!(
                "element {e}, {} with a={}, b={}, f={:?}, x={}",
                OPS[i % 11],
                ha[e],
                hb[e],
                fs[e],
                xs[e]
            )
        },
    )?;
    c.floats(
        "of",
        &c.read("of", &of)?,
        &want_f,
        |_| 0,
        |i| format!("element {i}, f32(a) with a={}", ha[i]),
    )?;
    c.ints("oi", &c.read("oi", &oi)?, &want_i, |i| {
        format!(
            "element {}, {} with a={}, b={}",
            i / 2,
            ["i32(a)", "mask (oeq, olt, oge)"][i % 2],
            ha[i / 2],
            hb[i / 2]
        )
    })
}
