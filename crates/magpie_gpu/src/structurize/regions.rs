//! Merge blocks: where each loop and each selection (`cbr`, `switch`)
//! rejoins, the facts SPIR-V's `OpLoopMerge`/`OpSelectionMerge` need and
//! that the tree builder ([`super::structurize`]) uses for the same choice.

use magpie_mpir::{BlockId, Function, FunctionInfo, Terminator};

use super::loops::{check_reducible, find_loops, Loop, LoopForest};
use super::merges::{continuation, loop_regions, Continuation, LoopContext};
use super::postdom::{post_dominators, PostDomTree};
use super::StructurizeError;

/// The structure of one function's CFG.
#[derive(Clone, Debug)]
pub struct StructureInfo {
    pub loops: LoopForest,
    pub postdom: PostDomTree,
    /// Parallel to `loops.loops`.
    pub loop_merges: Vec<LoopMerge>,
    /// Every reachable block ending in `cbr` or `switch`, loop headers
    /// included, in reverse postorder.
    pub selections: Vec<Selection>,
    /// Constructs whose merge block is also the merge of an enclosing
    /// construct: `(header, merge)`. A block can be the merge of one
    /// construct only (SPIR-V), so each of these needs a new *forwarding
    /// block* in front of its merge that takes over the construct's edges
    /// into it (with phis passing the values on). The outermost construct
    /// keeps the block. Innermost first.
    pub forwarded: Vec<(BlockId, BlockId)>,
}

impl StructureInfo {
    pub fn loop_merge(&self, header: BlockId) -> Option<&LoopMerge> {
        self.loop_merges.iter().find(|m| m.header == header)
    }

    pub fn selection(&self, block: BlockId) -> Option<&Selection> {
        self.selections.iter().find(|s| s.block == block)
    }

    /// The merge of the branch ending `block` ([`Selection::merge`]).
    pub fn branch_merge(&self, block: BlockId) -> Option<BlockId> {
        self.selection(block).and_then(|s| s.merge)
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
    /// Where the arms rejoin: the branch's one continuation point
    /// ([`super::merges`]). `None` when there is none: every arm then ends
    /// in `break`, `continue` or `return`, and nothing follows the
    /// construct. (A branch with several is reported by [`structure_info`].)
    pub merge: Option<BlockId>,
    /// The block is a loop header: its branch is part of the loop construct
    /// (SPIR-V's `OpLoopMerge` block), `merge` says where its arms rejoin
    /// inside the loop.
    pub loop_header: bool,
    /// A loop header ending in a `switch`, or in a `cbr` that never leaves
    /// the loop at once (every target is a block of the body other than the
    /// header: a do-while whose body starts with an `if`). Its
    /// branch is a selection of its own inside the loop construct, so SPIR-V
    /// needs a second block for it (a block holds one merge instruction).
    pub split_header: bool,
}

/// The merge facts of `func`, or why its CFG is not structurable.
pub fn structure_info(
    func: &Function,
    info: &FunctionInfo,
) -> Result<StructureInfo, StructurizeError> {
    let (si, crossing) = analyse(func, info)?;
    match crossing {
        None => Ok(si),
        Some(h) => Err(StructurizeError::Unsupported {
            block: h,
            reason: format!(
                "control leaves the branch at {} to several blocks that no nesting separates \
                 (the arms do not rejoin at one block): run the crossing normalisation first \
                 (`normalize_cfg`)",
                func.blocks[h].label
            ),
        }),
    }
}

/// The merge facts of `func` and the first branch (in reverse postorder)
/// with several continuation points, if any (then the facts do not
/// describe a structured CFG: [`super::crossings`] joins them).
pub(crate) fn analyse(
    func: &Function,
    info: &FunctionInfo,
) -> Result<(StructureInfo, Option<BlockId>), StructurizeError> {
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
    let regions = loop_regions(func, info, &loops);
    let merges: Vec<Option<BlockId>> = loop_merges.iter().map(|m| m.merge).collect();
    let cx = LoopContext {
        loops: &loops,
        regions: &regions,
        merges: &merges,
    };
    let mut crossing = None;
    let mut selections: Vec<Selection> = Vec::new();
    for &b in &info.rpo {
        if !matches!(
            func.blocks[b].term,
            Terminator::Cbr { .. } | Terminator::Switch { .. }
        ) {
            continue;
        }
        let header_of = loops.loop_of_header(b);
        let split_header = header_of.is_some_and(|i| {
            let l = &loops.loops[i];
            matches!(func.blocks[b].term, Terminator::Switch { .. })
                || info.succs[b.index()]
                    .iter()
                    .all(|s| *s != b && l.contains(*s))
        });
        let cont = continuation(func, info, &cx, b);
        let points = cont.points;
        // A loop header's own branch (not split) belongs to the loop
        // construct: its arms are the body and the exit.
        if points.len() > 1 && (header_of.is_none() || split_header) && crossing.is_none() {
            crossing = Some(b);
        }
        selections.push(Selection {
            block: b,
            merge: match (cont.only_open_arm, points.as_slice()) {
                (_, [_, _, ..]) => None,
                (Some(s), _) => Some(s),
                (None, [one]) => Some(*one),
                (None, _) => None,
            },
            loop_header: header_of.is_some(),
            split_header,
        });
    }
    let forwarded = forwarded_merges(info, &loop_merges, &selections);
    let si = StructureInfo {
        loops,
        postdom,
        loop_merges,
        selections,
        forwarded,
    };
    Ok((si, crossing))
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
/// header branches to, else the last in reverse postorder, of those the
/// loop's own blocks (not only a nested loop's) leave to.
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
    // A terminal target entered only from a nested loop is that loop's
    // terminal code (it stays in the nested loop's construct), not a place
    // this loop is left to: only targets left to from this loop's own
    // blocks are candidates.
    let direct: Vec<BlockId> = terminal
        .iter()
        .copied()
        .filter(|t| {
            l.exits
                .iter()
                .any(|(from, to)| to == t && loops.innermost(*from) == Some(i))
        })
        .collect();
    match non_terminal.as_slice() {
        [] => Ok(direct
            .iter()
            .copied()
            .find(|t| info.succs[l.header.index()].contains(t))
            .or_else(|| {
                direct
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

/// Which constructs need a forwarding block (see
/// [`StructureInfo::forwarded`]): of the constructs sharing a merge, the
/// outermost (first in reverse postorder) keeps it.
fn forwarded_merges(
    info: &FunctionInfo,
    loop_merges: &[LoopMerge],
    selections: &[Selection],
) -> Vec<(BlockId, BlockId)> {
    let mut claims: Vec<(BlockId, BlockId)> = loop_merges
        .iter()
        .filter_map(|m| m.merge.map(|x| (m.header, x)))
        .chain(
            selections
                .iter()
                .filter(|s| !s.loop_header || s.split_header)
                .filter_map(|s| s.merge.map(|x| (s.block, x))),
        )
        .collect();
    claims.sort_by_key(|(h, _)| info.rpo_index[h.index()]);
    let mut out = Vec::new();
    for k in (0..claims.len()).rev() {
        let (h, m) = claims[k];
        if claims[..k].iter().any(|(_, m2)| *m2 == m) {
            out.push((h, m));
        }
    }
    out
}

/// The arms and continuation points of the branch ending `h`
/// ([`super::merges`]), by the loop facts of `si`.
pub(crate) fn continuation_of(
    func: &Function,
    info: &FunctionInfo,
    si: &StructureInfo,
    h: BlockId,
) -> Continuation {
    let regions = loop_regions(func, info, &si.loops);
    let merges: Vec<Option<BlockId>> = si.loop_merges.iter().map(|m| m.merge).collect();
    let cx = LoopContext {
        loops: &si.loops,
        regions: &regions,
        merges: &merges,
    };
    continuation(func, info, &cx, h)
}
