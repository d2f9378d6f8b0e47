//! Control flow: every reachable MPIR block, in reverse postorder, becomes
//! an LLVM block (split where a call is inlined or an op needs a loop);
//! terminators map one to one; phis map to phis.
//!
//! Reverse postorder puts every definition before its non-phi uses, so an
//! operand's name is known when it is used. A phi's incoming values may be
//! defined later (loops), and its incoming LLVM blocks are the *last*
//! blocks its predecessors were split into, so phis are written at the
//! end of their frame ([`PendingPhi`]). LLVM wants one phi entry per
//! incoming edge: a predecessor whose `switch` reaches the block by two
//! cases gets two equal entries. Unreachable blocks are not written, and
//! phi entries from them are dropped (they are no LLVM predecessors).
//!
//! Calls are inlined: the call's block branches to the callee's entry, the
//! callee's blocks are written with their own labels (`label.iN`), each
//! `ret` branches to a block after the body where a phi merges the
//! returned values, and the caller continues there. A callee's entry block
//! gets one more predecessor that way, so phis there are refused.

use magpie_mpir::{BlockId, Const, Inst, InstId, Opcode, Terminator, Type};

use crate::func::{Fe, Frame, PendingPhi, RetTarget};
use crate::text::const_text;
use crate::{Error, Result};

impl Fe<'_, '_> {
    /// The frame's blocks, then its phis.
    pub fn emit_body(&mut self) -> Result<()> {
        let func = self.fr.func;
        let finfo = self.fr.finfo;
        for &b in &finfo.rpo {
            let label = self.fr.labels[b.index()].clone();
            self.cx.body.label(&label);
            for &i in &func.blocks[b].insts {
                if func.insts[i].op == Opcode::Phi {
                    self.defer_phi(b, i)?;
                } else {
                    self.emit_inst(i)?;
                }
            }
            self.fr.exits[b.index()] = Some(self.cx.body.current.clone());
            let span = func.spans.term(b);
            self.terminator(b).map_err(|e| e.at(span))?;
        }
        self.resolve_phis()
    }

    fn defer_phi(&mut self, b: BlockId, i: InstId) -> Result<()> {
        let func = self.fr.func;
        let inst = &func.insts[i];
        let ty = self.result_type(inst);
        if matches!(ty, Type::Buffer(_) | Type::Ptr(_)) {
            return Err(Error::unsupported(format!(
                "@{}: a phi of buffers or pointers",
                func.name
            ))
            .at(func.spans.inst(i)));
        }
        if func.entry() == Some(b) {
            return Err(
                Error::unsupported(format!("@{}: a phi in the entry block", func.name))
                    .at(func.spans.inst(i)),
            );
        }
        self.cx
            .check_type(ty)
            .map_err(|e| e.at(func.spans.inst(i)))?;
        let lty = self.cx.llty(ty)?;
        let name = self.cx.body.tmp();
        let line = self.cx.body.lines.len();
        self.cx.body.lines.push(String::new());
        self.define(inst, name.clone());
        self.fr.phis.push(PendingPhi {
            line,
            name,
            ty: lty,
            block: b,
            inst: i,
        });
        Ok(())
    }

    fn resolve_phis(&mut self) -> Result<()> {
        let phis = std::mem::take(&mut self.fr.phis);
        for p in phis {
            let inst = &self.fr.func.insts[p.inst];
            let mut entries = Vec::new();
            let mut seen: Vec<BlockId> = Vec::new();
            for (op, &pred) in inst.operands.iter().zip(&inst.blocks) {
                if seen.contains(&pred) {
                    continue;
                }
                seen.push(pred);
                let Some(exit) = self.fr.exits.get(pred.index()).cloned().flatten() else {
                    continue;
                };
                let n = self.fr.edges[pred.index()]
                    .iter()
                    .filter(|&&t| t == p.block)
                    .count();
                if n == 0 {
                    continue;
                }
                let v = self.val(op)?;
                for _ in 0..n {
                    entries.push(format!("[ {v}, %{exit} ]"));
                }
            }
            // Every written predecessor needs its entries.
            for (k, edges) in self.fr.edges.iter().enumerate() {
                if edges.contains(&p.block) && !seen.iter().any(|b| b.index() == k) {
                    return Err(Error::invalid(format!(
                        "@{}: a phi lacks a value for one of its predecessors",
                        self.fr.func.name
                    )));
                }
            }
            if entries.is_empty() {
                return Err(Error::invalid("a phi with no incoming edge"));
            }
            self.cx.body.lines[p.line] =
                format!("  {} = phi {} {}", p.name, p.ty, entries.join(", "));
        }
        Ok(())
    }

    fn terminator(&mut self, b: BlockId) -> Result<()> {
        let func = self.fr.func;
        let term = &func.blocks[b].term;
        match term {
            Terminator::Ret(v) => {
                let v = v.as_ref().map(|v| self.val(v)).transpose()?;
                let current = self.cx.body.current.clone();
                match &mut self.fr.ret {
                    None => self.ins("ret void"),
                    Some(ret) => {
                        ret.incoming.push((v, current));
                        let l = ret.label.clone();
                        self.ins(format!("br label %{l}"));
                    }
                }
            }
            Terminator::Br(t) => {
                let l = self.fr.labels[t.index()].clone();
                self.ins(format!("br label %{l}"));
                self.fr.edges[b.index()] = vec![*t];
            }
            Terminator::Cbr {
                cond,
                then_block,
                else_block,
            } => {
                if self.operand_type(cond) != Type::BOOL {
                    return Err(Error::unsupported(
                        "a branch on a predicate left unresolved",
                    ));
                }
                let c = self.val(cond)?;
                let (lt, le) = (
                    self.fr.labels[then_block.index()].clone(),
                    self.fr.labels[else_block.index()].clone(),
                );
                self.ins(format!("br i1 {c}, label %{lt}, label %{le}"));
                self.fr.edges[b.index()] = vec![*then_block, *else_block];
            }
            Terminator::Switch {
                value,
                cases,
                default,
            } => {
                let s = self.operand_scalar(value)?;
                let v = self.val(value)?;
                let ty = Self::lt(s);
                let mut seen = Vec::new();
                let mut arms = Vec::new();
                let mut edges = vec![*default];
                for (lit, target) in cases {
                    let c = Const::int(s, *lit);
                    if seen.contains(&c.bits) {
                        continue; // the first case with a value wins
                    }
                    seen.push(c.bits);
                    arms.push(format!(
                        "{ty} {}, label %{}",
                        const_text(c),
                        self.fr.labels[target.index()]
                    ));
                    edges.push(*target);
                }
                let d = self.fr.labels[default.index()].clone();
                self.ins(format!(
                    "switch {ty} {v}, label %{d} [ {} ]",
                    arms.join(" ")
                ));
                self.fr.edges[b.index()] = edges;
            }
            Terminator::Unreachable => self.ins("unreachable"),
        }
        Ok(())
    }

    /// `call`/`call_void`: the callee's body inlined here (module docs).
    pub(crate) fn call(&mut self, id: InstId, inst: &Inst) -> Result<()> {
        let callee = self.fr.finfo.callee[id.index()]
            .ok_or_else(|| Error::invalid("call without a resolved callee"))?;
        let module = self.module();
        let cf = &module.functions[callee];
        let entry = cf
            .entry()
            .ok_or_else(|| Error::invalid("a callee without blocks"))?;
        let instance = self.cx.new_frame();
        let label = self.cx.body.new_label("ret");
        let mut frame = Frame::new(
            module,
            self.cx.info,
            callee,
            instance,
            Some(RetTarget {
                label: label.clone(),
                incoming: Vec::new(),
            }),
        );
        for (k, op) in inst.operands.iter().enumerate() {
            let p = *cf
                .params
                .get(k)
                .ok_or_else(|| Error::invalid("more arguments than parameters"))?;
            match cf.value_type(p) {
                Type::Buffer(_) | Type::Ptr(_) => frame.bufs[p.index()] = Some(self.buf(op)?),
                _ => frame.vals[p.index()] = Some(self.val(op)?),
            }
        }
        let first = frame.labels[entry.index()].clone();
        self.ins(format!("br label %{first}"));
        let mut inner = Fe {
            cx: &mut *self.cx,
            fr: frame,
        };
        inner.emit_body()?;
        let incoming = inner.fr.ret.take().map(|r| r.incoming).unwrap_or_default();
        self.cx.body.label(&label);
        if inst.result.is_some() {
            let ty = self.cx.llty(cf.ret)?;
            let mut entries = Vec::new();
            for (v, from) in incoming {
                let v = v.ok_or_else(|| {
                    Error::invalid("`ret` without a value in a function with a result")
                })?;
                entries.push(format!("[ {v}, %{from} ]"));
            }
            let v = if entries.is_empty() {
                "poison".to_string()
            } else {
                self.def(format!("phi {ty} {}", entries.join(", ")))
            };
            self.define(inst, v);
        }
        Ok(())
    }
}
