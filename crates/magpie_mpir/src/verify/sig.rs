//! A function's declaration: at least one block (MPS0020), a kernel's
//! parameters are buffers, scalars, structs (or host types, left to the
//! target validator) (MPS0023), `requires(...)` only on an
//! `unsafe gpu fn` (MPS0025) and always on one, with at least one
//! capability (MPS0026, spec §5.2 rule 1). Parameter names are checked with the other
//! definitions ([`super::layout`]), pred rules in [`super::preds`].

use magpie_diag::{codes, Diagnostic};

use crate::types::Type;

use super::FnCx;

impl FnCx<'_> {
    pub(super) fn check_signature(&mut self) {
        let f = self.f;
        if f.blocks.is_empty() {
            let msg = format!("{} has no blocks", self.fname());
            self.emit(
                Diagnostic::new(codes::MPS0020, msg)
                    .with_primary(self.sp.name, "empty body")
                    .with_help("give it an entry block, e.g. `bb0: ret`"),
            );
        }
        for &p in &f.params {
            let Some(d) = f.values.get(p) else { continue };
            let bad = match d.ty {
                Type::Unit => "unit",
                Type::Ptr(_) if f.is_kernel() => "a pointer",
                Type::Pred if f.is_kernel() => "a pred",
                _ => continue,
            };
            let msg = format!(
                "parameter {} of {} is {bad} ({})",
                self.val(p),
                if f.is_kernel() { "kernel" } else { "function" },
                self.ty(d.ty)
            );
            let help = match d.ty {
                Type::Ptr(Some(e)) => format!(
                    "pass a buffer: `{}: gpu.TBuffer<{}>`",
                    self.val(p),
                    self.elem(e)
                ),
                Type::Ptr(None) => format!("pass a buffer: `{}: gpu.TBuffer<T>`", self.val(p)),
                Type::Pred => {
                    "query the target inside the kernel with `gpu.target.is/has`".to_string()
                }
                _ => "remove the parameter".to_string(),
            };
            let mut d = Diagnostic::new(codes::MPS0023, msg)
                .with_primary(self.sp.value(p), format!("{bad} parameter"))
                .with_help(help);
            if f.is_kernel() {
                d = d.with_note("kernel parameters are buffers, scalars or value structs");
            }
            self.emit(d);
        }
        self.check_pred_signature();
        if !f.is_unsafe && !f.requires.is_empty() {
            let last = f.requires.len() - 1;
            let span = self.sp.require(0).to(self.sp.require(last));
            let msg = format!(
                "`requires(...)` is only allowed on an `unsafe gpu fn`, and {} is safe",
                self.fname()
            );
            self.emit(
                Diagnostic::new(codes::MPS0025, msg)
                    .with_primary(span, "requires on a safe gpu fn")
                    .with_help(format!(
                        "declare `unsafe gpu fn {}`, or remove `requires(...)` (a portable kernel may test a capability with `gpu.target.has`)",
                        self.fname()
                    )),
            );
        }
        if f.is_unsafe && f.requires.is_empty() {
            let msg = format!(
                "{} is an `unsafe gpu fn` without `requires(...)`",
                self.fname()
            );
            self.emit(
                Diagnostic::new(codes::MPS0026, msg)
                    .with_primary(self.sp.decl, "unsafe gpu fn declared without capabilities")
                    .with_note("an `unsafe gpu fn` must list the non-portable capabilities it uses (§5.2, rule 1)")
                    .with_help(format!(
                        "add the capabilities after the other clauses, e.g. `unsafe gpu fn {}(...) -> unit target(ptx) requires(subgroups) {{`; \
                         if it needs none, make it a safe `gpu fn` and wrap pointer code in `unsafe {{ ... }}`",
                        self.fname()
                    )),
            );
        }
    }
}
