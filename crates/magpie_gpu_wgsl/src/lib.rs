//! WGSL (WebGPU compute) emitter for magpie-gpu kernels.
//!
//! Surface (STYLE.md item 4): [`Options`], [`Error`] and one function,
//! [`emit`], which takes the verifier's [`ModuleInfo`] as proof that the IR
//! is well formed and returns a [`WgslKernel`]: the WGSL text, the entry
//! point, the [`WgslLayout`] the runtime binds with and what each buffer
//! binding needs.
//!
//! Pipeline inside [`emit`] (`prepare`):
//! 1. `gpu.target.has/is` predicates are resolved against [`Options`]
//!    (`gpu.target.is` is true for `wgsl` and `webgpu`);
//! 2. constant expressions are folded (by SEMANTICS, as the CPU executor
//!    computes), so that no WGSL expression has only literal operands (WGSL
//!    rejects a constant expression that overflows or divides by zero);
//!    Counted loops of at most 32 trips are then unrolled
//!    ([`magpie_gpu::structurize::unroll`]) and their copies folded: WGSL has
//!    no unroll hint, and naga's SPIR-V keeps loop-carried values in
//!    function variables, so NVIDIA's driver ran the tree reductions'
//!    halving loop as a loop (0.83x of nvcc, 0.94x unrolled);
//! 3. where the device has f64 and i64, the transcendental functions come
//!    from the device library ([`magpie_gpu::devlib`]), as on SPIR-V;
//! 4. every loop is given one exit and every branch one merge
//!    ([`magpie_gpu::structurize::normalize_cfg`], the dispatch's unread phi
//!    inputs reusing a carried value as on SPIR-V), and each function is
//!    turned into the structured tree ([`magpie_gpu::structurize`]), which
//!    `func` prints as WGSL statements.
//!
//! # How values are represented
//!
//! Every SSA value and every phi is a function-scope `var`, declared at the
//! top of its function (a value may be defined in a nested scope and used
//! after it). `i8`/`i16` live in `i32` and `u8`/`u16` in `u32`, always
//! held in canonical form (sign- or zero-extended from their width: every
//! op that could leave other bits re-extends). `bool` is WGSL's `bool`.
//! f16, f64, i64 and u64 use WGSL's `f16` (`enable f16;`) and naga's
//! `f64`/`i64`/`u64` (the SHADER_F64 and SHADER_INT64 extensions, not
//! standard WGSL), where [`Options::capabilities`] has them; elsewhere the
//! kernel is refused (MPG_CORE_1200) before any text is made.
//!
//! Buffers are module-scope `var<storage>` arrays (`read` when no function
//! writes them); elements narrower than 4 bytes are packed into `u32` words
//! ([`magpie_gpu::wgsl_layout`]), read by shifting and written with a
//! compare-exchange loop on `atomic<u32>`, so that two work-items writing
//! neighbouring elements of one word never undo each other. A buffer that
//! an atomic op touches is an array of `atomic<T>`, and every access to it
//! is atomic. Device functions that take a buffer or shared pointer are
//! instantiated per combination of module-scope arrays they receive (WGSL
//! passes no storage pointers without an extension).
//!
//! # Semantics guards (SEMANTICS.md)
//!
//! Emitted inline, independent of what WGSL or naga promise: integer
//! division and remainder with the divisor replaced by 1 where it is 0 or
//! the quotient overflows; signed remainder as `a - (a / d) * d`; shift
//! amounts masked to the width; float→int casts clamped before converting,
//! then saturated, NaN → 0; `math.min`/`max` with C99's NaN rule and
//! `-0 < +0`; `math.round` half away from zero; `math.abs` on the bits;
//! `fcmp.one` as `a < b || a > b`; `f.rem` as C's `fmod`, exactly; f16
//! arithmetic in f32 rounded once with integer code (`ops::f16`); f32
//! `math.fma` rounded once through f64 where the adapter has f64 and i64;
//! f32 (and so f16) `f.div` and `math.sqrt` correctly rounded where the
//! adapter has f64 (`ops::float_round`: the SPIR-V backend's f64 candidate
//! and midpoint residuals, special cases and subnormals on the bits, as
//! `mp_div_f32`/`mp_sqrt_f32`; `f.div.fast` stays WGSL's `/`).
//! Float constants that are infinite or NaN are made at run time (WGSL
//! rejects them as constants).
//!
//! WGSL cannot ask for IEEE-exact float code (SPIR-V's `NoContraction`):
//! drivers then fold `x - x` to 0, `(x + C) - C` to `x` and `f64(f32(y))`
//! to `y`, and contract `a * b + c`. Every non-`.fast` float result goes
//! through the kernel's opaque zero, a uniform word no compiler can see
//! (`ops` module docs), so none of that can happen; `.fast` ops are
//! left free.
//!
//! Left to the device: f32 division and square root where the adapter
//! lacks f64 (WGSL's `/` and `sqrt`, which WebGPU allows 2.5 ulp and
//! NVIDIA's driver computes 1 ulp off; correctly rounded on lavapipe),
//! transcendentals are WGSL's builtins where the adapter lacks f64 or i64
//! (the device library otherwise), and f32 subnormals are flushed where
//! the device flushes them (`f.div` and `math.sqrt` with f64 read their
//! operands and build their results as bits, so they keep them).

mod entry;
mod func;
mod names;
mod ops;
mod prepare;
mod text;

use std::fmt;

use magpie_diag::{codes, Diagnostic};
use magpie_gpu::passes::TargetPredicate;
use magpie_gpu::text_backend;
use magpie_gpu::wgsl_layout::WgslLayout;
use magpie_gpu::{Capability, GpuBackend, Target};
use magpie_mpir::{FuncId, Module, ModuleInfo};

pub use magpie_gpu::wgsl_layout::{self as layout, WORKGROUP_OVERRIDES};
pub use prepare::target_is;

/// What the adapter offers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Capabilities of the adapter: `f16_arithmetic` (SHADER_F16),
    /// `subgroups` (SUBGROUP), `int64` (SHADER_INT64), `float64`
    /// (SHADER_F64). Resolves `gpu.target.has` and gates the types and ops
    /// that need them (MPG_CORE_1200 when missing).
    pub capabilities: Vec<Capability>,
    /// The adapter's f32 `fma` rounds once (the runtime measures it): then
    /// `math.fma` on f32 is `fma`, else it is computed exactly through f64
    /// where the adapter has f64 and i64 (WebGPU lets `fma` round twice).
    /// False by default.
    pub fused_fma: bool,
}

impl Default for Options {
    /// Every capability the WGSL backend can use; `fma` not trusted.
    fn default() -> Self {
        Options {
            capabilities: Target::default_for(GpuBackend::Wgsl).features,
            fused_fma: false,
        }
    }
}

impl Options {
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
    /// A type, op or shape WGSL cannot express, with its code (an
    /// MPG_WGSL code, or MPG_CORE_1200).
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
        let msg = msg.into();
        Error {
            kind: ErrorKind::Unsupported,
            diagnostic: Diagnostic::error(
                codes::MPG_CORE_1200,
                format!("unsupported by the WGSL backend: {msg}"),
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
                format!("{what} needs the capability `{cap}`, which the WebGPU adapter does not have"),
            )
            .with_help(format!(
                "check `gpu.target.has {{ cap=\"{cap}\" }}` before using it, or use a type every WebGPU adapter has (f32, i32, u32)"
            )),
        }
    }

    pub(crate) fn internal(msg: impl Into<String>) -> Error {
        Error {
            kind: ErrorKind::Internal,
            diagnostic: Diagnostic::error(
                codes::MPG_INTERNAL,
                format!(
                    "internal error while emitting WGSL: {}; please report",
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

/// How a kernel uses one storage buffer binding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BufferAccess {
    /// Only read: `var<storage, read>` (a read-only storage binding).
    Read,
    /// Written (or touched by an atomic op): `var<storage, read_write>`.
    ReadWrite,
}

/// One kernel in WGSL.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WgslKernel {
    pub text: String,
    /// The `@compute` entry point's name.
    pub entry_point: String,
    pub layout: WgslLayout,
    /// Per storage binding (binding `k` is the `k`-th buffer parameter).
    pub buffers: Vec<BufferAccess>,
    /// The kernel's `workgroup(…)`: the defaults of
    /// [`WORKGROUP_OVERRIDES`].
    pub workgroup: [u32; 3],
    /// The capabilities the text relies on (its `enable`s and naga
    /// extensions), sorted.
    pub requires: Vec<Capability>,
    /// Every late-resolved predicate the module asks, with the value it
    /// was resolved to (the text holds only the chosen branches), sorted:
    /// the text fits another adapter only where each answer is the same.
    pub predicates: Vec<(TargetPredicate, bool)>,
}

/// Emits kernel `kernel` of `module` (which `info` describes) as a WGSL
/// compute module for the adapter described by `options`.
pub fn emit(
    module: &Module,
    info: &ModuleInfo,
    kernel: FuncId,
    options: &Options,
) -> Result<WgslKernel> {
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
    let layout = magpie_gpu::wgsl_layout::wgsl_layout(module, kernel).map_err(|e| {
        if e.contains("value structs") {
            Error::with_code(codes::MPG_WGSL_1001, e)
        } else {
            Error::unsupported(e)
        }
    })?;
    check_limits(f, &layout)?;
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
    let mut k = text::emit_module(module, info, kernel, &layout, options)?;
    k.predicates = predicates;
    Ok(k)
}

/// Parses and validates `kernel`'s text with naga (WGSL front end and
/// validator, as a library), allowing exactly the capabilities the kernel
/// says it [`requires`](WgslKernel::requires): a text that needs more than
/// it declares fails here. The message is naga's, with the source excerpt.
pub fn validate(kernel: &WgslKernel) -> std::result::Result<(), String> {
    use naga::valid::{
        Capabilities, ShaderStages, SubgroupOperationSet, ValidationFlags, Validator,
    };
    let text = &kernel.text;
    let module = naga::front::wgsl::parse_str(text).map_err(|e| e.emit_to_string(text))?;
    let mut caps = Capabilities::empty();
    let mut stages = ShaderStages::empty();
    let mut ops = SubgroupOperationSet::empty();
    for c in &kernel.requires {
        match c {
            Capability::Float64 => caps |= Capabilities::FLOAT64,
            Capability::Int64 => caps |= Capabilities::SHADER_INT64,
            Capability::F16Arithmetic => caps |= Capabilities::SHADER_FLOAT16,
            Capability::Subgroups => {
                caps |= Capabilities::SUBGROUP;
                stages = ShaderStages::COMPUTE;
                ops = SubgroupOperationSet::all();
            }
            _ => {}
        }
    }
    Validator::new(ValidationFlags::all(), caps)
        .subgroup_stages(stages)
        .subgroup_operations(ops)
        .validate(&module)
        .map(|_| ())
        .map_err(|e| e.emit_to_string(text))
}

/// WebGPU's limits that the kernel's signature decides (spec §2.5): at
/// most 8 storage buffers (MPG_WGSL_1005) and a declared workgroup within
/// 256 per dimension, 64 in z and 256 in all (MPG_WGSL_1006). Validation
/// reports them against a `wgsl` target; here they also hold for a kernel
/// emitted for WebGPU from another target (a bundle's `wgsl` blob), whose
/// pipeline a device would refuse. Shared memory (MPG_WGSL_2001) is
/// checked once the arrays are known ([`text`]).
fn check_limits(f: &magpie_mpir::Function, layout: &WgslLayout) -> Result<()> {
    let limits = magpie_gpu::Limits::for_backend(GpuBackend::Wgsl);
    let buffers = layout.buffer_count();
    if buffers > limits.max_storage_buffers {
        return Err(Error::with_code(
            codes::MPG_WGSL_1005,
            format!(
                "`@{}` has {buffers} buffer parameters; WebGPU binds at most {}",
                f.name, limits.max_storage_buffers
            ),
        ));
    }
    let wg = f.workgroup_size();
    let over_dim = wg.iter().zip(limits.max_per_dim).any(|(d, m)| *d > m);
    let total: u64 = wg.iter().map(|d| u64::from(*d)).product();
    if over_dim || total > u64::from(limits.max_invocations) {
        return Err(Error::with_code(
            codes::MPG_WGSL_1006,
            format!(
                "`@{}` declares workgroup({}, {}, {}); WebGPU allows {:?} per dimension and {} in all",
                f.name, wg[0], wg[1], wg[2], limits.max_per_dim, limits.max_invocations
            ),
        ));
    }
    Ok(())
}

/// This crate behind [`magpie_gpu::BackendEmitter`].
#[derive(Clone, Copy, Debug, Default)]
pub struct Wgsl;

impl magpie_gpu::BackendEmitter for Wgsl {
    const BACKEND: GpuBackend = GpuBackend::Wgsl;
    const BINARY: bool = false;
    type Options = Options;
    type Kernel = WgslKernel;

    fn options(target: &Target) -> Options {
        Options {
            capabilities: target.features.clone(),
            fused_fma: false,
        }
    }

    fn emit(
        module: &Module,
        info: &ModuleInfo,
        kernel: FuncId,
        options: &Options,
    ) -> std::result::Result<WgslKernel, Diagnostic> {
        emit(module, info, kernel, options).map_err(|e| e.diagnostic)
    }

    fn artifact(kernel: &WgslKernel, _text: bool) -> Vec<u8> {
        kernel.text.clone().into_bytes()
    }
}
