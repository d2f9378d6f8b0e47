//! The register-tiled SGEMM of the benchmarks (`bench/kernels/sgemm.mp`,
//! written by `bench/kernels/gen_sgemm.py`) on the CPU device: every element
//! of C equal bit for bit to the same fma chain computed in plain Rust
//! (c = fma(a[i][k], b[k][j], c) for k in order, from 0).

use magpie_rt::{MemoryHint, Runtime};

const SGEMM: &str = include_str!("../../../bench/kernels/sgemm.mp");

fn fma_chain(a: &[f32], b: &[f32], n: usize) -> Vec<f32> {
    let mut c = vec![0f32; n * n];
    for i in 0..n {
        for j in 0..n {
            let mut acc = 0f32;
            for k in 0..n {
                acc = a[i * n + k].mul_add(b[k * n + j], acc);
            }
            c[i * n + j] = acc;
        }
    }
    c
}

#[test]
fn sgemm_matches_the_fma_chain_on_the_cpu() {
    let dev = Runtime::cpu().device_default().unwrap();
    let k = dev.compile(SGEMM).unwrap().kernel("sgemm").unwrap();
    for n in [128usize, 256] {
        // Values with few significant bits would hide a wrong order of
        // accumulation; these round at almost every step.
        let a: Vec<f32> = (0..n * n)
            .map(|i| ((i * 7919 % 1009) as f32 - 504.0) / 97.0)
            .collect();
        let b: Vec<f32> = (0..n * n)
            .map(|i| ((i * 104_729 % 997) as f32 - 498.0) / 89.0)
            .collect();
        let want = fma_chain(&a, &b, n);
        let ba = dev.buffer_from_slice(&a, MemoryHint::Auto).unwrap();
        let bb = dev.buffer_from_slice(&b, MemoryHint::Auto).unwrap();
        let bc = dev
            .buffer_from_slice(&vec![f32::NAN; n * n], MemoryHint::Auto)
            .unwrap();
        let g = (n / 128) as u32;
        k.launch(
            [g, g, 1],
            [256, 1, 1],
            &[(&ba).into(), (&bb).into(), (&bc).into(), (n as u32).into()],
        )
        .unwrap();
        let got = bc.to_vec().unwrap();
        let bad = got
            .iter()
            .zip(&want)
            .position(|(g, w)| g.to_bits() != w.to_bits());
        if let Some(i) = bad {
            panic!(
                "n = {n}: C[{}][{}] = {} (bits {:#x}), expected {} (bits {:#x})",
                i / n,
                i % n,
                got[i],
                got[i].to_bits(),
                want[i],
                want[i].to_bits()
            );
        }
    }
}

/// The checked-in kernel is what the generator writes (when python3 is
/// here to run it).
#[test]
fn sgemm_is_the_generators_output() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    let out = std::process::Command::new("python3")
        .arg(format!("{root}/bench/kernels/gen_sgemm.py"))
        .output();
    match out {
        Ok(o) if o.status.success() => {
            let text = String::from_utf8(o.stdout).unwrap();
            assert!(
                text == SGEMM,
                "bench/kernels/sgemm.mp differs from gen_sgemm.py's output: \
                 run `python3 bench/kernels/gen_sgemm.py > bench/kernels/sgemm.mp`"
            );
        }
        Ok(o) if std::env::var_os("MAGPIE_REQUIRE").is_some() => panic!(
            "gen_sgemm.py failed: {}",
            String::from_utf8_lossy(&o.stderr)
        ),
        other => println!("skip: python3 could not run gen_sgemm.py ({other:?})"),
    }
}
