//! Sums with a +0.0 term, f32, bit-exact (any NaN matches any NaN): x + 0,
//! 0 + x, 0 - x, x - (-0), fma(x, y, 0), fma(0, x, y) and x * 0, each zero
//! written as a literal and as two values found only by folding. The IEEE
//! results differ from the "simplified" forms (x, -x, x*y, y, 0) only in
//! the sign of a zero or in NaN; a driver that folds the sums (lavapipe,
//! Mesa 25, did) gets them wrong. References: Rust's own f32 operations
//! (IEEE, correctly rounded; `mul_add` rounds once).
//!
//! The driver here, [`check_sums`], serves the other types' cases too
//! (`f64_zero_sums`, `f16_zero_sums`, `bf16_zero_sums`): same inputs, same
//! output layout, each type's own references.

use std::fmt::Debug;

use magpie_rt::{Device, Element};

use super::check::{Case, CaseResult, UlpFloat};

/// The ops of each zero form, in output order.
pub const OPS: [&str; 7] = [
    "x + z",
    "z + x",
    "z - x",
    "x - nz",
    "fma(x, y, z)",
    "fma(z, x, y)",
    "x * z",
];

/// How each form writes the zeros z = +0.0 and nz = -0.0.
pub const FORMS: [&str; 3] = [
    "literals 0.0 / -0.0",
    "f(n <s n) / -1.0 * f(n <s n)",
    "ceil(trunc(0.448)) / ceil(trunc(-0.448))",
];

/// Runs `kernel` of `source` (the zero-sum layout: `xa`, `xb`, `o`, `n`;
/// `o[21i + 7f + k]` is op `k` of [`OPS`] with the zeros of form `f`) on
/// every pair of `edges` and compares with `want(x, y)` (the seven
/// results, the same for every form) within `bound(x, y, expected)` ulp.
pub fn check_sums<T: Element + UlpFloat + Debug>(
    c: &Case<'_>,
    source: &str,
    kernel: &str,
    edges: &[T],
    sentinel: T,
    want: impl Fn(T, T) -> [T; 7],
    bound: impl Fn(T, T, T) -> u64,
) -> CaseResult {
    let (mut xa, mut xb) = (Vec::new(), Vec::new());
    for &x in edges {
        for &y in edges {
            xa.push(x);
            xb.push(y);
        }
    }
    let n = xa.len();
    let mut expected = Vec::with_capacity(21 * n);
    for i in 0..n {
        let w = want(xa[i], xb[i]);
        for _ in FORMS {
            expected.extend(w);
        }
    }
    let k = c.kernel(source, kernel)?;
    let (ba, bb) = (c.upload(&xa)?, c.upload(&xb)?);
    let o = c.filled(21 * n, sentinel)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[(&ba).into(), (&bb).into(), (&o).into(), (n as u32).into()],
    )?;
    c.floats(
        "o",
        &c.read("o", &o)?,
        &expected,
        |i| bound(xa[i / 21], xb[i / 21], expected[i]),
        |i| {
            let e = i / 21;
            format!(
                "element {e}, {} with {}, x={:?}, y={:?}",
                OPS[i % 7],
                FORMS[i % 21 / 7],
                xa[e],
                xb[e]
            )
        },
    )
}

/// The seven results in f32 arithmetic.
pub fn sums32(x: f32, y: f32) -> [f32; 7] {
    [
        x + 0.0,
        0.0 + x,
        0.0 - x,
        x - (-0.0),
        x.mul_add(y, 0.0),
        0.0f32.mul_add(x, y),
        x * 0.0,
    ]
}

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("zero_sums", dev);
    let edges = [
        0.0f32,
        -0.0,
        1.0,
        -1.0,
        -3.5,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        f32::from_bits(0x0000_0001), // the smallest subnormal
        f32::from_bits(0x8000_0001),
        f32::MAX,
    ];
    // The reference's own signs of zero, as IEEE gives them.
    let r = sums32(-0.0, -1.0);
    assert!(r[..5].iter().all(|z| *z == 0.0 && z.is_sign_positive()));
    assert!(sums32(f32::from_bits(0x8000_0001), f32::from_bits(1))[4].is_sign_negative());
    check_sums(
        &c,
        include_str!("../../../../tests/kernels/in/zero_sums.mp"),
        "zero_sums",
        &edges,
        -1234.0f32,
        sums32,
        |x, y, w| c.f32_bound(0, &[x, y, w]),
    )
}
