//! Post-dominators over the reachable blocks, with a virtual exit joining
//! every block that ends in `ret` or `unreachable` (Cooper, Harvey and
//! Kennedy's iterative algorithm run on the reversed CFG).

use magpie_mpir::{BlockId, Function, FunctionInfo, Terminator};

/// Immediate post-dominators. A block whose immediate post-dominator is the
/// virtual exit, or that reaches no exit at all (an infinite loop), has none.
#[derive(Clone, Debug, Default)]
pub struct PostDomTree {
    /// By block index: the immediate post-dominator, when it is a real block.
    pub ipdom: Vec<Option<BlockId>>,
    /// By block index: the block is reachable and some path from it ends in
    /// `ret` or `unreachable`.
    pub reaches_exit: Vec<bool>,
}

impl PostDomTree {
    pub fn ipdom(&self, b: BlockId) -> Option<BlockId> {
        self.ipdom.get(b.index()).copied().flatten()
    }

    /// True when every path from `b` to the exit passes `a` (a block
    /// post-dominates itself). False for blocks that reach no exit.
    pub fn post_dominates(&self, a: BlockId, mut b: BlockId) -> bool {
        loop {
            if a == b {
                return true;
            }
            match self.ipdom(b) {
                Some(p) => b = p,
                None => return false,
            }
        }
    }
}

/// Computes the post-dominator tree of the reachable part of `func`.
pub fn post_dominators(func: &Function, info: &FunctionInfo) -> PostDomTree {
    let n = func.blocks.len();
    let exit = n; // the virtual exit's node number
    let is_exit_block = |b: BlockId| {
        matches!(
            func.blocks[b].term,
            Terminator::Ret(_) | Terminator::Unreachable
        )
    };

    // Postorder of the reversed graph from the virtual exit; reversed edges
    // are exit → exit blocks and b → reachable preds(b).
    let mut po_num = vec![u32::MAX; n + 1];
    let mut order: Vec<usize> = Vec::new();
    let rev_succs = |node: usize| -> Vec<usize> {
        if node == exit {
            info.rpo
                .iter()
                .filter(|&&b| is_exit_block(b))
                .map(|b| b.index())
                .collect()
        } else {
            info.preds[node]
                .iter()
                .filter(|&&p| info.is_reachable(p))
                .map(|p| p.index())
                .collect()
        }
    };
    let mut visited = vec![false; n + 1];
    let mut stack: Vec<(usize, Vec<usize>, usize)> = vec![(exit, rev_succs(exit), 0)];
    visited[exit] = true;
    while let Some((node, succs, i)) = stack.last_mut() {
        if let Some(&s) = succs.get(*i) {
            *i += 1;
            if !visited[s] {
                visited[s] = true;
                let ss = rev_succs(s);
                stack.push((s, ss, 0));
            }
        } else {
            po_num[*node] = order.len() as u32;
            order.push(*node);
            stack.pop();
        }
    }

    let mut idom: Vec<Option<usize>> = vec![None; n + 1];
    idom[exit] = Some(exit);
    let intersect = |idom: &[Option<usize>], mut a: usize, mut b: usize| {
        while a != b {
            while po_num[a] < po_num[b] {
                a = idom[a].unwrap_or(exit);
            }
            while po_num[b] < po_num[a] {
                b = idom[b].unwrap_or(exit);
            }
        }
        a
    };
    let mut changed = true;
    while changed {
        changed = false;
        for &node in order.iter().rev().filter(|&&x| x != exit) {
            let b = BlockId::from_index(node as u32);
            // Predecessors in the reversed graph: CFG successors (and the
            // virtual exit for exit blocks), already processed ones only.
            let mut preds: Vec<usize> = info.succs[node].iter().map(|s| s.index()).collect();
            if is_exit_block(b) {
                preds.push(exit);
            }
            let mut new = None;
            for p in preds {
                if idom[p].is_none() {
                    continue;
                }
                new = Some(match new {
                    None => p,
                    Some(cur) => intersect(&idom, p, cur),
                });
            }
            if new.is_some() && idom[node] != new {
                idom[node] = new;
                changed = true;
            }
        }
    }

    PostDomTree {
        ipdom: (0..n)
            .map(|i| match idom[i] {
                Some(p) if p != exit => Some(BlockId::from_index(p as u32)),
                _ => None,
            })
            .collect(),
        reaches_exit: (0..n)
            .map(|i| visited[i] && info.is_reachable(BlockId::from_index(i as u32)))
            .collect(),
    }
}
