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
use crate::table::{BlobBackend, BuildTools, EmitFailure, Slots};

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
    _tools: &BuildTools,
) -> Result<Vec<Blob>, EmitFailure> {
    let mut options = magpie_gpu_ptx::Options::for_target(target);
    // What the runtime's own code for this arch would be emitted with.
    options
        .capabilities
        .retain(|c| magpie_gpu_ptx::IMPLEMENTED_CAPABILITIES.contains(c));
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

#[cfg(test)]
mod tests {
    use crate::{build, Input};
    use magpie_gpu::Target;

    /// A PTX blob answers a predicate on a capability the emitter has no
    /// ops for (device malloc) as the runtime's own code does: false.
    #[test]
    fn blobs_answer_predicates_as_the_runtime() -> Result<(), String> {
        let source = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../tests/kernels/in/predicates.mp"
        ))
        .map_err(|e| e.to_string())?;
        let input = Input {
            file: "predicates.mp".into(),
            source,
        };
        let target = Target::parse("ptx:sm_90").map_err(|e| e.to_string())?;
        let built = build(&[input], &[target]).map_err(|f| format!("{f:?}"))?;
        let blob = built.bundle.modules[0].kernels[0]
            .blobs
            .first()
            .ok_or("no blob")?;
        for want in [
            "pred:has:device_malloc=0",
            "pred:has:subgroups=1",
            "pred:is:ptx=1",
        ] {
            assert!(
                blob.features.iter().any(|f| f == want),
                "{want} missing from {:?}",
                blob.features
            );
        }
        Ok(())
    }
}
