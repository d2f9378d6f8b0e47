//! The exact f32 math ops (0 ulp): sqrt, abs, floor, ceil, round (half away
//! from zero), trunc, fmin/fmax (one NaN loses, -0 < +0), fma.

use magpie_rt::Device;

use super::check::{fmax32, fmin32, Case, CaseResult, Lcg, F32_EDGES};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("math_exact", dev);
    let mut rng = Lcg::new(11);
    let mut xa: Vec<f32> = F32_EDGES.to_vec();
    xa.extend([
        0.5,
        1.5,
        2.5,
        -0.5,
        -1.5,
        0.499_999_97,
        -0.3,
        -0.7,
        0.3,
        8_388_609.0,
        -8_388_609.0,
        2.0,
        4.0,
        1.0e-38,
    ]);
    // min/max partners: NaN both ways, signed zeros both ways, equal values
    let mut xb: Vec<f32> = Vec::new();
    let partners = [
        f32::NAN,
        -0.0,
        0.0,
        1.0,
        -1.0,
        f32::INFINITY,
        f32::NEG_INFINITY,
        0.5,
    ];
    for i in 0..xa.len() {
        xb.push(partners[i % partners.len()]);
    }
    for _ in 0..60 {
        xa.push(rng.f32_in(-100.0, 100.0));
        xb.push(rng.f32_in(-100.0, 100.0));
    }
    for _ in 0..20 {
        xa.push(rng.f32_bits());
        xb.push(rng.f32_bits());
    }
    let n = xa.len();
    let xc: Vec<f32> = (0..n)
        .map(|i| {
            if i % 5 == 0 {
                -xa[i] * xb[i]
            } else {
                rng.f32_in(-10.0, 10.0)
            }
        })
        .collect();
    let mut want = Vec::new();
    for i in 0..n {
        let (a, b, cc) = (xa[i], xb[i], xc[i]);
        want.extend([
            a.sqrt(),
            a.abs(),
            a.floor(),
            a.ceil(),
            a.round(),
            a.trunc(),
            fmin32(a, b),
            fmax32(a, b),
            a.mul_add(b, cc),
        ]);
    }
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/math_exact.mp"),
        "math_exact",
    )?;
    let (ba, bb, bc) = (c.upload(&xa)?, c.upload(&xb)?, c.upload(&xc)?);
    let out = c.filled(9 * n, -12345.0_f32)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[
            (&ba).into(),
            (&bb).into(),
            (&bc).into(),
            (&out).into(),
            (n as u32).into(),
        ],
    )?;
    const OPS: [&str; 9] = [
        "sqrt(a)",
        "abs(a)",
        "floor(a)",
        "ceil(a)",
        "round(a)",
        "trunc(a)",
        "min(a,b)",
        "max(a,b)",
        "fma(a,b,c)",
    ];
    c.floats(
        "out",
        &c.read("out", &out)?,
        &want,
        |i| c.f32_bound(0, &[xa[i / 9], xb[i / 9], xc[i / 9], want[i]]),
        |i| {
            format!(
                "element {}, {} with a={:?}, b={:?}, c={:?}",
                i / 9,
                OPS[i % 9],
                xa[i / 9],
                xb[i / 9],
                xc[i / 9]
            )
        },
    )
}
