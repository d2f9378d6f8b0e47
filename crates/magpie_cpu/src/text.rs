//! Instructions and types as text, for error messages only.
//!
//! The same form as the canonical printer (`magpie_mpir::print`) for one
//! instruction; constants are written from their value (`const.f32 1.5`),
//! which reads the same but may differ in spelling from the source.

use magpie_mpir::ops::Syntax;
use magpie_mpir::{
    Const, Elem, Function, InstId, Module, Operand, Scalar, Terminator, TyArg, Type,
};

/// A type as written in the source.
pub(crate) fn type_name(m: &Module, t: Type) -> String {
    match t {
        Type::Unit => "unit".into(),
        Type::Scalar(s) => s.name().into(),
        Type::Struct(h) => m.structs.get(h).map_or("?".into(), |s| s.name.clone()),
        Type::Buffer(e) => format!("gpu.TBuffer<{}>", type_name(m, e.as_type())),
        Type::Ptr(None) => "ptr".into(),
        Type::Ptr(Some(e)) => format!("rawptr<{}>", type_name(m, Elem::as_type(e))),
        Type::Pred => "pred".into(),
        Type::Host(h) => h.name().into(),
    }
}

fn constant(c: Const) -> String {
    let v = if c.ty.is_float() {
        format!("{:?}", c.as_f64())
    } else if c.ty == Scalar::Bool {
        (c.bits != 0).to_string()
    } else {
        c.as_i128().to_string()
    };
    format!("const.{} {v}", c.ty.name())
}

fn value_name(f: &Function, v: magpie_mpir::Value) -> String {
    f.values
        .get(v)
        .map_or("%?".into(), |d| format!("%{}", d.name))
}

fn operand(f: &Function, op: &Operand) -> String {
    match op {
        Operand::Value(v) => value_name(f, *v),
        Operand::Const(c) => constant(*c),
    }
}

fn keyed<'a>(f: &Function, keys: impl Iterator<Item = &'a str>, ops: &[Operand]) -> String {
    let parts: Vec<String> = keys
        .zip(ops)
        .map(|(k, o)| format!("{k}={}", operand(f, o)))
        .collect();
    if parts.is_empty() {
        " { }".into()
    } else {
        format!(" {{ {} }}", parts.join(", "))
    }
}

/// One instruction, e.g. `%x: f32 = gpu.buffer_load<f32> { buf=%in, idx=%i }`.
pub(crate) fn inst_text(m: &Module, f: &Function, id: InstId) -> String {
    let Some(inst) = f.insts.get(id) else {
        return "?".into();
    };
    let mut s = String::new();
    if let Some(r) = inst.result {
        s.push_str(&format!(
            "{}: {} = ",
            value_name(f, r),
            type_name(m, f.value_type(r))
        ));
    }
    let info = inst.op.info();
    let attr = inst.attr.as_deref().unwrap_or("?");
    let ty_args = if inst.ty_args.is_empty() {
        String::new()
    } else {
        let parts: Vec<String> = inst
            .ty_args
            .iter()
            .map(|a| match a {
                TyArg::Type(t) => type_name(m, *t),
                TyArg::Count(n) => n.to_string(),
            })
            .collect();
        format!("<{}>", parts.join(", "))
    };
    match info.syntax {
        Syntax::Keyed => {
            s.push_str(info.name);
            s.push_str(&ty_args);
            if !inst.operands.is_empty() {
                s.push_str(&keyed(f, info.keys.iter().copied(), &inst.operands));
            }
        }
        Syntax::Phi => {
            let t = inst.ty_arg(0).map_or("?".into(), |t| type_name(m, t));
            s.push_str(&format!("phi {t} {{ ... }}"));
        }
        Syntax::Call | Syntax::Host => {
            if info.syntax == Syntax::Call {
                s.push_str(&format!("{} @{attr}", info.name));
            } else {
                s.push_str(attr);
            }
            s.push_str(&keyed(
                f,
                inst.keys.iter().map(String::as_str),
                &inst.operands,
            ));
        }
        Syntax::New => {
            let t = inst.ty_arg(0).map_or("?".into(), |t| type_name(m, t));
            s.push_str(&format!("new {t}"));
            s.push_str(&keyed(
                f,
                inst.keys.iter().map(String::as_str),
                &inst.operands,
            ));
        }
        Syntax::GetField => {
            let obj = inst.operands.first().map_or("?".into(), |o| operand(f, o));
            s.push_str(&format!("getfield {{ obj={obj}, field={attr} }}"));
        }
        Syntax::StrAttr(key) => s.push_str(&format!("{} {{ {key}=\"{attr}\" }}", info.name)),
        Syntax::Literal => match inst.operands.first() {
            Some(o) => s.push_str(&operand(f, o)),
            None => s.push_str("const.?"),
        },
    }
    s
}

fn label(f: &Function, b: magpie_mpir::BlockId) -> String {
    f.blocks.get(b).map_or("?".into(), |b| b.label.clone())
}

/// A block's terminator, e.g. `cbr %c bb1 bb2`.
pub(crate) fn term_text(f: &Function, t: &Terminator) -> String {
    match t {
        Terminator::Ret(None) => "ret".into(),
        Terminator::Ret(Some(v)) => format!("ret {}", operand(f, v)),
        Terminator::Br(b) => format!("br {}", label(f, *b)),
        Terminator::Cbr {
            cond,
            then_block,
            else_block,
        } => format!(
            "cbr {} {} {}",
            operand(f, cond),
            label(f, *then_block),
            label(f, *else_block)
        ),
        Terminator::Switch {
            value,
            cases,
            default,
        } => {
            let mut s = format!("switch {} {{", operand(f, value));
            for (v, b) in cases {
                s.push_str(&format!(" case {v} -> {}", label(f, *b)));
            }
            s.push_str(&format!(" }} else {}", label(f, *default)));
            s
        }
        Terminator::Unreachable => "unreachable".into(),
    }
}
