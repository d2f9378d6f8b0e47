//! Buffers and shared memory: element access through `OpAccessChain`,
//! `OpArrayLength`, workgroup arrays, and the workgroup barrier.
//!
//! Storage-buffer elements are read and written leaf by leaf (a struct
//! field at a time), so that SSA structs stay undecorated and a stored
//! `bool` (a `u8`) or `bf16` (a `u16`) converts on the way. Workgroup
//! arrays hold SSA types directly, except for bf16 (its 16 bits, also
//! inside structs: such elements go leaf by leaf too).

use magpie_mpir::{Elem, Inst, InstId, Opcode, Scalar, TyArg, Type};
use rspirv::dr::Operand as SpvOperand;
use rspirv::spirv::{MemorySemantics, Op, Scope, StorageClass, Word};

use crate::func::FnEmitter;
use crate::module::BufRef;
use crate::types::Mem;
use crate::{Error, Result};

impl FnEmitter<'_, '_> {
    pub(crate) fn memory(&mut self, id: InstId, inst: &Inst) -> Result<()> {
        match inst.op {
            Opcode::BufferLoad | Opcode::BufferStore if self.vector_member(id, inst)? => {}
            Opcode::BufferLoad => {
                let buf = self.buf(&inst.operands[0])?;
                let ptr = self.element_ptr(buf, &inst.operands[1])?;
                let ty = buf.elem.as_type();
                let v = match self.mem_of(buf) {
                    Some(mem) => self.load_mem(ty, ptr, mem)?,
                    None => {
                        let t = self.cx.ty(ty)?;
                        self.op(Op::Load, t, &[ptr])?
                    }
                };
                self.define(inst, v);
            }
            Opcode::BufferStore => {
                let buf = self.buf(&inst.operands[0])?;
                let ptr = self.element_ptr(buf, &inst.operands[1])?;
                let v = self.val(&inst.operands[2])?;
                if let Some(mem) = self.mem_of(buf) {
                    self.store_mem(buf.elem.as_type(), ptr, v, mem)?;
                } else {
                    self.op_with(
                        Op::Store,
                        None,
                        vec![SpvOperand::IdRef(ptr), SpvOperand::IdRef(v)],
                    )?;
                }
            }
            Opcode::BufferLen => {
                let buf = self.buf(&inst.operands[0])?;
                if !buf.storage {
                    return Err(Error::unsupported("gpu.buffer_len of a shared array"));
                }
                let u = self.cx.ty_scalar(Scalar::U32)?;
                let v = self.op_with(
                    Op::ArrayLength,
                    Some(u),
                    vec![SpvOperand::IdRef(buf.var), SpvOperand::LiteralBit32(0)],
                )?;
                self.define(inst, v);
            }
            Opcode::Shared => {
                let (Some(TyArg::Count(n)), Some(TyArg::Type(t))) =
                    (inst.ty_args.first(), inst.ty_args.get(1))
                else {
                    return Err(Error::invalid("gpu.shared without <N, T>"));
                };
                let elem = match *t {
                    Type::Scalar(s) => Elem::Scalar(s),
                    Type::Struct(s) => Elem::Struct(s),
                    other => return Err(Error::unsupported(format!("gpu.shared of {other:?}"))),
                };
                let var = self.cx.shared_array((self.fid, id), *n, elem)?;
                let vector = self
                    .cx
                    .shared_vectors
                    .get(&(self.fid, id))
                    .copied()
                    .unwrap_or(1);
                if let Some(r) = inst.result {
                    self.bufs[r.index()] = Some(BufRef {
                        var,
                        storage: false,
                        elem,
                        block: self.cx.explicit_shared,
                        vector,
                    });
                }
            }
            _ => self.barrier(id)?,
        }
        Ok(())
    }

    /// Handles a member of a vector access ([`magpie_gpu::wide`]) of a
    /// storage buffer or laid-out shared array: the member where the group
    /// is emitted loads or stores a `vecN` through the vector view
    /// ([`crate::module::Ctx::vector_view`]), or, in a shared array of
    /// `vecN` ([`crate::shared_vectors`]), one of its elements; the others
    /// emit nothing. `false` when `id` is in no group, or its buffer cannot
    /// take one (a shared array in neither form, an element stored in
    /// another form); every member decides alike, as they share the buffer.
    ///
    /// The vector's index is the addressing member's index shifted right
    /// by log2(N): lane 0's index is a multiple of N and the addressing
    /// lane is below N, so both give the same quotient.
    fn vector_member(&mut self, id: InstId, inst: &Inst) -> Result<bool> {
        let Some(m) = self.vectors.member(id) else {
            return Ok(false);
        };
        let buf = self.buf(&inst.operands[0])?;
        let Elem::Scalar(s) = buf.elem else {
            return Ok(false);
        };
        let n = self.vectors.groups[m.group].lanes.len() as u32;
        let in_vectors = !buf.storage && buf.vector == n;
        if !(buf.block || in_vectors) || (buf.storage && self.cx.mem_scalar(s, Mem::Storage)? != s)
        {
            return Ok(false);
        }
        let class = if buf.storage {
            StorageClass::StorageBuffer
        } else {
            StorageClass::Workgroup
        };
        let view = if in_vectors {
            buf.var
        } else {
            match self.cx.vector_view(buf.var, s, n)? {
                Some(view) => view,
                None => return Ok(false),
            }
        };
        if self.vectors.groups[m.group].at != id {
            return Ok(true);
        }
        let group = self.vectors.groups[m.group].clone();
        let func = self.func;
        let idx = &func.insts[group.addr.0].operands[1];
        let signed = func
            .operand_type(idx)
            .scalar()
            .is_some_and(|s| s.is_signed_int());
        let i = self.val(idx)?;
        let it = self.cx.ty(func.operand_type(idx))?;
        let k = self.cx.c_u32(n.trailing_zeros())?;
        let shift = if signed {
            Op::ShiftRightArithmetic
        } else {
            Op::ShiftRightLogical
        };
        let vi = self.op(shift, it, &[i, k])?;
        let st = self.cx.ty_scalar(s)?;
        let vt = self.cx.b.type_vector(st, n);
        let pt = self.cx.ptr(class, vt);
        let ptr = if in_vectors {
            self.op(Op::AccessChain, pt, &[view, vi])?
        } else {
            let zero = self.cx.c_u32(0)?;
            self.op(Op::AccessChain, pt, &[view, zero, vi])?
        };
        if group.store {
            let mut parts = Vec::with_capacity(group.lanes.len());
            for &lane in &group.lanes {
                parts.push(self.val(&func.insts[lane].operands[2])?);
            }
            let v = self.op(Op::CompositeConstruct, vt, &parts)?;
            self.op_with(
                Op::Store,
                None,
                vec![SpvOperand::IdRef(ptr), SpvOperand::IdRef(v)],
            )?;
        } else {
            let v = self.op(Op::Load, vt, &[ptr])?;
            for (k, &lane) in group.lanes.iter().enumerate() {
                let e = self.op_with(
                    Op::CompositeExtract,
                    Some(st),
                    vec![SpvOperand::IdRef(v), SpvOperand::LiteralBit32(k as u32)],
                )?;
                self.define(&func.insts[lane], e);
            }
        }
        Ok(true)
    }

    /// `OpControlBarrier(Workgroup, Workgroup, AcquireRelease |
    /// WorkgroupMemory | UniformMemory)`: shared and device writes before it
    /// are visible to the workgroup after it. `UniformMemory` is left out
    /// where no device write can precede the barrier unordered
    /// ([`magpie_gpu::barrier_scope`]): drivers may implement it with a
    /// device-wide fence.
    fn barrier(&mut self, id: InstId) -> Result<()> {
        let wg = self.cx.c_u32(Scope::Workgroup as u32)?;
        let mut sem = MemorySemantics::ACQUIRE_RELEASE | MemorySemantics::WORKGROUP_MEMORY;
        if self.cx.barriers.orders_device(self.fid, id) {
            sem |= MemorySemantics::UNIFORM_MEMORY;
        }
        let sem = self.cx.c_u32(sem.bits())?;
        self.op_with(
            Op::ControlBarrier,
            None,
            vec![
                SpvOperand::IdRef(wg),
                SpvOperand::IdRef(wg),
                SpvOperand::IdRef(sem),
            ],
        )?;
        Ok(())
    }

    /// How elements of `buf` are accessed leaf by leaf: always in a storage
    /// buffer, in workgroup memory where the element holds a bf16; `None`:
    /// one plain load or store.
    fn mem_of(&self, buf: BufRef) -> Option<Mem> {
        if buf.storage {
            Some(Mem::Storage)
        } else if self.cx.has_bf16(buf.elem.as_type()) {
            Some(Mem::Workgroup)
        } else {
            None
        }
    }

    /// A pointer to element `idx` of `buf`.
    pub(crate) fn element_ptr(&mut self, buf: BufRef, idx: &magpie_mpir::Operand) -> Result<Word> {
        let i = self.val(idx)?;
        let ty = buf.elem.as_type();
        if buf.storage {
            let t = self.cx.mem_type(ty)?;
            let pt = self.cx.ptr(StorageClass::StorageBuffer, t);
            let zero = self.cx.c_u32(0)?;
            self.op(Op::AccessChain, pt, &[buf.var, zero, i])
        } else if buf.block {
            let t = self.cx.ty(ty)?;
            let pt = self.cx.ptr(StorageClass::Workgroup, t);
            let zero = self.cx.c_u32(0)?;
            self.op(Op::AccessChain, pt, &[buf.var, zero, i])
        } else if buf.vector > 1 {
            // Component i % N of element i / N (N a power of two).
            let it_ty = self.func.operand_type(idx);
            let Some(is) = it_ty.scalar() else {
                return Err(Error::invalid("a shared index that is not an integer"));
            };
            let it = self.cx.ty(it_ty)?;
            let shift = self.cx.c_int(is, i128::from(buf.vector.trailing_zeros()))?;
            let mask = self.cx.c_int(is, i128::from(buf.vector - 1))?;
            let q = self.op(Op::ShiftRightLogical, it, &[i, shift])?;
            let r = self.op(Op::BitwiseAnd, it, &[i, mask])?;
            let t = self.cx.ty(ty)?;
            let pt = self.cx.ptr(StorageClass::Workgroup, t);
            self.op(Op::AccessChain, pt, &[buf.var, q, r])
        } else {
            let t = self.cx.wg_type(ty)?;
            let pt = self.cx.ptr(StorageClass::Workgroup, t);
            self.op(Op::AccessChain, pt, &[buf.var, i])
        }
    }

    /// Loads a value of `ty` from a pointer to its memory form in `mem`.
    pub(crate) fn load_mem(&mut self, ty: Type, ptr: Word, mem: Mem) -> Result<Word> {
        match ty {
            Type::Scalar(s) => {
                let stored = self.cx.mem_scalar(s, mem)?;
                let st = self.cx.ty_scalar(stored)?;
                let w = self.op(Op::Load, st, &[ptr])?;
                self.loaded_as(s, stored, w)
            }
            Type::Struct(id) => {
                let fields: Vec<Type> = self.cx.module.structs[id]
                    .fields
                    .iter()
                    .map(|f| f.ty)
                    .collect();
                let mut parts = Vec::new();
                for (k, f) in fields.into_iter().enumerate() {
                    let fp = self.field_ptr(ptr, k, f, mem)?;
                    parts.push(self.load_mem(f, fp, mem)?);
                }
                let t = self.cx.ty_struct(id)?;
                self.op(Op::CompositeConstruct, t, &parts)
            }
            other => Err(Error::unsupported(format!("loading {other:?}"))),
        }
    }

    /// Stores the SSA value `v` of `ty` through a pointer to its memory form
    /// in `mem`.
    pub(crate) fn store_mem(&mut self, ty: Type, ptr: Word, v: Word, mem: Mem) -> Result<()> {
        match ty {
            Type::Scalar(s) => {
                let stored = self.cx.mem_scalar(s, mem)?;
                let w = self.stored_as(s, stored, v)?;
                self.op_with(
                    Op::Store,
                    None,
                    vec![SpvOperand::IdRef(ptr), SpvOperand::IdRef(w)],
                )?;
                Ok(())
            }
            Type::Struct(id) => {
                let fields: Vec<Type> = self.cx.module.structs[id]
                    .fields
                    .iter()
                    .map(|f| f.ty)
                    .collect();
                for (k, f) in fields.into_iter().enumerate() {
                    let ft = self.cx.ty(f)?;
                    let part = self.op_with(
                        Op::CompositeExtract,
                        Some(ft),
                        vec![SpvOperand::IdRef(v), SpvOperand::LiteralBit32(k as u32)],
                    )?;
                    let fp = self.field_ptr(ptr, k, f, mem)?;
                    self.store_mem(f, fp, part, mem)?;
                }
                Ok(())
            }
            other => Err(Error::unsupported(format!("storing {other:?}"))),
        }
    }

    fn field_ptr(&mut self, ptr: Word, k: usize, f: Type, mem: Mem) -> Result<Word> {
        let mt = self.cx.mem_type_in(f, mem)?;
        let pt = self.cx.ptr(mem.class(), mt);
        let kc = self.cx.c_u32(k as u32)?;
        self.op(Op::AccessChain, pt, &[ptr, kc])
    }
}
