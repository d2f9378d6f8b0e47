//! Buffers: a `VkBuffer` bound to memory from gpu-allocator, placed by the
//! [`MemoryHint`] (spec §9.3): Auto and DeviceLocal → device-local memory;
//! Unified → host-visible and device-local where there is such memory;
//! Staging → host-visible and coherent (not device-local when the device
//! has both kinds); Cached → host-cached.
//!
//! Host access goes straight through the mapping when the memory is
//! host-visible, else through a temporary host-visible staging buffer and
//! `vkCmdCopyBuffer`. Every buffer is zero-filled when created. Sizes are
//! rounded up to 4 bytes (and 0 to 4) for the device, because Vulkan has no
//! empty buffers and `vkCmdFillBuffer` works in words; the logical size is
//! what descriptors and the front half see.

use std::any::Any;
use std::fmt;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex, MutexGuard};

use ash::vk;
use gpu_allocator::vulkan::{Allocation, AllocationCreateDesc, AllocationScheme};
use gpu_allocator::MemoryLocation;

use super::conv::{alloc_error, vk_err, NAME};
use super::device::Gpu;
use super::submit::Submission;
use crate::backend::{BackendBuffer, HostAccess, TransferTime};
use crate::buffer::MemoryHint;
use crate::error::{ErrorKind, GpuError};

pub(crate) struct VkBuffer {
    gpu: Arc<Gpu>,
    pub(crate) raw: vk::Buffer,
    allocation: Mutex<Option<Allocation>>,
    /// Logical size in bytes.
    size: u64,
    /// Whether the host reads and writes through the mapping.
    mapped: bool,
}

impl fmt::Debug for VkBuffer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("VkBuffer")
            .field("size", &self.size)
            .field("mapped", &self.mapped)
            .finish()
    }
}

impl BackendBuffer for VkBuffer {
    fn size(&self) -> u64 {
        self.size
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// Where gpu-allocator should look, and which memory types to allow.
fn placement(gpu: &Gpu, hint: MemoryHint, type_bits: u32) -> (MemoryLocation, u32) {
    let with = |want: vk::MemoryPropertyFlags, avoid: vk::MemoryPropertyFlags| -> u32 {
        let mut bits = 0u32;
        for (i, t) in gpu.memory_types.iter().enumerate().take(32) {
            if t.property_flags.contains(want) && !t.property_flags.intersects(avoid) {
                bits |= 1 << i;
            }
        }
        bits & type_bits
    };
    let host = vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
    match hint {
        MemoryHint::Auto | MemoryHint::DeviceLocal => (MemoryLocation::GpuOnly, type_bits),
        MemoryHint::Unified => (MemoryLocation::CpuToGpu, type_bits),
        MemoryHint::Staging => {
            // Plain host memory when the device has it apart from its own.
            let apart = with(host, vk::MemoryPropertyFlags::DEVICE_LOCAL);
            let bits = if apart != 0 { apart } else { type_bits };
            (MemoryLocation::CpuToGpu, bits)
        }
        MemoryHint::Cached => (MemoryLocation::GpuToCpu, type_bits),
    }
}

impl VkBuffer {
    /// A zero-filled buffer of `size` bytes.
    pub(crate) fn new(gpu: &Arc<Gpu>, size: u64, hint: MemoryHint) -> Result<VkBuffer, GpuError> {
        let oom = |why: String| {
            GpuError::new(
                ErrorKind::OutOfMemory,
                NAME,
                format!("cannot allocate a buffer of {size} bytes: {why}"),
            )
        };
        let total = gpu.info.memory_total;
        if total > 0 && size > total {
            return Err(oom(format!("the device has {total} bytes of memory")));
        }
        let device_size = size
            .max(4)
            .checked_next_multiple_of(4)
            .ok_or_else(|| oom("the size overflows".into()))?;
        let d = &gpu.raw;
        let info = vk::BufferCreateInfo::default()
            .size(device_size)
            .usage(
                vk::BufferUsageFlags::STORAGE_BUFFER
                    | vk::BufferUsageFlags::TRANSFER_SRC
                    | vk::BufferUsageFlags::TRANSFER_DST,
            )
            .sharing_mode(vk::SharingMode::EXCLUSIVE);
        // SAFETY (this function): the device is alive; the buffer handle is
        // owned by `buffer` as soon as it exists, whose Drop destroys it.
        let raw = unsafe { d.create_buffer(&info, None) }.map_err(vk_err("vkCreateBuffer"))?;
        let mut buffer = VkBuffer {
            gpu: gpu.clone(),
            raw,
            allocation: Mutex::new(None),
            size,
            mapped: false,
        };
        let mut requirements = unsafe { d.get_buffer_memory_requirements(raw) };
        let (location, bits) = placement(gpu, hint, requirements.memory_type_bits);
        requirements.memory_type_bits = bits;
        let allocation = {
            let mut guard = gpu.allocator();
            let allocator = guard
                .as_mut()
                .ok_or_else(|| GpuError::internal(NAME, "the allocator is gone"))?;
            allocator
                .allocate(&AllocationCreateDesc {
                    name: "magpie buffer",
                    requirements,
                    location,
                    linear: true,
                    allocation_scheme: AllocationScheme::GpuAllocatorManaged,
                })
                .map_err(|e| alloc_error(size, e))?
        };
        let bind = unsafe { d.bind_buffer_memory(raw, allocation.memory(), allocation.offset()) };
        buffer.mapped = allocation.mapped_ptr().is_some();
        *buffer.lock() = Some(allocation);
        bind.map_err(vk_err("vkBindBufferMemory"))?;
        buffer.zero()?;
        Ok(buffer)
    }

    fn lock(&self) -> MutexGuard<'_, Option<Allocation>> {
        self.allocation.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Whether the memory is mapped (the host may reach it directly).
    pub(crate) fn is_mapped(&self) -> bool {
        self.mapped
    }

    /// Whether host access may use the mapping (tests can force staging).
    fn host_direct(&self) -> bool {
        self.mapped && !self.gpu.force_staging.load(Ordering::Relaxed)
    }

    fn zero(&self) -> Result<(), GpuError> {
        if self.mapped {
            if let Some(bytes) = self.lock().as_mut().and_then(|a| a.mapped_slice_mut()) {
                bytes.fill(0);
                return Ok(());
            }
        }
        let sub = Submission::begin(&self.gpu)?;
        // SAFETY: `cmd` is recording; the buffer outlives the wait in `run`.
        unsafe {
            self.gpu
                .raw
                .cmd_fill_buffer(sub.cmd, self.raw, 0, vk::WHOLE_SIZE, 0)
        };
        sub.run()
    }

    /// Copies `out.len()` bytes at `offset` out of the mapping.
    fn read_mapped(&self, offset: u64, out: &mut [u8]) -> Result<(), GpuError> {
        let guard = self.lock();
        let bytes = guard
            .as_ref()
            .and_then(|a| a.mapped_slice())
            .ok_or_else(|| GpuError::internal(NAME, "a mapped buffer has no mapping"))?;
        let at = offset as usize;
        let src = bytes
            .get(at..at + out.len())
            .ok_or_else(|| GpuError::internal(NAME, "a read past the mapping"))?;
        out.copy_from_slice(src);
        Ok(())
    }

    fn write_mapped(&self, offset: u64, data: &[u8]) -> Result<(), GpuError> {
        let mut guard = self.lock();
        let bytes = guard
            .as_mut()
            .and_then(|a| a.mapped_slice_mut())
            .ok_or_else(|| GpuError::internal(NAME, "a mapped buffer has no mapping"))?;
        let at = offset as usize;
        let dst = bytes
            .get_mut(at..at + data.len())
            .ok_or_else(|| GpuError::internal(NAME, "a write past the mapping"))?;
        dst.copy_from_slice(data);
        Ok(())
    }

    /// Host-visible memory for a transfer of `len` bytes.
    fn staging(&self, len: usize, hint: MemoryHint) -> Result<VkBuffer, GpuError> {
        let staging = VkBuffer::new(&self.gpu, len as u64, hint)?;
        if !staging.mapped {
            return Err(GpuError::new(
                ErrorKind::BufferError,
                NAME,
                "the device offers no host-visible memory for a staging buffer",
            ));
        }
        Ok(staging)
    }
}

impl VkBuffer {
    /// Runs the copy `region` from `src` to `dst` in one submission and
    /// waits for it; with `timed`, between two timestamps, and says when it
    /// ran (`None` where the queue has no timestamps).
    fn run_copy(
        &self,
        src: vk::Buffer,
        dst: vk::Buffer,
        region: vk::BufferCopy,
        timed: bool,
    ) -> Result<Option<TransferTime>, GpuError> {
        let sub = Submission::begin(&self.gpu)?;
        if timed {
            sub.stamp_first();
        }
        // SAFETY: `cmd` is recording; both buffers outlive the wait below.
        unsafe { self.gpu.raw.cmd_copy_buffer(sub.cmd, src, dst, &[region]) };
        if !timed {
            sub.run()?;
            return Ok(None);
        }
        sub.stamp_second();
        let ticks = sub.run_reading_stamps()?;
        Ok(ticks.and_then(|t| self.gpu.transfer_time(t)))
    }
}

/// Transfers through a mapping are the host's alone: not timed (`None`).
impl HostAccess for VkBuffer {
    const BACKEND: &'static str = NAME;

    fn read(
        &self,
        offset: u64,
        out: &mut [u8],
        timed: bool,
    ) -> Result<Option<TransferTime>, GpuError> {
        if self.host_direct() {
            return self.read_mapped(offset, out).map(|()| None);
        }
        let staging = self.staging(out.len(), MemoryHint::Cached)?;
        let region = vk::BufferCopy::default()
            .src_offset(offset)
            .dst_offset(0)
            .size(out.len() as u64);
        let time = self.run_copy(self.raw, staging.raw, region, timed)?;
        staging.read_mapped(0, out)?;
        Ok(time)
    }

    fn write(
        &self,
        offset: u64,
        data: &[u8],
        timed: bool,
    ) -> Result<Option<TransferTime>, GpuError> {
        if self.host_direct() {
            return self.write_mapped(offset, data).map(|()| None);
        }
        let staging = self.staging(data.len(), MemoryHint::Staging)?;
        staging.write_mapped(0, data)?;
        let region = vk::BufferCopy::default()
            .src_offset(0)
            .dst_offset(offset)
            .size(data.len() as u64);
        self.run_copy(staging.raw, self.raw, region, timed)
    }

    /// Copies the first `size` bytes of `src` into `self` on the device.
    fn copy_from(
        &self,
        src: &VkBuffer,
        size: u64,
        timed: bool,
    ) -> Result<Option<TransferTime>, GpuError> {
        if std::ptr::eq(self, src) {
            return Ok(None);
        }
        let region = vk::BufferCopy::default().size(size);
        self.run_copy(src.raw, self.raw, region, timed)
    }
}

impl Drop for VkBuffer {
    fn drop(&mut self) {
        // SAFETY: no submission uses the buffer any more (launches and
        // transfers hold it until their fence).
        unsafe { self.gpu.raw.destroy_buffer(self.raw, None) };
        let allocation = self.lock().take();
        if let (Some(a), Some(allocator)) = (allocation, self.gpu.allocator().as_mut()) {
            let _ = allocator.free(a);
        }
    }
}
