//! One function: parameters, the synthetic entry block (push constants are
//! read there), then the blocks in reverse postorder ([`crate::cfg`]), each
//! instruction dispatched to its op family ([`crate::ops`]).

use std::collections::{HashMap, HashSet};

use magpie_mpir::{
    FuncId, Function, FunctionInfo, Inst, InstId, Opcode, Operand, Scalar, Type, Value,
};
use rspirv::dr::{Instruction, Operand as SpvOperand};
use rspirv::spirv::{Decoration, FunctionControl, Op, Word};

use crate::cfg;
use crate::module::{BufRef, Ctx};
use crate::{Error, Result};

pub(crate) struct FnEmitter<'a, 'm> {
    pub cx: &'a mut Ctx<'m>,
    pub fid: FuncId,
    pub func: &'m Function,
    pub finfo: &'m FunctionInfo,
    /// SSA id of each value (by value index), once defined.
    pub vals: Vec<Option<Word>>,
    /// The buffer or shared array behind each pointer-like value.
    pub bufs: Vec<Option<BufRef>>,
    /// One label per IR block.
    pub labels: Vec<Word>,
    pub is_kernel: bool,
    /// For an 8/16-bit integer made by truncating a 32-bit word: that word
    /// masked to the width (the value zero-extended), which every later
    /// reading of the narrow value uses instead of extending it again
    /// (`ops::arith`). Defined just before the narrow value, so it
    /// dominates every use of it.
    pub wide: HashMap<Word, Word>,
    /// Values made by a cast from `bool` or an integer (`ops::zero_guard`
    /// treats those that are float operands as possible `+0.0` terms),
    /// found once per function.
    pub int_casts: HashSet<Value>,
    /// Neighbouring element accesses that are one vector access
    /// (`ops::memory`).
    pub vectors: std::rc::Rc<magpie_gpu::wide::Groups>,
}

pub(crate) fn emit_function(
    cx: &mut Ctx<'_>,
    fid: FuncId,
    buf_args: &[BufRef],
    fn_id: Word,
    is_kernel: bool,
) -> Result<()> {
    let module = cx.module;
    let func = &module.functions[fid];
    let finfo = cx.info.function(fid);
    let ret = if is_kernel { cx.void } else { cx.ty(func.ret)? };
    let mut param_tys = Vec::new();
    for &p in &func.params {
        match func.value_type(p) {
            Type::Buffer(_) | Type::Ptr(_) => {}
            _ if is_kernel => {}
            t => param_tys.push(cx.ty(t)?),
        }
    }
    let fn_ty = cx.b.type_function(ret, param_tys);
    cx.b.begin_function(ret, Some(fn_id), FunctionControl::NONE, fn_ty)?;
    let labels = (0..func.blocks.len()).map(|_| cx.b.id()).collect();
    let vectors = cx.wide_groups(fid);
    let mut fe = FnEmitter {
        cx,
        fid,
        func,
        finfo,
        vals: vec![None; func.values.len()],
        bufs: vec![None; func.values.len()],
        labels,
        is_kernel,
        wide: HashMap::new(),
        int_casts: func
            .insts
            .values()
            .filter(|i| {
                i.op == Opcode::Cast
                    && i.operands.first().is_some_and(|a| {
                        func.operand_type(a)
                            .scalar()
                            .is_some_and(|s| s == Scalar::Bool || s.is_int())
                    })
            })
            .filter_map(|i| i.result)
            .collect(),
        vectors,
    };
    let mut next_buf = buf_args.iter();
    for (k, &p) in func.params.iter().enumerate() {
        match func.value_type(p) {
            Type::Buffer(_) | Type::Ptr(_) => {
                fe.bufs[p.index()] = if is_kernel {
                    fe.cx.kernel_bufs[k]
                } else {
                    next_buf.next().copied()
                };
            }
            t if !is_kernel => {
                let ty = fe.cx.ty(t)?;
                fe.vals[p.index()] = Some(fe.cx.b.function_parameter(ty)?);
            }
            _ => {}
        }
    }
    cfg::emit_body(&mut fe)?;
    fe.cx.b.end_function()?;
    Ok(())
}

impl FnEmitter<'_, '_> {
    /// Reads the kernel's push-constant parameters (in the entry block).
    pub(crate) fn load_push_params(&mut self) -> Result<()> {
        let Some(var) = self.cx.push_var else {
            return Ok(());
        };
        for pp in self.cx.push_params.clone() {
            let p = self.func.params[pp.param];
            let ty = self.func.value_type(p);
            let mut loaded = Vec::new();
            for (member, _, stored) in &pp.leaves {
                let st = self.cx.ty_scalar(*stored)?;
                let pt = self.cx.ptr(rspirv::spirv::StorageClass::PushConstant, st);
                let m = self.cx.c_u32(*member)?;
                let ptr = self.op(Op::AccessChain, pt, &[var, m])?;
                loaded.push(self.op(Op::Load, st, &[ptr])?);
            }
            let mut it = pp.leaves.iter().zip(loaded);
            let v = self.build_from_leaves(ty, &mut it)?;
            self.vals[p.index()] = Some(v);
        }
        Ok(())
    }

    /// Rebuilds a value of `ty` from its leaves (depth first), converting
    /// stored booleans back.
    fn build_from_leaves<'l>(
        &mut self,
        ty: Type,
        it: &mut impl Iterator<Item = (&'l (u32, Vec<u32>, Scalar), Word)>,
    ) -> Result<Word> {
        match ty {
            Type::Scalar(s) => {
                let (leaf, w) = it
                    .next()
                    .ok_or_else(|| Error::invalid("push leaves run out"))?;
                self.loaded_as(s, leaf.2, w)
            }
            Type::Struct(id) => {
                let fields: Vec<Type> = self.cx.module.structs[id]
                    .fields
                    .iter()
                    .map(|f| f.ty)
                    .collect();
                let mut parts = Vec::new();
                for f in fields {
                    parts.push(self.build_from_leaves(f, it)?);
                }
                let t = self.cx.ty_struct(id)?;
                self.op(Op::CompositeConstruct, t, &parts)
            }
            _ => Err(Error::invalid("push parameter of a non-data type")),
        }
    }

    /// A loaded value of type `stored` as SSA type `s` (bool from an
    /// integer, bf16 from its bits).
    pub(crate) fn loaded_as(&mut self, s: Scalar, stored: Scalar, w: Word) -> Result<Word> {
        if s == Scalar::Bf16 {
            return self.widen_bf16(w);
        }
        if s == Scalar::Bool && stored != Scalar::Bool {
            let zero = self.cx.c_int(stored, 0)?;
            let bt = self.cx.ty_scalar(Scalar::Bool)?;
            return self.op(Op::INotEqual, bt, &[w, zero]);
        }
        Ok(w)
    }

    /// An SSA value of type `s` in its stored form `stored`.
    pub(crate) fn stored_as(&mut self, s: Scalar, stored: Scalar, w: Word) -> Result<Word> {
        if s == Scalar::Bf16 {
            return self.narrow_bf16(w);
        }
        if s == Scalar::Bool && stored != Scalar::Bool {
            let one = self.cx.c_int(stored, 1)?;
            let zero = self.cx.c_int(stored, 0)?;
            let t = self.cx.ty_scalar(stored)?;
            return self.op(Op::Select, t, &[w, one, zero]);
        }
        Ok(w)
    }

    /// Appends `op` with id operands; returns its result.
    pub(crate) fn op(&mut self, op: Op, ty: Word, args: &[Word]) -> Result<Word> {
        let ops = args.iter().map(|a| SpvOperand::IdRef(*a)).collect();
        self.op_with(op, Some(ty), ops)
    }

    /// Appends `op` with arbitrary operands; returns its result id (0 for
    /// an instruction without result type).
    pub(crate) fn op_with(
        &mut self,
        op: Op,
        ty: Option<Word>,
        ops: Vec<SpvOperand>,
    ) -> Result<Word> {
        let id = if ty.is_some() {
            Some(self.cx.b.id())
        } else {
            None
        };
        let inst = Instruction::new(op, ty, id, ops);
        self.cx
            .b
            .insert_into_block(rspirv::dr::InsertPoint::End, inst)?;
        Ok(id.unwrap_or(0))
    }

    /// A float op that must not be contracted (SEMANTICS.md).
    pub(crate) fn exact(&mut self, op: Op, ty: Word, args: &[Word]) -> Result<Word> {
        let r = self.op(op, ty, args)?;
        self.cx.decorate(r, Decoration::NoContraction, &[]);
        Ok(r)
    }

    pub(crate) fn val(&mut self, op: &Operand) -> Result<Word> {
        match op {
            Operand::Const(c) => self.cx.constant(*c),
            Operand::Value(v) => self.vals.get(v.index()).copied().flatten().ok_or_else(|| {
                let name = self.func.values.get(*v).map_or("?", |d| d.name.as_str());
                Error::unsupported(format!(
                    "@{}: the value %{name} has no SPIR-V form here",
                    self.func.name
                ))
            }),
        }
    }

    pub(crate) fn buf(&self, op: &Operand) -> Result<BufRef> {
        match op {
            Operand::Value(v) => self.bufs.get(v.index()).copied().flatten().ok_or_else(|| {
                let name = self.func.values.get(*v).map_or("?", |d| d.name.as_str());
                Error::unsupported(format!(
                    "@{}: %{name} is not a kernel buffer or a gpu.shared array (pointer arithmetic and pointer phis are not supported)",
                    self.func.name
                ))
            }),
            Operand::Const(_) => Err(Error::unsupported("a constant used as a buffer")),
        }
    }

    pub(crate) fn operand_scalar(&self, op: &Operand) -> Result<Scalar> {
        self.func
            .operand_type(op)
            .scalar()
            .ok_or_else(|| Error::unsupported("a non-scalar operand"))
    }

    /// Records an instruction's result.
    pub(crate) fn define(&mut self, inst: &Inst, w: Word) {
        if let Some(r) = inst.result {
            self.vals[r.index()] = Some(w);
        }
    }

    pub(crate) fn result_type(&mut self, inst: &Inst) -> Result<Word> {
        let t = inst.result.map_or(Type::Unit, |r| self.func.value_type(r));
        self.cx.ty(t)
    }

    /// Emits one non-phi instruction.
    pub(crate) fn emit_inst(&mut self, id: InstId) -> Result<()> {
        let inst = &self.func.insts[id];
        let span = self.func.spans.inst(id);
        self.dispatch(id, inst).map_err(|e| e.at(span, "here"))
    }

    fn dispatch(&mut self, id: InstId, inst: &Inst) -> Result<()> {
        use Opcode::*;
        match inst.op {
            IAdd | ISub | IMul | ISdiv | IUdiv | ISrem | IUrem | IAnd | IOr | IXor | IShl
            | ILshr | IAshr => self.int_arith(inst),
            FAdd | FSub | FMul | FDiv | FRem | FAddFast | FSubFast | FMulFast | FDivFast
            | FRemFast => self.float_arith(inst),
            IcmpEq | IcmpNe | IcmpSlt | IcmpSgt | IcmpSle | IcmpSge | IcmpUlt | IcmpUgt
            | IcmpUle | IcmpUge | FcmpOeq | FcmpOne | FcmpOlt | FcmpOgt | FcmpOle | FcmpOge => {
                self.compare(inst)
            }
            Cast => self.cast(inst),
            Bitcast => self.bitcast(inst),
            Literal => {
                let v = self.val(&inst.operands[0])?;
                self.define(inst, v);
                Ok(())
            }
            New => self.new_struct(inst),
            GetField => self.get_field(inst),
            Call | CallVoid => self.call(id, inst),
            GlobalId | ThreadId | WorkgroupId | WorkgroupSize | NumWorkgroups => self.gpu_id(inst),
            BufferLoad | BufferStore | BufferLen | Shared | Barrier => self.memory(id, inst),
            AtomicAdd | AtomicSub | AtomicMin | AtomicMax | AtomicAnd | AtomicOr | AtomicXor
            | AtomicXchg | AtomicCmpxchg => self.atomic(inst),
            SubgroupSize | SubgroupLane | SubgroupSum | SubgroupMin | SubgroupMax
            | SubgroupShuffle | SubgroupBroadcast => self.subgroup(inst),
            Sqrt | Rsqrt | Exp | Exp2 | Log | Log2 | Sin | Cos | Tan | Tanh | Abs | Floor
            | Ceil | Round | Trunc | Pow | Min | Max | Atan2 | Fma => self.math(inst),
            TargetIs | TargetHas | PredAnd | PredOr | PredNot => self.predicate(inst),
            Phi => Err(Error::invalid("phi after a non-phi instruction")),
            other => Err(Error::unsupported(format!("the op `{}`", other.name()))),
        }
    }

    fn new_struct(&mut self, inst: &Inst) -> Result<()> {
        let Some(Type::Struct(sid)) = inst.result.map(|r| self.func.value_type(r)) else {
            return Err(Error::invalid("`new` without a struct result"));
        };
        let def = &self.cx.module.structs[sid];
        // Operands are in written order; `keys` says which field each is.
        let mut parts = vec![0; def.fields.len()];
        for (k, key) in inst.keys.iter().enumerate() {
            let f = def
                .fields
                .iter()
                .position(|f| f.name == *key)
                .ok_or_else(|| Error::invalid("unknown field"))?;
            parts[f] = self.val(&inst.operands[k])?;
        }
        let t = self.cx.ty_struct(sid)?;
        let v = self.op(Op::CompositeConstruct, t, &parts)?;
        self.define(inst, v);
        Ok(())
    }

    fn get_field(&mut self, inst: &Inst) -> Result<()> {
        let Type::Struct(sid) = self.func.operand_type(&inst.operands[0]) else {
            return Err(Error::invalid("getfield on a non-struct"));
        };
        let name = inst.attr.as_deref().unwrap_or("");
        let k = self.cx.module.structs[sid]
            .fields
            .iter()
            .position(|f| f.name == name)
            .ok_or_else(|| Error::invalid("unknown field"))?;
        let obj = self.val(&inst.operands[0])?;
        let t = self.result_type(inst)?;
        let v = self.op_with(
            Op::CompositeExtract,
            Some(t),
            vec![SpvOperand::IdRef(obj), SpvOperand::LiteralBit32(k as u32)],
        )?;
        self.define(inst, v);
        Ok(())
    }

    /// `call`: a device function, specialised for the buffers it receives.
    fn call(&mut self, id: InstId, inst: &Inst) -> Result<()> {
        let callee = self.finfo.callee[id.index()]
            .ok_or_else(|| Error::invalid("call without a resolved callee"))?;
        let cf = &self.cx.module.functions[callee];
        let mut bufs = Vec::new();
        let mut args = Vec::new();
        for (k, op) in inst.operands.iter().enumerate() {
            let pt = cf.params.get(k).map(|p| cf.value_type(*p));
            match pt {
                Some(Type::Buffer(_)) | Some(Type::Ptr(_)) => bufs.push(self.buf(op)?),
                _ => args.push(self.val(op)?),
            }
        }
        let key = (callee, bufs.clone());
        let fn_id = match self.cx.specs.get(&key) {
            Some(&f) => f,
            None => {
                let f = self.cx.b.id();
                self.cx.specs.insert(key, f);
                self.cx.work.push((callee, bufs, f));
                f
            }
        };
        let ret = self.cx.ty(cf.ret)?;
        let mut ops = vec![SpvOperand::IdRef(fn_id)];
        ops.extend(args.into_iter().map(SpvOperand::IdRef));
        let v = self.op_with(Op::FunctionCall, Some(ret), ops)?;
        self.define(inst, v);
        Ok(())
    }
}
