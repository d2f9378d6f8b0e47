//! Control flow: blocks in reverse postorder, phis as `OpPhi`, structured
//! merges from [`magpie_gpu::structurize::structure_info`] (the analysis the
//! text backends' statement tree is built from too), terminators.
//!
//! What SPIR-V needs beyond those facts is made here:
//! - every loop gets a fresh *continue block* that all latches branch to and
//!   that branches back to the header; the header's phis take their latch
//!   inputs through phis of that block;
//! - a construct listed in `StructureInfo::forwarded` (a merge shared with
//!   an enclosing construct) gets a fresh *funnel* block that its edges into
//!   the shared merge go through (with phis forwarding the values),
//!   innermost first;
//! - a construct that never rejoins (every arm returns or leaves the loop)
//!   merges at a fresh block holding `OpUnreachable`;
//! - a loop header whose branch is a selection of its own
//!   (`Selection::split_header`) ends in `OpLoopMerge` + `OpBranch` to a new
//!   block holding `OpSelectionMerge` and the branch (a block holds one merge
//!   instruction);
//! - a `switch` case that breaks or continues at once goes through a fresh
//!   block (a case target must be the merge or a block the switch
//!   dominates); no case runs on into another (the crossing normalisation
//!   moves such cases behind the switch);
//! - a loop whose trip count is a constant of at most [`UNROLL_MAX_TRIPS`]
//!   ([`magpie_gpu::structurize::trip_count`]) asks for `Unroll`, as nvcc
//!   unrolls such loops (the tree reduction's halving stride ran at 0.5x of
//!   its unrolled form on NVIDIA's driver);
//! - any other loop whose blocks hold at least [`DONT_UNROLL_MIN_INSTS`]
//!   IR instructions asks for `DontUnroll`: its own body already amortises
//!   the loop's test, and a copy more only costs registers and instruction
//!   cache (the register-tiled SGEMM, whose k loop holds 893: 3.514 ms
//!   with `DontUnroll` against 3.645 with `None` on one H100, 3.514 with
//!   either on another, driver 580.159.04). Both are hints: no result
//!   changes.
//!
//! Both the continue block and a funnel are a [`Funnel`]: a new block in
//! front of an IR block, taking over some of its incoming edges.

use std::collections::HashMap;

use magpie_gpu::structurize::{structure_info, trip_count, ContinueTarget};
use magpie_mpir::{BlockId, InstId, Opcode, Operand, Terminator, Type};
use rspirv::dr::Operand as SpvOperand;
use rspirv::spirv::{LoopControl, SelectionControl, Word};

use crate::func::FnEmitter;
use crate::{Error, Result};

/// Where a phi input comes from.
#[derive(Clone, Copy, Debug)]
enum Src {
    Ir(Operand),
    Id(Word),
}

/// The incoming edges of one IR block, as SPIR-V parents.
#[derive(Clone, Debug, Default)]
struct Incoming {
    /// `(parent label, an IR block behind it)`.
    parents: Vec<(Word, BlockId)>,
    /// Per phi of the block, in order: `(parent label, input)`.
    phis: Vec<(InstId, Vec<(Word, Src)>)>,
}

/// A funnel's phi: `(result id, IR type, inputs)`.
type FunnelPhi = (Word, Type, Vec<(Word, Src)>);

#[derive(Clone, Debug)]
struct Funnel {
    label: Word,
    target: Word,
    /// Phis: `(result id, IR type, inputs)`.
    phis: Vec<FunnelPhi>,
    /// A continue block (branches back; emitted last).
    back: bool,
}

/// Loops running their header at most this often are unrolled.
pub(crate) const UNROLL_MAX_TRIPS: u32 = 32;

/// Loops (other than those unrolled) of at least this many IR
/// instructions, nested loops included, are kept rolled.
pub(crate) const DONT_UNROLL_MIN_INSTS: usize = 256;

#[derive(Default)]
struct Plan {
    incoming: HashMap<BlockId, Incoming>,
    /// IR edge → the label it branches to, where not the target's own.
    redirect: HashMap<(BlockId, BlockId), Word>,
    funnels: Vec<Funnel>,
    /// Which funnel a label is.
    funnel_of: HashMap<Word, usize>,
    label_block: HashMap<Word, BlockId>,
    loop_merge: HashMap<BlockId, (Word, Word)>,
    /// Loop headers asking for `Unroll` (a small constant trip count) or
    /// `DontUnroll` (a large body); absent: `None`.
    loop_control: HashMap<BlockId, LoopControl>,
    sel_merge: HashMap<BlockId, Word>,
    /// Loop headers whose branch is a selection of its own: the label of
    /// the block after the header that holds it.
    split: HashMap<BlockId, Word>,
    unreachable: Vec<Word>,
}

pub(crate) fn emit_body(fe: &mut FnEmitter<'_, '_>) -> Result<()> {
    let plan = make_plan(fe)?;
    let mut em = BodyEmitter {
        plan,
        pending: Vec::new(),
        emitted_funnels: vec![],
    };
    em.emitted_funnels = vec![false; em.plan.funnels.len()];
    fe.cx.b.begin_block(None)?;
    if fe.is_kernel {
        fe.load_push_params()?;
    }
    let entry = fe
        .func
        .entry()
        .ok_or_else(|| Error::invalid("function without blocks"))?;
    fe.cx.b.branch(fe.labels[entry.index()])?;
    for &b in &fe.finfo.rpo {
        em.emit_funnels_into(fe, fe.labels[b.index()])?;
        em.emit_block(fe, b)?;
    }
    for k in 0..em.plan.funnels.len() {
        if !em.emitted_funnels[k] {
            em.emit_funnel(fe, k)?;
        }
    }
    for u in em.plan.unreachable.clone() {
        fe.cx.b.begin_block(Some(u))?;
        fe.cx.b.unreachable()?;
    }
    em.patch_phis(fe)
}

fn make_plan(fe: &mut FnEmitter<'_, '_>) -> Result<Plan> {
    let func = fe.func;
    let finfo = fe.finfo;
    let si = structure_info(func, finfo).map_err(|e| {
        Error::unsupported(format!("@{}: {e}", func.name))
            .at(func.spans.block(e.block()), "this block")
    })?;
    let mut plan = Plan::default();
    for &b in &finfo.rpo {
        plan.label_block.insert(fe.labels[b.index()], b);
    }
    for &t in &finfo.rpo {
        let mut inc = Incoming::default();
        for &p in &finfo.preds[t.index()] {
            if finfo.is_reachable(p) {
                inc.parents.push((fe.labels[p.index()], p));
            }
        }
        for &i in &func.blocks[t].insts {
            let inst = &func.insts[i];
            if inst.op != Opcode::Phi {
                continue;
            }
            let ins = inst
                .blocks
                .iter()
                .zip(&inst.operands)
                .filter(|(b, _)| finfo.is_reachable(**b))
                .map(|(b, op)| (fe.labels[b.index()], Src::Ir(*op)))
                .collect();
            inc.phis.push((i, ins));
        }
        plan.incoming.insert(t, inc);
    }

    // Headers whose branch stays in the loop: the branch moves to a block
    // of its own, which becomes its targets' parent.
    for sel in si.selections.iter().filter(|s| s.split_header) {
        let h = sel.block;
        let h2 = fe.cx.b.id();
        let h_label = fe.labels[h.index()];
        for &t in &finfo.succs[h.index()] {
            if let Some(inc) = plan.incoming.get_mut(&t) {
                for (l, _) in inc.parents.iter_mut().filter(|(l, _)| *l == h_label) {
                    *l = h2;
                }
                for (_, ins) in inc.phis.iter_mut() {
                    for (l, _) in ins.iter_mut().filter(|(l, _)| *l == h_label) {
                        *l = h2;
                    }
                }
            }
        }
        plan.label_block.insert(h2, h);
        plan.split.insert(h, h2);
    }

    // Continue blocks.
    for lm in &si.loop_merges {
        let latches = match &lm.continue_target {
            ContinueTarget::Latch(l) => vec![*l],
            ContinueTarget::NewBlock { latches } => latches.clone(),
        };
        let header_label = fe.labels[lm.header.index()];
        let sources: Vec<Word> = plan.incoming[&lm.header]
            .parents
            .iter()
            .filter(|(_, rep)| latches.contains(rep))
            .map(|(l, _)| *l)
            .collect();
        let c = funnel(fe, &mut plan, lm.header, header_label, &sources, true)?;
        let merge = match lm.merge {
            Some(m) => fe.labels[m.index()],
            None => fresh_unreachable(fe, &mut plan),
        };
        plan.loop_merge.insert(lm.header, (merge, c));
        if let Some(lp) = si
            .loops
            .loop_of_header(lm.header)
            .map(|i| &si.loops.loops[i])
        {
            if trip_count(func, finfo, lp, UNROLL_MAX_TRIPS).is_some() {
                plan.loop_control.insert(lm.header, LoopControl::UNROLL);
            } else if lp
                .body
                .iter()
                .map(|&b| func.blocks[b].insts.len())
                .sum::<usize>()
                >= DONT_UNROLL_MIN_INSTS
            {
                plan.loop_control
                    .insert(lm.header, LoopControl::DONT_UNROLL);
            }
        }
    }
    for s in si
        .selections
        .iter()
        .filter(|s| !s.loop_header || s.split_header)
    {
        let label = match s.merge {
            Some(m) => fe.labels[m.index()],
            None => fresh_unreachable(fe, &mut plan),
        };
        plan.sel_merge.insert(s.block, label);
    }
    // A switch case that breaks or continues at once targets a block the
    // switch does not dominate, which SPIR-V forbids (every case target is
    // the merge or heads a case construct): such edges go through a fresh
    // block of their own.
    for s in &si.selections {
        let b = s.block;
        if !matches!(func.blocks[b].term, Terminator::Switch { .. }) {
            continue;
        }
        let mut seen: Vec<BlockId> = Vec::new();
        for &t in &finfo.succs[b.index()] {
            // a loop's merge or header is a break or continue even where
            // the switch dominates it (a switch heading the loop)
            let exit = !finfo.dominates(b, t)
                || si.loops.loop_of_header(t).is_some()
                || si.loop_merges.iter().any(|m| m.merge == Some(t));
            if seen.contains(&t) || Some(t) == s.merge || !exit {
                continue;
            }
            seen.push(t);
            let b_label = fe.labels[b.index()];
            let from_b: Vec<Word> = plan.incoming[&t]
                .parents
                .iter()
                .filter(|(l, _)| *l == b_label || plan.split.get(&b) == Some(l))
                .map(|(l, _)| *l)
                .collect();
            if !from_b.is_empty() {
                funnel(fe, &mut plan, t, fe.labels[t.index()], &from_b, false)?;
            }
        }
    }
    // A merge shared with an enclosing construct: the inner construct's
    // edges into it go through a forwarding block, innermost first.
    for &(h, m) in &si.forwarded {
        let sources: Vec<Word> = plan.incoming[&m]
            .parents
            .iter()
            .filter(|(_, rep)| finfo.dominates(h, *rep))
            .map(|(l, _)| *l)
            .collect();
        let label = if sources.is_empty() {
            fresh_unreachable(fe, &mut plan)
        } else {
            funnel(fe, &mut plan, m, fe.labels[m.index()], &sources, false)?
        };
        let is_loop_merge = si.loop_merge(h).is_some_and(|lm| lm.merge == Some(m));
        match plan.loop_merge.get_mut(&h) {
            Some(lm) if is_loop_merge => lm.0 = label,
            _ => {
                plan.sel_merge.insert(h, label);
            }
        }
    }
    Ok(plan)
}

fn fresh_unreachable(fe: &mut FnEmitter<'_, '_>, plan: &mut Plan) -> Word {
    let u = fe.cx.b.id();
    plan.unreachable.push(u);
    u
}

/// A new block taking over the edges from `sources` into IR block `t`.
fn funnel(
    fe: &mut FnEmitter<'_, '_>,
    plan: &mut Plan,
    t: BlockId,
    t_label: Word,
    sources: &[Word],
    back: bool,
) -> Result<Word> {
    let Some(inc) = plan.incoming.get_mut(&t) else {
        return Err(Error::invalid(format!(
            "block {} has no incoming-edge record",
            t.index()
        )));
    };
    let f = fe.cx.b.id();
    let rep = inc
        .parents
        .iter()
        .find(|(l, _)| sources.contains(l))
        .map_or(t, |(_, r)| *r);
    inc.parents.retain(|(l, _)| !sources.contains(l));
    inc.parents.push((f, rep));
    let mut phis = Vec::new();
    for (i, ins) in inc.phis.iter_mut() {
        let (moved, kept): (Vec<_>, Vec<_>) = ins.iter().partition(|(l, _)| sources.contains(l));
        let id = fe.cx.b.id();
        let ty = fe.func.insts[*i]
            .result
            .map_or(Type::Unit, |r| fe.func.value_type(r));
        *ins = kept;
        ins.push((f, Src::Id(id)));
        phis.push((id, ty, moved));
    }
    for &s in sources {
        if let Some(&k) = plan.funnel_of.get(&s) {
            plan.funnels[k].target = f;
        } else if let Some(&b) = plan.label_block.get(&s) {
            plan.redirect.insert((b, t), f);
        }
    }
    plan.funnel_of.insert(f, plan.funnels.len());
    plan.label_block.insert(f, rep);
    plan.funnels.push(Funnel {
        label: f,
        target: t_label,
        phis,
        back,
    });
    Ok(f)
}

struct PendingPhi {
    func: usize,
    block: usize,
    index: usize,
    inputs: Vec<(Word, Src)>,
}

struct BodyEmitter {
    plan: Plan,
    pending: Vec<PendingPhi>,
    emitted_funnels: Vec<bool>,
}

impl BodyEmitter {
    fn target(&self, fe: &FnEmitter<'_, '_>, from: BlockId, to: BlockId) -> Word {
        self.plan
            .redirect
            .get(&(from, to))
            .copied()
            .unwrap_or(fe.labels[to.index()])
    }

    /// Forward funnels in front of `label`, nested ones first.
    fn emit_funnels_into(&mut self, fe: &mut FnEmitter<'_, '_>, label: Word) -> Result<()> {
        for k in 0..self.plan.funnels.len() {
            let f = &self.plan.funnels[k];
            if f.target == label && !f.back && !self.emitted_funnels[k] {
                let inner = f.label;
                self.emit_funnels_into(fe, inner)?;
                self.emit_funnel(fe, k)?;
            }
        }
        Ok(())
    }

    fn emit_funnel(&mut self, fe: &mut FnEmitter<'_, '_>, k: usize) -> Result<()> {
        self.emitted_funnels[k] = true;
        let f = self.plan.funnels[k].clone();
        fe.cx.b.begin_block(Some(f.label))?;
        for (id, ty, inputs) in &f.phis {
            let t = fe.cx.ty(*ty)?;
            self.phi(fe, t, Some(*id), inputs.clone())?;
        }
        fe.cx.b.branch(f.target)?;
        Ok(())
    }

    fn phi(
        &mut self,
        fe: &mut FnEmitter<'_, '_>,
        ty: Word,
        id: Option<Word>,
        inputs: Vec<(Word, Src)>,
    ) -> Result<Word> {
        let r = fe.cx.b.phi(ty, id, [])?;
        let func = fe.cx.b.selected_function().unwrap_or(0);
        let block = fe.cx.b.selected_block().unwrap_or(0);
        let index = fe.cx.b.module_ref().functions[func].blocks[block]
            .instructions
            .len()
            - 1;
        self.pending.push(PendingPhi {
            func,
            block,
            index,
            inputs,
        });
        Ok(r)
    }

    fn emit_block(&mut self, fe: &mut FnEmitter<'_, '_>, b: BlockId) -> Result<()> {
        fe.cx.b.begin_block(Some(fe.labels[b.index()]))?;
        let inc = self.plan.incoming.get(&b).cloned().unwrap_or_default();
        for (i, inputs) in inc.phis {
            let inst = &fe.func.insts[i];
            let ty = fe.result_type(inst)?;
            let r = self.phi(fe, ty, None, inputs)?;
            fe.define(inst, r);
        }
        for &i in &fe.func.blocks[b].insts {
            if fe.func.insts[i].op != Opcode::Phi {
                fe.emit_inst(i)?;
            }
        }
        let span = fe.func.spans.term(b);
        self.terminator(fe, b)
            .map_err(|e| e.at(span, "this terminator"))
    }

    fn terminator(&mut self, fe: &mut FnEmitter<'_, '_>, b: BlockId) -> Result<()> {
        let term = &fe.func.blocks[b].term;
        let loop_merge = self.plan.loop_merge.get(&b).copied();
        let split = self.plan.split.get(&b).copied();
        if let Some((merge, cont)) = loop_merge {
            if split.is_none() && matches!(term, Terminator::Switch { .. }) {
                return Err(Error::invalid(format!(
                    "@{}: a `switch` heading a loop leaves it at once",
                    fe.func.name
                )));
            }
            let control = self
                .plan
                .loop_control
                .get(&b)
                .copied()
                .unwrap_or(LoopControl::NONE);
            fe.cx.b.loop_merge(merge, cont, control, [])?;
        }
        // The branch then follows in a block of its own (with the
        // header's phis and code before it, so values flow as before).
        let own_selection = loop_merge.is_none() || split.is_some();
        if let Some(h2) = split {
            fe.cx.b.branch(h2)?;
            fe.cx.b.begin_block(Some(h2))?;
        }
        match term {
            Terminator::Ret(None) => fe.cx.b.ret()?,
            Terminator::Ret(Some(v)) => {
                if fe.func.ret == Type::Unit || fe.is_kernel {
                    fe.cx.b.ret()?
                } else {
                    let v = fe.val(v)?;
                    fe.cx.b.ret_value(v)?
                }
            }
            Terminator::Unreachable => fe.cx.b.unreachable()?,
            Terminator::Br(t) => {
                let t = self.target(fe, b, *t);
                fe.cx.b.branch(t)?
            }
            Terminator::Cbr {
                cond,
                then_block,
                else_block,
            } => {
                let t = self.target(fe, b, *then_block);
                let e = self.target(fe, b, *else_block);
                if t == e {
                    fe.cx.b.branch(t)?;
                } else {
                    let c = fe.val(cond)?;
                    if own_selection {
                        if let Some(&m) = self.plan.sel_merge.get(&b) {
                            fe.cx.b.selection_merge(m, SelectionControl::NONE)?;
                        }
                    }
                    fe.cx.b.branch_conditional(c, t, e, [])?;
                }
            }
            Terminator::Switch {
                value,
                cases,
                default,
            } => {
                let s = fe.operand_scalar(value)?;
                let v = fe.val(value)?;
                let m = match self.plan.sel_merge.get(&b) {
                    Some(&m) => m,
                    None => {
                        return Err(Error::invalid("a switch without a selection merge"));
                    }
                };
                let d = self.target(fe, b, *default);
                let mut targets = Vec::new();
                for &(lit, blk) in cases {
                    let bits = magpie_mpir::Const::int(s, lit).bits;
                    let lit = if s.bits() == 64 {
                        SpvOperand::LiteralBit64(bits)
                    } else {
                        SpvOperand::LiteralBit32(bits as u32)
                    };
                    targets.push((lit, self.target(fe, b, blk)));
                }
                fe.cx.b.selection_merge(m, SelectionControl::NONE)?;
                fe.cx.b.switch(v, d, targets)?
            }
        }
        Ok(())
    }

    fn patch_phis(&mut self, fe: &mut FnEmitter<'_, '_>) -> Result<()> {
        for p in std::mem::take(&mut self.pending) {
            let mut ops = Vec::new();
            for (parent, src) in p.inputs {
                let v = match src {
                    Src::Ir(op) => fe.val(&op)?,
                    Src::Id(id) => id,
                };
                ops.push(SpvOperand::IdRef(v));
                ops.push(SpvOperand::IdRef(parent));
            }
            fe.cx.b.module_mut().functions[p.func].blocks[p.block].instructions[p.index].operands =
                ops;
        }
        Ok(())
    }
}
