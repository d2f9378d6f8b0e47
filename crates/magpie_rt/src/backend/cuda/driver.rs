//! The CUDA driver library, opened at run time, once per process.
//!
//! cudarc's dynamic loading panics when `libcuda` is missing and when a
//! function it is asked for is not exported, so [`driver`] first asks
//! whether the library is there at all (`is_culib_present`), then looks up
//! every entry point this backend ever calls ([`ENTRY_POINTS`]) before
//! calling any of them. Either failure is `BackendUnavailable` with the
//! reason, kept for the process; after that no call here can panic.
//!
//! The library is never unloaded (cudarc keeps it in a static), and
//! `cuInit` runs once.

use std::ffi::{c_char, c_int, c_uint, c_void, CStr};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;

use cudarc::driver::sys;

use super::conv::{describe, NAME};
use crate::error::{ErrorKind, GpuError};

/// Every driver function this backend calls. A driver that lacks one is
/// treated as absent (the oldest here came with CUDA 9.2).
const ENTRY_POINTS: &[&str] = &[
    "cuInit",
    "cuDriverGetVersion",
    "cuGetErrorString",
    "cuDeviceGetCount",
    "cuDeviceGet",
    "cuDeviceGetName",
    "cuDeviceGetUuid",
    "cuDeviceGetAttribute",
    "cuDeviceTotalMem_v2",
    "cuDevicePrimaryCtxRetain",
    "cuDevicePrimaryCtxRelease_v2",
    "cuCtxGetCurrent",
    "cuCtxSetCurrent",
    "cuStreamCreate",
    "cuStreamDestroy_v2",
    "cuStreamSynchronize",
    "cuEventCreate",
    "cuEventRecord",
    "cuEventSynchronize",
    "cuEventQuery",
    "cuEventElapsedTime",
    "cuEventDestroy_v2",
    "cuModuleLoadDataEx",
    "cuModuleGetFunction",
    "cuModuleUnload",
    "cuFuncGetAttribute",
    "cuLaunchKernel",
    "cuMemGetInfo_v2",
    "cuMemAlloc_v2",
    "cuMemFree_v2",
    "cuMemAllocHost_v2",
    "cuMemFreeHost",
    "cuMemHostGetDevicePointer_v2",
    "cuMemAllocManaged",
    "cuMemcpyHtoDAsync_v2",
    "cuMemcpyDtoHAsync_v2",
    "cuMemcpyAsync",
    "cuMemsetD8Async",
];

/// Facts about the loaded driver.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Driver {
    /// `cuDriverGetVersion`: 1000 × major + 10 × minor (12080 is 12.8).
    pub version: i32,
}

impl Driver {
    /// `12.8`.
    pub(crate) fn version_string(self) -> String {
        format!("{}.{}", self.version / 1000, (self.version % 1000) / 10)
    }
}

/// Set once the library is loaded and every entry point was found, so
/// that [`error_string`] may call into it.
static LOADED: AtomicBool = AtomicBool::new(false);

fn unavailable(message: String) -> GpuError {
    GpuError::new(ErrorKind::BackendUnavailable, NAME, message)
}

/// The driver, loaded and initialised (once per process), or why not.
pub(crate) fn driver() -> Result<Driver, GpuError> {
    static DRIVER: OnceLock<Result<Driver, GpuError>> = OnceLock::new();
    DRIVER.get_or_init(load).clone()
}

fn load() -> Result<Driver, GpuError> {
    let _setup = crate::backend::driver_setup_lock();
    // SAFETY: only tries to open the library (its initialisers run, as for
    // any driver library), then closes it again.
    if !unsafe { sys::is_culib_present() } {
        let names = cudarc::get_lib_name_candidates("cuda");
        return Err(unavailable(format!(
            "the CUDA driver library was not found (looked for {} and {} other names): is the \
             NVIDIA driver installed, and its directory on the loader's path (LD_LIBRARY_PATH)?",
            names.first().map_or("libcuda.so", String::as_str),
            names.len().saturating_sub(1)
        )));
    }
    // SAFETY: the library is present (checked just above), so `culib`
    // opens it instead of panicking; looking a symbol up calls nothing.
    let lib = unsafe { sys::culib() };
    let missing: Vec<&str> = ENTRY_POINTS
        .iter()
        .copied()
        .filter(|name| unsafe { lib.get::<unsafe extern "C" fn()>(name.as_bytes()) }.is_err())
        .collect();
    if !missing.is_empty() {
        return Err(unavailable(format!(
            "the CUDA driver library lacks {} (the driver is too old or not NVIDIA's)",
            missing.join(", ")
        )));
    }
    LOADED.store(true, Ordering::Release);
    // SAFETY (below): every entry point exists (checked above); the
    // out-pointers are valid locals.
    let r = unsafe { sys::cuInit(0) };
    if r != sys::CUresult::CUDA_SUCCESS {
        let why = match r {
            sys::CUresult::CUDA_ERROR_NO_DEVICE => {
                "the CUDA driver is installed but reports no device".to_string()
            }
            sys::CUresult::CUDA_ERROR_STUB_LIBRARY => {
                "the libcuda found is the toolkit's stub, not the driver".to_string()
            }
            _ => format!("cuInit failed: {}", describe(r)),
        };
        return Err(unavailable(why).with_code(r as i32));
    }
    let mut version: c_int = 0;
    let r = unsafe { sys::cuDriverGetVersion(&mut version) };
    if r != sys::CUresult::CUDA_SUCCESS {
        return Err(unavailable(format!(
            "cuDriverGetVersion failed: {}",
            describe(r)
        )));
    }
    Ok(Driver { version })
}

/// The driver's sentence for `result`, once the library is loaded.
pub(crate) fn error_string(result: sys::CUresult) -> Option<String> {
    if !LOADED.load(Ordering::Acquire) {
        return None;
    }
    let mut text: *const c_char = std::ptr::null();
    // SAFETY: the entry point exists (LOADED); on success the driver
    // points `text` at a static NUL-terminated string.
    let r = unsafe { sys::cuGetErrorString(result, &mut text) };
    if r != sys::CUresult::CUDA_SUCCESS || text.is_null() {
        return None;
    }
    // SAFETY: as above.
    let s = unsafe { CStr::from_ptr(text) };
    Some(s.to_string_lossy().into_owned())
}

/// `cuLaunchKernel`'s type in the driver API.
pub(crate) type LaunchKernelFn = unsafe extern "C" fn(
    sys::CUfunction,
    c_uint,
    c_uint,
    c_uint,
    c_uint,
    c_uint,
    c_uint,
    c_uint,
    sys::CUstream,
    *mut *mut c_void,
    *mut *mut c_void,
) -> sys::CUresult;

/// `cuCtxGetCurrent`'s type in the driver API.
type CtxGetCurrentFn = unsafe extern "C" fn(*mut sys::CUcontext) -> sys::CUresult;

/// The two driver functions every asynchronous launch calls, looked up
/// once. Through cudarc each call first reads the function's own static
/// and the library's: on a launch path whose data the driver's own work
/// has evicted from the core's caches, those are cache misses of their
/// own, where these pointers sit next to the device's context and stream.
#[derive(Clone, Copy)]
pub(crate) struct HotCalls {
    pub(crate) launch_kernel: LaunchKernelFn,
    ctx_get_current: CtxGetCurrentFn,
}

impl HotCalls {
    /// Looks both up in the loaded driver library.
    pub(crate) fn resolve() -> Result<HotCalls, GpuError> {
        if !LOADED.load(Ordering::Acquire) {
            return Err(GpuError::internal(NAME, "the driver library is not loaded"));
        }
        // SAFETY: the library is loaded and has every entry point
        // (LOADED); cudarc keeps it in a static, never unloaded, so the
        // pointers stay valid; the types are the driver API's.
        unsafe {
            let lib = sys::culib();
            let launch_kernel = lib.get::<LaunchKernelFn>(b"cuLaunchKernel\0").map(|f| *f);
            let ctx_get_current = lib.get::<CtxGetCurrentFn>(b"cuCtxGetCurrent\0").map(|f| *f);
            match (launch_kernel, ctx_get_current) {
                (Ok(launch_kernel), Ok(ctx_get_current)) => Ok(HotCalls {
                    launch_kernel,
                    ctx_get_current,
                }),
                _ => Err(GpuError::internal(
                    NAME,
                    "cuLaunchKernel or cuCtxGetCurrent vanished from the driver library",
                )),
            }
        }
    }

    /// Makes `ctx` the calling thread's current context unless it already
    /// is (every driver call needs one; the check is a thread-local read in
    /// the driver).
    #[inline]
    pub(crate) fn bind(&self, ctx: sys::CUcontext) -> Result<(), GpuError> {
        let mut current: sys::CUcontext = std::ptr::null_mut();
        // SAFETY: the pointer is the loaded driver's cuCtxGetCurrent
        // (resolve); the out-pointer is a valid local.
        let r = unsafe { (self.ctx_get_current)(&mut current) };
        if r == sys::CUresult::CUDA_SUCCESS && current == ctx {
            return Ok(());
        }
        // SAFETY: `ctx` is a retained primary context, alive while the
        // caller holds its device.
        super::conv::check("cuCtxSetCurrent", unsafe { sys::cuCtxSetCurrent(ctx) })
    }
}
