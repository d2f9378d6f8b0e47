//! One-shot command submissions: a transient command pool, one command
//! buffer, one fence, and whatever else must live until the device is done
//! (descriptor pool, query pool, staging buffers).
//!
//! Every command buffer starts with a full memory barrier (so it sees
//! everything earlier submissions wrote) and ends with one towards the host
//! (so what it wrote is visible to reads after the fence). A submission that
//! was submitted is waited for before anything it owns is destroyed, also
//! when it is dropped on an error path: the device never sees a freed object.

use std::any::Any;
use std::sync::Arc;

use ash::vk;

use super::conv::vk_err;
use super::device::Gpu;
use crate::error::GpuError;

pub(crate) struct Submission {
    pub(crate) gpu: Arc<Gpu>,
    pool: vk::CommandPool,
    pub(crate) cmd: vk::CommandBuffer,
    fence: vk::Fence,
    submitted: bool,
    /// Destroyed after the fence (launches: their descriptor sets).
    pub(crate) descriptor_pool: vk::DescriptorPool,
    /// Two timestamps around a dispatch, when the queue has them.
    pub(crate) query_pool: vk::QueryPool,
    /// Kept alive until the fence (staging buffers, a launch's request).
    pub(crate) keep: Vec<Box<dyn Any + Send + Sync>>,
}

impl std::fmt::Debug for Submission {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Submission")
            .field("submitted", &self.submitted)
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
    /// A command buffer in the recording state, after the leading barrier.
    pub(crate) fn begin(gpu: &Arc<Gpu>) -> Result<Submission, GpuError> {
        let d = &gpu.raw;
        let pool_info = vk::CommandPoolCreateInfo::default()
            .flags(vk::CommandPoolCreateFlags::TRANSIENT)
            .queue_family_index(gpu.info.queue_family);
        // SAFETY (this function): the device is alive (`gpu`), and every
        // object made is recorded in `sub` at once, whose Drop destroys it.
        let pool = unsafe { d.create_command_pool(&pool_info, None) }
            .map_err(vk_err("vkCreateCommandPool"))?;
        let mut sub = Submission {
            gpu: gpu.clone(),
            pool,
            cmd: vk::CommandBuffer::null(),
            fence: vk::Fence::null(),
            submitted: false,
            descriptor_pool: vk::DescriptorPool::null(),
            query_pool: vk::QueryPool::null(),
            keep: Vec::new(),
        };
        let alloc = vk::CommandBufferAllocateInfo::default()
            .command_pool(pool)
            .level(vk::CommandBufferLevel::PRIMARY)
            .command_buffer_count(1);
        let cmds = unsafe { d.allocate_command_buffers(&alloc) }
            .map_err(vk_err("vkAllocateCommandBuffers"))?;
        sub.cmd = cmds.first().copied().unwrap_or_default();
        sub.fence = unsafe { d.create_fence(&vk::FenceCreateInfo::default(), None) }
            .map_err(vk_err("vkCreateFence"))?;
        let begin = vk::CommandBufferBeginInfo::default()
            .flags(vk::CommandBufferUsageFlags::ONE_TIME_SUBMIT);
        unsafe { d.begin_command_buffer(sub.cmd, &begin) }
            .map_err(vk_err("vkBeginCommandBuffer"))?;
        let (src, dst, barrier) = full_barrier(
            vk::PipelineStageFlags::ALL_COMMANDS,
            vk::PipelineStageFlags::ALL_COMMANDS,
            vk::AccessFlags::MEMORY_READ | vk::AccessFlags::MEMORY_WRITE,
        );
        unsafe {
            d.cmd_pipeline_barrier(
                sub.cmd,
                src,
                dst,
                vk::DependencyFlags::empty(),
                &[barrier],
                &[],
                &[],
            )
        };
        Ok(sub)
    }

    /// Ends recording (after the barrier towards the host) and submits.
    pub(crate) fn submit(&mut self) -> Result<(), GpuError> {
        let d = &self.gpu.raw;
        let (src, dst, barrier) = full_barrier(
            vk::PipelineStageFlags::ALL_COMMANDS,
            vk::PipelineStageFlags::HOST,
            vk::AccessFlags::HOST_READ | vk::AccessFlags::HOST_WRITE,
        );
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
        .map_err(vk_err("vkEndCommandBuffer"))?;
        let cmds = [self.cmd];
        let submit = [vk::SubmitInfo::default().command_buffers(&cmds)];
        let queue = self.gpu.queue();
        // SAFETY: the queue is locked; `submit` outlives the call.
        unsafe { d.queue_submit(*queue, &submit, self.fence) }.map_err(vk_err("vkQueueSubmit"))?;
        self.submitted = true;
        Ok(())
    }

    /// Blocks until the device is done with the submission.
    pub(crate) fn wait(&self) -> Result<(), GpuError> {
        if !self.submitted {
            return Ok(());
        }
        // SAFETY: the fence is alive and was submitted.
        unsafe { self.gpu.raw.wait_for_fences(&[self.fence], true, u64::MAX) }
            .map_err(vk_err("vkWaitForFences"))
    }

    /// Submits and waits.
    pub(crate) fn run(mut self) -> Result<(), GpuError> {
        self.submit()?;
        self.wait()
    }
}

impl Drop for Submission {
    fn drop(&mut self) {
        // A failed wait (device lost) leaves nothing better to do than
        // destroy: the device will not touch these objects again.
        let _ = self.wait();
        let d = &self.gpu.raw;
        // SAFETY: the device is done with everything here (waited above,
        // or never submitted); null handles are ignored by Vulkan.
        unsafe {
            d.destroy_fence(self.fence, None);
            d.destroy_command_pool(self.pool, None);
            d.destroy_descriptor_pool(self.descriptor_pool, None);
            d.destroy_query_pool(self.query_pool, None);
        }
        self.keep.clear();
    }
}
