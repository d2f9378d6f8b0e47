//! Which capabilities a predicate guard guarantees in each block.
//!
//! A block is guarded for capability `X` when it is dominated by a block `S`
//! that is entered only along one edge of a `cbr %p`, on the side where `%p`
//! implies `X`: `S` has the `cbr`'s block as its only predecessor and is not
//! both of its targets. What `%p` implies is read from its definition:
//!
//! | `%p`                        | true implies      | false implies     |
//! |-----------------------------|-------------------|-------------------|
//! | `gpu.target.has { cap=X }`  | {X}               | {}                |
//! | `pred.and { a, b }`         | T(a) ∪ T(b)       | F(a) ∩ F(b)       |
//! | `pred.or { a, b }`          | T(a) ∩ T(b)       | F(a) ∪ F(b)       |
//! | `pred.not { a }`            | F(a)              | T(a)              |
//! | anything else               | {}                | {}                |
//!
//! Specialization resolves every predicate to a constant, so a guarded
//! block survives only on targets that have the capability; ops needing it
//! there are fine without `requires(...)`.

use std::collections::BTreeSet;

use magpie_mpir::{
    BlockId, Function, FunctionInfo, Inst, Opcode, Operand, Terminator, Type, Value,
};

use crate::caps::Capability;

type CapSet = BTreeSet<Capability>;

/// Capabilities guaranteed per block.
#[derive(Debug, Default)]
pub(crate) struct Guards {
    per_block: Vec<CapSet>,
}

/// Predicate chains deeper than this are not followed (they cannot be
/// cyclic in verified SSA; this only bounds the work).
const MAX_DEPTH: usize = 64;

impl Guards {
    pub fn compute(func: &Function, info: &FunctionInfo) -> Guards {
        let defs = definitions(func);
        let n = func.blocks.len();
        // Capabilities implied on entry to a block by the single edge into it.
        let mut on_entry: Vec<CapSet> = vec![CapSet::new(); n];
        for &c in &info.rpo {
            let Some(block) = func.blocks.get(c) else {
                continue;
            };
            let Terminator::Cbr {
                cond: Operand::Value(p),
                then_block,
                else_block,
            } = block.term
            else {
                continue;
            };
            if func.value_type(p) != Type::Pred || then_block == else_block {
                continue;
            }
            for (succ, sense) in [(then_block, true), (else_block, false)] {
                let only_pred = info
                    .preds
                    .get(succ.index())
                    .is_some_and(|ps| ps.as_slice() == [c]);
                if only_pred && succ.index() < n {
                    let implied = implies(&defs, p, sense, 0);
                    on_entry[succ.index()].extend(implied);
                }
            }
        }
        let mut per_block = vec![CapSet::new(); n];
        for &b in &info.rpo {
            let mut set = CapSet::new();
            let mut d = Some(b);
            let mut steps = 0;
            while let Some(x) = d {
                if let Some(s) = on_entry.get(x.index()) {
                    set.extend(s.iter().copied());
                }
                d = info.idom.get(x.index()).copied().flatten();
                steps += 1;
                if steps > n {
                    break;
                }
            }
            if let Some(slot) = per_block.get_mut(b.index()) {
                *slot = set;
            }
        }
        Guards { per_block }
    }

    /// True when `block` only runs on targets that have `cap`.
    pub fn covers(&self, block: Option<BlockId>, cap: Capability) -> bool {
        block
            .and_then(|b| self.per_block.get(b.index()))
            .is_some_and(|s| s.contains(&cap))
    }
}

/// The instruction defining each value, by value index.
fn definitions(func: &Function) -> Vec<Option<&Inst>> {
    let mut defs = vec![None; func.values.len()];
    for block in func.blocks.values() {
        for &i in &block.insts {
            if let Some(inst) = func.insts.get(i) {
                if let Some(slot) = inst.result.and_then(|r| defs.get_mut(r.index())) {
                    *slot = Some(inst);
                }
            }
        }
    }
    defs
}

fn implies(defs: &[Option<&Inst>], p: Value, sense: bool, depth: usize) -> CapSet {
    let Some(inst) = defs.get(p.index()).copied().flatten() else {
        return CapSet::new();
    };
    if depth > MAX_DEPTH {
        return CapSet::new();
    }
    let operand = |k: usize, s: bool| match inst.operands.get(k) {
        Some(Operand::Value(v)) => implies(defs, *v, s, depth + 1),
        _ => CapSet::new(),
    };
    match (inst.op, sense) {
        (Opcode::TargetHas, true) => inst
            .attr
            .as_deref()
            .and_then(Capability::from_name)
            .into_iter()
            .collect(),
        (Opcode::PredAnd, true) | (Opcode::PredOr, false) => {
            let mut s = operand(0, sense);
            s.extend(operand(1, sense));
            s
        }
        (Opcode::PredAnd, false) | (Opcode::PredOr, true) => {
            let a = operand(0, sense);
            let b = operand(1, sense);
            a.intersection(&b).copied().collect()
        }
        (Opcode::PredNot, _) => operand(0, !sense),
        _ => CapSet::new(),
    }
}
