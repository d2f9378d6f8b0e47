//! gpu.buffer_len counts elements of buffers of several types and lengths,
//! and bounds a kernel's work.

use magpie_rt::Device;

use super::check::{Case, CaseResult, Lcg};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("buffer_len", dev);
    let mut rng = Lcg::new(31);
    let a: Vec<u32> = (0..100).map(|_| rng.below(1 << 30)).collect();
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/buffer_len.mp"),
        "buffer_len",
    )?;
    let ba = c.upload(&a)?;
    let h = c.filled(37, 0u16)?;
    let d = c.filled(5, 0.0f32)?;
    // out is longer than a: the tail must stay untouched
    let out = c.filled(128, 0x5a5a_5a5a_u32)?;
    let lens = c.filled(4, 0x5a5a_5a5a_u32)?;
    c.launch(
        &k,
        [2, 1, 1],
        [64, 1, 1],
        &[
            (&ba).into(),
            (&h).into(),
            (&d).into(),
            (&out).into(),
            (&lens).into(),
        ],
    )?;
    c.ints("lens", &c.read("lens", &lens)?, &[100, 37, 5, 4], |i| {
        format!(
            "buffer_len of {}",
            ["a (u32)", "h (u16)", "d (f32)", "lens (u32)"][i]
        )
    })?;
    let want: Vec<u32> = (0..128)
        .map(|i| if i < 100 { a[i] * 3 } else { 0x5a5a_5a5a })
        .collect();
    c.ints("out", &c.read("out", &out)?, &want, |i| {
        if i < 100 {
            format!("out[{i}] = a[{i}] * 3")
        } else {
            format!("out[{i}], past len(a): untouched")
        }
    })
}
