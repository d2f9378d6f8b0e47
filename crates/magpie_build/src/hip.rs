//! HIP blobs: the kernel's AMD code object (HSACO) for one `gfxNNN`, made
//! by `llc` and `ld.lld` (`magpie_gpu_hip::code_object`, the tools of
//! [`BuildTools`] (`[gpu.tools]`) or found in §14's order), for launches that
//! pass each allocation once (buffers `noalias`, as the PTX blobs are).
//!
//! Features recorded: those of [`crate::ptx_features`] (`noalias`, the
//! `readonly:I` parameters, every late-resolved predicate's answer), which
//! mean the same for a code object. Parameter slots: HIP takes CUDA's
//! packed argument buffer, so a kernel's HIP slots are its PTX `.param`
//! offsets (`SlotKind::Param`), recorded under the HIP backend.

use magpie_bundle::{Blob, ParamSlot};
use magpie_gpu::{GpuBackend, Target};
use magpie_gpu_hip::code_object::{code_object, ToolPaths};
use magpie_mpir::{FuncId, Module, ModuleInfo};

use crate::ptx_features::PtxFeatures;
use crate::table::{BlobBackend, BuildTools, EmitFailure, Slots};

pub(crate) const BACKEND: BlobBackend = BlobBackend {
    backend: GpuBackend::Hip,
    emit,
    slots,
};

fn emit(
    module: &Module,
    info: &ModuleInfo,
    func: FuncId,
    target: &Target,
    tools: &BuildTools,
) -> Result<Vec<Blob>, EmitFailure> {
    let mut options = magpie_gpu_hip::Options::for_target(target);
    options.noalias = true;
    let k = magpie_gpu_hip::emit(module, info, func, &options).map_err(|e| {
        let missing = matches!(e.kind, magpie_gpu_hip::ErrorKind::MissingCapability(_));
        EmitFailure::of(e.diagnostic, missing)
    })?;
    let paths = ToolPaths {
        llc: tools.llc.clone(),
        lld: tools.lld.clone(),
    };
    let hsaco = code_object(&k, &paths).map_err(EmitFailure::Error)?;
    let features = PtxFeatures {
        noalias: true,
        readonly: k.readonly_params.clone(),
        predicates: k.predicates.clone(),
    }
    .to_features();
    Ok(vec![Blob {
        backend: GpuBackend::Hip,
        arch: target.arch.clone(),
        features,
        entry_point: k.entry_point,
        predicates: Vec::new(),
        data: hsaco,
    }])
}

fn slots(module: &Module, func: FuncId) -> Result<Slots, String> {
    let (ptx, push) = (crate::ptx::BACKEND.slots)(module, func)?;
    let hip = ptx
        .into_iter()
        .map(|list| {
            list.into_iter()
                .map(|s| ParamSlot {
                    backend: GpuBackend::Hip,
                    ..s
                })
                .collect()
        })
        .collect();
    Ok((hip, push))
}

#[cfg(test)]
mod tests {
    use crate::{build, Input};
    use magpie_gpu::{GpuBackend, Target};

    /// One code object per listed gfx target, in the order listed, each an
    /// ELF file; slots at the PTX offsets. Without LLVM's tools the build
    /// fails with MPG_CORE_1301, which the test then checks instead
    /// (unless `MAGPIE_REQUIRE` names `llc`: then it must have built).
    #[test]
    fn a_code_object_per_gfx_target() -> Result<(), String> {
        let source = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../tests/kernels/in/bitwise.mp"
        ))
        .map_err(|e| e.to_string())?;
        let input = Input {
            file: "bitwise.mp".into(),
            source,
        };
        let archs = ["gfx942", "gfx1100"];
        let targets: Vec<Target> = archs
            .iter()
            .map(|a| Target::parse(&format!("hip:{a}")).map_err(|e| e.to_string()))
            .collect::<Result<_, _>>()?;
        let built = match build(&[input], &targets) {
            Ok(b) => b,
            Err(failure) => {
                let text = format!("{failure:?}");
                let required = std::env::var("MAGPIE_REQUIRE")
                    .is_ok_and(|v| v.split(',').any(|t| t.trim() == "llc" || t.trim() == "all"));
                assert!(!required && text.contains("MPG_CORE_1301"), "{text}");
                eprintln!("skip: no LLVM tools for HIP blobs: {text}");
                return Ok(());
            }
        };
        let kernel = &built.bundle.modules[0].kernels[0];
        let blobs: Vec<_> = kernel.blobs.iter().collect();
        assert_eq!(blobs.len(), archs.len());
        for (b, arch) in blobs.iter().zip(archs) {
            assert_eq!(b.backend, GpuBackend::Hip);
            assert_eq!(b.arch, arch);
            assert_eq!(b.data.get(..4), Some(&b"\x7fELF"[..]), "{arch}");
            assert!(b.features.iter().any(|f| f == "noalias"));
        }
        for p in &kernel.params {
            let ptx: Vec<(u32, u32)> = p
                .slots
                .iter()
                .filter(|s| s.backend == GpuBackend::Ptx)
                .map(|s| (s.index, s.size))
                .collect();
            let hip: Vec<(u32, u32)> = p
                .slots
                .iter()
                .filter(|s| s.backend == GpuBackend::Hip)
                .map(|s| (s.index, s.size))
                .collect();
            assert!(
                !hip.is_empty() && hip == ptx,
                "{}: {hip:?} vs {ptx:?}",
                p.name
            );
        }
        Ok(())
    }
}
