//! f32 <-> integer conversions: float -> int saturating with NaN -> 0
//! (Rust `as`), int -> float rounding to nearest even. Bit-exact.

use magpie_rt::Device;

use super::check::{Case, CaseResult, Lcg, F32_EDGES};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("cast_float_int", dev);
    let mut rng = Lcg::new(10);
    let mut fs: Vec<f32> = F32_EDGES.to_vec();
    fs.extend([
        2.5,
        -2.5,
        0.999_999_9,
        -0.999_999_9,
        127.9,
        128.0,
        -128.9,
        -129.0,
        255.5,
        256.0,
        32767.5,
        -32769.0,
        65535.9,
        65536.0,
        2_147_483_520.0,
        2_147_483_648.0,
        -2_147_483_648.0,
        -2_147_483_904.0,
        4_294_967_040.0,
        4_294_967_296.0,
        1.0e10,
        -1.0e10,
    ]);
    let mut xs: Vec<u32> = vec![
        0,
        1,
        u32::MAX,
        0x8000_0000,
        0x7FFF_FFFF,
        16_777_216,
        16_777_217,
        16_777_219,
        33_554_435,
        0xFFFF_FF80,
        0xFFFF_FF7F,
        0x0000_0080,
        0x0001_FFFF,
    ];
    while xs.len() < fs.len() {
        xs.push(rng.next_u32());
    }
    for _ in 0..40 {
        fs.push(rng.f32_in(-70_000.0, 70_000.0));
        xs.push(rng.next_u32());
    }
    let n = fs.len();
    let mut want_i = Vec::new();
    let mut want_f = Vec::new();
    for i in 0..n {
        let f = fs[i];
        want_i.extend([
            f as i32,
            (f as u32) as i32,
            i32::from(f as i8),
            i32::from(f as u8),
            i32::from(f as i16),
            i32::from(f as u16),
        ]);
        let x = xs[i];
        want_f.extend([
            (x as i32) as f32,
            x as f32,
            f32::from(x as i8),
            f32::from(x as u16),
        ]);
    }
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/cast_float_int.mp"),
        "cast_float_int",
    )?;
    let (bf, bx) = (c.upload(&fs)?, c.upload(&xs)?);
    let oi = c.filled(6 * n, 0x5a5a_5a5a_i32)?;
    let of = c.filled(4 * n, -12345.0_f32)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[
            (&bf).into(),
            (&bx).into(),
            (&oi).into(),
            (&of).into(),
            (n as u32).into(),
        ],
    )?;
    const TO_INT: [&str; 6] = ["i32(f)", "u32(f)", "i8(f)", "u8(f)", "i16(f)", "u16(f)"];
    c.ints("oi", &c.read("oi", &oi)?, &want_i, |i| {
        format!(
            "element {}, {} with f={:?}",
            i / 6,
            TO_INT[i % 6],
            fs[i / 6]
        )
    })?;
    const TO_FLOAT: [&str; 4] = ["f32(i32(x))", "f32(x)", "f32(i8(x))", "f32(u16(x))"];
    c.floats(
        "of",
        &c.read("of", &of)?,
        &want_f,
        |_| 0,
        |i| {
            format!(
                "element {}, {} with x={:#x}",
                i / 4,
                TO_FLOAT[i % 4],
                xs[i / 4]
            )
        },
    )
}
