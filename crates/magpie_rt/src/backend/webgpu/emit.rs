//! The one place the WebGPU backend calls the WGSL emitter
//! (`magpie_gpu_wgsl::emit`): a kernel of a verified, validated program
//! becomes WGSL text, an entry point, its [`WgslLayout`] and the access of
//! each storage binding.
//!
//! The adapter's capabilities go into the emitter's options, so
//! `gpu.target.has` resolves to what this device has, and the device is
//! created with the wgpu feature of each of them, so the emitter never
//! produces text the device rejects for a missing feature. An emitter
//! error is `CompilationFailed` with the emitter's message (a capability
//! the adapter lacks, or what WGSL cannot express), as on Vulkan, and an
//! internal error for the emitter's own bugs.

use std::sync::Arc;

use magpie_gpu::wgsl_layout::WgslLayout;
use magpie_mpir::FuncId;

use super::conv::NAME;
use super::device::Gpu;
use crate::backend::ProgramIr;
use crate::error::{ErrorKind, GpuError};

/// A kernel ready for `create_shader_module`.
#[derive(Clone, Debug)]
pub(crate) struct Shader {
    pub text: String,
    pub entry_point: String,
    pub layout: WgslLayout,
    /// Per storage binding: whether the kernel only reads it.
    pub read_only: Vec<bool>,
    /// The kernel's `workgroup(…)`.
    pub workgroup: [u32; 3],
}

/// The emitter's options for `gpu` (its `fma` measured on first use,
/// [`super::probe`]).
pub(crate) fn options(gpu: &Arc<Gpu>) -> magpie_gpu_wgsl::Options {
    magpie_gpu_wgsl::Options {
        capabilities: gpu.facts.capabilities.clone(),
        fused_fma: gpu.fused_fma(),
    }
}

/// Emits `kernel` of `program` for `gpu`.
pub(crate) fn emit_kernel(
    program: &ProgramIr,
    kernel: FuncId,
    gpu: &Arc<Gpu>,
) -> Result<Shader, GpuError> {
    crate::timing::codegen(|| emit_with(program, kernel, gpu, &options(gpu)))
}

/// Emits `kernel` of `program` with explicit options.
pub(crate) fn emit_with(
    program: &ProgramIr,
    kernel: FuncId,
    gpu: &Gpu,
    options: &magpie_gpu_wgsl::Options,
) -> Result<Shader, GpuError> {
    let name = program.kernel_name(kernel);
    match magpie_gpu_wgsl::emit(&program.module, &program.info, kernel, options) {
        Ok(k) => Ok(Shader {
            text: k.text,
            entry_point: k.entry_point,
            layout: k.layout,
            read_only: k
                .buffers
                .iter()
                .map(|a| *a == magpie_gpu_wgsl::BufferAccess::Read)
                .collect(),
            workgroup: k.workgroup,
        }),
        Err(e) => {
            let message = format!("kernel @{name} cannot be compiled for {}: {e}", gpu.name());
            Err(match e.kind {
                magpie_gpu_wgsl::ErrorKind::Internal => GpuError::internal(NAME, message),
                magpie_gpu_wgsl::ErrorKind::MissingCapability(_)
                | magpie_gpu_wgsl::ErrorKind::Unsupported => {
                    GpuError::new(ErrorKind::CompilationFailed, NAME, message)
                }
            })
        }
    }
}
