//! The six ordered f32 compares over every pair of edge values: false when
//! either side is NaN; -0 == +0.

use magpie_rt::Device;

use super::check::{mask, Case, CaseResult, Lcg, F32_EDGES};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("fcmp", dev);
    let mut rng = Lcg::new(7);
    let (mut xa, mut xb) = (Vec::new(), Vec::new());
    for &a in &F32_EDGES {
        for &b in &F32_EDGES {
            xa.push(a);
            xb.push(b);
        }
    }
    for _ in 0..30 {
        let a = rng.f32_in(-4.0, 4.0);
        xa.push(a);
        xb.push(if rng.below(2) == 0 {
            a
        } else {
            rng.f32_in(-4.0, 4.0)
        });
    }
    let n = xa.len();
    // Rust's float operators are IEEE's ordered compares, except `!=`
    // (unordered): fcmp.one is "ordered and not equal", hence partial_cmp.
    // A device that may flush f32 subnormals (SEMANTICS.md: reported as
    // `denorm_f32 = flush`) may compare them as zeros of their sign.
    let flush = |x: f32| {
        if x.is_subnormal() {
            0.0f32.copysign(x)
        } else {
            x
        }
    };
    let masks = |f: &dyn Fn(f32) -> f32| -> Vec<u32> {
        (0..n)
            .map(|i| {
                let (a, b) = (f(xa[i]), f(xb[i]));
                mask(&[
                    a == b,
                    a.partial_cmp(&b).is_some_and(|o| o.is_ne()),
                    a < b,
                    a > b,
                    a <= b,
                    a >= b,
                ])
            })
            .collect()
    };
    let exact = masks(&|x| x);
    let flushed = masks(&flush);
    let k = c.kernel(include_str!("../../../../tests/kernels/in/fcmp.mp"), "fcmp")?;
    let (ba, bb) = (c.upload(&xa)?, c.upload(&xb)?);
    let out = c.filled(n, 0xFFFF_FFFF_u32)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[(&ba).into(), (&bb).into(), (&out).into(), (n as u32).into()],
    )?;
    let got = c.read("out", &out)?;
    // Where the device reports flushing, either answer is allowed.
    let want: Vec<u32> = (0..n)
        .map(|i| {
            if c.flushes_f32_subnormals() && got.get(i) == Some(&flushed[i]) {
                flushed[i]
            } else {
                exact[i]
            }
        })
        .collect();
    c.ints("out", &got, &want, |i| {
        format!(
            "element {i}, a={:?}, b={:?} (mask bits: oeq one olt ogt ole oge)",
            xa[i], xb[i]
        )
    })
}
