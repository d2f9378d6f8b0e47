//! Late-resolved feature predicates (seed 002): `gpu.target.is`,
//! `gpu.target.has` and `pred.and/or/not` are evaluated for one concrete
//! target, each `cbr` on a predicate becomes a branch on a constant, and the
//! CFG is simplified (the dead side removed) so that exactly one side
//! survives and the kernel carries no run-time test.
//!
//! The target's answers come in as closures, so every backend shares this
//! walk: `is(name)` answers `gpu.target.is { name }`, `has(cap)`
//! `gpu.target.has { cap }` (an unknown capability name is false).
//!
//! A backend that leaves the answers to the device instead (SPIR-V's
//! specialization constants) calls [`keep_predicates`]: the same rule on
//! where a predicate may be used, and every predicate computation moved to
//! the top of its function's entry block, so that it dominates every block
//! whatever later CFG normalisation does (the predicates are module-level
//! constants there); the branches on them are left alone.
//!
//! Invariant: on success the result verifies; a predicate left in use other
//! than as a branch condition (or an operand of `pred.and/or/not`) is
//! [`PredicateError::Unresolved`], and a result that does not verify is
//! [`PredicateError::Internal`] (our bug). Each leaf is evaluated by
//! [`TargetPredicate::evaluate`], the one definition of a predicate's value.

use std::collections::HashMap;

use magpie_mpir::{
    verify, Const, Function, FunctionInfo, Module, ModuleInfo, Opcode, Operand, Terminator, Type,
    Value,
};

use super::target_predicate::TargetPredicate;
use super::{dce, simplify_cfg};
use crate::Capability;

/// Why predicates could not be resolved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PredicateError {
    /// A predicate is used other than as a branch condition (in function
    /// `@name`): the user's mistake.
    Unresolved(String),
    /// The rewritten module does not verify: our bug.
    Internal(String),
}

/// `None` when no function mentions a predicate (the module is used as it
/// is); otherwise the specialised module and its info.
pub fn resolve_predicates(
    module: &Module,
    is: &dyn Fn(&str) -> bool,
    has: &dyn Fn(Capability) -> bool,
) -> Result<Option<(Module, ModuleInfo)>, PredicateError> {
    if !uses_predicates(module) {
        return Ok(None);
    }
    let mut m = module.clone();
    for (_, func) in m.functions.iter_mut() {
        let mut value: HashMap<Value, bool> = HashMap::new();
        for b in func.blocks.handles().collect::<Vec<_>>() {
            for &i in &func.blocks[b].insts {
                let inst = &func.insts[i];
                let Some(r) = inst.result else { continue };
                let arg = |k: usize| match inst.operands.get(k) {
                    Some(Operand::Value(v)) => value.get(v).copied(),
                    _ => None,
                };
                let v = match inst.op {
                    Opcode::TargetIs | Opcode::TargetHas => {
                        TargetPredicate::of(inst).map(|p| p.evaluate(is, has))
                    }
                    Opcode::PredAnd => arg(0).zip(arg(1)).map(|(a, b)| a && b),
                    Opcode::PredOr => arg(0).zip(arg(1)).map(|(a, b)| a || b),
                    Opcode::PredNot => arg(0).map(|a| !a),
                    _ => None,
                };
                if let Some(v) = v {
                    value.insert(r, v);
                }
            }
        }
        for b in func.blocks.handles().collect::<Vec<_>>() {
            if let Terminator::Cbr { cond, .. } = &mut func.blocks[b].term {
                if let Operand::Value(v) = *cond {
                    if let Some(&x) = value.get(&v) {
                        *cond = Operand::Const(Const::bool(x));
                    }
                }
            }
        }
        simplify_cfg::simplify(func);
        dce::eliminate(func);
        let leftover = func.blocks.values().flat_map(|b| b.insts.iter()).any(|&i| {
            func.insts[i]
                .result
                .is_some_and(|r| func.value_type(r) == Type::Pred)
        });
        if leftover {
            return Err(PredicateError::Unresolved(func.name.clone()));
        }
    }
    verified(m).map(Some)
}

/// Whether any function mentions `gpu.target.is/has`.
fn uses_predicates(module: &Module) -> bool {
    module.functions.values().any(|f| {
        f.insts
            .values()
            .any(|i| matches!(i.op, Opcode::TargetIs | Opcode::TargetHas))
    })
}

/// An op computing a `pred`.
fn is_predicate_op(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::TargetIs | Opcode::TargetHas | Opcode::PredAnd | Opcode::PredOr | Opcode::PredNot
    )
}

/// `m` with its info, or [`PredicateError::Internal`].
fn verified(m: Module) -> Result<(Module, ModuleInfo), PredicateError> {
    let out = verify(&m);
    match out.value {
        Some(info) => Ok((m, info)),
        None => Err(PredicateError::Internal(
            out.diagnostics
                .first()
                .map_or(String::new(), |d| d.message.clone()),
        )),
    }
}

/// For a backend whose device answers the predicates (module docs): checks
/// that each predicate is used only as a `cbr` condition or an operand of
/// `pred.and/or/not`, and moves every predicate computation of a reachable
/// block to the top of its function's entry block, in reverse postorder
/// (each operand still comes before its use). `None` when no function
/// mentions a predicate (the module is used as it is).
pub fn keep_predicates(
    module: &Module,
    info: &ModuleInfo,
) -> Result<Option<(Module, ModuleInfo)>, PredicateError> {
    if !uses_predicates(module) {
        return Ok(None);
    }
    let mut m = module.clone();
    for (fid, func) in m.functions.iter_mut() {
        check_predicate_uses(func)?;
        hoist_predicates(func, info.function(fid));
    }
    verified(m).map(Some)
}

/// [`PredicateError::Unresolved`] when a `pred` value is used other than as
/// a `cbr` condition or an operand of `pred.and/or/not`.
fn check_predicate_uses(func: &Function) -> Result<(), PredicateError> {
    let is_pred = |op: &Operand| func.operand_type(op) == Type::Pred;
    for block in func.blocks.values() {
        for &i in &block.insts {
            let inst = &func.insts[i];
            if !is_predicate_op(inst.op) && inst.operands.iter().any(is_pred) {
                return Err(PredicateError::Unresolved(func.name.clone()));
            }
        }
        let misused = match &block.term {
            Terminator::Ret(Some(v)) => is_pred(v),
            Terminator::Switch { value, .. } => is_pred(value),
            _ => false,
        };
        if misused {
            return Err(PredicateError::Unresolved(func.name.clone()));
        }
    }
    Ok(())
}

/// Moves the predicate computations of reachable blocks to the top of the
/// entry block (which has no phis), in reverse postorder: a definition
/// dominates its uses, so it comes first in that order.
fn hoist_predicates(func: &mut Function, finfo: &FunctionInfo) {
    let Some(&entry) = finfo.rpo.first() else {
        return;
    };
    let mut hoisted = Vec::new();
    for &b in &finfo.rpo {
        let insts = &func.insts;
        func.blocks[b].insts.retain(|&i| {
            let pred = is_predicate_op(insts[i].op);
            if pred {
                hoisted.push(i);
            }
            !pred
        });
    }
    let rest = std::mem::take(&mut func.blocks[entry].insts);
    hoisted.extend(rest);
    func.blocks[entry].insts = hoisted;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Tests report a failed step as an error instead of panicking.
    type TestResult<T = ()> = Result<T, String>;

    fn parse(src: &str) -> TestResult<Module> {
        magpie_mpir::parse(src)
            .value
            .ok_or_else(|| "the test kernel does not parse".to_string())
    }

    fn info_of(module: &Module) -> TestResult<ModuleInfo> {
        verify(module)
            .value
            .ok_or_else(|| "the test kernel does not verify".to_string())
    }

    fn kernel(module: &Module) -> TestResult<magpie_mpir::FuncId> {
        module
            .function_by_name("k")
            .ok_or_else(|| "no @k".to_string())
    }

    const SRC: &str = "module t\nexports { @k }\nimports { }\ndigest \"0000000000000000\"
gpu fn @k(%o: gpu.TBuffer<u32>) -> unit workgroup(64, 1, 1) {
bb0:
    %sg: pred = gpu.target.has { cap=\"subgroups\" }
    %nv: pred = gpu.target.is { name=\"sm_90\" }
    %both: pred = pred.and { lhs=%sg, rhs=%nv }
    %not: pred = pred.not { v=%both }
    cbr %not bb1 bb2
bb1:
    gpu.buffer_store<u32> { buf=%o, idx=const.u32 0, v=const.u32 1 }
    ret
bb2:
    gpu.buffer_store<u32> { buf=%o, idx=const.u32 0, v=const.u32 2 }
    ret
}
";

    /// The constant stored by the one surviving side.
    fn stored(module: &Module) -> TestResult<Vec<u64>> {
        let f = &module.functions[kernel(module)?];
        Ok(f.insts
            .values()
            .filter(|i| i.op == Opcode::BufferStore)
            .filter_map(|i| match i.operands.get(2) {
                Some(Operand::Const(c)) => Some(c.bits),
                _ => None,
            })
            .collect())
    }

    #[test]
    fn each_answer_keeps_exactly_one_side() -> TestResult {
        let module = parse(SRC)?;
        for (is_sm90, has_sg, want) in [
            (true, true, 2),
            (true, false, 1),
            (false, true, 1),
            (false, false, 1),
        ] {
            let (m, _) = resolve_predicates(&module, &|name| is_sm90 && name == "sm_90", &|cap| {
                has_sg && cap == Capability::Subgroups
            })
            .map_err(|e| format!("{e:?}"))?
            .ok_or("nothing changed")?;
            assert_eq!(
                stored(&m)?,
                [want],
                "is sm_90: {is_sm90}, subgroups: {has_sg}"
            );
        }
        Ok(())
    }

    /// The kernel's `cbr` conditions that are predicates, by block label.
    fn predicate_branches(module: &Module) -> TestResult<Vec<String>> {
        let f = &module.functions[kernel(module)?];
        Ok(f.blocks
            .values()
            .filter(|b| match &b.term {
                Terminator::Cbr { cond, .. } => f.operand_type(cond) == Type::Pred,
                _ => false,
            })
            .map(|b| b.label.clone())
            .collect())
    }

    /// A predicate defined below the entry, under a bool branch.
    const NESTED: &str = "gpu fn @k(%o: gpu.TBuffer<u32>, %n: u32) -> unit {
bb0:
    %c: bool = icmp.ult { lhs=%n, rhs=const.u32 4 }
    cbr %c bb1 bb4
bb1:
    %sg: pred = gpu.target.has { cap=\"subgroups\" }
    %no: pred = pred.not { v=%sg }
    cbr %no bb2 bb3
bb2:
    gpu.buffer_store<u32> { buf=%o, idx=const.u32 0, v=const.u32 1 }
    br bb4
bb3:
    gpu.buffer_store<u32> { buf=%o, idx=const.u32 0, v=const.u32 2 }
    br bb4
bb4:
    ret
}
";

    #[test]
    fn kept_predicates_move_to_the_entry_and_keep_their_branches() -> TestResult {
        let module = parse(NESTED)?;
        let info = info_of(&module)?;
        let (m, _) = keep_predicates(&module, &info)
            .map_err(|e| format!("{e:?}"))?
            .ok_or("nothing changed")?;
        let f = &m.functions[kernel(&m)?];
        let entry = f.entry().ok_or("no entry block")?;
        let ops: Vec<Opcode> = f.blocks[entry]
            .insts
            .iter()
            .map(|&i| f.insts[i].op)
            .collect();
        assert_eq!(
            ops,
            [Opcode::TargetHas, Opcode::PredNot, Opcode::IcmpUlt],
            "predicates first, in order"
        );
        assert_eq!(predicate_branches(&m)?, ["bb1"]);
        assert_eq!(stored_constants(&m)?, [1, 2], "both sides kept");
        Ok(())
    }

    /// Every constant the kernel stores.
    fn stored_constants(module: &Module) -> TestResult<Vec<u64>> {
        let f = &module.functions[kernel(module)?];
        let mut out: Vec<u64> = f
            .blocks
            .values()
            .flat_map(|b| b.insts.iter())
            .map(|&i| &f.insts[i])
            .filter(|i| i.op == Opcode::BufferStore)
            .filter_map(|i| match i.operands.get(2) {
                Some(Operand::Const(c)) => Some(c.bits),
                _ => None,
            })
            .collect();
        out.sort();
        Ok(out)
    }

    /// The standard passes never decide a branch on a predicate, nor drop
    /// a predicate a branch uses: both sides reach a backend that keeps
    /// predicates.
    #[test]
    fn standard_passes_keep_predicate_branches() -> TestResult {
        for src in [SRC, NESTED] {
            let mut m = parse(src)?;
            let before = predicate_branches(&m)?;
            let stored = stored_constants(&m)?;
            let out = crate::PassManager::standard().run(&mut m);
            let info = out.value.ok_or_else(|| format!("{:?}", out.diagnostics))?;
            assert_eq!(predicate_branches(&m)?, before);
            assert_eq!(stored_constants(&m)?, stored);
            let (kept, _) = keep_predicates(&m, &info)
                .map_err(|e| format!("{e:?}"))?
                .ok_or("nothing changed")?;
            assert_eq!(stored_constants(&kept)?, stored);
        }
        Ok(())
    }

    #[test]
    fn a_predicate_used_as_a_value_is_unresolved() -> TestResult {
        let module = parse(NESTED)?;
        let info = info_of(&module)?;
        // The verifier rejects this (MPS0019); an IR rewrite could still
        // produce it, and the check must not trust the verifier to run.
        let mut bad = module.clone();
        let k = kernel(&bad)?;
        let f = &mut bad.functions[k];
        let sg = f
            .insts
            .values()
            .find(|i| i.op == Opcode::TargetHas)
            .and_then(|i| i.result)
            .ok_or("no gpu.target.has")?;
        let (_, store) = f
            .insts
            .iter_mut()
            .find(|(_, i)| i.op == Opcode::BufferStore)
            .ok_or("no store")?;
        store.operands[2] = Operand::Value(sg);
        assert_eq!(
            keep_predicates(&bad, &info).err(),
            Some(PredicateError::Unresolved("k".into()))
        );
        Ok(())
    }

    #[test]
    fn no_predicate_leaves_the_module_alone() -> TestResult {
        let plain = SRC.replace("cbr %not bb1 bb2", "br bb1").replace(
            "    %sg: pred = gpu.target.has { cap=\"subgroups\" }\n    %nv: pred = gpu.target.is { name=\"sm_90\" }\n    %both: pred = pred.and { lhs=%sg, rhs=%nv }\n    %not: pred = pred.not { v=%both }\n",
            "",
        );
        let m = parse(&plain)?;
        assert!(matches!(
            resolve_predicates(&m, &|_| true, &|_| true),
            Ok(None)
        ));
        let info = info_of(&m)?;
        assert!(matches!(keep_predicates(&m, &info), Ok(None)));
        Ok(())
    }
}
