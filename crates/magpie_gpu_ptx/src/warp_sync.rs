//! Barriers only warp 0 needs: `gpu.barrier`s that can be emitted as
//! `bar.warp.sync` (each warp syncing itself) instead of a CTA-wide
//! `bar.sync` (the tail of a shared-memory tree reduction, where the
//! strides are 32, 16, ... 1 and only `tid < stride` works).
//!
//! **The claim.** A barrier orders memory accesses made before it against
//! those made after it (SEMANTICS.md). When every access that can run
//! between the previous barrier and this one (its *pre-region*), and every
//! access that can run between it and the next barrier (its
//! *post-region*), is made by a work-item with `tid.x < 32`, and the block
//! is one-dimensional (`ntid.y = ntid.z = 1`), then all those accesses are
//! made by warp 0 (CUDA forms warps from consecutive linear thread ids,
//! the first holding thread 0), and `bar.warp.sync 0xffffffff` orders them
//! ("bar.warp.sync also guarantee memory ordering among threads
//! participating in barrier", PTX ISA). Every warp executes it, each
//! syncing itself, which needs every warp whole (`ntid.x` a multiple of
//! 32: a lane of the mask that does not exist would never arrive); the
//! language already requires every work-item to reach every barrier.
//! Accesses further apart are ordered too: between two accesses of
//! different threads lies a sequence of barriers; if one is a full barrier
//! it orders them; if all are narrowed, the first access is in the first
//! one's pre-region and the second in the last one's post-region, so both
//! threads are in warp 0, which runs every barrier of the sequence. The
//! block shape is only known at launch, so the emitter computes the
//! condition once at entry (a uniform predicate) and keeps `bar.sync` for
//! other shapes. ptxas turns the warp barrier of a warp it keeps converged
//! (predicated code) into nothing.
//!
//! **The analysis**, over the blocks as emitted (a block outside unrolled
//! loops once, a block of an unrolled loop once per copy it is emitted in,
//! with that copy's edges, [`Counted::edge_copy`] and
//! [`Counted::exit_target`]):
//! - An *access* is an instruction that reads or writes memory: any
//!   instruction DCE may not remove (stores, atomics, barriers, calls)
//!   and `gpu.buffer_load`/`ptr.load`; a call to a function that
//!   (transitively) has no access is not one.
//! - An edge is *guarded* when it leaves a `cbr` on `icmp(tid.x, K)` (or
//!   `icmp(K, tid.x)`) with `K` a constant in that copy ([`Counted::constants`])
//!   and on that edge's side the compare is false for every `tid.x` in
//!   `32..1024` (CUDA's largest block dimension is 1024), evaluated with the
//!   constant folder's own evaluator. A block is *guarded* when every path
//!   from the entry to it takes a guarded edge (greatest fixed point of
//!   `guarded(b) = ∀ p ∈ preds(b): guarded(p) ∨ guarded(p → b)`); `tid.x`
//!   never changes, so it is below 32 there.
//! - A barrier is narrowed when it is not itself in a guarded block (it
//!   would be divergent) and every access in its pre- and post-regions is
//!   in a guarded block. The regions stop at barriers, the entry and the
//!   exit; calls with accesses inside count as accesses.
//!
//! Only the kernel's own barriers are considered (not those of inlined
//! device functions); anything the analysis does not understand narrows
//! nothing.
//!
//! Tests: `tests/warp_barriers.rs` (which barriers, by hand),
//! `tests/warp_barriers_props.rs` (generated kernels: every warp barrier is
//! one around which, in a run on the CPU executor, only warp 0 touched
//! memory).

use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use magpie_gpu::call_graph::any_instruction;
use magpie_gpu::passes::eval::evaluate;
use magpie_mpir::{
    BlockId, Const, FuncId, Function, FunctionInfo, InstId, Module, ModuleInfo, Opcode, Operand,
    Terminator, Value,
};

use crate::unroll::Counted;

/// A barrier as emitted: the instruction, and the copy of an unrolled loop
/// (its header and copy index) it is emitted in, if any.
pub(crate) type Site = (InstId, Option<(BlockId, u32)>);

/// Work-items with `tid.x` below this are warp 0.
const WARP: u64 = 32;

/// CUDA's largest `ntid.x`: `tid.x` is below it.
const MAX_TID_X: u64 = 1024;

/// The kernel's barriers that only warp 0 needs, given the loops that were
/// emitted unrolled.
pub(crate) fn narrowed_barriers(
    module: &Module,
    info: &ModuleInfo,
    kernel: FuncId,
    unrolled: &[Rc<Counted>],
) -> HashSet<Site> {
    let func = &module.functions[kernel];
    let finfo = info.function(kernel);
    let impure = any_instruction(module, info, is_access);
    let Some(g) = Graph::build(func, finfo, unrolled) else {
        return HashSet::new();
    };
    let access = |id: InstId| is_access(func, finfo, id, &impure);
    let guarded = g.guarded(func);
    let mut out = HashSet::new();
    for (n, node) in g.nodes.iter().enumerate() {
        if guarded[n] {
            continue;
        }
        let insts = &func.blocks[node.block].insts;
        for (k, &id) in insts.iter().enumerate() {
            if func.insts[id].op != Opcode::Barrier {
                continue;
            }
            if g.region_is_warp0(func, n, k, &guarded, &access) {
                out.insert((id, g.site_copy(node)));
            }
        }
    }
    out
}

/// Does instruction `id` read or write memory (given, by function index,
/// which functions do)? A phi is not an instruction that runs.
fn is_access(func: &Function, finfo: &FunctionInfo, id: InstId, impure: &[bool]) -> bool {
    let inst = &func.insts[id];
    match inst.op {
        Opcode::Phi => false,
        Opcode::Call | Opcode::CallVoid => finfo.callee[id.index()]
            .and_then(|c| impure.get(c.index()).copied())
            .unwrap_or(true),
        Opcode::BufferLoad | Opcode::PtrLoad => true,
        op => !op.info().removable,
    }
}

/// A block as emitted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Node {
    block: BlockId,
    /// The unrolled loop (index into the list) and copy.
    copy: Option<(usize, u32)>,
}

/// The emitted blocks and their edges.
struct Graph<'a> {
    unrolled: &'a [Rc<Counted>],
    nodes: Vec<Node>,
    succs: Vec<Vec<usize>>,
    preds: Vec<Vec<usize>>,
    entry: usize,
    /// `gpu.thread_id { dim=0 }` results.
    tid_x: HashSet<Value>,
    /// The instruction defining each value (by value index).
    def: &'a [Option<InstId>],
}

impl<'a> Graph<'a> {
    /// `None` when an edge goes somewhere the unroller does not emit (not
    /// expected; the analysis then narrows nothing).
    fn build(
        func: &Function,
        finfo: &'a FunctionInfo,
        unrolled: &'a [Rc<Counted>],
    ) -> Option<Graph<'a>> {
        // by block index: the unrolled loop the block is in
        let owner: Vec<Option<usize>> = (0..func.blocks.len())
            .map(|b| unrolled.iter().position(|lp| lp.in_loop[b]))
            .collect();
        let mut index: HashMap<Node, usize> = HashMap::new();
        let mut nodes = Vec::new();
        let mut add = |node: Node| {
            index.insert(node, nodes.len());
            nodes.push(node);
        };
        for &b in &finfo.rpo {
            match owner[b.index()] {
                None => add(Node {
                    block: b,
                    copy: None,
                }),
                Some(l) => {
                    for c in 0..unrolled[l].trips {
                        if unrolled[l].copy_blocks(c).contains(&b) {
                            add(Node {
                                block: b,
                                copy: Some((l, c)),
                            });
                        }
                    }
                }
            }
        }
        // entering a block from outside its loop: copy 0 of an unrolled
        // loop's header, else the block itself
        let from_outside = |b: BlockId| -> Option<usize> {
            match owner[b.index()] {
                Some(l) if unrolled[l].header == b => index
                    .get(&Node {
                        block: b,
                        copy: Some((l, 0)),
                    })
                    .copied(),
                Some(_) => None,
                None => index
                    .get(&Node {
                        block: b,
                        copy: None,
                    })
                    .copied(),
            }
        };
        let mut succs = vec![Vec::new(); nodes.len()];
        for (n, node) in nodes.iter().enumerate() {
            let targets: Vec<Option<usize>> = match node.copy {
                None => finfo.succs[node.block.index()]
                    .iter()
                    .map(|&s| from_outside(s))
                    .collect(),
                Some((l, c)) => {
                    let lp = &unrolled[l];
                    let outs: Vec<BlockId> = if node.block == lp.exiting {
                        vec![lp.exit_target(c)]
                    } else {
                        finfo.succs[node.block.index()].clone()
                    };
                    outs.into_iter()
                        .map(|s| match lp.edge_copy(c, s) {
                            Some(k) => index
                                .get(&Node {
                                    block: s,
                                    copy: Some((l, k)),
                                })
                                .copied(),
                            None => from_outside(s),
                        })
                        .collect()
                }
            };
            for t in targets {
                let t = t?;
                if !succs[n].contains(&t) {
                    succs[n].push(t);
                }
            }
        }
        let mut preds = vec![Vec::new(); nodes.len()];
        for (n, ss) in succs.iter().enumerate() {
            for &s in ss {
                preds[s].push(n);
            }
        }
        let entry = from_outside(*finfo.rpo.first()?)?;
        let mut tid_x = HashSet::new();
        for (_, inst) in func.insts.iter() {
            if let Some(r) = inst.result {
                let dim0 = matches!(inst.operands.first(), Some(Operand::Const(c)) if c.bits == 0);
                if inst.op == Opcode::ThreadId && dim0 {
                    tid_x.insert(r);
                }
            }
        }
        Some(Graph {
            unrolled,
            nodes,
            succs,
            preds,
            entry,
            tid_x,
            def: &finfo.def_inst,
        })
    }

    /// The [`Site`] copy of a node.
    fn site_copy(&self, node: &Node) -> Option<(BlockId, u32)> {
        node.copy.map(|(l, c)| (self.unrolled[l].header, c))
    }

    /// `op`'s constant in node `n`: an inline constant, a literal, or a
    /// value the node's loop copy knows.
    fn constant(&self, func: &Function, n: usize, op: &Operand) -> Option<Const> {
        let v = match op {
            Operand::Const(c) => return Some(*c),
            Operand::Value(v) => *v,
        };
        if let Some((l, c)) = self.nodes[n].copy {
            if let Some(k) = self.unrolled[l].constants.get(c as usize)?.get(&v) {
                return Some(*k);
            }
        }
        let inst = &func.insts[(*self.def.get(v.index())?)?];
        match (inst.op, inst.operands.first()) {
            (Opcode::Literal, Some(Operand::Const(c))) => Some(*c),
            _ => None,
        }
    }

    /// Whether the edge from node `n` to block `to` is taken only by
    /// work-items with `tid.x < 32`.
    fn guarded_edge(&self, func: &Function, n: usize, to: BlockId) -> bool {
        let node = &self.nodes[n];
        if let Some((l, _)) = node.copy {
            if self.unrolled[l].exiting == node.block {
                return false; // emitted as an unconditional branch
            }
        }
        let Terminator::Cbr {
            cond: Operand::Value(cond),
            then_block,
            else_block,
        } = &func.blocks[node.block].term
        else {
            return false;
        };
        if then_block == else_block {
            return false;
        }
        let Some(Some(id)) = self.def.get(cond.index()) else {
            return false;
        };
        let inst = &func.insts[*id];
        let [a, b] = &inst.operands[..] else {
            return false;
        };
        let is_tid = |op: &Operand| matches!(op, Operand::Value(v) if self.tid_x.contains(v));
        let (k, tid_first) = match (is_tid(a), is_tid(b)) {
            (true, false) => (self.constant(func, n, b), true),
            (false, true) => (self.constant(func, n, a), false),
            _ => return false,
        };
        let Some(k) = k else { return false };
        // every tid.x >= 32 takes the other side (the compare evaluates,
        // to the value that does not lead to `to`)
        let wanted = to == *then_block;
        (WARP..MAX_TID_X).all(|t| {
            let t = Const::int(k.ty, i128::from(t));
            let args = if tid_first { [t, k] } else { [k, t] };
            evaluate(inst.op, &inst.ty_args, &args).is_some_and(|r| (r.bits != 0) != wanted)
        })
    }

    /// By node: reached only by work-items with `tid.x < 32`.
    fn guarded(&self, func: &Function) -> Vec<bool> {
        // each edge's guard once, parallel to `preds`
        let edge: Vec<Vec<bool>> = (0..self.nodes.len())
            .map(|n| {
                self.preds[n]
                    .iter()
                    .map(|&p| self.guarded_edge(func, p, self.nodes[n].block))
                    .collect()
            })
            .collect();
        let mut g = vec![true; self.nodes.len()];
        g[self.entry] = false;
        let mut changed = true;
        while changed {
            changed = false;
            for n in 0..self.nodes.len() {
                if !g[n] {
                    continue;
                }
                let ok = !self.preds[n].is_empty()
                    && self.preds[n]
                        .iter()
                        .zip(&edge[n])
                        .all(|(&p, &guard)| g[p] || guard);
                if !ok {
                    g[n] = false;
                    changed = true;
                }
            }
        }
        g
    }

    /// Whether every access in the regions before and after the barrier at
    /// position `k` of node `n` is in a guarded node.
    fn region_is_warp0(
        &self,
        func: &Function,
        n: usize,
        k: usize,
        guarded: &[bool],
        access: &dyn Fn(InstId) -> bool,
    ) -> bool {
        let insts = |m: usize| &func.blocks[self.nodes[m].block].insts;
        let is_barrier = |id: InstId| func.insts[id].op == Opcode::Barrier;
        // Scans `ids` in order; Some(true) at a barrier (the region ends),
        // Some(false) past the end, None at an access outside warp 0.
        let scan = |m: usize, ids: &mut dyn Iterator<Item = &InstId>| -> Option<bool> {
            for &id in ids {
                if is_barrier(id) {
                    return Some(true);
                }
                if access(id) && !guarded[m] {
                    return None;
                }
            }
            Some(false)
        };
        for forward in [true, false] {
            let own = insts(n);
            let first = if forward {
                scan(n, &mut own[k + 1..].iter())
            } else {
                scan(n, &mut own[..k].iter().rev())
            };
            let Some(ended) = first else { return false };
            if ended {
                continue;
            }
            let next = |m: usize| {
                if forward {
                    &self.succs[m]
                } else {
                    &self.preds[m]
                }
            };
            let mut seen = vec![false; self.nodes.len()];
            let mut work: Vec<usize> = next(n).clone();
            while let Some(m) = work.pop() {
                if std::mem::replace(&mut seen[m], true) {
                    continue;
                }
                let ids = insts(m);
                let r = if forward {
                    scan(m, &mut ids.iter())
                } else {
                    scan(m, &mut ids.iter().rev())
                };
                match r {
                    None => return false,
                    Some(true) => {}
                    Some(false) => work.extend(next(m).iter().copied()),
                }
            }
        }
        true
    }
}
