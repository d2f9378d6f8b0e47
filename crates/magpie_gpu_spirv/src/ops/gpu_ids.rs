//! Work-item ids from the compute builtins; the workgroup size is the
//! specialization constants (so a pipeline may override it).

use magpie_mpir::{Const, Inst, Opcode, Operand, Scalar};
use rspirv::dr::Operand as SpvOperand;
use rspirv::spirv::{BuiltIn, Op};

use crate::func::FnEmitter;
use crate::{Error, Result};

impl FnEmitter<'_, '_> {
    pub(crate) fn gpu_id(&mut self, inst: &Inst) -> Result<()> {
        let dim = match inst.operands.first() {
            Some(Operand::Const(c @ Const { .. })) if c.bits < 3 => c.bits as u32,
            _ => {
                return Err(Error::unsupported(
                    "a gpu id whose `dim` is not a constant 0-2",
                ))
            }
        };
        let u = self.cx.ty_scalar(Scalar::U32)?;
        let r = if inst.op == Opcode::WorkgroupSize {
            // A spec constant used as an operand is fine; copy it so the
            // result is an instruction of this block.
            self.op(Op::CopyObject, u, &[self.cx.wg[dim as usize]])?
        } else {
            let bi = match inst.op {
                Opcode::GlobalId => BuiltIn::GlobalInvocationId,
                Opcode::ThreadId => BuiltIn::LocalInvocationId,
                Opcode::WorkgroupId => BuiltIn::WorkgroupId,
                _ => BuiltIn::NumWorkgroups,
            };
            let var = self.cx.builtin(bi, true)?;
            let v3 = self.cx.b.type_vector(u, 3);
            let all = self.op(Op::Load, v3, &[var])?;
            self.op_with(
                Op::CompositeExtract,
                Some(u),
                vec![SpvOperand::IdRef(all), SpvOperand::LiteralBit32(dim)],
            )?
        };
        self.define(inst, r);
        Ok(())
    }
}
