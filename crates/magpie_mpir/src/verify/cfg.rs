//! The control-flow graph: successors (MPS0007 for a target that does not
//! exist), predecessors, reverse postorder, immediate dominators (Cooper,
//! Harvey and Kennedy's iterative algorithm over the RPO) and dominator-tree
//! intervals for O(1) dominance queries. Warns once per unreachable block
//! (MPS0021).

use magpie_diag::{codes, Diagnostic};

use crate::module::{BlockId, Function, Terminator};
use crate::Handle;

use super::{FnCx, FunctionInfo};

const UNREACHABLE: u32 = FunctionInfo::UNREACHABLE;

impl FnCx<'_> {
    pub(super) fn build_cfg(&mut self) {
        self.build_edges();
        self.build_rpo();
        self.build_dominators();
        self.build_dom_intervals();
        self.warn_unreachable();
    }

    fn build_edges(&mut self) {
        let f: &Function = self.f;
        let nb = f.blocks.len();
        // seen[s] == b + 1 when s is already a successor of b.
        let mut seen = vec![0u32; nb];
        for (b, block) in f.blocks.iter() {
            let mut succs = Vec::new();
            for s in targets(&block.term) {
                if !f.blocks.contains(s) {
                    let msg = format!(
                        "the terminator of {} branches to block #{}, which does not exist",
                        self.blk(b),
                        s.index()
                    );
                    self.emit(
                        Diagnostic::new(codes::MPS0007, msg)
                            .with_primary(self.sp.term(b), "unknown block")
                            .with_help("branch to a block defined in this function"),
                    );
                    continue;
                }
                if seen[s.index()] != b.index() as u32 + 1 {
                    seen[s.index()] = b.index() as u32 + 1;
                    succs.push(s);
                }
            }
            for &s in &succs {
                self.info.preds[s.index()].push(b);
            }
            self.info.succs[b.index()] = succs;
        }
    }

    fn build_rpo(&mut self) {
        let nb = self.f.blocks.len();
        let mut visited = vec![false; nb];
        let mut post = Vec::with_capacity(nb);
        let entry: BlockId = Handle::from_index(0);
        let mut walk = vec![(entry, 0usize)];
        visited[0] = true;
        while let Some(top) = walk.last_mut() {
            let b = top.0;
            if let Some(&s) = self.info.succs[b.index()].get(top.1) {
                top.1 += 1;
                if !visited[s.index()] {
                    visited[s.index()] = true;
                    walk.push((s, 0));
                }
            } else {
                walk.pop();
                post.push(b);
            }
        }
        post.reverse();
        for (k, &b) in post.iter().enumerate() {
            self.info.rpo_index[b.index()] = k as u32;
        }
        self.info.rpo = post;
    }

    fn build_dominators(&mut self) {
        let info = &mut self.info;
        let n = info.rpo.len();
        // doms[k]: RPO index of the immediate dominator of rpo[k].
        let mut doms = vec![UNREACHABLE; n];
        if n == 0 {
            return;
        }
        doms[0] = 0;
        let mut changed = true;
        while changed {
            changed = false;
            for k in 1..n {
                let b = info.rpo[k];
                let mut new_idom = UNREACHABLE;
                for &p in &info.preds[b.index()] {
                    let pk = info.rpo_index[p.index()];
                    if pk == UNREACHABLE || doms[pk as usize] == UNREACHABLE {
                        continue;
                    }
                    new_idom = if new_idom == UNREACHABLE {
                        pk
                    } else {
                        intersect(&doms, pk, new_idom)
                    };
                }
                if new_idom != UNREACHABLE && doms[k] != new_idom {
                    doms[k] = new_idom;
                    changed = true;
                }
            }
        }
        for (&b, &d) in info.rpo.iter().zip(&doms).skip(1) {
            if d != UNREACHABLE {
                info.idom[b.index()] = Some(info.rpo[d as usize]);
            }
        }
    }

    /// Numbers the dominator tree in pre- and postorder.
    fn build_dom_intervals(&mut self) {
        let info = &mut self.info;
        let nb = info.idom.len();
        if info.rpo.is_empty() {
            return;
        }
        // Children lists in one flat vector (counting sort by parent).
        let mut start = vec![0u32; nb + 1];
        for &b in &info.rpo {
            if let Some(p) = info.idom[b.index()] {
                start[p.index() + 1] += 1;
            }
        }
        for k in 0..nb {
            start[k + 1] += start[k];
        }
        let mut fill = start.clone();
        let mut children = vec![Handle::from_index(0); start[nb] as usize];
        for &b in &info.rpo {
            if let Some(p) = info.idom[b.index()] {
                children[fill[p.index()] as usize] = b;
                fill[p.index()] += 1;
            }
        }
        let mut counter = 0u32;
        let entry = info.rpo[0];
        let mut walk: Vec<(BlockId, u32)> = vec![(entry, start[entry.index()])];
        info.dom_interval[entry.index()].0 = counter;
        counter += 1;
        while let Some(top) = walk.last_mut() {
            let b = top.0;
            if top.1 < start[b.index() + 1] {
                let c = children[top.1 as usize];
                top.1 += 1;
                info.dom_interval[c.index()].0 = counter;
                counter += 1;
                walk.push((c, start[c.index()]));
            } else {
                info.dom_interval[b.index()].1 = counter;
                counter += 1;
                walk.pop();
            }
        }
    }

    fn warn_unreachable(&mut self) {
        for b in self.f.blocks.handles() {
            if self.info.rpo_index[b.index()] == UNREACHABLE {
                let msg = format!("block {} is unreachable", self.blk(b));
                self.emit(
                    Diagnostic::new(codes::MPS0021, msg)
                        .with_primary(self.sp.block(b), "no path from the entry block reaches it")
                        .with_help("remove the block, or branch to it"),
                );
            }
        }
    }

    pub(super) fn reachable(&self, b: BlockId) -> bool {
        self.info.rpo_index[b.index()] != UNREACHABLE
    }
}

/// Branch targets in order, duplicates kept (no allocation, unlike
/// `Terminator::successors`).
fn targets(t: &Terminator) -> impl Iterator<Item = BlockId> + '_ {
    let (one, two, cases): (Option<BlockId>, Option<BlockId>, &[(i128, BlockId)]) = match t {
        Terminator::Ret(_) | Terminator::Unreachable => (None, None, &[]),
        Terminator::Br(b) => (Some(*b), None, &[]),
        Terminator::Cbr {
            then_block,
            else_block,
            ..
        } => (Some(*then_block), Some(*else_block), &[]),
        Terminator::Switch { cases, default, .. } => (None, Some(*default), cases),
    };
    one.into_iter()
        .chain(cases.iter().map(|(_, b)| *b))
        .chain(two)
}

/// The common dominator of two RPO indices (both processed).
fn intersect(doms: &[u32], mut a: u32, mut b: u32) -> u32 {
    while a != b {
        while a > b {
            a = doms[a as usize];
        }
        while b > a {
            b = doms[b as usize];
        }
    }
    a
}
