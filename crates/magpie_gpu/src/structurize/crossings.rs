//! Crossing normalisation: a branch whose arm jumps into another arm of an
//! enclosing construct (short-circuit `a && b` is the everyday case:
//! `a: cbr p b y; b: cbr q x y`, where `y` is entered from inside `b`'s
//! construct and from outside it) is rewritten so that no nesting of
//! `if`, `switch` and `loop` needs code duplicated.
//!
//! For a selection `b` with merge `m` and a crossing edge into `z`
//! ([`super::regions::analyse`]), a new block `J` takes over
//! - every edge from `b`'s construct into `z` or into `m`, and
//! - every other edge into `z` except `z`'s back edges (when `z` heads a
//!   loop),
//!
//! and dispatches on which target each edge had: `J` holds a selector
//! `phi u32` (0 for `z`, 1 for `m`) and ends in `cbr sel == 0 z m` (or
//! `br z` without a merge). Afterwards `b`'s arms rejoin at `J`, and `z` is
//! dominated by `J`: `if a && b { x } else { y }` becomes
//! `if a { if b { x; sel = 1 } else { sel = 0 } } else { sel = 0 };
//! if sel == 0 { y }`. Phis of `z` and `m` take their moved incomings from
//! phis of `J` (a zero on the edges that went to the other target, which
//! never reach the phi); a value defined in the construct and used at or
//! after `m` is used through a phi of `J` the same way. A predecessor with
//! edges to both targets first gets one of them split by an empty block.
//!
//! A `switch` whose cases run on into one block from several cases (two
//! cases into one, or a case into the default: SPIR-V forbids both, and no
//! sequence of arms expresses them) has those cases moved to a new block
//! switching on the same value, where they rejoin at that block as the
//! inner switch's merge.
//!
//! Invariants: the result verifies and computes the same (the module is
//! verified again, and a function whose rewrite would not verify is left
//! as it was, for the structurizer to report); each round removes the
//! crossing it was made for, and the rounds per function are bounded.

use std::collections::HashMap;

use magpie_mpir::{
    BlockId, FuncId, Function, FunctionInfo, Module, ModuleInfo, Opcode, Operand, Outcome, Scalar,
    Terminator, Type, Value,
};

use super::edit::{
    add_phi, dispatch, incoming, new_block, phi_type, phis_of, rename_uses, retarget, zero,
};
use super::regions::{analyse, Crossing, StructureInfo};

/// Rewrites every crossing of `func` (with `info` its current facts),
/// verifying through `reverify`; false when nothing changed.
pub(crate) fn normalize_function(
    func: &mut Function,
    info: &FunctionInfo,
    reverify: &mut dyn FnMut(&Function) -> Option<FunctionInfo>,
) -> bool {
    let mut changed = false;
    let mut finfo = info.clone();
    for _ in 0..=func.blocks.len() {
        let Ok((si, crossing)) = analyse(func, &finfo) else {
            break;
        };
        let mut out = func.clone();
        let done = match (unorderable_switch(func, &si), crossing) {
            (Some((b, group)), _) => split_switch(&mut out, &finfo, b, &group),
            (None, Some(c)) => rewrite(&mut out, &finfo, si.branch_merge(c.selection), c),
            (None, None) => break,
        };
        if !done {
            break;
        }
        let Some(next) = reverify(&out) else {
            break;
        };
        *func = out;
        finfo = next;
        changed = true;
    }
    changed
}

/// A `switch` whose cases run on into one block from several cases (or
/// from a case into the default): its block and the case targets that run
/// on into that block, directly or through other cases, the block itself
/// included.
fn unorderable_switch(func: &Function, si: &StructureInfo) -> Option<(BlockId, Vec<BlockId>)> {
    si.selections.iter().find_map(|s| {
        let Terminator::Switch { default, .. } = &func.blocks[s.block].term else {
            return None;
        };
        let u =
            s.fallthrough.iter().map(|(_, to)| *to).find(|u| {
                u == default || s.fallthrough.iter().filter(|(_, t)| t == u).count() > 1
            })?;
        // every case that runs on into `u`, directly or through others
        let mut group: Vec<BlockId> = vec![u];
        let mut k = 0;
        while k < group.len() {
            let to = group[k];
            for &(f, t) in &s.fallthrough {
                if t == to && !group.contains(&f) {
                    group.push(f);
                }
            }
            k += 1;
        }
        // Moving every case would only make the same switch again.
        let all = func.blocks[s.block]
            .term
            .successors()
            .iter()
            .all(|t| group.contains(t));
        (!all).then_some((s.block, group))
    })
}

/// Moves the cases of the `switch` ending `b` whose targets are in `group`
/// to a new block switching on the same value: there they rejoin at the
/// block they run on into, which becomes that switch's merge. False when
/// `b` is no such switch.
fn split_switch(func: &mut Function, info: &FunctionInfo, b: BlockId, group: &[BlockId]) -> bool {
    let Terminator::Switch {
        value,
        cases,
        default,
    } = func.blocks[b].term.clone()
    else {
        return false;
    };
    let _ = info;
    let moved: Vec<(i128, BlockId)> = cases
        .iter()
        .copied()
        .filter(|(_, t)| group.contains(t))
        .collect();
    let Some(&inner_default) = group
        .iter()
        .find(|t| **t == default)
        .or_else(|| group.last())
    else {
        return false;
    };
    let n = new_block(func, "cases");
    func.blocks[n].term = Terminator::Switch {
        value,
        cases: moved
            .iter()
            .copied()
            .filter(|(_, t)| *t != inner_default)
            .collect(),
        default: inner_default,
    };
    let kept: Vec<(i128, BlockId)> = cases
        .iter()
        .copied()
        .map(|(v, t)| (v, if group.contains(&t) { n } else { t }))
        .collect();
    func.blocks[b].term = Terminator::Switch {
        value,
        cases: kept,
        default: if group.contains(&default) { n } else { default },
    };
    for &t in group {
        for phi in phis_of(func, t) {
            for blk in func.insts[phi].blocks.iter_mut() {
                if *blk == b {
                    *blk = n;
                }
            }
        }
    }
    true
}

/// One crossing's rewrite (module docs); false when it cannot be done.
fn rewrite(func: &mut Function, info: &FunctionInfo, m: Option<BlockId>, c: Crossing) -> bool {
    let b = c.selection;
    let z = c.to;
    let in_construct =
        |x: BlockId| info.dominates(b, x) && !m.is_some_and(|m| info.dominates(m, x));
    // z's back edges stay: they come from blocks z dominates.
    let mut edges: Vec<(BlockId, BlockId)> = Vec::new();
    for &p in &info.preds[z.index()] {
        if info.is_reachable(p) && !info.dominates(z, p) && !edges.contains(&(p, z)) {
            edges.push((p, z));
        }
    }
    if let Some(m) = m {
        for &p in &info.preds[m.index()] {
            if info.is_reachable(p) && in_construct(p) && !edges.contains(&(p, m)) {
                edges.push((p, m));
            }
        }
    }
    let targets: Vec<BlockId> = std::iter::once(z).chain(m).collect();
    let escaping = escaping_values(func, info, &in_construct, m);
    if escaping
        .iter()
        .any(|v| !matches!(func.value_type(*v), Type::Scalar(_)))
    {
        return false;
    }

    let j = new_block(func, "join");
    // One stub per edge: the block that will branch to J for it.
    let mut stubs: Vec<(BlockId, BlockId, BlockId)> = Vec::new(); // (stub, pred, target)
    for &(p, t) in &edges {
        let both = edges.iter().filter(|(q, _)| *q == p).count() > 1;
        let stub = if both && t == z {
            let e = new_block(func, "split");
            func.blocks[e].term = Terminator::Br(j);
            retarget(&mut func.blocks[p].term, t, e);
            e
        } else {
            retarget(&mut func.blocks[p].term, t, j);
            p
        };
        stubs.push((stub, p, t));
    }
    let stub_blocks: Vec<BlockId> = stubs.iter().map(|(s, _, _)| *s).collect();
    let sel_values = stubs
        .iter()
        .map(|(_, _, t)| Operand::Const(magpie_mpir::Const::u32(u32::from(*t != z))))
        .collect();
    let sel = add_phi(
        func,
        j,
        Type::Scalar(Scalar::U32),
        "join_sel",
        &stub_blocks,
        sel_values,
    );

    for &t in &targets {
        for phi in phis_of(func, t) {
            let ty = phi_type(&func.insts[phi]);
            let moved: Vec<Operand> = stubs
                .iter()
                .map(|&(_, p, to)| {
                    if to == t {
                        incoming(&func.insts[phi], p).unwrap_or(zero(ty))
                    } else {
                        zero(ty)
                    }
                })
                .collect();
            let merged = add_phi(func, j, ty, "join_val", &stub_blocks, moved);
            let inst = &mut func.insts[phi];
            let keep: Vec<usize> = (0..inst.blocks.len())
                .filter(|&k| {
                    !stubs
                        .iter()
                        .any(|&(_, p, to)| to == t && p == inst.blocks[k])
                })
                .collect();
            inst.operands = keep.iter().map(|&k| inst.operands[k]).collect();
            inst.blocks = keep.iter().map(|&k| inst.blocks[k]).collect();
            inst.operands.push(Operand::Value(merged));
            inst.blocks.push(j);
        }
    }

    let mut renamed: HashMap<Value, Value> = HashMap::new();
    for v in escaping {
        let ty = func.value_type(v);
        let Some(def) = info.def_block[v.index()] else {
            continue;
        };
        let ins = stubs
            .iter()
            .map(|&(_, p, _)| {
                if info.dominates(def, p) {
                    Operand::Value(v)
                } else {
                    zero(ty)
                }
            })
            .collect();
        let name = format!("{}_join", func.values[v].name);
        renamed.insert(v, add_phi(func, j, ty, &name, &stub_blocks, ins));
    }
    if let Some(m) = m {
        // the blocks `m` dominated before the rewrite
        let after = |b: BlockId| {
            b != j && b.index() < info.preds.len() && info.is_reachable(b) && info.dominates(m, b)
        };
        rename_uses(func, &renamed, &after);
    }

    func.blocks[j].term = if targets.len() == 1 {
        Terminator::Br(z)
    } else {
        dispatch(func, info, j, sel, &targets, "join")
    };
    true
}

/// Values defined in the construct and used in a block that `m` dominates
/// (phi incomings from such blocks included).
fn escaping_values(
    func: &Function,
    info: &FunctionInfo,
    in_construct: &dyn Fn(BlockId) -> bool,
    m: Option<BlockId>,
) -> Vec<Value> {
    let Some(m) = m else {
        return Vec::new();
    };
    let defined_in = |v: Value| {
        info.def_block
            .get(v.index())
            .copied()
            .flatten()
            .is_some_and(in_construct)
    };
    let mut out: Vec<Value> = Vec::new();
    let mut note = |op: &Operand| {
        if let Operand::Value(v) = op {
            if defined_in(*v) && !out.contains(v) {
                out.push(*v);
            }
        }
    };
    for (blk, block) in func.blocks.iter() {
        if !info.is_reachable(blk) || !info.dominates(m, blk) {
            continue;
        }
        for &i in &block.insts {
            let inst = &func.insts[i];
            if inst.op == Opcode::Phi {
                for (op, from) in inst.operands.iter().zip(&inst.blocks) {
                    if info.dominates(m, *from) {
                        note(op);
                    }
                }
            } else {
                inst.operands.iter().for_each(&mut note);
            }
        }
        block.term.operands().iter().for_each(&mut note);
    }
    out
}

/// Rewrites every crossing of every function of `module` (module docs).
/// `None`: nothing changed. A function whose rewrite does not verify is
/// left as it was.
pub fn normalize_crossings(module: &Module, info: &ModuleInfo) -> Option<(Module, ModuleInfo)> {
    let mut changed: Option<(Module, ModuleInfo)> = None;
    let ids: Vec<FuncId> = module.functions.handles().collect();
    for fid in ids {
        let (m, i) = changed.as_ref().map_or((module, info), |(m, i)| (m, i));
        let mut func = m.functions[fid].clone();
        let base = m.clone();
        let mut last: Option<ModuleInfo> = None;
        let mut reverify = |f: &Function| {
            let mut candidate = base.clone();
            candidate.functions[fid] = f.clone();
            let info = magpie_mpir::verify(&candidate).value?;
            let finfo = info.function(fid).clone();
            last = Some(info);
            Some(finfo)
        };
        if normalize_function(&mut func, i.function(fid), &mut reverify) {
            let mut out = m.clone();
            out.functions[fid] = func;
            if let Some(info) = last {
                changed = Some((out, info));
            }
        }
    }
    changed
}

/// Everything the structurizer needs first: loop exits normalised
/// ([`super::normalize_loop_exits`], `strict` as there) and crossings
/// rewritten, repeated while either changes something (each may expose
/// work for the other). `None`: nothing changed.
pub fn normalize_cfg(
    module: &Module,
    info: &ModuleInfo,
    strict: bool,
) -> Outcome<Option<(Module, ModuleInfo)>> {
    let mut current: Option<(Module, ModuleInfo)> = None;
    for _ in 0..4 {
        let (m, i) = current.as_ref().map_or((module, info), |(m, i)| (m, i));
        let exits = super::normalize_loop_exits(m, i, strict);
        if exits.value.is_none() {
            return Outcome::failed(exits.diagnostics);
        }
        let after_exits = exits.value.flatten();
        let (m2, i2) = after_exits.as_ref().map_or((m, i), |(m, i)| (m, i));
        let crossed = normalize_crossings(m2, i2);
        let progress = after_exits.is_some() || crossed.is_some();
        match (crossed, after_exits) {
            (Some(c), _) => current = Some(c),
            (None, Some(e)) => current = Some(e),
            (None, None) => {}
        }
        if !progress {
            break;
        }
    }
    Outcome::new(current, Vec::new())
}
