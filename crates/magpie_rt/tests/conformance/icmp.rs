//! All ten integer predicates on i32 and on u32 operands; the predicate
//! decides signedness (slt on u32 reads the bits as signed, ult on i32 as
//! unsigned).

use magpie_rt::Device;

use super::check::{mask, Case, CaseResult, Lcg};

fn preds(a: i32, b: i32) -> u32 {
    let (ua, ub) = (a as u32, b as u32);
    mask(&[
        a == b,
        a != b,
        a < b,
        a > b,
        a <= b,
        a >= b,
        ua < ub,
        ua > ub,
        ua <= ub,
        ua >= ub,
    ])
}

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("icmp", dev);
    let mut rng = Lcg::new(5);
    let edges = [
        0i32,
        1,
        -1,
        2,
        i32::MIN,
        i32::MAX,
        i32::MIN + 1,
        i32::MAX - 1,
        100,
    ];
    let (mut xa, mut xb) = (Vec::new(), Vec::new());
    for &a in &edges {
        for &b in &edges {
            xa.push(a);
            xb.push(b);
        }
    }
    for _ in 0..40 {
        let a = rng.next_u32() as i32;
        xa.push(a);
        // some near-equal pairs
        xb.push(if rng.below(3) == 0 {
            a.wrapping_add(rng.below(3) as i32 - 1)
        } else {
            rng.next_u32() as i32
        });
    }
    let n = xa.len();
    // The same mask for both operand types: only the predicate matters.
    let want: Vec<u32> = (0..2 * n).map(|i| preds(xa[i / 2], xb[i / 2])).collect();
    let k = c.kernel(include_str!("../../../../tests/kernels/in/icmp.mp"), "icmp")?;
    let (ba, bb) = (c.upload(&xa)?, c.upload(&xb)?);
    let out = c.filled(2 * n, 0xFFFF_FFFF_u32)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[(&ba).into(), (&bb).into(), (&out).into(), (n as u32).into()],
    )?;
    c.ints("out", &c.read("out", &out)?, &want, |i| {
        format!(
            "element {}, {} operands a={}, b={} (mask bits: eq ne slt sgt sle sge ult ugt ule uge)",
            i / 2,
            if i % 2 == 0 { "i32" } else { "u32" },
            xa[i / 2],
            xb[i / 2]
        )
    })
}
