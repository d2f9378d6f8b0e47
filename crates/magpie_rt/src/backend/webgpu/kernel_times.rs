//! The last synchronous launch's device time, per runtime device, and
//! whether synchronous launches are timed: while someone reads their times.
//!
//! A timed dispatch writes two timestamp queries, and wgpu resets them
//! inside the launch's own command buffer (a compute pass cannot defer the
//! reset, and WebGPU has no host-side reset): about 5 µs of GPU turnaround
//! per synchronous launch on an H100 or H200, a fifth of the launch. So a
//! device times its synchronous launches only while their times are read:
//!
//! - it starts timing;
//! - after [`UNREAD_BEFORE_UNTIMED`] timed launches in a row whose time
//!   nobody asked for (each replaced by the next before being read), it
//!   stops;
//! - asking for the last time ([`TimingDemand::asked`]) starts it again:
//!   the launch after the question is timed. The question itself is
//!   answered `None` when the last launch was untimed, never with the time
//!   of an older one.
//!
//! Times are kept per runtime device ([`KernelTimes`], one per
//! `WebGpuBackend`), though runtimes share the wgpu device: launches of
//! another runtime neither replace this one's last time nor stop its
//! timing.
//!
//! Invariants: `unread` counts only timed launches since the last question;
//! `wanted` turns false only when it reaches the limit; the kept timer is
//! that of the last synchronous launch, or none when it was untimed.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::Mutex;

use super::device::{Gpu, Timer};
use crate::backend::lock;

/// Timed launches in a row nobody read the time of, after which
/// synchronous launches go untimed until the next question.
const UNREAD_BEFORE_UNTIMED: u32 = 16;

#[derive(Debug)]
struct TimingDemand {
    wanted: AtomicBool,
    unread: AtomicU32,
}

impl Default for TimingDemand {
    fn default() -> Self {
        TimingDemand {
            wanted: AtomicBool::new(true),
            unread: AtomicU32::new(0),
        }
    }
}

impl TimingDemand {
    /// Whether the next synchronous launch is to be timed.
    fn wanted(&self) -> bool {
        self.wanted.load(Ordering::Relaxed)
    }

    /// A timed launch completed; `previous_unread` says whether the time
    /// it replaces as the last one was never asked for.
    fn replaced(&self, previous_unread: bool) {
        if !previous_unread {
            return;
        }
        let unread = self.unread.fetch_add(1, Ordering::Relaxed) + 1;
        if unread >= UNREAD_BEFORE_UNTIMED {
            self.wanted.store(false, Ordering::Relaxed);
        }
    }

    /// Someone asked for the last launch's time.
    fn asked(&self) {
        self.unread.store(0, Ordering::Relaxed);
        self.wanted.store(true, Ordering::Relaxed);
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stops_after_the_limit_of_unread_times_and_restarts_when_asked() {
        let d = TimingDemand::default();
        assert!(d.wanted());
        // The first timed launch replaces nothing; each later one replaces
        // an unread time.
        for _ in 0..UNREAD_BEFORE_UNTIMED - 1 {
            d.replaced(true);
            assert!(d.wanted());
        }
        d.replaced(true);
        assert!(!d.wanted());
        d.asked();
        assert!(d.wanted());
    }

    #[test]
    fn read_times_keep_it_timing() {
        let d = TimingDemand::default();
        for _ in 0..10 * UNREAD_BEFORE_UNTIMED {
            d.replaced(false);
            d.asked();
        }
        assert!(d.wanted());
        // A question resets the count of unread times.
        for _ in 0..UNREAD_BEFORE_UNTIMED - 1 {
            d.replaced(true);
        }
        d.asked();
        d.replaced(true);
        assert!(d.wanted());
    }
}
