//! Phis: only at the start of a block (MPS0010), never in the entry block,
//! and one incoming value from each predecessor, exactly once (MPS0009).
//! Their types are checked with the other ops ([`super::types`]).

use magpie_diag::{codes, Diagnostic};

use crate::module::{Function, InstId};
use crate::{BlockId, Opcode};

use super::FnCx;

impl FnCx<'_> {
    pub(super) fn check_phis(&mut self) {
        let f: &Function = self.f;
        // Stamps per block: `mark[p] == stamp` means "predecessor, not yet
        // seen", `stamp + 1` means "seen"; a new phi takes new stamps.
        let mut mark = vec![0u32; f.blocks.len()];
        let mut stamp = 1u32;
        for (b, block) in f.blocks.iter() {
            let mut after_non_phi = None;
            for (k, &i) in block.insts.iter().enumerate() {
                if !self.is_placed(b, k, i) {
                    continue;
                }
                if f.insts[i].op != Opcode::Phi {
                    after_non_phi.get_or_insert(i);
                    continue;
                }
                if let Some(other) = after_non_phi {
                    let msg = format!(
                        "phi {} comes after a non-phi instruction in {}",
                        self.result_name(i),
                        self.blk(b)
                    );
                    self.emit(
                        Diagnostic::new(codes::MPS0010, msg)
                            .with_primary(self.sp.inst(i), "phi here")
                            .with_secondary(self.sp.inst(other), "after this instruction")
                            .with_help("move the phis to the start of the block"),
                    );
                }
                self.check_phi_edges(b, i, &mut mark, stamp);
                stamp = stamp.wrapping_add(2);
                if stamp < 2 {
                    mark.iter_mut().for_each(|m| *m = 0);
                    stamp = 1;
                }
            }
        }
    }

    fn check_phi_edges(&mut self, b: BlockId, i: InstId, mark: &mut [u32], stamp: u32) {
        let f: &Function = self.f;
        let inst = &f.insts[i];
        if inst.operands.len() != inst.blocks.len() {
            let msg = format!(
                "phi {} has {} incoming values but {} incoming blocks",
                self.result_name(i),
                inst.operands.len(),
                inst.blocks.len()
            );
            self.emit(
                Diagnostic::new(codes::MPS0001, msg).with_primary(self.sp.inst(i), "malformed phi"),
            );
            return;
        }
        if f.entry() == Some(b) {
            let msg = format!(
                "phi {} is in the entry block, which has no incoming edges to merge",
                self.result_name(i)
            );
            self.emit(
                Diagnostic::new(codes::MPS0009, msg)
                    .with_primary(self.sp.inst(i), "phi in the entry block")
                    .with_help("move the phi to a block with predecessors"),
            );
            return;
        }
        let preds = &self.info.preds[b.index()];
        for p in preds {
            mark[p.index()] = stamp;
        }
        let mut errors = Vec::new();
        for (k, &p) in inst.blocks.iter().enumerate() {
            let span = self.sp.operand(i, k);
            if !f.blocks.contains(p) {
                let msg = format!(
                    "phi {} names incoming block #{}, which does not exist",
                    self.result_name(i),
                    p.index()
                );
                errors
                    .push(Diagnostic::new(codes::MPS0007, msg).with_primary(span, "unknown block"));
            } else if mark[p.index()] == stamp {
                mark[p.index()] = stamp + 1;
            } else if mark[p.index()] == stamp + 1 {
                let msg = format!(
                    "phi {} lists predecessor {} more than once",
                    self.result_name(i),
                    self.blk(p)
                );
                errors.push(
                    Diagnostic::new(codes::MPS0009, msg)
                        .with_primary(span, "listed again here")
                        .with_help("keep one incoming value per predecessor"),
                );
            } else {
                let msg = format!(
                    "phi {} has an incoming value from {}, which is not a predecessor of {}",
                    self.result_name(i),
                    self.blk(p),
                    self.blk(b)
                );
                errors.push(
                    Diagnostic::new(codes::MPS0009, msg)
                        .with_primary(span, "not a predecessor")
                        .with_secondary(self.sp.term(p), "this terminator does not branch there")
                        .with_help(format!("remove the entry for {}", self.blk(p))),
                );
            }
        }
        for &p in preds {
            if mark[p.index()] == stamp {
                let msg = format!(
                    "phi {} has no incoming value for predecessor {}",
                    self.result_name(i),
                    self.blk(p)
                );
                errors.push(
                    Diagnostic::new(codes::MPS0009, msg)
                        .with_primary(self.sp.inst(i), format!("missing [{}: ...]", self.blk(p)))
                        .with_secondary(self.sp.term(p), format!("{} branches here", self.blk(p)))
                        .with_help(format!("add `[{}: %value]`", self.blk(p))),
                );
            }
        }
        self.diags.append(&mut errors);
    }

    /// `%x` for an instruction's result, or `(no result)`.
    pub(super) fn result_name(&self, i: InstId) -> String {
        match self.f.insts.get(i).and_then(|inst| inst.result) {
            Some(r) => self.val(r),
            None => "(no result)".to_string(),
        }
    }
}
