//! Building modules by hand (no parser) for verifier tests.
#![allow(dead_code)]

use magpie_mpir::module::*;
use magpie_mpir::types::{Scalar, Type};
use magpie_mpir::{Handle, Opcode};

pub fn v(x: Value) -> Operand {
    Operand::Value(x)
}
pub fn u32c(n: u32) -> Operand {
    Operand::Const(Const::u32(n))
}
pub fn f32c(x: f32) -> Operand {
    Operand::Const(Const::float(Scalar::F32, x as f64))
}
pub const F32: Type = Type::Scalar(Scalar::F32);
pub const U32: Type = Type::U32;
pub const BOOL: Type = Type::BOOL;

/// A function under construction.
pub struct Fb {
    pub f: Function,
}

impl Fb {
    pub fn new(name: &str, ret: Type) -> Self {
        Fb {
            f: Function {
                name: name.to_string(),
                doc: None,
                is_unsafe: false,
                params: Vec::new(),
                ret,
                target: None,
                workgroup: None,
                requires: Vec::new(),
                values: Default::default(),
                insts: Default::default(),
                blocks: Default::default(),
                spans: Default::default(),
            },
        }
    }

    pub fn value(&mut self, name: &str, ty: Type) -> Value {
        self.f.values.append(ValueDef {
            name: name.to_string(),
            ty,
        })
    }

    pub fn param(&mut self, name: &str, ty: Type) -> Value {
        let p = self.value(name, ty);
        self.f.params.push(p);
        p
    }

    pub fn block(&mut self, label: &str) -> BlockId {
        self.f.blocks.append(Block {
            label: label.to_string(),
            insts: Vec::new(),
            term: Terminator::Unreachable,
        })
    }

    /// Appends `inst` to block `b`.
    pub fn push(&mut self, b: BlockId, inst: Inst) -> InstId {
        let i = self.f.insts.append(inst);
        self.f.blocks[b].insts.push(i);
        i
    }

    /// `%name: ty = op { operands }` in block `b`.
    pub fn op(
        &mut self,
        b: BlockId,
        name: &str,
        ty: Type,
        op: Opcode,
        operands: Vec<Operand>,
    ) -> Value {
        let r = self.value(name, ty);
        let mut inst = Inst::new(op);
        inst.result = Some(r);
        inst.operands = operands;
        self.push(b, inst);
        r
    }

    /// `%name: ty = op<T> { operands }` in block `b`.
    pub fn op_t(
        &mut self,
        b: BlockId,
        name: &str,
        ty: Type,
        op: Opcode,
        t: Type,
        operands: Vec<Operand>,
    ) -> Value {
        let r = self.value(name, ty);
        let mut inst = Inst::new(op);
        inst.result = Some(r);
        inst.ty_args = vec![TyArg::Type(t)];
        inst.operands = operands;
        self.push(b, inst);
        r
    }

    /// A void op in block `b`.
    pub fn void(
        &mut self,
        b: BlockId,
        op: Opcode,
        ty_args: Vec<TyArg>,
        operands: Vec<Operand>,
    ) -> InstId {
        let mut inst = Inst::new(op);
        inst.ty_args = ty_args;
        inst.operands = operands;
        self.push(b, inst)
    }

    pub fn phi(
        &mut self,
        b: BlockId,
        name: &str,
        ty: Type,
        incoming: Vec<(BlockId, Operand)>,
    ) -> Value {
        let r = self.value(name, ty);
        let mut inst = Inst::new(Opcode::Phi);
        inst.result = Some(r);
        inst.ty_args = vec![TyArg::Type(ty)];
        inst.blocks = incoming.iter().map(|(b, _)| *b).collect();
        inst.operands = incoming.iter().map(|(_, o)| *o).collect();
        self.push(b, inst);
        r
    }

    pub fn call(
        &mut self,
        b: BlockId,
        result: Option<(&str, Type)>,
        callee: &str,
        args: Vec<Operand>,
    ) -> InstId {
        let r = result.map(|(n, t)| self.value(n, t));
        let mut inst = Inst::new(if r.is_some() {
            Opcode::Call
        } else {
            Opcode::CallVoid
        });
        inst.result = r;
        inst.attr = Some(callee.to_string());
        inst.operands = args;
        self.push(b, inst)
    }

    pub fn term(&mut self, b: BlockId, t: Terminator) {
        self.f.blocks[b].term = t;
    }
}

/// A module of the given functions.
pub fn module(fns: Vec<Fb>) -> Module {
    let mut m = Module::default();
    for f in fns {
        m.functions.append(f.f);
    }
    m
}

pub fn bad<T>(index: u32) -> Handle<T> {
    Handle::from_index(index)
}

/// `gpu fn @add(%a: gpu.TBuffer<f32>, %n: u32) -> unit`: in-bounds add one.
pub fn vector_add() -> Fb {
    use magpie_mpir::types::Elem;
    let mut fb = Fb::new("add", Type::Unit);
    let buf = fb.param("a", Type::Buffer(Elem::Scalar(Scalar::F32)));
    let n = fb.param("n", U32);
    let b0 = fb.block("bb0");
    let b1 = fb.block("bb1");
    let b2 = fb.block("bb2");
    let gid = fb.op(b0, "gid", U32, Opcode::GlobalId, vec![u32c(0)]);
    let ok = fb.op(b0, "ok", BOOL, Opcode::IcmpUlt, vec![v(gid), v(n)]);
    fb.term(
        b0,
        Terminator::Cbr {
            cond: v(ok),
            then_block: b1,
            else_block: b2,
        },
    );
    let x = fb.op_t(b1, "x", F32, Opcode::BufferLoad, F32, vec![v(buf), v(gid)]);
    let y = fb.op(b1, "y", F32, Opcode::FAdd, vec![v(x), f32c(1.0)]);
    fb.void(
        b1,
        Opcode::BufferStore,
        vec![TyArg::Type(F32)],
        vec![v(buf), v(gid), v(y)],
    );
    fb.term(b1, Terminator::Br(b2));
    fb.term(b2, Terminator::Ret(None));
    fb
}
