//! Where a function mentions types, and what those types are made of.
//!
//! [`places`] lists every place a type is written or produced in a function
//! (parameters, the result type, instruction results, type arguments, inline
//! constants), in source order, with the span to report and the block it is
//! in (for predicate guards). [`leaves`] breaks a type into the parts the
//! rules care about: scalars, heap structs and host types, looking through
//! buffers, pointers and value-struct fields.

use magpie_diag::Span;
use magpie_mpir::{
    BlockId, Function, HostType, InstId, Module, Operand, Scalar, StructId, StructKind, TyArg,
    Type, Value,
};

/// One place a type occurs.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Place {
    pub ty: Type,
    pub span: Span,
    /// The block, for places inside the body (`None` for the signature).
    pub block: Option<BlockId>,
    pub kind: PlaceKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PlaceKind {
    Param(Value),
    Return,
    /// An instruction's result.
    Result(Value, InstId),
    TyArg(InstId),
    Const(InstId),
    TermConst(BlockId),
}

impl PlaceKind {
    pub fn value(self) -> Option<Value> {
        match self {
            PlaceKind::Param(v) | PlaceKind::Result(v, _) => Some(v),
            _ => None,
        }
    }

    /// Words for a label: "parameter", "value", ...
    pub fn describe(self) -> &'static str {
        match self {
            PlaceKind::Param(_) => "parameter",
            PlaceKind::Return => "return type",
            PlaceKind::Result(..) => "value",
            PlaceKind::TyArg(_) => "type argument",
            PlaceKind::Const(_) | PlaceKind::TermConst(_) => "constant",
        }
    }
}

/// Every place of `func` that has a type, in source order.
pub(crate) fn places(func: &Function) -> Vec<Place> {
    let spans = &func.spans;
    let mut out = Vec::new();
    for &p in &func.params {
        out.push(Place {
            ty: func.value_type(p),
            span: spans.value(p),
            block: None,
            kind: PlaceKind::Param(p),
        });
    }
    out.push(Place {
        ty: func.ret,
        span: spans.ret,
        block: None,
        kind: PlaceKind::Return,
    });
    for (b, block) in func.blocks.iter() {
        for &i in &block.insts {
            let Some(inst) = func.insts.get(i) else {
                continue;
            };
            if let Some(r) = inst.result {
                out.push(Place {
                    ty: func.value_type(r),
                    span: spans.value(r),
                    block: Some(b),
                    kind: PlaceKind::Result(r, i),
                });
            }
            for arg in &inst.ty_args {
                if let TyArg::Type(t) = arg {
                    out.push(Place {
                        ty: *t,
                        span: spans.inst(i),
                        block: Some(b),
                        kind: PlaceKind::TyArg(i),
                    });
                }
            }
            for (k, op) in inst.operands.iter().enumerate() {
                if let Operand::Const(c) = op {
                    out.push(Place {
                        ty: Type::Scalar(c.ty),
                        span: spans.operand(i, k),
                        block: Some(b),
                        kind: PlaceKind::Const(i),
                    });
                }
            }
        }
        for op in block.term.operands() {
            if let Operand::Const(c) = op {
                out.push(Place {
                    ty: Type::Scalar(c.ty),
                    span: spans.term(b),
                    block: Some(b),
                    kind: PlaceKind::TermConst(b),
                });
            }
        }
    }
    out
}

/// A part of a type that some rule is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Leaf {
    Scalar(Scalar),
    HeapStruct(StructId),
    Host(HostType),
}

/// Value structs nest at most this deep before we stop looking (the
/// verifier rejects recursive structs; this only keeps us from looping).
const MAX_DEPTH: usize = 64;

/// Calls `f` for each scalar, heap struct and host type `ty` is made of.
pub(crate) fn leaves(module: &Module, ty: Type, f: &mut impl FnMut(Leaf)) {
    walk(module, ty, 0, f);
}

fn walk(module: &Module, ty: Type, depth: usize, f: &mut impl FnMut(Leaf)) {
    if depth > MAX_DEPTH {
        return;
    }
    match ty {
        Type::Unit | Type::Pred | Type::Ptr(None) => {}
        Type::Scalar(s) => f(Leaf::Scalar(s)),
        Type::Host(h) => f(Leaf::Host(h)),
        Type::Buffer(e) | Type::Ptr(Some(e)) => walk(module, e.as_type(), depth + 1, f),
        Type::Struct(id) => match module.structs.get(id) {
            Some(def) if def.kind == StructKind::Heap => f(Leaf::HeapStruct(id)),
            Some(def) => {
                for field in &def.fields {
                    walk(module, field.ty, depth + 1, f);
                }
            }
            None => {}
        },
    }
}
