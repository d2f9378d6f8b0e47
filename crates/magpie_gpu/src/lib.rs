//! The target-independent middle of magpie-gpu.
//!
//! Pipeline position: after [`magpie_mpir::verify`] (which proves the IR is
//! well formed and returns a [`ModuleInfo`]) and before any backend:
//!
//! ```text
//! Module ──verify──► ModuleInfo ──validate(target)──► Validated
//!        ──passes (const_fold → dce → simplify_cfg, to a fixed point)──► Module
//! ```
//!
//! - [`backend`]: [`GpuBackend`] (the spec's §3.3 enum) and its facts;
//! - [`caps`]: the capability vocabulary and per-backend support, one table,
//!   plus per-backend resource [`Limits`];
//! - [`target`]: [`Target`], the full input to code generation besides the IR;
//! - [`validate`]: portable core, capabilities, limits, WGSL's subset;
//! - [`layout`]: natural sizes and alignments (shared-memory sizing);
//! - [`passes`]: the [`PassManager`] and the standard optimization passes;
//! - [`barrier_scope`]: which barriers must also order device memory;
//! - [`call_graph`]: facts of a function and everything it calls;
//! - [`devlib`]: the device library and the lowering of ops into it;
//! - [`emitter`]: [`BackendEmitter`], the surface every emitter crate offers;
//! - [`kernel_layout`], [`wgsl_layout`]: where parameters live per backend.
//!
//! Invariants: nothing here panics on user input; every problem is a
//! [`magpie_diag::Diagnostic`], and a stage reports all it finds. Passes
//! keep the IR verifiable (checked after every pass in debug builds).

pub mod backend;
pub mod barrier_scope;
pub mod buffer_writes;
pub mod call_graph;
pub mod caps;
pub mod devlib;
pub mod emitter;
pub mod front_end;
pub mod kernel_layout;
pub mod layout;
pub mod passes;
pub mod structurize;
pub mod target;
pub mod text_backend;
pub mod validate;
pub mod wgsl_layout;
pub mod wide;

pub use backend::{GpuBackend, GpuBackendExt};
pub use caps::{CapInfo, CapKind, Capability, Limits, Support, CAPABILITIES};
pub use emitter::BackendEmitter;
pub use front_end::{front_end, Checked};
pub use magpie_mpir::ModuleInfo;
pub use passes::{Pass, PassManager};
pub use structurize::{structure_info, structurize, StructurizeError};
pub use target::{Target, TargetError};
pub use validate::{validate, CapabilityUse, FunctionReport, UseSite, Validated};
