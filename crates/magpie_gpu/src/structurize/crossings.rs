//! Crossing normalisation: a branch whose arms leave it to several
//! continuation points ([`super::merges`]) gets one join block in front of
//! them, so that its arms rejoin at one block and no nesting of `if`,
//! `switch` and `loop` needs code duplicated. Short-circuit `a && b` is the
//! everyday case: `a: cbr p b y; b: cbr q x y` (with `x` and `y` going on
//! to `m`) leaves `a`'s arms to `y` and `m`.
//!
//! For a branch `h` with continuation points `c0 … ck` (k ≥ 1), a new block
//! `J` takes over every edge from `h` or from one of its arms into a `ci`
//! (edges into a `ci` from elsewhere stay), and dispatches on which target
//! each edge had: `J` holds a selector `phi u32` (`i` for `ci`) and ends in
//! `cbr sel == 0 c0 c1`, or a `switch` for more. Afterwards the arms rejoin
//! at `J`, which `h` dominates: `if a && b { x } else { y }` becomes
//! `if a { if b { x; sel = 1 } else { sel = 0 } } else { sel = 0 };
//! if sel == 0 { y }`. Phis of the `ci` take their moved incomings from
//! phis of `J` (a zero on the edges that went to another target, which
//! never reach the phi). A predecessor with
//! edges to several of the targets gets all but one split by an empty
//! block. `J` is a branch of its own, joined again if its targets need it
//! (the restructuring of Bahmann et al. works top-down the same way).
//!
//! A `switch` case entered from another case (C's fallthrough) is no arm
//! but a continuation point, so it moves behind the join as well: no
//! switch needs fallthrough afterwards.
//!
//! Invariants: the result verifies and computes the same (the module is
//! verified again, and a function whose rewrite would not verify is left
//! as it was, for the structurizer to report); a join is made for the first
//! branch in reverse postorder that needs one, so an enclosing branch is
//! joined before the branches in its arms, and the joins per function are
//! bounded (then the structurizer reports what is left).

use magpie_mpir::{
    BlockId, FuncId, Function, FunctionInfo, Module, ModuleInfo, Operand, Outcome, Scalar,
    Terminator, Type,
};

use super::edit::{add_phi, dispatch, incoming, new_block, phi_type, phis_of, retarget, zero};
use super::merges::Continuation;
use super::regions::{analyse, continuation_of};

/// Joins every branch of `func` (with `info` its current facts) that needs
/// it, verifying through `reverify`; false when nothing changed.
pub(crate) fn normalize_function(
    func: &mut Function,
    info: &FunctionInfo,
    reverify: &mut dyn FnMut(&Function) -> Option<FunctionInfo>,
) -> bool {
    let mut changed = false;
    let mut finfo = info.clone();
    // Each join adds a block and settles one branch; generous, yet finite.
    let bound = 4 * func.blocks.len() + 16;
    for _ in 0..bound {
        let Ok((si, Some(h))) = analyse(func, &finfo) else {
            break;
        };
        let cont = continuation_of(func, &finfo, &si, h);
        let mut out = func.clone();
        if !join(&mut out, &finfo, &cont) {
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

/// The join of branch `h` with continuation `cont` (module docs); false
/// when there is nothing to join.
///
/// No value defined in an arm is live at a continuation point other than
/// through its phis: a continuation point is dominated by no arm's entry,
/// hence by no block of an arm, so a block that such a value's definition
/// dominates is reached from there only through that definition again.
/// The join therefore moves phi incomings and nothing else.
fn join(func: &mut Function, info: &FunctionInfo, cont: &Continuation) -> bool {
    let targets = cont.points.clone();
    if targets.len() < 2 {
        return false;
    }
    let j = new_block(func, "join");
    // One stub per edge: the block that will branch to J for it.
    let mut stubs: Vec<(BlockId, BlockId, BlockId)> = Vec::new(); // (stub, pred, target)
    for &(p, t) in &cont.edges {
        let again = stubs.iter().any(|(_, q, _)| *q == p);
        let stub = if again {
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
    let index = |t: BlockId| targets.iter().position(|x| *x == t).unwrap_or(0) as u32;
    let sel_values = stubs
        .iter()
        .map(|(_, _, t)| Operand::Const(magpie_mpir::Const::u32(index(*t))))
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

    func.blocks[j].term = dispatch(func, info, j, sel, &targets, "join");
    true
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
    normalize_cfg_with(module, info, strict, super::ExitFill::Zero)
}

/// [`normalize_cfg`] with the loop-exit dispatch's unread phi inputs chosen
/// by `fill` ([`super::normalize_loop_exits_with`]).
pub fn normalize_cfg_with(
    module: &Module,
    info: &ModuleInfo,
    strict: bool,
    fill: super::ExitFill,
) -> Outcome<Option<(Module, ModuleInfo)>> {
    let mut current: Option<(Module, ModuleInfo)> = None;
    for _ in 0..4 {
        let (m, i) = current.as_ref().map_or((module, info), |(m, i)| (m, i));
        let exits = super::normalize_loop_exits_with(m, i, strict, fill);
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
