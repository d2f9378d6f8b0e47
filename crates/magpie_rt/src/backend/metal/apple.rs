//! [`MetalApi`] over Apple's Metal framework, through `objc2-metal`
//! (compiled on Apple targets only): one [`AppleApi`] per `MTLDevice` that
//! `MTLCopyAllDevices` lists, with one command queue.
//!
//! - a buffer is `newBufferWithLength:options:` in shared storage (the
//!   host reads and writes its `contents`; Metal zero-fills it) or private
//!   storage (zero-filled by a blit `fillBuffer` when made), at least 1
//!   byte; nil is `OutOfMemory`;
//! - a blit is one command buffer with one blit encoder, committed and
//!   waited for; one that ends in error is `DriverError` with Metal's
//!   words;
//! - a pipeline is a library built from MSL source (language 3.1, fast
//!   math off: `mathMode = Safe` with precise functions where the OS has
//!   it, else `fastMathEnabled = NO`), its function `entry` and a compute
//!   pipeline state; a compile error or a missing function is
//!   `CompilationFailed` with Metal's words;
//! - a dispatch is one command buffer with one compute encoder, committed
//!   and waited for; a command buffer that ends in error is
//!   `LaunchFailed` with Metal's words, and its GPU time (`GPUEndTime -
//!   GPUStartTime`) is kept for [`MetalApi::last_dispatch_ns`]; an
//!   asynchronous one is committed with a completed handler
//!   (`addCompletedHandler:`) that reports the same result.
//!
//! Invariants: everything a dispatch is refused for (a buffer, pipeline or
//! argument-table index of another device or beyond Metal's tables, a
//! threadgroup larger than the pipeline allows, more threadgroup memory
//! than the device has) is refused before the encoder is made, so an
//! encoder is always ended and its command buffer committed; the buffers,
//! the parameter block and its staging buffer live until the command
//! buffer completes; Objective-C objects returned autoreleased are
//! released when each call returns (`autoreleasepool`). Never run here:
//! written against `objc2-metal` 0.3 and type-checked for
//! `aarch64-apple-darwin` only.

#![allow(unsafe_code)] // Apple's Metal framework is Objective-C FFI; each block says why it holds

use std::any::Any;
use std::fmt;
use std::ptr::NonNull;
use std::sync::{Arc, Mutex, PoisonError};

use block2::RcBlock;
use objc2::rc::{autoreleasepool, Retained};
use objc2::runtime::ProtocolObject;
use objc2::sel;
use objc2_foundation::{NSError, NSObjectProtocol, NSString};
use objc2_metal::{
    MTLBlitCommandEncoder, MTLBuffer, MTLCommandBuffer, MTLCommandBufferStatus, MTLCommandEncoder,
    MTLCommandQueue, MTLCompileOptions, MTLComputeCommandEncoder, MTLComputePipelineState,
    MTLCopyAllDevices, MTLDataType, MTLDevice, MTLFunctionConstantValues, MTLLanguageVersion,
    MTLLibrary, MTLMathFloatingPointFunctions, MTLMathMode, MTLResourceOptions, MTLSize,
};

use super::api::{ApiBuffer, ApiPipeline, Blit, Dispatch, Done, MetalApi, StorageMode};
use super::{Discovery, MetalBackend, NAME};
use crate::error::{ErrorKind, GpuError};

/// Entries of Metal's buffer argument table (`[[buffer(0)]]` to
/// `[[buffer(30)]]`), and of its threadgroup memory table.
const TABLE_ENTRIES: usize = 31;

/// The most bytes `setBytes:length:atIndex:` is documented to take; a
/// larger parameter block is staged in a buffer of its own.
const SET_BYTES_MAX: usize = 4096;

/// One `MTLDevice` and its command queue.
pub(crate) struct AppleApi {
    device: Retained<ProtocolObject<dyn MTLDevice>>,
    queue: Retained<ProtocolObject<dyn MTLCommandQueue>>,
    /// `registryID` of the device, which every buffer and pipeline made
    /// here carries.
    id: u64,
    /// GPU time of the last completed dispatch, in nanoseconds.
    last_ns: Mutex<Option<u64>>,
}

impl fmt::Debug for AppleApi {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AppleApi")
            .field("device", &self.device.name().to_string())
            .field("registry_id", &self.id)
            .finish_non_exhaustive()
    }
}

impl AppleApi {
    /// `device` with a new command queue; `DriverError` when Metal makes
    /// none.
    fn new(device: Retained<ProtocolObject<dyn MTLDevice>>) -> Result<AppleApi, GpuError> {
        let queue = device.newCommandQueue().ok_or_else(|| {
            GpuError::new(
                ErrorKind::DriverError,
                NAME,
                format!("Metal made no command queue for {}", device.name()),
            )
        })?;
        Ok(AppleApi {
            id: device.registryID(),
            device,
            queue,
            last_ns: Mutex::new(None),
        })
    }

    /// This device's buffer behind `b`; an internal error for any other.
    fn own_buffer<'a>(&self, b: &'a dyn ApiBuffer) -> Result<&'a AppleBuffer, GpuError> {
        let any: &dyn Any = b;
        any.downcast_ref::<AppleBuffer>()
            .filter(|b| b.device == self.id)
            .ok_or_else(|| GpuError::internal(NAME, "a buffer of another Metal device"))
    }

    /// The lengths to give each threadgroup array (rounded up to 16, as
    /// Metal requires); `ResourceExhausted` beyond the device's
    /// threadgroup memory or table.
    fn threadgroup_lengths(&self, lengths: &[u64]) -> Result<Vec<usize>, GpuError> {
        let exhausted =
            |message: String| GpuError::new(ErrorKind::ResourceExhausted, NAME, message);
        if lengths.len() > TABLE_ENTRIES {
            return Err(exhausted(format!(
                "the kernel has {} threadgroup arrays; Metal binds at most {TABLE_ENTRIES}",
                lengths.len()
            )));
        }
        let max = self.device.maxThreadgroupMemoryLength() as u64;
        let rounded: Vec<u64> = lengths
            .iter()
            .map(|&l| l.div_ceil(16).saturating_mul(16))
            .collect();
        let total = rounded.iter().fold(0u64, |t, &l| t.saturating_add(l));
        if total > max {
            return Err(exhausted(format!(
                "the kernel needs {total} bytes of threadgroup memory; this device has {max}"
            )));
        }
        // Each is at most `max`, which is a `usize`.
        Ok(rounded.into_iter().map(|l| l as usize).collect())
    }

    /// The parameter block bound at `index`: inline when `setBytes` takes
    /// it, else copied into a buffer of its own.
    fn param_block<'a>(&self, index: u32, bytes: &'a [u8]) -> Result<Block<'a>, GpuError> {
        let index = table_index(index, "the parameter block")?;
        if bytes.len() <= SET_BYTES_MAX {
            return Ok(Block::Inline(index, bytes));
        }
        let staged = self.buffer(bytes.len() as u64, StorageMode::Shared)?;
        let to = staged
            .contents()
            .ok_or_else(|| GpuError::internal(NAME, "a shared buffer without contents"))?;
        // SAFETY: the buffer holds at least `bytes.len()` bytes (asked for
        // that many) and is new, so nothing else reaches it.
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), to.as_ptr(), bytes.len()) };
        Ok(Block::Staged(index, staged))
    }

    /// A buffer of `size` bytes (at least 1) in `mode`, zero-filled.
    fn buffer(&self, size: u64, mode: StorageMode) -> Result<AppleBuffer, GpuError> {
        let too_big = |why: &str| {
            GpuError::new(
                ErrorKind::OutOfMemory,
                NAME,
                format!("cannot allocate a Metal buffer of {size} bytes: {why}"),
            )
        };
        let max = self.device.maxBufferLength();
        let length = usize::try_from(size.max(1))
            .ok()
            .filter(|&l| l <= max)
            .ok_or_else(|| too_big(&format!("this device's largest buffer is {max} bytes")))?;
        let options = match mode {
            StorageMode::Shared => MTLResourceOptions::StorageModeShared,
            StorageMode::Private => MTLResourceOptions::StorageModePrivate,
        };
        let raw = self
            .device
            .newBufferWithLength_options(length, options)
            .ok_or_else(|| too_big("Metal returned none"))?;
        let buffer = AppleBuffer {
            raw,
            len: size,
            mode,
            device: self.id,
        };
        if mode == StorageMode::Private {
            // Metal promises no contents for private memory: zero it, as
            // every buffer of the runtime starts.
            self.blit_pass(|encoder| {
                encoder.fillBuffer_range_value(
                    &buffer.raw,
                    objc2_foundation::NSRange::new(0, length),
                    0,
                )
            })?;
        }
        Ok(buffer)
    }

    /// One command buffer with one blit encoder that `encode` fills,
    /// committed and waited for.
    fn blit_pass(
        &self,
        encode: impl FnOnce(&ProtocolObject<dyn MTLBlitCommandEncoder>),
    ) -> Result<(), GpuError> {
        autoreleasepool(|_| {
            let failed = |why: String| GpuError::new(ErrorKind::DriverError, NAME, why);
            let command = self
                .queue
                .commandBuffer()
                .ok_or_else(|| failed("Metal made no command buffer".into()))?;
            let encoder = command
                .blitCommandEncoder()
                .ok_or_else(|| failed("Metal made no blit command encoder".into()))?;
            encode(&encoder);
            encoder.endEncoding();
            command.commit();
            command.waitUntilCompleted();
            match why_not_completed(&command) {
                Some(why) => Err(failed(format!(
                    "a copy between Metal buffers failed: {why}"
                ))),
                None => Ok(()),
            }
        })
    }

    /// Encodes one dispatch whose every argument was checked into a new
    /// command buffer, not yet committed.
    fn encode(
        &self,
        p: &ApplePipeline,
        buffers: &[&AppleBuffer],
        block: Option<&Block<'_>>,
        threadgroup: &[usize],
        d: &Dispatch<'_>,
    ) -> Result<Retained<ProtocolObject<dyn MTLCommandBuffer>>, GpuError> {
        let command = self
            .queue
            .commandBuffer()
            .ok_or_else(|| launch_failed("Metal made no command buffer".into()))?;
        let encoder = command
            .computeCommandEncoder()
            .ok_or_else(|| launch_failed("Metal made no compute command encoder".into()))?;
        encoder.setComputePipelineState(&p.state);
        for (index, b) in buffers.iter().enumerate() {
            // SAFETY: `index` < TABLE_ENTRIES (checked by the caller); the
            // buffer is of this device and outlives the command buffer
            // (the caller holds it until `waitUntilCompleted` returns).
            unsafe { encoder.setBuffer_offset_atIndex(Some(&b.raw), 0, index) };
        }
        match block {
            Some(Block::Inline(index, bytes)) => {
                // Metal takes no empty block; a kernel's block is never
                // empty, but a zero word costs nothing.
                let bytes: &[u8] = if bytes.is_empty() { &[0; 16] } else { bytes };
                // SAFETY: `bytes` is valid for its length, which is at most
                // SET_BYTES_MAX (Metal copies it now); `index` <
                // TABLE_ENTRIES.
                unsafe {
                    encoder.setBytes_length_atIndex(
                        NonNull::from(bytes).cast(),
                        bytes.len(),
                        *index,
                    )
                };
            }
            Some(Block::Staged(index, b)) => {
                // SAFETY: as for the argument buffers above.
                unsafe { encoder.setBuffer_offset_atIndex(Some(&b.raw), 0, *index) };
            }
            None => {}
        }
        for (index, &length) in threadgroup.iter().enumerate() {
            // SAFETY: `index` < TABLE_ENTRIES and the lengths, multiples
            // of 16, fit the device's threadgroup memory (both checked by
            // the caller).
            unsafe { encoder.setThreadgroupMemoryLength_atIndex(length, index) };
        }
        encoder.dispatchThreadgroups_threadsPerThreadgroup(
            size(d.threadgroups),
            size(d.threads_per_threadgroup),
        );
        encoder.endEncoding();
        Ok(command)
    }

    /// The dispatch's pipeline, buffers, parameter block and threadgroup
    /// lengths, each checked against this device (module docs).
    fn checked<'p, 'd>(
        &self,
        pipeline: &'p dyn ApiPipeline,
        d: &Dispatch<'d>,
    ) -> Result<Checked<'p, 'd>, GpuError> {
        let p = pipeline
            .as_any()
            .downcast_ref::<ApplePipeline>()
            .filter(|p| p.device == self.id)
            .ok_or_else(|| GpuError::internal(NAME, "a pipeline of another Metal device"))?;
        check_threads(p, d.threads_per_threadgroup)?;
        if d.buffers.len() > TABLE_ENTRIES {
            return Err(GpuError::new(
                ErrorKind::ResourceExhausted,
                NAME,
                format!(
                    "the kernel takes {} buffers; Metal binds at most {TABLE_ENTRIES}",
                    d.buffers.len()
                ),
            ));
        }
        let buffers = d
            .buffers
            .iter()
            .map(|b| self.own_buffer(*b))
            .collect::<Result<Vec<_>, _>>()?;
        let block = d
            .bytes
            .map(|(index, bytes)| self.param_block(index, bytes))
            .transpose()?;
        let threadgroup = self.threadgroup_lengths(d.threadgroup)?;
        Ok(Checked {
            p,
            buffers,
            block,
            threadgroup,
        })
    }

    fn record_time(&self, command: &ProtocolObject<dyn MTLCommandBuffer>) {
        let seconds = command.GPUEndTime() - command.GPUStartTime();
        let ns = (seconds.is_finite() && seconds >= 0.0).then(|| (seconds * 1e9).round() as u64);
        *self.last_ns.lock().unwrap_or_else(PoisonError::into_inner) = ns;
    }
}

/// Why a waited-for command buffer did not complete (Metal's words, or
/// its status); `None` when it did.
fn why_not_completed(command: &ProtocolObject<dyn MTLCommandBuffer>) -> Option<String> {
    let status = command.status();
    (status != MTLCommandBufferStatus::Completed).then(|| {
        command
            .error()
            .map_or_else(|| format!("status {}", status.0), |e| words(&e))
    })
}

/// An `MTLBuffer`, shared or private.
struct AppleBuffer {
    raw: Retained<ProtocolObject<dyn MTLBuffer>>,
    /// The size asked for (the buffer holds at least 1 byte).
    len: u64,
    mode: StorageMode,
    /// `registryID` of its device.
    device: u64,
}

// SAFETY: Metal's buffers may be used from any thread (Apple documents
// MTLResource objects as thread-safe); the host's accesses through
// `contents` are ordered by the runtime around launches, as for every
// backend.
unsafe impl Send for AppleBuffer {}
unsafe impl Sync for AppleBuffer {}

impl fmt::Debug for AppleBuffer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AppleBuffer")
            .field("len", &self.len)
            .finish_non_exhaustive()
    }
}

impl ApiBuffer for AppleBuffer {
    fn len(&self) -> u64 {
        self.len
    }
    fn contents(&self) -> Option<NonNull<u8>> {
        (self.mode == StorageMode::Shared).then(|| self.raw.contents().cast())
    }
}

/// A compute pipeline state and the function it runs.
struct ApplePipeline {
    state: Retained<ProtocolObject<dyn MTLComputePipelineState>>,
    entry: String,
    /// `registryID` of its device.
    device: u64,
}

impl fmt::Debug for ApplePipeline {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ApplePipeline")
            .field("entry", &self.entry)
            .finish_non_exhaustive()
    }
}

impl ApiPipeline for ApplePipeline {
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A dispatch's arguments, checked against the device.
struct Checked<'p, 'd> {
    p: &'p ApplePipeline,
    buffers: Vec<&'d AppleBuffer>,
    block: Option<Block<'d>>,
    threadgroup: Vec<usize>,
}

/// The parameter block as a dispatch binds it.
enum Block<'a> {
    /// Copied by `setBytes:length:atIndex:` at the index.
    Inline(usize, &'a [u8]),
    /// In a buffer of its own at the index.
    Staged(usize, AppleBuffer),
}

impl MetalApi for AppleApi {
    fn name(&self) -> String {
        self.device.name().to_string()
    }

    fn new_buffer(&self, size: u64, mode: StorageMode) -> Result<Arc<dyn ApiBuffer>, GpuError> {
        Ok(Arc::new(self.buffer(size, mode)?))
    }

    fn blit(&self, copies: &[Blit<'_>]) -> Result<(), GpuError> {
        let mut checked = Vec::with_capacity(copies.len());
        for c in copies {
            let as_usize = |v: u64| {
                usize::try_from(v).map_err(|_| GpuError::internal(NAME, "a copy beyond usize"))
            };
            checked.push((
                self.own_buffer(c.src)?,
                as_usize(c.src_offset)?,
                self.own_buffer(c.dst)?,
                as_usize(c.dst_offset)?,
                as_usize(c.size)?,
            ));
        }
        self.blit_pass(|encoder| {
            for (src, src_offset, dst, dst_offset, size) in &checked {
                // SAFETY: both ranges are within their buffers (checked by
                // the runtime before the copy was asked for), both
                // buffers are of this device and live until the command
                // buffer completes (`blit_pass` waits).
                unsafe {
                    encoder.copyFromBuffer_sourceOffset_toBuffer_destinationOffset_size(
                        &src.raw,
                        *src_offset,
                        &dst.raw,
                        *dst_offset,
                        *size,
                    )
                };
            }
        })
    }

    fn new_pipeline(
        &self,
        source: &str,
        entry: &str,
        constants: &[bool],
    ) -> Result<Arc<dyn ApiPipeline>, GpuError> {
        autoreleasepool(|_| {
            let library = self
                .device
                .newLibraryWithSource_options_error(
                    &NSString::from_str(source),
                    Some(&compile_options()),
                )
                .map_err(|e| {
                    compilation_failed(format!("Metal's compiler refused the MSL: {}", words(&e)))
                })?;
            let values = MTLFunctionConstantValues::new();
            for (k, v) in constants.iter().enumerate() {
                let mut value = *v;
                // SAFETY: `value` is a live `bool` (MTLDataType::Bool)
                // for the call, which copies it; `k` is the index of one
                // of the text's function constants.
                unsafe {
                    values.setConstantValue_type_atIndex(
                        NonNull::from(&mut value).cast(),
                        MTLDataType::Bool,
                        k,
                    )
                };
            }
            let function = library
                .newFunctionWithName_constantValues_error(&NSString::from_str(entry), &values)
                .map_err(|e| {
                    compilation_failed(format!(
                        "the library built from the MSL gave no function `{entry}` for its \
                         function constants: {}",
                        words(&e)
                    ))
                })?;
            let state = self
                .device
                .newComputePipelineStateWithFunction_error(&function)
                .map_err(|e| {
                    compilation_failed(format!(
                        "Metal made no compute pipeline for `{entry}`: {}",
                        words(&e)
                    ))
                })?;
            Ok(Arc::new(ApplePipeline {
                state,
                entry: entry.to_string(),
                device: self.id,
            }) as Arc<dyn ApiPipeline>)
        })
    }

    fn dispatch(&self, pipeline: &dyn ApiPipeline, d: &Dispatch<'_>) -> Result<(), GpuError> {
        let c = self.checked(pipeline, d)?;
        autoreleasepool(|_| {
            let command = self.encode(c.p, &c.buffers, c.block.as_ref(), &c.threadgroup, d)?;
            command.commit();
            command.waitUntilCompleted();
            if let Some(why) = why_not_completed(&command) {
                return Err(launch_failed(format!(
                    "the dispatch of `{}` failed: {why}",
                    c.p.entry
                )));
            }
            self.record_time(&command);
            Ok(())
        })
    }

    fn dispatch_async(
        &self,
        pipeline: &dyn ApiPipeline,
        d: &Dispatch<'_>,
        done: Done,
    ) -> Result<(), GpuError> {
        let c = self.checked(pipeline, d)?;
        autoreleasepool(|_| {
            let command = self.encode(c.p, &c.buffers, c.block.as_ref(), &c.threadgroup, d)?;
            // A staged parameter block lives until the command buffer
            // completes: the handler owns it.
            let staged = match c.block {
                Some(Block::Staged(_, b)) => Some(b),
                _ => None,
            };
            let entry = c.p.entry.clone();
            let done = Mutex::new(Some(done));
            let handler = RcBlock::new(
                move |command: NonNull<ProtocolObject<dyn MTLCommandBuffer>>| {
                    let _staged = &staged;
                    // SAFETY: Metal passes the completed command buffer,
                    // alive for the call.
                    let command = unsafe { command.as_ref() };
                    let result = match why_not_completed(command) {
                        Some(why) => Err(launch_failed(format!(
                            "the dispatch of `{entry}` failed: {why}"
                        ))),
                        None => Ok(()),
                    };
                    let once = done.lock().unwrap_or_else(PoisonError::into_inner).take();
                    if let Some(done) = once {
                        done(result);
                    }
                },
            );
            // SAFETY: the handler is a valid block, which Metal copies; it
            // runs once, when the command buffer completes.
            unsafe { command.addCompletedHandler(RcBlock::as_ptr(&handler)) };
            command.commit();
            Ok(())
        })
    }

    fn last_dispatch_ns(&self) -> Option<u64> {
        *self.last_ns.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// Every device `MTLCopyAllDevices` lists, each with its command queue;
/// none is a `BackendUnavailable` problem saying why.
pub(crate) fn discover() -> Discovery {
    let mut found = Discovery::default();
    let target = match super::metal_target() {
        Ok(t) => t,
        Err(e) => {
            found.problem = Some(e);
            return found;
        }
    };
    let mut refused = Vec::new();
    autoreleasepool(|_| {
        for device in MTLCopyAllDevices().to_vec() {
            match AppleApi::new(device) {
                Ok(api) => found
                    .devices
                    .push(MetalBackend::with_api(Arc::new(api), target.clone())),
                Err(e) => refused.push(e.message),
            }
        }
    });
    if found.devices.is_empty() {
        let why = if refused.is_empty() {
            "Metal lists no device on this machine (MTLCopyAllDevices is empty)".to_string()
        } else {
            format!("no Metal device could be opened: {}", refused.join("; "))
        };
        found.problem = Some(GpuError::new(ErrorKind::BackendUnavailable, NAME, why));
    }
    found
}

/// Metal Shading Language 3.1, fast math off: `mathMode = Safe` and
/// precise functions where the OS has them (macOS 15, iOS 18), else the
/// older `fastMathEnabled = NO`, which means both.
fn compile_options() -> Retained<MTLCompileOptions> {
    let options = MTLCompileOptions::new();
    options.setLanguageVersion(MTLLanguageVersion::Version3_1);
    if options.respondsToSelector(sel!(setMathMode:))
        && options.respondsToSelector(sel!(setMathFloatingPointFunctions:))
    {
        options.setMathMode(MTLMathMode::Safe);
        options.setMathFloatingPointFunctions(MTLMathFloatingPointFunctions::Precise);
    } else {
        #[allow(deprecated)] // the only switch before macOS 15 and iOS 18
        options.setFastMathEnabled(false);
    }
    options
}

/// `LaunchFailed` for a threadgroup with no thread or more threads than
/// `p` allows on its device.
fn check_threads(p: &ApplePipeline, block: [u32; 3]) -> Result<(), GpuError> {
    let threads = block.iter().map(|&n| u64::from(n)).product::<u64>();
    let max = p.state.maxTotalThreadsPerThreadgroup() as u64;
    if threads == 0 || threads > max {
        return Err(launch_failed(format!(
            "a threadgroup of {}x{}x{} = {threads} threads for `{}`: this device runs its \
             pipeline with 1 to {max} threads per threadgroup (maxTotalThreadsPerThreadgroup)",
            block[0], block[1], block[2], p.entry
        )));
    }
    Ok(())
}

/// `index` as an argument-table index; `ResourceExhausted` beyond the
/// table.
fn table_index(index: u32, what: &str) -> Result<usize, GpuError> {
    usize::try_from(index)
        .ok()
        .filter(|&i| i < TABLE_ENTRIES)
        .ok_or_else(|| {
            GpuError::new(
                ErrorKind::ResourceExhausted,
                NAME,
                format!(
                    "{what} is at [[buffer({index})]]; Metal binds at most {TABLE_ENTRIES} buffers"
                ),
            )
        })
}

fn size(v: [u32; 3]) -> MTLSize {
    MTLSize {
        width: v[0] as usize,
        height: v[1] as usize,
        depth: v[2] as usize,
    }
}

/// An `NSError`'s localized description.
fn words(e: &NSError) -> String {
    e.localizedDescription().to_string()
}

fn compilation_failed(message: String) -> GpuError {
    GpuError::new(ErrorKind::CompilationFailed, NAME, message)
}

fn launch_failed(message: String) -> GpuError {
    GpuError::new(ErrorKind::LaunchFailed, NAME, message)
}
