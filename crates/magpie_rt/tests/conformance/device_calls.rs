//! call / call_void: multiple return sites, nested calls, a loop in a callee,
//! unit functions storing through a buffer parameter.

use magpie_rt::Device;

use super::check::{Case, CaseResult, Lcg};

fn gcd(mut a: u32, mut b: u32) -> u32 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("device_calls", dev);
    let mut rng = Lcg::new(15);
    let mut xs = vec![-101, -100, -99, 0, 99, 100, 101, i32::MIN, i32::MAX];
    let mut fs = vec![
        0.0f32,
        -1.0,
        1.5,
        -2.25,
        1.0e20,
        f32::NAN,
        f32::INFINITY,
        -0.0,
        3.0,
    ];
    let mut ua = vec![0u32, 0, 12, 17, 1 << 31, u32::MAX, 48, 1071, 5];
    let mut ub = vec![0u32, 9, 0, 5, 1 << 30, u32::MAX - 1, 18, 462, 5];
    for _ in 0..91 {
        xs.push(rng.below(400) as i32 - 200);
        fs.push(rng.f32_in(-100.0, 100.0));
        let g = rng.below(50) + 1;
        ua.push(g * rng.below(1000));
        ub.push(g * rng.below(1000));
    }
    let n = xs.len();
    let want_i: Vec<i32> = xs.iter().map(|&x| x.clamp(-100, 100)).collect();
    let want_f: Vec<f32> = fs.iter().map(|&f| f * f + f * 2.0 + 1.0).collect();
    let want_u: Vec<u32> = (0..2 * n)
        .map(|i| gcd(ua[i / 2], ub[i / 2]).wrapping_add((i % 2) as u32))
        .collect();
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/device_calls.mp"),
        "device_calls",
    )?;
    let (bx, bf, ba, bb) = (
        c.upload(&xs)?,
        c.upload(&fs)?,
        c.upload(&ua)?,
        c.upload(&ub)?,
    );
    let oi = c.filled(n, 0x5a5a_5a5a_i32)?;
    let of = c.filled(n, -12345.0_f32)?;
    let ou = c.filled(2 * n, 0x5a5a_5a5a_u32)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[
            (&bx).into(),
            (&bf).into(),
            (&ba).into(),
            (&bb).into(),
            (&oi).into(),
            (&of).into(),
            (&ou).into(),
            (n as u32).into(),
        ],
    )?;
    c.ints("oi", &c.read("oi", &oi)?, &want_i, |i| {
        format!("element {i}, clamp({}, -100, 100)", xs[i])
    })?;
    c.floats(
        "of",
        &c.read("of", &of)?,
        &want_f,
        |_| 0,
        |i| format!("element {i}, poly({:?})", fs[i]),
    )?;
    c.ints("ou", &c.read("ou", &ou)?, &want_u, |i| {
        format!(
            "element {}, gcd({}, {}){}",
            i / 2,
            ua[i / 2],
            ub[i / 2],
            if i % 2 == 1 {
                " + 1 via @put_plus_one"
            } else {
                " via @put"
            }
        )
    })
}
