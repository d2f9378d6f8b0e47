//! Command submissions: each takes a reusable [`LaunchSlot`] (command pool
//! and buffer, query pool, descriptor pool) from the device's free list,
//! creating one only when none is free, and gives it back once it ended;
//! plus whatever else must live until the device is done (staging
//! buffers, a launch's request). The steady state creates no Vulkan object.
//!
//! A submission's end is a value of the device's timeline semaphore
//! ([`Gpu::signal_value`]), not a fence of its own: making a fence cost
//! NVIDIA's driver 270 µs (`slot_probe`, H100), as long as several kernels,
//! and every launch slot needed one; the semaphore is made once.
//!
//! An asynchronous launch recorded while two or more submissions are in
//! flight is *deferred* ([`Submission::defer`]): it takes its value and
//! waits in the device's deferred list, and goes to the queue with the
//! next submission, in one `vkQueueSubmit` (each submission costs the GPU
//! a gap, less when several share one call: 74.1 against 79.4 µs per
//! launch of 65 µs, `submission_probe`, H100). Invariants: values are
//! handed out under the queue lock and submitted in that order (every
//! submission takes the deferred list first); a deferred launch is
//! submitted before anyone waits for it ([`Submission::wait`] flushes) and
//! when the queue is down to one submission in flight
//! ([`Gpu::flush_if_draining`], called by the thread that waits for
//! asynchronous launches), so the GPU does not run dry while some wait.
//!
//! Every command buffer ends with one full memory barrier: from everything
//! before it to everything after it in the queue's submission order (which
//! runs on across command buffers and submissions) and to the host. So a
//! command buffer sees everything earlier submissions wrote (each ended
//! with this barrier; host writes before a submission are visible to it by
//! `vkQueueSubmit`'s own guarantee), and what it wrote is visible to host
//! reads after its fence. One barrier instead of a leading and a trailing
//! one: the leading one cost the H100 about 4.5 µs per synchronous launch
//! (`launch_probe`). A submission that
//! was submitted is waited for before anything it owns is destroyed, also
//! when it is dropped on an error path: the device never sees a freed object.

use std::any::Any;
use std::sync::atomic::Ordering;
use std::sync::{Arc, MutexGuard};

use ash::vk;

use super::conv::{vk_err, NAME};
use super::device::Gpu;
use crate::backend::lock;
use crate::error::GpuError;

/// Free launch slots kept per device; more than this are destroyed. A
/// burst of asynchronous launches takes one slot each, and making one
/// (command pool, fence, query pool, descriptor pool) costs far more than
/// a launch, so a burst as long as this one reuses every slot the burst
/// before made. A slot holds a few small Vulkan objects.
const MAX_FREE_SLOTS: usize = 256;

/// What one submission needs from Vulkan, reused across submissions: a
/// command pool with one primary command buffer, a timestamp query pool
/// (when the queue has timestamps) and a descriptor pool (made on first
/// need, grown when a kernel needs more). A slot is only ever reused after
/// its submission was waited for.
pub(crate) struct LaunchSlot {
    pool: vk::CommandPool,
    cmd: vk::CommandBuffer,
    query_pool: vk::QueryPool,
    descriptor_pool: vk::DescriptorPool,
    /// Sets and storage-buffer descriptors `descriptor_pool` holds.
    descriptor_capacity: (u32, u32),
}

/// A query pool of two timestamps.
pub(crate) fn timestamp_pool(d: &ash::Device) -> Result<vk::QueryPool, GpuError> {
    let info = vk::QueryPoolCreateInfo::default()
        .query_type(vk::QueryType::TIMESTAMP)
        .query_count(2);
    // SAFETY: the device is alive; the caller owns the pool made.
    unsafe { d.create_query_pool(&info, None) }.map_err(vk_err("vkCreateQueryPool"))
}

impl LaunchSlot {
    fn new(gpu: &Gpu) -> Result<LaunchSlot, GpuError> {
        let d = &gpu.raw;
        let mut slot = LaunchSlot {
            pool: vk::CommandPool::null(),
            cmd: vk::CommandBuffer::null(),
            query_pool: vk::QueryPool::null(),
            descriptor_pool: vk::DescriptorPool::null(),
            descriptor_capacity: (0, 0),
        };
        // SAFETY (this function): the device is alive; each object made is
        // stored in `slot` at once, destroyed on the error paths.
        let made = (|| {
            let pool_info = vk::CommandPoolCreateInfo::default()
                .flags(vk::CommandPoolCreateFlags::TRANSIENT)
                .queue_family_index(gpu.info.queue_family);
            slot.pool = unsafe { d.create_command_pool(&pool_info, None) }
                .map_err(vk_err("vkCreateCommandPool"))?;
            let alloc = vk::CommandBufferAllocateInfo::default()
                .command_pool(slot.pool)
                .level(vk::CommandBufferLevel::PRIMARY)
                .command_buffer_count(1);
            let cmds = unsafe { d.allocate_command_buffers(&alloc) }
                .map_err(vk_err("vkAllocateCommandBuffers"))?;
            slot.cmd = cmds.first().copied().unwrap_or_default();
            if gpu.info.timestamp_period.is_some() {
                slot.query_pool = timestamp_pool(d)?;
            }
            Ok(())
        })();
        match made {
            Ok(()) => Ok(slot),
            Err(e) => {
                slot.destroy(d);
                Err(e)
            }
        }
    }

    /// Makes the slot ready for recording (after an earlier use).
    fn reset(&self, d: &ash::Device) -> Result<(), GpuError> {
        // SAFETY: the slot's last submission (if any) was waited for.
        unsafe { d.reset_command_pool(self.pool, vk::CommandPoolResetFlags::empty()) }
            .map_err(vk_err("vkResetCommandPool"))
    }

    /// Destroys everything in the slot; the device must be done with it.
    pub(crate) fn destroy(self, d: &ash::Device) {
        // SAFETY: as documented; null handles are ignored by Vulkan.
        unsafe {
            d.destroy_command_pool(self.pool, None);
            d.destroy_descriptor_pool(self.descriptor_pool, None);
            d.destroy_query_pool(self.query_pool, None);
        }
    }
}

/// How [`Submission::submit_recorded`] groups its command buffers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Batches {
    /// A batch per command buffer, each signalling its own value.
    Each,
    /// One batch of every command buffer, signalling one value at its end.
    #[cfg_attr(not(test), allow(dead_code))]
    One,
}

pub(crate) struct Submission {
    pub(crate) gpu: Arc<Gpu>,
    /// `None` only while dropping.
    slot: Option<LaunchSlot>,
    pub(crate) cmd: vk::CommandBuffer,
    /// The timeline semaphore's value that says the submission ended; 0
    /// until submitted.
    signal: u64,
    /// Two timestamps around a dispatch, when the queue has them (null
    /// otherwise); reset by the launch before use.
    pub(crate) query_pool: vk::QueryPool,
    /// Kept alive until the fence (staging buffers, a launch's request).
    pub(crate) keep: Vec<Box<dyn Any + Send + Sync>>,
}

impl std::fmt::Debug for Submission {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Submission")
            .field("signal", &self.signal)
            .finish()
    }
}

fn full_barrier(
    src: vk::PipelineStageFlags,
    dst: vk::PipelineStageFlags,
    dst_access: vk::AccessFlags,
) -> (
    vk::PipelineStageFlags,
    vk::PipelineStageFlags,
    vk::MemoryBarrier<'static>,
) {
    (
        src,
        dst,
        vk::MemoryBarrier::default()
            .src_access_mask(vk::AccessFlags::MEMORY_WRITE)
            .dst_access_mask(dst_access),
    )
}

impl Submission {
    /// A command buffer in the recording state, to be submitted once.
    pub(crate) fn begin(gpu: &Arc<Gpu>) -> Result<Submission, GpuError> {
        Submission::begin_for(gpu, true)
    }

    /// A command buffer in the recording state; without `once` it may be
    /// submitted again after it completed ([`super::replay`]).
    pub(crate) fn begin_for(gpu: &Arc<Gpu>, once: bool) -> Result<Submission, GpuError> {
        let d = &gpu.raw;
        let reused = gpu.slots().pop();
        let slot = match reused {
            Some(slot) => match tracing::trace_span!("vk.reset").in_scope(|| slot.reset(d)) {
                Ok(()) => slot,
                Err(e) => {
                    slot.destroy(d);
                    return Err(e);
                }
            },
            None => tracing::trace_span!("vk.new_slot").in_scope(|| LaunchSlot::new(gpu))?,
        };
        // From here on the submission's Drop returns or destroys the slot.
        let sub = Submission {
            gpu: gpu.clone(),
            cmd: slot.cmd,
            query_pool: slot.query_pool,
            slot: Some(slot),
            signal: 0,
            keep: Vec::new(),
        };
        let flags = if once {
            vk::CommandBufferUsageFlags::ONE_TIME_SUBMIT
        } else {
            vk::CommandBufferUsageFlags::empty()
        };
        let begin = vk::CommandBufferBeginInfo::default().flags(flags);
        // SAFETY: `cmd` is the slot's, not recording, its last submission
        // (if any) waited for and its pool reset.
        tracing::trace_span!("vk.begin")
            .in_scope(|| unsafe { d.begin_command_buffer(sub.cmd, &begin) })
            .map_err(vk_err("vkBeginCommandBuffer"))?;
        Ok(sub)
    }

    /// A submission of `slot`'s command buffer as it was recorded and
    /// ended for an earlier, completed, untimed submission
    /// ([`super::replay`]).
    pub(crate) fn replay(gpu: &Arc<Gpu>, slot: LaunchSlot) -> Submission {
        Submission {
            gpu: gpu.clone(),
            cmd: slot.cmd,
            query_pool: vk::QueryPool::null(),
            slot: Some(slot),
            signal: 0,
            keep: Vec::new(),
        }
    }

    /// The slot of a submission that was waited for, with its command
    /// buffer as recorded; what the submission kept is released.
    pub(crate) fn into_slot(mut self) -> Option<LaunchSlot> {
        self.keep.clear();
        self.slot.take()
    }

    /// Ends recording (after the full barrier, the host among its
    /// destinations) and submits.
    pub(crate) fn submit(&mut self) -> Result<(), GpuError> {
        self.submit_for(true)
    }

    /// Ends recording after a full barrier whose destinations are every
    /// later command and, with `host`, the host's reads and writes of
    /// mapped memory; then submits. Without `host` the barrier does not
    /// make the writes visible to the host: for launches that bind no
    /// mapped buffer, whose results the host reads only through a later
    /// submission's copy (which this barrier does cover).
    pub(crate) fn submit_for(&mut self, host: bool) -> Result<(), GpuError> {
        self.end_recording(host)?;
        Submission::submit_recorded(std::slice::from_mut(self), Batches::Each)
    }

    /// Ends recording after the full barrier of
    /// [`submit_for`](Submission::submit_for); the submission is then
    /// ready for [`submit_recorded`](Submission::submit_recorded).
    pub(crate) fn end_recording(&mut self, host: bool) -> Result<(), GpuError> {
        let d = &self.gpu.raw;
        let (src, dst, barrier) = if host {
            full_barrier(
                vk::PipelineStageFlags::ALL_COMMANDS,
                vk::PipelineStageFlags::ALL_COMMANDS | vk::PipelineStageFlags::HOST,
                vk::AccessFlags::MEMORY_READ
                    | vk::AccessFlags::MEMORY_WRITE
                    | vk::AccessFlags::HOST_READ
                    | vk::AccessFlags::HOST_WRITE,
            )
        } else {
            full_barrier(
                vk::PipelineStageFlags::ALL_COMMANDS,
                vk::PipelineStageFlags::ALL_COMMANDS,
                vk::AccessFlags::MEMORY_READ | vk::AccessFlags::MEMORY_WRITE,
            )
        };
        // SAFETY: `cmd` is recording and owned by this submission.
        unsafe {
            d.cmd_pipeline_barrier(
                self.cmd,
                src,
                dst,
                vk::DependencyFlags::empty(),
                &[barrier],
                &[],
                &[],
            );
            d.end_command_buffer(self.cmd)
        }
        .map_err(vk_err("vkEndCommandBuffer"))
    }

    /// Submits `subs` (recorded and ended, all of one device, in this
    /// order) in one `vkQueueSubmit`: as a batch each, each signalling a
    /// value of its own, or as one batch of all their command buffers
    /// signalling one value at its end.
    pub(crate) fn submit_recorded(
        subs: &mut [Submission],
        batches: Batches,
    ) -> Result<(), GpuError> {
        let Some(first) = subs.first() else {
            return Ok(());
        };
        let gpu = first.gpu.clone();
        let queue = gpu.queue();
        let values: Vec<u64> = match batches {
            Batches::Each => subs.iter().map(|_| gpu.signal_value(&queue)).collect(),
            Batches::One => vec![gpu.signal_value(&queue)],
        };
        let own: Vec<vk::CommandBuffer> = subs.iter().map(|s| s.cmd).collect();
        let batched: Vec<(&[vk::CommandBuffer], u64)> = match batches {
            Batches::Each => own
                .iter()
                .zip(&values)
                .map(|(c, v)| (std::slice::from_ref(c), *v))
                .collect(),
            Batches::One => vec![(&own, values[0])],
        };
        gpu.submit_after_deferred(&queue, &batched)?;
        drop(queue);
        for (i, sub) in subs.iter_mut().enumerate() {
            sub.signal = match batches {
                Batches::Each => values[i],
                Batches::One => values[0],
            };
        }
        Ok(())
    }

    /// The timeline value that says the submission ended (0 before it was
    /// submitted or deferred).
    pub(crate) fn signal(&self) -> u64 {
        self.signal
    }

    /// Ends an asynchronous launch's recording by taking its value and
    /// leaving it in the device's deferred list (module docs).
    pub(crate) fn defer(&mut self) {
        let queue = self.gpu.queue();
        let value = self.gpu.signal_value(&queue);
        lock(&self.gpu.deferred).push((self.cmd, value));
        self.signal = value;
    }

    /// Blocks until the device is done with the submission: polls the
    /// timeline semaphore briefly ([`crate::backend::poll_briefly`]), then
    /// sleeps in `vkWaitSemaphores`.
    pub(crate) fn wait(&self) -> Result<(), GpuError> {
        if self.signal == 0 {
            return Ok(());
        }
        if self.gpu.submitted.load(Ordering::Acquire) < self.signal {
            self.gpu.flush_deferred()?;
        }
        let d = &self.gpu.raw;
        let timeline = self.gpu.timeline;
        // SAFETY: the semaphore lives as long as the device.
        let done = crate::backend::poll_briefly(|| {
            unsafe { d.get_semaphore_counter_value(timeline) }.map(|v| v >= self.signal)
        })
        .map_err(vk_err("vkGetSemaphoreCounterValue"))
        .map_err(|e| self.gpu.note_error(e))?;
        if done {
            return Ok(());
        }
        let semaphores = [timeline];
        let values = [self.signal];
        let info = vk::SemaphoreWaitInfo::default()
            .semaphores(&semaphores)
            .values(&values);
        // SAFETY: as above; the value was submitted to be signalled.
        unsafe { d.wait_semaphores(&info, u64::MAX) }
            .map_err(vk_err("vkWaitSemaphores"))
            .map_err(|e| self.gpu.note_error(e))
    }

    /// The slot's descriptor pool, reset, with room for `sets` sets of
    /// `buffers` storage buffers in all (grown when it has too little).
    pub(crate) fn descriptor_pool(
        &mut self,
        sets: u32,
        buffers: u32,
    ) -> Result<vk::DescriptorPool, GpuError> {
        let d = &self.gpu.raw;
        let slot = self
            .slot
            .as_mut()
            .ok_or_else(|| GpuError::internal(NAME, "a submission without its slot"))?;
        let (have_sets, have_buffers) = slot.descriptor_capacity;
        if slot.descriptor_pool != vk::DescriptorPool::null()
            && sets <= have_sets
            && buffers <= have_buffers
        {
            // SAFETY: the slot's earlier submission was waited for, so no
            // pending command buffer uses the pool's sets.
            unsafe {
                d.reset_descriptor_pool(slot.descriptor_pool, vk::DescriptorPoolResetFlags::empty())
            }
            .map_err(vk_err("vkResetDescriptorPool"))?;
            return Ok(slot.descriptor_pool);
        }
        let sets = sets.max(have_sets).max(4);
        let buffers = buffers.max(have_buffers).max(32);
        // SAFETY: as above; the old pool is unused.
        unsafe { d.destroy_descriptor_pool(slot.descriptor_pool, None) };
        slot.descriptor_pool = vk::DescriptorPool::null();
        slot.descriptor_capacity = (0, 0);
        let sizes = [vk::DescriptorPoolSize::default()
            .ty(vk::DescriptorType::STORAGE_BUFFER)
            .descriptor_count(buffers)];
        let info = vk::DescriptorPoolCreateInfo::default()
            .max_sets(sets)
            .pool_sizes(&sizes);
        slot.descriptor_pool = unsafe { d.create_descriptor_pool(&info, None) }
            .map_err(vk_err("vkCreateDescriptorPool"))?;
        slot.descriptor_capacity = (sets, buffers);
        Ok(slot.descriptor_pool)
    }

    /// Leaves the submission untimed: it writes no timestamps (its slot
    /// keeps its query pool for a later submission).
    pub(crate) fn untimed(&mut self) {
        self.query_pool = vk::QueryPool::null();
    }

    /// Gives the submission's (and its slot's) query pool for `pool`;
    /// after the fence only.
    pub(crate) fn trade_query_pool(&mut self, pool: vk::QueryPool) -> vk::QueryPool {
        let Some(slot) = self.slot.as_mut() else {
            return pool;
        };
        self.query_pool = pool;
        std::mem::replace(&mut slot.query_pool, pool)
    }

    /// Submits and waits.
    pub(crate) fn run(mut self) -> Result<(), GpuError> {
        self.submit()?;
        self.wait()
    }

    /// Submits, waits and reads the submission's two timestamps (`None`
    /// where it has none, or they were not written).
    pub(crate) fn run_reading_stamps(mut self) -> Result<Option<[u64; 2]>, GpuError> {
        self.submit()?;
        self.wait()?;
        // SAFETY: the submission completed; its slot is still ours.
        Ok(unsafe { self.gpu.ticks_of(self.query_pool) })
    }

    /// Resets the submission's two timestamps and records the first (at
    /// the top of the pipe) where the queue has timestamps; nothing
    /// otherwise. Before the commands it times.
    pub(crate) fn stamp_first(&self) {
        if self.query_pool == vk::QueryPool::null() {
            return;
        }
        let d = &self.gpu.raw;
        // SAFETY: `cmd` is recording. The pool's last use was waited for
        // (slots and the last timed pool are reused only after their
        // fence), so the host may reset it: in the command buffer the
        // reset cost lavapipe a third of a launch (`launch_probe`).
        unsafe {
            if self.gpu.info.host_query_reset {
                d.reset_query_pool(self.query_pool, 0, 2);
            } else {
                d.cmd_reset_query_pool(self.cmd, self.query_pool, 0, 2);
            }
            d.cmd_write_timestamp(
                self.cmd,
                vk::PipelineStageFlags::TOP_OF_PIPE,
                self.query_pool,
                0,
            );
        }
    }

    /// Records the second timestamp (at the bottom of the pipe), after the
    /// commands [`stamp_first`](Submission::stamp_first) began timing.
    pub(crate) fn stamp_second(&self) {
        if self.query_pool == vk::QueryPool::null() {
            return;
        }
        // SAFETY: `cmd` is recording; the first timestamp was recorded.
        unsafe {
            self.gpu.raw.cmd_write_timestamp(
                self.cmd,
                vk::PipelineStageFlags::BOTTOM_OF_PIPE,
                self.query_pool,
                1,
            );
        }
    }
}

impl Drop for Submission {
    fn drop(&mut self) {
        let waited = self.wait();
        self.keep.clear();
        let Some(slot) = self.slot.take() else {
            return;
        };
        // A failed wait (device lost) leaves nothing better to do than
        // destroy: the device will not touch these objects again.
        if waited.is_ok() {
            return_slot(&self.gpu, slot);
        } else {
            slot.destroy(&self.gpu.raw);
        }
    }
}

/// Puts `slot`, whose last submission completed, on `gpu`'s free list, or
/// destroys it when the list is full.
pub(crate) fn return_slot(gpu: &Gpu, slot: LaunchSlot) {
    let mut free = gpu.slots();
    if free.len() < MAX_FREE_SLOTS {
        free.push(slot);
        return;
    }
    drop(free);
    slot.destroy(&gpu.raw);
}

/// Submits `batches` (command buffers, each batch signalling its value)
/// in one `vkQueueSubmit`; the caller holds `_queue`, under which the
/// values were handed out, rising.
fn submit_batches(
    gpu: &Gpu,
    queue: &MutexGuard<'_, vk::Queue>,
    batches: &[(&[vk::CommandBuffer], u64)],
) -> Result<(), GpuError> {
    let Some(last) = batches.last().map(|b| b.1) else {
        return Ok(());
    };
    let semaphores = [gpu.timeline];
    let mut timelines: Vec<vk::TimelineSemaphoreSubmitInfo<'_>> = batches
        .iter()
        .map(|(_, v)| {
            vk::TimelineSemaphoreSubmitInfo::default()
                .signal_semaphore_values(std::slice::from_ref(v))
        })
        .collect();
    let submits: Vec<vk::SubmitInfo<'_>> = batches
        .iter()
        .zip(timelines.iter_mut())
        .map(|((cmds, _), t)| {
            vk::SubmitInfo::default()
                .command_buffers(cmds)
                .signal_semaphores(&semaphores)
                .push_next(t)
        })
        .collect();
    // SAFETY: the queue is locked; everything `submits` points to outlives
    // the call; the values rise, above every value submitted before
    // (handed out under the same lock, deferred ones first).
    unsafe { gpu.raw.queue_submit(**queue, &submits, vk::Fence::null()) }
        .map_err(vk_err("vkQueueSubmit"))
        .map_err(|e| gpu.note_error(e))?;
    gpu.submitted.store(last, Ordering::Release);
    Ok(())
}

impl Gpu {
    /// Submits every deferred launch (module docs).
    pub(crate) fn flush_deferred(&self) -> Result<(), GpuError> {
        self.submit_after_deferred(&self.queue(), &[])
    }

    /// Submits the deferred launches, then `batches`, in one
    /// `vkQueueSubmit`; the caller holds `queue`. Where the submission
    /// fails the deferred launches stay deferred.
    fn submit_after_deferred(
        &self,
        queue: &MutexGuard<'_, vk::Queue>,
        batches: &[(&[vk::CommandBuffer], u64)],
    ) -> Result<(), GpuError> {
        let deferred = std::mem::take(&mut *lock(&self.deferred));
        let all: Vec<(&[vk::CommandBuffer], u64)> = deferred
            .iter()
            .map(|(cmd, v)| (std::slice::from_ref(cmd), *v))
            .chain(batches.iter().copied())
            .collect();
        let submitted = submit_batches(self, queue, &all);
        if submitted.is_err() {
            lock(&self.deferred).splice(0..0, deferred.iter().copied());
        }
        submitted
    }

    /// Submissions in flight: submitted and not known to have ended.
    pub(crate) fn in_flight(&self) -> Result<u64, GpuError> {
        // SAFETY: the semaphore lives as long as the device.
        let done = unsafe { self.raw.get_semaphore_counter_value(self.timeline) }
            .map_err(vk_err("vkGetSemaphoreCounterValue"))?;
        Ok(self.submitted.load(Ordering::Acquire).saturating_sub(done))
    }

    /// After the submission of value `ended` ended: submits the deferred
    /// launches when at most one submission is left in flight.
    pub(crate) fn flush_if_draining(&self, ended: u64) -> Result<(), GpuError> {
        if lock(&self.deferred).is_empty() {
            return Ok(());
        }
        if self.submitted.load(Ordering::Acquire).saturating_sub(ended) <= 1 {
            self.flush_deferred()?;
        }
        Ok(())
    }
}
