//! MSL blobs: the kernel's Metal Shading Language text for the target's
//! MSL version, one blob per kernel, with [`crate::msl_features`] saying
//! what the text relies on and how it is called. Metal compiles the text
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
use magpie_gpu_msl::{ErrorKind, MslSlot};
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
    let options = magpie_gpu_msl::Options::for_target(target);
    let k = magpie_gpu_msl::emit(module, info, func, &options).map_err(|e| match e.kind {
        // Nothing Metal runs could take it: left out, as a missing capability.
        ErrorKind::MissingCapability(_) | ErrorKind::Unsupported => {
            EmitFailure::MissingCapability(e.diagnostic)
        }
        ErrorKind::Internal => EmitFailure::Error(e.diagnostic),
    })?;
    Ok(vec![Blob {
        backend: GpuBackend::Msl,
        arch: target.arch.clone(),
        features: MslFeatures::of(&k).to_features(),
        entry_point: k.entry_point.clone(),
        predicates: Vec::new(),
        data: k.text.into_bytes(),
    }])
}

/// The layout slots of kernel `func` (module docs); none when Metal cannot
/// express it.
fn slots(module: &Module, func: FuncId) -> Result<Slots, String> {
    let count = module.functions.get(func).map_or(0, |f| f.params.len());
    let mut out: Vec<Vec<ParamSlot>> = vec![Vec::new(); count];
    let Some(info) = magpie_mpir::verify(module).value else {
        return Ok((out, 0));
    };
    let target = Target::parse("msl:metal3.1").map_err(|e| e.to_string())?;
    let options = magpie_gpu_msl::Options::for_target(&target);
    let Ok(k) = magpie_gpu_msl::emit(module, &info, func, &options) else {
        return Ok((out, 0));
    };
    let params = &module.functions[func].params;
    let mut nbuf = 0usize;
    for (i, (list, slot)) in out.iter_mut().zip(&k.layout.params).enumerate() {
        match slot {
            MslSlot::Buffer { index, elem, .. } => {
                let size = magpie_gpu::layout::elem_layout(module, *elem).map_or(0, |l| l.size);
                list.push(ParamSlot {
                    backend: GpuBackend::Msl,
                    kind: SlotKind::Buffer,
                    index: *index,
                    size: u32::try_from(size).map_err(|e| e.to_string())?,
                });
                let len = *k
                    .layout
                    .lengths
                    .get(nbuf)
                    .ok_or("a buffer without a length")?;
                nbuf += 1;
                list.push(ParamSlot {
                    backend: GpuBackend::Msl,
                    kind: SlotKind::Uniform,
                    index: u32::try_from(len).map_err(|e| e.to_string())?,
                    size: 4,
                });
            }
            MslSlot::Constant { offset, .. } => {
                let ty = module.functions[func].values[params[i]].ty;
                let size = match ty {
                    magpie_mpir::Type::Scalar(magpie_mpir::Scalar::Bool) => 4,
                    t => magpie_gpu::layout::type_layout(module, t).map_or(0, |l| l.size),
                };
                list.push(ParamSlot {
                    backend: GpuBackend::Msl,
                    kind: SlotKind::Uniform,
                    index: u32::try_from(*offset).map_err(|e| e.to_string())?,
                    size: u32::try_from(size).map_err(|e| e.to_string())?,
                });
            }
        }
    }
    Ok((out, 0))
}
