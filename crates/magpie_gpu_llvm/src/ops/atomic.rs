//! Atomics: relaxed read-modify-writes returning the old value,
//! `monotonic` at the triple's device scope on global memory and its
//! workgroup scope on shared memory ([`crate::Triple`]). Integers of 8 to
//! 64 bits (LLVM widens narrow ones to a compare-and-swap loop on their
//! word); floats f32 (`atomics_f32`) and f64 (`atomics_f64`) for add, sub
//! and xchg, as IEEE adds (LLVM emits a compare-and-swap loop unless told
//! that the memory is not fine-grained, so subnormals are kept). A float
//! compare-and-swap compares bits.

use magpie_gpu::Capability;
use magpie_mpir::{Elem, Inst, Opcode, Scalar};

use crate::func::Fe;
use crate::text::int_ty;
use crate::{Error, Result};

impl Fe<'_, '_> {
    pub(crate) fn atomic(&mut self, inst: &Inst) -> Result<()> {
        let buf = self.buf(&inst.operands[0])?;
        let Elem::Scalar(s) = buf.elem else {
            return Err(Error::unsupported("an atomic on a struct element"));
        };
        if s == Scalar::Bool || matches!(s, Scalar::F16 | Scalar::Bf16) {
            return Err(Error::unsupported(format!(
                "atomics on {} (integers and f32/f64 only)",
                s.name()
            )));
        }
        self.cx.check_scalar(s)?;
        if s.is_float() {
            let cap = if s == Scalar::F64 {
                Capability::AtomicsF64
            } else {
                Capability::AtomicsF32
            };
            self.cx.require(cap, &format!("a {} atomic", s.name()))?;
            if !matches!(
                inst.op,
                Opcode::AtomicAdd | Opcode::AtomicSub | Opcode::AtomicXchg | Opcode::AtomicCmpxchg
            ) {
                return Err(Error::unsupported(format!(
                    "`{}` on a float",
                    inst.op.name()
                )));
            }
        }
        let p = self.elem_ptr(&buf, Some(&inst.operands[1]))?;
        let pt = self.cx.triple.ptr_ty(buf.space);
        let scope = self.cx.triple.atomic_scope(buf.space);
        let (t, align) = (Self::lt(s), s.size());
        let v = self.val(&inst.operands[2])?;
        if inst.op == Opcode::AtomicCmpxchg {
            let it = int_ty(s.bits());
            let new = self.val(&inst.operands[3])?;
            let (cmp, new) = if s.is_float() {
                (
                    self.def(format!("bitcast {t} {v} to {it}")),
                    self.def(format!("bitcast {t} {new} to {it}")),
                )
            } else {
                (v, new)
            };
            let pair = self.def(format!(
                "cmpxchg {pt} {p}, {it} {cmp}, {it} {new}{scope} monotonic monotonic, align {align}"
            ));
            let old = self.def(format!("extractvalue {{ {it}, i1 }} {pair}, 0"));
            let old = if s.is_float() {
                self.def(format!("bitcast {it} {old} to {t}"))
            } else {
                old
            };
            self.define(inst, old);
            return Ok(());
        }
        let signed = s.is_signed_int();
        let op = match (inst.op, s.is_float()) {
            (Opcode::AtomicAdd, true) => "fadd",
            (Opcode::AtomicSub, true) => "fsub",
            (Opcode::AtomicAdd, false) => "add",
            (Opcode::AtomicSub, false) => "sub",
            (Opcode::AtomicMin, _) if signed => "min",
            (Opcode::AtomicMin, _) => "umin",
            (Opcode::AtomicMax, _) if signed => "max",
            (Opcode::AtomicMax, _) => "umax",
            (Opcode::AtomicAnd, _) => "and",
            (Opcode::AtomicOr, _) => "or",
            (Opcode::AtomicXor, _) => "xor",
            _ => "xchg",
        };
        let old = self.def(format!(
            "atomicrmw {op} {pt} {p}, {t} {v}{scope} monotonic, align {align}"
        ));
        self.define(inst, old);
        Ok(())
    }
}
