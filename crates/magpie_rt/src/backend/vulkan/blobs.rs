//! Bundle blobs on Vulkan: which SPIR-V blobs this device can run as they
//! are, and a program whose kernels come from them.
//!
//! A SPIR-V blob fits when its profile (`magpie_build::spv_profile`: Vulkan
//! version, capabilities its code uses, float controls per width) matches
//! what this runtime would emit for the device, and every late-resolved
//! predicate it carries is one this runtime can answer. The predicates are
//! answered with the same function the emitter folds them with
//! (`magpie_gpu_spirv::predicate_value`) and set as specialization
//! constants on every pipeline, so the driver keeps exactly the branch the
//! slice compiled here would have kept. Among fitting blobs, the one
//! trusting the device's `Fma` for the most float widths ranks first.
//!
//! Invariant: a blob whose shader module or first pipeline the driver
//! refuses is not an error: its kernel is emitted from the program instead
//! and the refusal is reported to the selection.

use std::collections::HashMap;
use std::sync::Arc;

use magpie_build::spv_profile::SpvProfile;
use magpie_bundle::Blob;
use magpie_gpu::kernel_layout::vulkan_layout;
use magpie_gpu::passes::TargetPredicate;
use magpie_gpu::GpuBackend;
use magpie_mpir::FuncId;

use super::device::Gpu;
use super::emit::{emit_kernel, options, Shader};
use super::pipeline::{KernelPipelines, VkModule};
use crate::backend::{BlobFit, ProgramIr};
use crate::error::GpuError;

/// SPIR-V's magic number, the blob's first word.
const SPIRV_MAGIC: u32 = 0x0723_0203;

/// The emitter's options for this device: what a blob must match.
fn device_options(gpu: &Arc<Gpu>) -> magpie_gpu_spirv::Options {
    options(&gpu.info, gpu.fused_fma())
}

/// How `blob` fits this device.
pub(crate) fn judge(gpu: &Arc<Gpu>, blob: &Blob) -> BlobFit {
    if blob.backend != GpuBackend::Spv {
        return BlobFit::No(format!(
            "a {} blob; this Vulkan device runs SPIR-V",
            blob.backend.name()
        ));
    }
    if words(&blob.data).is_none() {
        return BlobFit::No("its data is not a SPIR-V module".to_string());
    }
    let profile = match SpvProfile::from_features(&blob.arch, &blob.features) {
        Ok(p) => p,
        Err(why) => return BlobFit::No(why),
    };
    let options = device_options(gpu);
    if let Err(why) = profile.fits(&options) {
        return BlobFit::No(why);
    }
    if let Err(why) = predicates(blob, &options) {
        return BlobFit::No(why);
    }
    BlobFit::Compatible {
        rank: fma_rank(&profile),
    }
}

/// A fitting blob's rank: how many widths' `Fma` it trusts to be fused
/// (each is one instruction where an untrusting blob computes `math.fma`
/// in about 60), so the fastest blob the device runs exactly is taken.
fn fma_rank(profile: &SpvProfile) -> u32 {
    let f = profile.fused_fma;
    u32::from(f.f16) + u32::from(f.f32) + u32::from(f.f64)
}

/// The blob's words, when its data is a whole number of little-endian
/// words starting with SPIR-V's magic number.
fn words(data: &[u8]) -> Option<Vec<u32>> {
    if !data.len().is_multiple_of(4) || data.len() < 20 {
        return None;
    }
    let words: Vec<u32> = data
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    (words.first() == Some(&SPIRV_MAGIC)).then_some(words)
}

/// The blob's predicate constants answered for a device with `options`.
fn predicates(
    blob: &Blob,
    options: &magpie_gpu_spirv::Options,
) -> Result<Vec<(u32, bool)>, String> {
    blob.predicates
        .iter()
        .map(|(id, text)| {
            let p: TargetPredicate = text.parse().map_err(|_| {
                format!("it carries a predicate this runtime cannot answer: `{text}`")
            })?;
            Ok((*id, magpie_gpu_spirv::predicate_value(&p, options)))
        })
        .collect()
}

/// A module whose kernels in `blobs` run those blobs and the others are
/// emitted here; the kernels whose blob the driver refused, with why.
pub(crate) fn module_with_blobs(
    gpu: &Arc<Gpu>,
    program: &ProgramIr,
    blobs: &[(FuncId, &Blob)],
) -> Result<(VkModule, Vec<(FuncId, String)>), GpuError> {
    let options = device_options(gpu);
    let mut kernels = HashMap::new();
    let mut refused = Vec::new();
    for (id, f) in program.module.functions.iter() {
        if !f.is_kernel() {
            continue;
        }
        let from_blob = blobs
            .iter()
            .find(|(func, _)| *func == id)
            .map(|(_, blob)| pipelines_from_blob(gpu, program, id, blob, &options));
        let k = match from_blob {
            Some(Ok(k)) => k,
            other => {
                if let Some(Err(why)) = other {
                    refused.push((id, why));
                }
                let k = KernelPipelines::new(gpu, &f.name, emit_kernel(program, id, gpu, true)?)?;
                k.pipeline(f.workgroup_size())?;
                k
            }
        };
        kernels.insert(id, Arc::new(k));
    }
    Ok((VkModule { kernels }, refused))
}

fn pipelines_from_blob(
    gpu: &Arc<Gpu>,
    program: &ProgramIr,
    func: FuncId,
    blob: &Blob,
    options: &magpie_gpu_spirv::Options,
) -> Result<KernelPipelines, String> {
    let name = program.kernel_name(func);
    let words = words(&blob.data).ok_or("its data is not a SPIR-V module")?;
    let shader = Shader {
        words,
        entry_point: blob.entry_point.clone(),
        layout: vulkan_layout(&program.module, func)?,
        spec_predicates: predicates(blob, options)?,
        noalias: false,
    };
    let k = KernelPipelines::new(gpu, name, shader).map_err(|e| e.message)?;
    let workgroup = program
        .module
        .functions
        .get(func)
        .map_or([64, 1, 1], |f| f.workgroup_size());
    k.pipeline(workgroup).map_err(|e| e.message)?;
    Ok(k)
}
