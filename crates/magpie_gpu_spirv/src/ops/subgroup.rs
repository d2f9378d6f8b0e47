//! Subgroup operations through `GroupNonUniform*` at subgroup scope. bf16
//! values move as their f32 registers; `gpu.subgroup.sum` on bf16 is
//! rejected (see [`crate::ops::bf16`]).

use magpie_gpu::Capability;
use magpie_mpir::{Inst, Opcode, Scalar};
use rspirv::dr::Operand as SpvOperand;
use rspirv::spirv::{BuiltIn, Capability as SpvCap, GroupOperation, Op, Scope};

use crate::func::FnEmitter;
use crate::{Error, Result};

impl FnEmitter<'_, '_> {
    pub(crate) fn subgroup(&mut self, inst: &Inst) -> Result<()> {
        self.cx
            .require(Capability::Subgroups, &format!("`{}`", inst.op.name()))?;
        self.cx.need(SpvCap::GroupNonUniform);
        let r = match inst.op {
            Opcode::SubgroupSize | Opcode::SubgroupLane => {
                let bi = if inst.op == Opcode::SubgroupSize {
                    BuiltIn::SubgroupSize
                } else {
                    BuiltIn::SubgroupLocalInvocationId
                };
                let var = self.cx.builtin(bi, false)?;
                let u = self.cx.ty_scalar(Scalar::U32)?;
                self.op(Op::Load, u, &[var])?
            }
            Opcode::SubgroupShuffle | Opcode::SubgroupBroadcast => {
                let s = self.operand_scalar(&inst.operands[0])?;
                let t = self.cx.ty_scalar(s)?;
                let v = self.val(&inst.operands[0])?;
                let lane = self.val(&inst.operands[1])?;
                let scope = self.cx.c_u32(Scope::Subgroup as u32)?;
                // Broadcast from a dynamically uniform lane needs SPIR-V 1.5;
                // a shuffle is the same value and valid everywhere.
                let op = if inst.op == Opcode::SubgroupBroadcast && self.cx.spirv >= (1, 5) {
                    self.cx.need(SpvCap::GroupNonUniformBallot);
                    Op::GroupNonUniformBroadcast
                } else {
                    self.cx.need(SpvCap::GroupNonUniformShuffle);
                    Op::GroupNonUniformShuffle
                };
                self.op(op, t, &[scope, v, lane])?
            }
            _ => {
                let s = self.operand_scalar(&inst.operands[0])?;
                if s == Scalar::Bf16 && inst.op == Opcode::SubgroupSum {
                    // The CPU rounds to bf16 after every add, in lane order;
                    // an f32 reduction rounded once is not that. min, max,
                    // shuffle and broadcast return an operand: exact on the
                    // f32 registers.
                    return Err(Error::unsupported(format!(
                        "`{}` on bf16 (a reduction rounded to bf16 after every add is not implemented)",
                        inst.op.name()
                    )));
                }
                let t = self.cx.ty_scalar(s)?;
                let v = self.val(&inst.operands[0])?;
                self.cx.need(SpvCap::GroupNonUniformArithmetic);
                let op = match (inst.op, s.is_float(), s.is_signed_int()) {
                    (Opcode::SubgroupSum, true, _) => Op::GroupNonUniformFAdd,
                    (Opcode::SubgroupSum, ..) => Op::GroupNonUniformIAdd,
                    (Opcode::SubgroupMin, true, _) => Op::GroupNonUniformFMin,
                    (Opcode::SubgroupMin, _, true) => Op::GroupNonUniformSMin,
                    (Opcode::SubgroupMin, ..) => Op::GroupNonUniformUMin,
                    (_, true, _) => Op::GroupNonUniformFMax,
                    (_, _, true) => Op::GroupNonUniformSMax,
                    _ => Op::GroupNonUniformUMax,
                };
                let scope = self.cx.c_u32(Scope::Subgroup as u32)?;
                self.op_with(
                    op,
                    Some(t),
                    vec![
                        SpvOperand::IdRef(scope),
                        SpvOperand::GroupOperation(GroupOperation::Reduce),
                        SpvOperand::IdRef(v),
                    ],
                )?
            }
        };
        self.define(inst, r);
        Ok(())
    }
}
