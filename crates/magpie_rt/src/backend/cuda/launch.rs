//! Launches: arguments packed by the kernel's [`ArgPlan`], the variant
//! chosen (one allocation passed twice; a block larger than the declared
//! workgroup), one `cuLaunchKernel` on the device's stream.
//!
//! - [`launch`] runs to completion between the two timing events
//!   (`last_dispatch_ns`) and reports a fault of the kernel;
//! - [`launch_async`] issues the kernel and numbers it on the device's
//!   timeline ([`super::timeline`]), which keeps the request until the
//!   launch has ended; the fence is that number; [`launch_async_timed`]
//!   records two events around it for a profiling session.
//!
//! Checks the front half cannot make (the device's grid limits, the
//! kernel's own block limit from its register use) are made here, before
//! the driver sees the launch. The packed arguments live on the stack for
//! kernels of up to [`INLINE_BYTES`] bytes of parameters.

use std::ffi::c_void;
use std::sync::Arc;

use cudarc::driver::sys;

use super::conv::{cu_error, NAME};
use super::device::Gpu;
use super::memory::CudaBuffer;
use super::module::{CudaModule, Needs};
use crate::backend::async_spans::timed_launch;
use crate::backend::driver_common::{
    check_grid, launch_call_failed, with_packed_args, StreamDevice,
};
use crate::backend::{kernel_of, BackendBuffer, LaunchRequest, PendingSpan};
use crate::error::{ErrorKind, GpuError};
use crate::fence::Fence;

/// Parameter bytes packed on the stack; larger kernels use the heap. Small
/// on purpose: the blocks are zeroed on every launch, and after the
/// driver's previous call they are cold (at 512 bytes and 64 pointers the
/// zeroing was 12 of a launch's 70 cache misses, bench/RESULTS.md).
const INLINE_BYTES: usize = 192;
/// Entry parameters whose pointers are kept on the stack.
const INLINE_PARAMS: usize = 24;

/// Runs `request` to completion (timed).
pub(crate) fn launch(gpu: &Gpu, request: LaunchRequest) -> Result<(), GpuError> {
    gpu.bind()?;
    let result = gpu
        .run_timed(|| issue(gpu, &request))
        .map_err(|e| faulted(e, &request));
    drop(request);
    result
}

/// Starts `request`; the fence reports its end ([`super::timeline`]).
pub(crate) fn launch_async(gpu: &Arc<Gpu>, request: LaunchRequest) -> Result<Fence, GpuError> {
    gpu.bind()?;
    let mut timeline = gpu.timeline.begin(gpu.stream);
    issue(gpu, &request)?;
    let seq = timeline.track(request)?;
    drop(timeline);
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
        let mut timeline = gpu.timeline.begin(gpu.stream);
        gpu.record(start)?;
        issue(gpu, &request)?;
        gpu.record(end)?;
        timeline.track(request)
    })?;
    Ok((Fence::tracked(NAME, gpu.clone(), seq), Some(span)))
}

/// Says which launch saw a fault (a sticky error) and what it means.
fn faulted(mut e: GpuError, request: &LaunchRequest) -> GpuError {
    if e.kind == ErrorKind::DeviceLost {
        e.message = format!(
            "@{} (grid {:?}, block {:?}): {} (this kernel or an earlier asynchronous one \
             faulted; the CUDA context cannot be used any more)",
            request.kernel_name(),
            request.grid,
            request.block,
            e.message
        );
    }
    e
}

/// Device address and size of one of this backend's buffers.
fn address_of(buf: &dyn BackendBuffer) -> Option<(u64, u64)> {
    buf.as_any()
        .downcast_ref::<CudaBuffer>()
        .map(|b| (b.ptr, BackendBuffer::size(b)))
}

/// Puts `request`'s kernel on the stream (the caller bound the context).
pub(crate) fn issue(gpu: &Gpu, request: &LaunchRequest) -> Result<(), GpuError> {
    let kernel = kernel_of::<CudaModule>(request)?;
    check_grid(request, gpu.info.max_grid_dims, &gpu.info.name, NAME)?;
    let plan = &kernel.plan;
    with_packed_args::<{ INLINE_BYTES / 8 }, _>(
        plan,
        request,
        &address_of,
        0,
        NAME,
        |bytes, aliased| {
            let items: u64 = request.block.iter().map(|&b| u64::from(b)).product();
            let needs = Needs {
                aliased,
                large_block: items > u64::from(kernel.fast.max_threads),
            };
            let loaded = kernel.variant(needs, gpu, &request.program)?;
            if items > u64::from(loaded.max_threads) {
                return Err(GpuError::new(
                    ErrorKind::ResourceExhausted,
                    NAME,
                    format!(
                "cannot launch @{} with block {:?} ({items} work-items): it uses {} registers per \
                 work-item, so {} allows at most {} work-items per block for it",
                request.kernel_name(),
                request.block,
                loaded.registers,
                gpu.info.name,
                loaded.max_threads
            ),
                ));
            }

            let base = bytes.as_mut_ptr();
            let count = plan.slots.len();
            let mut inline_params = [std::ptr::null_mut::<c_void>(); INLINE_PARAMS];
            let mut heap_params: Vec<*mut c_void> = Vec::new();
            let params: &mut [*mut c_void] = if count <= INLINE_PARAMS {
                &mut inline_params[..count]
            } else {
                heap_params.resize(count, std::ptr::null_mut());
                &mut heap_params
            };
            for (p, slot) in params.iter_mut().zip(&plan.slots) {
                // `pack` wrote every slot inside the block, so each offset is in it.
                *p = base.wrapping_add(slot.offset() as usize).cast();
            }
            let params_ptr = if count == 0 {
                std::ptr::null_mut()
            } else {
                params.as_mut_ptr()
            };
            let [gx, gy, gz] = request.grid;
            let [bx, by, bz] = request.block;
            // SAFETY: the context is bound; the function belongs to it and its
            // module is held by the request (alive until the launch ends);
            // `params` has one pointer per entry parameter, each to that
            // parameter's bytes in `bytes`, which the driver copies before
            // returning; the buffers the addresses name are held by the request.
            let r = unsafe {
                (gpu.hot.launch_kernel)(
                    loaded.function,
                    gx,
                    gy,
                    gz,
                    bx,
                    by,
                    bz,
                    0,
                    gpu.stream,
                    params_ptr,
                    std::ptr::null_mut(),
                )
            };
            if r == sys::CUresult::CUDA_SUCCESS {
                return Ok(());
            }
            Err(launch_call_failed(cu_error("cuLaunchKernel", r), request))
        },
    )
}
