//! Predicates left for the device to answer
//! ([`crate::Options::spec_constant_predicates`]): `gpu.target.is/has` is
//! the module's specialization constant for that predicate (declared by
//! [`crate::module`]), and `pred.and/or/not` a module-level
//! `OpSpecConstantOp` `LogicalAnd/LogicalOr/LogicalNot` over them, so that
//! the whole condition is a specialization constant expression (which
//! spirv-opt's `--fold-spec-const-op-composite` and a driver's pipeline
//! creation fold once the values are known). The same operation on the
//! same operands is made once.
//!
//! Without the option the predicates were resolved before emission and
//! these ops never get here: reaching one is our bug.

use magpie_gpu::passes::TargetPredicate;
use magpie_mpir::{Inst, Opcode, Scalar};
use rspirv::dr::{Instruction, Operand as SpvOperand};
use rspirv::spirv::{Op, Word};

use crate::func::FnEmitter;
use crate::{Error, Result};

impl FnEmitter<'_, '_> {
    pub(crate) fn predicate(&mut self, inst: &Inst) -> Result<()> {
        if !self.cx.options.spec_constant_predicates {
            return Err(Error::invalid(format!(
                "`{}` was not resolved before emission",
                inst.op.name()
            )));
        }
        let v = match inst.op {
            Opcode::PredAnd => self.spec_op(Op::LogicalAnd, inst, 2)?,
            Opcode::PredOr => self.spec_op(Op::LogicalOr, inst, 2)?,
            Opcode::PredNot => self.spec_op(Op::LogicalNot, inst, 1)?,
            _ => {
                let pred = TargetPredicate::of(inst)
                    .ok_or_else(|| Error::invalid("a predicate op that asks nothing"))?;
                *self.cx.pred_specs.get(&pred).ok_or_else(|| {
                    Error::invalid(format!("the predicate `{pred}` has no spec constant"))
                })?
            }
        };
        self.define(inst, v);
        Ok(())
    }

    /// `OpSpecConstantOp %bool op` over the first `arity` operands.
    fn spec_op(&mut self, op: Op, inst: &Inst, arity: usize) -> Result<Word> {
        let mut args = Vec::with_capacity(arity);
        for k in 0..arity {
            let operand = inst
                .operands
                .get(k)
                .ok_or_else(|| Error::invalid(format!("`{}` lacks an operand", inst.op.name())))?;
            args.push(self.val(operand)?);
        }
        let key = (op as u32, args.clone());
        if let Some(&id) = self.cx.pred_ops.get(&key) {
            return Ok(id);
        }
        let bool_t = self.cx.ty_scalar(Scalar::Bool)?;
        let id = self.cx.b.id();
        let mut operands = vec![SpvOperand::LiteralSpecConstantOpInteger(op)];
        operands.extend(args.into_iter().map(SpvOperand::IdRef));
        // module level, even while a function is being built (its
        // operands are module-level already)
        let spec = Instruction::new(Op::SpecConstantOp, Some(bool_t), Some(id), operands);
        self.cx.b.module_mut().types_global_values.push(spec);
        self.cx.pred_ops.insert(key, id);
        Ok(id)
    }
}
