//! A value-struct parameter `TParams { a: i32, b: i64, c: f64, d: i32 }`
//! followed by a scalar, each field stored to an output of its own type.
//! Needs int64 and float64.

use magpie_rt::{Capability, Device, StructArg};

use super::check::{Case, CaseResult};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("struct_param", dev);
    c.require(&[Capability::Int64, Capability::Float64])?;
    let (a, b, cc, d, tail) = (
        -123_456_789i32,
        0x0123_4567_89AB_CDEFi64,
        -2.5e-300f64,
        0x7654_3210i32,
        0xFEDC_BA98u32,
    );
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/struct_param.mp"),
        "struct_param",
    )?;
    let oi = c.filled(4, 0x5a5a_5a5a_i32)?;
    let ol = c.filled(2, 0x5a5a_5a5a_i64)?;
    let od = c.filled(2, -12345.0f64)?;
    let params = StructArg::new("TParams")
        .field("a", a)
        .field("b", b)
        .field("c", cc)
        .field("d", d);
    c.launch(
        &k,
        [1, 1, 1],
        [1, 1, 1],
        &[
            params.into(),
            tail.into(),
            (&oi).into(),
            (&ol).into(),
            (&od).into(),
        ],
    )?;
    const I: [&str; 4] = [
        "p.a",
        "p.d",
        "p.a + p.d",
        "tail (the scalar after the struct)",
    ];
    c.ints(
        "oi",
        &c.read("oi", &oi)?,
        &[a, d, a.wrapping_add(d), tail as i32],
        |i| I[i].to_string(),
    )?;
    c.ints("ol", &c.read("ol", &ol)?, &[b, b.wrapping_mul(3)], |i| {
        ["p.b", "p.b * 3"][i].to_string()
    })?;
    c.floats(
        "od",
        &c.read("od", &od)?,
        &[cc, cc * 0.5],
        |_| 0,
        |i| ["p.c", "p.c * 0.5"][i].to_string(),
    )
}
