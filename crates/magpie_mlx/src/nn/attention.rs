//! Multi-head attention and the transformer encoder layer, in MLX's
//! form: projections without bias, heads split from the last axis,
//! scores scaled by `1/√(dims/heads)`, an additive mask; the encoder layer
//! normalises first (`x + attn(ln1(x))`, then `+ linear2(relu(linear1(ln2(·))))`).

use magpie_rt::GpuError;

use crate::array::Array;
use crate::dtype::Dtype;
use crate::nn::{linear, relu, LayerNorm, Linear};
use crate::{shape_error, Mlx};

/// Queries, keys and values `[B, L, dims]` → `[B, L, dims]`.
#[derive(Debug)]
pub struct MultiHeadAttention {
    pub query_proj: Array,
    pub key_proj: Array,
    pub value_proj: Array,
    pub out_proj: Array,
    pub heads: usize,
}

impl MultiHeadAttention {
    pub fn new(
        mlx: &Mlx,
        dims: usize,
        heads: usize,
        key: Option<&Array>,
    ) -> Result<MultiHeadAttention, GpuError> {
        if heads == 0 || !dims.is_multiple_of(heads) {
            return Err(shape_error(format!(
                "multi_head_attention: {dims} dimensions do not split into {heads} heads"
            )));
        }
        let k = 1.0 / (dims.max(1) as f64).sqrt();
        let keys = mlx.split_key(key, 4)?;
        let w = |i: usize| mlx.uniform(&[dims, dims], -k, k, Dtype::F32, keys[i].as_ref());
        Ok(MultiHeadAttention {
            query_proj: w(0)?,
            key_proj: w(1)?,
            value_proj: w(2)?,
            out_proj: w(3)?,
            heads,
        })
    }

    /// `[B, L, dims]` → `[B, heads, L, dims/heads]`.
    fn split(&self, x: &Array) -> Result<Array, GpuError> {
        let s = x.shape();
        let [b, l, d] = s[..] else {
            return Err(shape_error(format!(
                "multi_head_attention: input of shape {s:?}; [batch, length, dims] expected"
            )));
        };
        x.reshape(&[b, l, self.heads, d / self.heads])?
            .transpose(&[0, 2, 1, 3])
    }

    pub fn forward(
        &self,
        queries: &Array,
        keys: &Array,
        values: &Array,
        mask: Option<&Array>,
    ) -> Result<Array, GpuError> {
        let noproj = |x: &Array, w: &Array| x.matmul(&w.transpose(&[1, 0])?);
        let q = self.split(&noproj(queries, &self.query_proj)?)?;
        let k = self.split(&noproj(keys, &self.key_proj)?)?;
        let v = self.split(&noproj(values, &self.value_proj)?)?;
        let dh = q.shape()[3];
        let scale = q.scalar(1.0 / (dh as f64).sqrt())?;
        let mut scores = q.mul(&scale)?.matmul(&k.transpose(&[0, 1, 3, 2])?)?;
        if let Some(m) = mask {
            scores = scores.add(m)?;
        }
        let out = scores.softmax(-1)?.matmul(&v)?.transpose(&[0, 2, 1, 3])?;
        let s = out.shape();
        let merged = out.reshape(&[s[0], s[1], s[2] * s[3]])?;
        noproj(&merged, &self.out_proj)
    }
}

/// A pre-norm transformer encoder layer with a ReLU MLP of `mlp_dims`.
#[derive(Debug)]
pub struct TransformerEncoderLayer {
    pub attention: MultiHeadAttention,
    pub ln1: LayerNorm,
    pub ln2: LayerNorm,
    pub linear1: Linear,
    pub linear2: Linear,
}

impl TransformerEncoderLayer {
    pub fn new(
        mlx: &Mlx,
        dims: usize,
        heads: usize,
        mlp_dims: Option<usize>,
        key: Option<&Array>,
    ) -> Result<TransformerEncoderLayer, GpuError> {
        let mlp = mlp_dims.unwrap_or(4 * dims);
        let keys = mlx.split_key(key, 3)?;
        Ok(TransformerEncoderLayer {
            attention: MultiHeadAttention::new(mlx, dims, heads, keys[0].as_ref())?,
            ln1: LayerNorm::new(mlx, dims)?,
            ln2: LayerNorm::new(mlx, dims)?,
            linear1: Linear::new(mlx, dims, mlp, keys[1].as_ref())?,
            linear2: Linear::new(mlx, mlp, dims, keys[2].as_ref())?,
        })
    }

    pub fn forward(&self, x: &Array, mask: Option<&Array>) -> Result<Array, GpuError> {
        let y = self.ln1.forward(x)?;
        let x = x.add(&self.attention.forward(&y, &y, &y, mask)?)?;
        let y = self.ln2.forward(&x)?;
        let y = relu(&linear(&y, &self.linear1.weight, &self.linear1.bias)?)?;
        x.add(&linear(&y, &self.linear2.weight, &self.linear2.bias)?)
    }
}
