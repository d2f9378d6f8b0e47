//! Loop exit normalisation: a loop whose exits continue at different blocks
//! (a `break` out of two nested loops, a `break` to code that does not run
//! after a normal exit) is rewritten so that every exit goes through one new
//! block, which then dispatches on which exit was taken. The structurizer
//! only accepts loops with one exit target ([`super::structure_info`]); this
//! makes the others acceptable instead of an `Unsupported` error.
//!
//! For a loop `L` with exit edges `e = (from, to)`:
//! - each exiting block branches to a new block `X` instead, passing the
//!   index of the target it would have taken (a block of the loop reaches
//!   the latch, so only a `switch` can leave to two targets: its other exit
//!   edges go to `X` through new blocks of their own);
//! - `X` holds a selector `phi u32 { [from: index] }` and ends in a `cbr`
//!   (two targets) or a `switch` (more) on it;
//! - a phi of an exit target with incomings from `L` takes one incoming from
//!   `X` instead: a phi in `X` of the values those edges carried, and on the
//!   edges to other targets (which never read it) a zero, or with
//!   [`ExitFill::Carried`] a value it carries that is already available
//!   there (see that);
//! - a value defined in `L` and used outside it is used through a phi in `X`
//!   with that value on the edges it dominates and a zero constant on the
//!   others (which never reach such a use: the use was dominated by the
//!   definition, so every path to it leaves `L` on an edge the definition
//!   dominates).
//!
//! Invariants: the result verifies and computes the same; a loop with an
//! escaping value that is not a scalar (a zero of it cannot be written) is
//! left alone, and the structurizer then reports it as before. The pass is
//! applied loop by loop until the structurizer accepts the function or no
//! loop changes.

use std::collections::{HashMap, HashSet};

use magpie_diag::{codes, Diagnostic};
use magpie_mpir::{
    BlockId, Const, FuncId, Function, FunctionInfo, Module, ModuleInfo, Opcode, Operand, Outcome,
    Scalar, Terminator, Type, Value,
};

use super::edit::{
    add_phi, dispatch, escaping_values, incoming, index_of, new_block, phi_type, phis_of,
    rename_uses, retarget, zero,
};
use super::regions::is_terminal_exit;
use super::{find_loops, structure_info, Loop, StructurizeError};

/// What a phi of the dispatch block `X` that stands for an exit target's
/// phi takes on the edges into `X` that lead to another target: a value no
/// path reads, so any value of the type computes the same.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ExitFill {
    /// The type's zero.
    #[default]
    Zero,
    /// A value the phi carries on one of its own edges where it is already
    /// available on this one (looking through phis of one incoming), when
    /// it is a constant, a phi, or defined outside the loop; else the zero.
    /// A value that only passes through the loop then reaches `X` as itself
    /// on every edge, and the phi is trivial.
    ///
    /// For lavapipe (Mesa 25.0.7): its NIR drops such a phi when trivial;
    /// when not, out-of-SSA gives it the register of the value it carries
    /// (the phi web of an outer loop's header phi), and the zero stored
    /// there as a work-item leaves is read by the values llvmpipe computes
    /// again for every lane while other work-items stay in the loop: a
    /// value defined in the loop and used after it (a `switch` selector the
    /// dispatch tests again) then comes out of the zero instead (campaign
    /// seed 1802019, conformance `loop_nest_exit_route`). A constant, a
    /// phi or a value from outside the loop is not computed again per
    /// iteration; a value the loop computes keeps its zero, so that it
    /// still leaves through a phi.
    Carried,
}

/// Normalises the loop exits of every function of `module`. `None`:
/// nothing changed. The result is verified again; a verifier error there is
/// our bug (`MPG_INTERNAL`).
///
/// With `strict` every loop ends with at most one exit target besides the
/// terminal ones (an early `ret`): what SPIR-V's structured control flow
/// needs, where a `break` may only leave the innermost loop. Without it,
/// only loops [`structure_info`] rejects are rewritten: text backends can
/// express a `break` out of several loops. The dispatch block's unread phi
/// inputs are zeros ([`ExitFill::Zero`]; see [`normalize_loop_exits_with`]).
pub fn normalize_loop_exits(
    module: &Module,
    info: &ModuleInfo,
    strict: bool,
) -> Outcome<Option<(Module, ModuleInfo)>> {
    normalize_loop_exits_with(module, info, strict, ExitFill::Zero)
}

/// [`normalize_loop_exits`] with the dispatch block's unread phi inputs
/// chosen by `fill`.
pub fn normalize_loop_exits_with(
    module: &Module,
    info: &ModuleInfo,
    strict: bool,
    fill: ExitFill,
) -> Outcome<Option<(Module, ModuleInfo)>> {
    // Cloned and verified again only once something changes.
    let mut changed: Option<(Module, ModuleInfo)> = None;
    let ids: Vec<FuncId> = module.functions.handles().collect();
    for fid in ids {
        let rounds = module.functions[fid].blocks.len();
        for _ in 0..=rounds {
            let (m, i) = changed.as_ref().map_or((module, info), |(m, i)| (m, i));
            let Some(lp) = next_loop(&m.functions[fid], i.function(fid), strict) else {
                break;
            };
            let finfo = i.function(fid).clone();
            let mut out = m.clone();
            if !normalize(&mut out.functions[fid], &finfo, &lp, fill) {
                break;
            }
            let Some(info) = magpie_mpir::verify(&out).value else {
                return internal("a loop-exit rewrite left the module unverifiable");
            };
            changed = Some((out, info));
        }
    }
    Outcome::new(changed, Vec::new())
}

/// The next loop of `func` to normalise, if any.
fn next_loop(func: &Function, finfo: &FunctionInfo, strict: bool) -> Option<Loop> {
    let forest = find_loops(func, finfo);
    if strict {
        forest
            .loops
            .iter()
            .find(|l| continuing_targets(func, finfo, l) >= 2)
            .cloned()
    } else {
        match structure_info(func, finfo) {
            Err(StructurizeError::Unsupported { block, .. }) => forest
                .loop_of_header(block)
                .map(|i| forest.loops[i].clone()),
            _ => None,
        }
    }
}

/// How many blocks `l` exits to that are not terminal (code after an early
/// exit that never rejoins).
fn continuing_targets(func: &Function, info: &FunctionInfo, l: &Loop) -> usize {
    l.exit_targets()
        .into_iter()
        .filter(|t| !is_terminal_exit(func, info, l, *t))
        .count()
}

fn internal(why: &str) -> Outcome<Option<(Module, ModuleInfo)>> {
    Outcome::failed(vec![Diagnostic::error(
        codes::MPG_INTERNAL,
        format!("internal error: {why}; please report"),
    )])
}

/// Rewrites `lp`'s exits through one dispatch block; false when it cannot.
fn normalize(func: &mut Function, info: &FunctionInfo, lp: &Loop, fill: ExitFill) -> bool {
    if split_exits(func, info, lp) {
        // verified again by the caller's next round, with fresh facts
        return true;
    }
    let mut edges: Vec<(BlockId, BlockId)> = Vec::new();
    for &b in &lp.body {
        for &s in &info.succs[b.index()] {
            if !lp.contains(s) && !edges.contains(&(b, s)) {
                edges.push((b, s));
            }
        }
    }
    let mut targets: Vec<BlockId> = Vec::new();
    for &(_, to) in &edges {
        if !targets.contains(&to) {
            targets.push(to);
        }
    }
    if targets.len() < 2 {
        return false;
    }
    let inside = |b: BlockId| lp.contains(b);
    let escaping = escaping_values(func, info, &inside, &inside);
    if escaping
        .iter()
        .any(|v| !matches!(func.value_type(*v), Type::Scalar(_)))
    {
        return false;
    }

    // One stub per exit edge: the block that branches to X for it (the
    // exiting block itself: `split_exits` left each with one exit edge).
    let x = new_block(func, "exits");
    let mut stubs: Vec<(BlockId, BlockId, BlockId)> = Vec::new(); // (stub, from, to)
    for &(from, to) in &edges {
        retarget(&mut func.blocks[from].term, to, x);
        stubs.push((from, from, to));
    }
    let stub_blocks: Vec<BlockId> = stubs.iter().map(|(s, _, _)| *s).collect();
    let sel_values = stubs
        .iter()
        .map(|&(_, _, to)| Operand::Const(Const::u32(index_of(&targets, to))))
        .collect();
    let sel = add_phi(
        func,
        x,
        Type::Scalar(Scalar::U32),
        "exit_sel",
        &stub_blocks,
        sel_values,
    );

    // phis of the exit targets: their loop incomings become one from X
    let phis = if fill == ExitFill::Carried {
        Phis::of(func)
    } else {
        Phis::default()
    };
    for &to in &targets {
        for phi in phis_of(func, to) {
            let ty = phi_type(&func.insts[phi]);
            let carried: Vec<Operand> = stubs
                .iter()
                .filter(|&&(_, _, t)| t == to)
                .filter_map(|&(_, f, _)| incoming(&func.insts[phi], f))
                .collect();
            let from_x: Vec<Operand> = stubs
                .iter()
                .map(|&(_, f, t)| {
                    if t == to {
                        incoming(&func.insts[phi], f).unwrap_or(zero(ty))
                    } else if fill == ExitFill::Carried {
                        available_carried(info, lp, &phis, &carried, f).unwrap_or(zero(ty))
                    } else {
                        zero(ty)
                    }
                })
                .collect();
            let merged = add_phi(func, x, ty, "exit_val", &stub_blocks, from_x);
            let inst = &mut func.insts[phi];
            let keep: Vec<usize> = (0..inst.blocks.len())
                .filter(|&k| !lp.contains(inst.blocks[k]))
                .collect();
            inst.operands = keep.iter().map(|&k| inst.operands[k]).collect();
            inst.blocks = keep.iter().map(|&k| inst.blocks[k]).collect();
            inst.operands.push(Operand::Value(merged));
            inst.blocks.push(x);
        }
    }

    // values defined in the loop and used after it
    let mut renamed: HashMap<Value, Value> = HashMap::new();
    for v in escaping {
        let ty = func.value_type(v);
        let Some(def) = info.def_block[v.index()] else {
            continue;
        };
        let ins: Vec<Operand> = stubs
            .iter()
            .map(|&(_, from, _)| {
                if info.dominates(def, from) {
                    Operand::Value(v)
                } else {
                    zero(ty)
                }
            })
            .collect();
        let name = format!("{}_exit", func.values[v].name);
        let merged = add_phi(func, x, ty, &name, &stub_blocks, ins);
        renamed.insert(v, merged);
    }
    rename_uses(func, &renamed, &|b| !lp.contains(b) && b != x);

    func.blocks[x].term = dispatch(func, info, x, sel, &targets, "exit");
    true
}

/// The phis of a function, for [`ExitFill::Carried`].
#[derive(Default)]
struct Phis {
    /// Every phi's result.
    results: HashSet<Value>,
    /// Phis of one incoming (copies): result → that incoming.
    copies: HashMap<Value, Operand>,
}

impl Phis {
    fn of(func: &Function) -> Phis {
        let mut p = Phis::default();
        for (_, i) in func.insts.iter() {
            if let (Opcode::Phi, Some(r)) = (i.op, i.result) {
                p.results.insert(r);
                if let [only] = i.operands.as_slice() {
                    p.copies.insert(r, *only);
                }
            }
        }
        p
    }
}

/// For [`ExitFill::Carried`]: the first of `carried`, or of the values
/// they copy (through phis of one incoming), available at the end of
/// `from`, a block of `lp`, that the loop does not compute again per
/// iteration: a constant, a phi, or a value defined outside `lp`.
fn available_carried(
    info: &FunctionInfo,
    lp: &Loop,
    phis: &Phis,
    carried: &[Operand],
    from: BlockId,
) -> Option<Operand> {
    let fits = |op: Operand| match op {
        Operand::Value(v) => info
            .def_block
            .get(v.index())
            .copied()
            .flatten()
            .is_some_and(|d| {
                info.dominates(d, from) && (!lp.contains(d) || phis.results.contains(&v))
            }),
        _ => true,
    };
    for &first in carried {
        let mut op = first;
        // a chain of copies visits each value at most once
        for _ in 0..=phis.copies.len() {
            if fits(op) {
                return Some(op);
            }
            match op {
                Operand::Value(v) => match phis.copies.get(&v) {
                    Some(&next) => op = next,
                    None => break,
                },
                _ => break,
            }
        }
    }
    None
}

/// Gives every `switch` of `lp` that leaves it to several targets one exit
/// edge: its exit cases go to a new block that switches on the same value
/// to those targets (the phis of the targets take that block as their
/// predecessor). False when there is none.
fn split_exits(func: &mut Function, info: &FunctionInfo, lp: &Loop) -> bool {
    let mut changed = false;
    for &from in &lp.body {
        let Terminator::Switch {
            value,
            cases,
            default,
        } = func.blocks[from].term.clone()
        else {
            continue;
        };
        let mut exits: Vec<BlockId> = Vec::new();
        for t in cases.iter().map(|(_, t)| *t).chain([default]) {
            if !lp.contains(t) && !exits.contains(&t) {
                exits.push(t);
            }
        }
        if exits.len() < 2 || !info.is_reachable(from) {
            continue;
        }
        let d = new_block(func, "exit_switch");
        let exit_cases: Vec<(i128, BlockId)> = cases
            .iter()
            .copied()
            .filter(|(_, t)| exits.contains(t))
            .collect();
        let d_default = if exits.contains(&default) {
            default
        } else {
            exits[exits.len() - 1]
        };
        func.blocks[d].term = Terminator::Switch {
            value,
            cases: exit_cases
                .into_iter()
                .filter(|(_, t)| *t != d_default)
                .collect(),
            default: d_default,
        };
        for &t in &exits {
            retarget(&mut func.blocks[from].term, t, d);
            for phi in phis_of(func, t) {
                for blk in func.insts[phi].blocks.iter_mut() {
                    if *blk == from {
                        *blk = d;
                    }
                }
            }
        }
        changed = true;
    }
    changed
}
