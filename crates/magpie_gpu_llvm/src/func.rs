//! One function instance ([`Frame`]): the kernel, or a device function
//! inlined at one call site. [`Fe`] pairs a frame with the module context
//! and dispatches each instruction to its op family ([`crate::ops`]); the
//! blocks, terminators, phis and calls are [`crate::cfg`]'s.

use magpie_mpir::{
    BlockId, Const, Elem, FuncId, Function, FunctionInfo, Inst, InstId, Module, ModuleInfo, Opcode,
    Operand, Scalar, Type,
};

use crate::module::Cx;
use crate::text::{const_text, ident, scalar_ty};
use crate::{Error, Result};

/// Which memory a buffer reference addresses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Space {
    Global,
    Shared,
}

/// A buffer, a shared array, or a pointer into one of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct BufRef {
    pub space: Space,
    /// The pointer to element 0 (an LLVM operand).
    pub ptr: String,
    pub elem: Elem,
    /// The kernel parameter this is (for `gpu.buffer_len`); `None` for
    /// shared arrays and derived pointers.
    pub param: Option<usize>,
}

/// Where an inlined function's `ret`s go.
#[derive(Clone, Debug)]
pub(crate) struct RetTarget {
    /// The block after the inlined body.
    pub label: String,
    /// `(value, block it comes from)` of every `ret` emitted.
    pub incoming: Vec<(Option<String>, String)>,
}

/// A phi whose line is written once every block of its frame is.
#[derive(Clone, Debug)]
pub(crate) struct PendingPhi {
    /// Its line in the body.
    pub line: usize,
    pub name: String,
    pub ty: String,
    pub block: BlockId,
    pub inst: InstId,
}

/// One function instance.
pub(crate) struct Frame<'m> {
    pub fid: FuncId,
    pub func: &'m Function,
    pub finfo: &'m FunctionInfo,
    /// The LLVM operand of each value (by value index), once defined.
    pub vals: Vec<Option<String>>,
    /// The buffer behind each buffer or pointer value.
    pub bufs: Vec<Option<BufRef>>,
    /// The LLVM label of each block's start (by block index).
    pub labels: Vec<String>,
    /// The LLVM block each block ends in (after calls and the emitter's own
    /// control flow split it), once emitted.
    pub exits: Vec<Option<String>>,
    /// The successors of each emitted block, one per LLVM edge (a `switch`
    /// may reach one block by several).
    pub edges: Vec<Vec<BlockId>>,
    pub phis: Vec<PendingPhi>,
    /// `None` for the kernel.
    pub ret: Option<RetTarget>,
}

impl<'m> Frame<'m> {
    pub fn new(
        module: &'m Module,
        info: &'m ModuleInfo,
        fid: FuncId,
        instance: u32,
        ret: Option<RetTarget>,
    ) -> Frame<'m> {
        let func = &module.functions[fid];
        let mut labels: Vec<String> = Vec::with_capacity(func.blocks.len());
        for (b, blk) in func.blocks.iter() {
            let mut base = ident(&blk.label);
            if base == "entry" || labels.contains(&base) {
                base = format!("{base}_{}", b.index());
            }
            labels.push(base);
        }
        if instance > 0 {
            for l in labels.iter_mut() {
                *l = format!("{l}.i{instance}");
            }
        }
        let n = func.blocks.len();
        Frame {
            fid,
            func,
            finfo: info.function(fid),
            vals: vec![None; func.values.len()],
            bufs: vec![None; func.values.len()],
            labels,
            exits: vec![None; n],
            edges: vec![Vec::new(); n],
            phis: Vec::new(),
            ret,
        }
    }
}

/// A frame being written into the module context.
pub(crate) struct Fe<'a, 'm> {
    pub cx: &'a mut Cx<'m>,
    pub fr: Frame<'m>,
}

impl<'m> Fe<'_, 'm> {
    pub fn module(&self) -> &'m Module {
        self.cx.module
    }

    pub fn ins(&mut self, text: impl AsRef<str>) {
        self.cx.body.ins(text);
    }

    pub fn def(&mut self, rhs: impl AsRef<str>) -> String {
        self.cx.body.def(rhs)
    }

    /// An operand's LLVM text (a constant, or the value's name).
    pub fn val(&self, op: &Operand) -> Result<String> {
        match op {
            Operand::Const(c) => Ok(const_text(*c)),
            Operand::Value(v) => self
                .fr
                .vals
                .get(v.index())
                .cloned()
                .flatten()
                .ok_or_else(|| {
                    let name = self.fr.func.values.get(*v).map_or("?", |d| d.name.as_str());
                    Error::unsupported(format!(
                        "@{}: the value %{name} has no LLVM form here",
                        self.fr.func.name
                    ))
                }),
        }
    }

    pub fn buf(&self, op: &Operand) -> Result<BufRef> {
        match op {
            Operand::Value(v) => self.fr.bufs.get(v.index()).cloned().flatten().ok_or_else(|| {
                let name = self.fr.func.values.get(*v).map_or("?", |d| d.name.as_str());
                Error::unsupported(format!(
                    "@{}: %{name} is not a kernel buffer, a gpu.shared array or a pointer into one (pointer phis are not supported)",
                    self.fr.func.name
                ))
            }),
            Operand::Const(_) => Err(Error::unsupported("a constant used as a buffer")),
        }
    }

    pub fn operand_type(&self, op: &Operand) -> Type {
        self.fr.func.operand_type(op)
    }

    pub fn operand_scalar(&self, op: &Operand) -> Result<Scalar> {
        self.operand_type(op)
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

    /// Records an instruction's result.
    pub fn define(&mut self, inst: &Inst, v: String) {
        if let Some(r) = inst.result {
            self.fr.vals[r.index()] = Some(v);
        }
    }

    pub fn define_buf(&mut self, inst: &Inst, b: BufRef) {
        if let Some(r) = inst.result {
            self.fr.bufs[r.index()] = Some(b);
        }
    }

    /// The integer constant `v` of type `s`, as an operand.
    pub fn int_const(s: Scalar, v: i128) -> String {
        const_text(Const::int(s, v))
    }

    /// `ty` as its register type.
    pub fn lt(s: Scalar) -> &'static str {
        scalar_ty(s)
    }

    /// Writes one non-phi instruction.
    pub fn emit_inst(&mut self, id: InstId) -> Result<()> {
        if self.cx.body.too_large() {
            return Err(Error::unsupported(
                "the kernel is too large after inlining its device functions",
            ));
        }
        let inst = &self.fr.func.insts[id];
        let span = self.fr.func.spans.inst(id);
        self.dispatch(id, inst).map_err(|e| e.at(span))
    }

    fn dispatch(&mut self, id: InstId, inst: &Inst) -> Result<()> {
        use magpie_mpir::OpFamily as F;
        if let Some(r) = inst.result {
            let ty = self.fr.func.value_type(r);
            if matches!(ty, Type::Scalar(_) | Type::Struct(_)) {
                self.cx.check_type(ty)?;
            }
        }
        match inst.op.family() {
            Some(F::IntArith) => self.int_arith(inst),
            Some(F::FloatArith) => self.float_arith(inst),
            Some(F::Compare) => self.compare(inst),
            Some(F::Cast) => self.cast(inst),
            Some(F::Bitcast) => self.bitcast(inst),
            Some(F::Literal) => {
                let v = self.val(&inst.operands[0])?;
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
