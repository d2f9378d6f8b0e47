//! Hardware counters on CUDA devices through CUPTI's range profiler
//! (spec §11.4): one range per kernel launch (auto ranges), each kernel
//! replayed as many times as its counters need passes (kernel replay,
//! CUPTI restoring the memory it touches between runs, and flushing the
//! caches before each where the library can: 13.1 and later), the values
//! evaluated on the host by CUPTI's profiler host API.
//!
//! The counters offered ([`CATALOGUE`]) are named for what they measure
//! and map to CUPTI metric names; a name with `__` in it is taken as a
//! CUPTI metric as it is (averaged over kernel time). CUPTI is found at
//! run time ([`ffi::candidates`]); without it a device offers no
//! counters.
//!
//! Invariants: the range profiler runs on the device's context from
//! [`CuptiCollector::start`] to [`finish`](CounterCollector::finish) (or
//! drop, which stops it and discards what it measured); the host object
//! and images live as long as the collector; every CUPTI failure is an
//! error naming the call and CUPTI's words, never a panic. While counters
//! are collected every kernel launch is serialised and replayed: launches
//! are slower, their results unchanged.

#![allow(unsafe_code)] // CUPTI is C FFI; each block says why it holds

pub(crate) mod ffi;

use std::collections::BTreeMap;
use std::ffi::{c_char, CStr, CString};
use std::sync::{Arc, OnceLock};

use ffi::{CallError, Cupti, Ptr};

use super::conv::NAME;
use super::device::Gpu;
use crate::backend::driver_common::StreamDevice;
use crate::error::{ErrorKind, GpuError};
use crate::profile::counters::{
    Combine, CounterCollector, CounterInfo, CounterReadout, KernelCounters, DURATION,
};

/// The counters a CUDA device offers: name, CUPTI metric, what it is, how
/// it combines over kernels.
pub(crate) const CATALOGUE: &[(&str, &str, &str, Combine)] = &[
    (
        DURATION,
        "gpu__time_duration.sum",
        "the kernel's duration on the device (ns)",
        Combine::Sum,
    ),
    (
        "dram_bytes",
        "dram__bytes.sum",
        "bytes read from and written to device memory",
        Combine::Sum,
    ),
    (
        "dram_bytes_per_second",
        "dram__bytes.sum.per_second",
        "device-memory bandwidth achieved (bytes/s)",
        Combine::TimeWeightedMean,
    ),
    (
        "dram_throughput_pct",
        "dram__throughput.avg.pct_of_peak_sustained_elapsed",
        "device-memory throughput, % of the peak sustained",
        Combine::TimeWeightedMean,
    ),
    (
        "sm_occupancy_pct",
        "sm__warps_active.avg.pct_of_peak_sustained_active",
        "achieved occupancy: active warps, % of the most an SM holds",
        Combine::TimeWeightedMean,
    ),
    (
        "l2_hit_rate_pct",
        "lts__t_sector_hit_rate.pct",
        "L2 cache hit rate, % of sectors",
        Combine::TimeWeightedMean,
    ),
    (
        "warp_efficiency_pct",
        "smsp__thread_inst_executed_per_inst_executed.pct",
        "active threads per executed warp instruction, % of the warp",
        Combine::TimeWeightedMean,
    ),
];

/// Ranges (kernel launches) one collection keeps; later ones are counted
/// as dropped.
const MAX_RANGES: usize = 2048;

/// The process's CUPTI, opened once; why not otherwise.
pub(crate) fn library() -> Result<&'static Cupti, &'static str> {
    static CUPTI: OnceLock<Result<Cupti, String>> = OnceLock::new();
    CUPTI
        .get_or_init(|| {
            let opened = ffi::open().map_err(|e| format!("CUPTI not found ({e})"));
            if let Ok(c) = &opened {
                tracing::debug!("CUPTI opened from {}", c.path.display());
            }
            opened
        })
        .as_ref()
        .map_err(String::as_str)
}

/// What `name` means on a CUDA device: its CUPTI metric and rule; `None`
/// for a name that is neither in the catalogue nor a CUPTI metric name.
pub(crate) fn resolve(name: &str) -> Option<(String, CounterInfo)> {
    if let Some((n, metric, what, combine)) = CATALOGUE.iter().find(|c| c.0 == name) {
        return Some((
            metric.to_string(),
            CounterInfo {
                name: n.to_string(),
                description: what.to_string(),
                combine: *combine,
            },
        ));
    }
    let raw = name.contains("__") && name.bytes().all(|b| b.is_ascii_graphic());
    raw.then(|| {
        (
            name.to_string(),
            CounterInfo {
                name: name.to_string(),
                description: "a CUPTI metric".into(),
                combine: Combine::TimeWeightedMean,
            },
        )
    })
}

/// The catalogue as [`CounterInfo`]s.
pub(crate) fn offered() -> Vec<CounterInfo> {
    CATALOGUE
        .iter()
        .filter_map(|c| resolve(c.0).map(|r| r.1))
        .collect()
}

/// A failed CUPTI call as an error: `BackendUnavailable` where counters
/// are restricted to administrators (with the driver option that lifts
/// it), else a driver error naming the call and CUPTI's words.
impl From<CallError> for GpuError {
    fn from(e: CallError) -> GpuError {
        let (kind, hint) = if e.code == ffi::INSUFFICIENT_PRIVILEGES {
            (
                ErrorKind::BackendUnavailable,
                " (the driver lets only administrators read counters: NVreg_RestrictProfilingToAdminUsers=0 allows everyone)",
            )
        } else {
            (ErrorKind::DriverError, "")
        };
        GpuError::new(kind, NAME, format!("CUPTI: {e}{hint}"))
    }
}

/// A zeroed buffer of at least `bytes` bytes, aligned to 8 as CUPTI's
/// images must be.
fn image(bytes: usize) -> Vec<u64> {
    vec![0u64; bytes.div_ceil(8)]
}

fn bytes_of(image: &mut [u64]) -> *mut u8 {
    image.as_mut_ptr().cast()
}

/// A counter collection running on one device.
pub(crate) struct CuptiCollector {
    cupti: &'static Cupti,
    gpu: Arc<Gpu>,
    host: Ptr,
    profiler: Ptr,
    /// CUPTI metric names, in the order values come back.
    metrics: Vec<CString>,
    /// Our name for each metric, same order.
    names: Vec<String>,
    /// The configuration image, which the range profiler reads.
    config: Vec<u64>,
    counter_data: Vec<u64>,
    counter_data_size: usize,
    started: bool,
}

// SAFETY: the CUPTI objects are used by one thread at a time (the
// collector is moved, never shared), with the device's context bound
// before each call.
unsafe impl Send for CuptiCollector {}

impl CuptiCollector {
    /// Starts collecting `counters` (each resolved by [`resolve`]) for
    /// every kernel launched on `gpu`. Returns the collector and the
    /// counters CUPTI refused on this device (MPG_PROF_1003).
    pub(crate) fn start(
        gpu: &Arc<Gpu>,
        counters: &[(String, CounterInfo)],
    ) -> Result<(CuptiCollector, Vec<String>), GpuError> {
        let cupti = library()
            .map_err(|why| GpuError::new(ErrorKind::BackendUnavailable, NAME, why.to_string()))?;
        gpu.bind()?;
        initialize(cupti)?;
        let chip = chip_name(cupti, gpu.info.ordinal)?;
        let availability = counter_availability(cupti, gpu)?;
        // Which metrics this chip has: all at once first; one by one on
        // fresh host objects only when that fails.
        let mut wanted: Vec<(CString, String)> = Vec::new();
        for (metric, info) in counters {
            let c = CString::new(metric.as_str()).map_err(|_| {
                GpuError::new(
                    ErrorKind::ValidationFailed,
                    NAME,
                    "a counter name holds NUL",
                )
            })?;
            if !wanted.iter().any(|(m, _)| *m == c) {
                wanted.push((c, info.name.clone()));
            }
        }
        let metrics = |w: &[(CString, String)]| w.iter().map(|m| m.0.clone()).collect::<Vec<_>>();
        let mut refused = Vec::new();
        let mut host = HostObject::new(cupti, &chip, &availability)?;
        if host.add(&metrics(&wanted)).is_err() {
            drop(host);
            let mut kept = Vec::new();
            for w in wanted {
                let probe = HostObject::new(cupti, &chip, &availability)?;
                if probe.add(std::slice::from_ref(&w.0)).is_ok() {
                    kept.push(w);
                } else {
                    refused.push(w.1);
                }
            }
            wanted = kept;
            host = HostObject::new(cupti, &chip, &availability)?;
            if !wanted.is_empty() {
                host.add(&metrics(&wanted))?;
            }
        }
        if wanted.is_empty() {
            return Err(GpuError::new(
                ErrorKind::BackendUnavailable,
                NAME,
                format!(
                    "MPG_PROF_1003: CUPTI supports none of the counters asked for on {}",
                    chip.to_string_lossy()
                ),
            ));
        }
        Self::configure(cupti, gpu, host, wanted).map(|c| (c, refused))
    }

    fn configure(
        cupti: &'static Cupti,
        gpu: &Arc<Gpu>,
        host: HostObject,
        wanted: Vec<(CString, String)>,
    ) -> Result<CuptiCollector, GpuError> {
        let e = &cupti.entries;
        let mut size = ffi::ConfigImageSize::new();
        size.pHostObject = host.ptr;
        // SAFETY (this function): each params struct is the one its entry
        // point takes, every pointer in it alive for the call.
        unsafe {
            cupti.call(
                "cuptiProfilerHostGetConfigImageSize",
                e.config_image_size,
                &mut size,
            )
        }?;
        let mut config = image(size.configImageSize);
        let mut get = ffi::ConfigImage::new();
        get.pHostObject = host.ptr;
        get.configImageSize = size.configImageSize;
        get.pConfigImage = bytes_of(&mut config);
        unsafe { cupti.call("cuptiProfilerHostGetConfigImage", e.config_image, &mut get) }?;

        // Caches flushed before each pass where the library can (13.1 and
        // later), else as they are.
        let mut enable = ffi::Enable::new();
        enable.ctx = gpu.ctx.cast();
        enable.structSize = ffi::Enable::WITH_CACHE_CONTROL;
        enable.cacheControlMode = ffi::CACHE_CONTROL_ALL;
        let flushed = unsafe { cupti.call("cuptiRangeProfilerEnable", e.enable, &mut enable) };
        match flushed {
            Ok(()) => {}
            Err(err) if err.code == ffi::INVALID_PARAMETER => {
                tracing::debug!("CUPTI cannot flush caches between passes here: {err}");
                enable = ffi::Enable::new();
                enable.ctx = gpu.ctx.cast();
                unsafe { cupti.call("cuptiRangeProfilerEnable", e.enable, &mut enable) }?;
            }
            Err(err) => return Err(err.into()),
        }
        let mut collector = CuptiCollector {
            cupti,
            gpu: gpu.clone(),
            host: host.take(),
            profiler: enable.pRangeProfilerObject,
            metrics: wanted.iter().map(|w| w.0.clone()).collect(),
            names: wanted.into_iter().map(|w| w.1).collect(),
            config,
            counter_data: Vec::new(),
            counter_data_size: 0,
            started: false,
        };
        let pointers = collector.metric_pointers();
        let mut data_size = ffi::CounterDataSize::new();
        data_size.pRangeProfilerObject = collector.profiler;
        data_size.pMetricNames = pointers.as_ptr();
        data_size.numMetrics = pointers.len();
        data_size.maxNumOfRanges = MAX_RANGES;
        data_size.maxNumRangeTreeNodes = MAX_RANGES as u32;
        unsafe {
            cupti.call(
                "cuptiRangeProfilerGetCounterDataSize",
                e.counter_data_size,
                &mut data_size,
            )
        }?;
        collector.counter_data = image(data_size.counterDataSize);
        collector.counter_data_size = data_size.counterDataSize;
        let mut init = ffi::CounterDataInit::new();
        init.pRangeProfilerObject = collector.profiler;
        init.counterDataSize = collector.counter_data_size;
        init.pCounterData = bytes_of(&mut collector.counter_data);
        unsafe {
            cupti.call(
                "cuptiRangeProfilerCounterDataImageInitialize",
                e.counter_data_init,
                &mut init,
            )
        }?;
        let mut set = ffi::SetConfig::new();
        set.pRangeProfilerObject = collector.profiler;
        set.configSize = size.configImageSize;
        set.pConfig = collector.config.as_ptr().cast();
        set.counterDataImageSize = collector.counter_data_size;
        set.pCounterDataImage = bytes_of(&mut collector.counter_data);
        set.range = ffi::AUTO_RANGE;
        set.replayMode = ffi::KERNEL_REPLAY;
        set.maxRangesPerPass = MAX_RANGES;
        set.numNestingLevels = 1;
        set.minNestingLevel = 1;
        set.passIndex = 0;
        set.targetNestingLevel = 1;
        unsafe { cupti.call("cuptiRangeProfilerSetConfig", e.set_config, &mut set) }?;
        let mut start = ffi::ByObject::new();
        start.pRangeProfilerObject = collector.profiler;
        unsafe { cupti.call("cuptiRangeProfilerStart", e.start, &mut start) }?;
        collector.started = true;
        Ok(collector)
    }

    fn metric_pointers(&self) -> Vec<*const c_char> {
        self.metrics.iter().map(|m| m.as_ptr()).collect()
    }

    /// Stops the range profiler (once).
    fn stop(&mut self) -> Result<(), GpuError> {
        if !std::mem::replace(&mut self.started, false) {
            return Ok(());
        }
        let mut stop = ffi::Stop::new();
        stop.pRangeProfilerObject = self.profiler;
        // SAFETY: the profiler object is alive (disabled only on drop).
        unsafe {
            self.cupti
                .call("cuptiRangeProfilerStop", self.cupti.entries.stop, &mut stop)
        }
        .map_err(GpuError::from)
    }

    fn read(&mut self) -> Result<CounterReadout, GpuError> {
        self.gpu.bind()?;
        self.gpu.synchronize_stream()?;
        self.stop()?;
        let (cupti, e) = (self.cupti, &self.cupti.entries);
        let mut decode = ffi::Decode::new();
        decode.pRangeProfilerObject = self.profiler;
        // SAFETY (this function): as in `configure`; the counter-data
        // image is this collector's, sized as CUPTI asked.
        unsafe { cupti.call("cuptiRangeProfilerDecodeData", e.decode, &mut decode) }?;
        let mut info = ffi::CounterDataInfo::new();
        info.pCounterDataImage = self.counter_data.as_ptr().cast();
        info.counterDataImageSize = self.counter_data_size;
        unsafe {
            cupti.call(
                "cuptiRangeProfilerGetCounterDataInfo",
                e.counter_data_info,
                &mut info,
            )
        }?;
        let pointers = self.metric_pointers();
        let delimiter = c"/";
        let mut kernels = Vec::with_capacity(info.numTotalRanges);
        for range in 0..info.numTotalRanges {
            let mut name = ffi::RangeInfo::new();
            name.pCounterDataImage = self.counter_data.as_ptr().cast();
            name.counterDataImageSize = self.counter_data_size;
            name.rangeIndex = range;
            name.rangeDelimiter = delimiter.as_ptr();
            unsafe {
                cupti.call(
                    "cuptiRangeProfilerCounterDataGetRangeInfo",
                    e.range_info,
                    &mut name,
                )
            }?;
            let kernel = if name.rangeName.is_null() {
                String::new()
            } else {
                // SAFETY: CUPTI returns a NUL-terminated name it owns,
                // valid until the next call; copied at once.
                unsafe { CStr::from_ptr(name.rangeName) }
                    .to_string_lossy()
                    .into_owned()
            };
            let mut values = vec![f64::NAN; pointers.len()];
            let mut eval = ffi::Evaluate::new();
            eval.pHostObject = self.host;
            eval.pCounterDataImage = self.counter_data.as_ptr().cast();
            eval.counterDataImageSize = self.counter_data_size;
            eval.rangeIndex = range;
            eval.ppMetricNames = pointers.as_ptr();
            eval.numMetrics = pointers.len();
            eval.pMetricValues = values.as_mut_ptr();
            unsafe {
                cupti.call(
                    "cuptiProfilerHostEvaluateToGpuValues",
                    e.evaluate,
                    &mut eval,
                )
            }?;
            let values: BTreeMap<String, f64> = self.names.iter().cloned().zip(values).collect();
            kernels.push(KernelCounters { kernel, values });
        }
        Ok(CounterReadout {
            kernels,
            dropped: decode.numOfRangeDropped,
        })
    }
}

impl CounterCollector for CuptiCollector {
    fn finish(mut self: Box<Self>) -> Result<CounterReadout, GpuError> {
        self.read()
    }
}

impl Drop for CuptiCollector {
    fn drop(&mut self) {
        if self.gpu.bind().is_err() {
            return;
        }
        // Failures here leave nothing to report to: the collection ends
        // either way.
        let _ = self.gpu.synchronize_stream();
        let _ = self.stop();
        let mut disable = ffi::ByObject::new();
        disable.pRangeProfilerObject = self.profiler;
        // SAFETY: the profiler object is alive until this call.
        let _ = unsafe {
            self.cupti.call(
                "cuptiRangeProfilerDisable",
                self.cupti.entries.disable,
                &mut disable,
            )
        };
        drop(HostObject {
            cupti: self.cupti,
            ptr: std::mem::replace(&mut self.host, std::ptr::null_mut()),
        });
    }
}

/// A CUPTI profiler host object (metric configuration and evaluation),
/// deinitialised when dropped unless taken.
struct HostObject {
    cupti: &'static Cupti,
    ptr: Ptr,
}

impl HostObject {
    fn new(
        cupti: &'static Cupti,
        chip: &CStr,
        availability: &[u8],
    ) -> Result<HostObject, GpuError> {
        let mut init = ffi::HostInitialize::new();
        init.profilerType = ffi::RANGE_PROFILER;
        init.pChipName = chip.as_ptr();
        init.pCounterAvailabilityImage = availability.as_ptr();
        // SAFETY: the chip name and image outlive the call; CUPTI copies
        // what it keeps.
        unsafe {
            cupti.call(
                "cuptiProfilerHostInitialize",
                cupti.entries.host_initialize,
                &mut init,
            )
        }?;
        Ok(HostObject {
            cupti,
            ptr: init.pHostObject,
        })
    }

    fn add(&self, metrics: &[CString]) -> Result<(), CallError> {
        let pointers: Vec<*const c_char> = metrics.iter().map(|m| m.as_ptr()).collect();
        let mut add = ffi::ConfigAddMetrics::new();
        add.pHostObject = self.ptr;
        add.ppMetricNames = pointers.as_ptr();
        add.numMetrics = pointers.len();
        // SAFETY: the names outlive the call.
        unsafe {
            self.cupti.call(
                "cuptiProfilerHostConfigAddMetrics",
                self.cupti.entries.config_add_metrics,
                &mut add,
            )
        }
    }

    /// The object, no longer deinitialised by this value.
    fn take(mut self) -> Ptr {
        std::mem::replace(&mut self.ptr, std::ptr::null_mut())
    }
}

impl Drop for HostObject {
    fn drop(&mut self) {
        if self.ptr.is_null() {
            return;
        }
        let mut deinit = ffi::HostDeinitialize::new();
        deinit.pHostObject = self.ptr;
        // SAFETY: the object is alive and used by nothing else now.
        let _ = unsafe {
            self.cupti.call(
                "cuptiProfilerHostDeinitialize",
                self.cupti.entries.host_deinitialize,
                &mut deinit,
            )
        };
    }
}

/// `cuptiProfilerInitialize`, once per process.
fn initialize(cupti: &'static Cupti) -> Result<(), GpuError> {
    static DONE: OnceLock<Result<(), String>> = OnceLock::new();
    DONE.get_or_init(|| {
        let mut p = ffi::Plain::new();
        // SAFETY: the params struct is the one the entry point takes.
        unsafe {
            cupti.call(
                "cuptiProfilerInitialize",
                cupti.entries.profiler_initialize,
                &mut p,
            )
        }
        .map_err(|e| GpuError::from(e).message)
    })
    .clone()
    .map_err(|m| GpuError::new(ErrorKind::BackendUnavailable, NAME, m))
}

fn chip_name(cupti: &Cupti, ordinal: std::ffi::c_int) -> Result<CString, GpuError> {
    let mut p = ffi::ChipName::new();
    p.deviceIndex = usize::try_from(ordinal).unwrap_or_default();
    // SAFETY: the params struct is the one the entry point takes.
    unsafe { cupti.call("cuptiDeviceGetChipName", cupti.entries.chip_name, &mut p) }?;
    if p.pChipName.is_null() {
        return Err(GpuError::internal(NAME, "CUPTI gave no chip name"));
    }
    // SAFETY: CUPTI returns a NUL-terminated static name.
    Ok(unsafe { CStr::from_ptr(p.pChipName) }.to_owned())
}

fn counter_availability(cupti: &Cupti, gpu: &Gpu) -> Result<Vec<u8>, GpuError> {
    let mut p = ffi::CounterAvailability::new();
    p.ctx = gpu.ctx.cast();
    // SAFETY: a null image asks for the size only.
    unsafe {
        cupti.call(
            "cuptiProfilerGetCounterAvailability",
            cupti.entries.counter_availability,
            &mut p,
        )
    }?;
    let mut image = vec![0u8; p.counterAvailabilityImageSize];
    p.pCounterAvailabilityImage = image.as_mut_ptr();
    // SAFETY: the image holds the size CUPTI asked for.
    unsafe {
        cupti.call(
            "cuptiProfilerGetCounterAvailability",
            cupti.entries.counter_availability,
            &mut p,
        )
    }?;
    Ok(image)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn catalogue_names_are_unique_and_resolve_to_their_metric() {
        let mut names: Vec<&str> = CATALOGUE.iter().map(|c| c.0).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), CATALOGUE.len());
        for (name, metric, _, combine) in CATALOGUE {
            let (m, info) = resolve(name).unwrap_or_else(|| panic!("{name} does not resolve"));
            assert_eq!((m.as_str(), info.combine), (*metric, *combine));
        }
        assert!(offered().iter().any(|c| c.name == DURATION));
    }

    #[test]
    fn cupti_metric_names_pass_through_and_others_are_refused() {
        let (m, info) = resolve("sm__cycles_elapsed.avg").unwrap_or_else(|| panic!("raw"));
        assert_eq!(
            (m.as_str(), info.name.as_str()),
            ("sm__cycles_elapsed.avg", "sm__cycles_elapsed.avg")
        );
        assert!(resolve("occupancy").is_none());
        assert!(resolve("a__b c").is_none(), "a name with a space");
    }
}
