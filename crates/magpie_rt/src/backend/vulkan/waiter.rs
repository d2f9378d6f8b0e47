//! One thread per device that waits for asynchronous launches in the
//! order they were submitted and signals their [`Fence`]s.
//!
//! A launch on one queue completes after every launch submitted before it,
//! so waiting in submission order delays no signal. The thread starts on
//! the first asynchronous launch and ends when the device is dropped (its
//! sender goes with it); it holds no `Arc<Gpu>` of its own, only the
//! submissions in flight, so it never keeps a device alive. Starting one
//! thread per launch instead cost a thread spawn on every launch.

use std::sync::mpsc::{channel, Sender};

use super::conv::NAME;
use super::launch;
use super::submit::Submission;
use crate::error::{ErrorKind, GpuError};
use crate::fence::FenceSignal;

/// A submission in flight and the signal of its fence.
pub(crate) type Pending = (Submission, FenceSignal);

/// Starts a waiter thread for one device; its sender.
pub(crate) fn start() -> Result<Sender<Pending>, GpuError> {
    let (tx, rx) = channel::<Pending>();
    std::thread::Builder::new()
        .name("magpie-vk waiter".into())
        .spawn(move || {
            for (sub, signal) in rx {
                signal.signal(launch::finish(sub));
            }
        })
        .map_err(|e| {
            GpuError::new(
                ErrorKind::ResourceExhausted,
                NAME,
                format!("cannot start the thread that waits for asynchronous launches: {e}"),
            )
        })?;
    Ok(tx)
}
