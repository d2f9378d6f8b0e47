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
//! signed zeros, infinities and NaNs preserved.
//!
//! `math.fma` is exact on every device: where the driver's `Fma` is not
//! known to be fused, the emitter computes it another way (in f64 with
//! round-to-odd for f32; about 60 instructions a call). So each denormal
//! profile gets up to three blobs by the `Fma` they trust to be fused
//! ([`fma_profiles`]): none (right everywhere), f32's, f32's and f64's
//! (NVIDIA's, AMD's and Intel's drivers fuse both, measured at run time).
//! Blobs with the same words are kept once, the one trusting least (a
//! kernel without `math.fma` gets one blob per denormal profile, as
//! before). [`crate::spv_profile`] says when a blob fits a device; the
//! runtime ranks the fitting blob trusting most first.

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

/// The widths whose `Fma` a blob trusts to be fused, trusting least
/// first. f16's is never trusted (the runtime does not either).
fn fma_profiles() -> [DenormPreserve; 3] {
    let f32 = DenormPreserve {
        f32: true,
        ..DenormPreserve::default()
    };
    let both = DenormPreserve { f64: true, ..f32 };
    [DenormPreserve::default(), f32, both]
}

/// The emitter's options for `target`, one denormal profile and the
/// widths whose `Fma` is trusted to be fused.
pub fn options(
    target: &Target,
    denorm: DenormPreserve,
    fused_fma: DenormPreserve,
) -> magpie_gpu_spirv::Options {
    magpie_gpu_spirv::Options {
        vulkan_version: magpie_gpu_spirv::vulkan_version(&target.arch).unwrap_or((1, 3)),
        capabilities: target.features.clone(),
        denorm_preserve: denorm,
        signed_zero_inf_nan_preserve: DenormPreserve::ALL,
        fused_fma,
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
    let emit_with = |denorm: DenormPreserve, fma: DenormPreserve| {
        let options = options(target, denorm, fma);
        magpie_gpu_spirv::emit(module, info, func, &options)
            .map(|k| (k, options))
            .map_err(|e| {
                let missing = matches!(e.kind, magpie_gpu_spirv::ErrorKind::MissingCapability(_));
                EmitFailure::of(e.diagnostic, missing)
            })
    };
    let none = DenormPreserve::default();
    let [_, _, every] = fma_profiles();
    let first = emit_with(none, none)?;
    let used = SpvProfile::of_words(&first.0.words, &first.1, &first.0.requires).float_widths;
    // Trusting `Fma` changes the words for every denormal profile or for
    // none (it changes only how `math.fma` is computed): asked once.
    let trusting = emit_with(none, every)?;
    let fmas: Vec<DenormPreserve> = if trusting.0.words == first.0.words {
        vec![none]
    } else {
        fma_profiles().to_vec()
    };
    let mut ready = vec![((none, none), first), ((none, every), trusting)];
    let mut blobs: Vec<Blob> = Vec::new();
    let profiles = denorm_profiles(used)
        .into_iter()
        .flat_map(|denorm| fmas.iter().map(move |&fma| (denorm, fma)));
    for key in profiles {
        let (k, options) = match ready.iter().position(|(done, _)| *done == key) {
            Some(i) => ready.swap_remove(i).1,
            None => emit_with(key.0, key.1)?,
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

    /// One kernel with f32 and f64 `math.fma`, one with neither.
    const FMA_KERNELS: &str = "module t.fma
exports { @both, @plain }
imports { }
digest \"0000000000000000\"

gpu fn @both(%a: gpu.TBuffer<f32>, %d: gpu.TBuffer<f64>) -> unit workgroup(64, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %x: f32 = gpu.buffer_load<f32> { buf=%a, idx=%i }
    %y: f32 = math.fma { a=%x, b=%x, c=const.f32 1.0 }
    gpu.buffer_store<f32> { buf=%a, idx=%i, v=%y }
    %u: f64 = gpu.buffer_load<f64> { buf=%d, idx=%i }
    %v: f64 = math.fma { a=%u, b=%u, c=const.f64 1.0 }
    gpu.buffer_store<f64> { buf=%d, idx=%i, v=%v }
    ret
}

gpu fn @plain(%a: gpu.TBuffer<f32>) -> unit workgroup(64, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %x: f32 = gpu.buffer_load<f32> { buf=%a, idx=%i }
    %y: f32 = f.mul { lhs=%x, rhs=%x }
    gpu.buffer_store<f32> { buf=%a, idx=%i, v=%y }
    ret
}
";

    /// Each kernel's blob profiles.
    fn fma_kernel_profiles() -> Result<Vec<(String, Vec<SpvProfile>)>, String> {
        let input = Input {
            file: "fma.mp".into(),
            source: FMA_KERNELS.into(),
        };
        let target = Target::parse("spv").map_err(|e| e.to_string())?;
        let built = build(&[input], &[target]).map_err(|f| format!("{f:?}"))?;
        built.bundle.modules[0]
            .kernels
            .iter()
            .map(|k| {
                let blobs = k
                    .blobs
                    .iter()
                    .map(|b| SpvProfile::from_features(&b.arch, &b.features))
                    .collect::<Result<_, _>>()?;
                Ok((k.symbol.clone(), blobs))
            })
            .collect()
    }

    /// A kernel with `math.fma` in f32 and f64 gets, per denormal profile,
    /// a blob trusting no `Fma`, one trusting f32's and one trusting both;
    /// on every device (denormal profile and fused widths) the fitting
    /// blobs include the untrusting one, and the one trusting most trusts
    /// exactly what the device fuses (of f32, then f64). A kernel without
    /// `math.fma` gets one blob per denormal profile, trusting none.
    #[test]
    fn fma_trust_profiles_give_each_device_its_fused_blob() -> Result<(), String> {
        let profiles = fma_kernel_profiles()?;
        let find = |name: &str| {
            profiles
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, b)| b.clone())
                .ok_or(format!("no kernel {name}"))
        };
        let both = find("both")?;
        let plain = find("plain")?;
        // f32 and f64 used: four denormal profiles, three trusts each.
        assert_eq!(both.len(), 12, "{both:?}");
        assert_eq!(plain.len(), 2, "{plain:?}");
        assert!(plain
            .iter()
            .all(|p| p.fused_fma == DenormPreserve::default()));
        for bits in 0..16u8 {
            let denorm = DenormPreserve {
                f16: false,
                f32: bits & 1 != 0,
                f64: bits & 2 != 0,
            };
            let fused = DenormPreserve {
                f16: false,
                f32: bits & 4 != 0,
                f64: bits & 8 != 0,
            };
            let device = magpie_gpu_spirv::Options {
                denorm_preserve: denorm,
                signed_zero_inf_nan_preserve: DenormPreserve::ALL,
                fused_fma: fused,
                capabilities: Target::default_for(GpuBackend::Spv).features,
                ..magpie_gpu_spirv::Options::default()
            };
            let fitting: Vec<&SpvProfile> =
                both.iter().filter(|b| b.fits(&device).is_ok()).collect();
            assert!(
                fitting
                    .iter()
                    .any(|b| b.fused_fma == DenormPreserve::default()),
                "{denorm:?} {fused:?}: no untrusting blob fits"
            );
            let count = |f: DenormPreserve| u32::from(f.f32) + u32::from(f.f64);
            let most = fitting
                .iter()
                .map(|b| b.fused_fma)
                .max_by_key(|f| count(*f))
                .ok_or("nothing fits")?;
            // The trust profiles are f32 alone and f32 with f64: a device
            // fusing f64 alone gets the untrusting blob.
            let expected = DenormPreserve {
                f16: false,
                f32: fused.f32,
                f64: fused.f32 && fused.f64,
            };
            assert_eq!(most, expected, "{denorm:?} {fused:?}");
            assert_eq!(
                fitting
                    .iter()
                    .filter(|b| count(b.fused_fma) == count(most))
                    .count(),
                1,
                "{denorm:?} {fused:?}: ties"
            );
        }
        Ok(())
    }
}
