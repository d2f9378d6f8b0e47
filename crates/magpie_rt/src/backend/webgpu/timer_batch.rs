//! A profiling session's synchronous launch timers, read together.
//!
//! Reading one launch's timestamps costs a submission and a wait, about as
//! much as the launch; a session keeps every launch's timer and reads them
//! when it ends (or when too many are kept), one at a time. Here the first
//! read reads every timer kept so far in one submission
//! ([`Gpu::read_timers_ns`]) and keeps the other answers for their own
//! reads. Timers go back to the device's pool once read, or when their
//! read is dropped unasked.
//!
//! Invariant: every timer added is in `unread` until a read takes it, and
//! its answer is in `read` until its [`PendingRead`] asks for it or is
//! dropped; nothing stays once its `PendingRead` is gone.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use super::device::{Gpu, Timer};

/// The timers kept and the answers read ahead.
#[derive(Default)]
pub(crate) struct TimerBatch {
    state: Mutex<State>,
}

#[derive(Default)]
struct State {
    next: u64,
    unread: Vec<(u64, Timer)>,
    read: HashMap<u64, Option<u64>>,
}

impl std::fmt::Debug for TimerBatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TimerBatch").finish_non_exhaustive()
    }
}

impl TimerBatch {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Keeps `timer` (of a completed launch) until its read.
    pub(crate) fn add(self: &Arc<Self>, gpu: &Arc<Gpu>, timer: Timer) -> PendingRead {
        let mut st = self.lock();
        st.next += 1;
        let id = st.next;
        st.unread.push((id, timer));
        PendingRead {
            batch: self.clone(),
            gpu: gpu.clone(),
            id,
        }
    }

    /// Nanoseconds of timer `id`: read ahead, or read now with every other
    /// timer kept.
    fn take(&self, gpu: &Gpu, id: u64) -> Option<u64> {
        let mut st = self.lock();
        if let Some(ns) = st.read.remove(&id) {
            return ns;
        }
        let unread = std::mem::take(&mut st.unread);
        let timers: Vec<&Timer> = unread.iter().map(|(_, t)| t).collect();
        let times = gpu.read_timers_ns(&timers);
        for ((read, timer), ns) in unread.into_iter().zip(times) {
            gpu.put_timer(timer);
            st.read.insert(read, ns.filter(|&ns| ns > 0));
        }
        st.read.remove(&id).flatten()
    }

    /// Forgets timer `id` (its read was dropped unasked).
    fn forget(&self, gpu: &Gpu, id: u64) {
        let mut st = self.lock();
        st.read.remove(&id);
        if let Some(at) = st.unread.iter().position(|(i, _)| *i == id) {
            let (_, timer) = st.unread.swap_remove(at);
            gpu.put_timer(timer);
        }
    }
}

/// One kept timer's read, to ask once ([`PendingRead::ns`]).
pub(crate) struct PendingRead {
    batch: Arc<TimerBatch>,
    gpu: Arc<Gpu>,
    id: u64,
}

impl PendingRead {
    /// Nanoseconds the launch ran on the device; `None` where the read
    /// failed.
    pub(crate) fn ns(self) -> Option<u64> {
        self.batch.take(&self.gpu, self.id)
    }
}

impl Drop for PendingRead {
    fn drop(&mut self) {
        self.batch.forget(&self.gpu, self.id);
    }
}
