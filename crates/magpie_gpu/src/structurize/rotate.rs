//! Loop rotation with a guarded preheader: `while (c) body` becomes
//! `if (c) { preheader; do body while (c) }`, and the loop-invariant values
//! computed before the loop that only the loop uses sink into the new
//! preheader, past the guard.
//!
//! Why (PTX): ptxas rotates loops itself, but what the kernel computes
//! before the first test stays there. A grid-stride loop whose stride
//! (`num_workgroups * workgroup_size`) is computed before the guard makes
//! ptxas 13.0 keep the global-memory descriptor in ordinary registers and
//! rebuild it with two `R2UR` in every iteration; with the stride computed
//! after the guard (as nvcc's front end leaves it) the descriptor is one
//! `ULDC.64` before the loop (`bench/sass/sass.sh`, `bench/RESULTS.md`).
//!
//! Which loops: in a reducible function, a natural loop whose header `H`
//! - has one predecessor `P` outside the loop, ending in `br H`, and one
//!   latch `L` (not `H`), ending in `br H`;
//! - ends in a `cbr` with one side `B` in the loop and the other `X`
//!   outside, where `H -> X` is the loop's only exit, `X`'s only
//!   predecessor is `H`, `B`'s only predecessor is `H` and `B` has no phis;
//! - holds, besides its phis, at most [`MAX_HEADER_INSTS`] instructions,
//!   each free of side effects, memory reads and cross-lane communication
//!   ([`clonable`]): they are computed twice, once at the end of `P` and
//!   once at the end of `L`, exactly as often as before (each run of the
//!   header's test is now one of the two copies);
//! - is not one the caller keeps (`keep`: the PTX emitter keeps the counted
//!   loops it unrolls).
//!
//! The rewrite, for every value `w` defined in `H` (phis and the rest):
//! - `P` computes the header's instructions with each phi replaced by its
//!   entry value, and branches on the copy of the test to `PH` (a new
//!   block, `br B`) or to `X`; `L` does the same with the values the back
//!   edge carried, branching to `B` or `X`;
//! - `B` starts with a phi `w_B = [PH: w at P, L: w at L]`, which replaces
//!   `w` in the loop; `X` with `w_X = [P: w at P, L: w at L]`, which
//!   replaces `w` after the loop (every block after the loop is dominated
//!   by `X`, the only exit); `X`'s own phis take their `H` incoming from
//!   `P` and from `L`;
//! - `H` is left unreachable, for CFG simplification to remove.
//!
//! Sinking: an instruction of `P` whose result is used only in `PH`, in the
//! loop, or on phi edges from those blocks (never by the guard, in `P`, or
//! after the loop), moves to `PH` when it is [`clonable`] (no side effects
//! and no memory reads, so moving it past `P`'s later instructions changes
//! nothing). Chains sink together (last first).
//!
//! Invariant: a function is changed only when a loop qualifies, and it then
//! verifies (the module driver verifies and reports a failure as our bug).
//! A rotated loop never qualifies again: its header `B` has a predecessor
//! other than the preheader's `br` (its latch ends in `cbr`).

use std::collections::{HashMap, HashSet};

use magpie_mpir::{
    ops::Typing, verify, Block, BlockId, Function, FunctionInfo, Inst, Module, ModuleInfo, Opcode,
    Operand, Terminator, TyArg, Value, ValueDef,
};

use super::{check_reducible, find_loops, Loop};
use crate::passes::rewrite::phis;

/// The most non-phi instructions a rotated header may hold (each is
/// computed in two places afterwards).
pub const MAX_HEADER_INSTS: usize = 16;

/// Ops that may be computed in another place than written: no side effects,
/// no memory reads, no communication between work-items.
pub fn clonable(op: Opcode) -> bool {
    op.info().removable
        && op != Opcode::Phi
        && matches!(
            op.info().typing,
            Typing::IntArith
                | Typing::IntBitwise
                | Typing::IntCompare
                | Typing::FloatArith
                | Typing::FloatCompare
                | Typing::Cast
                | Typing::Bitcast
                | Typing::GpuId
                | Typing::MathUnary
                | Typing::MathBinary
                | Typing::MathFma
                | Typing::PredBinary
                | Typing::PredNot
                | Typing::Literal
                | Typing::BufferLen
        )
}

/// Rotates every qualifying loop of `module` whose header `keep` does not
/// name, one loop per function per round, for at most sixteen rounds.
/// `Ok(None)`: nothing qualified. `Err`: the result did not verify, with
/// the verifier's first message (our bug).
pub fn rotate_module(
    module: &Module,
    info: &ModuleInfo,
    keep: impl Fn(&Function, &FunctionInfo, &Loop) -> bool,
) -> Result<Option<(Module, ModuleInfo)>, String> {
    use crate::passes::{dce, simplify_cfg};
    const ROUNDS: usize = 16;
    let mut current: Option<(Module, ModuleInfo)> = None;
    for _ in 0..ROUNDS {
        let (m, i) = current.as_ref().map_or((module, info), |(m, i)| (m, i));
        let mut next = m.clone();
        let mut changed = false;
        for (f, func) in next.functions.iter_mut() {
            let finfo = i.function(f);
            if rotate_one(func, finfo, |func, lp| keep(func, finfo, lp)) {
                dce::eliminate(func);
                simplify_cfg::simplify(func);
                changed = true;
            }
        }
        if !changed {
            break;
        }
        let checked = verify(&next);
        let Some(info) = checked.value else {
            return Err(checked
                .diagnostics
                .first()
                .map_or(String::new(), |d| d.message.clone()));
        };
        current = Some((next, info));
    }
    Ok(current)
}

/// A loop that qualifies, with what the rewrite needs.
struct Rotatable {
    header: BlockId,
    pre: BlockId,
    latch: BlockId,
    body_entry: BlockId,
    exit: BlockId,
    /// Whether `B` is the `then` side of the header's `cbr`.
    stay_on_true: bool,
    body: Vec<BlockId>,
}

/// Rotates the first qualifying loop of `func` (in the loop forest's
/// order: outer loops first); returns whether it did.
pub fn rotate_one(
    func: &mut Function,
    info: &FunctionInfo,
    keep: impl Fn(&Function, &Loop) -> bool,
) -> bool {
    if check_reducible(func, info).is_err() {
        return false;
    }
    let preds = predecessors(func);
    let forest = find_loops(func, info);
    let Some(lp) = forest
        .loops
        .iter()
        .filter(|lp| !keep(func, lp))
        .find_map(|lp| qualify(func, &preds, lp))
    else {
        return false;
    };
    rewrite(func, &lp);
    true
}

fn predecessors(func: &Function) -> HashMap<BlockId, Vec<BlockId>> {
    let mut preds: HashMap<BlockId, Vec<BlockId>> = HashMap::new();
    for (b, block) in func.blocks.iter() {
        for s in block.term.successors() {
            let list = preds.entry(s).or_default();
            if !list.contains(&b) {
                list.push(b);
            }
        }
    }
    preds
}

fn qualify(
    func: &Function,
    preds: &HashMap<BlockId, Vec<BlockId>>,
    lp: &Loop,
) -> Option<Rotatable> {
    let h = lp.header;
    let [latch] = lp.latches[..] else {
        return None;
    };
    let ends_in_br_to_h = |b: BlockId| matches!(func.blocks[b].term, Terminator::Br(t) if t == h);
    if latch == h || !ends_in_br_to_h(latch) {
        return None;
    }
    let outside: Vec<BlockId> = preds
        .get(&h)?
        .iter()
        .copied()
        .filter(|p| !lp.contains(*p))
        .collect();
    let [pre] = outside[..] else {
        return None;
    };
    if !ends_in_br_to_h(pre) {
        return None;
    }
    let Terminator::Cbr {
        cond: Operand::Value(_),
        then_block,
        else_block,
    } = func.blocks[h].term
    else {
        return None;
    };
    let (body_entry, exit, stay_on_true) = match (lp.contains(then_block), lp.contains(else_block))
    {
        (true, false) => (then_block, else_block, true),
        (false, true) => (else_block, then_block, false),
        _ => return None,
    };
    if lp.exits != [(h, exit)] || body_entry == h {
        return None;
    }
    let only_h = |b: BlockId| preds.get(&b).is_some_and(|p| p[..] == [h]);
    if !only_h(exit) || !only_h(body_entry) {
        return None;
    }
    let starts_with_phi = |b: BlockId| {
        func.blocks[b]
            .insts
            .first()
            .is_some_and(|&i| func.insts[i].op == Opcode::Phi)
    };
    if starts_with_phi(body_entry) {
        return None;
    }
    let phis_complete = phis(func, h).iter().all(|&i| {
        let blocks = &func.insts[i].blocks;
        blocks.contains(&pre) && blocks.contains(&latch)
    });
    if !phis_complete {
        return None;
    }
    let others: Vec<Opcode> = func.blocks[h]
        .insts
        .iter()
        .map(|&i| func.insts[i].op)
        .filter(|&op| op != Opcode::Phi)
        .collect();
    if others.len() > MAX_HEADER_INSTS || !others.iter().all(|&op| clonable(op)) {
        return None;
    }
    Some(Rotatable {
        header: h,
        pre,
        latch,
        body_entry,
        exit,
        stay_on_true,
        body: lp.body.clone(),
    })
}

/// Fresh names for labels and values.
struct Names {
    labels: HashSet<String>,
    values: HashSet<String>,
}

impl Names {
    fn of(func: &Function) -> Names {
        Names {
            labels: func.blocks.values().map(|b| b.label.clone()).collect(),
            values: func.values.values().map(|v| v.name.clone()).collect(),
        }
    }

    fn fresh(taken: &mut HashSet<String>, base: &str, tag: &str) -> String {
        let mut name = format!("{base}_{tag}");
        let mut k = 1;
        while taken.contains(&name) {
            name = format!("{base}_{tag}{k}");
            k += 1;
        }
        taken.insert(name.clone());
        name
    }
}

/// A new value like `like` (same type, span), named `<name>_<tag>`.
fn new_value(func: &mut Function, names: &mut Names, like: Value, tag: &str) -> Value {
    let def = &func.values[like];
    let name = Names::fresh(&mut names.values, &def.name, tag);
    let ty = def.ty;
    let v = func.values.append(ValueDef { name, ty });
    if func.spans.values.len() > like.index() && func.spans.values.len() == v.index() {
        let span = func.spans.values[like.index()];
        func.spans.values.push(span);
    }
    v
}

fn map_operand(map: &HashMap<Value, Operand>, op: Operand) -> Operand {
    match op {
        Operand::Value(v) => map.get(&v).copied().unwrap_or(op),
        c => c,
    }
}

/// Replaces operands by `map` in the instructions and terminators of `blocks`.
fn map_blocks(func: &mut Function, blocks: &[BlockId], map: &HashMap<Value, Operand>) {
    for &b in blocks {
        for i in func.blocks[b].insts.clone() {
            for op in &mut func.insts[i].operands {
                *op = map_operand(map, *op);
            }
        }
        match &mut func.blocks[b].term {
            Terminator::Ret(Some(op)) => *op = map_operand(map, *op),
            Terminator::Cbr { cond, .. } => *cond = map_operand(map, *cond),
            Terminator::Switch { value, .. } => *value = map_operand(map, *value),
            _ => {}
        }
    }
}

/// A phi defining `result` (of its type) over `incoming`.
fn phi(func: &Function, result: Value, incoming: &[(BlockId, Operand)]) -> Inst {
    let mut inst = Inst::new(Opcode::Phi);
    inst.result = Some(result);
    inst.ty_args = vec![TyArg::Type(func.values[result].ty)];
    inst.blocks = incoming.iter().map(|&(b, _)| b).collect();
    inst.operands = incoming.iter().map(|&(_, o)| o).collect();
    inst
}

fn rewrite(func: &mut Function, lp: &Rotatable) {
    let mut names = Names::of(func);
    let h = lp.header;
    let in_loop: HashSet<BlockId> = lp.body.iter().copied().collect();
    let header_insts: Vec<Inst> = func.blocks[h]
        .insts
        .iter()
        .map(|&i| func.insts[i].clone())
        .collect();
    let Terminator::Cbr { cond, .. } = func.blocks[h].term else {
        return;
    };
    // Every value the header defines, in order.
    let defined: Vec<Value> = header_insts.iter().filter_map(|i| i.result).collect();

    // The new preheader after the guard.
    let ph_label = Names::fresh(&mut names.labels, &func.blocks[lp.pre].label, "ph");
    let ph = func.blocks.append(Block {
        label: ph_label,
        insts: Vec::new(),
        term: Terminator::Br(lp.body_entry),
    });
    if func.spans.blocks.len() > h.index() && func.spans.blocks.len() == ph.index() {
        let span = func.spans.blocks[h.index()];
        func.spans.blocks.push(span);
    }

    // The header's values in the loop: phis at the top of B.
    let mut in_body: HashMap<Value, Operand> = HashMap::new();
    for &w in &defined {
        in_body.insert(w, Operand::Value(new_value(func, &mut names, w, "b")));
    }
    // The header computed at the end of P (entry values) and of L (carried).
    let mut at_pre: HashMap<Value, Operand> = HashMap::new();
    let mut at_latch: HashMap<Value, Operand> = HashMap::new();
    let mut pre_insts = Vec::new();
    let mut latch_insts = Vec::new();
    for inst in &header_insts {
        let Some(r) = inst.result else { continue };
        if inst.op == Opcode::Phi {
            let from = |b: BlockId| {
                inst.blocks
                    .iter()
                    .position(|&x| x == b)
                    .map(|k| inst.operands[k])
            };
            // Both exist (`qualify`); a missing one would be a phi the
            // verifier rejects.
            let entry = from(lp.pre).unwrap_or(Operand::Value(r));
            let carried = from(lp.latch).unwrap_or(Operand::Value(r));
            at_pre.insert(r, entry);
            // What the back edge carried, seen in the loop.
            at_latch.insert(r, map_operand(&in_body, carried));
            continue;
        }
        for (tag, map, out) in [
            ("p", &mut at_pre, &mut pre_insts),
            ("l", &mut at_latch, &mut latch_insts),
        ] {
            let mut copy = inst.clone();
            for op in &mut copy.operands {
                *op = map_operand(map, *op);
            }
            let v = new_value(func, &mut names, r, tag);
            copy.result = Some(v);
            map.insert(r, Operand::Value(v));
            out.push(copy);
        }
    }
    // Uses in the loop read B's phis; uses after it X's phis.
    let loop_blocks: Vec<BlockId> = lp.body.iter().copied().filter(|&b| b != h).collect();
    map_blocks(func, &loop_blocks, &in_body);
    let mut after_loop: HashMap<Value, Operand> = HashMap::new();
    for &w in &defined {
        after_loop.insert(w, Operand::Value(new_value(func, &mut names, w, "x")));
    }
    // X's own phis: the header's incoming becomes P's and L's.
    for i in phis(func, lp.exit) {
        let inst = &mut func.insts[i];
        // Operand spans stay parallel where they were.
        let mut spans = func
            .spans
            .operands
            .get(i.index())
            .filter(|s| s.len() == inst.operands.len())
            .cloned();
        let mut blocks = Vec::new();
        let mut operands = Vec::new();
        for (&b, &o) in inst.blocks.iter().zip(&inst.operands) {
            if b == h {
                blocks.extend([lp.pre, lp.latch]);
                operands.extend([map_operand(&at_pre, o), map_operand(&at_latch, o)]);
                if let Some(s) = spans.as_mut() {
                    let span = s[blocks.len() - 2];
                    s.insert(blocks.len() - 1, span);
                }
            } else {
                blocks.push(b);
                operands.push(o);
            }
        }
        inst.blocks = blocks;
        inst.operands = operands;
        if let Some(slot) = func.spans.operands.get_mut(i.index()) {
            *slot = spans.unwrap_or_default();
        }
    }
    let outside: Vec<BlockId> = func
        .blocks
        .handles()
        .filter(|b| !in_loop.contains(b) && *b != ph)
        .collect();
    map_blocks(func, &outside, &after_loop);

    // B's and X's phis.
    let mut b_phis = Vec::new();
    let mut x_phis = Vec::new();
    for &w in &defined {
        let (Some(&Operand::Value(wb)), Some(&Operand::Value(wx))) =
            (in_body.get(&w), after_loop.get(&w))
        else {
            continue;
        };
        let (p, l) = (at_pre[&w], at_latch[&w]);
        b_phis.push(func.insts.append(phi(func, wb, &[(ph, p), (lp.latch, l)])));
        x_phis.push(
            func.insts
                .append(phi(func, wx, &[(lp.pre, p), (lp.latch, l)])),
        );
    }
    let b_block = &mut func.blocks[lp.body_entry];
    b_block.insts.splice(0..0, b_phis);
    let x_block = &mut func.blocks[lp.exit];
    let at = x_block
        .insts
        .iter()
        .position(|&i| func.insts[i].op != Opcode::Phi)
        .unwrap_or(x_block.insts.len());
    x_block.insts.splice(at..at, x_phis);

    // The two copies of the test.
    let branch = |c: Operand, stay: BlockId| {
        let (then_block, else_block) = if lp.stay_on_true {
            (stay, lp.exit)
        } else {
            (lp.exit, stay)
        };
        Terminator::Cbr {
            cond: c,
            then_block,
            else_block,
        }
    };
    let (cond_pre, cond_latch) = (map_operand(&at_pre, cond), map_operand(&at_latch, cond));
    let ids: Vec<_> = pre_insts
        .into_iter()
        .map(|i| func.insts.append(i))
        .collect();
    func.blocks[lp.pre].insts.extend(ids);
    func.blocks[lp.pre].term = branch(cond_pre, ph);
    let ids: Vec<_> = latch_insts
        .into_iter()
        .map(|i| func.insts.append(i))
        .collect();
    func.blocks[lp.latch].insts.extend(ids);
    func.blocks[lp.latch].term = branch(cond_latch, lp.body_entry);

    // The old header is no longer reached.
    func.blocks[h].insts.clear();
    func.blocks[h].term = Terminator::Unreachable;

    sink_into_preheader(func, lp.pre, ph, &in_loop);
}

/// Moves the clonable instructions of `pre` used only in `ph` and the loop
/// into `ph` (last first, so chains move together), keeping their order.
fn sink_into_preheader(func: &mut Function, pre: BlockId, ph: BlockId, in_loop: &HashSet<BlockId>) {
    // Where each value is used: the block of the instruction, or for a phi
    // operand the block the edge comes from.
    let mut used_at: HashMap<Value, Vec<BlockId>> = HashMap::new();
    for (b, block) in func.blocks.iter() {
        for &i in &block.insts {
            let inst = &func.insts[i];
            for (k, op) in inst.operands.iter().enumerate() {
                if let Operand::Value(v) = op {
                    let at = if inst.op == Opcode::Phi {
                        inst.blocks.get(k).copied().unwrap_or(b)
                    } else {
                        b
                    };
                    used_at.entry(*v).or_default().push(at);
                }
            }
        }
        let term_use = match &block.term {
            Terminator::Ret(Some(Operand::Value(v)))
            | Terminator::Cbr {
                cond: Operand::Value(v),
                ..
            }
            | Terminator::Switch {
                value: Operand::Value(v),
                ..
            } => Some(*v),
            _ => None,
        };
        if let Some(v) = term_use {
            used_at.entry(v).or_default().push(b);
        }
    }
    let insts = func.blocks[pre].insts.clone();
    let mut moved: HashSet<usize> = HashSet::new();
    let mut sunk_values: HashSet<Value> = HashSet::new();
    // A use by an instruction already moved counts as a use in `ph`.
    let mut users_in_pre: HashMap<Value, Vec<Value>> = HashMap::new();
    for &i in &insts {
        let inst = &func.insts[i];
        if let Some(r) = inst.result {
            for op in &inst.operands {
                if let Operand::Value(v) = op {
                    users_in_pre.entry(*v).or_default().push(r);
                }
            }
        }
    }
    for (k, &i) in insts.iter().enumerate().rev() {
        let inst = &func.insts[i];
        let Some(r) = inst.result else { continue };
        if !clonable(inst.op) {
            continue;
        }
        let users = users_in_pre.get(&r).map_or(&[][..], |u| &u[..]);
        let uses_in_pre = used_at
            .get(&r)
            .map_or(0, |at| at.iter().filter(|&&b| b == pre).count());
        // Every use in `pre` must be an instruction that moved.
        let moved_users = users.iter().filter(|u| sunk_values.contains(u)).count();
        let elsewhere_ok = used_at.get(&r).is_none_or(|at| {
            at.iter()
                .all(|&b| b == pre || b == ph || in_loop.contains(&b))
        });
        if elsewhere_ok && uses_in_pre == moved_users && users.len() == moved_users {
            moved.insert(k);
            sunk_values.insert(r);
        }
    }
    if moved.is_empty() {
        return;
    }
    let (go, stay): (Vec<_>, Vec<_>) = insts
        .iter()
        .enumerate()
        .partition(|(k, _)| moved.contains(k));
    func.blocks[pre].insts = stay.into_iter().map(|(_, &i)| i).collect();
    let mut ph_insts: Vec<_> = go.into_iter().map(|(_, &i)| i).collect();
    ph_insts.extend(func.blocks[ph].insts.iter().copied());
    func.blocks[ph].insts = ph_insts;
}
