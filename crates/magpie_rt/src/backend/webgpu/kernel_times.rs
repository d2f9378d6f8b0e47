//! The last synchronous launch's device time, per runtime device, and
//! whether synchronous launches are timed: while someone reads their times
//! ([`TimingDemand`]).
//!
//! A timed dispatch writes two timestamp queries, and wgpu resets them
//! inside the launch's own command buffer (a compute pass cannot defer the
//! reset, and WebGPU has no host-side reset): about 5 µs of GPU turnaround
//! per synchronous launch on an H100 or H200, a fifth of the launch.
//!
//! Times are kept per runtime device ([`KernelTimes`], one per
//! `WebGpuBackend`), though runtimes share the wgpu device: launches of
//! another runtime neither replace this one's last time nor stop its
//! timing.
//!
//! Invariant: the kept timer is that of the last synchronous launch, or
//! none when it was untimed.

use std::sync::Mutex;

use super::device::{Gpu, Timer};
use crate::backend::lock;
use crate::backend::timing_demand::TimingDemand;

/// The last synchronous launch's timer and, once read, its time.
struct LastTimer {
    timer: Timer,
    ns: Option<u64>,
}

/// One runtime device's last kernel time and timing demand.
#[derive(Default)]
pub(crate) struct KernelTimes {
    last: Mutex<Option<LastTimer>>,
    demand: TimingDemand,
}

impl std::fmt::Debug for KernelTimes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("KernelTimes")
            .field("demand", &self.demand)
            .finish_non_exhaustive()
    }
}

impl KernelTimes {
    /// Whether the next synchronous launch is to be timed: the device has
    /// timestamps and someone reads them.
    pub(crate) fn wanted(&self, gpu: &Gpu) -> bool {
        gpu.has_timestamps() && self.demand.wanted()
    }

    /// Times the next synchronous launches (someone is about to read
    /// their times).
    pub(crate) fn time_launches(&self) {
        self.demand.asked();
    }

    /// A synchronous launch completed, timed with `timer` or untimed. Its
    /// timestamps are read only when asked for: mapping them after every
    /// launch cost as much as the rest of a synchronous launch. The
    /// previous timer goes back to `gpu`'s pool.
    pub(crate) fn completed(&self, gpu: &Gpu, timer: Option<Timer>) {
        let timed = timer.is_some();
        let old = std::mem::replace(
            &mut *lock(&self.last),
            timer.map(|timer| LastTimer { timer, ns: None }),
        );
        if let Some(old) = old {
            if timed {
                self.demand.replaced(old.ns.is_none());
            }
            gpu.put_timer(old.timer);
        }
    }

    /// Nanoseconds the last synchronous launch ran on the device (read on
    /// the first question after it); `None` before any, without
    /// timestamps, when that launch was not timed (the question turns
    /// timing back on), or when the read fails.
    /// The last timed launch's timer, taken, to be read later (a
    /// profiling session reads its launches' times when it ends: reading
    /// one costs a submission and a wait). Counts as asking for times;
    /// `None` when the last launch was not timed or its time was read.
    pub(crate) fn take_last(&self, gpu: &Gpu) -> Option<Timer> {
        if !gpu.has_timestamps() {
            return None;
        }
        self.demand.asked();
        let mut last = lock(&self.last);
        if last.as_ref().is_some_and(|l| l.ns.is_none()) {
            return last.take().map(|l| l.timer);
        }
        None
    }

    pub(crate) fn last_ns(&self, gpu: &Gpu) -> Option<u64> {
        if !gpu.has_timestamps() {
            return None;
        }
        self.demand.asked();
        let mut last = lock(&self.last);
        let last = last.as_mut()?;
        if last.ns.is_none() {
            last.ns = Some(gpu.read_timer_ns(&last.timer)?);
        }
        last.ns.filter(|&ns| ns > 0)
    }
}
