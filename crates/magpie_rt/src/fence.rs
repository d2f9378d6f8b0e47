//! Fences: the end of an asynchronous launch (spec §5.5 `gpu.launch_async`).
//!
//! Two kinds, one type:
//! - *signalled*: a backend that runs a launch elsewhere (a thread, a GPU
//!   queue) keeps the [`FenceSignal`] and signals it with the launch's
//!   result. If it is dropped unsignalled (the worker died), the fence
//!   reports an internal error rather than waiting forever;
//! - *tracked*: the fence is a launch number on a [`FenceSource`] (a
//!   device's timeline of launches, in issue order), which answers when
//!   asked. Making one costs a reference count and nothing else, so a
//!   backend whose queue can tell completion by position (CUDA's stream)
//!   needs no thread and no per-launch allocation.

use std::fmt;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use crate::error::{ErrorKind, GpuError};

/// Completion of an asynchronous launch. Waiting returns the launch's
/// result (every wait returns the same one).
pub struct Fence {
    inner: Inner,
}

enum Inner {
    Signalled(Arc<FenceState>),
    Tracked {
        backend: &'static str,
        source: Arc<dyn FenceSource>,
        seq: u64,
    },
}

/// Launches numbered in issue order that can say whether one has ended.
pub(crate) trait FenceSource: Send + Sync {
    /// The result of launch `seq` once it has ended, waiting for it until
    /// `deadline` (forever when `None`); `None` if it has not ended by then.
    fn wait_for(&self, seq: u64, deadline: Option<Instant>) -> Option<Result<(), GpuError>>;
    /// The result of launch `seq` if it has ended, without blocking.
    fn poll(&self, seq: u64) -> Option<Result<(), GpuError>>;
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
    /// A fence already signalled with `result`. Made in that state: no one
    /// can be waiting yet, so there is no one to wake (a notification is a
    /// system call, half the cost of a CPU backend's empty launch).
    pub(crate) fn completed(backend: &'static str, result: Result<(), GpuError>) -> Fence {
        Fence {
            inner: Inner::Signalled(Arc::new(FenceState {
                backend,
                result: Mutex::new(Some(result)),
                done: Condvar::new(),
            })),
        }
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
                inner: Inner::Signalled(state.clone()),
            },
            FenceSignal {
                state,
                signalled: false,
            },
        )
    }

    /// The fence of launch `seq` of `source`.
    pub(crate) fn tracked(backend: &'static str, source: Arc<dyn FenceSource>, seq: u64) -> Fence {
        Fence {
            inner: Inner::Tracked {
                backend,
                source,
                seq,
            },
        }
    }

    fn backend(&self) -> &'static str {
        match &self.inner {
            Inner::Signalled(state) => state.backend,
            Inner::Tracked { backend, .. } => backend,
        }
    }

    /// Blocks until the launch ends; returns its result.
    pub fn wait(&self) -> Result<(), GpuError> {
        let state = match &self.inner {
            Inner::Signalled(state) => state,
            Inner::Tracked { source, seq, .. } => {
                return source.wait_for(*seq, None).unwrap_or_else(|| {
                    Err(GpuError::internal(
                        self.backend(),
                        "an unbounded wait for a launch returned without its result",
                    ))
                })
            }
        };
        let mut guard = state.lock();
        loop {
            if let Some(r) = guard.as_ref() {
                return r.clone();
            }
            guard = state.done.wait(guard).unwrap_or_else(|e| e.into_inner());
        }
    }

    /// As [`wait`](Fence::wait), but gives up after `timeout` with
    /// [`ErrorKind::TimeoutExpired`] (the launch keeps running; wait again).
    pub fn wait_timeout(&self, timeout: Duration) -> Result<(), GpuError> {
        let start = Instant::now();
        let expired = || {
            Err(GpuError::new(
                ErrorKind::TimeoutExpired,
                self.backend(),
                format!("the launch did not finish within {timeout:?}"),
            ))
        };
        let state = match &self.inner {
            Inner::Signalled(state) => state,
            Inner::Tracked { source, seq, .. } => {
                // A deadline past what `Instant` can hold waits forever.
                let deadline = start.checked_add(timeout);
                return match source.wait_for(*seq, deadline) {
                    Some(r) => r,
                    None => expired(),
                };
            }
        };
        let mut guard = state.lock();
        loop {
            if let Some(r) = guard.as_ref() {
                return r.clone();
            }
            let elapsed = start.elapsed();
            let Some(left) = timeout.checked_sub(elapsed).filter(|d| !d.is_zero()) else {
                return expired();
            };
            guard = state
                .done
                .wait_timeout(guard, left.min(MAX_SLEEP))
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
    }

    /// True once the launch has ended (successfully or not).
    pub fn is_done(&self) -> bool {
        match &self.inner {
            Inner::Signalled(state) => state.lock().is_some(),
            Inner::Tracked { source, seq, .. } => source.poll(*seq).is_some(),
        }
    }
}

impl fmt::Debug for Fence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Fence")
            .field("backend", &self.backend())
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU64, Ordering};

    /// Launches end when the test says so: every launch `≤ done` ended.
    struct Source {
        done: AtomicU64,
    }

    impl FenceSource for Source {
        fn wait_for(&self, seq: u64, deadline: Option<Instant>) -> Option<Result<(), GpuError>> {
            loop {
                if let Some(r) = self.poll(seq) {
                    return Some(r);
                }
                if deadline.is_some_and(|d| Instant::now() >= d) {
                    return None;
                }
                std::thread::sleep(Duration::from_millis(1));
            }
        }
        fn poll(&self, seq: u64) -> Option<Result<(), GpuError>> {
            (seq <= self.done.load(Ordering::Acquire)).then_some(Ok(()))
        }
    }

    #[test]
    fn completed_fences_are_done_with_their_result() {
        let ok = Fence::completed("test", Ok(()));
        assert!(ok.is_done());
        assert!(ok.wait().is_ok());
        assert!(ok.wait_timeout(Duration::ZERO).is_ok());
        let broke = GpuError::new(ErrorKind::LaunchFailed, "test", "it broke");
        let failed = Fence::completed("test", Err(broke));
        assert!(failed.is_done());
        for _ in 0..2 {
            let e = failed.wait().expect_err("the launch's error");
            assert_eq!(e.kind, ErrorKind::LaunchFailed);
            assert!(e.message.contains("it broke"), "{e}");
        }
    }

    #[test]
    fn tracked_fences_ask_their_source() {
        let source = Arc::new(Source {
            done: AtomicU64::new(1),
        });
        let first = Fence::tracked("test", source.clone(), 1);
        let second = Fence::tracked("test", source.clone(), 2);
        assert!(first.is_done());
        assert!(first.wait().is_ok());
        assert!(!second.is_done());
        let e = second
            .wait_timeout(Duration::from_millis(5))
            .expect_err("not ended");
        assert_eq!(e.kind, ErrorKind::TimeoutExpired);
        assert_eq!(e.backend, "test");
        let ender = {
            let source = source.clone();
            std::thread::spawn(move || {
                std::thread::sleep(Duration::from_millis(20));
                source.done.store(2, Ordering::Release);
            })
        };
        assert!(second.wait().is_ok());
        assert!(second.is_done());
        ender.join().expect("joins");
        // A timeout too large for an Instant waits without a deadline.
        assert!(second.wait_timeout(Duration::MAX).is_ok());
        assert!(format!("{second:?}").contains("done: true"));
    }
}
