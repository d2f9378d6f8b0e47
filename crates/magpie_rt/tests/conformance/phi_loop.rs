//! Loops with loop-carried phis: sums, fibonacci, a swap through two phis
//! that read each other, nested loops, and a loop left from its middle.

use magpie_rt::Device;

use super::check::{Case, CaseResult, Lcg};

fn reference(m: u32) -> [u32; 5] {
    let mut sum = 0u32;
    let (mut fa, mut fb) = (0u32, 1u32);
    let (mut x, mut y) = (7u32, 11u32);
    for k in 0..m {
        sum = sum.wrapping_add(k.wrapping_mul(k));
        (fa, fb) = (fb, fa.wrapping_add(fb));
        (x, y) = (y, x);
    }
    let mut pairs = 0u32;
    for j in 1..=m {
        let mut k = 1;
        while j * k <= m {
            pairs += 1;
            k += 1;
        }
    }
    let d = (2..).find(|d| (m + 2).is_multiple_of(*d)).unwrap_or(0);
    [sum, fa, x, pairs, d]
}

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("phi_loop", dev);
    let mut rng = Lcg::new(13);
    let mut ms: Vec<u32> = (0..40).collect();
    ms.extend([47, 48, 49, 64, 93, 97, 100, 119, 120, 121, 150]);
    for _ in 0..40 {
        ms.push(rng.below(200));
    }
    let n = ms.len();
    let want: Vec<u32> = ms.iter().flat_map(|&m| reference(m)).collect();
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/phi_loop.mp"),
        "phi_loop",
    )?;
    let bm = c.upload(&ms)?;
    let out = c.filled(5 * n, 0x5a5a_5a5a_u32)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[(&bm).into(), (&out).into(), (n as u32).into()],
    )?;
    const WHAT: [&str; 5] = [
        "sum of k*k",
        "fib(m)",
        "swap x",
        "pairs j*k<=m",
        "smallest divisor of m+2",
    ];
    c.ints("out", &c.read("out", &out)?, &want, |i| {
        format!("element {}, {} with m={}", i / 5, WHAT[i % 5], ms[i / 5])
    })
}
