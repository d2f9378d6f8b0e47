//! Hand-edited WGSL against the emitter's, on one WebGPU device
//! (`wgsl_variants DIR`): for each `DIR/KERNEL.VARIANT.wgsl` (KERNEL one of
//! `reduce_sum`, `copy_f32`, `vadd`) the kernel's bundle is built, its WGSL
//! blob replaced by the file's text, and the program loaded through the
//! runtime, so every variant runs exactly as an emitted blob would (same
//! device, uniform block, grid folding, timestamps). Each variant and the
//! unmodified blob (`emitted`) run over 2^28 f32 (`MAGPIE_BENCH_SCALE=k`
//! divides by 2^k) in rounds: every round launches each variant 10 times
//! after a warm-up, in turn, and the report gives each variant's median
//! device time over all rounds and its ratio to `emitted`'s. Every
//! variant's output must equal `emitted`'s bit for bit, or it is reported
//! WRONG.

use std::time::Instant;

use magpie_bundle::Bundle;
use magpie_gpu::GpuBackend;
use magpie_rt::{Arg, Buffer, BundleFile, Device, ErrorKind, GpuError, Kernel, MemoryHint};

const VADD: &str = include_str!("../../../bench/kernels/vadd.mp");
const REDUCE: &str = include_str!("../../../examples/kernels/reduce_sum.mp");
const STREAM: &str = include_str!("../../../bench/kernels/stream.mp");

fn fail(message: String) -> GpuError {
    GpuError::new(ErrorKind::InvalidKernel, "wgsl_variants", message)
}

/// The bundle of `source` with only WGSL blobs.
fn bundle_of(source: &str) -> Result<Bundle, GpuError> {
    let targets = magpie_build::parse_targets(&["wgsl"]).map_err(fail)?;
    let input = magpie_build::Input {
        file: "kernel.mp".into(),
        source: source.into(),
    };
    magpie_build::build(&[input], &targets)
        .map(|b| b.bundle)
        .map_err(|r| fail(format!("build failed: {r:?}")))
}

/// `kernel` of `bundle` loaded on `dev`, its WGSL blob replaced by `text`
/// when given.
fn load(
    dev: &Device,
    bundle: &Bundle,
    kernel: &str,
    text: Option<&str>,
) -> Result<Kernel, GpuError> {
    let mut bundle = bundle.clone();
    if let Some(text) = text {
        let entry = bundle.modules[0]
            .kernels
            .iter_mut()
            .find(|k| k.symbol == kernel)
            .ok_or_else(|| fail(format!("no kernel {kernel}")))?;
        let blob = entry
            .blobs
            .iter_mut()
            .find(|b| b.backend == GpuBackend::Wgsl)
            .ok_or_else(|| fail(format!("no WGSL blob for {kernel}")))?;
        blob.data = text.as_bytes().to_vec();
    }
    let bytes = magpie_bundle::write(&bundle).map_err(|e| fail(e.to_string()))?;
    let program = dev.load(&BundleFile::from_bytes(&bytes)?)?;
    let chosen = program
        .selections()
        .iter()
        .find(|s| s.kernel == kernel)
        .map(|s| format!("{:?}", s.choice))
        .unwrap_or_default();
    if !chosen.contains("Native") && !chosen.contains("Compatible") {
        return Err(fail(format!("{kernel}: the blob was not taken ({chosen})")));
    }
    program.kernel(kernel)
}

struct Case {
    name: String,
    kernel: Kernel,
    times: Vec<f64>,
    output: Option<Vec<u32>>,
}

fn launch_timed(dev: &Device, k: &Kernel, grid: u32, args: &[Arg<'_>]) -> Result<f64, GpuError> {
    k.launch([grid, 1, 1], [256, 1, 1], args)?;
    dev.last_kernel_time()
        .map(|d| d.as_secs_f64())
        .ok_or_else(|| fail("the device gives no kernel times".into()))
}

fn run_kernel(dev: &Device, kernel: &str, variants: &[(String, String)]) -> Result<(), GpuError> {
    let scale: u32 = std::env::var("MAGPIE_BENCH_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let n = (1usize << 28) >> scale;
    let g = n.div_ceil(256) as u32;
    let source = match kernel {
        "reduce_sum" => REDUCE,
        "copy_f32" => STREAM,
        "vadd" => VADD,
        other => return Err(fail(format!("unknown kernel {other}"))),
    };
    let host: Vec<f32> = (0..n).map(|i| ((i * 7) % 1000) as f32 * 0.001).collect();
    let a = dev.buffer_from_slice(&host, MemoryHint::DeviceLocal)?;
    let b = dev.buffer_from_slice(&host, MemoryHint::DeviceLocal)?;
    let out_len = if kernel == "reduce_sum" {
        g as usize
    } else {
        n
    };
    let out: Buffer<f32> = dev.buffer(out_len as u64, MemoryHint::DeviceLocal)?;
    let args: Vec<Arg<'_>> = match kernel {
        "reduce_sum" | "copy_f32" => vec![(&a).into(), (&out).into(), (n as u32).into()],
        _ => vec![(&a).into(), (&b).into(), (&out).into(), (n as u32).into()],
    };
    let bundle = bundle_of(source)?;
    let mut cases = vec![Case {
        name: "emitted".into(),
        kernel: load(dev, &bundle, kernel, None)?,
        times: Vec::new(),
        output: None,
    }];
    for (name, text) in variants {
        cases.push(Case {
            name: name.clone(),
            kernel: load(dev, &bundle, kernel, Some(text))?,
            times: Vec::new(),
            output: None,
        });
    }
    for round in 0..3 {
        for case in &mut cases {
            let warm = Instant::now();
            while warm.elapsed().as_secs_f64() < 0.3 {
                case.kernel.launch([g, 1, 1], [256, 1, 1], &args)?;
            }
            for _ in 0..10 {
                case.times.push(launch_timed(dev, &case.kernel, g, &args)?);
            }
            if round == 0 {
                out.write(&vec![0.0; out_len])?;
                case.kernel.launch([g, 1, 1], [256, 1, 1], &args)?;
                case.output = Some(out.to_vec()?.iter().map(|x| x.to_bits()).collect());
            }
        }
    }
    let bytes = match kernel {
        "reduce_sum" => 4.0 * n as f64,
        "copy_f32" => 8.0 * n as f64,
        _ => 12.0 * n as f64,
    };
    let median = |t: &mut Vec<f64>| {
        t.sort_by(f64::total_cmp);
        t[t.len() / 2]
    };
    let base = median(&mut cases[0].times.clone());
    let reference = cases[0].output.clone();
    for case in &mut cases {
        let t = median(&mut case.times);
        let wrong = if case.output == reference {
            ""
        } else {
            " WRONG"
        };
        println!(
            "VARIANT {kernel}.{} n={n} ms={:.4} GBps={:.1} vs_emitted={:.4}{wrong}",
            case.name,
            t * 1e3,
            bytes / t / 1e9,
            base / t
        );
    }
    Ok(())
}

fn main() {
    let Some(dir) = std::env::args().nth(1) else {
        println!("usage: wgsl_variants DIR (files KERNEL.VARIANT.wgsl)");
        std::process::exit(2);
    };
    let mut by_kernel: std::collections::BTreeMap<String, Vec<(String, String)>> =
        Default::default();
    let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| {
        println!("{dir}: {e}");
        std::process::exit(2)
    });
    for e in entries.flatten() {
        let file = e.file_name().to_string_lossy().to_string();
        let parts: Vec<&str> = file.split('.').collect();
        if let [kernel, variant, "wgsl"] = parts[..] {
            if variant == "emitted" {
                continue;
            }
            let text = std::fs::read_to_string(e.path()).unwrap_or_default();
            by_kernel
                .entry(kernel.to_string())
                .or_default()
                .push((variant.to_string(), text));
        }
    }
    let dev = magpie_rt::Runtime::with_config(magpie_rt::RuntimeConfig {
        backend: Some(magpie_rt::BackendKind::WebGpu),
        ..magpie_rt::RuntimeConfig::default()
    })
    .and_then(|rt| rt.device_default());
    let dev = match dev {
        Ok(d) => d,
        Err(e) => {
            println!("no WebGPU device: {e}");
            std::process::exit(1);
        }
    };
    println!("device: {}", dev.name());
    for (kernel, mut variants) in by_kernel {
        variants.sort();
        if let Err(e) = run_kernel(&dev, &kernel, &variants) {
            println!("{kernel}: error: {e}");
        }
    }
}
