//! When an asynchronous launch ran, for profiling sessions on the
//! stream-driven backends (CUDA, HIP): two events recorded around its
//! kernel ([`LaunchEvents`]), read when the session ends against a *read
//! anchor*: an event recorded on the stream after the launch and waited
//! for, whose completion the host saw at a known instant. The launch's
//! events are earlier in stream order, so their distance to the anchor
//! (the library's elapsed time between events) puts them on the host's
//! clock, off by the wake-up of the wait (microseconds; later, never
//! earlier, than the truth).
//!
//! One anchor serves every launch numbered up to what it covers (the
//! timeline's count when it was recorded), so reading a session's spans
//! records one anchor, not one per launch. The library's elapsed times are
//! f32 milliseconds: a launch a minute before its anchor is placed to a
//! few microseconds, one a second before to well under one. Events are reused through the
//! device's spare list; a span never read gives its events back when
//! dropped. Launches made outside a session record no events.

#![allow(unsafe_code)] // events are raw driver handles: that they may cross threads is said once, here

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use super::driver_common::StreamDevice;
use super::PendingSpan;
use crate::error::GpuError;

/// A stream-driven device whose asynchronous launches can be timed.
pub(crate) trait SpanDevice: StreamDevice + Send + Sync + 'static {
    /// A new event (the device bound).
    fn new_event(&self) -> Result<Self::Event, GpuError>;
    /// The device's anchor and spare events.
    fn async_spans(&self) -> &AsyncSpans<Self::Event>;
}

/// A device's anchor for reading asynchronous spans, and its spare
/// events.
pub(crate) struct AsyncSpans<E> {
    state: Mutex<State<E>>,
}

struct State<E> {
    /// Recorded after every launch numbered `≤ covers`, completed at `at`.
    anchor: Option<(E, u64, Instant)>,
    spare: Vec<E>,
}

impl<E> Default for AsyncSpans<E> {
    fn default() -> Self {
        AsyncSpans {
            state: Mutex::new(State {
                anchor: None,
                spare: Vec::new(),
            }),
        }
    }
}

// SAFETY: the events are driver objects (CUDA, HIP) any thread may use
// once the device is current there; the state is behind a mutex.
unsafe impl<E> Send for State<E> {}

impl<E: Copy> AsyncSpans<E> {
    fn lock(&self) -> MutexGuard<'_, State<E>> {
        super::lock(&self.state)
    }

    /// Every event held, for the device to destroy when it goes (its
    /// context bound).
    pub(crate) fn take_events(&self) -> Vec<E> {
        let mut st = self.lock();
        let mut events = std::mem::take(&mut st.spare);
        events.extend(st.anchor.take().map(|(e, _, _)| e));
        events
    }

    /// Events no launch needs any more.
    fn give_back(&self, events: [E; 2]) {
        self.lock().spare.extend(events);
    }

    /// Two events for a launch on `gpu`, spare ones first (the device
    /// bound).
    fn pair<D: SpanDevice<Event = E>>(&self, gpu: &D) -> Result<[E; 2], GpuError> {
        let take = || match self.lock().spare.pop() {
            Some(e) => Ok(e),
            None => gpu.new_event(),
        };
        let first = take()?;
        match take() {
            Ok(second) => Ok([first, second]),
            Err(e) => {
                self.lock().spare.push(first);
                Err(e)
            }
        }
    }
}

/// Runs `launch` with two events for it: `launch` records the first,
/// issues the kernel, records the second and numbers the launch on the
/// timeline. Its number, and what reads when it ran; on an error the
/// events go back to the spare list. The caller bound the device.
pub(crate) fn timed_launch<D: SpanDevice>(
    gpu: &Arc<D>,
    launch: impl FnOnce([D::Event; 2]) -> Result<u64, GpuError>,
) -> Result<(u64, PendingSpan), GpuError> {
    let events = gpu.async_spans().pair(&**gpu)?;
    let seq = launch(events).inspect_err(|_| gpu.async_spans().give_back(events))?;
    Ok((seq, LaunchEvents::new(gpu.clone(), events, seq).pending()))
}

/// A launch's two events, numbered `seq` on the timeline; given back to
/// the spare list when dropped.
pub(crate) struct LaunchEvents<D: SpanDevice> {
    gpu: Arc<D>,
    events: [D::Event; 2],
    seq: u64,
}

// SAFETY: as for `State`.
unsafe impl<D: SpanDevice> Send for LaunchEvents<D> {}

impl<D: SpanDevice> LaunchEvents<D> {
    fn new(gpu: Arc<D>, events: [D::Event; 2], seq: u64) -> LaunchEvents<D> {
        LaunchEvents { gpu, events, seq }
    }

    /// What a profiling session reads when it ends.
    fn pending(self) -> PendingSpan {
        Box::new(move || self.read().ok().flatten())
    }

    /// When the launch ran on the host's clock; `None` where the driver
    /// does not say (a failed launch).
    fn read(&self) -> Result<Option<(Instant, Instant)>, GpuError> {
        let gpu = &*self.gpu;
        gpu.bind()?;
        let [start, end] = self.events;
        gpu.synchronize_event(end)?;
        let mut st = gpu.async_spans().lock();
        let (anchor, at) = match st.anchor {
            Some((event, covers, at)) if covers >= self.seq => (event, at),
            held => {
                let event = match held {
                    Some((event, _, _)) => event,
                    None => gpu.new_event()?,
                };
                st.anchor = None;
                let covers = gpu.timeline().issued();
                if let Err(e) = gpu
                    .record(event)
                    .and_then(|()| gpu.synchronize_event(event))
                {
                    st.spare.push(event);
                    return Err(e);
                }
                let at = Instant::now();
                st.anchor = Some((event, covers, at));
                (event, at)
            }
        };
        let before = |e| {
            gpu.elapsed_ms(e, anchor)
                .filter(|ms| *ms >= 0.0)
                .and_then(|ms| at.checked_sub(Duration::from_secs_f64(f64::from(ms) / 1e3)))
        };
        Ok(before(start).zip(before(end)))
    }
}

impl<D: SpanDevice> Drop for LaunchEvents<D> {
    fn drop(&mut self) {
        self.gpu.async_spans().give_back(self.events);
    }
}
