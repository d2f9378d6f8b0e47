//! The surface every emitter crate offers (STYLE.md item 4), so that tools
//! drive any backend the same way: options made from a [`Target`], one
//! `emit` call per kernel, and the artifact as file bytes.
//!
//! Invariant: `emit` takes the verifier's [`ModuleInfo`] as proof that the
//! module is well formed, never panics on a module that verified, and
//! reports what it cannot emit as a [`Diagnostic`] (MPG_CORE_1200 for a
//! shape or capability the backend lacks; an internal code for its own bug).

use magpie_diag::Diagnostic;
use magpie_mpir::{FuncId, Module, ModuleInfo};

use crate::{GpuBackend, Target};

/// One backend's code generator.
pub trait BackendEmitter {
    /// The backend whose code this emits.
    const BACKEND: GpuBackend;
    /// True when [`BackendEmitter::artifact`] without `text` is binary
    /// (not for a terminal).
    const BINARY: bool;
    /// What the emitter needs besides the IR.
    type Options;
    /// One emitted kernel.
    type Kernel;

    /// The options for a device described by `target` (its arch and
    /// capabilities); the rest at their defaults.
    fn options(target: &Target) -> Self::Options;

    /// Emits `kernel` of `module`.
    fn emit(
        module: &Module,
        info: &ModuleInfo,
        kernel: FuncId,
        options: &Self::Options,
    ) -> Result<Self::Kernel, Diagnostic>;

    /// The file contents of an emitted kernel; with `text`, its human-readable
    /// form (the disassembly of a binary format).
    fn artifact(kernel: &Self::Kernel, text: bool) -> Vec<u8>;
}
