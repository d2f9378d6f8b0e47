//! CUPTI's range profiler and profiler host API as this backend calls
//! them: the parameter structs of `cupti_profiler_target.h`,
//! `cupti_target.h`, `cupti_range_profiler.h` and `cupti_profiler_host.h`
//! as CUDA 13.5 declares them, and the library opened at run time.
//!
//! `structSize` is what the headers' `CUPTI_PROFILER_STRUCT_SIZE` gives
//! in CUDA 12.6 and 13.0 (the oldest with the range profiler): fields
//! added since (device-level counters, a single-pass metric set, cache
//! control) lie past it, so an older library, which refuses a size it
//! does not know (`CUPTI_ERROR_INVALID_PARAMETER`), reads what it knows
//! and a newer one takes the size as the older layout. Cache control is
//! asked for by the larger size ([`Enable::WITH_CACHE_CONTROL`]) and
//! dropped where the library refuses it.
//!
//! Every CUPTI entry point used here takes one pointer to its parameter
//! struct and returns a `CUptiResult`, so the library is one table of
//! functions of that shape ([`Cupti`]), all looked up before any is
//! called: a library that lacks one is reported as unusable, naming it.
//! The library is never unloaded (it lives in a `static`).

#![allow(unsafe_code)] // CUPTI is C FFI; each block says why it holds

use std::ffi::{c_char, c_int, c_void, CStr};
use std::mem::{offset_of, size_of};
use std::path::{Path, PathBuf};

use libloading::Library;

/// `CUptiResult`: 0 is `CUPTI_SUCCESS`.
pub(crate) type CuptiResult = c_int;

/// `CUPTI_ERROR_INVALID_PARAMETER`.
pub(crate) const INVALID_PARAMETER: CuptiResult = 1;

/// `CUPTI_ERROR_INSUFFICIENT_PRIVILEGES`: counters are restricted to
/// administrators (`NVreg_RestrictProfilingToAdminUsers`).
pub(crate) const INSUFFICIENT_PRIVILEGES: CuptiResult = 35;

/// One entry point: `CUptiResult f(Params*)`.
type Entry = unsafe extern "C" fn(*mut c_void) -> CuptiResult;
type ResultString = unsafe extern "C" fn(CuptiResult, *mut *const c_char) -> CuptiResult;

/// `CUpti_ProfilerRange::CUPTI_AutoRange`: one range per kernel launch.
pub(crate) const AUTO_RANGE: c_int = 1;
/// `CUpti_ProfilerReplayMode::CUPTI_KernelReplay`: each kernel is run as
/// many times as its counters need passes, memory restored between runs.
pub(crate) const KERNEL_REPLAY: c_int = 2;
/// `CUpti_CacheControl_Mode::CUPTI_CACHE_CONTROL_MODE_ALL`: caches
/// flushed before each replayed pass, as Nsight Compute does by default.
pub(crate) const CACHE_CONTROL_ALL: c_int = 1;
/// `CUpti_ProfilerType::CUPTI_PROFILER_TYPE_RANGE_PROFILER`.
pub(crate) const RANGE_PROFILER: c_int = 0;

/// The size a header's `CUPTI_PROFILER_STRUCT_SIZE(type, last)` gives.
macro_rules! struct_size {
    ($t:ty, $last:ident) => {{
        let probe = std::mem::MaybeUninit::<$t>::uninit();
        // SAFETY: only the field's address is taken, never read.
        let field = unsafe { std::ptr::addr_of!((*probe.as_ptr()).$last) };
        offset_of!($t, $last) + size_of_pointee(field)
    }};
}

const fn size_of_pointee<T>(_: *const T) -> usize {
    size_of::<T>()
}

/// Declares a parameter struct (after the common `structSize` and
/// `pPriv`) with a constructor that sets `structSize` as the header does
/// (up to and including the last field) and zeroes the rest.
macro_rules! params {
    ($(#[$doc:meta])* $name:ident { $($field:ident: $ty:ty,)* } last $last:ident) => {
        $(#[$doc])*
        #[repr(C)]
        #[allow(non_snake_case)]
        pub(crate) struct $name {
            pub structSize: usize,
            pub pPriv: *mut c_void,
            $(pub $field: $ty,)*
        }

        impl $name {
            /// Zeroed, with the header's `structSize`.
            pub(crate) fn new() -> Self {
                // SAFETY: every field is an integer or a raw pointer, for
                // which all-zero bytes are valid (null, 0).
                let mut p: Self = unsafe { std::mem::zeroed() };
                p.structSize = struct_size!($name, $last);
                p
            }
        }
    };
}

pub(crate) type Ptr = *mut c_void;

params!(
    /// `CUpti_Profiler_Initialize_Params` (and `_DeInitialize_`).
    Plain {} last pPriv
);
params!(
    /// `CUpti_Device_GetChipName_Params`.
    ChipName { deviceIndex: usize, pChipName: *const c_char, } last pChipName
);
params!(
    /// `CUpti_Profiler_GetCounterAvailability_Params`.
    CounterAvailability {
        ctx: Ptr,
        counterAvailabilityImageSize: usize,
        pCounterAvailabilityImage: *mut u8,
        bAllowDeviceLevelCounters: u8,
    } last pCounterAvailabilityImage
);
params!(
    /// `CUpti_Profiler_Host_Initialize_Params`.
    HostInitialize {
        profilerType: c_int,
        pChipName: *const c_char,
        pCounterAvailabilityImage: *const u8,
        pHostObject: Ptr,
        pSinglePassMetricSetName: *const c_char,
    } last pHostObject
);
params!(
    /// `CUpti_Profiler_Host_Deinitialize_Params`.
    HostDeinitialize { pHostObject: Ptr, } last pHostObject
);
params!(
    /// `CUpti_Profiler_Host_ConfigAddMetrics_Params`.
    ConfigAddMetrics {
        pHostObject: Ptr,
        ppMetricNames: *const *const c_char,
        numMetrics: usize,
    } last numMetrics
);
params!(
    /// `CUpti_Profiler_Host_GetConfigImageSize_Params`.
    ConfigImageSize { pHostObject: Ptr, configImageSize: usize, } last configImageSize
);
params!(
    /// `CUpti_Profiler_Host_GetConfigImage_Params`.
    ConfigImage {
        pHostObject: Ptr,
        configImageSize: usize,
        pConfigImage: *mut u8,
    } last pConfigImage
);
params!(
    /// `CUpti_Profiler_Host_EvaluateToGpuValues_Params`.
    Evaluate {
        pHostObject: Ptr,
        pCounterDataImage: *const u8,
        counterDataImageSize: usize,
        rangeIndex: usize,
        ppMetricNames: *const *const c_char,
        numMetrics: usize,
        pMetricValues: *mut f64,
    } last pMetricValues
);
params!(
    /// `CUpti_RangeProfiler_Enable_Params`.
    Enable {
        ctx: Ptr,
        pRangeProfilerObject: Ptr,
        cacheControlMode: c_int,
    } last pRangeProfilerObject
);

impl Enable {
    /// The size that includes `cacheControlMode` (CUPTI 13.1 and later).
    pub(crate) const WITH_CACHE_CONTROL: usize =
        offset_of!(Enable, cacheControlMode) + size_of::<c_int>();
}
params!(
    /// `CUpti_RangeProfiler_Disable_Params`, `_Start_`, `_PopRange_`.
    ByObject { pRangeProfilerObject: Ptr, } last pRangeProfilerObject
);
params!(
    /// `CUpti_RangeProfiler_Stop_Params`.
    Stop {
        pRangeProfilerObject: Ptr,
        passIndex: usize,
        targetNestingLevel: usize,
        isAllPassSubmitted: u8,
    } last isAllPassSubmitted
);
params!(
    /// `CUpti_RangeProfiler_DecodeData_Params`.
    Decode { pRangeProfilerObject: Ptr, numOfRangeDropped: usize, } last numOfRangeDropped
);
params!(
    /// `CUpti_RangeProfiler_GetCounterDataSize_Params`.
    CounterDataSize {
        pRangeProfilerObject: Ptr,
        pMetricNames: *const *const c_char,
        numMetrics: usize,
        maxNumOfRanges: usize,
        maxNumRangeTreeNodes: u32,
        counterDataSize: usize,
    } last counterDataSize
);
params!(
    /// `CUpti_RangeProfiler_CounterDataImage_Initialize_Params`.
    CounterDataInit {
        pRangeProfilerObject: Ptr,
        counterDataSize: usize,
        pCounterData: *mut u8,
    } last pCounterData
);
params!(
    /// `CUpti_RangeProfiler_SetConfig_Params`.
    SetConfig {
        pRangeProfilerObject: Ptr,
        configSize: usize,
        pConfig: *const u8,
        counterDataImageSize: usize,
        pCounterDataImage: *mut u8,
        range: c_int,
        replayMode: c_int,
        maxRangesPerPass: usize,
        numNestingLevels: u16,
        minNestingLevel: u16,
        passIndex: usize,
        targetNestingLevel: u16,
    } last targetNestingLevel
);
params!(
    /// `CUpti_RangeProfiler_GetCounterDataInfo_Params`.
    CounterDataInfo {
        pCounterDataImage: *const u8,
        counterDataImageSize: usize,
        numTotalRanges: usize,
    } last numTotalRanges
);
params!(
    /// `CUpti_RangeProfiler_CounterData_GetRangeInfo_Params`.
    RangeInfo {
        pCounterDataImage: *const u8,
        counterDataImageSize: usize,
        rangeIndex: usize,
        rangeDelimiter: *const c_char,
        rangeName: *const c_char,
    } last rangeName
);

/// Declares [`Cupti`] from one list of (field, symbol).
macro_rules! entries {
    ($($field:ident: $symbol:literal,)*) => {
        /// The entry points, looked up together.
        #[derive(Clone, Copy)]
        pub(crate) struct Entries {
            $(pub(crate) $field: Entry,)*
        }

        impl Entries {
            /// Looks every symbol up in `lib`; the first missing one
            /// otherwise.
            ///
            /// # Safety
            /// `lib` must be CUPTI, whose symbols have the signature
            /// [`Entry`] gives them.
            unsafe fn resolve(lib: &Library) -> Result<(Entries, ResultString), String> {
                // SAFETY: per the function's contract.
                unsafe {
                    Ok((
                        Entries {
                            $($field: *lib
                                .get::<Entry>(concat!($symbol, "\0").as_bytes())
                                .map_err(|_| $symbol.to_string())?,)*
                        },
                        *lib.get::<ResultString>(b"cuptiGetResultString\0")
                            .map_err(|_| "cuptiGetResultString".to_string())?,
                    ))
                }
            }
        }
    };
}

entries! {
    profiler_initialize: "cuptiProfilerInitialize",
    chip_name: "cuptiDeviceGetChipName",
    counter_availability: "cuptiProfilerGetCounterAvailability",
    host_initialize: "cuptiProfilerHostInitialize",
    host_deinitialize: "cuptiProfilerHostDeinitialize",
    config_add_metrics: "cuptiProfilerHostConfigAddMetrics",
    config_image_size: "cuptiProfilerHostGetConfigImageSize",
    config_image: "cuptiProfilerHostGetConfigImage",
    evaluate: "cuptiProfilerHostEvaluateToGpuValues",
    enable: "cuptiRangeProfilerEnable",
    disable: "cuptiRangeProfilerDisable",
    start: "cuptiRangeProfilerStart",
    stop: "cuptiRangeProfilerStop",
    decode: "cuptiRangeProfilerDecodeData",
    counter_data_size: "cuptiRangeProfilerGetCounterDataSize",
    counter_data_init: "cuptiRangeProfilerCounterDataImageInitialize",
    set_config: "cuptiRangeProfilerSetConfig",
    counter_data_info: "cuptiRangeProfilerGetCounterDataInfo",
    range_info: "cuptiRangeProfilerCounterDataGetRangeInfo",
}

/// The opened library.
pub(crate) struct Cupti {
    pub(crate) entries: Entries,
    result_string: ResultString,
    /// Where it was found.
    pub(crate) path: PathBuf,
    _library: Library,
    /// NVIDIA's performance libraries beside it, loaded first.
    _perf: Vec<Library>,
}

/// A failed call: the entry point and CUPTI's code and words.
#[derive(Debug, Clone)]
pub(crate) struct CallError {
    pub(crate) entry: &'static str,
    pub(crate) code: CuptiResult,
    pub(crate) message: String,
}

impl std::fmt::Display for CallError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} returned {} ({})",
            self.entry, self.code, self.message
        )
    }
}

impl Cupti {
    /// Calls `entry` (named `name` for errors) with `params`.
    ///
    /// # Safety
    /// `params` must be the parameter struct `entry` takes, every pointer
    /// in it valid as the header documents.
    pub(crate) unsafe fn call<P>(
        &self,
        name: &'static str,
        entry: Entry,
        params: &mut P,
    ) -> Result<(), CallError> {
        // SAFETY: per the function's contract.
        let code = unsafe { entry((params as *mut P).cast()) };
        if code == 0 {
            return Ok(());
        }
        let mut text: *const c_char = std::ptr::null();
        // SAFETY: cuptiGetResultString writes a static string's address.
        let got = unsafe { (self.result_string)(code, &mut text) };
        let message = if got == 0 && !text.is_null() {
            // SAFETY: CUPTI's result strings are static, NUL-terminated.
            unsafe { CStr::from_ptr(text) }
                .to_string_lossy()
                .into_owned()
        } else {
            "no description".into()
        };
        Err(CallError {
            entry: name,
            code,
            message,
        })
    }
}

/// Where CUPTI is looked for, in order: `MAGPIE_CUPTI` (a file), the
/// loader's search path under CUDA 13's and 12's sonames, the CUDA
/// toolkit's `extras/CUPTI`, then the NVIDIA Python wheels
/// (`nvidia/cu13/lib`, `nvidia/cuda_cupti/lib`) in the usual
/// site-packages directories.
pub(crate) fn candidates() -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = Vec::new();
    if let Some(p) = std::env::var_os("MAGPIE_CUPTI") {
        out.push(PathBuf::from(p));
    }
    for name in ["libcupti.so.13", "libcupti.so.12", "libcupti.so"] {
        out.push(PathBuf::from(name));
    }
    for dir in [
        "/usr/local/cuda/extras/CUPTI/lib64",
        "/usr/local/cuda/targets/x86_64-linux/lib",
        "/usr/local/cuda/lib64",
    ] {
        out.extend(libraries_in(Path::new(dir)));
    }
    let mut sites: Vec<PathBuf> = Vec::new();
    for root in ["/usr/lib", "/usr/local/lib"] {
        for python in children(Path::new(root)) {
            for sub in ["site-packages", "dist-packages"] {
                sites.push(python.join(sub));
            }
        }
    }
    if let Some(home) = std::env::var_os("HOME") {
        for python in children(&Path::new(&home).join(".local/lib")) {
            sites.push(python.join("site-packages"));
        }
    }
    for site in sites {
        for wheel in ["nvidia/cu13/lib", "nvidia/cuda_cupti/lib"] {
            out.extend(libraries_in(&site.join(wheel)));
        }
    }
    out
}

/// The entries of `dir` whose names start with `prefix`, sorted.
fn entries_starting(dir: &Path, prefix: &str) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    out.retain(|p| {
        p.file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n.starts_with(prefix))
    });
    out.sort();
    out
}

fn children(dir: &Path) -> Vec<PathBuf> {
    entries_starting(dir, "python3")
}

/// `libcupti.so*` files in `dir`, newest soname first.
fn libraries_in(dir: &Path) -> Vec<PathBuf> {
    let mut out = entries_starting(dir, "libcupti.so");
    out.reverse();
    out
}

/// Opens the first candidate that loads and has every entry point; what
/// was tried and why each failed otherwise.
pub(crate) fn open() -> Result<Cupti, String> {
    let mut tried = Vec::new();
    for path in candidates() {
        match open_one(&path) {
            Ok(c) => return Ok(c),
            Err(e) => tried.push(format!("{}: {e}", path.display())),
        }
    }
    Err(if tried.is_empty() {
        "no candidate".into()
    } else {
        tried.join("; ")
    })
}

fn open_one(path: &Path) -> Result<Cupti, String> {
    // libcupti opens NVIDIA's performance libraries by soname when
    // profiling starts; the ones beside it are loaded first, globally,
    // so that those are the ones it gets.
    let mut perf = Vec::new();
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        for name in ["libnvperf_target.so", "libnvperf_host.so"] {
            let p = dir.join(name);
            if p.exists() {
                // SAFETY: NVIDIA's library; its initialisers only set up
                // its own state.
                let lib = unsafe {
                    libloading::os::unix::Library::open(
                        Some(&p),
                        libloading::os::unix::RTLD_NOW | libloading::os::unix::RTLD_GLOBAL,
                    )
                };
                if let Ok(lib) = lib {
                    perf.push(Library::from(lib));
                }
            }
        }
    }
    // SAFETY: CUPTI's initialisers only register with the CUDA driver.
    let library = unsafe { Library::new(path) }.map_err(|e| e.to_string())?;
    // SAFETY: the library is CUPTI (it exports CUPTI's symbols, checked
    // by the lookup), whose entry points have these signatures.
    let (entries, result_string) = unsafe { Entries::resolve(&library) }
        .map_err(|missing| format!("lacks {missing} (CUPTI 12.6 or later is needed)"))?;
    Ok(Cupti {
        entries,
        result_string,
        path: path.to_path_buf(),
        _library: library,
        _perf: perf,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The sizes the headers' `CUPTI_PROFILER_STRUCT_SIZE` gives on a
    /// 64-bit host in CUDA 12.6 and 13.0 (a C++ compiler printed them from
    /// those headers; 13.5's differ where a field was added at the end:
    /// 41, 56 and 36 for the three marked).
    #[test]
    fn struct_sizes_match_the_oldest_headers() {
        assert_eq!(Plain::new().structSize, 16);
        assert_eq!(ChipName::new().structSize, 32);
        // ctx 16, size 24, image 32 (13.5: a flag at 40).
        assert_eq!(CounterAvailability::new().structSize, 40);
        // type 16 (int), chip 24, image 32, object 40 (13.5: a name at 48).
        assert_eq!(HostInitialize::new().structSize, 48);
        assert_eq!(HostDeinitialize::new().structSize, 24);
        assert_eq!(ConfigAddMetrics::new().structSize, 40);
        assert_eq!(ConfigImageSize::new().structSize, 32);
        assert_eq!(ConfigImage::new().structSize, 40);
        assert_eq!(Evaluate::new().structSize, 72);
        // ctx 16, object 24 (13.5: the cache-control mode at 32).
        assert_eq!(Enable::new().structSize, 32);
        assert_eq!(Enable::WITH_CACHE_CONTROL, 36);
        assert_eq!(ByObject::new().structSize, 24);
        // object 16, pass 24, level 32, flag 40.
        assert_eq!(Stop::new().structSize, 41);
        assert_eq!(Decode::new().structSize, 32);
        // object 16, names 24, count 32, ranges 40, nodes 48 (u32), size 56.
        assert_eq!(CounterDataSize::new().structSize, 64);
        assert_eq!(CounterDataInit::new().structSize, 40);
        // object 16, size 24, config 32, size 40, image 48, range 56,
        // replay 60, per pass 64, levels 72, min 74, pass 80, target 88.
        assert_eq!(SetConfig::new().structSize, 90);
        assert_eq!(CounterDataInfo::new().structSize, 40);
        assert_eq!(RangeInfo::new().structSize, 56);
    }

    #[test]
    fn a_missing_library_says_what_was_tried() {
        let err = match open_one(Path::new("/nonexistent/libcupti.so.13")) {
            Ok(_) => panic!("opened a file that does not exist"),
            Err(e) => e,
        };
        assert!(!err.is_empty());
    }
}
