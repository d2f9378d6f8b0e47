//! PTX through LLVM: the spec's `llc` route (§7.3), as an option beside
//! the direct PTX emitter (`magpie_gpu_ptx`), so that the two are measured
//! against each other rather than one assumed better.
//!
//! Surface: [`Options`], [`emit`] (the LLVM module for `nvptx64-nvidia-cuda`)
//! and [`ptx`] (that module through `opt -O3` and `llc -O3 -march=nvptx64
//! -mcpu=sm_XX`, the tools found in §14's order), and [`NvptxViaLlc`], the
//! [`magpie_gpu::BackendEmitter`] behind `magpie-gpu emit --target ptx
//! --via llc` (its artifact is the PTX; as `--disassemble` text, the LLVM
//! module).
//!
//! Pipeline: the parameter layout ([`magpie_gpu::kernel_layout::ptx_layout`],
//! the same offsets the direct emitter's kernels take, so the CUDA runtime
//! launches either one unchanged); `gpu.target.has/is` answered as the
//! direct PTX emitter answers them for the same arch
//! ([`magpie_gpu_ptx::arch::target_is`], [`magpie_gpu_ptx::capabilities_for`]);
//! the device library for the ops LLVM has no exact form for
//! ([`magpie_gpu_llvm::prepare`], shared with the HIP backend); the text
//! ([`magpie_gpu_llvm::write_kernel`] with [`Triple::Nvptx`], whose docs
//! list the SEMANTICS invariants the IR keeps). `opt -O3` runs before
//! `llc` as clang runs its middle end before code generation: the route is
//! LLVM at its best, not `llc` alone. LLVM's NVPTX defaults keep the
//! SEMANTICS rules the IR asks for: `fdiv` and `sqrt` are the correctly
//! rounded `div.rn`/`sqrt.rn` without fast-math flags, no multiply-add is
//! contracted without `contract`, subnormals are kept (no `.ftz`).
//!
//! Errors are diagnostics: a kernel the writer cannot express is
//! MPG_CORE_1200 (MPG_PTX_2001 for too much shared memory); a missing or
//! unusable `llc`/`opt` is MPG_CORE_1301 with every place looked in; a
//! tool that runs and fails is MPG_PTX_2002 with its own message.
//!
//! Tests: `src/tests.rs` (the surface, the predicates' answers, the
//! errors); `tests/corpus.rs` compiles every corpus kernel for sm_70 and
//! sm_90 and assembles the PTX with `ptxas`; `tests/nvptx_bundle.rs`
//! (with `MAGPIE_NVPTX_BUNDLE`) writes every kernel's PTX with inputs and
//! the CPU executor's results for the PTX crate's `tests/gpu/check_ptx.py`
//! on an NVIDIA GPU.

mod compile;

pub use compile::{ptx, ToolPaths, MIN_LLVM_MAJOR};

use magpie_diag::{codes, Diagnostic};
use magpie_gpu::kernel_layout::PtxLayout;
use magpie_gpu::passes::target_predicate::module_predicates;
use magpie_gpu::passes::TargetPredicate;
use magpie_gpu::{Capability, GpuBackend, Limits, Target};
use magpie_gpu_llvm::{Nvptx, Triple, WriteOptions};
use magpie_gpu_ptx::arch::target_is;
use magpie_mpir::{FuncId, Module, ModuleInfo};

/// The device the PTX is for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// `sm_XX` (`sm_70`, `sm_90`); `llc -mcpu` takes it as it is.
    pub arch: String,
    /// Capabilities of the device; resolves `gpu.target.has` and gates the
    /// types and ops that need them (MPG_CORE_1200 when missing).
    pub capabilities: Vec<Capability>,
    /// No two buffer arguments share memory: buffer parameters are
    /// `noalias`, those the kernel never writes `readonly` (LLVM then reads
    /// them through `ld.global.nc`, as the direct emitter does).
    pub noalias: bool,
    /// Declare the kernel's `workgroup(x, y, z)` as its largest block
    /// (`.maxntid`).
    pub block_limit: bool,
    /// Run `opt -O3` before `llc -O3` (off: `llc` alone).
    pub optimize: bool,
}

impl Options {
    /// The arch of `target` with the capabilities the direct PTX emitter
    /// uses for it ([`magpie_gpu_ptx::capabilities_for`]); `optimize` on,
    /// `noalias` off, the declared workgroup as the block limit.
    pub fn for_target(target: &Target) -> Options {
        Options {
            arch: target.arch.clone(),
            capabilities: magpie_gpu_ptx::capabilities_for(&target.arch)
                .into_iter()
                .filter(|c| target.features.contains(c))
                .collect(),
            noalias: false,
            block_limit: true,
            optimize: true,
        }
    }

    pub fn has(&self, cap: Capability) -> bool {
        self.capabilities.contains(&cap)
    }

    /// The `XX` of `sm_XX` (`sm_90a` too: `llc -mcpu` takes it).
    fn sm(&self) -> Option<u32> {
        magpie_gpu::target::sm_number(&self.arch)
    }
}

/// One kernel as an LLVM module for NVPTX.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NvptxKernel {
    /// The module text (`llc -march=nvptx64 -mcpu=<arch>` compiles it).
    pub llvm_ir: String,
    /// The kernel's symbol: the PTX `.entry`.
    pub entry_point: String,
    pub arch: String,
    pub layout: PtxLayout,
    /// The largest block the kernel may be launched with.
    pub max_block: u32,
    /// Every late-resolved predicate the module asks, with its answer.
    pub predicates: Vec<(TargetPredicate, bool)>,
}

/// Emits kernel `kernel` of `module` (which `info` describes) as an LLVM
/// module for NVPTX.
pub fn emit(
    module: &Module,
    info: &ModuleInfo,
    kernel: FuncId,
    options: &Options,
) -> Result<NvptxKernel, Diagnostic> {
    let f = module
        .functions
        .get(kernel)
        .ok_or_else(|| internal("the kernel handle is not in the module"))?;
    if !f.is_kernel() {
        return Err(unsupported(format!(
            "@{} returns a value: only kernels (returning unit) have an entry point",
            f.name
        )));
    }
    let sm = options.sm().ok_or_else(|| {
        Diagnostic::error(
            codes::MPG_CORE_1200,
            format!(
                "the llc route takes an `sm_XX` arch, not `{}`",
                options.arch
            ),
        )
        .with_help("give e.g. `--arch sm_90`")
    })?;
    let is = |name: &str| target_is(name, &options.arch);
    let has = |cap| options.has(cap);
    let predicates: Vec<(TargetPredicate, bool)> = module_predicates(module)
        .into_iter()
        .map(|p| {
            let v = p.evaluate(&is, &has);
            (p, v)
        })
        .collect();
    let prepared = magpie_gpu_llvm::prepare(module, info, &is, &has).map_err(from_writer)?;
    let (module, info) = match &prepared {
        Some((m, i)) => (m, i),
        None => (module, info),
    };
    let limits = Limits::for_backend(GpuBackend::Ptx);
    let write = WriteOptions {
        capabilities: options.capabilities.clone(),
        noalias: options.noalias,
        block_limit: options.block_limit,
        max_block: limits.max_invocations,
        max_shared_bytes: u64::from(limits.max_shared_bytes),
    };
    let k =
        magpie_gpu_llvm::write_kernel(module, info, kernel, &Triple::Nvptx(Nvptx { sm }), &write)
            .map_err(from_writer)?;
    Ok(NvptxKernel {
        llvm_ir: k.text,
        entry_point: k.entry_point,
        arch: options.arch.clone(),
        layout: k.layout,
        max_block: k.max_block,
        predicates,
    })
}

fn unsupported(msg: String) -> Diagnostic {
    Diagnostic::error(
        codes::MPG_CORE_1200,
        format!("unsupported by the PTX backend's llc route: {msg}"),
    )
}

fn internal(msg: &str) -> Diagnostic {
    Diagnostic::error(
        codes::MPG_INTERNAL,
        format!("internal error while emitting LLVM IR for NVPTX: {msg}; please report"),
    )
}

/// The writer's error as this route's diagnostic.
fn from_writer(e: magpie_gpu_llvm::Error) -> Diagnostic {
    use magpie_gpu_llvm::ErrorKind as K;
    let d = match &e.kind {
        K::Unsupported => unsupported(e.message.clone()),
        K::Invalid => internal(&e.message),
        K::MissingCapability(_) => Diagnostic::error(codes::MPG_CORE_1200, e.message.clone()),
        K::SharedMemory { bytes, limit } => Diagnostic::error(
            codes::MPG_PTX_2001,
            format!("the kernel declares {bytes} bytes of shared memory; a block may have {limit}"),
        ),
    };
    e.decorate(d)
}

/// A kernel through the whole route: the LLVM module and `llc`'s PTX.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LlcPtx {
    pub kernel: NvptxKernel,
    pub ptx: String,
}

/// This route behind [`magpie_gpu::BackendEmitter`]: its artifact is the
/// PTX; as text (`--disassemble`), the LLVM module `llc` compiled.
#[derive(Clone, Copy, Debug, Default)]
pub struct NvptxViaLlc;

impl magpie_gpu::BackendEmitter for NvptxViaLlc {
    const BACKEND: GpuBackend = GpuBackend::Ptx;
    const BINARY: bool = false;
    type Options = (Options, ToolPaths);
    type Kernel = LlcPtx;

    fn options(target: &Target) -> Self::Options {
        (Options::for_target(target), ToolPaths::default())
    }

    fn emit(
        module: &Module,
        info: &ModuleInfo,
        kernel: FuncId,
        (options, tools): &Self::Options,
    ) -> Result<LlcPtx, Diagnostic> {
        let kernel = emit(module, info, kernel, options)?;
        let ptx = ptx(&kernel, options.optimize, tools)?;
        Ok(LlcPtx { kernel, ptx })
    }

    fn artifact(kernel: &LlcPtx, text: bool) -> Vec<u8> {
        if text {
            kernel.kernel.llvm_ir.clone().into_bytes()
        } else {
            kernel.ptx.clone().into_bytes()
        }
    }
}

#[cfg(test)]
mod tests;
