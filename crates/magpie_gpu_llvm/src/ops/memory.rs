//! Buffers, shared arrays and raw pointers: element pointers, loads and
//! stores, `gpu.buffer_len` from the hidden length parameter, `gpu.shared`
//! arrays, and the barrier.
//!
//! An element is `getelementptr inbounds T, ptr addrspace(N) %base, iK i`
//! with the index zero-extended to the address space's pointer width
//! (64 bits for global memory, 32 for shared memory: a 64-bit index into
//! shared memory is truncated, shared memory being far below 4 GiB). A
//! scalar is loaded and stored as its memory type (`bool` a byte, read as
//! `!= 0`); a struct is loaded whole (its LLVM layout is the natural one)
//! and stored leaf by leaf at its natural offsets, so that padding bytes
//! are never written (an aggregate store may write them as undefined).

use magpie_mpir::{Elem, Inst, InstId, Opcode, Operand, Scalar, TyArg, Type};

use crate::func::{BufRef, Fe, Space};
use crate::text::{int_ty, mem_scalar_ty, signed_value};
use crate::{Error, Result};

impl Fe<'_, '_> {
    pub(crate) fn memory(&mut self, id: InstId, inst: &Inst) -> Result<()> {
        match inst.op {
            Opcode::BufferLoad | Opcode::PtrLoad => {
                let buf = self.buf(&inst.operands[0])?;
                let idx = inst.operands.get(1).copied();
                let p = self.elem_ptr(&buf, idx.as_ref())?;
                let ty = self.result_type(inst);
                let v = self.load(&buf, ty, &p)?;
                self.define(inst, v);
            }
            Opcode::BufferStore | Opcode::PtrStore => {
                let buf = self.buf(&inst.operands[0])?;
                let (idx, v) = if inst.op == Opcode::BufferStore {
                    (Some(inst.operands[1]), &inst.operands[2])
                } else {
                    (None, &inst.operands[1])
                };
                let p = self.elem_ptr(&buf, idx.as_ref())?;
                let ty = self.operand_type(v);
                let v = self.val(v)?;
                self.store(&buf, ty, &p, &v)?;
            }
            Opcode::BufferLen => {
                let buf = self.buf(&inst.operands[0])?;
                let len = buf
                    .param
                    .filter(|_| buf.space == Space::Global)
                    .and_then(|k| self.cx.len_args.get(k).cloned().flatten());
                let Some(len) = len else {
                    return Err(Error::unsupported(
                        "gpu.buffer_len of something other than a kernel buffer parameter",
                    ));
                };
                self.define(inst, len);
            }
            Opcode::Shared => self.shared(id, inst)?,
            Opcode::PtrAdd => self.ptr_add(inst)?,
            _ => self.cx.triple.barrier(&mut self.cx.body),
        }
        Ok(())
    }

    fn shared(&mut self, id: InstId, inst: &Inst) -> Result<()> {
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
        self.cx.check_type(elem.as_type())?;
        let name = self.cx.shared_array((self.fr.fid, id), *n, elem)?;
        self.define_buf(
            inst,
            BufRef {
                space: Space::Shared,
                ptr: name,
                elem,
                param: None,
            },
        );
        Ok(())
    }

    /// `ptr.add<T> { p, count }`: `count` elements of `T` further (a signed
    /// count moves back when negative).
    fn ptr_add(&mut self, inst: &Inst) -> Result<()> {
        let buf = self.buf(&inst.operands[0])?;
        let elem = match inst.ty_arg(0) {
            Some(Type::Scalar(s)) => Elem::Scalar(s),
            Some(Type::Struct(s)) => Elem::Struct(s),
            _ => return Err(Error::invalid("ptr.add without an element type")),
        };
        let count = &inst.operands[1];
        let cs = self.operand_scalar(count)?;
        let c = self.val(count)?;
        let it = self.cx.triple.index_ty(buf.space);
        let wide = if it == "i64" { 64 } else { 32 };
        let i = self.resize_int(cs, &c, wide, cs.is_signed_int());
        let et = self.cx.elem_ty(elem)?;
        let pt = self.cx.triple.ptr_ty(buf.space);
        let ptr = self.def(format!("getelementptr {et}, {pt} {}, {it} {i}", buf.ptr));
        self.define_buf(
            inst,
            BufRef {
                ptr,
                elem,
                param: None,
                ..buf
            },
        );
        Ok(())
    }

    /// `x` (an integer of type `s`) as a `bits`-wide integer: truncated, or
    /// extended (sign-extended when `signed`).
    fn resize_int(&mut self, s: Scalar, x: &str, bits: u32, signed: bool) -> String {
        let from = s.bits();
        if from == bits {
            return x.to_string();
        }
        let (ft, tt) = (Self::lt(s), int_ty(bits));
        if let Ok(v) = x.parse::<i64>() {
            // A constant: LLVM reads it sign-extended at its width.
            let raw = v as u64
                & if from == 64 {
                    u64::MAX
                } else {
                    (1u64 << from) - 1
                };
            let wide = if signed {
                signed_value(raw, from) as u64
            } else {
                raw
            };
            return signed_value(wide, bits).to_string();
        }
        let op = if from > bits {
            "trunc"
        } else if signed {
            "sext"
        } else {
            "zext"
        };
        self.def(format!("{op} {ft} {x} to {tt}"))
    }

    /// A pointer to element `idx` of `buf` (element 0 without an index).
    pub(crate) fn elem_ptr(&mut self, buf: &BufRef, idx: Option<&Operand>) -> Result<String> {
        let Some(idx) = idx else {
            return Ok(buf.ptr.clone());
        };
        let s = self.operand_scalar(idx)?;
        let i = self.val(idx)?;
        if i == "0" {
            return Ok(buf.ptr.clone());
        }
        let it = self.cx.triple.index_ty(buf.space);
        let i = self.resize_int(s, &i, if it == "i64" { 64 } else { 32 }, false);
        let et = self.cx.elem_ty(buf.elem)?;
        let pt = self.cx.triple.ptr_ty(buf.space);
        Ok(self.def(format!(
            "getelementptr inbounds {et}, {pt} {}, {it} {i}",
            buf.ptr
        )))
    }

    /// A `ty` element at `p`.
    fn load(&mut self, buf: &BufRef, ty: Type, p: &str) -> Result<String> {
        let pt = self.cx.triple.ptr_ty(buf.space);
        let (_, align) = self.cx.size_align(ty)?;
        let mt = self.cx.mem_ty(ty)?;
        let v = self.def(format!("load {mt}, {pt} {p}, align {align}"));
        Ok(if ty == Type::BOOL {
            self.def(format!("icmp ne i8 {v}, 0"))
        } else {
            v
        })
    }

    /// `v` (of type `ty`) stored at `p`.
    fn store(&mut self, buf: &BufRef, ty: Type, p: &str, v: &str) -> Result<()> {
        let pt = self.cx.triple.ptr_ty(buf.space);
        match ty {
            Type::Scalar(s) => {
                let v = if s == Scalar::Bool {
                    self.def(format!("zext i1 {v} to i8"))
                } else {
                    v.to_string()
                };
                let a = s.size();
                self.ins(format!(
                    "store {} {v}, {pt} {p}, align {a}",
                    mem_scalar_ty(s)
                ));
            }
            Type::Struct(_) => {
                let st = self.cx.mem_ty(ty)?;
                let it = self.cx.triple.index_ty(buf.space);
                for (path, off, s) in self.cx.leaves(ty)? {
                    let idx: Vec<String> = path.iter().map(|k| k.to_string()).collect();
                    let leaf = self.def(format!("extractvalue {st} {v}, {}", idx.join(", ")));
                    let q = if off == 0 {
                        p.to_string()
                    } else {
                        self.def(format!("getelementptr inbounds i8, {pt} {p}, {it} {off}"))
                    };
                    let a = s.size();
                    self.ins(format!(
                        "store {} {leaf}, {pt} {q}, align {a}",
                        mem_scalar_ty(s)
                    ));
                }
            }
            other => return Err(Error::unsupported(format!("storing a {other:?}"))),
        }
        Ok(())
    }
}
