//! The HIP runtime library (`libamdhip64`), opened at run time, once per
//! process, through `libloading`: no HIP crate loads the library
//! dynamically and reports a missing one as an error (the `hip-sys`
//! bindings link it), and the handful of entry points discovery needs are
//! plain C functions.
//!
//! Invariants: every entry point is looked up before any is called, so a
//! library that lacks one is reported as unusable (`BackendUnavailable`)
//! rather than failing halfway; `hipInit` runs once; the library is never
//! unloaded (it lives in a `static`), so the function pointers stay valid
//! for the process.

#![allow(unsafe_code)] // the HIP runtime is `unsafe` FFI; each block says why it holds

use std::ffi::{c_char, c_int, c_uint, CStr};
use std::sync::OnceLock;

use libloading::Library;

use crate::error::{ErrorKind, GpuError};

use super::NAME;

/// The names the library is looked for under, in order: the development
/// link, then the sonames of ROCm 6 and 5, then ROCm's default prefix.
pub(crate) const LIBRARY_NAMES: &[&str] = &[
    "libamdhip64.so",
    "libamdhip64.so.6",
    "libamdhip64.so.5",
    "/opt/rocm/lib/libamdhip64.so",
];

/// `hipError_t`: 0 is `hipSuccess`.
pub(crate) type HipError = c_int;

/// `hipErrorNoDevice`.
pub(crate) const HIP_ERROR_NO_DEVICE: HipError = 100;

/// `hipErrorInvalidDevice`.
pub(crate) const HIP_ERROR_INVALID_DEVICE: HipError = 101;

type Init = unsafe extern "C" fn(c_uint) -> HipError;
type GetCount = unsafe extern "C" fn(*mut c_int) -> HipError;
type GetVersion = unsafe extern "C" fn(*mut c_int) -> HipError;
type ErrorName = unsafe extern "C" fn(HipError) -> *const c_char;
type DeviceName = unsafe extern "C" fn(*mut c_char, c_int, c_int) -> HipError;
type TotalMem = unsafe extern "C" fn(*mut usize, c_int) -> HipError;

/// The entry points discovery calls, looked up from one open library.
pub(crate) struct Hip {
    /// The path or name it was opened by.
    pub opened_as: &'static str,
    init: Init,
    get_device_count: GetCount,
    runtime_get_version: GetVersion,
    get_error_name: ErrorName,
    device_get_name: DeviceName,
    device_total_mem: TotalMem,
    /// Keeps the pointers above valid.
    _lib: Library,
}

impl std::fmt::Debug for Hip {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Hip")
            .field("opened_as", &self.opened_as)
            .finish_non_exhaustive()
    }
}

/// The process's HIP library, opened and initialised on first use; the
/// same error every time when that failed.
pub(crate) fn hip() -> Result<&'static Hip, GpuError> {
    static HIP: OnceLock<Result<Hip, GpuError>> = OnceLock::new();
    HIP.get_or_init(|| open(LIBRARY_NAMES))
        .as_ref()
        .map_err(Clone::clone)
}

/// Opens the first of `names` that loads and has every entry point.
/// `BackendUnavailable` with each name and why it failed otherwise.
pub(crate) fn open(names: &'static [&'static str]) -> Result<Hip, GpuError> {
    let mut why = Vec::new();
    for &name in names {
        // SAFETY: loading runs the library's initialisers; libamdhip64's
        // do not require anything of the caller.
        let lib = match unsafe { Library::new(name) } {
            Ok(lib) => lib,
            Err(e) => {
                // libloading's message is only "dlopen failed"; the reason
                // is in its source.
                let reason = std::error::Error::source(&e)
                    .map_or_else(|| e.to_string(), ToString::to_string);
                why.push(format!("{name}: {reason}"));
                continue;
            }
        };
        match resolve(lib, name) {
            Ok(hip) => return Ok(hip),
            Err(missing) => why.push(format!("{name}: has no `{missing}`")),
        }
    }
    Err(GpuError::new(
        ErrorKind::BackendUnavailable,
        NAME,
        format!(
            "the HIP runtime (libamdhip64, ROCm) could not be loaded: {}",
            why.join("; ")
        ),
    ))
}

/// Looks up every entry point; the missing one's name otherwise.
fn resolve(lib: Library, name: &'static str) -> Result<Hip, &'static str> {
    /// # Safety
    /// `T` must be the C signature of `symbol`.
    unsafe fn get<T: Copy>(lib: &Library, symbol: &'static str) -> Result<T, &'static str> {
        let with_nul = format!("{symbol}\0");
        // SAFETY: the caller gives the symbol's true signature.
        unsafe { lib.get::<T>(with_nul.as_bytes()) }
            .map(|s| *s)
            .map_err(|_| symbol)
    }
    // SAFETY: each type above is the entry point's C signature in HIP's
    // headers (hip_runtime_api.h), unchanged from ROCm 5 to 6.
    unsafe {
        Ok(Hip {
            opened_as: name,
            init: get(&lib, "hipInit")?,
            get_device_count: get(&lib, "hipGetDeviceCount")?,
            runtime_get_version: get(&lib, "hipRuntimeGetVersion")?,
            get_error_name: get(&lib, "hipGetErrorName")?,
            device_get_name: get(&lib, "hipDeviceGetName")?,
            device_total_mem: get(&lib, "hipDeviceTotalMem")?,
            _lib: lib,
        })
    }
}

impl Hip {
    /// `hipInit(0)`, once per process; its result every time.
    pub(crate) fn init(&self) -> HipError {
        static INIT: OnceLock<HipError> = OnceLock::new();
        // SAFETY: takes only a flags word, which must be 0.
        *INIT.get_or_init(|| unsafe { (self.init)(0) })
    }

    /// The number of devices; the error code when the call fails (a
    /// machine without an AMD GPU answers `hipErrorNoDevice`).
    pub(crate) fn device_count(&self) -> Result<u32, HipError> {
        let mut n: c_int = 0;
        // SAFETY: the out-pointer is a valid local.
        let e = unsafe { (self.get_device_count)(&mut n) };
        if e != 0 {
            return Err(e);
        }
        Ok(u32::try_from(n).unwrap_or(0))
    }

    /// `hipRuntimeGetVersion`, as `major.minor` (ROCm 6.2 reports
    /// 60,2xx,xxx: major × 10^7 + minor × 10^5 + patch).
    pub(crate) fn runtime_version(&self) -> Option<String> {
        let mut v: c_int = 0;
        // SAFETY: the out-pointer is a valid local.
        let e = unsafe { (self.runtime_get_version)(&mut v) };
        (e == 0 && v > 0).then(|| format!("{}.{}", v / 10_000_000, (v / 100_000) % 100))
    }

    /// The error code's name (`hipErrorNoDevice`), or its number.
    pub(crate) fn error_name(&self, e: HipError) -> String {
        // SAFETY: hipGetErrorName returns a static string for any code
        // ("hipErrorUnknown" for codes it does not know).
        let p = unsafe { (self.get_error_name)(e) };
        if p.is_null() {
            return format!("HIP error {e}");
        }
        // SAFETY: non-null, NUL-terminated, static.
        let name = unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned();
        format!("{name} ({e})")
    }

    /// Device `ordinal`'s marketing name.
    pub(crate) fn device_name(&self, ordinal: u32) -> Result<String, HipError> {
        let mut buf = [0 as c_char; 256];
        let ordinal = c_int::try_from(ordinal).unwrap_or(c_int::MAX);
        // SAFETY: the buffer holds `len` bytes; HIP writes a NUL-terminated
        // name of at most that many.
        let e = unsafe { (self.device_get_name)(buf.as_mut_ptr(), buf.len() as c_int, ordinal) };
        if e != 0 {
            return Err(e);
        }
        buf[buf.len() - 1] = 0;
        // SAFETY: NUL-terminated within the buffer (forced above).
        Ok(unsafe { CStr::from_ptr(buf.as_ptr()) }
            .to_string_lossy()
            .into_owned())
    }

    /// Device `ordinal`'s memory in bytes.
    pub(crate) fn total_memory(&self, ordinal: u32) -> Result<u64, HipError> {
        let mut bytes: usize = 0;
        let ordinal = c_int::try_from(ordinal).unwrap_or(c_int::MAX);
        // SAFETY: the out-pointer is a valid local.
        let e = unsafe { (self.device_total_mem)(&mut bytes, ordinal) };
        if e != 0 {
            return Err(e);
        }
        Ok(bytes as u64)
    }
}
