//! Nested branches and switches (negative cases, a shared target block, a
//! switch on u8).

use magpie_rt::Device;

use super::check::{Case, CaseResult, Lcg};

fn first(x: i32, y: i32) -> i32 {
    match x {
        -5 => 50,
        0 | 1000 => 1,
        1 => x.wrapping_mul(10),
        3 => {
            if y > 0 {
                y
            } else {
                0i32.wrapping_sub(y)
            }
        }
        _ if x < 0 => {
            if x & 1 != 0 {
                2
            } else {
                3
            }
        }
        _ if x > 50 => x - 50,
        _ => x.wrapping_mul(x),
    }
}

fn second(x: i32) -> i32 {
    match x as u8 {
        0 => 100,
        7 => 107,
        255 => 355,
        _ => -1,
    }
}

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("branches_switch", dev);
    let mut rng = Lcg::new(14);
    let mut xs = vec![
        -5,
        0,
        1000,
        1,
        3,
        3,
        3,
        -6,
        -7,
        51,
        50,
        49,
        7,
        255,
        256,
        263,
        -1,
        -256,
        i32::MIN,
        i32::MAX,
        2,
        4,
    ];
    let mut ys = vec![
        0,
        0,
        0,
        0,
        5,
        -5,
        i32::MIN,
        0,
        0,
        0,
        0,
        0,
        0,
        0,
        0,
        0,
        0,
        0,
        0,
        0,
        0,
        0,
    ];
    for _ in 0..60 {
        xs.push(rng.below(2100) as i32 - 1050);
        ys.push(rng.next_u32() as i32);
    }
    let n = xs.len();
    let want: Vec<i32> = (0..2 * n)
        .map(|i| {
            if i % 2 == 0 {
                first(xs[i / 2], ys[i / 2])
            } else {
                second(xs[i / 2])
            }
        })
        .collect();
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/branches_switch.mp"),
        "branches_switch",
    )?;
    let (bx, by) = (c.upload(&xs)?, c.upload(&ys)?);
    let out = c.filled(2 * n, 0x5a5a_5a5a_i32)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[(&bx).into(), (&by).into(), (&out).into(), (n as u32).into()],
    )?;
    c.ints("out", &c.read("out", &out)?, &want, |i| {
        format!(
            "element {}, {} switch with x={}, y={}",
            i / 2,
            if i % 2 == 0 { "i32" } else { "u8" },
            xs[i / 2],
            ys[i / 2]
        )
    })
}
