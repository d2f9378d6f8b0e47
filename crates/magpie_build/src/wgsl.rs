//! WGSL blobs: the kernel's text for the adapters a WebGPU target may meet.
//! WGSL keeps only the chosen side of each late-resolved predicate and
//! declares exactly the extensions it uses, so a kernel gets one blob per
//! adapter profile whose text differs: every extension the target offers
//! (f16, f64, i64, subgroups), standard WGSL with `f16`, and standard WGSL
//! alone, each with `math.fma` computed exactly without WGSL's `fma` (which
//! may round twice) and with WGSL's `fma` trusted to be fused (the runtime
//! measures each adapter; NVIDIA's, AMD's and Intel's fuse). Texts that
//! come out the same are kept once, the one assuming least first. A
//! profile whose adapter cannot run the kernel is skipped; the runtime
//! picks among the rest by [`crate::wgsl_profile`].
//!
//! A kernel WGSL cannot express at all (MPG_WGSL_* codes, bf16, f32
//! atomics) is left out like a missing capability: no WebGPU adapter could
//! run it, and the bundle's other blobs and slice serve other devices.

use magpie_bundle::{Blob, ParamSlot, SlotKind};
use magpie_gpu::wgsl_layout::{slot_size, wgsl_layout, WgslSlot};
use magpie_gpu::{Capability, GpuBackend, Target};
use magpie_gpu_wgsl::ErrorKind;
use magpie_mpir::{FuncId, Module, ModuleInfo};

use crate::table::{BlobBackend, BuildTools, EmitFailure, Slots};
use crate::wgsl_profile::WgslProfile;

pub(crate) const BACKEND: BlobBackend = BlobBackend {
    backend: GpuBackend::Wgsl,
    emit,
    slots,
};

/// The capability sets blobs are made for, richest first, each cut down
/// to what `target` offers.
fn profiles(target: &Target) -> Vec<Vec<Capability>> {
    let all = target.features.clone();
    let f16: Vec<Capability> = all
        .iter()
        .copied()
        .filter(|c| *c == Capability::F16Arithmetic)
        .collect();
    vec![all, f16, Vec::new()]
}

fn emit(
    module: &Module,
    info: &ModuleInfo,
    func: FuncId,
    target: &Target,
    _tools: &BuildTools,
) -> Result<Vec<Blob>, EmitFailure> {
    let mut blobs: Vec<Blob> = Vec::new();
    let mut first_missing = None;
    // Whether trusting `fma` changes the text: the same for every profile
    // (it changes only how `math.fma` is computed), so asked once.
    let mut fma_matters: Option<bool> = None;
    for caps in profiles(target) {
        let mut exact: Option<Vec<u8>> = None;
        for fused_fma in [false, true] {
            if fused_fma && fma_matters == Some(false) {
                continue;
            }
            let options = magpie_gpu_wgsl::Options {
                capabilities: caps.clone(),
                fused_fma,
            };
            let k = match magpie_gpu_wgsl::emit(module, info, func, &options) {
                Ok(k) => k,
                Err(e) => match e.kind {
                    ErrorKind::MissingCapability(_) => {
                        first_missing.get_or_insert(e.diagnostic);
                        continue;
                    }
                    ErrorKind::Unsupported => {
                        return Err(EmitFailure::MissingCapability(e.diagnostic))
                    }
                    ErrorKind::Internal => return Err(EmitFailure::Error(e.diagnostic)),
                },
            };
            let data = k.text.clone().into_bytes();
            match (&exact, fused_fma) {
                (_, false) => exact = Some(data.clone()),
                (Some(text), true) => fma_matters = Some(*text != data),
                (None, true) => {}
            }
            if blobs.iter().any(|b| b.data == data) {
                continue;
            }
            blobs.push(Blob {
                backend: GpuBackend::Wgsl,
                arch: target.arch.clone(),
                features: WgslProfile::of(&k, &options).to_features(),
                entry_point: k.entry_point,
                predicates: Vec::new(),
                data,
            });
        }
    }
    match (blobs.is_empty(), first_missing) {
        (true, Some(d)) => Err(EmitFailure::MissingCapability(d)),
        _ => Ok(blobs),
    }
}

/// The kernel's WebGPU slots: storage bindings, and uniform members (a
/// packed buffer's element count as a second slot of its parameter). A
/// kernel WebGPU cannot bind (a buffer of structs) has none.
fn slots(module: &Module, func: FuncId) -> Result<Slots, String> {
    let count = module.functions.get(func).map_or(0, |f| f.params.len());
    let mut out: Vec<Vec<ParamSlot>> = vec![Vec::new(); count];
    let Ok(layout) = wgsl_layout(module, func) else {
        return Ok((out, 0));
    };
    for (list, slot) in out.iter_mut().zip(&layout.params) {
        match slot {
            WgslSlot::Buffer {
                binding,
                elem_stride,
                len_offset,
                ..
            } => {
                list.push(ParamSlot {
                    backend: GpuBackend::Wgsl,
                    kind: SlotKind::Buffer,
                    index: *binding,
                    size: *elem_stride,
                });
                if let Some(off) = len_offset {
                    list.push(ParamSlot {
                        backend: GpuBackend::Wgsl,
                        kind: SlotKind::Uniform,
                        index: *off,
                        size: 4,
                    });
                }
            }
            WgslSlot::Uniform { leaves } => {
                for leaf in leaves {
                    list.push(ParamSlot {
                        backend: GpuBackend::Wgsl,
                        kind: SlotKind::Uniform,
                        index: leaf.offset,
                        size: slot_size(leaf.ty),
                    });
                }
            }
        }
    }
    Ok((out, 0))
}
