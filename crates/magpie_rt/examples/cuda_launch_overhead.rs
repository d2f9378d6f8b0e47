//! CUDA launch overhead, against the goals:
//!
//! 1. the median host time of one asynchronous launch of an empty kernel
//!    through the public API (`Kernel::launch_async`, fence dropped), against
//!    a bare `cuLaunchKernel` loop (the driver's function pointer, called
//!    directly) on the same `CUfunction` and stream in the same process
//!    (goal: ours within +0.3 µs of the bare loop);
//! 2. the time to get a `Kernel` handle that is already compiled
//!    (`Program::kernel("empty")`; goal: ≤ 50 ns);
//! 3. for reference, one synchronous launch (`Kernel::launch`: launch,
//!    timing events, wait).
//!
//! `cuda_launch_overhead [N]`: N launches each way (default and minimum
//! 100,000), in interleaved batches of 256 (ours, then bare) with the
//! stream drained between batches, so that no launch waits for a slot in
//! the driver's launch queue and both loops see the same conditions. Each
//! launch is timed on its own (`Instant`, the same cost in both loops).
//! Without a CUDA device it says so and exits with status 0.
#![allow(unsafe_code)] // the bare loop calls the driver directly

use std::hint::black_box;
use std::time::Instant;

use cudarc::driver::sys;
use magpie_rt::{BackendKind, GpuError, Runtime, RuntimeConfig};

const EMPTY: &str = "gpu fn @empty() -> unit workgroup(1, 1, 1) {\nbb0:\n    ret\n}\n";
const BATCH: usize = 256;
const ONE: [u32; 3] = [1, 1, 1];

/// `(p10, median, p90)` of `t` (sorted here), in the unit of `t`.
fn percentiles(t: &mut [f64]) -> (f64, f64, f64) {
    t.sort_by(f64::total_cmp);
    let n = t.len();
    (t[n / 10], t[n / 2], t[n * 9 / 10])
}

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(100_000)
        .max(100_000);
    let config = RuntimeConfig {
        backend: Some(BackendKind::Cuda),
        ..RuntimeConfig::default()
    };
    let dev = match Runtime::with_config(config).and_then(|rt| rt.device_default()) {
        Ok(d) => d,
        Err(e) => {
            println!("cuda_launch_overhead: no CUDA device, nothing measured ({e})");
            return;
        }
    };
    if let Err(e) = run(&dev, n) {
        println!("cuda_launch_overhead: {e}");
        std::process::exit(1);
    }
}

fn run(dev: &magpie_rt::Device, n: usize) -> Result<(), GpuError> {
    let program = dev.compile(EMPTY)?;
    let kernel = program.kernel("empty")?;
    let Some(raw) = magpie_rt::__bench::cuda_raw_kernel(&kernel) else {
        println!("cuda_launch_overhead: the kernel's CUDA handles are not reachable");
        std::process::exit(1);
    };
    let bare_launch = || {
        // SAFETY: the function and stream belong to the context our own
        // launches bound on this thread (they ran first); the kernel takes
        // no parameters.
        unsafe {
            (raw.launch_kernel)(
                raw.function,
                1,
                1,
                1,
                1,
                1,
                1,
                0,
                raw.stream,
                std::ptr::null_mut(),
                std::ptr::null_mut(),
            )
        }
    };
    let drain = || {
        // SAFETY: as above.
        unsafe { sys::cuStreamSynchronize(raw.stream) }
    };
    // Warm up both paths (first launch, markers, caches).
    for _ in 0..4 {
        let mut last = None;
        for _ in 0..BATCH {
            last = Some(kernel.launch_async(ONE, ONE, &[])?);
        }
        if let Some(f) = last {
            f.wait()?;
        }
        for _ in 0..BATCH {
            check(bare_launch(), "cuLaunchKernel")?;
        }
        check(drain(), "cuStreamSynchronize")?;
    }

    let mut ours = Vec::with_capacity(n + BATCH);
    let mut bare = Vec::with_capacity(n + BATCH);
    while ours.len() < n {
        let mut last = None;
        for _ in 0..BATCH {
            let s = Instant::now();
            let fence = kernel.launch_async(ONE, ONE, &[])?;
            ours.push(s.elapsed().as_secs_f64() * 1e6);
            last = Some(fence);
        }
        if let Some(f) = last {
            f.wait()?;
        }
        for _ in 0..BATCH {
            let s = Instant::now();
            let r = bare_launch();
            bare.push(s.elapsed().as_secs_f64() * 1e6);
            check(r, "cuLaunchKernel")?;
        }
        check(drain(), "cuStreamSynchronize")?;
    }
    let (o10, o50, o90) = percentiles(&mut ours);
    let (b10, b50, b90) = percentiles(&mut bare);
    let extra = o50 - b50;
    println!(
        "{} ({}), {} launches each:",
        dev.name(),
        dev.arch().unwrap_or_default(),
        ours.len()
    );
    println!("  launch_async (ours):   median {o50:.3} µs (p10 {o10:.3}, p90 {o90:.3})");
    println!("  bare cuLaunchKernel:   median {b50:.3} µs (p10 {b10:.3}, p90 {b90:.3})");
    println!(
        "  ours - bare:           {extra:+.3} µs (goal: within +0.300 µs) {}",
        if extra <= 0.3 { "met" } else { "MISSED" }
    );

    // Kernel handle of an already compiled program: batches of 1,000 calls.
    let mut lookups = Vec::with_capacity(1000);
    for _ in 0..1000 {
        let s = Instant::now();
        for _ in 0..1000 {
            black_box(program.kernel(black_box("empty"))?);
        }
        lookups.push(s.elapsed().as_secs_f64() * 1e9 / 1000.0);
    }
    let (l10, l50, l90) = percentiles(&mut lookups);
    println!(
        "  Program::kernel:       median {l50:.1} ns per call over 10^6 calls (p10 {l10:.1}, p90 {l90:.1}; goal: ≤ 50 ns) {}",
        if l50 <= 50.0 { "met" } else { "MISSED" }
    );

    // Reference: synchronous launches.
    let mut sync = Vec::with_capacity(10_000);
    for _ in 0..10_000 {
        let s = Instant::now();
        kernel.launch(ONE, ONE, &[])?;
        sync.push(s.elapsed().as_secs_f64() * 1e6);
    }
    let (s10, s50, s90) = percentiles(&mut sync);
    println!(
        "  launch (synchronous):  median {s50:.3} µs (p10 {s10:.3}, p90 {s90:.3}), 10,000 launches"
    );
    if let Some(t) = dev.last_kernel_time() {
        println!(
            "  last kernel's device time: {:.3} µs",
            t.as_secs_f64() * 1e6
        );
    }
    Ok(())
}

fn check(r: sys::CUresult, what: &str) -> Result<(), GpuError> {
    if r == sys::CUresult::CUDA_SUCCESS {
        Ok(())
    } else {
        Err(GpuError::new(
            magpie_rt::ErrorKind::DriverError,
            "ptx",
            format!("{what} failed: {r:?}"),
        ))
    }
}
