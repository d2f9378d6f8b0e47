//! f32 + - * / fmod and an uncontracted a*b+a, bit-exact (0 ulp), over every
//! pair of edge values (zeros, subnormals, infinities, NaN, extremes) and
//! random pairs.

use magpie_rt::Device;

use super::check::{Case, CaseResult, Lcg, F32_EDGES};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("float_arith", dev);
    let mut rng = Lcg::new(6);
    let (mut xa, mut xb) = (Vec::new(), Vec::new());
    for &a in &F32_EDGES {
        for &b in &F32_EDGES {
            xa.push(a);
            xb.push(b);
        }
    }
    for k in 0..120 {
        if k % 2 == 0 {
            xa.push(rng.f32_bits());
            xb.push(rng.f32_bits());
        } else {
            xa.push(rng.f32_in(-1000.0, 1000.0));
            xb.push(rng.f32_in(-10.0, 10.0));
        }
    }
    let n = xa.len();
    let mut want = Vec::new();
    for i in 0..n {
        let (a, b) = (xa[i], xb[i]);
        let mul = a * b;
        want.extend([a + b, a - b, mul, a / b, a % b, mul + a]);
    }
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/float_arith.mp"),
        "float_arith",
    )?;
    let (ba, bb) = (c.upload(&xa)?, c.upload(&xb)?);
    let out = c.filled(6 * n, -12345.0_f32)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[(&ba).into(), (&bb).into(), (&out).into(), (n as u32).into()],
    )?;
    const OPS: [&str; 6] = ["a+b", "a-b", "a*b", "a/b", "fmod(a,b)", "(a*b)+a"];
    c.floats(
        "out",
        &c.read("out", &out)?,
        &want,
        |i| c.f32_bound(0, &[xa[i / 6], xb[i / 6], xa[i / 6] * xb[i / 6], want[i]]),
        |i| {
            format!(
                "element {}, {} with a={:?}, b={:?}",
                i / 6,
                OPS[i % 6],
                xa[i / 6],
                xb[i / 6]
            )
        },
    )
}
