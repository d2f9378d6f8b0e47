//! Host overhead of one launch of an empty kernel, per device and backend
//! (a GPU that CUDA, Vulkan and WebGPU reach is measured through each): a
//! synchronous launch (to completion), and an asynchronous one (the time
//! `launch_async` takes to record and submit; the fences are waited for
//! after the timed calls, in batches of 100). The median and the 10th/90th
//! percentiles over N launches (default 10,000; `launch_overhead N`).
//! Prints one line per device and mode, and the time to get a `Kernel`
//! handle from a compiled program (`Program::kernel`, a four-parameter
//! kernel: the median of 100 batches of 10,000).
//! Then the synchronous launches again with a profiling session active
//! (what recording each launch adds). For Vulkan and WebGPU devices, then
//! the synchronous launches again
//! under a subscriber that times the backend's phase spans (`vk.prepare`,
//! `vk.record`, `vk.submit`, `vk.wait`, `vk.release`; `wg.prepare`,
//! `wg.record` (which holds `wg.submit`), `wg.ahead` (the next launch
//! encoded during the wait, when launches repeat), `wg.wait`): each
//! phase's median. For those two, also synchronous launches whose grid
//! changes every time: alternating between 1 and 2 workgroups (a cycle
//! WebGPU learns and then encodes ahead), and cycling through 1 to 64
//! workgroups (longer than the cycles it predicts: nothing encoded ahead).

use std::time::Instant;

use magpie_rt::{BackendKind, Device};

#[path = "shared/devices.rs"]
mod devices;
#[path = "shared/phases.rs"]
mod phases;

const EMPTY: &str = "gpu fn @empty() -> unit workgroup(1, 1, 1) {\nbb0:\n    ret\n}\n";

/// Microseconds per `launch_async` call (recording and submission only).
fn measure_async(dev: &Device, n: usize) -> Result<[f64; 3], magpie_rt::GpuError> {
    let k = dev.compile(EMPTY)?.kernel("empty")?;
    for _ in 0..100 {
        k.launch_async([1, 1, 1], [1, 1, 1], &[])?.wait()?;
    }
    let mut t = Vec::with_capacity(n);
    let mut pending = Vec::with_capacity(100);
    for _ in 0..n {
        let s = Instant::now();
        let f = k.launch_async([1, 1, 1], [1, 1, 1], &[])?;
        t.push(s.elapsed().as_secs_f64() * 1e6);
        pending.push(f);
        if pending.len() == 100 {
            for f in pending.drain(..) {
                f.wait()?;
            }
        }
    }
    for f in pending {
        f.wait()?;
    }
    t.sort_by(f64::total_cmp);
    Ok([t[n / 10], t[n / 2], t[n * 9 / 10]])
}

/// Microseconds per synchronous launch, the same launch every time.
fn measure(dev: &Device, n: usize) -> Result<[f64; 3], magpie_rt::GpuError> {
    measure_grids(dev, n, &[[1, 1, 1]])
}

/// Microseconds per synchronous launch, the grid cycling through `grids`
/// (two grids: no launch like the one before it).
fn measure_grids(
    dev: &Device,
    n: usize,
    grids: &[[u32; 3]],
) -> Result<[f64; 3], magpie_rt::GpuError> {
    let k = dev.compile(EMPTY)?.kernel("empty")?;
    // Warm up: pipeline creation and first submission are not the steady state.
    for i in 0..100 {
        k.launch(grids[i % grids.len()], [1, 1, 1], &[])?;
    }
    let mut t = Vec::with_capacity(n);
    for i in 0..n {
        let grid = grids[i % grids.len()];
        let s = Instant::now();
        k.launch(grid, [1, 1, 1], &[])?;
        t.push(s.elapsed().as_secs_f64() * 1e6);
    }
    t.sort_by(f64::total_cmp);
    Ok([t[n / 10], t[n / 2], t[n * 9 / 10]])
}

/// Nanoseconds per `Program::kernel` call: the median over batches.
fn kernel_lookup_ns(dev: &Device) -> Result<f64, magpie_rt::GpuError> {
    const FOUR: &str = "gpu fn @four(%a: gpu.TBuffer<f32>, %b: gpu.TBuffer<f32>, %c: gpu.TBuffer<f32>, %n: u32) -> unit workgroup(64, 1, 1) {\nbb0:\n    ret\n}\n";
    let program = dev.compile(FOUR)?;
    let mut batches = Vec::with_capacity(100);
    for _ in 0..100 {
        let s = Instant::now();
        for _ in 0..10_000 {
            std::hint::black_box(program.kernel(std::hint::black_box("four"))?);
        }
        batches.push(s.elapsed().as_secs_f64() * 1e9 / 10_000.0);
    }
    batches.sort_by(f64::total_cmp);
    Ok(batches[50])
}

/// The median of each phase over `n` synchronous launches on `dev`.
fn phases(dev: &Device, n: usize) -> Result<String, magpie_rt::GpuError> {
    let (measured, medians) = phases::under(|| measure(dev, n));
    measured?;
    Ok(medians)
}

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(10_000)
        .max(10);
    for dev in devices::every_backend() {
        match measure(&dev, n) {
            Ok([p10, p50, p90]) => println!(
                "{} ({}): synchronous empty launch, {n} launches: median {p50:.2} µs (p10 {p10:.2}, p90 {p90:.2})",
                dev.name(),
                dev.backend().spec_name()
            ),
            Err(e) => println!("{} ({}): {e}", dev.name(), dev.backend().spec_name()),
        }
        if matches!(dev.backend(), BackendKind::Vulkan | BackendKind::WebGpu) {
            let cycle_of_64: Vec<[u32; 3]> = (1..=64).map(|x| [x, 1, 1]).collect();
            let patterns: [(&str, &[[u32; 3]]); 2] = [
                ("grid 1 and 2 in turn", &[[1, 1, 1], [2, 1, 1]]),
                ("grids 1 to 64 in turn", &cycle_of_64),
            ];
            for (what, grids) in patterns {
                match measure_grids(&dev, n, grids) {
                    Ok([p10, p50, p90]) => println!(
                        "{} ({}): synchronous empty launch, {what} (no launch like the one before), {n} launches: median {p50:.2} µs (p10 {p10:.2}, p90 {p90:.2})",
                        dev.name(),
                        dev.backend().spec_name()
                    ),
                    Err(e) => println!("{} ({}): {e}", dev.name(), dev.backend().spec_name()),
                }
            }
        }
        // The same synchronous launches with a profiling session recording
        // each one (host span, device time): the cost a session adds.
        let session = dev.profile_begin();
        let profiled = measure(&dev, n);
        let recorded = session.and_then(|s| s.end()).map(|p| p.events.len());
        match (profiled, recorded) {
            (Ok([p10, p50, p90]), Ok(events)) => println!(
                "{} ({}): synchronous empty launch with a profiling session ({events} events recorded), {n} launches: median {p50:.2} µs (p10 {p10:.2}, p90 {p90:.2})",
                dev.name(),
                dev.backend().spec_name()
            ),
            (Err(e), _) | (_, Err(e)) => {
                println!("{} ({}): {e}", dev.name(), dev.backend().spec_name())
            }
        }
        match measure_async(&dev, n) {
            Ok([p10, p50, p90]) => println!(
                "{} ({}): asynchronous empty launch (recording and submission), {n} launches: median {p50:.2} µs (p10 {p10:.2}, p90 {p90:.2})",
                dev.name(),
                dev.backend().spec_name()
            ),
            Err(e) => println!("{} ({}): {e}", dev.name(), dev.backend().spec_name()),
        }
        if matches!(dev.backend(), BackendKind::Vulkan | BackendKind::WebGpu) {
            match phases(&dev, n) {
                Ok(p) => println!(
                    "{} ({}): synchronous launch phases, median µs: {p}",
                    dev.name(),
                    dev.backend().spec_name()
                ),
                Err(e) => println!("{} ({}): {e}", dev.name(), dev.backend().spec_name()),
            }
        }
        if let Ok(ns) = kernel_lookup_ns(&dev) {
            println!(
                "{} ({}): Program::kernel on a compiled program: median {ns:.1} ns",
                dev.name(),
                dev.backend().spec_name()
            );
        }
    }
}
