//! Which struct field a `new` or a `getfield` names, found by field name
//! the same way in every text backend; the backend only spells the
//! result (`S{a, b}`, `S(a, b)`, `x.f1`).
//!
//! Invariants: a field is found by its name in the struct definition,
//! never by position in the instruction; the indices returned are the
//! definition's field order (what the backend's field names follow). An
//! error is the IR breaking what verification promised: the backend
//! reports it as internal.

use magpie_mpir::{Function, Handle, Inst, Module, StructDef, Type};

/// For `new` (`ins`) with result type `rty`: the struct, and the operand
/// of each of its fields in definition order.
pub fn new_operands(
    module: &Module,
    rty: Option<Type>,
    ins: &Inst,
) -> Result<(Handle<StructDef>, Vec<usize>), &'static str> {
    let Some(Type::Struct(sid)) = rty else {
        return Err("`new` of no struct");
    };
    let def = module
        .structs
        .get(sid)
        .ok_or("`new` of an unknown struct")?;
    let order = def
        .fields
        .iter()
        .map(|f| {
            ins.keys
                .iter()
                .position(|key| *key == f.name)
                .ok_or("`new` without a field")
        })
        .collect::<Result<_, _>>()?;
    Ok((sid, order))
}

/// For `getfield` (`ins`) of `func`: the index of the field it reads.
pub fn getfield_index(module: &Module, func: &Function, ins: &Inst) -> Result<usize, &'static str> {
    let Type::Struct(sid) = func.operand_type(&ins.operands[0]) else {
        return Err("`getfield` of no struct");
    };
    let def = module
        .structs
        .get(sid)
        .ok_or("`getfield` of an unknown struct")?;
    let name = ins.attr.as_deref().unwrap_or_default();
    def.fields
        .iter()
        .position(|f| f.name == name)
        .ok_or("`getfield` of no field")
}
