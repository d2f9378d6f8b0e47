//! Buffers, placed by the [`MemoryHint`] (spec §9.3, HIP's column):
//!
//! | hint | memory | host access |
//! |---|---|---|
//! | Auto, DeviceLocal | `hipMalloc` (device memory) | `hipMemcpyHtoD`/`DtoH` after the stream is idle |
//! | Unified | `hipMallocManaged` where the device supports it (else device memory) | as device memory |
//! | Staging, Cached | `hipHostMalloc` (pinned host memory, mapped for the device) | `memcpy` after the stream is idle |
//!
//! Invariants:
//! - every buffer is zero-filled when created, and is at least one byte in
//!   the runtime (HIP has no empty allocations); its logical size is what
//!   the front half and kernels see;
//! - host reads, writes and copies wait for every launch issued before
//!   them (the stream is synchronised first) and have finished when the
//!   call returns;
//! - an allocation the runtime refuses is `OutOfMemory` (or its error),
//!   never an abort; sizes larger than the device's (or, pinned, the
//!   host's) memory are refused before the runtime is asked.

use std::any::Any;
use std::ffi::c_void;
use std::fmt;
use std::sync::Arc;

use super::conv::{check, hip_error, NAME};
use super::device::Gpu;
use super::library::{HIP_HOST_MALLOC_MAPPED, HIP_MEMCPY_DEFAULT, HIP_MEM_ATTACH_GLOBAL};
use crate::backend::driver_common::{
    allocation_bytes, placement_name, wanted, Placement, StreamDevice,
};
use crate::backend::{BackendBuffer, HostAccess, TransferTime};
use crate::buffer::MemoryHint;
use crate::error::{ErrorKind, GpuError};

pub(crate) struct HipBuffer {
    gpu: Arc<Gpu>,
    /// The address kernels use.
    pub(crate) ptr: u64,
    placement: Placement,
    /// Logical size in bytes.
    size: u64,
}

// SAFETY: the pinned host pointer is owned by the buffer and only read or
// written through `&self` methods that copy whole ranges; HIP pointers are
// usable from any thread.
unsafe impl Send for HipBuffer {}
// SAFETY: as for Send; concurrent host access races like a GPU's would,
// which the front half documents.
unsafe impl Sync for HipBuffer {}

impl fmt::Debug for HipBuffer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("HipBuffer")
            .field("size", &self.size)
            .field("placement", &self.placement)
            .finish()
    }
}

impl BackendBuffer for HipBuffer {
    fn size(&self) -> u64 {
        self.size
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl HipBuffer {
    /// A zero-filled buffer of `size` bytes.
    pub(crate) fn new(gpu: &Arc<Gpu>, size: u64, hint: MemoryHint) -> Result<HipBuffer, GpuError> {
        let hip = gpu.hip;
        let mut placement = wanted(hint, gpu.info.managed_memory);
        let pinned = matches!(placement, Placement::Pinned(_));
        let bytes = allocation_bytes(size, placement, gpu.info.memory_total, NAME)?;
        gpu.bind()?;
        let mut raw: *mut c_void = std::ptr::null_mut();
        // SAFETY (allocation): the device is current; the out-pointer is a
        // valid local; what is allocated is owned by the buffer made right
        // after, whose Drop frees it.
        let (what, r) = match placement {
            Placement::Device => ("hipMalloc", unsafe { (hip.t.malloc)(&mut raw, bytes) }),
            Placement::Managed => ("hipMallocManaged", unsafe {
                (hip.t.malloc_managed)(&mut raw, bytes, HIP_MEM_ATTACH_GLOBAL)
            }),
            Placement::Pinned(_) => ("hipHostMalloc", unsafe {
                (hip.t.host_malloc)(&mut raw, bytes, HIP_HOST_MALLOC_MAPPED)
            }),
        };
        if r != 0 || raw.is_null() {
            let mut e = if r != 0 {
                hip_error(hip, what, r)
            } else {
                GpuError::internal(NAME, format!("{what} succeeded with a null pointer"))
            };
            if e.kind == ErrorKind::OutOfMemory {
                e.message = format!(
                    "cannot allocate a buffer of {size} bytes ({} memory): {}",
                    placement_name(placement),
                    e.message
                );
            }
            return Err(e);
        }
        if pinned {
            placement = Placement::Pinned(raw.cast());
        }
        let mut buffer = HipBuffer {
            gpu: gpu.clone(),
            ptr: raw as u64,
            placement,
            size,
        };
        if pinned {
            let mut device: *mut c_void = std::ptr::null_mut();
            // SAFETY: `raw` is a live pinned allocation of this runtime.
            let r = unsafe { (hip.t.host_get_device_pointer)(&mut device, raw, 0) };
            // With unified addressing (every AMD GPU HIP runs on) pinned
            // memory is mapped at its host address otherwise.
            if r == 0 && !device.is_null() {
                buffer.ptr = device as u64;
            }
            // SAFETY: `bytes` bytes at `raw` were just allocated, and no
            // kernel can see them yet.
            unsafe { std::ptr::write_bytes(raw.cast::<u8>(), 0, bytes) };
        } else {
            // SAFETY: `raw` is `bytes` long on the current device.
            check(hip, "hipMemset", unsafe { (hip.t.memset)(raw, 0, bytes) })?;
            gpu.sync()?;
        }
        Ok(buffer)
    }

    /// The address `offset` bytes into the buffer, as HIP takes it.
    fn at(&self, offset: u64) -> *mut c_void {
        self.ptr.wrapping_add(offset) as *mut c_void
    }
}

/// HIP's copies are synchronous, outside the stream the timing events are
/// recorded on: transfers are not timed (`None`).
impl HostAccess for HipBuffer {
    const BACKEND: &'static str = NAME;

    /// Fills `out` from byte `offset` (in range: the caller checked).
    fn read(
        &self,
        offset: u64,
        out: &mut [u8],
        _timed: bool,
    ) -> Result<Option<TransferTime>, GpuError> {
        if out.is_empty() {
            return Ok(None);
        }
        self.gpu.sync()?;
        if let Placement::Pinned(host) = self.placement {
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
        let hip = self.gpu.hip;
        // SAFETY: the range is inside the allocation; `out` is that long;
        // the copy is synchronous.
        check(hip, "hipMemcpyDtoH", unsafe {
            (hip.t.memcpy_dtoh)(out.as_mut_ptr().cast(), self.at(offset), out.len())
        })
        .map(|()| None)
    }

    /// Writes `data` at byte `offset` (in range: the caller checked).
    fn write(
        &self,
        offset: u64,
        data: &[u8],
        _timed: bool,
    ) -> Result<Option<TransferTime>, GpuError> {
        if data.is_empty() {
            return Ok(None);
        }
        self.gpu.sync()?;
        if let Placement::Pinned(host) = self.placement {
            // SAFETY: as in `read`.
            unsafe {
                std::ptr::copy_nonoverlapping(data.as_ptr(), host.add(offset as usize), data.len())
            };
            return Ok(None);
        }
        let hip = self.gpu.hip;
        // SAFETY: as in `read`; `data` outlives the synchronous copy.
        check(hip, "hipMemcpyHtoD", unsafe {
            (hip.t.memcpy_htod)(self.at(offset), data.as_ptr().cast(), data.len())
        })
        .map(|()| None)
    }

    /// Copies the first `size` bytes of `src` into `self`.
    fn copy_from(
        &self,
        src: &HipBuffer,
        size: u64,
        _timed: bool,
    ) -> Result<Option<TransferTime>, GpuError> {
        if size == 0 || std::ptr::eq(self, src) {
            return Ok(None);
        }
        let n = usize::try_from(size).map_err(|_| GpuError::internal(NAME, "copy size"))?;
        self.gpu.sync()?;
        let hip = self.gpu.hip;
        // SAFETY: both ranges are inside their allocations (checked by the
        // caller); with unified addressing the runtime tells device,
        // managed and pinned memory apart by address (`hipMemcpyDefault`).
        check(hip, "hipMemcpy", unsafe {
            (hip.t.memcpy)(self.at(0), src.at(0), n, HIP_MEMCPY_DEFAULT)
        })?;
        // A device-to-device copy may still run on the null stream: wait
        // for it, so the copy has finished when this returns.
        // SAFETY: the null stream is the current device's default stream.
        check(hip, "hipStreamSynchronize", unsafe {
            (hip.t.stream_synchronize)(std::ptr::null_mut())
        })
        .map(|()| None)
    }
}

impl Drop for HipBuffer {
    fn drop(&mut self) {
        if self.gpu.bind().is_err() {
            return;
        }
        let hip = self.gpu.hip;
        // SAFETY: no launch uses the buffer any more (launches hold it
        // until they end) and transfers finished before returning; errors
        // (a lost device) leave nothing better to do than leak.
        unsafe {
            let _ = match self.placement {
                Placement::Pinned(host) => (hip.t.host_free)(host.cast()),
                Placement::Device | Placement::Managed => (hip.t.free)(self.at(0)),
            };
        }
    }
}
