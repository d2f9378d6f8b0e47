//! Neighbouring element accesses that a backend may merge into vector
//! accesses: runs in any order, in shared memory and device memory, runs
//! that start past an aligned element, partial runs, a store between two
//! loads of a run, in-place updates, 64-bit indices.

use magpie_rt::Device;

use super::check::{Case, CaseResult, Lcg};

const N: usize = 128;

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("wide_access", dev);
    let mut rng = Lcg::new(31);
    let src: Vec<f32> = (0..4 * N + 4)
        .map(|_| rng.f32_in(-1000.0, 1000.0))
        .collect();
    let io: Vec<u32> = (0..4 * N).map(|_| rng.next_u32()).collect();
    let ints: Vec<i32> = (0..4 * N).map(|_| rng.next_u32() as i32).collect();

    let mut want_out = vec![0f32; 12 * N];
    let mut want_io = io.clone();
    let mut want_ints = ints.clone();
    for g in 0..N {
        let tid = g % 64;
        let neighbour = g - tid + (tid + 1) % 64;
        for k in 0..4 {
            want_out[12 * g + k] = src[4 * neighbour + k];
            want_out[12 * g + 4 + k] = src[4 * g + 1 + k];
        }
        for k in 0..3 {
            want_out[12 * g + 8 + k] = src[4 * g + k] * 2.0;
        }
        want_out[12 * g + 11] = src[4 * g + 3];
        let x0 = io[4 * g];
        let x1 = x0.wrapping_add(1);
        let (x2, x3) = (io[4 * g + 2], io[4 * g + 3]);
        want_io[4 * g..4 * g + 4].copy_from_slice(&[
            x0,
            x1.wrapping_mul(3),
            x2 ^ x3,
            x3.wrapping_add(x0),
        ]);
        if g > 0 {
            for k in 0..4 {
                let e = &mut want_ints[4 * (g - 1) + k];
                *e = e.wrapping_add(k as i32 + 1);
            }
        }
    }

    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/wide_access.mp"),
        "wide_access",
    )?;
    let (bsrc, bio, bints) = (c.upload(&src)?, c.upload(&io)?, c.upload(&ints)?);
    let out = c.filled(12 * N, f32::NAN)?;
    c.launch(
        &k,
        [(N / 64) as u32, 1, 1],
        [64, 1, 1],
        &[
            (&bsrc).into(),
            (&bio).into(),
            (&bints).into(),
            (&out).into(),
            (N as u32).into(),
        ],
    )?;
    const WHAT: [&str; 3] = [
        "the neighbour's run (shared)",
        "the run at 4g+1",
        "three of four",
    ];
    c.floats(
        "out",
        &c.read("out", &out)?,
        &want_out,
        |_| 0,
        |i| format!("item {}, {} lane {}", i / 12, WHAT[i % 12 / 4], i % 4),
    )?;
    c.ints("io", &c.read("io", &bio)?, &want_io, |i| {
        format!("item {}, lane {}", i / 4, i % 4)
    })?;
    c.ints("ints", &c.read("ints", &bints)?, &want_ints, |i| {
        format!("run {} (item {}), lane {}", i / 4, i / 4 + 1, i % 4)
    })
}
