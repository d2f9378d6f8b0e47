//! Programs on CUDA: each kernel emitted as PTX by `magpie_gpu_ptx` and
//! loaded with `cuModuleLoadDataEx` (the driver JIT-compiles it for the
//! device, and caches the result on disk itself).
//!
//! Two variants per kernel (emitter option `noalias`):
//! - the *fast* one (`noalias`: buffers the kernel never writes are read
//!   through `ld.global.nc`) is emitted and loaded by [`CudaModule::new`],
//!   so `Device::compile` reports emitter and JIT errors;
//! - the *aliased* one (no such promise) is made on the first launch that
//!   passes one allocation twice, and is the fast one itself when the two
//!   would be the same code (no read-only buffer, or a kernel that writes
//!   no buffer at all).
//!
//! Both are cached on the kernel, by `FuncId` index, so a launch looks
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

/// Which code a launch with aliased buffers runs.
#[derive(Debug)]
enum Aliased {
    SameAsFast,
    Own(Loaded),
}

/// One kernel, ready to launch.
pub(crate) struct CudaKernel {
    pub(crate) name: String,
    func: FuncId,
    pub(crate) plan: ArgPlan,
    pub(crate) fast: Loaded,
    /// The fast variant reads some buffer through the read-only path.
    fast_has_readonly: bool,
    fast_text: String,
    aliased: OnceLock<Result<Aliased, GpuError>>,
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
    pub(crate) kernels: Vec<Option<CudaKernel>>,
}

// SAFETY: module and function handles are driver objects usable from any
// thread that binds the context; the lazily made variant is behind a
// OnceLock.
unsafe impl Send for CudaModule {}
// SAFETY: as for Send.
unsafe impl Sync for CudaModule {}

impl fmt::Debug for CudaModule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self
            .kernels
            .iter()
            .flatten()
            .map(|k| k.name.as_str())
            .collect();
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

impl CudaModule {
    /// Emits and loads the fast variant of every kernel of `program`.
    pub(crate) fn new(gpu: &Arc<Gpu>, program: &Arc<ProgramIr>) -> Result<CudaModule, GpuError> {
        gpu.bind()?;
        let mut module = CudaModule {
            gpu: gpu.clone(),
            program_addr: &program.module as *const magpie_mpir::Module as usize,
            kernels: Vec::new(),
        };
        for (id, f) in program.module.functions.iter() {
            if !f.is_kernel() {
                continue;
            }
            let ptx = emit(program, id, gpu, true)?;
            let fast = load(gpu, &f.name, &ptx)?;
            let index = id.index();
            if module.kernels.len() <= index {
                module.kernels.resize_with(index + 1, || None);
            }
            module.kernels[index] = Some(CudaKernel {
                name: f.name.clone(),
                func: id,
                plan: ArgPlan::new(&ptx.layout),
                fast,
                fast_has_readonly: !ptx.readonly_params.is_empty(),
                fast_text: ptx.text,
                aliased: OnceLock::new(),
            });
        }
        Ok(module)
    }

    /// The kernel of `func`, if it is one of this program's kernels.
    #[inline]
    pub(crate) fn kernel(&self, func: FuncId) -> Option<&CudaKernel> {
        self.kernels.get(func.index()).and_then(Option::as_ref)
    }
}

impl CudaKernel {
    /// The variant for a launch that passes one allocation twice, made on
    /// first need (the caller bound the context).
    pub(crate) fn aliased(&self, gpu: &Gpu, program: &ProgramIr) -> Result<&Loaded, GpuError> {
        let made = self.aliased.get_or_init(|| {
            if !self.fast_has_readonly {
                return Ok(Aliased::SameAsFast);
            }
            let ptx = emit(program, self.func, gpu, false)?;
            if ptx.text == self.fast_text {
                return Ok(Aliased::SameAsFast);
            }
            load(gpu, &self.name, &ptx).map(Aliased::Own)
        });
        match made {
            Ok(Aliased::SameAsFast) => Ok(&self.fast),
            Ok(Aliased::Own(l)) => Ok(l),
            Err(e) => Err(e.clone()),
        }
    }
}

/// The emitter's options for `gpu`.
pub(crate) fn options(gpu: &Gpu, noalias: bool) -> magpie_gpu_ptx::Options {
    magpie_gpu_ptx::Options {
        arch: gpu.info.arch.clone(),
        ptx_version: None,
        capabilities: gpu.info.capabilities(),
        noalias,
    }
}

/// Emits kernel `func` of `program` for `gpu`.
fn emit(
    program: &ProgramIr,
    func: FuncId,
    gpu: &Gpu,
    noalias: bool,
) -> Result<PtxKernel, GpuError> {
    let name = program
        .module
        .functions
        .get(func)
        .map_or_else(|| "?".to_string(), |f| f.name.clone());
    magpie_gpu_ptx::emit(&program.module, &program.info, func, &options(gpu, noalias)).map_err(
        |e| {
            let message = format!(
                "kernel @{name} cannot be compiled for {} ({}): {e}",
                gpu.info.name, gpu.info.arch
            );
            match e.kind {
                magpie_gpu_ptx::ErrorKind::Invalid => GpuError::internal(NAME, message),
                _ => GpuError::new(ErrorKind::CompilationFailed, NAME, message),
            }
        },
    )
}

/// Loads `ptx` with the JIT's logs captured; a rejection is
/// `CompilationFailed` with the error log.
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
    /// Whether the aliased variant was made, and is code of its own.
    pub(crate) fn aliased_state(&self) -> Option<bool> {
        match self.aliased.get() {
            Some(Ok(Aliased::Own(_))) => Some(true),
            Some(Ok(Aliased::SameAsFast)) => Some(false),
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
        for k in self.kernels.iter_mut().flatten() {
            let own = match k.aliased.take() {
                Some(Ok(Aliased::Own(l))) => Some(l.module),
                _ => None,
            };
            // SAFETY: launches hold the module until they end, so nothing
            // runs these any more; errors (a lost device) are ignored.
            unsafe {
                let _ = sys::cuModuleUnload(k.fast.module);
                if let Some(m) = own {
                    let _ = sys::cuModuleUnload(m);
                }
            }
        }
    }
}
