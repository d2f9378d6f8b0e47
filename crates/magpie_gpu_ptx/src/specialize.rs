//! Late-resolved predicates: `gpu.target.is/has` and `pred.*` are evaluated
//! for this device, each `cbr` on a predicate becomes a branch on a
//! constant, and the CFG is simplified (dead side removed) and verified
//! again.
//!
//! The same walk as `magpie_gpu_spirv`'s `specialize.rs`, with the target
//! questions passed in as closures so that it does not depend on either
//! backend's options. It belongs in `magpie_gpu::passes` (one copy for every
//! backend); this task could only add files of its own crate, so it is
//! written here in that shape, ready to move.

use std::collections::HashMap;

use magpie_gpu::passes::{dce, simplify_cfg};
use magpie_gpu::Capability;
use magpie_mpir::{verify, Const, Module, ModuleInfo, Opcode, Operand, Terminator, Type, Value};

use crate::{Error, Result};

/// `None` when no function mentions a predicate (the module is used as it
/// is). `is(name)` answers `gpu.target.is`, `has(cap)` `gpu.target.has`.
pub(crate) fn resolve_predicates(
    module: &Module,
    is: impl Fn(&str) -> bool,
    has: impl Fn(Capability) -> bool,
) -> Result<Option<(Module, ModuleInfo)>> {
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
                    Opcode::TargetHas => Some(Capability::from_name(attr).is_some_and(&has)),
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
            return Err(Error::unsupported(format!(
                "@{}: a predicate is used other than as a branch condition",
                func.name
            )));
        }
    }
    let out = verify(&m);
    match out.value {
        Some(info) => Ok(Some((m, info))),
        None => Err(Error::invalid(format!(
            "resolving predicates broke the IR: {}",
            out.diagnostics
                .first()
                .map_or(String::new(), |d| d.message.clone())
        ))),
    }
}
