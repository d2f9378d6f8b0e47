//! Completion of asynchronous launches by position on the stream: each
//! asynchronous launch gets the next number (`seq`, from 1) and an event
//! recorded right behind it, both while the timeline's lock is held, so
//! numbers follow stream order. The launch's [`LaunchRequest`] (which owns
//! its buffers and module) is kept until the launch is known to have ended.
//!
//! What is known to have ended is `done`: every launch numbered `≤ done`
//! ended. It advances when a launch's event is found complete
//! (`hipEventSynchronize` when a fence waits, `hipEventQuery` when one is
//! polled or a bounded wait polls) or the stream is synchronised (host
//! copies and synchronous launches do that). Requests and events `≤ done`
//! are released then (events are reused).
//!
//! Simpler than CUDA's timeline (`backend::cuda::timeline`, one marker per
//! 64 launches): one event per launch, an `hipEventRecord` each. An error
//! of the stream (a kernel fault) is kept as `failure`: every launch after
//! `done` reports it. The numbers and what they answer a fence are shared
//! with CUDA ([`crate::backend::driver_common::Ledger`]); the events are
//! this backend's.
//!
//! The cycle request → buffer → `Arc<Gpu>` → timeline is broken by the
//! device ([`super::HipBackend`]'s `Drop` drains the stream and releases
//! every request).

use std::collections::VecDeque;
use std::time::Instant;

use super::conv::{check, hip_error, NAME};
use super::library::{Handle, Hip, HIP_ERROR_NOT_READY};
use crate::backend::driver_common::{self, pause_before_poll, Ledger, TimelineState};
use crate::backend::LaunchRequest;
use crate::error::GpuError;

struct Inflight {
    seq: u64,
    event: Handle,
    /// Kept alive until the launch ended.
    _request: LaunchRequest,
}

#[derive(Default)]
pub(crate) struct State {
    ledger: Ledger,
    /// In issue order.
    inflight: VecDeque<Inflight>,
    /// Events of ended launches, for reuse.
    spare: Vec<Handle>,
}

/// The device's numbered asynchronous launches.
pub(crate) type Timeline = driver_common::Timeline<State>;

// SAFETY: the events are runtime objects usable from any thread that made
// the device current (every caller does); the timeline keeps the state
// behind a mutex.
unsafe impl Send for State {}

impl Timeline {
    /// Issues one launch with `issue` (the caller bound the device), then
    /// numbers it and records its event; returns the number. The lock is
    /// held throughout, so numbers follow stream order.
    pub(crate) fn launch(
        &self,
        hip: &Hip,
        stream: Handle,
        request: LaunchRequest,
        issue: impl FnOnce(&LaunchRequest) -> Result<(), GpuError>,
    ) -> Result<u64, GpuError> {
        let mut st = self.lock();
        let event = match st.spare.pop() {
            Some(e) => e,
            None => super::device::new_event(hip)?,
        };
        if let Err(e) = issue(&request) {
            st.spare.push(event);
            return Err(e);
        }
        // SAFETY: the event and the stream belong to the current device.
        let r = unsafe { (hip.t.event_record)(event, stream) };
        if let Err(e) = check(hip, "hipEventRecord", r) {
            // The launch is on the stream without an event: wait for it.
            st.spare.push(event);
            // SAFETY: as above.
            let _ = unsafe { (hip.t.stream_synchronize)(stream) };
            return Err(e);
        }
        st.ledger.issued += 1;
        let seq = st.ledger.issued;
        st.inflight.push_back(Inflight {
            seq,
            event,
            _request: request,
        });
        Ok(seq)
    }

    /// The result of launch `seq`, waiting until `deadline` (`None`:
    /// forever); `None` when it has not ended by then.
    pub(crate) fn wait_for(
        &self,
        hip: &Hip,
        seq: u64,
        deadline: Option<Instant>,
    ) -> Option<Result<(), GpuError>> {
        loop {
            let st = self.lock();
            if let Some(r) = st.result(seq) {
                return Some(r);
            }
            let event = st.inflight.iter().find(|i| i.seq == seq)?.event;
            match deadline {
                None => {
                    // Waited for without the lock, so that other threads
                    // keep launching; the event is not reused meanwhile
                    // (only events of ended launches are).
                    drop(st);
                    // SAFETY: the event belongs to the current device and
                    // lives until the launch is known to have ended.
                    let r = unsafe { (hip.t.event_synchronize)(event) };
                    let mut st = self.lock();
                    match check(hip, "hipEventSynchronize", r) {
                        Ok(()) => st.advance(seq),
                        Err(e) => st.fail(e),
                    }
                }
                Some(deadline) => {
                    drop(st);
                    if let Some(r) = self.poll(hip, seq) {
                        return Some(r);
                    }
                    if !pause_before_poll(deadline) {
                        return None;
                    }
                }
            }
        }
    }

    /// The result of launch `seq` if it has ended.
    pub(crate) fn poll(&self, hip: &Hip, seq: u64) -> Option<Result<(), GpuError>> {
        let mut st = self.lock();
        if let Some(r) = st.result(seq) {
            return Some(r);
        }
        let event = st.inflight.iter().find(|i| i.seq == seq)?.event;
        // SAFETY: as in `wait_for`; the lock is held.
        match unsafe { (hip.t.event_query)(event) } {
            0 => st.advance(seq),
            HIP_ERROR_NOT_READY => return None,
            r => st.fail(hip_error(hip, "hipEventQuery", r)),
        }
        st.result(seq)
    }

    /// Destroys every event (the device's Drop; the stream is drained).
    pub(crate) fn destroy_events(&mut self, hip: &Hip) {
        let st = self.get_mut();
        let events: Vec<Handle> = st
            .spare
            .drain(..)
            .chain(st.inflight.drain(..).map(|i| i.event))
            .collect();
        for event in events {
            // SAFETY: the device is current (the caller bound it); nothing
            // waits on the event any more (waiters hold the device).
            unsafe {
                let _ = (hip.t.event_destroy)(event);
            }
        }
    }
}

impl TimelineState for State {
    const BACKEND: &'static str = NAME;
    const LOST: &'static str = "the device's queue";

    fn ledger(&self) -> &Ledger {
        &self.ledger
    }

    fn ledger_mut(&mut self) -> &mut Ledger {
        &mut self.ledger
    }

    /// Every launch `≤ seq` ended: release their requests, keep their events.
    fn advance(&mut self, seq: u64) {
        let done = self.ledger.ended(seq);
        while self.inflight.front().is_some_and(|i| i.seq <= done) {
            if let Some(i) = self.inflight.pop_front() {
                self.spare.push(i.event);
            }
        }
    }

    /// Keeps the events of launches not known to have ended for reuse.
    fn release_requests(&mut self) {
        let events: Vec<Handle> = self.inflight.drain(..).map(|i| i.event).collect();
        self.spare.extend(events);
    }
}
