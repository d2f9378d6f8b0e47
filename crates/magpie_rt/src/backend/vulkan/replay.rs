//! A synchronous, untimed launch just like one of the last few submits the
//! command buffer recorded for that one again instead of recording anew:
//! the device keeps the last [`MAX_KEPT`] such launches' slots, recorded
//! and ended, each with what identifies its launch ([`ReplayKey`]), so a
//! loop over a few kernels (or one kernel with a few argument sets)
//! replays every launch after its first round. Recording (taking and
//! resetting a slot, beginning its command buffer, writing descriptor
//! sets, binding, ending) is a fifth of a synchronous launch on an H100's
//! host (`vk.record` 2.6–5.2 µs of 19–23, `launch_overhead`).
//!
//! Only untimed launches are kept (a timed launch trades its query pool
//! away when it completes, [`super::device::Gpu::keep_last_timed`]), so a
//! launch whose time someone reads is recorded every time
//! ([`crate::backend::timing_demand`]).
//!
//! Invariants:
//! - a kept slot's command buffer was recorded without `ONE_TIME_SUBMIT`
//!   and without timestamps, and its submission completed (a slot is kept
//!   only after the wait);
//! - a kept slot is taken out under the device's lock before it is
//!   submitted again, so no two submissions use it at once;
//! - at most [`MAX_KEPT`] slots are kept, the least recently kept leaving
//!   first, and a slot whose module or a buffer was dropped leaves when
//!   the next one is kept;
//! - the key holds the module and the buffers weakly: a kept slot never
//!   keeps a user's memory or pipelines alive. While a `Weak` is held the
//!   `Arc`'s own allocation stays (the object itself is dropped, its
//!   device memory freed), so a live object at the same address is that
//!   very object, never a new one where a dropped one was; a slot
//!   whose module or a buffer was dropped is never submitted again (its
//!   command buffer may reference destroyed objects, which Vulkan allows
//!   until it is reset, as the free list's next use does).

use std::sync::{Arc, Weak};

use ash::vk;
use magpie_mpir::FuncId;

use super::device::Gpu;
use super::submit::{self, LaunchSlot};
use crate::backend::{lock, BackendBuffer, BackendModule, BoundArg, LaunchRequest};

/// Recorded launches kept per device.
pub(crate) const MAX_KEPT: usize = 8;

/// The kept launches, least recently kept first.
pub(crate) type Kept = Vec<(ReplayKey, LaunchSlot)>;

/// What makes two launches record the same commands: the kernel and its
/// pipeline (which holds the block and the code chosen for aliasing), the
/// grid, the push-constant bytes (every scalar and struct argument) and
/// the buffers bound, in order, by identity. A buffer's descriptor is its
/// whole range, and a buffer's size never changes.
pub(crate) struct ReplayKey {
    module: Weak<dyn BackendModule>,
    kernel: FuncId,
    pipeline: vk::Pipeline,
    grid: [u32; 3],
    block: [u32; 3],
    push: Vec<u8>,
    buffers: Vec<Weak<dyn BackendBuffer>>,
}

/// The buffer arguments of `request`, in order.
fn buffers(request: &LaunchRequest) -> impl Iterator<Item = &Arc<dyn BackendBuffer>> {
    request.args.iter().filter_map(|a| match a {
        BoundArg::Buffer(b) => Some(b),
        _ => None,
    })
}

/// Whether `kept` still refers to the live object `live`.
fn same<T: ?Sized>(kept: &Weak<T>, live: &Arc<T>) -> bool {
    kept.strong_count() > 0 && std::ptr::addr_eq(kept.as_ptr(), Arc::as_ptr(live))
}

impl ReplayKey {
    pub(crate) fn new(request: &LaunchRequest, pipeline: vk::Pipeline, push: &[u8]) -> ReplayKey {
        ReplayKey {
            module: Arc::downgrade(&request.module),
            kernel: request.kernel,
            pipeline,
            grid: request.grid,
            block: request.block,
            push: push.to_vec(),
            buffers: buffers(request).map(Arc::downgrade).collect(),
        }
    }

    /// Whether the module and every buffer are still alive.
    pub(crate) fn alive(&self) -> bool {
        self.module.strong_count() > 0 && self.buffers.iter().all(|b| b.strong_count() > 0)
    }

    fn matches(&self, request: &LaunchRequest, pipeline: vk::Pipeline, push: &[u8]) -> bool {
        self.kernel == request.kernel
            && self.pipeline == pipeline
            && self.grid == request.grid
            && self.block == request.block
            && self.push == push
            && same(&self.module, &request.module)
            && buffers(request).count() == self.buffers.len()
            && buffers(request)
                .zip(&self.buffers)
                .all(|(live, kept)| same(kept, live))
    }
}

/// The slot kept for a launch like `request` (with this pipeline and push
/// block), taken out with its key; `None` when none is kept for it.
pub(crate) fn take(
    gpu: &Gpu,
    request: &LaunchRequest,
    pipeline: vk::Pipeline,
    push: &[u8],
) -> Option<(ReplayKey, LaunchSlot)> {
    let mut kept = lock(&gpu.replay);
    let at = kept
        .iter()
        .position(|(key, _)| key.matches(request, pipeline, push))?;
    Some(kept.remove(at))
}

/// Keeps `slot`, whose untimed submission of `key`'s launch completed, for
/// the next launch like it. Slots of dropped modules or buffers, and the
/// least recently kept beyond [`MAX_KEPT`], go back to the free list
/// (reset on their next use).
pub(crate) fn keep(gpu: &Gpu, key: ReplayKey, slot: LaunchSlot) {
    let mut leaving = Vec::new();
    {
        let mut kept = lock(&gpu.replay);
        let mut i = 0;
        while i < kept.len() {
            if kept[i].0.alive() {
                i += 1;
            } else {
                leaving.push(kept.remove(i).1);
            }
        }
        kept.push((key, slot));
        if kept.len() > MAX_KEPT {
            leaving.push(kept.remove(0).1);
        }
    }
    for slot in leaving {
        submit::return_slot(gpu, slot);
    }
}
