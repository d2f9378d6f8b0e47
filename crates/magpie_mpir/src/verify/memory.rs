//! Typing of memory ops: buffer load/store/len, `gpu.shared`, atomics and
//! raw pointer ops; and the element type behind each pointer value.
//!
//! A bare `ptr` value's element type is known when it comes from
//! `gpu.shared<N, T>` or `ptr.add<T>`; elsewhere (a phi, a parameter) it is
//! unknown and any element type is accepted.

use magpie_diag::{codes, Diagnostic};

use crate::module::{Function, Inst, InstId, Operand, TyArg};
use crate::types::{Elem, Scalar, Type};
use crate::Opcode;

use super::layout::Def;
use super::types::{is_arith_int, is_index, Expect};
use super::FnCx;

/// Which containers a `buf` operand may be.
#[derive(Clone, Copy, PartialEq, Eq)]
enum BufKind {
    /// A buffer or a shared pointer (`ptr`, `rawptr<T>`).
    BufferOrShared,
    /// A buffer only (`gpu.buffer_len`).
    BufferOnly,
}

impl FnCx<'_> {
    /// Fills `info.ptr_elem` from types and defining ops.
    pub(super) fn track_ptr_elems(&mut self) {
        let f: &Function = self.f;
        for (v, d) in f.values.iter() {
            let from_type = match d.ty {
                Type::Buffer(e) | Type::Ptr(Some(e)) => Some(e),
                _ => None,
            };
            let from_op = match self.def[v.index()] {
                Def::Inst(i) => {
                    let inst = &f.insts[i];
                    match inst.op {
                        Opcode::Shared => inst.ty_arg(1).and_then(elem_of),
                        Opcode::PtrAdd => inst.ty_arg(0).and_then(elem_of),
                        _ => None,
                    }
                }
                _ => None,
            };
            self.info.ptr_elem[v.index()] = from_op.or(from_type);
        }
    }

    /// The element type argument at `idx`, when it is a scalar or a struct
    /// (else MPS0005, or MPS0019 for a pred).
    fn elem_arg(&mut self, i: InstId, inst: &Inst, idx: usize) -> Option<Elem> {
        let t = inst.ty_arg(idx)?;
        if let Some(e) = elem_of(t) {
            return Some(e);
        }
        let name = Self::op_name(inst);
        if t == Type::Pred {
            let msg = format!("`{name}` cannot access a pred: predicates are not stored in memory");
            self.emit(
                Diagnostic::new(codes::MPS0019, msg)
                    .with_primary(self.sp.inst(i), "pred in memory")
                    .with_help(super::types::PRED_HELP),
            );
        } else {
            let msg = format!(
                "the element type of `{name}` must be a scalar or a value struct, not {}",
                self.ty(t)
            );
            self.emit(
                Diagnostic::new(codes::MPS0005, msg)
                    .with_primary(self.sp.inst(i), "invalid element type"),
            );
        }
        None
    }

    /// Checks that operand `k` is a container of `elem` (when known).
    fn check_buf(&mut self, i: InstId, inst: &Inst, k: usize, elem: Option<Elem>, kind: BufKind) {
        let Some(op) = inst.operands.get(k) else {
            return;
        };
        let Some(ty) = self.operand_ty(op) else {
            return;
        };
        let shared_ok = kind == BufKind::BufferOrShared;
        let held = match (ty, op) {
            (Type::Buffer(e), _) => Some(Some(e)),
            (Type::Ptr(Some(e)), _) if shared_ok => Some(Some(e)),
            (Type::Ptr(None), Operand::Value(v)) if shared_ok => {
                Some(self.info.ptr_elem[v.index()])
            }
            _ => None,
        };
        let name = Self::op_name(inst);
        match held {
            None if ty == Type::Pred => self.pred_operand(i, k),
            None => {
                let what = if shared_ok {
                    "a buffer or a shared pointer"
                } else {
                    "a buffer"
                };
                let msg = format!(
                    "operand `buf` of `{name}` must be {what}, but {} has type {}",
                    self.opnd(op),
                    self.ty(ty)
                );
                let mut d = Diagnostic::new(codes::MPS0005, msg)
                    .with_primary(self.sp.operand(i, k), format!("expected {what}"));
                if !shared_ok && matches!(ty, Type::Ptr(_)) {
                    d = d.with_help("a shared array's length is the N of its `gpu.shared<N, T>`");
                }
                self.emit(d);
            }
            Some(Some(have)) if elem.is_some_and(|want| want != have) => {
                let want = elem.map(|e| self.elem(e).to_string()).unwrap_or_default();
                let msg = format!(
                    "{} holds {}, but `{name}<{want}>` accesses {want}",
                    self.opnd(op),
                    self.elem(have)
                );
                self.emit(
                    Diagnostic::new(codes::MPS0005, msg)
                        .with_primary(self.sp.operand(i, k), format!("holds {}", self.elem(have)))
                        .with_help(format!("write `{name}<{}>`", self.elem(have))),
                );
            }
            Some(_) => {}
        }
    }

    fn want_index(&mut self, i: InstId, k: usize) {
        self.want(i, k, is_index, "u32 or u64");
    }

    /// Operand `k` of type `elem` (when known).
    fn want_elem(&mut self, i: InstId, k: usize, elem: Option<Elem>) {
        match elem {
            Some(e) => {
                let t = e.as_type();
                let what = format!("{} (the element type)", self.ty(t));
                self.want(i, k, |u| u == t, &what);
            }
            None => {
                self.want(i, k, |_| true, "");
            }
        }
    }

    pub(super) fn check_buffer_load(&mut self, i: InstId, inst: &Inst) -> Expect {
        let elem = self.elem_arg(i, inst, 0);
        self.check_buf(i, inst, 0, elem, BufKind::BufferOrShared);
        self.want_index(i, 1);
        elem.map(Elem::as_type).into()
    }

    pub(super) fn check_buffer_store(&mut self, i: InstId, inst: &Inst) {
        let elem = self.elem_arg(i, inst, 0);
        self.check_buf(i, inst, 0, elem, BufKind::BufferOrShared);
        self.want_index(i, 1);
        self.want_elem(i, 2, elem);
    }

    pub(super) fn check_buffer_len(&mut self, i: InstId, inst: &Inst) -> Expect {
        let elem = self.elem_arg(i, inst, 0);
        self.check_buf(i, inst, 0, elem, BufKind::BufferOnly);
        Expect::Exactly(Type::U32)
    }

    /// `gpu.shared<N, T>`: N ≥ 1; result `ptr` or `rawptr<T>`.
    pub(super) fn check_shared(&mut self, i: InstId, inst: &Inst) -> Expect {
        if let Some(TyArg::Count(0)) = inst.ty_args.first() {
            self.emit(
                Diagnostic::new(codes::MPS0001, "`gpu.shared` needs at least one element")
                    .with_primary(self.sp.inst(i), "N is 0")
                    .with_help("write `gpu.shared<N, T>` with N ≥ 1"),
            );
        }
        match self.elem_arg(i, inst, 1) {
            Some(e) => Expect::PtrTo(e),
            None => Expect::Unknown,
        }
    }

    /// Atomics: T an integer of 32 or 64 bits, or f32/f64 for add, sub and
    /// xchg; `buf` holds T; `v` (and `cmp`) are T; result T.
    pub(super) fn check_atomic(&mut self, i: InstId, inst: &Inst) -> Expect {
        let elem = self.elem_arg(i, inst, 0);
        let float_ok = matches!(
            inst.op,
            Opcode::AtomicAdd | Opcode::AtomicSub | Opcode::AtomicXchg
        );
        let elem = match elem {
            Some(Elem::Scalar(s))
                if atomic_int(s) || (float_ok && matches!(s, Scalar::F32 | Scalar::F64)) =>
            {
                Some(Elem::Scalar(s))
            }
            Some(e) => {
                let allowed = if float_ok {
                    "i32, u32, i64, u64, f32 and f64"
                } else {
                    "i32, u32, i64 and u64"
                };
                let msg = format!(
                    "`{}` works on {allowed}, not {}",
                    Self::op_name(inst),
                    self.elem(e)
                );
                self.emit(
                    Diagnostic::new(codes::MPS0005, msg)
                        .with_primary(self.sp.inst(i), "unsupported atomic type"),
                );
                None
            }
            None => None,
        };
        self.check_buf(i, inst, 0, elem, BufKind::BufferOrShared);
        self.want_index(i, 1);
        for k in 2..inst.operands.len() {
            self.want_elem(i, k, elem);
        }
        elem.map(Elem::as_type).into()
    }

    fn want_pointer(&mut self, i: InstId, k: usize) {
        self.want(
            i,
            k,
            |t| matches!(t, Type::Buffer(_) | Type::Ptr(_)),
            "a pointer or a buffer",
        );
    }

    pub(super) fn check_ptr_load(&mut self, i: InstId, inst: &Inst) -> Expect {
        let elem = self.elem_arg(i, inst, 0);
        self.want_pointer(i, 0);
        elem.map(Elem::as_type).into()
    }

    pub(super) fn check_ptr_store(&mut self, i: InstId, inst: &Inst) {
        let elem = self.elem_arg(i, inst, 0);
        self.want_pointer(i, 0);
        self.want_elem(i, 1, elem);
    }

    pub(super) fn check_ptr_add(&mut self, i: InstId, inst: &Inst) -> Expect {
        let elem = self.elem_arg(i, inst, 0);
        self.want_pointer(i, 0);
        self.want(i, 1, is_arith_int, "an integer (not bool)");
        match elem {
            Some(e) => Expect::PtrTo(e),
            None => Expect::Unknown,
        }
    }
}

/// The element a type can be stored as: a scalar or a struct.
fn elem_of(t: Type) -> Option<Elem> {
    match t {
        Type::Scalar(s) => Some(Elem::Scalar(s)),
        Type::Struct(h) => Some(Elem::Struct(h)),
        _ => None,
    }
}

fn atomic_int(s: Scalar) -> bool {
    matches!(s, Scalar::I32 | Scalar::U32 | Scalar::I64 | Scalar::U64)
}
