//! Launches: descriptor set, push constants, dispatch, fence.
//!
//! Push constants are packed by the kernel's [`KernelLayout`]: a scalar
//! argument's bytes at its slot offset (`bool` as a `u32`); a struct
//! argument arrives in the natural layout (`magpie_gpu::layout`), and each
//! of its leaves is copied from its natural offset to its push offset.
//! Two timestamps bracket the dispatch where the queue has them and
//! someone reads the times ([`crate::backend::timing_demand`]); the last
//! launch's are read when asked for ([`finish`]).
//!
//! The phases of a launch are `trace`-level spans (`vk.prepare`: checks,
//! push constants, buffers, pipeline; `vk.record`: command buffer and
//! descriptor set, inside it `vk.slot`: the launch slot taken and reset
//! (`vk.reset`: a free one's pool and fence; `vk.new_slot`: one made when
//! none is free; `vk.begin`: its command buffer begun);
//! `vk.replay`: a synchronous untimed launch looking for the command
//! buffer of the launch before it ([`super::replay`]); `vk.submit`;
//! `vk.handoff`: an asynchronous launch handed to the waiter
//! thread; `vk.wait`: the fence; `vk.release`: the slot given back),
//! which `examples/launch_overhead.rs` and `examples/profile_check.rs`
//! time; without a subscriber they cost one atomic load each.

use std::sync::atomic::Ordering;
use std::sync::Arc;

use ash::vk;
use magpie_gpu::kernel_layout::{push_scalar_size, KernelLayout, ParamSlot};
use magpie_mpir::{Const, Scalar};

use super::conv::{vk_err, NAME};
use super::device::Gpu;
use super::memory::VkBuffer;
use super::pipeline::{Code, KernelPipelines, VkModule};
use super::replay::{self, ReplayKey};
use super::submit::{Batches, Submission};
use crate::backend::struct_args::{leaf_bytes, param_type};
use crate::backend::{kernel_of, own_buffer, BoundArg, LaunchRequest};
use crate::error::{ErrorKind, GpuError};

/// Records and submits `request`, timed while someone reads the times
/// ([`Gpu::timing_wanted`]); the returned submission owns it until the
/// fence.
pub(crate) fn submit(gpu: &Arc<Gpu>, request: LaunchRequest) -> Result<Submission, GpuError> {
    submit_dispatches(gpu, request, 1, gpu.timing_wanted())
}

/// Records `request`'s dispatch `times` times in one command buffer, each
/// after a barrier that orders it after the one before (its writes visible
/// to the next), with `timed` between the two timestamps, and submits it.
/// One for a launch; more for measuring a kernel without a submission
/// between its runs (`submission_probe`).
pub(crate) fn submit_dispatches(
    gpu: &Arc<Gpu>,
    request: LaunchRequest,
    times: u32,
    timed: bool,
) -> Result<Submission, GpuError> {
    let mut sub = record_dispatches(gpu, request, times, timed)?;
    let _submit = tracing::trace_span!("vk.submit").entered();
    Submission::submit_recorded(std::slice::from_mut(&mut sub), Batches::Each)?;
    Ok(sub)
}

/// Records `request` for an asynchronous launch (`timed` or not) and
/// submits it, or, while two or more submissions are in flight, defers it
/// to go with the next one ([`super::submit`]'s module docs).
pub(crate) fn submit_async(
    gpu: &Arc<Gpu>,
    request: LaunchRequest,
    timed: bool,
) -> Result<Submission, GpuError> {
    let mut sub = record_dispatches(gpu, request, 1, timed)?;
    let _submit = tracing::trace_span!("vk.submit").entered();
    if gpu.in_flight()? >= 2 {
        sub.defer();
    } else {
        Submission::submit_recorded(std::slice::from_mut(&mut sub), Batches::Each)?;
    }
    Ok(sub)
}

/// What [`submit_dispatches`] records, ended and not submitted.
pub(crate) fn record_dispatches(
    gpu: &Arc<Gpu>,
    request: LaunchRequest,
    times: u32,
    timed: bool,
) -> Result<Submission, GpuError> {
    let prepared = prepare(gpu, &request)?;
    let mut sub = record(gpu, &prepared, &request, times, timed, true)?;
    drop(prepared);
    sub.keep.push(Box::new(request));
    Ok(sub)
}

/// Runs `request` synchronously: timed while someone reads the times,
/// else untimed and, when it is just like the launch before, submitting
/// that launch's command buffer again ([`super::replay`]).
pub(crate) fn run_sync(gpu: &Arc<Gpu>, request: LaunchRequest) -> Result<(), GpuError> {
    if gpu.timing_wanted() {
        return finish(submit_dispatches(gpu, request, 1, true)?);
    }
    let prepared = prepare(gpu, &request)?;
    let kept = tracing::trace_span!("vk.replay")
        .in_scope(|| replay::take(gpu, &request, prepared.pipeline, &prepared.push));
    let (mut sub, key) = match kept {
        Some((key, slot)) => {
            gpu.replays.fetch_add(1, Ordering::Relaxed);
            (Submission::replay(gpu, slot), key)
        }
        None => {
            let key = ReplayKey::new(&request, prepared.pipeline, &prepared.push);
            (record(gpu, &prepared, &request, 1, false, false)?, key)
        }
    };
    drop(prepared);
    sub.keep.push(Box::new(request));
    tracing::trace_span!("vk.submit")
        .in_scope(|| Submission::submit_recorded(std::slice::from_mut(&mut sub), Batches::Each))?;
    wait_for(&sub)?;
    let _release = tracing::trace_span!("vk.release").entered();
    keep_time(&mut sub)?;
    if let Some(slot) = sub.into_slot() {
        replay::keep(gpu, key, slot);
    }
    Ok(())
}

/// A launch checked and ready to record: its kernel, push-constant block,
/// buffers by slot and pipeline.
struct Prepared<'r> {
    kernel: &'r KernelPipelines,
    push: Vec<u8>,
    buffers: Vec<(u32, u32, &'r VkBuffer)>,
    pipeline: vk::Pipeline,
}

fn prepare<'r>(gpu: &Gpu, request: &'r LaunchRequest) -> Result<Prepared<'r>, GpuError> {
    let kernel = kernel_of::<VkModule>(request)?;
    let _prepare = tracing::trace_span!("vk.prepare").entered();
    check_grid(gpu, request)?;
    let push = pack_push_constants(request, &kernel.layout)?;
    let buffers = bind_buffers(gpu, request, kernel)?;
    let code = if shares_a_buffer(&buffers) {
        Code::Aliased {
            program: &request.program,
            func: request.kernel,
        }
    } else {
        Code::Fast
    };
    let pipeline = kernel.pipeline_for(request.block, code)?;
    Ok(Prepared {
        kernel,
        push,
        buffers,
        pipeline,
    })
}

/// Records `prepared`'s dispatch `times` times (see [`submit_dispatches`]),
/// `timed` or not, in a slot's command buffer, ended; `once` as
/// [`Submission::begin_for`] takes it. The caller keeps the request alive
/// with the submission.
fn record(
    gpu: &Arc<Gpu>,
    prepared: &Prepared<'_>,
    request: &LaunchRequest,
    times: u32,
    timed: bool,
    once: bool,
) -> Result<Submission, GpuError> {
    let Prepared {
        kernel,
        push,
        buffers,
        pipeline,
    } = prepared;
    let _record = tracing::trace_span!("vk.record").entered();
    let mut sub = tracing::trace_span!("vk.slot").in_scope(|| Submission::begin_for(gpu, once))?;
    if !timed {
        sub.untimed();
    }
    let d = &gpu.raw;
    let cmd = sub.cmd;
    let sets = descriptor_sets(&mut sub, kernel, buffers)?;
    // SAFETY (recording below): `cmd` is recording; the pipeline, layouts
    // and sets live until the fence (the submission keeps the request,
    // which holds the module and the buffers).
    unsafe {
        d.cmd_bind_pipeline(cmd, vk::PipelineBindPoint::COMPUTE, *pipeline);
        if !sets.is_empty() {
            d.cmd_bind_descriptor_sets(
                cmd,
                vk::PipelineBindPoint::COMPUTE,
                kernel.pipeline_layout,
                0,
                &sets,
                &[],
            );
        }
        if !push.is_empty() {
            d.cmd_push_constants(
                cmd,
                kernel.pipeline_layout,
                vk::ShaderStageFlags::COMPUTE,
                0,
                push,
            );
        }
    }
    let [x, y, z] = request.grid;
    unsafe {
        sub.stamp_first();
        for k in 0..times {
            if k > 0 {
                let shader = vk::PipelineStageFlags::COMPUTE_SHADER;
                let b = vk::MemoryBarrier::default()
                    .src_access_mask(vk::AccessFlags::SHADER_WRITE)
                    .dst_access_mask(vk::AccessFlags::SHADER_READ | vk::AccessFlags::SHADER_WRITE);
                d.cmd_pipeline_barrier(
                    cmd,
                    shader,
                    shader,
                    vk::DependencyFlags::empty(),
                    &[b],
                    &[],
                    &[],
                );
            }
            d.cmd_dispatch(cmd, x, y, z);
        }
        sub.stamp_second();
    }
    // The host sees a launch's writes through a mapping only in a buffer
    // that has one; every other result reaches it through a copy.
    let host = buffers.iter().any(|(_, _, b)| b.is_mapped());
    sub.end_recording(host)?;
    Ok(sub)
}

/// Waits for a launch and releases it. Its timestamps are not read here
/// (reading them cost 60 µs on lavapipe, a third of a launch): the
/// submission's query pool becomes the device's last timed one
/// ([`Gpu::last_dispatch_ns`] reads it when asked) and the slot takes the
/// previous one in exchange.
pub(crate) fn finish(sub: Submission) -> Result<(), GpuError> {
    finish_reading(sub, false).map(drop)
}

/// [`finish`], and with `read` the launch's two timestamps, read before
/// its query pool is traded away (`None` where the queue has none).
pub(crate) fn finish_reading(
    mut sub: Submission,
    read: bool,
) -> Result<Option<[u64; 2]>, GpuError> {
    wait_for(&sub)?;
    // SAFETY: the submission completed; its slot is still ours.
    let ticks = read
        .then(|| unsafe { sub.gpu.ticks_of(sub.query_pool) })
        .flatten();
    let _release = tracing::trace_span!("vk.release").entered();
    keep_time(&mut sub)?;
    drop(sub);
    Ok(ticks)
}

/// Waits for a launch, then submits deferred launches if the queue is
/// draining.
fn wait_for(sub: &Submission) -> Result<(), GpuError> {
    tracing::trace_span!("vk.wait").in_scope(|| sub.wait())?;
    sub.gpu.flush_if_draining(sub.signal())
}

/// After the wait: a timed launch's query pool becomes the device's last
/// timed one; an untimed launch says the last launch has no time.
fn keep_time(sub: &mut Submission) -> Result<(), GpuError> {
    if sub.query_pool == vk::QueryPool::null() {
        sub.gpu.completed_untimed();
        return Ok(());
    }
    let gpu = sub.gpu.clone();
    gpu.keep_last_timed(sub)
}

fn check_grid(gpu: &Gpu, request: &LaunchRequest) -> Result<(), GpuError> {
    let max = gpu.info.max_workgroup_count;
    for (axis, (&n, &limit)) in request.grid.iter().zip(&max).enumerate() {
        if n > limit {
            return Err(GpuError::new(
                ErrorKind::LaunchFailed,
                NAME,
                format!(
                    "cannot launch @{}: grid {:?} has {n} workgroups in dimension {axis}; {} allows at most {limit}",
                    request.kernel_name(), request.grid, gpu.info.name
                ),
            ));
        }
    }
    Ok(())
}

/// Whether one buffer is bound in two slots (the kernel's no-alias
/// promise does not hold: [`Code::Aliased`]).
fn shares_a_buffer(buffers: &[(u32, u32, &VkBuffer)]) -> bool {
    buffers
        .iter()
        .enumerate()
        .any(|(i, (_, _, a))| buffers[..i].iter().any(|(_, _, b)| a.raw == b.raw))
}

/// Each buffer argument with its slot: `(set, binding, buffer)`.
fn bind_buffers<'r>(
    gpu: &Gpu,
    request: &'r LaunchRequest,
    kernel: &KernelPipelines,
) -> Result<Vec<(u32, u32, &'r VkBuffer)>, GpuError> {
    let mut out = Vec::new();
    for (i, (slot, arg)) in kernel.layout.params.iter().zip(&request.args).enumerate() {
        if let (ParamSlot::Buffer { set, binding, .. }, BoundArg::Buffer(b)) = (slot, arg) {
            let buf = own_buffer::<VkBuffer>(&**b, NAME)?;
            let size = crate::backend::BackendBuffer::size(buf);
            if size > u64::from(gpu.info.max_storage_buffer_range) {
                return Err(GpuError::new(
                    ErrorKind::ResourceExhausted,
                    NAME,
                    format!(
                        "argument {} of @{} is a buffer of {size} bytes; {} binds storage buffers of at most {} bytes",
                        i + 1,
                        request.kernel_name(),
                        gpu.info.name,
                        gpu.info.max_storage_buffer_range
                    ),
                ));
            }
            out.push((*set, *binding, buf));
        }
    }
    if kernel.layout.params.len() != request.args.len() {
        return Err(GpuError::internal(
            NAME,
            "the kernel layout and the arguments disagree in number",
        ));
    }
    Ok(out)
}

/// From the submission's (reset) descriptor pool, one set per set layout,
/// written.
fn descriptor_sets(
    sub: &mut Submission,
    kernel: &KernelPipelines,
    buffers: &[(u32, u32, &VkBuffer)],
) -> Result<Vec<vk::DescriptorSet>, GpuError> {
    if kernel.set_layouts.is_empty() {
        return Ok(Vec::new());
    }
    let pool = sub.descriptor_pool(kernel.set_layouts.len() as u32, kernel.buffer_count.max(1))?;
    let d = &sub.gpu.raw;
    let alloc = vk::DescriptorSetAllocateInfo::default()
        .descriptor_pool(pool)
        .set_layouts(&kernel.set_layouts);
    let sets = unsafe { d.allocate_descriptor_sets(&alloc) }
        .map_err(vk_err("vkAllocateDescriptorSets"))?;
    let infos: Vec<[vk::DescriptorBufferInfo; 1]> = buffers
        .iter()
        .map(|(_, _, b)| {
            let size = crate::backend::BackendBuffer::size(*b);
            // Empty buffers are 4 bytes on the device; bind them whole.
            let range = if size == 0 { vk::WHOLE_SIZE } else { size };
            [vk::DescriptorBufferInfo::default()
                .buffer(b.raw)
                .offset(0)
                .range(range)]
        })
        .collect();
    let mut writes = Vec::with_capacity(buffers.len());
    for ((set, binding, _), info) in buffers.iter().zip(&infos) {
        let Some(dst) = sets.get(*set as usize) else {
            return Err(GpuError::internal(
                NAME,
                "a buffer slot names a missing set",
            ));
        };
        writes.push(
            vk::WriteDescriptorSet::default()
                .dst_set(*dst)
                .dst_binding(*binding)
                .descriptor_type(vk::DescriptorType::STORAGE_BUFFER)
                .buffer_info(info),
        );
    }
    // SAFETY: the sets and buffers are alive; `infos` outlives the call.
    unsafe { d.update_descriptor_sets(&writes, &[]) };
    Ok(sets)
}

/// The push-constant block for `request`'s scalar and struct arguments.
pub(crate) fn pack_push_constants(
    request: &LaunchRequest,
    layout: &KernelLayout,
) -> Result<Vec<u8>, GpuError> {
    let mut block = vec![0u8; layout.push_constant_size as usize];
    let module = &request.program.module;
    for (i, (slot, arg)) in layout.params.iter().zip(&request.args).enumerate() {
        let ParamSlot::Push { leaves, .. } = slot else {
            continue;
        };
        let mismatch = || {
            GpuError::internal(
                NAME,
                format!(
                    "argument {} of @{} does not match its push-constant slot",
                    i + 1,
                    request.kernel_name()
                ),
            )
        };
        match arg {
            BoundArg::Scalar(c) => {
                let leaf = leaves.first().ok_or_else(mismatch)?;
                put(&mut block, leaf.offset, &scalar_bytes(*c)).ok_or_else(mismatch)?;
            }
            BoundArg::Struct(bytes) => {
                let ty = param_type(module, request.kernel, i).ok_or_else(mismatch)?;
                for leaf in leaves {
                    let src =
                        leaf_bytes(module, ty, bytes, &leaf.path, leaf.ty).ok_or_else(mismatch)?;
                    let value = if leaf.ty == Scalar::Bool {
                        u32::from(src.iter().any(|b| *b != 0))
                            .to_le_bytes()
                            .to_vec()
                    } else {
                        src.to_vec()
                    };
                    put(&mut block, leaf.offset, &value).ok_or_else(mismatch)?;
                }
            }
            BoundArg::Buffer(_) => return Err(mismatch()),
        }
    }
    Ok(block)
}

/// A scalar's bytes as the push block holds it (little-endian; `bool` as u32).
fn scalar_bytes(c: Const) -> Vec<u8> {
    let n = push_scalar_size(c.ty) as usize;
    let bits = if c.ty == Scalar::Bool {
        u64::from(c.bits != 0)
    } else {
        c.bits
    };
    bits.to_le_bytes()[..n.min(8)].to_vec()
}

fn put(block: &mut [u8], offset: u32, bytes: &[u8]) -> Option<()> {
    let at = offset as usize;
    block.get_mut(at..at + bytes.len())?.copy_from_slice(bytes);
    Some(())
}
