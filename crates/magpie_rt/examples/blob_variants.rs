//! Hand-edited blobs against the emitter's, on one device
//! (`blob_variants DIR`): for each `DIR/KERNEL.VARIANT.wgsl` (WGSL, run
//! through WebGPU) or `DIR/KERNEL.VARIANT.spv` (a SPIR-V binary, run
//! through Vulkan), with KERNEL one of `reduce_sum`, `copy_f32`, `vadd`,
//! `sgemm` (the register-tiled one of `bench/kernels/sgemm.mp`), the
//! kernel's bundle is built, its blob for that target replaced by the
//! file's bytes, and the program loaded through the runtime, so every
//! variant runs exactly as an emitted blob would (same device, argument
//! block, grid folding, specialization, timestamps). Each variant and the
//! unmodified blob (`emitted`) run in rounds (the streaming kernels over
//! 2^28 f32, SGEMM at 4096²; `MAGPIE_BENCH_SCALE=k` divides the size by
//! 2^k): every round launches each variant 10 times after a warm-up, in
//! turn, and the report gives each variant's median device time over all
//! rounds and its ratio to `emitted`'s. Every variant's output must equal
//! `emitted`'s bit for bit, or it is reported WRONG.
//!
//! For SPIR-V, one more case runs, `compiled`: the kernel compiled by the
//! runtime for the device (`Device::compile`), which is what the benchmarks
//! time. A bundle's SPIR-V blob is portable (no explicit shared-memory
//! layout, `Fma` trusted only by some blobs), so it may differ.
//!
//! `blob_variants --emit DIR KERNEL EXT` writes the blobs a variant starts
//! from (no device needed): `DIR/KERNEL.exact.EXT`, the bundle's blob
//! computing `math.fma` exactly without the driver's `fma` (the one a
//! device whose `fma` is not fused takes), and for SPIR-V
//! `DIR/KERNEL.nvidia.spv`, the kernel emitted with the
//! options the runtime takes on NVIDIA's Vulkan driver (`Fma` fused in f32
//! and f64, f32 and f64 subnormals preserved, explicit shared-memory
//! layout, no two buffers aliased), and `DIR/KERNEL.nvidia_nolayout.spv`,
//! the same without the explicit layout.

use std::collections::BTreeMap;
use std::time::Instant;

use magpie_bundle::Bundle;
use magpie_gpu::GpuBackend;
use magpie_rt::{
    Arg, BackendKind, Buffer, BundleFile, Device, ErrorKind, GpuError, Kernel, MemoryHint,
};

const VADD: &str = include_str!("../../../bench/kernels/vadd.mp");
const REDUCE: &str = include_str!("../../../examples/kernels/reduce_sum.mp");
const STREAM: &str = include_str!("../../../bench/kernels/stream.mp");
const SGEMM: &str = include_str!("../../../bench/kernels/sgemm.mp");

fn fail(message: String) -> GpuError {
    GpuError::new(ErrorKind::InvalidKernel, "blob_variants", message)
}

/// A blob format this probe replaces, by file extension.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Target {
    Wgsl,
    Spv,
}

impl Target {
    fn from_extension(ext: &str) -> Option<Target> {
        match ext {
            "wgsl" => Some(Target::Wgsl),
            "spv" => Some(Target::Spv),
            _ => None,
        }
    }

    fn build_name(self) -> &'static str {
        match self {
            Target::Wgsl => "wgsl",
            Target::Spv => "spv",
        }
    }

    fn backend(self) -> GpuBackend {
        match self {
            Target::Wgsl => GpuBackend::Wgsl,
            Target::Spv => GpuBackend::Spv,
        }
    }

    fn runtime(self) -> BackendKind {
        match self {
            Target::Wgsl => BackendKind::WebGpu,
            Target::Spv => BackendKind::Vulkan,
        }
    }
}

/// The bundle of `source` with only `target`'s blobs.
fn bundle_of(source: &str, target: Target) -> Result<Bundle, GpuError> {
    let targets = magpie_build::parse_targets(&[target.build_name()]).map_err(fail)?;
    let input = magpie_build::Input {
        file: "kernel.mp".into(),
        source: source.into(),
    };
    magpie_build::build(&[input], &targets)
        .map(|b| b.bundle)
        .map_err(|r| fail(format!("build failed: {r:?}")))
}

/// `kernel` of `bundle` loaded on `dev`, its `target` blob replaced by
/// `bytes` when given.
fn load(
    dev: &Device,
    bundle: &Bundle,
    kernel: &str,
    target: Target,
    bytes: Option<&[u8]>,
) -> Result<Kernel, GpuError> {
    let mut bundle = bundle.clone();
    if let Some(bytes) = bytes {
        let entry = bundle.modules[0]
            .kernels
            .iter_mut()
            .find(|k| k.symbol == kernel)
            .ok_or_else(|| fail(format!("no kernel {kernel}")))?;
        // Every blob of the target (SPIR-V has one per subnormal profile):
        // whichever the device takes runs the variant.
        let mut replaced = 0;
        for blob in entry
            .blobs
            .iter_mut()
            .filter(|b| b.backend == target.backend())
        {
            blob.data = bytes.to_vec();
            replaced += 1;
        }
        if replaced == 0 {
            return Err(fail(format!(
                "no {} blob for {kernel}",
                target.build_name()
            )));
        }
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

/// One kernel's launch: its source, grid, buffers and bytes moved.
struct Workload {
    source: &'static str,
    grid: [u32; 3],
    inputs: Vec<Buffer<f32>>,
    out: Buffer<f32>,
    out_len: usize,
    n: u32,
    /// What the report divides by the time: bytes moved, or floating-point
    /// operations for SGEMM.
    work: f64,
    unit: &'static str,
}

fn workload(dev: &Device, kernel: &str, scale: u32) -> Result<Workload, GpuError> {
    let fill = |n: usize| -> Result<Buffer<f32>, GpuError> {
        let host: Vec<f32> = (0..n).map(|i| ((i * 7) % 1000) as f32 * 0.001).collect();
        dev.buffer_from_slice(&host, MemoryHint::DeviceLocal)
    };
    if kernel == "sgemm" {
        let n = (4096usize >> scale).max(128) & !127;
        let tiles = (n / 128) as u32;
        // Small integers: every product and partial sum is exact in f32
        // (at most 49 * 4096 < 2^24), so a fused and an unfused `Fma` give
        // the same bits and variants compare on any device.
        let fill = |len: usize| -> Result<Buffer<f32>, GpuError> {
            let host: Vec<f32> = (0..len).map(|i| ((i * 7 + i / 3) % 8) as f32).collect();
            dev.buffer_from_slice(&host, MemoryHint::DeviceLocal)
        };
        return Ok(Workload {
            source: SGEMM,
            grid: [tiles, tiles, 1],
            inputs: vec![fill(n * n)?, fill(n * n)?],
            out: dev.buffer((n * n) as u64, MemoryHint::DeviceLocal)?,
            out_len: n * n,
            n: n as u32,
            work: 2.0 * (n as f64).powi(3),
            unit: "GFLOPs",
        });
    }
    let n = (1usize << 28) >> scale;
    let g = n.div_ceil(256) as u32;
    let (inputs, out_len, bytes) = match kernel {
        "reduce_sum" => (1, g as usize, 4.0),
        "copy_f32" => (1, n, 8.0),
        "vadd" => (2, n, 12.0),
        other => return Err(fail(format!("unknown kernel {other}"))),
    };
    Ok(Workload {
        source: source_of(kernel).ok_or_else(|| fail(format!("unknown kernel {kernel}")))?,
        grid: [g, 1, 1],
        inputs: (0..inputs).map(|_| fill(n)).collect::<Result<_, _>>()?,
        out: dev.buffer(out_len as u64, MemoryHint::DeviceLocal)?,
        out_len,
        n: n as u32,
        work: bytes * n as f64,
        unit: "GBps",
    })
}

fn launch_timed(
    dev: &Device,
    k: &Kernel,
    grid: [u32; 3],
    args: &[Arg<'_>],
) -> Result<f64, GpuError> {
    k.launch(grid, [256, 1, 1], args)?;
    dev.last_kernel_time()
        .map(|d| d.as_secs_f64())
        .ok_or_else(|| fail("the device gives no kernel times".into()))
}

/// A variant's name and its blob's bytes.
type Variant = (String, Vec<u8>);

fn run_kernel(
    dev: &Device,
    kernel: &str,
    target: Target,
    variants: &[Variant],
) -> Result<(), GpuError> {
    let scale: u32 = std::env::var("MAGPIE_BENCH_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let w = workload(dev, kernel, scale)?;
    let mut args: Vec<Arg<'_>> = w.inputs.iter().map(Arg::from).collect();
    args.push((&w.out).into());
    args.push(w.n.into());
    let bundle = bundle_of(w.source, target)?;
    let mut cases = vec![Case {
        name: "emitted".into(),
        kernel: load(dev, &bundle, kernel, target, None)?,
        times: Vec::new(),
        output: None,
    }];
    if target == Target::Spv {
        cases.push(Case {
            name: "compiled".into(),
            kernel: dev.compile(w.source)?.kernel(kernel)?,
            times: Vec::new(),
            output: None,
        });
    }
    for (name, bytes) in variants {
        cases.push(Case {
            name: name.clone(),
            kernel: load(dev, &bundle, kernel, target, Some(bytes))?,
            times: Vec::new(),
            output: None,
        });
    }
    for round in 0..3 {
        for case in &mut cases {
            let warm = Instant::now();
            while warm.elapsed().as_secs_f64() < 0.3 {
                case.kernel.launch(w.grid, [256, 1, 1], &args)?;
            }
            // Vulkan and WebGPU stop timing launches whose times nobody
            // reads; asking turns timing back on for the measured ones.
            let _ = dev.last_kernel_time();
            for _ in 0..10 {
                case.times
                    .push(launch_timed(dev, &case.kernel, w.grid, &args)?);
            }
            if round == 0 {
                w.out.write(&vec![0.0; w.out_len])?;
                case.kernel.launch(w.grid, [256, 1, 1], &args)?;
                case.output = Some(w.out.to_vec()?.iter().map(|x| x.to_bits()).collect());
            }
        }
    }
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
        // A digest of the output, to tell which variants agree with each
        // other where none equals `emitted` (a device whose `Fma` is not
        // fused runs the exact emulation there, the variants' raw `Fma`).
        let digest = case
            .output
            .iter()
            .flatten()
            .fold(0xcbf2_9ce4_8422_2325u64, |h, &x| {
                (h ^ u64::from(x)).wrapping_mul(0x0100_0000_01b3)
            });
        println!(
            "VARIANT {}:{kernel}.{} n={} ms={:.4} {}={:.1} vs_emitted={:.4} out={digest:016x}{wrong}",
            target.build_name(),
            case.name,
            w.n,
            t * 1e3,
            w.unit,
            w.work / t / 1e9,
            base / t
        );
    }
    Ok(())
}

/// The source of `kernel`, by the names the variant files use.
fn source_of(kernel: &str) -> Option<&'static str> {
    match kernel {
        "sgemm" => Some(SGEMM),
        "reduce_sum" => Some(REDUCE),
        "copy_f32" => Some(STREAM),
        "vadd" => Some(VADD),
        _ => None,
    }
}

/// `--emit DIR KERNEL EXT`: the blobs variants start from.
fn emit(dir: &str, kernel: &str, ext: &str) -> Result<(), GpuError> {
    let target = Target::from_extension(ext).ok_or_else(|| fail(format!("no target {ext}")))?;
    let source = source_of(kernel).ok_or_else(|| fail(format!("unknown kernel {kernel}")))?;
    let bundle = bundle_of(source, target)?;
    let blobs: Vec<&magpie_bundle::Blob> = bundle.modules[0]
        .kernels
        .iter()
        .filter(|k| k.symbol == kernel)
        .flat_map(|k| k.blobs.iter().filter(|b| b.backend == target.backend()))
        .collect();
    // The first blob trusting no `fma`: `math.fma` computed exactly
    // without the driver's.
    let exact = blobs
        .iter()
        .find(|b| !b.features.iter().any(|f| f.starts_with("fma:")))
        .ok_or_else(|| fail(format!("no {ext} blob for {kernel}")))?;
    let write = |name: &str, data: &[u8]| {
        let path = format!("{dir}/{kernel}.{name}.{ext}");
        std::fs::write(&path, data).map_err(|e| fail(format!("{path}: {e}")))?;
        println!("wrote {path}");
        Ok::<(), GpuError>(())
    };
    write("exact", &exact.data)?;
    if target == Target::Spv {
        write("nvidia", &nvidia_spirv(source, kernel, true)?)?;
        write("nvidia_nolayout", &nvidia_spirv(source, kernel, false)?)?;
    }
    Ok(())
}

/// `kernel` of `source` as the runtime emits it for NVIDIA's Vulkan driver
/// (its options there: see `magpie_rt`'s Vulkan `emit::options`).
fn nvidia_spirv(source: &str, kernel: &str, explicit_layout: bool) -> Result<Vec<u8>, GpuError> {
    use magpie_gpu_spirv::DenormPreserve;
    let target = magpie_gpu::Target::default_for(GpuBackend::Spv);
    let checked = magpie_gpu::front_end(source, Some(&target))
        .value
        .ok_or_else(|| fail("the kernel does not compile".into()))?;
    let func = checked
        .module
        .function_by_name(kernel)
        .ok_or_else(|| fail(format!("no kernel {kernel}")))?;
    let both = DenormPreserve {
        f16: false,
        f32: true,
        f64: true,
    };
    let options = magpie_gpu_spirv::Options {
        denorm_preserve: both,
        signed_zero_inf_nan_preserve: DenormPreserve::ALL,
        fused_fma: both,
        workgroup_explicit_layout: explicit_layout,
        noalias: true,
        ..magpie_gpu_spirv::Options::default()
    };
    magpie_gpu_spirv::emit(&checked.module, &checked.info, func, &options)
        .map(|k| k.to_bytes())
        .map_err(|e| fail(format!("{e:?}")))
}

fn main() {
    let argv: Vec<String> = std::env::args().collect();
    if let [_, flag, dir, kernel, ext] = &argv[..] {
        if flag == "--emit" {
            if let Err(e) = emit(dir, kernel, ext) {
                println!("{e}");
                std::process::exit(1);
            }
            return;
        }
    }
    let Some(dir) = std::env::args().nth(1) else {
        println!("usage: blob_variants DIR (files KERNEL.VARIANT.wgsl or KERNEL.VARIANT.spv)");
        std::process::exit(2);
    };
    let mut by_kernel: BTreeMap<(Target, String), Vec<Variant>> = BTreeMap::new();
    let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| {
        println!("{dir}: {e}");
        std::process::exit(2)
    });
    for e in entries.flatten() {
        let file = e.file_name().to_string_lossy().to_string();
        let parts: Vec<&str> = file.split('.').collect();
        if let [kernel, variant, ext] = parts[..] {
            let Some(target) = Target::from_extension(ext) else {
                continue;
            };
            if variant == "emitted" {
                continue;
            }
            let bytes = std::fs::read(e.path()).unwrap_or_default();
            by_kernel
                .entry((target, kernel.to_string()))
                .or_default()
                .push((variant.to_string(), bytes));
        }
    }
    let mut devices: BTreeMap<Target, Option<Device>> = BTreeMap::new();
    for ((target, kernel), mut variants) in by_kernel {
        let dev = devices.entry(target).or_insert_with(|| {
            let dev = magpie_rt::Runtime::with_config(magpie_rt::RuntimeConfig {
                backend: Some(target.runtime()),
                ..magpie_rt::RuntimeConfig::default()
            })
            .and_then(|rt| rt.device_default());
            match dev {
                Ok(d) => {
                    println!("{} device: {}", target.build_name(), d.name());
                    Some(d)
                }
                Err(e) => {
                    println!("no device for {}: {e}", target.build_name());
                    None
                }
            }
        });
        let Some(dev) = dev else {
            continue;
        };
        variants.sort();
        if let Err(e) = run_kernel(dev, &kernel, target, &variants) {
            println!("{}:{kernel}: error: {e}", target.build_name());
        }
    }
}
