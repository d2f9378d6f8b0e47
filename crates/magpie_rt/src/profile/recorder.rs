//! The per-device side of profiling: whether a session is active, the
//! recording it fills, the memory counters, and the hooks the launch and
//! buffer paths call ([`Profiler::launch`], [`Profiler::transfer`]).
//!
//! Invariants: `active` is true exactly while `current` holds a
//! recording; a hook that finds no recording calls straight through (the
//! only cost is the flag's load); a recording's lock is never held while
//! a backend runs.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::ThreadId;
use std::time::Instant;

use super::{DeviceSpan, EventKind, MemorySample, MemoryStats, Placement, ProfileEvent};
use crate::backend::lock;
use crate::backend::{DeviceBackend, LaunchRequest, PendingSpan, TransferTime};
use crate::device::Device;
use crate::error::{ErrorKind, GpuError};
use crate::fence::Fence;

/// A device's profiler state (in `DeviceInner`).
#[derive(Debug, Default)]
pub(crate) struct Profiler {
    active: AtomicBool,
    current: Mutex<Option<Arc<Recording>>>,
    allocated: AtomicU64,
    peak: AtomicU64,
    allocations: AtomicU64,
    frees: AtomicU64,
}

/// What one session records.
#[derive(Debug)]
pub(crate) struct Recording {
    epoch: Instant,
    state: Mutex<State>,
}

#[derive(Default)]
struct State {
    events: Vec<ProfileEvent>,
    memory: Vec<MemorySample>,
    threads: Vec<ThreadId>,
    /// Device times still to read, by event index.
    pending: Vec<(usize, Deferred)>,
}

/// A device time read after its call returned.
enum Deferred {
    /// When a synchronous launch ran on the host clock (WebGPU's
    /// timestamps), kept inside its call.
    Sync(PendingSpan),
    /// When an asynchronous launch ran on the host clock (read once it
    /// has ended).
    Span(PendingSpan),
}

impl std::fmt::Debug for State {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("State")
            .field("events", &self.events.len())
            .field("pending", &self.pending.len())
            .finish_non_exhaustive()
    }
}

/// Device times left unread past this many are read at once (oldest
/// first), so that a long session does not hold every launch's timer.
const MAX_PENDING: usize = 4096;

impl Profiler {
    /// The active session's recording; `None` (one atomic load) when none.
    pub(crate) fn recording(&self) -> Option<Arc<Recording>> {
        if !self.active.load(Ordering::Acquire) {
            return None;
        }
        lock(&self.current).clone()
    }

    /// Starts a session on `device`: MPG_PROF_1002 when one is active.
    pub(crate) fn begin(&self, device: &Device) -> Result<Arc<Recording>, GpuError> {
        let mut current = lock(&self.current);
        if current.is_some() {
            return Err(GpuError::new(
                ErrorKind::ValidationFailed,
                device.err_backend(),
                format!(
                    "MPG_PROF_1002: a profiling session is already active on {} (end it before beginning another)",
                    device.describe()
                ),
            ));
        }
        let recording = Arc::new(Recording {
            epoch: Instant::now(),
            state: Mutex::new(State::default()),
        });
        recording.note_memory(self.allocated.load(Ordering::Relaxed));
        *current = Some(recording.clone());
        self.active.store(true, Ordering::Release);
        Ok(recording)
    }

    /// Ends the session of `recording`, if it is still the active one.
    pub(crate) fn end(&self, recording: &Arc<Recording>) {
        let mut current = lock(&self.current);
        if current.as_ref().is_some_and(|c| Arc::ptr_eq(c, recording)) {
            *current = None;
            self.active.store(false, Ordering::Release);
        }
    }

    pub(crate) fn memory_stats(&self) -> MemoryStats {
        MemoryStats {
            allocated_bytes: self.allocated.load(Ordering::Relaxed),
            peak_allocated_bytes: self.peak.load(Ordering::Relaxed),
            num_allocations: self.allocations.load(Ordering::Relaxed),
            num_frees: self.frees.load(Ordering::Relaxed),
            device_total_bytes: 0,
            device_available_bytes: 0,
        }
    }

    /// A buffer of `bytes` was allocated.
    pub(crate) fn note_alloc(&self, bytes: u64) {
        let now = self.allocated.fetch_add(bytes, Ordering::Relaxed) + bytes;
        self.peak.fetch_max(now, Ordering::Relaxed);
        self.allocations.fetch_add(1, Ordering::Relaxed);
        if let Some(r) = self.recording() {
            r.note_memory(now);
        }
    }

    /// A buffer of `bytes` was freed.
    pub(crate) fn note_free(&self, bytes: u64) {
        let now = self.allocated.fetch_sub(bytes, Ordering::Relaxed) - bytes;
        self.frees.fetch_add(1, Ordering::Relaxed);
        if let Some(r) = self.recording() {
            r.note_memory(now);
        }
    }
}

/// What a hook knows of the call it records.
pub(crate) struct Call {
    pub name: String,
    pub kind: EventKind,
    pub bytes: Option<u64>,
    pub grid: Option<[u32; 3]>,
    pub block: Option<[u32; 3]>,
    pub metadata: BTreeMap<String, String>,
}

impl Recording {
    /// Nanoseconds since the session began.
    pub(crate) fn now_ns(&self) -> u64 {
        self.ns(Instant::now())
    }

    fn ns(&self, t: Instant) -> u64 {
        u64::try_from(t.saturating_duration_since(self.epoch).as_nanos()).unwrap_or(u64::MAX)
    }

    /// This thread's number in the session.
    pub(crate) fn thread(&self) -> u32 {
        let id = std::thread::current().id();
        let mut st = lock(&self.state);
        let k = match st.threads.iter().position(|t| *t == id) {
            Some(k) => k,
            None => {
                st.threads.push(id);
                st.threads.len() - 1
            }
        };
        u32::try_from(k).unwrap_or(u32::MAX)
    }

    pub(crate) fn push(&self, event: ProfileEvent) {
        lock(&self.state).events.push(event);
    }

    /// Events recorded so far.
    pub(crate) fn event_count(&self) -> usize {
        lock(&self.state).events.len()
    }

    fn note_memory(&self, allocated_bytes: u64) {
        let at_ns = self.now_ns();
        lock(&self.state).memory.push(MemorySample {
            at_ns,
            allocated_bytes,
        });
    }

    /// Everything recorded, taken, with every device time left to read
    /// read now.
    pub(crate) fn take(&self) -> (Vec<ProfileEvent>, Vec<MemorySample>) {
        let pending = std::mem::take(&mut lock(&self.state).pending);
        self.resolve(pending);
        let mut st = lock(&self.state);
        (
            std::mem::take(&mut st.events),
            std::mem::take(&mut st.memory),
        )
    }

    /// Reads `pending` device times (outside the lock) and places them.
    fn resolve(&self, pending: Vec<(usize, Deferred)>) {
        // (event, synchronous, span in session nanoseconds)
        type Read = (usize, bool, Option<(u64, u64)>);
        let read: Vec<Read> = pending
            .into_iter()
            .map(|(i, d)| {
                let (sync, t) = match d {
                    Deferred::Sync(t) => (true, t),
                    Deferred::Span(t) => (false, t),
                };
                (i, sync, t().map(|(a, b)| (self.ns(a), self.ns(b))))
            })
            .collect();
        let mut st = lock(&self.state);
        for (i, sync, span) in read {
            let Some(e) = st.events.get_mut(i) else {
                continue;
            };
            let how = if sync {
                e.device = device_span(e.start_ns, e.end_ns, span, None);
                HOST_CLOCK
            } else {
                e.device = span.map(|(a, b)| async_device_span(e.start_ns, a, b));
                ASYNC_HOST_CLOCK
            };
            if e.device.is_some() {
                e.metadata.insert("device time".into(), how.into());
            }
        }
    }

    /// Keeps `d` for event `index`, reading the oldest at once when too
    /// many are kept.
    fn defer(&self, index: usize, d: Deferred) {
        let overflow = {
            let mut st = lock(&self.state);
            st.pending.push((index, d));
            if st.pending.len() > MAX_PENDING {
                let n = st.pending.len() - MAX_PENDING / 2;
                st.pending.drain(..n).collect()
            } else {
                Vec::new()
            }
        };
        self.resolve(overflow);
    }

    /// Starts the asynchronous launch `request` on `backend` and records
    /// it with its host span (recording and submission) and, where the
    /// backend can say when it ran, its device span, read when the session
    /// ends.
    pub(crate) fn async_launch(
        &self,
        call: Call,
        backend: &dyn DeviceBackend,
        request: LaunchRequest,
    ) -> Result<Fence, GpuError> {
        let thread = self.thread();
        let start = self.now_ns();
        let result = backend.launch_async_timed(request);
        let end = self.now_ns();
        let (result, span) = match result {
            Ok((fence, span)) => (Ok(fence), span),
            Err(e) => (Err(e), None),
        };
        let index = self.record(call, start, end, thread, None, &result);
        if let Some(span) = span {
            self.defer(index, Deferred::Span(span));
        }
        result
    }

    /// Runs the transfer `f` and records it with its host span and, where
    /// the backend timed it on the device, its device span (inside the
    /// host span, as a synchronous launch's is).
    pub(crate) fn transfer_call(
        &self,
        call: Call,
        f: impl FnOnce() -> Result<Option<TransferTime>, GpuError>,
    ) -> Result<(), GpuError> {
        let thread = self.thread();
        let start = self.now_ns();
        let result = f();
        let end = self.now_ns();
        let device = match &result {
            Ok(Some(TransferTime::Span(from, to))) => {
                device_span(start, end, Some((self.ns(*from), self.ns(*to))), None)
            }
            Ok(Some(TransferTime::Duration(ns))) => device_span(start, end, None, Some(*ns)),
            Ok(None) | Err(_) => None,
        };
        let result = result.map(drop);
        self.record(call, start, end, thread, device, &result);
        result
    }

    /// Runs the synchronous launch `f` on `backend` and records it with its
    /// host span and, where the backend measured it, its device span
    /// (module docs of [`super`]).
    pub(crate) fn sync_launch(
        &self,
        call: Call,
        backend: &dyn DeviceBackend,
        f: impl FnOnce() -> Result<(), GpuError>,
    ) -> Result<(), GpuError> {
        let thread = self.thread();
        let start = self.now_ns();
        let result = f();
        let end = self.now_ns();
        let mut pending = None;
        let device = match &result {
            Ok(()) => {
                let exact = backend
                    .last_dispatch_span()
                    .map(|(from, to)| (self.ns(from), self.ns(to)));
                if exact.is_none() {
                    pending = backend.take_dispatch_span();
                }
                let duration = match (&exact, &pending) {
                    (None, None) => backend.last_dispatch_ns(),
                    _ => None,
                };
                device_span(start, end, exact, duration)
            }
            Err(_) => None,
        };
        let index = self.record(call, start, end, thread, device, &result);
        if let Some(p) = pending {
            self.defer(index, Deferred::Sync(p));
        }
        result
    }

    fn record<T>(
        &self,
        call: Call,
        start: u64,
        end: u64,
        thread: u32,
        device: Option<DeviceSpan>,
        result: &Result<T, GpuError>,
    ) -> usize {
        let mut metadata = call.metadata;
        if let Err(e) = result {
            metadata.insert("error".into(), e.to_string());
        }
        if let Some(d) = &device {
            let how = match d.placement {
                Placement::HostClock => HOST_CLOCK,
                Placement::EndOfHostCall => DURATION_ONLY,
            };
            metadata.insert("device time".into(), how.into());
        }
        let mut st = lock(&self.state);
        st.events.push(ProfileEvent {
            name: call.name,
            kind: call.kind,
            start_ns: start,
            end_ns: end.max(start),
            thread,
            device,
            bytes: call.bytes,
            grid: call.grid,
            block: call.block,
            metadata,
        });
        st.events.len() - 1
    }
}

/// How a device span measured on the host's clock was placed (event
/// metadata).
const HOST_CLOCK: &str = "measured on the host clock";
/// How a duration-only device span was placed (event metadata).
const DURATION_ONLY: &str =
    "device timestamps: duration measured, placed at the end of its host call";
/// How an asynchronous launch's device span was placed (event metadata).
const ASYNC_HOST_CLOCK: &str = "measured on the host clock, after its host call began";

/// The device span of an asynchronous launch whose call began at `call`
/// and which ran from `start` to `end` (session nanoseconds): kept where
/// it was measured, except that it starts no earlier than its call (a
/// calibration error cannot put a kernel before its submission).
pub(crate) fn async_device_span(call: u64, start: u64, end: u64) -> DeviceSpan {
    let start = start.max(call);
    DeviceSpan {
        start_ns: start,
        end_ns: end.max(start),
        placement: Placement::HostClock,
    }
}

/// The device span of a synchronous call that ran from `start` to `end`
/// (session nanoseconds): `exact` when the backend knows it on the host
/// clock, else `duration` placed to end with the call (and start no
/// earlier than it), else none. An exact span a clock's error puts partly
/// outside the call (the work of a synchronous call runs inside it) is
/// moved inside, keeping its length unless it is longer than the call.
pub(crate) fn device_span(
    start: u64,
    end: u64,
    exact: Option<(u64, u64)>,
    duration: Option<u64>,
) -> Option<DeviceSpan> {
    if let Some((s, e)) = exact {
        let end = end.max(start);
        let len = e.saturating_sub(s).min(end - start);
        let s = s.clamp(start, end - len);
        return Some(DeviceSpan {
            start_ns: s,
            end_ns: s + len,
            placement: Placement::HostClock,
        });
    }
    duration.map(|ns| DeviceSpan {
        start_ns: end.saturating_sub(ns).max(start),
        end_ns: end,
        placement: Placement::EndOfHostCall,
    })
}
