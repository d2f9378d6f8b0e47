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
//!   launch has ended; the fence is that number.
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
use super::module::{HipModule, Kernel};
use crate::backend::{BackendBuffer, LaunchRequest};
use crate::error::{ErrorKind, GpuError};
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

/// The kernel of `request`.
fn kernel_of(request: &LaunchRequest) -> Result<&Kernel, GpuError> {
    let module = request
        .module
        .as_any()
        .downcast_ref::<HipModule>()
        .ok_or_else(|| GpuError::internal(NAME, "a module of another backend reached HIP"))?;
    module.kernel(request.kernel).ok_or_else(|| {
        GpuError::internal(
            NAME,
            format!("kernel @{} was not compiled", request.kernel_name()),
        )
    })
}

/// Device address and size of one of this backend's buffers.
fn address_of(buf: &dyn BackendBuffer) -> Option<(u64, u64)> {
    buf.as_any()
        .downcast_ref::<HipBuffer>()
        .map(|b| (b.ptr, BackendBuffer::size(b)))
}

/// Puts `request`'s kernel on the stream (the caller bound the device).
pub(crate) fn issue(gpu: &Gpu, request: &LaunchRequest) -> Result<(), GpuError> {
    let kernel = kernel_of(request)?;
    let refuse = |why: String| {
        GpuError::new(
            ErrorKind::LaunchFailed,
            NAME,
            format!(
                "cannot launch @{} (grid {:?}, block {:?}): {why}",
                request.kernel_name(),
                request.grid,
                request.block
            ),
        )
    };
    let max = gpu.info.max_grid_dims;
    for (axis, (&n, &limit)) in request.grid.iter().zip(&max).enumerate() {
        if n > limit {
            return Err(refuse(format!(
                "{n} workgroups in dimension {axis}; {} allows at most {limit}",
                gpu.info.name
            )));
        }
    }

    let plan = &kernel.plan;
    let mut size = plan.size as usize;
    let mut inline_block = [0u64; INLINE_BYTES / 8];
    let mut heap_block: Vec<u64> = Vec::new();
    let words = size.div_ceil(8).max(1);
    let block: &mut [u64] = if words <= inline_block.len() {
        &mut inline_block[..words]
    } else {
        heap_block.resize(words, 0);
        &mut heap_block
    };
    let bytes: &mut [u8] = bytemuck::cast_slice_mut(block);
    let aliased = plan
        .pack(&request.args, &address_of, bytes)
        .map_err(|why| GpuError::internal(NAME, format!("@{}: {why}", request.kernel_name())))?;
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
    let mut e = hip_error(hip, "hipModuleLaunchKernel", r);
    e.message = format!(
        "cannot launch @{} (grid {:?}, block {:?}): {}",
        request.kernel_name(),
        request.grid,
        request.block,
        e.message
    );
    if e.kind == ErrorKind::DriverError {
        e.kind = ErrorKind::LaunchFailed;
    }
    Err(e)
}
