//! How diagnostics name types, values, operands and blocks (canonical text
//! spellings, so that a message can be pasted back into a kernel).

use std::fmt;

use crate::module::{BlockId, Const, Inst, Operand, Value};
use crate::types::{Elem, Scalar, Type};
use crate::Module;

use super::FnCx;

/// A type as written in kernel text.
pub(super) struct TyName<'m>(pub &'m Module, pub Type);

impl fmt::Display for TyName<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let m = self.0;
        match self.1 {
            Type::Unit => f.write_str("unit"),
            Type::Scalar(s) => f.write_str(s.name()),
            Type::Struct(h) => write_struct(m, h, f),
            Type::Buffer(e) => write!(f, "gpu.TBuffer<{}>", ElemName(m, e)),
            Type::Ptr(None) => f.write_str("ptr"),
            Type::Ptr(Some(e)) => write!(f, "rawptr<{}>", ElemName(m, e)),
            Type::Pred => f.write_str("pred"),
            Type::Host(h) => f.write_str(h.name()),
        }
    }
}

/// An element type as written in kernel text.
pub(super) struct ElemName<'m>(pub &'m Module, pub Elem);

impl fmt::Display for ElemName<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.1 {
            Elem::Scalar(s) => f.write_str(s.name()),
            Elem::Struct(h) => write_struct(self.0, h, f),
        }
    }
}

fn write_struct(m: &Module, h: crate::module::StructId, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match m.structs.get(h) {
        Some(s) => f.write_str(&s.name),
        None => write!(f, "<invalid struct #{}>", h.index()),
    }
}

/// `const.T LIT` as written.
pub(super) fn const_text(c: Const) -> String {
    match c.ty {
        Scalar::Bool => format!("const.bool {}", c.bits != 0),
        t if t.is_float() => format!("const.{} {:?}", t.name(), c.as_f64()),
        t => format!("const.{} {}", t.name(), c.as_i128()),
    }
}

impl FnCx<'_> {
    pub(super) fn ty(&self, t: Type) -> TyName<'_> {
        TyName(self.m, t)
    }

    pub(super) fn elem(&self, e: Elem) -> ElemName<'_> {
        ElemName(self.m, e)
    }

    /// `%name`, or `%#index` for a value without a usable name.
    pub(super) fn val(&self, v: Value) -> String {
        match self.f.values.get(v) {
            Some(d) if !d.name.is_empty() => format!("%{}", d.name),
            _ => format!("%#{}", v.index()),
        }
    }

    pub(super) fn opnd(&self, op: &Operand) -> String {
        match op {
            Operand::Value(v) => self.val(*v),
            Operand::Const(c) => const_text(*c),
        }
    }

    /// A block's label, or `#index` for an invalid handle or an empty label.
    pub(super) fn blk(&self, b: BlockId) -> String {
        match self.f.blocks.get(b) {
            Some(bl) if !bl.label.is_empty() => bl.label.clone(),
            _ => format!("#{}", b.index()),
        }
    }

    /// `@name` of this function.
    pub(super) fn fname(&self) -> String {
        format!("@{}", self.f.name)
    }

    /// The op's spelling (a host op's own spelling).
    pub(super) fn op_name(inst: &Inst) -> &str {
        match (&inst.op, &inst.attr) {
            (crate::Opcode::HostOp, Some(s)) => s,
            (op, _) => op.name(),
        }
    }

    /// How operand `k` of `inst` is called in messages: its key, or
    /// "argument N" / "incoming value N" where ops have no fixed keys.
    pub(super) fn key_name(inst: &Inst, k: usize) -> String {
        let info = inst.op.info();
        if let Some(key) = info.keys.get(k) {
            return format!("`{key}`");
        }
        match inst.keys.get(k) {
            Some(key) => format!("`{key}`"),
            None if inst.op == crate::Opcode::Phi => format!("incoming value {}", k + 1),
            None => format!("argument {}", k + 1),
        }
    }
}
