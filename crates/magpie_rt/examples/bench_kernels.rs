//! The GPU benchmark kernels on one device (`bench_kernels [BACKEND]`: the
//! runtime's default device, or the first device of BACKEND: `cpu`,
//! `vulkan`, `cuda`, ...): vector add and the 256-thread
//! tree reduction over 2^28 f32 (GB/s), the 16×16-tile SGEMM and the
//! register-tiled one (`bench/kernels/sgemm.mp`) at 4096² (TFLOP/s). Each is launched 20 times after half a second of warm-up
//! launches; the median device
//! time (GPU timestamps where the backend has them, else wall time) is
//! reported, with a spot check of the results against plain Rust.
//! Sizes can be scaled down with `MAGPIE_BENCH_SCALE=k` (n / 2^k);
//! `MAGPIE_BENCH_REDUCE=FILE` benchmarks another `@reduce_sum` instead.

use std::time::Instant;

use magpie_rt::{Arg, Device, GpuError, Kernel, MemoryHint, Runtime};

const VADD: &str = include_str!("../../../bench/kernels/vadd.mp");
const REDUCE: &str = include_str!("../../../examples/kernels/reduce_sum.mp");
const MATMUL: &str = include_str!("../../../examples/kernels/matmul_tiled.mp");
const SGEMM: &str = include_str!("../../../bench/kernels/sgemm.mp");

fn median_time(
    dev: &Device,
    k: &Kernel,
    grid: [u32; 3],
    block: [u32; 3],
    args: &[Arg<'_>],
) -> Result<(f64, &'static str), GpuError> {
    // Warm up for half a second: a GPU that was idle runs its first
    // milliseconds at low clocks (measured on the H200: the tree reduction
    // took 3.8 ms cold and 1.16 ms warm).
    let warm = Instant::now();
    while warm.elapsed().as_secs_f64() < 0.5 {
        k.launch(grid, block, args)?;
    }
    // Vulkan and WebGPU stop timing launches whose times nobody reads;
    // asking turns timing back on for the measured ones.
    let _ = dev.last_kernel_time();
    let mut t = Vec::new();
    let mut source = "device timestamps";
    for _ in 0..20 {
        let s = Instant::now();
        k.launch(grid, block, args)?;
        let wall = s.elapsed().as_secs_f64();
        match dev.last_kernel_time() {
            Some(d) => t.push(d.as_secs_f64()),
            None => {
                source = "wall time";
                t.push(wall);
            }
        }
    }
    t.sort_by(f64::total_cmp);
    Ok((t[10], source))
}

fn run(dev: &Device) -> Result<(), GpuError> {
    let scale: u32 = std::env::var("MAGPIE_BENCH_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let n = (1usize << 28) >> scale;
    let host: Vec<f32> = (0..n).map(|i| ((i * 7) % 1000) as f32 * 0.001).collect();
    let a = dev.buffer_from_slice(&host, MemoryHint::DeviceLocal)?;
    let b = dev.buffer_from_slice(&host, MemoryHint::DeviceLocal)?;
    let c = dev.buffer::<f32>(n as u64, MemoryHint::DeviceLocal)?;
    let g = n.div_ceil(256) as u32;

    let k = dev.compile(VADD)?.kernel("vadd")?;
    let (t, how) = median_time(
        dev,
        &k,
        [g, 1, 1],
        [256, 1, 1],
        &[(&a).into(), (&b).into(), (&c).into(), (n as u32).into()],
    )?;
    let out = c.to_vec()?;
    let bad = [0, n / 3, n - 1]
        .into_iter()
        .find(|&i| out[i] != host[i] + host[i]);
    println!(
        "BENCH magpie vadd_f32 n={n} ms={:.4} GBps={:.1} ({how}){}",
        t * 1e3,
        3.0 * n as f64 * 4.0 / t / 1e9,
        bad.map_or(String::new(), |i| format!(" WRONG at {i}"))
    );

    // MAGPIE_BENCH_REDUCE=FILE: another `@reduce_sum` with the same
    // signature and result (for experiments with the kernel's form)
    let reduce = match std::env::var("MAGPIE_BENCH_REDUCE") {
        Ok(path) => std::fs::read_to_string(&path).map_err(|e| {
            GpuError::new(
                magpie_rt::ErrorKind::InvalidKernel,
                "bench",
                format!("{path}: {e}"),
            )
        })?,
        Err(_) => REDUCE.to_string(),
    };
    let k = dev.compile(&reduce)?.kernel("reduce_sum")?;
    let partial = dev.buffer::<f32>(u64::from(g), MemoryHint::DeviceLocal)?;
    let (t, how) = median_time(
        dev,
        &k,
        [g, 1, 1],
        [256, 1, 1],
        &[(&a).into(), (&partial).into(), (n as u32).into()],
    )?;
    let p = partial.to_vec()?;
    let mut tile: Vec<f32> = host[..256].to_vec();
    let mut s = 128;
    while s > 0 {
        for i in 0..s {
            tile[i] += tile[i + s];
        }
        s /= 2;
    }
    println!(
        "BENCH magpie reduce_f32 n={n} ms={:.4} GBps={:.1} ({how}){}",
        t * 1e3,
        n as f64 * 4.0 / t / 1e9,
        if p[0] == tile[0] {
            ""
        } else {
            " WRONG partial[0]"
        }
    );

    let m = 4096usize >> (scale / 2);
    let k = dev.compile(MATMUL)?.kernel("matmul")?;
    let gm = (m / 16) as u32;
    let (t, how) = median_time(
        dev,
        &k,
        [gm, gm, 1],
        [16, 16, 1],
        &[(&a).into(), (&b).into(), (&c).into(), (m as u32).into()],
    )?;
    let out = c.to_vec()?;
    let mut acc = 0f32;
    for kk in 0..m {
        acc += host[kk] * host[kk * m];
    }
    println!(
        "BENCH magpie sgemm_16x16 n={m} ms={:.4} TFLOPs={:.2} ({how}){}",
        t * 1e3,
        2.0 * (m as f64).powi(3) / t / 1e12,
        if out[0] == acc { "" } else { " WRONG c[0]" }
    );

    // The register-tiled SGEMM: c[0] is the fma chain over k in order.
    let k = dev.compile(SGEMM)?.kernel("sgemm")?;
    let gm = (m / 128) as u32;
    let (t, how) = median_time(
        dev,
        &k,
        [gm, gm, 1],
        [256, 1, 1],
        &[(&a).into(), (&b).into(), (&c).into(), (m as u32).into()],
    )?;
    let out = c.to_vec()?;
    let mut acc = 0f32;
    for kk in 0..m {
        acc = host[kk].mul_add(host[kk * m], acc);
    }
    println!(
        "BENCH magpie sgemm_regtile n={m} ms={:.4} TFLOPs={:.2} ({how}){}",
        t * 1e3,
        2.0 * (m as f64).powi(3) / t / 1e12,
        if out[0] == acc { "" } else { " WRONG c[0]" }
    );
    Ok(())
}

fn main() {
    let dev = match std::env::args().nth(1) {
        None => Runtime::new().and_then(|rt| rt.device_default()),
        Some(name) => match magpie_rt::BackendKind::from_name(&name) {
            Some(backend) => Runtime::with_config(magpie_rt::RuntimeConfig {
                backend: Some(backend),
                ..magpie_rt::RuntimeConfig::default()
            })
            .and_then(|rt| rt.device_default()),
            None => {
                println!("unknown backend `{name}` (cpu, vulkan, cuda, ...)");
                std::process::exit(2);
            }
        },
    };
    match dev {
        Ok(d) => {
            println!("device: {} ({})", d.name(), d.backend().spec_name());
            if let Err(e) = run(&d) {
                println!("error: {e}");
                std::process::exit(1);
            }
        }
        Err(e) => {
            println!("no device: {e}");
            std::process::exit(1);
        }
    }
}
