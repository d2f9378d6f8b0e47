//! SPIR-V blobs: one module per kernel for a Vulkan version, its
//! late-resolved predicates left as specialization constants (set from the
//! device when the runtime makes the pipeline), so one blob serves every
//! Vulkan device whose float controls it matches.
//!
//! Float controls cannot be specialized (they are execution modes, and a
//! mode the device lacks makes the module invalid), so a kernel gets one
//! blob per combination of subnormal preservation over the float widths it
//! uses (a kernel of f16 and f32 gets four: NVIDIA preserves f32 and f64
//! subnormals but not f16's, lavapipe none, other drivers all), each with
//! signed zeros, infinities and NaNs preserved and `math.fma` exact (no
//! driver `Fma` trusted). Blobs with the same words are kept once.
//! [`crate::spv_profile`] says when a blob fits a device.

use magpie_bundle::{Blob, ParamSlot, SlotKind};
use magpie_gpu::kernel_layout::{vulkan_layout, ParamSlot as VkSlot};
use magpie_gpu::{GpuBackend, Target};
use magpie_gpu_spirv::DenormPreserve;
use magpie_mpir::{FuncId, Module, ModuleInfo};

use crate::spv_profile::SpvProfile;
use crate::table::{BlobBackend, BuildTools, EmitFailure, Slots};

pub(crate) const BACKEND: BlobBackend = BlobBackend {
    backend: GpuBackend::Spv,
    emit,
    slots,
};

/// Every combination of subnormal preservation over the widths in `used`
/// (the widths not used stay `false`), none first.
fn denorm_profiles(used: DenormPreserve) -> Vec<DenormPreserve> {
    let choices = |on: bool| if on { vec![false, true] } else { vec![false] };
    let mut out = Vec::new();
    for f64 in choices(used.f64) {
        for f32 in choices(used.f32) {
            for f16 in choices(used.f16) {
                out.push(DenormPreserve { f16, f32, f64 });
            }
        }
    }
    out
}

/// The emitter's options for `target` and one denormal profile.
pub fn options(target: &Target, denorm: DenormPreserve) -> magpie_gpu_spirv::Options {
    magpie_gpu_spirv::Options {
        vulkan_version: magpie_gpu_spirv::vulkan_version(&target.arch).unwrap_or((1, 3)),
        capabilities: target.features.clone(),
        denorm_preserve: denorm,
        signed_zero_inf_nan_preserve: DenormPreserve::ALL,
        fused_fma: DenormPreserve::default(),
        spec_constant_predicates: true,
        // A blob may run on any device of its target: no device feature.
        workgroup_explicit_layout: false,
        // A blob serves every launch, one buffer passed twice included.
        noalias: false,
    }
}

fn emit(
    module: &Module,
    info: &ModuleInfo,
    func: FuncId,
    target: &Target,
    _tools: &BuildTools,
) -> Result<Vec<Blob>, EmitFailure> {
    let emit_with = |denorm: DenormPreserve| {
        let options = options(target, denorm);
        magpie_gpu_spirv::emit(module, info, func, &options)
            .map(|k| (k, options))
            .map_err(|e| {
                let missing = matches!(e.kind, magpie_gpu_spirv::ErrorKind::MissingCapability(_));
                EmitFailure::of(e.diagnostic, missing)
            })
    };
    let (first, first_options) = emit_with(DenormPreserve::default())?;
    let used = SpvProfile::of_words(&first.words, &first_options, &first.requires).float_widths;
    let mut blobs: Vec<Blob> = Vec::new();
    let mut first = Some((first, first_options));
    for denorm in denorm_profiles(used) {
        let (k, options) = match first.take() {
            Some(done) => done,
            None => emit_with(denorm)?,
        };
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{build, Input};

    /// Every combination of subnormal preservation a driver may report
    /// finds exactly one blob of a kernel of f16 and f32 (NVIDIA's: f32
    /// and f64 preserved, f16 not; lavapipe's: none).
    #[test]
    fn every_denorm_profile_finds_one_blob() -> Result<(), String> {
        let source = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../tests/kernels/in/f16_arith.mp"
        ))
        .map_err(|e| e.to_string())?;
        let input = Input {
            file: "f16_arith.mp".into(),
            source,
        };
        let target = Target::parse("spv").map_err(|e| e.to_string())?;
        let capabilities = target.features.clone();
        let built = build(&[input], &[target]).map_err(|f| format!("{f:?}"))?;
        let blobs: Vec<SpvProfile> = built.bundle.modules[0].kernels[0]
            .blobs
            .iter()
            .map(|b| SpvProfile::from_features(&b.arch, &b.features))
            .collect::<Result<_, _>>()?;
        for bits in 0..8u8 {
            let denorm = DenormPreserve {
                f16: bits & 1 != 0,
                f32: bits & 2 != 0,
                f64: bits & 4 != 0,
            };
            let device = magpie_gpu_spirv::Options {
                denorm_preserve: denorm,
                signed_zero_inf_nan_preserve: DenormPreserve::ALL,
                capabilities: capabilities.clone(),
                ..magpie_gpu_spirv::Options::default()
            };
            let fitting = blobs.iter().filter(|b| b.fits(&device).is_ok()).count();
            assert_eq!(
                fitting,
                1,
                "{denorm:?}: {fitting} of {} blobs fit",
                blobs.len()
            );
        }
        Ok(())
    }
}
