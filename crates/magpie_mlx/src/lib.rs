//! MLX from Rust (the spec's §8, `mlx.array` and friends): Apple's MLX
//! library bound, not an array framework of our own. MLX is found at run
//! time (`loader`): the build compiles a small C glue over MLX's C++ core
//! where MLX's headers are found (`build.rs`), and a machine without MLX
//! builds and runs everything else, every call here then returning
//! `BackendUnavailable` (MPG_MLX_1001) with what was looked for.
//!
//! Invariants: every error is a [`GpuError`] with backend `mlx` and an
//! MPG_MLX code (1001 MLX missing, 1002 an element type MLX or the caller
//! cannot take, 1003 shapes that do not fit, naming both, 1000 anything
//! else MLX refuses, with MLX's message); nothing here panics on user
//! input; arrays are lazy until read or evaluated, as in MLX.
//!
//! What exists: loading, [`Array`] (shape, strides, dtype, element-wise
//! arithmetic and math with broadcasting, reductions over axes, matmul,
//! reshape, transpose, conversions; `inv`, `solve`, `norm`, `svd`),
//! creation ([`Mlx::array`], [`Mlx::zeros`], [`Mlx::ones`], [`Mlx::full`],
//! [`Mlx::arange`]), random numbers ([`Mlx::key`], [`Mlx::uniform`],
//! [`Mlx::normal`]), transforms over Rust closures ([`Mlx::vjp`],
//! [`Mlx::jvp`], [`Mlx::value_and_grad`], [`Mlx::grad`]), Fourier
//! transforms ([`Array::fft`] and friends), [`nn`] (every layer of §8.5,
//! the activations, softmax, dropout, cross-entropy), [`optim`] (SGD,
//! Adam, AdamW) and copies to and from the runtime's buffers.

mod array;
mod dtype;
mod fft;
mod linalg;
mod loader;
mod manifest;
pub mod nn;
pub mod optim;
mod random;
mod transforms;

use std::sync::Arc;

use magpie_rt::{Buffer, Device, ErrorKind, GpuError, MemoryHint};

pub use array::Array;
pub use dtype::{Complex32, Dtype, Element};

use array::dims;
use loader::Glue;

/// The backend name in errors.
pub const NAME: &str = "mlx";

/// An MLX shape error (MPG_MLX_1003).
pub(crate) fn shape_error(message: String) -> GpuError {
    GpuError::new(
        ErrorKind::ValidationFailed,
        NAME,
        format!("MPG_MLX_1003: {message}"),
    )
}

/// An array of `data` made through the MLX that made `like`.
pub(crate) fn array_on<T: Element>(
    like: &Array,
    data: &[T],
    shape: &[usize],
) -> Result<Array, GpuError> {
    let d = dims("array", shape)?;
    let raw = from_data(like.glue(), &T::to_bytes(data), &d, T::DTYPE)?;
    Array::wrap(like.glue(), raw, "array")
}

/// MLX, loaded. Cheap to clone.
#[derive(Clone, Debug)]
pub struct Mlx {
    glue: Arc<Glue>,
    on_gpu: bool,
}

impl Mlx {
    /// Opens MLX (once per process); MPG_MLX_1001 when it is not there or
    /// the nearest `Magpie.toml` from the working directory says
    /// `[mlx] enabled = false`. Warns MPG_MLX_1004 (once) when MLX's
    /// default device is its CPU.
    pub fn load() -> Result<Mlx, GpuError> {
        let dir = std::env::current_dir().unwrap_or_else(|_| std::path::PathBuf::from("."));
        Mlx::load_in(&dir)
    }

    /// As [`Mlx::load`], with the manifest looked for from `dir`.
    pub fn load_in(dir: &std::path::Path) -> Result<Mlx, GpuError> {
        manifest::check(dir)?;
        let glue = loader::glue()?;
        // SAFETY-free: a plain call of the loaded glue.
        let on_gpu = query_gpu(&glue)?;
        if !on_gpu {
            static WARNED: std::sync::Once = std::sync::Once::new();
            WARNED.call_once(|| {
                tracing::warn!("MPG_MLX_1004: MLX runs on its CPU device (no GPU acceleration)");
            });
        }
        Ok(Mlx { glue, on_gpu })
    }

    /// Whether MLX's default device is a GPU (Metal or CUDA).
    pub fn on_gpu(&self) -> bool {
        self.on_gpu
    }

    /// MLX's version.
    pub fn version(&self) -> String {
        version(&self.glue)
    }

    /// An array of `data` in `shape` (row-major; as many elements).
    pub fn array<T: Element>(&self, data: &[T], shape: &[usize]) -> Result<Array, GpuError> {
        if shape.iter().product::<usize>() != data.len() {
            return Err(shape_error(format!(
                "{} values cannot fill shape {shape:?}",
                data.len()
            )));
        }
        let d = dims("array", shape)?;
        let bytes = T::to_bytes(data);
        let raw = from_data(&self.glue, &bytes, &d, T::DTYPE)?;
        Array::wrap(&self.glue, raw, "array")
    }

    pub fn zeros(&self, shape: &[usize], dtype: Dtype) -> Result<Array, GpuError> {
        let d = dims("zeros", shape)?;
        let raw = make_shape(&self.glue, self.glue.zeros, &d, dtype);
        Array::wrap(&self.glue, raw, "zeros")
    }

    pub fn ones(&self, shape: &[usize], dtype: Dtype) -> Result<Array, GpuError> {
        let d = dims("ones", shape)?;
        let raw = make_shape(&self.glue, self.glue.ones, &d, dtype);
        Array::wrap(&self.glue, raw, "ones")
    }

    /// `shape` filled with `value` converted to `dtype`.
    pub fn full(&self, shape: &[usize], value: f64, dtype: Dtype) -> Result<Array, GpuError> {
        let d = dims("full", shape)?;
        let raw = full(&self.glue, &d, value, dtype);
        Array::wrap(&self.glue, raw, "full")
    }

    /// `start, start + step, …` below `stop` (above, for a negative step).
    pub fn arange(
        &self,
        start: f64,
        stop: f64,
        step: f64,
        dtype: Dtype,
    ) -> Result<Array, GpuError> {
        if step == 0.0 || !step.is_finite() || !start.is_finite() || !stop.is_finite() {
            return Err(GpuError::new(
                ErrorKind::ValidationFailed,
                NAME,
                format!("arange({start}, {stop}, {step}): the bounds and a non-zero step must be finite"),
            ));
        }
        let raw = arange(&self.glue, start, stop, step, dtype);
        Array::wrap(&self.glue, raw, "arange")
    }

    /// A copy of `buffer`'s elements as an array of `shape` (§8.2: an
    /// explicit copy through the host).
    pub fn from_buffer<T: Element + magpie_rt::Element>(
        &self,
        buffer: &Buffer<T>,
        shape: &[usize],
    ) -> Result<Array, GpuError> {
        self.array(&buffer.to_vec()?, shape)
    }

    /// A copy of `array`'s elements in a new buffer on `device`.
    pub fn to_buffer<T: Element + magpie_rt::Element>(
        &self,
        array: &Array,
        device: &Device,
    ) -> Result<Buffer<T>, GpuError> {
        device.buffer_from_slice(&array.to_vec::<T>()?, MemoryHint::Auto)
    }
}

mod calls {
    //! The few glue calls `Mlx` makes, each with its safety argument.
    #![allow(unsafe_code)] // calls into the MLX glue; each block says why it holds

    use std::ffi::{c_char, c_int};

    use magpie_rt::{ErrorKind, GpuError};

    use crate::dtype::Dtype;
    use crate::loader::{Glue, Raw};
    use crate::NAME;

    pub(crate) fn query_gpu(glue: &Glue) -> Result<bool, GpuError> {
        // SAFETY: no arguments; the glue catches MLX's exceptions.
        match unsafe { (glue.default_device_is_gpu)() } {
            0 => Ok(false),
            1 => Ok(true),
            _ => Err(GpuError::new(
                ErrorKind::BackendUnavailable,
                NAME,
                format!("MPG_MLX_1001: MLX has no usable device: {}", glue.error()),
            )),
        }
    }

    pub(crate) fn version(glue: &Glue) -> String {
        let mut buf = [0 as c_char; 64];
        // SAFETY: the glue writes at most `buf.len()` bytes, NUL-terminated.
        let ok = unsafe { (glue.version)(buf.as_mut_ptr(), buf.len()) } == 0;
        if !ok {
            return String::from("unknown");
        }
        // SAFETY: NUL-terminated within `buf` (snprintf).
        unsafe { std::ffi::CStr::from_ptr(buf.as_ptr()) }
            .to_string_lossy()
            .into_owned()
    }

    fn rank(d: &[i32]) -> c_int {
        c_int::try_from(d.len()).unwrap_or(c_int::MAX)
    }

    pub(crate) fn from_data(
        glue: &Glue,
        bytes: &[u8],
        shape: &[i32],
        dtype: Dtype,
    ) -> Result<Raw, GpuError> {
        // SAFETY: `bytes` and `shape` outlive the call; the glue copies the
        // bytes and checks their length against the shape.
        Ok(unsafe {
            (glue.from_data)(
                bytes.as_ptr().cast(),
                bytes.len(),
                shape.as_ptr(),
                rank(shape),
                dtype.code(),
            )
        })
    }

    pub(crate) fn make_shape(
        _glue: &Glue,
        f: unsafe extern "C" fn(*const i32, c_int, c_int) -> Raw,
        shape: &[i32],
        dtype: Dtype,
    ) -> Raw {
        // SAFETY: `f` is one of the glue's shape constructors; `shape`
        // outlives the call.
        unsafe { f(shape.as_ptr(), rank(shape), dtype.code()) }
    }

    pub(crate) fn full(glue: &Glue, shape: &[i32], value: f64, dtype: Dtype) -> Raw {
        // SAFETY: `shape` outlives the call.
        unsafe { (glue.full)(shape.as_ptr(), rank(shape), value, dtype.code()) }
    }

    pub(crate) fn arange(glue: &Glue, start: f64, stop: f64, step: f64, dtype: Dtype) -> Raw {
        // SAFETY: plain values.
        unsafe { (glue.arange)(start, stop, step, dtype.code()) }
    }
}

use calls::{arange, from_data, full, make_shape, query_gpu, version};
