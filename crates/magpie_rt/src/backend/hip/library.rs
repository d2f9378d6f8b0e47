//! The HIP runtime library (`libamdhip64`), opened at run time, once per
//! process, through `libloading`: no HIP crate loads the library
//! dynamically and reports a missing one as an error (the `hip-sys`
//! bindings link it), and the entry points used are plain C functions.
//!
//! The entry points live in one [`Table`] of function pointers, filled by
//! [`resolve`] from a symbol lookup: the library's (`dlsym`) in a process,
//! or a test's table of Rust functions (`super::fake`), so every path of
//! the backend runs against a fake HIP without an AMD GPU.
//!
//! Invariants: every entry point is looked up before any is called, so a
//! library that lacks one is reported as unusable (`BackendUnavailable`,
//! naming it) rather than failing halfway; `hipInit` runs once per
//! [`Hip`]; the process's library is never unloaded (it lives in a
//! `static`), so the function pointers stay valid for the process.

#![allow(unsafe_code)] // the HIP runtime is `unsafe` FFI; each block says why it holds

use std::ffi::{c_char, c_int, c_uint, c_void, CStr};
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

/// `hipErrorNotReady`: an event or stream has work pending.
pub(crate) const HIP_ERROR_NOT_READY: HipError = 600;

/// Opaque HIP handles (`hipModule_t`, `hipFunction_t`, `hipStream_t`,
/// `hipEvent_t`: pointers to runtime objects).
pub(crate) type Handle = *mut c_void;

/// `hipUUID`: 16 bytes.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct HipUuid {
    pub bytes: [u8; 16],
}

/// `hipMemcpyDefault`: the runtime tells host and device memory apart by
/// address (unified addressing).
pub(crate) const HIP_MEMCPY_DEFAULT: c_int = 4;
/// `hipMemAttachGlobal` for `hipMallocManaged`.
pub(crate) const HIP_MEM_ATTACH_GLOBAL: c_uint = 1;
/// `hipHostMallocMapped`: pinned host memory the device can address.
pub(crate) const HIP_HOST_MALLOC_MAPPED: c_uint = 2;
/// `HIP_LAUNCH_PARAM_BUFFER_POINTER`, `_SIZE`, `_END`: the keys of
/// `hipModuleLaunchKernel`'s `extra` array for a packed argument buffer.
pub(crate) const HIP_LAUNCH_PARAM_BUFFER_POINTER: usize = 0x01;
pub(crate) const HIP_LAUNCH_PARAM_BUFFER_SIZE: usize = 0x02;
pub(crate) const HIP_LAUNCH_PARAM_END: usize = 0x03;

pub(crate) type Init = unsafe extern "C" fn(c_uint) -> HipError;
pub(crate) type OutInt = unsafe extern "C" fn(*mut c_int) -> HipError;
pub(crate) type ErrorName = unsafe extern "C" fn(HipError) -> *const c_char;
pub(crate) type DeviceName = unsafe extern "C" fn(*mut c_char, c_int, c_int) -> HipError;
pub(crate) type SetDevice = unsafe extern "C" fn(c_int) -> HipError;
pub(crate) type DeviceGet = unsafe extern "C" fn(*mut c_int, c_int) -> HipError;
pub(crate) type Properties = unsafe extern "C" fn(*mut c_void, c_int) -> HipError;
pub(crate) type Uuid = unsafe extern "C" fn(*mut HipUuid, c_int) -> HipError;
pub(crate) type MemInfo = unsafe extern "C" fn(*mut usize, *mut usize) -> HipError;
pub(crate) type Malloc = unsafe extern "C" fn(*mut *mut c_void, usize) -> HipError;
pub(crate) type MallocFlags = unsafe extern "C" fn(*mut *mut c_void, usize, c_uint) -> HipError;
pub(crate) type HostDevicePtr =
    unsafe extern "C" fn(*mut *mut c_void, *mut c_void, c_uint) -> HipError;
pub(crate) type Free = unsafe extern "C" fn(*mut c_void) -> HipError;
pub(crate) type Memset = unsafe extern "C" fn(*mut c_void, c_int, usize) -> HipError;
pub(crate) type MemcpyHtoD = unsafe extern "C" fn(*mut c_void, *const c_void, usize) -> HipError;
pub(crate) type MemcpyDtoH = unsafe extern "C" fn(*mut c_void, *mut c_void, usize) -> HipError;
pub(crate) type Memcpy = unsafe extern "C" fn(*mut c_void, *const c_void, usize, c_int) -> HipError;
pub(crate) type ModuleLoadData = unsafe extern "C" fn(*mut Handle, *const c_void) -> HipError;
pub(crate) type ModuleGetFunction =
    unsafe extern "C" fn(*mut Handle, Handle, *const c_char) -> HipError;
pub(crate) type ByHandle = unsafe extern "C" fn(Handle) -> HipError;
pub(crate) type NewHandle = unsafe extern "C" fn(*mut Handle) -> HipError;
pub(crate) type EventRecord = unsafe extern "C" fn(Handle, Handle) -> HipError;
pub(crate) type ElapsedTime = unsafe extern "C" fn(*mut f32, Handle, Handle) -> HipError;
pub(crate) type LaunchKernel = unsafe extern "C" fn(
    Handle,
    c_uint,
    c_uint,
    c_uint,
    c_uint,
    c_uint,
    c_uint,
    c_uint,
    Handle,
    *mut *mut c_void,
    *mut *mut c_void,
) -> HipError;

/// Declares [`Table`] and [`resolve`] from one list of (field, symbol,
/// type), so the two cannot disagree.
macro_rules! table {
    ($($field:ident: $symbol:literal as $ty:ty,)*) => {
        /// Every entry point this backend calls, with its C signature from
        /// HIP's headers (`hip_runtime_api.h`, unchanged from ROCm 5 to 6
        /// for these symbols).
        #[derive(Clone, Copy)]
        pub(crate) struct Table {
            $(pub $field: $ty,)*
        }

        /// Every symbol of [`Table`], in its order.
        #[cfg_attr(not(test), allow(dead_code))]
        pub(crate) const SYMBOLS: &[&str] = &[$($symbol,)*];

        /// Each entry point of `t` with its symbol (a fake library's
        /// `dlsym`, for tests).
        #[cfg(test)]
        pub(crate) fn entries(t: &Table) -> Vec<(&'static str, *const c_void)> {
            vec![$(($symbol, t.$field as *const c_void),)*]
        }

        /// The table from `lookup` (a symbol's address, or `None`); the
        /// first symbol it lacks otherwise. Nothing is called.
        ///
        /// # Safety
        /// Each address `lookup` gives must be a function of the C
        /// signature the table gives its symbol.
        pub(crate) unsafe fn resolve(
            mut lookup: impl FnMut(&'static str) -> Option<*const c_void>,
        ) -> Result<Table, &'static str> {
            Ok(Table {
                $($field: {
                    let p = lookup($symbol).filter(|p| !p.is_null()).ok_or($symbol)?;
                    // SAFETY: the caller promises the signature; a function
                    // pointer and a data pointer have the same size on every
                    // platform HIP runs on (checked at compile time).
                    const { assert!(size_of::<$ty>() == size_of::<*const c_void>()) };
                    unsafe { std::mem::transmute_copy::<*const c_void, $ty>(&p) }
                },)*
            })
        }
    };
}

table! {
    init: "hipInit" as Init,
    get_device_count: "hipGetDeviceCount" as OutInt,
    runtime_get_version: "hipRuntimeGetVersion" as OutInt,
    get_error_name: "hipGetErrorName" as ErrorName,
    device_get_name: "hipDeviceGetName" as DeviceName,
    set_device: "hipSetDevice" as SetDevice,
    device_get: "hipDeviceGet" as DeviceGet,
    get_device_properties: "hipGetDeviceProperties" as Properties,
    device_get_uuid: "hipDeviceGetUuid" as Uuid,
    mem_get_info: "hipMemGetInfo" as MemInfo,
    malloc: "hipMalloc" as Malloc,
    malloc_managed: "hipMallocManaged" as MallocFlags,
    host_malloc: "hipHostMalloc" as MallocFlags,
    host_get_device_pointer: "hipHostGetDevicePointer" as HostDevicePtr,
    free: "hipFree" as Free,
    host_free: "hipHostFree" as Free,
    memset: "hipMemset" as Memset,
    memcpy_htod: "hipMemcpyHtoD" as MemcpyHtoD,
    memcpy_dtoh: "hipMemcpyDtoH" as MemcpyDtoH,
    memcpy: "hipMemcpy" as Memcpy,
    module_load_data: "hipModuleLoadData" as ModuleLoadData,
    module_get_function: "hipModuleGetFunction" as ModuleGetFunction,
    module_unload: "hipModuleUnload" as ByHandle,
    module_launch_kernel: "hipModuleLaunchKernel" as LaunchKernel,
    stream_create: "hipStreamCreate" as NewHandle,
    stream_synchronize: "hipStreamSynchronize" as ByHandle,
    stream_destroy: "hipStreamDestroy" as ByHandle,
    event_create: "hipEventCreate" as NewHandle,
    event_record: "hipEventRecord" as EventRecord,
    event_synchronize: "hipEventSynchronize" as ByHandle,
    event_elapsed_time: "hipEventElapsedTime" as ElapsedTime,
    event_query: "hipEventQuery" as ByHandle,
    event_destroy: "hipEventDestroy" as ByHandle,
}

/// An opened HIP runtime: its entry points, and what keeps them valid.
pub(crate) struct Hip {
    /// The path or name it was opened by (`fake` in tests).
    pub opened_as: &'static str,
    pub(crate) t: Table,
    init_result: OnceLock<HipError>,
    /// Keeps the pointers valid; `None` for a table of Rust functions.
    _lib: Option<Library>,
}

impl std::fmt::Debug for Hip {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Hip")
            .field("opened_as", &self.opened_as)
            .finish_non_exhaustive()
    }
}

/// The process's HIP library, opened on first use; the same error every
/// time when that failed.
pub(crate) fn hip() -> Result<&'static Hip, GpuError> {
    static HIP: OnceLock<Result<Hip, GpuError>> = OnceLock::new();
    HIP.get_or_init(|| open(LIBRARY_NAMES))
        .as_ref()
        .map_err(Clone::clone)
}

/// Why `name` cannot be used: it lacks `missing`.
pub(crate) fn lacks(name: &str, missing: &str) -> String {
    format!("{name}: has no `{missing}`")
}

/// The error for a runtime that could not be opened, with why per name.
pub(crate) fn unloadable(why: &[String]) -> GpuError {
    GpuError::new(
        ErrorKind::BackendUnavailable,
        NAME,
        format!(
            "the HIP runtime (libamdhip64, ROCm) could not be loaded: {}",
            why.join("; ")
        ),
    )
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
        let lookup = |symbol: &'static str| {
            let with_nul = format!("{symbol}\0");
            // SAFETY: the address is only read here; `resolve` gives it
            // the type HIP's headers give the symbol.
            unsafe { lib.get::<*const c_void>(with_nul.as_bytes()) }
                .ok()
                .map(|s| *s)
        };
        // SAFETY: the table's types are the symbols' C signatures.
        match unsafe { resolve(lookup) } {
            Ok(t) => return Ok(Hip::new(name, t, Some(lib))),
            Err(missing) => why.push(lacks(name, missing)),
        }
    }
    Err(unloadable(&why))
}

/// The runtime `name` whose entry points `lookup` finds, as [`open`] makes
/// one from a library: `BackendUnavailable` naming the first entry point
/// it lacks, before any is called.
///
/// # Safety
/// As [`resolve`].
#[cfg_attr(not(test), allow(dead_code))]
pub(crate) unsafe fn from_lookup(
    name: &'static str,
    lookup: impl FnMut(&'static str) -> Option<*const c_void>,
) -> Result<Hip, GpuError> {
    // SAFETY: as the caller promises.
    match unsafe { resolve(lookup) } {
        Ok(t) => Ok(Hip::new(name, t, None)),
        Err(missing) => Err(unloadable(&[lacks(name, missing)])),
    }
}

impl Hip {
    /// A runtime made of `t`, kept valid by `lib` (`None`: functions of
    /// this process, as a test's fake).
    pub(crate) fn new(opened_as: &'static str, t: Table, lib: Option<Library>) -> Hip {
        Hip {
            opened_as,
            t,
            init_result: OnceLock::new(),
            _lib: lib,
        }
    }

    /// `hipInit(0)`, once; its result every time.
    pub(crate) fn init(&self) -> HipError {
        // SAFETY: takes only a flags word, which must be 0.
        *self.init_result.get_or_init(|| unsafe { (self.t.init)(0) })
    }

    /// The number of devices; the error code when the call fails (a
    /// machine without an AMD GPU answers `hipErrorNoDevice`).
    pub(crate) fn device_count(&self) -> Result<u32, HipError> {
        let mut n: c_int = 0;
        // SAFETY: the out-pointer is a valid local.
        let e = unsafe { (self.t.get_device_count)(&mut n) };
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
        let e = unsafe { (self.t.runtime_get_version)(&mut v) };
        (e == 0 && v > 0).then(|| format!("{}.{}", v / 10_000_000, (v / 100_000) % 100))
    }

    /// The error code's name (`hipErrorNoDevice (100)`), or its number.
    pub(crate) fn error_name(&self, e: HipError) -> String {
        // SAFETY: hipGetErrorName returns a static string for any code
        // ("hipErrorUnknown" for codes it does not know).
        let p = unsafe { (self.t.get_error_name)(e) };
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
        let e = unsafe { (self.t.device_get_name)(buf.as_mut_ptr(), buf.len() as c_int, ordinal) };
        if e != 0 {
            return Err(e);
        }
        buf[buf.len() - 1] = 0;
        // SAFETY: NUL-terminated within the buffer (forced above).
        Ok(unsafe { CStr::from_ptr(buf.as_ptr()) }
            .to_string_lossy()
            .into_owned())
    }
}
