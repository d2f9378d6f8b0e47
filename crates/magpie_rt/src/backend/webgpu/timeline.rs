//! Completion of asynchronous launches by number, with no thread per
//! launch: a launch is recorded and submitted, numbered (`seq`, from 1)
//! under the timeline's lock so that numbers follow submission order, and
//! kept in `inflight` (its [`Pending`] owns its buffers, module and
//! timestamp queries) until a fence asks for it. Its fence is that number
//! ([`Fence::tracked`]).
//!
//! Every launch numbered `≤ done` has ended; waiting for launch `seq`
//! finishes every launch up to it, oldest first ([`launch::finish`]: a
//! wait on its submission, then its timestamps), one waiter at a time
//! (`finishing`), without holding the state's lock, so other threads keep
//! launching meanwhile. A bounded wait or a poll asks the device whether
//! the oldest launch's submission ended (a poll with a zero timeout) and
//! finishes it if so. A launch that failed keeps its error in `failed`
//! (every wait of its fence returns it).
//!
//! Asynchronous launches are timed only for profiling sessions
//! ([`Timeline::launch_timed`]): their timers wait in a cell of their own
//! until the session reads them.
//!
//! Memory held by launches nobody waits for is bounded: past
//! [`MAX_INFLIGHT`] a new launch first finishes the oldest.

use std::collections::{BTreeMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::conv::NAME;
use super::device::Gpu;
use super::launch::{self, Pending, TimerCell};
use crate::backend::lock;
use crate::backend::{LaunchRequest, PendingSpan};
use crate::error::GpuError;
use crate::fence::{Fence, FenceSource};

/// Launches kept before a new one finishes the oldest.
pub(crate) const MAX_INFLIGHT: usize = 4096;
/// Longest sleep between two looks of a bounded wait.
const POLL_SLEEP: Duration = Duration::from_micros(50);

#[derive(Default)]
struct State {
    /// Number of the last launch issued.
    issued: u64,
    /// Every launch numbered `≤ done` has ended.
    done: u64,
    inflight: VecDeque<(u64, Pending)>,
    /// The launches that ended with an error (rare), by number.
    failed: BTreeMap<u64, GpuError>,
}

/// A device's numbered asynchronous launches.
pub(crate) struct Timeline {
    state: Mutex<State>,
    finishing: Mutex<()>,
}

impl Timeline {
    pub(crate) fn new() -> Arc<Timeline> {
        Arc::new(Timeline {
            state: Mutex::new(State::default()),
            finishing: Mutex::new(()),
        })
    }

    /// Records and submits `request`; its fence.
    pub(crate) fn launch(
        self: &Arc<Self>,
        gpu: &Arc<Gpu>,
        request: LaunchRequest,
    ) -> Result<Fence, GpuError> {
        self.launch_into(gpu, request, None).map(|(fence, _)| fence)
    }

    /// [`launch`](Timeline::launch), timed: when it ran on the host's
    /// clock, read when asked (a profiling session, when it ends): the
    /// launch waited for, its timestamps read and placed through the
    /// device's tick anchor ([`Gpu::host_span`]). Where the device has no
    /// timestamps, untimed.
    pub(crate) fn launch_timed(
        self: &Arc<Self>,
        gpu: &Arc<Gpu>,
        request: LaunchRequest,
    ) -> Result<(Fence, Option<PendingSpan>), GpuError> {
        if !gpu.has_timestamps() {
            return Ok((self.launch(gpu, request)?, None));
        }
        let cell: TimerCell = Arc::default();
        let (fence, seq) = self.launch_into(gpu, request, Some(cell.clone()))?;
        let (timeline, gpu) = (self.clone(), gpu.clone());
        let span: PendingSpan = Box::new(move || {
            timeline.wait_for(seq, None)?.ok()?;
            let timer = lock(&cell).take()?;
            let span = gpu.host_span(&timer);
            gpu.put_timer(timer);
            span
        });
        Ok((fence, Some(span)))
    }

    /// Records and submits `request`, its timer left in `into` when it is
    /// finished; its fence and number.
    fn launch_into(
        self: &Arc<Self>,
        gpu: &Arc<Gpu>,
        request: LaunchRequest,
        into: Option<TimerCell>,
    ) -> Result<(Fence, u64), GpuError> {
        let oldest = {
            let st = lock(&self.state);
            (st.inflight.len() >= MAX_INFLIGHT)
                .then(|| st.inflight.front().map(|(s, _)| *s))
                .flatten()
        };
        if let Some(seq) = oldest {
            self.finish_through(seq);
        }
        let seq = {
            let mut st = lock(&self.state);
            let pending = launch::submit(gpu, request, launch::Mode::Asynchronous { into })?;
            st.issued += 1;
            let seq = st.issued;
            st.inflight.push_back((seq, pending));
            seq
        };
        let source: Arc<dyn FenceSource> = self.clone();
        Ok((Fence::tracked(NAME, source, seq), seq))
    }

    /// Launch `seq`'s result once it is known to have ended.
    fn result(&self, seq: u64) -> Option<Result<(), GpuError>> {
        let st = lock(&self.state);
        (seq <= st.done).then(|| st.failed.get(&seq).cloned().map_or(Ok(()), Err))
    }

    /// Finishes every launch up to `seq`, oldest first.
    fn finish_through(&self, seq: u64) {
        let _one_at_a_time = lock(&self.finishing);
        let batch: Vec<(u64, Pending)> = {
            let mut st = lock(&self.state);
            let mut batch = Vec::new();
            while st.inflight.front().is_some_and(|(s, _)| *s <= seq) {
                if let Some(item) = st.inflight.pop_front() {
                    batch.push(item);
                }
            }
            batch
        };
        for (s, pending) in batch {
            let r = launch::finish(pending).map(drop);
            let mut st = lock(&self.state);
            if let Err(e) = r {
                st.failed.insert(s, e);
            }
            st.done = st.done.max(s);
        }
    }

    /// Finishes the oldest launch if its submission has ended; whether
    /// anything was finished.
    fn reap_one(&self) -> bool {
        let front = {
            let st = lock(&self.state);
            st.inflight.front().map(|(s, p)| (*s, p.has_ended()))
        };
        match front {
            Some((seq, true)) => {
                self.finish_through(seq);
                true
            }
            _ => false,
        }
    }
}

impl FenceSource for Timeline {
    fn wait_for(&self, seq: u64, deadline: Option<Instant>) -> Option<Result<(), GpuError>> {
        if let Some(r) = self.result(seq) {
            return Some(r);
        }
        let Some(deadline) = deadline else {
            self.finish_through(seq);
            return self.result(seq);
        };
        loop {
            if let Some(r) = self.result(seq) {
                return Some(r);
            }
            if self.reap_one() {
                continue;
            }
            let now = Instant::now();
            if now >= deadline {
                return None;
            }
            std::thread::sleep(POLL_SLEEP.min(deadline - now));
        }
    }

    fn poll(&self, seq: u64) -> Option<Result<(), GpuError>> {
        while self.result(seq).is_none() && self.reap_one() {}
        self.result(seq)
    }
}

impl std::fmt::Debug for Timeline {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let st = lock(&self.state);
        f.debug_struct("Timeline")
            .field("issued", &st.issued)
            .field("done", &st.done)
            .field("inflight", &st.inflight.len())
            .finish()
    }
}
