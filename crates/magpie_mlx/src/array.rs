//! [`Array`]: one MLX array handle, its facts queried from MLX, its
//! operations lazy until read or [`Array::eval`].
//!
//! Invariants: an `Array` owns exactly one glue handle, freed once on drop
//! (MLX counts the references to the array's data itself); every failure
//! of MLX is a [`GpuError`] with an MPG_MLX code, never a panic; shapes
//! are checked here first where the spec wants both named (MPG_MLX_1003).

#![allow(unsafe_code)] // calls into the MLX glue; each block says why it holds

use std::ffi::c_int;
use std::sync::Arc;

use magpie_rt::{ErrorKind, GpuError};

use crate::dtype::{Dtype, Element};
use crate::loader::{Glue, Raw};
use crate::{shape_error, NAME};

/// An MLX array.
pub struct Array {
    raw: Raw,
    glue: Arc<Glue>,
}

// SAFETY: an MLX array is a reference-counted handle to immutable data
// and a graph node; MLX's own Python and C++ users move arrays between
// threads. The handle is not shared between threads without a `&`, and
// `&Array` only reads it.
unsafe impl Send for Array {}

impl Drop for Array {
    fn drop(&mut self) {
        // SAFETY: `raw` is a live handle this array owns, freed once.
        unsafe { (self.glue.free)(self.raw) }
    }
}

impl std::fmt::Debug for Array {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Array")
            .field("shape", &self.shape())
            .field("dtype", &self.dtype())
            .finish()
    }
}

/// Element-wise operations of two arrays (glue codes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Binary {
    Add = 0,
    Sub = 1,
    Mul = 2,
    Div = 3,
    Maximum = 4,
    Minimum = 5,
    Pow = 6,
    Equal = 7,
    Less = 8,
    Greater = 9,
}

/// Element-wise operations of one array (glue codes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Unary {
    Neg = 0,
    Abs = 1,
    Exp = 2,
    Log = 3,
    Sqrt = 4,
    Sin = 5,
    Cos = 6,
    Tanh = 7,
    Sigmoid = 8,
    Square = 9,
    Erf = 10,
}

/// Reductions over axes (glue codes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reduce {
    Sum = 0,
    Mean = 1,
    Max = 2,
    Min = 3,
    Prod = 4,
    LogSumExp = 5,
}

/// A shape as the glue takes it.
pub(crate) fn dims(what: &str, shape: &[usize]) -> Result<Vec<i32>, GpuError> {
    shape
        .iter()
        .map(|&d| i32::try_from(d))
        .collect::<Result<_, _>>()
        .map_err(|_| {
            GpuError::new(
                ErrorKind::ValidationFailed,
                NAME,
                format!(
                    "{what}: shape {shape:?} has a dimension MLX cannot hold (at most 2^31 - 1)"
                ),
            )
        })
}

fn rank(n: usize) -> Result<c_int, GpuError> {
    c_int::try_from(n)
        .map_err(|_| GpuError::new(ErrorKind::ValidationFailed, NAME, "too many dimensions"))
}

/// The shape two shapes broadcast to (NumPy's rule), if they do.
pub(crate) fn broadcast(a: &[usize], b: &[usize]) -> Option<Vec<usize>> {
    let n = a.len().max(b.len());
    let at = |s: &[usize], k: usize| {
        let pad = n - s.len();
        if k < pad {
            1
        } else {
            s[k - pad]
        }
    };
    (0..n)
        .map(|k| match (at(a, k), at(b, k)) {
            (x, y) if x == y => Some(x),
            (1, y) => Some(y),
            (x, 1) => Some(x),
            _ => None,
        })
        .collect()
}

impl Array {
    /// Wraps a handle the glue returned, or its error.
    pub(crate) fn wrap(glue: &Arc<Glue>, raw: Raw, what: &str) -> Result<Array, GpuError> {
        if raw.is_null() {
            return Err(mlx_error(glue, what));
        }
        Ok(Array {
            raw,
            glue: glue.clone(),
        })
    }

    /// The handle, for a glue call that only reads it.
    pub(crate) fn raw(&self) -> Raw {
        self.raw
    }

    pub(crate) fn glue(&self) -> &Arc<Glue> {
        &self.glue
    }

    /// Gives the handle up (the receiver frees it).
    pub(crate) fn into_raw(self) -> Raw {
        let me = std::mem::ManuallyDrop::new(self);
        // SAFETY: `me` is never dropped, so its `glue` is read out once
        // and dropped here; the handle goes to the caller unfreed.
        drop(unsafe { std::ptr::read(&me.glue) });
        me.raw
    }

    /// A scalar of this array's element type.
    pub fn scalar(&self, value: f64) -> Result<Array, GpuError> {
        // SAFETY: an empty shape; the result is a new handle or null.
        let raw = unsafe { (self.glue.full)(std::ptr::null(), 0, value, self.dtype().code()) };
        Array::wrap(&self.glue, raw, "a scalar")
    }

    /// Another handle of the same array (MLX shares the data).
    pub fn try_clone(&self) -> Result<Array, GpuError> {
        // SAFETY: a live handle; the result is a new handle or null.
        let raw = unsafe { (self.glue.copy)(self.raw) };
        Array::wrap(&self.glue, raw, "copying a handle")
    }

    pub fn ndim(&self) -> usize {
        // SAFETY: a live handle.
        usize::try_from(unsafe { (self.glue.ndim)(self.raw) }).unwrap_or(0)
    }

    pub fn shape(&self) -> Vec<usize> {
        let mut out = vec![0i32; self.ndim()];
        // SAFETY: a live handle; `out` holds ndim elements.
        unsafe { (self.glue.shape)(self.raw, out.as_mut_ptr()) };
        out.into_iter()
            .map(|d| usize::try_from(d).unwrap_or(0))
            .collect()
    }

    /// Elements.
    pub fn size(&self) -> usize {
        // SAFETY: a live handle.
        unsafe { (self.glue.size)(self.raw) }
    }

    pub fn dtype(&self) -> Dtype {
        // SAFETY: a live handle.
        let code = unsafe { (self.glue.dtype)(self.raw) };
        Dtype::from_code(code).unwrap_or(Dtype::F32)
    }

    /// Strides in elements of the array as MLX laid it out (evaluates it).
    pub fn strides(&self) -> Result<Vec<i64>, GpuError> {
        self.eval()?;
        let mut out = vec![0i64; self.ndim()];
        // SAFETY: a live, evaluated handle; `out` holds ndim elements.
        unsafe { (self.glue.strides)(self.raw, out.as_mut_ptr()) };
        Ok(out)
    }

    /// Computes the array now.
    pub fn eval(&self) -> Result<(), GpuError> {
        // SAFETY: a live handle.
        match unsafe { (self.glue.eval)(self.raw) } {
            0 => Ok(()),
            _ => Err(mlx_error(&self.glue, "evaluating an array")),
        }
    }

    /// The elements in row-major order; MPG_MLX_1002 when `T` is not the
    /// array's element type.
    pub fn to_vec<T: Element>(&self) -> Result<Vec<T>, GpuError> {
        let dtype = self.dtype();
        if T::DTYPE != dtype {
            return Err(GpuError::new(
                ErrorKind::ValidationFailed,
                NAME,
                format!(
                    "MPG_MLX_1002: reading an array of {} as {}; convert it with astype first",
                    dtype.name(),
                    T::DTYPE.name()
                ),
            ));
        }
        let mut bytes = vec![0u8; self.size() * dtype.size()];
        // SAFETY: a live handle; `bytes` has exactly the array's length.
        let status = unsafe { (self.glue.read)(self.raw, bytes.as_mut_ptr().cast(), bytes.len()) };
        if status != 0 {
            return Err(mlx_error(&self.glue, "reading an array"));
        }
        T::from_bytes(&bytes).ok_or_else(|| {
            GpuError::new(
                ErrorKind::DriverError,
                NAME,
                format!(
                    "internal error: MLX returned a value no {} can hold",
                    T::DTYPE.name()
                ),
            )
        })
    }

    fn binary(&self, op: Binary, other: &Array) -> Result<Array, GpuError> {
        let (a, b) = (self.shape(), other.shape());
        if broadcast(&a, &b).is_none() {
            return Err(shape_error(format!(
                "{op:?}: shapes {a:?} and {b:?} do not broadcast (each dimension, from the last, \
                 must be equal or 1)"
            )));
        }
        // SAFETY: two live handles; the result is a new handle or null.
        let raw = unsafe { (self.glue.binary)(op as c_int, self.raw, other.raw) };
        Array::wrap(&self.glue, raw, &format!("{op:?}"))
    }

    fn unary(&self, op: Unary) -> Result<Array, GpuError> {
        // SAFETY: a live handle; the result is a new handle or null.
        let raw = unsafe { (self.glue.unary)(op as c_int, self.raw) };
        Array::wrap(&self.glue, raw, &format!("{op:?}"))
    }

    fn reduce(&self, op: Reduce, axes: &[i32], keepdims: bool) -> Result<Array, GpuError> {
        let n = i64::try_from(self.ndim()).unwrap_or(i64::MAX);
        let mut seen = Vec::new();
        for &ax in axes {
            let a = i64::from(ax);
            if a < -n || a >= n {
                return Err(GpuError::new(
                    ErrorKind::ValidationFailed,
                    NAME,
                    format!(
                        "{op:?}: axis {ax} is out of range for an array of {n} dimensions (shape {:?})",
                        self.shape()
                    ),
                ));
            }
            let a = a.rem_euclid(n.max(1));
            if seen.contains(&a) {
                return Err(GpuError::new(
                    ErrorKind::ValidationFailed,
                    NAME,
                    format!("{op:?}: axis {ax} is named twice"),
                ));
            }
            seen.push(a);
        }
        // SAFETY: a live handle; `axes` outlives the call.
        let raw = unsafe {
            (self.glue.reduce)(
                op as c_int,
                self.raw,
                axes.as_ptr(),
                rank(axes.len())?,
                c_int::from(keepdims),
            )
        };
        Array::wrap(&self.glue, raw, &format!("{op:?}"))
    }

    pub fn add(&self, other: &Array) -> Result<Array, GpuError> {
        self.binary(Binary::Add, other)
    }
    pub fn sub(&self, other: &Array) -> Result<Array, GpuError> {
        self.binary(Binary::Sub, other)
    }
    pub fn mul(&self, other: &Array) -> Result<Array, GpuError> {
        self.binary(Binary::Mul, other)
    }
    pub fn div(&self, other: &Array) -> Result<Array, GpuError> {
        self.binary(Binary::Div, other)
    }
    pub fn maximum(&self, other: &Array) -> Result<Array, GpuError> {
        self.binary(Binary::Maximum, other)
    }
    pub fn minimum(&self, other: &Array) -> Result<Array, GpuError> {
        self.binary(Binary::Minimum, other)
    }
    pub fn pow(&self, other: &Array) -> Result<Array, GpuError> {
        self.binary(Binary::Pow, other)
    }
    /// Element-wise `==`, as a `bool` array.
    pub fn equal(&self, other: &Array) -> Result<Array, GpuError> {
        self.binary(Binary::Equal, other)
    }
    pub fn less(&self, other: &Array) -> Result<Array, GpuError> {
        self.binary(Binary::Less, other)
    }
    pub fn greater(&self, other: &Array) -> Result<Array, GpuError> {
        self.binary(Binary::Greater, other)
    }

    pub fn neg(&self) -> Result<Array, GpuError> {
        self.unary(Unary::Neg)
    }
    pub fn abs(&self) -> Result<Array, GpuError> {
        self.unary(Unary::Abs)
    }
    pub fn exp(&self) -> Result<Array, GpuError> {
        self.unary(Unary::Exp)
    }
    pub fn log(&self) -> Result<Array, GpuError> {
        self.unary(Unary::Log)
    }
    pub fn sqrt(&self) -> Result<Array, GpuError> {
        self.unary(Unary::Sqrt)
    }
    pub fn sin(&self) -> Result<Array, GpuError> {
        self.unary(Unary::Sin)
    }
    pub fn cos(&self) -> Result<Array, GpuError> {
        self.unary(Unary::Cos)
    }
    pub fn tanh(&self) -> Result<Array, GpuError> {
        self.unary(Unary::Tanh)
    }
    pub fn sigmoid(&self) -> Result<Array, GpuError> {
        self.unary(Unary::Sigmoid)
    }
    pub fn square(&self) -> Result<Array, GpuError> {
        self.unary(Unary::Square)
    }

    pub fn erf(&self) -> Result<Array, GpuError> {
        self.unary(Unary::Erf)
    }

    /// `log Σ exp` over `axes`, computed stably.
    pub fn logsumexp(&self, axes: &[i32], keepdims: bool) -> Result<Array, GpuError> {
        self.reduce(Reduce::LogSumExp, axes, keepdims)
    }

    /// The one axis `axis` checked against the array's dimensions.
    pub(crate) fn one_axis(&self, what: &str, axis: i32) -> Result<i32, GpuError> {
        let n = i32::try_from(self.ndim()).unwrap_or(i32::MAX);
        if axis < -n || axis >= n {
            return Err(GpuError::new(
                ErrorKind::ValidationFailed,
                NAME,
                format!(
                    "{what}: axis {axis} is out of range for an array of {n} dimensions (shape {:?})",
                    self.shape()
                ),
            ));
        }
        Ok(axis)
    }

    /// `exp(x) / Σ exp(x)` along `axis`.
    pub fn softmax(&self, axis: i32) -> Result<Array, GpuError> {
        let axis = self.one_axis("softmax", axis)?;
        // SAFETY: a live handle; the result is a new handle or null.
        let raw = unsafe { (self.glue.softmax)(self.raw, axis) };
        Array::wrap(&self.glue, raw, "softmax")
    }

    /// The index of the largest element along `axis` (`i32`, as §8.3
    /// types it; MLX computes `u32`).
    pub fn argmax(&self, axis: i32) -> Result<Array, GpuError> {
        let axis = self.one_axis("argmax", axis)?;
        // SAFETY: a live handle; the result is a new handle or null.
        let raw = unsafe { (self.glue.argmax)(self.raw, axis) };
        Array::wrap(&self.glue, raw, "argmax")?.astype(Dtype::I32)
    }

    /// The index of the smallest element along `axis` (`i32`).
    pub fn argmin(&self, axis: i32) -> Result<Array, GpuError> {
        let axis = self.one_axis("argmin", axis)?;
        // SAFETY: a live handle; the result is a new handle or null.
        let raw = unsafe { (self.glue.argmin)(self.raw, axis) };
        Array::wrap(&self.glue, raw, "argmin")?.astype(Dtype::I32)
    }

    /// A new axis of length 1 at `axis` (`-1`: last), as a reshape.
    pub fn expand_dims(&self, axis: i32) -> Result<Array, GpuError> {
        let mut shape = self.shape();
        let n = shape.len() as i64 + 1;
        let a = i64::from(axis);
        if a < -n || a >= n {
            return Err(GpuError::new(
                ErrorKind::ValidationFailed,
                NAME,
                format!("expand_dims: axis {axis} is out of range for a result of {n} dimensions"),
            ));
        }
        shape.insert(a.rem_euclid(n) as usize, 1);
        self.reshape(&shape)
    }

    /// Axis `axis` removed; it must have length 1 (MPG_MLX_1003).
    pub fn squeeze(&self, axis: i32) -> Result<Array, GpuError> {
        let axis = self.one_axis("squeeze", axis)?;
        let mut shape = self.shape();
        let k = i64::from(axis).rem_euclid(shape.len() as i64) as usize;
        if shape[k] != 1 {
            return Err(shape_error(format!(
                "squeeze: axis {axis} of shape {shape:?} has length {}, not 1",
                shape[k]
            )));
        }
        shape.remove(k);
        self.reshape(&shape)
    }

    /// Every axis reversed (§8.3's `transpose`).
    pub fn t(&self) -> Result<Array, GpuError> {
        let axes: Vec<usize> = (0..self.ndim()).rev().collect();
        self.transpose(&axes)
    }

    /// Sums over `axes` (every axis when empty; negative axes count from
    /// the last).
    pub fn sum(&self, axes: &[i32], keepdims: bool) -> Result<Array, GpuError> {
        self.reduce(Reduce::Sum, axes, keepdims)
    }
    pub fn mean(&self, axes: &[i32], keepdims: bool) -> Result<Array, GpuError> {
        self.reduce(Reduce::Mean, axes, keepdims)
    }
    pub fn max(&self, axes: &[i32], keepdims: bool) -> Result<Array, GpuError> {
        self.reduce(Reduce::Max, axes, keepdims)
    }
    pub fn min(&self, axes: &[i32], keepdims: bool) -> Result<Array, GpuError> {
        self.reduce(Reduce::Min, axes, keepdims)
    }
    pub fn prod(&self, axes: &[i32], keepdims: bool) -> Result<Array, GpuError> {
        self.reduce(Reduce::Prod, axes, keepdims)
    }

    /// The matrix product (batched over leading dimensions, as MLX does).
    pub fn matmul(&self, other: &Array) -> Result<Array, GpuError> {
        let (a, b) = (self.shape(), other.shape());
        let inner = (
            a.last(),
            b.len().checked_sub(2).and_then(|k| b.get(k)).or(b.first()),
        );
        if a.is_empty() || b.is_empty() || inner.0 != inner.1 {
            return Err(shape_error(format!(
                "matmul: shapes {a:?} and {b:?} do not multiply (the last dimension of the first \
                 must equal the second-to-last of the second)"
            )));
        }
        // SAFETY: two live handles; the result is a new handle or null.
        let raw = unsafe { (self.glue.matmul)(self.raw, other.raw) };
        Array::wrap(&self.glue, raw, "matmul")
    }

    /// The same elements in `shape` (as many elements).
    pub fn reshape(&self, shape: &[usize]) -> Result<Array, GpuError> {
        let have = self.shape();
        if shape.iter().product::<usize>() != self.size() {
            return Err(shape_error(format!(
                "reshape: an array of shape {have:?} ({} elements) cannot take shape {shape:?}",
                self.size()
            )));
        }
        let d = dims("reshape", shape)?;
        // SAFETY: a live handle; `d` outlives the call.
        let raw = unsafe { (self.glue.reshape)(self.raw, d.as_ptr(), rank(d.len())?) };
        Array::wrap(&self.glue, raw, "reshape")
    }

    /// The axes permuted: result axis `k` is axis `axes[k]`.
    pub fn transpose(&self, axes: &[usize]) -> Result<Array, GpuError> {
        let n = self.ndim();
        let mut sorted = axes.to_vec();
        sorted.sort_unstable();
        if sorted != (0..n).collect::<Vec<_>>() {
            return Err(GpuError::new(
                ErrorKind::ValidationFailed,
                NAME,
                format!(
                    "transpose: {axes:?} is not a permutation of the {n} axes of {:?}",
                    self.shape()
                ),
            ));
        }
        let d = dims("transpose", axes)?;
        // SAFETY: a live handle; `d` outlives the call.
        let raw = unsafe { (self.glue.transpose)(self.raw, d.as_ptr(), rank(d.len())?) };
        Array::wrap(&self.glue, raw, "transpose")
    }

    /// The elements converted to `dtype`.
    pub fn astype(&self, dtype: Dtype) -> Result<Array, GpuError> {
        // SAFETY: a live handle.
        let raw = unsafe { (self.glue.astype)(self.raw, dtype.code()) };
        Array::wrap(&self.glue, raw, "astype")
    }
}

/// The glue's last failure as an error: an element type MLX refuses is
/// MPG_MLX_1002 (MLX names the type in its message), anything else
/// MPG_MLX_1000 with MLX's words.
pub(crate) fn mlx_error(glue: &Glue, what: &str) -> GpuError {
    let message = glue.error();
    let code = if message.contains("type") {
        "MPG_MLX_1002"
    } else {
        "MPG_MLX_1000"
    };
    GpuError::new(
        ErrorKind::ValidationFailed,
        NAME,
        format!("{code}: {what}: MLX refused: {message}"),
    )
}

#[cfg(test)]
mod tests {
    use super::broadcast;

    #[test]
    fn broadcasting_follows_numpy() {
        assert_eq!(broadcast(&[2, 3], &[3]), Some(vec![2, 3]));
        assert_eq!(broadcast(&[4, 1, 5], &[3, 1]), Some(vec![4, 3, 5]));
        assert_eq!(broadcast(&[], &[2, 2]), Some(vec![2, 2]));
        assert_eq!(broadcast(&[2, 3], &[2]), None);
        assert_eq!(broadcast(&[0], &[1]), Some(vec![0]));
    }
}
