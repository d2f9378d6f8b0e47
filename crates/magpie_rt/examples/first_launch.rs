//! First launch from a bundle, timed from the start of `main` to a
//! launchable `Kernel`: runtime and device discovery, then loading the
//! bundle's module (front end of its slice, our code generation or a
//! JIT-cache hit, the driver), then one launch to prove the kernel runs.
//! Prints one JSON line; `bench/first_launch.sh` runs it in many fresh
//! processes, cold and warm.
//!
//! Usage: `first_launch BUNDLE BACKEND KERNEL` (BACKEND: cpu, vulkan, cuda).
//! The kernel must take (gpu.TBuffer<f32> in, gpu.TBuffer<f32> out, u32 n).

use std::time::Instant;

use magpie_rt::{BackendKind, BundleFile, Choice, MemoryHint, Runtime, RuntimeConfig};

fn main() {
    let start = Instant::now();
    let args: Vec<String> = std::env::args().collect();
    let [_, bundle, backend, kernel] = args.as_slice() else {
        eprintln!("usage: first_launch BUNDLE BACKEND KERNEL");
        std::process::exit(2);
    };
    if let Err(e) = run(start, bundle, backend, kernel) {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}

fn run(start: Instant, bundle: &str, backend: &str, kernel: &str) -> Result<(), String> {
    let kind = BackendKind::from_name(backend).ok_or(format!("no backend {backend}"))?;
    let config = RuntimeConfig {
        backend: Some(kind),
        fallback: if kind == BackendKind::Cpu {
            magpie_rt::Fallback::Cpu
        } else {
            magpie_rt::Fallback::None
        },
        ..RuntimeConfig::default()
    };
    let rt = Runtime::with_config(config).map_err(|e| e.to_string())?;
    let dev = rt.device_default().map_err(|e| e.to_string())?;
    let ready = start.elapsed();
    let file = BundleFile::open(bundle).map_err(|e| e.to_string())?;
    let load_start = Instant::now();
    let program = dev.load(&file).map_err(|e| e.to_string())?;
    let k = program.kernel(kernel).map_err(|e| e.to_string())?;
    let load = load_start.elapsed();
    let to_kernel = start.elapsed();
    let n = 1024u32;
    let inp: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let a = dev
        .buffer_from_slice(&inp, MemoryHint::Auto)
        .map_err(|e| e.to_string())?;
    let b = dev
        .buffer_from_slice(&vec![0f32; n as usize], MemoryHint::Auto)
        .map_err(|e| e.to_string())?;
    k.launch(
        [n / 256, 1, 1],
        [256, 1, 1],
        &[(&a).into(), (&b).into(), n.into()],
    )
    .map_err(|e| e.to_string())?;
    let out = b.to_vec().map_err(|e| e.to_string())?;
    if out.iter().zip(&inp).any(|(o, i)| *o != i + 1.0) {
        return Err(format!("wrong result: {:?}", &out[..4]));
    }
    let t = program.compile_timings();
    let choice = match program.selections().first().map(|s| &s.choice) {
        Some(Choice::Native(_)) => "native",
        Some(Choice::Compatible(_)) => "compatible",
        _ => "slice",
    };
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
    let cache = magpie_rt::jit_cache_stats().unwrap_or_default();
    println!(
        "{{\"device\": \"{}\", \"choice\": \"{choice}\", \"runtime_ms\": {:.3}, \"load_ms\": {:.3}, \"front_end_ms\": {:.3}, \"codegen_ms\": {:.3}, \"driver_ms\": {:.3}, \"to_kernel_ms\": {:.3}, \"cache_hits\": {}}}",
        dev.name(),
        ms(ready),
        ms(load),
        ms(t.front_end),
        ms(t.codegen),
        ms(t.driver),
        ms(to_kernel),
        cache.hits
    );
    Ok(())
}
