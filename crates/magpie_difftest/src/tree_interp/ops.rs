//! One instruction. Arithmetic, compares, casts and `math.*` go to the
//! constant folder's evaluator, so the tree is judged by exactly the
//! semantics the folder uses; what it does not decide (`f.rem`, `.fast`
//! ops, the inexact `math.*`, casts to `bool`, shifts of `bool`) goes to the
//! CPU executor's own op functions ([`magpie_cpu::eval_scalar`]), so those
//! results are the CPU's bit for bit, never a re-implementation. Ids,
//! buffers, calls, value structs and predicates are implemented here.
//! `prepare` has already refused every other op; the `Unsupported` result
//! below is a second line for operands neither evaluator accepts.

use std::rc::Rc;

use magpie_cpu::eval_scalar;
use magpie_gpu::passes::eval::evaluate;
use magpie_gpu::Capability;
use magpie_mpir::{Const, Inst, InstId, Opcode, Type};

use super::exec::{Frame, Machine, Val};
use super::{internal, TreeError};

impl Machine<'_, '_> {
    /// Runs instruction `iid` of the frame's function.
    pub(super) fn exec_inst(&mut self, fr: &mut Frame<'_>, iid: InstId) -> Result<(), TreeError> {
        use Opcode::*;
        let inst = fr.func.insts.get(iid).ok_or_else(|| {
            internal(format!(
                "@{}: instruction #{} does not exist",
                fr.func.name,
                iid.index()
            ))
        })?;
        let result = match inst.op {
            Phi => return Ok(()),
            GlobalId | ThreadId | WorkgroupId | WorkgroupSize | NumWorkgroups => {
                Some(Val::Scalar(self.id(inst)?))
            }
            BufferLoad => Some(self.buffer_load(fr, inst)?),
            BufferStore => {
                self.buffer_store(fr, inst)?;
                None
            }
            BufferLen => Some(self.buffer_len(fr, inst)?),
            Call | CallVoid => self.call_inst(fr, iid, inst)?,
            New => Some(self.new_struct(fr, inst)?),
            GetField => Some(self.getfield(fr, inst)?),
            TargetIs => Some(Val::Scalar(Const::bool(
                inst.attr.as_deref() == Some("cpu"),
            ))),
            TargetHas => Some(Val::Scalar(self.target_has(inst)?)),
            PredAnd | PredOr | PredNot => Some(Val::Scalar(pred_logic(fr, inst)?)),
            _ => Some(Val::Scalar(evaluated(fr, inst)?)),
        };
        match (inst.result, result) {
            (Some(r), Some(v)) => fr.set(r, v),
            (Some(_), None) => Err(internal(format!(
                "@{}: `{}` gave no value for its result",
                fr.func.name, inst.op
            ))),
            (None, _) => Ok(()),
        }
    }

    /// `gpu.global_id` and friends: `u32` per SEMANTICS.md "Launch".
    fn id(&self, inst: &Inst) -> Result<Const, TreeError> {
        let d = match inst.operands.first() {
            Some(magpie_mpir::Operand::Const(c)) if c.bits <= 2 => c.bits as usize,
            _ => {
                return Err(internal(format!(
                    "`{}`: dim is not a literal 0, 1 or 2",
                    inst.op
                )))
            }
        };
        let it = &self.item;
        let v = match inst.op {
            Opcode::GlobalId => it.wg[d].wrapping_mul(it.block[d]).wrapping_add(it.tid[d]),
            Opcode::ThreadId => it.tid[d],
            Opcode::WorkgroupId => it.wg[d],
            Opcode::WorkgroupSize => it.block[d],
            _ => it.grid[d],
        };
        Ok(Const::u32(v))
    }

    /// `call`/`call_void`: arguments in written order, which the verifier
    /// matched to the callee's parameters.
    fn call_inst(
        &mut self,
        fr: &Frame<'_>,
        iid: InstId,
        inst: &Inst,
    ) -> Result<Option<Val>, TreeError> {
        let callee = fr
            .finfo
            .callee
            .get(iid.index())
            .copied()
            .flatten()
            .ok_or_else(|| {
                internal(format!(
                    "@{}: a call without a resolved callee",
                    fr.func.name
                ))
            })?;
        let args = inst
            .operands
            .iter()
            .map(|o| fr.operand(o))
            .collect::<Result<Vec<_>, _>>()?;
        self.call(callee, args)
    }

    fn new_struct(&self, fr: &Frame<'_>, inst: &Inst) -> Result<Val, TreeError> {
        let def = match inst.ty_arg(0) {
            Some(Type::Struct(h)) => self.prog.module.structs.get(h),
            _ => None,
        }
        .ok_or_else(|| internal(format!("@{}: `new` of a non-struct", fr.func.name)))?;
        // Fields may be written in any order: take them in declaration order.
        let fields = def
            .fields
            .iter()
            .map(|fd| {
                let k = inst.keys.iter().position(|k| *k == fd.name);
                let op = k.and_then(|k| inst.operands.get(k)).ok_or_else(|| {
                    internal(format!(
                        "@{}: `new {}` lacks field {}",
                        fr.func.name, def.name, fd.name
                    ))
                })?;
                fr.operand(op)
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Val::Agg(Rc::from(fields)))
    }

    fn getfield(&self, fr: &Frame<'_>, inst: &Inst) -> Result<Val, TreeError> {
        let obj = inst
            .operands
            .first()
            .ok_or_else(|| internal(format!("@{}: `getfield` without an object", fr.func.name)))?;
        let name = inst.attr.as_deref().unwrap_or("");
        let index = match fr.func.operand_type(obj) {
            Type::Struct(h) => self
                .prog
                .module
                .structs
                .get(h)
                .and_then(|d| d.fields.iter().position(|f| f.name == name)),
            _ => None,
        };
        match (index, fr.operand(obj)?) {
            (Some(k), Val::Agg(fields)) => fields.get(k).cloned().ok_or_else(|| {
                internal(format!(
                    "@{}: a struct value lacks field {name}",
                    fr.func.name
                ))
            }),
            _ => Err(internal(format!(
                "@{}: `getfield {name}` of a non-struct",
                fr.func.name
            ))),
        }
    }

    /// As on the CPU executor with its default configuration.
    fn target_has(&self, inst: &Inst) -> Result<Const, TreeError> {
        let name = inst.attr.as_deref().unwrap_or("");
        let cap = Capability::from_name(name).ok_or_else(|| {
            TreeError::Exec(format!(
                "`gpu.target.has {{ cap=\"{name}\" }}`: not a capability (known: {})",
                Capability::vocabulary()
            ))
        })?;
        Ok(Const::bool(self.prog.caps.contains(&cap)))
    }
}

fn pred_logic(fr: &Frame<'_>, inst: &Inst) -> Result<Const, TreeError> {
    let arg = |k: usize| -> Result<bool, TreeError> {
        let op = inst.operands.get(k).ok_or_else(|| {
            internal(format!(
                "@{}: `{}` lacks operand {k}",
                fr.func.name, inst.op
            ))
        })?;
        Ok(fr.scalar(op)?.bits != 0)
    };
    let v = match inst.op {
        Opcode::PredAnd => arg(0)? && arg(1)?,
        Opcode::PredOr => arg(0)? || arg(1)?,
        _ => !arg(0)?,
    };
    Ok(Const::bool(v))
}

/// A pure scalar op on the operands' values: the constant folder's
/// evaluator where it decides, else the CPU executor's op functions.
fn evaluated(fr: &Frame<'_>, inst: &Inst) -> Result<Const, TreeError> {
    let args = inst
        .operands
        .iter()
        .map(|o| fr.scalar(o))
        .collect::<Result<Vec<_>, _>>()?;
    evaluate(inst.op, &inst.ty_args, &args)
        .or_else(|| eval_scalar(inst.op, &inst.ty_args, &args))
        .ok_or_else(|| {
            TreeError::Unsupported(format!(
                "`{}` in @{} (neither the constant folder's evaluator nor the CPU \
                 executor's scalar evaluator takes these operands)",
                inst.op, fr.func.name
            ))
        })
}
