//! Value structs as SSA values: a struct is its leaves (one register or
//! constant per scalar, depth first), so `new` gathers the operands' leaves
//! in field order and `getfield` takes a slice. No instruction is emitted.

use magpie_mpir::{Inst, Type};

use crate::func::Fe;
use crate::regs::{leaf_scalars, Val};
use crate::{Error, Result};

impl Fe<'_, '_> {
    pub(crate) fn new_struct(&mut self, inst: &Inst) -> Result<()> {
        let Type::Struct(sid) = self.result_type(inst) else {
            return Err(Error::invalid("`new` without a struct result"));
        };
        let def = &self.module().structs[sid];
        // Operands are in written order; `keys` says which field each is.
        let mut parts: Vec<Vec<Val>> = vec![Vec::new(); def.fields.len()];
        for (k, key) in inst.keys.iter().enumerate() {
            let f = def
                .fields
                .iter()
                .position(|f| f.name == *key)
                .ok_or_else(|| Error::invalid("unknown field"))?;
            parts[f] = self.leaves(&inst.operands[k])?;
        }
        self.define(inst, parts.concat());
        Ok(())
    }

    pub(crate) fn get_field(&mut self, inst: &Inst) -> Result<()> {
        let Type::Struct(sid) = self.fr.func.operand_type(&inst.operands[0]) else {
            return Err(Error::invalid("getfield on a non-struct"));
        };
        let module = self.module();
        let def = &module.structs[sid];
        let name = inst.attr.as_deref().unwrap_or("");
        let k = def
            .fields
            .iter()
            .position(|f| f.name == name)
            .ok_or_else(|| Error::invalid("unknown field"))?;
        let start: usize = def.fields[..k]
            .iter()
            .map(|f| leaf_scalars(module, f.ty).len())
            .sum();
        let n = leaf_scalars(module, def.fields[k].ty).len();
        let all = self.leaves(&inst.operands[0])?;
        let part = all
            .get(start..start + n)
            .ok_or_else(|| Error::invalid("struct leaves out of range"))?
            .to_vec();
        self.define(inst, part);
        Ok(())
    }
}
