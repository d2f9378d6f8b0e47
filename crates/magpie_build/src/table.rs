//! The one table of backends that make blobs, and a kernel's entry (its
//! parameters with every table backend's layout).
//!
//! Invariant: a kernel entry's parameter slots come from the same layout
//! functions the runtime binds arguments with (`magpie_gpu::kernel_layout`),
//! so a runtime can check a blob's slots against its own before trusting it.

use magpie_bundle::{Blob, KernelEntry, ParamEntry, ParamSlot};
use magpie_diag::{codes, Diagnostic};
use magpie_gpu::{GpuBackend, Target};
use magpie_mpir::{FuncId, Module, ModuleInfo};

/// Emits kernel `func` for `target`: one blob, or one per device profile
/// the code depends on (identical ones are kept once). The tools are for
/// backends that run outside compilers (HIP's `llc` and `ld.lld`).
pub type EmitFn =
    fn(&Module, &ModuleInfo, FuncId, &Target, &BuildTools) -> Result<Vec<Blob>, EmitFailure>;

/// Explicit paths of the outside tools a build may run (`[gpu.tools]` of
/// Magpie.toml, §14.1 step 1); `None`: searched in §14's order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BuildTools {
    pub llc: Option<std::path::PathBuf>,
    pub lld: Option<std::path::PathBuf>,
}

/// A kernel's parameter slots on one backend, one list per parameter, and
/// the push-constant block size (0 where the backend has none).
pub type Slots = (Vec<Vec<ParamSlot>>, u32);

/// How one backend turns a kernel into blobs.
#[derive(Debug)]
pub struct BlobBackend {
    pub backend: GpuBackend,
    pub emit: EmitFn,
    /// The parameter slots of kernel `func` on this backend.
    pub slots: fn(&Module, FuncId) -> Result<Slots, String>,
}

/// Why a (kernel, target) pair made no blob.
#[derive(Clone, Debug)]
pub enum EmitFailure {
    /// The target lacks a capability the kernel needs: no device of that
    /// target could run the kernel, so the pair is left out of the bundle
    /// and the build goes on (the diagnostic becomes a warning).
    MissingCapability(Diagnostic),
    /// Anything else: the build fails.
    Error(Diagnostic),
}

impl EmitFailure {
    /// An emitter's failure: `missing` when it is a capability the target
    /// lacks.
    pub(crate) fn of(diagnostic: Diagnostic, missing: bool) -> EmitFailure {
        if missing {
            EmitFailure::MissingCapability(diagnostic)
        } else {
            EmitFailure::Error(diagnostic)
        }
    }
}

/// Every backend this build makes blobs for.
pub const BLOB_BACKENDS: &[BlobBackend] = &[
    crate::spv::BACKEND,
    crate::ptx::BACKEND,
    crate::wgsl::BACKEND,
    crate::hip::BACKEND,
    crate::msl::BACKEND,
];

/// The table's entry for `backend`.
pub fn blob_backend(backend: GpuBackend) -> Option<&'static BlobBackend> {
    BLOB_BACKENDS.iter().find(|b| b.backend == backend)
}

/// Kernel `func`'s entry in module `module_name`, without blobs.
pub(crate) fn kernel_entry(
    module_name: &str,
    module: &Module,
    func: FuncId,
) -> Result<KernelEntry, Diagnostic> {
    let f = &module.functions[func];
    let mut params: Vec<ParamEntry> = f
        .params
        .iter()
        .map(|p| {
            let v = &f.values[*p];
            ParamEntry {
                name: v.name.clone(),
                ty: magpie_mpir::print::ty(module, v.ty),
                slots: Vec::new(),
            }
        })
        .collect();
    let mut push_constant_size = 0;
    for b in BLOB_BACKENDS {
        let (slots, push) = (b.slots)(module, func).map_err(|why| {
            Diagnostic::new(
                codes::MPG_CORE_1200,
                format!("@{}: no {} layout: {why}", f.name, b.backend.name()),
            )
        })?;
        if b.backend == GpuBackend::Spv {
            push_constant_size = push;
        }
        for (param, s) in params.iter_mut().zip(slots) {
            param.slots.extend(s);
        }
    }
    Ok(KernelEntry {
        symbol: f.name.clone(),
        sid_hash: magpie_bundle::fnv1a64(format!("{module_name}.@{}", f.name).as_bytes()),
        params,
        workgroup: f.workgroup.unwrap_or([0; 3]),
        push_constant_size,
        blobs: Vec::new(),
    })
}
