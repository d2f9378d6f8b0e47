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
use crate::jit_cache::{self, CacheKey};

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
    /// Emitted under the no-alias promise (`Options::noalias`): a launch
    /// that passes one allocation in two buffer arguments runs the
    /// variant emitted without it. False for blobs and hand-made shaders.
    pub noalias: bool,
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
        workgroup_explicit_layout: info.features.workgroup_explicit_layout,
        noalias: false,
    }
}

/// Emits `kernel` of `program` for `gpu`, or takes its SPIR-V from the JIT
/// cache: the key is the program's source digest, the kernel, every
/// emitter option (which carry the device's version, capabilities and
/// float controls) and the compiler's identity; SPIR-V does not depend on
/// the driver, whose own compile is kept by the pipeline cache
/// ([`super::disk_cache`]). With `noalias`, under the promise that no two
/// buffer arguments share memory ([`Shader::noalias`]).
pub(crate) fn emit_kernel(
    program: &ProgramIr,
    kernel: FuncId,
    gpu: &Arc<Gpu>,
    noalias: bool,
) -> Result<Shader, GpuError> {
    crate::timing::codegen(|| emit_or_reuse(program, kernel, gpu, noalias))
}

fn emit_or_reuse(
    program: &ProgramIr,
    kernel: FuncId,
    gpu: &Arc<Gpu>,
    noalias: bool,
) -> Result<Shader, GpuError> {
    let options = magpie_gpu_spirv::Options {
        noalias,
        ..options(&gpu.info, gpu.fused_fma())
    };
    let cache = jit_cache::shared();
    let key = cache.and(program.source_digest).map(|digest| {
        CacheKey::new("spv")
            .part("source", &digest)
            .part("kernel", program.kernel_name(kernel).as_bytes())
            .part("options", format!("{options:?}").as_bytes())
            .part("compiler", jit_cache::compiler_id())
    });
    if let (Some(cache), Some(key)) = (cache, &key) {
        if let Some(shader) = cache
            .get(key)
            .and_then(|p| from_payload(&p, program, kernel, noalias))
        {
            return Ok(shader);
        }
    }
    let shader = emit_with(program, kernel, &gpu.info, &options)?;
    if let (Some(cache), Some(key)) = (cache, &key) {
        cache.put(key, &payload(&shader));
    }
    Ok(shader)
}

/// A cache entry's payload: the entry point's length (u32) and name, then
/// the words.
fn payload(shader: &Shader) -> Vec<u8> {
    let name = shader.entry_point.as_bytes();
    let mut out = Vec::with_capacity(4 + name.len() + 4 * shader.words.len());
    out.extend_from_slice(&(name.len() as u32).to_le_bytes());
    out.extend_from_slice(name);
    out.extend(shader.words.iter().flat_map(|w| w.to_le_bytes()));
    out
}

/// The shader a payload holds, with the layout computed from the program
/// (never stored); `None` for bytes that are not a payload.
fn from_payload(
    bytes: &[u8],
    program: &ProgramIr,
    kernel: FuncId,
    noalias: bool,
) -> Option<Shader> {
    let len = u32::from_le_bytes(bytes.get(..4)?.try_into().ok()?) as usize;
    let name = std::str::from_utf8(bytes.get(4..4usize.checked_add(len)?)?).ok()?;
    let rest = bytes.get(4 + len..)?;
    if rest.is_empty() || !rest.len().is_multiple_of(4) {
        return None;
    }
    Some(Shader {
        words: rest
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect(),
        entry_point: name.to_string(),
        layout: magpie_gpu::kernel_layout::vulkan_layout(&program.module, kernel).ok()?,
        spec_predicates: Vec::new(),
        noalias,
    })
}

/// Emits `kernel` of `program` with explicit options.
pub(crate) fn emit_with(
    program: &ProgramIr,
    kernel: FuncId,
    info: &PhysicalInfo,
    options: &magpie_gpu_spirv::Options,
) -> Result<Shader, GpuError> {
    let name = program.kernel_name(kernel);
    match magpie_gpu_spirv::emit(&program.module, &program.info, kernel, options) {
        Ok(k) => Ok(Shader {
            words: k.words,
            entry_point: k.entry_point,
            layout: k.layout,
            spec_predicates: Vec::new(),
            noalias: options.noalias,
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
