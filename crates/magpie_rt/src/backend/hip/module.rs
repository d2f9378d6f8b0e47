//! Programs on HIP: each kernel an AMD code object (HSACO) loaded with
//! `hipModuleLoadData`, its function found with `hipModuleGetFunction`.
//!
//! The code comes from a bundle blob the device accepted
//! ([`super::blobs`]), or from the portable slice compiled here for the
//! device's gfx arch by `magpie_gpu_hip::Hip` (the `BackendEmitter`: LLVM
//! IR, then `llc` and `ld.lld`, found as §14 says). Without those tools the
//! slice cannot be compiled: `BackendUnavailable` with the tool search's
//! diagnostic (MPG_CORE_1301); an emitter or tool failure is
//! `CompilationFailed` with its diagnostic.
//!
//! Two variants per kernel, from the emitter's options:
//! - the *fast* one (`noalias`: buffers do not overlap; `block_limit`: the
//!   declared workgroup is the largest block), which blobs are built as,
//!   made by [`HipModule::with_blobs`], so `Device::compile` reports
//!   emitter and loader errors;
//! - the *safe* one (neither promise), compiled from the slice on the
//!   first launch that passes one allocation twice or a block larger than
//!   the declared workgroup.
//!
//! Kernels are kept by `FuncId` index, so a launch looks nothing up by
//! name. Every module is unloaded by the owner's `Drop`.

use std::any::Any;
use std::ffi::CString;
use std::fmt;
use std::sync::{Arc, OnceLock};

use magpie_gpu::kernel_layout::ptx_layout;
use magpie_gpu::BackendEmitter;
use magpie_mpir::FuncId;

use super::conv::{check, hip_error, NAME};
use super::device::Gpu;
use super::library::Handle;
use crate::backend::cuda::args::ArgPlan;
use crate::backend::driver_common::{blob_or_emitted, kernels_and_blobs, KernelTable};
use crate::backend::{BackendModule, ProgramIr};
use crate::error::{ErrorKind, GpuError};

/// The largest block of a kernel without a limit (the emitter's).
pub(crate) const MAX_BLOCK: u32 = 1024;

/// A loaded code object and its one kernel.
#[derive(Debug)]
pub(crate) struct Loaded {
    pub(crate) module: Handle,
    pub(crate) function: Handle,
}

/// One kernel, ready to launch.
pub(crate) struct Kernel {
    pub(crate) name: String,
    func: FuncId,
    pub(crate) plan: ArgPlan,
    pub(crate) fast: Loaded,
    /// The largest block the fast variant takes (its declared workgroup).
    pub(crate) fast_limit: u32,
    /// The safe variant, made on first need.
    safe: OnceLock<Result<Loaded, GpuError>>,
}

impl fmt::Debug for Kernel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Kernel")
            .field("name", &self.name)
            .field("plan", &self.plan)
            .finish()
    }
}

/// A compiled program: its kernels by `FuncId` index.
pub(crate) struct HipModule {
    gpu: Arc<Gpu>,
    pub(crate) kernels: KernelTable<Kernel>,
}

// SAFETY: module and function handles are runtime objects usable from any
// thread that made the device current; the lazily made variant is behind a
// OnceLock.
unsafe impl Send for HipModule {}
// SAFETY: as for Send.
unsafe impl Sync for HipModule {}

impl fmt::Debug for HipModule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.kernels.iter().map(|k| k.name.as_str()).collect();
        f.debug_struct("HipModule")
            .field("kernels", &names)
            .finish()
    }
}

impl BackendModule for HipModule {
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl crate::backend::ModuleKernels for HipModule {
    type Kernel = Kernel;
    const BACKEND: &'static str = NAME;
    const API: &'static str = "HIP";

    fn kernel(&self, func: FuncId) -> Option<&Kernel> {
        self.kernels.get(func)
    }
}

/// A code object and its entry point, from a blob or the emitter.
struct Code {
    hsaco: Vec<u8>,
    entry: String,
}

impl HipModule {
    /// Loads the fast variant of every kernel of `program`: from its blob
    /// in `blobs` when it has one, else compiled from the program. A blob
    /// the runtime refuses is not an error: its kernel is compiled, and
    /// the second list says why.
    pub(crate) fn with_blobs(
        gpu: &Arc<Gpu>,
        program: &Arc<ProgramIr>,
        blobs: &[(FuncId, &magpie_bundle::Blob)],
    ) -> Result<(HipModule, Vec<(FuncId, String)>), GpuError> {
        gpu.bind()?;
        let mut module = HipModule {
            gpu: gpu.clone(),
            kernels: KernelTable::new(),
        };
        let mut refused = Vec::new();
        for (id, f, blob) in kernels_and_blobs(program, blobs) {
            let from_blob = blob.map(|blob| {
                let code = Code {
                    hsaco: blob.data.clone(),
                    entry: blob.entry_point.clone(),
                };
                load(gpu, &f.name, &code).map_err(|e| e.message)
            });
            let fast = blob_or_emitted(id, from_blob, &mut refused, || {
                let code = emit(program, id, gpu, true)?;
                load(gpu, &f.name, &code)
            })?;
            let layout = ptx_layout(&program.module, id)
                .map_err(|why| GpuError::internal(NAME, format!("@{}: {why}", f.name)))?;
            let fast_limit = f
                .workgroup
                .map_or(MAX_BLOCK, |[x, y, z]| x.saturating_mul(y).saturating_mul(z));
            module.kernels.insert(
                id,
                Kernel {
                    name: f.name.clone(),
                    func: id,
                    plan: ArgPlan::new(&layout),
                    fast,
                    fast_limit,
                    safe: OnceLock::new(),
                },
            );
        }
        Ok((module, refused))
    }
}

impl Kernel {
    /// The code for a launch (the caller bound the device): the fast
    /// variant unless the launch aliases buffers or exceeds its block
    /// limit; then the safe one, made on first need.
    pub(crate) fn variant(
        &self,
        aliased: bool,
        block_items: u64,
        gpu: &Gpu,
        program: &ProgramIr,
    ) -> Result<&Loaded, GpuError> {
        if !aliased && block_items <= u64::from(self.fast_limit) {
            return Ok(&self.fast);
        }
        let made = self.safe.get_or_init(|| {
            let code = emit(program, self.func, gpu, false)?;
            load(gpu, &self.name, &code)
        });
        made.as_ref().map_err(Clone::clone)
    }
}

/// Compiles kernel `func` of `program` for `gpu`'s arch: the fast variant
/// (`noalias`, `block_limit`) or the safe one.
fn emit(program: &ProgramIr, func: FuncId, gpu: &Gpu, fast: bool) -> Result<Code, GpuError> {
    let options = magpie_gpu_hip::Options {
        arch: gpu.info.arch.clone(),
        capabilities: gpu.info.capabilities(),
        noalias: fast,
        block_limit: fast,
    };
    let options = (options, magpie_gpu_hip::code_object::ToolPaths::default());
    let name = program.kernel_name(func);
    let made = crate::timing::codegen(|| {
        magpie_gpu_hip::Hip::emit(&program.module, &program.info, func, &options)
    });
    match made {
        Ok(k) => Ok(Code {
            hsaco: k.hsaco,
            entry: k.kernel.entry_point,
        }),
        Err(d) => {
            let kind = match d.code.name() {
                "MPG_CORE_1301" => ErrorKind::BackendUnavailable,
                "MPG_INTERNAL" => ErrorKind::DriverError,
                _ => ErrorKind::CompilationFailed,
            };
            let how = if kind == ErrorKind::BackendUnavailable {
                " (the HIP backend compiles kernels with LLVM's `llc` and `ld.lld` at run time)"
            } else {
                ""
            };
            Err(GpuError::new(
                kind,
                NAME,
                format!(
                    "kernel @{name} cannot be compiled for {} ({}){how}: {}: {}",
                    gpu.info.name,
                    gpu.info.arch,
                    d.code.name(),
                    d.message
                ),
            ))
        }
    }
}

/// Loads `code` (`hipModuleLoadData`) and finds its entry point; on
/// failure nothing stays loaded.
fn load(gpu: &Gpu, name: &str, code: &Code) -> Result<Loaded, GpuError> {
    let hip = gpu.hip;
    if !code.hsaco.starts_with(b"\x7fELF") {
        return Err(GpuError::new(
            ErrorKind::CompilationFailed,
            NAME,
            format!("kernel @{name}: the code object is not an ELF file"),
        ));
    }
    let entry = CString::new(code.entry.as_str())
        .map_err(|_| GpuError::internal(NAME, "the entry point name contains a NUL byte"))?;
    let mut module: Handle = std::ptr::null_mut();
    // SAFETY: the device is current (the caller bound it); the image is a
    // complete ELF file that outlives the call (the runtime copies it).
    let r = unsafe { (hip.t.module_load_data)(&mut module, code.hsaco.as_ptr().cast()) };
    if r != 0 {
        let mut e = hip_error(hip, "hipModuleLoadData", r);
        e.message = format!(
            "kernel @{name}: the HIP runtime did not load its code object ({}): {}",
            gpu.info.target_id, e.message
        );
        if e.kind == ErrorKind::DriverError {
            e.kind = ErrorKind::CompilationFailed;
        }
        return Err(e);
    }
    let mut function: Handle = std::ptr::null_mut();
    // SAFETY: `module` was just loaded; `entry` is NUL-terminated.
    let found = check(hip, "hipModuleGetFunction", unsafe {
        (hip.t.module_get_function)(&mut function, module, entry.as_ptr())
    });
    if let Err(mut e) = found {
        // SAFETY: nothing uses the module yet.
        unsafe {
            let _ = (hip.t.module_unload)(module);
        }
        e.message = format!("kernel @{name}: {}", e.message);
        return Err(e);
    }
    Ok(Loaded { module, function })
}

impl Drop for HipModule {
    fn drop(&mut self) {
        if self.gpu.bind().is_err() {
            return;
        }
        let hip = self.gpu.hip;
        for k in self.kernels.iter_mut() {
            let safe = match k.safe.take() {
                Some(Ok(l)) => Some(l.module),
                _ => None,
            };
            // SAFETY: launches hold the module until they end, so nothing
            // runs these any more; errors (a lost device) are ignored.
            unsafe {
                if let Some(m) = safe {
                    let _ = (hip.t.module_unload)(m);
                }
                let _ = (hip.t.module_unload)(k.fast.module);
            }
        }
    }
}
