//! Launches: arguments packed by the kernel's [`ArgPlan`] (the `PtxLayout`
//! offsets: HIP kernels take CUDA's packed argument buffer, and the AMDGCN
//! emitter puts each parameter at exactly those offsets), handed to
//! `hipModuleLaunchKernel` as one buffer through its `extra` array:
//!
//! ```text
//! extra = [HIP_LAUNCH_PARAM_BUFFER_POINTER (0x01), &block,
//!          HIP_LAUNCH_PARAM_BUFFER_SIZE    (0x02), &size,
//!          HIP_LAUNCH_PARAM_END            (0x03)]
//! ```
//!
//! - [`launch`] runs to completion between the two timing events
//!   (`last_dispatch_ns`);
//! - [`launch_async`] issues the kernel and numbers it on the device's
//!   timeline ([`super::timeline`]), which keeps the request until the
//!   launch has ended; the fence is that number; [`launch_async_timed`]
//!   records two events around it for a profiling session.
//!
//! The device's grid limits are checked here, before the runtime sees the
//! launch; the block is checked by the front half against the device's
//! limits, and chooses the variant ([`super::module`]).

use std::ffi::c_void;
use std::sync::Arc;

use super::conv::{hip_error, NAME};
use super::device::Gpu;
use super::library::{
    HIP_LAUNCH_PARAM_BUFFER_POINTER, HIP_LAUNCH_PARAM_BUFFER_SIZE, HIP_LAUNCH_PARAM_END,
};
use super::memory::HipBuffer;
use super::module::HipModule;
use crate::backend::async_spans::timed_launch;
use crate::backend::driver_common::{
    check_grid, launch_call_failed, with_packed_args, StreamDevice,
};
use crate::backend::{kernel_of, BackendBuffer, LaunchRequest, PendingSpan};
use crate::error::GpuError;
use crate::fence::Fence;

/// Parameter bytes packed on the stack; larger kernels use the heap.
const INLINE_BYTES: usize = 256;

/// Runs `request` to completion (timed).
pub(crate) fn launch(gpu: &Gpu, request: LaunchRequest) -> Result<(), GpuError> {
    gpu.bind()?;
    let result = gpu.run_timed(|| issue(gpu, &request));
    drop(request);
    result
}

/// Starts `request`; the fence reports its end ([`super::timeline`]).
pub(crate) fn launch_async(gpu: &Arc<Gpu>, request: LaunchRequest) -> Result<Fence, GpuError> {
    gpu.bind()?;
    let seq = gpu
        .timeline
        .launch(gpu.hip, gpu.stream, request, |r| issue(gpu, r))?;
    Ok(Fence::tracked(NAME, gpu.clone(), seq))
}

/// [`launch_async`] between two events, and what reads when it ran
/// ([`crate::backend::async_spans`]; for profiling sessions).
pub(crate) fn launch_async_timed(
    gpu: &Arc<Gpu>,
    request: LaunchRequest,
) -> Result<(Fence, Option<PendingSpan>), GpuError> {
    gpu.bind()?;
    let (seq, span) = timed_launch(gpu, |[start, end]| {
        gpu.timeline.launch(gpu.hip, gpu.stream, request, |r| {
            gpu.record(start)?;
            issue(gpu, r)?;
            gpu.record(end)
        })
    })?;
    Ok((Fence::tracked(NAME, gpu.clone(), seq), Some(span)))
}

/// Device address and size of one of this backend's buffers.
fn address_of(buf: &dyn BackendBuffer) -> Option<(u64, u64)> {
    buf.as_any()
        .downcast_ref::<HipBuffer>()
        .map(|b| (b.ptr, BackendBuffer::size(b)))
}

/// Puts `request`'s kernel on the stream (the caller bound the device).
pub(crate) fn issue(gpu: &Gpu, request: &LaunchRequest) -> Result<(), GpuError> {
    let kernel = kernel_of::<HipModule>(request)?;
    check_grid(request, gpu.info.max_grid_dims, &gpu.info.name, NAME)?;
    let plan = &kernel.plan;
    with_packed_args::<{ INLINE_BYTES / 8 }, _>(
        plan,
        request,
        &address_of,
        1,
        NAME,
        |bytes, aliased| {
            let mut size = plan.size as usize;
            let items: u64 = request.block.iter().map(|&b| u64::from(b)).product();
            let loaded = kernel.variant(aliased, items, gpu, &request.program)?;

            let mut extra: [*mut c_void; 5] = [
                std::ptr::without_provenance_mut(HIP_LAUNCH_PARAM_BUFFER_POINTER),
                bytes.as_mut_ptr().cast(),
                std::ptr::without_provenance_mut(HIP_LAUNCH_PARAM_BUFFER_SIZE),
                (&raw mut size).cast(),
                std::ptr::without_provenance_mut(HIP_LAUNCH_PARAM_END),
            ];
            let [gx, gy, gz] = request.grid;
            let [bx, by, bz] = request.block;
            let hip = gpu.hip;
            // SAFETY: the device is current; the function belongs to a module the
            // request holds (alive until the launch ends); `extra` is the
            // documented five-entry array naming the packed block and its size,
            // both alive across the call (the runtime copies the arguments before
            // returning); the buffers the addresses name are held by the request.
            let r = unsafe {
                (hip.t.module_launch_kernel)(
                    loaded.function,
                    gx,
                    gy,
                    gz,
                    bx,
                    by,
                    bz,
                    0,
                    gpu.stream,
                    std::ptr::null_mut(),
                    extra.as_mut_ptr(),
                )
            };
            if r == 0 {
                return Ok(());
            }
            Err(launch_call_failed(
                hip_error(hip, "hipModuleLaunchKernel", r),
                request,
            ))
        },
    )
}
