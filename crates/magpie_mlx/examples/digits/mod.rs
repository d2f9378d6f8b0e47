//! The §17.9 training loop on scikit-learn's 8×8 digits (1797 images, 64
//! pixels 0–16, ten classes), shared by the `mlp_digits` example and its
//! test: a 64→128→10 MLP with ReLU, cross-entropy, Adam, minibatches of
//! 64; 80 % of a fixed shuffle trains, the rest tests.
//!
//! The data is `digits.csv` (64 pixel columns, then the label):
//! `MAGPIE_DIGITS`, else `~/.cache/magpie-gpu/mlx/digits.csv`, which
//! `cargo xtask test` unpacks from scikit-learn's wheel (no download of
//! the data set itself).

use std::path::PathBuf;
use std::time::Instant;

use magpie_mlx::nn::{self, Linear};
use magpie_mlx::optim::Adam;
use magpie_mlx::{Array, Mlx};
use magpie_rt::GpuError;

pub struct Digits {
    pub pixels: Vec<f32>,
    pub labels: Vec<u32>,
}

/// Where the data set is looked for.
pub fn digits_path() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("MAGPIE_DIGITS") {
        return Some(PathBuf::from(p));
    }
    std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache/magpie-gpu/mlx/digits.csv"))
}

pub fn load() -> Result<Digits, String> {
    let path = digits_path().ok_or("no HOME and no MAGPIE_DIGITS")?;
    let text = std::fs::read_to_string(&path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let mut pixels = Vec::new();
    let mut labels = Vec::new();
    for (n, line) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
    {
        let fields: Vec<f32> = line
            .split(',')
            .map(|f| f.trim().parse::<f32>())
            .collect::<Result<_, _>>()
            .map_err(|e| format!("{}:{}: {e}", path.display(), n + 1))?;
        if fields.len() != 65 {
            return Err(format!(
                "{}:{}: {} fields, 65 expected",
                path.display(),
                n + 1,
                fields.len()
            ));
        }
        pixels.extend(fields[..64].iter().map(|v| v / 16.0));
        labels.push(fields[64] as u32);
    }
    Ok(Digits { pixels, labels })
}

/// A fixed permutation of `0..n` (a linear congruential shuffle).
fn shuffle(n: usize) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    for i in (1..n).rev() {
        x = x
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        order.swap(i, (x >> 33) as usize % (i + 1));
    }
    order
}

fn forward(p: &[Array], x: &Array) -> Result<Array, GpuError> {
    let h = nn::relu(&nn::linear(x, &p[0], &p[1])?)?;
    nn::linear(&h, &p[2], &p[3])
}

pub struct Trained {
    pub accuracy: f64,
    pub epoch_seconds: Vec<f64>,
    pub final_loss: f32,
}

/// Trains for `epochs` and returns the test accuracy.
pub fn train(mlx: &Mlx, data: &Digits, epochs: usize) -> Result<Trained, GpuError> {
    let n = data.labels.len();
    let order = shuffle(n);
    let n_train = n * 4 / 5;
    let take = |ids: &[usize]| -> Result<(Array, Array), GpuError> {
        let px: Vec<f32> = ids
            .iter()
            .flat_map(|&i| data.pixels[i * 64..(i + 1) * 64].iter().copied())
            .collect();
        let lb: Vec<u32> = ids.iter().map(|&i| data.labels[i]).collect();
        Ok((
            mlx.array(&px, &[ids.len(), 64])?,
            mlx.array(&lb, &[ids.len()])?,
        ))
    };
    let keys = mlx.split_key(Some(&mlx.key(17)?), 2)?;
    let l1 = Linear::new(mlx, 64, 128, keys[0].as_ref())?;
    let l2 = Linear::new(mlx, 128, 10, keys[1].as_ref())?;
    let mut params = vec![l1.weight, l1.bias, l2.weight, l2.bias];
    let mut adam = Adam::new(0.01);
    let mut epoch_seconds = Vec::new();
    let mut final_loss = f32::NAN;
    for epoch in 0..epochs {
        let start = Instant::now();
        let mut ids = order[..n_train].to_vec();
        // A different fixed order of the training set every epoch.
        let perm = shuffle(n_train + epoch + 1);
        ids.sort_by_key(|&i| perm.get(i).copied().unwrap_or(i));
        for batch in ids.chunks(64) {
            let (x, y) = take(batch)?;
            let refs: Vec<&Array> = params.iter().collect();
            let (loss, grads) =
                mlx.value_and_grad(|p: &[Array]| nn::cross_entropy(&forward(p, &x)?, &y), &refs)?;
            adam.step(&mut params, &grads)?;
            final_loss = loss.to_vec::<f32>()?[0];
        }
        epoch_seconds.push(start.elapsed().as_secs_f64());
    }
    let (x, y) = take(&order[n_train..])?;
    let predicted = forward(&params, &x)?.argmax(1)?.to_vec::<i32>()?;
    let truth = y.to_vec::<u32>()?;
    let right = predicted
        .iter()
        .zip(&truth)
        .filter(|(&p, &t)| u32::try_from(p) == Ok(t))
        .count();
    Ok(Trained {
        accuracy: right as f64 / truth.len() as f64,
        epoch_seconds,
        final_loss,
    })
}
