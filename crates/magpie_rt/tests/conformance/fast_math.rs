//! The `.fast` ops, compared with a tolerance (they may reassociate,
//! contract and approximate): 2 ulp for add/sub/mul (no cancellation: the
//! inputs are positive and a > 2b), 3 ulp for div and for the possibly
//! contracted a*b+a, and fmod within 4 ulp of a (quotients kept between
//! k + 0.25 and k + 0.75 so that truncation cannot flip).

use magpie_rt::Device;

use super::check::{ulp_distance, Case, CaseResult, Lcg};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("fast_math", dev);
    let mut rng = Lcg::new(8);
    let (mut xa, mut xb) = (Vec::new(), Vec::new());
    for _ in 0..200 {
        let b = rng.f32_in(0.5, 20.0);
        let q = rng.below(60) as f32 + 2.0 + rng.f32_in(0.25, 0.75);
        xa.push(b * q);
        xb.push(b);
    }
    let n = xa.len();
    let mut want = Vec::new();
    for i in 0..n {
        let (a, b) = (f64::from(xa[i]), f64::from(xb[i]));
        // Exact results, rounded once: the reference a fast op approximates.
        want.extend([
            (a + b) as f32,
            (a - b) as f32,
            (a * b) as f32,
            (a / b) as f32,
            (a % b) as f32,
            (a * b + a) as f32,
        ]);
    }
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/fast_math.mp"),
        "fast_math",
    )?;
    let (ba, bb) = (c.upload(&xa)?, c.upload(&xb)?);
    let out = c.filled(6 * n, -12345.0_f32)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[(&ba).into(), (&bb).into(), (&out).into(), (n as u32).into()],
    )?;
    let got = c.read("out", &out)?;
    const OPS: [&str; 6] = ["a+b", "a-b", "a*b", "a/b", "fmod(a,b)", "a*b+a"];
    const BOUNDS: [u64; 6] = [2, 2, 2, 3, 0, 3];
    c.floats(
        "out",
        &got,
        &want,
        |i| {
            if i % 6 == 4 {
                // fmod: absolute error up to 4 ulp of a, expressed in ulp of the result
                let a = xa[i / 6];
                let err = (f64::from(got[i]) - f64::from(want[i])).abs();
                let ulp_a = f64::from(a) * f64::from(f32::EPSILON);
                if err <= 4.0 * ulp_a {
                    ulp_distance(got[i], want[i])
                } else {
                    0
                }
            } else {
                BOUNDS[i % 6]
            }
        },
        |i| {
            format!(
                "element {}, fast {} with a={:?}, b={:?}",
                i / 6,
                OPS[i % 6],
                xa[i / 6],
                xb[i / 6]
            )
        },
    )
}
