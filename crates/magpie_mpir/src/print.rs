//! The canonical printer: `parse(print(m)) == m`.
//!
//! Canonical form: the header (only for a named module), then structs and
//! functions in arena order, one blank line apart, `;;;` docs above them;
//! instructions indented four spaces; keyed operands in the op table's key
//! order with canonical keys (`lhs=`, not `a=`); op aliases by their
//! canonical spelling (`cast<bf16, f32>`); `gpu.TBuffer<T>`, `rawptr<T>` and
//! `ptr` for buffers and pointers; consecutive `in_unsafe` instructions in
//! one `unsafe { }`; constants as `const.T LIT` (as the parser's `literal.rs` describes
//! the literal forms). A cast of a constant to its own type is the reading
//! of `%x: T = const.T LIT` and is printed that way.
//!
//! The printer never fails: a module built by code that breaks the IR's
//! invariants (a dangling handle, too few operands) still prints, with `?`
//! where something is missing, and the text then does not parse back.

use std::fmt::Write;

use crate::module::{
    Block, Const, Function, Inst, InstId, Module, Operand, StructKind, Terminator, TyArg,
};
use crate::ops::Syntax;
use crate::parse::{escape, literal_text};
use crate::types::{Elem, Type};

/// Prints `module` in canonical form.
pub fn print(module: &Module) -> String {
    let mut out = String::new();
    if let Some(name) = &module.name {
        let _ = writeln!(out, "module {name}");
        let exports: Vec<String> = module.exports.iter().map(|e| format!("@{e}")).collect();
        let _ = writeln!(out, "exports {}", braced_list(&exports));
        let _ = writeln!(out, "imports {}", braced_list(&module.imports));
        if let Some(d) = &module.digest {
            let _ = writeln!(out, "digest {}", escape(d));
        }
    }
    let mut first = module.name.is_none();
    for s in module.structs.values() {
        if !first {
            out.push('\n');
        }
        first = false;
        doc(&mut out, s.doc.as_deref());
        let kind = match s.kind {
            StructKind::Value => "value",
            StructKind::Heap => "heap",
        };
        if s.fields.is_empty() {
            let _ = writeln!(out, "{kind} struct {} {{ }}", s.name);
            continue;
        }
        let _ = writeln!(out, "{kind} struct {} {{", s.name);
        for f in &s.fields {
            let _ = writeln!(out, "    field {}: {}", f.name, ty(module, f.ty));
        }
        out.push_str("}\n");
    }
    for f in module.functions.values() {
        if !first {
            out.push('\n');
        }
        first = false;
        function(&mut out, module, f);
    }
    out
}

fn braced_list(items: &[String]) -> String {
    if items.is_empty() {
        "{ }".to_string()
    } else {
        format!("{{ {} }}", items.join(", "))
    }
}

fn doc(out: &mut String, doc: Option<&str>) {
    let Some(doc) = doc else { return };
    for line in doc.split('\n') {
        if line.is_empty() {
            out.push_str(";;;\n");
        } else {
            let _ = writeln!(out, ";;; {line}");
        }
    }
}

/// A type as written.
pub fn ty(m: &Module, t: Type) -> String {
    match t {
        Type::Unit => "unit".to_string(),
        Type::Scalar(s) => s.name().to_string(),
        Type::Struct(h) => m.structs.get(h).map_or("?".to_string(), |s| s.name.clone()),
        Type::Buffer(e) => format!("gpu.TBuffer<{}>", ty(m, e.as_type())),
        Type::Ptr(None) => "ptr".to_string(),
        Type::Ptr(Some(e)) => format!("rawptr<{}>", ty(m, Elem::as_type(e))),
        Type::Pred => "pred".to_string(),
        Type::Host(h) => h.name().to_string(),
    }
}

fn function(out: &mut String, m: &Module, f: &Function) {
    doc(out, f.doc.as_deref());
    if f.is_unsafe {
        out.push_str("unsafe ");
    }
    let params: Vec<String> = f
        .params
        .iter()
        .map(|&p| format!("%{}: {}", value_name(f, p), ty(m, f.value_type(p))))
        .collect();
    let _ = write!(
        out,
        "gpu fn @{}({}) -> {}",
        f.name,
        params.join(", "),
        ty(m, f.ret)
    );
    if let Some(t) = f.target {
        let _ = write!(out, " target({})", t.name());
    }
    if let Some([x, y, z]) = f.workgroup {
        let _ = write!(out, " workgroup({x}, {y}, {z})");
    }
    if !f.requires.is_empty() {
        let _ = write!(out, " requires({})", f.requires.join(", "));
    }
    out.push_str(" {\n");
    for b in f.blocks.values() {
        block(out, m, f, b);
    }
    out.push_str("}\n");
}

fn value_name(f: &Function, v: crate::module::Value) -> &str {
    f.values.get(v).map_or("?", |d| d.name.as_str())
}

fn label(f: &Function, b: crate::module::BlockId) -> &str {
    f.blocks.get(b).map_or("?", |b| b.label.as_str())
}

fn operand(f: &Function, op: &Operand) -> String {
    match op {
        Operand::Value(v) => format!("%{}", value_name(f, *v)),
        Operand::Const(c) => constant(*c),
    }
}

fn constant(c: Const) -> String {
    format!("const.{} {}", c.ty.name(), literal_text(c))
}

fn block(out: &mut String, m: &Module, f: &Function, b: &Block) {
    let _ = writeln!(out, "{}:", b.label);
    let mut in_unsafe = false;
    for &i in &b.insts {
        let Some(inst) = f.insts.get(i) else {
            out.push_str("    ?\n");
            continue;
        };
        if inst.in_unsafe != in_unsafe {
            out.push_str(if in_unsafe {
                "    }\n"
            } else {
                "    unsafe {\n"
            });
            in_unsafe = inst.in_unsafe;
        }
        let indent = if in_unsafe { "        " } else { "    " };
        let _ = writeln!(out, "{indent}{}", instruction(m, f, inst));
    }
    if in_unsafe {
        out.push_str("    }\n");
    }
    let _ = writeln!(out, "    {}", terminator(f, &b.term));
}

fn ty_args(m: &Module, args: &[TyArg]) -> String {
    if args.is_empty() {
        return String::new();
    }
    let parts: Vec<String> = args
        .iter()
        .map(|a| match a {
            TyArg::Type(t) => ty(m, *t),
            TyArg::Count(n) => n.to_string(),
        })
        .collect();
    format!("<{}>", parts.join(", "))
}

/// ` { k=V, … }` from parallel keys and operands; ` { }` when empty.
fn keyed<'a>(f: &Function, keys: impl Iterator<Item = &'a str>, ops: &[Operand]) -> String {
    let parts: Vec<String> = keys
        .zip(ops)
        .map(|(k, o)| format!("{k}={}", operand(f, o)))
        .collect();
    if parts.is_empty() {
        " { }".to_string()
    } else {
        format!(" {{ {} }}", parts.join(", "))
    }
}

/// One instruction of `f` in canonical form (for messages); `?` for a
/// handle `f` does not hold.
pub fn inst(m: &Module, f: &Function, id: InstId) -> String {
    f.insts
        .get(id)
        .map_or("?".to_string(), |i| instruction(m, f, i))
}

/// A terminator in canonical form (for messages).
pub fn term(f: &Function, t: &Terminator) -> String {
    terminator(f, t)
}

fn instruction(m: &Module, f: &Function, inst: &Inst) -> String {
    let mut s = String::new();
    if let Some(r) = inst.result {
        let _ = write!(s, "%{}: {} = ", value_name(f, r), ty(m, f.value_type(r)));
    }
    let info = inst.op.info();
    let attr = inst.attr.as_deref().unwrap_or("?");
    match info.syntax {
        Syntax::Keyed => {
            let _ = write!(s, "{}{}", info.name, ty_args(m, &inst.ty_args));
            if !(info.keys.is_empty() && inst.operands.is_empty()) {
                s.push_str(&keyed(f, info.keys.iter().copied(), &inst.operands));
            }
        }
        Syntax::Phi => {
            let t = inst.ty_arg(0).map_or("?".to_string(), |t| ty(m, t));
            let edges: Vec<String> = inst
                .blocks
                .iter()
                .zip(&inst.operands)
                .map(|(b, o)| format!("[{}: {}]", label(f, *b), operand(f, o)))
                .collect();
            if edges.is_empty() {
                let _ = write!(s, "phi {t} {{ }}");
            } else {
                let _ = write!(s, "phi {t} {{ {} }}", edges.join(", "));
            }
        }
        Syntax::Call => {
            let _ = write!(s, "{} @{attr}", info.name);
            s.push_str(&keyed(
                f,
                inst.keys.iter().map(String::as_str),
                &inst.operands,
            ));
        }
        Syntax::New => {
            let t = inst.ty_arg(0).map_or("?".to_string(), |t| ty(m, t));
            let _ = write!(s, "new {t}");
            s.push_str(&keyed(
                f,
                inst.keys.iter().map(String::as_str),
                &inst.operands,
            ));
        }
        Syntax::GetField => {
            let obj = inst
                .operands
                .first()
                .map_or("?".to_string(), |o| operand(f, o));
            let _ = write!(s, "getfield {{ obj={obj}, field={attr} }}");
        }
        Syntax::StrAttr(key) => {
            let _ = write!(s, "{} {{ {key}={} }}", info.name, escape(attr));
        }
        Syntax::Literal => match inst.operands.first() {
            Some(o) => s.push_str(&operand(f, o)),
            None => s.push_str("const.?"),
        },
        Syntax::Host => {
            s.push_str(attr);
            if !inst.operands.is_empty() {
                s.push_str(&keyed(
                    f,
                    inst.keys.iter().map(String::as_str),
                    &inst.operands,
                ));
            }
        }
    }
    s
}

fn terminator(f: &Function, t: &Terminator) -> String {
    match t {
        Terminator::Ret(None) => "ret".to_string(),
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
                let _ = write!(s, " case {v} -> {}", label(f, *b));
            }
            let _ = write!(s, " }} else {}", label(f, *default));
            s
        }
        Terminator::Unreachable => "unreachable".to_string(),
    }
}
