//! Zeros found only by folding (always-false compares cast to float,
//! fmods of constants) in f32 sums, f64 quotients and differences, and
//! bf16 fma, where the sign of a zero result matters. Bit-exact (any NaN
//! matches any NaN; f32 and bf16 subnormals compared unless the device
//! flushes them). References: Rust's IEEE f32/f64 arithmetic and `%`
//! (C's fmod), `check::fmin64` for `math.min`; the compares are false for
//! every input, so their casts are the literal +0.0. bf16 fma: the exact
//! result (computed exactly in f64 for these inputs) rounded once with
//! `half::bf16::from_f64`; it is also what rounding through f32 gives
//! (asserted below: README, "Points the semantics leave open"). Needs
//! float64; the bf16 results are checked where the device has bf16.

use half::bf16;
use magpie_rt::{Capability, Device};

use super::check::{fmin64, Case, CaseResult, F32_EDGES};

const OPS_F: [&str; 6] = [
    "sqrt(x) + f32(x <o x)",
    "x - fmod(-3.4028235e38, 8.0)",
    "x + f32(n <u 0)",
    "x + f32(-2147483648 >s i32(x))",
    "x + f32(x one x)",
    "f32((1 & i32(x)) >u 1) - x",
];

const OPS_D: [&str; 5] = [
    "f64(b ^ b) / (min(p, q) * 256.0)",
    "p - fmod(-1.7976931348623157e308, 8.0)",
    "f64(b ^ b) / p",
    "f64(NaN >o x) + p",
    "p + fma(r, r, r), r = round(-1e-300)",
];

const OPS_B: [&str; 2] = ["fma(a, fmod(c, c), fmod(c, c))", "fma(a, b, fmod(c, c))"];

/// The bf16 fill of `ob` (1.5, exact), kept where the device lacks bf16.
const FILL_B: f32 = 1.5;

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("folded_zero_sums", dev);
    c.require(&[Capability::Float64])?;
    let has_bf16 = dev.has_capability(Capability::Bf16);
    let b_a: Vec<f32> = [
        bf16::ZERO,
        bf16::NEG_ZERO,
        bf16::ONE,
        bf16::NEG_ONE,
        bf16::from_f32(-3.5),
        bf16::from_bits(0x3dcd),
        bf16::from_bits(0xbdcd),
        bf16::INFINITY,
        bf16::NEG_INFINITY,
        bf16::NAN,
        bf16::from_bits(0x0001), // the smallest subnormal
        bf16::from_bits(0x8001),
        bf16::MAX,
        bf16::MIN,
    ]
    .iter()
    .map(|h| h.to_f32())
    .collect();
    let b_b = [0.0f32, -0.0, 1.5, -2.0, 0.25];
    let pq = [
        (-1.0f64, 2.0f64),
        (3.0, -0.5),
        (-0.0, 1.0),
        (0.0, -0.0),
        (f64::NEG_INFINITY, 1.0),
        (f64::NAN, -2.0),
        (1.0, 2.0),
        (-1.0e-310, 5.0),
        (-1.0e308, 0.0),
        (f64::NAN, f64::NAN),
        (2.0, f64::NAN),
        (f64::INFINITY, 7.0),
        (-3156.4921875, -2.0),
        (5e-324, 1.0),
    ];
    let mut fs = F32_EDGES.to_vec();
    fs.extend([-4.0f32, 4.0, 3.0e9, -3.0e9]);

    // Every (a, b) pair once; the f32 and f64 inputs cycle.
    let (mut xs, mut ps, mut qs, mut ba, mut bb) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for &a in &b_a {
        for &b in &b_b {
            let i = xs.len();
            xs.push(fs[i % fs.len()]);
            ps.push(pq[i % pq.len()].0);
            qs.push(pq[i % pq.len()].1);
            ba.push(a);
            bb.push(b);
        }
    }
    let n = xs.len();

    // f32(false) and f64(false): each compare is false for every input
    // (x <o x, x one x, b ^ b, n <u 0, MIN >s j).
    let (z32, z64) = (0.0f32, 0.0f64);
    let cc32 = {
        let cv = bf16::from_bits(0x3dcd).to_f32();
        cv % cv
    };
    let (mut want_f, mut want_d, mut want_b) = (Vec::new(), Vec::new(), Vec::new());
    for i in 0..n {
        let x = xs[i];
        want_f.extend([
            x.sqrt() + z32,
            x - (-3.402_823_5e38_f32 % 8.0),
            x + z32,
            x + z32,
            x + z32,
            z32 - x,
        ]);
        let (p, q) = (ps[i], qs[i]);
        want_d.extend([
            z64 / (fmin64(p, q) * 256.0),
            p - (-1.797_693_134_862_315_7e308_f64 % 8.0),
            z64 / p,
            z64 + p,
            p + (-1.0e-300_f64)
                .round()
                .mul_add((-1.0e-300_f64).round(), (-1.0e-300_f64).round()),
        ]);
        let (a, b) = (ba[i], bb[i]);
        for (m, add) in [(cc32, cc32), (b, cc32)] {
            // a * m is exact in f64 (8-bit significands); adding a zero
            // to it is exact too: one rounding, to bf16.
            let once = bf16::from_f64(f64::from(a) * f64::from(m) + f64::from(add));
            let via_f32 = bf16::from_f32(a.mul_add(m, add));
            assert!(
                once.to_bits() == via_f32.to_bits() || (once.is_nan() && via_f32.is_nan()),
                "fma({a:?}, {m:?}, {add:?}): {once:?} rounded once, {via_f32:?} through f32"
            );
            want_b.push(if has_bf16 { once.to_f32() } else { FILL_B });
        }
    }

    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/folded_zero_sums.mp"),
        "folded_zero_sums",
    )?;
    let (bx, bp, bq, bba, bbb) = (
        c.upload(&xs)?,
        c.upload(&ps)?,
        c.upload(&qs)?,
        c.upload(&ba)?,
        c.upload(&bb)?,
    );
    let of = c.filled(6 * n, 7.0f32)?;
    let od = c.filled(5 * n, 7.0f64)?;
    let ob = c.filled(2 * n, FILL_B)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[
            (&bx).into(),
            (&bp).into(),
            (&bq).into(),
            (&bba).into(),
            (&bbb).into(),
            (&of).into(),
            (&od).into(),
            (&ob).into(),
            (n as u32).into(),
        ],
    )?;
    c.floats(
        "of",
        &c.read("of", &of)?,
        &want_f,
        |j| c.f32_bound(0, &[xs[j / 6], want_f[j]]),
        |j| format!("x = {:?}: {}", xs[j / 6], OPS_F[j % 6]),
    )?;
    c.floats(
        "od",
        &c.read("od", &od)?,
        &want_d,
        |_| 0,
        |j| format!("p = {:?}, q = {:?}: {}", ps[j / 5], qs[j / 5], OPS_D[j % 5]),
    )?;
    c.floats(
        "ob",
        &c.read("ob", &ob)?,
        &want_b,
        |j| c.f32_bound(0, &[ba[j / 2], bb[j / 2], want_b[j]]),
        |j| {
            if has_bf16 {
                format!("a = {:?}, b = {:?}: {}", ba[j / 2], bb[j / 2], OPS_B[j % 2])
            } else {
                "left as filled (no bf16)".to_string()
            }
        },
    )
}
