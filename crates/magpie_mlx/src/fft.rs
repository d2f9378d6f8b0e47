//! §8.9 `mlx.fft`: one-dimensional discrete Fourier transforms along an
//! axis (MLX's unnormalised forward, `1/n` inverse), and the joining,
//! slicing and gathering operations the layers use.

#![allow(unsafe_code)] // calls into the MLX glue; each block says why it holds

use std::ffi::c_int;

use magpie_rt::{ErrorKind, GpuError};

use crate::array::{dims, Array};
use crate::loader::Raw;
use crate::{shape_error, Mlx, NAME};

#[derive(Clone, Copy, Debug)]
enum Transform {
    Fft = 0,
    Ifft = 1,
    Rfft = 2,
    Irfft = 3,
}

impl Array {
    fn transform(&self, t: Transform, n: Option<usize>, axis: i32) -> Result<Array, GpuError> {
        let what = format!("{t:?}").to_lowercase();
        self.one_axis(&what, axis)?;
        let n = match n {
            None => 0,
            Some(0) => {
                return Err(GpuError::new(
                    ErrorKind::ValidationFailed,
                    NAME,
                    format!("{what}: a transform of 0 points"),
                ))
            }
            Some(n) => {
                c_int::try_from(n).map_err(|_| shape_error(format!("{what}: {n} points")))?
            }
        };
        // SAFETY: a live handle; the result is a new handle or null.
        let raw = unsafe { (self.glue().fft)(t as c_int, self.raw(), n, axis) };
        Array::wrap(self.glue(), raw, &what)
    }

    /// The discrete Fourier transform along `axis` (`n` points: the input
    /// cropped or zero-padded; its length when `None`).
    pub fn fft(&self, n: Option<usize>, axis: i32) -> Result<Array, GpuError> {
        self.transform(Transform::Fft, n, axis)
    }

    pub fn ifft(&self, n: Option<usize>, axis: i32) -> Result<Array, GpuError> {
        self.transform(Transform::Ifft, n, axis)
    }

    /// The transform of a real input: the `n/2 + 1` non-negative
    /// frequencies.
    pub fn rfft(&self, n: Option<usize>, axis: i32) -> Result<Array, GpuError> {
        self.transform(Transform::Rfft, n, axis)
    }

    /// The inverse of [`Array::rfft`]: `n` real points (`2·(m − 1)` when
    /// `None`).
    pub fn irfft(&self, n: Option<usize>, axis: i32) -> Result<Array, GpuError> {
        self.transform(Transform::Irfft, n, axis)
    }

    /// The elements at `indices` along `axis`.
    pub fn take(&self, indices: &Array, axis: i32) -> Result<Array, GpuError> {
        self.one_axis("take", axis)?;
        // SAFETY: two live handles; the result is a new handle or null.
        let raw = unsafe { (self.glue().take)(self.raw(), indices.raw(), axis) };
        Array::wrap(self.glue(), raw, "take")
    }

    /// `self[start..stop]` in every dimension.
    pub fn slice(&self, start: &[usize], stop: &[usize]) -> Result<Array, GpuError> {
        let shape = self.shape();
        let fits = start.len() == shape.len()
            && stop.len() == shape.len()
            && start
                .iter()
                .zip(stop)
                .zip(&shape)
                .all(|((a, b), d)| a <= b && b <= d);
        if !fits {
            return Err(shape_error(format!(
                "slice: {start:?}..{stop:?} does not lie within shape {shape:?}"
            )));
        }
        let (a, b) = (dims("slice", start)?, dims("slice", stop)?);
        // SAFETY: a live handle; `a` and `b` hold ndim elements each.
        let raw = unsafe {
            (self.glue().slice)(
                self.raw(),
                a.as_ptr(),
                b.as_ptr(),
                c_int::try_from(a.len()).unwrap_or(0),
            )
        };
        Array::wrap(self.glue(), raw, "slice")
    }
}

/// The arrays joined (op 0) or stacked (op 1) along `axis`, through the
/// MLX that made them.
fn join(op: c_int, what: &str, arrays: &[&Array], axis: i32) -> Result<Array, GpuError> {
    let Some(first) = arrays.first() else {
        return Err(GpuError::new(
            ErrorKind::ValidationFailed,
            NAME,
            format!("{what}: no arrays"),
        ));
    };
    let raws: Vec<Raw> = arrays.iter().map(|a| a.raw()).collect();
    // SAFETY: live handles; `raws` outlives the call.
    let raw = unsafe { (first.glue().join)(op, raws.as_ptr(), raws.len(), axis) };
    Array::wrap(first.glue(), raw, what)
}

/// The arrays stacked along a new `axis`.
pub(crate) fn stack(arrays: &[&Array], axis: i32) -> Result<Array, GpuError> {
    join(1, "stack", arrays, axis)
}

impl Mlx {
    /// The arrays joined along the existing `axis`.
    pub fn concatenate(&self, arrays: &[&Array], axis: i32) -> Result<Array, GpuError> {
        join(0, "concatenate", arrays, axis)
    }

    /// The arrays stacked along a new `axis`.
    pub fn stack(&self, arrays: &[&Array], axis: i32) -> Result<Array, GpuError> {
        stack(arrays, axis)
    }
}
