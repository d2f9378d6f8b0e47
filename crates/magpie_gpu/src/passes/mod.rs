//! Optimization passes and the manager that runs them.
//!
//! A [`Pass`] edits a verified module and says whether it changed anything.
//! [`PassManager::run`] verifies the module first (a module that does not
//! verify is the user's problem: its diagnostics are returned as they are),
//! then runs the passes in order, round after round, until a round changes
//! nothing or [`PassManager::max_rounds`] is reached.
//!
//! Invariant: every pass leaves the module verifiable. After a pass changes
//! the module it is verified again (the next pass needs a fresh
//! [`ModuleInfo`]); in debug builds it is verified after every pass. A
//! verifier error at that point is our bug, reported as `MPG_INTERNAL`
//! naming the pass.
//!
//! The standard pipeline ([`PassManager::standard`]) is
//! `const_fold → dce → simplify_cfg`. None of them decides a `cbr` on a
//! `pred`: late-resolved predicates are settled by [`predicates`] (folded
//! for one target, or kept for the device to answer), whose questions
//! [`target_predicate`] names.

pub mod const_fold;
pub mod dce;
pub mod eval;
pub mod predicates;
pub(crate) mod rewrite;
pub mod simplify_cfg;
pub mod target_predicate;

pub use const_fold::ConstFold;
pub use dce::Dce;
pub use simplify_cfg::SimplifyCfg;
pub use target_predicate::TargetPredicate;

use magpie_diag::{codes, Diagnostic};
use magpie_mpir::{verify, Module, ModuleInfo, Outcome};

/// One transformation of a module.
pub trait Pass {
    /// The pass's name, as in diagnostics (`const_fold`).
    fn name(&self) -> &'static str;
    /// Transforms `module`, which `info` describes. Returns true when the
    /// module changed.
    fn run(&self, module: &mut Module, info: &ModuleInfo) -> bool;
}

/// Runs passes to a fixed point.
pub struct PassManager {
    passes: Vec<Box<dyn Pass>>,
    max_rounds: usize,
    verify_each: bool,
}

impl std::fmt::Debug for PassManager {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PassManager")
            .field("passes", &self.pass_names())
            .field("max_rounds", &self.max_rounds)
            .field("verify_each", &self.verify_each)
            .finish()
    }
}

impl Default for PassManager {
    fn default() -> Self {
        PassManager::standard()
    }
}

impl PassManager {
    /// Rounds before the manager stops even if passes still change things.
    pub const DEFAULT_MAX_ROUNDS: usize = 8;

    /// A manager with no passes. Verifies after every pass in debug builds.
    pub fn new() -> Self {
        PassManager {
            passes: Vec::new(),
            max_rounds: Self::DEFAULT_MAX_ROUNDS,
            verify_each: cfg!(debug_assertions),
        }
    }

    /// `const_fold → dce → simplify_cfg`.
    pub fn standard() -> Self {
        let mut pm = PassManager::new();
        pm.add(ConstFold).add(Dce).add(SimplifyCfg);
        pm
    }

    pub fn add(&mut self, pass: impl Pass + 'static) -> &mut Self {
        self.passes.push(Box::new(pass));
        self
    }

    /// Verify after every pass, changed or not (default: debug builds only).
    pub fn verify_each(&mut self, on: bool) -> &mut Self {
        self.verify_each = on;
        self
    }

    pub fn max_rounds(&mut self, rounds: usize) -> &mut Self {
        self.max_rounds = rounds.max(1);
        self
    }

    pub fn pass_names(&self) -> Vec<&'static str> {
        self.passes.iter().map(|p| p.name()).collect()
    }

    /// Runs the passes on `module`; the optimised module's [`ModuleInfo`].
    /// Fails with the verifier's diagnostics if the module does not verify
    /// to begin with, and with one `MPG_INTERNAL` diagnostic if a pass
    /// breaks it.
    pub fn run(&self, module: &mut Module) -> Outcome<ModuleInfo> {
        let first = verify(module);
        let Some(mut info) = first.value else {
            return Outcome::failed(first.diagnostics);
        };
        for _ in 0..self.max_rounds {
            let mut any = false;
            for pass in &self.passes {
                let changed = pass.run(module, &info);
                any |= changed;
                if changed || self.verify_each {
                    let check = verify(module);
                    match check.value {
                        Some(fresh) => info = fresh,
                        None => {
                            return Outcome::failed(vec![broken_ir(
                                pass.name(),
                                &check.diagnostics,
                            )])
                        }
                    }
                }
            }
            if !any {
                break;
            }
        }
        Outcome::new(info, Vec::new())
    }
}

/// The internal error for a pass that left the IR unverifiable.
fn broken_ir(pass: &str, verifier: &[Diagnostic]) -> Diagnostic {
    let first = verifier.iter().find(|d| d.is_error());
    let what = first.map_or_else(
        || "the verifier failed without an error".to_string(),
        |d| format!("{}: {}", d.code, d.message),
    );
    let mut d = Diagnostic::new(
        codes::MPG_INTERNAL,
        format!("internal compiler error: pass {pass} broke the IR: {what}; please report"),
    );
    if let Some(span) = first.and_then(Diagnostic::primary_span) {
        d = d.with_primary(span, "the verifier's first complaint");
    }
    for other in verifier.iter().filter(|d| d.is_error()).skip(1).take(8) {
        d = d.with_note(format!("also: {}: {}", other.code, other.message));
    }
    d
}
