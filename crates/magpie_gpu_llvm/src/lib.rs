//! LLVM IR text for magpie-gpu kernels, shared by the backends that hand
//! LLVM IR to `llc`: AMDGCN (the HIP backend) and NVPTX (the PTX
//! backend's `--via llc` route), one [`Triple`] each.
//!
//! Surface: [`write_kernel`] takes a verified module (the [`ModuleInfo`] is
//! the proof), one kernel, a [`Triple`] and [`WriteOptions`], and returns
//! an [`LlvmKernel`]: the module text in LLVM 19 syntax (opaque pointers,
//! `ptr addrspace(N)`), which `opt -passes=verify` accepts and `llc`
//! compiles. [`prepare`] is the IR-level pipeline every triple runs first
//! (predicates resolved with the caller's answers, ops on narrow floats
//! widened by [`widen`], the ops LLVM has no exact form for routed to the
//! device library). The writer then writes what it gets:
//! 1. the kernel's parameters in the order and at the offsets of
//!    [`ptx_layout`] (buffers as `ptr addrspace(1)`, scalars and value
//!    structs by value, then the hidden `i32` element counts), so that a
//!    runtime passing CUDA's packed argument buffer feeds it unchanged;
//! 2. the body: MPIR blocks in reverse postorder become LLVM blocks, phis
//!    become phis (MPIR is SSA with phis first in their blocks, so no
//!    structurizer is needed: `llc` structurizes for AMDGPU itself), device
//!    functions are inlined at every call site (`cfg`);
//! 3. the module: header from the [`Triple`], value-struct types, shared
//!    arrays as module globals in the shared address space, the kernel,
//!    the intrinsic declarations, attributes and module flags.
//!
//! Invariants of the emitted code (SEMANTICS.md, bit for bit):
//! - **No poison, no UB from our own operations.** Integer division never
//!   traps: the divisor is replaced by 1 where it is 0 or where `MIN / -1`
//!   (the defined results are then `x / 1` and `x % 1`); shift amounts are
//!   masked to the width; float → int casts are `llvm.fpto[su]i.sat`
//!   (Rust's `as`: saturating, NaN → 0); no `nsw`/`nuw`/`exact` flags; no
//!   fast-math flags except on `.fast` ops (`reassoc contract arcp afn`,
//!   never `nnan`/`ninf`, which would make NaN inputs poison).
//! - **Floats are IEEE.** `+ - * /` and `sqrt` are LLVM's correctly rounded
//!   operations; no contraction (no `contract` on plain ops); subnormals are
//!   kept (`"denormal-fp-math"="ieee,ieee"` for f32, f16 and f64). f16
//!   adds, subtracts, multiplies and fmas natively; its division and square
//!   root are done in f32 and rounded once (exact: f32 carries more than
//!   twice f16's precision plus two bits; LLVM 19's own f16 division on
//!   AMDGPU is a reciprocal estimate). bf16 is arithmetic in f32 rounded to
//!   bf16 after every op; its fma and the conversions that would round twice
//!   through f32 (i32/i64 → bf16) are rounded once through a round-to-odd
//!   f64 (`ops::narrow`). `min`/`max` are compares and selects (NaN loses,
//!   `-0 < +0`: LLVM's `minnum` leaves the zeros open). Exact `fmod` and the
//!   transcendentals come from the device library ([`widen`] and
//!   `magpie_gpu::devlib`), since LLVM's `frem` on AMDGPU is
//!   `x - trunc(x/y)*y`.
//! - **Memory.** A buffer element is `getelementptr inbounds T, ptr %buf,
//!   i64 zext(idx)`; `bool` is a byte in memory (`icmp ne 0` when loaded);
//!   a struct is loaded whole and stored field by field (padding bytes are
//!   never written); `gpu.buffer_len` reads the hidden length parameter.
//!   Atomics are `monotonic` at device scope (workgroup scope in shared
//!   memory, which only the workgroup sees); a barrier orders shared and
//!   device memory for the workgroup.
//! - **Subgroups** are the wavefront. Shuffles read through a lane
//!   permutation from a lane that exists (a lane past the last existing
//!   one reads the asking lane's own value, as the CPU executor does);
//!   reductions fold the existing lanes in lane order with a uniform loop
//!   of lane reads, so integer and float results are those of the CPU
//!   executor exactly.
//!
//! Anything not handled is an [`Error`] of kind [`ErrorKind::Unsupported`]
//! (the backend reports it as MPG_CORE_1200), never invalid IR.
//!
//! Tests: `src/tests.rs` finds the guards in the text; `src/host_tests.rs`
//! runs the arithmetic (integer guards, every cast but bf16's, f16/f32/f64
//! math, the round-to-odd sums) on this machine under `lli`, bit for bit
//! against the CPU executor and Rust; the HIP crate compiles every corpus
//! kernel with `llc` and runs it on an NVIDIA GPU through [`Triple::Nvptx`].
//!
//! [`ptx_layout`]: magpie_gpu::kernel_layout::ptx_layout

mod body;
mod cfg;
mod func;
mod module;
mod ops;
mod prepare;
mod text;
mod triple;
pub mod widen;

#[cfg(test)]
mod host_tests;
#[cfg(test)]
mod tests;

use std::fmt;

use magpie_diag::Span;
use magpie_gpu::kernel_layout::PtxLayout;
use magpie_gpu::Capability;
use magpie_mpir::{FuncId, Module, ModuleInfo};

pub use prepare::prepare;
pub use triple::{Amdgcn, Nvptx, Triple};

/// What the writer needs besides the IR and the triple.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WriteOptions {
    /// Capabilities of the device: types and ops that need one it lacks
    /// are refused ([`ErrorKind::MissingCapability`]).
    pub capabilities: Vec<Capability>,
    /// No two buffer arguments share memory (the runtime checked): buffer
    /// parameters are `noalias`, and those the kernel never writes
    /// `readonly` (see [`magpie_gpu::buffer_writes`]).
    pub noalias: bool,
    /// Declare the kernel's `workgroup(x, y, z)` as its largest block;
    /// off: any block up to [`WriteOptions::max_block`].
    pub block_limit: bool,
    /// The device's largest block (work-items).
    pub max_block: u32,
    /// Bytes of shared memory a workgroup may have.
    pub max_shared_bytes: u64,
}

/// One kernel as an LLVM module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LlvmKernel {
    /// The module text.
    pub text: String,
    /// The kernel's symbol.
    pub entry_point: String,
    /// The argument layout the kernel's parameters follow.
    pub layout: PtxLayout,
    /// Bytes of shared memory the kernel's arrays take.
    pub shared_bytes: u64,
    /// Kernel parameters (by index) declared `readonly`.
    pub readonly_params: Vec<usize>,
    /// The largest block the kernel declares (its flat work-group size).
    pub max_block: u32,
}

/// Why a kernel was not written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The kernel needs a capability the options lack.
    MissingCapability(Capability),
    /// A type, op or shape this writer does not handle (yet).
    Unsupported,
    /// The kernel's shared arrays exceed [`WriteOptions::max_shared_bytes`].
    SharedMemory { bytes: u64, limit: u64 },
    /// The writer produced something inconsistent: our bug.
    Invalid,
}

/// A writing failure: what, where (when known), and a hint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    pub kind: ErrorKind,
    pub message: String,
    /// The instruction (or declaration) at fault; empty when unknown.
    pub span: Span,
    pub help: Option<String>,
}

impl Error {
    pub(crate) fn unsupported(msg: impl Into<String>) -> Error {
        Error {
            kind: ErrorKind::Unsupported,
            message: msg.into(),
            span: Span::default(),
            help: None,
        }
    }

    pub(crate) fn missing(cap: Capability, what: &str) -> Error {
        Error {
            kind: ErrorKind::MissingCapability(cap),
            message: format!("{what} needs the capability `{cap}`, which the device does not have"),
            span: Span::default(),
            help: Some(format!(
                "check `gpu.target.has {{ cap=\"{cap}\" }}` before using it, or target another arch"
            )),
        }
    }

    pub(crate) fn invalid(msg: impl Into<String>) -> Error {
        Error {
            kind: ErrorKind::Invalid,
            message: msg.into(),
            span: Span::default(),
            help: None,
        }
    }

    /// `diagnostic` (the backend's wording of this error) with this error's
    /// hint and place added: what every LLVM-based backend reports.
    pub fn decorate(&self, mut diagnostic: magpie_diag::Diagnostic) -> magpie_diag::Diagnostic {
        if let Some(help) = &self.help {
            diagnostic = diagnostic.with_help(help.clone());
        }
        if !self.span.is_empty() {
            diagnostic = diagnostic.with_primary(self.span, "here");
        }
        diagnostic
    }

    /// Sets the span if none is set yet (the innermost place wins).
    pub(crate) fn at(mut self, span: Span) -> Error {
        if self.span.is_empty() {
            self.span = span;
        }
        self
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

pub(crate) type Result<T> = std::result::Result<T, Error>;

/// Writes kernel `kernel` of `module` (which `info` describes) as an LLVM
/// module for `triple`.
pub fn write_kernel(
    module: &Module,
    info: &ModuleInfo,
    kernel: FuncId,
    triple: &Triple,
    options: &WriteOptions,
) -> Result<LlvmKernel> {
    module::write(module, info, kernel, triple, options)
}
