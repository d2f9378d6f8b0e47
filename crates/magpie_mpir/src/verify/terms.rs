//! Terminator typing: `ret` matches the function's return type (MPS0015),
//! a `cbr` condition is bool or pred (MPS0005), a `switch` scrutinee is an
//! integer other than bool with unique cases in its range (MPS0018).

use magpie_diag::{codes, Diagnostic};

use crate::module::{BlockId, Function, Operand, Terminator};
use crate::types::Type;

use super::FnCx;

impl FnCx<'_> {
    pub(super) fn check_term(&mut self, b: BlockId) {
        let f: &Function = self.f;
        match &f.blocks[b].term {
            Terminator::Ret(v) => self.check_ret(b, v.as_ref()),
            Terminator::Cbr { cond, .. } => {
                let Some(ty) = self.operand_ty(cond) else {
                    return;
                };
                if ty != Type::BOOL && ty != Type::Pred {
                    let msg = format!(
                        "the condition of `cbr` must be bool or pred, but {} has type {}",
                        self.opnd(cond),
                        self.ty(ty)
                    );
                    let mut d = Diagnostic::new(codes::MPS0005, msg).with_primary(
                        self.sp.term(b),
                        format!("expected bool, found {}", self.ty(ty)),
                    );
                    if ty.scalar().is_some_and(|s| s.is_int()) {
                        d = d.with_help(format!(
                            "compare it first: `%c: bool = icmp.ne {{ lhs={}, rhs=const.{} 0 }}`",
                            self.opnd(cond),
                            self.ty(ty)
                        ));
                    }
                    self.emit(d);
                }
            }
            Terminator::Switch { value, cases, .. } => self.check_switch(b, value, cases),
            Terminator::Br(_) | Terminator::Unreachable => {}
        }
    }

    fn check_ret(&mut self, b: BlockId, v: Option<&Operand>) {
        let ret = self.f.ret;
        let span = self.sp.term(b);
        let (msg, help) = match v {
            None if ret == Type::Unit => return,
            None => (
                format!(
                    "{} returns {}, but this `ret` has no value",
                    self.fname(),
                    self.ty(ret)
                ),
                format!("write `ret %value` with a {} value", self.ty(ret)),
            ),
            Some(op) if ret == Type::Unit => (
                format!(
                    "{} returns unit, but this `ret` returns {}",
                    self.fname(),
                    self.opnd(op)
                ),
                "write `ret` without a value".to_string(),
            ),
            Some(op) => {
                let Some(ty) = self.operand_ty(op) else {
                    return;
                };
                if ty == ret {
                    return;
                }
                if ty == Type::Pred {
                    let msg = format!("predicate {} cannot be returned", self.opnd(op));
                    self.emit(
                        Diagnostic::new(codes::MPS0019, msg)
                            .with_primary(span, "pred returned")
                            .with_help(super::types::PRED_HELP),
                    );
                    return;
                }
                (
                    format!(
                        "{} returns {}, but {} has type {}",
                        self.fname(),
                        self.ty(ret),
                        self.opnd(op),
                        self.ty(ty)
                    ),
                    format!("return a {} value", self.ty(ret)),
                )
            }
        };
        self.emit(
            Diagnostic::new(codes::MPS0015, msg)
                .with_primary(span, "wrong return")
                .with_secondary(self.sp.ret, "return type declared here")
                .with_help(help),
        );
    }

    fn check_switch(&mut self, b: BlockId, value: &Operand, cases: &[(i128, BlockId)]) {
        let span = self.sp.term(b);
        let scalar = match self.operand_ty(value) {
            None => None,
            Some(Type::Pred) => {
                let msg = format!(
                    "predicate {} cannot be a switch scrutinee",
                    self.opnd(value)
                );
                self.emit(
                    Diagnostic::new(codes::MPS0019, msg)
                        .with_primary(span, "pred in a switch")
                        .with_help(super::types::PRED_HELP),
                );
                None
            }
            Some(ty) => match ty.scalar() {
                Some(s) if s.is_arith_int() => Some(s),
                _ => {
                    let msg = format!(
                        "`switch` needs an integer other than bool, but {} has type {}",
                        self.opnd(value),
                        self.ty(ty)
                    );
                    let help = if ty == Type::BOOL {
                        "branch on a bool with `cbr`"
                    } else {
                        "convert the value to an integer type with `cast`"
                    };
                    self.emit(
                        Diagnostic::new(codes::MPS0018, msg)
                            .with_primary(span, "not an integer")
                            .with_help(help),
                    );
                    None
                }
            },
        };
        if let Some(s) = scalar {
            let bits = s.bits();
            let (lo, hi) = if s.is_signed_int() {
                (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
            } else {
                (0, (1i128 << bits) - 1)
            };
            for &(c, _) in cases {
                if c < lo || c > hi {
                    let msg = format!("case {c} is out of range for {}", s.name());
                    self.emit(
                        Diagnostic::new(codes::MPS0018, msg)
                            .with_primary(span, format!("{} holds {lo} to {hi}", s.name())),
                    );
                }
            }
        }
        let mut sorted: Vec<i128> = cases.iter().map(|(c, _)| *c).collect();
        sorted.sort_unstable();
        for k in 1..sorted.len() {
            // Report each duplicated value once.
            let first_repeat = sorted[k] == sorted[k - 1] && (k < 2 || sorted[k - 2] != sorted[k]);
            if first_repeat {
                let msg = format!("case {} appears more than once in this switch", sorted[k]);
                self.emit(
                    Diagnostic::new(codes::MPS0018, msg)
                        .with_primary(span, "duplicate case")
                        .with_help("each case value may appear once; remove the duplicate"),
                );
            }
        }
    }
}
