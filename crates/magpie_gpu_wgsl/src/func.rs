//! One function instance as WGSL: its variables, the statement tree
//! ([`magpie_gpu::structurize`]) as `if`/`switch`/`loop` (the walk and its
//! break/continue flags: [`magpie_gpu::text_backend::walk`]), and for the
//! kernel the entry point's prologue (builtins, parameters from the
//! uniform block).
//!
//! WGSL switches on `i32` and `u32` only: a switch on a 64-bit integer is
//! an `if`/`else if` chain.

use std::fmt::Write as _;

use magpie_gpu::structurize::structurize;
use magpie_gpu::text_backend::walk::{self, value_name, Lines, SwitchForm, TreeSyntax};
use magpie_gpu::wgsl_layout::{WgslLayout, WgslSlot};
use magpie_mpir::{Const, Function, InstId, Scalar, Type, Value};

use crate::names;
use crate::text::{pointer_params, Instance, ModuleCx};
use crate::{Error, Result};

/// Stands for the entry point's name until the module is assembled.
pub(crate) const ENTRY_PLACEHOLDER: &str = "@@MAGPIE_ENTRY@@";

/// One instance being printed; the statements go through [`TreeSyntax`].
pub(crate) struct Walker<'c, 'a> {
    pub cx: &'c mut ModuleCx<'a>,
    pub inst: Instance,
    pub func: &'a Function,
    lines: Lines,
}

impl TreeSyntax for Walker<'_, '_> {
    type Error = Error;
    const LOOP_OPEN: &'static str = "loop {";

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

    fn switch_form(&self, s: Scalar) -> Result<SwitchForm> {
        Ok(match s {
            Scalar::I8 | Scalar::I16 | Scalar::I32 | Scalar::U8 | Scalar::U16 | Scalar::U32 => {
                SwitchForm::Cases
            }
            _ => SwitchForm::IfChain,
        })
    }
}

/// Prints instance `index`; `entry`: it is the kernel's entry point.
pub(crate) fn emit_instance(
    cx: &mut ModuleCx<'_>,
    index: usize,
    entry: bool,
    layout: &WgslLayout,
) -> Result<String> {
    let inst = cx.arrays.instances[index].clone();
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
        lines: Lines::default(),
    };
    let temps = walk::temp_types(func, &tree, &names::value_ty)?;
    if entry {
        prologue(&mut w, layout)?;
    }
    walk::write_body(&mut w, &tree)?;
    let body = w.lines.take();
    // Declarations.
    let mut decls = String::new();
    let params: Vec<Value> = if entry {
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
        let _ = writeln!(decls, "  var {}: {};", value_name(r), names::value_ty(ty)?);
    }
    for (t, ty) in &temps {
        let _ = writeln!(decls, "  var {}: {ty};", walk::temp_name(*t));
    }
    for f in w.lines.flag_names() {
        let _ = writeln!(decls, "  var {f}: bool = false;");
    }
    for (name, ty) in w.lines.scratch() {
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
            ps.push(format!("{}: {}", value_name(p), names::value_ty(ty)?));
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
        let name = value_name(p);
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
