//! Programs on CUDA: each kernel emitted as PTX by `magpie_gpu_ptx` and
//! loaded with `cuModuleLoadDataEx` (the driver JIT-compiles it for the
//! device, and caches the result on disk itself).
//!
//! Up to four variants per kernel, from two emitter options:
//! - `noalias` (buffers the kernel never writes are read through
//!   `ld.global.nc`), off for a launch that passes one allocation twice;
//! - `block_limit` (the declared `workgroup` is the largest block, so
//!   ptxas may spend more registers per work-item), off for a launch with
//!   a larger block than declared, which CUDA allows.
//!
//! The *fast* variant (both on) is emitted and loaded by
//! [`CudaModule::new`], so `Device::compile` reports emitter and JIT
//! errors. Each other variant is made on the first launch that needs it,
//! and is the fast one itself when the code would be the same (no
//! read-only buffer; no declared workgroup).
//!
//! All are cached on the kernel, by `FuncId` index, so a launch looks
//! nothing up by name. A JIT failure is `CompilationFailed` with the JIT's
//! error log.

use std::any::Any;
use std::ffi::{c_uint, c_void, CString};
use std::fmt;
use std::sync::{Arc, OnceLock};

use cudarc::driver::sys;
use magpie_gpu_ptx::PtxKernel;
use magpie_mpir::FuncId;

use super::args::ArgPlan;
use super::conv::{check, describe, NAME};
use super::device::Gpu;
use crate::backend::driver_common::{blob_or_emitted, kernels_and_blobs, KernelTable};
use crate::backend::{BackendModule, ProgramIr};
use crate::error::{ErrorKind, GpuError};

/// Bytes of JIT log kept (error and info logs each).
const LOG_BYTES: usize = 16 * 1024;

/// A loaded PTX module and its one kernel.
#[derive(Debug)]
pub(crate) struct Loaded {
    /// Unloaded by the owning [`CudaModule`] (or by whoever loaded it alone).
    pub(crate) module: sys::CUmodule,
    pub(crate) function: sys::CUfunction,
    /// `CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK`: the most work-items a
    /// block of this kernel can have (its register use may lower it).
    pub(crate) max_threads: u32,
    /// Registers per thread, for messages.
    pub(crate) registers: u32,
}

/// Which code a launch needing another variant runs.
#[derive(Debug)]
enum Variant {
    SameAsFast,
    Own(Loaded),
}

/// What a launch needs of the code, besides the fast variant's promises.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Needs {
    /// One allocation is passed as two buffer arguments.
    pub aliased: bool,
    /// The block has more work-items than the fast variant allows.
    pub large_block: bool,
}

impl Needs {
    /// The fast variant's launch: distinct buffers, a block within the
    /// declared workgroup.
    pub(crate) const NOTHING: Needs = Needs {
        aliased: false,
        large_block: false,
    };

    /// Index into [`CudaKernel::others`] (`None`: the fast variant).
    fn slot(self) -> Option<usize> {
        match (self.aliased, self.large_block) {
            (false, false) => None,
            (true, false) => Some(0),
            (false, true) => Some(1),
            (true, true) => Some(2),
        }
    }
}

/// One kernel, ready to launch.
pub(crate) struct CudaKernel {
    pub(crate) name: String,
    func: FuncId,
    pub(crate) plan: ArgPlan,
    pub(crate) fast: Loaded,
    /// The fast variant reads some buffer through the read-only path.
    fast_has_readonly: bool,
    /// The kernel declares a workgroup (so the fast variant has a limit).
    declared_block: bool,
    fast_text: String,
    /// The other variants, by [`Needs::slot`].
    others: [OnceLock<Result<Variant, GpuError>>; 3],
}

impl fmt::Debug for CudaKernel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CudaKernel")
            .field("name", &self.name)
            .field("plan", &self.plan)
            .finish()
    }
}

/// A compiled program: its kernels by `FuncId` index.
pub(crate) struct CudaModule {
    gpu: Arc<Gpu>,
    /// Address of the program's `Module`, which identifies the program for
    /// the benchmark hook ([`super::bench`]).
    pub(crate) program_addr: usize,
    pub(crate) kernels: KernelTable<CudaKernel>,
}

// SAFETY: module and function handles are driver objects usable from any
// thread that binds the context; the lazily made variant is behind a
// OnceLock.
unsafe impl Send for CudaModule {}
// SAFETY: as for Send.
unsafe impl Sync for CudaModule {}

impl fmt::Debug for CudaModule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.kernels.iter().map(|k| k.name.as_str()).collect();
        f.debug_struct("CudaModule")
            .field("kernels", &names)
            .finish()
    }
}

impl BackendModule for CudaModule {
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl crate::backend::ModuleKernels for CudaModule {
    type Kernel = CudaKernel;
    const BACKEND: &'static str = NAME;
    const API: &'static str = "CUDA";

    fn kernel(&self, func: FuncId) -> Option<&CudaKernel> {
        self.kernels.get(func)
    }
}

impl CudaModule {
    /// Emits and loads the fast variant of every kernel of `program`.
    pub(crate) fn new(gpu: &Arc<Gpu>, program: &Arc<ProgramIr>) -> Result<CudaModule, GpuError> {
        CudaModule::with_blobs(gpu, program, &[]).map(|(m, _)| m)
    }

    /// As [`new`](CudaModule::new), the fast variant of each kernel in
    /// `blobs` loaded from its PTX blob instead of emitted (the other
    /// variants are emitted from the program when a launch needs them). A
    /// blob the driver refuses is not an error: its kernel is emitted, and
    /// the second list says why.
    pub(crate) fn with_blobs(
        gpu: &Arc<Gpu>,
        program: &Arc<ProgramIr>,
        blobs: &[(FuncId, &magpie_bundle::Blob)],
    ) -> Result<(CudaModule, Vec<(FuncId, String)>), GpuError> {
        gpu.bind()?;
        let mut module = CudaModule {
            gpu: gpu.clone(),
            program_addr: &program.module as *const magpie_mpir::Module as usize,
            kernels: KernelTable::new(),
        };
        let mut refused = Vec::new();
        for (id, f, blob) in kernels_and_blobs(program, blobs) {
            let from_blob = blob.map(|blob| {
                let ptx = super::blobs::ptx_kernel(program, id, blob)?;
                let loaded = load(gpu, &f.name, &ptx).map_err(|e| e.message)?;
                Ok::<_, String>((ptx, loaded))
            });
            let (ptx, fast) = blob_or_emitted(id, from_blob, &mut refused, || {
                let ptx = emit(program, id, gpu, Needs::NOTHING)?;
                let fast = load(gpu, &f.name, &ptx)?;
                Ok((ptx, fast))
            })?;
            module.kernels.insert(
                id,
                CudaKernel {
                    name: f.name.clone(),
                    func: id,
                    plan: ArgPlan::new(&ptx.layout),
                    fast,
                    fast_has_readonly: !ptx.readonly_params.is_empty(),
                    declared_block: f.workgroup.is_some(),
                    fast_text: ptx.text,
                    others: Default::default(),
                },
            );
        }
        Ok((module, refused))
    }

    /// The kernel of `func`, if it is one of this program's kernels.
    #[inline]
    pub(crate) fn kernel(&self, func: FuncId) -> Option<&CudaKernel> {
        self.kernels.get(func)
    }
}

impl CudaKernel {
    /// The code for a launch that needs `needs`, made on first need (the
    /// caller bound the context).
    pub(crate) fn variant(
        &self,
        needs: Needs,
        gpu: &Gpu,
        program: &ProgramIr,
    ) -> Result<&Loaded, GpuError> {
        let Some(slot) = needs.slot() else {
            return Ok(&self.fast);
        };
        let made = self.others[slot].get_or_init(|| {
            let same = (!needs.aliased || !self.fast_has_readonly)
                && (!needs.large_block || !self.declared_block);
            if same {
                return Ok(Variant::SameAsFast);
            }
            let ptx = emit(program, self.func, gpu, needs)?;
            if ptx.text == self.fast_text {
                return Ok(Variant::SameAsFast);
            }
            load(gpu, &self.name, &ptx).map(Variant::Own)
        });
        match made {
            Ok(Variant::SameAsFast) => Ok(&self.fast),
            Ok(Variant::Own(l)) => Ok(l),
            Err(e) => Err(e.clone()),
        }
    }
}

/// The emitter's options for `gpu`, for a launch that needs `needs`: the
/// fast variant's promises (`noalias`, `block_limit`) unless it cannot have
/// them.
fn options(gpu: &Gpu, needs: Needs) -> magpie_gpu_ptx::Options {
    magpie_gpu_ptx::Options {
        arch: gpu.info.arch.clone(),
        ptx_version: None,
        capabilities: gpu.info.capabilities(),
        noalias: !needs.aliased,
        block_limit: !needs.large_block,
        warp_barriers: true,
    }
}

/// Emits kernel `func` of `program` for `gpu`.
fn emit(program: &ProgramIr, func: FuncId, gpu: &Gpu, needs: Needs) -> Result<PtxKernel, GpuError> {
    crate::timing::codegen(|| emit_ptx(program, func, gpu, needs))
}

fn emit_ptx(
    program: &ProgramIr,
    func: FuncId,
    gpu: &Gpu,
    needs: Needs,
) -> Result<PtxKernel, GpuError> {
    let name = program.kernel_name(func);
    magpie_gpu_ptx::emit(&program.module, &program.info, func, &options(gpu, needs)).map_err(|e| {
        let message = format!(
            "kernel @{name} cannot be compiled for {} ({}): {e}",
            gpu.info.name, gpu.info.arch
        );
        match e.kind {
            magpie_gpu_ptx::ErrorKind::Invalid => GpuError::internal(NAME, message),
            _ => GpuError::new(ErrorKind::CompilationFailed, NAME, message),
        }
    })
}

/// Loads `ptx` through the driver's JIT (`cuModuleLoadDataEx`), which
/// compiles it as a whole program and keeps the result in the driver's own
/// cache (`~/.nv/ComputeCache`, `CUDA_CACHE_*`), so a later process does
/// not compile it again.
///
/// Not `cuLinkCreate`/`cuLinkAddData`/`cuLinkComplete` into a cubin of our
/// own cache: the linker compiles PTX as a relocatable object, where shared
/// arrays are relocations and ptxas allocates more registers (the 16×16
/// SGEMM: 35 against 32, which drops a 256-thread workgroup's occupancy
/// from 8 to 6 per SM and ran at 0.78 of nvcc on an H100).
///
/// The JIT's logs are captured; a rejection is `CompilationFailed` with the
/// error log.
pub(crate) fn load(gpu: &Gpu, name: &str, ptx: &PtxKernel) -> Result<Loaded, GpuError> {
    let text = CString::new(ptx.text.as_str())
        .map_err(|_| GpuError::internal(NAME, "the emitted PTX contains a NUL byte"))?;
    let entry = CString::new(ptx.entry_point.as_str())
        .map_err(|_| GpuError::internal(NAME, "the entry point name contains a NUL byte"))?;
    let mut error_log = vec![0u8; LOG_BYTES];
    let mut info_log = vec![0u8; LOG_BYTES];
    let mut options = [
        sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER,
        sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
        sys::CUjit_option::CU_JIT_INFO_LOG_BUFFER,
        sys::CUjit_option::CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES,
    ];
    // Sizes are passed (and returned) in the pointer-sized value itself.
    let mut values: [*mut c_void; 4] = [
        error_log.as_mut_ptr().cast(),
        std::ptr::without_provenance_mut(LOG_BYTES),
        info_log.as_mut_ptr().cast(),
        std::ptr::without_provenance_mut(LOG_BYTES),
    ];
    let mut module: sys::CUmodule = std::ptr::null_mut();
    // SAFETY: the caller bound the context; `text` is NUL-terminated and
    // outlives the call; the log buffers are LOG_BYTES long as the options
    // say, and outlive the call; `options` and `values` have 4 entries.
    let r = unsafe {
        sys::cuModuleLoadDataEx(
            &mut module,
            text.as_ptr().cast(),
            options.len() as c_uint,
            options.as_mut_ptr(),
            values.as_mut_ptr(),
        )
    };
    if r != sys::CUresult::CUDA_SUCCESS {
        let written = values[1].addr().min(LOG_BYTES);
        let log = log_text(&error_log[..written]);
        let mut message = format!(
            "kernel @{name}: the CUDA driver (CUDA {}) did not load its PTX (ISA {}.{}, {}): {}",
            gpu.info.driver.version_string(),
            ptx.ptx_version.0,
            ptx.ptx_version.1,
            gpu.info.arch,
            describe(r)
        );
        if r == sys::CUresult::CUDA_ERROR_UNSUPPORTED_PTX_VERSION {
            message.push_str("; the driver is older than this PTX ISA version: update the driver");
        }
        if !log.is_empty() {
            message.push_str(":\n");
            message.push_str(&log);
        }
        let kind = match super::conv::error_kind(r) {
            ErrorKind::DriverError => ErrorKind::CompilationFailed,
            k => k,
        };
        return Err(GpuError::new(kind, NAME, message).with_code(r as i32));
    }
    with_function(module, &entry)
}

/// `module`, just loaded in the bound context, with the function `entry`
/// and its attributes; on failure the module is unloaded.
fn with_function(module: sys::CUmodule, entry: &std::ffi::CStr) -> Result<Loaded, GpuError> {
    let mut loaded = Loaded {
        module,
        function: std::ptr::null_mut(),
        max_threads: 0,
        registers: 0,
    };
    let attrs = (|| {
        // SAFETY: `module` was just loaded in the bound context; `entry` is
        // NUL-terminated; the out-pointers are valid.
        check("cuModuleGetFunction", unsafe {
            sys::cuModuleGetFunction(&mut loaded.function, module, entry.as_ptr())
        })?;
        let attr = |a: sys::CUfunction_attribute| -> Result<u32, GpuError> {
            let mut v = 0;
            check("cuFuncGetAttribute", unsafe {
                sys::cuFuncGetAttribute(&mut v, a, loaded.function)
            })?;
            Ok(u32::try_from(v).unwrap_or(0))
        };
        let max = attr(sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK)?;
        let regs = attr(sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_NUM_REGS)?;
        Ok::<_, GpuError>((max, regs))
    })();
    match attrs {
        Ok((max, regs)) => {
            loaded.max_threads = max;
            loaded.registers = regs;
            Ok(loaded)
        }
        Err(e) => {
            // SAFETY: nothing uses the module yet.
            unsafe {
                let _ = sys::cuModuleUnload(module);
            }
            Err(e)
        }
    }
}

#[cfg(test)]
impl CudaKernel {
    /// Whether the variant for `needs` was made, and is code of its own.
    pub(crate) fn variant_state(&self, needs: Needs) -> Option<bool> {
        match self.others[needs.slot()?].get() {
            Some(Ok(Variant::Own(_))) => Some(true),
            Some(Ok(Variant::SameAsFast)) => Some(false),
            _ => None,
        }
    }
}

/// The text of a JIT log: up to its first NUL, trimmed.
fn log_text(bytes: &[u8]) -> String {
    let end = bytes.iter().position(|b| *b == 0).unwrap_or(bytes.len());
    String::from_utf8_lossy(&bytes[..end]).trim().to_string()
}

impl Drop for CudaModule {
    fn drop(&mut self) {
        if self.gpu.bind().is_err() {
            return;
        }
        for k in self.kernels.iter_mut() {
            let own = k.others.iter_mut().filter_map(|v| match v.take() {
                Some(Ok(Variant::Own(l))) => Some(l.module),
                _ => None,
            });
            // SAFETY: launches hold the module until they end, so nothing
            // runs these any more; errors (a lost device) are ignored.
            unsafe {
                for m in own {
                    let _ = sys::cuModuleUnload(m);
                }
                let _ = sys::cuModuleUnload(k.fast.module);
            }
        }
    }
}
