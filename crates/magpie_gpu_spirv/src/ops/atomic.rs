//! Atomics: relaxed read-modify-writes returning the old value, device scope
//! on buffers and workgroup scope on shared arrays. f32 add/sub use
//! `OpAtomicFAddEXT` (SPV_EXT_shader_atomic_float_add).

use magpie_gpu::Capability;
use magpie_mpir::{Inst, Opcode, Scalar};
use rspirv::spirv::{Capability as SpvCap, Op, Scope};

use crate::func::FnEmitter;
use crate::{Error, Result};

impl FnEmitter<'_, '_> {
    pub(crate) fn atomic(&mut self, inst: &Inst) -> Result<()> {
        let buf = self.buf(&inst.operands[0])?;
        let s = match buf.elem {
            magpie_mpir::Elem::Scalar(s) => s,
            _ => return Err(Error::unsupported("an atomic on a struct element")),
        };
        match s.bits() {
            32 => {}
            64 if s.is_int() => self.cx.need(SpvCap::Int64Atomics),
            _ => {
                return Err(Error::unsupported(format!(
                    "atomics on {} (only 32-bit types and 64-bit integers)",
                    s.name()
                )))
            }
        }
        if s.is_float() {
            let cap = if s == Scalar::F64 {
                Capability::AtomicsF64
            } else {
                Capability::AtomicsF32
            };
            self.cx.require(cap, &format!("a {} atomic", s.name()))?;
            if !matches!(
                inst.op,
                Opcode::AtomicAdd | Opcode::AtomicSub | Opcode::AtomicXchg
            ) {
                return Err(Error::unsupported(format!(
                    "`{}` on a float",
                    inst.op.name()
                )));
            }
        }
        let t = self.cx.ty_scalar(s)?;
        let ptr = self.element_ptr(buf, &inst.operands[1])?;
        let scope = if buf.storage {
            Scope::Device
        } else {
            Scope::Workgroup
        };
        let scope = self.cx.c_u32(scope as u32)?;
        let relaxed = self.cx.c_u32(0)?;
        let mut v = self.val(&inst.operands[2])?;
        let r = if inst.op == Opcode::AtomicCmpxchg {
            let new = self.val(&inst.operands[3])?;
            self.op(
                Op::AtomicCompareExchange,
                t,
                &[ptr, scope, relaxed, relaxed, new, v],
            )?
        } else {
            let op = match (inst.op, s.is_float(), s.is_signed_int()) {
                (Opcode::AtomicAdd | Opcode::AtomicSub, true, _) => {
                    self.cx.need(SpvCap::AtomicFloat32AddEXT);
                    self.cx.need_ext("SPV_EXT_shader_atomic_float_add");
                    if inst.op == Opcode::AtomicSub {
                        v = self.exact(Op::FNegate, t, &[v])?;
                    }
                    Op::AtomicFAddEXT
                }
                (Opcode::AtomicAdd, ..) => Op::AtomicIAdd,
                (Opcode::AtomicSub, ..) => Op::AtomicISub,
                (Opcode::AtomicMin, _, true) => Op::AtomicSMin,
                (Opcode::AtomicMin, ..) => Op::AtomicUMin,
                (Opcode::AtomicMax, _, true) => Op::AtomicSMax,
                (Opcode::AtomicMax, ..) => Op::AtomicUMax,
                (Opcode::AtomicAnd, ..) => Op::AtomicAnd,
                (Opcode::AtomicOr, ..) => Op::AtomicOr,
                (Opcode::AtomicXor, ..) => Op::AtomicXor,
                _ => Op::AtomicExchange,
            };
            self.op(op, t, &[ptr, scope, relaxed, v])?
        };
        self.define(inst, r);
        Ok(())
    }
}
