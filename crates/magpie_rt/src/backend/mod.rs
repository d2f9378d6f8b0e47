//! The internal backend interface: what a device must do for the rest of the
//! runtime. One module per backend implements it (`cpu`, `mock`, `cuda`,
//! `hip`, `vulkan`, `webgpu`; later `metal`), each GPU one loading its
//! vendor library at run time (`webgpu` through the `wgpu` crate, which
//! loads the Vulkan loader itself). `hip` (buffers, HSACO modules,
//! launches, fences) has been tested only against a fake HIP runtime and
//! Debian's ROCm 5.2 library on machines without an AMD GPU.
//!
//! Division of labour (the front half is shared, so a backend sees only
//! checked requests):
//!
//! - [`Device`](crate::Device) and [`Kernel`](crate::Kernel) check sizes,
//!   launch shapes and arguments against the kernel's signature, and compile
//!   the source up to a verified, validated [`ProgramIr`];
//! - the backend allocates and moves bytes, turns a `ProgramIr` into its own
//!   module ([`BackendModule`]: a SPIR-V pipeline, a CUDA module, or nothing
//!   for the CPU), and launches with already-bound arguments.
//!
//! Buffers handed to a backend are always its own (the front half checks
//! the device before binding), and all sizes and offsets are in range.
//! Everything a launch uses is owned (`Arc`) by the [`LaunchRequest`], so an
//! asynchronous launch keeps its buffers and module alive until it ends.
//!
//! Shared by the backends: the range and ownership checks of host accesses
//! ([`read_buffer`], [`write_buffer`], [`copy_buffer`] for buffers that
//! implement [`HostAccess`]; [`check_range`], [`check_copy`] for the
//! others), and, between CUDA and HIP, which drive a device the same way
//! through different libraries, [`driver_common`] (placement, timed and
//! asynchronous launches on one stream, kernel variants, packing).
//!
//! To add a backend: implement [`DeviceBackend`] and [`BackendBuffer`] in a
//! new module, make discovery in `runtime.rs` list its devices, and flip its
//! [`BackendKind::is_built_in`](crate::BackendKind::is_built_in).

pub(crate) mod async_spans;
pub(crate) mod cpu;
pub(crate) mod cuda;
pub(crate) mod driver_common;
pub(crate) mod fma_probe;
pub(crate) mod hip;
pub(crate) mod in_order;
pub(crate) mod metal;
pub(crate) mod mock;
pub(crate) mod span_cell;
pub(crate) mod struct_args;
pub(crate) mod timing_demand;
pub(crate) mod vulkan;
pub(crate) mod webgpu;

/// Tests: whether `MAGPIE_REQUIRE` (a comma- or space-separated list)
/// names `backend` or `all`, so that a missing device fails the test
/// instead of skipping it.
#[cfg(test)]
pub(crate) fn required(backend: &str) -> bool {
    std::env::var("MAGPIE_REQUIRE").is_ok_and(|v| {
        v.split(|c: char| c == ',' || c.is_whitespace())
            .any(|s| s == backend || s == "all")
    })
}

use std::any::Any;
use std::fmt;
use std::sync::{Arc, Mutex, MutexGuard};

use magpie_bundle::Blob;
use magpie_gpu::{Capability, GpuBackend, Target, Validated};
use magpie_mpir::{Const, FuncId, Module, ModuleInfo};

use crate::buffer::MemoryHint;
use crate::device::{BackendKind, DeviceProperties};
use crate::error::{ErrorKind, GpuError};
use crate::fence::Fence;

/// One device of one backend.
pub(crate) trait DeviceBackend: Any + Send + Sync + fmt::Debug {
    fn kind(&self) -> BackendKind;

    /// Fixed facts, read once when the [`Device`](crate::Device) is made.
    fn properties(&self) -> DeviceProperties;

    /// The physical device's UUID where the API reports one (CUDA's
    /// `cuDeviceGetUuid`, Vulkan's `deviceUUID`: the same bytes for the same
    /// NVIDIA GPU). Discovery lists a GPU that two backends reach once.
    fn device_uuid(&self) -> Option<[u8; 16]> {
        None
    }

    /// The device's PCI address, `dddd:bb:dd.f` in lowercase hexadecimal
    /// (domain, bus, device, function), where the API reports one (CUDA's
    /// PCI attributes, Vulkan's `VK_EXT_pci_bus_info`). Discovery compares
    /// it when a backend reports no UUID.
    fn pci_bus_id(&self) -> Option<String> {
        None
    }

    /// Free memory now, in bytes; 0 when unknown.
    fn memory_available(&self) -> u64;
    /// Device time of the last timed kernel dispatch, in nanoseconds, where
    /// the backend measures it (GPU timestamps); `None` otherwise.
    fn last_dispatch_ns(&self) -> Option<u64> {
        None
    }

    /// When the last synchronous launch ran, on the host's clock, where
    /// the backend knows: the CPU executor (this thread's last launch,
    /// run on host threads, exact), CUDA and HIP (the device's last timed
    /// launch, its events measured from an anchor event whose completion
    /// the host saw); `None` otherwise. Profiling places device spans with
    /// it ([`crate::profile`]).
    fn last_dispatch_span(&self) -> Option<(std::time::Instant, std::time::Instant)> {
        None
    }

    /// Someone is about to read launch times (a profiling session
    /// began): a backend that stops timing launches nobody reads
    /// ([`timing_demand`]) times the next ones. Nothing elsewhere.
    fn time_launches(&self) {}

    /// When the last synchronous launch ran on the host's clock, as
    /// something to read later, where reading it now would cost the
    /// launch (WebGPU's timestamps: a submission and a wait); `None`
    /// where [`last_dispatch_span`](DeviceBackend::last_dispatch_span) or
    /// [`last_dispatch_ns`](DeviceBackend::last_dispatch_ns) answers at
    /// once. Profiling reads these when its session ends.
    fn take_dispatch_span(&self) -> Option<PendingSpan> {
        None
    }

    /// The hardware counters this device can collect per kernel (spec
    /// §11.4, [`crate::profile::counters`]); empty where the backend has
    /// none or their library is missing.
    fn available_counters(&self) -> Vec<crate::profile::counters::CounterInfo> {
        Vec::new()
    }

    /// Starts collecting `counters` (names from
    /// [`available_counters`](DeviceBackend::available_counters), or the
    /// vendor's own metric names) for every kernel launched on the device
    /// until the collector finishes. `BackendUnavailable` where the
    /// backend has no counters.
    fn start_counters(
        &self,
        _counters: &[String],
    ) -> Result<crate::profile::counters::StartedCounters, GpuError> {
        Err(GpuError::new(
            ErrorKind::BackendUnavailable,
            self.properties().backend.spec_name(),
            "vendor counters are not available on this backend",
        ))
    }

    /// What kernels are validated against; `None`: the portable core.
    fn target(&self) -> Option<Target>;

    /// A zero-filled buffer of `size` bytes. Must fail with `OutOfMemory`
    /// (never abort) when the memory cannot be had.
    fn create_buffer(
        &self,
        size: u64,
        hint: MemoryHint,
    ) -> Result<Arc<dyn BackendBuffer>, GpuError>;

    /// Fills `out` from `buf` at byte `offset`.
    fn read_buffer(
        &self,
        buf: &dyn BackendBuffer,
        offset: u64,
        out: &mut [u8],
    ) -> Result<(), GpuError>;

    /// Writes `data` into `buf` at byte `offset`.
    fn write_buffer(
        &self,
        buf: &dyn BackendBuffer,
        offset: u64,
        data: &[u8],
    ) -> Result<(), GpuError>;

    /// Copies the first `size` bytes of `src` into `dst`.
    fn copy_buffer(
        &self,
        src: &dyn BackendBuffer,
        dst: &dyn BackendBuffer,
        size: u64,
    ) -> Result<(), GpuError>;

    /// As [`read_buffer`](DeviceBackend::read_buffer), and when the
    /// transfer ran on the device where the backend can time it (profiling
    /// sessions read through this). By default: not timed.
    fn read_buffer_timed(
        &self,
        buf: &dyn BackendBuffer,
        offset: u64,
        out: &mut [u8],
    ) -> Result<Option<TransferTime>, GpuError> {
        self.read_buffer(buf, offset, out).map(|()| None)
    }

    /// As [`write_buffer`](DeviceBackend::write_buffer), timed as
    /// [`read_buffer_timed`](DeviceBackend::read_buffer_timed) is.
    fn write_buffer_timed(
        &self,
        buf: &dyn BackendBuffer,
        offset: u64,
        data: &[u8],
    ) -> Result<Option<TransferTime>, GpuError> {
        self.write_buffer(buf, offset, data).map(|()| None)
    }

    /// As [`copy_buffer`](DeviceBackend::copy_buffer), timed as
    /// [`read_buffer_timed`](DeviceBackend::read_buffer_timed) is.
    fn copy_buffer_timed(
        &self,
        src: &dyn BackendBuffer,
        dst: &dyn BackendBuffer,
        size: u64,
    ) -> Result<Option<TransferTime>, GpuError> {
        self.copy_buffer(src, dst, size).map(|()| None)
    }

    /// Prepares a verified, validated program for launching.
    fn compile(&self, program: &Arc<ProgramIr>) -> Result<Arc<dyn BackendModule>, GpuError>;

    /// Whether this device can run `blob` of a bundle as it is, as kernel
    /// `func` of `module` (the bundle's slice, whose entry already agreed
    /// with the blob's recorded parameter slots), and how well it fits (see
    /// [`BlobFit`]). By default no blob fits: the device runs the portable
    /// slice (the CPU and mock devices).
    fn judge_blob(&self, _module: &Module, _func: FuncId, _blob: &Blob) -> BlobFit {
        BlobFit::No(format!(
            "a {} device runs the portable slice, not blobs",
            self.kind().name()
        ))
    }

    /// As [`compile`](DeviceBackend::compile), with the code of some kernels
    /// given as blobs this device accepted ([`judge_blob`](DeviceBackend::judge_blob)):
    /// those are loaded instead of emitted. A blob the driver then refuses
    /// is not an error: its kernel is compiled from the program, and the
    /// second list says why, per kernel.
    fn compile_with_blobs(
        &self,
        program: &Arc<ProgramIr>,
        blobs: &[(FuncId, &Blob)],
    ) -> Result<WithBlobs, GpuError> {
        let refused = blobs
            .iter()
            .map(|(f, _)| (*f, "this backend loads no blobs".to_string()))
            .collect();
        Ok((self.compile(program)?, refused))
    }

    /// Runs a launch to completion.
    fn launch(&self, request: LaunchRequest) -> Result<(), GpuError>;

    /// Starts a launch; the fence reports its end. By default the launch
    /// runs now and the fence is already signalled.
    fn launch_async(&self, request: LaunchRequest) -> Result<Fence, GpuError> {
        let backend = self.kind().spec_name();
        let result = self.launch(request);
        Ok(Fence::completed(backend, result))
    }

    /// Starts a launch as [`launch_async`](DeviceBackend::launch_async)
    /// does and, where the backend can say when it ran on the host's
    /// clock, a [`PendingSpan`] that tells (waiting for the launch's end).
    /// Profiling sessions launch through this. By default: no span.
    fn launch_async_timed(
        &self,
        request: LaunchRequest,
    ) -> Result<(Fence, Option<PendingSpan>), GpuError> {
        Ok((self.launch_async(request)?, None))
    }
}

/// A module made with blobs, and the kernels whose blob the driver
/// refused, with why ([`DeviceBackend::compile_with_blobs`]).
pub(crate) type WithBlobs = (Arc<dyn BackendModule>, Vec<(FuncId, String)>);

/// How well a bundle's blob fits a device (the runtime's selection order).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum BlobFit {
    /// Made for exactly this device (a cubin or PTX for its own arch).
    Native,
    /// Code the device can consume (PTX for an older arch, SPIR-V whose
    /// assumptions the device meets, WGSL whose profile fits the adapter);
    /// among several, the highest `rank`.
    Compatible { rank: u32 },
    /// Not for this device: why.
    No(String),
}

pub(crate) use span_cell::PendingSpan;

/// `m` locked, also when a holder panicked: every mutex of the runtime
/// guards data each update leaves consistent (one assignment, push or
/// pop), so a poisoned one still holds what it should.
pub(crate) fn lock<T>(m: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// A backend's compiled program, as a launch finds its kernel in it.
pub(crate) trait ModuleKernels: Any {
    type Kernel;
    /// The backend's name in errors.
    const BACKEND: &'static str;
    /// The API's name in messages (`CUDA`, `Vulkan`).
    const API: &'static str;
    fn kernel(&self, func: FuncId) -> Option<&Self::Kernel>;
}

/// The kernel `request` launches, from its module (an `M`: the front half
/// hands a backend only its own modules, so anything else is our bug).
pub(crate) fn kernel_of<M: ModuleKernels>(request: &LaunchRequest) -> Result<&M::Kernel, GpuError> {
    let module = request.module.as_any().downcast_ref::<M>().ok_or_else(|| {
        GpuError::internal(
            M::BACKEND,
            format!("a module of another backend reached {}", M::API),
        )
    })?;
    module.kernel(request.kernel).ok_or_else(|| {
        GpuError::internal(
            M::BACKEND,
            format!("kernel @{} was not compiled", request.kernel_name()),
        )
    })
}

/// A backend's buffer. The front half knows only its size.
pub(crate) trait BackendBuffer: Any + Send + Sync + fmt::Debug {
    fn size(&self) -> u64;
    fn as_any(&self) -> &dyn Any;
}

/// A backend's compiled program (pipeline, module, or nothing). GPU
/// backends downcast it back in `launch`; the CPU and mock ones have none.
pub(crate) trait BackendModule: Any + Send + Sync + fmt::Debug {
    fn as_any(&self) -> &dyn Any;
}

/// A program that parsed, verified and validated for a device's target.
#[derive(Debug)]
pub(crate) struct ProgramIr {
    pub module: Module,
    pub info: ModuleInfo,
    pub validated: Validated,
    /// SHA-256 of the kernel text the module was parsed from (a bundle's
    /// slice included): with the target and the options, it keys the JIT
    /// cache. `None` (a program made another way): nothing is cached.
    pub source_digest: Option<[u8; 32]>,
}

/// A checked argument, in the kernel's parameter order.
#[derive(Clone, Debug)]
pub(crate) enum BoundArg {
    Buffer(Arc<dyn BackendBuffer>),
    Scalar(Const),
    /// A value struct's bytes in the kernel's layout.
    Struct(Vec<u8>),
}

/// Everything one launch needs, owned.
#[derive(Debug)]
pub(crate) struct LaunchRequest {
    pub program: Arc<ProgramIr>,
    /// What [`DeviceBackend::compile`] made of `program`.
    pub module: Arc<dyn BackendModule>,
    pub kernel: FuncId,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub args: Vec<BoundArg>,
}

impl ProgramIr {
    /// The name (without `@`) of function `func`, for messages and keys;
    /// `?` for a handle of another module.
    pub fn kernel_name(&self, func: FuncId) -> &str {
        self.module
            .functions
            .get(func)
            .map_or("?", |f| f.name.as_str())
    }
}

impl LaunchRequest {
    /// Bytes of the buffers the launch binds.
    pub fn bound_bytes(&self) -> u64 {
        self.args
            .iter()
            .map(|a| match a {
                BoundArg::Buffer(b) => b.size(),
                _ => 0,
            })
            .sum()
    }

    /// The kernel's name (without `@`), for messages.
    pub fn kernel_name(&self) -> &str {
        self.program.kernel_name(self.kernel)
    }
}

/// A backend module with nothing in it, for backends that launch from the
/// IR directly (CPU, mock).
#[derive(Debug)]
pub(crate) struct NoModule;

impl BackendModule for NoModule {
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// Held while a vendor driver is loaded and initialised and while a
/// device's context (CUDA) or logical device (Vulkan) is made: NVIDIA's CUDA
/// and Vulkan drivers share the kernel driver's per-process client state,
/// so these one-time steps run one at a time in a process, never at once
/// from two threads. Nothing is held on a launch or a copy.
pub(crate) fn driver_setup_lock() -> MutexGuard<'static, ()> {
    static LOCK: Mutex<()> = Mutex::new(());
    LOCK.lock().unwrap_or_else(|e| e.into_inner())
}

/// Polls `done` for up to 200 µs, yielding the CPU between polls: `true`
/// as soon as it says the work is done, `false` when the time ran out (the
/// caller then sleeps in its driver's wait). A sleeping wait alone costs the
/// driver's wake-up latency on every short launch; the CUDA driver's
/// synchronize spins first in the same way.
pub(crate) fn poll_briefly<E>(mut done: impl FnMut() -> Result<bool, E>) -> Result<bool, E> {
    let start = std::time::Instant::now();
    while start.elapsed() < std::time::Duration::from_micros(200) {
        if done()? {
            return Ok(true);
        }
        std::thread::yield_now();
    }
    Ok(false)
}

/// Downcasts a buffer the front half promised belongs to this backend.
pub(crate) fn own_buffer<'a, T: 'static>(
    buf: &'a dyn BackendBuffer,
    backend: &str,
) -> Result<&'a T, GpuError> {
    buf.as_any()
        .downcast_ref::<T>()
        .ok_or_else(|| GpuError::internal(backend, "a buffer of another backend reached this one"))
}

/// Checks `offset + len <= size` for a backend buffer access.
pub(crate) fn check_range(
    buf: &dyn BackendBuffer,
    offset: u64,
    len: usize,
    backend: &str,
) -> Result<(), GpuError> {
    let end = offset.checked_add(len as u64);
    if end.is_some_and(|e| e <= buf.size()) {
        Ok(())
    } else {
        Err(GpuError::new(
            crate::ErrorKind::BufferError,
            backend,
            format!(
                "access of {len} bytes at offset {offset} is outside a buffer of {} bytes",
                buf.size()
            ),
        ))
    }
}

/// The length of a copy of `size` bytes from `src` to `dst`, both checked
/// to hold that many ([`DeviceBackend::copy_buffer`]'s checks, shared).
pub(crate) fn check_copy(
    src: &dyn BackendBuffer,
    dst: &dyn BackendBuffer,
    size: u64,
    backend: &str,
) -> Result<usize, GpuError> {
    let n = usize::try_from(size).map_err(|_| GpuError::internal(backend, "copy size"))?;
    check_range(src, 0, n, backend)?;
    check_range(dst, 0, n, backend)?;
    Ok(n)
}

/// When a transfer ran on the device, where the backend timed it
/// ([`DeviceBackend::read_buffer_timed`] and its siblings).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TransferTime {
    /// On the host's clock (the CPU executor's copies; CUDA and HIP events
    /// measured from their anchor; Vulkan timestamps through its
    /// calibrated clock).
    Span(std::time::Instant, std::time::Instant),
    /// Only its duration, in nanoseconds (timestamps with no calibration).
    Duration(u64),
}

/// A GPU backend's buffer as the host reads, writes and copies it. The
/// backends whose buffers implement it (CUDA, HIP, Vulkan, WebGPU) answer
/// [`DeviceBackend::read_buffer`], [`write_buffer`](DeviceBackend::write_buffer)
/// and [`copy_buffer`](DeviceBackend::copy_buffer) (and their `_timed`
/// forms) with the functions [`read_buffer`], [`write_buffer`] and
/// [`copy_buffer`], which check the range and the buffer's backend first,
/// so these see only accesses in range. With `timed` the transfer is
/// timed on the device where it does device work the backend can time
/// (`None` otherwise: a copy through a mapping is the host's alone);
/// without, nothing is timed and the answer is `None`.
pub(crate) trait HostAccess: BackendBuffer + Sized {
    /// The backend's name in errors.
    const BACKEND: &'static str;
    /// Fills `out` from byte `offset` (in range).
    fn read(
        &self,
        offset: u64,
        out: &mut [u8],
        timed: bool,
    ) -> Result<Option<TransferTime>, GpuError>;
    /// Writes `data` at byte `offset` (in range).
    fn write(
        &self,
        offset: u64,
        data: &[u8],
        timed: bool,
    ) -> Result<Option<TransferTime>, GpuError>;
    /// Copies the first `size` bytes of `src` into `self` (in range).
    fn copy_from(
        &self,
        src: &Self,
        size: u64,
        timed: bool,
    ) -> Result<Option<TransferTime>, GpuError>;
}

/// [`DeviceBackend::read_buffer`] (`timed`: its `_timed` form) for a
/// backend whose buffers are `B`.
pub(crate) fn read_buffer<B: HostAccess>(
    buf: &dyn BackendBuffer,
    offset: u64,
    out: &mut [u8],
    timed: bool,
) -> Result<Option<TransferTime>, GpuError> {
    check_range(buf, offset, out.len(), B::BACKEND)?;
    own_buffer::<B>(buf, B::BACKEND)?.read(offset, out, timed)
}

/// [`DeviceBackend::write_buffer`] (`timed`: its `_timed` form) for a
/// backend whose buffers are `B`.
pub(crate) fn write_buffer<B: HostAccess>(
    buf: &dyn BackendBuffer,
    offset: u64,
    data: &[u8],
    timed: bool,
) -> Result<Option<TransferTime>, GpuError> {
    check_range(buf, offset, data.len(), B::BACKEND)?;
    own_buffer::<B>(buf, B::BACKEND)?.write(offset, data, timed)
}

/// [`DeviceBackend::copy_buffer`] (`timed`: its `_timed` form) for a
/// backend whose buffers are `B`.
pub(crate) fn copy_buffer<B: HostAccess>(
    src: &dyn BackendBuffer,
    dst: &dyn BackendBuffer,
    size: u64,
    timed: bool,
) -> Result<Option<TransferTime>, GpuError> {
    check_copy(src, dst, size, B::BACKEND)?;
    let dst = own_buffer::<B>(dst, B::BACKEND)?;
    dst.copy_from(own_buffer::<B>(src, B::BACKEND)?, size, timed)
}

/// The six transfer methods of [`DeviceBackend`] (plain and `_timed`) for
/// a backend whose buffers are `$buf` ([`HostAccess`]), used inside its
/// `impl DeviceBackend`.
macro_rules! host_access_transfers {
    ($buf:ty) => {
        fn read_buffer(
            &self,
            buf: &dyn $crate::backend::BackendBuffer,
            offset: u64,
            out: &mut [u8],
        ) -> Result<(), $crate::error::GpuError> {
            $crate::backend::read_buffer::<$buf>(buf, offset, out, false).map(drop)
        }

        fn write_buffer(
            &self,
            buf: &dyn $crate::backend::BackendBuffer,
            offset: u64,
            data: &[u8],
        ) -> Result<(), $crate::error::GpuError> {
            $crate::backend::write_buffer::<$buf>(buf, offset, data, false).map(drop)
        }

        fn copy_buffer(
            &self,
            src: &dyn $crate::backend::BackendBuffer,
            dst: &dyn $crate::backend::BackendBuffer,
            size: u64,
        ) -> Result<(), $crate::error::GpuError> {
            $crate::backend::copy_buffer::<$buf>(src, dst, size, false).map(drop)
        }

        fn read_buffer_timed(
            &self,
            buf: &dyn $crate::backend::BackendBuffer,
            offset: u64,
            out: &mut [u8],
        ) -> Result<Option<$crate::backend::TransferTime>, $crate::error::GpuError> {
            $crate::backend::read_buffer::<$buf>(buf, offset, out, true)
        }

        fn write_buffer_timed(
            &self,
            buf: &dyn $crate::backend::BackendBuffer,
            offset: u64,
            data: &[u8],
        ) -> Result<Option<$crate::backend::TransferTime>, $crate::error::GpuError> {
            $crate::backend::write_buffer::<$buf>(buf, offset, data, true)
        }

        fn copy_buffer_timed(
            &self,
            src: &dyn $crate::backend::BackendBuffer,
            dst: &dyn $crate::backend::BackendBuffer,
            size: u64,
        ) -> Result<Option<$crate::backend::TransferTime>, $crate::error::GpuError> {
            $crate::backend::copy_buffer::<$buf>(src, dst, size, true)
        }
    };
}
pub(crate) use host_access_transfers;

/// The target of a device whose kernels are compiled by `backend` for
/// `arch`, with the target's features limited to the device's `caps`.
pub(crate) fn device_target(backend: GpuBackend, arch: &str, caps: &[Capability]) -> Target {
    let mut target = Target::new(backend, arch);
    target.features.retain(|c| caps.contains(c));
    target
}

/// `OutOfMemory` for a buffer of `size` bytes, and why.
pub(crate) fn out_of_memory(backend: &str, size: u64, why: impl fmt::Display) -> GpuError {
    GpuError::new(
        crate::ErrorKind::OutOfMemory,
        backend,
        format!("cannot allocate a buffer of {size} bytes: {why}"),
    )
}

/// Allocation guard shared by host-memory backends: refuses sizes over
/// `limit` or that the allocator cannot reserve, with `OutOfMemory`.
pub(crate) fn check_host_allocation(
    size: u64,
    limit: u64,
    backend: &str,
) -> Result<usize, GpuError> {
    let oom = |why: String| out_of_memory(backend, size, why);
    if size > limit {
        return Err(oom(format!(
            "more than the {limit} bytes the device can provide"
        )));
    }
    let n = usize::try_from(size)
        .ok()
        .filter(|n| *n <= isize::MAX as usize)
        .ok_or_else(|| oom("larger than this host's address space".into()))?;
    // Probe: an allocation the allocator refuses is an error, not an abort.
    let mut probe: Vec<u8> = Vec::new();
    probe
        .try_reserve_exact(n)
        .map_err(|e| oom(format!("the host allocator refused it ({e})")))?;
    drop(probe);
    Ok(n)
}
