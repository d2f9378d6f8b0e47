//! SPIR-V blobs: one module per kernel for a Vulkan version, its
//! late-resolved predicates left as specialization constants (set from the
//! device when the runtime makes the pipeline), so one blob serves every
//! Vulkan device whose float controls it matches.
//!
//! Float controls cannot be specialized (they are execution modes, and a
//! mode the device lacks makes the module invalid), so a kernel that uses
//! floats gets one blob per profile the common drivers have: subnormals
//! preserved (NVIDIA) and not (lavapipe), both with signed zeros, infinities
//! and NaNs preserved; `math.fma` exact (no driver `Fma` trusted). Blobs
//! with the same words are kept once. [`crate::spv_profile`] says when a
//! blob fits a device.

use magpie_bundle::{Blob, ParamSlot, SlotKind};
use magpie_gpu::kernel_layout::{vulkan_layout, ParamSlot as VkSlot};
use magpie_gpu::{GpuBackend, Target};
use magpie_gpu_spirv::DenormPreserve;
use magpie_mpir::{FuncId, Module, ModuleInfo};

use crate::spv_profile::SpvProfile;
use crate::table::{BlobBackend, EmitFailure, Slots};

pub(crate) const BACKEND: BlobBackend = BlobBackend {
    backend: GpuBackend::Spv,
    emit,
    slots,
};

/// The device profiles a SPIR-V target is built for: subnormals preserved
/// or not.
const DENORM_PROFILES: [DenormPreserve; 2] = [
    DenormPreserve {
        f16: false,
        f32: false,
        f64: false,
    },
    DenormPreserve::ALL,
];

/// The emitter's options for `target` and one denormal profile.
pub fn options(target: &Target, denorm: DenormPreserve) -> magpie_gpu_spirv::Options {
    magpie_gpu_spirv::Options {
        vulkan_version: magpie_gpu_spirv::vulkan_version(&target.arch).unwrap_or((1, 3)),
        capabilities: target.features.clone(),
        denorm_preserve: denorm,
        signed_zero_inf_nan_preserve: DenormPreserve::ALL,
        fused_fma: DenormPreserve::default(),
        spec_constant_predicates: true,
    }
}

fn emit(
    module: &Module,
    info: &ModuleInfo,
    func: FuncId,
    target: &Target,
) -> Result<Vec<Blob>, EmitFailure> {
    let mut blobs: Vec<Blob> = Vec::new();
    for denorm in DENORM_PROFILES {
        let options = options(target, denorm);
        let k = magpie_gpu_spirv::emit(module, info, func, &options).map_err(|e| {
            let missing = matches!(e.kind, magpie_gpu_spirv::ErrorKind::MissingCapability(_));
            EmitFailure::of(e.diagnostic, missing)
        })?;
        let data = k.to_bytes();
        if blobs.iter().any(|b| b.data == data) {
            continue;
        }
        let profile = SpvProfile::of_words(&k.words, &options, &k.requires);
        blobs.push(Blob {
            backend: GpuBackend::Spv,
            arch: target.arch.clone(),
            features: profile.to_features(),
            entry_point: k.entry_point,
            predicates: k
                .predicates
                .iter()
                .map(|(id, p)| (*id, p.to_string()))
                .collect(),
            data,
        });
    }
    Ok(blobs)
}

fn slots(module: &Module, func: FuncId) -> Result<Slots, String> {
    let layout = vulkan_layout(module, func)?;
    let slots = layout
        .params
        .iter()
        .map(|p| {
            vec![match p {
                VkSlot::Buffer {
                    binding,
                    elem_stride,
                    ..
                } => ParamSlot {
                    backend: GpuBackend::Spv,
                    kind: SlotKind::Buffer,
                    index: *binding,
                    size: *elem_stride,
                },
                VkSlot::Push { offset, size, .. } => ParamSlot {
                    backend: GpuBackend::Spv,
                    kind: SlotKind::Push,
                    index: *offset,
                    size: *size,
                },
            }]
        })
        .collect();
    Ok((slots, layout.push_constant_size))
}
