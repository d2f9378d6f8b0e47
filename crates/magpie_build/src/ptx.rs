//! PTX blobs: the kernel's text for one `sm_XX`, as the CUDA runtime's fast
//! variant emits it (buffers assumed not to alias, the declared workgroup as
//! the block limit), so a loaded blob is exactly what the runtime would have
//! made for a device of that arch.
//!
//! Features recorded: [`crate::ptx_features`] (including the answers of
//! the kernel's late-resolved predicates, which the text was emitted for).

use magpie_bundle::{Blob, ParamSlot, SlotKind};
use magpie_gpu::kernel_layout::{ptx_layout, PtxParamKind};
use magpie_gpu::{GpuBackend, Target};
use magpie_mpir::{FuncId, Module, ModuleInfo};

use crate::ptx_features::PtxFeatures;
use crate::table::{BlobBackend, EmitFailure, Slots};

pub(crate) const BACKEND: BlobBackend = BlobBackend {
    backend: GpuBackend::Ptx,
    emit,
    slots,
};

fn emit(
    module: &Module,
    info: &ModuleInfo,
    func: FuncId,
    target: &Target,
) -> Result<Vec<Blob>, EmitFailure> {
    let mut options = magpie_gpu_ptx::Options::for_target(target);
    options.noalias = true;
    let k = magpie_gpu_ptx::emit(module, info, func, &options).map_err(|e| {
        let missing = matches!(e.kind, magpie_gpu_ptx::ErrorKind::MissingCapability(_));
        EmitFailure::of(e.diagnostic, missing)
    })?;
    let features = PtxFeatures {
        noalias: true,
        readonly: k.readonly_params.clone(),
        predicates: k.predicates.clone(),
    }
    .to_features();
    Ok(vec![Blob {
        backend: GpuBackend::Ptx,
        arch: target.arch.clone(),
        features,
        entry_point: k.entry_point,
        predicates: Vec::new(),
        data: k.text.into_bytes(),
    }])
}

fn slots(module: &Module, func: FuncId) -> Result<Slots, String> {
    let layout = ptx_layout(module, func)?;
    let count = module.functions.get(func).map_or(0, |f| f.params.len());
    let mut out: Vec<Vec<ParamSlot>> = vec![Vec::new(); count];
    for p in &layout.params {
        let param = match &p.kind {
            PtxParamKind::Buffer { param, .. }
            | PtxParamKind::Value { param, .. }
            | PtxParamKind::BufferLen { param } => *param,
        };
        if let Some(list) = out.get_mut(param) {
            list.push(ParamSlot {
                backend: GpuBackend::Ptx,
                kind: SlotKind::Param,
                index: p.offset,
                size: p.size,
            });
        }
    }
    Ok((out, 0))
}
