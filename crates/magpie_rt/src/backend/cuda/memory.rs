//! Buffers, placed by the [`MemoryHint`] (spec §9.3):
//!
//! | hint | memory | host access |
//! |---|---|---|
//! | Auto, DeviceLocal | `cuMemAlloc` (device memory) | copies on the stream |
//! | Unified | `cuMemAllocManaged`, only while that much device memory is free (else device memory) | copies on the stream |
//! | Staging, Cached | `cuMemAllocHost` (pinned host memory, mapped for the device) | `memcpy` after the stream is idle |
//!
//! Invariants:
//! - every buffer is zero-filled when created, and is at least one byte on
//!   the device (CUDA has no empty allocations); its logical size is what
//!   the front half and kernels see;
//! - host reads, writes and copies are ordered after every launch issued
//!   before them (they go on the device's one stream, or wait for it), and
//!   have finished when the call returns;
//! - an allocation the driver refuses is `OutOfMemory`, never an abort;
//!   sizes larger than the device's (or, pinned, the host's) memory are
//!   refused before the driver is asked;
//! - managed memory is never allocated beyond the device memory free at the
//!   time (`cuMemGetInfo`), so `Unified` never oversubscribes the device.

use std::any::Any;
use std::ffi::c_void;
use std::fmt;
use std::sync::Arc;

use cudarc::driver::sys;

use super::conv::{check, cu_error, NAME};
use super::device::Gpu;
use crate::backend::driver_common::{allocation_bytes, placement_name, StreamDevice};
pub(crate) use crate::backend::driver_common::{wanted, Placement};
use crate::backend::{BackendBuffer, HostAccess, TransferTime};
use crate::buffer::MemoryHint;
use crate::error::{ErrorKind, GpuError};

pub(crate) struct CudaBuffer {
    gpu: Arc<Gpu>,
    /// The address kernels use.
    pub(crate) ptr: sys::CUdeviceptr,
    placement: Placement,
    /// Logical size in bytes.
    size: u64,
}

// SAFETY: the pinned host pointer is owned by the buffer and only read or
// written through `&self` methods that copy whole ranges; CUDA handles are
// usable from any thread that binds the context.
unsafe impl Send for CudaBuffer {}
// SAFETY: as for Send; concurrent host access races like a GPU's would,
// which the front half documents.
unsafe impl Sync for CudaBuffer {}

impl fmt::Debug for CudaBuffer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CudaBuffer")
            .field("size", &self.size)
            .field("placement", &self.placement)
            .finish()
    }
}

impl BackendBuffer for CudaBuffer {
    fn size(&self) -> u64 {
        self.size
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl CudaBuffer {
    /// A zero-filled buffer of `size` bytes.
    pub(crate) fn new(gpu: &Arc<Gpu>, size: u64, hint: MemoryHint) -> Result<CudaBuffer, GpuError> {
        let mut placement = wanted(hint, gpu.info.managed_memory);
        let bytes = allocation_bytes(size, placement, gpu.info.memory_total, NAME)?;
        gpu.bind()?;
        if placement == Placement::Managed {
            // Never more managed memory than the device has free: beyond
            // that the driver would page, and kernels would crawl.
            let (free, _) = gpu.memory_info()?;
            if size > free {
                placement = Placement::Device;
            }
        }
        let mut ptr: sys::CUdeviceptr = 0;
        // SAFETY (allocation): the context is bound; the out-pointers are
        // valid locals; what is allocated is owned by the buffer made right
        // after, whose Drop frees it.
        let r = match placement {
            Placement::Device => unsafe { sys::cuMemAlloc_v2(&mut ptr, bytes) },
            Placement::Managed => unsafe {
                sys::cuMemAllocManaged(
                    &mut ptr,
                    bytes,
                    sys::CUmemAttach_flags::CU_MEM_ATTACH_GLOBAL as u32,
                )
            },
            Placement::Pinned(_) => {
                let mut host: *mut c_void = std::ptr::null_mut();
                let r = unsafe { sys::cuMemAllocHost_v2(&mut host, bytes) };
                placement = Placement::Pinned(host.cast());
                r
            }
        };
        if r != sys::CUresult::CUDA_SUCCESS {
            let mut e = cu_error("allocating a buffer", r);
            if e.kind == ErrorKind::OutOfMemory {
                e.message = format!(
                    "cannot allocate a buffer of {size} bytes ({} memory): the device is out of memory",
                    placement_name(placement)
                );
            }
            return Err(e);
        }
        let mut buffer = CudaBuffer {
            gpu: gpu.clone(),
            ptr,
            placement,
            size,
        };
        if let Placement::Pinned(host) = placement {
            // SAFETY: `host` is a live pinned allocation of the context.
            let r = unsafe { sys::cuMemHostGetDevicePointer_v2(&mut buffer.ptr, host.cast(), 0) };
            if r != sys::CUresult::CUDA_SUCCESS {
                // With unified addressing (checked at discovery) pinned
                // memory is mapped at its host address.
                buffer.ptr = host as u64;
            }
            // SAFETY: `bytes` bytes at `host` were just allocated, and no
            // kernel can see them yet.
            unsafe { std::ptr::write_bytes(host, 0, bytes) };
        } else {
            // SAFETY: `ptr` is `bytes` long; the stream is the context's.
            check("cuMemsetD8Async", unsafe {
                sys::cuMemsetD8Async(ptr, 0, bytes, gpu.stream)
            })?;
            gpu.sync()?;
        }
        Ok(buffer)
    }

    #[cfg_attr(not(test), allow(dead_code))]
    pub(crate) fn placement(&self) -> Placement {
        self.placement
    }
}

/// Pinned memory is the host's: read and written by the host, not timed.
/// Everything else is copied on the stream, timed with the transfer events
/// where asked ([`StreamDevice::run_transfer`]).
impl HostAccess for CudaBuffer {
    const BACKEND: &'static str = NAME;

    /// Fills `out` from byte `offset` (in range: the caller checked).
    fn read(
        &self,
        offset: u64,
        out: &mut [u8],
        timed: bool,
    ) -> Result<Option<TransferTime>, GpuError> {
        if out.is_empty() {
            return Ok(None);
        }
        self.gpu.bind()?;
        if let Placement::Pinned(host) = self.placement {
            self.gpu.sync()?;
            // SAFETY: `offset + out.len() <= size` (checked by the caller)
            // and the allocation is at least `size` bytes; the stream is
            // idle, so no earlier kernel is writing it.
            unsafe {
                std::ptr::copy_nonoverlapping(
                    host.add(offset as usize),
                    out.as_mut_ptr(),
                    out.len(),
                )
            };
            return Ok(None);
        }
        let (dst, len) = (out.as_mut_ptr(), out.len());
        self.gpu.run_transfer(timed, || {
            // SAFETY: the range is inside the allocation; `out` outlives
            // the copy, which `run_transfer` waits for.
            check("cuMemcpyDtoHAsync", unsafe {
                sys::cuMemcpyDtoHAsync_v2(dst.cast(), self.ptr + offset, len, self.gpu.stream)
            })
        })
    }

    /// Writes `data` at byte `offset` (in range: the caller checked).
    fn write(
        &self,
        offset: u64,
        data: &[u8],
        timed: bool,
    ) -> Result<Option<TransferTime>, GpuError> {
        if data.is_empty() {
            return Ok(None);
        }
        self.gpu.bind()?;
        if let Placement::Pinned(host) = self.placement {
            self.gpu.sync()?;
            // SAFETY: as in `read`.
            unsafe {
                std::ptr::copy_nonoverlapping(data.as_ptr(), host.add(offset as usize), data.len())
            };
            return Ok(None);
        }
        self.gpu.run_transfer(timed, || {
            // SAFETY: as in `read`; `data` outlives the copy.
            check("cuMemcpyHtoDAsync", unsafe {
                sys::cuMemcpyHtoDAsync_v2(
                    self.ptr + offset,
                    data.as_ptr().cast(),
                    data.len(),
                    self.gpu.stream,
                )
            })
        })
    }

    /// Copies the first `size` bytes of `src` into `self`, on the device.
    fn copy_from(
        &self,
        src: &CudaBuffer,
        size: u64,
        timed: bool,
    ) -> Result<Option<TransferTime>, GpuError> {
        if size == 0 || std::ptr::eq(self, src) {
            return Ok(None);
        }
        let n = usize::try_from(size).map_err(|_| GpuError::internal(NAME, "copy size"))?;
        self.gpu.bind()?;
        self.gpu.run_transfer(timed, || {
            // SAFETY: both ranges are inside their allocations (checked by
            // the caller); with unified addressing the driver tells device,
            // managed and pinned memory apart by address.
            check("cuMemcpyAsync", unsafe {
                sys::cuMemcpyAsync(self.ptr, src.ptr, n, self.gpu.stream)
            })
        })
    }
}

impl Drop for CudaBuffer {
    fn drop(&mut self) {
        if self.gpu.bind().is_err() {
            return;
        }
        // SAFETY: no launch uses the buffer any more (launches hold it until
        // they end) and transfers finished before returning; errors (a lost
        // device) leave nothing better to do than leak.
        unsafe {
            let _ = match self.placement {
                Placement::Pinned(host) => sys::cuMemFreeHost(host.cast()),
                Placement::Device | Placement::Managed => sys::cuMemFree_v2(self.ptr),
            };
        }
    }
}
