//! SSA uses: every operand names a value that exists (MPS0001), is defined
//! (MPS0002), and whose definition dominates the use (MPS0004). A phi's
//! incoming value need only dominate the end of its incoming block. Uses in
//! unreachable blocks are not checked for dominance (nothing runs there).

use magpie_diag::{codes, Diagnostic, Span};

use crate::module::{BlockId, Function, Operand, Value};
use crate::Opcode;

use super::layout::Def;
use super::FnCx;
use magpie_diag::suggest::similar;

/// A use at the end of a block (after every instruction).
const END: u32 = u32::MAX;

impl FnCx<'_> {
    pub(super) fn check_uses(&mut self) {
        let f: &Function = self.f;
        for (b, block) in f.blocks.iter() {
            let live = self.reachable(b);
            for (k, &i) in block.insts.iter().enumerate() {
                if !self.is_placed(b, k, i) {
                    continue;
                }
                let inst = &f.insts[i];
                for (j, op) in inst.operands.iter().enumerate() {
                    let Operand::Value(v) = *op else { continue };
                    let span = self.sp.operand(i, j);
                    if !self.check_defined(v, span) || !live {
                        continue;
                    }
                    if inst.op == Opcode::Phi {
                        // Malformed edges were reported by the phi check.
                        let Some(&p) = inst.blocks.get(j) else {
                            continue;
                        };
                        let is_pred = self.info.preds[b.index()].binary_search(&p).is_ok();
                        if is_pred && self.reachable(p) {
                            self.check_dominance(v, p, END, span, true);
                        }
                    } else {
                        self.check_dominance(v, b, k as u32, span, false);
                    }
                }
            }
            if let Some(Operand::Value(v)) = term_operand(&block.term) {
                let span = self.sp.term(b);
                if self.check_defined(v, span) && live {
                    self.check_dominance(v, b, END, span, false);
                }
            }
        }
    }

    /// Counts the use; false (after reporting) when `v` is not a defined value.
    fn check_defined(&mut self, v: Value, span: Span) -> bool {
        match self.def.get(v.index()) {
            None => {
                let msg = format!(
                    "operand refers to value #{}, which does not exist (invalid handle)",
                    v.index()
                );
                self.emit(Diagnostic::new(codes::MPS0001, msg).with_primary(span, "invalid value"));
                false
            }
            Some(Def::Undefined) => {
                self.info.use_count[v.index()] += 1;
                let name = &self.f.values[v].name;
                let mut d = Diagnostic::new(
                    codes::MPS0002,
                    format!("{} is used but never defined", self.val(v)),
                )
                .with_primary(span, "undefined value");
                // Suggestions cost a scan of every value: offer a few only.
                if self.hints_left > 0 {
                    self.hints_left -= 1;
                    let defined = self
                        .f
                        .values
                        .iter()
                        .filter(|(w, _)| self.is_defined(*w))
                        .map(|(_, d)| d.name.as_str());
                    if let Some(s) = similar(name, defined) {
                        d = d.with_help(format!("did you mean %{s}?"));
                    }
                }
                self.emit(d);
                false
            }
            Some(Def::Unplaced) => false,
            Some(Def::Param | Def::Inst(_)) => {
                self.info.use_count[v.index()] += 1;
                true
            }
        }
    }

    /// MPS0004 unless the definition of `v` dominates position `pos` of
    /// `block` (both reachable).
    fn check_dominance(&mut self, v: Value, block: BlockId, pos: u32, span: Span, phi: bool) {
        let Def::Inst(d) = self.def[v.index()] else {
            return; // parameters dominate everything
        };
        let db = self.info.inst_block[d.index()];
        let ok = if db == block {
            self.pos[d.index()] < pos
        } else {
            self.info.dominates(db, block)
        };
        if ok {
            return;
        }
        let name = self.val(v);
        let (msg, label, help) = if db == block && !phi {
            (
                format!("{name} is used before it is defined"),
                "used here, before its definition".to_string(),
                format!("move the definition of {name} above this use"),
            )
        } else if phi {
            (
                format!(
                    "{name} flows into a phi from {}, but its definition in {} does not dominate {}",
                    self.blk(block),
                    self.blk(db),
                    self.blk(block)
                ),
                format!("not available at the end of {}", self.blk(block)),
                format!(
                    "pass a value defined on every path to {}, or merge {name} with a phi there",
                    self.blk(block)
                ),
            )
        } else {
            (
                format!(
                    "{name} is defined in {}, which does not dominate this use in {}",
                    self.blk(db),
                    self.blk(block)
                ),
                "not defined on every path to here".to_string(),
                format!(
                    "define {name} in a block that dominates {}, or merge it with a phi",
                    self.blk(block)
                ),
            )
        };
        let def_span = match self.sp.value(v) {
            s if s.is_empty() => self.sp.inst(d),
            s => s,
        };
        self.emit(
            Diagnostic::new(codes::MPS0004, msg)
                .with_primary(span, label)
                .with_secondary(def_span, "defined here")
                .with_help(help),
        );
    }
}

/// The value operand of a terminator, if it has one.
pub(super) fn term_operand(t: &crate::Terminator) -> Option<Operand> {
    match t {
        crate::Terminator::Ret(v) => *v,
        crate::Terminator::Cbr { cond, .. } => Some(*cond),
        crate::Terminator::Switch { value, .. } => Some(*value),
        _ => None,
    }
}
