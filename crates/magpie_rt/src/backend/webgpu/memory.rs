//! Buffers: one wgpu storage buffer each, and host access through the
//! queue and mappable staging buffers.
//!
//! Invariants:
//! - a buffer's wgpu size is its logical size rounded up to 4 bytes, and
//!   at least [`MIN_DEVICE_SIZE`]: WebGPU copies and writes move whole
//!   words, packed buffers (elements under 4 bytes) are `array<u32>`, and
//!   a binding may not be empty. The front half sees the logical size;
//! - every buffer is zero-filled when created (WebGPU guarantees it);
//! - the [`MemoryHint`] is kept but places nothing: WebGPU has no memory
//!   placement, storage buffers cannot be mapped, and wgpu chooses the
//!   memory itself (device-local where there is such memory);
//! - host reads copy the aligned words into a `MAP_READ` staging buffer
//!   and wait; host writes of whole words go through `Queue::write_buffer`
//!   (ordered before every later submission, so a launch after a write sees
//!   it); a write that starts or ends inside a word reads that word back
//!   first and writes it whole. Copies move the whole words on the device
//!   and the last partial word through the host, so that no byte past the
//!   copied range changes.

use std::any::Any;
use std::fmt;
use std::sync::mpsc;
use std::sync::Arc;
use std::time::Duration;

use super::conv::{no_panic, NAME};
use super::device::{Gpu, Submitted, Timer};
use crate::backend::{BackendBuffer, HostAccess, TransferTime};
use crate::buffer::MemoryHint;
use crate::error::{ErrorKind, GpuError};

/// The smallest wgpu buffer: one element of the widest type (8 bytes), so
/// that an empty buffer still binds to an `array<f64>` or `array<u64>`.
pub(crate) const MIN_DEVICE_SIZE: u64 = 8;

/// WebGPU's copy and write granularity.
const WORD: u64 = wgpu::COPY_BUFFER_ALIGNMENT;

pub(crate) struct WgBuffer {
    gpu: Arc<Gpu>,
    pub(crate) raw: wgpu::Buffer,
    /// Key of cached bind groups (see `Gpu::bind_group`).
    pub(crate) id: u64,
    /// Logical size in bytes.
    size: u64,
    /// wgpu's size: whole words, at least [`MIN_DEVICE_SIZE`].
    pub(crate) device_size: u64,
    hint: MemoryHint,
}

impl fmt::Debug for WgBuffer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("WgBuffer")
            .field("size", &self.size)
            .field("hint", &self.hint)
            .finish()
    }
}

impl BackendBuffer for WgBuffer {
    fn size(&self) -> u64 {
        self.size
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `x` rounded up to a whole number of words; `None` on overflow.
fn words(x: u64) -> Option<u64> {
    x.checked_next_multiple_of(WORD)
}

impl WgBuffer {
    /// A zero-filled buffer of `size` bytes.
    pub(crate) fn new(gpu: &Arc<Gpu>, size: u64, hint: MemoryHint) -> Result<WgBuffer, GpuError> {
        let oom = |why: String| {
            GpuError::new(
                ErrorKind::OutOfMemory,
                NAME,
                format!("cannot allocate a buffer of {size} bytes: {why}"),
            )
        };
        let max = gpu.limits().max_buffer_size;
        let device_size = words(size)
            .filter(|s| *s <= max)
            .ok_or_else(|| {
                oom(format!(
                    "{} allows buffers of at most {max} bytes",
                    gpu.name()
                ))
            })?
            .max(MIN_DEVICE_SIZE);
        let what = format!("creating a buffer of {size} bytes");
        let raw = gpu.checked(&what, ErrorKind::OutOfMemory, || {
            gpu.device.create_buffer(&wgpu::BufferDescriptor {
                label: None,
                size: device_size,
                usage: wgpu::BufferUsages::STORAGE
                    | wgpu::BufferUsages::COPY_SRC
                    | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            })
        })?;
        Ok(WgBuffer {
            gpu: gpu.clone(),
            raw,
            id: gpu.next_id(),
            size,
            device_size,
            hint,
        })
    }

    /// `len` bytes (whole words) at word-aligned `start`, through a
    /// staging buffer; the copy timed with `timer`, if any.
    fn read_words(&self, start: u64, len: u64, timer: Option<&Timer>) -> Result<Vec<u8>, GpuError> {
        let gpu = &self.gpu;
        let what = format!("reading {len} bytes of a buffer");
        let index = gpu.checked(&what, ErrorKind::BufferError, || {
            let staging = gpu.device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("magpie readback"),
                size: len,
                usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            });
            let submitted = gpu.submit(timed_copy(gpu, timer, |encoder| {
                encoder.copy_buffer_to_buffer(&self.raw, start, &staging, 0, len);
            }));
            (staging, submitted)
        })?;
        let (staging, submitted) = index;
        read_mapped(gpu, &staging, &submitted, &what)
    }

    /// Writes `data` (whole words) at word-aligned `offset`: through the
    /// queue's own staging, or with `timer` through a staging buffer and a
    /// copy between two timestamps, waited for.
    fn write_words(&self, offset: u64, data: &[u8], timer: Option<&Timer>) -> Result<(), GpuError> {
        let gpu = &self.gpu;
        let what = format!("writing {} bytes to a buffer", data.len());
        let Some(timer) = timer else {
            return gpu.checked(&what, ErrorKind::BufferError, || {
                gpu.queue.write_buffer(&self.raw, offset, data);
            });
        };
        let submitted = gpu.checked(&what, ErrorKind::BufferError, || {
            let staging = gpu.device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("magpie upload"),
                size: data.len() as u64,
                usage: wgpu::BufferUsages::MAP_WRITE | wgpu::BufferUsages::COPY_SRC,
                mapped_at_creation: true,
            });
            if let Ok(mut view) = staging.get_mapped_range_mut(..) {
                view.copy_from_slice(data);
            }
            staging.unmap();
            gpu.submit(timed_copy(gpu, Some(timer), |encoder| {
                encoder.copy_buffer_to_buffer(&staging, 0, &self.raw, offset, data.len() as u64);
            }))
        })?;
        gpu.wait(&submitted, &what)
    }
}

/// A command buffer of what `record` encodes, between two timestamps of
/// `timer` where there is one (TIMESTAMP_QUERY_INSIDE_ENCODERS).
fn timed_copy(
    gpu: &Gpu,
    timer: Option<&Timer>,
    record: impl FnOnce(&mut wgpu::CommandEncoder),
) -> wgpu::CommandBuffer {
    let mut encoder = gpu
        .device
        .create_command_encoder(&wgpu::CommandEncoderDescriptor::default());
    if let Some(t) = timer {
        encoder.write_timestamp(t.queries(), t.begin());
    }
    record(&mut encoder);
    if let Some(t) = timer {
        encoder.write_timestamp(t.queries(), t.end());
    }
    encoder.finish()
}

/// Timed where asked and the adapter writes timestamps inside encoders
/// (TIMESTAMP_QUERY_INSIDE_ENCODERS): the copy each transfer makes between
/// two timestamps, placed on the host's clock from the device's tick
/// anchor; a timed write goes through a staging buffer of its own instead
/// of the queue's. A partial word's read-modify-write times its write.
impl HostAccess for WgBuffer {
    const BACKEND: &'static str = NAME;

    /// Fills `out` from byte `offset` (in range: the front half checked).
    fn read(
        &self,
        offset: u64,
        out: &mut [u8],
        timed: bool,
    ) -> Result<Option<TransferTime>, GpuError> {
        if out.is_empty() {
            return Ok(None);
        }
        let start = offset - offset % WORD;
        let end = words(offset + out.len() as u64)
            .ok_or_else(|| GpuError::internal(NAME, "a read range overflows"))?;
        let timer = self.gpu.transfer_timer(timed);
        let bytes = self.read_words(start, end - start, timer.as_ref());
        let time = self.gpu.transfer_time(timer);
        let bytes = bytes?;
        let at = (offset - start) as usize;
        let src = bytes
            .get(at..at + out.len())
            .ok_or_else(|| GpuError::internal(NAME, "a read past its staging buffer"))?;
        out.copy_from_slice(src);
        Ok(time)
    }

    /// Writes `data` at byte `offset` (in range: the front half checked).
    fn write(
        &self,
        offset: u64,
        data: &[u8],
        timed: bool,
    ) -> Result<Option<TransferTime>, GpuError> {
        if data.is_empty() {
            return Ok(None);
        }
        let end = offset + data.len() as u64;
        if offset.is_multiple_of(WORD) && end.is_multiple_of(WORD) {
            let timer = self.gpu.transfer_timer(timed);
            let written = self.write_words(offset, data, timer.as_ref());
            let time = self.gpu.transfer_time(timer);
            return written.map(|()| time);
        }
        // Whole words around the range: read, patch, write back.
        let start = offset - offset % WORD;
        let wend = words(end).ok_or_else(|| GpuError::internal(NAME, "a write range overflows"))?;
        let mut block = self.read_words(start, wend - start, None)?;
        let at = (offset - start) as usize;
        block
            .get_mut(at..at + data.len())
            .ok_or_else(|| GpuError::internal(NAME, "a write past its word block"))?
            .copy_from_slice(data);
        let timer = self.gpu.transfer_timer(timed);
        let written = self.write_words(start, &block, timer.as_ref());
        let time = self.gpu.transfer_time(timer);
        written.map(|()| time)
    }

    /// Copies the first `size` bytes of `src` into `self` (in range).
    fn copy_from(
        &self,
        src: &WgBuffer,
        size: u64,
        timed: bool,
    ) -> Result<Option<TransferTime>, GpuError> {
        if std::ptr::eq(self, src) || size == 0 {
            return Ok(None);
        }
        let whole = size - size % WORD;
        let mut time = None;
        if whole > 0 {
            let gpu = &self.gpu;
            let what = format!("copying {whole} bytes between buffers");
            let timer = gpu.transfer_timer(timed);
            let copied = gpu.checked(&what, ErrorKind::BufferError, || {
                gpu.submit(timed_copy(gpu, timer.as_ref(), |encoder| {
                    encoder.copy_buffer_to_buffer(&src.raw, 0, &self.raw, 0, whole);
                }))
            });
            // A timed copy is waited for here (its timestamps are read).
            let waited = match (&copied, &timer) {
                (Ok(submitted), Some(_)) => gpu.wait(submitted, &what),
                _ => Ok(()),
            };
            time = gpu.transfer_time(timer);
            copied?;
            waited?;
        }
        if whole < size {
            let mut tail = vec![0u8; (size - whole) as usize];
            src.read(whole, &mut tail, false)?;
            self.write(whole, &tail, false)?;
        }
        Ok(time)
    }
}

/// Waits for submission `submitted`, which fills `staging`, and returns
/// its bytes.
pub(crate) fn read_mapped(
    gpu: &Gpu,
    staging: &wgpu::Buffer,
    submitted: &Submitted,
    what: &str,
) -> Result<Vec<u8>, GpuError> {
    let (tx, rx) = mpsc::channel();
    staging.map_async(wgpu::MapMode::Read, .., move |r| {
        let _ = tx.send(r);
    });
    gpu.wait(submitted, what)?;
    let mapped = wait_for_mapping(gpu, &rx, what)?;
    mapped.map_err(|e| {
        GpuError::new(
            ErrorKind::BufferError,
            NAME,
            format!("{what}: mapping the staging buffer failed: {e}"),
        )
    })?;
    let bytes = staging
        .get_mapped_range(..)
        .map_err(|e| {
            GpuError::new(
                ErrorKind::BufferError,
                NAME,
                format!("{what}: reading the mapped staging buffer failed: {e:?}"),
            )
        })?
        .to_vec();
    staging.unmap();
    Ok(bytes)
}

/// The mapping's result, once its callback has run. The callback runs in
/// whichever thread's poll first sees the copy done (the device is shared),
/// so after our own wait it may still be running elsewhere: poll again
/// until it reports, or the callback is dropped unrun, or the device is lost.
fn wait_for_mapping(
    gpu: &Gpu,
    rx: &mpsc::Receiver<Result<(), wgpu::BufferAsyncError>>,
    what: &str,
) -> Result<Result<(), wgpu::BufferAsyncError>, GpuError> {
    loop {
        match rx.recv_timeout(Duration::from_millis(1)) {
            Ok(r) => return Ok(r),
            Err(mpsc::RecvTimeoutError::Timeout) => {
                gpu.check_lost(what)?;
                no_panic(what, || gpu.device.poll(wgpu::PollType::Poll))?.map_err(|e| {
                    GpuError::new(
                        ErrorKind::DriverError,
                        NAME,
                        format!("{what}: polling the device failed: {e}"),
                    )
                })?;
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                return Err(GpuError::new(
                    ErrorKind::BufferError,
                    NAME,
                    format!("{what}: wgpu dropped the mapping of the staging buffer"),
                ))
            }
        }
    }
}

impl Drop for WgBuffer {
    fn drop(&mut self) {
        // Cached bind groups would keep the memory; submissions in flight
        // keep the buffer themselves (wgpu tracks them).
        self.gpu.forget_buffer(self.id);
    }
}
