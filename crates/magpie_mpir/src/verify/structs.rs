//! Structs: declarations (unique names and fields, MPS0016; value struct
//! fields are scalars or value structs and do not contain themselves,
//! MPS0022) and the ops that build and read them, `new` and `getfield`
//! (MPS0017 for an unknown or missing field).
//!
//! Heap structs and host types pass through: a kernel that uses one is the
//! target validator's business (MPG_CORE_1100, MPG_CORE_1104–1107).

use std::collections::HashMap;

use magpie_diag::{codes, Diagnostic};

use crate::module::{Inst, InstId, StructDef, StructId, StructKind};
use crate::types::Type;
use crate::{Handle, Module};

use super::fmt::TyName;
use super::layout::struct_handle;
use super::types::Expect;
use super::{graph, FnCx};
use magpie_diag::suggest::similar;

/// Checks every struct declaration of the module.
pub(super) fn check_decls(m: &Module, diags: &mut Vec<Diagnostic>) {
    let mut names: HashMap<&str, StructId> = HashMap::new();
    // Edges of the containment graph between value structs.
    let mut contains: Vec<Vec<usize>> = vec![Vec::new(); m.structs.len()];
    for (sid, s) in m.structs.iter() {
        if let Some(&first) = names.get(s.name.as_str()) {
            diags.push(
                Diagnostic::new(
                    codes::MPS0016,
                    format!("struct {} is declared more than once", s.name),
                )
                .with_primary(s.spans.name, "declared again here")
                .with_secondary(m.structs[first].spans.name, "first declared here")
                .with_help("rename one of them"),
            );
        } else {
            names.insert(&s.name, sid);
        }
        check_fields(m, s, &mut contains[sid.index()], diags);
    }
    for comp in graph::sccs(&contains) {
        if graph::is_cyclic(&comp, &contains) {
            diags.push(containment_cycle(m, &graph::cycle(&comp, &contains)));
        }
    }
}

fn check_fields(m: &Module, s: &StructDef, contains: &mut Vec<usize>, diags: &mut Vec<Diagnostic>) {
    let mut fields: HashMap<&str, usize> = HashMap::new();
    for (k, field) in s.fields.iter().enumerate() {
        let span = s.spans.field(k);
        if let Some(&first) = fields.get(field.name.as_str()) {
            diags.push(
                Diagnostic::new(
                    codes::MPS0016,
                    format!(
                        "field `{}` of {} is declared more than once",
                        field.name, s.name
                    ),
                )
                .with_primary(span, "declared again here")
                .with_secondary(s.spans.field(first), "first declared here")
                .with_help("rename or remove one of the fields"),
            );
        } else {
            fields.insert(&field.name, k);
        }
        if let Some(h) = struct_handle(field.ty).filter(|h| !m.structs.contains(*h)) {
            let msg = format!(
                "the type of field `{}` of {} refers to struct #{}, which does not exist (invalid handle)",
                field.name,
                s.name,
                h.index()
            );
            diags.push(Diagnostic::new(codes::MPS0001, msg).with_primary(span, "invalid type"));
            continue;
        }
        if field.ty == Type::Pred {
            diags.push(
                Diagnostic::new(
                    codes::MPS0019,
                    format!("field `{}` of {} is a pred", field.name, s.name),
                )
                .with_primary(span, "pred field")
                .with_help(super::types::PRED_HELP),
            );
            continue;
        }
        if s.kind == StructKind::Heap {
            continue;
        }
        let ok = match field.ty {
            Type::Scalar(_) | Type::Host(_) => true,
            Type::Struct(h) => {
                let inner = &m.structs[h];
                if inner.kind == StructKind::Value {
                    contains.push(h.index());
                }
                inner.kind == StructKind::Value
            }
            _ => false,
        };
        if !ok {
            let msg = format!(
                "field `{}` of value struct {} has type {}",
                field.name,
                s.name,
                TyName(m, field.ty)
            );
            diags.push(
                Diagnostic::new(codes::MPS0022, msg)
                    .with_primary(span, "not a scalar or a value struct")
                    .with_note("fields of a value struct are scalars or other value structs"),
            );
        }
    }
}

/// MPS0022 for value structs that contain themselves along `path`.
fn containment_cycle(m: &Module, path: &[usize]) -> Diagnostic {
    let def = |k: usize| &m.structs[Handle::from_index(k as u32)];
    let chain: Vec<&str> = path.iter().map(|&k| def(k).name.as_str()).collect();
    let msg = format!(
        "value struct {} contains itself: {}",
        chain[0],
        chain.join(" → ")
    );
    let mut d = Diagnostic::new(codes::MPS0022, msg)
        .with_help("a value struct has a fixed size: it cannot contain itself");
    for (n, w) in path.windows(2).enumerate() {
        let (outer, inner) = (def(w[0]), w[1]);
        let k = outer
            .fields
            .iter()
            .position(|f| f.ty == Type::Struct(Handle::from_index(inner as u32)))
            .unwrap_or(0);
        let span = outer.spans.field(k);
        let label = format!("{} contains {} here", outer.name, def(inner).name);
        d = if n == 0 {
            d.with_primary(span, label)
        } else {
            d.with_secondary(span, label)
        };
    }
    d
}

impl FnCx<'_> {
    /// The struct `new` builds: its type argument, the struct named in
    /// `attr`, or the declared result type, in that order.
    fn new_target(&mut self, i: InstId, inst: &Inst) -> Option<StructId> {
        if let Some(Type::Struct(h)) = inst.ty_arg(0) {
            return Some(h);
        }
        if let Some(name) = inst.attr.as_deref() {
            if let Some(&h) = self.mcx.struct_by_name.get(name) {
                return Some(h);
            }
            let mut d = Diagnostic::new(codes::MPS0017, format!("no struct named {name}"))
                .with_primary(self.sp.inst(i), "unknown struct");
            let names = self.m.structs.values().map(|s| s.name.as_str());
            if let Some(s) = similar(name, names) {
                d = d.with_help(format!("did you mean {s}?"));
            }
            self.emit(d);
            return None;
        }
        let declared = inst.result.and_then(|r| self.f.values.get(r)).map(|d| d.ty);
        if let Some(Type::Struct(h)) = declared {
            return Some(h);
        }
        self.emit(
            Diagnostic::new(codes::MPS0001, "`new` does not name a struct")
                .with_primary(self.sp.inst(i), "which struct?")
                .with_help("write `new TStruct { field=V, ... }`"),
        );
        None
    }

    /// `new S { f=V, ... }`: every field of S exactly once, with its type.
    pub(super) fn check_new(&mut self, i: InstId, inst: &Inst) -> Expect {
        let Some(h) = self.new_target(i, inst) else {
            return Expect::Unknown;
        };
        let m: &Module = self.m;
        let Some(s) = m.structs.get(h) else {
            return Expect::Unknown; // invalid handle, reported with the types
        };
        let mut given = vec![usize::MAX; s.fields.len()];
        for (k, key) in inst.keys.iter().enumerate() {
            let span = self.sp.operand(i, k);
            let Some(fk) = s.fields.iter().position(|f| f.name == *key) else {
                let mut d =
                    Diagnostic::new(codes::MPS0017, format!("{} has no field `{key}`", s.name))
                        .with_primary(span, "unknown field")
                        .with_secondary(s.spans.name, format!("{} declared here", s.name));
                if let Some(n) = similar(key, s.fields.iter().map(|f| f.name.as_str())) {
                    d = d.with_help(format!("did you mean `{n}`?"));
                }
                self.emit(d);
                continue;
            };
            if given[fk] != usize::MAX {
                self.emit(
                    Diagnostic::new(
                        codes::MPS0017,
                        format!("field `{key}` is given more than once"),
                    )
                    .with_primary(span, "given again here")
                    .with_secondary(self.sp.operand(i, given[fk]), "first given here")
                    .with_help("give each field once"),
                );
                continue;
            }
            given[fk] = k;
            let ty = s.fields[fk].ty;
            let what = format!("{} (the type of field `{key}`)", self.ty(ty));
            self.want(i, k, |t| t == ty, &what);
        }
        let missing: Vec<&str> = s
            .fields
            .iter()
            .zip(&given)
            .filter(|(_, g)| **g == usize::MAX)
            .map(|(f, _)| f.name.as_str())
            .collect();
        if !missing.is_empty() {
            let list = missing
                .iter()
                .map(|n| format!("`{n}`"))
                .collect::<Vec<_>>()
                .join(", ");
            let msg = format!(
                "`new {}` is missing field{} {list}",
                s.name,
                if missing.len() == 1 { "" } else { "s" }
            );
            self.emit(
                Diagnostic::new(codes::MPS0017, msg)
                    .with_primary(self.sp.inst(i), "missing fields")
                    .with_secondary(s.spans.name, format!("{} declared here", s.name))
                    .with_help("give every field a value"),
            );
        }
        Expect::Exactly(Type::Struct(h))
    }

    /// `getfield { obj: S, field }`: result the field's type.
    pub(super) fn check_getfield(&mut self, i: InstId, inst: &Inst) -> Option<Type> {
        let ty = self.want(i, 0, |t| matches!(t, Type::Struct(_)), "a struct")?;
        let Type::Struct(h) = ty else { return None };
        let m: &Module = self.m;
        let s = m.structs.get(h)?;
        let Some(name) = inst.attr.as_deref() else {
            self.emit(
                Diagnostic::new(codes::MPS0001, "`getfield` does not name a field")
                    .with_primary(self.sp.inst(i), "which field?")
                    .with_help("write `getfield { obj=%s, field=name }`"),
            );
            return None;
        };
        if let Some(f) = s.fields.iter().find(|f| f.name == name) {
            return Some(f.ty);
        }
        let mut d = Diagnostic::new(codes::MPS0017, format!("{} has no field `{name}`", s.name))
            .with_primary(self.sp.inst(i), "unknown field")
            .with_secondary(s.spans.name, format!("{} declared here", s.name));
        if let Some(n) = similar(name, s.fields.iter().map(|f| f.name.as_str())) {
            d = d.with_help(format!("did you mean `{n}`?"));
        }
        self.emit(d);
        None
    }
}
