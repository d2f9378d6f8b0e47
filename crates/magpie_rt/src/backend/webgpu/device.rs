//! Adapters (what a GPU is and can do) and the wgpu device the backend
//! drives, with what its buffers, pipelines and launches share.
//!
//! [`AdapterFacts::read`] reads an adapter once: its info, limits and the
//! wgpu features that become [`Capability`]s (SHADER_F16 → f16_arithmetic,
//! SUBGROUP → subgroups, SHADER_INT64 → int64, SHADER_F64 → float64).
//! [`Gpu::new`] requests exactly those features, plus TIMESTAMP_QUERY (and
//! TIMESTAMP_QUERY_INSIDE_ENCODERS, which times transfers) where the
//! adapter has it, and every limit the adapter offers (WebGPU's
//! defaults, 8 storage buffers of 128 MiB, are far below what a Vulkan
//! driver allows).
//!
//! wgpu's default reaction to an error outside an error scope, and to a
//! lost device, is a panic or nothing; [`Gpu::new`] installs handlers that
//! record instead ([`Gpu::lost`], [`Gpu::uncaptured`]), and every call that
//! can fail runs in [`super::conv::scoped`].
//!
//! Waiting: every submission goes through [`Gpu::submit`], which registers
//! a callback that marks it ended ([`Submitted`]). Nothing here polls for a
//! submission index without waiting for it: in wgpu-core 30 a poll for an
//! index with a timeout that runs out can find the queue emptied by another
//! thread's poll (or submission) between its fence read and its triage, and
//! then panics, dropping every callback it collected (buffer mappings
//! included). Not-waiting polls are `PollType::Poll` plus the flag; the one
//! waiting poll has no timeout, so the fence has passed the index when it
//! returns.

use std::collections::HashMap;
use std::fmt;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};

use crate::backend::TransferTime;

use magpie_gpu::Capability;

use super::ahead::Ahead;
use super::conv::{no_panic, scoped, wgpu_error, NAME};
pub(crate) use super::timers::Timer;
use super::timers::{Slab, TimerPool};
use crate::backend::lock;
use crate::error::{ErrorKind, GpuError};

/// The wgpu features that stand for capabilities, in one table.
const CAPABILITY_FEATURES: [(wgpu::Features, Capability); 4] = [
    (wgpu::Features::SHADER_F16, Capability::F16Arithmetic),
    (wgpu::Features::SUBGROUP, Capability::Subgroups),
    (wgpu::Features::SHADER_INT64, Capability::Int64),
    (wgpu::Features::SHADER_F64, Capability::Float64),
];

/// A submission, and whether it has ended: set by the callback
/// [`Gpu::submit`] registers, which runs in whichever thread's poll of the
/// device first sees it.
#[derive(Debug)]
pub(crate) struct Submitted {
    pub(crate) index: wgpu::SubmissionIndex,
    ended: Arc<AtomicBool>,
}

impl Submitted {
    pub(crate) fn has_ended(&self) -> bool {
        self.ended.load(Ordering::Acquire)
    }
}

/// What discovery reads from an adapter.
#[derive(Clone, Debug)]
pub(crate) struct AdapterFacts {
    pub info: wgpu::AdapterInfo,
    pub limits: wgpu::Limits,
    /// The features the device is created with.
    pub features: wgpu::Features,
    /// The adapter's capabilities (before the WGSL target's table).
    pub capabilities: Vec<Capability>,
    /// Position in wgpu's adapter list: tells identical adapters apart.
    pub index: usize,
}

impl AdapterFacts {
    pub(crate) fn read(adapter: &wgpu::Adapter, index: usize) -> AdapterFacts {
        let offered = adapter.features();
        let mut features = wgpu::Features::empty();
        let mut capabilities = Vec::new();
        for (feature, cap) in CAPABILITY_FEATURES {
            if offered.contains(feature) {
                features |= feature;
                capabilities.push(cap);
            }
        }
        if offered.contains(wgpu::Features::TIMESTAMP_QUERY) {
            features |= wgpu::Features::TIMESTAMP_QUERY;
            if offered.contains(wgpu::Features::TIMESTAMP_QUERY_INSIDE_ENCODERS) {
                features |= wgpu::Features::TIMESTAMP_QUERY_INSIDE_ENCODERS;
            }
        }
        AdapterFacts {
            info: adapter.get_info(),
            limits: adapter.limits(),
            features,
            capabilities,
            index,
        }
    }

    /// The PCI address in the `dddd:bb:dd.f` form the runtime compares;
    /// `None` where wgpu reports none (lavapipe, or a driver without
    /// `VK_EXT_pci_bus_info`).
    pub(crate) fn pci_bus_id(&self) -> Option<String> {
        let id = self.info.device_pci_bus_id.trim();
        (!id.is_empty()).then(|| id.to_ascii_lowercase())
    }

    /// Whether `other` describes the same adapter (the same entry of the
    /// same list), for sharing devices between runtimes.
    fn same_adapter(&self, other: &AdapterFacts) -> bool {
        self.index == other.index && self.info == other.info
    }
}

/// Bind groups are cached by kernel and buffers: `(kernel id, buffer ids)`.
pub(crate) type BindKey = (u64, Vec<u64>);

/// Cached bind groups past this many are all dropped (they keep their
/// buffers alive; dead buffers' groups are dropped with the buffer anyway).
const MAX_BIND_GROUPS: usize = 256;

/// How old a tick anchor may be before it is taken again (against drift
/// between the device's clock and the host's).
const ANCHOR_AGE: Duration = Duration::from_secs(1);

/// The device and what every buffer, pipeline and launch shares.
pub(crate) struct Gpu {
    pub(crate) facts: AdapterFacts,
    pub(crate) device: wgpu::Device,
    pub(crate) queue: wgpu::Queue,
    /// Nanoseconds per timestamp tick; `None` without TIMESTAMP_QUERY.
    timestamp_period: Option<f32>,
    /// Why the device was lost, once wgpu says it is.
    lost: Arc<Mutex<Option<String>>>,
    /// The last error no scope caught (there should be none).
    uncaptured: Arc<Mutex<Option<String>>>,
    /// Whether f32 `fma` rounds once, measured on first use
    /// ([`super::probe`]).
    fused_fma: OnceLock<bool>,
    /// Compute pipelines created so far (a debug counter).
    pub(crate) pipelines_created: AtomicU64,
    /// Ids of buffers and kernels, for cache keys (never reused, unlike
    /// addresses).
    next_id: AtomicU64,
    bind_groups: Mutex<HashMap<BindKey, wgpu::BindGroup>>,
    /// Command buffers encoded ahead for repeated synchronous launches.
    pub(crate) ahead: Ahead,
    timers: TimerPool,
    /// A timestamp and the host instant it was taken at
    /// ([`Gpu::tick_anchor`]).
    tick_anchor: Mutex<Option<(u64, Instant)>>,
    /// Held from writing a kernel's uniform block to submitting the
    /// dispatch that reads it, so that two launches of one kernel from two
    /// threads do not swap their arguments (the block is per kernel).
    submit_lock: Mutex<()>,
}

impl fmt::Debug for Gpu {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Gpu")
            .field("name", &self.facts.info.name)
            .field("driver", &self.facts.info.driver)
            .finish()
    }
}

impl Gpu {
    /// A device on `adapter` with the features and limits in `facts`.
    pub(crate) fn new(adapter: &wgpu::Adapter, facts: AdapterFacts) -> Result<Gpu, GpuError> {
        let descriptor = wgpu::DeviceDescriptor {
            label: Some("magpie"),
            required_features: facts.features,
            required_limits: facts.limits.clone(),
            ..Default::default()
        };
        let setup = crate::backend::driver_setup_lock();
        let made = no_panic("creating a device", || {
            pollster::block_on(adapter.request_device(&descriptor))
        })?;
        drop(setup);
        let (device, queue) = made.map_err(|e| {
            GpuError::new(
                ErrorKind::BackendUnavailable,
                NAME,
                format!("{}: wgpu could not create a device: {e}", facts.info.name),
            )
        })?;
        let lost = Arc::new(Mutex::new(None));
        let on_lost = lost.clone();
        device.set_device_lost_callback(move |reason, message| {
            *lock(&on_lost) = Some(format!("{reason:?}: {message}"));
        });
        let uncaptured = Arc::new(Mutex::new(None));
        let on_error = uncaptured.clone();
        device.on_uncaptured_error(Arc::new(move |e: wgpu::Error| {
            tracing::warn!(target: "magpie_rt::webgpu", "uncaptured wgpu error: {e}");
            *lock(&on_error) = Some(e.to_string());
        }));
        let timestamp_period = facts
            .features
            .contains(wgpu::Features::TIMESTAMP_QUERY)
            .then(|| queue.get_timestamp_period())
            .filter(|p| *p > 0.0);
        Ok(Gpu {
            facts,
            device,
            queue,
            timestamp_period,
            lost,
            uncaptured,
            fused_fma: OnceLock::new(),
            pipelines_created: AtomicU64::new(0),
            next_id: AtomicU64::new(1),
            bind_groups: Mutex::new(HashMap::new()),
            ahead: Ahead::default(),
            timers: TimerPool::default(),
            tick_anchor: Mutex::new(None),
            submit_lock: Mutex::new(()),
        })
    }

    pub(crate) fn name(&self) -> &str {
        &self.facts.info.name
    }

    pub(crate) fn limits(&self) -> &wgpu::Limits {
        &self.facts.limits
    }

    /// A fresh id for a buffer or kernel.
    pub(crate) fn next_id(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::Relaxed)
    }

    /// Whether wgpu reported the device lost.
    pub(crate) fn is_lost(&self) -> bool {
        lock(&self.lost).is_some()
    }

    /// `DeviceLost` when the device is lost, naming `what` was attempted.
    pub(crate) fn check_lost(&self, what: &str) -> Result<(), GpuError> {
        match &*lock(&self.lost) {
            Some(why) => Err(GpuError::new(
                ErrorKind::DeviceLost,
                NAME,
                format!("{what}: the device {} was lost ({why})", self.name()),
            )),
            None => Ok(()),
        }
    }

    /// The last error no error scope caught, taken (for tests and messages).
    #[cfg_attr(not(test), allow(dead_code))]
    pub(crate) fn take_uncaptured(&self) -> Option<String> {
        lock(&self.uncaptured).take()
    }

    pub(crate) fn submit_lock(&self) -> MutexGuard<'_, ()> {
        lock(&self.submit_lock)
    }

    /// Submits `commands` (inside the caller's error scope) and registers
    /// the callback that marks the submission ended.
    pub(crate) fn submit(&self, commands: wgpu::CommandBuffer) -> Submitted {
        let index = self.queue.submit([commands]);
        let ended = Arc::new(AtomicBool::new(false));
        let flag = ended.clone();
        // Attached to the latest submission: ours, or one submitted after
        // it by another thread (which ends no earlier).
        self.queue
            .on_submitted_work_done(move || flag.store(true, Ordering::Release));
        Submitted { index, ended }
    }

    /// Whether `s` has ended, after one poll of the device that does not
    /// wait; `Err` when that poll failed (the caller's waiting poll then
    /// reports it).
    pub(crate) fn poll_ended(&self, s: &Submitted, what: &str) -> Result<bool, ()> {
        if s.has_ended() {
            return Ok(true);
        }
        match no_panic(what, || self.device.poll(wgpu::PollType::Poll)) {
            Ok(Ok(_)) => Ok(s.has_ended()),
            _ => Err(()),
        }
    }

    /// Blocks until submission `s` is done (and its callbacks ran): polls
    /// briefly ([`crate::backend::poll_briefly`]), then sleeps in a waiting
    /// poll.
    pub(crate) fn wait(&self, s: &Submitted, what: &str) -> Result<(), GpuError> {
        self.check_lost(what)?;
        let done = crate::backend::poll_briefly(|| self.poll_ended(s, what));
        if done == Ok(true) {
            return self.check_lost(what);
        }
        let poll = wgpu::PollType::Wait {
            submission_index: Some(s.index.clone()),
            timeout: None,
        };
        let polled = no_panic(what, || self.device.poll(poll));
        // A poll that panicked or failed because the device went away is
        // a lost device, not a driver error.
        self.check_lost(what)?;
        match polled? {
            Ok(_) => Ok(()),
            Err(e) => Err(GpuError::new(
                ErrorKind::DriverError,
                NAME,
                format!("{what}: waiting for the device failed: {e}"),
            )),
        }
    }

    /// A timer for one dispatch (from the pool, or a slot of a new slab
    /// of them); `None` without timestamps, or when one cannot be made
    /// (the launch is not timed).
    pub(crate) fn take_timer(&self) -> Option<Timer> {
        self.timestamp_period?;
        self.timers
            .take(|| scoped(&self.device, || Slab::new(&self.device)).ok())
    }

    /// Returns a timer whose readback is unmapped to the pool.
    pub(crate) fn put_timer(&self, timer: Timer) {
        self.timers.put(timer);
    }

    /// Whether f32 `fma` rounds once on this device ([`super::probe`], run
    /// once).
    pub(crate) fn fused_fma(self: &Arc<Self>) -> bool {
        *self.fused_fma.get_or_init(|| super::probe::fused_fma(self))
    }

    /// Whether the device has timestamp queries.
    pub(crate) fn has_timestamps(&self) -> bool {
        self.timestamp_period.is_some()
    }

    /// A timer for a transfer, where `timed` and the device can write
    /// timestamps between the commands of an encoder; `None` otherwise.
    pub(crate) fn transfer_timer(&self, timed: bool) -> Option<Timer> {
        let inside = wgpu::Features::TIMESTAMP_QUERY_INSIDE_ENCODERS;
        (timed && self.facts.features.contains(inside))
            .then(|| self.take_timer())
            .flatten()
    }

    /// When a completed transfer timed with `timer` ran, on the host's
    /// clock ([`host_span`](Gpu::host_span)); the timer goes back to the
    /// pool.
    pub(crate) fn transfer_time(&self, timer: Option<Timer>) -> Option<TransferTime> {
        let timer = timer?;
        let span = self.host_span(&timer);
        self.put_timer(timer);
        span.map(|(a, b)| TransferTime::Span(a, b))
    }

    /// Nanoseconds between the two timestamps of `timer`'s completed
    /// launch ([`read_ticks`](Gpu::read_ticks)); `None` without timestamps
    /// or when the read fails.
    pub(crate) fn read_timer_ns(&self, timer: &Timer) -> Option<u64> {
        let period = self.timestamp_period?;
        let ([a, b], _) = self.read_ticks(timer, |_| {})?;
        Some((b.wrapping_sub(a) as f64 * f64::from(period)) as u64)
    }

    /// The two timestamps of `timer`'s completed launch, or of the empty
    /// pass `record` adds to the reading's own command buffer: queries
    /// resolved, copied to the readback buffer and read (one small
    /// submission); and when the wait for that submission returned. `None`
    /// when the read fails.
    fn read_ticks(
        &self,
        timer: &Timer,
        record: impl FnOnce(&mut wgpu::CommandEncoder),
    ) -> Option<([u64; 2], Instant)> {
        let what = "reading timestamps";
        let _reading = timer.read_lock();
        let index = self
            .checked(what, ErrorKind::DriverError, || {
                let mut encoder = self
                    .device
                    .create_command_encoder(&wgpu::CommandEncoderDescriptor::default());
                record(&mut encoder);
                timer.encode_read(&mut encoder);
                self.submit(encoder.finish())
            })
            .ok()?;
        self.wait(&index, what).ok()?;
        let waited = Instant::now();
        let bytes = super::memory::read_mapped(self, timer.readback(), &index, what).ok()?;
        Some((timer.ticks_in(&bytes)?, waited))
    }

    /// A timestamp and the host instant it was taken at, about: an empty
    /// timed pass submitted and waited for, its second timestamp paired
    /// with the instant the wait returned (late by the wake-up and the
    /// resolving copy after the pass, microseconds). Kept for
    /// [`ANCHOR_AGE`].
    fn tick_anchor(&self) -> Option<(u64, Instant)> {
        let mut held = lock(&self.tick_anchor);
        if let Some((tick, at)) = *held {
            if at.elapsed() < ANCHOR_AGE {
                return Some((tick, at));
            }
        }
        let timer = self.take_timer()?;
        let read = self.read_ticks(&timer, |encoder| {
            drop(encoder.begin_compute_pass(&wgpu::ComputePassDescriptor {
                label: Some("magpie tick anchor"),
                timestamp_writes: Some(timer.pass_writes()),
            }));
        });
        self.put_timer(timer);
        let ([_, tick], at) = read?;
        *held = Some((tick, at));
        Some((tick, at))
    }

    /// When `timer`'s completed launch ran on the host's clock: its two
    /// timestamps placed back from the device's tick anchor. `None`
    /// without timestamps or when a read fails.
    pub(crate) fn host_span(&self, timer: &Timer) -> Option<(Instant, Instant)> {
        let period = f64::from(self.timestamp_period?);
        let ([start, end], _) = self.read_ticks(timer, |_| {})?;
        let (tick, at) = self.tick_anchor()?;
        let place = |t: u64| {
            let back = tick.wrapping_sub(t) as i64 as f64 * period;
            if back >= 0.0 {
                at.checked_sub(Duration::from_nanos(back as u64))
            } else {
                at.checked_add(Duration::from_nanos((-back) as u64))
            }
        };
        Some((place(start)?, place(end)?))
    }

    /// The cached bind group for `key`, or the one `make` creates (cached).
    pub(crate) fn bind_group(
        &self,
        key: BindKey,
        make: impl FnOnce() -> Result<wgpu::BindGroup, GpuError>,
    ) -> Result<wgpu::BindGroup, GpuError> {
        if let Some(g) = lock(&self.bind_groups).get(&key) {
            return Ok(g.clone());
        }
        let group = make()?;
        let mut cache = lock(&self.bind_groups);
        if cache.len() >= MAX_BIND_GROUPS {
            cache.clear();
        }
        cache.insert(key, group.clone());
        Ok(group)
    }

    /// Drops the cached bind groups and command buffers encoded ahead that
    /// use buffer `id` (it is going away: they would keep its memory).
    pub(crate) fn forget_buffer(&self, id: u64) {
        lock(&self.bind_groups).retain(|(_, buffers), _| !buffers.contains(&id));
        self.ahead.forget_buffer(id);
    }

    /// Drops the cached bind groups and command buffers of kernel `id`.
    pub(crate) fn forget_kernel(&self, id: u64) {
        lock(&self.bind_groups).retain(|(kernel, _), _| *kernel != id);
        self.ahead.forget_kernel(id);
    }

    /// Runs `f` in error scopes ([`scoped`]), then checks the device:
    /// `Err` with `validation_kind` for a validation error, `OutOfMemory`,
    /// `DriverError`, or `DeviceLost`.
    pub(crate) fn checked<T>(
        &self,
        what: &str,
        validation_kind: ErrorKind,
        f: impl FnOnce() -> T,
    ) -> Result<T, GpuError> {
        self.check_lost(what)?;
        let value = scoped(&self.device, || no_panic(what, f))
            .map_err(|e| wgpu_error(what, validation_kind, &e))??;
        self.check_lost(what)?;
        Ok(value)
    }
}

/// The process's device for the adapter `facts` describes: made on first
/// discovery, then shared by every runtime (as the Vulkan backend shares
/// its logical devices, and for the same reasons). A device wgpu reported
/// lost is let go, and the next discovery makes a new one.
pub(crate) fn shared_gpu(
    adapter: &wgpu::Adapter,
    facts: AdapterFacts,
) -> Result<Arc<Gpu>, GpuError> {
    static GPUS: Mutex<Vec<Arc<Gpu>>> = Mutex::new(Vec::new());
    let mut gpus = lock(&GPUS);
    gpus.retain(|g| !g.is_lost());
    if let Some(gpu) = gpus.iter().find(|g| g.facts.same_adapter(&facts)) {
        return Ok(gpu.clone());
    }
    let gpu = Arc::new(Gpu::new(adapter, facts)?);
    gpus.push(gpu.clone());
    Ok(gpu)
}
