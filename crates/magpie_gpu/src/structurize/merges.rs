//! Selection merges: where the arms of a `cbr` or `switch` rejoin, as the
//! *continuation* of the branch (the branch restructuring of Bahmann et al.,
//! "Perfect Reconstructability of Control Flow from Demand Dependence
//! Graphs", restricted to the innermost enclosing loop).
//!
//! For a branch ending block `h` whose innermost loop region is `L` (its
//! body and the terminal-exit code placed in it, header `H`, merge `M`):
//!
//! - an *exit* is an edge to `H` (continue), to `M` or out of `L`'s region
//!   (break, or a multi-level break or continue); at function level there
//!   are none (a `ret` ends a path inside its block);
//! - an *arm* starts at a successor `s` of `h` that is no exit target and
//!   whose every predecessor is `h` or a block `s` dominates (its own back
//!   edges when `s` heads a loop); the arm is the blocks of `L`'s region
//!   that `s` dominates. Distinct arms are disjoint;
//! - the *continuation points* are the targets of the edges from `h` or
//!   from an arm that neither enter an arm nor are exits.
//!
//! One continuation point is the merge; none means that every arm ends in
//! an exit or a `ret` (the branch has no merge block). Except: when control
//! leaves only one arm, the other successors being exits or arms that end
//! in `ret`, that arm's entry is the merge (`if c { break }` then the rest,
//! not the rest nested in an `else`); the construct then holds the branch
//! and the closed arms only, which leave it by exits alone. Two or more mean
//! that control leaves the construct to several places that no nesting
//! separates: [`super::crossings`] gives such a branch one join block that
//! takes over all those edges and dispatches on where each came from, after
//! which the branch has one continuation (the join).
//!
//! Invariant: the arms of a branch with at most one continuation point hold
//! every block control reaches from `h` before its merge or an exit, so the
//! blocks the branch dominates, short of its merge, are exactly `h` and its
//! arms: `if`/`switch` arms nest, and no block is entered from two arms. A
//! case block entered from another case is not an arm but a continuation
//! point, so no merge needs C's fallthrough.

use magpie_mpir::{BlockId, Function, FunctionInfo};

use super::loops::LoopForest;
use super::regions::is_terminal_exit;

/// The blocks of every loop's region: its body and the blocks that only
/// run after a terminal exit of it (code that returns without rejoining),
/// which the loop's construct holds. By loop index.
pub(crate) fn loop_regions(
    func: &Function,
    info: &FunctionInfo,
    loops: &LoopForest,
) -> Vec<Vec<bool>> {
    let n = func.blocks.len();
    loops
        .loops
        .iter()
        .map(|l| {
            let mut region = vec![false; n];
            for &b in &l.body {
                region[b.index()] = true;
            }
            for t in l.exit_targets() {
                if !is_terminal_exit(func, info, l, t) {
                    continue;
                }
                for &b in &info.rpo {
                    if info.dominates(t, b) {
                        region[b.index()] = true;
                    }
                }
            }
            region
        })
        .collect()
}

/// The innermost loop whose region holds `b` (see [`loop_regions`]).
pub(crate) fn region_loop(loops: &LoopForest, regions: &[Vec<bool>], b: BlockId) -> Option<usize> {
    (0..loops.loops.len())
        .filter(|&i| regions[i].get(b.index()).copied().unwrap_or(false))
        .min_by_key(|&i| regions[i].iter().filter(|x| **x).count())
}

/// The loop facts the continuation of a branch depends on.
pub(crate) struct LoopContext<'a> {
    pub loops: &'a LoopForest,
    pub regions: &'a [Vec<bool>],
    /// Loop merges, parallel to `loops.loops`.
    pub merges: &'a [Option<BlockId>],
}

impl LoopContext<'_> {
    /// Whether the edge into `y`, taken inside the region of loop `lp`, is
    /// an exit (module docs).
    pub(crate) fn is_exit(&self, lp: Option<usize>, y: BlockId) -> bool {
        let Some(i) = lp else {
            return false;
        };
        y == self.loops.loops[i].header
            || self.merges.get(i).copied().flatten() == Some(y)
            || !self.regions[i].get(y.index()).copied().unwrap_or(false)
    }
}

/// A branch's arms and continuation points (module docs).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Continuation {
    /// By block: the block lies in an arm.
    pub in_arm: Vec<bool>,
    /// The continuation points, in reverse postorder.
    pub points: Vec<BlockId>,
    /// The edges from the branch or an arm into a continuation point,
    /// without repeats.
    pub edges: Vec<(BlockId, BlockId)>,
    /// The entry of the one arm control leaves (to a continuation point
    /// or by an exit) when every other arm ends in `ret` or `unreachable`
    /// and every successor of the branch that starts no arm is an exit:
    /// `if c { break }` or `if c { …; return }` before the rest.
    pub only_open_arm: Option<BlockId>,
}

impl Continuation {
    /// The branch block or one of its arms.
    pub(crate) fn holds(&self, h: BlockId, x: BlockId) -> bool {
        x == h || self.in_arm.get(x.index()).copied().unwrap_or(false)
    }
}

/// The arms and continuation points of the branch ending `h`.
pub(crate) fn continuation(
    func: &Function,
    info: &FunctionInfo,
    cx: &LoopContext<'_>,
    h: BlockId,
) -> Continuation {
    let n = func.blocks.len();
    let lp = region_loop(cx.loops, cx.regions, h);
    let in_region = |x: BlockId| lp.is_none_or(|i| cx.regions[i][x.index()]);
    let mut entries: Vec<BlockId> = Vec::new();
    for &s in &info.succs[h.index()] {
        if s == h || entries.contains(&s) || cx.is_exit(lp, s) {
            continue;
        }
        let only_from_h = info.preds[s.index()]
            .iter()
            .all(|&p| !info.is_reachable(p) || p == h || info.dominates(s, p));
        if only_from_h {
            entries.push(s);
        }
    }
    let mut in_arm = vec![false; n];
    for &x in &info.rpo {
        if in_region(x) && entries.iter().any(|&s| info.dominates(s, x)) {
            in_arm[x.index()] = true;
        }
    }
    let mut out = Continuation {
        in_arm,
        points: Vec::new(),
        edges: Vec::new(),
        only_open_arm: None,
    };
    let all_exits_or_arms = info.succs[h.index()]
        .iter()
        .all(|&s| entries.contains(&s) || cx.is_exit(lp, s));
    let open: Vec<BlockId> = entries
        .iter()
        .copied()
        .filter(|&s| {
            info.rpo.iter().any(|&x| {
                out.in_arm[x.index()]
                    && info.dominates(s, x)
                    && info.succs[x.index()]
                        .iter()
                        .any(|&y| !(out.in_arm[y.index()] && info.dominates(s, y)))
            })
        })
        .collect();
    if let ([one], true) = (open.as_slice(), all_exits_or_arms) {
        out.only_open_arm = Some(*one);
    }
    for &x in &info.rpo {
        if !out.holds(h, x) {
            continue;
        }
        for &y in &info.succs[x.index()] {
            if out.in_arm[y.index()] || cx.is_exit(lp, y) || out.edges.contains(&(x, y)) {
                continue;
            }
            out.edges.push((x, y));
            if !out.points.contains(&y) {
                out.points.push(y);
            }
        }
    }
    out.points.sort_by_key(|b| info.rpo_index[b.index()]);
    out
}
