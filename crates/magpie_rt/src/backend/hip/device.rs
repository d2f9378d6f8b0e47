//! Devices: what a HIP device is ([`probe`]: name, gfx arch, UUID, PCI
//! address, limits), and what the backend drives it with ([`Gpu`]): one
//! stream and a pair of timing events.
//!
//! Invariants:
//! - HIP's current device is per thread: every call that acts on a device
//!   is preceded by `hipSetDevice` on the calling thread ([`Gpu::bind`]);
//! - every operation of this backend (launches, copies, fills) is ordered
//!   on the one stream: host accesses synchronise it first, so they see
//!   every earlier launch's writes;
//! - the stream and events are made by [`Gpu::new`] and destroyed by its
//!   `Drop`, last: every buffer, module and in-flight launch holds an
//!   `Arc<Gpu>`.

use std::ffi::c_int;
use std::fmt;
use std::sync::Mutex;

use magpie_gpu::Capability;

use super::conv::check;
use super::library::{Handle, Hip, HipUuid};
use super::props::{base_arch, c_text, PropBuffer};
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
    /// The runtime's target id (`gfx90a:sramecc+:xnack-`).
    pub target_id: String,
    /// Its gfx arch (`gfx90a`): what kernels are compiled for and blobs
    /// are matched against.
    pub arch: String,
    pub uuid: [u8; 16],
    /// `dddd:bb:dd.0`; `None` when the runtime reports no PCI address.
    pub pci_bus_id: Option<String>,
    pub max_threads_per_block: u32,
    pub max_block_dims: [u32; 3],
    pub max_grid_dims: [u32; 3],
    pub max_shared_bytes: u32,
    pub warp_size: u32,
    pub memory_total: u64,
    /// `hipMallocManaged` is supported (MemoryHint::Unified).
    pub managed_memory: bool,
    pub hip: &'static Hip,
}

impl DeviceInfo {
    /// The capability vocabulary's view of the device: the emitter's
    /// capabilities for its arch.
    pub(crate) fn capabilities(&self) -> Vec<Capability> {
        magpie_gpu_hip::capabilities_for(&self.arch)
    }
}

/// A count from the properties, 0 when negative.
fn count(v: c_int) -> u32 {
    u32::try_from(v).unwrap_or(0)
}

/// Reads device `ordinal`; `Ok(Err(why))` for one this backend cannot drive.
pub(crate) fn probe(
    hip: &'static Hip,
    ordinal: c_int,
) -> Result<Result<DeviceInfo, String>, GpuError> {
    let mut device: c_int = 0;
    // SAFETY (this function): the library is initialised; every
    // out-pointer is a valid local, the properties buffer longer than
    // any layout of the struct.
    check(hip, "hipDeviceGet", unsafe {
        (hip.t.device_get)(&mut device, ordinal)
    })?;
    let mut buffer = PropBuffer::zeroed();
    check(hip, "hipGetDeviceProperties", unsafe {
        (hip.t.get_device_properties)(buffer.bytes.as_mut_ptr().cast(), ordinal)
    })?;
    let p = buffer.prop();
    let mut uuid = HipUuid::default();
    check(hip, "hipDeviceGetUuid", unsafe {
        (hip.t.device_get_uuid)(&mut uuid, device)
    })?;
    let name = c_text(&p.name);
    let name = if name.is_empty() {
        hip.device_name(count(ordinal))
            .unwrap_or_else(|_| format!("HIP device {ordinal}"))
    } else {
        name
    };
    let target_id = c_text(&p.gcn_arch_name);
    let Some(arch) = base_arch(&target_id) else {
        return Ok(Err(format!(
            "{name}: the runtime reports the architecture `{target_id}`, not a gfx name"
        )));
    };
    if !magpie_gpu_hip::arch::KNOWN.contains(&arch.as_str()) {
        return Ok(Err(format!(
            "{name}: {arch} is not an architecture the AMDGCN emitter knows ({})",
            magpie_gpu_hip::arch::KNOWN.join(", ")
        )));
    }
    let pci_bus_id = (p.pci_bus_id > 0 || p.pci_device_id > 0).then(|| {
        format!(
            "{:04x}:{:02x}:{:02x}.0",
            count(p.pci_domain_id),
            count(p.pci_bus_id),
            count(p.pci_device_id)
        )
    });
    let lds = u32::try_from(p.shared_mem_per_block).unwrap_or(u32::MAX);
    Ok(Ok(DeviceInfo {
        ordinal,
        name,
        warp_size: magpie_gpu_hip::arch::wavefront_size(&arch),
        target_id,
        arch,
        uuid: uuid.bytes,
        pci_bus_id,
        max_threads_per_block: count(p.max_threads_per_block),
        max_block_dims: p.max_threads_dim.map(count),
        max_grid_dims: p.max_grid_size.map(count),
        // An AMD workgroup's LDS is at most 64 KiB (what the emitter checks).
        max_shared_bytes: lds.min(64 * 1024),
        memory_total: p.total_global_mem as u64,
        managed_memory: p.managed_memory != 0,
        hip,
    }))
}

/// A device being driven: its stream and events.
pub(crate) struct Gpu {
    pub(crate) info: DeviceInfo,
    pub(crate) hip: &'static Hip,
    pub(crate) stream: Handle,
    /// Two timing events around the last synchronous launch.
    timing: Mutex<Timing<Handle>>,
    /// Asynchronous launches in flight, by number.
    pub(crate) timeline: Timeline,
    /// Events of asynchronous launches timed for profiling, and their
    /// read anchor.
    pub(crate) async_spans: AsyncSpans<Handle>,
}

// SAFETY: HIP streams and events may be used from any thread that made
// their device current (every call binds it first); the mutable state is
// behind mutexes.
unsafe impl Send for Gpu {}
// SAFETY: as for Send.
unsafe impl Sync for Gpu {}

impl fmt::Debug for Gpu {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Gpu")
            .field("name", &self.info.name)
            .field("arch", &self.info.target_id)
            .finish()
    }
}

impl Gpu {
    /// Makes the stream and events of `info`'s device. On failure whatever
    /// was made is destroyed again (by `Drop`).
    pub(crate) fn new(info: DeviceInfo) -> Result<Gpu, GpuError> {
        let _setup = crate::backend::driver_setup_lock();
        let hip = info.hip;
        let mut gpu = Gpu {
            info,
            hip,
            stream: std::ptr::null_mut(),
            timing: Timing::new(std::ptr::null_mut()),
            timeline: Timeline::new(),
            async_spans: AsyncSpans::default(),
        };
        gpu.bind()?;
        // SAFETY: the device is current; the out-pointers are fields of
        // `gpu`, whose Drop destroys what they hold.
        check(hip, "hipStreamCreate", unsafe {
            (hip.t.stream_create)(&mut gpu.stream)
        })?;
        let timing = gpu.timing.get_mut().unwrap_or_else(|e| e.into_inner());
        for event in timing.events_mut() {
            *event = new_event(hip)?;
        }
        Ok(gpu)
    }

    /// Makes the device current on the calling thread.
    #[inline]
    pub(crate) fn bind(&self) -> Result<(), GpuError> {
        // SAFETY: takes a device ordinal the runtime reported.
        check(self.hip, "hipSetDevice", unsafe {
            (self.hip.t.set_device)(self.info.ordinal)
        })
    }

    /// `(free, total)` bytes of device memory now.
    pub(crate) fn memory_info(&self) -> Result<(u64, u64), GpuError> {
        self.bind()?;
        let (mut free, mut total) = (0usize, 0usize);
        // SAFETY: the device is current; the out-pointers are valid locals.
        check(self.hip, "hipMemGetInfo", unsafe {
            (self.hip.t.mem_get_info)(&mut free, &mut total)
        })?;
        Ok((free as u64, total as u64))
    }
}

/// The stream logic shared with CUDA (synchronisation, draining, timed
/// launches) through this runtime's calls. The caller of each call made the
/// device current (the shared methods bind it first, or their caller did).
impl StreamDevice for Gpu {
    type Event = Handle;
    type Launches = State;

    #[inline]
    fn bind(&self) -> Result<(), GpuError> {
        Gpu::bind(self)
    }

    fn record(&self, event: Handle) -> Result<(), GpuError> {
        // SAFETY: the device is current; the event and the stream belong
        // to it and are alive.
        check(self.hip, "hipEventRecord", unsafe {
            (self.hip.t.event_record)(event, self.stream)
        })
    }

    fn synchronize_event(&self, event: Handle) -> Result<(), GpuError> {
        // SAFETY: as in `record`.
        check(self.hip, "hipEventSynchronize", unsafe {
            (self.hip.t.event_synchronize)(event)
        })
    }

    fn elapsed_ms(&self, start: Handle, end: Handle) -> Option<f32> {
        let mut ms: f32 = 0.0;
        // SAFETY: both events were recorded and completed (the shared
        // logic asks only then).
        let r = unsafe { (self.hip.t.event_elapsed_time)(&mut ms, start, end) };
        (r == 0).then_some(ms)
    }

    fn synchronize_stream(&self) -> Result<(), GpuError> {
        // SAFETY: the stream belongs to the current device and is alive.
        check(self.hip, "hipStreamSynchronize", unsafe {
            (self.hip.t.stream_synchronize)(self.stream)
        })
    }

    fn timeline(&self) -> &Timeline {
        &self.timeline
    }

    fn timing(&self) -> &Mutex<Timing<Handle>> {
        &self.timing
    }
}

/// Asynchronous launches timed for profiling sessions.
impl SpanDevice for Gpu {
    fn new_event(&self) -> Result<Handle, GpuError> {
        new_event(self.hip)
    }

    fn async_spans(&self) -> &AsyncSpans<Handle> {
        &self.async_spans
    }
}

/// A new event on the current device.
pub(crate) fn new_event(hip: &Hip) -> Result<Handle, GpuError> {
    let mut event: Handle = std::ptr::null_mut();
    // SAFETY: the caller made a device current; the out-pointer is valid.
    check(hip, "hipEventCreate", unsafe {
        (hip.t.event_create)(&mut event)
    })?;
    Ok(event)
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
        self.timeline.wait_for(self.hip, seq, deadline)
    }

    fn poll(&self, seq: u64) -> Option<Result<(), GpuError>> {
        if let Err(e) = self.bind() {
            return Some(Err(e));
        }
        self.timeline.poll(self.hip, seq)
    }
}

impl Drop for Gpu {
    fn drop(&mut self) {
        if self.bind().is_err() {
            return;
        }
        let hip = self.hip;
        let timing = self.timing.get_mut().unwrap_or_else(|e| e.into_inner());
        // SAFETY: nothing made on the device by this backend is left
        // (buffers, modules and launches hold the Arc<Gpu> being dropped);
        // null handles are skipped; errors (a lost device) leave nothing
        // better to do.
        unsafe {
            if !self.stream.is_null() {
                let _ = (hip.t.stream_synchronize)(self.stream);
            }
            self.timeline.destroy_events(hip);
            let spans = self.async_spans.take_events();
            for event in timing.events_mut().map(|e| *e).into_iter().chain(spans) {
                if !event.is_null() {
                    let _ = (hip.t.event_destroy)(event);
                }
            }
            if !self.stream.is_null() {
                let _ = (hip.t.stream_destroy)(self.stream);
            }
        }
    }
}
