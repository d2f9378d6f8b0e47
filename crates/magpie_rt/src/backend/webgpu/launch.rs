//! Launches: uniform block, bind group, dispatch, submission, wait.
//!
//! Order inside [`submit`]: everything that can be checked on the host
//! first (grid, buffer sizes, uniform block, pipeline for the block, bind
//! group, with a copy of any buffer bound both read-only and writable:
//! [`Snapshot`]), then, under the device's submit lock, the uniform write and the
//! submission of one command buffer (one compute pass, timed with two
//! timestamps where the device has them). wgpu keeps every resource a
//! submission uses alive until it completes; [`Pending`] also keeps the
//! request (its buffers and module) until [`finish`] has waited.
//!
//! A synchronous launch that was predicted (the same launch again, or the
//! one that followed the launch before it last time) submits a command
//! buffer encoded while that one ran ([`encode_ahead`], [`super::ahead`]);
//! its uniform block is written before the submission as always.
//!
//! The phases are `trace`-level spans (`wg.prepare`, `wg.record` around
//! the encoding and `wg.submit`, `wg.ahead`, `wg.wait`), timed by
//! `examples/launch_overhead.rs`.
//!
//! Errors: a validation error while encoding or submitting is
//! `LaunchFailed`; out of memory is `OutOfMemory`; a device wgpu reports
//! lost is `DeviceLost` (before the launch, or when waiting for it).

use std::sync::{Arc, Mutex};

use magpie_gpu::wgsl_layout::{GridFold, WgslSlot, BIND_GROUP};

use super::ahead::AheadKey;
use super::conv::NAME;
use super::device::{Gpu, Submitted, Timer};
use super::memory::WgBuffer;
use super::pipeline::{KernelPipelines, WgModule};
use super::uniforms::pack_uniforms;
use crate::backend::{kernel_of, own_buffer, BackendBuffer, BoundArg, LaunchRequest};
use crate::error::{ErrorKind, GpuError};

/// A submitted launch, until [`finish`] waits for it.
#[derive(Debug)]
pub(crate) struct Pending {
    gpu: Arc<Gpu>,
    submitted: Submitted,
    timer: Option<Timer>,
    /// Where the timer goes when the launch is finished (a timed
    /// asynchronous launch).
    timer_to: Option<TimerCell>,
    what: String,
    /// The launch's key, for [`encode_ahead`]; `None` for an asynchronous
    /// launch or one with snapshots.
    key: Option<AheadKey>,
    /// Held until the launch ends (its buffers and module).
    _request: LaunchRequest,
}

/// How a launch is made.
#[derive(Clone, Debug)]
pub(crate) enum Mode {
    /// Waited for by the caller. With `timed`, the dispatch writes two GPU
    /// timestamps into a query set; they are resolved, copied and read back
    /// only when asked for ([`super::kernel_times`]): resolving them in
    /// every launch's command buffer cost the H100 about 7 µs of host time
    /// per synchronous launch. Timed or not, it takes part in encoding
    /// ahead ([`super::ahead`]).
    Synchronous { timed: bool },
    /// Left running, never encoded ahead. With `into`, timed: when the
    /// launch is finished its timer is left there for a profiling session
    /// to read ([`super::timeline`]).
    Asynchronous { into: Option<TimerCell> },
}

/// Where an asynchronous launch's timer is left when it is finished.
pub(crate) type TimerCell = Arc<Mutex<Option<Timer>>>;

/// Checks, records and submits `request`.
pub(crate) fn submit(
    gpu: &Arc<Gpu>,
    request: LaunchRequest,
    mode: Mode,
) -> Result<Pending, GpuError> {
    let prepare = tracing::trace_span!("wg.prepare").entered();
    let what = format!("launching @{}", request.kernel_name());
    gpu.check_lost(&what)?;
    let kernel = kernel_of::<WgModule>(&request)?;
    let (dispatch, fold) = plan_grid(gpu, &request)?;
    let mut uniforms = pack_uniforms(&request, &kernel.layout)?;
    let at = kernel.layout.grid_offset as usize;
    uniforms
        .get_mut(at..at + 8)
        .ok_or_else(|| GpuError::internal(NAME, "the uniform block has no grid words"))?
        .copy_from_slice(&fold.to_bytes());
    let buffers = bound_buffers(gpu, &request, kernel)?;
    let ids: Vec<u64> = buffers.iter().map(|(b, _)| b.id).collect();
    let pipeline = kernel.pipeline(request.block)?;
    let snapshots = snapshots(gpu, kernel, &buffers, &what)?;
    // A synchronous launch without snapshots may use, and leave, a
    // command buffer encoded ahead; its key is the kernel's and buffers'.
    let key = match mode {
        Mode::Synchronous { timed } if snapshots.is_empty() => Some(AheadKey {
            kernel: kernel.id,
            block: request.block,
            dispatch,
            buffers: ids.clone(),
            timed,
        }),
        _ => None,
    };
    let group = if snapshots.is_empty() {
        gpu.bind_group((kernel.id, ids), || {
            let raw: Vec<(&wgpu::Buffer, u64)> =
                buffers.iter().map(|(b, n)| (&b.raw, *n)).collect();
            kernel.make_bind_group(&raw)
        })?
    } else {
        let raw: Vec<(&wgpu::Buffer, u64)> = buffers
            .iter()
            .enumerate()
            .map(|(k, (b, n))| {
                let copy = snapshots.iter().find(|s| s.binding == k);
                (copy.map_or(&b.raw, |s| &s.copy), *n)
            })
            .collect();
        kernel.make_bind_group(&raw)?
    };
    let copies: Vec<BufferCopy<'_>> = snapshots
        .iter()
        .map(|s| {
            let (b, _) = buffers[s.binding];
            (&b.raw, &s.copy, b.device_size)
        })
        .collect();
    let pass = Pass {
        name: kernel.name.clone(),
        pipeline,
        group,
        dispatch,
    };
    let mut encoded = key.as_ref().and_then(|k| gpu.ahead.take(k, &pass));
    // A command buffer encoded ahead for a timed launch comes with the
    // timer it writes.
    let (timer, timer_to) = match (mode, &mut encoded) {
        (Mode::Synchronous { timed: true }, Some(e)) => (e.timer.take(), None),
        (Mode::Synchronous { timed: true }, None) => (gpu.take_timer(), None),
        (Mode::Asynchronous { into: Some(cell) }, _) => (gpu.take_timer(), Some(cell)),
        _ => (None, None),
    };
    drop(prepare);
    let _record = tracing::trace_span!("wg.record").entered();
    let submitted = {
        let _order = gpu.submit_lock();
        gpu.checked(&what, ErrorKind::LaunchFailed, || {
            if let Some(uniform) = &kernel.uniform {
                // Under the submit lock: writes and submissions keep one
                // order, so equal bytes already written need no new write.
                let mut last = kernel
                    .last_uniform
                    .lock()
                    .unwrap_or_else(|e| e.into_inner());
                if last.as_deref() != Some(uniforms.as_slice()) {
                    gpu.queue.write_buffer(uniform, 0, &uniforms);
                    *last = Some(uniforms.clone());
                }
            }
            let commands = match encoded {
                Some(e) => e.commands,
                None => pass.encode(gpu, timer.as_ref(), &copies),
            };
            tracing::trace_span!("wg.submit").in_scope(|| gpu.submit(commands))
        })?
    };
    Ok(Pending {
        gpu: gpu.clone(),
        submitted,
        timer,
        timer_to,
        what,
        key,
        _request: request,
    })
}

/// A command buffer encoded ahead ([`super::ahead`]) and, for a timed
/// launch, the timer whose timestamps it writes. One dropped unused
/// (another launch came) drops its timer with it, not back to the pool:
/// the timer's slab goes once its last timer has.
#[derive(Debug)]
pub(crate) struct Encoded {
    commands: wgpu::CommandBuffer,
    timer: Option<Timer>,
}

/// A copy made before the dispatch: source, destination, bytes.
type BufferCopy<'b> = (&'b wgpu::Buffer, &'b wgpu::Buffer, u64);

/// What a launch's command buffer dispatches.
#[derive(Clone, Debug)]
pub(crate) struct Pass {
    /// The compute pass's label. Not the kernel: [`super::ahead`] keeps
    /// passes, and a kernel forgets them when it is dropped.
    name: Arc<str>,
    pipeline: wgpu::ComputePipeline,
    group: wgpu::BindGroup,
    dispatch: [u32; 3],
}

impl Pass {
    /// One command buffer: `copies`, then one compute pass with the
    /// dispatch (timed when there is a timer). Called in the caller's
    /// error scope.
    fn encode(
        &self,
        gpu: &Gpu,
        timer: Option<&Timer>,
        copies: &[BufferCopy<'_>],
    ) -> wgpu::CommandBuffer {
        let mut encoder = gpu
            .device
            .create_command_encoder(&wgpu::CommandEncoderDescriptor::default());
        for (from, to, size) in copies {
            encoder.copy_buffer_to_buffer(from, 0, to, 0, *size);
        }
        {
            let mut pass = encoder.begin_compute_pass(&wgpu::ComputePassDescriptor {
                label: Some(&self.name),
                timestamp_writes: timer.map(Timer::pass_writes),
            });
            pass.set_pipeline(&self.pipeline);
            pass.set_bind_group(BIND_GROUP, &self.group, &[]);
            let [x, y, z] = self.dispatch;
            pass.dispatch_workgroups(x, y, z);
        }
        encoder.finish()
    }
}

/// While a synchronous launch runs, encodes the command buffer of the
/// launch predicted to follow it ([`super::ahead`]), while its kernel's
/// predictions have been right. A failure only means nothing is kept:
/// the next launch then encodes its own and reports what is wrong.
pub(crate) fn encode_ahead(pending: &Pending) {
    let Some(key) = &pending.key else {
        return;
    };
    let gpu = &pending.gpu;
    let Some((next, pass)) = gpu.ahead.next_to_encode(key) else {
        return;
    };
    let _span = tracing::trace_span!("wg.ahead").entered();
    let timer = if next.timed {
        let Some(t) = gpu.take_timer() else {
            return;
        };
        Some(t)
    } else {
        None
    };
    let encoded = gpu.checked("encoding a launch ahead", ErrorKind::LaunchFailed, || {
        pass.encode(gpu, timer.as_ref(), &[])
    });
    match encoded {
        Ok(commands) => gpu.ahead.put(key, next, Encoded { commands, timer }),
        Err(_) => {
            if let Some(t) = timer {
                gpu.put_timer(t);
            }
        }
    }
}

impl Pending {
    /// Whether the launch's submission has ended (a poll of the device
    /// that does not wait). A device error counts as ended: finishing the
    /// launch then reports it.
    pub(crate) fn has_ended(&self) -> bool {
        self.gpu
            .poll_ended(&self.submitted, &self.what)
            .unwrap_or(true)
    }
}

/// Waits for a launch and releases it; returns its timer if it was timed
/// (for [`super::kernel_times::KernelTimes::completed`]), or leaves it in
/// its cell (a timed asynchronous launch).
pub(crate) fn finish(pending: Pending) -> Result<Option<Timer>, GpuError> {
    let Pending {
        gpu,
        submitted,
        timer,
        timer_to,
        what,
        key: _,
        _request: request,
    } = pending;
    let waited = tracing::trace_span!("wg.wait").in_scope(|| gpu.wait(&submitted, &what));
    drop(request);
    let timer = match (&waited, timer_to) {
        (Ok(()), Some(cell)) => {
            *crate::backend::lock(&cell) = timer;
            None
        }
        _ => timer,
    };
    match (waited, timer) {
        (Ok(()), timer) => Ok(timer),
        (Err(e), Some(t)) => {
            gpu.put_timer(t);
            Err(e)
        }
        (Err(e), None) => Err(e),
    }
}

/// The dispatch for the request's grid: as it is, or, when x exceeds the
/// device's limit per dimension, strided (a grid one high) or folded into
/// y ([`GridFold`]); an error when even that does not fit.
fn plan_grid(gpu: &Gpu, request: &LaunchRequest) -> Result<([u32; 3], GridFold), GpuError> {
    let limit = gpu.limits().max_compute_workgroups_per_dimension;
    GridFold::plan(request.grid, limit).ok_or_else(|| {
        GpuError::new(
            ErrorKind::LaunchFailed,
            NAME,
            format!(
                "cannot launch @{}: grid {:?} does not fit {}, which allows at most {limit} \
                 workgroups per dimension (a longer x is strided or folded into y; y times the \
                 fold and z must stay within it)",
                request.kernel_name(),
                request.grid,
                gpu.name()
            ),
        )
    })
}

/// A copy bound in place of a buffer that the kernel reads through one
/// binding and writes through another (the same buffer passed twice).
/// WebGPU refuses a buffer bound read-only and writable in one dispatch;
/// the read-only binding then reads a copy made just before the dispatch,
/// one of the outcomes of the race between reading and writing it.
struct Snapshot {
    binding: usize,
    copy: wgpu::Buffer,
}

/// The snapshots `buffers` need under `kernel`'s binding access.
fn snapshots(
    gpu: &Gpu,
    kernel: &KernelPipelines,
    buffers: &[(&WgBuffer, u64)],
    what: &str,
) -> Result<Vec<Snapshot>, GpuError> {
    let written = |id: u64| {
        buffers
            .iter()
            .zip(&kernel.read_only)
            .any(|((b, _), ro)| b.id == id && !*ro)
    };
    let mut out = Vec::new();
    for (k, ((b, _), ro)) in buffers.iter().zip(&kernel.read_only).enumerate() {
        if *ro && written(b.id) {
            let copy = gpu.checked(what, ErrorKind::OutOfMemory, || {
                gpu.device.create_buffer(&wgpu::BufferDescriptor {
                    label: Some("magpie aliased read"),
                    size: b.device_size,
                    usage: wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_DST,
                    mapped_at_creation: false,
                })
            })?;
            out.push(Snapshot { binding: k, copy });
        }
    }
    Ok(out)
}

/// Each buffer argument in binding order, with the size to bind: its
/// logical size in whole words, or one element (at least a word) for an
/// empty buffer, since WebGPU binds nothing empty.
fn bound_buffers<'r>(
    gpu: &Gpu,
    request: &'r LaunchRequest,
    kernel: &KernelPipelines,
) -> Result<Vec<(&'r WgBuffer, u64)>, GpuError> {
    let max = gpu.limits().max_storage_buffer_binding_size;
    let mut out = Vec::new();
    for (i, (slot, arg)) in kernel.layout.params.iter().zip(&request.args).enumerate() {
        let (
            WgslSlot::Buffer {
                binding,
                elem_stride,
                ..
            },
            BoundArg::Buffer(b),
        ) = (slot, arg)
        else {
            continue;
        };
        if *binding as usize != out.len() {
            return Err(GpuError::internal(
                NAME,
                "storage bindings are not numbered in parameter order",
            ));
        }
        let buf = own_buffer::<WgBuffer>(&**b, NAME)?;
        let size = buf.size();
        if size > max {
            return Err(GpuError::new(
                ErrorKind::ResourceExhausted,
                NAME,
                format!(
                    "argument {} of @{} is a buffer of {size} bytes; {} binds storage buffers of at most {max} bytes",
                    i + 1,
                    request.kernel_name(),
                    gpu.name()
                ),
            ));
        }
        let element = u64::from(*elem_stride).max(4);
        let bind = size.next_multiple_of(4).max(element);
        out.push((buf, bind));
    }
    Ok(out)
}
