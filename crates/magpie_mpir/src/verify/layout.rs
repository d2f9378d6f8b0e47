//! Where everything is: every handle a function holds is checked here, once
//! (MPS0001 for one out of range), each instruction is placed in the one
//! block that lists it, and each value gets its one definition (MPS0003,
//! MPS0016 for parameters). Block labels are unique (MPS0008).

use std::collections::HashMap;

use magpie_diag::{codes, Diagnostic, Span};

use crate::module::{BlockId, Function, InstId, TyArg, Value};
use crate::types::{Elem, Type};
use crate::Handle;

use super::FnCx;

/// Marks an instruction that no block lists.
pub(super) const NO_BLOCK: BlockId = Handle::from_index(u32::MAX);

/// How a value is defined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Def {
    /// Nothing defines it: a use is MPS0002.
    Undefined,
    Param,
    /// The result of a placed instruction.
    Inst(InstId),
    /// Defined by an instruction no block lists (already reported): uses are
    /// not checked.
    Unplaced,
}

impl<'a> FnCx<'a> {
    /// Places each instruction in the first block that lists it.
    pub(super) fn place_insts(&mut self) {
        let f: &Function = self.f;
        let mut labels: HashMap<&str, BlockId> = HashMap::new();
        for (b, block) in f.blocks.iter() {
            if let Some(&first) = labels.get(block.label.as_str()) {
                self.emit(
                    Diagnostic::new(
                        codes::MPS0008,
                        format!("block label {} is defined more than once", block.label),
                    )
                    .with_primary(self.sp.block(b), "defined again here")
                    .with_secondary(self.sp.block(first), "first defined here")
                    .with_help("rename one of the blocks"),
                );
            } else {
                labels.insert(&block.label, b);
            }
            for (k, &i) in block.insts.iter().enumerate() {
                if !f.insts.contains(i) {
                    let msg = format!(
                        "block {} lists instruction #{}, which does not exist (invalid handle)",
                        self.blk(b),
                        i.index()
                    );
                    self.emit(
                        Diagnostic::new(codes::MPS0001, msg)
                            .with_primary(self.sp.block(b), "in this block"),
                    );
                    continue;
                }
                let holder = self.info.inst_block[i.index()];
                if holder != NO_BLOCK {
                    let msg = format!(
                        "instruction #{} (`{}`) is listed twice, in {} and in {}",
                        i.index(),
                        Self::op_name(&f.insts[i]),
                        self.blk(holder),
                        self.blk(b)
                    );
                    self.emit(
                        Diagnostic::new(codes::MPS0001, msg)
                            .with_primary(self.sp.inst(i), "listed twice"),
                    );
                    continue;
                }
                self.info.inst_block[i.index()] = b;
                self.pos[i.index()] = k as u32;
            }
        }
        if f.blocks.is_empty() {
            return;
        }
        for (i, inst) in f.insts.iter() {
            if self.info.inst_block[i.index()] == NO_BLOCK {
                let msg = format!(
                    "instruction #{} (`{}`) is not in any block",
                    i.index(),
                    Self::op_name(inst)
                );
                self.emit(
                    Diagnostic::new(codes::MPS0001, msg)
                        .with_primary(self.sp.inst(i), "not in any block"),
                );
            }
        }
    }

    /// Gives each value its definition: parameters, then placed instructions
    /// in block order. Checks the struct handles of every type in the function.
    pub(super) fn define_values(&mut self) {
        let f: &'a Function = self.f;
        let mut names: HashMap<&'a str, Value> = HashMap::new();
        for (k, &p) in f.params.iter().enumerate() {
            if !f.values.contains(p) {
                let msg = format!(
                    "parameter {} of {} refers to value #{}, which does not exist (invalid handle)",
                    k + 1,
                    self.fname(),
                    p.index()
                );
                self.emit(Diagnostic::new(codes::MPS0001, msg).with_primary(self.sp.decl, "here"));
                continue;
            }
            if self.def[p.index()] != Def::Undefined {
                let msg = format!("parameter {} is listed twice", self.val(p));
                self.emit(
                    Diagnostic::new(codes::MPS0016, msg)
                        .with_primary(self.sp.value(p), "listed twice")
                        .with_help("give each parameter its own name"),
                );
                continue;
            }
            self.def[p.index()] = Def::Param;
            if let Some(&first) = names.get(f.values[p].name.as_str()) {
                let msg = format!("parameter {} is declared more than once", self.val(p));
                self.emit(
                    Diagnostic::new(codes::MPS0016, msg)
                        .with_primary(self.sp.value(p), "declared again here")
                        .with_secondary(self.sp.value(first), "first declared here")
                        .with_help("give each parameter its own name"),
                );
            } else {
                names.insert(&f.values[p].name, p);
            }
            self.check_type_handles(f.values[p].ty, self.sp.value(p), |cx| {
                format!("the type of parameter {}", cx.val(p))
            });
        }
        self.check_type_handles(f.ret, self.sp.ret, |_| "the return type".to_string());

        for (b, block) in f.blocks.iter() {
            for (k, &i) in block.insts.iter().enumerate() {
                if self.is_placed(b, k, i) {
                    self.define_result(b, i, &mut names);
                }
            }
        }
        // Results of unplaced instructions: known, but not checked further.
        for (_, inst) in f.insts.iter() {
            if let Some(r) = inst.result {
                if let Some(d @ Def::Undefined) = self.def.get_mut(r.index()) {
                    *d = Def::Unplaced;
                }
            }
        }
    }

    /// MPS0001 when `ty` names a struct that does not exist; `what` says
    /// whose type it is (built only then).
    pub(super) fn check_type_handles(
        &mut self,
        ty: Type,
        span: Span,
        what: impl FnOnce(&Self) -> String,
    ) {
        if let Some(h) = struct_handle(ty) {
            if !self.m.structs.contains(h) {
                let msg = format!(
                    "{} refers to struct #{}, which does not exist (invalid handle)",
                    what(self),
                    h.index()
                );
                self.emit(Diagnostic::new(codes::MPS0001, msg).with_primary(span, "invalid type"));
            }
        }
    }
}

/// The struct a type names, if any.
pub(super) fn struct_handle(ty: Type) -> Option<crate::module::StructId> {
    match ty {
        Type::Struct(h) | Type::Buffer(Elem::Struct(h)) | Type::Ptr(Some(Elem::Struct(h))) => {
            Some(h)
        }
        _ => None,
    }
}

impl<'a> FnCx<'a> {
    fn define_result(&mut self, b: BlockId, i: InstId, names: &mut HashMap<&'a str, Value>) {
        let f: &'a Function = self.f;
        let inst = &f.insts[i];
        for (k, arg) in inst.ty_args.iter().enumerate() {
            if let TyArg::Type(t) = arg {
                self.check_type_handles(*t, self.sp.inst(i), |_| {
                    format!("type argument {} of `{}`", k + 1, Self::op_name(inst))
                });
            }
        }
        let Some(r) = inst.result else { return };
        if !f.values.contains(r) {
            let msg = format!(
                "the result of `{}` refers to value #{}, which does not exist (invalid handle)",
                Self::op_name(inst),
                r.index()
            );
            self.emit(Diagnostic::new(codes::MPS0001, msg).with_primary(self.sp.inst(i), "here"));
            return;
        }
        let first = match self.def[r.index()] {
            Def::Undefined => None,
            Def::Param => Some(self.sp.value(r)),
            Def::Inst(j) => Some(self.sp.inst(j)),
            Def::Unplaced => None,
        };
        if let Some(first) = first {
            let msg = format!("{} is defined more than once", self.val(r));
            self.emit(
                Diagnostic::new(codes::MPS0003, msg)
                    .with_primary(self.sp.inst(i), "defined again here")
                    .with_secondary(first, "first defined here")
                    .with_help("SSA values are defined once: give this one a new name"),
            );
            return;
        }
        self.def[r.index()] = Def::Inst(i);
        self.info.def_block[r.index()] = Some(b);
        self.info.def_inst[r.index()] = Some(i);
        let name = f.values[r].name.as_str();
        if let Some(&first) = names.get(name) {
            let msg = format!("{} is defined more than once", self.val(r));
            self.emit(
                Diagnostic::new(codes::MPS0003, msg)
                    .with_primary(self.sp.value(r), "defined again here")
                    .with_secondary(self.sp.value(first), "first defined here")
                    .with_help("SSA values are defined once: give this one a new name"),
            );
        } else {
            names.insert(name, r);
        }
        self.check_type_handles(f.values[r].ty, self.sp.value(r), |cx| {
            format!("the type of {}", cx.val(r))
        });
    }
}
