//! Where a late-resolved predicate (`pred`) may appear (MPS0019): only as a
//! `cbr` condition or an operand of pred.and/pred.or/pred.not. Each target
//! resolves predicates to constants, so one may never be stored, compared,
//! merged by a phi, passed, returned, or be a parameter, return type or
//! struct field.
//!
//! The rule is enforced where each kind of use is checked: operands here
//! ([`FnCx::pred_operand`], called by the typing rules), signatures here,
//! phis in [`super::types`], returns and switches in [`super::terms`], memory
//! element types in [`super::memory`], struct fields in [`super::structs`].

use magpie_diag::{codes, Diagnostic};

use crate::module::InstId;
use crate::types::Type;

use super::types::PRED_HELP;
use super::FnCx;

impl FnCx<'_> {
    /// MPS0019 for a pred used as operand `k` of an op that takes none.
    pub(super) fn pred_operand(&mut self, i: InstId, k: usize) {
        let inst = &self.f.insts[i];
        let what = match inst.op {
            crate::Opcode::Call | crate::Opcode::CallVoid => "passed to a function".to_string(),
            crate::Opcode::BufferStore | crate::Opcode::PtrStore => "stored".to_string(),
            crate::Opcode::Phi => "merged by a phi".to_string(),
            _ => format!("used by `{}`", Self::op_name(inst)),
        };
        let msg = match inst.operands.get(k) {
            Some(op) => format!("predicate {} cannot be {what}", self.opnd(op)),
            None => format!("a predicate cannot be {what}"),
        };
        self.emit(
            Diagnostic::new(codes::MPS0019, msg)
                .with_primary(self.sp.operand(i, k), "a pred used as a value")
                .with_help(PRED_HELP),
        );
    }

    /// Pred parameters of device functions and pred return types. (A kernel's
    /// pred parameter is an invalid kernel signature, MPS0023, in `sig`.)
    pub(super) fn check_pred_signature(&mut self) {
        let f = self.f;
        if !f.is_kernel() {
            for &p in &f.params {
                if f.values.get(p).is_some_and(|d| d.ty == Type::Pred) {
                    let msg = format!("parameter {} of {} is a pred", self.val(p), self.fname());
                    self.emit(
                        Diagnostic::new(codes::MPS0019, msg)
                            .with_primary(self.sp.value(p), "pred parameter")
                            .with_help(PRED_HELP),
                    );
                }
            }
        }
        if f.ret == Type::Pred {
            let msg = format!("{} returns a pred", self.fname());
            self.emit(
                Diagnostic::new(codes::MPS0019, msg)
                    .with_primary(self.sp.ret, "pred return type")
                    .with_help(PRED_HELP),
            );
        }
    }
}
