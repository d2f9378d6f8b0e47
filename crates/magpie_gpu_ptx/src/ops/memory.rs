//! Buffers, shared arrays and raw pointers: element addresses, loads and
//! stores leaf by leaf (a struct element field by field at its natural
//! offset; `bool` as a byte), `gpu.buffer_len` from the hidden length
//! parameter, `gpu.shared` arrays, and the barrier.
//!
//! Addresses: a global element is `base + zext(idx) * stride` in 64 bits
//! (`mul.wide.u32` for a `u32` index, the form ptxas folds into the load);
//! a shared element is `base + idx * stride` in 32 bits; a constant index
//! is an immediate offset. Loads from read-only buffers use `ld.global.nc`.

use magpie_mpir::{Elem, Inst, InstId, Opcode, Operand, Scalar, TyArg, Type};

use crate::func::{BufRef, Fe, Space, Start};
use crate::module::{len_name, Memo};
use crate::regs::{leaf_scalars, mem_ty, Class, Reg, Val};
use crate::{Error, Result};

/// An element address: a register plus a constant byte offset.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Addr {
    pub reg: Reg,
    pub offset: i64,
}

impl Addr {
    pub fn at(self, extra: u64) -> String {
        let off = self.offset + extra as i64;
        if off == 0 {
            format!("[{}]", self.reg)
        } else {
            format!("[{}+{off}]", self.reg)
        }
    }
}

impl Fe<'_, '_> {
    pub(crate) fn memory(&mut self, id: InstId, inst: &Inst) -> Result<()> {
        match inst.op {
            Opcode::BufferLoad | Opcode::BufferStore if self.wide_member(id, inst)? => {}
            Opcode::BufferLoad | Opcode::PtrLoad => {
                let buf = self.buf(&inst.operands[0])?;
                let idx = inst.operands.get(1).copied();
                let addr = self.element_addr(buf, idx.as_ref())?;
                let ty = self.result_type(inst);
                let v = self.load_elem(buf, ty, addr)?;
                self.define(inst, v);
            }
            Opcode::BufferStore | Opcode::PtrStore => {
                let buf = self.buf(&inst.operands[0])?;
                let (idx, v) = if inst.op == Opcode::BufferStore {
                    (Some(inst.operands[1]), &inst.operands[2])
                } else {
                    (None, &inst.operands[1])
                };
                let addr = self.element_addr(buf, idx.as_ref())?;
                let ty = self.fr.func.operand_type(v);
                let leaves = self.leaves(v)?;
                self.store_elem(buf, ty, addr, leaves)?;
            }
            Opcode::BufferLen => {
                let buf = self.buf(&inst.operands[0])?;
                let Some(k) = buf.param.filter(|_| buf.space == Space::Global) else {
                    return Err(Error::unsupported(
                        "gpu.buffer_len of something other than a kernel buffer parameter",
                    ));
                };
                let r = self.cx.reg(Class::B32);
                self.ins(format!("ld.param.u32 {r}, [{}]", len_name(k)));
                self.define_reg(inst, r);
            }
            Opcode::Shared => self.shared(id, inst)?,
            Opcode::PtrAdd => self.ptr_add(inst)?,
            _ => {
                // Orders shared and global memory for the CTA (a fence at CTA
                // scope for every participating thread). The kernel's own
                // barriers may become warp barriers (`crate::warp_sync`).
                if self.fr.ret.is_none() {
                    let copy = self.fr.copy.as_ref().map(|c| (c.lp.header, c.index));
                    self.cx.kernel_barrier((id, copy));
                } else {
                    self.ins("bar.sync 0");
                }
            }
        }
        Ok(())
    }

    /// Handles a member of a vector access ([`magpie_gpu::wide`]): the access
    /// where the group is emitted emits it, the others nothing. `false`
    /// when `id` is in no group, or its buffer's start is not known to be
    /// aligned (every member decides alike: they share the buffer).
    fn wide_member(&mut self, id: InstId, inst: &Inst) -> Result<bool> {
        let Some(m) = self.fr.wide.member(id) else {
            return Ok(false);
        };
        let buf = self.buf(&inst.operands[0])?;
        match buf.start {
            Some(Start::Param) => {}
            Some(Start::Shared(k)) => self.cx.align_shared(k, 16),
            None => return Ok(false),
        }
        if self.fr.wide.groups[m.group].at != id {
            return Ok(true);
        }
        let group = self.fr.wide.groups[m.group].clone();
        let func = self.fr.func;
        let ty = match inst.result {
            Some(r) => func.value_type(r),
            None => func.operand_type(&inst.operands[2]),
        };
        let (Some(s), Elem::Scalar(e)) = (ty.scalar(), buf.elem) else {
            return Err(Error::invalid("a vector access of a non-scalar element"));
        };
        if e.size() != s.size() {
            return Ok(false);
        }
        let stride = u64::from(s.size());
        let (from, lane) = group.addr;
        let mut addr = self.element_addr(buf, func.insts[from].operands.get(1))?;
        addr.offset -= (lane as u64 * stride) as i64;
        let v = group.lanes.len();
        if group.store {
            let mut regs = Vec::with_capacity(v);
            for &lane in &group.lanes {
                let val = self.val(&func.insts[lane].operands[2])?;
                regs.push(self.in_reg(val, s).to_string());
            }
            self.ins(format!(
                "{}.v{v}.{} {}, {{{}}}",
                Self::st_op(buf),
                mem_ty(s),
                addr.at(0),
                regs.join(", ")
            ));
        } else {
            let regs: Vec<Reg> = (0..v).map(|_| self.fresh(s)).collect();
            let list: Vec<String> = regs.iter().map(|r| r.to_string()).collect();
            self.ins(format!(
                "{}.v{v}.{} {{{}}}, {}",
                Self::ld_op(buf),
                mem_ty(s),
                list.join(", "),
                addr.at(0)
            ));
            for (&lane, r) in group.lanes.iter().zip(regs) {
                self.define(&func.insts[lane], vec![Val::Reg(r)]);
            }
        }
        Ok(true)
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
        let (name, k) = self.cx.shared_array((self.fr.fid, id), *n, elem)?;
        let addr = self.cx.reg(Class::B32);
        self.ins(format!("mov.u32 {addr}, {name}"));
        self.define_buf(
            inst,
            BufRef {
                space: Space::Shared,
                addr,
                elem,
                param: None,
                readonly: false,
                start: Some(Start::Shared(k)),
            },
        );
        Ok(())
    }

    /// `ptr.add<T> { p, count }`: `count` elements of `T` further.
    fn ptr_add(&mut self, inst: &Inst) -> Result<()> {
        let buf = self.buf(&inst.operands[0])?;
        let elem = match inst.ty_arg(0) {
            Some(Type::Scalar(s)) => Elem::Scalar(s),
            Some(Type::Struct(s)) => Elem::Struct(s),
            _ => return Err(Error::invalid("ptr.add without an element type")),
        };
        let stride = self.stride(elem)?;
        let count = &inst.operands[1];
        let cs = self.operand_scalar(count)?;
        let addr = match (buf.space, count) {
            // A constant count is a constant byte offset.
            (space, Operand::Const(c)) => {
                let n = if cs.is_signed_int() {
                    c.as_i128()
                } else {
                    i128::from(c.bits)
                };
                let off = n * i128::from(stride);
                if space == Space::Global {
                    let a = self.cx.reg(Class::B64);
                    self.ins(format!("add.s64 {a}, {}, {}", buf.addr, off as i64));
                    a
                } else {
                    let a = self.cx.reg(Class::B32);
                    self.ins(format!("add.s32 {a}, {}, {}", buf.addr, off as i32));
                    a
                }
            }
            _ => self.ptr_add_reg(buf, count, cs, stride)?,
        };
        self.define_buf(
            inst,
            BufRef {
                addr,
                elem,
                param: None,
                start: None,
                ..buf
            },
        );
        Ok(())
    }

    /// `buf.addr + count * stride` for a count in a register.
    fn ptr_add_reg(
        &mut self,
        buf: BufRef,
        count: &Operand,
        cs: Scalar,
        stride: u64,
    ) -> Result<Reg> {
        Ok(match buf.space {
            Space::Global => {
                let off = self.cx.reg(Class::B64);
                let c = self.reg(count)?;
                match cs.bits() {
                    64 => self.ins(format!("mul.lo.s64 {off}, {c}, {stride}")),
                    _ if cs.is_signed_int() => {
                        self.ins(format!("mul.wide.s32 {off}, {c}, {stride}"))
                    }
                    _ => self.ins(format!("mul.wide.u32 {off}, {c}, {stride}")),
                }
                let a = self.cx.reg(Class::B64);
                self.ins(format!("add.s64 {a}, {}, {off}", buf.addr));
                a
            }
            Space::Shared => {
                let c = self.index32(count)?;
                let a = self.cx.reg(Class::B32);
                self.ins(format!("mad.lo.s32 {a}, {c}, {stride}, {}", buf.addr));
                a
            }
        })
    }

    fn stride(&self, elem: Elem) -> Result<u64> {
        magpie_gpu::layout::elem_layout(self.module(), elem)
            .map(|l| l.size)
            .ok_or_else(|| Error::unsupported("an element type without a layout"))
    }

    /// A 32-bit register holding an index or count (a 64-bit one truncated:
    /// shared memory is far below 4 GiB).
    fn index32(&mut self, op: &Operand) -> Result<Reg> {
        let s = self.operand_scalar(op)?;
        let r = self.reg(op)?;
        if s.bits() == 64 {
            let t = self.cx.reg(Class::B32);
            self.ins(format!("cvt.u32.u64 {t}, {r}"));
            Ok(t)
        } else {
            Ok(r)
        }
    }

    /// The address of element `idx` of `buf` (element 0 without an index).
    pub(crate) fn element_addr(&mut self, buf: BufRef, idx: Option<&Operand>) -> Result<Addr> {
        let stride = self.stride(buf.elem)?;
        let Some(idx) = idx else {
            return Ok(Addr {
                reg: buf.addr,
                offset: 0,
            });
        };
        if let Operand::Const(c) = idx {
            let off = c
                .bits
                .checked_mul(stride)
                .and_then(|o| i32::try_from(o).ok());
            if let Some(off) = off {
                return Ok(Addr {
                    reg: buf.addr,
                    offset: i64::from(off),
                });
            }
        }
        let s = self.operand_scalar(idx)?;
        let reg = match buf.space {
            Space::Global => {
                let i = self.reg(idx)?;
                let off = match self.cx.memo(Memo::Offset(i, stride)) {
                    Some(off) => off,
                    None => {
                        let off = self.cx.reg(Class::B64);
                        match (s.bits(), stride) {
                            (64, 1) => self.ins(format!("mov.b64 {off}, {i}")),
                            (64, _) => self.ins(format!("mul.lo.s64 {off}, {i}, {stride}")),
                            (_, 1) => self.ins(format!("cvt.u64.u32 {off}, {i}")),
                            _ => self.ins(format!("mul.wide.u32 {off}, {i}, {stride}")),
                        }
                        self.cx.remember(Memo::Offset(i, stride), off);
                        off
                    }
                };
                let a = self.cx.reg(Class::B64);
                self.ins(format!("add.s64 {a}, {}, {off}", buf.addr));
                a
            }
            Space::Shared => {
                let i = self.index32(idx)?;
                let a = self.cx.reg(Class::B32);
                self.ins(format!("mad.lo.s32 {a}, {i}, {stride}, {}", buf.addr));
                a
            }
        };
        Ok(Addr { reg, offset: 0 })
    }

    /// `ld.global[.nc]` / `ld.shared`.
    fn ld_op(buf: BufRef) -> &'static str {
        match (buf.space, buf.readonly) {
            (Space::Shared, _) => "ld.shared",
            (Space::Global, true) => "ld.global.nc",
            (Space::Global, false) => "ld.global",
        }
    }

    fn st_op(buf: BufRef) -> &'static str {
        match buf.space {
            Space::Shared => "st.shared",
            Space::Global => "st.global",
        }
    }

    /// The leaves of a `ty` element at `addr`.
    fn load_elem(&mut self, buf: BufRef, ty: Type, addr: Addr) -> Result<Vec<Val>> {
        let op = Self::ld_op(buf);
        let mut out = Vec::new();
        for (off, s) in self.leaf_offsets(ty)? {
            self.check_scalar(s)?;
            out.push(Val::Reg(self.load_scalar(op, s, &addr.at(off))));
        }
        Ok(out)
    }

    fn store_elem(&mut self, buf: BufRef, ty: Type, addr: Addr, leaves: Vec<Val>) -> Result<()> {
        let op = Self::st_op(buf);
        let offs = self.leaf_offsets(ty)?;
        if offs.len() != leaves.len() {
            return Err(Error::invalid("stored leaves and type disagree"));
        }
        for ((off, s), v) in offs.into_iter().zip(leaves) {
            self.check_scalar(s)?;
            self.store_scalar(op, s, &addr.at(off), v);
        }
        Ok(())
    }

    /// `(byte offset, scalar)` of each leaf of `ty` in its natural layout.
    pub(crate) fn leaf_offsets(&self, ty: Type) -> Result<Vec<(u64, Scalar)>> {
        let module = self.module();
        let mut out = Vec::new();
        collect_offsets(module, ty, 0, &mut out, 0)
            .ok_or_else(|| Error::unsupported(format!("a {ty:?} in memory")))?;
        if out.len() != leaf_scalars(module, ty).len() {
            return Err(Error::invalid("leaf offsets and leaves disagree"));
        }
        Ok(out)
    }
}

fn collect_offsets(
    module: &magpie_mpir::Module,
    ty: Type,
    base: u64,
    out: &mut Vec<(u64, Scalar)>,
    depth: usize,
) -> Option<()> {
    match ty {
        Type::Scalar(s) => {
            out.push((base, s));
            Some(())
        }
        Type::Struct(id) if depth < 64 => {
            let l = magpie_gpu::layout::struct_layout(module, id)?;
            for (k, f) in module.structs.get(id)?.fields.iter().enumerate() {
                collect_offsets(module, f.ty, base + l.offsets[k], out, depth + 1)?;
            }
            Some(())
        }
        _ => None,
    }
}
