//! Per-op typing, driven by the op table: each instruction's shape (operand
//! count, type arguments, result present iff the op has one), then its
//! [`Typing`] rule, implemented once per rule, then its declared result type
//! (MPS0006). Also the unsafe-context rule (MPS0024).
//!
//! An operand whose value is undefined or invalid has no type here and is
//! skipped (the SSA check reported it). A result is checked only against a
//! type the rule could compute from well-typed operands or type arguments.

use magpie_diag::{codes, Diagnostic};

use crate::module::{Function, Inst, InstId, Operand, TyArg};
use crate::ops::{OpInfo, Syntax, TyParams, Typing};
use crate::types::{Elem, Scalar, Type};
use crate::Opcode;

use super::FnCx;

/// What an instruction's result must be.
#[derive(Clone, Copy, Debug)]
pub(super) enum Expect {
    /// Not known (an operand was wrong, or the op has no result).
    Unknown,
    Exactly(Type),
    /// `ptr` or `rawptr<T>`.
    PtrTo(Elem),
}

impl From<Option<Type>> for Expect {
    fn from(t: Option<Type>) -> Self {
        t.map_or(Expect::Unknown, Expect::Exactly)
    }
}

pub(super) fn is_int(t: Type) -> bool {
    t.scalar().is_some_and(Scalar::is_int)
}
pub(super) fn is_arith_int(t: Type) -> bool {
    t.scalar().is_some_and(Scalar::is_arith_int)
}
pub(super) fn is_float(t: Type) -> bool {
    t.scalar().is_some_and(Scalar::is_float)
}
pub(super) fn is_index(t: Type) -> bool {
    t == Type::U32 || t == Type::Scalar(Scalar::U64)
}

impl FnCx<'_> {
    pub(super) fn check_types(&mut self) {
        let f: &Function = self.f;
        for (b, block) in f.blocks.iter() {
            for (k, &i) in block.insts.iter().enumerate() {
                if self.is_placed(b, k, i) {
                    self.check_inst(i);
                }
            }
            self.check_term(b);
        }
    }

    fn check_inst(&mut self, i: InstId) {
        let f: &Function = self.f;
        let inst = &f.insts[i];
        let info = inst.op.info();
        if info.unsafe_only && !f.is_unsafe && !inst.in_unsafe {
            let msg = format!(
                "`{}` is only allowed in an unsafe context",
                Self::op_name(inst)
            );
            self.emit(
                Diagnostic::new(codes::MPS0024, msg)
                    .with_primary(self.sp.inst(i), "unsafe operation")
                    .with_help("wrap it in `unsafe { ... }` or declare `unsafe gpu fn`"),
            );
        }
        if info.typing == Typing::Host || !self.check_shape(i, inst, info) {
            return;
        }
        let expect = self.check_rule(i, inst, info.typing);
        self.check_result(i, inst, expect);
    }

    /// Operand count, type arguments and result presence; false (after
    /// reporting) when the instruction is too malformed to type.
    fn check_shape(&mut self, i: InstId, inst: &Inst, info: &OpInfo) -> bool {
        let name = info.name;
        let operands = match info.syntax {
            Syntax::Keyed | Syntax::GetField | Syntax::Literal => Some(info.keys.len()),
            Syntax::New => Some(inst.keys.len()),
            Syntax::StrAttr(_) => Some(0),
            Syntax::Phi | Syntax::Call | Syntax::Host => None,
        };
        let mut ok = true;
        if let Some(n) = operands.filter(|&n| n != inst.operands.len()) {
            let keys = if info.keys.is_empty() {
                String::new()
            } else {
                format!(" ({})", info.keys.join(", "))
            };
            let msg = format!(
                "`{name}` takes {n} operands{keys}, but this one has {}",
                inst.operands.len()
            );
            self.emit(
                Diagnostic::new(codes::MPS0001, msg)
                    .with_primary(self.sp.inst(i), "malformed instruction"),
            );
            ok = false;
        }
        let args = &inst.ty_args;
        let shape_ok = match info.ty_params {
            // A phi's type and the struct of a `new` may be kept here.
            TyParams::None if matches!(inst.op, Opcode::Phi | Opcode::New) => {
                matches!(args.as_slice(), [] | [TyArg::Type(_)])
            }
            TyParams::None => args.is_empty(),
            TyParams::One => matches!(args.as_slice(), [TyArg::Type(_)]),
            TyParams::FromTo => matches!(args.as_slice(), [TyArg::Type(_), TyArg::Type(_)]),
            TyParams::CountType => matches!(args.as_slice(), [TyArg::Count(_), TyArg::Type(_)]),
        };
        if !shape_ok {
            let want = match info.ty_params {
                TyParams::None => "no type arguments".to_string(),
                TyParams::One => format!("one type argument: `{name}<T>`"),
                TyParams::FromTo => format!("two type arguments: `{name}<FROM, TO>`"),
                TyParams::CountType => format!("a count and a type: `{name}<N, T>`"),
            };
            let msg = format!("`{name}` takes {want}");
            self.emit(
                Diagnostic::new(codes::MPS0001, msg)
                    .with_primary(self.sp.inst(i), "wrong type arguments"),
            );
            ok = false;
        }
        // Calls check their result against the callee ([`super::calls`]).
        if !matches!(info.typing, Typing::Call | Typing::CallVoid) {
            match (info.has_result, inst.result) {
                (true, None) => {
                    let msg = format!("`{name}` produces a value, but it is not bound");
                    self.emit(
                        Diagnostic::new(codes::MPS0006, msg)
                            .with_primary(self.sp.inst(i), "result not bound")
                            .with_help(format!("bind it: `%x: T = {name} ...`")),
                    );
                    ok = false;
                }
                (false, Some(r)) => {
                    let msg = format!(
                        "`{name}` produces no value, but it is bound to {}",
                        self.val(r)
                    );
                    self.emit(
                        Diagnostic::new(codes::MPS0006, msg)
                            .with_primary(self.sp.inst(i), "no result")
                            .with_help(format!(
                                "write `{name} ...` without `{}: T =`",
                                self.val(r)
                            )),
                    );
                    ok = false;
                }
                _ => {}
            }
        }
        ok
    }

    /// Applies the op's typing rule; returns what the result must be.
    fn check_rule(&mut self, i: InstId, inst: &Inst, typing: Typing) -> Expect {
        use Typing as T;
        let same = |cx: &mut Self, ks: &[usize], ok: fn(Type) -> bool, what: &str| {
            cx.same_type(i, ks, ok, what)
        };
        match typing {
            T::IntArith => same(self, &[0, 1], is_arith_int, "an integer (not bool)").into(),
            T::IntBitwise => same(self, &[0, 1], is_int, "an integer or bool").into(),
            T::FloatArith | T::MathBinary => same(self, &[0, 1], is_float, "a float").into(),
            T::IntCompare => {
                let eq = matches!(inst.op, Opcode::IcmpEq | Opcode::IcmpNe);
                let (ok, what): (fn(Type) -> bool, _) = if eq {
                    (is_int, "an integer or bool")
                } else {
                    (is_arith_int, "an integer (not bool)")
                };
                same(self, &[0, 1], ok, what).map(|_| Type::BOOL).into()
            }
            T::FloatCompare => same(self, &[0, 1], is_float, "a float")
                .map(|_| Type::BOOL)
                .into(),
            T::MathUnary => self.want(i, 0, is_float, "a float").into(),
            T::MathFma => same(self, &[0, 1, 2], is_float, "a float").into(),
            T::SubgroupReduce => self
                .want(i, 0, is_numeric, "a number (integer or float, not bool)")
                .into(),
            T::SubgroupShuffle => {
                let v = self.want(i, 0, Type::is_scalar, "a scalar");
                let lane = self.want(i, 1, |t| t == Type::U32, "u32");
                v.filter(|_| lane.is_some()).into()
            }
            T::SubgroupU32 => Expect::Exactly(Type::U32),
            T::GpuId => {
                self.check_dim(i, inst);
                Expect::Exactly(Type::U32)
            }
            T::Cast => self.check_cast(i, inst),
            T::Bitcast => self.check_bitcast(i, inst),
            T::Literal => self.check_const(i, inst),
            T::Phi => self.check_phi_types(i, inst),
            T::Call | T::CallVoid => self.check_call(i, inst).into(),
            T::New => self.check_new(i, inst),
            T::GetField => self.check_getfield(i, inst).into(),
            T::BufferLoad => self.check_buffer_load(i, inst),
            T::BufferStore => {
                self.check_buffer_store(i, inst);
                Expect::Unknown
            }
            T::BufferLen => self.check_buffer_len(i, inst),
            T::Shared => self.check_shared(i, inst),
            T::Barrier => Expect::Unknown,
            T::AtomicRmw | T::AtomicCmpxchg => self.check_atomic(i, inst),
            T::PtrLoad => self.check_ptr_load(i, inst),
            T::PtrStore => {
                self.check_ptr_store(i, inst);
                Expect::Unknown
            }
            T::PtrAdd => self.check_ptr_add(i, inst),
            T::TargetPred => {
                self.check_target_pred(i, inst);
                Expect::Exactly(Type::Pred)
            }
            T::PredBinary => same(self, &[0, 1], |t| t == Type::Pred, "a pred")
                .map(|_| Type::Pred)
                .into(),
            T::PredNot => self
                .want(i, 0, |t| t == Type::Pred, "a pred")
                .map(|_| Type::Pred)
                .into(),
            T::Host => Expect::Unknown,
        }
    }

    /// MPS0006 when the declared result type differs from `expect`.
    fn check_result(&mut self, i: InstId, inst: &Inst, expect: Expect) {
        let Some(r) = inst.result else { return };
        let Some(def) = self.f.values.get(r) else {
            return;
        };
        let declared = def.ty;
        let (fits, wanted) = match expect {
            Expect::Unknown => return,
            Expect::Exactly(t) => (declared == t, format!("{}", self.ty(t))),
            Expect::PtrTo(e) => (
                matches!(declared, Type::Ptr(None)) || declared == Type::Ptr(Some(e)),
                format!("ptr` or `rawptr<{}>", self.elem(e)),
            ),
        };
        if fits {
            return;
        }
        let span = match self.sp.value(r) {
            s if s.is_empty() => self.sp.inst(i),
            s => s,
        };
        let msg = format!(
            "{} is declared as {}, but `{}` gives `{wanted}`",
            self.val(r),
            self.ty(declared),
            Self::op_name(inst)
        );
        let help = match expect {
            Expect::Exactly(t) => format!("declare it as `{}: {}`", self.val(r), self.ty(t)),
            _ => format!("declare it as `{}: ptr`", self.val(r)),
        };
        self.emit(
            Diagnostic::new(codes::MPS0006, msg)
                .with_primary(span, format!("declared {}", self.ty(declared)))
                .with_help(help),
        );
    }

    /// The type of operand `k` when it is known and `ok` accepts it;
    /// otherwise reports (MPS0005, or MPS0019 for a predicate) and returns
    /// `None`. An undefined operand gives `None` silently.
    pub(super) fn want(
        &mut self,
        i: InstId,
        k: usize,
        ok: impl Fn(Type) -> bool,
        what: &str,
    ) -> Option<Type> {
        let f: &Function = self.f;
        let inst = &f.insts[i];
        let op = inst.operands.get(k)?;
        let ty = self.operand_ty(op)?;
        if ok(ty) {
            return Some(ty);
        }
        if ty == Type::Pred {
            self.pred_operand(i, k);
            return None;
        }
        let msg = format!(
            "operand {} of `{}` must be {what}, but {} has type {}",
            Self::key_name(inst, k),
            Self::op_name(inst),
            self.opnd(op),
            self.ty(ty)
        );
        self.emit(Diagnostic::new(codes::MPS0005, msg).with_primary(
            self.sp.operand(i, k),
            format!("expected {what}, found {}", self.ty(ty)),
        ));
        None
    }

    /// Operands `ks` each accepted by `ok` and all of one type, which is
    /// returned (`None` after any error).
    fn same_type(
        &mut self,
        i: InstId,
        ks: &[usize],
        ok: fn(Type) -> bool,
        what: &str,
    ) -> Option<Type> {
        let mut first: Option<(usize, Type)> = None;
        let mut good = true;
        for &k in ks {
            let Some(t) = self.want(i, k, ok, what) else {
                good = false;
                continue;
            };
            match first {
                None => first = Some((k, t)),
                Some((k0, t0)) if t0 != t => {
                    self.mismatched_operands(i, k0, t0, k, t);
                    good = false;
                }
                Some(_) => {}
            }
        }
        first.filter(|_| good).map(|(_, t)| t)
    }

    fn mismatched_operands(&mut self, i: InstId, k0: usize, t0: Type, k: usize, t: Type) {
        let f: &Function = self.f;
        let inst = &f.insts[i];
        let msg = format!(
            "operands of `{}` must have the same type, but {} is {} and {} is {}",
            Self::op_name(inst),
            Self::key_name(inst, k0),
            self.ty(t0),
            Self::key_name(inst, k),
            self.ty(t)
        );
        let mut d = Diagnostic::new(codes::MPS0005, msg)
            .with_primary(self.sp.operand(i, k), format!("this is {}", self.ty(t)))
            .with_secondary(self.sp.operand(i, k0), format!("this is {}", self.ty(t0)));
        if let Some(Operand::Value(_) | Operand::Const(_)) = inst.operands.get(k) {
            d = d.with_help(format!(
                "there are no implicit conversions: convert with `cast<{}, {}> {{ v={} }}`",
                self.ty(t),
                self.ty(t0),
                self.opnd(&inst.operands[k])
            ));
        }
        self.emit(d);
    }

    /// `dim` must be a literal `const.u32` 0, 1 or 2 (MPS0001).
    fn check_dim(&mut self, i: InstId, inst: &Inst) {
        let good = match inst.operands.first() {
            Some(Operand::Const(c)) => c.ty == Scalar::U32 && c.bits <= 2,
            Some(Operand::Value(v)) => !self.is_defined(*v),
            None => true,
        };
        if !good {
            let found = inst
                .operands
                .first()
                .map(|o| self.opnd(o))
                .unwrap_or_default();
            let msg = format!(
                "`{}`: dim must be a literal const.u32 0, 1 or 2, not {found}",
                Self::op_name(inst)
            );
            self.emit(
                Diagnostic::new(codes::MPS0001, msg)
                    .with_primary(
                        self.sp.operand(i, 0),
                        "dim must be a literal const.u32 0, 1 or 2",
                    )
                    .with_help("write `dim=const.u32 0` (x), 1 (y) or 2 (z)"),
            );
        }
    }

    /// `cast<FROM, TO> { v: FROM }` between scalars; result TO.
    /// `const.T LIT`: the operand must be a constant; the result is its type.
    fn check_const(&mut self, i: InstId, inst: &Inst) -> Expect {
        match inst.operands.first() {
            Some(Operand::Const(c)) => Expect::Exactly(Type::Scalar(c.ty)),
            _ => {
                self.emit(
                    Diagnostic::new(codes::MPS0001, "`const` takes a constant, not a value")
                        .with_primary(self.sp.operand(i, 0), "not a constant"),
                );
                Expect::Unknown
            }
        }
    }

    fn check_cast(&mut self, i: InstId, inst: &Inst) -> Expect {
        let (Some(from), Some(to)) = (inst.ty_arg(0), inst.ty_arg(1)) else {
            return Expect::Unknown;
        };
        let mut ok = true;
        for t in [from, to] {
            if t == Type::Pred {
                self.emit(
                    Diagnostic::new(codes::MPS0019, "`cast` cannot convert a pred")
                        .with_primary(self.sp.inst(i), "pred in a cast")
                        .with_help(PRED_HELP),
                );
                ok = false;
            } else if !t.is_scalar() {
                let msg = format!("`cast` converts between scalar types, not {}", self.ty(t));
                self.emit(
                    Diagnostic::new(codes::MPS0005, msg)
                        .with_primary(self.sp.inst(i), "not a scalar"),
                );
                ok = false;
            }
        }
        if !ok {
            return Expect::Unknown;
        }
        let what = format!("{} (the cast's FROM type)", self.ty(from));
        self.want(i, 0, |t| t == from, &what);
        Expect::Exactly(to)
    }

    /// `__mp.bitcast<FROM, TO> { v: FROM }`: FROM and TO are scalars other
    /// than bool with the same bit width; result TO.
    fn check_bitcast(&mut self, i: InstId, inst: &Inst) -> Expect {
        let (Some(from), Some(to)) = (inst.ty_arg(0), inst.ty_arg(1)) else {
            return Expect::Unknown;
        };
        let width = |t: Type| t.scalar().filter(|&s| s != Scalar::Bool).map(Scalar::bits);
        let name = Self::op_name(inst);
        let mut ok = true;
        for t in [from, to] {
            if width(t).is_none() {
                let msg = format!(
                    "`{name}` reinterprets numeric scalars (not bool), not {}",
                    self.ty(t)
                );
                self.emit(
                    Diagnostic::new(codes::MPS0005, msg)
                        .with_primary(self.sp.inst(i), "not a numeric scalar"),
                );
                ok = false;
            }
        }
        if !ok {
            return Expect::Unknown;
        }
        if width(from) != width(to) {
            let msg = format!(
                "`{name}` needs types of the same bit width, but {} and {} differ",
                self.ty(from),
                self.ty(to)
            );
            self.emit(
                Diagnostic::new(codes::MPS0005, msg)
                    .with_primary(self.sp.inst(i), "different widths")
                    .with_help("reinterpret between f64/u64/i64, f32/u32/i32 or f16/bf16/u16/i16"),
            );
            return Expect::Unknown;
        }
        let what = format!("{} (the bitcast's FROM type)", self.ty(from));
        self.want(i, 0, |t| t == from, &what);
        Expect::Exactly(to)
    }

    /// `phi T`: every incoming value is T; never a pred.
    fn check_phi_types(&mut self, i: InstId, inst: &Inst) -> Expect {
        let declared = inst.result.and_then(|r| self.f.values.get(r)).map(|d| d.ty);
        let Some(t) = inst.ty_arg(0).or(declared) else {
            return Expect::Unknown;
        };
        if t == Type::Pred {
            let msg = format!("phi {} merges predicates", self.result_name(i));
            self.emit(
                Diagnostic::new(codes::MPS0019, msg)
                    .with_primary(self.sp.inst(i), "a pred cannot be merged by phi")
                    .with_help("branch on each predicate with `cbr` instead of merging it"),
            );
            return Expect::Unknown;
        }
        let what = format!("{} (the phi's type)", self.ty(t));
        for k in 0..inst.operands.len() {
            self.want(i, k, |u| u == t, &what);
        }
        inst.ty_arg(0).into()
    }

    /// `gpu.target.is/has` need their string attribute.
    fn check_target_pred(&mut self, i: InstId, inst: &Inst) {
        if inst.attr.as_deref().is_none_or(str::is_empty) {
            let key = match inst.op.info().syntax {
                Syntax::StrAttr(k) => k,
                _ => "name",
            };
            let msg = format!("`{}` needs `{{ {key}=\"...\" }}`", Self::op_name(inst));
            self.emit(
                Diagnostic::new(codes::MPS0001, msg)
                    .with_primary(self.sp.inst(i), "missing attribute"),
            );
        }
    }
}

fn is_numeric(t: Type) -> bool {
    t.scalar().is_some_and(|s| s != Scalar::Bool)
}

/// Where a pred may appear.
pub(super) const PRED_HELP: &str =
    "a pred may only be the condition of a `cbr` or an operand of pred.and/pred.or/pred.not";
