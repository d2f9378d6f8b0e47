//! The IR steps before a text backend prints, in this order: `gpu.target`
//! predicates resolved (or, for a backend whose pipelines take them as
//! constants, kept and hoisted: [`Steps::keep_predicates`]), constants folded, counted loops unrolled
//! (optional), device-library functions linked (optional), control flow
//! normalised (one exit per loop, one merge per branch).
//!
//! Each step reads the latest module by reference and returns `None` when
//! it changed nothing; only constant folding copies the module (to fold in
//! place), keeping the copy only when something folded. What [`prepare`]
//! returns always verifies: a step that breaks the IR is
//! [`PrepareError::Internal`], which the backend reports as MPG_INTERNAL.

use magpie_mpir::{verify, Module, ModuleInfo, Opcode, Scalar};

use crate::passes::predicates::{self, PredicateError};
use crate::passes::{target_predicate, TargetPredicate};
use crate::structurize::{normalize_cfg_with, unroll_module, ExitFill, UnrollLimits};
use crate::{devlib, Capability};

/// The prepared module; `None`: the input as it is.
pub type Prepared = Option<(Module, ModuleInfo)>;

/// What a backend asks of [`prepare`].
pub struct Steps<'a> {
    /// `gpu.target.is { name }` on this backend.
    pub target_is: fn(&str) -> bool,
    /// `gpu.target.has { cap }` on this device.
    pub has: Box<dyn Fn(Capability) -> bool + 'a>,
    /// Keep every predicate for the device to answer when its pipeline is
    /// made ([`predicates::keep_predicates`]: hoisted to the top of the
    /// entry block, branches on them left alone) instead of resolving
    /// them with `target_is` and `has`.
    pub keep_predicates: bool,
    /// Unroll counted loops within these limits after folding; `None`: no
    /// unrolling.
    pub unroll: Option<UnrollLimits>,
    /// Which ops, on which scalar, come from the device library
    /// ([`devlib::lower_intrinsics`]); `None`: none.
    pub from_library: Option<Box<dyn Fn(Opcode, Scalar) -> bool + 'a>>,
    /// What the loop-exit dispatch's unread phi inputs get.
    pub exit_fill: ExitFill,
}

impl std::fmt::Debug for Steps<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Steps")
            .field("keep_predicates", &self.keep_predicates)
            .field("unroll", &self.unroll)
            .field("from_library", &self.from_library.is_some())
            .field("exit_fill", &self.exit_fill)
            .finish_non_exhaustive()
    }
}

/// Why a module could not be prepared: the user's (a predicate used as a
/// value) or ours (a step broke the IR).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PrepareError {
    Unsupported(String),
    Internal(String),
}

impl PrepareError {
    /// The backend's error: `unsupported` (MPG_CORE_1200) or `internal`
    /// (MPG_INTERNAL) with the message.
    pub fn into_error<E>(self, unsupported: fn(String) -> E, internal: fn(String) -> E) -> E {
        match self {
            PrepareError::Unsupported(msg) => unsupported(msg),
            PrepareError::Internal(msg) => internal(msg),
        }
    }
}

/// The late-resolved predicates `module` asks, each with the value
/// [`prepare`] resolves it to under `steps`, sorted.
pub fn predicate_answers(module: &Module, steps: &Steps<'_>) -> Vec<(TargetPredicate, bool)> {
    target_predicate::module_predicates(module)
        .into_iter()
        .map(|p| {
            let v = p.evaluate(&steps.target_is, &steps.has);
            (p, v)
        })
        .collect()
}

/// The module the printer sees (module docs); `None`: `module` as it is.
pub fn prepare(
    module: &Module,
    info: &ModuleInfo,
    steps: &Steps<'_>,
) -> Result<Prepared, PrepareError> {
    let mut current: Prepared = None;
    fn latest<'a>(
        current: &'a Prepared,
        module: &'a Module,
        info: &'a ModuleInfo,
    ) -> (&'a Module, &'a ModuleInfo) {
        current.as_ref().map_or((module, info), |(m, i)| (m, i))
    }
    // 1. predicates
    let resolved = if steps.keep_predicates {
        predicates::keep_predicates(module, info)
    } else {
        predicates::resolve_predicates(module, &steps.target_is, &steps.has)
    }
    .map_err(|e| match e {
        PredicateError::Unresolved(f) => PrepareError::Unsupported(format!(
            "@{f}: a predicate is used other than as a branch condition"
        )),
        PredicateError::Internal(why) => {
            PrepareError::Internal(format!("resolving predicates broke the IR: {why}"))
        }
    })?;
    if resolved.is_some() {
        current = resolved;
    }
    // 2. constants
    let mut folded = latest(&current, module, info).0.clone();
    let mut changed = false;
    for (_, func) in folded.functions.iter_mut() {
        changed |= crate::passes::const_fold::fold_function(func);
    }
    if changed {
        current = Some(checked(folded, "constant folding")?);
    }
    // 2b. counted loops, unrolled
    if let Some(limits) = steps.unroll {
        let (m, i) = latest(&current, module, info);
        let unrolled = unroll_module(m, i, limits).map_err(|why| {
            PrepareError::Internal(format!("unrolling counted loops broke the IR: {why}"))
        })?;
        if unrolled.is_some() {
            current = unrolled;
        }
    }
    // 3. device library
    if let Some(from_library) = &steps.from_library {
        let (m, _) = latest(&current, module, info);
        let out = devlib::lower_intrinsics(m, from_library);
        match out.value {
            Some(Some(lowered)) => current = Some(lowered),
            Some(None) => {}
            None => {
                return Err(first_error(
                    &out.diagnostics,
                    "device-library lowering failed",
                ))
            }
        }
    }
    // 4. control flow
    let (m, i) = latest(&current, module, info);
    let normalized = normalize_cfg_with(m, i, true, steps.exit_fill);
    match normalized.value {
        Some(Some(n)) => current = Some(n),
        Some(None) => {}
        None => {
            return Err(first_error(
                &normalized.diagnostics,
                "control-flow normalisation failed",
            ))
        }
    }
    Ok(current)
}

/// An internal error carrying the first of a step's diagnostics.
fn first_error(diagnostics: &[magpie_diag::Diagnostic], fallback: &str) -> PrepareError {
    PrepareError::Internal(
        diagnostics
            .first()
            .map_or(fallback, |d| d.message.as_str())
            .to_string(),
    )
}

/// `m` with its info, or why `what` broke it.
fn checked(m: Module, what: &str) -> Result<(Module, ModuleInfo), PrepareError> {
    let out = verify(&m);
    match out.value {
        Some(info) => Ok((m, info)),
        None => Err(PrepareError::Internal(format!(
            "{what} broke the IR: {}",
            out.diagnostics
                .first()
                .map_or(String::new(), |d| d.message.clone())
        ))),
    }
}
