//! Value structs as SSA values of their LLVM struct type (memory form:
//! `bool` fields are bytes): `new` is a chain of `insertvalue`s from
//! `poison`, `getfield` an `extractvalue` (a `bool` field read as `!= 0`).

use magpie_mpir::{Inst, Type};

use crate::func::Fe;
use crate::{Error, Result};

impl Fe<'_, '_> {
    pub(crate) fn new_struct(&mut self, inst: &Inst) -> Result<()> {
        let ty = self.result_type(inst);
        let Type::Struct(sid) = ty else {
            return Err(Error::invalid("`new` without a struct result"));
        };
        let st = self.cx.llty(ty)?;
        let def = &self.module().structs[sid];
        // Operands are in written order; `keys` says which field each is.
        let mut fields: Vec<Option<String>> = vec![None; def.fields.len()];
        for (k, key) in inst.keys.iter().enumerate() {
            let f = def
                .fields
                .iter()
                .position(|f| f.name == *key)
                .ok_or_else(|| Error::invalid("unknown field"))?;
            let v = self.val(&inst.operands[k])?;
            let v = if def.fields[f].ty == Type::BOOL {
                self.def(format!("zext i1 {v} to i8"))
            } else {
                v
            };
            fields[f] = Some(v);
        }
        let mut acc = "poison".to_string();
        for (f, v) in fields.into_iter().enumerate() {
            let v = v.ok_or_else(|| Error::invalid("`new` without every field"))?;
            let ft = self.cx.mem_ty(def.fields[f].ty)?;
            acc = self.def(format!("insertvalue {st} {acc}, {ft} {v}, {f}"));
        }
        if def.fields.is_empty() {
            acc = "zeroinitializer".to_string();
        }
        self.define(inst, acc);
        Ok(())
    }

    pub(crate) fn get_field(&mut self, inst: &Inst) -> Result<()> {
        let ty = self.operand_type(&inst.operands[0]);
        let Type::Struct(sid) = ty else {
            return Err(Error::invalid("getfield on a non-struct"));
        };
        let st = self.cx.llty(ty)?;
        let def = &self.module().structs[sid];
        let name = inst.attr.as_deref().unwrap_or("");
        let k = def
            .fields
            .iter()
            .position(|f| f.name == name)
            .ok_or_else(|| Error::invalid("unknown field"))?;
        let obj = self.val(&inst.operands[0])?;
        let v = self.def(format!("extractvalue {st} {obj}, {k}"));
        let v = if def.fields[k].ty == Type::BOOL {
            self.def(format!("icmp ne i8 {v}, 0"))
        } else {
            v
        };
        self.define(inst, v);
        Ok(())
    }
}
