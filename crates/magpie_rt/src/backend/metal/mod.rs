//! The Metal backend (spec §2.2, §9): kernels emitted as MSL by
//! `magpie_gpu_msl`, run through a [`MetalApi`](api::MetalApi).
//!
//! Roles: [`api`] (the thin layer a Metal implementation provides:
//! buffers, pipelines from MSL source, one dispatch), [`params`] (the
//! parameter block), [`model`] (the implementation over the C++ model of
//! Metal, built with g++ and run on CPU threads). What is decided here for
//! every implementation: the MSL of each kernel (emitted when the program
//! is compiled, so a kernel Metal cannot express is refused there), the
//! pipeline of each kernel (built on its first launch and kept), the
//! argument table (`[[buffer(k)]]` per buffer parameter, the parameter
//! block after them), the threadgroup memory lengths from
//! [`MslLayout::threadgroup`](magpie_gpu_msl::MslLayout), the grid as
//! threadgroups.
//!
//! The only implementation today is the model (`Runtime::metal_model`):
//! no Apple target can be compiled on the machines this is built on, so
//! the objc2-metal layer over Apple's framework is not written yet (the
//! `api` module says what each call maps to). Launches are synchronous;
//! `launch_async` runs the launch and returns a signalled fence.
//!
//! Invariants: a kernel's MSL and its [`MslLayout`](magpie_gpu_msl::MslLayout)
//! come from one emission and are used together; nothing here panics on a
//! user's program or arguments.

#![allow(unsafe_code)] // buffers are memory a device shares with the host; each block says why it holds

pub(crate) mod api;
pub(crate) mod model;
mod params;

use std::any::Any;
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use magpie_gpu::{Limits, Target};
use magpie_gpu_msl::{MslKernel, MslSlot};
use magpie_mpir::FuncId;

use self::api::{ApiBuffer, ApiPipeline, Dispatch, MetalApi};
use crate::backend::{
    check_range, own_buffer, BackendBuffer, BackendModule, BoundArg, DeviceBackend, LaunchRequest,
    ProgramIr,
};
use crate::buffer::MemoryHint;
use crate::device::{BackendKind, DeviceProperties};
use crate::error::{ErrorKind, GpuError};

/// The backend string errors carry.
pub(crate) const NAME: &str = "metal";

/// The Metal architecture the emitted MSL targets.
const ARCH: &str = "msl:metal3.1";

/// One Metal device.
#[derive(Debug)]
pub(crate) struct MetalBackend {
    api: Arc<dyn MetalApi>,
    target: Target,
}

#[derive(Debug)]
struct MetalBuffer {
    raw: Arc<dyn ApiBuffer>,
}

impl BackendBuffer for MetalBuffer {
    fn size(&self) -> u64 {
        self.raw.len()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// One kernel: its MSL and layout, and its pipeline once built.
#[derive(Debug)]
struct MetalKernel {
    msl: MslKernel,
    pipeline: OnceLock<Arc<dyn ApiPipeline>>,
}

/// A compiled program: its kernels by function.
#[derive(Debug)]
struct MetalModule {
    kernels: HashMap<FuncId, MetalKernel>,
}

impl BackendModule for MetalModule {
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl MetalBackend {
    /// The device the C++ model of Metal stands for; `BackendUnavailable`
    /// without g++.
    pub(crate) fn model() -> Result<MetalBackend, GpuError> {
        let target = Target::parse(ARCH)
            .map_err(|e| GpuError::internal(NAME, format!("the Metal target: {e}")))?;
        Ok(MetalBackend {
            api: Arc::new(model::ModelApi::new()?),
            target,
        })
    }

    fn pipeline(&self, kernel: &MetalKernel) -> Result<Arc<dyn ApiPipeline>, GpuError> {
        if let Some(p) = kernel.pipeline.get() {
            return Ok(p.clone());
        }
        let source = format!(
            "{}{}",
            magpie_gpu_msl::model::cxx_source(&kernel.msl.text),
            magpie_gpu_msl::model::launcher(&kernel.msl)
        );
        let made = self.api.new_pipeline(&source, &kernel.msl.entry_point)?;
        Ok(kernel.pipeline.get_or_init(|| made).clone())
    }
}

impl DeviceBackend for MetalBackend {
    fn kind(&self) -> BackendKind {
        BackendKind::Metal
    }

    fn properties(&self) -> DeviceProperties {
        let limits = Limits::for_backend(self.target.backend);
        DeviceProperties {
            name: self.api.name(),
            backend: BackendKind::Metal,
            backends: vec![BackendKind::Metal.spec_name().into()],
            max_workgroup_size: limits.max_invocations,
            max_workgroup_dims: [1024, 1024, 1024],
            max_shared_bytes: limits.max_shared_bytes,
            max_buffers: limits.max_storage_buffers.saturating_sub(1),
            warp_size: 32,
            memory_total: 0,
            capabilities: self.target.features.clone(),
            flushes_f32_subnormals: false,
        }
    }

    fn memory_available(&self) -> u64 {
        0
    }

    fn target(&self) -> Option<Target> {
        Some(self.target.clone())
    }

    fn create_buffer(
        &self,
        size: u64,
        _hint: MemoryHint,
    ) -> Result<Arc<dyn BackendBuffer>, GpuError> {
        Ok(Arc::new(MetalBuffer {
            raw: self.api.new_buffer(size)?,
        }))
    }

    fn read_buffer(
        &self,
        buf: &dyn BackendBuffer,
        offset: u64,
        out: &mut [u8],
    ) -> Result<(), GpuError> {
        check_range(buf, offset, out.len(), NAME)?;
        let b = own_buffer::<MetalBuffer>(buf, NAME)?;
        // SAFETY: `offset + out.len()` is within the buffer (checked), and
        // its contents stay valid while `b` lives.
        unsafe {
            std::ptr::copy_nonoverlapping(
                b.raw.contents().add(offset as usize),
                out.as_mut_ptr(),
                out.len(),
            )
        };
        Ok(())
    }

    fn write_buffer(
        &self,
        buf: &dyn BackendBuffer,
        offset: u64,
        data: &[u8],
    ) -> Result<(), GpuError> {
        check_range(buf, offset, data.len(), NAME)?;
        let b = own_buffer::<MetalBuffer>(buf, NAME)?;
        // SAFETY: as in `read_buffer`.
        unsafe {
            std::ptr::copy_nonoverlapping(
                data.as_ptr(),
                b.raw.contents().add(offset as usize),
                data.len(),
            )
        };
        Ok(())
    }

    fn copy_buffer(
        &self,
        src: &dyn BackendBuffer,
        dst: &dyn BackendBuffer,
        size: u64,
    ) -> Result<(), GpuError> {
        check_range(src, 0, size as usize, NAME)?;
        check_range(dst, 0, size as usize, NAME)?;
        let (s, d) = (
            own_buffer::<MetalBuffer>(src, NAME)?,
            own_buffer::<MetalBuffer>(dst, NAME)?,
        );
        // SAFETY: both ranges are within their buffers (checked); `copy`
        // allows the same buffer on both sides.
        unsafe { std::ptr::copy(s.raw.contents(), d.raw.contents(), size as usize) };
        Ok(())
    }

    fn compile(&self, program: &Arc<ProgramIr>) -> Result<Arc<dyn BackendModule>, GpuError> {
        let options = magpie_gpu_msl::Options::for_target(&self.target);
        let mut kernels = HashMap::new();
        for (id, f) in program.module.functions.iter() {
            if !f.is_kernel() {
                continue;
            }
            let msl = crate::timing::codegen(|| {
                magpie_gpu_msl::emit(&program.module, &program.info, id, &options)
            })
            .map_err(|e| {
                let message = format!("kernel @{} cannot be compiled for Metal: {e}", f.name);
                match e.kind {
                    magpie_gpu_msl::ErrorKind::Internal => GpuError::internal(NAME, message),
                    _ => GpuError::new(ErrorKind::CompilationFailed, NAME, message),
                }
            })?;
            kernels.insert(
                id,
                MetalKernel {
                    msl,
                    pipeline: OnceLock::new(),
                },
            );
        }
        Ok(Arc::new(MetalModule { kernels }))
    }

    fn launch(&self, request: LaunchRequest) -> Result<(), GpuError> {
        let module = request
            .module
            .as_any()
            .downcast_ref::<MetalModule>()
            .ok_or_else(|| GpuError::internal(NAME, "a module of another backend reached Metal"))?;
        let kernel = module.kernels.get(&request.kernel).ok_or_else(|| {
            GpuError::internal(
                NAME,
                format!("kernel @{} was not compiled", request.kernel_name()),
            )
        })?;
        let layout = &kernel.msl.layout;
        let block = params::pack(&request, layout)?;
        let mut buffers: Vec<&dyn ApiBuffer> = Vec::new();
        for (slot, arg) in layout.params.iter().zip(&request.args) {
            if let (MslSlot::Buffer { index, .. }, BoundArg::Buffer(b)) = (slot, arg) {
                if *index as usize != buffers.len() {
                    return Err(GpuError::internal(
                        NAME,
                        "buffer indices are not numbered in parameter order",
                    ));
                }
                buffers.push(&*own_buffer::<MetalBuffer>(&**b, NAME)?.raw);
            }
        }
        let pipeline = self.pipeline(kernel)?;
        let dispatch = Dispatch {
            buffers,
            bytes: layout.constants.map(|(index, _)| (index, block.as_slice())),
            threadgroup: &layout.threadgroup,
            threadgroups: request.grid,
            threads_per_threadgroup: request.block,
        };
        self.api.dispatch(&*pipeline, &dispatch)
    }
}
