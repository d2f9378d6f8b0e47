//! An atomic histogram of 5000 skewed values into 64 bins, plus an atomic
//! running total.

use magpie_rt::Device;

use super::check::{Case, CaseResult, Lcg};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("atomic_histogram", dev);
    let n = 5000usize;
    let mut rng = Lcg::new(21);
    // skewed: many collisions on the low bins
    let inp: Vec<u32> = (0..n)
        .map(|_| {
            let v = rng.next_u32();
            if v.is_multiple_of(3) {
                v % 4
            } else {
                v
            }
        })
        .collect();
    let mut want = vec![0u32; 65];
    for &v in &inp {
        want[(v % 64) as usize] += 1;
        want[64] = want[64].wrapping_add(v);
    }
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/atomic_histogram.mp"),
        "atomic_histogram",
    )?;
    let bi = c.upload(&inp)?;
    let hist = c.filled(65, 0u32)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(128), 1, 1],
        [128, 1, 1],
        &[(&bi).into(), (&hist).into(), (n as u32).into()],
    )?;
    c.ints("hist", &c.read("hist", &hist)?, &want, |i| {
        if i == 64 {
            "the running total".to_string()
        } else {
            format!("bin {i}")
        }
    })
}
