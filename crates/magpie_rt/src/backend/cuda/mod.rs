//! The CUDA backend (spec §2.3, §9): kernels emitted as PTX by
//! `magpie_gpu_ptx` and run through the CUDA driver API (cudarc's `sys`
//! bindings), with `libcuda` loaded at run time.
//!
//! Roles, one file each: [`blobs`] (which bundle blobs fit, PTX from a
//! blob), [`driver`] (the library, its entry points, `cuInit`), [`device`] (what a device is; its context, stream and timing
//! events), [`memory`] (buffers placed by hint), [`module`] (emission,
//! `cuModuleLoadDataEx`, the two `noalias` variants), [`args`] (the
//! argument block in `PtxLayout` order), [`launch`] (checks, packing,
//! `cuLaunchKernel`), [`timeline`] (asynchronous launches numbered on the
//! stream; fences by number), [`conv`] (`CUresult` → `ErrorKind`). What
//! HIP does alike (placement, stream synchronisation and timing, the
//! kernel table, grid checks and packing, the timeline's numbers) is in
//! `backend::driver_common`, which this backend feeds its driver calls.
//!
//! Invariants:
//! - no driver library, a driver lacking an entry point we call, or no
//!   device is "no devices" with the reason (discovery keeps it for an
//!   explicit request), never a panic or a link error: nothing calls into
//!   cudarc before [`driver::driver`] has checked both;
//! - a device's context is created on first use (discovery reads only
//!   attributes), once, and released after everything made in it;
//! - every driver call's result is checked; nothing here panics on input;
//! - each driver object is owned by one Rust value whose `Drop` releases it,
//!   and everything that uses a device holds an `Arc<Gpu>`, so the context
//!   goes last;
//! - a launch looks nothing up by name: kernels are found by `FuncId`
//!   index, and their `CUfunction`s were resolved when the program was
//!   compiled.
//!
//! Timing: a synchronous launch runs between a pair of events, read only
//! when `last_dispatch_ns` is asked; asynchronous launches are not timed
//! (two more event records would double their cost), so the device's
//! `last_kernel_time` is that of the last synchronous launch. Fences: no
//! thread; an asynchronous launch is one `cuLaunchKernel` plus a number,
//! and waiting is `cuEventSynchronize` on a marker behind it, which the
//! driver lets spin briefly (`CU_CTX_SCHED_AUTO`).
#![allow(unsafe_code)] // the CUDA driver API is `unsafe` FFI; each block says why it holds

pub(crate) mod args; // shared with `backend::hip` (the same packed argument buffer)
mod blobs;
mod conv;
mod cupti;
mod device;
mod driver;
mod launch;
mod memory;
mod module;
mod timeline;

#[cfg(test)]
mod tests;

use std::any::Any;
use std::ffi::c_int;
use std::sync::Arc;

use cudarc::driver::sys;
use magpie_gpu::{GpuBackend, Target};

use super::driver_common::{LazyGpu, StreamDevice};
use super::{BackendBuffer, BackendModule, DeviceBackend, LaunchRequest, ProgramIr};
use crate::buffer::MemoryHint;
use crate::device::{BackendKind, DeviceProperties};
use crate::error::{ErrorKind, GpuError};
use crate::fence::Fence;
use crate::profile::counters::{CounterInfo, StartedCounters, DURATION};
use conv::{check, NAME};
use device::{DeviceInfo, Gpu};
use memory::CudaBuffer;
use module::CudaModule;

/// Most buffer arguments of one launch: the classic 4 KiB of kernel
/// parameters over the 12 bytes each buffer takes (its address and the
/// hidden element count).
const MAX_BUFFERS: u32 = 4096 / 12;

/// One CUDA device.
#[derive(Debug)]
pub(crate) struct CudaBackend {
    info: DeviceInfo,
    /// Made on first use (context, stream, events).
    gpu: LazyGpu<Gpu>,
}

/// What discovery found: the devices, and why there are none when there
/// are none (no driver, no device, only unusable devices).
#[derive(Debug, Default)]
pub(crate) struct Discovery {
    pub devices: Vec<CudaBackend>,
    pub problem: Option<GpuError>,
}

/// Loads the driver and lists every usable device, in the driver's order.
pub(crate) fn discover() -> Discovery {
    let driver = match driver::driver() {
        Ok(d) => d,
        Err(e) => {
            return Discovery {
                devices: Vec::new(),
                problem: Some(e),
            }
        }
    };
    let mut found = Discovery::default();
    let mut count: c_int = 0;
    // SAFETY: the driver is loaded and initialised; the out-pointer is a
    // valid local.
    if let Err(e) = check("cuDeviceGetCount", unsafe {
        sys::cuDeviceGetCount(&mut count)
    }) {
        found.problem = Some(e);
        return found;
    }
    let mut skipped = Vec::new();
    for ordinal in 0..count {
        match device::probe(ordinal, driver) {
            Ok(Ok(info)) => found.devices.push(CudaBackend {
                info,
                gpu: LazyGpu::new(),
            }),
            Ok(Err(why)) => skipped.push(why),
            Err(e) => skipped.push(format!("device {ordinal}: {}", e.message)),
        }
    }
    if found.devices.is_empty() {
        let why = if skipped.is_empty() {
            format!(
                "the CUDA driver ({}) reports no device",
                driver.version_string()
            )
        } else {
            format!("no usable CUDA device: {}", skipped.join("; "))
        };
        found.problem = Some(GpuError::new(ErrorKind::BackendUnavailable, NAME, why));
    }
    found
}

impl CudaBackend {
    /// The device, its context made on first use.
    #[inline]
    fn gpu(&self) -> Result<&Arc<Gpu>, GpuError> {
        self.gpu.get(|| Gpu::new(self.info.clone()))
    }
}

impl Drop for CudaBackend {
    /// Launches in flight hold the device (through their buffers and
    /// modules) and the device holds them: drain the stream and let them go.
    fn drop(&mut self) {
        if let Some(gpu) = self.gpu.made() {
            gpu.drain();
        }
    }
}

impl DeviceBackend for CudaBackend {
    fn kind(&self) -> BackendKind {
        BackendKind::Cuda
    }

    fn properties(&self) -> DeviceProperties {
        let info = &self.info;
        DeviceProperties {
            name: info.name.clone(),
            backend: BackendKind::Cuda,
            backends: vec![NAME.into()],
            max_workgroup_size: info.max_threads_per_block,
            max_workgroup_dims: info.max_block_dims,
            max_shared_bytes: info.max_shared_bytes,
            max_buffers: MAX_BUFFERS,
            warp_size: info.warp_size,
            memory_total: info.memory_total,
            capabilities: info.capabilities(),
            // The emitter uses no `.ftz` forms (SEMANTICS.md: subnormals
            // kept); `atom.add.f32` is the documented exception.
            flushes_f32_subnormals: false,
        }
    }

    fn device_uuid(&self) -> Option<[u8; 16]> {
        Some(self.info.uuid)
    }

    fn pci_bus_id(&self) -> Option<String> {
        self.info.pci_bus_id.clone()
    }

    fn memory_available(&self) -> u64 {
        self.gpu()
            .and_then(|g| g.memory_info())
            .map_or(0, |(free, _)| free)
    }

    fn last_dispatch_ns(&self) -> Option<u64> {
        self.gpu.made().and_then(|gpu| gpu.last_dispatch_ns())
    }

    fn last_dispatch_span(&self) -> Option<(std::time::Instant, std::time::Instant)> {
        self.gpu.made().and_then(|gpu| gpu.last_dispatch_span())
    }

    fn target(&self) -> Option<Target> {
        Some(super::device_target(
            GpuBackend::Ptx,
            &self.info.arch,
            &self.info.capabilities(),
        ))
    }

    fn create_buffer(
        &self,
        size: u64,
        hint: MemoryHint,
    ) -> Result<Arc<dyn BackendBuffer>, GpuError> {
        Ok(Arc::new(CudaBuffer::new(self.gpu()?, size, hint)?))
    }

    super::host_access_transfers!(CudaBuffer);

    fn compile(&self, program: &Arc<ProgramIr>) -> Result<Arc<dyn BackendModule>, GpuError> {
        let gpu = self.gpu()?;
        let module = Arc::new(CudaModule::new(gpu, program)?);
        let mut modules = gpu.modules.lock().unwrap_or_else(|e| e.into_inner());
        modules.retain(|m| m.strong_count() > 0);
        modules.push(Arc::downgrade(&module));
        Ok(module)
    }

    fn judge_blob(
        &self,
        _module: &magpie_mpir::Module,
        _func: magpie_mpir::FuncId,
        blob: &magpie_bundle::Blob,
    ) -> super::BlobFit {
        blobs::judge(
            self.info.compute_capability,
            &self.info.capabilities(),
            blob,
        )
    }

    fn compile_with_blobs(
        &self,
        program: &Arc<ProgramIr>,
        chosen: &[(magpie_mpir::FuncId, &magpie_bundle::Blob)],
    ) -> Result<super::WithBlobs, GpuError> {
        let gpu = self.gpu()?;
        let (module, refused) = CudaModule::with_blobs(gpu, program, chosen)?;
        let module = Arc::new(module);
        let mut modules = gpu.modules.lock().unwrap_or_else(|e| e.into_inner());
        modules.retain(|m| m.strong_count() > 0);
        modules.push(Arc::downgrade(&module));
        Ok((module, refused))
    }

    fn launch(&self, request: LaunchRequest) -> Result<(), GpuError> {
        launch::launch(self.gpu()?, request)
    }

    /// CUPTI's counters where CUPTI is found ([`cupti`]).
    fn available_counters(&self) -> Vec<CounterInfo> {
        if cupti::library().is_ok() {
            cupti::offered()
        } else {
            Vec::new()
        }
    }

    fn start_counters(&self, counters: &[String]) -> Result<StartedCounters, GpuError> {
        let gpu = self.gpu()?;
        let mut refused = Vec::new();
        let mut resolved = Vec::new();
        for name in counters {
            match cupti::resolve(name) {
                Some(r)
                    if !resolved
                        .iter()
                        .any(|(_, i): &(String, CounterInfo)| i.name == r.1.name) =>
                {
                    resolved.push(r)
                }
                Some(_) => {}
                None => refused.push(name.clone()),
            }
        }
        // Every kernel's duration, for combining rates over kernels.
        if !resolved.iter().any(|(_, i)| i.name == DURATION) {
            resolved.extend(cupti::resolve(DURATION));
        }
        let (collector, refused_by_cupti) = cupti::CuptiCollector::start(gpu, &resolved)?;
        refused.extend(refused_by_cupti);
        Ok(StartedCounters {
            collector: Box::new(collector),
            enabled: resolved
                .into_iter()
                .map(|r| r.1)
                .filter(|i| !refused.contains(&i.name))
                .collect(),
            refused,
        })
    }

    fn launch_async(&self, request: LaunchRequest) -> Result<Fence, GpuError> {
        launch::launch_async(self.gpu()?, request)
    }

    fn launch_async_timed(
        &self,
        request: LaunchRequest,
    ) -> Result<(Fence, Option<super::PendingSpan>), GpuError> {
        launch::launch_async_timed(self.gpu()?, request)
    }
}

/// Raw handles for the launch-overhead benchmark
/// (`examples/cuda_launch_overhead.rs`), which compares our launches with a
/// bare `cuLaunchKernel` loop on the same function. Not an API.
pub(crate) mod bench {
    use super::*;

    /// A kernel's fast-variant function, and the context and stream our
    /// launches use.
    #[derive(Clone, Copy, Debug)]
    pub struct CudaRawKernel {
        pub context: sys::CUcontext,
        pub stream: sys::CUstream,
        pub function: sys::CUfunction,
        /// The driver's `cuLaunchKernel` itself (not cudarc's shim, which
        /// looks the function up through a static on every call).
        pub launch_kernel: super::driver::LaunchKernelFn,
    }

    /// The raw handles of `kernel`, when it runs on a CUDA device.
    pub fn cuda_raw_kernel(kernel: &crate::Kernel) -> Option<CudaRawKernel> {
        let device = kernel.device();
        let backend: &dyn Any = &*device.inner.backend;
        let cuda = backend.downcast_ref::<CudaBackend>()?;
        let gpu = cuda.gpu().ok()?;
        let program = kernel.program().module();
        let func = program.function_by_name(kernel.name())?;
        let addr = program as *const magpie_mpir::Module as usize;
        let modules = gpu.modules.lock().unwrap_or_else(|e| e.into_inner());
        let module = modules
            .iter()
            .filter_map(std::sync::Weak::upgrade)
            .find(|m| m.program_addr == addr)?;
        let function = module.kernel(func)?.fast.function;
        Some(CudaRawKernel {
            context: gpu.ctx,
            stream: gpu.stream,
            function,
            launch_kernel: gpu.hot.launch_kernel,
        })
    }
}
