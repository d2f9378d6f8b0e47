//! §8.5 `mlx.nn`, built over MLX's core operations as MLX's own Python
//! layers are (same parameter shapes, initialisation and formulas):
//! [`Linear`], [`Conv1d`], [`Conv2d`], [`LayerNorm`], [`BatchNorm`],
//! [`Embedding`], [`Rnn`], [`Lstm`], [`Gru`], [`MultiHeadAttention`],
//! [`TransformerEncoderLayer`], the activations, softmax, dropout and a
//! cross-entropy loss. Parameters are plain public [`Array`]s, reachable
//! for the optimizers ([`crate::optim`]) and for `value_and_grad`.

mod attention;
mod conv;
mod norm;
mod recurrent;

pub use attention::{MultiHeadAttention, TransformerEncoderLayer};
pub use conv::{conv1d, conv2d, Conv1d, Conv2d};
pub use norm::{BatchNorm, Embedding, LayerNorm};
pub use recurrent::{Gru, Lstm, Rnn};

use magpie_rt::GpuError;

use crate::array::Array;
use crate::dtype::Dtype;
use crate::{shape_error, Mlx};

/// `y = x · Wᵀ + b`, W of shape `[out, in]`, b of shape `[out]`.
#[derive(Debug)]
pub struct Linear {
    pub weight: Array,
    pub bias: Array,
}

impl Linear {
    /// Weights and bias drawn uniformly from `±1/√in` (MLX's default),
    /// from two keys split from `key` where given.
    pub fn new(
        mlx: &Mlx,
        in_features: usize,
        out_features: usize,
        key: Option<&Array>,
    ) -> Result<Linear, GpuError> {
        let k = 1.0 / (in_features.max(1) as f64).sqrt();
        let keys = mlx.split_key(key, 2)?;
        let weight = mlx.uniform(
            &[out_features, in_features],
            -k,
            k,
            Dtype::F32,
            keys[0].as_ref(),
        )?;
        let bias = mlx.uniform(&[out_features], -k, k, Dtype::F32, keys[1].as_ref())?;
        Ok(Linear { weight, bias })
    }

    /// The layer applied to `x` (`[…, in]`).
    pub fn forward(&self, x: &Array) -> Result<Array, GpuError> {
        linear(x, &self.weight, &self.bias)
    }

    pub fn parameters(&self) -> [&Array; 2] {
        [&self.weight, &self.bias]
    }
}

/// `x · weightᵀ + bias`: a linear layer with parameters passed in (as a
/// function being differentiated receives them).
pub fn linear(x: &Array, weight: &Array, bias: &Array) -> Result<Array, GpuError> {
    let (sx, sw) = (x.shape(), weight.shape());
    if sw.len() != 2 || sx.last() != sw.get(1) {
        return Err(shape_error(format!(
            "linear: input of shape {sx:?} and weight of shape {sw:?} do not fit (the input's \
             last dimension must be the weight's second)"
        )));
    }
    x.matmul(&weight.transpose(&[1, 0])?)?.add(bias)
}

/// `max(x, 0)`.
pub fn relu(x: &Array) -> Result<Array, GpuError> {
    x.maximum(&x.scalar(0.0)?)
}

/// `x · Φ(x)`, Φ the standard normal distribution function (MLX's exact
/// `gelu`).
pub fn gelu(x: &Array) -> Result<Array, GpuError> {
    let phi = x
        .mul(&x.scalar(std::f64::consts::FRAC_1_SQRT_2)?)?
        .erf()?
        .add(&x.scalar(1.0)?)?
        .mul(&x.scalar(0.5)?)?;
    x.mul(&phi)
}

pub fn sigmoid(x: &Array) -> Result<Array, GpuError> {
    x.sigmoid()
}

pub fn tanh(x: &Array) -> Result<Array, GpuError> {
    x.tanh()
}

/// `x · sigmoid(x)`.
pub fn silu(x: &Array) -> Result<Array, GpuError> {
    x.mul(&x.sigmoid()?)
}

pub fn softmax(x: &Array, axis: i32) -> Result<Array, GpuError> {
    x.softmax(axis)
}

/// Zeroes each element with probability `p` and scales the rest by
/// `1/(1 − p)` (training mode), drawing from `key` where given.
pub fn dropout(mlx: &Mlx, x: &Array, p: f64, key: Option<&Array>) -> Result<Array, GpuError> {
    if !(0.0..1.0).contains(&p) {
        return Err(GpuError::new(
            magpie_rt::ErrorKind::ValidationFailed,
            crate::NAME,
            format!("dropout: the probability {p} must be in [0, 1)"),
        ));
    }
    let keep = mlx
        .uniform(&x.shape(), 0.0, 1.0, Dtype::F32, key)?
        .less(&mlx.full(&[], 1.0 - p, Dtype::F32)?)?
        .astype(x.dtype())?;
    x.mul(&keep)?.mul(&x.scalar(1.0 / (1.0 - p))?)
}

/// The mean over the batch of `−log softmax(logits)[label]`; `logits` of
/// shape `[N, C]`, `labels` `N` integers in `0..C`.
pub fn cross_entropy(logits: &Array, labels: &Array) -> Result<Array, GpuError> {
    let (sl, sy) = (logits.shape(), labels.shape());
    let [n, c] = sl[..] else {
        return Err(shape_error(format!(
            "cross_entropy: logits of shape {sl:?}; [batch, classes] expected"
        )));
    };
    if sy != [n] {
        return Err(shape_error(format!(
            "cross_entropy: logits of shape {sl:?} and labels of shape {sy:?} do not fit"
        )));
    }
    // One-hot: the labels as a column against 0..C as a row.
    let column = labels.reshape(&[n, 1])?.astype(Dtype::F32)?;
    let range: Vec<f32> = (0..c).map(|k| k as f32).collect();
    let onehot = column
        .equal(&crate::array_on(labels, &range, &[c])?)?
        .astype(logits.dtype())?;
    let picked = logits.mul(&onehot)?.sum(&[-1], false)?;
    logits
        .logsumexp(&[-1], false)?
        .sub(&picked)?
        .mean(&[], false)
}
