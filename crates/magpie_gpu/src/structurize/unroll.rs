//! Full unrolling of counted loops in the IR, for backends whose consumer
//! unrolls nothing it is not shown (WGSL: naga's SPIR-V carries no `Unroll`
//! hint and keeps loop-carried values in function variables, so NVIDIA's
//! driver ran the tree reduction's `for (s = 128; s > 0; s >>= 1)` as a
//! loop). The PTX emitter unrolls while it prints (`magpie_gpu_ptx::unroll`);
//! this pass does the same on the IR, so any printer gets straight-line
//! code in which the counter is a constant in each copy (constant folding
//! then settles every compare on it).
//!
//! Which loops: in a reducible function, an innermost natural loop whose
//! header runs exactly `T <= max_trips` times on every entry
//! ([`trip_count`](super::trip_count)), with one latch and one exit edge
//! `exiting -> leave` from a `cbr` block that dominates the latch, and at
//! most `max_insts` instructions in all `T` copies.
//!
//! The copies compute what the loop did:
//! - copy 0 is the loop's own blocks; copies `1..T` are new blocks with new
//!   values. In copy `c` an edge to a loop block goes to copy `c`'s block,
//!   except the back edge, which goes to copy `c + 1`'s header. Header phis
//!   keep only their entry edges in copy 0; in copy `c >= 1` the header has
//!   one predecessor, copy `c - 1`'s latch, so each header phi is replaced
//!   by what the back edge carried in copy `c - 1`.
//! - `trip_count`'s `Some(T)` means the header runs exactly `T` times, and
//!   the exit edge is the loop's only way out (a block that returns is
//!   outside the loop), so iteration `c` leaves at the exiting block
//!   exactly when `c = T - 1`: the exiting block branches unconditionally,
//!   in the loop in copies `0..T-1` and out in the last copy.
//! - The last copy is only the blocks reachable from its header without
//!   going round (the exiting block leaves); in copy 0 of a loop run once
//!   the latch (then unreachable) ends in `unreachable`.
//! - A value defined in the loop and used after it is defined in a block
//!   that dominates the exiting block (the only way out), so the last
//!   copy's value replaces it; the `leave` block's phis take their incoming
//!   from the last copy's exiting block.
//!
//! Invariant: the function is changed only when a loop qualifies, and it
//! then verifies (the caller verifies it and reports a failure as our bug).

use std::collections::{HashMap, HashSet};

use magpie_mpir::{
    BlockId, Function, FunctionInfo, Inst, Module, ModuleInfo, Opcode, Operand, Terminator, Value,
    ValueDef,
};

use super::{check_reducible, find_loops, trip_count, Loop};
use crate::passes::rewrite::{redirect_phi_incoming, remove_phi_incoming, replace_uses};

/// How much unrolling is allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnrollLimits {
    /// Loops whose header runs more often than this stay loops.
    pub max_trips: u32,
    /// The most instructions (terminators counted) all copies of one loop
    /// may take.
    pub max_insts: usize,
}

impl Default for UnrollLimits {
    /// The PTX emitter's limits: 32 trips, 2,000 instructions.
    fn default() -> Self {
        UnrollLimits {
            max_trips: 32,
            max_insts: 2_000,
        }
    }
}

/// Unrolls every counted loop of `module`: one loop per function per
/// round ([`unroll_one`]), each round folding the copies' constants
/// (constant folding, dead-code elimination, CFG simplification) so that an
/// enclosing loop can qualify in the next, for at most eight rounds (loops
/// nested that deep). `Ok(None)`: no loop qualified. `Err`: the result did
/// not verify, with the verifier's first message (our bug).
pub fn unroll_module(
    module: &Module,
    info: &ModuleInfo,
    limits: UnrollLimits,
) -> Result<Option<(Module, ModuleInfo)>, String> {
    use crate::passes::{const_fold, dce, simplify_cfg};
    const ROUNDS: usize = 8;
    super::edit::in_rounds(module, info, ROUNDS, |func, finfo| {
        let changed = unroll_one(func, finfo, limits);
        if changed {
            const_fold::fold_function(func);
            dce::eliminate(func);
            simplify_cfg::simplify(func);
        }
        changed
    })
}

/// A loop that qualifies, with what the rewrite needs.
struct Counted {
    header: BlockId,
    /// The loop's blocks, header first, in reverse postorder.
    body: Vec<BlockId>,
    latch: BlockId,
    exiting: BlockId,
    stay: BlockId,
    leave: BlockId,
    trips: u32,
}

/// Unrolls one qualifying loop of `func` (an innermost one first found in
/// reverse postorder); returns whether it did. Run it again (with fresh
/// `info`) for the next loop.
pub fn unroll_one(func: &mut Function, info: &FunctionInfo, limits: UnrollLimits) -> bool {
    let Some(lp) = first_counted(func, info, limits) else {
        return false;
    };
    rewrite(func, &lp);
    true
}

fn first_counted(func: &Function, info: &FunctionInfo, limits: UnrollLimits) -> Option<Counted> {
    if check_reducible(func, info).is_err() {
        return None;
    }
    let forest = find_loops(func, info);
    forest.loops.iter().find_map(|lp| {
        let innermost = !forest
            .loops
            .iter()
            .any(|other| other.header != lp.header && lp.contains(other.header));
        if !innermost {
            return None;
        }
        qualify(func, info, lp, limits)
    })
}

fn qualify(
    func: &Function,
    info: &FunctionInfo,
    lp: &Loop,
    limits: UnrollLimits,
) -> Option<Counted> {
    let trips = trip_count(func, info, lp, limits.max_trips).filter(|&t| t >= 1)?;
    let ([latch], [(exiting, leave)]) = (&lp.latches[..], &lp.exits[..]) else {
        return None;
    };
    let Terminator::Cbr {
        then_block,
        else_block,
        ..
    } = func.blocks[*exiting].term
    else {
        return None;
    };
    let stay = match (lp.contains(then_block), lp.contains(else_block)) {
        (true, false) if else_block == *leave => then_block,
        (false, true) if then_block == *leave => else_block,
        _ => return None,
    };
    let size: usize = lp
        .body
        .iter()
        .map(|&b| func.blocks[b].insts.len() + 1)
        .sum();
    if size.saturating_mul(trips as usize) > limits.max_insts {
        return None;
    }
    Some(Counted {
        header: lp.header,
        body: lp.body.clone(),
        latch: *latch,
        exiting: *exiting,
        stay,
        leave: *leave,
        trips,
    })
}

/// Names already taken in a function, for fresh labels and value names.
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

    fn fresh(taken: &mut HashSet<String>, base: &str, c: u32) -> String {
        let mut name = format!("{base}_u{c}");
        let mut k = 1;
        while taken.contains(&name) {
            name = format!("{base}_u{c}_{k}");
            k += 1;
        }
        taken.insert(name.clone());
        name
    }
}

fn map_operand(map: &HashMap<Value, Operand>, op: Operand) -> Operand {
    match op {
        Operand::Value(v) => map.get(&v).copied().unwrap_or(op),
        c => c,
    }
}

fn map_term(
    term: &Terminator,
    map: &HashMap<Value, Operand>,
    edge: impl Fn(BlockId) -> BlockId,
) -> Terminator {
    match term {
        Terminator::Ret(v) => Terminator::Ret(v.map(|o| map_operand(map, o))),
        Terminator::Br(t) => Terminator::Br(edge(*t)),
        Terminator::Cbr {
            cond,
            then_block,
            else_block,
        } => Terminator::Cbr {
            cond: map_operand(map, *cond),
            then_block: edge(*then_block),
            else_block: edge(*else_block),
        },
        Terminator::Switch {
            value,
            cases,
            default,
        } => Terminator::Switch {
            value: map_operand(map, *value),
            cases: cases.iter().map(|&(k, b)| (k, edge(b))).collect(),
            default: edge(*default),
        },
        Terminator::Unreachable => Terminator::Unreachable,
    }
}

/// The loop blocks reachable from the header when the exiting block
/// leaves, in body order.
fn last_copy_blocks(func: &Function, lp: &Counted) -> Vec<BlockId> {
    let in_loop: HashSet<BlockId> = lp.body.iter().copied().collect();
    let mut seen: HashSet<BlockId> = HashSet::new();
    let mut stack = vec![lp.header];
    while let Some(b) = stack.pop() {
        if !seen.insert(b) || b == lp.exiting {
            continue;
        }
        for s in func.blocks[b].term.successors() {
            if in_loop.contains(&s) && s != lp.header {
                stack.push(s);
            }
        }
    }
    seen.insert(lp.exiting);
    lp.body
        .iter()
        .copied()
        .filter(|b| seen.contains(b))
        .collect()
}

fn rewrite(func: &mut Function, lp: &Counted) {
    let in_loop: HashSet<BlockId> = lp.body.iter().copied().collect();
    let mut names = Names::of(func);
    let last = lp.trips - 1;
    // Header phis: (result, what the back edge carries).
    let header_phis: Vec<(Value, Operand)> = func.blocks[lp.header]
        .insts
        .iter()
        .map(|&i| &func.insts[i])
        .take_while(|i| i.op == Opcode::Phi)
        .filter_map(|i| {
            let k = i.blocks.iter().position(|&b| b == lp.latch)?;
            Some((i.result?, i.operands[k]))
        })
        .collect();
    // Copy 0 keeps the original blocks: header phis lose the back edge.
    remove_phi_incoming(func, lp.header, lp.latch);
    // A header phi left with one incoming (the loop had one entry edge) is
    // that operand: its uses are replaced at the end (the phi, then dead,
    // is left for dead-code elimination), so that the first copy's counter
    // is a constant too.
    let single: HashMap<Value, Operand> = func.blocks[lp.header]
        .insts
        .iter()
        .map(|&i| &func.insts[i])
        .take_while(|i| i.op == Opcode::Phi)
        .filter_map(|i| match (i.result, &i.operands[..]) {
            (Some(r), [only]) => Some((r, *only)),
            _ => None,
        })
        .collect();
    // Block ids of every copy (copy 0: the originals).
    let mut copies: Vec<HashMap<BlockId, BlockId>> =
        vec![lp.body.iter().map(|&b| (b, b)).collect()];
    let last_blocks = last_copy_blocks(func, lp);
    for c in 1..lp.trips {
        let blocks = if c == last { &last_blocks } else { &lp.body };
        let mut ids = HashMap::new();
        for &b in blocks {
            let label = Names::fresh(&mut names.labels, &func.blocks[b].label, c);
            let id = func.blocks.append(magpie_mpir::Block {
                label,
                insts: Vec::new(),
                term: Terminator::Unreachable,
            });
            if func.spans.blocks.len() > b.index() && func.spans.blocks.len() == id.index() {
                let span = func.spans.blocks[b.index()];
                func.spans.blocks.push(span);
            }
            ids.insert(b, id);
        }
        copies.push(ids);
    }
    // Values of each copy: copy 0 is the identity.
    let mut maps: Vec<HashMap<Value, Operand>> = vec![HashMap::new()];
    for c in 1..lp.trips {
        let mut map: HashMap<Value, Operand> = HashMap::new();
        for &(phi, carried) in &header_phis {
            map.insert(phi, map_operand(&maps[c as usize - 1], carried));
        }
        let blocks = if c == last { &last_blocks } else { &lp.body };
        for &b in blocks {
            let mut insts = Vec::new();
            for &i in &func.blocks[b].insts {
                let orig = &func.insts[i];
                if b == lp.header && orig.op == Opcode::Phi {
                    continue;
                }
                let mut inst: Inst = orig.clone();
                for op in &mut inst.operands {
                    *op = map_operand(&map, *op);
                }
                for blk in &mut inst.blocks {
                    *blk = copies[c as usize].get(blk).copied().unwrap_or(*blk);
                }
                if let Some(r) = orig.result {
                    let def = &func.values[r];
                    let name = Names::fresh(&mut names.values, &def.name, c);
                    let ty = def.ty;
                    let nv = func.values.append(ValueDef { name, ty });
                    if func.spans.values.len() > r.index() && func.spans.values.len() == nv.index()
                    {
                        let span = func.spans.values[r.index()];
                        func.spans.values.push(span);
                    }
                    inst.result = Some(nv);
                    map.insert(r, Operand::Value(nv));
                }
                insts.push(inst);
            }
            let ids: Vec<_> = insts.into_iter().map(|i| func.insts.append(i)).collect();
            let id = copies[c as usize][&b];
            func.blocks[id].insts = ids;
        }
        maps.push(map);
    }
    // Terminators of every copy, from the loop's own (copy 0 is rewritten
    // in place).
    let terms: HashMap<BlockId, Terminator> = lp
        .body
        .iter()
        .map(|&b| (b, func.blocks[b].term.clone()))
        .collect();
    for c in 0..lp.trips {
        let blocks: Vec<BlockId> = if c == last {
            if c == 0 {
                last_blocks.clone()
            } else {
                copies[c as usize].keys().copied().collect()
            }
        } else {
            lp.body.clone()
        };
        for b in blocks {
            let id = copies[c as usize][&b];
            let term = if b == lp.exiting {
                let to = if c == last { lp.leave } else { lp.stay };
                Terminator::Br(to)
            } else {
                terms[&b].clone()
            };
            // The only edge to the header from inside is the back edge
            // (one latch); the last copy has no latch, unless it is the
            // exiting block, whose edge leaves there.
            let edge = |t: BlockId| {
                if t == lp.header && c != last {
                    copies[c as usize + 1][&lp.header]
                } else if in_loop.contains(&t) && t != lp.header {
                    copies[c as usize][&t]
                } else {
                    t
                }
            };
            func.blocks[id].term = map_term(&term, &maps[c as usize], edge);
        }
    }
    // A loop run once: its latch is no longer reached.
    if lp.trips == 1 && lp.latch != lp.exiting {
        func.blocks[lp.latch].term = Terminator::Unreachable;
    }
    // Uses after the loop take the last copy's values; `leave`'s phis take
    // their incoming from the last copy's exiting block.
    let final_map = &maps[last as usize];
    let last_exiting = copies[last as usize][&lp.exiting];
    let copied: HashSet<BlockId> = copies
        .iter()
        .skip(1)
        .flat_map(|m| m.values().copied())
        .collect();
    let outside: Vec<BlockId> = func
        .blocks
        .handles()
        .filter(|b| !in_loop.contains(b) && !copied.contains(b))
        .collect();
    for b in outside {
        for i in func.blocks[b].insts.clone() {
            for op in &mut func.insts[i].operands {
                *op = map_operand(final_map, *op);
            }
        }
        let term = func.blocks[b].term.clone();
        func.blocks[b].term = map_term(&term, final_map, |t| t);
    }
    redirect_phi_incoming(func, lp.leave, lp.exiting, last_exiting);
    replace_uses(func, &single);
}
