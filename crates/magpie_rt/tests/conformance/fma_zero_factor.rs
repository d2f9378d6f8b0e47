//! `math.fma` with a constant zero factor, literal or found by folding, in
//! f32 and bf16: the result is `c`, `+0.0` for a zero `c` unless the
//! product is `-0.0`, NaN for an infinite or NaN other factor. Bit-exact
//! (any NaN matches any NaN). References: Rust's `f32::mul_add` (one
//! rounding, IEEE signed zeros); every result is `c`, a zero or NaN, so
//! the bf16 results are the same values. The bf16 results are checked
//! where the device has bf16.

use magpie_rt::{Capability, Device};

use super::check::{Case, CaseResult};

const OPS_F: [&str; 4] = [
    "fma(x, 0.0, c)",
    "fma(x, -0.0, c)",
    "fma(0.0, x, c)",
    "fma(127.5, trunc(0.0), c)",
];
const OPS_B: [&str; 2] = ["fma(x, -0.0, c)", "fma(127.5, trunc(0.0), c)"];

/// The fill of `ob` (exact in bf16), kept where the device lacks bf16.
const FILL_B: f32 = 1.5;

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("fma_zero_factor", dev);
    // every value is exact in bf16 (the bf16 part converts them exactly)
    let xv = [
        1.5f32,
        -2.0,
        0.0,
        -0.0,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        1.0e30,
        -0.375,
    ];
    let cv = [0.0f32, -0.0, 3.0, f32::NEG_INFINITY, f32::NAN];
    let (mut xs, mut cs) = (Vec::new(), Vec::new());
    for &x in &xv {
        for &cc in &cv {
            xs.push(x);
            cs.push(cc);
        }
    }
    let n = xs.len();
    let mut want_f = Vec::new();
    let mut want_b = Vec::new();
    for (&x, &cc) in xs.iter().zip(&cs) {
        want_f.extend([
            x.mul_add(0.0, cc),
            x.mul_add(-0.0, cc),
            0.0f32.mul_add(x, cc),
            127.5f32.mul_add(0.0, cc),
        ]);
        if dev.has_capability(Capability::Bf16) {
            want_b.extend([x.mul_add(-0.0, cc), 127.5f32.mul_add(0.0, cc)]);
        } else {
            want_b.extend([FILL_B, FILL_B]);
        }
    }
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/fma_zero_factor.mp"),
        "fma_zero_factor",
    )?;
    let bx = c.upload(&xs)?;
    let bc = c.upload(&cs)?;
    let of = c.filled(4 * n, 7.0f32)?;
    let ob = c.filled(2 * n, FILL_B)?;
    c.launch(
        &k,
        [1, 1, 1],
        [64, 1, 1],
        &[
            (&bx).into(),
            (&bc).into(),
            (&of).into(),
            (&ob).into(),
            (n as u32).into(),
        ],
    )?;
    let label_f = |j: usize| format!("x = {:?}, c = {:?}: {}", xs[j / 4], cs[j / 4], OPS_F[j % 4]);
    let label_b = |j: usize| format!("x = {:?}, c = {:?}: {}", xs[j / 2], cs[j / 2], OPS_B[j % 2]);
    c.floats("of", &c.read("of", &of)?, &want_f, |_| 0, label_f)?;
    c.floats("ob", &c.read("ob", &ob)?, &want_b, |_| 0, label_b)
}
