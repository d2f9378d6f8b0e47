//! Merge blocks: where each loop and each selection (`cbr`, `switch`)
//! rejoins, the facts SPIR-V's `OpLoopMerge`/`OpSelectionMerge` need and
//! that the tree builder ([`super::structurize`]) uses for the same choice.

use magpie_mpir::{BlockId, Function, FunctionInfo, Terminator};

use super::loops::{check_reducible, find_loops, Loop, LoopForest};
use super::postdom::{post_dominators, PostDomTree};
use super::StructurizeError;

/// The structure of one function's CFG.
#[derive(Clone, Debug)]
pub struct StructureInfo {
    pub loops: LoopForest,
    pub postdom: PostDomTree,
    /// Parallel to `loops.loops`.
    pub loop_merges: Vec<LoopMerge>,
    /// Every reachable block ending in `cbr` or `switch` that is not a loop
    /// header, in reverse postorder.
    pub selections: Vec<Selection>,
}

impl StructureInfo {
    pub fn loop_merge(&self, header: BlockId) -> Option<&LoopMerge> {
        self.loop_merges.iter().find(|m| m.header == header)
    }

    pub fn selection(&self, block: BlockId) -> Option<&Selection> {
        self.selections.iter().find(|s| s.block == block)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopMerge {
    pub header: BlockId,
    /// The one exit target that is not a *terminal exit* (see
    /// [`loop_merge`]), or when all are terminal, one chosen of them. `None`
    /// when the loop is never left to a block of its own (only by `ret`,
    /// by leaving enclosing loops, or never): SPIR-V then needs a fresh
    /// merge block holding `OpUnreachable`.
    pub merge: Option<BlockId>,
    pub continue_target: ContinueTarget,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ContinueTarget {
    /// The loop's only latch (possibly the header itself: a one-block loop).
    Latch(BlockId),
    /// Several latches: SPIR-V needs a new block that they all branch to and
    /// that branches back to the header (their phi inputs go through it).
    NewBlock { latches: Vec<BlockId> },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Selection {
    pub block: BlockId,
    /// The immediate post-dominator, when it lies inside the innermost loop
    /// holding `block` and is not that loop's header. `None` when it is the
    /// virtual exit or outside that loop: then every arm leaves by `break`,
    /// `continue` or `return`, and nothing follows the construct.
    pub merge: Option<BlockId>,
}

/// The merge facts of `func`, or why its CFG is not structurable.
pub fn structure_info(
    func: &Function,
    info: &FunctionInfo,
) -> Result<StructureInfo, StructurizeError> {
    check_reducible(func, info)?;
    let loops = find_loops(func, info);
    let postdom = post_dominators(func, info);
    // Outer loops come first, so an enclosing loop's merge is known.
    let mut loop_merges: Vec<LoopMerge> = Vec::with_capacity(loops.loops.len());
    for i in 0..loops.loops.len() {
        let l = &loops.loops[i];
        let continue_target = match l.latches.as_slice() {
            [one] => ContinueTarget::Latch(*one),
            many => ContinueTarget::NewBlock {
                latches: many.to_vec(),
            },
        };
        let merge = loop_merge(func, info, &loops, &loop_merges, i)?;
        loop_merges.push(LoopMerge {
            header: l.header,
            merge,
            continue_target,
        });
    }
    let selections = info
        .rpo
        .iter()
        .copied()
        .filter(|&b| {
            matches!(
                func.blocks[b].term,
                Terminator::Cbr { .. } | Terminator::Switch { .. }
            ) && loops.loop_of_header(b).is_none()
        })
        .map(|b| Selection {
            block: b,
            merge: selection_merge(&loops, &postdom, b),
        })
        .collect();
    Ok(StructureInfo {
        loops,
        postdom,
        loop_merges,
        selections,
    })
}

/// The merge of loop `i`, given the merges of the loops before it in
/// `loops` (which include every enclosing loop).
///
/// Exits to an enclosing loop's header or merge are multi-level `continue`
/// and `break` and never this loop's merge (SPIR-V routes them through a
/// merge block it creates). Of the other exit targets, a target `t` is
/// *terminal* when every predecessor of `t` is in the loop, and every block
/// reachable from `t` is dominated by `t` and lies outside the loop: `t`
/// starts code that never rejoins anything (typically it returns). Terminal
/// exits are placed inside the loop's construct. The merge is the single
/// non-terminal exit target; two or more are
/// [`StructurizeError::Unsupported`] ([`super::exits`] rewrites such loops
/// first). When every exit target is terminal, the merge is the one the
/// header branches to, else the last in reverse postorder.
pub fn loop_merge(
    func: &Function,
    info: &FunctionInfo,
    loops: &LoopForest,
    merges: &[LoopMerge],
    i: usize,
) -> Result<Option<BlockId>, StructurizeError> {
    let l = &loops.loops[i];
    let mut enclosing = Vec::new();
    let mut p = l.parent;
    while let Some(j) = p {
        enclosing.push(loops.loops[j].header);
        if let Some(m) = merges.get(j).and_then(|m| m.merge) {
            enclosing.push(m);
        }
        p = loops.loops[j].parent;
    }
    let targets: Vec<BlockId> = l
        .exit_targets()
        .into_iter()
        .filter(|t| !enclosing.contains(t))
        .collect();
    let (terminal, non_terminal): (Vec<BlockId>, Vec<BlockId>) = targets
        .iter()
        .partition(|&&t| is_terminal_exit(func, info, l, t));
    match non_terminal.as_slice() {
        [] => Ok(terminal
            .iter()
            .copied()
            .find(|t| info.succs[l.header.index()].contains(t))
            .or_else(|| {
                terminal
                    .iter()
                    .copied()
                    .max_by_key(|t| info.rpo_index[t.index()])
            })),
        [one] => Ok(Some(*one)),
        many => Err(StructurizeError::Unsupported {
            block: l.header,
            reason: format!(
                "the loop exits to {} different blocks that continue separately ({}); \
                 run exit normalisation first (`normalize_loop_exits`), or make every exit \
                 branch to one block",
                many.len(),
                many.iter()
                    .map(|b| func.blocks[*b].label.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        }),
    }
}

pub(crate) fn is_terminal_exit(func: &Function, info: &FunctionInfo, l: &Loop, t: BlockId) -> bool {
    if !info.preds[t.index()]
        .iter()
        .all(|p| !info.is_reachable(*p) || l.contains(*p))
    {
        return false;
    }
    let mut seen = vec![false; func.blocks.len()];
    let mut work = vec![t];
    while let Some(b) = work.pop() {
        if std::mem::replace(&mut seen[b.index()], true) {
            continue;
        }
        if l.contains(b) || !info.dominates(t, b) {
            return false;
        }
        work.extend(info.succs[b.index()].iter().copied());
    }
    true
}

/// The selection merge of the branch ending `b` (see [`Selection::merge`]).
pub fn selection_merge(loops: &LoopForest, postdom: &PostDomTree, b: BlockId) -> Option<BlockId> {
    let m = postdom.ipdom(b)?;
    match loops.innermost(b) {
        Some(l) => {
            let l = &loops.loops[l];
            (l.contains(m) && m != l.header).then_some(m)
        }
        None => Some(m),
    }
}
