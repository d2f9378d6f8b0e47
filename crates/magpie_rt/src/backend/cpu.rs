//! The CPU device (spec §9.5, §15 tier 2): kernels run on the reference
//! executor, `magpie_cpu`, which simulates work-items and workgroups and
//! reports out-of-bounds accesses, divergent barriers and subgroup
//! operations as errors with their location.
//!
//! Buffers are `magpie_cpu::Memory` (host memory with interior mutability).
//! A synchronous launch runs on the caller's thread; asynchronous ones run
//! in submission order on one worker thread per device (started on the
//! first), which owns each request (program and buffers by `Arc`), so
//! dropping every handle while it runs is safe. In order, as a GPU queue
//! runs them; a thread per launch cost 16-20 µs a launch and let two
//! launches race on one buffer.

use std::any::Any;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;

use magpie_cpu::{ExecError, ExecErrorKind, KernelArg, Memory};
use magpie_gpu::{Capability, Target};

use super::in_order::InOrder;
use super::span_cell::{span_cell, SpanSetter};
use super::{
    check_copy, check_host_allocation, check_range, own_buffer, BackendBuffer, BackendModule,
    BoundArg, DeviceBackend, LaunchRequest, NoModule, PendingSpan, ProgramIr, TransferTime,
};
use crate::buffer::MemoryHint;
use crate::config::CpuOptions;
use crate::device::{host_memory, BackendKind, DeviceProperties};
use crate::error::{ErrorKind, GpuError};
use crate::fence::Fence;

const NAME: &str = "cpu";

/// What the executor implements beyond the portable core: its own answer
/// to `gpu.target.has`, so that the device reports what kernels will see.
pub(crate) fn cpu_capabilities() -> Vec<Capability> {
    magpie_cpu::default_capabilities()
}

/// Shared memory one workgroup may declare on the CPU device.
const CPU_SHARED_BYTES: u32 = 64 * 1024;

#[derive(Debug)]
pub(crate) struct CpuBackend {
    options: CpuOptions,
    /// Runs asynchronous launches in order.
    worker: InOrder,
}

#[derive(Debug)]
struct CpuBuffer {
    memory: Memory,
    size: u64,
}

impl BackendBuffer for CpuBuffer {
    fn size(&self) -> u64 {
        self.size
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl CpuBackend {
    pub(crate) fn new(options: CpuOptions) -> Result<CpuBackend, GpuError> {
        options.check()?;
        Ok(CpuBackend {
            options,
            worker: InOrder::new("magpie-cpu launches"),
        })
    }

    fn config(&self) -> magpie_cpu::Config {
        magpie_cpu::Config {
            subgroup_size: self.options.subgroup_size,
            threads: self.options.threads,
            capabilities: Some(cpu_capabilities()),
            max_steps: self.options.max_steps,
        }
    }

    /// The limit on one buffer: the memory available now (the executor's
    /// memory is committed when allocated, so more would invite the OOM
    /// killer), else the machine's total, else the address space.
    fn memory_limit() -> u64 {
        match host_memory() {
            (_, available) if available > 0 => available,
            (total, _) if total > 0 => total,
            _ => isize::MAX as u64,
        }
    }
}

fn buffer_error(e: ExecError) -> GpuError {
    GpuError::new(ErrorKind::BufferError, NAME, e.to_string())
}

impl CpuBackend {
    /// Hands `request` to the worker, which runs it after the launches
    /// before it, signals the fence and, with `setter`, hands over when it
    /// ran.
    fn start_async(&self, request: LaunchRequest, setter: Option<SpanSetter>) -> Fence {
        let (fence, signal) = Fence::pending(NAME);
        let config = self.config();
        self.worker.run(Box::new(move || {
            let start = setter.as_ref().map(|_| std::time::Instant::now());
            let result = run_guarded(&config, &request);
            if let (Some(setter), Some(start)) = (setter, start) {
                setter.set(result.is_ok().then(|| (start, std::time::Instant::now())));
            }
            signal.signal(result);
        }));
        fence
    }
}

/// A transfer of the CPU device, timed: the device is the host, so the
/// copy's own span on the host's clock is its device span.
fn on_host(copy: impl FnOnce() -> Result<(), GpuError>) -> Result<Option<TransferTime>, GpuError> {
    let start = std::time::Instant::now();
    copy()?;
    Ok(Some(TransferTime::Span(start, std::time::Instant::now())))
}

impl DeviceBackend for CpuBackend {
    fn kind(&self) -> BackendKind {
        BackendKind::Cpu
    }

    fn properties(&self) -> DeviceProperties {
        DeviceProperties {
            name: format!(
                "CPU (magpie_cpu reference executor, subgroup size {})",
                self.options.subgroup_size
            ),
            backend: BackendKind::Cpu,
            backends: vec![NAME.into()],
            max_workgroup_size: magpie_cpu::MAX_WORKGROUP_SIZE,
            max_workgroup_dims: [magpie_cpu::MAX_WORKGROUP_SIZE; 3],
            max_shared_bytes: CPU_SHARED_BYTES,
            max_buffers: 1024,
            warp_size: self.options.subgroup_size,
            memory_total: host_memory().0,
            capabilities: cpu_capabilities(),
            flushes_f32_subnormals: false,
        }
    }

    fn memory_available(&self) -> u64 {
        host_memory().1
    }

    fn target(&self) -> Option<Target> {
        None
    }

    fn create_buffer(
        &self,
        size: u64,
        _hint: MemoryHint,
    ) -> Result<Arc<dyn BackendBuffer>, GpuError> {
        let n = check_host_allocation(size, Self::memory_limit(), NAME)?;
        Ok(Arc::new(CpuBuffer {
            memory: Memory::zeroed(n),
            size,
        }))
    }

    fn read_buffer(
        &self,
        buf: &dyn BackendBuffer,
        offset: u64,
        out: &mut [u8],
    ) -> Result<(), GpuError> {
        check_range(buf, offset, out.len(), NAME)?;
        let buf = own_buffer::<CpuBuffer>(buf, NAME)?;
        let bytes = buf
            .memory
            .read_bytes(offset as usize, out.len())
            .map_err(buffer_error)?;
        if bytes.len() != out.len() {
            return Err(GpuError::internal(
                NAME,
                "the executor returned a short read",
            ));
        }
        out.copy_from_slice(&bytes);
        Ok(())
    }

    fn write_buffer(
        &self,
        buf: &dyn BackendBuffer,
        offset: u64,
        data: &[u8],
    ) -> Result<(), GpuError> {
        check_range(buf, offset, data.len(), NAME)?;
        let buf = own_buffer::<CpuBuffer>(buf, NAME)?;
        buf.memory
            .write_bytes(offset as usize, data)
            .map_err(buffer_error)
    }

    fn copy_buffer(
        &self,
        src: &dyn BackendBuffer,
        dst: &dyn BackendBuffer,
        size: u64,
    ) -> Result<(), GpuError> {
        let n = check_copy(src, dst, size, NAME)?;
        let src = own_buffer::<CpuBuffer>(src, NAME)?;
        let dst = own_buffer::<CpuBuffer>(dst, NAME)?;
        let data = src.memory.read_bytes(0, n).map_err(buffer_error)?;
        dst.memory.write_bytes(0, &data).map_err(buffer_error)
    }

    fn read_buffer_timed(
        &self,
        buf: &dyn BackendBuffer,
        offset: u64,
        out: &mut [u8],
    ) -> Result<Option<TransferTime>, GpuError> {
        on_host(|| self.read_buffer(buf, offset, out))
    }

    fn write_buffer_timed(
        &self,
        buf: &dyn BackendBuffer,
        offset: u64,
        data: &[u8],
    ) -> Result<Option<TransferTime>, GpuError> {
        on_host(|| self.write_buffer(buf, offset, data))
    }

    fn copy_buffer_timed(
        &self,
        src: &dyn BackendBuffer,
        dst: &dyn BackendBuffer,
        size: u64,
    ) -> Result<Option<TransferTime>, GpuError> {
        on_host(|| self.copy_buffer(src, dst, size))
    }

    fn compile(&self, _program: &Arc<ProgramIr>) -> Result<Arc<dyn BackendModule>, GpuError> {
        // The executor interprets the verified IR directly.
        Ok(Arc::new(NoModule))
    }

    fn launch(&self, request: LaunchRequest) -> Result<(), GpuError> {
        let start = std::time::Instant::now();
        let result = run_guarded(&self.config(), &request);
        LAST_SPAN.with(|s| s.set(Some((start, std::time::Instant::now()))));
        result
    }

    /// The executor runs a synchronous launch on the calling thread: its
    /// span is exact on the host's clock.
    fn last_dispatch_span(&self) -> Option<(std::time::Instant, std::time::Instant)> {
        LAST_SPAN.with(|s| s.get())
    }

    fn launch_async(&self, request: LaunchRequest) -> Result<Fence, GpuError> {
        Ok(self.start_async(request, None))
    }

    /// The worker measures when the launch ran (exact: it runs it).
    fn launch_async_timed(
        &self,
        request: LaunchRequest,
    ) -> Result<(Fence, Option<PendingSpan>), GpuError> {
        let (setter, span) = span_cell();
        Ok((self.start_async(request, Some(setter)), Some(span)))
    }
}

thread_local! {
    /// When this thread's last synchronous launch ran.
    static LAST_SPAN: std::cell::Cell<Option<(std::time::Instant, std::time::Instant)>> =
        const { std::cell::Cell::new(None) };
}

/// Runs a launch; a panic in the executor becomes an internal error
/// instead of taking the caller down.
fn run_guarded(config: &magpie_cpu::Config, request: &LaunchRequest) -> Result<(), GpuError> {
    match catch_unwind(AssertUnwindSafe(|| run(config, request))) {
        Ok(result) => result,
        Err(panic) => {
            let what = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown panic".into());
            Err(GpuError::internal(
                NAME,
                format!(
                    "the CPU executor panicked running @{}: {what}",
                    request.kernel_name()
                ),
            ))
        }
    }
}

fn run(config: &magpie_cpu::Config, request: &LaunchRequest) -> Result<(), GpuError> {
    let mut args = Vec::with_capacity(request.args.len());
    for arg in &request.args {
        args.push(match arg {
            BoundArg::Buffer(b) => KernelArg::Buffer(&own_buffer::<CpuBuffer>(&**b, NAME)?.memory),
            BoundArg::Scalar(c) => KernelArg::Scalar(*c),
            BoundArg::Struct(bytes) => KernelArg::Struct(bytes.clone()),
        });
    }
    let launch = magpie_cpu::Launch {
        grid: request.grid,
        block: request.block,
    };
    let ir = &request.program;
    magpie_cpu::run_kernel(&ir.module, &ir.info, request.kernel, &launch, &args, config)
        .map(|_stats| ())
        .map_err(|e| exec_error(request.kernel_name(), e))
}

/// Maps an executor error to the runtime's kinds. The executor's message
/// already names the kernel, block and instruction; the block is added when
/// it does not.
fn exec_error(kernel: &str, e: ExecError) -> GpuError {
    let mut message = e.to_string();
    if let Some(block) = &e.block {
        if !message.contains(block.as_str()) {
            message.push_str(&format!(" (in block {block})"));
        }
    }
    if !message.contains(kernel) {
        message = format!("kernel @{kernel}: {message}");
    }
    let kind = match e.kind {
        ExecErrorKind::BadArguments => ErrorKind::ValidationFailed,
        ExecErrorKind::Unsupported => ErrorKind::Unsupported,
        ExecErrorKind::Internal => {
            return GpuError::internal(NAME, message);
        }
        // OutOfBounds, DivergentBarrier, DivergentSubgroup, StepLimit,
        // BadLaunch, and anything the executor adds later.
        _ => ErrorKind::LaunchFailed,
    };
    GpuError::new(kind, NAME, message)
}
