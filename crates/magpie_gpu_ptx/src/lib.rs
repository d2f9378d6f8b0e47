//! PTX (CUDA) emitter for magpie-gpu kernels.
//!
//! Surface (STYLE.md item 4): [`Options`], [`Error`] and one function,
//! [`emit`], which takes the verifier's [`ModuleInfo`] as proof that the IR
//! is well formed and returns a [`PtxKernel`]: the PTX text, the entry name
//! and the [`PtxLayout`] the runtime passes the arguments by.
//!
//! PTX is written directly (no LLVM): the emitter is small, needs no tool at
//! compile time and controls every instruction the semantics depend on. An
//! LLVM route (spec §7.3: LLVM IR + `llc`) can be added beside it behind the
//! same surface, returning the same [`PtxKernel`] for the same
//! [`PtxLayout`], and measured against it.
//!
//! Pipeline inside [`emit`]:
//! 1. the parameter layout ([`magpie_gpu::kernel_layout::ptx_layout`]);
//! 2. `gpu.target.has/is` predicates are resolved against [`Options`]
//!    (`specialize`);
//! 3. ops PTX has no exact form for become device-library calls
//!    (`intrinsics`);
//! 4. loops with run-time trip counts are rotated behind a guard, and what
//!    only the loop uses sinks past the guard ([`prepared_ir`], with
//!    `magpie_gpu::structurize::rotate`): a grid-stride loop's stride
//!    computed before the first test made ptxas rebuild the global-memory
//!    descriptor (`R2UR`) in every iteration;
//! 5. which buffers may use the read-only path
//!    ([`magpie_gpu::buffer_writes`]);
//! 6. the kernel's parameters (`params`), then the body (`func`,
//!    `cfg`, `ops`) into virtual registers, device functions inlined at
//!    every call site, loops with a small constant trip count unrolled
//!    (`unroll`);
//! 7. the kernel's barriers that only warp 0 needs become warp barriers
//!    (`warp_sync`), once the loops that were unrolled are known;
//! 8. the module text (`module`): header with the PTX ISA version the arch
//!    and the instructions used need ([`arch`]), shared arrays, the entry
//!    with its `.param`s and register declarations.
//!
//! Invariants of the emitted code:
//! - **Registers.** One virtual register per SSA scalar (a struct is one per
//!   leaf, depth first); phis get their own registers, written by moves on
//!   the incoming edges (a parallel copy, `cfg::sequentialize`); edges out
//!   of a block with several successors that need moves go through a stub.
//!   `bool` is a `.pred`; 8- and 16-bit integers live in 32-bit registers,
//!   always extended by their own type's signedness (the *canonical* form,
//!   restored after every op that can leave it); f16 and bf16 in `.b16`.
//! - **Device functions are inlined.** The call graph is acyclic (the
//!   verifier rejects recursion), so every buffer a function touches
//!   resolves to a kernel parameter or a shared array: `ld.global.nc` and
//!   `gpu.buffer_len` need no per-call plumbing, and ptxas would inline
//!   small `.func`s anyway. The cost is code size: callee size × call sites.
//! - **Counted loops are unrolled.** An innermost loop whose header runs a
//!   constant `T <= 32` times (`magpie_gpu::structurize::trip_count`) is
//!   emitted as `T` copies in a row when they fit in 2,000 instructions:
//!   no back edge, the induction variable a constant in each copy for
//!   ptxas to fold (it does not unroll such loops itself; nvcc does). The
//!   copies share the phi registers, so the edge moves carry the loop's
//!   state from one copy to the next; the exiting block branches
//!   unconditionally, staying in every copy but the last. Why that is
//!   exact: `unroll`'s docs. Other loops are emitted as loops.
//! - **Warp barriers.** A kernel's `gpu.barrier` around which only
//!   work-items with `tid.x < 32` touch memory (the tail of a tree
//!   reduction, after unrolling) is emitted as `bar.warp.sync -1` under a
//!   predicate computed once at the entry (the block is `(32 k, 1, 1)`),
//!   with `bar.sync 0` under its negation; ptxas turns the warp barrier
//!   into nothing for a converged warp. Which barriers, and why that is
//!   exact: `warp_sync`'s docs ([`Options::warp_barriers`] turns it off).
//! - **Addresses.** Buffers are generic 64-bit addresses converted once with
//!   `cvta.to.global`; an element is `base + zext(idx) * stride`
//!   (`mul.wide.u32`); shared memory uses 32-bit addresses. A buffer
//!   parameter must be 16-byte aligned (the runtime's allocations are
//!   256-byte aligned, as `cuMemAlloc`'s are).
//! - **Vector accesses.** 2 or 4 loads (or stores) of one block on one
//!   buffer at `i, i + 1, ..` with `i` provably a multiple of their number
//!   are one `ld.v2`/`ld.v4` (`st.v2`/`st.v4`), at the first load (the last
//!   store), when nothing between them orders or touches memory the move
//!   could reorder (`magpie_gpu::wide`: the rules, and the known-trailing-zeros
//!   analysis that proves `i` aligned). A kernel states that a size is a
//!   multiple of 2^k by masking it (`i.and { n, ~(2^k - 1) }`), as
//!   `bench/kernels/sgemm.mp` does.
//! - **Semantics guards (SEMANTICS.md).** Integer division never traps (the
//!   divisor is replaced by 1 for `x/0` and `MIN/-1`); shift amounts are
//!   masked to the width (PTX clamps); float ops use the `.rn` forms, which
//!   ptxas does not contract, and no `.ftz` (subnormals preserved); `.fast`
//!   ops drop `.rn` (contractable) and use `div.full.f32`; float → int casts
//!   are `cvt.rzi` (saturating, NaN → 0; for 64-bit destinations `cvt`
//!   gives MIN on NaN, measured on an H200, so a select makes it 0);
//!   `min`/`max` fix up `-0 < +0`;
//!   `f.rem` on f32 (and f16/bf16 through f32) is an exact reduction in f64.
//!   f16 and bf16 ops the hardware lacks are computed in f32 and rounded
//!   once (exact: f32 has more than twice their precision plus two bits).
//! - **Device library.** Transcendentals (`exp log sin cos tan tanh pow
//!   atan2 exp2 log2`) on f32 and f64, f64 `rsqrt` and f64 `f.rem` are
//!   replaced by calls of [`magpie_gpu::devlib`] functions (step 3), which
//!   are inlined like any device function.
//! - **Known deviation.** `atom.add.f32` on global memory flushes subnormal
//!   inputs and results (PTX ISA); the float atomics tests use values far
//!   from the subnormal range.
//!
//! Tests: `tests/corpus.rs` assembles every corpus kernel with `ptxas` for
//! sm_70 and sm_90; `tests/golden.rs` keeps the text in `tests/out`
//! (`MAGPIE_BLESS=1`); `magpie_gpu::wide`'s tests which accesses merge and which must
//! not (the corpus kernel `wide_access` runs every arrangement on the GPU);
//! `tests/unroll.rs` checks which loops are unrolled
//! and how; `tests/warp_barriers.rs` which barriers become warp barriers,
//! `tests/warp_barriers_props.rs` that they are sound against the CPU
//! executor's record of who touches memory between barriers;
//! `tests/gpu_bundle.rs` (with `MAGPIE_PTX_BUNDLE`) writes PTX, inputs and the CPU
//! executor's results for `tests/gpu/check_ptx.py`, which runs them
//! through the CUDA driver on a GPU machine and compares bit for bit (NaN
//! payloads aside).

pub mod arch;

mod cfg;
mod func;
mod intrinsics;
mod module;
mod ops;
mod params;
mod regs;
mod specialize;
mod unroll;
mod warp_sync;

use std::fmt;

use magpie_diag::{codes, Diagnostic};
use magpie_gpu::kernel_layout::PtxLayout;
use magpie_gpu::passes::target_predicate::module_predicates;
use magpie_gpu::passes::TargetPredicate;
use magpie_gpu::{Capability, GpuBackend, Target};
use magpie_mpir::{FuncId, Module, ModuleInfo};

/// The device the PTX is for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The architecture, as a [`Target`] arch: `sm_70`, `sm_90`, `sm_90a`.
    /// `.target` is this arch; PTX for `sm_XX` runs on every later GPU
    /// (the driver compiles it), except for the `a`/`f` variants.
    pub arch: String,
    /// The PTX ISA version to declare. `None`: the lowest version that the
    /// arch and the instructions used need ([`arch::min_isa`]), which the
    /// most drivers accept. A version too low for what the kernel uses is an
    /// [`ErrorKind::Unsupported`] error.
    pub ptx_version: Option<(u32, u32)>,
    /// Capabilities of the device. Resolves `gpu.target.has` and gates the
    /// types and ops that need them (MPG_CORE_1200 when missing).
    pub capabilities: Vec<Capability>,
    /// The runtime guarantees that no two buffer arguments share memory
    /// (it sees every argument at launch; when one allocation is passed
    /// twice it uses a variant emitted without this). Then buffers the
    /// kernel never writes are read through the non-coherent read-only
    /// path (`ld.global.nc`). Without it, that path is used only when the
    /// kernel writes no buffer at all.
    pub noalias: bool,
    /// Declare the kernel's `workgroup(x, y, z)` as its largest block
    /// (`.maxntid`): ptxas may then give each work-item more registers, and
    /// the kernel cannot be launched with more work-items than that. Off:
    /// any block the device allows (the runtime's variant for launches
    /// with a larger block than declared, which CUDA permits).
    pub block_limit: bool,
    /// Emit barriers that only the first 32 work-items need as
    /// `bar.warp.sync` when the block is one-dimensional and made of whole
    /// warps (`warp_sync`: which barriers, and why that is exact); off:
    /// every barrier is `bar.sync`.
    pub warp_barriers: bool,
}

impl Default for Options {
    /// sm_70 with every capability the table gives it, no `noalias`, the
    /// declared workgroup as the block limit, warp barriers.
    fn default() -> Self {
        Options::for_target(&Target::default_for(GpuBackend::Ptx))
    }
}

/// The capabilities this emitter has ops for; the capability table's other
/// PTX capabilities (device malloc, dynamic parallelism, ...) have none
/// yet, so a predicate on them is answered false and a kernel that
/// requires them is refused.
pub const IMPLEMENTED_CAPABILITIES: [Capability; 7] = [
    Capability::AtomicsF32,
    Capability::AtomicsF64,
    Capability::Subgroups,
    Capability::Int64,
    Capability::F16Arithmetic,
    Capability::Float64,
    Capability::Bf16,
];

/// The capabilities kernels for `arch` are emitted with: the capability
/// table's PTX column at that arch, limited to
/// [`IMPLEMENTED_CAPABILITIES`]. The runtime and bundle blobs both use it,
/// so a blob answers every predicate as the runtime's own code would.
pub fn capabilities_for(arch: &str) -> Vec<Capability> {
    Target::new(GpuBackend::Ptx, arch)
        .features
        .into_iter()
        .filter(|c| IMPLEMENTED_CAPABILITIES.contains(c))
        .collect()
}

impl Options {
    /// The arch and capabilities of `target` (its backend is not checked).
    pub fn for_target(target: &Target) -> Options {
        Options {
            arch: target.arch.clone(),
            ptx_version: None,
            capabilities: target.features.clone(),
            noalias: false,
            block_limit: true,
            warp_barriers: true,
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
    /// under MPG_CORE_1200: the PTX backend does not support it.
    Unsupported,
    /// The kernel's static shared memory exceeds the limit (MPG_PTX_2001).
    SharedMemory,
    /// The emitter produced something inconsistent (MPG_PTX_2002): our bug.
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
        let msg = msg.into();
        Error {
            kind: ErrorKind::Unsupported,
            diagnostic: Diagnostic::error(
                codes::MPG_CORE_1200,
                format!("unsupported by the PTX backend: {msg}"),
            ),
        }
    }

    pub(crate) fn missing(cap: Capability, what: &str) -> Error {
        Error {
            kind: ErrorKind::MissingCapability(cap),
            diagnostic: Diagnostic::error(
                codes::MPG_CORE_1200,
                format!("{what} needs the capability `{cap}`, which the device does not have"),
            )
            .with_help(format!(
                "check `gpu.target.has {{ cap=\"{cap}\" }}` before using it, or target a newer arch"
            )),
        }
    }

    pub(crate) fn shared_memory(bytes: u64, limit: u32) -> Error {
        Error {
            kind: ErrorKind::SharedMemory,
            diagnostic: Diagnostic::error(
                codes::MPG_PTX_2001,
                format!(
                    "the kernel declares {bytes} bytes of shared memory; CUDA allows {limit} bytes of static shared memory"
                ),
            ),
        }
    }

    pub(crate) fn invalid(msg: impl Into<String>) -> Error {
        Error {
            kind: ErrorKind::Invalid,
            diagnostic: Diagnostic::error(
                codes::MPG_PTX_2002,
                format!(
                    "internal error while emitting PTX: {}; please report",
                    msg.into()
                ),
            ),
        }
    }

    pub(crate) fn at(mut self, span: magpie_diag::Span, label: &str) -> Error {
        if self.diagnostic.labels.is_empty() && !span.is_empty() {
            self.diagnostic = self.diagnostic.with_primary(span, label);
        }
        self
    }

    /// The diagnostic's message.
    pub fn message(&self) -> &str {
        &self.diagnostic.message
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.diagnostic.code, self.diagnostic.message)
    }
}

impl std::error::Error for Error {}

pub(crate) type Result<T> = std::result::Result<T, Error>;

/// One kernel in PTX.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PtxKernel {
    /// The module text (`cuModuleLoadData` takes it NUL-terminated).
    pub text: String,
    /// The `.entry` name: the kernel's name.
    pub entry_point: String,
    pub layout: PtxLayout,
    /// The declared `.version`.
    pub ptx_version: (u32, u32),
    /// Kernel parameters (by index) read through `ld.global.nc`.
    pub readonly_params: Vec<usize>,
    /// Every late-resolved predicate the module asks, sorted, with the
    /// answer this text was emitted for (only the chosen side is in it): a
    /// device that answers one differently needs other text.
    pub predicates: Vec<(TargetPredicate, bool)>,
}

/// Emits kernel `kernel` of `module` (which `info` describes) as a PTX
/// module for the device described by `options`.
pub fn emit(
    module: &Module,
    info: &ModuleInfo,
    kernel: FuncId,
    options: &Options,
) -> Result<PtxKernel> {
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
    let sm = arch::sm(&options.arch)?;
    let answers: Vec<(TargetPredicate, bool)> = module_predicates(module)
        .into_iter()
        .map(|p| {
            let v = p.evaluate(&|name| arch::target_is(name, &options.arch), &|cap| {
                options.has(cap)
            });
            (p, v)
        })
        .collect();
    let layout =
        magpie_gpu::kernel_layout::ptx_layout(module, kernel).map_err(Error::unsupported)?;
    let prepared = prepared_ir(module, info, options)?;
    let (module, info) = match &prepared {
        Some((m, i)) => (m, i),
        None => (module, info),
    };
    let readonly =
        magpie_gpu::buffer_writes::readonly_params(module, info, kernel, options.noalias);
    let mut k = module::emit_module(module, info, kernel, options, sm, &layout, readonly)?;
    k.predicates = answers;
    Ok(k)
}

/// The IR the PTX printer sees, after the IR-level steps of [`emit`]:
/// `gpu.target.has/is` resolved against `options`, the ops PTX has no
/// exact form for replaced by device-library calls, loops rotated
/// (`rotate_loops`). `None`: the IR is unchanged. Function handles stay
/// valid (device-library functions are appended). The difference harness
/// runs this IR on the CPU executor to check those steps on every
/// generated kernel.
pub fn prepared_ir(
    module: &Module,
    info: &ModuleInfo,
    options: &Options,
) -> Result<Option<(Module, ModuleInfo)>> {
    let specialized = specialize::resolve_predicates(
        module,
        |name| arch::target_is(name, &options.arch),
        |cap| options.has(cap),
    )?;
    let (module, info) = match &specialized {
        Some((m, i)) => (m, i),
        None => (module, info),
    };
    let lowered = intrinsics::lower(module)?;
    let (module, info) = match &lowered {
        Some((m, i)) => (m, i),
        None => (module, info),
    };
    Ok(rotate_loops(module, info)?.or(lowered).or(specialized))
}

/// Loops with run-time trip counts rotated behind a guard, what they
/// compute before the loop sunk past it (`magpie_gpu::structurize::rotate`);
/// the counted loops `unroll` takes are kept as they are.
fn rotate_loops(module: &Module, info: &ModuleInfo) -> Result<Option<(Module, ModuleInfo)>> {
    use magpie_gpu::structurize::{rotate_module, trip_count};
    rotate_module(module, info, |func, finfo, lp| {
        trip_count(func, finfo, lp, unroll::MAX_TRIPS).is_some()
    })
    .map_err(|e| Error::invalid(format!("loop rotation left invalid IR: {e}")))
}

#[cfg(test)]
mod tests;

/// This crate behind [`magpie_gpu::BackendEmitter`].
#[derive(Clone, Copy, Debug, Default)]
pub struct Ptx;

impl magpie_gpu::BackendEmitter for Ptx {
    const BACKEND: GpuBackend = GpuBackend::Ptx;
    const BINARY: bool = false;
    type Options = Options;
    type Kernel = PtxKernel;

    fn options(target: &Target) -> Options {
        Options::for_target(target)
    }

    fn emit(
        module: &Module,
        info: &ModuleInfo,
        kernel: FuncId,
        options: &Options,
    ) -> std::result::Result<PtxKernel, Diagnostic> {
        emit(module, info, kernel, options).map_err(|e| e.diagnostic)
    }

    fn artifact(kernel: &PtxKernel, _text: bool) -> Vec<u8> {
        kernel.text.clone().into_bytes()
    }
}
