//! MSL (Metal Shading Language) emitter for magpie-gpu kernels: the second
//! consumer of the structured tree ([`magpie_gpu::structurize`]), after
//! WGSL, whose crate this one follows.
//!
//! Surface (STYLE.md item 4): [`Options`], [`Error`] and one function,
//! [`emit`], which takes the verifier's [`ModuleInfo`] as proof that the IR
//! is well formed and returns an [`MslKernel`]: the MSL text, the kernel
//! function's name and the [`MslLayout`] a runtime binds with.
//!
//! Pipeline inside [`emit`] (`prepare`):
//! 1. `gpu.target.has/is` predicates are resolved against [`Options`]
//!    (`gpu.target.is` is true for `msl` and `metal`), so the text fits
//!    the Apple GPU family the options describe, or, with
//!    [`Options::function_constant_predicates`] (bundle blobs), kept as
//!    Metal function constants (`[[function_constant(K)]]`, set when the
//!    pipeline is made: one text for every Apple GPU;
//!    [`predicate_value`] gives each its value on a device).
//!    [`MslKernel::predicates`] lists each answer under the options;
//! 2. constant expressions are folded (by SEMANTICS, as the CPU executor
//!    computes);
//! 3. every loop is given one exit and every branch one merge
//!    ([`magpie_gpu::structurize::normalize_cfg_with`]) and each function
//!    is turned into the structured tree, which `func` prints as C++
//!    statements (MSL has no `goto`); a graph that cannot be structured is
//!    MPG_MSL_1001.
//!
//! # Refused before any text is made
//!
//! `f64` (Metal has no double; MPG_CORE_1200), `bf16` below MSL 3.1 or
//! without the capability, 64-bit integers without `int64`, atomics other
//! than 32-bit integer ones and f32 add/sub/exchange, 64-bit subgroup
//! operations, pointer operations (`ptr.*`: not yet implemented here), more
//! than 30 buffers (Metal's argument table has 31 entries, one taken by the
//! parameter block), and more than 32 KB of threadgroup memory
//! (MPG_MSL_2001). Every refusal is a [`Diagnostic`]; nothing panics.
//!
//! # How the kernel is laid out ([`MslLayout`])
//!
//! Buffer parameters are `device T*` at `[[buffer(k)]]`, `k` counting
//! buffer parameters in order, `const device T*` when nothing the kernel
//! runs writes them ([`magpie_gpu::buffer_writes::readonly_params`]) and
//! `device atomic_uint*` (`atomic_int`, `atomic_float`) when an atomic op
//! touches them. Scalar and value-struct parameters are members `u{k}` of
//! one `constant MpParams&` at the next buffer index, in parameter order
//! at natural C alignment (`bool` as a 4-byte `uint`), followed by one
//! `uint len{k}` per buffer (its element count, for `gpu.buffer_len`).
//! `gpu.shared` arrays are `threadgroup T*` parameters of the kernel
//! function at `[[threadgroup(k)]]`, `k` counting them in order, whose
//! lengths the runtime sets at dispatch ([`MslLayout::threadgroup`]); they
//! reach device functions through the context. Then come the positions:
//! `uint3` thread position in threadgroup, threadgroup position in grid,
//! threads per threadgroup, threadgroups per grid, and, when the kernel
//! uses SIMD-groups, `uint` threads per SIMD-group and lane index.
//!
//! # How values are represented
//!
//! Every SSA value and phi is a local variable of its MSL type, declared
//! (zero-initialised) at the top of its function: `bool`, `char`/`uchar`,
//! `short`/`ushort`, `int`/`uint`, `long`/`ulong`, `half`, `float`,
//! `bfloat`. Narrow integers are held in their own types, so they are
//! always canonical. Every function takes `thread MpCtx& mp`: the ids, the
//! buffer and threadgroup pointers and the parameter block. Device
//! functions that take buffers are instantiated per combination of
//! buffers and threadgroup arrays they receive, as in WGSL, so every
//! access names its array statically.
//!
//! # Semantics guards (SEMANTICS.md)
//!
//! Integer add/sub/mul wrap in the unsigned type of the width (no signed
//! overflow); division and remainder replace a zero divisor (and, signed,
//! the divisor of MIN / -1) by 1; shift amounts are masked to the width;
//! float→int casts saturate with NaN → 0 (helpers `mp_f2i_*`);
//! `math.min`/`max` follow C99 with `-0 < +0` on the bits; `math.abs` is
//! on the bits; `f.rem` is C's `fmod`, exactly, by a loop of exact steps
//! (Metal's `fmod` is `x - y * trunc(x / y)`); `fcmp.one` is
//! `a < b || a > b`; a compare of a value with itself is written without
//! the compare. f16 is `half` (Apple GPUs compute it natively, rounded
//! once); bf16 arithmetic is done in `float` and rounded to `bfloat` after
//! every op.
//!
//! Left to Metal, which the runtime must compile with fast math off
//! (`MTLCompileOptions.mathMode = .safe`): the rounding of `+ - * /`, and
//! `metal::precise::` for `sqrt`, `rsqrt` and the transcendentals, which
//! the MSL specification gives the accuracy SEMANTICS.md asks (this was
//! never checked on Apple hardware); `math.fma` is `metal::fma`, rounded
//! once.

mod func;
pub mod model;
mod names;
mod ops;
mod param_block;
mod prepare;
mod text;

use std::fmt;

use magpie_diag::{codes, Diagnostic};
use magpie_gpu::passes::TargetPredicate;
use magpie_gpu::text_backend;
use magpie_gpu::{Capability, GpuBackend, Target};
use magpie_mpir::{Elem, FuncId, Module, ModuleInfo};

pub use param_block::{param_block, ParamBlock, ParamPlace};
pub use prepare::target_is;

/// What the Apple GPU offers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Capabilities of the device (`subgroups`, `int64`, `f16_arithmetic`,
    /// `bf16`, `atomics_f32`, the `metal.*` ones). Resolves
    /// `gpu.target.has` and gates the types and ops that need them.
    pub capabilities: Vec<Capability>,
    /// The MSL version the text may use, `(3, 0)` for `metal3`; `bfloat`
    /// needs `(3, 1)`.
    pub language_version: (u32, u32),
    /// Keep the late-resolved predicates as Metal function constants
    /// (`constant bool mp_fcK [[function_constant(K)]]`, K the predicate's
    /// place in [`MslKernel::function_constants`]), set from the device
    /// when the pipeline is made, so that one text serves every Apple GPU;
    /// both sides of each predicate branch are emitted, so `capabilities`
    /// must offer what either side uses. Off: the predicates are resolved
    /// against `capabilities` and the text keeps one side.
    pub function_constant_predicates: bool,
}

impl Default for Options {
    /// The default `metal3` target.
    fn default() -> Self {
        Options::for_target(&Target::default_for(GpuBackend::Msl))
    }
}

impl Options {
    /// The options for `target`: its capabilities and the MSL version its
    /// arch names (`metal3.1` → 3.1; an arch that is not `metalX[.Y]`,
    /// 3.0).
    pub fn for_target(target: &Target) -> Options {
        Options {
            capabilities: target.features.clone(),
            language_version: language_version(&target.arch),
            function_constant_predicates: false,
        }
    }

    pub fn has(&self, cap: Capability) -> bool {
        self.capabilities.contains(&cap)
    }

    /// `bfloat` is a type of the text: the capability and MSL 3.1.
    pub fn has_bfloat(&self) -> bool {
        self.has(Capability::Bf16) && self.language_version >= (3, 1)
    }
}

/// `metal3.1` → (3, 1); anything unreadable → (3, 0).
fn language_version(arch: &str) -> (u32, u32) {
    let Some(v) = arch.strip_prefix("metal") else {
        return (3, 0);
    };
    let (major, minor) = v.split_once('.').unwrap_or((v, "0"));
    match (major.parse(), minor.parse()) {
        (Ok(a), Ok(b)) => (a, b),
        _ => (3, 0),
    }
}

/// Why a kernel was not emitted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The kernel needs a capability [`Options::capabilities`] lacks
    /// (MPG_CORE_1200).
    MissingCapability(Capability),
    /// A type, op or shape this backend cannot express, with its code.
    Unsupported,
    /// Our bug (MPG_INTERNAL).
    Internal,
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
                format!("unsupported by the Metal backend: {}", msg.into()),
            ),
        }
    }

    pub(crate) fn with_code(code: magpie_diag::Code, msg: impl Into<String>) -> Error {
        Error {
            kind: ErrorKind::Unsupported,
            diagnostic: Diagnostic::error(code, msg.into()),
        }
    }

    pub(crate) fn missing(cap: Capability, what: &str) -> Error {
        Error {
            kind: ErrorKind::MissingCapability(cap),
            diagnostic: Diagnostic::error(
                codes::MPG_CORE_1200,
                format!(
                    "{what} needs the capability `{cap}`, which the Metal target does not have"
                ),
            )
            .with_help(format!(
                "check `gpu.target.has {{ cap=\"{cap}\" }}` before using it"
            )),
        }
    }

    pub(crate) fn internal(msg: impl Into<String>) -> Error {
        Error {
            kind: ErrorKind::Internal,
            diagnostic: Diagnostic::error(
                codes::MPG_INTERNAL,
                format!(
                    "internal error while emitting MSL: {}; please report",
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

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.diagnostic.code, self.diagnostic.message)
    }
}

impl std::error::Error for Error {}

pub(crate) type Result<T> = std::result::Result<T, Error>;

/// How a buffer parameter is declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BufferAccess {
    /// `const device T*`: nothing the kernel runs writes it.
    Read,
    /// `device T*`.
    ReadWrite,
    /// `device atomic_T*`: an atomic op touches it; every access is atomic.
    Atomic,
}

/// Where one kernel parameter lives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MslSlot {
    /// `[[buffer(index)]]`, elements of `elem` at their natural stride.
    Buffer {
        index: u32,
        elem: Elem,
        access: BufferAccess,
    },
    /// Member `name` of the parameter block, at `offset` bytes.
    Constant { name: String, offset: u64 },
}

/// The contract between this emitter and a Metal runtime.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MslLayout {
    /// One slot per kernel parameter, in order.
    pub params: Vec<MslSlot>,
    /// The parameter block's buffer index (after the buffers) and size in
    /// bytes; `None` when the kernel has no parameter block.
    pub constants: Option<(u32, u64)>,
    /// Per buffer (in buffer order), the offset of its `uint` element
    /// count in the parameter block.
    pub lengths: Vec<u64>,
    /// Per threadgroup array, `[[threadgroup(k)]]` in order, the bytes to
    /// give it at dispatch (`setThreadgroupMemoryLength:atIndex:`): its
    /// natural size rounded up to 16, as Metal requires.
    pub threadgroup: Vec<u64>,
    /// Whether the entry takes `threads_per_simdgroup` and
    /// `thread_index_in_simdgroup` after the four uint3 positions.
    pub simdgroup_builtins: bool,
}

/// One kernel in MSL.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MslKernel {
    pub text: String,
    /// The `kernel` function's name.
    pub entry_point: String,
    pub layout: MslLayout,
    /// The kernel's declared `workgroup(…)`; Metal takes the threadgroup
    /// size at dispatch.
    pub workgroup: [u32; 3],
    /// The capabilities the text relies on, sorted.
    pub requires: Vec<Capability>,
    /// Every late-resolved predicate the module asks, with the value it
    /// was resolved to (its value on the device the options describe),
    /// sorted: without function constants the text fits another device
    /// only where each answer is the same.
    pub predicates: Vec<(TargetPredicate, bool)>,
    /// With [`Options::function_constant_predicates`]: the predicates kept
    /// in the text, predicate K as `[[function_constant(K)]]`, to be set
    /// from the device when its pipeline is made (sorted, as
    /// `predicates`). Empty otherwise.
    pub function_constants: Vec<TargetPredicate>,
}

/// Emits kernel `kernel` of `module` (which `info` describes) as MSL for
/// the device described by `options`.
pub fn emit(
    module: &Module,
    info: &ModuleInfo,
    kernel: FuncId,
    options: &Options,
) -> Result<MslKernel> {
    let f = module
        .functions
        .get(kernel)
        .ok_or_else(|| Error::internal("the kernel handle is not in the module"))?;
    if !f.is_kernel() {
        return Err(Error::unsupported(format!(
            "@{} returns a value: only kernels (returning unit) have an entry point",
            f.name
        )));
    }
    let steps = prepare::steps(options);
    let predicates = text_backend::prepare::predicate_answers(module, &steps);
    let prepared = text_backend::prepare::prepare(module, info, &steps)
        .map_err(|e| e.into_error(Error::unsupported, Error::internal))?;
    let (module, info) = match &prepared {
        Some((m, i)) => (m, i),
        None => (module, info),
    };
    let kernel = module
        .function_by_name(&f.name)
        .ok_or_else(|| Error::internal("the kernel vanished while preparing the module"))?;
    let mut k = text::emit_module(module, info, kernel, options)?;
    k.predicates = predicates;
    Ok(k)
}

/// The value to give function constant `pred` on a device whose
/// capabilities `options` describes: what resolving it there would
/// decide, so that a text with function constants takes the branches the
/// text emitted for that device keeps.
pub fn predicate_value(pred: &TargetPredicate, options: &Options) -> bool {
    pred.evaluate(&prepare::target_is, &|cap| options.has(cap))
}

/// This crate behind [`magpie_gpu::BackendEmitter`].
#[derive(Clone, Copy, Debug, Default)]
pub struct Msl;

impl magpie_gpu::BackendEmitter for Msl {
    const BACKEND: GpuBackend = GpuBackend::Msl;
    const BINARY: bool = false;
    type Options = Options;
    type Kernel = MslKernel;

    fn options(target: &Target) -> Options {
        Options::for_target(target)
    }

    fn emit(
        module: &Module,
        info: &ModuleInfo,
        kernel: FuncId,
        options: &Options,
    ) -> std::result::Result<MslKernel, Diagnostic> {
        emit(module, info, kernel, options).map_err(|e| e.diagnostic)
    }

    fn artifact(kernel: &MslKernel, _text: bool) -> Vec<u8> {
        kernel.text.clone().into_bytes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_come_from_the_arch() {
        assert_eq!(language_version("metal3"), (3, 0));
        assert_eq!(language_version("metal3.1"), (3, 1));
        assert_eq!(language_version("metal2.4"), (2, 4));
        assert_eq!(language_version("webgpu"), (3, 0));
        let t = Target::parse("metal3.1").expect("a metal arch");
        assert!(Options::for_target(&t).has_bfloat());
        assert!(!Options::default().has_bfloat());
    }
}
