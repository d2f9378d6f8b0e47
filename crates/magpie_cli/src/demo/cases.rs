//! The demos: one function each, expected values computed in plain Rust.

use magpie_rt::{Device, MemoryHint};

use super::{first_difference, Demo, DemoError, Rng, Timer};

pub const DEMOS: &[Demo] = &[
    Demo {
        name: "vector_add",
        source: include_str!("../../../../examples/spec/17_1_vector_add_spv.mp"),
        run: vector_add,
    },
    Demo {
        name: "saxpy",
        source: include_str!("../../../../examples/kernels/saxpy.mp"),
        run: saxpy,
    },
    Demo {
        name: "reduce_sum",
        source: include_str!("../../../../examples/kernels/reduce_sum.mp"),
        run: reduce_sum,
    },
    Demo {
        name: "matmul_tiled",
        source: include_str!("../../../../examples/kernels/matmul_tiled.mp"),
        run: matmul,
    },
    Demo {
        name: "histogram",
        source: include_str!("../../../../examples/kernels/histogram.mp"),
        run: histogram,
    },
    Demo {
        name: "subgroup_guarded_sum",
        source: include_str!("../../../../examples/kernels/subgroup_guarded_sum.mp"),
        run: guarded_sum,
    },
];

const AUTO: MemoryHint = MemoryHint::Auto;

/// Kernel `kernel` of demo `name` for `dev`: compiled from the demo's text,
/// or loaded from the bundle given to `demo` ([`super::program`]).
fn kernel(dev: &Device, name: &str, kernel: &str) -> Result<magpie_rt::Kernel, DemoError> {
    Ok(super::program(dev, source(name), kernel)?.kernel(kernel)?)
}

fn source(name: &str) -> &'static str {
    DEMOS
        .iter()
        .find(|d| d.name == name)
        .map_or("", |d| d.source)
}

fn same_f32(a: f32, b: f32) -> bool {
    a.to_bits() == b.to_bits()
}

fn groups(n: usize, size: usize) -> u32 {
    n.div_ceil(size) as u32
}

fn vector_add(dev: &Device, t: &mut Timer) -> Result<String, DemoError> {
    let n = 1usize << 20;
    let mut rng = Rng::new(1);
    let input: Vec<f32> = (0..n).map(|_| rng.f32() * 100.0).collect();
    let k = kernel(dev, "vector_add", "kernel_add")?;
    let a = dev.buffer_from_slice(&input, AUTO)?;
    let out = dev.buffer::<f32>(n as u64, AUTO)?;
    t.time(|| {
        k.launch(
            [groups(n, 256), 1, 1],
            [256, 1, 1],
            &[(&a).into(), (&out).into(), (n as u32).into()],
        )
    })?;
    let want: Vec<f32> = input.iter().map(|x| x + 1.0).collect();
    first_difference("out", &out.to_vec()?, &want, same_f32)?;
    Ok(format!("n = {n}"))
}

fn saxpy(dev: &Device, t: &mut Timer) -> Result<String, DemoError> {
    let n = (1usize << 20) + 3;
    let a = 2.5f32;
    let mut rng = Rng::new(2);
    let x: Vec<f32> = (0..n).map(|_| rng.f32()).collect();
    let y: Vec<f32> = (0..n).map(|_| rng.f32()).collect();
    let k = kernel(dev, "saxpy", "saxpy")?;
    let bx = dev.buffer_from_slice(&x, AUTO)?;
    let by = dev.buffer_from_slice(&y, AUTO)?;
    t.time(|| {
        k.launch(
            [groups(n, 256), 1, 1],
            [256, 1, 1],
            &[(&bx).into(), (&by).into(), a.into(), (n as u32).into()],
        )
    })?;
    // Two roundings: the product, then the sum (no fused multiply-add).
    let want: Vec<f32> = x.iter().zip(&y).map(|(x, y)| (a * x) + y).collect();
    first_difference("y", &by.to_vec()?, &want, same_f32)?;
    Ok(format!("n = {n}"))
}

fn reduce_sum(dev: &Device, t: &mut Timer) -> Result<String, DemoError> {
    let n = (1usize << 20) + 37;
    let mut rng = Rng::new(3);
    let input: Vec<f32> = (0..n).map(|_| rng.f32()).collect();
    let wgs = groups(n, 256) as usize;
    let k = kernel(dev, "reduce_sum", "reduce_sum")?;
    let bin = dev.buffer_from_slice(&input, AUTO)?;
    let partial = dev.buffer::<f32>(wgs as u64, AUTO)?;
    t.time(|| {
        k.launch(
            [wgs as u32, 1, 1],
            [256, 1, 1],
            &[(&bin).into(), (&partial).into(), (n as u32).into()],
        )
    })?;
    // The kernel's tree: strides 128, 64, ..., 1 over 256 values.
    let want: Vec<f32> = (0..wgs)
        .map(|w| {
            let mut tile: Vec<f32> = (0..256)
                .map(|i| input.get(w * 256 + i).copied().unwrap_or(0.0))
                .collect();
            let mut stride = 128;
            while stride > 0 {
                for i in 0..stride {
                    tile[i] += tile[i + stride];
                }
                stride /= 2;
            }
            tile[0]
        })
        .collect();
    first_difference("partial", &partial.to_vec()?, &want, same_f32)?;
    let total: f64 = want.iter().map(|&x| f64::from(x)).sum();
    Ok(format!("n = {n}, {wgs} partial sums, total {total:.4}"))
}

fn matmul(dev: &Device, t: &mut Timer) -> Result<String, DemoError> {
    let n = 256usize;
    let mut rng = Rng::new(4);
    let a: Vec<f32> = (0..n * n).map(|_| rng.f32()).collect();
    let b: Vec<f32> = (0..n * n).map(|_| rng.f32()).collect();
    let k = kernel(dev, "matmul_tiled", "matmul")?;
    let ba = dev.buffer_from_slice(&a, AUTO)?;
    let bb = dev.buffer_from_slice(&b, AUTO)?;
    let bc = dev.buffer::<f32>((n * n) as u64, AUTO)?;
    let g = (n / 16) as u32;
    t.time(|| {
        k.launch(
            [g, g, 1],
            [16, 16, 1],
            &[(&ba).into(), (&bb).into(), (&bc).into(), (n as u32).into()],
        )
    })?;
    // Accumulated over k in ascending order, one rounding per product and sum.
    let mut want = vec![0f32; n * n];
    for r in 0..n {
        for c in 0..n {
            let mut acc = 0f32;
            for kk in 0..n {
                let p = a[r * n + kk] * b[kk * n + c];
                acc += p;
            }
            want[r * n + c] = acc;
        }
    }
    first_difference("c", &bc.to_vec()?, &want, same_f32)?;
    Ok(format!("{n}×{n}, 16×16 tiles"))
}

fn histogram(dev: &Device, t: &mut Timer) -> Result<String, DemoError> {
    let n = 1usize << 20;
    let nbins = 64u32;
    let mut rng = Rng::new(5);
    let data: Vec<u32> = (0..n).map(|_| rng.next_u64() as u32).collect();
    let k = kernel(dev, "histogram", "histogram")?;
    let bd = dev.buffer_from_slice(&data, AUTO)?;
    let bins = dev.buffer::<u32>(u64::from(nbins), AUTO)?;
    t.time(|| {
        k.launch(
            [groups(n, 256), 1, 1],
            [256, 1, 1],
            &[
                (&bd).into(),
                (&bins).into(),
                (n as u32).into(),
                nbins.into(),
            ],
        )
    })?;
    let mut want = vec![0u32; nbins as usize];
    for v in &data {
        want[(v % nbins) as usize] += 1;
    }
    first_difference("bins", &bins.to_vec()?, &want, |a, b| a == b)?;
    Ok(format!("n = {n}, {nbins} bins"))
}

fn guarded_sum(dev: &Device, t: &mut Timer) -> Result<String, DemoError> {
    let n = 100_003usize;
    let mut rng = Rng::new(6);
    let input: Vec<u32> = (0..n).map(|_| (rng.next_u64() % 1000) as u32).collect();
    let wgs = groups(n, 256) as usize;
    let k = kernel(dev, "subgroup_guarded_sum", "partial_sums")?;
    let bin = dev.buffer_from_slice(&input, AUTO)?;
    let out = dev.buffer::<u32>(wgs as u64, AUTO)?;
    t.time(|| {
        k.launch(
            [wgs as u32, 1, 1],
            [256, 1, 1],
            &[(&bin).into(), (&out).into(), (n as u32).into()],
        )
    })?;
    let want: Vec<u32> = (0..wgs)
        .map(|w| {
            input
                .iter()
                .skip(w * 256)
                .take(256)
                .fold(0u32, |s, &x| s.wrapping_add(x))
        })
        .collect();
    first_difference("out", &out.to_vec()?, &want, |a, b| a == b)?;
    Ok(format!("n = {n}, subgroups of {}", dev.warp_size()))
}
