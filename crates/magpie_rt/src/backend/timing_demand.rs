//! Whether a device times its launches: while someone reads their times.
//!
//! A timed launch writes two timestamps, which costs GPU turnaround on
//! every launch (WebGPU: about 5 µs of a 25 µs synchronous launch, wgpu
//! resetting the queries in the command buffer; Vulkan: the two writes
//! and their host-side reset). So a device times its launches only while
//! their times are read:
//!
//! - it starts timing;
//! - after [`UNREAD_BEFORE_UNTIMED`] timed launches in a row whose time
//!   nobody asked for (each replaced by the next before being read), it
//!   stops;
//! - asking for the last time ([`TimingDemand::asked`]) starts it again:
//!   the launch after the question is timed. The question itself is
//!   answered `None` when the last launch was untimed, never with the time
//!   of an older one (each backend keeps that promise).
//!
//! Invariants: `unread` counts only timed launches since the last question;
//! `wanted` turns false only when it reaches the limit.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

/// Timed launches in a row nobody read the time of, after which
/// launches go untimed until the next question.
const UNREAD_BEFORE_UNTIMED: u32 = 16;

#[derive(Debug)]
pub(crate) struct TimingDemand {
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
    /// Whether the next launch is to be timed.
    pub(crate) fn wanted(&self) -> bool {
        self.wanted.load(Ordering::Relaxed)
    }

    /// A timed launch completed; `previous_unread` says whether the time
    /// it replaces as the last one was never asked for.
    pub(crate) fn replaced(&self, previous_unread: bool) {
        if !previous_unread {
            return;
        }
        let unread = self.unread.fetch_add(1, Ordering::Relaxed) + 1;
        if unread >= UNREAD_BEFORE_UNTIMED {
            self.wanted.store(false, Ordering::Relaxed);
        }
    }

    /// Someone asked for the last launch's time.
    pub(crate) fn asked(&self) {
        self.unread.store(0, Ordering::Relaxed);
        self.wanted.store(true, Ordering::Relaxed);
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
