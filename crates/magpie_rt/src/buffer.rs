//! Buffers: device memory of a known element type (spec §9.3).
//!
//! [`Buffer<T>`] is typed by a host [`Element`]; [`DynBuffer`] carries its
//! element description at run time (for tools that learn the type from a
//! kernel, and for `bool`, which is not `Pod`). Both are [`AnyBuffer`]s, which
//! is what launch arguments take.
//!
//! Sizes: a buffer of 0 elements is allowed. A request whose byte size
//! overflows, exceeds the device's memory, or that the allocator refuses is
//! `OutOfMemory`, never an abort. Length mismatches on `write`/`copy_from`
//! are `BufferError`.
//!
//! A buffer used by an in-flight asynchronous launch stays alive until the
//! launch ends, whatever happens to the handle; reading or writing it
//! meanwhile races with the kernel, as on a GPU.

use std::fmt;
use std::marker::PhantomData;
use std::sync::Arc;

use crate::backend::BackendBuffer;
use crate::device::Device;
use crate::element::{ElemDesc, Element};
use crate::error::{ErrorKind, GpuError};
use crate::profile::recorder::Call;
use crate::profile::EventKind;

/// Where a buffer should live (spec §9.3); a preference, never an error.
/// The CPU and mock devices keep every buffer in host memory.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[repr(u32)]
pub enum MemoryHint {
    #[default]
    Auto = 0,
    DeviceLocal = 1,
    Unified = 2,
    Staging = 3,
    Cached = 4,
}

impl MemoryHint {
    pub const ALL: [MemoryHint; 5] = [
        MemoryHint::Auto,
        MemoryHint::DeviceLocal,
        MemoryHint::Unified,
        MemoryHint::Staging,
        MemoryHint::Cached,
    ];

    /// The ABI discriminant, 0..=4.
    pub fn as_u32(self) -> u32 {
        self as u32
    }

    pub fn from_u32(value: u32) -> Option<MemoryHint> {
        MemoryHint::ALL.into_iter().find(|h| h.as_u32() == value)
    }

    pub fn name(self) -> &'static str {
        match self {
            MemoryHint::Auto => "Auto",
            MemoryHint::DeviceLocal => "DeviceLocal",
            MemoryHint::Unified => "Unified",
            MemoryHint::Staging => "Staging",
            MemoryHint::Cached => "Cached",
        }
    }
}

/// What every buffer is underneath. Not nameable outside the crate.
#[derive(Debug)]
pub struct BufferCore {
    pub(crate) raw: Arc<dyn BackendBuffer>,
    pub(crate) device: Device,
    pub(crate) len: u64,
    /// Bytes per element as allocated (the host type's size).
    pub(crate) stride: u64,
    pub(crate) elem: ElemDesc,
    pub(crate) hint: MemoryHint,
}

mod sealed {
    pub trait Sealed {
        fn core(&self) -> &super::BufferCore;
    }
}

/// Any buffer, whatever its element type: what a launch argument holds.
/// Implemented by [`Buffer<T>`] and [`DynBuffer`] only.
pub trait AnyBuffer: fmt::Debug + Send + Sync + sealed::Sealed {
    /// The element description the buffer was made with.
    fn elem_desc(&self) -> &ElemDesc {
        &self.core().elem
    }
    /// Number of elements.
    fn len(&self) -> u64 {
        self.core().len
    }
    fn is_empty(&self) -> bool {
        self.core().len == 0
    }
    /// Size in bytes.
    fn byte_len(&self) -> u64 {
        self.core().raw.size()
    }
    fn device(&self) -> &Device {
        &self.core().device
    }
    fn hint(&self) -> MemoryHint {
        self.core().hint
    }
}

pub(crate) fn core_of(buf: &dyn AnyBuffer) -> &BufferCore {
    buf.core()
}

impl BufferCore {
    fn new(
        device: &Device,
        len: u64,
        elem: ElemDesc,
        stride: u64,
        hint: MemoryHint,
    ) -> Result<Self, GpuError> {
        let size = len.checked_mul(stride).ok_or_else(|| {
            GpuError::new(
                ErrorKind::OutOfMemory,
                device.err_backend(),
                format!("a buffer of {len} elements of {stride} bytes does not fit in 64 bits"),
            )
        })?;
        let raw = device.inner.backend.create_buffer(size, hint)?;
        device.inner.profiler.note_alloc(raw.size());
        Ok(BufferCore {
            raw,
            device: device.clone(),
            len,
            stride,
            elem,
            hint,
        })
    }

    fn read_into(&self, out: &mut [u8]) -> Result<(), GpuError> {
        if out.is_empty() {
            return Ok(());
        }
        let backend = &*self.device.inner.backend;
        match self.device.inner.profiler.recording() {
            None => backend.read_buffer(&*self.raw, 0, out),
            Some(r) => r.transfer_call(transfer(EventKind::Readback, out.len() as u64), || {
                backend.read_buffer_timed(&*self.raw, 0, out)
            }),
        }
    }

    fn write_from(&self, data: &[u8], what: &str) -> Result<(), GpuError> {
        if data.len() as u64 != self.raw.size() {
            return Err(GpuError::new(
                ErrorKind::BufferError,
                self.device.err_backend(),
                format!(
                    "cannot write {what} into a buffer of {} elements ({} bytes): the lengths must match",
                    self.len,
                    self.raw.size()
                ),
            ));
        }
        if data.is_empty() {
            return Ok(());
        }
        let backend = &*self.device.inner.backend;
        match self.device.inner.profiler.recording() {
            None => backend.write_buffer(&*self.raw, 0, data),
            Some(r) => r.transfer_call(transfer(EventKind::Upload, data.len() as u64), || {
                backend.write_buffer_timed(&*self.raw, 0, data)
            }),
        }
    }

    fn copy_from(&self, src: &BufferCore) -> Result<(), GpuError> {
        let backend = self.device.err_backend();
        if self.device != src.device {
            return Err(GpuError::new(
                ErrorKind::BufferError,
                backend,
                format!(
                    "cannot copy between devices: the source is on {}, the destination on {}",
                    src.device.describe(),
                    self.device.describe()
                ),
            ));
        }
        if src.len != self.len || src.raw.size() != self.raw.size() {
            return Err(GpuError::new(
                ErrorKind::BufferError,
                backend,
                format!(
                    "cannot copy a buffer of {} elements into one of {}: the lengths must match",
                    src.len, self.len
                ),
            ));
        }
        if self.raw.size() == 0 {
            return Ok(());
        }
        let (backend, size) = (&*self.device.inner.backend, self.raw.size());
        match self.device.inner.profiler.recording() {
            None => backend.copy_buffer(&*src.raw, &*self.raw, size),
            Some(r) => r.transfer_call(transfer(EventKind::Copy, size), || {
                backend.copy_buffer_timed(&*src.raw, &*self.raw, size)
            }),
        }
    }

    fn host_bytes(&self) -> Result<Vec<u8>, GpuError> {
        let n = usize::try_from(self.raw.size()).map_err(|_| self.too_big())?;
        let mut out = Vec::new();
        out.try_reserve_exact(n).map_err(|_| self.too_big())?;
        out.resize(n, 0);
        self.read_into(&mut out)?;
        Ok(out)
    }

    fn too_big(&self) -> GpuError {
        GpuError::new(
            ErrorKind::OutOfMemory,
            self.device.err_backend(),
            format!(
                "cannot read {} bytes back: the host cannot allocate that much",
                self.raw.size()
            ),
        )
    }
}

impl Drop for BufferCore {
    fn drop(&mut self) {
        self.device.inner.profiler.note_free(self.raw.size());
    }
}

/// What a profiling session records of a transfer of `bytes`.
fn transfer(kind: EventKind, bytes: u64) -> Call {
    let name = match kind {
        EventKind::Upload => "upload",
        EventKind::Readback => "readback",
        _ => "copy",
    };
    Call {
        name: name.to_string(),
        kind,
        bytes: Some(bytes),
        grid: None,
        block: None,
        metadata: Default::default(),
    }
}

/// A device buffer of `len` elements of `T`.
pub struct Buffer<T: Element> {
    core: BufferCore,
    marker: PhantomData<fn() -> T>,
}

impl<T: Element> sealed::Sealed for Buffer<T> {
    fn core(&self) -> &BufferCore {
        &self.core
    }
}

impl<T: Element> AnyBuffer for Buffer<T> {}

impl<T: Element> fmt::Debug for Buffer<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Buffer")
            .field("elem", &self.core.elem)
            .field("len", &self.core.len)
            .field("hint", &self.core.hint)
            .field("device", &self.core.device)
            .finish()
    }
}

impl<T: Element> Buffer<T> {
    pub fn len(&self) -> u64 {
        self.core.len
    }

    pub fn is_empty(&self) -> bool {
        self.core.len == 0
    }

    pub fn hint(&self) -> MemoryHint {
        self.core.hint
    }

    pub fn device(&self) -> &Device {
        &self.core.device
    }

    /// Reads the whole buffer back.
    pub fn to_vec(&self) -> Result<Vec<T>, GpuError> {
        let n = usize::try_from(self.core.len).map_err(|_| self.core.too_big())?;
        let mut out: Vec<T> = Vec::new();
        out.try_reserve_exact(n).map_err(|_| self.core.too_big())?;
        out.resize(n, T::zeroed());
        if let Ok(bytes) = bytemuck::try_cast_slice_mut::<T, u8>(&mut out) {
            self.core.read_into(bytes)?;
        }
        Ok(out)
    }

    /// Overwrites the whole buffer; `data.len()` must equal [`len`](Buffer::len).
    pub fn write(&self, data: &[T]) -> Result<(), GpuError> {
        if data.len() as u64 != self.core.len {
            return Err(GpuError::new(
                ErrorKind::BufferError,
                self.core.device.err_backend(),
                format!(
                    "cannot write {} elements into a buffer of {}: the lengths must match",
                    data.len(),
                    self.core.len
                ),
            ));
        }
        match bytemuck::try_cast_slice::<T, u8>(data) {
            Ok(bytes) => self.core.write_from(bytes, "the data"),
            // Zero-sized elements: nothing to move.
            Err(_) => Ok(()),
        }
    }

    /// Copies `src` (same device, same length) into this buffer.
    pub fn copy_from(&self, src: &Buffer<T>) -> Result<(), GpuError> {
        self.core.copy_from(&src.core)
    }
}

/// A buffer whose element type is known at run time only.
#[derive(Debug)]
pub struct DynBuffer {
    core: BufferCore,
}

impl sealed::Sealed for DynBuffer {
    fn core(&self) -> &BufferCore {
        &self.core
    }
}

impl AnyBuffer for DynBuffer {}

impl DynBuffer {
    /// Reads the whole buffer back as bytes (elements little-endian,
    /// structs in the kernel's layout).
    pub fn to_bytes(&self) -> Result<Vec<u8>, GpuError> {
        self.core.host_bytes()
    }

    /// Overwrites the whole buffer; `bytes.len()` must equal its byte length.
    pub fn write_bytes(&self, bytes: &[u8]) -> Result<(), GpuError> {
        self.core
            .write_from(bytes, &format!("{} bytes", bytes.len()))
    }

    /// Copies `src` (same device, same size) into this buffer.
    pub fn copy_from(&self, src: &dyn AnyBuffer) -> Result<(), GpuError> {
        self.core.copy_from(src.core())
    }
}

impl Device {
    /// A zero-filled buffer of `len` elements of `T`.
    pub fn buffer<T: Element>(&self, len: u64, hint: MemoryHint) -> Result<Buffer<T>, GpuError> {
        let stride = std::mem::size_of::<T>() as u64;
        Ok(Buffer {
            core: BufferCore::new(self, len, T::desc(), stride, hint)?,
            marker: PhantomData,
        })
    }

    /// A buffer holding a copy of `data`.
    pub fn buffer_from_slice<T: Element>(
        &self,
        data: &[T],
        hint: MemoryHint,
    ) -> Result<Buffer<T>, GpuError> {
        let buf = self.buffer::<T>(data.len() as u64, hint)?;
        buf.write(data)?;
        Ok(buf)
    }

    /// A zero-filled buffer of `len` elements described by `elem`.
    pub fn buffer_dyn(
        &self,
        elem: ElemDesc,
        len: u64,
        hint: MemoryHint,
    ) -> Result<DynBuffer, GpuError> {
        let stride = elem.size();
        Ok(DynBuffer {
            core: BufferCore::new(self, len, elem, stride, hint)?,
        })
    }

    /// A buffer holding `bytes`, read as elements described by `elem`;
    /// the byte count must be a multiple of the element size.
    pub fn buffer_from_bytes(
        &self,
        elem: ElemDesc,
        bytes: &[u8],
        hint: MemoryHint,
    ) -> Result<DynBuffer, GpuError> {
        let stride = elem.size();
        let n = bytes.len() as u64;
        let len = match stride {
            0 if n == 0 => 0,
            s if s > 0 && n.is_multiple_of(s) => n / s,
            s => {
                return Err(GpuError::new(
                    ErrorKind::BufferError,
                    self.err_backend(),
                    format!("{n} bytes are not a whole number of {elem} elements ({s} bytes each)"),
                ))
            }
        };
        let buf = self.buffer_dyn(elem, len, hint)?;
        buf.write_bytes(bytes)?;
        Ok(buf)
    }
}
