//! Completion of asynchronous launches: one waiter thread per device,
//! started on the first `launch_async`, turns stream progress into
//! [`Fence`](crate::Fence) signals.
//!
//! A launch puts its kernel on the stream, then hands the waiter its
//! [`FenceSignal`] and its [`LaunchRequest`] (which owns the buffers and the
//! module, so they live until the kernel is done). The launching thread
//! makes no other driver call: the waiter takes everything handed in so
//! far as one batch, records one event on the stream behind it, waits for
//! that event, releases the batch's requests and then signals its fences
//! with the result. A fence is therefore never signalled before its kernel
//! ended; it may be signalled a little later (when kernels issued just
//! after it end), which is what keeps a launch at one driver call.
//!
//! The launching thread wakes the waiter only when it sleeps (nothing in
//! flight), so a stream of launches costs one lock and one push each.
//!
//! Shutdown ([`Completions::shutdown`], from the device's `Drop`): the
//! waiter is told to stop and joined, unless the device is being dropped on
//! the waiter itself (its batch held the last reference), in which case it
//! stops by itself without touching CUDA again. It never holds a batch then:
//! a batch's requests hold the device.

use std::sync::{Arc, Condvar, Mutex, MutexGuard, OnceLock};
use std::thread::{JoinHandle, ThreadId};

use cudarc::driver::sys;

use super::conv::{check, NAME};
use super::driver::bind;
use crate::backend::LaunchRequest;
use crate::error::{ErrorKind, GpuError};
use crate::fence::FenceSignal;

/// One launch in flight.
pub(crate) struct Pending {
    pub signal: FenceSignal,
    /// Taken (dropped) by the waiter before the signal is sent.
    pub request: Option<LaunchRequest>,
}

struct State {
    pending: Vec<Pending>,
    /// The waiter sleeps on the condition variable.
    idle: bool,
    shutdown: bool,
}

struct Shared {
    state: Mutex<State>,
    wake: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        // A poisoned lock still holds a consistent queue.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The raw handles the waiter uses, owned by the device.
#[derive(Clone, Copy)]
struct Handles {
    ctx: sys::CUcontext,
    stream: sys::CUstream,
    event: sys::CUevent,
}

// SAFETY: CUDA handles may be used from any thread that binds the context;
// the device outlives every use (see the module documentation).
unsafe impl Send for Handles {}

struct Waiter {
    thread: JoinHandle<()>,
    id: ThreadId,
    event: sys::CUevent,
}

/// The device's queue of launches in flight and its waiter thread.
pub(crate) struct Completions {
    shared: Arc<Shared>,
    waiter: OnceLock<Result<Waiter, GpuError>>,
}

impl Completions {
    pub(crate) fn new() -> Completions {
        Completions {
            shared: Arc::new(Shared {
                state: Mutex::new(State {
                    pending: Vec::new(),
                    idle: false,
                    shutdown: false,
                }),
                wake: Condvar::new(),
            }),
            waiter: OnceLock::new(),
        }
    }

    /// Starts the waiter on first use. An error (no thread, no event) is
    /// kept: the caller then launches synchronously instead.
    pub(crate) fn ensure_started(
        &self,
        ctx: sys::CUcontext,
        stream: sys::CUstream,
        ordinal: i32,
    ) -> Result<(), GpuError> {
        match self.waiter.get_or_init(|| self.start(ctx, stream, ordinal)) {
            Ok(_) => Ok(()),
            Err(e) => Err(e.clone()),
        }
    }

    fn start(
        &self,
        ctx: sys::CUcontext,
        stream: sys::CUstream,
        ordinal: i32,
    ) -> Result<Waiter, GpuError> {
        bind(ctx)?;
        // Timing disabled: the cheapest event to record and wait for.
        let event = super::device::new_event(sys::CUevent_flags::CU_EVENT_DISABLE_TIMING)?;
        let handles = Handles { ctx, stream, event };
        let shared = self.shared.clone();
        let spawned = std::thread::Builder::new()
            .name(format!("magpie-cuda{ordinal}-fences"))
            .spawn(move || run(&shared, handles));
        match spawned {
            Ok(thread) => Ok(Waiter {
                id: thread.thread().id(),
                thread,
                event,
            }),
            Err(e) => {
                // SAFETY: the event was just made and nothing used it.
                unsafe {
                    let _ = sys::cuEventDestroy_v2(event);
                }
                Err(GpuError::new(
                    ErrorKind::ResourceExhausted,
                    NAME,
                    format!("cannot start the thread that completes asynchronous launches: {e}"),
                ))
            }
        }
    }

    /// Hands a launch already on the stream to the waiter (which must have
    /// been started).
    #[inline]
    pub(crate) fn push(&self, pending: Pending) {
        let mut state = self.shared.lock();
        state.pending.push(pending);
        if state.idle {
            state.idle = false;
            self.shared.wake.notify_one();
        }
    }

    /// Stops the waiter (see the module documentation); returns its event
    /// for the device to destroy (null when there was no waiter).
    pub(crate) fn shutdown(&mut self) -> sys::CUevent {
        let Some(Ok(waiter)) = self.waiter.take() else {
            return std::ptr::null_mut();
        };
        self.shared.lock().shutdown = true;
        self.shared.wake.notify_all();
        if std::thread::current().id() != waiter.id {
            let _ = waiter.thread.join();
        }
        waiter.event
    }
}

/// The waiter's loop.
fn run(shared: &Shared, h: Handles) {
    let bound = bind(h.ctx);
    let mut batch: Vec<Pending> = Vec::new();
    loop {
        {
            let mut state = shared.lock();
            while state.pending.is_empty() && !state.shutdown {
                state.idle = true;
                state = shared.wake.wait(state).unwrap_or_else(|e| e.into_inner());
            }
            if state.pending.is_empty() {
                return; // shut down, nothing in flight
            }
            std::mem::swap(&mut state.pending, &mut batch);
        }
        let result = bound
            .clone()
            .and_then(|()| wait_for_stream(h))
            .map_err(|mut e| {
                if e.kind == ErrorKind::DeviceLost {
                    e.message = format!(
                        "{} (an asynchronously launched kernel faulted; the CUDA context cannot \
                         be used any more)",
                        e.message
                    );
                }
                e
            });
        // Release what the launches held before anyone hears they ended.
        for p in &mut batch {
            drop(p.request.take());
        }
        for p in batch.drain(..) {
            p.signal.signal(result.clone());
        }
    }
}

/// Records the waiter's event behind everything on the stream and waits
/// for it.
fn wait_for_stream(h: Handles) -> Result<(), GpuError> {
    // SAFETY: the context is bound on this thread; the stream and event
    // are alive while a batch is held (its requests hold the device).
    check("cuEventRecord", unsafe {
        sys::cuEventRecord(h.event, h.stream)
    })?;
    check("cuEventSynchronize", unsafe {
        sys::cuEventSynchronize(h.event)
    })
}
