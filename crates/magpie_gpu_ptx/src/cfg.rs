//! Control flow: blocks in reverse postorder, each under its label;
//! terminators as predicated branches; phis as moves on the edges.
//!
//! PTX takes any CFG (no structurizing). Each phi gets registers of its
//! own; an edge into a block with phis carries the moves of all its phis at
//! once, as one parallel copy ([`sequentialize`]: a phi may read another
//! phi of the same block, the swap problem). The moves go at the end of the
//! predecessor when it has one successor; otherwise the edge gets a stub
//! (`label: moves; bra target`), so that no move runs on a path that does
//! not take the edge (the lost-copy problem).
//!
//! A loop with a small constant trip count is emitted as straight-line
//! copies instead, where its header comes in reverse postorder
//! ([`crate::unroll`]); while a copy is emitted, [`Frame::copy`]
//! relabels its edges and decides its exiting branch.
//!
//! [`Frame::copy`]: crate::func::Frame::copy

use magpie_mpir::{BlockId, Const, Opcode, Operand, Scalar, Terminator};

use crate::func::Fe;
use crate::regs::{immediate, leaf_scalars, mov_immediate, Reg, Val};
use crate::{unroll, Error, Result};

/// One move of a parallel copy: `dst <- src`, a leaf of type `ty`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Move {
    pub dst: Reg,
    pub src: Val,
    pub ty: Scalar,
}

/// Orders a parallel copy into sequential moves. A move is emitted once no
/// other pending move reads its destination; when only cycles are left,
/// one destination is saved in a temporary (from `temp`) and its readers
/// read that instead. Moves onto themselves are dropped.
pub(crate) fn sequentialize(
    mut pending: Vec<Move>,
    mut temp: impl FnMut(Scalar) -> Reg,
) -> Vec<Move> {
    pending.retain(|m| m.src != Val::Reg(m.dst));
    let mut out = Vec::with_capacity(pending.len());
    while !pending.is_empty() {
        let free = (0..pending.len()).find(|&i| {
            let d = pending[i].dst;
            !pending
                .iter()
                .enumerate()
                .any(|(j, m)| j != i && m.src == Val::Reg(d))
        });
        match free {
            Some(i) => out.push(pending.remove(i)),
            None => {
                // Every destination is read by another move: a cycle.
                let d = pending[0].dst;
                let ty = pending[0].ty;
                let t = temp(ty);
                out.push(Move {
                    dst: t,
                    src: Val::Reg(d),
                    ty,
                });
                for m in pending.iter_mut() {
                    if m.src == Val::Reg(d) {
                        m.src = Val::Reg(t);
                    }
                }
            }
        }
    }
    out
}

impl Fe<'_, '_> {
    /// The function's blocks: phi registers first (edges from earlier
    /// blocks write them), then every reachable block in reverse postorder.
    pub fn emit_body(&mut self) -> Result<()> {
        let func = self.fr.func;
        let finfo = self.fr.finfo;
        for &b in &finfo.rpo {
            for &i in &func.blocks[b].insts {
                let inst = &func.insts[i];
                if inst.op != Opcode::Phi {
                    continue;
                }
                let ty = self.result_type(inst);
                if matches!(ty, magpie_mpir::Type::Buffer(_) | magpie_mpir::Type::Ptr(_)) {
                    return Err(Error::unsupported(format!(
                        "@{}: a phi of buffers or pointers",
                        func.name
                    ))
                    .at(func.spans.inst(i), "this phi"));
                }
                let leaves = leaf_scalars(self.module(), ty)
                    .into_iter()
                    .map(|s| {
                        self.check_scalar(s)?;
                        Ok(Val::Reg(self.fresh(s)))
                    })
                    .collect::<Result<Vec<_>>>()?;
                self.define(inst, leaves);
            }
        }
        let counted = unroll::counted_loops(func, finfo);
        let rpo = &finfo.rpo;
        // By block index: emitted already, or in a loop emitted unrolled.
        let mut done = vec![false; func.blocks.len()];
        for (k, &b) in rpo.iter().enumerate() {
            if done[b.index()] {
                continue;
            }
            if let Some(lp) = counted.iter().find(|lp| lp.header == b) {
                let after = rpo[k + 1..]
                    .iter()
                    .find(|n| !done[n.index()] && !lp.in_loop[n.index()])
                    .map(|n| self.fr.labels[n.index()].clone());
                if self.emit_unrolled(lp, after.as_deref())? {
                    if self.fr.ret.is_none() {
                        self.cx.kernel_unrolled(lp);
                    }
                    for x in &lp.body {
                        done[x.index()] = true;
                    }
                    continue;
                }
            }
            done[b.index()] = true;
            let has_preds = finfo.preds[b.index()]
                .iter()
                .any(|p| finfo.is_reachable(*p));
            let label = has_preds.then(|| self.fr.labels[b.index()].clone());
            let next = rpo[k + 1..]
                .iter()
                .find(|n| !done[n.index()])
                .map(|n| self.fr.labels[n.index()].clone());
            self.emit_block(b, label.as_deref(), next.as_deref())?;
        }
        Ok(())
    }

    /// One block under `label` (none: nothing branches to it), its
    /// terminator falling through to the block labelled `next` when it can.
    pub(crate) fn emit_block(
        &mut self,
        b: BlockId,
        label: Option<&str>,
        next: Option<&str>,
    ) -> Result<()> {
        let func = self.fr.func;
        if let Some(l) = label {
            self.cx.label(l);
        }
        for &i in &func.blocks[b].insts {
            if func.insts[i].op != Opcode::Phi {
                self.emit_inst(i)?;
            }
        }
        let span = func.spans.term(b);
        self.terminator(b, next)
            .map_err(|e| e.at(span, "this terminator"))
    }

    /// The label an edge to `b` from the block being emitted goes to: in a
    /// copy of an unrolled loop, that copy's label of a loop block, except
    /// the header (the back edge), which is the next copy's.
    fn label_of(&self, b: BlockId) -> String {
        let label = &self.fr.labels[b.index()];
        match self
            .fr
            .copy
            .as_ref()
            .and_then(|copy| copy.lp.edge_copy(copy.index, b))
        {
            Some(c) => unroll::copy_label(label, c),
            None => label.clone(),
        }
    }

    /// `bra` to `to` unless it is the block emitted next.
    fn branch(&mut self, to: BlockId, next: Option<&str>) {
        let l = self.label_of(to);
        if Some(l.as_str()) != next {
            self.ins(format!("bra.uni {l}"));
        }
    }

    fn terminator(&mut self, b: BlockId, next: Option<&str>) -> Result<()> {
        // An unrolled loop's exiting block knows which way it goes.
        if let Some(copy) = &self.fr.copy {
            if b == copy.lp.exiting {
                let to = copy.lp.exit_target(copy.index);
                self.edge_moves(b, to)?;
                self.branch(to, next);
                return Ok(());
            }
        }
        let term = &self.fr.func.blocks[b].term;
        match term {
            Terminator::Ret(v) => self.ret(v.as_ref(), next),
            Terminator::Unreachable => {
                self.ins("trap");
                Ok(())
            }
            Terminator::Br(t) => {
                self.edge_moves(b, *t)?;
                self.branch(*t, next);
                Ok(())
            }
            Terminator::Cbr {
                cond,
                then_block,
                else_block,
            } => self.cbr(b, cond, *then_block, *else_block, next),
            Terminator::Switch {
                value,
                cases,
                default,
            } => self.switch(b, value, cases, *default, next),
        }
    }

    fn ret(&mut self, v: Option<&Operand>, next: Option<&str>) -> Result<()> {
        let Some(ret) = self.fr.ret.clone() else {
            self.ins("ret");
            return Ok(());
        };
        if let Some(v) = v {
            let leaves = self.leaves(v)?;
            if leaves.len() != ret.regs.len() {
                return Err(Error::invalid("returned leaves and call result disagree"));
            }
            for ((r, _), src) in ret.regs.iter().zip(leaves) {
                self.mov(*r, src);
            }
        }
        // The last block of an inlined body falls through to its end label.
        if next.is_some() {
            self.ins(format!("bra.uni {}", ret.label));
        }
        Ok(())
    }

    /// `dst <- src`.
    pub fn mov(&mut self, dst: Reg, src: Val) {
        let src = match src {
            Val::Reg(r) => r.to_string(),
            Val::Imm(c) => mov_immediate(c),
        };
        self.ins(format!("mov.{} {dst}, {src}", dst.class.mov()));
    }

    /// The moves of the edge `from -> to` into `to`'s phis, unordered.
    fn edge_copy(&self, from: BlockId, to: BlockId) -> Result<Vec<Move>> {
        let func = self.fr.func;
        let mut moves = Vec::new();
        for &i in &func.blocks[to].insts {
            let inst = &func.insts[i];
            if inst.op != Opcode::Phi {
                continue;
            }
            let k = inst
                .blocks
                .iter()
                .position(|p| *p == from)
                .ok_or_else(|| Error::invalid("a phi without an input for an edge"))?;
            let src = self.leaves(&inst.operands[k])?;
            let dst = self.leaves(&Operand::Value(
                inst.result
                    .ok_or_else(|| Error::invalid("a phi without a result"))?,
            ))?;
            let tys = leaf_scalars(self.module(), self.result_type(inst));
            for ((d, s), ty) in dst.into_iter().zip(src).zip(tys) {
                let Val::Reg(dst) = d else {
                    return Err(Error::invalid("a phi leaf that is not a register"));
                };
                moves.push(Move { dst, src: s, ty });
            }
        }
        Ok(moves)
    }

    /// Emits the moves of the edge `from -> to`; false when there were none.
    fn edge_moves(&mut self, from: BlockId, to: BlockId) -> Result<bool> {
        let moves = self.edge_copy(from, to)?;
        if moves.is_empty() {
            return Ok(false);
        }
        let cx = &mut *self.cx;
        let seq = sequentialize(moves, |s| cx.reg(crate::regs::Class::of(s)));
        for m in seq {
            self.mov(m.dst, m.src);
        }
        Ok(true)
    }

    fn has_moves(&self, from: BlockId, to: BlockId) -> Result<bool> {
        Ok(self
            .edge_copy(from, to)?
            .iter()
            .any(|m| m.src != Val::Reg(m.dst)))
    }

    fn cbr(
        &mut self,
        b: BlockId,
        cond: &Operand,
        t: BlockId,
        e: BlockId,
        next: Option<&str>,
    ) -> Result<()> {
        let c = self.val(cond)?;
        if let Val::Imm(k) = c {
            let to = if k.bits & 1 == 1 { t } else { e };
            self.edge_moves(b, to)?;
            self.branch(to, next);
            return Ok(());
        }
        if t == e {
            self.edge_moves(b, t)?;
            self.branch(t, next);
            return Ok(());
        }
        let p = self.in_reg(c, Scalar::Bool);
        let (t_moves, e_moves) = (self.has_moves(b, t)?, self.has_moves(b, e)?);
        if !t_moves {
            let lt = self.label_of(t);
            self.ins(format!("@{p} bra {lt}"));
            self.edge_moves(b, e)?;
            self.branch(e, next);
        } else if !e_moves {
            let le = self.label_of(e);
            self.ins(format!("@!{p} bra {le}"));
            self.edge_moves(b, t)?;
            self.branch(t, next);
        } else {
            let stub = self.cx.new_label("edge");
            self.ins(format!("@{p} bra {stub}"));
            self.edge_moves(b, e)?;
            self.branch(e, None);
            self.cx.label(&stub);
            self.edge_moves(b, t)?;
            self.branch(t, next);
        }
        Ok(())
    }

    fn switch(
        &mut self,
        b: BlockId,
        value: &Operand,
        cases: &[(i128, BlockId)],
        default: BlockId,
        next: Option<&str>,
    ) -> Result<()> {
        let s = self.operand_scalar(value)?;
        let v = self.val(value)?;
        // A bool scrutinee is compared as 0/1.
        let (v, ty) = if s == Scalar::Bool {
            let p = self.in_reg(v, s);
            let r = self.cx.reg(crate::regs::Class::B32);
            self.ins(format!("selp.u32 {r}, 1, 0, {p}"));
            (Val::Reg(r), Scalar::U32)
        } else {
            (v, s)
        };
        let v = self.in_reg(v, ty);
        let mut stubs: Vec<(BlockId, String)> = Vec::new();
        for (lit, target) in cases {
            let label = if self.has_moves(b, *target)? {
                match stubs.iter().find(|(t, _)| t == target) {
                    Some((_, l)) => l.clone(),
                    None => {
                        let l = self.cx.new_label("case");
                        stubs.push((*target, l.clone()));
                        l
                    }
                }
            } else {
                self.label_of(*target)
            };
            let c = Const::int(ty, *lit);
            let imm = immediate(c).ok_or_else(|| Error::invalid("a switch case constant"))?;
            let p = self.cx.reg(crate::regs::Class::Pred);
            self.ins(format!(
                "setp.eq.{} {p}, {v}, {imm}",
                crate::regs::bits_ty(ty)
            ));
            self.ins(format!("@{p} bra {label}"));
        }
        self.edge_moves(b, default)?;
        if stubs.is_empty() {
            self.branch(default, next);
        } else {
            self.branch(default, None);
        }
        let n = stubs.len();
        for (k, (target, label)) in stubs.into_iter().enumerate() {
            self.cx.label(&label);
            self.edge_moves(b, target)?;
            self.branch(target, if k + 1 == n { next } else { None });
        }
        Ok(())
    }
}
