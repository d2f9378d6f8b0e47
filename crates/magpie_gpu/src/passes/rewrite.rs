//! Editing helpers shared by the passes.
//!
//! Passes edit a function in place: they substitute operands, drop
//! instructions from blocks, and mark blocks dead. [`compact`] then rebuilds
//! the arenas so that only live items remain, renumbering handles and the
//! span side tables together; it keeps the relative order of everything it
//! keeps, so a function that lost nothing is unchanged.
//!
//! Invariant kept: a phi's `operands`, `blocks` and operand spans stay
//! parallel (see [`remove_phi_incoming`]).

use std::collections::HashMap;

use magpie_diag::Span;
use magpie_mpir::{BlockId, Function, Handle, InstId, Opcode, Operand, Terminator, Value};

/// Replaces uses of values by operands, following chains (`a → b`, `b → c`),
/// in every instruction and terminator.
pub(crate) fn replace_uses(func: &mut Function, map: &HashMap<Value, Operand>) {
    if map.is_empty() {
        return;
    }
    let resolve = |op: &mut Operand| {
        let mut steps = 0;
        while let Operand::Value(v) = *op {
            match map.get(&v) {
                Some(next) if steps <= map.len() => {
                    *op = *next;
                    steps += 1;
                }
                _ => break,
            }
        }
    };
    for (_, inst) in func.insts.iter_mut() {
        inst.operands.iter_mut().for_each(resolve);
    }
    for (_, block) in func.blocks.iter_mut() {
        match &mut block.term {
            Terminator::Ret(Some(op)) => resolve(op),
            Terminator::Cbr { cond, .. } => resolve(cond),
            Terminator::Switch { value, .. } => resolve(value),
            _ => {}
        }
    }
}

/// How many times each value (by index) is used by instructions in blocks
/// and by terminators.
pub(crate) fn use_counts(func: &Function) -> Vec<u32> {
    let mut counts = vec![0u32; func.values.len()];
    let mut count = |op: &Operand| {
        if let Operand::Value(v) = op {
            if let Some(c) = counts.get_mut(v.index()) {
                *c += 1;
            }
        }
    };
    for block in func.blocks.values() {
        for &i in &block.insts {
            if let Some(inst) = func.insts.get(i) {
                inst.operands.iter().for_each(&mut count);
            }
        }
        block.term.operands().iter().for_each(&mut count);
    }
    counts
}

/// The phi instructions at the top of `block`.
pub(crate) fn phis(func: &Function, block: BlockId) -> Vec<InstId> {
    func.blocks.get(block).map_or(Vec::new(), |b| {
        b.insts
            .iter()
            .copied()
            .take_while(|i| func.insts.get(*i).is_some_and(|x| x.op == Opcode::Phi))
            .collect()
    })
}

/// Drops the incoming entries from `pred` of every phi in `block`.
pub(crate) fn remove_phi_incoming(func: &mut Function, block: BlockId, pred: BlockId) {
    for i in phis(func, block) {
        let inst = &mut func.insts[i];
        let mut k = 0;
        while k < inst.blocks.len() {
            if inst.blocks[k] == pred {
                inst.blocks.remove(k);
                if k < inst.operands.len() {
                    inst.operands.remove(k);
                }
                if let Some(spans) = func.spans.operands.get_mut(i.index()) {
                    if k < spans.len() {
                        spans.remove(k);
                    }
                }
            } else {
                k += 1;
            }
        }
    }
}

/// Renames incoming block `from` to `to` in every phi of `block`.
pub(crate) fn redirect_phi_incoming(
    func: &mut Function,
    block: BlockId,
    from: BlockId,
    to: BlockId,
) {
    for i in phis(func, block) {
        for b in &mut func.insts[i].blocks {
            if *b == from {
                *b = to;
            }
        }
    }
}

/// Distinct successors of `block`, in order.
pub(crate) fn successors(func: &Function, block: BlockId) -> Vec<BlockId> {
    let mut out: Vec<BlockId> = Vec::new();
    if let Some(b) = func.blocks.get(block) {
        for s in b.term.successors() {
            if !out.contains(&s) {
                out.push(s);
            }
        }
    }
    out
}

/// Distinct predecessors of each live block (by index), in block order.
pub(crate) fn predecessors(func: &Function, dead: &[bool]) -> Vec<Vec<BlockId>> {
    let mut preds = vec![Vec::new(); func.blocks.len()];
    for b in func.blocks.handles() {
        if dead.get(b.index()).copied().unwrap_or(false) {
            continue;
        }
        for s in successors(func, b) {
            if let Some(p) = preds.get_mut(s.index()) {
                if !p.contains(&b) {
                    p.push(b);
                }
            }
        }
    }
    preds
}

/// Blocks reachable from the entry, by index.
pub(crate) fn reachable(func: &Function) -> Vec<bool> {
    let mut seen = vec![false; func.blocks.len()];
    let Some(entry) = func.entry() else {
        return seen;
    };
    let mut stack = vec![entry];
    seen[entry.index()] = true;
    while let Some(b) = stack.pop() {
        for s in successors(func, b) {
            if let Some(flag) = seen.get_mut(s.index()) {
                if !*flag {
                    *flag = true;
                    stack.push(s);
                }
            }
        }
    }
    seen
}

/// Rebuilds the function's arenas without the blocks marked `dead`, the
/// instructions no block lists, and the values nothing defines or uses.
/// A dead block that a live one still branches to is kept (a pass bug the
/// verifier will then report, rather than a dangling handle).
pub(crate) fn compact(func: &mut Function, dead: &[bool]) {
    let nb = func.blocks.len();
    let mut keep_block: Vec<bool> = (0..nb)
        .map(|i| !dead.get(i).copied().unwrap_or(false))
        .collect();
    loop {
        let mut grew = false;
        for b in func.blocks.handles() {
            if keep_block[b.index()] {
                for s in successors(func, b) {
                    if s.index() < nb && !keep_block[s.index()] {
                        keep_block[s.index()] = true;
                        grew = true;
                    }
                }
            }
        }
        if !grew {
            break;
        }
    }

    let mut keep_inst = vec![false; func.insts.len()];
    for (b, block) in func.blocks.iter() {
        if keep_block[b.index()] {
            for &i in &block.insts {
                if let Some(k) = keep_inst.get_mut(i.index()) {
                    *k = true;
                }
            }
        }
    }
    let mut keep_value = vec![false; func.values.len()];
    let mark = |v: Value, keep_value: &mut Vec<bool>| {
        if let Some(k) = keep_value.get_mut(v.index()) {
            *k = true;
        }
    };
    for &p in &func.params {
        mark(p, &mut keep_value);
    }
    for (i, inst) in func.insts.iter() {
        if keep_inst[i.index()] {
            if let Some(r) = inst.result {
                mark(r, &mut keep_value);
            }
            for op in &inst.operands {
                if let Operand::Value(v) = op {
                    mark(*v, &mut keep_value);
                }
            }
        }
    }
    for (b, block) in func.blocks.iter() {
        if keep_block[b.index()] {
            for op in block.term.operands() {
                if let Operand::Value(v) = op {
                    mark(v, &mut keep_value);
                }
            }
        }
    }

    let block_map = renumber(&keep_block);
    let inst_map = renumber(&keep_inst);
    let value_map = renumber(&keep_value);
    let bmap = |b: BlockId| block_map[b.index()].map(Handle::from_index);
    let vmap = |v: Value| {
        value_map
            .get(v.index())
            .copied()
            .flatten()
            .map(Handle::from_index)
    };
    let op_map = |op: Operand| match op {
        Operand::Value(v) => Operand::Value(vmap(v).unwrap_or(v)),
        c => c,
    };

    let old_values = std::mem::take(&mut func.values);
    let old_insts = std::mem::take(&mut func.insts);
    let old_blocks = std::mem::take(&mut func.blocks);
    let old_spans = std::mem::take(&mut func.spans);
    let mut spans = old_spans.clone();
    spans.values = filter_spans(&old_spans.values, &keep_value);
    spans.insts = filter_spans(&old_spans.insts, &keep_inst);
    spans.blocks = filter_spans(&old_spans.blocks, &keep_block);
    spans.terms = filter_spans(&old_spans.terms, &keep_block);
    spans.operands = old_spans
        .operands
        .iter()
        .enumerate()
        .filter(|(i, _)| keep_inst.get(*i).copied().unwrap_or(false))
        .map(|(_, s)| s.clone())
        .collect();
    func.spans = spans;
    func.params = func.params.iter().map(|p| vmap(*p).unwrap_or(*p)).collect();

    for (v, def) in old_values.iter() {
        if keep_value[v.index()] {
            func.values.append(def.clone());
        }
    }
    for (i, inst) in old_insts.iter() {
        if !keep_inst[i.index()] {
            continue;
        }
        let mut inst = inst.clone();
        inst.result = inst.result.map(|r| vmap(r).unwrap_or(r));
        if inst.op == Opcode::Phi {
            // Drop incomings from blocks that are gone (dead blocks are unreachable).
            let mut k = 0;
            while k < inst.blocks.len() {
                if bmap(inst.blocks[k]).is_none() {
                    inst.blocks.remove(k);
                    if k < inst.operands.len() {
                        inst.operands.remove(k);
                    }
                    let new_i = inst_map[i.index()].unwrap_or(0) as usize;
                    if let Some(s) = func.spans.operands.get_mut(new_i) {
                        if k < s.len() {
                            s.remove(k);
                        }
                    }
                } else {
                    inst.blocks[k] = bmap(inst.blocks[k]).unwrap_or(inst.blocks[k]);
                    k += 1;
                }
            }
        }
        inst.operands = inst.operands.into_iter().map(op_map).collect();
        func.insts.append(inst);
    }
    for (b, block) in old_blocks.iter() {
        if !keep_block[b.index()] {
            continue;
        }
        let mut block = block.clone();
        block.insts = block
            .insts
            .iter()
            .filter_map(|i| {
                inst_map
                    .get(i.index())
                    .copied()
                    .flatten()
                    .map(Handle::from_index)
            })
            .collect();
        block.term = match block.term {
            Terminator::Ret(v) => Terminator::Ret(v.map(op_map)),
            Terminator::Br(t) => Terminator::Br(bmap(t).unwrap_or(t)),
            Terminator::Cbr {
                cond,
                then_block,
                else_block,
            } => Terminator::Cbr {
                cond: op_map(cond),
                then_block: bmap(then_block).unwrap_or(then_block),
                else_block: bmap(else_block).unwrap_or(else_block),
            },
            Terminator::Switch {
                value,
                cases,
                default,
            } => Terminator::Switch {
                value: op_map(value),
                cases: cases
                    .into_iter()
                    .map(|(c, t)| (c, bmap(t).unwrap_or(t)))
                    .collect(),
                default: bmap(default).unwrap_or(default),
            },
            Terminator::Unreachable => Terminator::Unreachable,
        };
        func.blocks.append(block);
    }
}

/// New index of each kept item, in the old order.
fn renumber(keep: &[bool]) -> Vec<Option<u32>> {
    let mut next = 0u32;
    keep.iter()
        .map(|&k| {
            k.then(|| {
                next += 1;
                next - 1
            })
        })
        .collect()
}

fn filter_spans(spans: &[Span], keep: &[bool]) -> Vec<Span> {
    spans
        .iter()
        .enumerate()
        .filter(|(i, _)| keep.get(*i).copied().unwrap_or(false))
        .map(|(_, s)| *s)
        .collect()
}
