//! Channels-last convolutions (MLX's layout): input `[N, L, C_in]` or
//! `[N, H, W, C_in]`, weight `[C_out, K, C_in]` or `[C_out, KH, KW, C_in]`.

#![allow(unsafe_code)] // calls into the MLX glue; each block says why it holds

use std::ffi::c_int;

use magpie_rt::GpuError;

use crate::array::Array;
use crate::dtype::Dtype;
use crate::{shape_error, Mlx};

fn int(what: &str, v: usize) -> Result<c_int, GpuError> {
    c_int::try_from(v).map_err(|_| shape_error(format!("{what}: {v} is too large")))
}

/// A 1-D convolution (no bias), stride and zero padding on both sides.
pub fn conv1d(x: &Array, weight: &Array, stride: usize, padding: usize) -> Result<Array, GpuError> {
    let (sx, sw) = (x.shape(), weight.shape());
    if sx.len() != 3 || sw.len() != 3 || sx[2] != sw[2] {
        return Err(shape_error(format!(
            "conv1d: input {sx:?} ([N, L, C_in]) and weight {sw:?} ([C_out, K, C_in]) do not fit"
        )));
    }
    // SAFETY: two live handles; the result is a new handle or null.
    let raw = unsafe {
        (x.glue().conv1d)(
            x.raw(),
            weight.raw(),
            int("stride", stride)?,
            int("padding", padding)?,
            1,
            1,
        )
    };
    Array::wrap(x.glue(), raw, "conv1d")
}

/// A 2-D convolution (no bias), strides and zero paddings per axis.
pub fn conv2d(
    x: &Array,
    weight: &Array,
    stride: [usize; 2],
    padding: [usize; 2],
) -> Result<Array, GpuError> {
    let (sx, sw) = (x.shape(), weight.shape());
    if sx.len() != 4 || sw.len() != 4 || sx[3] != sw[3] {
        return Err(shape_error(format!(
            "conv2d: input {sx:?} ([N, H, W, C_in]) and weight {sw:?} ([C_out, KH, KW, C_in]) do not fit"
        )));
    }
    let s = [int("stride", stride[0])?, int("stride", stride[1])?];
    let p = [int("padding", padding[0])?, int("padding", padding[1])?];
    let d = [1, 1];
    // SAFETY: two live handles; the three pairs outlive the call.
    let raw =
        unsafe { (x.glue().conv2d)(x.raw(), weight.raw(), s.as_ptr(), p.as_ptr(), d.as_ptr(), 1) };
    Array::wrap(x.glue(), raw, "conv2d")
}

/// `conv1d(x, weight) + bias`, weight and bias uniform in `±1/√(C_in·K)`.
#[derive(Debug)]
pub struct Conv1d {
    pub weight: Array,
    pub bias: Array,
    pub stride: usize,
    pub padding: usize,
}

impl Conv1d {
    pub fn new(
        mlx: &Mlx,
        in_channels: usize,
        out_channels: usize,
        kernel: usize,
        (stride, padding): (usize, usize),
        key: Option<&Array>,
    ) -> Result<Conv1d, GpuError> {
        let k = 1.0 / ((in_channels * kernel).max(1) as f64).sqrt();
        let keys = mlx.split_key(key, 2)?;
        Ok(Conv1d {
            weight: mlx.uniform(
                &[out_channels, kernel, in_channels],
                -k,
                k,
                Dtype::F32,
                keys[0].as_ref(),
            )?,
            bias: mlx.uniform(&[out_channels], -k, k, Dtype::F32, keys[1].as_ref())?,
            stride,
            padding,
        })
    }

    pub fn forward(&self, x: &Array) -> Result<Array, GpuError> {
        conv1d(x, &self.weight, self.stride, self.padding)?.add(&self.bias)
    }
}

/// `conv2d(x, weight) + bias`, weight and bias uniform in
/// `±1/√(C_in·KH·KW)`.
#[derive(Debug)]
pub struct Conv2d {
    pub weight: Array,
    pub bias: Array,
    pub stride: [usize; 2],
    pub padding: [usize; 2],
}

impl Conv2d {
    pub fn new(
        mlx: &Mlx,
        in_channels: usize,
        out_channels: usize,
        kernel: [usize; 2],
        (stride, padding): ([usize; 2], [usize; 2]),
        key: Option<&Array>,
    ) -> Result<Conv2d, GpuError> {
        let k = 1.0 / ((in_channels * kernel[0] * kernel[1]).max(1) as f64).sqrt();
        let shape = [out_channels, kernel[0], kernel[1], in_channels];
        let keys = mlx.split_key(key, 2)?;
        Ok(Conv2d {
            weight: mlx.uniform(&shape, -k, k, Dtype::F32, keys[0].as_ref())?,
            bias: mlx.uniform(&[out_channels], -k, k, Dtype::F32, keys[1].as_ref())?,
            stride,
            padding,
        })
    }

    pub fn forward(&self, x: &Array) -> Result<Array, GpuError> {
        conv2d(x, &self.weight, self.stride, self.padding)?.add(&self.bias)
    }
}
