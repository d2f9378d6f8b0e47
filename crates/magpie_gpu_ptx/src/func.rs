//! One function instance ([`Frame`]): the kernel itself, or a device
//! function inlined at one call site. [`Fe`] pairs a frame with the module
//! context and dispatches each instruction to its op family ([`crate::ops`]);
//! the blocks and terminators are [`crate::cfg`]'s.

use magpie_mpir::{
    Elem, FuncId, Function, FunctionInfo, Inst, InstId, Module, ModuleInfo, Opcode, Operand,
    Scalar, Type,
};

use crate::module::Cx;
use crate::regs::{immediate, mem_ty, mov_immediate, Class, Reg, Val};
use crate::unroll::LoopCopy;
use crate::{Error, Result};
use magpie_gpu::wide;

/// Which memory a buffer reference addresses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Space {
    /// `.global`, 64-bit addresses.
    Global,
    /// `.shared`, 32-bit addresses.
    Shared,
}

/// A buffer, a shared array, or a pointer into one of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct BufRef {
    pub space: Space,
    /// The address of element 0 (`%rd` for global, `%r` for shared).
    pub addr: Reg,
    pub elem: Elem,
    /// The kernel parameter this is (for `gpu.buffer_len`); `None` for
    /// shared arrays and derived pointers.
    pub param: Option<usize>,
    /// Loads use `ld.global.nc`.
    pub readonly: bool,
    /// The allocation whose start `addr` is, when it is one (vector
    /// accesses need a 16-byte aligned start); `None` for derived pointers.
    pub start: Option<Start>,
}

/// The start of an allocation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Start {
    /// A kernel buffer parameter: the runtime allocates 256-byte aligned.
    Param,
    /// The shared array with this index in the module context.
    Shared(usize),
}

/// Where an inlined function's `ret` goes.
#[derive(Clone, Debug)]
pub(crate) struct Ret {
    /// The call's result registers, one per leaf.
    pub regs: Vec<(Reg, Scalar)>,
    /// The label after the inlined body.
    pub label: String,
}

/// One function instance.
pub(crate) struct Frame<'m> {
    pub fid: FuncId,
    pub func: &'m Function,
    pub finfo: &'m FunctionInfo,
    /// Leaves of each value (by value index), once defined.
    pub vals: Vec<Option<Vec<Val>>>,
    /// The buffer behind each buffer or pointer value.
    pub bufs: Vec<Option<BufRef>>,
    /// One label per block (by block index).
    pub labels: Vec<String>,
    /// `None` for the kernel.
    pub ret: Option<Ret>,
    /// The copy of an unrolled loop whose blocks are being emitted
    /// ([`crate::unroll`]): it relabels their edges.
    pub copy: Option<LoopCopy>,
    /// Adjacent accesses emitted as one vector access.
    pub wide: wide::Groups,
}

impl<'m> Frame<'m> {
    pub fn new(
        module: &'m Module,
        info: &'m ModuleInfo,
        fid: FuncId,
        instance: u32,
        ret: Option<Ret>,
    ) -> Frame<'m> {
        let func = &module.functions[fid];
        let mut labels: Vec<String> = Vec::with_capacity(func.blocks.len());
        for (b, blk) in func.blocks.iter() {
            let clean: String = blk
                .label
                .chars()
                .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            let mut l = format!("$L{instance}_{clean}");
            if clean.is_empty() || labels.contains(&l) {
                l = format!("$L{instance}_{clean}_{}", b.index());
            }
            labels.push(l);
        }
        Frame {
            fid,
            func,
            finfo: info.function(fid),
            vals: vec![None; func.values.len()],
            bufs: vec![None; func.values.len()],
            labels,
            ret,
            copy: None,
            wide: wide::find(func, info.function(fid)),
        }
    }
}

/// A frame being emitted into the module context.
pub(crate) struct Fe<'a, 'm> {
    pub cx: &'a mut Cx<'m>,
    pub fr: Frame<'m>,
}

impl<'m> Fe<'_, 'm> {
    pub fn ins(&mut self, text: impl Into<String>) {
        self.cx.ins(text);
    }

    pub fn fresh(&mut self, s: Scalar) -> Reg {
        self.cx.reg(Class::of(s))
    }

    pub fn module(&self) -> &'m Module {
        self.cx.module
    }

    /// The leaves of an operand.
    pub fn leaves(&self, op: &Operand) -> Result<Vec<Val>> {
        match op {
            Operand::Const(c) => Ok(vec![Val::Imm(*c)]),
            Operand::Value(v) => self
                .fr
                .vals
                .get(v.index())
                .cloned()
                .flatten()
                .ok_or_else(|| {
                    let name = self.fr.func.values.get(*v).map_or("?", |d| d.name.as_str());
                    Error::unsupported(format!(
                        "@{}: the value %{name} has no PTX form here",
                        self.fr.func.name
                    ))
                }),
        }
    }

    /// A scalar operand.
    pub fn val(&self, op: &Operand) -> Result<Val> {
        match self.leaves(op)?.as_slice() {
            [v] => Ok(*v),
            _ => Err(Error::invalid("a struct where a scalar was expected")),
        }
    }

    /// A scalar operand in a register (constants are moved into one).
    pub fn reg(&mut self, op: &Operand) -> Result<Reg> {
        let s = self.operand_scalar(op)?;
        let v = self.val(op)?;
        Ok(self.in_reg(v, s))
    }

    /// `v` (of type `s`) in a register.
    pub fn in_reg(&mut self, v: Val, s: Scalar) -> Reg {
        match v {
            Val::Reg(r) => r,
            Val::Imm(c) => {
                let r = self.fresh(s);
                self.ins(format!("mov.{} {r}, {}", r.class.mov(), mov_immediate(c)));
                r
            }
        }
    }

    /// `v` as an instruction operand: an immediate where PTX has one for
    /// `s`, else a register.
    pub fn opnd(&mut self, v: Val, s: Scalar) -> String {
        if let Val::Imm(c) = v {
            if let Some(text) = immediate(c) {
                return text;
            }
        }
        self.in_reg(v, s).to_string()
    }

    /// A scalar operand as an instruction operand.
    pub fn op(&mut self, op: &Operand) -> Result<String> {
        let s = self.operand_scalar(op)?;
        let v = self.val(op)?;
        Ok(self.opnd(v, s))
    }

    pub fn buf(&self, op: &Operand) -> Result<BufRef> {
        match op {
            Operand::Value(v) => self.fr.bufs.get(v.index()).copied().flatten().ok_or_else(|| {
                let name = self.fr.func.values.get(*v).map_or("?", |d| d.name.as_str());
                Error::unsupported(format!(
                    "@{}: %{name} is not a kernel buffer, a gpu.shared array or a pointer into one (pointer phis are not supported)",
                    self.fr.func.name
                ))
            }),
            Operand::Const(_) => Err(Error::unsupported("a constant used as a buffer")),
        }
    }

    pub fn operand_scalar(&self, op: &Operand) -> Result<Scalar> {
        self.fr
            .func
            .operand_type(op)
            .scalar()
            .ok_or_else(|| Error::unsupported("a non-scalar operand"))
    }

    pub fn result_type(&self, inst: &Inst) -> Type {
        inst.result
            .map_or(Type::Unit, |r| self.fr.func.value_type(r))
    }

    pub fn result_scalar(&self, inst: &Inst) -> Result<Scalar> {
        self.result_type(inst)
            .scalar()
            .ok_or_else(|| Error::invalid("a non-scalar result"))
    }

    /// Records an instruction's result leaves.
    pub fn define(&mut self, inst: &Inst, leaves: Vec<Val>) {
        if let Some(r) = inst.result {
            self.fr.vals[r.index()] = Some(leaves);
        }
    }

    pub fn define_reg(&mut self, inst: &Inst, r: Reg) {
        self.define(inst, vec![Val::Reg(r)]);
    }

    pub fn define_buf(&mut self, inst: &Inst, b: BufRef) {
        if let Some(r) = inst.result {
            self.fr.bufs[r.index()] = Some(b);
        }
    }

    /// Fails with MPG_CORE_1200 when the device lacks `cap`.
    pub fn require(&self, cap: magpie_gpu::Capability, what: &str) -> Result<()> {
        if self.cx.options.has(cap) {
            Ok(())
        } else {
            Err(Error::missing(cap, what))
        }
    }

    /// Checks that the device has what a value of type `s` needs.
    pub fn check_scalar(&mut self, s: Scalar) -> Result<()> {
        use magpie_gpu::Capability as C;
        match s {
            Scalar::I64 | Scalar::U64 => self.require(C::Int64, "a 64-bit integer type"),
            Scalar::F64 => self.require(C::Float64, "the f64 type"),
            Scalar::F16 => {
                self.require(C::F16Arithmetic, "the f16 type")?;
                self.cx.need(crate::arch::Feature::F16)
            }
            Scalar::Bf16 => {
                self.require(C::Bf16, "the bf16 type")?;
                self.cx.need(crate::arch::Feature::Bf16Convert)
            }
            _ => Ok(()),
        }
    }

    /// `OP.T r, ADDR` for a scalar of type `s` (a `bool` is a byte, made a
    /// predicate).
    pub fn load_scalar(&mut self, op: &str, s: Scalar, addr: &str) -> Reg {
        if s == Scalar::Bool {
            let b = self.cx.reg(Class::B32);
            self.ins(format!("{op}.u8 {b}, {addr}"));
            let p = self.cx.reg(Class::Pred);
            self.ins(format!("setp.ne.b32 {p}, {b}, 0"));
            return p;
        }
        let r = self.fresh(s);
        self.ins(format!("{op}.{} {r}, {addr}", mem_ty(s)));
        r
    }

    /// `OP.T ADDR, v` for a scalar of type `s`.
    pub fn store_scalar(&mut self, op: &str, s: Scalar, addr: &str, v: Val) {
        let r = if s == Scalar::Bool {
            let p = self.in_reg(v, s);
            let b = self.cx.reg(Class::B32);
            self.ins(format!("selp.b32 {b}, 1, 0, {p}"));
            b
        } else {
            self.in_reg(v, s)
        };
        self.ins(format!("{op}.{} {addr}, {r}", mem_ty(s)));
    }

    /// Emits one non-phi instruction.
    pub fn emit_inst(&mut self, id: InstId) -> Result<()> {
        if self.cx.too_large() {
            return Err(Error::unsupported(
                "the kernel is too large after inlining its device functions",
            ));
        }
        let inst = &self.fr.func.insts[id];
        let span = self.fr.func.spans.inst(id);
        self.dispatch(id, inst).map_err(|e| e.at(span, "here"))
    }

    fn dispatch(&mut self, id: InstId, inst: &Inst) -> Result<()> {
        use magpie_mpir::OpFamily as F;
        if let Some(s) = self.result_type(inst).scalar() {
            self.check_scalar(s)?;
        }
        match inst.op.family() {
            Some(F::IntArith) => self.int_arith(inst),
            Some(F::FloatArith) => self.float_arith(inst),
            Some(F::Compare) => self.compare(inst),
            Some(F::Cast) => self.cast(inst),
            Some(F::Bitcast) => self.bitcast(inst),
            Some(F::Literal) => {
                let v = self.leaves(&inst.operands[0])?;
                self.define(inst, v);
                Ok(())
            }
            Some(F::New) => self.new_struct(inst),
            Some(F::GetField) => self.get_field(inst),
            Some(F::Call) => self.call(id, inst),
            Some(F::GpuId) => self.gpu_id(inst),
            Some(F::Memory) => self.memory(id, inst),
            Some(F::Atomic) => self.atomic(inst),
            Some(F::Subgroup) => self.subgroup(inst),
            Some(F::Math) => self.math(inst),
            None if inst.op == Opcode::Phi => {
                Err(Error::invalid("phi after a non-phi instruction"))
            }
            None => Err(Error::unsupported(format!("the op `{}`", inst.op.name()))),
        }
    }
}
