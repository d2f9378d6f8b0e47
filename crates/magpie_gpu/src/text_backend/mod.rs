//! What the text backends (WGSL, MSL) share: the IR steps before printing
//! ([`prepare`]), which functions are printed and which arrays they reach
//! ([`globals`]), and the walk that prints the structured tree as
//! statements ([`walk`]), with the struct-field lookups of its
//! instructions ([`fields`]). Each backend keeps only what its language
//! spells differently, behind [`walk::TreeSyntax`]: how a loop opens, how
//! a switch is written, how a literal and a type are named, and what one
//! instruction becomes.
//!
//! ```text
//! Module ──► prepare (predicates ─► constants ─► [unroll] ─► [devlib] ─► control flow)
//!        ──► globals::Globals::discover (instances, buffers, shared arrays)
//!        ──► structurize (per function) ──► walk::write_body ──► statements
//! ```
//!
//! Invariants both backends rely on:
//! - every step of [`prepare`] returns `None` when it changed nothing, and
//!   what it returns verifies (a step that breaks the IR is an
//!   [`prepare::PrepareError::Internal`]);
//! - the walk names value `v` `v{index}` and phi-swap temporary `t`
//!   `mp_t{t}` ([`walk::value_name`], [`walk::temp_name`]); every such
//!   variable, and every flag the walk used ([`walk::Lines::flag_names`]),
//!   is declared by the backend at function scope, since the tree may
//!   define a value in a nested scope and use it after.

pub mod fields;
pub mod globals;
pub mod prepare;
pub mod walk;
