//! The one place the Vulkan backend calls the SPIR-V emitter
//! (`magpie_gpu_spirv::emit`): a kernel of a verified, validated program
//! becomes SPIR-V words, an entry point and its [`KernelLayout`].
//!
//! The device's Vulkan version and capabilities go into the emitter's
//! options, so `gpu.target.has` resolves to what this device has and the
//! emitter never produces code the device would reject; so do the float
//! widths whose subnormals it can preserve (SEMANTICS.md: subnormals are
//! kept where the device can). An emitter error
//! (an op or type it cannot express, a missing capability) is
//! `CompilationFailed` with the emitter's message.

use std::sync::Arc;

use ash::vk;
use magpie_gpu::kernel_layout::KernelLayout;
use magpie_mpir::FuncId;

use super::conv::NAME;
use super::device::{Gpu, PhysicalInfo};
use crate::backend::ProgramIr;
use crate::error::{ErrorKind, GpuError};

/// A kernel ready for `vkCreateShaderModule`.
#[derive(Clone, Debug)]
pub(crate) struct Shader {
    pub words: Vec<u32>,
    pub entry_point: String,
    pub layout: KernelLayout,
    /// Boolean specialization constants to set when a pipeline is made:
    /// a bundle blob's late-resolved predicates, answered for this device
    /// (empty for a kernel emitted here, whose predicates are folded).
    pub spec_predicates: Vec<(u32, bool)>,
}

/// The emitter's options for a device whose `Fma` is fused for the widths
/// in `fused_fma` (measured: [`super::probe`]).
pub(crate) fn options(
    info: &PhysicalInfo,
    fused_fma: magpie_gpu_spirv::DenormPreserve,
) -> magpie_gpu_spirv::Options {
    magpie_gpu_spirv::Options {
        vulkan_version: (
            vk::api_version_major(info.api_version),
            vk::api_version_minor(info.api_version),
        ),
        capabilities: info.capabilities(),
        denorm_preserve: info.denorm_preserve,
        // Requested wherever the driver offers it: without it drivers fold
        // `0 - x` to `-x`, `0 * x` to `0`, `fma(x, 0, c)` to `c` and
        // `x / x` to `1` (lavapipe, NVIDIA), which SEMANTICS forbids.
        signed_zero_inf_nan_preserve: info.signed_zero_inf_nan_preserve,
        fused_fma,
        // Compiled for this one device: predicates are folded.
        spec_constant_predicates: false,
    }
}

/// Emits `kernel` of `program` for `gpu`.
pub(crate) fn emit_kernel(
    program: &ProgramIr,
    kernel: FuncId,
    gpu: &Arc<Gpu>,
) -> Result<Shader, GpuError> {
    let options = options(&gpu.info, gpu.fused_fma());
    emit_with(program, kernel, &gpu.info, &options)
}

/// Emits `kernel` of `program` with explicit options.
pub(crate) fn emit_with(
    program: &ProgramIr,
    kernel: FuncId,
    info: &PhysicalInfo,
    options: &magpie_gpu_spirv::Options,
) -> Result<Shader, GpuError> {
    let name = program
        .module
        .functions
        .get(kernel)
        .map_or_else(|| "?".to_string(), |f| f.name.clone());
    match magpie_gpu_spirv::emit(&program.module, &program.info, kernel, options) {
        Ok(k) => Ok(Shader {
            words: k.words,
            entry_point: k.entry_point,
            layout: k.layout,
            spec_predicates: Vec::new(),
        }),
        Err(e) => {
            let message = format!("kernel @{name} cannot be compiled for {}: {e}", info.name);
            Err(match e.kind {
                magpie_gpu_spirv::ErrorKind::Invalid => GpuError::internal(NAME, message),
                _ => GpuError::new(ErrorKind::CompilationFailed, NAME, message),
            })
        }
    }
}
