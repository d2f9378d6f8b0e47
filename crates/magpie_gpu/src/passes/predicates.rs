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
//! Invariant: on success the result verifies; a predicate left in use other
//! than as a branch condition is [`PredicateError::Unresolved`], and a
//! result that does not verify is [`PredicateError::Internal`] (our bug).

use std::collections::HashMap;

use magpie_mpir::{verify, Const, Module, ModuleInfo, Opcode, Operand, Terminator, Type, Value};

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
    let uses_preds = module.functions.values().any(|f| {
        f.insts
            .values()
            .any(|i| matches!(i.op, Opcode::TargetIs | Opcode::TargetHas))
    });
    if !uses_preds {
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
                let attr = inst.attr.as_deref().unwrap_or("");
                let v = match inst.op {
                    Opcode::TargetIs => Some(is(attr)),
                    Opcode::TargetHas => Some(Capability::from_name(attr).is_some_and(has)),
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
    let out = verify(&m);
    match out.value {
        Some(info) => Ok(Some((m, info))),
        None => Err(PredicateError::Internal(
            out.diagnostics
                .first()
                .map_or(String::new(), |d| d.message.clone()),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn stored(module: &Module) -> Vec<u64> {
        let k = module.function_by_name("k").unwrap();
        let f = &module.functions[k];
        f.insts
            .values()
            .filter(|i| i.op == Opcode::BufferStore)
            .filter_map(|i| match i.operands.get(2) {
                Some(Operand::Const(c)) => Some(c.bits),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn each_answer_keeps_exactly_one_side() {
        let module = magpie_mpir::parse(SRC).value.expect("parses");
        for (is_sm90, has_sg, want) in [
            (true, true, 2),
            (true, false, 1),
            (false, true, 1),
            (false, false, 1),
        ] {
            let (m, _) = resolve_predicates(&module, &|name| is_sm90 && name == "sm_90", &|cap| {
                has_sg && cap == Capability::Subgroups
            })
            .expect("resolves")
            .expect("changed");
            assert_eq!(
                stored(&m),
                [want],
                "is sm_90: {is_sm90}, subgroups: {has_sg}"
            );
        }
    }

    #[test]
    fn no_predicate_leaves_the_module_alone() {
        let plain = SRC.replace("cbr %not bb1 bb2", "br bb1").replace(
            "    %sg: pred = gpu.target.has { cap=\"subgroups\" }\n    %nv: pred = gpu.target.is { name=\"sm_90\" }\n    %both: pred = pred.and { lhs=%sg, rhs=%nv }\n    %not: pred = pred.not { v=%both }\n",
            "",
        );
        let m = magpie_mpir::parse(&plain).value.expect("parses");
        assert!(matches!(
            resolve_predicates(&m, &|_| true, &|_| true),
            Ok(None)
        ));
    }
}
