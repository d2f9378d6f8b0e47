//! Profiling (spec §11): a session per device, an event for every launch,
//! upload, readback and copy made while it is active, markers, memory
//! statistics, the Chrome trace export ([`chrome`]), a self-contained HTML
//! timeline ([`html_timeline`]) and a summary per kernel ([`summarize`]).
//!
//! Clocks: every time is nanoseconds since the session began on the host's
//! monotonic clock (`Instant`). An event's host span is the call that
//! caused it. Its device span, where the backend measured one, is placed
//! on the same clock ([`Placement`]): where the backend reports its
//! execution on the host clock (the CPU executor runs on host threads;
//! CUDA and HIP measure their events from an anchor event the host saw
//! complete; Vulkan converts its timestamps through calibrated clocks;
//! WebGPU places its timestamps back from a tick anchor), there, kept
//! inside the call; otherwise only the duration is known (Vulkan without
//! calibrated timestamps), and the span is placed to end where its
//! synchronous host call ended, which keeps it inside that call.
//!
//! Cost: with no session active, a launch or transfer reads one atomic
//! flag ([`recorder::Profiler::recording`]); memory statistics are a few
//! atomic additions per allocation and free, always on.
//!
//! Invariants: at most one session per device (a second is MPG_PROF_1002);
//! a device span lies inside its host span; markers nest (a `mark_end`
//! must name the innermost open marker); events are kept in the order
//! their host calls ended.

mod chrome;
pub mod counters;
mod html;
pub(crate) mod recorder;
mod summary;
#[cfg(test)]
mod tests;

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

pub use chrome::{check_chrome_trace, chrome_trace_json, TraceCheck};
pub use counters::{CounterInfo, CounterReadout, KernelCounters};
pub use html::html_timeline;
pub use summary::{summarize, KernelSummary};

use crate::args::Arg;
use crate::device::Device;
use crate::error::{ErrorKind, GpuError};
use crate::kernel::Kernel;
use counters::{CounterCollector, StartedCounters};
use recorder::Recording;

/// What an event records.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum EventKind {
    /// A kernel launch (synchronous or not).
    Launch,
    /// Host to device: a buffer written.
    Upload,
    /// Device to host: a buffer read.
    Readback,
    /// Device to device: a buffer copied into another.
    Copy,
    /// A region between `mark_begin` and `mark_end`.
    Marker,
}

impl EventKind {
    /// The Chrome trace category (spec §11.5 spelling).
    pub fn category(self) -> &'static str {
        match self {
            EventKind::Launch => "gpu.launch",
            EventKind::Upload | EventKind::Readback | EventKind::Copy => "gpu.transfer",
            EventKind::Marker => "gpu.marker",
        }
    }
}

/// How a device span was put on the host's clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placement {
    /// Measured on the host's clock (or a device clock aligned with it).
    HostClock,
    /// Only the duration was measured; the span ends where its host call
    /// ended.
    EndOfHostCall,
}

/// When the device ran an event's work, in session nanoseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeviceSpan {
    pub start_ns: u64,
    pub end_ns: u64,
    pub placement: Placement,
}

/// One recorded event (spec `gpu.TProfileEvent`, with what a trace needs).
#[derive(Clone, Debug, PartialEq)]
pub struct ProfileEvent {
    /// The kernel's name for a launch, else what happened (`upload`, ...)
    /// or the marker's name.
    pub name: String,
    pub kind: EventKind,
    /// The host call, in nanoseconds since the session began.
    pub start_ns: u64,
    pub end_ns: u64,
    /// The host thread that made the call, numbered from 0 in the order
    /// threads first appear in the session.
    pub thread: u32,
    /// Where the device ran it, when measured.
    pub device: Option<DeviceSpan>,
    /// Bytes moved (transfers) or bound (launches: the buffers' sizes).
    pub bytes: Option<u64>,
    pub grid: Option<[u32; 3]>,
    pub block: Option<[u32; 3]>,
    /// Anything else worth showing: the code a launch ran, whether it was
    /// asynchronous, how its device time was measured.
    pub metadata: BTreeMap<String, String>,
}

/// Bytes allocated on the device at one moment of a session.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemorySample {
    pub at_ns: u64,
    pub allocated_bytes: u64,
}

/// What a session recorded (what `gpu.profile.@end` returns).
#[derive(Clone, Debug, PartialEq)]
pub struct Profile {
    /// The device's name and backend, for the trace's process.
    pub device: String,
    pub backend: String,
    pub events: Vec<ProfileEvent>,
    /// Allocated bytes at the session's start and after each allocation
    /// or free during it.
    pub memory: Vec<MemorySample>,
    /// Vendor counters per kernel launch, in launch order, where they were
    /// enabled ([`ProfileSession::enable_counters`]); each is also in its
    /// launch event's metadata (`counter.NAME`) where the two match.
    pub counters: Vec<KernelCounters>,
}

impl Profile {
    /// The host threads that made calls (markers aside), in order.
    pub fn host_threads(&self) -> Vec<u32> {
        let mut threads: Vec<u32> = self
            .events
            .iter()
            .filter(|e| e.kind != EventKind::Marker)
            .map(|e| e.thread)
            .collect();
        threads.sort_unstable();
        threads.dedup();
        threads
    }

    /// Writes this profile as a Chrome trace ([`chrome_trace_json`]).
    pub fn export_chrome_trace(&self, path: &Path) -> Result<(), GpuError> {
        std::fs::write(path, chrome_trace_json(&[self])).map_err(|e| {
            GpuError::new(
                ErrorKind::ValidationFailed,
                GpuError::RUNTIME,
                format!("cannot write the trace to {}: {e}", path.display()),
            )
        })
    }
}

/// A device's memory statistics (spec `gpu.TMemoryStats`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MemoryStats {
    /// Bytes in buffers of this device now.
    pub allocated_bytes: u64,
    /// The most `allocated_bytes` has been.
    pub peak_allocated_bytes: u64,
    pub num_allocations: u64,
    pub num_frees: u64,
    /// What the device reports; 0 when unknown.
    pub device_total_bytes: u64,
    pub device_available_bytes: u64,
}

/// An active profiling session on one device; ended by [`end`](Self::end)
/// (or dropped, which discards what it recorded).
pub struct ProfileSession {
    device: Device,
    recording: Arc<Recording>,
    /// Open markers, innermost last: name and start.
    open: Vec<(String, u64, u32)>,
    /// Vendor counters, once enabled.
    counters: Option<Counters>,
}

/// A session's vendor counters: collecting until read, then the readout.
struct Counters {
    collector: Option<Box<dyn CounterCollector>>,
    enabled: Vec<CounterInfo>,
    /// Events recorded before collection began: the launches after them
    /// are the ones measured.
    from_event: usize,
    /// Events recorded when collection stopped.
    until_event: Option<usize>,
    readout: Option<Result<CounterReadout, GpuError>>,
}

impl Counters {
    /// What was measured, stopping the collection first if it runs
    /// (`recorded`: the events recorded by then).
    fn readout(&mut self, recorded: usize) -> &Result<CounterReadout, GpuError> {
        let collector = self.collector.take();
        self.until_event.get_or_insert(recorded);
        self.readout.get_or_insert_with(|| match collector {
            Some(c) => c.finish(),
            None => Ok(CounterReadout::default()),
        })
    }
}

impl std::fmt::Debug for ProfileSession {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ProfileSession")
            .field("device", &self.device)
            .field("open_markers", &self.open.len())
            .finish()
    }
}

impl Device {
    /// Starts a profiling session on this device (spec
    /// `gpu.profile.@begin`): from now until it ends, every launch,
    /// upload, readback and copy on the device is recorded. A second
    /// session while one is active is an error (MPG_PROF_1002).
    pub fn profile_begin(&self) -> Result<ProfileSession, GpuError> {
        let recording = self.inner.profiler.begin(self)?;
        self.inner.backend.time_launches();
        Ok(ProfileSession {
            device: self.clone(),
            recording,
            open: Vec::new(),
            counters: None,
        })
    }

    /// The hardware counters this device can collect per kernel (spec
    /// `gpu.profile.@available_counters`); empty where its backend has
    /// none.
    pub fn available_counters(&self) -> Vec<CounterInfo> {
        self.inner.backend.available_counters()
    }

    /// This device's memory statistics (spec `gpu.profile.@memory_stats`).
    pub fn memory_stats(&self) -> MemoryStats {
        let mut stats = self.inner.profiler.memory_stats();
        stats.device_total_bytes = self.memory_total();
        stats.device_available_bytes = self.memory_available();
        stats
    }
}

impl ProfileSession {
    /// The device being profiled.
    pub fn device(&self) -> &Device {
        &self.device
    }

    /// Opens a marker named `name` (nested inside any open one).
    pub fn mark_begin(&mut self, name: &str) -> Result<(), GpuError> {
        let thread = self.recording.thread();
        self.open
            .push((name.to_string(), self.recording.now_ns(), thread));
        Ok(())
    }

    /// Closes the innermost open marker, which must be `name`.
    pub fn mark_end(&mut self, name: &str) -> Result<(), GpuError> {
        match self.open.last() {
            Some((open, _, _)) if open == name => {}
            Some((open, _, _)) => {
                return Err(self.misuse(format!(
                    "mark_end(\"{name}\"): the innermost open marker is \"{open}\" (markers nest: close it first)"
                )))
            }
            None => {
                return Err(self.misuse(format!(
                    "mark_end(\"{name}\"): no marker is open (open one with mark_begin)"
                )))
            }
        }
        if let Some((name, start, thread)) = self.open.pop() {
            self.recording
                .push(marker(name, start, self.recording.now_ns(), thread, None));
        }
        Ok(())
    }

    /// Launches `kernel` synchronously and records it with its device
    /// time (spec `gpu.profile.@launch_profiled`). Every launch on the
    /// device is recorded while the session is active; this one also
    /// makes sure its device time is asked for.
    pub fn launch_profiled(
        &mut self,
        kernel: &Kernel,
        grid: [u32; 3],
        block: [u32; 3],
        args: &[Arg<'_>],
    ) -> Result<(), GpuError> {
        if kernel.device() != &self.device {
            return Err(self.misuse(format!(
                "launch_profiled: @{} is compiled for {}, this session profiles {}",
                kernel.name(),
                kernel.device().describe(),
                self.device.describe()
            )));
        }
        kernel.launch(grid, block, args)
    }

    /// Collects `names` (from [`Device::available_counters`], or the
    /// vendor's own metric names) for every kernel launched from now on
    /// (spec `gpu.profile.@enable_counters`). Returns warnings, also
    /// logged: MPG_PROF_1001 where the device has no counters (nothing is
    /// collected, as where the vendor's tool fails to start, with its
    /// reason), MPG_PROF_1003 for each name it does not support (the
    /// others are collected). While counters are collected the vendor's
    /// tool may serialise and replay each kernel: launches are slower,
    /// their results unchanged. Enabling twice is an error.
    pub fn enable_counters(&mut self, names: &[&str]) -> Result<Vec<String>, GpuError> {
        if self.counters.is_some() {
            return Err(
                self.misuse("enable_counters: counters are already enabled in this session".into())
            );
        }
        let device = self.device.describe();
        let unavailable = |why: &str| {
            let w = format!("MPG_PROF_1001: vendor counters are not available on {device}: {why}");
            tracing::warn!("{w}");
            Ok(vec![w])
        };
        if self.device.available_counters().is_empty() {
            return unavailable("its backend has none here");
        }
        let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
        let from_event = self.recording.event_count();
        // Counters are an addition to the profile: a vendor tool that
        // fails to start is a warning, and the session goes on without.
        let started = match self.device.inner.backend.start_counters(&names) {
            Ok(s) => s,
            Err(e) => return unavailable(&e.message),
        };
        let StartedCounters {
            collector,
            enabled,
            refused,
        } = started;
        let warnings: Vec<String> = refused
            .iter()
            .map(|n| format!("MPG_PROF_1003: counter `{n}` is not supported on {device}"))
            .collect();
        for w in &warnings {
            tracing::warn!("{w}");
        }
        self.counters = Some(Counters {
            collector: Some(collector),
            enabled,
            from_event,
            until_event: None,
            readout: None,
        });
        Ok(warnings)
    }

    /// The counters enabled, each combined over the kernels launched since
    /// (spec `gpu.profile.@read_counters`): sums added, rates and
    /// percentages averaged over kernel time ([`counters::combine`]).
    /// Stops the collection: launches after this are not counted. Empty
    /// where no counters were enabled.
    pub fn read_counters(&mut self) -> Result<BTreeMap<String, f64>, GpuError> {
        let Some(c) = self.counters.as_mut() else {
            return Ok(BTreeMap::new());
        };
        let readout = c.readout(self.recording.event_count()).clone()?;
        Ok(counters::combine(&readout, &c.enabled))
    }

    /// Ends the session (spec `gpu.profile.@end`) and returns what it
    /// recorded. Markers still open are closed now, marked so in their
    /// metadata.
    pub fn end(mut self) -> Result<Profile, GpuError> {
        let now = self.recording.now_ns();
        while let Some((name, start, thread)) = self.open.pop() {
            self.recording.push(marker(
                name,
                start,
                now,
                thread,
                Some("closed when the session ended"),
            ));
        }
        let recorded = self.recording.event_count();
        let counted = self.counters.take().map(|mut c| {
            let readout = c.readout(recorded).clone();
            (readout, c.from_event, c.until_event.unwrap_or(recorded))
        });
        self.device.inner.profiler.end(&self.recording);
        let (mut events, memory) = self.recording.take();
        let counters = match counted {
            Some((Ok(readout), from, until)) => {
                let during = events
                    .get_mut(from..until.min(recorded))
                    .unwrap_or_default();
                for e in during.iter_mut().filter(|e| e.kind == EventKind::Launch) {
                    e.metadata.insert(
                        counters::COLLECTED.into(),
                        "collected; the time may include the tool's replays".into(),
                    );
                }
                attach_counters(during, &readout.kernels);
                readout.kernels
            }
            Some((Err(e), _, _)) => {
                tracing::warn!("MPG_PROF_1001: the vendor counters could not be read: {e}");
                Vec::new()
            }
            None => Vec::new(),
        };
        Ok(Profile {
            device: self.device.name().to_string(),
            backend: self.device.backend().spec_name().to_string(),
            events,
            memory,
            counters,
        })
    }

    fn misuse(&self, message: String) -> GpuError {
        GpuError::new(
            ErrorKind::ValidationFailed,
            self.device.err_backend(),
            message,
        )
    }
}

impl Drop for ProfileSession {
    fn drop(&mut self) {
        self.device.inner.profiler.end(&self.recording);
    }
}

/// Puts each kernel's counters in the metadata of the launch they
/// measured: the launches among `events` (those recorded while counters
/// were collected), in order, paired with the vendor's ranges in order
/// when every pair names the same kernel or the counts agree (else
/// nothing is attached: the pairing would be a guess).
fn attach_counters(events: &mut [ProfileEvent], kernels: &[KernelCounters]) {
    let launches: Vec<&mut ProfileEvent> = events
        .iter_mut()
        .filter(|e| e.kind == EventKind::Launch)
        .collect();
    let same_names = launches
        .iter()
        .zip(kernels)
        .all(|(e, k)| e.name == k.kernel);
    if !(same_names || launches.len() == kernels.len()) {
        return;
    }
    for (e, k) in launches.into_iter().zip(kernels) {
        for (name, value) in &k.values {
            e.metadata
                .insert(format!("counter.{name}"), format!("{value}"));
        }
    }
}

fn marker(name: String, start: u64, end: u64, thread: u32, note: Option<&str>) -> ProfileEvent {
    let mut metadata = BTreeMap::new();
    if let Some(note) = note {
        metadata.insert("note".to_string(), note.to_string());
    }
    ProfileEvent {
        name,
        kind: EventKind::Marker,
        start_ns: start,
        end_ns: end.max(start),
        thread,
        device: None,
        bytes: None,
        grid: None,
        block: None,
        metadata,
    }
}
