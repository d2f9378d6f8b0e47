//! Fences: the end of an asynchronous launch (spec §5.5 `gpu.launch_async`).
//!
//! A backend that runs a launch elsewhere (a thread, a GPU queue) keeps the
//! [`FenceSignal`] and signals it with the launch's result. If it is dropped
//! unsignalled (the worker died), the fence reports an internal error rather
//! than waiting forever.

use std::fmt;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::Duration;

use crate::error::{ErrorKind, GpuError};

/// Completion of an asynchronous launch. Waiting returns the launch's
/// result (every wait returns the same one).
pub struct Fence {
    state: Arc<FenceState>,
}

struct FenceState {
    backend: &'static str,
    result: Mutex<Option<Result<(), GpuError>>>,
    done: Condvar,
}

impl FenceState {
    fn lock(&self) -> MutexGuard<'_, Option<Result<(), GpuError>>> {
        // A poisoned lock still holds a valid Option: nothing is half-written.
        self.result.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The producer's side of a [`Fence`].
pub(crate) struct FenceSignal {
    state: Arc<FenceState>,
    signalled: bool,
}

/// The longest a single wait is told to sleep; longer timeouts loop.
const MAX_SLEEP: Duration = Duration::from_secs(3600);

impl Fence {
    /// A fence already signalled with `result`.
    pub(crate) fn completed(backend: &'static str, result: Result<(), GpuError>) -> Fence {
        let (fence, signal) = Fence::pending(backend);
        signal.signal(result);
        fence
    }

    /// An unsignalled fence and its signal.
    pub(crate) fn pending(backend: &'static str) -> (Fence, FenceSignal) {
        let state = Arc::new(FenceState {
            backend,
            result: Mutex::new(None),
            done: Condvar::new(),
        });
        (
            Fence {
                state: state.clone(),
            },
            FenceSignal {
                state,
                signalled: false,
            },
        )
    }

    /// Blocks until the launch ends; returns its result.
    pub fn wait(&self) -> Result<(), GpuError> {
        let mut guard = self.state.lock();
        loop {
            if let Some(r) = guard.as_ref() {
                return r.clone();
            }
            guard = self
                .state
                .done
                .wait(guard)
                .unwrap_or_else(|e| e.into_inner());
        }
    }

    /// As [`wait`](Fence::wait), but gives up after `timeout` with
    /// [`ErrorKind::TimeoutExpired`] (the launch keeps running; wait again).
    pub fn wait_timeout(&self, timeout: Duration) -> Result<(), GpuError> {
        let start = std::time::Instant::now();
        let mut guard = self.state.lock();
        loop {
            if let Some(r) = guard.as_ref() {
                return r.clone();
            }
            let elapsed = start.elapsed();
            let Some(left) = timeout.checked_sub(elapsed).filter(|d| !d.is_zero()) else {
                return Err(GpuError::new(
                    ErrorKind::TimeoutExpired,
                    self.state.backend,
                    format!("the launch did not finish within {timeout:?}"),
                ));
            };
            guard = self
                .state
                .done
                .wait_timeout(guard, left.min(MAX_SLEEP))
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
    }

    /// True once the launch has ended (successfully or not).
    pub fn is_done(&self) -> bool {
        self.state.lock().is_some()
    }
}

impl fmt::Debug for Fence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Fence")
            .field("backend", &self.state.backend)
            .field("done", &self.is_done())
            .finish()
    }
}

impl FenceSignal {
    pub(crate) fn signal(mut self, result: Result<(), GpuError>) {
        self.set(result);
    }

    fn set(&mut self, result: Result<(), GpuError>) {
        self.signalled = true;
        *self.state.lock() = Some(result);
        self.state.done.notify_all();
    }
}

impl Drop for FenceSignal {
    fn drop(&mut self) {
        if !self.signalled {
            let err = GpuError::internal(self.state.backend, "the launch ended without a result");
            self.set(Err(err));
        }
    }
}

impl fmt::Debug for FenceSignal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("FenceSignal")
            .field("backend", &self.state.backend)
            .finish()
    }
}
