//! Late-resolved predicates: `gpu.target.is/has` and `pred.*` are evaluated
//! for this device, each `cbr` on a predicate becomes a `br` to the surviving
//! side, and the CFG is simplified (dead side removed) and verified again.

use std::collections::HashMap;

use magpie_gpu::passes::{dce, simplify_cfg};
use magpie_gpu::Capability;
use magpie_mpir::{verify, Const, Module, ModuleInfo, Opcode, Operand, Terminator, Type, Value};

use crate::{Error, Options, Result};

/// `None` when no function mentions a predicate (the module is used as is).
pub(crate) fn resolve_predicates(
    module: &Module,
    _info: &ModuleInfo,
    options: &Options,
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
                let v = match inst.op {
                    Opcode::TargetIs => {
                        Some(target_is(inst.attr.as_deref().unwrap_or(""), options))
                    }
                    Opcode::TargetHas => Some(
                        Capability::from_name(inst.attr.as_deref().unwrap_or(""))
                            .is_some_and(|c| options.has(c)),
                    ),
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

/// `gpu.target.is { name }` on this backend: the backend's name or a Vulkan
/// version the device meets (`vulkan1.2` on a 1.3 device is true).
fn target_is(name: &str, options: &Options) -> bool {
    if name == "spv" || name == "vulkan" {
        return true;
    }
    if let Some(v) = name.strip_prefix("vulkan") {
        if let Some((a, b)) = v.split_once('.') {
            if let (Ok(a), Ok(b)) = (a.parse::<u32>(), b.parse::<u32>()) {
                return (a, b) <= options.vulkan_version;
            }
        }
    }
    false
}
