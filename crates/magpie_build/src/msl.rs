//! MSL blobs: the kernel's Metal Shading Language text for the target's
//! MSL version, one blob per kernel, its late-resolved predicates kept as
//! Metal function constants (the blob's predicates, predicate `K` as
//! `[[function_constant(K)]]`, set from the device when the runtime makes
//! the pipeline: one blob for every Apple GPU), with
//! [`crate::msl_features`] saying what the text relies on and how it is
//! called. Metal compiles the text
//! on the device (`newLibraryWithSource`); the blob spares the runtime
//! nothing but the emission, and carries the text a bundle was tested with.
//!
//! Parameter slots: each buffer at its `[[buffer(k)]]` (`SlotKind::Buffer`,
//! the element size) followed by its element count in the parameter block
//! (`SlotKind::Uniform`, 4 bytes); each scalar or struct as a member of the
//! block (`SlotKind::Uniform`, its offset and size). They come from the
//! emitter's layout for `metal3.1`; a kernel Metal cannot express has none.

use magpie_bundle::{Blob, ParamSlot, SlotKind};
use magpie_gpu::{GpuBackend, Target};
use magpie_gpu_msl::{ErrorKind, ParamPlace};
use magpie_mpir::{FuncId, Module, ModuleInfo};

use crate::msl_features::MslFeatures;
use crate::table::{BlobBackend, BuildTools, EmitFailure, Slots};

pub(crate) const BACKEND: BlobBackend = BlobBackend {
    backend: GpuBackend::Msl,
    emit,
    slots,
};

fn emit(
    module: &Module,
    info: &ModuleInfo,
    func: FuncId,
    target: &Target,
    _tools: &BuildTools,
) -> Result<Vec<Blob>, EmitFailure> {
    let options = magpie_gpu_msl::Options {
        function_constant_predicates: true,
        ..magpie_gpu_msl::Options::for_target(target)
    };
    let k = magpie_gpu_msl::emit(module, info, func, &options).map_err(|e| {
        // Nothing Metal runs could take an unsupported kernel either: left
        // out, as a missing capability.
        let missing = matches!(
            e.kind,
            ErrorKind::MissingCapability(_) | ErrorKind::Unsupported
        );
        EmitFailure::of(e.diagnostic, missing)
    })?;
    Ok(vec![Blob {
        backend: GpuBackend::Msl,
        arch: target.arch.clone(),
        features: MslFeatures::of(&k).to_features(),
        entry_point: k.entry_point.clone(),
        predicates: (0u32..)
            .zip(&k.function_constants)
            .map(|(id, p)| (id, p.to_string()))
            .collect(),
        data: k.text.into_bytes(),
    }])
}

/// The layout slots of kernel `func` (module docs), from
/// `magpie_gpu_msl::param_block` (the emitter's own placement, without
/// emitting); none for a kernel whose parameters Metal cannot take.
fn slots(module: &Module, func: FuncId) -> Result<Slots, String> {
    let count = module.functions.get(func).map_or(0, |f| f.params.len());
    let mut out: Vec<Vec<ParamSlot>> = vec![Vec::new(); count];
    let Ok(block) = magpie_gpu_msl::param_block(module, func) else {
        return Ok((out, 0));
    };
    let narrow = |v: u64| u32::try_from(v).map_err(|e| e.to_string());
    let mut lengths = block.lengths.iter();
    for (list, place) in out.iter_mut().zip(&block.places) {
        match place {
            ParamPlace::Buffer { index, elem } => {
                let size = magpie_gpu::layout::elem_layout(module, *elem).map_or(0, |l| l.size);
                let len = lengths.next().ok_or("a buffer without a length")?;
                list.push(slot(SlotKind::Buffer, *index, narrow(size)?));
                list.push(slot(SlotKind::Uniform, narrow(*len)?, 4));
            }
            ParamPlace::Constant { offset, size } => {
                list.push(slot(SlotKind::Uniform, narrow(*offset)?, narrow(*size)?));
            }
        }
    }
    Ok((out, 0))
}

fn slot(kind: SlotKind, index: u32, size: u32) -> ParamSlot {
    ParamSlot {
        backend: GpuBackend::Msl,
        kind,
        index,
        size,
    }
}
