//! §8.4: matrix inverse, solve, norms, singular value decomposition, on
//! MLX's CPU stream (where MLX runs its decompositions on every backend).

#![allow(unsafe_code)] // calls into the MLX glue; each block says why it holds

use std::ffi::c_int;

use magpie_rt::{ErrorKind, GpuError};

use crate::array::{mlx_error, Array};
use crate::loader::Raw;
use crate::{shape_error, NAME};

fn square(what: &str, a: &Array) -> Result<(), GpuError> {
    let s = a.shape();
    if s.len() < 2 || s[s.len() - 1] != s[s.len() - 2] {
        return Err(shape_error(format!(
            "{what}: shape {s:?} is not a square matrix (or a batch of them)"
        )));
    }
    Ok(())
}

impl Array {
    /// The inverse of a square matrix.
    pub fn inv(&self) -> Result<Array, GpuError> {
        square("inv", self)?;
        // SAFETY: a live handle; the result is a new handle or null.
        let raw = unsafe { (self.glue().linalg_inv)(self.raw()) };
        Array::wrap(self.glue(), raw, "inv")
    }

    /// `x` with `self · x = b`.
    pub fn solve(&self, b: &Array) -> Result<Array, GpuError> {
        square("solve", self)?;
        let (sa, sb) = (self.shape(), b.shape());
        let rows = sa[sa.len() - 1];
        let b_rows = match sb.len() {
            0 => None,
            1 => sb.first().copied(),
            n => sb.get(n - 2).copied(),
        };
        if b_rows != Some(rows) {
            return Err(shape_error(format!(
                "solve: a matrix of shape {sa:?} and a right-hand side of shape {sb:?} do not fit"
            )));
        }
        // SAFETY: two live handles; the result is a new handle or null.
        let raw = unsafe { (self.glue().linalg_solve)(self.raw(), b.raw()) };
        Array::wrap(self.glue(), raw, "solve")
    }

    /// The 2-norm over `axes` (Frobenius over two; every axis when empty),
    /// or the `ord` norm.
    pub fn norm(&self, ord: Option<f64>, axes: &[i32], keepdims: bool) -> Result<Array, GpuError> {
        if axes.len() > 2 {
            return Err(GpuError::new(
                ErrorKind::ValidationFailed,
                NAME,
                format!("norm: at most two axes, not {axes:?}"),
            ));
        }
        let n = i32::try_from(self.ndim()).unwrap_or(i32::MAX);
        if let Some(ax) = axes.iter().find(|&&a| a < -n || a >= n) {
            return Err(GpuError::new(
                ErrorKind::ValidationFailed,
                NAME,
                format!(
                    "norm: axis {ax} is out of range for an array of {n} dimensions (shape {:?})",
                    self.shape()
                ),
            ));
        }
        // SAFETY: a live handle; `axes` outlives the call.
        let raw = unsafe {
            (self.glue().linalg_norm)(
                self.raw(),
                ord.unwrap_or(2.0),
                c_int::from(ord.is_some()),
                axes.as_ptr(),
                c_int::try_from(axes.len()).unwrap_or(0),
                c_int::from(keepdims),
            )
        };
        Array::wrap(self.glue(), raw, "norm")
    }

    /// `(U, S, Vt)` with `self = U · diag(S) · Vt`, S descending.
    pub fn svd(&self) -> Result<(Array, Array, Array), GpuError> {
        if self.ndim() < 2 {
            return Err(shape_error(format!(
                "svd: shape {:?} is not a matrix",
                self.shape()
            )));
        }
        let mut out: [Raw; 3] = [std::ptr::null_mut(); 3];
        let [u, s, vt] = &mut out;
        // SAFETY: a live handle; the glue writes three new handles on
        // success and none on failure.
        let status = unsafe { (self.glue().linalg_svd)(self.raw(), u, s, vt) };
        if status != 0 {
            return Err(mlx_error(self.glue(), "svd"));
        }
        let [u, s, vt] = out;
        Ok((
            Array::wrap(self.glue(), u, "svd")?,
            Array::wrap(self.glue(), s, "svd")?,
            Array::wrap(self.glue(), vt, "svd")?,
        ))
    }
}
