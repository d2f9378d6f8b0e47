//! SPIR-V (Vulkan compute) emitter for magpie-gpu kernels.
//!
//! Surface (STYLE.md item 4): [`Options`], [`Error`] and one function,
//! [`emit`], which takes the verifier's [`ModuleInfo`] as proof that the IR
//! is well formed and returns a [`SpirvKernel`]: the words, the entry point
//! name and the [`KernelLayout`] the runtime must bind with.
//!
//! Pipeline inside [`emit`]:
//! 1. `gpu.target.has/is` predicates are resolved against [`Options`]
//!    ([`specialize`]): each `cbr` on a predicate becomes a `br` to the
//!    surviving side, and the CFG is simplified and verified again. With
//!    [`Options::spec_constant_predicates`] they are kept instead, for the
//!    device to answer: their computations move to the top of the entry
//!    block (they stay there through the steps below, which never decide a
//!    branch on a predicate), and step 3 declares them as boolean
//!    specialization constants (see *Predicates as specialization
//!    constants* below);
//! 2. ops the device library serves better are rewritten into calls of
//!    its functions, which are linked in ([`intrinsics`]); every loop is
//!    given a single exit block where its exits continue at different
//!    blocks, a multi-level `break` included
//!    ([`magpie_gpu::structurize::exits`], strict mode); constant
//!    expressions are folded (by SEMANTICS, as the CPU executor computes),
//!    so that every constant operand is visible to the guards below;
//! 3. the module-level pieces are declared ([`module`]): memory model, entry
//!    point, workgroup-size specialization constants, storage buffers and the
//!    push-constant block from [`KernelLayout`], builtins;
//! 4. the kernel and every device function it reaches are emitted
//!    ([`func`], [`cfg`], [`ops`]); device functions are specialised per
//!    combination of buffers they receive (Logical addressing cannot pass a
//!    storage-buffer pointer without VariablePointers);
//!    2 or 4 neighbouring accesses of a storage buffer that
//!    [`magpie_gpu::wide`] groups are one `vec2`/`vec4` load or store
//!    through a vector view of the buffer: a second variable at the same
//!    descriptor set and binding (a runtime array of the vector, stride
//!    its size), both decorated `Aliased` where the functions reach the
//!    buffer through both (through one only, neither is: the driver keeps
//!    its no-alias assumptions). Shared arrays get the same where
//!    [`Options::workgroup_explicit_layout`] allows: every shared array is
//!    then a `Block` struct at its own 16-byte aligned offset of workgroup
//!    memory, and a vector view is one more `Block` at the same offset
//!    (explicitly laid-out workgroup blocks alias by definition); elsewhere
//!    a shared array whose grouped accesses share one width is an array of
//!    vectors ([`shared_vectors`]), its other accesses taking a component,
//!    and the rest stay scalar;
//! 5. capabilities and extensions are declared for what was actually used.
//!
//! Semantics guards (SEMANTICS.md) are emitted inline: guarded integer
//! division, shift amounts masked to the width, saturating float→int casts
//! with NaN → 0, `NoContraction` on every non-`.fast` float op, C99
//! `fmin`/`fmax` with `-0 < +0`, round half away from zero; signed `%` as
//! `a - (a / b) * b` on the guarded division (some drivers' `OpSRem` is
//! wrong on negative operands). Subnormals are preserved (`DenormPreserve`)
//! for the float widths [`Options::denorm_preserve`] allows, and signed
//! zeros, infinities and NaNs (`SignedZeroInfNanPreserve`) for those
//! [`Options::signed_zero_inf_nan_preserve`] allows. Forms no driver may
//! reason about, each made for a driver that did (`ops` module docs):
//! every narrowing to f16 rounds on the bits (`ops::f16`), `math.abs` is
//! an integer AND, 8- and 16-bit arithmetic runs in 32 bits and narrow
//! values are sign-extended by hand, and sums with a `+0.0` term repair
//! their zero results (`ops::zero_guard`).
//!
//! # Predicates as specialization constants
//!
//! With [`Options::spec_constant_predicates`] one blob serves every device
//! that has what it [`SpirvKernel::requires`]: each distinct predicate the
//! kernel (or a function it calls) asks is an `OpSpecConstantFalse`
//! decorated `SpecId` [`FIRST_PREDICATE_SPEC_ID`] + k, k counting the
//! predicates in the order of their text forms (`has:…` before `is:…`);
//! [`SpirvKernel::predicates`] lists `(spec id, predicate)`. `pred.and/or/
//! not` are `OpSpecConstantOp` `LogicalAnd/LogicalOr/LogicalNot` at module
//! level, and a `cbr` on a predicate stays a structured
//! `OpBranchConditional` on that constant, which the driver (or
//! `spirv-opt --freeze-spec-const --fold-spec-const-op-composite
//! --eliminate-dead-branches`) removes once the pipeline gives the values.
//! A predicate left unspecialised is false: the portable side. The value
//! to give is [`predicate_value`], the resolving path's own answer. Both
//! sides are emitted, so [`Options::capabilities`] must offer what either
//! uses, and the module declares the SPIR-V capabilities of both (Vulkan
//! checks declared capabilities when the module is created, dead code or
//! not): a runtime must refuse the blob on a device lacking one of
//! [`SpirvKernel::requires`]. Without predicates the option changes nothing.
//!
//! bf16 is emulated ([`ops::bf16`]; SPV_KHR_bfloat16 is not used), so every
//! Vulkan device can offer it: a bf16 value is an f32 register holding a
//! value bf16 represents exactly, and memory (buffers, push constants,
//! workgroup arrays, struct members) holds its 16 bits as a `u16` (16-bit
//! storage, as for `u16`). Loads shift the bits into the top half, stores
//! take the top half. Each op computes with the exact f32 forms above and
//! rounds to bf16 with integer ops (round to nearest even, NaN kept quiet),
//! which is what the CPU executor does; `math.fma`, casts from f64 and from
//! integers round once from the exact value (through round-to-odd), and
//! transcendentals are the device library's f64 functions rounded once.
//! bf16 never goes through `OpFConvert` to or from f64 (NVIDIA's driver
//! flushes f32 subnormals there). Not implemented: `gpu.subgroup.sum` on
//! bf16; without f64 on the device, `math.fma` is exact only while `a*b`
//! stays within f32's range.

mod cfg;
mod func;
mod intrinsics;
mod module;
mod ops;
mod shared_vectors;
mod specialize;
mod types;

use std::fmt;

use magpie_diag::{codes, Diagnostic};
use magpie_gpu::kernel_layout::KernelLayout;
use magpie_gpu::passes::TargetPredicate;
use magpie_gpu::{Capability, GpuBackend, Target};
use magpie_mpir::{FuncId, Module, ModuleInfo};

pub use specialize::predicate_value;

/// The spec id of the first predicate with
/// [`Options::spec_constant_predicates`]: right after the workgroup size's
/// ([`KernelLayout::WORKGROUP_SPEC_IDS`], 0 to 2).
pub const FIRST_PREDICATE_SPEC_ID: u32 = 3;

/// What the device offers and which Vulkan it runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Vulkan version; decides the SPIR-V version (1.3 → SPIR-V 1.6,
    /// 1.2 → 1.5, 1.1 → 1.3, 1.0 → 1.0).
    pub vulkan_version: (u32, u32),
    /// Capabilities of the device. Resolves `gpu.target.has` and gates the
    /// types and ops that need them (MPG_CORE_1200 when missing).
    pub capabilities: Vec<Capability>,
    /// Float widths whose subnormals the device can preserve
    /// (`shaderDenormPreserveFloat16/32/64`): the kernel declares the
    /// `DenormPreserve` execution mode for each of these it uses.
    pub denorm_preserve: DenormPreserve,
    /// Float widths for which the device honours `SignedZeroInfNanPreserve`
    /// (`shaderSignedZeroInfNanPreserveFloat16/32/64`; the same per-width
    /// set type): declared for each of these the kernel uses, so that the
    /// driver may not fold away signed zeros, infinities or NaNs
    /// (e.g. `0 * x + c` into `c`).
    pub signed_zero_inf_nan_preserve: DenormPreserve,
    /// Float widths whose GLSL.std.450 `Fma` the device computes with one
    /// rounding (the same per-width set type). Vulkan allows `Fma` to be a
    /// multiply and an add; where it is not known to be fused, `math.fma`
    /// is computed exactly another way (f32 and f16 through f64 with
    /// round-to-odd, f64 by the device library's integer `__mp_fma_f64`).
    /// The runtime measures this per device.
    pub fused_fma: DenormPreserve,
    /// Keep `gpu.target.is/has` predicates as boolean specialization
    /// constants for the pipeline to set ([`SpirvKernel::predicates`],
    /// [`predicate_value`]) instead of resolving them against these
    /// options; both sides of each predicate branch are emitted. False by
    /// default: resolved now, as before.
    pub spec_constant_predicates: bool,
    /// The device has `workgroupMemoryExplicitLayout`
    /// (VK_KHR_workgroup_memory_explicit_layout) enabled: shared arrays may
    /// be laid out explicitly so that neighbouring accesses of one become a
    /// vector access through a second view ([`magpie_gpu::wide`]). Used
    /// only for SPIR-V 1.4 and later, where a kernel has such a group and
    /// every shared array holds 4- or 8-byte scalars. False by default.
    pub workgroup_explicit_layout: bool,
    /// The runtime guarantees that no two buffer arguments share memory
    /// (it sees every argument at launch; when one allocation is passed
    /// twice it uses a variant emitted without this). Then the storage
    /// buffers the kernel never writes are decorated `NonWritable` (with
    /// their vector views), which lets a driver read them through its
    /// read-only path. Without it, only when the kernel writes no buffer
    /// at all. False by default.
    pub noalias: bool,
}

/// Per float width: may the kernel ask for `DenormPreserve`
/// (SPV_KHR_float_controls, core in SPIR-V 1.4)? All false by default: the
/// driver's default denormal behaviour is left alone.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DenormPreserve {
    pub f16: bool,
    pub f32: bool,
    pub f64: bool,
}

impl DenormPreserve {
    /// Every width preserved.
    pub const ALL: DenormPreserve = DenormPreserve {
        f16: true,
        f32: true,
        f64: true,
    };
}

impl Default for Options {
    /// Vulkan 1.3 with every capability the SPIR-V backend can offer, no
    /// denormal execution modes, no `Fma` trusted to be fused, and
    /// predicates resolved at emission.
    fn default() -> Self {
        Options {
            vulkan_version: (1, 3),
            capabilities: Target::default_for(GpuBackend::Spv).features,
            denorm_preserve: DenormPreserve::default(),
            signed_zero_inf_nan_preserve: DenormPreserve::default(),
            fused_fma: DenormPreserve::default(),
            spec_constant_predicates: false,
            workgroup_explicit_layout: false,
            noalias: false,
        }
    }
}

/// The Vulkan version an arch names: `vulkan1.3` is `(1, 3)`; `None` for
/// anything else.
pub fn vulkan_version(arch: &str) -> Option<(u32, u32)> {
    let (major, minor) = arch.strip_prefix("vulkan")?.split_once('.')?;
    Some((major.parse().ok()?, minor.parse().ok()?))
}

impl Options {
    /// The SPIR-V version emitted for [`Options::vulkan_version`].
    pub fn spirv_version(&self) -> (u8, u8) {
        match self.vulkan_version {
            (1, 0) => (1, 0),
            (1, 1) => (1, 3),
            (1, 2) => (1, 5),
            _ => (1, 6),
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
    /// A type, op or CFG shape this emitter does not handle (yet), reported
    /// under MPG_CORE_1200: the SPIR-V backend does not support it.
    Unsupported,
    /// The emitted module is malformed (MPG_SPV_2002): our bug.
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
                format!("unsupported by the SPIR-V backend: {msg}"),
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
                "check `gpu.target.has {{ cap=\"{cap}\" }}` before using it"
            )),
        }
    }

    pub(crate) fn invalid(msg: impl Into<String>) -> Error {
        Error {
            kind: ErrorKind::Invalid,
            diagnostic: Diagnostic::error(
                codes::MPG_SPV_2002,
                format!(
                    "internal error while emitting SPIR-V: {}; please report",
                    msg.into()
                ),
            ),
        }
    }

    pub(crate) fn note(mut self, note: &str) -> Error {
        self.diagnostic = self.diagnostic.with_note(note);
        self
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

impl From<rspirv::dr::Error> for Error {
    fn from(e: rspirv::dr::Error) -> Self {
        Error::invalid(format!("rspirv: {e}"))
    }
}

pub(crate) type Result<T> = std::result::Result<T, Error>;

/// One kernel in SPIR-V.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpirvKernel {
    pub words: Vec<u32>,
    /// The `OpEntryPoint` name: the kernel's name.
    pub entry_point: String,
    pub layout: KernelLayout,
    /// `(spec id, predicate)` for each boolean specialization constant
    /// standing for a predicate, by spec id; the pipeline sets each to
    /// [`predicate_value`] for its device (an unset one is false). Empty
    /// unless [`Options::spec_constant_predicates`] and the kernel asks a
    /// predicate.
    pub predicates: Vec<(u32, TargetPredicate)>,
    /// The capabilities the emitted code relies on (its types and ops, on
    /// every side of a predicate branch that was emitted), sorted: a
    /// device lacking one cannot create the module.
    pub requires: Vec<Capability>,
}

impl SpirvKernel {
    /// The module in SPIR-V assembly (rspirv's disassembler).
    pub fn disassemble(&self) -> String {
        use rspirv::binary::Disassemble;
        // rspirv 0.13's loader rejects OpExecutionModeId; load it as
        // OpExecutionMode (same operand words) and print it back as it is.
        const EXECUTION_MODE_ID: u32 = 331;
        const EXECUTION_MODE: u32 = 16;
        let mut words = self.words.clone();
        let mut i = 5;
        while i < words.len() {
            let count = (words[i] >> 16) as usize;
            if words[i] & 0xffff == EXECUTION_MODE_ID {
                words[i] = (words[i] & 0xffff_0000) | EXECUTION_MODE;
            }
            i += count.max(1);
        }
        match rspirv::dr::load_words(&words) {
            Ok(m) => m
                .disassemble()
                .lines()
                .map(|l| {
                    if l.starts_with("OpExecutionMode ") && l.contains(" LocalSizeId ") {
                        l.replacen("OpExecutionMode ", "OpExecutionModeId ", 1)
                    } else {
                        l.to_string()
                    }
                })
                .collect::<Vec<_>>()
                .join("\n"),
            Err(e) => format!("; cannot disassemble: {e}"),
        }
    }

    /// The words as little-endian bytes (a `.spv` file).
    pub fn to_bytes(&self) -> Vec<u8> {
        self.words.iter().flat_map(|w| w.to_le_bytes()).collect()
    }
}

/// `module` with every constant expression folded
/// ([`magpie_gpu::passes::const_fold`], which computes by SEMANTICS), so
/// that the emitter sees each constant operand a driver's own folding
/// would find (`ops::zero_guard` relies on it); the control flow is left
/// as it is. `None`: nothing folded.
fn fold_constants(module: &Module) -> Result<Option<(Module, ModuleInfo)>> {
    let mut folded = module.clone();
    let mut changed = false;
    for (_, func) in folded.functions.iter_mut() {
        changed |= magpie_gpu::passes::const_fold::fold_function(func);
    }
    if !changed {
        return Ok(None);
    }
    let info = magpie_mpir::verify(&folded)
        .value
        .ok_or_else(|| Error::invalid("constant folding left a module that does not verify"))?;
    Ok(Some((folded, info)))
}

/// Emits kernel `kernel` of `module` (which `info` describes) as a SPIR-V
/// compute module for the device described by `options`.
pub fn emit(
    module: &Module,
    info: &ModuleInfo,
    kernel: FuncId,
    options: &Options,
) -> Result<SpirvKernel> {
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
    let layout =
        magpie_gpu::kernel_layout::vulkan_layout(module, kernel).map_err(Error::unsupported)?;
    let specialized = if options.spec_constant_predicates {
        specialize::keep_predicates(module, info)?
    } else {
        specialize::resolve_predicates(module, info, options)?
    };
    let (module, info) = match &specialized {
        Some((m, i)) => (m, i),
        None => (module, info),
    };
    // Folded before the device library is linked: a constant operation the
    // library would serve (f64 `f.rem` of constants) becomes its constant
    // here instead of a call the driver folds (NVIDIA's Vulkan driver,
    // 580.159.04, folded `__mp_fmod_f64(4.3e-41, 5e-324)` to 2^-1011).
    let folded = fold_constants(module)?;
    let (module, info) = match &folded {
        Some((m, i)) => (m, i),
        None => (module, info),
    };
    let lowered = intrinsics::lower(module, options)?;
    let (module, info) = match &lowered {
        Some((m, i)) => (m, i),
        None => (module, info),
    };
    // Unread inputs of the loop-exit dispatch's phis reuse a carried value
    // instead of a zero: lavapipe miscompiles the zero (ExitFill::Carried).
    let normalized = magpie_gpu::structurize::normalize_cfg_with(
        module,
        info,
        true,
        magpie_gpu::structurize::ExitFill::Carried,
    );
    let normalized = match normalized.value {
        Some(n) => n,
        None => {
            return Err(Error::invalid(
                normalized
                    .diagnostics
                    .first()
                    .map_or("control-flow normalisation failed", |d| d.message.as_str())
                    .to_string(),
            ))
        }
    };
    let (module, info) = match &normalized {
        Some((m, i)) => (m, i),
        None => (module, info),
    };
    let emitted = module::emit_module(module, info, kernel, &layout, options)?;
    Ok(SpirvKernel {
        words: emitted.words,
        entry_point: module.functions[kernel].name.clone(),
        layout,
        predicates: emitted.predicates,
        requires: emitted.requires,
    })
}

#[cfg(test)]
mod tests;

/// This crate behind [`magpie_gpu::BackendEmitter`].
#[derive(Clone, Copy, Debug, Default)]
pub struct Spirv;

impl magpie_gpu::BackendEmitter for Spirv {
    const BACKEND: GpuBackend = GpuBackend::Spv;
    const BINARY: bool = true;
    type Options = Options;
    type Kernel = SpirvKernel;

    fn options(target: &Target) -> Options {
        Options {
            capabilities: target.features.clone(),
            ..Options::default()
        }
    }

    fn emit(
        module: &Module,
        info: &ModuleInfo,
        kernel: FuncId,
        options: &Options,
    ) -> std::result::Result<SpirvKernel, Diagnostic> {
        emit(module, info, kernel, options).map_err(|e| e.diagnostic)
    }

    fn artifact(kernel: &SpirvKernel, text: bool) -> Vec<u8> {
        if text {
            kernel.disassemble().into_bytes()
        } else {
            kernel.to_bytes()
        }
    }
}
