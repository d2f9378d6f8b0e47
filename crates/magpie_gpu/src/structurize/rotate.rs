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
    ops::Typing, Block, BlockId, Function, FunctionInfo, Inst, InstId, Module, ModuleInfo, Opcode,
    Operand, Terminator, TyArg, Value,
};

use super::edit::{fresh, in_rounds, incoming, new_value, phis_of, rename_uses};
use super::{check_reducible, find_loops, Loop};

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
    in_rounds(module, info, ROUNDS, |func, finfo| {
        let changed = rotate_one(func, finfo, |func, lp| keep(func, finfo, lp));
        if changed {
            dce::eliminate(func);
            simplify_cfg::simplify(func);
        }
        changed
    })
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
    let forest = find_loops(func, info);
    let Some(lp) = forest
        .loops
        .iter()
        .filter(|lp| !keep(func, lp))
        .find_map(|lp| qualify(func, info, lp))
    else {
        return false;
    };
    rewrite(func, &lp);
    true
}

fn qualify(func: &Function, info: &FunctionInfo, lp: &Loop) -> Option<Rotatable> {
    let preds = |b: BlockId| info.preds.get(b.index()).map_or(&[][..], |p| &p[..]);
    let h = lp.header;
    let [latch] = lp.latches[..] else {
        return None;
    };
    let ends_in_br_to_h = |b: BlockId| matches!(func.blocks[b].term, Terminator::Br(t) if t == h);
    if latch == h || !ends_in_br_to_h(latch) {
        return None;
    }
    let outside: Vec<BlockId> = preds(h)
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
    let only_h = |b: BlockId| preds(b) == [h];
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
    let phis_complete = phis_of(func, h).iter().all(|&i| {
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

/// A new value of `like`'s type, named `<like>_<tag>` (made unique).
fn value_like(func: &mut Function, like: Value, tag: &str) -> Value {
    let def = &func.values[like];
    let (name, ty) = (format!("{}_{tag}", def.name), def.ty);
    new_value(func, &name, ty)
}

fn map_operand(map: &HashMap<Value, Operand>, op: Operand) -> Operand {
    match op {
        Operand::Value(v) => map.get(&v).copied().unwrap_or(op),
        c => c,
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
    let label = fresh(
        func.blocks.values().map(|b| b.label.as_str()),
        &format!("{}_ph", func.blocks[lp.pre].label),
    );
    let ph = func.blocks.append(Block {
        label,
        insts: Vec::new(),
        term: Terminator::Br(lp.body_entry),
    });

    // The header's values in the loop (phis at the top of B) and after it
    // (phis at the top of X).
    let mut in_body: HashMap<Value, Value> = HashMap::new();
    let mut after_loop: HashMap<Value, Value> = HashMap::new();
    for &w in &defined {
        in_body.insert(w, value_like(func, w, "b"));
        after_loop.insert(w, value_like(func, w, "x"));
    }
    let seen_in_body: HashMap<Value, Operand> = in_body
        .iter()
        .map(|(&w, &b)| (w, Operand::Value(b)))
        .collect();
    // The header computed at the end of P (entry values) and of L (carried).
    let mut at_pre: HashMap<Value, Operand> = HashMap::new();
    let mut at_latch: HashMap<Value, Operand> = HashMap::new();
    let mut pre_insts = Vec::new();
    let mut latch_insts = Vec::new();
    for inst in &header_insts {
        let Some(r) = inst.result else { continue };
        if inst.op == Opcode::Phi {
            // Both exist (`qualify`); a missing one would be a phi the
            // verifier rejects.
            let entry = incoming(inst, lp.pre).unwrap_or(Operand::Value(r));
            let carried = incoming(inst, lp.latch).unwrap_or(Operand::Value(r));
            at_pre.insert(r, entry);
            // What the back edge carried, seen in the loop.
            at_latch.insert(r, map_operand(&seen_in_body, carried));
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
            let v = value_like(func, r, tag);
            copy.result = Some(v);
            map.insert(r, Operand::Value(v));
            out.push(copy);
        }
    }
    // X's own phis: the header's incoming becomes P's and L's.
    for i in phis_of(func, lp.exit) {
        split_incoming(func, i, h, [(lp.pre, &at_pre), (lp.latch, &at_latch)]);
    }
    // Uses in the loop read B's phis; uses after it (every block after the
    // loop is dominated by X) X's phis. No phi after the loop has an
    // incoming from the loop but X's, just split.
    rename_uses(func, &in_body, &|b| b != h && in_loop.contains(&b));
    rename_uses(func, &after_loop, &|b| !in_loop.contains(&b) && b != ph);
    // B's phis first in B; X's after X's own.
    let (mut b_phis, mut x_phis) = (Vec::new(), Vec::new());
    for &w in &defined {
        let (p, l) = (at_pre[&w], at_latch[&w]);
        b_phis.push(
            func.insts
                .append(phi(func, in_body[&w], &[(ph, p), (lp.latch, l)])),
        );
        x_phis.push(
            func.insts
                .append(phi(func, after_loop[&w], &[(lp.pre, p), (lp.latch, l)])),
        );
    }
    func.blocks[lp.body_entry].insts.splice(0..0, b_phis);
    let at = phis_of(func, lp.exit).len();
    func.blocks[lp.exit].insts.splice(at..at, x_phis);

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
    for (block, insts, cond, stay) in [
        (lp.pre, pre_insts, map_operand(&at_pre, cond), ph),
        (
            lp.latch,
            latch_insts,
            map_operand(&at_latch, cond),
            lp.body_entry,
        ),
    ] {
        let ids: Vec<InstId> = insts.into_iter().map(|i| func.insts.append(i)).collect();
        func.blocks[block].insts.extend(ids);
        func.blocks[block].term = branch(cond, stay);
    }

    // The old header is no longer reached.
    func.blocks[h].insts.clear();
    func.blocks[h].term = Terminator::Unreachable;

    sink_into_preheader(func, lp.pre, ph, &in_loop);
}

/// Replaces phi `i`'s incoming from `from` by one incoming per `(block,
/// map)`, its operand mapped by `map`; operand spans stay parallel where
/// they were.
fn split_incoming(
    func: &mut Function,
    i: InstId,
    from: BlockId,
    into: [(BlockId, &HashMap<Value, Operand>); 2],
) {
    let inst = &mut func.insts[i];
    let old_spans = func
        .spans
        .operands
        .get(i.index())
        .filter(|s| s.len() == inst.operands.len())
        .cloned();
    let (mut blocks, mut operands, mut spans) = (Vec::new(), Vec::new(), Vec::new());
    for (k, (&b, &o)) in inst.blocks.iter().zip(&inst.operands).enumerate() {
        let span = old_spans.as_ref().map(|s| s[k]);
        if b == from {
            for (to, map) in into {
                blocks.push(to);
                operands.push(map_operand(map, o));
                spans.extend(span);
            }
        } else {
            blocks.push(b);
            operands.push(o);
            spans.extend(span);
        }
    }
    inst.blocks = blocks;
    inst.operands = operands;
    if let Some(slot) = func.spans.operands.get_mut(i.index()) {
        *slot = spans;
    }
}

/// Moves the clonable instructions of `pre` used only in `ph`, in the loop,
/// or by instructions that moved, into `ph` (last first, so chains move
/// together), keeping their order.
fn sink_into_preheader(func: &mut Function, pre: BlockId, ph: BlockId, in_loop: &HashSet<BlockId>) {
    // Each use of a value: where it is read (a phi operand: at the end of
    // the block its edge comes from) and by which instruction (none for a
    // terminator).
    let mut uses: HashMap<Value, Vec<(BlockId, Option<InstId>)>> = HashMap::new();
    for (b, block) in func.blocks.iter() {
        for &i in &block.insts {
            let inst = &func.insts[i];
            for (k, op) in inst.operands.iter().enumerate() {
                if let Operand::Value(v) = op {
                    let at = match inst.op {
                        Opcode::Phi => inst.blocks.get(k).copied().unwrap_or(b),
                        _ => b,
                    };
                    uses.entry(*v).or_default().push((at, Some(i)));
                }
            }
        }
        for op in block.term.operands() {
            if let Operand::Value(v) = op {
                uses.entry(v).or_default().push((b, None));
            }
        }
    }
    let insts = func.blocks[pre].insts.clone();
    let mut moved: HashSet<InstId> = HashSet::new();
    for &i in insts.iter().rev() {
        let inst = &func.insts[i];
        let Some(r) = inst.result else { continue };
        let movable = clonable(inst.op)
            && uses.get(&r).is_none_or(|at| {
                at.iter().all(|&(b, user)| {
                    b == ph || in_loop.contains(&b) || user.is_some_and(|u| moved.contains(&u))
                })
            });
        if movable {
            moved.insert(i);
        }
    }
    if moved.is_empty() {
        return;
    }
    let (go, stay): (Vec<InstId>, Vec<InstId>) = insts.iter().partition(|i| moved.contains(i));
    func.blocks[pre].insts = stay;
    let ph_insts = &mut func.blocks[ph].insts;
    ph_insts.splice(0..0, go);
}
