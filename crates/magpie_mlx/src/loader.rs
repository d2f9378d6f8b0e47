//! Finding and opening MLX at run time: the glue library the build made
//! (`build.rs`), which links libmlx, opened with `dlopen`. A machine
//! without MLX builds and runs everything else; [`Mlx::load`] then says
//! what was looked for (MPG_MLX_1001).
//!
//! Invariant: every function pointer in [`Glue`] comes from the library
//! held in the same struct, which lives as long as any [`Mlx`] clone (and
//! so as long as any array made through it).

#![allow(unsafe_code)] // a loaded shared library called through its C entry points; each block says why it holds

use std::ffi::{c_char, c_int, c_void, CStr};
use std::sync::{Arc, OnceLock};

use magpie_rt::{ErrorKind, GpuError};

use crate::NAME;

/// An MLX array handle of the glue (`mg_array*`).
pub(crate) type Raw = *mut c_void;

type MakeShape = unsafe extern "C" fn(*const i32, c_int, c_int) -> Raw;
/// `(shape, ndim, a, b, dtype, key or null)`.
pub(crate) type RandomFn = unsafe extern "C" fn(*const i32, c_int, f64, f64, c_int, Raw) -> Raw;
/// The caller's function as the glue calls it (`mg_fn`).
pub(crate) type CallerFn =
    unsafe extern "C" fn(*mut c_void, *mut Raw, usize, *mut Raw, usize, *mut usize) -> c_int;
/// `mg_vjp` / `mg_jvp`: function, context, primals, their count, cotangents
/// or tangents, their count, outputs, room for them, their count, products.
pub(crate) type TransformFn = unsafe extern "C" fn(
    CallerFn,
    *mut c_void,
    *const Raw,
    usize,
    *const Raw,
    usize,
    *mut Raw,
    usize,
    *mut usize,
    *mut Raw,
) -> c_int;
/// `mg_value_and_grad`: function, context, primals, their count, outputs,
/// room for them, their count, gradients.
pub(crate) type ValueAndGradFn = unsafe extern "C" fn(
    CallerFn,
    *mut c_void,
    *const Raw,
    usize,
    *mut Raw,
    usize,
    *mut usize,
    *mut Raw,
) -> c_int;

/// The glue's entry points.
pub(crate) struct Glue {
    pub last_error: unsafe extern "C" fn() -> *const c_char,
    pub version: unsafe extern "C" fn(*mut c_char, usize) -> c_int,
    pub default_device_is_gpu: unsafe extern "C" fn() -> c_int,
    pub free: unsafe extern "C" fn(Raw),
    pub from_data: unsafe extern "C" fn(*const c_void, usize, *const i32, c_int, c_int) -> Raw,
    pub ndim: unsafe extern "C" fn(Raw) -> c_int,
    pub shape: unsafe extern "C" fn(Raw, *mut i32),
    pub strides: unsafe extern "C" fn(Raw, *mut i64),
    pub size: unsafe extern "C" fn(Raw) -> usize,
    pub dtype: unsafe extern "C" fn(Raw) -> c_int,
    pub eval: unsafe extern "C" fn(Raw) -> c_int,
    pub read: unsafe extern "C" fn(Raw, *mut c_void, usize) -> c_int,
    pub zeros: MakeShape,
    pub ones: MakeShape,
    pub full: unsafe extern "C" fn(*const i32, c_int, f64, c_int) -> Raw,
    pub arange: unsafe extern "C" fn(f64, f64, f64, c_int) -> Raw,
    pub astype: unsafe extern "C" fn(Raw, c_int) -> Raw,
    pub reshape: unsafe extern "C" fn(Raw, *const i32, c_int) -> Raw,
    pub transpose: unsafe extern "C" fn(Raw, *const i32, c_int) -> Raw,
    pub matmul: unsafe extern "C" fn(Raw, Raw) -> Raw,
    pub binary: unsafe extern "C" fn(c_int, Raw, Raw) -> Raw,
    pub unary: unsafe extern "C" fn(c_int, Raw) -> Raw,
    pub reduce: unsafe extern "C" fn(c_int, Raw, *const i32, c_int, c_int) -> Raw,
    pub copy: unsafe extern "C" fn(Raw) -> Raw,
    pub softmax: unsafe extern "C" fn(Raw, c_int) -> Raw,
    pub argmax: unsafe extern "C" fn(Raw, c_int) -> Raw,
    pub argmin: unsafe extern "C" fn(Raw, c_int) -> Raw,
    pub fft: unsafe extern "C" fn(c_int, Raw, c_int, c_int) -> Raw,
    pub conv1d: unsafe extern "C" fn(Raw, Raw, c_int, c_int, c_int, c_int) -> Raw,
    pub conv2d: unsafe extern "C" fn(Raw, Raw, *const i32, *const i32, *const i32, c_int) -> Raw,
    pub take: unsafe extern "C" fn(Raw, Raw, c_int) -> Raw,
    pub join: unsafe extern "C" fn(c_int, *const Raw, usize, c_int) -> Raw,
    pub slice: unsafe extern "C" fn(Raw, *const i32, *const i32, c_int) -> Raw,
    pub linalg_inv: unsafe extern "C" fn(Raw) -> Raw,
    pub linalg_solve: unsafe extern "C" fn(Raw, Raw) -> Raw,
    pub linalg_norm: unsafe extern "C" fn(Raw, f64, c_int, *const i32, c_int, c_int) -> Raw,
    pub linalg_svd: unsafe extern "C" fn(Raw, *mut Raw, *mut Raw, *mut Raw) -> c_int,
    pub random_key: unsafe extern "C" fn(u64) -> Raw,
    pub random_split: unsafe extern "C" fn(Raw, c_int) -> Raw,
    pub random_uniform: RandomFn,
    pub random_normal: RandomFn,
    pub vjp: TransformFn,
    pub jvp: TransformFn,
    pub value_and_grad: ValueAndGradFn,
    _lib: libloading::Library,
}

impl std::fmt::Debug for Glue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Glue").finish_non_exhaustive()
    }
}

impl Glue {
    /// The message of the glue's last failure on this thread.
    pub(crate) fn error(&self) -> String {
        // SAFETY: the glue returns a pointer to its thread-local string,
        // NUL-terminated and alive until its next failure on this thread.
        unsafe { CStr::from_ptr((self.last_error)()) }
            .to_string_lossy()
            .into_owned()
    }
}

/// Where the glue library is: `MAGPIE_MLX_GLUE` at run time, else where
/// the build put it; `Err` with what is missing.
fn glue_path() -> Result<String, String> {
    if let Some(p) = std::env::var_os("MAGPIE_MLX_GLUE") {
        return Ok(p.to_string_lossy().into_owned());
    }
    match (
        option_env!("MAGPIE_MLX_GLUE"),
        option_env!("MAGPIE_MLX_GLUE_MISSING"),
    ) {
        (Some(p), _) => Ok(p.to_string()),
        (None, Some(why)) => Err(why.to_string()),
        (None, None) => Err("the build made no MLX glue".to_string()),
    }
}

fn open() -> Result<Glue, GpuError> {
    let unavailable = |why: String| {
        GpuError::new(
            ErrorKind::BackendUnavailable,
            NAME,
            format!("MPG_MLX_1001: MLX is not available: {why}"),
        )
    };
    let path = glue_path().map_err(unavailable)?;
    // SAFETY: the library is our glue (or what MAGPIE_MLX_GLUE names); its
    // initialisers are libmlx's and the C++ runtime's.
    let lib = unsafe { libloading::Library::new(&path) }
        .map_err(|e| unavailable(format!("cannot open {path}: {e}")))?;
    macro_rules! sym {
        ($name:literal) => {
            // SAFETY: the glue defines the symbol with the type of the
            // field it is stored in (`glue/magpie_mlx_glue.cpp`).
            *unsafe { lib.get($name) }.map_err(|e| {
                unavailable(format!(
                    "{path} lacks {}: {e}",
                    String::from_utf8_lossy(&$name[..$name.len() - 1])
                ))
            })?
        };
    }
    Ok(Glue {
        last_error: sym!(b"mg_last_error\0"),
        version: sym!(b"mg_version\0"),
        default_device_is_gpu: sym!(b"mg_default_device_is_gpu\0"),
        free: sym!(b"mg_free\0"),
        from_data: sym!(b"mg_from_data\0"),
        ndim: sym!(b"mg_ndim\0"),
        shape: sym!(b"mg_shape\0"),
        strides: sym!(b"mg_strides\0"),
        size: sym!(b"mg_size\0"),
        dtype: sym!(b"mg_dtype\0"),
        eval: sym!(b"mg_eval\0"),
        read: sym!(b"mg_read\0"),
        zeros: sym!(b"mg_zeros\0"),
        ones: sym!(b"mg_ones\0"),
        full: sym!(b"mg_full\0"),
        arange: sym!(b"mg_arange\0"),
        astype: sym!(b"mg_astype\0"),
        reshape: sym!(b"mg_reshape\0"),
        transpose: sym!(b"mg_transpose\0"),
        matmul: sym!(b"mg_matmul\0"),
        binary: sym!(b"mg_binary\0"),
        unary: sym!(b"mg_unary\0"),
        reduce: sym!(b"mg_reduce\0"),
        copy: sym!(b"mg_copy\0"),
        softmax: sym!(b"mg_softmax\0"),
        argmax: sym!(b"mg_argmax\0"),
        argmin: sym!(b"mg_argmin\0"),
        fft: sym!(b"mg_fft\0"),
        conv1d: sym!(b"mg_conv1d\0"),
        conv2d: sym!(b"mg_conv2d\0"),
        take: sym!(b"mg_take\0"),
        join: sym!(b"mg_join\0"),
        slice: sym!(b"mg_slice\0"),
        linalg_inv: sym!(b"mg_linalg_inv\0"),
        linalg_solve: sym!(b"mg_linalg_solve\0"),
        linalg_norm: sym!(b"mg_linalg_norm\0"),
        linalg_svd: sym!(b"mg_linalg_svd\0"),
        random_key: sym!(b"mg_random_key\0"),
        random_split: sym!(b"mg_random_split\0"),
        random_uniform: sym!(b"mg_random_uniform\0"),
        random_normal: sym!(b"mg_random_normal\0"),
        vjp: sym!(b"mg_vjp\0"),
        jvp: sym!(b"mg_jvp\0"),
        value_and_grad: sym!(b"mg_value_and_grad\0"),
        _lib: lib,
    })
}

/// The process's glue, opened on first use; the outcome is kept.
pub(crate) fn glue() -> Result<Arc<Glue>, GpuError> {
    static GLUE: OnceLock<Result<Arc<Glue>, GpuError>> = OnceLock::new();
    GLUE.get_or_init(|| open().map(Arc::new)).clone()
}
