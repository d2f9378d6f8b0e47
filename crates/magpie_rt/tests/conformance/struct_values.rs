//! Value structs as SSA values: new, nested getfield, struct call arguments
//! and results, a phi of struct type.

use magpie_rt::Device;

use super::check::{Case, CaseResult, Lcg};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("struct_values", dev);
    let mut rng = Lcg::new(16);
    let mut xs = vec![0u32, 1, 2, 3, u32::MAX, 0x5555_5555];
    let mut fs = vec![0.0f32, -1.5, 2.25, f32::NAN, f32::MAX, -0.0];
    for _ in 0..70 {
        xs.push(rng.next_u32());
        fs.push(rng.f32_in(-1000.0, 1000.0));
    }
    let n = xs.len();
    let mut want_u = Vec::new();
    let mut want_f = Vec::new();
    let mut want_i = Vec::new();
    for i in 0..n {
        let (x, f) = (xs[i], fs[i]);
        if x & 1 != 0 {
            want_u.push(x.wrapping_mul(3));
            want_f.push(f * 2.0);
        } else {
            want_u.push(x);
            want_f.push(f);
        }
        want_i.push(0i32.wrapping_sub(i as i32));
    }
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/struct_values.mp"),
        "struct_values",
    )?;
    let (bx, bf) = (c.upload(&xs)?, c.upload(&fs)?);
    let ou = c.filled(n, 0x5a5a_5a5a_u32)?;
    let of = c.filled(n, -12345.0_f32)?;
    let oi = c.filled(n, 0x5a5a_5a5a_i32)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[
            (&bx).into(),
            (&bf).into(),
            (&ou).into(),
            (&of).into(),
            (&oi).into(),
            (n as u32).into(),
        ],
    )?;
    c.ints("ou", &c.read("ou", &ou)?, &want_u, |i| {
        format!("element {i}, sel.lo with x={}", xs[i])
    })?;
    c.floats(
        "of",
        &c.read("of", &of)?,
        &want_f,
        |_| 0,
        |i| format!("element {i}, sel.hi with x={}, f={:?}", xs[i], fs[i]),
    )?;
    c.ints("oi", &c.read("oi", &oi)?, &want_i, |i| {
        format!("element {i}, box.tag")
    })
}
