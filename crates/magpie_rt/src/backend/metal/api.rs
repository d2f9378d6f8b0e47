//! What the backend asks of a Metal implementation: the thin layer under
//! [`super::MetalBackend`]. Everything Metal-specific that can be decided
//! without Apple's frameworks (the MSL, the argument table, the parameter
//! block, threadgroup memory lengths, which pipeline serves which kernel)
//! is above it, written once; an implementation only creates buffers,
//! builds libraries from MSL source, encodes one dispatch and copies
//! between buffers.
//!
//! Implementations: [`super::model`] (the C++ model of Metal built with
//! g++ and run on CPU threads, on any machine with g++) and, on Apple
//! targets, `super::apple` (Apple's Metal framework through
//! `objc2-metal`), which maps `new_buffer` to
//! `newBufferWithLength:options:` (shared storage, whose `contents` the
//! host reads and writes, or private), `blit` to one blit encoder, `new_pipeline` to `newLibraryWithSource:` with
//! fast math off, `newFunctionWithName:constantValues:error:` (the
//! function constants as `MTLFunctionConstantValues`) and
//! `newComputePipelineStateWithFunction:`, and `dispatch` to one compute
//! encoder (`setBuffer:offset:atIndex:` per table entry,
//! `setBytes:length:atIndex:` for the parameter block,
//! `setThreadgroupMemoryLength:atIndex:` per array,
//! `dispatchThreadgroups:threadsPerThreadgroup:`), committed and waited
//! for.
//!
//! Dispatches (synchronous or not) and blits of one device run in the
//! order they were issued, as on one Metal command queue.
//!
//! A [`Dispatch`] holds buffers of the implementation that made the
//! pipeline; an implementation reaches its own buffer type through `Any`
//! (an [`ApiBuffer`] is `'static`) and refuses any other.

use std::any::Any;
use std::fmt;
use std::ptr::NonNull;
use std::sync::Arc;

use crate::buffer::MemoryHint;
use crate::error::GpuError;

/// Where a buffer's memory lives: Metal's storage modes as spec §9.3
/// maps the memory hints to them ([`storage_mode`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum StorageMode {
    /// `MTLStorageModeShared`: the host reaches the bytes through
    /// [`ApiBuffer::contents`] (zero-copy on Apple silicon).
    Shared,
    /// `MTLStorageModePrivate`: GPU-only; the host reaches the bytes only
    /// through [`MetalApi::blit`] copies to and from shared buffers.
    Private,
}

/// The storage mode of a buffer made with `hint` (spec §9.3): device-local
/// memory is private, every other hint (Auto and Unified included) shared.
pub(crate) fn storage_mode(hint: MemoryHint) -> StorageMode {
    match hint {
        MemoryHint::DeviceLocal => StorageMode::Private,
        MemoryHint::Auto | MemoryHint::Unified | MemoryHint::Staging | MemoryHint::Cached => {
            StorageMode::Shared
        }
    }
}

/// A device buffer.
pub(crate) trait ApiBuffer: Any + Send + Sync + fmt::Debug {
    /// Its size in bytes, as asked for.
    fn len(&self) -> u64;
    /// The first byte, valid for `len` bytes (at least one) while the
    /// buffer lives, for a shared buffer; `None` for a private one.
    fn contents(&self) -> Option<NonNull<u8>>;
}

/// What runs when an asynchronous dispatch has ended, with its result.
pub(crate) type Done = Box<dyn FnOnce(Result<(), GpuError>) + Send>;

/// One buffer-to-buffer copy of a blit pass (in range: the caller checked).
pub(crate) struct Blit<'a> {
    pub src: &'a dyn ApiBuffer,
    pub src_offset: u64,
    pub dst: &'a dyn ApiBuffer,
    pub dst_offset: u64,
    pub size: u64,
}

/// A compute pipeline: one kernel function of a library built from MSL.
pub(crate) trait ApiPipeline: Send + Sync + fmt::Debug {
    fn as_any(&self) -> &dyn Any;
}

/// One dispatch's arguments, as Metal's compute encoder takes them.
pub(crate) struct Dispatch<'a> {
    /// The argument table: `buffers[k]` at `[[buffer(k)]]`.
    pub buffers: Vec<&'a dyn ApiBuffer>,
    /// The parameter block (`setBytes`) at its index, when the kernel has
    /// one.
    pub bytes: Option<(u32, &'a [u8])>,
    /// Bytes of threadgroup memory per `[[threadgroup(k)]]`.
    pub threadgroup: &'a [u64],
    pub threadgroups: [u32; 3],
    pub threads_per_threadgroup: [u32; 3],
}

/// A Metal device, as the backend drives it.
pub(crate) trait MetalApi: Send + Sync + fmt::Debug {
    /// The device's name (`MTLDevice.name`).
    fn name(&self) -> String;
    /// A zero-filled buffer of `size` bytes in `mode`; `OutOfMemory` when
    /// it cannot be had.
    fn new_buffer(&self, size: u64, mode: StorageMode) -> Result<Arc<dyn ApiBuffer>, GpuError>;
    /// Encodes `copies` in one blit pass (`copyFromBuffer:sourceOffset:
    /// toBuffer:destinationOffset:size:` each, in order), commits and waits.
    fn blit(&self, copies: &[Blit<'_>]) -> Result<(), GpuError>;
    /// The pipeline of kernel function `entry` of the library built from
    /// `source` (fast math off), function constant `K` of the text
    /// (`[[function_constant(K)]]`, a `bool`) set to `constants[K]`; a
    /// compile error is `CompilationFailed` with the compiler's message.
    fn new_pipeline(
        &self,
        source: &str,
        entry: &str,
        constants: &[bool],
    ) -> Result<Arc<dyn ApiPipeline>, GpuError>;
    /// Encodes, commits and waits for one dispatch of `pipeline`.
    fn dispatch(&self, pipeline: &dyn ApiPipeline, d: &Dispatch<'_>) -> Result<(), GpuError>;
    /// Encodes and commits one dispatch of `pipeline`; `done` runs with
    /// its result once its command buffer has completed (on another
    /// thread). An error here means nothing was committed, and `done` is
    /// dropped unrun. The caller keeps the dispatch's buffers and the
    /// pipeline alive until `done` runs.
    fn dispatch_async(
        &self,
        pipeline: &dyn ApiPipeline,
        d: &Dispatch<'_>,
        done: Done,
    ) -> Result<(), GpuError>;
    /// The GPU time of the last dispatch that completed, in nanoseconds,
    /// where the implementation measures it; `None` otherwise.
    fn last_dispatch_ns(&self) -> Option<u64> {
        None
    }
}
