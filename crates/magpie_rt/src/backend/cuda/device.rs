//! Devices: what a CUDA device is and can do ([`probe`]), and what the
//! backend drives it with ([`Gpu`]): the device's primary context, one
//! stream, and a pair of timing events.
//!
//! Invariants:
//! - the primary context is retained by [`Gpu::new`] and released by its
//!   `Drop`, last; every buffer, module and in-flight launch holds an
//!   `Arc<Gpu>`, so the context outlives everything made in it;
//! - every operation of this backend (launches, copies, fills) goes on the
//!   one stream, so they run in the order they were issued, and a host
//!   access that synchronises the stream sees every earlier launch's writes;
//! - the stream does not synchronise with the legacy default stream
//!   (`CU_STREAM_NON_BLOCKING`): other CUDA code in the process does not
//!   stall it;
//! - a thread binds the context ([`super::driver::bind`]) before any call.

use std::ffi::{c_char, c_int, c_uint};
use std::fmt;
use std::sync::{Mutex, Weak};

use cudarc::driver::sys::{self, CUdevice_attribute as A};
use magpie_gpu::Capability;

use super::conv::check;
use super::driver::{Driver, HotCalls};
use super::module::CudaModule;
use super::timeline::{State, Timeline};
use crate::backend::async_spans::{AsyncSpans, SpanDevice};
use crate::backend::driver_common::{StreamDevice, Timing};
use crate::error::GpuError;
use crate::fence::FenceSource;

/// What discovery reads from a device.
#[derive(Clone, Debug)]
pub(crate) struct DeviceInfo {
    pub ordinal: c_int,
    pub name: String,
    pub uuid: [u8; 16],
    /// `dddd:bb:dd.f` ([`pci_bus_id`]); `None` if the driver did not say.
    pub pci_bus_id: Option<String>,
    /// `(major, minor)`.
    pub compute_capability: (u32, u32),
    /// The arch kernels are emitted for ([`arch_for`]).
    pub arch: String,
    pub max_threads_per_block: u32,
    pub max_block_dims: [u32; 3],
    pub max_grid_dims: [u32; 3],
    /// Static shared memory per block (what the emitter's arrays use).
    pub max_shared_bytes: u32,
    pub warp_size: u32,
    pub memory_total: u64,
    /// `cuMemAllocManaged` works (MemoryHint::Unified).
    pub managed_memory: bool,
    pub driver: Driver,
}

impl DeviceInfo {
    /// The capability vocabulary's view of the device (spec §6.1).
    pub(crate) fn capabilities(&self) -> Vec<Capability> {
        capabilities(&self.arch)
    }

    /// The UUID in the usual 8-4-4-4-12 form.
    pub(crate) fn uuid_string(&self) -> String {
        crate::device::uuid_string(&self.uuid)
    }
}

/// Capabilities of a device whose kernels are emitted for `arch`
/// ([`magpie_gpu_ptx::capabilities_for`]: the table's PTX column limited
/// to what the emitter implements; bundle blobs are built with the same).
pub(crate) fn capabilities(arch: &str) -> Vec<Capability> {
    magpie_gpu_ptx::capabilities_for(arch)
}

/// The emitter's arch for a device of compute capability `major.minor`:
/// the newest `sm_XY` the emitter knows (`magpie_gpu_ptx::arch::min_isa`)
/// that is not newer than the device. PTX for `sm_XY` runs on every later
/// GPU (the driver compiles it), so a device newer than the emitter still
/// runs. `None` below sm_50.
pub(crate) fn arch_for(major: u32, minor: u32) -> Option<String> {
    let cc = major.checked_mul(10)?.checked_add(minor)?;
    (50..=cc.min(999))
        .rev()
        .map(|n| format!("sm_{n}"))
        .find(|arch| magpie_gpu_ptx::arch::min_isa(arch).is_some())
}

/// Reads device `ordinal`; `Ok(Err(why))` for one this backend cannot drive.
pub(crate) fn probe(
    ordinal: c_int,
    driver: Driver,
) -> Result<Result<DeviceInfo, String>, GpuError> {
    let mut dev: sys::CUdevice = 0;
    // SAFETY (this function): the driver is loaded and initialised
    // (`driver()` succeeded); every out-pointer is a valid local.
    check("cuDeviceGet", unsafe {
        sys::cuDeviceGet(&mut dev, ordinal)
    })?;
    let mut name_buf = [0 as c_char; 256];
    check("cuDeviceGetName", unsafe {
        sys::cuDeviceGetName(name_buf.as_mut_ptr(), name_buf.len() as c_int, dev)
    })?;
    let name_bytes: Vec<u8> = name_buf
        .iter()
        .take_while(|c| **c != 0)
        .map(|c| *c as u8)
        .collect();
    let name = String::from_utf8_lossy(&name_bytes).into_owned();
    let mut uuid = sys::CUuuid { bytes: [0; 16] };
    check("cuDeviceGetUuid", unsafe {
        sys::cuDeviceGetUuid(&mut uuid, dev)
    })?;
    let attr = |a: A| -> Result<u32, GpuError> {
        let mut v: c_int = 0;
        check("cuDeviceGetAttribute", unsafe {
            sys::cuDeviceGetAttribute(&mut v, a, dev)
        })?;
        Ok(u32::try_from(v).unwrap_or(0))
    };
    let major = attr(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?;
    let minor = attr(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?;
    let Some(arch) = arch_for(major, minor) else {
        return Ok(Err(format!(
            "{name}: compute capability {major}.{minor} is older than the sm_50 the PTX emitter needs"
        )));
    };
    if attr(A::CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING)? == 0 {
        return Ok(Err(format!(
            "{name}: no unified addressing (a 32-bit or unusual platform)"
        )));
    }
    let mut total: usize = 0;
    check("cuDeviceTotalMem", unsafe {
        sys::cuDeviceTotalMem_v2(&mut total, dev)
    })?;
    Ok(Ok(DeviceInfo {
        ordinal,
        name,
        uuid: uuid.bytes.map(|b| b as u8),
        pci_bus_id: pci_bus_id(dev),
        compute_capability: (major, minor),
        arch,
        max_threads_per_block: attr(A::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK)?,
        max_block_dims: [
            attr(A::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X)?,
            attr(A::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y)?,
            attr(A::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z)?,
        ],
        max_grid_dims: [
            attr(A::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X)?,
            attr(A::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y)?,
            attr(A::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z)?,
        ],
        max_shared_bytes: attr(A::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK)?,
        warp_size: attr(A::CU_DEVICE_ATTRIBUTE_WARP_SIZE)?,
        memory_total: total as u64,
        managed_memory: attr(A::CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY)? != 0,
        driver,
    }))
}

/// The device's PCI address, `dddd:bb:dd.f` in lowercase hexadecimal, from
/// its PCI domain, bus and device attributes (function 0: the driver
/// reports none, and `cuDeviceGetPCIBusId` prints `.0` too); `None` when an
/// attribute cannot be read, which only loses deduplication by PCI address.
fn pci_bus_id(dev: sys::CUdevice) -> Option<String> {
    let attr = |a: A| -> Option<u32> {
        let mut v: c_int = 0;
        // SAFETY: as in `probe`, whose device `dev` is.
        let r = unsafe { sys::cuDeviceGetAttribute(&mut v, a, dev) };
        if r != sys::CUresult::CUDA_SUCCESS {
            return None;
        }
        u32::try_from(v).ok()
    };
    let domain = attr(A::CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID)?;
    let bus = attr(A::CU_DEVICE_ATTRIBUTE_PCI_BUS_ID)?;
    let device = attr(A::CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID)?;
    Some(format!("{domain:04x}:{bus:02x}:{device:02x}.0"))
}

/// A device being driven: context, stream, events.
pub(crate) struct Gpu {
    pub(crate) info: DeviceInfo,
    device: sys::CUdevice,
    /// The device's primary context, retained (null only while `new` fails).
    pub(crate) ctx: sys::CUcontext,
    pub(crate) stream: sys::CUstream,
    /// The driver functions of the launch path, looked up once.
    pub(crate) hot: HotCalls,
    /// Two timing events around the last synchronous launch.
    timing: Mutex<Timing<sys::CUevent>>,
    /// Asynchronous launches in flight, by number.
    pub(crate) timeline: Timeline,
    /// Every module compiled on this device (weak), for the benchmark hook
    /// that finds a kernel's `CUfunction` ([`super::bench`]).
    pub(crate) modules: Mutex<Vec<Weak<CudaModule>>>,
    /// Events of asynchronous launches timed for profiling, and their
    /// read anchor.
    pub(crate) async_spans: AsyncSpans<sys::CUevent>,
}

// SAFETY: the raw handles are CUDA driver objects, which the driver lets
// any thread use once the context is current there (every call binds it
// first); the mutable state is behind mutexes.
unsafe impl Send for Gpu {}
// SAFETY: as for Send.
unsafe impl Sync for Gpu {}

impl fmt::Debug for Gpu {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Gpu")
            .field("name", &self.info.name)
            .field("compute_capability", &self.info.compute_capability)
            .field("arch", &self.info.arch)
            .field("uuid", &self.info.uuid_string())
            .finish()
    }
}

impl Gpu {
    /// Retains the primary context of `info`'s device and makes the stream
    /// and events. On failure whatever was made is released again.
    pub(crate) fn new(info: DeviceInfo) -> Result<Gpu, GpuError> {
        let _setup = crate::backend::driver_setup_lock();
        let hot = HotCalls::resolve()?;
        let mut device: sys::CUdevice = 0;
        // SAFETY (this function): the driver is initialised; each handle is
        // stored in `gpu` as soon as it exists, whose Drop releases it
        // (null handles are skipped there).
        check("cuDeviceGet", unsafe {
            sys::cuDeviceGet(&mut device, info.ordinal)
        })?;
        let mut ctx: sys::CUcontext = std::ptr::null_mut();
        check("cuDevicePrimaryCtxRetain", unsafe {
            sys::cuDevicePrimaryCtxRetain(&mut ctx, device)
        })?;
        let mut gpu = Gpu {
            info,
            device,
            ctx,
            stream: std::ptr::null_mut(),
            hot,
            timing: Timing::new(std::ptr::null_mut()),
            timeline: Timeline::new(),
            modules: Mutex::new(Vec::new()),
            async_spans: AsyncSpans::default(),
        };
        hot.bind(ctx)?;
        let flags = sys::CUstream_flags::CU_STREAM_NON_BLOCKING as c_uint;
        check("cuStreamCreate", unsafe {
            sys::cuStreamCreate(&mut gpu.stream, flags)
        })?;
        let timing = gpu.timing.get_mut().unwrap_or_else(|e| e.into_inner());
        for event in timing.events_mut() {
            *event = new_event(sys::CUevent_flags::CU_EVENT_DEFAULT)?;
        }
        Ok(gpu)
    }

    /// Binds the context to the calling thread.
    #[inline]
    pub(crate) fn bind(&self) -> Result<(), GpuError> {
        self.hot.bind(self.ctx)
    }

    /// `(free, total)` bytes of device memory now.
    pub(crate) fn memory_info(&self) -> Result<(u64, u64), GpuError> {
        self.bind()?;
        let (mut free, mut total) = (0usize, 0usize);
        // SAFETY: the context is bound; the out-pointers are valid locals.
        check("cuMemGetInfo", unsafe {
            sys::cuMemGetInfo_v2(&mut free, &mut total)
        })?;
        Ok((free as u64, total as u64))
    }
}

/// The stream logic shared with HIP (synchronisation, draining, timed
/// launches) through this driver's calls. The caller of each call bound the
/// context (the shared methods bind it first, or their caller did).
impl StreamDevice for Gpu {
    type Event = sys::CUevent;
    type Launches = State;

    #[inline]
    fn bind(&self) -> Result<(), GpuError> {
        Gpu::bind(self)
    }

    fn record(&self, event: sys::CUevent) -> Result<(), GpuError> {
        // SAFETY: the context is bound; the event and the stream belong to
        // it and are alive.
        check("cuEventRecord", unsafe {
            sys::cuEventRecord(event, self.stream)
        })
    }

    fn synchronize_event(&self, event: sys::CUevent) -> Result<(), GpuError> {
        // SAFETY: as in `record`.
        check("cuEventSynchronize", unsafe {
            sys::cuEventSynchronize(event)
        })
    }

    fn elapsed_ms(&self, start: sys::CUevent, end: sys::CUevent) -> Option<f32> {
        let mut ms: f32 = 0.0;
        // SAFETY: both events were recorded and completed (the shared
        // logic asks only then).
        let r = unsafe { sys::cuEventElapsedTime(&mut ms, start, end) };
        (r == sys::CUresult::CUDA_SUCCESS).then_some(ms)
    }

    fn synchronize_stream(&self) -> Result<(), GpuError> {
        // SAFETY: the stream belongs to the bound context and is alive.
        check("cuStreamSynchronize", unsafe {
            sys::cuStreamSynchronize(self.stream)
        })
    }

    fn timeline(&self) -> &Timeline {
        &self.timeline
    }

    fn timing(&self) -> &Mutex<Timing<sys::CUevent>> {
        &self.timing
    }
}

/// A new event in the bound context.
pub(crate) fn new_event(flags: sys::CUevent_flags) -> Result<sys::CUevent, GpuError> {
    let mut event: sys::CUevent = std::ptr::null_mut();
    // SAFETY: the caller bound a context; the out-pointer is a valid local.
    check("cuEventCreate", unsafe {
        sys::cuEventCreate(&mut event, flags as c_uint)
    })?;
    Ok(event)
}

/// Asynchronous launches timed for profiling sessions.
impl SpanDevice for Gpu {
    fn new_event(&self) -> Result<sys::CUevent, GpuError> {
        new_event(sys::CUevent_flags::CU_EVENT_DEFAULT)
    }

    fn async_spans(&self) -> &AsyncSpans<sys::CUevent> {
        &self.async_spans
    }
}

/// Fences of asynchronous launches ask the device's timeline.
impl FenceSource for Gpu {
    fn wait_for(
        &self,
        seq: u64,
        deadline: Option<std::time::Instant>,
    ) -> Option<Result<(), GpuError>> {
        if let Err(e) = self.bind() {
            return Some(Err(e));
        }
        self.timeline.wait_for(self.stream, seq, deadline)
    }

    fn poll(&self, seq: u64) -> Option<Result<(), GpuError>> {
        if let Err(e) = self.bind() {
            return Some(Err(e));
        }
        self.timeline.poll(self.stream, seq)
    }
}

impl Drop for Gpu {
    fn drop(&mut self) {
        if self.ctx.is_null() {
            return;
        }
        let bound = self.bind().is_ok();
        let timing = self.timing.get_mut().unwrap_or_else(|e| e.into_inner());
        // SAFETY: nothing made from the context is left (buffers, modules
        // and launches hold the Arc<Gpu> being dropped); null handles are
        // skipped; errors (a lost device) leave nothing better to do.
        unsafe {
            if bound {
                if !self.stream.is_null() {
                    let _ = sys::cuStreamSynchronize(self.stream);
                }
                self.timeline.destroy_events();
                let spans = self.async_spans.take_events();
                for event in timing.events_mut().map(|e| *e).into_iter().chain(spans) {
                    if !event.is_null() {
                        let _ = sys::cuEventDestroy_v2(event);
                    }
                }
                if !self.stream.is_null() {
                    let _ = sys::cuStreamDestroy_v2(self.stream);
                }
            }
            let _ = sys::cuDevicePrimaryCtxRelease_v2(self.device);
        }
    }
}
