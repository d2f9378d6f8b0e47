//! Selection merges: where the arms of a `cbr` or `switch` rejoin, found by
//! post-dominance *inside the innermost enclosing loop* rather than over the
//! whole function.
//!
//! Whole-function post-dominance is wrong for a branch inside a loop that
//! may `break`: in `if c { break } else { rest }` the two arms never meet
//! again inside the loop (the `break` arm leaves it), so the whole-function
//! post-dominator lies after the loop and the `else` arm would run on into
//! blocks that belong to an enclosing construct. Structured control flow
//! wants `rest` itself as the merge: the `break` arm is a structured exit
//! and needs no rejoining.
//!
//! So for a branch in block `b` whose innermost loop is `L` (header `h`,
//! merge `M`), the paths from `b` are followed inside `L`'s *region* (its
//! body and the terminal-exit code placed in it) and every path ends at the
//! first structured exit it takes: a *continue* (an edge to `h`), a *break*
//! (an edge to `M`, or out of the region: a multi-level break or continue),
//! or a *return*. The merge is the nearest block that every path of one
//! kind passes before its exit, where the kind is the first of continue,
//! break, return that some path from `b` takes (at function level: return).
//! Paths of the other kinds are dead ends there: they leave the construct
//! by a structured exit and do not constrain the merge. When that nearest
//! block is the exit itself (the arms meet only at the continue, the
//! break, or the return), the branch has no merge block ([`None`]): every
//! arm then ends in an exit and nothing follows the construct.
//!
//! Invariant: a merge found here is a block of `b`'s region, never `h`, and
//! every path from `b` that reaches it stays inside that region.

use magpie_mpir::{BlockId, Function, FunctionInfo, Terminator};

use super::loops::LoopForest;
use super::regions::is_terminal_exit;

/// Where one step from a block leads, for the merge search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    Block(BlockId),
    Continue,
    Break,
    Return,
    /// Into code only this edge reaches and that never rejoins anything
    /// (an early `ret`, see [`exclusive_terminals`]).
    Terminal,
    /// `unreachable`: no path goes on.
    Nowhere,
}

/// The exits that end paths, in order of preference.
const KINDS: [Step; 4] = [Step::Continue, Step::Break, Step::Return, Step::Terminal];

/// By block: the block has one reachable predecessor and dominates every
/// block it reaches, so its code runs only after that one edge and never
/// rejoins other code: an arm like `if c { ...; return }`. Such an arm needs
/// no merge with the others.
pub(crate) fn exclusive_terminals(func: &Function, info: &FunctionInfo) -> Vec<bool> {
    let n = func.blocks.len();
    (0..n)
        .map(|i| {
            let t = BlockId::from_index(i as u32);
            if !info.is_reachable(t)
                || info.preds[i]
                    .iter()
                    .filter(|p| info.is_reachable(**p))
                    .count()
                    != 1
            {
                return false;
            }
            let mut seen = vec![false; n];
            let mut work = vec![t];
            while let Some(b) = work.pop() {
                if std::mem::replace(&mut seen[b.index()], true) {
                    continue;
                }
                if !info.dominates(t, b) {
                    return false;
                }
                work.extend(info.succs[b.index()].iter().copied());
            }
            true
        })
        .collect()
}

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

/// The merge of the branch ending `b` (see the module docs). `merges` are
/// the loop merges, parallel to `loops.loops`.
pub(crate) fn selection_merge(
    func: &Function,
    info: &FunctionInfo,
    loops: &LoopForest,
    regions: &[Vec<bool>],
    merges: &[Option<BlockId>],
    terminal: &[bool],
    b: BlockId,
) -> Option<BlockId> {
    let lp = region_loop(loops, regions, b);
    let step = |s: BlockId| -> Step {
        let Some(i) = lp else {
            return Step::Block(s);
        };
        let l = &loops.loops[i];
        if s == l.header {
            Step::Continue
        } else if merges.get(i).copied().flatten() == Some(s) || !regions[i][s.index()] {
            Step::Break
        } else {
            Step::Block(s)
        }
    };
    let step = |s: BlockId| -> Step {
        match step(s) {
            Step::Block(s) if terminal.get(s.index()).copied().unwrap_or(false) => Step::Terminal,
            other => other,
        }
    };
    let steps = |x: BlockId| -> Vec<Step> {
        match &func.blocks[x].term {
            Terminator::Ret(_) => vec![Step::Return],
            Terminator::Unreachable => vec![Step::Nowhere],
            _ => info.succs[x.index()].iter().map(|&s| step(s)).collect(),
        }
    };
    // The nodes: blocks reachable from `b` without taking an exit, each
    // with its steps (computed once: the fixpoints below revisit them).
    let n = func.blocks.len();
    let mut index = vec![usize::MAX; n];
    let mut nodes: Vec<BlockId> = Vec::new();
    let mut node_steps: Vec<Vec<Step>> = Vec::new();
    let mut work = vec![b];
    while let Some(x) = work.pop() {
        if index[x.index()] != usize::MAX {
            continue;
        }
        index[x.index()] = nodes.len();
        nodes.push(x);
        let st = steps(x);
        for s in &st {
            if let Step::Block(s) = s {
                work.push(*s);
            }
        }
        node_steps.push(st);
    }
    let kind = KINDS
        .into_iter()
        .find(|k| node_steps.iter().any(|st| st.contains(k)))?;
    let succ: Vec<Vec<Succ>> = node_steps
        .iter()
        .map(|st| {
            st.iter()
                .filter_map(|s| match s {
                    Step::Block(s) => Some(Succ::Node(index[s.index()])),
                    other if *other == kind => Some(Succ::Exit),
                    _ => None,
                })
                .collect()
        })
        .collect();
    nearest_common_post_dominator(&succ).map(|j| nodes[j])
}

/// A step of the merge search between nodes (by index) or to the exit.
#[derive(Clone, Copy)]
enum Succ {
    Node(usize),
    Exit,
}

/// A set of nodes, one bit each.
#[derive(Clone, PartialEq, Eq)]
struct Bits(Vec<u64>);

impl Bits {
    fn full(k: usize) -> Bits {
        Bits(vec![u64::MAX; k.div_ceil(64)])
    }
    fn empty(k: usize) -> Bits {
        Bits(vec![0; k.div_ceil(64)])
    }
    fn has(&self, i: usize) -> bool {
        self.0[i / 64] & (1 << (i % 64)) != 0
    }
    fn insert(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }
    fn meet(&mut self, other: &Bits) {
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            *a &= b;
        }
    }
}

/// The immediate post-dominator of node 0 in the graph `succ`, where paths
/// end at [`Succ::Exit`] and nodes that reach no exit are ignored; `None`
/// when it is the exit itself.
fn nearest_common_post_dominator(succ: &[Vec<Succ>]) -> Option<usize> {
    let k = succ.len();
    // live: some path from the node reaches the exit
    let mut live = vec![false; k];
    let mut changed = true;
    while changed {
        changed = false;
        for i in (0..k).rev() {
            if !live[i]
                && succ[i].iter().any(|s| match s {
                    Succ::Node(j) => live[*j],
                    Succ::Exit => true,
                })
            {
                live[i] = true;
                changed = true;
            }
        }
    }
    if !live.first().copied().unwrap_or(false) {
        return None;
    }
    // pd[i]: the nodes every live path from node i passes (itself
    // included). Start from "all" and shrink to the fixpoint.
    let mut pd: Vec<Bits> = (0..k).map(|_| Bits::full(k)).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for i in (0..k).rev() {
            if !live[i] {
                continue;
            }
            let mut new = Bits::full(k);
            for s in &succ[i] {
                match s {
                    Succ::Node(j) if live[*j] => new.meet(&pd[*j]),
                    Succ::Node(_) => {}
                    Succ::Exit => new = Bits::empty(k),
                }
                if new == Bits::empty(k) {
                    break;
                }
            }
            new.insert(i);
            if new != pd[i] {
                pd[i] = new;
                changed = true;
            }
        }
    }
    // The strict post-dominators of node 0 form a chain; the nearest one
    // is the one post-dominated by all the others.
    let strict: Vec<usize> = (1..k).filter(|&j| pd[0].has(j)).collect();
    strict
        .iter()
        .copied()
        .find(|&j| strict.iter().all(|&o| pd[j].has(o)))
}
