//! One function instance as WGSL: its variables, the statement tree
//! ([`magpie_gpu::structurize`]) as `if`/`switch`/`loop`, and for the
//! kernel the entry point's prologue (builtins, parameters from the
//! uniform block).
//!
//! `break` in WGSL leaves the innermost loop *or switch*, and `continue`
//! the innermost loop; the tree's `break`/`continue` of depth `d` name the
//! `d`-th enclosing loop. Where a construct stands between the statement
//! and its loop, a flag (`mp_brk{L}`, `mp_cont{L}`) is set and the
//! inner constructs are left one by one: after each closes, a check
//! leaves (or continues) the next one out. A break flag is cleared when
//! its loop has closed, a continue flag when its loop continues.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use magpie_gpu::structurize::{structurize, Node, Src, Var};
use magpie_gpu::wgsl_layout::{WgslLayout, WgslSlot};
use magpie_mpir::{Function, Operand, Scalar, Type};

use crate::names;
use crate::text::{pointer_params, Instance, ModuleCx};
use crate::{Error, Result};

/// Stands for the entry point's name until the module is assembled.
pub(crate) const ENTRY_PLACEHOLDER: &str = "@@MAGPIE_ENTRY@@";

/// An open construct: a loop (with its number) or a switch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Construct {
    Loop(u32),
    Switch,
}

/// A pending flag: leave (`Brk`) or continue (`Cont`) loop `L`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Flag {
    Brk(u32),
    Cont(u32),
}

impl Flag {
    fn var(self) -> String {
        match self {
            Flag::Brk(l) => format!("mp_brk{l}"),
            Flag::Cont(l) => format!("mp_cont{l}"),
        }
    }
    fn target(self) -> u32 {
        match self {
            Flag::Brk(l) | Flag::Cont(l) => l,
        }
    }
}

pub(crate) struct Walker<'c, 'a> {
    pub cx: &'c mut ModuleCx<'a>,
    pub inst: Instance,
    pub func: &'a Function,
    pub out: String,
    indent: usize,
    /// Open constructs, outermost first, each with the flags set inside it
    /// that target something outside it.
    constructs: Vec<(Construct, BTreeSet<Flag>)>,
    next_loop: u32,
    flags: BTreeSet<Flag>,
    temps: BTreeMap<u32, String>,
    /// Extra function-scope variables the ops asked for (name, type).
    pub scratch: Vec<(String, String)>,
}

impl<'c, 'a> Walker<'c, 'a> {
    /// Appends one line at the current indentation.
    pub fn line(&mut self, text: &str) {
        for _ in 0..self.indent + 1 {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// A fresh function-scope variable of WGSL type `ty`.
    pub fn scratch_var(&mut self, ty: &str) -> String {
        let name = format!("mp_x{}", self.scratch.len());
        self.scratch.push((name.clone(), ty.to_string()));
        name
    }

    /// The name of value `v`'s variable (parameters and phis included).
    pub fn value_name(v: magpie_mpir::Value) -> String {
        format!("v{}", v.index())
    }

    /// `op` as an expression of its holding type.
    pub fn operand(&self, op: &Operand) -> Result<String> {
        match op {
            Operand::Value(v) => Ok(Self::value_name(*v)),
            Operand::Const(c) => names::literal(*c),
        }
    }

    pub fn operand_scalar(&self, op: &Operand) -> Result<Scalar> {
        self.func
            .operand_type(op)
            .scalar()
            .ok_or_else(|| Error::internal("a scalar operand expected"))
    }

    fn nodes(&mut self, nodes: &[Node]) -> Result<()> {
        for n in nodes {
            self.node(n)?;
        }
        Ok(())
    }

    fn node(&mut self, n: &Node) -> Result<()> {
        match n {
            Node::Block(b) => {
                for &id in &self.func.blocks[*b].insts {
                    crate::ops::emit_inst(self, id)?;
                }
                Ok(())
            }
            Node::If {
                cond,
                then_branch,
                else_branch,
            } => {
                let c = self.operand(cond)?;
                self.line(&format!("if ({c}) {{"));
                self.indent += 1;
                self.nodes(then_branch)?;
                self.indent -= 1;
                if !else_branch.is_empty() {
                    self.line("} else {");
                    self.indent += 1;
                    self.nodes(else_branch)?;
                    self.indent -= 1;
                }
                self.line("}");
                Ok(())
            }
            Node::Switch {
                value,
                cases,
                default,
            } => self.switch(value, cases, default),
            Node::Loop { body } => {
                let l = self.next_loop;
                self.next_loop += 1;
                self.line("loop {");
                self.indent += 1;
                self.constructs.push((Construct::Loop(l), BTreeSet::new()));
                self.nodes(body)?;
                self.close()?;
                Ok(())
            }
            Node::Break { depth } => self.jump(*depth, false),
            Node::Continue { depth } => self.jump(*depth, true),
            Node::Return(v) => {
                match v {
                    Some(v) => {
                        let e = self.operand(v)?;
                        self.line(&format!("return {e};"));
                    }
                    None => self.line("return;"),
                }
                Ok(())
            }
            Node::Unreachable => {
                let r = self.unreachable_return()?;
                self.line(&r);
                Ok(())
            }
            Node::Assign { var, value } => {
                let lhs = match var {
                    Var::Phi(p) => Self::value_name(p.0),
                    Var::Temp(t) => format!("mp_t{t}"),
                };
                let rhs = match value {
                    Src::Operand(o) => self.operand(o)?,
                    Src::Temp(t) => format!("mp_t{t}"),
                };
                self.line(&format!("{lhs} = {rhs};"));
                Ok(())
            }
        }
    }

    fn unreachable_return(&self) -> Result<String> {
        Ok(match self.func.ret {
            Type::Unit => "return;".to_string(),
            t => format!("return {}();", names::value_ty(t)?),
        })
    }

    /// Closes the innermost construct and emits the checks of the flags
    /// set inside it.
    fn close(&mut self) -> Result<()> {
        let (c, pending) = self
            .constructs
            .pop()
            .ok_or_else(|| Error::internal("closing a construct that is not open"))?;
        self.indent -= 1;
        self.line("}");
        if let Construct::Loop(l) = c {
            if self.flags.contains(&Flag::Brk(l)) {
                self.line(&format!("mp_brk{l} = false;"));
            }
        }
        for f in pending {
            // The innermost loop around the check, and the construct.
            let inner_loop = self.constructs.iter().rev().find_map(|(c, _)| match c {
                Construct::Loop(l) => Some(*l),
                Construct::Switch => None,
            });
            let parent = self.constructs.last().map(|(c, _)| *c);
            let var = f.var();
            match f {
                Flag::Cont(l) if inner_loop == Some(l) => {
                    self.line(&format!("if ({var}) {{ {var} = false; continue; }}"));
                }
                _ => {
                    self.line(&format!("if ({var}) {{ break; }}"));
                    if parent != Some(Construct::Loop(f.target())) {
                        if let Some((_, p)) = self.constructs.last_mut() {
                            p.insert(f);
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// `break` (or `continue`) the `depth`-th enclosing loop.
    fn jump(&mut self, depth: u32, cont: bool) -> Result<()> {
        let loops: Vec<u32> = self
            .constructs
            .iter()
            .rev()
            .filter_map(|(c, _)| match c {
                Construct::Loop(l) => Some(*l),
                Construct::Switch => None,
            })
            .collect();
        let target = *loops
            .get(depth as usize)
            .ok_or_else(|| Error::internal("a break or continue outside its loop"))?;
        let innermost = self.constructs.last().map(|(c, _)| *c);
        if cont && depth == 0 {
            self.line("continue;");
            return Ok(());
        }
        if !cont && innermost == Some(Construct::Loop(target)) {
            self.line("break;");
            return Ok(());
        }
        let f = if cont {
            Flag::Cont(target)
        } else {
            Flag::Brk(target)
        };
        self.flags.insert(f);
        let var = f.var();
        self.line(&format!("{var} = true;"));
        self.line("break;");
        if let Some((_, p)) = self.constructs.last_mut() {
            p.insert(f);
        }
        Ok(())
    }

    fn switch(
        &mut self,
        value: &Operand,
        cases: &[(Vec<i128>, Vec<Node>)],
        default: &[Node],
    ) -> Result<()> {
        let s = self.operand_scalar(value)?;
        let v = self.operand(value)?;
        match s {
            Scalar::I8 | Scalar::I16 | Scalar::I32 | Scalar::U8 | Scalar::U16 | Scalar::U32 => {
                self.line(&format!("switch ({v}) {{"));
                self.indent += 1;
                self.constructs.push((Construct::Switch, BTreeSet::new()));
                for (vals, arm) in cases {
                    let lits: Result<Vec<String>> = vals
                        .iter()
                        .map(|x| names::literal(magpie_mpir::Const::int(s, *x)))
                        .collect();
                    self.line(&format!("case {}: {{", lits?.join(", ")));
                    self.indent += 1;
                    self.nodes(arm)?;
                    self.indent -= 1;
                    self.line("}");
                }
                self.line("default: {");
                self.indent += 1;
                self.nodes(default)?;
                self.indent -= 1;
                self.line("}");
                self.close()
            }
            // WGSL switches on i32 and u32 only: an if-else chain.
            _ => {
                let mut first = true;
                for (vals, arm) in cases {
                    let tests: Result<Vec<String>> = vals
                        .iter()
                        .map(|x| {
                            let lit = names::literal(magpie_mpir::Const::int(s, *x))?;
                            Ok(format!("{v} == {lit}"))
                        })
                        .collect();
                    let kw = if first { "if" } else { "} else if" };
                    first = false;
                    self.line(&format!("{kw} ({}) {{", tests?.join(" || ")));
                    self.indent += 1;
                    self.nodes(arm)?;
                    self.indent -= 1;
                }
                if first {
                    self.nodes(default)?;
                } else {
                    self.line("} else {");
                    self.indent += 1;
                    self.nodes(default)?;
                    self.indent -= 1;
                    self.line("}");
                }
                Ok(())
            }
        }
    }
}

/// Prints instance `index`; `entry`: it is the kernel's entry point.
pub(crate) fn emit_instance(
    cx: &mut ModuleCx<'_>,
    index: usize,
    entry: bool,
    layout: &WgslLayout,
) -> Result<String> {
    let inst = cx.instances[index].clone();
    let module = cx.module;
    let func = &module.functions[inst.func];
    let finfo = cx.info.function(inst.func);
    let tree = structurize(func, finfo).map_err(|e| {
        Error::with_code(
            magpie_diag::codes::MPG_WGSL_1001,
            format!("`@{}` has control flow WGSL cannot express: {e}", func.name),
        )
    })?;
    let mut w = Walker {
        cx,
        inst: inst.clone(),
        func,
        out: String::new(),
        indent: 0,
        constructs: Vec::new(),
        next_loop: 0,
        flags: BTreeSet::new(),
        temps: BTreeMap::new(),
        scratch: Vec::new(),
    };
    collect_temps(func, &tree, &mut w.temps)?;
    if entry {
        prologue(&mut w, layout)?;
    }
    w.nodes(&tree)?;
    if func.ret != Type::Unit {
        let r = w.unreachable_return()?;
        w.line(&r);
    }
    let body = std::mem::take(&mut w.out);
    // Declarations.
    let mut decls = String::new();
    let params: Vec<magpie_mpir::Value> = if entry {
        Vec::new()
    } else {
        func.params.clone()
    };
    let ptrs = pointer_params(func);
    for (_, ins) in func.insts.iter() {
        let Some(r) = ins.result else { continue };
        let ty = func.value_type(r);
        if matches!(ty, Type::Ptr(_) | Type::Pred | Type::Unit) {
            continue;
        }
        w.cx.need_type(ty)?;
        let _ = writeln!(
            decls,
            "  var {}: {};",
            Walker::value_name(r),
            names::value_ty(ty)?
        );
    }
    for (t, ty) in &w.temps {
        let _ = writeln!(decls, "  var mp_t{t}: {ty};");
    }
    for f in &w.flags {
        let _ = writeln!(decls, "  var {}: bool = false;", f.var());
    }
    for (name, ty) in &w.scratch {
        let _ = writeln!(decls, "  var {name}: {ty};");
    }
    let mut out = String::new();
    if entry {
        let _ = writeln!(out, "fn {}() {{", crate::entry::KERNEL_BODY);
    } else {
        let mut ps = Vec::new();
        for &p in &params {
            if ptrs.contains(&p) {
                continue;
            }
            let ty = func.value_type(p);
            w.cx.need_type(ty)?;
            ps.push(format!(
                "{}: {}",
                Walker::value_name(p),
                names::value_ty(ty)?
            ));
        }
        let ret = match func.ret {
            Type::Unit => String::new(),
            t => {
                w.cx.need_type(t)?;
                format!(" -> {}", names::value_ty(t)?)
            }
        };
        let _ = writeln!(out, "fn fn_{index}({}){ret} {{", ps.join(", "));
    }
    out.push_str(&decls);
    out.push_str(&body);
    out.push_str("}\n");
    if entry {
        out.push_str(&crate::entry::entry_point(w.cx));
    }
    Ok(out)
}

/// The types of the phi-swap temporaries, into `out`.
fn collect_temps(func: &Function, nodes: &[Node], out: &mut BTreeMap<u32, String>) -> Result<()> {
    for n in nodes {
        match n {
            Node::Assign {
                var: Var::Temp(t),
                value: Src::Operand(o),
            } => {
                out.insert(*t, names::value_ty(func.operand_type(o))?);
            }
            Node::If {
                then_branch,
                else_branch,
                ..
            } => {
                collect_temps(func, then_branch, out)?;
                collect_temps(func, else_branch, out)?;
            }
            Node::Switch { cases, default, .. } => {
                for (_, arm) in cases {
                    collect_temps(func, arm, out)?;
                }
                collect_temps(func, default, out)?;
            }
            Node::Loop { body } => collect_temps(func, body, out)?,
            _ => {}
        }
    }
    Ok(())
}

/// The kernel's parameters from the uniform block, as `let`s.
fn prologue(w: &mut Walker<'_, '_>, layout: &WgslLayout) -> Result<()> {
    let func = w.func;
    if layout.leaves().any(|l| l.ty == Scalar::F16) {
        crate::names::f16_helpers(w.cx);
    }
    let mut leaf_index = 0usize;
    for (k, &p) in func.params.iter().enumerate() {
        let Some(WgslSlot::Uniform { leaves }) = layout.params.get(k) else {
            continue;
        };
        let ty = func.value_type(p);
        w.cx.need_type(ty)?;
        let mut next = 0usize;
        let expr = uniform_value(w, ty, &mut next, leaf_index)?;
        leaf_index += leaves.len();
        let name = Walker::value_name(p);
        w.line(&format!("let {name} = {expr};"));
    }
    Ok(())
}

/// The value of type `ty` made of the parameter's leaves from `next` on
/// (depth first, as the layout lists them); `base` is the parameter's
/// first leaf's member number.
fn uniform_value(w: &Walker<'_, '_>, ty: Type, next: &mut usize, base: usize) -> Result<String> {
    match ty {
        Type::Scalar(s) => {
            let member = format!("params.u{}", base + *next);
            *next += 1;
            Ok(match s {
                Scalar::Bool => format!("({member} != 0u)"),
                Scalar::F16 => format!("mp_f16_from_bits({member})"),
                _ => member,
            })
        }
        Type::Struct(id) => {
            let def =
                w.cx.module
                    .structs
                    .get(id)
                    .ok_or_else(|| Error::internal("a struct parameter of no struct"))?;
            let mut parts = Vec::new();
            for f in &def.fields {
                parts.push(uniform_value(w, f.ty, next, base)?);
            }
            Ok(format!(
                "{}({})",
                names::struct_name(id.index()),
                parts.join(", ")
            ))
        }
        _ => Err(Error::internal("a uniform parameter that is not a value")),
    }
}
