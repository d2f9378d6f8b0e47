//! Device libraries: functions written in the kernel language that stand in
//! for ops a target cannot select well (KERNEL_LANGUAGE.md: "a backend
//! without a native form gets it from a device library"), imported on
//! demand.
//!
//! The library is the `.mp` files next to this module, parsed once with
//! [`magpie_mpir::parse_library`] (which admits the internal
//! `__mp.bitcast`). Its public functions are named `__mp_{op}_{type}`
//! (`__mp_sin_f64`, `__mp_fmod_f64`) and take the op's operands under the
//! op's keys; helpers are `__mp_f64_*`. Names starting with `__mp` are
//! reserved for it.
//!
//! Two steps, per kernel and target (ARCHITECTURE.md's pipeline):
//! 1. [`lower_intrinsics`] rewrites each op the target's `lower` predicate
//!    picks (by opcode and operand type) into a `call` of its library
//!    function, for ops the library has;
//! 2. [`link`] then imports every library function the module calls and
//!    does not define, searching the library files in order and repeating
//!    until nothing is missing (a library function may call others). A
//!    function the module already defines is not replaced.
//!
//! Invariants: the result is verified again (a verifier error there is our
//! bug, `MPG_INTERNAL`); a module with nothing to lower comes back as
//! `None`, untouched; library functions need the capabilities `float64`
//! and `int64` (the f32 functions compute in f64), so a target lowers to
//! them only where it has both.

use std::collections::HashSet;
use std::sync::OnceLock;

use magpie_diag::{codes, Diagnostic};
use magpie_mpir::{Module, ModuleInfo, Opcode, Outcome, Scalar, Type};

/// The library files, in search order.
const SOURCES: &[(&str, &str)] = &[
    ("math_f64_exp_log.mp", include_str!("math_f64_exp_log.mp")),
    ("math_f64_trig.mp", include_str!("math_f64_trig.mp")),
    ("math_f64_fmod.mp", include_str!("math_f64_fmod.mp")),
    ("math_f64_fma.mp", include_str!("math_f64_fma.mp")),
    ("math_f32.mp", include_str!("math_f32.mp")),
];

/// The library's files (name, text), in search order: what a cache of code
/// linked with the library must key on.
pub fn sources() -> &'static [(&'static str, &'static str)] {
    SOURCES
}

/// The ops the library implements, with the short name in
/// `__mp_{short}_{type}`.
const LOWERABLE: &[(Opcode, &str)] = &[
    (Opcode::Exp, "exp"),
    (Opcode::Exp2, "exp2"),
    (Opcode::Log, "log"),
    (Opcode::Log2, "log2"),
    (Opcode::Sin, "sin"),
    (Opcode::Cos, "cos"),
    (Opcode::Tan, "tan"),
    (Opcode::Tanh, "tanh"),
    (Opcode::Rsqrt, "rsqrt"),
    (Opcode::Pow, "pow"),
    (Opcode::Atan2, "atan2"),
    (Opcode::FRem, "fmod"),
    (Opcode::Fma, "fma"),
];

/// The parsed library files, or why one failed (our bug).
fn library() -> Result<&'static [Module], &'static str> {
    static LIBRARY: OnceLock<Result<Vec<Module>, String>> = OnceLock::new();
    LIBRARY
        .get_or_init(|| {
            SOURCES
                .iter()
                .map(|(name, text)| {
                    magpie_mpir::parse_library(text)
                        .value
                        .ok_or_else(|| format!("the device library file {name} does not parse"))
                })
                .collect()
        })
        .as_deref()
        .map_err(String::as_str)
}

/// The library function standing in for `op` on `s`, if there is one.
pub fn function_name(op: Opcode, s: Scalar) -> Option<String> {
    let (_, short) = LOWERABLE.iter().find(|(o, _)| *o == op)?;
    let name = format!("__mp_{short}_{}", s.name());
    let lib = library().ok()?;
    lib.iter()
        .any(|m| m.function_by_name(&name).is_some())
        .then_some(name)
}

/// Rewrites the ops `lower(op, type)` picks into library calls and links
/// the library functions they need. `None`: nothing was lowered.
pub fn lower_intrinsics(
    module: &Module,
    lower: &dyn Fn(Opcode, Scalar) -> bool,
) -> Outcome<Option<(Module, ModuleInfo)>> {
    if !module.functions.values().any(|f| has_lowerable(f, lower)) {
        return Outcome::new(None, Vec::new());
    }
    let mut out = module.clone();
    let mut changed = false;
    // Library functions may use lowered ops themselves (`math.fma`): each
    // round lowers what the last one linked in.
    while rewrite(&mut out, lower) {
        changed = true;
        if let Err(d) = link(&mut out) {
            return Outcome::failed(vec![d]);
        }
    }
    if !changed {
        return Outcome::new(None, Vec::new());
    }
    reverify(out)
}

/// Whether `func` has an op `lower` picks that the library has.
fn has_lowerable(func: &magpie_mpir::Function, lower: &dyn Fn(Opcode, Scalar) -> bool) -> bool {
    func.insts.values().any(|inst| {
        let Some(Type::Scalar(s)) = inst.result.map(|r| func.value_type(r)) else {
            return false;
        };
        lower(inst.op, s) && function_name(inst.op, s).is_some()
    })
}

/// Rewrites the ops `lower` picks into library calls; true if any.
fn rewrite(module: &mut Module, lower: &dyn Fn(Opcode, Scalar) -> bool) -> bool {
    let mut changed = false;
    for (_, func) in module.functions.iter_mut() {
        let types: Vec<Type> = func.values.iter().map(|(_, d)| d.ty).collect();
        for (_, inst) in func.insts.iter_mut() {
            let Some(Type::Scalar(s)) = inst.result.map(|r| types[r.index()]) else {
                continue;
            };
            if !lower(inst.op, s) {
                continue;
            }
            let Some(name) = function_name(inst.op, s) else {
                continue;
            };
            inst.keys = inst.op.info().keys.iter().map(|k| k.to_string()).collect();
            inst.op = Opcode::Call;
            inst.ty_args.clear();
            inst.attr = Some(name);
            changed = true;
        }
    }
    changed
}

/// Imports every library function `module` calls and does not define.
pub fn link(module: &mut Module) -> Result<(), Diagnostic> {
    let lib = library().map_err(internal)?;
    let mut defined: HashSet<String> = module
        .functions
        .iter()
        .map(|(_, f)| f.name.clone())
        .collect();
    let mut missing = called(module, &defined);
    while let Some(name) = missing.pop() {
        if defined.contains(&name) {
            continue;
        }
        let Some(f) = lib
            .iter()
            .find_map(|m| m.function_by_name(&name).map(|id| &m.functions[id]))
        else {
            // left for the verifier to report (an unknown callee)
            continue;
        };
        let f = f.clone();
        defined.insert(name);
        for (_, inst) in f.insts.iter() {
            if let (Opcode::Call | Opcode::CallVoid, Some(callee)) = (inst.op, &inst.attr) {
                if !defined.contains(callee) {
                    missing.push(callee.clone());
                }
            }
        }
        module.functions.append(f);
    }
    Ok(())
}

/// Callees of `module` that are not in `defined`.
fn called(module: &Module, defined: &HashSet<String>) -> Vec<String> {
    let mut out = Vec::new();
    for (_, f) in module.functions.iter() {
        for (_, inst) in f.insts.iter() {
            if let (Opcode::Call | Opcode::CallVoid, Some(callee)) = (inst.op, &inst.attr) {
                if !defined.contains(callee) && !out.contains(callee) {
                    out.push(callee.clone());
                }
            }
        }
    }
    out
}

fn reverify(module: Module) -> Outcome<Option<(Module, ModuleInfo)>> {
    let verified = magpie_mpir::verify(&module);
    match verified.value {
        Some(info) => Outcome::new(Some((module, info)), Vec::new()),
        None => {
            let why: Vec<String> = verified
                .diagnostics
                .iter()
                .map(|d| d.message.clone())
                .collect();
            Outcome::failed(vec![internal(&format!(
                "the module with device-library functions linked does not verify: {}",
                why.join("; ")
            ))])
        }
    }
}

fn internal(why: &str) -> Diagnostic {
    Diagnostic::error(
        codes::MPG_INTERNAL,
        format!("internal error: {why}; please report"),
    )
}

#[cfg(test)]
mod tests;
