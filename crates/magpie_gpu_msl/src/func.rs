//! One function instance as MSL: its variables, the statement tree
//! ([`magpie_gpu::structurize`]) as `if`/`switch`/`while (true)` (the walk
//! and its break/continue flags: [`magpie_gpu::text_backend::walk`]), and
//! for the kernel's body the parameters read from the parameter block.
//!
//! Invariant: a variable is declared only for a value something reads,
//! initialised at its declaration; an unread result of an op with effects
//! (an atomic, a call) is computed as a statement, and an unread pure one
//! not at all. So the text has no unused or set-but-unused variable
//! (`-Wall -Werror` in the C++ model, `-Wunused` in Metal's compiler).

use std::collections::HashSet;
use std::fmt::Write as _;

use magpie_gpu::structurize::{structurize, Node, Src};
use magpie_gpu::text_backend::walk::{self, value_name, Lines, SwitchForm, TreeSyntax};
use magpie_mpir::{Const, Function, InstId, Operand, Scalar, Type, Value};

use crate::names;
use crate::text::{pointer_params, Instance, ModuleCx};
use crate::{Error, Result};

pub(crate) struct Walker<'c, 'a> {
    pub cx: &'c mut ModuleCx<'a>,
    pub inst: Instance,
    pub func: &'a Function,
    lines: Lines,
    /// Values something reads (module docs).
    pub read: HashSet<Value>,
}

impl<'c, 'a> Walker<'c, 'a> {
    /// `result = e;`, or, for a result nothing reads, `e;` when the op has
    /// effects and nothing otherwise (module docs).
    pub fn set(&mut self, result: Option<Value>, e: &str, effects: bool) -> Result<()> {
        match result {
            Some(r) if self.read.contains(&r) => {
                let line = format!("{} = {e};", value_name(r));
                self.line(&line);
            }
            _ if effects => self.line(&format!("{e};")),
            _ => {}
        }
        Ok(())
    }
}

impl TreeSyntax for Walker<'_, '_> {
    type Error = Error;
    const LOOP_OPEN: &'static str = "while (true) {";

    fn lines(&mut self) -> &mut Lines {
        &mut self.lines
    }

    fn func(&self) -> &Function {
        self.func
    }

    fn internal(msg: &str) -> Error {
        Error::internal(msg)
    }

    fn inst(&mut self, id: InstId) -> Result<()> {
        crate::ops::emit_inst(self, id)
    }

    fn literal(&self, c: Const) -> Result<String> {
        names::literal(c)
    }

    fn value_ty(&self, t: Type) -> Result<String> {
        names::value_ty(t)
    }

    /// A C++ `switch` on any integer type; every arm ends with `break`.
    fn switch_form(&self, s: Scalar) -> Result<SwitchForm> {
        if s.is_int() {
            Ok(SwitchForm::CasesWithBreak)
        } else {
            Err(Error::internal(
                "a switch on a value that is not an integer",
            ))
        }
    }

    /// Only phis something reads are declared (module docs).
    fn assigns_phi(&self, v: Value) -> bool {
        self.read.contains(&v)
    }
}

/// The values `nodes` and the function's instructions read, into `out`.
fn collect_reads(func: &Function, nodes: &[Node], out: &mut HashSet<Value>) {
    let op = |o: &Operand, out: &mut HashSet<Value>| {
        if let Operand::Value(v) = o {
            out.insert(*v);
        }
    };
    for n in nodes {
        match n {
            Node::Block(b) => {
                for &id in &func.blocks[*b].insts {
                    let ins = &func.insts[id];
                    if ins.op == magpie_mpir::Opcode::Phi {
                        continue;
                    }
                    for o in &ins.operands {
                        op(o, out);
                    }
                }
            }
            Node::If {
                cond,
                then_branch,
                else_branch,
            } => {
                op(cond, out);
                collect_reads(func, then_branch, out);
                collect_reads(func, else_branch, out);
            }
            Node::Switch {
                value,
                cases,
                default,
            } => {
                op(value, out);
                for (_, arm) in cases {
                    collect_reads(func, arm, out);
                }
                collect_reads(func, default, out);
            }
            Node::Loop { body } => collect_reads(func, body, out),
            Node::Return(Some(v)) => op(v, out),
            Node::Assign {
                value: Src::Operand(o),
                ..
            } => op(o, out),
            _ => {}
        }
    }
}

/// Prints instance `index`; `entry`: it is the kernel's body. Returns its
/// prototype (declared before every body, so the order of bodies does not
/// matter) and its definition.
pub(crate) fn emit_instance(
    cx: &mut ModuleCx<'_>,
    index: usize,
    entry: bool,
) -> Result<(String, String)> {
    let inst = cx.arrays.instances[index].clone();
    let module = cx.module;
    let func = &module.functions[inst.func];
    let finfo = cx.info.function(inst.func);
    let tree = structurize(func, finfo).map_err(|e| {
        Error::with_code(
            magpie_diag::codes::MPG_MSL_1001,
            format!("`@{}` has control flow MSL cannot express: {e}", func.name),
        )
    })?;
    let mut read = HashSet::new();
    collect_reads(func, &tree, &mut read);
    let mut w = Walker {
        cx,
        inst: inst.clone(),
        func,
        lines: Lines::default(),
        read,
    };
    let temps = walk::temp_types(func, &tree, &names::value_ty)?;
    let ptrs = pointer_params(func);
    if entry {
        prologue(&mut w)?;
    }
    walk::write_body(&mut w, &tree)?;
    let body = w.lines.take();
    let mut decls = String::new();
    for (_, ins) in func.insts.iter() {
        let Some(r) = ins.result else { continue };
        let ty = func.value_type(r);
        if matches!(ty, Type::Ptr(_) | Type::Buffer(_) | Type::Unit) || !w.read.contains(&r) {
            continue;
        }
        let t = names::value_ty(ty)?;
        let _ = writeln!(decls, "  {t} {} = {t}();", value_name(r));
    }
    if entry {
        for &p in &func.params {
            let ty = func.value_type(p);
            if ptrs.contains(&p) || !w.read.contains(&p) {
                continue;
            }
            let t = names::value_ty(ty)?;
            let _ = writeln!(decls, "  {t} {} = {t}();", value_name(p));
        }
    }
    for (t, ty) in &temps {
        let _ = writeln!(decls, "  {ty} {} = {ty}();", walk::temp_name(*t));
    }
    for f in w.lines.flag_names() {
        let _ = writeln!(decls, "  bool {f} = false;");
    }
    for (name, ty) in w.lines.scratch() {
        let _ = writeln!(decls, "  {ty} {name} = {ty}();");
    }
    let mut ps = vec!["thread MpCtx& mp".to_string()];
    if !entry {
        for &p in &func.params {
            if ptrs.contains(&p) {
                continue;
            }
            ps.push(format!(
                "{} {}",
                names::value_ty(func.value_type(p))?,
                value_name(p)
            ));
        }
    }
    let ret = match func.ret {
        Type::Unit => "void".to_string(),
        t => names::value_ty(t)?,
    };
    let signature = format!("{ret} fn_{index}({})", ps.join(", "));
    let mut out = String::new();
    let _ = writeln!(out, "// @{}", func.name);
    let _ = writeln!(out, "{signature} {{");
    out.push_str(&decls);
    out.push_str(&body);
    out.push_str("}\n");
    Ok((format!("{signature};\n"), out))
}

/// The kernel's value parameters from the parameter block.
fn prologue(w: &mut Walker<'_, '_>) -> Result<()> {
    let func = w.func;
    for (k, &p) in func.params.iter().enumerate() {
        let ty = func.value_type(p);
        if !matches!(ty, Type::Scalar(_) | Type::Struct(_)) || !w.read.contains(&p) {
            continue;
        }
        let member = format!("mp.params->u{k}");
        let e = if ty == Type::Scalar(Scalar::Bool) {
            format!("({member} != 0u)")
        } else {
            member
        };
        w.line(&format!("{} = {e};", value_name(p)));
    }
    Ok(())
}
