//! What the CUDA and HIP backends do alike: both drive a device through a
//! vendor library with one stream, a pair of timing events, modules whose
//! kernels have a *fast* variant (`noalias`, `block_limit`) and others made
//! on first need, CUDA's packed argument buffer ([`super::cuda::args`]),
//! and asynchronous launches numbered on the stream. The logic lives here
//! once; each backend supplies its own library calls through the small
//! traits below ([`StreamDevice`], [`TimelineState`], [`ModuleKernels`](super::ModuleKernels)) or
//! as closures, and keeps its own error names, messages and FFI.
//!
//! - memory: [`Placement`] by [`MemoryHint`] ([`wanted`]) and the size
//!   checks before an allocation ([`allocation_bytes`]);
//! - devices: the state made on first use ([`LazyGpu`]); stream
//!   synchronisation, draining and the timed synchronous launch
//!   ([`StreamDevice`]);
//! - modules: kernels by `FuncId` index ([`KernelTable`]), a blob's code or
//!   the emitter's as the fast variant ([`blob_or_emitted`]), a blob's
//!   claim to be that variant ([`fast_variant_features`]);
//! - launches: the module's kernel ([`super::kernel_of`]), grid limits
//!   ([`check_grid`]), packing on the stack ([`with_packed_args`]), a
//!   failed launch call's message ([`launch_call_failed`]);
//! - timelines: what is known of the numbered asynchronous launches
//!   ([`Ledger`], [`Timeline`]); which events say so is each backend's.
//!
//! Nothing here calls a library itself, so the calls each backend makes,
//! and their order, are those its own module documents.

use std::fmt;
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};

use magpie_build::ptx_features::{PtxFeatures, NOALIAS};
use magpie_bundle::Blob;
use magpie_mpir::{FuncId, Function};

use super::cuda::args::{AddressOf, ArgPlan};
use super::{out_of_memory, LaunchRequest, ProgramIr, TransferTime};
use crate::backend::lock;
use crate::buffer::MemoryHint;
use crate::error::{ErrorKind, GpuError};

// ---------------------------------------------------------------- memory

/// Where a buffer's memory is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Placement {
    Device,
    Managed,
    /// Pinned host memory at this host address.
    Pinned(*mut u8),
}

/// What memory `hint` asks for on a device (`managed_memory`: it supports
/// managed allocations), before checking what is free.
pub(crate) fn wanted(hint: MemoryHint, managed_memory: bool) -> Placement {
    match hint {
        MemoryHint::Auto | MemoryHint::DeviceLocal => Placement::Device,
        MemoryHint::Unified if managed_memory => Placement::Managed,
        MemoryHint::Unified => Placement::Device,
        MemoryHint::Staging | MemoryHint::Cached => Placement::Pinned(std::ptr::null_mut()),
    }
}

/// The memory's name in messages.
pub(crate) fn placement_name(p: Placement) -> &'static str {
    match p {
        Placement::Device => "device",
        Placement::Managed => "managed",
        Placement::Pinned(_) => "pinned host",
    }
}

/// The bytes to allocate for a buffer of `size` bytes at `placement`: at
/// least one (neither library has empty allocations). A size larger than
/// the memory it would come from (the host's for pinned memory, else
/// `device_memory`; 0: unknown) or than this host's address space is
/// `OutOfMemory` before the library is asked.
pub(crate) fn allocation_bytes(
    size: u64,
    placement: Placement,
    device_memory: u64,
    backend: &str,
) -> Result<usize, GpuError> {
    let pinned = matches!(placement, Placement::Pinned(_));
    let limit = if pinned {
        crate::device::host_memory().0
    } else {
        device_memory
    };
    if limit > 0 && size > limit {
        let what = if pinned { "the host" } else { "the device" };
        return Err(out_of_memory(
            backend,
            size,
            format!("{what} has {limit} bytes of memory"),
        ));
    }
    usize::try_from(size.max(1))
        .map_err(|_| out_of_memory(backend, size, "larger than this host's address space"))
}

// ---------------------------------------------------------------- devices

/// A device's driver state, made on first use (discovery only reads
/// properties) and kept, or the error that made it fail, kept too.
pub(crate) struct LazyGpu<G>(OnceLock<Result<Arc<G>, GpuError>>);

impl<G> LazyGpu<G> {
    pub(crate) fn new() -> LazyGpu<G> {
        LazyGpu(OnceLock::new())
    }

    /// The state, made by `make` on first use.
    #[inline]
    pub(crate) fn get(
        &self,
        make: impl FnOnce() -> Result<G, GpuError>,
    ) -> Result<&Arc<G>, GpuError> {
        match self.0.get_or_init(|| make().map(Arc::new)) {
            Ok(gpu) => Ok(gpu),
            Err(e) => Err(e.clone()),
        }
    }

    /// The state if it was made (and making it succeeded).
    pub(crate) fn made(&self) -> Option<&Arc<G>> {
        match self.0.get() {
            Some(Ok(gpu)) => Some(gpu),
            _ => None,
        }
    }
}

impl<G: fmt::Debug> fmt::Debug for LazyGpu<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

/// Two timing events around the last synchronous launch, and the anchor
/// that puts them on the host's clock.
pub(crate) struct Timing<E> {
    pub(crate) start: E,
    pub(crate) end: E,
    /// Both were recorded by a launch that completed.
    pub(crate) recorded: bool,
    /// An event recorded on the idle stream and waited for, at most
    /// [`ANCHOR_AGE`] before the launch's events, and the host's time when
    /// it completed (the middle of the wait for it).
    pub(crate) anchor: E,
    pub(crate) anchored: Option<Instant>,
    /// Two events around the last timed transfer
    /// ([`StreamDevice::run_transfer`]), apart from the launch's so that a
    /// transfer leaves the last launch's time as it was.
    pub(crate) transfer: [E; 2],
}

/// How old an anchor may be before a timed launch records a new one
/// (against drift between the device's clock and the host's).
const ANCHOR_AGE: Duration = Duration::from_secs(1);

impl<E> Timing<E> {
    /// Not made yet (`null`: the library's null handle).
    pub(crate) fn new(null: E) -> Mutex<Timing<E>>
    where
        E: Copy,
    {
        Mutex::new(Timing {
            start: null,
            end: null,
            recorded: false,
            anchor: null,
            anchored: None,
            transfer: [null, null],
        })
    }

    /// Every event, for making and destroying them.
    pub(crate) fn events_mut(&mut self) -> [&mut E; 5] {
        let [a, b] = &mut self.transfer;
        [&mut self.start, &mut self.end, &mut self.anchor, a, b]
    }
}

/// A device driven through one stream: the library calls the shared
/// stream logic (the provided methods) makes. Every provided method but
/// [`run_timed`](StreamDevice::run_timed) binds the device first;
/// `run_timed`'s caller has bound it.
pub(crate) trait StreamDevice {
    /// An event handle.
    type Event: Copy;
    /// What the device's timeline keeps.
    type Launches: TimelineState;

    /// Makes the device current on the calling thread (CUDA: its context).
    fn bind(&self) -> Result<(), GpuError>;
    /// Records `event` on the device's stream.
    fn record(&self, event: Self::Event) -> Result<(), GpuError>;
    /// Waits until `event` completed.
    fn synchronize_event(&self, event: Self::Event) -> Result<(), GpuError>;
    /// Milliseconds between two completed events; `None` when the library
    /// does not say.
    fn elapsed_ms(&self, start: Self::Event, end: Self::Event) -> Option<f32>;
    /// Waits until everything issued on the stream has finished.
    fn synchronize_stream(&self) -> Result<(), GpuError>;
    /// The device's asynchronous launches.
    fn timeline(&self) -> &Timeline<Self::Launches>;
    /// The timing events.
    fn timing(&self) -> &Mutex<Timing<Self::Event>>;

    /// Waits until everything issued on the stream so far has finished
    /// (and tells the timeline so).
    fn sync(&self) -> Result<(), GpuError> {
        self.bind()?;
        let covered = self.timeline().issued();
        self.synchronize_stream()?;
        self.timeline().ended_through(covered);
        Ok(())
    }

    /// Waits for the stream, then releases every launch's request, even
    /// if the wait failed (the device is going away).
    fn drain(&self) {
        let failure = self.sync().err();
        self.timeline().release_all(failure);
    }

    /// Runs `issue` (which puts one kernel on the stream) between the two
    /// timing events and waits for the second. Synchronous launches hold
    /// the timing lock throughout, so they are timed one at a time.
    /// About once a second (and before the first), it first records the
    /// anchor on the stream and waits for it ([`Timing::anchored`]).
    fn run_timed(&self, issue: impl FnOnce() -> Result<(), GpuError>) -> Result<(), GpuError> {
        let mut timing = lock(self.timing());
        timing.recorded = false;
        self.anchor(&mut timing)?;
        let covered = self.timeline().issued();
        self.record(timing.start)?;
        issue()?;
        self.record(timing.end)?;
        self.synchronize_event(timing.end)?;
        timing.recorded = true;
        self.timeline().ended_through(covered);
        Ok(())
    }

    /// Records the anchor and waits for it, where it is missing or older
    /// than [`ANCHOR_AGE`].
    fn anchor(&self, timing: &mut Timing<Self::Event>) -> Result<(), GpuError> {
        if timing.anchored.is_none_or(|t| t.elapsed() > ANCHOR_AGE) {
            timing.anchored = None;
            self.record(timing.anchor)?;
            let before = Instant::now();
            self.synchronize_event(timing.anchor)?;
            let after = Instant::now();
            timing.anchored = Some(before + (after - before) / 2);
        }
        Ok(())
    }

    /// Runs the transfer `issue` puts on the stream and waits for it; with
    /// `timed`, between the two transfer events, and says when it ran on
    /// the host's clock (measured from the anchor, as launches are). The
    /// caller has bound the device.
    fn run_transfer(
        &self,
        timed: bool,
        issue: impl FnOnce() -> Result<(), GpuError>,
    ) -> Result<Option<TransferTime>, GpuError> {
        if !timed {
            issue()?;
            return self.sync().map(|()| None);
        }
        let mut timing = lock(self.timing());
        self.anchor(&mut timing)?;
        let covered = self.timeline().issued();
        let [first, second] = timing.transfer;
        self.record(first)?;
        issue()?;
        self.record(second)?;
        self.synchronize_event(second)?;
        self.timeline().ended_through(covered);
        let Some(at) = timing.anchored else {
            return Ok(None);
        };
        let since = |e| {
            self.elapsed_ms(timing.anchor, e)
                .filter(|ms| *ms >= 0.0)
                .map(|ms| at + Duration::from_secs_f64(f64::from(ms) / 1e3))
        };
        Ok(since(first)
            .zip(since(second))
            .map(|(a, b)| TransferTime::Span(a, b)))
    }

    /// When the last synchronous launch ran on the host's clock: its
    /// events measured from the anchor (so their placement is the
    /// device's, off by at most the wait for the anchor).
    fn last_dispatch_span(&self) -> Option<(Instant, Instant)> {
        let timing = lock(self.timing());
        let at = timing.anchored?;
        if !timing.recorded || self.bind().is_err() {
            return None;
        }
        let since = |e| {
            self.elapsed_ms(timing.anchor, e)
                .filter(|ms| *ms >= 0.0)
                .map(|ms| at + Duration::from_secs_f64(f64::from(ms) / 1e3))
        };
        Some((since(timing.start)?, since(timing.end)?))
    }

    /// Device time of the last synchronous launch, read from its events.
    fn last_dispatch_ns(&self) -> Option<u64> {
        let timing = lock(self.timing());
        if !timing.recorded || self.bind().is_err() {
            return None;
        }
        self.elapsed_ms(timing.start, timing.end)
            .filter(|ms| *ms >= 0.0)
            .map(|ms| (f64::from(ms) * 1e6) as u64)
    }
}

// ---------------------------------------------------------------- modules

/// A compiled program's kernels by `FuncId` index, so a launch looks
/// nothing up by name.
pub(crate) struct KernelTable<K>(Vec<Option<K>>);

impl<K> KernelTable<K> {
    pub(crate) fn new() -> KernelTable<K> {
        KernelTable(Vec::new())
    }

    /// Keeps `kernel` as `func`'s.
    pub(crate) fn insert(&mut self, func: FuncId, kernel: K) {
        let index = func.index();
        if self.0.len() <= index {
            self.0.resize_with(index + 1, || None);
        }
        self.0[index] = Some(kernel);
    }

    /// The kernel of `func`, if it is one of the program's kernels.
    #[inline]
    pub(crate) fn get(&self, func: FuncId) -> Option<&K> {
        self.0.get(func.index()).and_then(Option::as_ref)
    }

    pub(crate) fn iter(&self) -> impl Iterator<Item = &K> {
        self.0.iter().flatten()
    }

    pub(crate) fn iter_mut(&mut self) -> impl Iterator<Item = &mut K> {
        self.0.iter_mut().flatten()
    }
}

/// The kernels of `program`, each with the blob chosen for it in `blobs`
/// if there is one.
pub(crate) fn kernels_and_blobs<'a>(
    program: &'a ProgramIr,
    blobs: &'a [(FuncId, &'a Blob)],
) -> impl Iterator<Item = (FuncId, &'a Function, Option<&'a Blob>)> {
    program
        .module
        .functions
        .iter()
        .filter(|(_, f)| f.is_kernel())
        .map(move |(id, f)| {
            let blob = blobs.iter().find(|(func, _)| *func == id).map(|(_, b)| *b);
            (id, f, blob)
        })
}

/// Kernel `func`'s fast variant: what `from_blob` made of its blob (`None`:
/// it has none), else what `emit` makes. A blob the library refused is not
/// an error: the kernel is emitted, and why is noted in `refused`.
pub(crate) fn blob_or_emitted<T>(
    func: FuncId,
    from_blob: Option<Result<T, String>>,
    refused: &mut Vec<(FuncId, String)>,
    emit: impl FnOnce() -> Result<T, GpuError>,
) -> Result<T, GpuError> {
    match from_blob {
        Some(Ok(made)) => Ok(made),
        other => {
            if let Some(Err(why)) = other {
                refused.push((func, why));
            }
            emit()
        }
    }
}

/// The build features of `blob`, a bundle's code for a kernel: `Err(why)`
/// when they do not parse, or when the blob was not built as the fast
/// variant (`noalias`), the only variant a blob is loaded as.
pub(crate) fn fast_variant_features(blob: &Blob) -> Result<PtxFeatures, String> {
    let features = PtxFeatures::from_features(&blob.features)?;
    if !features.noalias {
        return Err(format!(
            "it was not built as the fast variant (`{NOALIAS}` missing)"
        ));
    }
    Ok(features)
}

// ---------------------------------------------------------------- launches

/// `LaunchFailed`: `request` cannot be launched, and why.
pub(crate) fn launch_refused(request: &LaunchRequest, backend: &str, why: String) -> GpuError {
    GpuError::new(
        ErrorKind::LaunchFailed,
        backend,
        format!(
            "cannot launch @{} (grid {:?}, block {:?}): {why}",
            request.kernel_name(),
            request.grid,
            request.block
        ),
    )
}

/// Refuses a grid of more workgroups in a dimension than the device
/// (`device`, for messages) allows (`max`): a check the front half cannot
/// make.
pub(crate) fn check_grid(
    request: &LaunchRequest,
    max: [u32; 3],
    device: &str,
    backend: &str,
) -> Result<(), GpuError> {
    for (axis, (&n, &limit)) in request.grid.iter().zip(&max).enumerate() {
        if n > limit {
            return Err(launch_refused(
                request,
                backend,
                format!("{n} workgroups in dimension {axis}; {device} allows at most {limit}"),
            ));
        }
    }
    Ok(())
}

/// Packs `request`'s arguments by `plan` into a zeroed block of whole
/// 64-bit words, at least `min_words` of them: on the stack when `INLINE`
/// words hold it, else on the heap. `then` gets the block's bytes and
/// whether one allocation is passed twice.
#[inline]
pub(crate) fn with_packed_args<const INLINE: usize, R>(
    plan: &ArgPlan,
    request: &LaunchRequest,
    address_of: &impl AddressOf,
    min_words: usize,
    backend: &str,
    then: impl FnOnce(&mut [u8], bool) -> Result<R, GpuError>,
) -> Result<R, GpuError> {
    let mut inline_block = [0u64; INLINE];
    let mut heap_block: Vec<u64> = Vec::new();
    let words = (plan.size as usize).div_ceil(8).max(min_words);
    let block: &mut [u64] = if words <= inline_block.len() {
        &mut inline_block[..words]
    } else {
        heap_block.resize(words, 0);
        &mut heap_block
    };
    let bytes: &mut [u8] = bytemuck::cast_slice_mut(block);
    let aliased = plan
        .pack(&request.args, address_of, bytes)
        .map_err(|why| GpuError::internal(backend, format!("@{}: {why}", request.kernel_name())))?;
    then(bytes, aliased)
}

/// `e`, the error of the library's launch call, saying which launch; a
/// `DriverError` there is the launch's failure (`LaunchFailed`).
pub(crate) fn launch_call_failed(mut e: GpuError, request: &LaunchRequest) -> GpuError {
    e.message = format!(
        "cannot launch @{} (grid {:?}, block {:?}): {}",
        request.kernel_name(),
        request.grid,
        request.block,
        e.message
    );
    if e.kind == ErrorKind::DriverError {
        e.kind = ErrorKind::LaunchFailed;
    }
    e
}

// ---------------------------------------------------------------- timelines

/// Longest sleep between two polls of a bounded wait.
const POLL_SLEEP: Duration = Duration::from_micros(50);

/// What is known of a device's numbered asynchronous launches (numbers
/// from 1, in stream order).
#[derive(Default)]
pub(crate) struct Ledger {
    /// Number of the last launch issued.
    pub(crate) issued: u64,
    /// Every launch numbered `≤ done` has ended.
    pub(crate) done: u64,
    /// Why launches after `done` did not end well.
    pub(crate) failure: Option<GpuError>,
}

impl Ledger {
    /// Every launch `≤ seq` ended; returns `done`.
    pub(crate) fn ended(&mut self, seq: u64) -> u64 {
        if seq > self.done {
            self.done = seq;
        }
        self.done
    }
}

/// A backend's timeline state: the [`Ledger`], and what it holds for the
/// launches in flight (their requests, their events).
pub(crate) trait TimelineState: Default {
    /// The backend's name in errors.
    const BACKEND: &'static str;
    /// What a kernel fault leaves unusable, for messages ("the CUDA
    /// context").
    const LOST: &'static str;

    fn ledger(&self) -> &Ledger;
    fn ledger_mut(&mut self) -> &mut Ledger;
    /// Every launch `≤ seq` ended: release what they hold.
    fn advance(&mut self, seq: u64);
    /// Lets go of every launch's request (the device is going away).
    fn release_requests(&mut self);

    /// The result of launch `seq` if it is known.
    fn result(&self, seq: u64) -> Option<Result<(), GpuError>> {
        let ledger = self.ledger();
        if seq <= ledger.done {
            return Some(Ok(()));
        }
        if let Some(e) = &ledger.failure {
            return Some(Err(e.clone()));
        }
        if seq > ledger.issued {
            return Some(Err(GpuError::internal(
                Self::BACKEND,
                format!(
                    "a fence for launch {seq}, but only {} were issued",
                    ledger.issued
                ),
            )));
        }
        None
    }

    /// The stream failed with `e`: every launch after `done` reports it
    /// (the first failure is kept).
    fn fail(&mut self, mut e: GpuError) {
        let ledger = self.ledger_mut();
        if ledger.failure.is_none() {
            if e.kind == ErrorKind::DeviceLost {
                e.message = format!(
                    "{} (an asynchronously launched kernel faulted; {} cannot be used any more)",
                    e.message,
                    Self::LOST
                );
            }
            ledger.failure = Some(e);
        }
    }
}

/// A device's numbered asynchronous launches: the backend's
/// [`TimelineState`] behind a lock. A poisoned lock still holds consistent
/// numbers: each update is a single assignment.
pub(crate) struct Timeline<S> {
    state: Mutex<S>,
}

impl<S: TimelineState> Timeline<S> {
    pub(crate) fn new() -> Timeline<S> {
        Timeline {
            state: Mutex::new(S::default()),
        }
    }

    pub(crate) fn lock(&self) -> MutexGuard<'_, S> {
        lock(&self.state)
    }

    /// The state, unlocked (the device's `Drop`).
    pub(crate) fn get_mut(&mut self) -> &mut S {
        self.state.get_mut().unwrap_or_else(|e| e.into_inner())
    }

    /// Number of the last launch issued (a stream synchronisation started
    /// after this call covers it).
    pub(crate) fn issued(&self) -> u64 {
        self.lock().ledger().issued
    }

    /// Records that every launch `≤ seq` ended (the stream was synchronised
    /// after it was issued), releasing their requests.
    pub(crate) fn ended_through(&self, seq: u64) {
        self.lock().advance(seq);
    }

    /// Releases every request: the device is going away and its stream
    /// was drained (every launch ended), or the drain failed with `failure`
    /// (then launches not known to have ended report it).
    pub(crate) fn release_all(&self, failure: Option<GpuError>) {
        let mut st = self.lock();
        match failure {
            None => {
                let issued = st.ledger().issued;
                st.advance(issued);
            }
            Some(e) => st.fail(e),
        }
        st.release_requests();
    }
}

/// A bounded wait's pause before its next poll: `false` (no pause) when
/// `deadline` has passed.
pub(crate) fn pause_before_poll(deadline: Instant) -> bool {
    let now = Instant::now();
    if now >= deadline {
        return false;
    }
    std::thread::sleep(POLL_SLEEP.min(deadline - now));
    true
}
