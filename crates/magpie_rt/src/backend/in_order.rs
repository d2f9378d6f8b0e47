//! One thread per device that runs jobs in the order they were handed
//! over: the Vulkan backend's waits for asynchronous launches (a launch on
//! one queue completes after every launch submitted before it, so waiting
//! in submission order delays no signal), the CPU device's asynchronous
//! launches (run in order, as a GPU queue runs them).
//!
//! The thread starts with the first job and ends when its owner (the
//! sender) is dropped, after the jobs already queued; it holds nothing of
//! its own, only the jobs, so it never keeps a device alive. Where no
//! thread can be started the job runs on the caller's thread: nothing is
//! lost, the caller only waits. A thread per job instead cost a spawn on
//! every launch (16-30 µs).

use std::sync::mpsc::{channel, Sender};
use std::sync::Mutex;

/// A job for the thread: a launch to run, or to wait for, and its signal.
pub(crate) type Job = Box<dyn FnOnce() + Send>;

#[derive(Debug)]
pub(crate) struct InOrder {
    /// The thread's name.
    name: &'static str,
    /// Where jobs go; `None` until the first job (or after a failed start).
    jobs: Mutex<Option<Sender<Job>>>,
}

impl InOrder {
    pub(crate) const fn new(name: &'static str) -> InOrder {
        InOrder {
            name,
            jobs: Mutex::new(None),
        }
    }

    /// Runs `job` after every job handed over before it.
    pub(crate) fn run(&self, job: Job) {
        let mut jobs = self.jobs.lock().unwrap_or_else(|e| e.into_inner());
        if jobs.is_none() {
            *jobs = self.start();
        }
        let unsent = match jobs.as_ref() {
            Some(tx) => tx.send(job).err().map(|e| e.0),
            None => Some(job),
        };
        if let Some(job) = unsent {
            // No thread (or it is gone, which only happens with its owner):
            // run the job here.
            *jobs = None;
            drop(jobs);
            job();
        }
    }

    fn start(&self) -> Option<Sender<Job>> {
        let (tx, rx) = channel::<Job>();
        let spawned = std::thread::Builder::new()
            .name(self.name.into())
            .spawn(move || {
                for job in rx {
                    job();
                }
            });
        match spawned {
            Ok(_) => Some(tx),
            Err(e) => {
                tracing::warn!(
                    "cannot start the thread `{}`: {e}; running its jobs on the caller's thread",
                    self.name
                );
                None
            }
        }
    }
}
