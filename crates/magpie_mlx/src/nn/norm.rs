//! Normalisation layers and the embedding table.

use magpie_rt::GpuError;

use crate::array::Array;
use crate::dtype::Dtype;
use crate::{shape_error, Mlx};

/// `(x − mean) / √(var + ε)` over the last axis, by `weight`, plus `bias`
/// (weight ones, bias zeros at first; ε = 1e-5).
#[derive(Debug)]
pub struct LayerNorm {
    pub weight: Array,
    pub bias: Array,
    pub eps: f64,
}

/// `(x − mean) / √(var + ε)` with the biased variance over `axes`.
fn normalize(x: &Array, axes: &[i32], eps: f64) -> Result<(Array, Array, Array), GpuError> {
    let mean = x.mean(axes, true)?;
    let centred = x.sub(&mean)?;
    let var = centred.square()?.mean(axes, true)?;
    let y = centred.div(&var.add(&x.scalar(eps)?)?.sqrt()?)?;
    Ok((y, mean, var))
}

impl LayerNorm {
    pub fn new(mlx: &Mlx, dims: usize) -> Result<LayerNorm, GpuError> {
        Ok(LayerNorm {
            weight: mlx.ones(&[dims], Dtype::F32)?,
            bias: mlx.zeros(&[dims], Dtype::F32)?,
            eps: 1e-5,
        })
    }

    pub fn forward(&self, x: &Array) -> Result<Array, GpuError> {
        let (y, _, _) = normalize(x, &[-1], self.eps)?;
        y.mul(&self.weight)?.add(&self.bias)
    }
}

/// Batch normalisation over every axis but the last (the features) of a
/// 2- to 4-dimensional input. Training: the batch's mean and biased
/// variance normalise, and the running mean and variance move `momentum`
/// of the way towards the batch's mean and unbiased variance (MLX's rule;
/// a batch of one value per feature is refused); otherwise the running
/// statistics normalise.
#[derive(Debug)]
pub struct BatchNorm {
    pub weight: Array,
    pub bias: Array,
    pub running_mean: Array,
    pub running_var: Array,
    pub eps: f64,
    pub momentum: f64,
    pub training: bool,
}

impl BatchNorm {
    pub fn new(mlx: &Mlx, features: usize) -> Result<BatchNorm, GpuError> {
        Ok(BatchNorm {
            weight: mlx.ones(&[features], Dtype::F32)?,
            bias: mlx.zeros(&[features], Dtype::F32)?,
            running_mean: mlx.zeros(&[features], Dtype::F32)?,
            running_var: mlx.ones(&[features], Dtype::F32)?,
            eps: 1e-5,
            momentum: 0.1,
            training: true,
        })
    }

    pub fn forward(&mut self, x: &Array) -> Result<Array, GpuError> {
        let n = x.ndim();
        let shape = x.shape();
        if !(2..=4).contains(&n) || shape.last() != self.weight.shape().first() {
            return Err(shape_error(format!(
                "batch_norm: input {shape:?} against {:?} features (2 to 4 dimensions, features last)",
                self.weight.shape()
            )));
        }
        let count: usize = shape[..n - 1].iter().product();
        if self.training && count < 2 {
            return Err(shape_error(format!(
                "batch_norm: input {shape:?} has one value per feature; training needs more"
            )));
        }
        let axes: Vec<i32> = (0..n as i32 - 1).collect();
        let y = if self.training {
            let (y, mean, var) = normalize(x, &axes, self.eps)?;
            let m = x.scalar(self.momentum)?;
            let keep = x.scalar(1.0 - self.momentum)?;
            let flat = [x.shape()[n - 1]];
            let mean = mean.reshape(&flat)?;
            // The running variance takes the unbiased estimate.
            let var = var
                .reshape(&flat)?
                .mul(&x.scalar(count as f64 / (count - 1) as f64)?)?;
            self.running_mean = self.running_mean.mul(&keep)?.add(&mean.mul(&m)?)?;
            self.running_var = self.running_var.mul(&keep)?.add(&var.mul(&m)?)?;
            self.running_mean.eval()?;
            self.running_var.eval()?;
            y
        } else {
            x.sub(&self.running_mean)?
                .div(&self.running_var.add(&x.scalar(self.eps)?)?.sqrt()?)?
        };
        y.mul(&self.weight)?.add(&self.bias)
    }
}

/// A table of `num` vectors of `dims`, normal with standard deviation
/// `1/√dims` at first; `forward` looks indices up.
#[derive(Debug)]
pub struct Embedding {
    pub weight: Array,
}

impl Embedding {
    pub fn new(
        mlx: &Mlx,
        num: usize,
        dims: usize,
        key: Option<&Array>,
    ) -> Result<Embedding, GpuError> {
        let scale = 1.0 / (dims.max(1) as f64).sqrt();
        Ok(Embedding {
            weight: mlx.normal(&[num, dims], 0.0, scale, Dtype::F32, key)?,
        })
    }

    pub fn forward(&self, indices: &Array) -> Result<Array, GpuError> {
        self.weight.take(indices, 0)
    }
}
