//! Control-flow simplification.
//!
//! Rules, applied to a fixed point per function:
//! 1. `cbr` on a constant `bool` → `br` to the taken side; phis of the
//!    dropped side lose their incoming from this block;
//! 2. `cbr` whose two targets are the same block → `br`;
//! 3. `switch` on a constant → `br` to the matching case (or the default);
//!    the other successors' phis lose their incoming from this block;
//! 4. blocks unreachable from the entry are removed, and their successors'
//!    phis lose the incomings from them;
//! 5. a phi whose incoming values are all the same (ignoring the phi itself)
//!    is replaced by that value;
//! 6. a block with no phis whose only predecessor ends in `br` to it is
//!    merged into that predecessor (the entry block stays first).
//!
//! A `cbr` on a `pred` is never touched: predicates are resolved by
//! specialization, which must see both branches.

use std::collections::HashMap;

use magpie_mpir::{
    BlockId, Const, Function, Module, ModuleInfo, Opcode, Operand, Scalar, Terminator, Type, Value,
};

use super::rewrite::{
    compact, phis, predecessors, reachable, redirect_phi_incoming, remove_phi_incoming,
    replace_uses, successors,
};
use super::Pass;

/// The `simplify_cfg` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct SimplifyCfg;

impl Pass for SimplifyCfg {
    fn name(&self) -> &'static str {
        "simplify_cfg"
    }

    fn run(&self, module: &mut Module, _info: &ModuleInfo) -> bool {
        let mut changed = false;
        for (_, func) in module.functions.iter_mut() {
            changed |= simplify(func);
        }
        changed
    }
}

/// Simplifies one function; true when anything changed.
pub fn simplify(func: &mut Function) -> bool {
    let mut dead = vec![false; func.blocks.len()];
    let mut changed = false;
    // Each round removes a block, a phi or a conditional edge, so the number
    // of rounds is bounded by the function's size.
    let bound = func.blocks.len() + func.insts.len() + 2;
    for _ in 0..bound {
        let mut progress = fold_terminators(func, &dead);
        progress |= remove_unreachable(func, &mut dead);
        progress |= remove_trivial_phis(func, &dead);
        progress |= merge_blocks(func, &mut dead);
        if !progress {
            break;
        }
        changed = true;
    }
    if changed {
        compact(func, &dead);
    }
    changed
}

/// Rules 1–3.
fn fold_terminators(func: &mut Function, dead: &[bool]) -> bool {
    let mut progress = false;
    for b in func.blocks.handles().collect::<Vec<_>>() {
        if dead[b.index()] {
            continue;
        }
        let Some(taken) = constant_target(func, b) else {
            continue;
        };
        for s in successors(func, b) {
            if s != taken {
                remove_phi_incoming(func, s, b);
            }
        }
        func.blocks[b].term = Terminator::Br(taken);
        progress = true;
    }
    progress
}

/// The one block a conditional terminator of `b` always goes to, if known.
fn constant_target(func: &Function, b: BlockId) -> Option<BlockId> {
    match &func.blocks[b].term {
        Terminator::Cbr {
            cond,
            then_block,
            else_block,
        } => {
            if func.operand_type(cond) == Type::Pred {
                return None;
            }
            match cond {
                _ if then_block == else_block => Some(*then_block),
                Operand::Const(Const {
                    ty: Scalar::Bool,
                    bits,
                }) => Some(if *bits != 0 { *then_block } else { *else_block }),
                _ => None,
            }
        }
        Terminator::Switch {
            value: Operand::Const(c),
            cases,
            default,
        } => Some(
            cases
                .iter()
                .find(|(v, _)| Const::int(c.ty, *v).bits == c.bits)
                .map_or(*default, |(_, t)| *t),
        ),
        _ => None,
    }
}

/// Rule 4.
fn remove_unreachable(func: &mut Function, dead: &mut [bool]) -> bool {
    let live = reachable(func);
    let mut progress = false;
    for b in func.blocks.handles().collect::<Vec<_>>() {
        if live[b.index()] || dead[b.index()] {
            continue;
        }
        for s in successors(func, b) {
            remove_phi_incoming(func, s, b);
        }
        dead[b.index()] = true;
        func.blocks[b].insts.clear();
        func.blocks[b].term = Terminator::Unreachable;
        progress = true;
    }
    progress
}

/// Rule 5.
fn remove_trivial_phis(func: &mut Function, dead: &[bool]) -> bool {
    let mut replaced: HashMap<Value, Operand> = HashMap::new();
    for b in func.blocks.handles().collect::<Vec<_>>() {
        if dead[b.index()] {
            continue;
        }
        for i in phis(func, b) {
            let inst = &func.insts[i];
            let Some(r) = inst.result else {
                continue;
            };
            let mut incoming = inst.operands.iter().filter(|op| **op != Operand::Value(r));
            let Some(first) = incoming.next().copied() else {
                continue;
            };
            if incoming.all(|op| *op == first) {
                replaced.insert(r, first);
            }
        }
    }
    if replaced.is_empty() {
        return false;
    }
    replace_uses(func, &replaced);
    for (_, block) in func.blocks.iter_mut() {
        let insts = &func.insts;
        block.insts.retain(|i| {
            insts.get(*i).is_none_or(|inst| {
                inst.op != Opcode::Phi || inst.result.is_none_or(|r| !replaced.contains_key(&r))
            })
        });
    }
    true
}

/// Rule 6.
fn merge_blocks(func: &mut Function, dead: &mut [bool]) -> bool {
    let Some(entry) = func.entry() else {
        return false;
    };
    let mut progress = false;
    let mut preds = predecessors(func, dead);
    for b in func.blocks.handles().collect::<Vec<_>>() {
        if b == entry || dead[b.index()] || !phis(func, b).is_empty() {
            continue;
        }
        let [p] = preds[b.index()].as_slice() else {
            continue;
        };
        let p = *p;
        if p == b || dead[p.index()] || func.blocks[p].term != Terminator::Br(b) {
            continue;
        }
        let moved = std::mem::take(&mut func.blocks[b].insts);
        let term = std::mem::replace(&mut func.blocks[b].term, Terminator::Unreachable);
        func.blocks[p].insts.extend(moved);
        func.blocks[p].term = term;
        if let Some(span) = func.spans.terms.get(b.index()).copied() {
            if let Some(slot) = func.spans.terms.get_mut(p.index()) {
                *slot = span;
            }
        }
        for s in successors(func, p) {
            redirect_phi_incoming(func, s, b, p);
        }
        dead[b.index()] = true;
        progress = true;
        preds = predecessors(func, dead);
    }
    progress
}
