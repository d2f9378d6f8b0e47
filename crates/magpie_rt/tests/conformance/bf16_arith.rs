//! bf16 arithmetic and casts, bit-exact. References: compute in f32 and
//! round once with `half::bbf16::from_f32` (round to nearest even), which is
//! SEMANTICS.md's rule for bf16. bf16 subnormals are f32 subnormals, so they
//! follow the f32 rule (compared unless the device flushes them). fmod is
//! exact.

use half::bf16;
use magpie_rt::{Capability, Device};

use super::check::{fmax32, fmin32, mask, Case, CaseResult, Lcg, F32_EDGES};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("bf16_arith", dev);
    c.require(&[Capability::Bf16])?;
    let mut rng = Lcg::new(28);
    let edges: Vec<bf16> = [
        0.0f32,
        -0.0,
        1.0,
        -1.0,
        0.5,
        3.0,
        -2.5,
        1.0e38,
        -3.0e38,
        1.0078125,
        0.1,
        256.0,
        1000.0,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
    ]
    .iter()
    .map(|&x| bf16::from_f32(x))
    .chain([
        bf16::MIN_POSITIVE,
        bf16::MAX,
        bf16::from_bits(0x0001),
        bf16::from_bits(0x807F),
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
        ha.push(bf16::from_f32(rng.f32_in(-300.0, 300.0)));
        hb.push(bf16::from_f32(rng.f32_in(-4.0, 4.0)));
    }
    let n = ha.len();
    let mut fs: Vec<f32> = F32_EDGES.to_vec();
    // 257 and 259: ties to even at 256 and 260; f32::MAX rounds up to inf
    fs.extend([
        257.0,
        259.0,
        258.0,
        f32::MAX,
        3.389_531_4e38,
        1.0e-39,
        0.333_333_34,
        1.003_906_3,
        1.011_718_8,
    ]);
    let mut xs: Vec<i32> = vec![
        0,
        1,
        -1,
        257,
        259,
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
    // The compare masks as a device that flushes f32 (so bf16) subnormals
    // computes them: subnormals as zeros of their sign.
    let mut flushed_mask = Vec::new();
    let flush = |x: f32| {
        if x.is_subnormal() {
            0.0f32.copysign(x)
        } else {
            x
        }
    };
    for i in 0..n {
        let (a, b) = (ha[i].to_f32(), hb[i].to_f32());
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
                fs[i],
                xs[i] as f32,
            ]
            .map(bf16::from_f32),
        );
        want_f.push(a);
        want_i.extend([a as i32, mask(&[a == b, a < b, a >= b]) as i32]);
        let (fa, fb) = (flush(a), flush(b));
        flushed_mask.push(mask(&[fa == fb, fa < fb, fa >= fb]) as i32);
    }
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/bf16_arith.mp"),
        "bf16_arith",
    )?;
    let (ba, bb, bf, bx) = (
        c.upload(&ha)?,
        c.upload(&hb)?,
        c.upload(&fs)?,
        c.upload(&xs)?,
    );
    let oh = c.filled(10 * n, bf16::from_f32(-1234.0))?;
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
    const OPS: [&str; 10] = [
        "a+b",
        "a-b",
        "a*b",
        "a/b",
        "fmod(a,b)",
        "sqrt(a)",
        "min(a,b)",
        "max(a,b)",
        "bf16(f)",
        "bf16(x)",
    ];
    let bound = |i: usize| {
        let e = i / 10;
        let involved = [ha[e].to_f32(), hb[e].to_f32(), fs[e], want_h[i].to_f32()];
        c.f32_bound(0, &involved)
    };
    c.floats("oh", &c.read("oh", &oh)?, &want_h, bound, |i| {
        let e = i / 10;
        format!(
            "element {e}, {} with a={}, b={}, f={:?}, x={}",
            OPS[i % 10],
            ha[e],
            hb[e],
            fs[e],
            xs[e]
        )
    })?;
    c.floats(
        "of",
        &c.read("of", &of)?,
        &want_f,
        |i| c.f32_bound(0, &[want_f[i]]),
        |i| format!("element {i}, f32(a) with a={}", ha[i]),
    )?;
    let got_i = c.read("oi", &oi)?;
    // Where the device reports flushing, either mask is allowed.
    let want_i: Vec<i32> = (0..want_i.len())
        .map(|i| {
            let flushed = flushed_mask[i / 2];
            if i % 2 == 1 && c.flushes_f32_subnormals() && got_i.get(i) == Some(&flushed) {
                flushed
            } else {
                want_i[i]
            }
        })
        .collect();
    c.ints("oi", &got_i, &want_i, |i| {
        format!(
            "element {}, {} with a={}, b={}",
            i / 2,
            ["i32(a)", "mask (oeq, olt, oge)"][i % 2],
            ha[i / 2],
            hb[i / 2]
        )
    })
}
