//! f32 division and remainder of operands built by `cast<i64, f32>` and
//! `f.sub` (0/0, x/0, 0/x, inf/inf, ordinary quotients), and float -> int
//! casts of the quotients. Bit-exact (any NaN matches any NaN). Needs int64.

use magpie_rt::{Capability, Device};

use super::check::{Case, CaseResult, Lcg};

const FLOATS: [&str; 6] = [
    "p/q",
    "(p*s)/(q*s)",
    "p/p",
    "f32(a)/f32(a)",
    "q/p",
    "fmod(p, q)",
];
const INTS: [&str; 3] = ["i32(p/q)", "i32((p*s)/(q*s))", "u32(q/p)"];

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("div_nan_operands", dev);
    c.require(&[Capability::Int64])?;
    let mut rng = Lcg::new(0xd1f);
    let big = 1i64 << 40;
    // (x, y) pairs whose f32(x) - f32(y) is 0 (three of them from unequal
    // integers that round alike), ±small, ±huge.
    let pairs: [(i64, i64); 12] = [
        (0, 0),
        (5, 5),
        (big, big + 1),
        (i64::MIN, i64::MIN),
        (i64::MAX, i64::MAX - 1),
        (7, 3),
        (3, 7),
        (-1, 0),
        (0, 1 << 20),
        (i64::MAX, i64::MIN),
        (i64::MIN, i64::MAX),
        (123_456_789, -987_654_321),
    ];
    let scales = [
        1.0f32,
        f32::INFINITY,
        f32::NEG_INFINITY,
        1.0e30,
        0.0,
        -0.0,
        f32::NAN,
        2.0f32.powi(-100),
        -3.0,
    ];
    let (mut xa, mut xb, mut xc, mut xd, mut ss) = (vec![], vec![], vec![], vec![], vec![]);
    for (k, &(a, b)) in pairs.iter().enumerate() {
        for (m, &(cc, d)) in pairs.iter().enumerate() {
            xa.push(a);
            xb.push(b);
            xc.push(cc);
            xd.push(d);
            ss.push(scales[(k + m) % scales.len()]);
        }
    }
    for _ in 0..40 {
        let small = |r: &mut Lcg| i64::from(r.below(2001)) - 1000;
        let a = rng.next_u64() as i64;
        xa.push(a);
        xb.push(if rng.below(3) == 0 {
            a
        } else {
            rng.next_u64() as i64
        });
        xc.push(small(&mut rng));
        xd.push(small(&mut rng));
        ss.push(scales[rng.below(scales.len() as u32) as usize]);
    }
    let n = xa.len();
    let (mut want_f, mut want_i) = (Vec::new(), Vec::new());
    for i in 0..n {
        let fa = xa[i] as f32;
        let p = fa - xb[i] as f32;
        let q = xc[i] as f32 - xd[i] as f32;
        let s = ss[i];
        let (pq, psqs, qp) = (p / q, (p * s) / (q * s), q / p);
        // x / x is the point (0/0 is NaN); through a function so that it
        // reads as the kernel's op rather than as a slip
        let div = |a: f32, b: f32| a / b;
        // Rust's `%` on floats is C's fmod
        want_f.extend([pq, psqs, div(p, p), div(fa, fa), qp, p % q]);
        want_i.extend([pq as i32, psqs as i32, (qp as u32) as i32]);
    }
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/div_nan_operands.mp"),
        "div_nan_operands",
    )?;
    let (ba, bb, bc, bd, bs) = (
        c.upload(&xa)?,
        c.upload(&xb)?,
        c.upload(&xc)?,
        c.upload(&xd)?,
        c.upload(&ss)?,
    );
    let of = c.filled(6 * n, -12345.0_f32)?;
    let oi = c.filled(3 * n, 0x5a5a_5a5a_i32)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[
            (&ba).into(),
            (&bb).into(),
            (&bc).into(),
            (&bd).into(),
            (&bs).into(),
            (&of).into(),
            (&oi).into(),
            (n as u32).into(),
        ],
    )?;
    let inputs = |i: usize| {
        format!(
            "a={} b={} c={} d={} s={:?} (p={:?} q={:?})",
            xa[i],
            xb[i],
            xc[i],
            xd[i],
            ss[i],
            xa[i] as f32 - xb[i] as f32,
            xc[i] as f32 - xd[i] as f32
        )
    };
    c.floats(
        "of",
        &c.read("of", &of)?,
        &want_f,
        |_| 0,
        |j| {
            format!(
                "element {}, {} with {}",
                j / 6,
                FLOATS[j % 6],
                inputs(j / 6)
            )
        },
    )?;
    c.ints("oi", &c.read("oi", &oi)?, &want_i, |j| {
        format!("element {}, {} with {}", j / 3, INTS[j % 3], inputs(j / 3))
    })
}
