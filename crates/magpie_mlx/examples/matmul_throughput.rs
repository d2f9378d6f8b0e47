//! Matmul through the binding, timed as `bench/mlx/matmul.py` times MLX's
//! Python package: f32 square matrices from MLX's normal generator, three
//! warm-up products, then the median of 20 products each evaluated.
//! Prints `MATMUL rust n=… ms=… GFLOPs=…` per size.
//!
//! `cargo run --release -p magpie_mlx --example matmul_throughput`

use std::time::Instant;

use magpie_mlx::{Dtype, Mlx};

fn main() -> Result<(), magpie_rt::GpuError> {
    let mlx = Mlx::load()?;
    let key = mlx.key(0)?;
    for n in [256usize, 512, 1024, 2048] {
        let keys = mlx.split_key(Some(&key), 2)?;
        let a = mlx.normal(&[n, n], 0.0, 1.0, Dtype::F32, keys[0].as_ref())?;
        let b = mlx.normal(&[n, n], 0.0, 1.0, Dtype::F32, keys[1].as_ref())?;
        a.eval()?;
        b.eval()?;
        for _ in 0..3 {
            a.matmul(&b)?.eval()?;
        }
        let mut times: Vec<f64> = (0..20)
            .map(|_| {
                let start = Instant::now();
                a.matmul(&b)?.eval()?;
                Ok(start.elapsed().as_secs_f64())
            })
            .collect::<Result<_, magpie_rt::GpuError>>()?;
        times.sort_by(f64::total_cmp);
        let t = times[times.len() / 2];
        println!(
            "MATMUL rust n={n} ms={:.4} GFLOPs={:.1}",
            t * 1e3,
            2.0 * (n as f64).powi(3) / t / 1e9
        );
    }
    Ok(())
}
