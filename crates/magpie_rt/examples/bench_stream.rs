//! The memory-bound benchmark set on one device: the five STREAM kernels
//! (copy, scale, add, triad, dot) on f32 over 2^28 elements and on f64 over
//! 2^27, and `y = x + 1` on f32 over 2^28 (`bench/kernels/stream.mp`), in
//! GB/s (bytes each kernel must move: copy/scale/x+1 2n, add/triad 3n, dot
//! 2n elements). The CUDA C++ baseline is `bench/cuda/stream.cu`.
//!
//! `bench_stream [BACKEND]`: the runtime's default device, or the first of
//! BACKEND (`cpu`, `vulkan`, `cuda`, ...). Each kernel is launched for half
//! a second, then 20 times; the median device time is reported (GPU
//! timers where the backend has them, else wall time) and each result is
//! spot-checked against plain Rust. `MAGPIE_BENCH_SCALE=k` divides the
//! sizes by 2^k; `MAGPIE_BENCH_BLOCK=b` launches the element-wise kernels
//! with blocks of b work-items; `MAGPIE_BENCH_FORM=gs` runs the grid-stride
//! forms (`bench/kernels/stream_gs.mp`; the baseline `bench/cuda/stream_gs.cu`)
//! on `MAGPIE_BENCH_GRID` workgroups (default 1056), `MAGPIE_BENCH_FORM=vgs`
//! the grid-stride forms that move 16 bytes per array per iteration
//! (`bench/kernels/stream_vgs.mp`, written by `gen_stream_vgs.py`).

use std::time::Instant;

use magpie_rt::{
    Arg, BackendKind, Device, Element, GpuError, Kernel, MemoryHint, Runtime, RuntimeConfig,
};

const STREAM: &str = include_str!("../../../bench/kernels/stream.mp");
const STREAM_GS: &str = include_str!("../../../bench/kernels/stream_gs.mp");
const STREAM_VGS: &str = include_str!("../../../bench/kernels/stream_vgs.mp");

/// How the kernels are written: one element per work-item
/// (`bench/kernels/stream.mp`), or grid-stride loops over a fixed grid
/// (`stream_gs.mp`, `MAGPIE_BENCH_FORM=gs`, `MAGPIE_BENCH_GRID` workgroups,
/// default 1056: eight resident workgroups of 256 on each of the H200's 132
/// SMs).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Form {
    PerElement,
    GridStride {
        grid: u32,
    },
    /// Grid-stride, 16 bytes per array per iteration (4 f32 or 2 f64).
    VectorGridStride {
        grid: u32,
    },
}

impl Form {
    fn from_env() -> Form {
        let grid = std::env::var("MAGPIE_BENCH_GRID")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(1056);
        match std::env::var("MAGPIE_BENCH_FORM").as_deref() {
            Ok("gs") => Form::GridStride { grid },
            Ok("vgs") => Form::VectorGridStride { grid },
            _ => Form::PerElement,
        }
    }

    /// The kernel's name in its file, and as reported.
    fn name(self, kernel: &str, ty: &str) -> String {
        match self {
            Form::PerElement => format!("{kernel}_{ty}"),
            Form::GridStride { .. } => format!("{kernel}_gs_{ty}"),
            Form::VectorGridStride { .. } => format!("{kernel}_vgs_{ty}"),
        }
    }

    /// The grid for `n` elements in blocks of `block`.
    fn grid(self, n: usize, block: u32) -> u32 {
        match self {
            Form::PerElement => n.div_ceil(block as usize) as u32,
            Form::GridStride { grid } | Form::VectorGridStride { grid } => grid,
        }
    }
}

/// The block of the element-wise kernels: 256 (their `workgroup`), or
/// `MAGPIE_BENCH_BLOCK` (they index by global id only, so any block size
/// computes the same; the dots keep 256, their shared tile's size).
fn block() -> u32 {
    std::env::var("MAGPIE_BENCH_BLOCK")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(256)
}

fn median_time(dev: &Device, k: &Kernel, n: usize, args: &[Arg<'_>]) -> Result<f64, GpuError> {
    median_time_in(dev, k, n, args, block())
}

fn form() -> Form {
    Form::from_env()
}

fn median_time_in(
    dev: &Device,
    k: &Kernel,
    n: usize,
    args: &[Arg<'_>],
    block: u32,
) -> Result<f64, GpuError> {
    let grid = [form().grid(n, block), 1, 1];
    let warm = Instant::now();
    while warm.elapsed().as_secs_f64() < 0.5 {
        k.launch(grid, [block, 1, 1], args)?;
    }
    // Vulkan and WebGPU stop timing launches whose times nobody reads;
    // asking turns timing back on for the measured ones.
    let _ = dev.last_kernel_time();
    let mut t = Vec::new();
    for _ in 0..20 {
        let s = Instant::now();
        k.launch(grid, [block, 1, 1], args)?;
        let wall = s.elapsed().as_secs_f64();
        t.push(dev.last_kernel_time().map_or(wall, |d| d.as_secs_f64()));
    }
    t.sort_by(f64::total_cmp);
    Ok(t[10])
}

/// A float type the kernels come in.
trait Float: Element + Copy + PartialEq + std::fmt::Debug + Into<f64> {
    const NAME: &'static str;
    fn from_f64(x: f64) -> Self;
}
impl Float for f32 {
    const NAME: &'static str = "f32";
    fn from_f64(x: f64) -> Self {
        x as f32
    }
}
impl Float for f64 {
    const NAME: &'static str = "f64";
    fn from_f64(x: f64) -> Self {
        x
    }
}

fn report(name: &str, n: usize, elems_moved: usize, size: usize, t: f64, ok: bool) {
    println!(
        "BENCH magpie {name} n={n} ms={:.4} GBps={:.1}{}",
        t * 1e3,
        (elems_moved * size) as f64 / t / 1e9,
        if ok { "" } else { " WRONG" }
    );
}

fn run<T: Float>(dev: &Device, n: usize) -> Result<(), GpuError>
where
    for<'a> Arg<'a>: From<T>,
{
    let form = form();
    let program = dev.compile(match form {
        Form::PerElement => STREAM,
        Form::GridStride { .. } => STREAM_GS,
        Form::VectorGridStride { .. } => STREAM_VGS,
    })?;
    let kernel = |k: &str| program.kernel(&form.name(k, T::NAME));
    let size = std::mem::size_of::<T>();
    let ha: Vec<T> = (0..n)
        .map(|i| T::from_f64(((i * 7) % 1000) as f64 * 0.001))
        .collect();
    let hb: Vec<T> = (0..n)
        .map(|i| T::from_f64(((i * 3) % 100) as f64 * 0.01))
        .collect();
    let a = dev.buffer_from_slice(&ha, MemoryHint::DeviceLocal)?;
    let b = dev.buffer_from_slice(&hb, MemoryHint::DeviceLocal)?;
    let c = dev.buffer::<T>(n as u64, MemoryHint::DeviceLocal)?;
    let s = T::from_f64(3.0);
    let nn = n as u32;
    let probe = [0, n / 3, n - 1];

    let t = median_time(
        dev,
        &kernel("copy")?,
        n,
        &[(&a).into(), (&c).into(), nn.into()],
    )?;
    let got = c.to_vec()?;
    report(
        &form.name("copy", T::NAME),
        n,
        2 * n,
        size,
        t,
        probe.iter().all(|&i| got[i] == ha[i]),
    );

    let t = median_time(
        dev,
        &kernel("scale")?,
        n,
        &[(&b).into(), (&c).into(), Arg::from(s), nn.into()],
    )?;
    let got = b.to_vec()?;
    let ok = probe
        .iter()
        .all(|&i| got[i] == T::from_f64(3.0 * ha[i].into()));
    report(&form.name("scale", T::NAME), n, 2 * n, size, t, ok);

    // b = 3a now; c = a + b
    let t = median_time(
        dev,
        &kernel("add")?,
        n,
        &[(&a).into(), (&b).into(), (&c).into(), nn.into()],
    )?;
    let (gb, gc) = (b.to_vec()?, c.to_vec()?);
    let ok = probe
        .iter()
        .all(|&i| gc[i] == T::from_f64(ha[i].into() + gb[i].into()));
    report(&form.name("add", T::NAME), n, 3 * n, size, t, ok);

    // a = b + s*c, repeated: check one application from the state before the last launch
    let k = kernel("triad")?;
    let t = median_time(
        dev,
        &k,
        n,
        &[
            (&a).into(),
            (&b).into(),
            (&c).into(),
            Arg::from(s),
            nn.into(),
        ],
    )?;
    let ga = a.to_vec()?;
    let ok = probe.iter().all(|&i| {
        let p = T::from_f64(3.0 * gc[i].into());
        ga[i] == T::from_f64(gb[i].into() + p.into())
    });
    report(&form.name("triad", T::NAME), n, 3 * n, size, t, ok);

    let groups = form.grid(n, 256) as usize;
    let partial = dev.buffer::<T>(groups as u64, MemoryHint::DeviceLocal)?;
    let t = median_time_in(
        dev,
        &kernel("dot")?,
        n,
        &[(&b).into(), (&c).into(), (&partial).into(), nn.into()],
        256,
    )?;
    let p = partial.to_vec()?;
    // the first group's tree, in plain Rust: each work-item's product (one
    // element), or its grid-stride sum
    let stride = 256 * groups;
    let mut tile: Vec<f64> = (0..256.min(n))
        .map(|i| {
            let product = |j: usize| T::from_f64(gb[j].into() * gc[j].into()).into();
            match form {
                Form::PerElement => product(i),
                Form::GridStride { .. } => (i..n)
                    .step_by(stride)
                    .fold(0.0, |acc, j| T::from_f64(acc + product(j)).into()),
                Form::VectorGridStride { .. } => {
                    // V neighbours per step below n rounded down to V,
                    // then the tail element nv + i
                    let v = 16 / size;
                    let nv = n / v * v;
                    let mut acc = (v * i..nv)
                        .step_by(v * stride)
                        .flat_map(|j| j..j + v)
                        .fold(0.0, |acc, j| T::from_f64(acc + product(j)).into());
                    if nv + i < n {
                        acc = T::from_f64(acc + product(nv + i)).into();
                    }
                    acc
                }
            }
        })
        .collect();
    tile.resize(256, 0.0);
    let mut st = 128;
    while st > 0 {
        for i in 0..st {
            tile[i] = T::from_f64(tile[i] + tile[i + st]).into();
        }
        st /= 2;
    }
    report(
        &form.name("dot", T::NAME),
        n,
        2 * n,
        size,
        t,
        p[0] == T::from_f64(tile[0]),
    );
    Ok(())
}

fn plus_one(dev: &Device, n: usize) -> Result<(), GpuError> {
    let k = dev.compile(STREAM)?.kernel("plus_one_f32")?;
    let hx: Vec<f32> = (0..n).map(|i| (i % 4096) as f32).collect();
    let x = dev.buffer_from_slice(&hx, MemoryHint::DeviceLocal)?;
    let y = dev.buffer::<f32>(n as u64, MemoryHint::DeviceLocal)?;
    let t = median_time(dev, &k, n, &[(&x).into(), (&y).into(), (n as u32).into()])?;
    let got = y.to_vec()?;
    let ok = [0, n / 3, n - 1].iter().all(|&i| got[i] == hx[i] + 1.0);
    report("plus_one_f32", n, 2 * n, 4, t, ok);
    Ok(())
}

fn device() -> Result<Device, GpuError> {
    match std::env::args().nth(1) {
        None => Runtime::new()?.device_default(),
        Some(name) => {
            let backend = BackendKind::from_name(&name).ok_or_else(|| {
                GpuError::new(
                    magpie_rt::ErrorKind::Unsupported,
                    "bench",
                    format!("unknown backend `{name}`"),
                )
            })?;
            Runtime::with_config(RuntimeConfig {
                backend: Some(backend),
                ..RuntimeConfig::default()
            })?
            .device_default()
        }
    }
}

fn main() {
    let scale: u32 = std::env::var("MAGPIE_BENCH_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let result = device().and_then(|dev| {
        println!("device: {} ({})", dev.name(), dev.backend().spec_name());
        run::<f32>(&dev, (1usize << 28) >> scale)?;
        if form() == Form::PerElement {
            plus_one(&dev, (1usize << 28) >> scale)?;
        }
        run::<f64>(&dev, (1usize << 27) >> scale)
    });
    if let Err(e) = result {
        println!("error: {e}");
        std::process::exit(1);
    }
}
