//! Completion of asynchronous launches by position on the stream, with no
//! thread and no per-launch driver call beyond `cuLaunchKernel`.
//!
//! Every asynchronous launch gets the next number (`seq`, from 1) while the
//! timeline's lock is held across its `cuLaunchKernel`, so numbers follow
//! stream order. The launch's [`LaunchRequest`] (which owns its buffers and
//! module) is kept in `inflight` until the launch is known to have ended,
//! and its fence is that number on the device ([`Fence::tracked`]).
//!
//! What is known to have ended is `done`: every launch numbered `≤ done`
//! ended. It advances when
//! - a *marker* completes: an event recorded on the stream right after
//!   launch `m.seq`, so its completion means every launch `≤ m.seq` ended.
//!   One is recorded every [`MARK_EVERY`] launches (its cost spread over
//!   them), and whenever a fence waits for or polls a launch no marker
//!   covers yet; completed markers are found by `cuEventQuery`, oldest
//!   first, at the next marker;
//! - the stream is synchronised (host copies and synchronous launches do
//!   that): every launch issued before the synchronisation ended.
//!
//! Requests `≤ done` are released then, so memory held by launches in
//! flight is bounded by the stream's own queue (and by [`MAX_INFLIGHT`],
//! past which a launch waits for the oldest marker).
//!
//! An error of the stream (a kernel fault is sticky in CUDA: the context
//! is lost) is kept as `failure`: every launch after `done` reports it.
//!
//! Drops: released requests may free buffers and modules; none of their
//! `Drop`s touches the timeline, so they run under its lock. Requests hold
//! an `Arc<Gpu>` (through buffers and modules), which owns the timeline:
//! the cycle is broken by the device ([`super::CudaBackend`]'s `Drop`
//! drains the stream and releases them all).
//!
//! The numbers (`issued`, `done`, `failure`) and what they answer a fence
//! are shared with HIP ([`crate::backend::driver_common::Ledger`]); the
//! markers are this backend's.

use std::collections::VecDeque;
use std::sync::MutexGuard;
use std::time::Instant;

use cudarc::driver::sys;

use super::conv::{check, cu_error, NAME};
use super::device::new_event;
use crate::backend::driver_common::{self, pause_before_poll, Ledger, TimelineState};
use crate::backend::LaunchRequest;
use crate::error::GpuError;

/// Launches between two markers.
pub(crate) const MARK_EVERY: u32 = 64;
/// Requests kept before a launch waits for the oldest marker.
pub(crate) const MAX_INFLIGHT: usize = 1 << 16;

/// An event recorded on the stream after launch `seq`.
#[derive(Clone, Copy, Debug)]
struct Marker {
    seq: u64,
    event: sys::CUevent,
}

#[derive(Default)]
pub(crate) struct State {
    ledger: Ledger,
    inflight: VecDeque<(u64, LaunchRequest)>,
    /// Not yet known to be complete, oldest first (`seq` increasing).
    markers: VecDeque<Marker>,
    /// Events of completed markers, for reuse.
    spare: Vec<sys::CUevent>,
    since_marker: u32,
}

/// The device's numbered asynchronous launches.
pub(crate) type Timeline = driver_common::Timeline<State>;

// SAFETY: the events are driver objects usable from any thread that binds
// the context (every caller does); the timeline keeps the state behind a
// mutex.
unsafe impl Send for State {}

/// The timeline, locked.
pub(crate) struct Locked<'a> {
    state: MutexGuard<'a, State>,
    stream: sys::CUstream,
}

impl Timeline {
    /// Locks the timeline for one launch on `stream` (the caller bound the
    /// context).
    pub(crate) fn begin(&self, stream: sys::CUstream) -> Locked<'_> {
        Locked {
            state: self.lock(),
            stream,
        }
    }

    /// The result of launch `seq`, waiting until `deadline` (`None`:
    /// forever); `None` when it has not ended by then. The caller bound
    /// the context.
    pub(crate) fn wait_for(
        &self,
        stream: sys::CUstream,
        seq: u64,
        deadline: Option<Instant>,
    ) -> Option<Result<(), GpuError>> {
        loop {
            let mut st = self.lock();
            if let Some(r) = st.result(seq) {
                return Some(r);
            }
            let marker = match st.covering(seq, stream) {
                Ok(m) => m,
                Err(e) => return Some(Err(e)),
            };
            match deadline {
                None => {
                    // Waited for without the lock, so that other threads
                    // keep launching. The event may be reused for a later
                    // marker meanwhile; then this waits for later work,
                    // which ends after launch `seq` too.
                    drop(st);
                    // SAFETY: the event belongs to the bound context and
                    // lives as long as the device (events are destroyed
                    // only by the device's Drop).
                    let r = unsafe { sys::cuEventSynchronize(marker.event) };
                    let mut st = self.lock();
                    match check("cuEventSynchronize", r) {
                        Ok(()) => st.advance(marker.seq),
                        Err(e) => st.fail(e),
                    }
                }
                Some(deadline) => {
                    st.reap();
                    if st.result(seq).is_some() {
                        continue;
                    }
                    drop(st);
                    if !pause_before_poll(deadline) {
                        return None;
                    }
                }
            }
        }
    }

    /// The result of launch `seq` if it has ended (the caller bound the
    /// context).
    pub(crate) fn poll(&self, stream: sys::CUstream, seq: u64) -> Option<Result<(), GpuError>> {
        let mut st = self.lock();
        if let Some(r) = st.result(seq) {
            return Some(r);
        }
        if let Err(e) = st.covering(seq, stream) {
            return Some(Err(e));
        }
        st.reap();
        st.result(seq)
    }

    /// Requests held (for tests).
    #[cfg(test)]
    pub(crate) fn inflight(&self) -> usize {
        self.lock().inflight.len()
    }

    /// Destroys every event (the device's Drop; the stream is drained).
    pub(crate) fn destroy_events(&mut self) {
        let st = self.get_mut();
        for event in st
            .spare
            .drain(..)
            .chain(st.markers.drain(..).map(|m| m.event))
        {
            // SAFETY: the context is bound by the caller; nothing waits on
            // the event any more (waiters hold the device).
            unsafe {
                let _ = sys::cuEventDestroy_v2(event);
            }
        }
    }
}

impl Locked<'_> {
    /// Numbers the launch just issued and keeps its request; records a
    /// marker every [`MARK_EVERY`] launches and releases what ended. The
    /// launch itself is on the stream already, so errors here are the
    /// stream's and are also the launch's.
    pub(crate) fn track(&mut self, request: LaunchRequest) -> Result<u64, GpuError> {
        let st = &mut *self.state;
        st.ledger.issued += 1;
        let seq = st.ledger.issued;
        st.inflight.push_back((seq, request));
        st.since_marker += 1;
        if st.since_marker >= MARK_EVERY {
            st.since_marker = 0;
            st.reap();
            st.mark(self.stream)?;
        }
        if st.inflight.len() > MAX_INFLIGHT {
            // Wait (holding the lock: no launch can pass this one) for the
            // oldest marker.
            if let Some(m) = st.markers.front().copied() {
                // SAFETY: the event belongs to the bound context.
                let r = unsafe { sys::cuEventSynchronize(m.event) };
                match check("cuEventSynchronize", r) {
                    Ok(()) => st.advance(m.seq),
                    Err(e) => {
                        st.fail(e.clone());
                        return Err(e);
                    }
                }
            }
        }
        Ok(seq)
    }
}

impl TimelineState for State {
    const BACKEND: &'static str = NAME;
    const LOST: &'static str = "the CUDA context";

    fn ledger(&self) -> &Ledger {
        &self.ledger
    }

    fn ledger_mut(&mut self) -> &mut Ledger {
        &mut self.ledger
    }

    /// Every launch `≤ seq` ended: release their requests and markers.
    fn advance(&mut self, seq: u64) {
        let done = self.ledger.ended(seq);
        while self.inflight.front().is_some_and(|(s, _)| *s <= done) {
            self.inflight.pop_front();
        }
        while let Some(m) = self.markers.front().copied() {
            if m.seq > done {
                break;
            }
            self.markers.pop_front();
            self.spare.push(m.event);
        }
    }

    fn release_requests(&mut self) {
        self.inflight.clear();
    }
}

impl State {
    /// Advances past every marker that has completed, oldest first.
    fn reap(&mut self) {
        while let Some(m) = self.markers.front().copied() {
            // SAFETY: the event belongs to the bound context and was
            // recorded.
            let r = unsafe { sys::cuEventQuery(m.event) };
            match r {
                sys::CUresult::CUDA_SUCCESS => self.advance(m.seq),
                sys::CUresult::CUDA_ERROR_NOT_READY => return,
                _ => {
                    self.fail(cu_error("cuEventQuery", r));
                    return;
                }
            }
        }
    }

    /// Records a marker after the last launch issued, unless one is there.
    fn mark(&mut self, stream: sys::CUstream) -> Result<Marker, GpuError> {
        if let Some(m) = self.markers.back() {
            if m.seq == self.ledger.issued {
                return Ok(*m);
            }
        }
        let event = match self.spare.pop() {
            Some(e) => e,
            None => new_event(sys::CUevent_flags::CU_EVENT_DISABLE_TIMING)?,
        };
        // SAFETY: the caller bound the context; the event and the stream
        // belong to it.
        let r = unsafe { sys::cuEventRecord(event, stream) };
        if let Err(e) = check("cuEventRecord", r) {
            self.spare.push(event);
            self.fail(e.clone());
            return Err(e);
        }
        let m = Marker {
            seq: self.ledger.issued,
            event,
        };
        self.markers.push_back(m);
        Ok(m)
    }

    /// The oldest marker at or after launch `seq`, recorded now if there
    /// is none.
    fn covering(&mut self, seq: u64, stream: sys::CUstream) -> Result<Marker, GpuError> {
        match self.markers.iter().find(|m| m.seq >= seq) {
            Some(m) => Ok(*m),
            None => self.mark(stream),
        }
    }
}
