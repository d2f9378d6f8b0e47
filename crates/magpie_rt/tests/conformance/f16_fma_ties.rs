//! f16 fma next to midpoints, against the exact result rounded once: for
//! f16 operands `a * b + c` is exact in f64 (a 22-bit product, and a sum
//! whose bits span at most 41 places while it stays below f16's overflow
//! threshold), rounded here to the nearest f16 by searching every f16
//! (`half`'s own `from_f64` rounds through f32, twice).

use half::f16;
use magpie_gpu::Capability;
use magpie_rt::Device;

use super::check::{Case, CaseResult};

/// (a, b, c): products on an f16 midpoint or next to one, with a tiny `c`
/// of either sign, and the tie itself.
const CASES: [(f32, f32, f32); 10] = [
    (127.5, -26.0, 1.0 / 16384.0),
    (127.5, -26.0, -1.0 / 16384.0),
    (127.5, -26.0, 0.0),
    (127.5, 26.0, 1.0 / 16777216.0),
    (2049.0, 1.0, 0.0),
    (2049.0, 1.0, 1.0 / 16777216.0),
    (2049.0, -1.0, 1.0 / 16777216.0),
    (1.0 + 1.0 / 1024.0, 1.0 + 1.0 / 1024.0, -1.0 / 16777216.0),
    (255.5, 255.0, 0.5),
    (32.03125, 2047.0, -1.0 / 4096.0),
];

/// The f16 nearest to `x` (ties to the even bit pattern; beyond the
/// overflow threshold 65520, infinity), found by comparing `x` with every
/// finite f16: each difference is exact in f64 for the values here.
fn nearest_f16(x: f64) -> f16 {
    if x.abs() >= 65520.0 {
        return if x > 0.0 {
            f16::INFINITY
        } else {
            f16::NEG_INFINITY
        };
    }
    let mut best = f16::from_bits(0);
    let mut dist = f64::INFINITY;
    for bits in 0..=u16::MAX {
        let v = f16::from_bits(bits);
        if !v.is_finite() {
            continue;
        }
        let d = (x - v.to_f64()).abs();
        if d < dist || (d == dist && bits & 1 == 0 && best.to_bits() & 1 == 1) {
            best = v;
            dist = d;
        }
    }
    best
}

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("f16_fma_ties", dev);
    c.require(&[Capability::F16Arithmetic])?;
    let n = CASES.len();
    let h = |f: fn(&(f32, f32, f32)) -> f32| -> Vec<f16> {
        CASES.iter().map(|t| f16::from_f32(f(t))).collect()
    };
    let (a, b, cc) = (h(|t| t.0), h(|t| t.1), h(|t| t.2));
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/f16_fma_ties.mp"),
        "f16_fma_ties",
    )?;
    let (ab, bb, cb) = (c.upload(&a)?, c.upload(&b)?, c.upload(&cc)?);
    let o = c.filled(n, f16::from_f32(7.0))?;
    c.launch(
        &k,
        [1, 1, 1],
        [64, 1, 1],
        &[
            (&ab).into(),
            (&bb).into(),
            (&cb).into(),
            (&o).into(),
            (n as u32).into(),
        ],
    )?;
    let want: Vec<f16> = (0..n)
        .map(|i| nearest_f16(a[i].to_f64() * b[i].to_f64() + cc[i].to_f64()))
        .collect();
    let label = |i: usize| format!("fma{:?}", CASES[i]);
    c.floats("o", &c.read("o", &o)?, &want, |_| 0, label)
}
