//! AMDGCN (HIP) emitter for magpie-gpu kernels: LLVM IR for `llc`.
//!
//! Surface (STYLE.md item 4): [`Options`], [`Error`] and one function,
//! [`emit`], which takes the verifier's [`ModuleInfo`] as proof that the IR
//! is well formed and returns a [`HipKernel`]: an LLVM module (triple
//! `amdgcn-amd-amdhsa`, code object v5) for `llc -march=amdgcn
//! -mcpu=<arch>`, the entry name, and the [`PtxLayout`] the runtime passes
//! the arguments by (HIP takes CUDA's packed argument buffer; the kernel's
//! LLVM parameters are at exactly those offsets, which `tests/corpus.rs`
//! checks against the code object's metadata). [`emit`] gives the `.ll`
//! text; [`code_object`] turns it into an HSACO (`llc -filetype=obj`,
//! `ld.lld -shared`, the tools found in §14's order), which is what
//! [`Hip`] (the [`magpie_gpu::BackendEmitter`]) gives.
//!
//! Pipeline inside [`emit`]:
//! 1. the parameter layout ([`magpie_gpu::kernel_layout::ptx_layout`]);
//! 2. `gpu.target.has/is` predicates resolved against [`Options`]
//!    (`magpie_gpu::passes::predicates`, answers from [`arch::target_is`]
//!    and the capabilities);
//! 3. ops the device library serves at a wider type are widened
//!    (exact `f.rem` of f32/f16/bf16 at f64, f16/bf16 transcendentals at
//!    f32), then the ops LLVM has no exact form for become device-library
//!    calls ([`magpie_gpu_llvm::prepare`] does 2 and 3, and says why);
//! 4. the LLVM text ([`magpie_gpu_llvm::write_kernel`]: its docs list the
//!    invariants of the emitted code), with buffers the kernel never
//!    writes marked `readonly` ([`magpie_gpu::buffer_writes`]) and, with
//!    [`Options::noalias`], every buffer `noalias`.
//!
//! AMD specifics: the wavefront (our subgroup) is 64 lanes on gfx9 and 32
//! on gfx10 and later ([`arch::wavefront_size`]); the kernel declares its
//! `workgroup(x, y, z)` product as its largest flat work-group size
//! ([`Options::block_limit`]); shared memory is LDS, at most 64 KiB per
//! workgroup (MPG_HIP_2001 beyond).
//!
//! Tests: `tests/corpus.rs` emits every corpus kernel, checks it with
//! `opt -passes=verify`, compiles it with `llc` and links it with `ld.lld`
//! for gfx942 (a sample for gfx90a, gfx1100, gfx1201) and reads the code
//! object's metadata back (`llvm-readelf --notes`: argument offsets and
//! sizes, LDS size, wavefront size, flat work-group size); `tests/golden.rs`
//! keeps the text in `tests/out` (`MAGPIE_BLESS=1`); `src/tests.rs` has
//! the surface's facts and errors. The writer and [`magpie_gpu_llvm::prepare`]
//! run on a real GPU through the PTX backend's llc route
//! (`magpie_gpu_nvptx`, its `nvptx_bundle` test: no AMD GPU being at
//! hand). The LLVM crate's own tests run its
//! arithmetic under `lli` against the CPU executor.

pub mod arch;
pub mod code_object;

use std::fmt;

use magpie_diag::{codes, Diagnostic};
use magpie_gpu::kernel_layout::PtxLayout;
use magpie_gpu::passes::target_predicate::module_predicates;
use magpie_gpu::passes::TargetPredicate;
use magpie_gpu::{Capability, GpuBackend, Limits, Target};
use magpie_gpu_llvm::{Amdgcn, Triple, WriteOptions};
use magpie_mpir::{FuncId, Module, ModuleInfo};

/// The device the code is for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The architecture, as `llc -mcpu` takes it: `gfx90a`, `gfx942`,
    /// `gfx1100`, `gfx1201` ([`arch::KNOWN`]).
    pub arch: String,
    /// Capabilities of the device. Resolves `gpu.target.has` and gates the
    /// types and ops that need them (MPG_CORE_1200 when missing).
    pub capabilities: Vec<Capability>,
    /// The runtime guarantees that no two buffer arguments share memory:
    /// buffer parameters are `noalias` and the ones the kernel never writes
    /// `readonly` (LLVM may then use scalar or cached loads for them).
    pub noalias: bool,
    /// Declare the kernel's `workgroup(x, y, z)` as its largest block
    /// (`amdgpu-flat-work-group-size`); off: any block up to 1024.
    pub block_limit: bool,
}

impl Default for Options {
    /// gfx942 with every capability the table gives it, no `noalias`, the
    /// declared workgroup as the block limit.
    fn default() -> Self {
        Options::for_target(&Target::default_for(GpuBackend::Hip))
    }
}

/// The capabilities this emitter has ops for; the table's other HIP
/// capabilities (device malloc, recursion, ...) have none yet, so a
/// predicate on them is answered false and a kernel that requires them is
/// refused.
pub const IMPLEMENTED_CAPABILITIES: [Capability; 8] = [
    Capability::AtomicsF32,
    Capability::AtomicsF64,
    Capability::Subgroups,
    Capability::Int64,
    Capability::F16Arithmetic,
    Capability::Float64,
    Capability::Bf16,
    Capability::HipWave64,
];

/// The capabilities kernels for `arch` are emitted with: the capability
/// table's HIP column limited to [`IMPLEMENTED_CAPABILITIES`], and
/// `hip.wave64` only where the wavefront is 64 lanes (gfx9).
pub fn capabilities_for(arch: &str) -> Vec<Capability> {
    Target::new(GpuBackend::Hip, arch)
        .features
        .into_iter()
        .filter(|c| IMPLEMENTED_CAPABILITIES.contains(c))
        .filter(|c| *c != Capability::HipWave64 || arch::wavefront_size(arch) == 64)
        .collect()
}

impl Options {
    /// The arch of `target` and its capabilities ([`capabilities_for`]);
    /// its backend is not checked.
    pub fn for_target(target: &Target) -> Options {
        Options {
            arch: target.arch.clone(),
            capabilities: capabilities_for(&target.arch)
                .into_iter()
                .filter(|c| target.features.contains(c))
                .collect(),
            noalias: false,
            block_limit: true,
        }
    }

    pub fn has(&self, cap: Capability) -> bool {
        self.capabilities.contains(&cap)
    }
}

/// Why a kernel was not emitted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The kernel needs a capability [`Options::capabilities`] lacks
    /// (MPG_CORE_1200).
    MissingCapability(Capability),
    /// A type, op, arch or shape this emitter does not handle (yet), reported
    /// under MPG_CORE_1200: the HIP backend does not support it.
    Unsupported,
    /// The kernel's shared memory exceeds the LDS (MPG_HIP_2001).
    SharedMemory,
    /// The emitter produced something inconsistent (MPG_INTERNAL): our bug.
    Invalid,
}

/// An emission failure with the diagnostic to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    pub kind: ErrorKind,
    pub diagnostic: Diagnostic,
}

impl Error {
    pub(crate) fn unsupported(msg: impl Into<String>) -> Error {
        Error {
            kind: ErrorKind::Unsupported,
            diagnostic: Diagnostic::error(
                codes::MPG_CORE_1200,
                format!("unsupported by the HIP backend: {}", msg.into()),
            ),
        }
    }

    pub(crate) fn invalid(msg: impl Into<String>) -> Error {
        Error {
            kind: ErrorKind::Invalid,
            diagnostic: Diagnostic::error(
                codes::MPG_INTERNAL,
                format!(
                    "internal error while emitting LLVM IR for HIP: {}; please report",
                    msg.into()
                ),
            ),
        }
    }

    /// The diagnostic's message.
    pub fn message(&self) -> &str {
        &self.diagnostic.message
    }
}

impl From<magpie_gpu_llvm::Error> for Error {
    fn from(e: magpie_gpu_llvm::Error) -> Error {
        use magpie_gpu_llvm::ErrorKind as K;
        let mut out = match e.kind {
            K::Unsupported => Error::unsupported(e.message.clone()),
            K::Invalid => Error::invalid(e.message.clone()),
            K::MissingCapability(cap) => Error {
                kind: ErrorKind::MissingCapability(cap),
                diagnostic: Diagnostic::error(codes::MPG_CORE_1200, e.message.clone()),
            },
            K::SharedMemory { bytes, limit } => Error {
                kind: ErrorKind::SharedMemory,
                diagnostic: Diagnostic::error(
                    codes::MPG_HIP_2001,
                    format!(
                        "the kernel declares {bytes} bytes of shared memory; an AMD workgroup's LDS holds {limit} bytes"
                    ),
                ),
            },
        };
        out.diagnostic = e.decorate(out.diagnostic);
        out
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.diagnostic.code, self.diagnostic.message)
    }
}

impl std::error::Error for Error {}

pub(crate) type Result<T> = std::result::Result<T, Error>;

/// One kernel as LLVM IR for AMDGCN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HipKernel {
    /// The LLVM module text (`llc -march=amdgcn -mcpu=<arch>` compiles it).
    pub llvm_ir: String,
    /// The kernel's symbol (the code object's kernel is `<name>.kd`).
    pub entry_point: String,
    /// The arch the module is for.
    pub arch: String,
    pub layout: PtxLayout,
    /// Lanes per wavefront (`gpu.subgroup.size`).
    pub wavefront_size: u32,
    /// Bytes of LDS the kernel's shared arrays take.
    pub shared_bytes: u64,
    /// The largest block the kernel may be launched with.
    pub max_block: u32,
    /// Kernel parameters (by index) declared `readonly`.
    pub readonly_params: Vec<usize>,
    /// Every late-resolved predicate the module asks, sorted, with the
    /// answer this code was emitted for.
    pub predicates: Vec<(TargetPredicate, bool)>,
}

/// Emits kernel `kernel` of `module` (which `info` describes) as an LLVM
/// module for the device described by `options`.
pub fn emit(
    module: &Module,
    info: &ModuleInfo,
    kernel: FuncId,
    options: &Options,
) -> Result<HipKernel> {
    let f = module
        .functions
        .get(kernel)
        .ok_or_else(|| Error::invalid("the kernel handle is not in the module"))?;
    if !f.is_kernel() {
        return Err(Error::unsupported(format!(
            "@{} returns a value: only kernels (returning unit) have an entry point",
            f.name
        )));
    }
    arch::check(&options.arch)?;
    let answers: Vec<(TargetPredicate, bool)> = module_predicates(module)
        .into_iter()
        .map(|p| {
            let v = p.evaluate(&|name| arch::target_is(name, &options.arch), &|cap| {
                options.has(cap)
            });
            (p, v)
        })
        .collect();
    let prepared = prepared_ir(module, info, options)?;
    let (module, info) = match &prepared {
        Some((m, i)) => (m, i),
        None => (module, info),
    };
    let limits = Limits::for_backend(GpuBackend::Hip);
    let write = WriteOptions {
        capabilities: options.capabilities.clone(),
        noalias: options.noalias,
        block_limit: options.block_limit,
        max_block: limits.max_invocations,
        max_shared_bytes: u64::from(limits.max_shared_bytes),
    };
    let triple = Triple::Amdgcn(Amdgcn::new(&options.arch));
    let k = magpie_gpu_llvm::write_kernel(module, info, kernel, &triple, &write)?;
    Ok(HipKernel {
        llvm_ir: k.text,
        entry_point: k.entry_point,
        arch: options.arch.clone(),
        layout: k.layout,
        wavefront_size: triple.subgroup_size(),
        shared_bytes: k.shared_bytes,
        max_block: k.max_block,
        readonly_params: k.readonly_params,
        predicates: answers,
    })
}

/// The IR the LLVM writer sees, after the IR-level steps of [`emit`]:
/// `gpu.target.has/is` resolved against `options`, narrow ops widened and
/// the ops LLVM has no exact form for replaced by device-library calls.
/// `None`: the IR is unchanged. Function handles stay valid (new functions
/// are appended). The difference harness can run this IR on the CPU
/// executor to check those steps.
pub fn prepared_ir(
    module: &Module,
    info: &ModuleInfo,
    options: &Options,
) -> Result<Option<(Module, ModuleInfo)>> {
    Ok(magpie_gpu_llvm::prepare(
        module,
        info,
        &|name| arch::target_is(name, &options.arch),
        &|cap| options.has(cap),
    )?)
}

#[cfg(test)]
mod tests;

/// A kernel as a code object: the LLVM module and the HSACO `llc` and
/// `ld.lld` made of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HipCodeObject {
    pub kernel: HipKernel,
    pub hsaco: Vec<u8>,
}

/// This crate behind [`magpie_gpu::BackendEmitter`]: emission, then the
/// code object ([`code_object::code_object`], the tools found in §14's
/// order). The artifact is the HSACO; as text, the LLVM module.
#[derive(Clone, Copy, Debug, Default)]
pub struct Hip;

impl magpie_gpu::BackendEmitter for Hip {
    const BACKEND: GpuBackend = GpuBackend::Hip;
    const BINARY: bool = true;
    type Options = (Options, code_object::ToolPaths);
    type Kernel = HipCodeObject;

    fn options(target: &Target) -> Self::Options {
        (
            Options::for_target(target),
            code_object::ToolPaths::default(),
        )
    }

    fn emit(
        module: &Module,
        info: &ModuleInfo,
        kernel: FuncId,
        (options, tools): &Self::Options,
    ) -> std::result::Result<HipCodeObject, Diagnostic> {
        let kernel = emit(module, info, kernel, options).map_err(|e| e.diagnostic)?;
        let hsaco = code_object::code_object(&kernel, tools)?;
        Ok(HipCodeObject { kernel, hsaco })
    }

    fn artifact(kernel: &HipCodeObject, text: bool) -> Vec<u8> {
        if text {
            kernel.kernel.llvm_ir.clone().into_bytes()
        } else {
            kernel.hsaco.clone()
        }
    }
}
