//! f64 arithmetic, fmod, sqrt, fma, fmin/fmax, compares and casts, all
//! bit-exact; f64 subnormals are preserved. Needs float64.

use magpie_rt::{Capability, Device};

use super::check::{fmax64, fmin64, mask, Case, CaseResult, Lcg, F32_EDGES};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("f64_arith", dev);
    c.require(&[Capability::Float64])?;
    let mut rng = Lcg::new(29);
    let edges = [
        0.0f64,
        -0.0,
        1.0,
        -1.0,
        0.1,
        -2.5,
        3.0,
        f64::MAX,
        f64::MIN,
        f64::MIN_POSITIVE,
        f64::from_bits(1),
        f64::from_bits(0x800F_FFFF_FFFF_FFFF),
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        f64::EPSILON,
        1.0e300,
        3.4e38,
        3.5e38, // above f32::MAX: becomes inf as f32
        2_147_483_647.9,
        -2_147_483_648.9,
        4_294_967_295.5,
    ];
    let (mut da, mut db) = (Vec::new(), Vec::new());
    for &a in &edges {
        for &b in &edges {
            da.push(a);
            db.push(b);
        }
    }
    for k in 0..100 {
        if k % 2 == 0 {
            da.push(f64::from_bits(rng.next_u64()));
            db.push(f64::from_bits(rng.next_u64()));
        } else {
            da.push(rng.f64_in(-1.0e6, 1.0e6));
            db.push(rng.f64_in(-100.0, 100.0));
        }
    }
    let n = da.len();
    let fs: Vec<f32> = (0..n)
        .map(|i| {
            if i < F32_EDGES.len() {
                F32_EDGES[i]
            } else {
                rng.f32_bits()
            }
        })
        .collect();
    let xs: Vec<i32> = (0..n)
        .map(|i| match i {
            0 => i32::MIN,
            1 => i32::MAX,
            _ => rng.next_u32() as i32,
        })
        .collect();
    let (mut want_d, mut want_f, mut want_i) = (Vec::new(), Vec::new(), Vec::new());
    for i in 0..n {
        let (a, b) = (da[i], db[i]);
        want_d.extend([
            a + b,
            a - b,
            a * b,
            a / b,
            a % b,
            a.sqrt(),
            a.mul_add(b, a),
            fmin64(a, b),
            fmax64(a, b),
            f64::from(xs[i]),
            f64::from(fs[i]),
        ]);
        want_f.push(a as f32);
        let preds = [
            a == b,
            a.partial_cmp(&b).is_some_and(|o| o.is_ne()),
            a < b,
            a > b,
            a <= b,
            a >= b,
        ];
        want_i.extend([a as i32, (a as u32) as i32, mask(&preds) as i32]);
    }
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/f64_arith.mp"),
        "f64_arith",
    )?;
    let (ba, bb, bf, bx) = (
        c.upload(&da)?,
        c.upload(&db)?,
        c.upload(&fs)?,
        c.upload(&xs)?,
    );
    let od = c.filled(11 * n, -12345.0_f64)?;
    let of = c.filled(n, -12345.0_f32)?;
    let oi = c.filled(3 * n, 0x5a5a_5a5a_i32)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[
            (&ba).into(),
            (&bb).into(),
            (&bf).into(),
            (&bx).into(),
            (&od).into(),
            (&of).into(),
            (&oi).into(),
            (n as u32).into(),
        ],
    )?;
    const OPS: [&str; 11] = [
        "a+b",
        "a-b",
        "a*b",
        "a/b",
        "fmod(a,b)",
        "sqrt(a)",
        "fma(a,b,a)",
        "min(a,b)",
        "max(a,b)",
        "f64(x)",
        "f64(f)",
    ];
    c.floats(
        "od",
        &c.read("od", &od)?,
        &want_d,
        |_| 0,
        |i| {
            let e = i / 11;
            format!(
                "element {e}, {} with a={:?}, b={:?}, x={}, f={:?}",
                OPS[i % 11],
                da[e],
                db[e],
                xs[e],
                fs[e]
            )
        },
    )?;
    c.floats(
        "of",
        &c.read("of", &of)?,
        &want_f,
        |i| c.f32_bound(0, &[want_f[i]]),
        |i| format!("element {i}, f32(a) with a={:?}", da[i]),
    )?;
    const I: [&str; 3] = ["i32(a)", "u32(a)", "mask (oeq one olt ogt ole oge)"];
    c.ints("oi", &c.read("oi", &oi)?, &want_i, |i| {
        format!(
            "element {}, {} with a={:?}, b={:?}",
            i / 3,
            I[i % 3],
            da[i / 3],
            db[i / 3]
        )
    })
}
