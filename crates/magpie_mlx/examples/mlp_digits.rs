//! §17.9 on MLX: a 64→128→10 MLP trained with Adam on scikit-learn's 8×8
//! digits (see `digits/mod.rs`); prints the time per epoch and, as its
//! last line, the test accuracy (`accuracy 0.97`).
//!
//! `cargo run --release -p magpie_mlx --example mlp_digits [EPOCHS]`

mod digits;

fn main() {
    let epochs: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(20);
    let mlx = match magpie_mlx::Mlx::load() {
        Ok(m) => m,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let data = match digits::load() {
        Ok(d) => d,
        Err(e) => {
            eprintln!("the digits data set: {e} (`cargo xtask test` fetches it)");
            std::process::exit(2);
        }
    };
    let device = if mlx.on_gpu() { "GPU" } else { "CPU" };
    println!(
        "MLX {} on its {device} device; {} images",
        mlx.version(),
        data.labels.len()
    );
    match digits::train(&mlx, &data, epochs) {
        Ok(t) => {
            let mut sorted = t.epoch_seconds.clone();
            sorted.sort_by(f64::total_cmp);
            println!(
                "{epochs} epochs, median {:.1} ms per epoch (first {:.1} ms), last minibatch loss {:.4}",
                sorted[sorted.len() / 2] * 1e3,
                t.epoch_seconds[0] * 1e3,
                t.final_loss
            );
            println!("accuracy {:.2}", t.accuracy);
        }
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
}
