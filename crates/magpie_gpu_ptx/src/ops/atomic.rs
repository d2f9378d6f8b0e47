//! Atomics: relaxed, device-scope read-modify-writes returning the old
//! value (`atom` without `.sem`/`.scope` is `.relaxed.gpu`), on global or
//! shared memory. Where the old value is unused, `red` (no return) is
//! emitted instead. `sub` is an `add` of the negation; f32 adds need
//! `atomics_f32`, f64 adds `atomics_f64` (sm_60). Integer atomics take 32-
//! and 64-bit types; floats take add, sub and xchg.

use magpie_gpu::Capability;
use magpie_mpir::{Elem, Inst, Opcode, Scalar};

use crate::func::{Fe, Space};
use crate::regs::{arith_ty, Val};
use crate::{Error, Result};

impl Fe<'_, '_> {
    pub(crate) fn atomic(&mut self, inst: &Inst) -> Result<()> {
        let buf = self.buf(&inst.operands[0])?;
        let Elem::Scalar(s) = buf.elem else {
            return Err(Error::unsupported("an atomic on a struct element"));
        };
        if !matches!(s.bits(), 32 | 64) || s == Scalar::Bool {
            return Err(Error::unsupported(format!(
                "atomics on {} (only 32- and 64-bit types)",
                s.name()
            )));
        }
        self.check_scalar(s)?;
        if s.is_float() {
            let cap = if s == Scalar::F64 {
                Capability::AtomicsF64
            } else {
                Capability::AtomicsF32
            };
            self.require(cap, &format!("a {} atomic", s.name()))?;
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
        let addr = self.element_addr(buf, Some(&inst.operands[1]))?.at(0);
        let space = match buf.space {
            Space::Global => "global",
            Space::Shared => "shared",
        };
        let bits = s.bits();
        let v = self.val(&inst.operands[2])?;
        let used = inst
            .result
            .is_some_and(|r| self.fr.finfo.use_count[r.index()] > 0);
        let d = self.fresh(s);
        if inst.op == Opcode::AtomicCmpxchg {
            let cmp = self.opnd(v, s);
            let new = self.op(&inst.operands[3])?;
            self.ins(format!(
                "atom.{space}.cas.b{bits} {d}, {addr}, {cmp}, {new}"
            ));
            self.define_reg(inst, d);
            return Ok(());
        }
        let (op, ty, v) = match inst.op {
            Opcode::AtomicAdd => ("add", add_ty(s), v),
            Opcode::AtomicSub => {
                let r = self.in_reg(v, s);
                let n = self.fresh(s);
                self.ins(format!("neg.{} {n}, {r}", neg_ty(s)));
                ("add", add_ty(s), Val::Reg(n))
            }
            Opcode::AtomicMin => ("min", arith_ty(s), v),
            Opcode::AtomicMax => ("max", arith_ty(s), v),
            Opcode::AtomicAnd => ("and", bty(bits), v),
            Opcode::AtomicOr => ("or", bty(bits), v),
            Opcode::AtomicXor => ("xor", bty(bits), v),
            _ => ("exch", bty(bits), v),
        };
        let v = self.opnd(v, s);
        if used || op == "exch" {
            self.ins(format!("atom.{space}.{op}.{ty} {d}, {addr}, {v}"));
        } else {
            self.ins(format!("red.{space}.{op}.{ty} {addr}, {v}"));
        }
        self.define_reg(inst, d);
        Ok(())
    }
}

/// `atom.add` has `.u32 .s32 .u64 .f32 .f64` (a signed 64-bit add is the
/// same bits as an unsigned one).
fn add_ty(s: Scalar) -> &'static str {
    match s {
        Scalar::I32 => "s32",
        Scalar::I64 | Scalar::U64 => "u64",
        Scalar::F32 => "f32",
        Scalar::F64 => "f64",
        _ => "u32",
    }
}

fn neg_ty(s: Scalar) -> &'static str {
    match s {
        Scalar::F32 => "f32",
        Scalar::F64 => "f64",
        Scalar::I64 | Scalar::U64 => "s64",
        _ => "s32",
    }
}

fn bty(bits: u32) -> &'static str {
    if bits == 64 {
        "b64"
    } else {
        "b32"
    }
}
