//! The IR steps before printing (crate docs, steps 1–4 less the tree):
//! predicates resolved, constants folded, counted loops unrolled, library
//! functions linked, control flow normalised. Each step returns `None` when it changed nothing, and
//! the result always verifies (a step that breaks it is MPG_INTERNAL).

use magpie_gpu::passes::predicates::{self, PredicateError};
use magpie_gpu::passes::{target_predicate, TargetPredicate};
use magpie_gpu::{devlib, Capability};
use magpie_mpir::{verify, Module, ModuleInfo, Opcode, Scalar};

use crate::{Error, Options, Result};

type Prepared = Option<(Module, ModuleInfo)>;

/// The late-resolved predicates `module` asks, each with its value on the
/// adapter `options` describes (what [`prepare`] resolves it to), sorted.
pub(crate) fn predicate_answers(
    module: &Module,
    options: &Options,
) -> Vec<(TargetPredicate, bool)> {
    target_predicate::module_predicates(module)
        .into_iter()
        .map(|p| {
            let v = p.evaluate(&target_is, &|cap| options.has(cap));
            (p, v)
        })
        .collect()
}

/// The module the printer sees; `None`: `module` as it is. Each step reads
/// the latest module by reference; only constant folding copies it (to
/// fold in place), and keeps the copy only when something folded.
pub(crate) fn prepare(module: &Module, info: &ModuleInfo, options: &Options) -> Result<Prepared> {
    let mut current: Prepared = None;
    fn latest<'a>(
        current: &'a Prepared,
        module: &'a Module,
        info: &'a ModuleInfo,
    ) -> (&'a Module, &'a ModuleInfo) {
        current.as_ref().map_or((module, info), |(m, i)| (m, i))
    }
    // 1. predicates
    let resolved = predicates::resolve_predicates(module, &target_is, &|cap| options.has(cap))
        .map_err(|e| match e {
            PredicateError::Unresolved(f) => Error::unsupported(format!(
                "@{f}: a predicate is used other than as a branch condition"
            )),
            PredicateError::Internal(why) => {
                Error::internal(format!("resolving predicates broke the IR: {why}"))
            }
        })?;
    if resolved.is_some() {
        current = resolved;
    }
    // 2. constants
    let mut folded = latest(&current, module, info).0.clone();
    let mut changed = false;
    for (_, func) in folded.functions.iter_mut() {
        changed |= magpie_gpu::passes::const_fold::fold_function(func);
    }
    if changed {
        current = Some(checked(folded, "constant folding")?);
    }
    // 2b. counted loops, unrolled
    let (m, i) = latest(&current, module, info);
    if let Some(unrolled) = unroll_loops(m, i)? {
        current = Some(unrolled);
    }
    // 3. device library
    let (m, _) = latest(&current, module, info);
    let out = devlib::lower_intrinsics(m, &|op, s| from_library(options, op, s));
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
    // 4. control flow
    let (m, i) = latest(&current, module, info);
    // Unread inputs of the loop-exit dispatch's phis reuse a carried value
    // (lavapipe's NIR, which WebGPU reaches too, miscompiles the zero).
    let normalized = magpie_gpu::structurize::normalize_cfg_with(
        m,
        i,
        true,
        magpie_gpu::structurize::ExitFill::Carried,
    );
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

/// Unrolls every counted loop ([`magpie_gpu::structurize::unroll_module`]):
/// WGSL has no unroll hint, and naga's SPIR-V keeps a loop's carried values
/// in function variables, so a driver runs a counted loop as a loop
/// (NVIDIA's did, for the tree reductions). `None` when no loop qualifies.
fn unroll_loops(module: &Module, info: &ModuleInfo) -> Result<Prepared> {
    use magpie_gpu::structurize::{unroll_module, UnrollLimits};
    unroll_module(module, info, UnrollLimits::default())
        .map_err(|why| Error::internal(format!("unrolling counted loops broke the IR: {why}")))
}

/// An internal error carrying the first of a step's diagnostics.
fn first_error(diagnostics: &[magpie_diag::Diagnostic], fallback: &str) -> Error {
    Error::internal(
        diagnostics
            .first()
            .map_or(fallback, |d| d.message.as_str())
            .to_string(),
    )
}

/// `gpu.target.is { name }` on WebGPU: true for `wgsl` and `webgpu`.
pub fn target_is(name: &str) -> bool {
    name == "wgsl" || name == "webgpu"
}

/// Whether `op` on `s` comes from the device library: with f64 and i64 on
/// the adapter, the transcendentals of f32 and f64 (WGSL's builtins are
/// looser than SEMANTICS.md's bounds, and WGSL has none for f64), and f64
/// `rsqrt`, `f.rem` and `math.fma`.
fn from_library(options: &Options, op: Opcode, s: Scalar) -> bool {
    if !(options.has(Capability::Float64) && options.has(Capability::Int64)) {
        return false;
    }
    use Opcode::*;
    let transcendental = matches!(
        op,
        Exp | Exp2 | Log | Log2 | Sin | Cos | Tan | Tanh | Pow | Atan2
    );
    match s {
        Scalar::F64 => transcendental || matches!(op, Rsqrt | FRem | Fma),
        Scalar::F32 => transcendental,
        _ => false,
    }
}

fn checked(m: Module, what: &str) -> Result<(Module, ModuleInfo)> {
    let out = verify(&m);
    match out.value {
        Some(info) => Ok((m, info)),
        None => Err(Error::internal(format!(
            "{what} broke the IR: {}",
            out.diagnostics
                .first()
                .map_or(String::new(), |d| d.message.clone())
        ))),
    }
}
