//! The module data structure.
//!
//! Invariants (checked by [`crate::verify`], relied on by everything after it):
//! - every handle a function holds (value, instruction, block, struct) indexes
//!   that function's (or the module's) arena;
//! - each value is defined exactly once: by a parameter or by one instruction's
//!   `result`;
//! - a block's instructions are listed in program order in `Block::insts`, phis
//!   first; every block ends in its `term`; the first block is the entry.
//!
//! Spans live in side tables ([`FnSpans`], [`StructSpans`]) that take no part in
//! equality: two modules are equal when they mean the same program, wherever
//! their text came from. That is what the round-trip test compares.

use magpie_diag::Span;

use crate::arena::{Arena, Handle};
use crate::ops::Opcode;
use crate::types::{Backend, Scalar, Type};

pub type Value = Handle<ValueDef>;
pub type InstId = Handle<Inst>;
pub type BlockId = Handle<Block>;
pub type FuncId = Handle<Function>;
pub type StructId = Handle<StructDef>;

/// A whole `.mp` module, less the host declarations the parser skipped.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Module {
    /// Dotted module path; `None` for an anonymous module (no header).
    pub name: Option<String>,
    /// `exports { @a, @b }` as written, without the `@`.
    pub exports: Vec<String>,
    /// `imports { a.b, c }` as written.
    pub imports: Vec<String>,
    /// The digest string, unquoted (a bare hex run and a quoted string are the same).
    pub digest: Option<String>,
    pub structs: Arena<StructDef>,
    pub functions: Arena<Function>,
}

impl Module {
    pub fn function_by_name(&self, name: &str) -> Option<FuncId> {
        self.functions
            .iter()
            .find(|(_, f)| f.name == name)
            .map(|(h, _)| h)
    }

    pub fn struct_by_name(&self, name: &str) -> Option<StructId> {
        self.structs
            .iter()
            .find(|(_, s)| s.name == name)
            .map(|(h, _)| h)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StructKind {
    Value,
    Heap,
}

#[derive(Clone, Debug, PartialEq)]
pub struct StructDef {
    pub name: String,
    pub kind: StructKind,
    pub doc: Option<String>,
    pub fields: Vec<Field>,
    pub spans: StructSpans,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    pub name: String,
    pub ty: Type,
}

/// A `gpu fn` (kernel or device function).
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    pub name: String,
    pub doc: Option<String>,
    pub is_unsafe: bool,
    /// Parameter values, in order; their types are `values[p].ty`.
    pub params: Vec<Value>,
    pub ret: Type,
    pub target: Option<Backend>,
    /// `None` when the clause is absent (the default, 64×1×1, applies).
    pub workgroup: Option<[u32; 3]>,
    /// Capability names as written in `requires(...)`.
    pub requires: Vec<String>,
    pub values: Arena<ValueDef>,
    pub insts: Arena<Inst>,
    /// The first block is the entry block.
    pub blocks: Arena<Block>,
    pub spans: FnSpans,
}

impl Function {
    pub const DEFAULT_WORKGROUP: [u32; 3] = [64, 1, 1];

    /// A kernel is a `gpu fn` returning `unit`.
    pub fn is_kernel(&self) -> bool {
        self.ret == Type::Unit
    }

    pub fn workgroup_size(&self) -> [u32; 3] {
        self.workgroup.unwrap_or(Self::DEFAULT_WORKGROUP)
    }

    pub fn entry(&self) -> Option<BlockId> {
        self.blocks.handles().next()
    }

    pub fn value_type(&self, v: Value) -> Type {
        self.values.get(v).map_or(Type::Unit, |d| d.ty)
    }

    pub fn operand_type(&self, op: &Operand) -> Type {
        match op {
            Operand::Value(v) => self.value_type(*v),
            Operand::Const(c) => Type::Scalar(c.ty),
        }
    }
}

/// An SSA value: a parameter or an instruction result.
#[derive(Clone, Debug, PartialEq)]
pub struct ValueDef {
    /// The name without `%`.
    pub name: String,
    pub ty: Type,
}

/// A basic block: `bbN:`, instructions, a terminator.
#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    pub label: String,
    pub insts: Vec<InstId>,
    pub term: Terminator,
}

/// A type argument of an op: `<T>`, `<FROM, TO>`, `<N, T>`, or a phi's type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TyArg {
    Type(Type),
    Count(u64),
}

/// One instruction. Its shape is given by the op table ([`crate::ops`]):
/// `operands` holds every value operand, in the table's key order for keyed
/// ops, in written order for `call` and `new` (with `keys` alongside), and
/// one per incoming edge for `phi` (with `blocks` alongside).
#[derive(Clone, Debug, PartialEq)]
pub struct Inst {
    pub op: Opcode,
    pub result: Option<Value>,
    pub ty_args: Vec<TyArg>,
    pub operands: Vec<Operand>,
    /// Keys of `call` arguments and `new` fields, as written.
    pub keys: Vec<String>,
    /// Incoming blocks of a `phi`, parallel to `operands`.
    pub blocks: Vec<BlockId>,
    /// `call`: the callee's name (no `@`); `getfield`: the field;
    /// host-only op: its spelling;
    /// `gpu.target.is`: the target name; `gpu.target.has`: the capability.
    pub attr: Option<String>,
    /// Written inside `unsafe { ... }`.
    pub in_unsafe: bool,
}

impl Inst {
    /// A bare instruction of `op` with no operands.
    pub fn new(op: Opcode) -> Self {
        Inst {
            op,
            result: None,
            ty_args: Vec::new(),
            operands: Vec::new(),
            keys: Vec::new(),
            blocks: Vec::new(),
            attr: None,
            in_unsafe: false,
        }
    }

    /// The type argument at `i`, when it is a type.
    pub fn ty_arg(&self, i: usize) -> Option<Type> {
        match self.ty_args.get(i) {
            Some(TyArg::Type(t)) => Some(*t),
            _ => None,
        }
    }
}

/// A value operand: an SSA value or an inline constant (`const.T LIT`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operand {
    Value(Value),
    Const(Const),
}

/// A scalar constant. `bits` holds the value in the type's own encoding, in
/// the low bits, zero-extended: two's complement for integers (masked to the
/// width), IEEE bits for floats (f16/bf16/f32 in the low 16/16/32 bits),
/// 0 or 1 for `bool`. Equality is bitwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Const {
    pub ty: Scalar,
    pub bits: u64,
}

impl Const {
    fn mask(ty: Scalar) -> u64 {
        match ty.bits() {
            64 => u64::MAX,
            b => (1u64 << b) - 1,
        }
    }

    /// An integer constant from any integer value, wrapped to the type's width.
    pub fn int(ty: Scalar, value: i128) -> Self {
        Const {
            ty,
            bits: (value as u64) & Self::mask(ty),
        }
    }

    pub fn bool(b: bool) -> Self {
        Const {
            ty: Scalar::Bool,
            bits: b as u64,
        }
    }

    pub fn u32(v: u32) -> Self {
        Const::int(Scalar::U32, v as i128)
    }

    /// A float constant of type `ty`, rounded once to nearest even from
    /// `value` (NaN becomes the type's quiet NaN).
    /// For an integer `ty` this converts with Rust `as` semantics.
    pub fn float(ty: Scalar, value: f64) -> Self {
        let bits = match ty {
            Scalar::F64 => value.to_bits(),
            Scalar::F32 => (value as f32).to_bits() as u64,
            // Rounded once from the exact f64 (see `crate::float`).
            Scalar::F16 => crate::float::round_f64(value, crate::float::F16),
            Scalar::Bf16 => crate::float::round_f64(value, crate::float::BF16),
            _ => return Const::int(ty, value as i128),
        };
        Const { ty, bits }
    }

    /// The integer value, sign-extended for signed types.
    pub fn as_i128(self) -> i128 {
        let b = self.ty.bits();
        if self.ty.is_signed_int() && b < 64 {
            let shift = 64 - b;
            (((self.bits << shift) as i64) >> shift) as i128
        } else if self.ty.is_signed_int() {
            self.bits as i64 as i128
        } else {
            self.bits as i128
        }
    }

    /// The float value widened exactly to f64 (for float types).
    pub fn as_f64(self) -> f64 {
        match self.ty {
            Scalar::F64 => f64::from_bits(self.bits),
            Scalar::F32 => f32::from_bits(self.bits as u32) as f64,
            Scalar::F16 => half::f16::from_bits(self.bits as u16).to_f64(),
            Scalar::Bf16 => half::bf16::from_bits(self.bits as u16).to_f64(),
            _ => self.as_i128() as f64,
        }
    }
}

/// How a block ends.
#[derive(Clone, Debug, PartialEq)]
pub enum Terminator {
    Ret(Option<Operand>),
    Br(BlockId),
    Cbr {
        cond: Operand,
        then_block: BlockId,
        else_block: BlockId,
    },
    /// Case values are stored as the scrutinee type's bits would be: the
    /// literal as written, sign-extended into `i128`.
    Switch {
        value: Operand,
        cases: Vec<(i128, BlockId)>,
        default: BlockId,
    },
    Unreachable,
}

impl Terminator {
    /// Successor blocks, in order, duplicates kept.
    pub fn successors(&self) -> Vec<BlockId> {
        match self {
            Terminator::Ret(_) | Terminator::Unreachable => Vec::new(),
            Terminator::Br(b) => vec![*b],
            Terminator::Cbr {
                then_block,
                else_block,
                ..
            } => vec![*then_block, *else_block],
            Terminator::Switch { cases, default, .. } => {
                let mut v: Vec<_> = cases.iter().map(|(_, b)| *b).collect();
                v.push(*default);
                v
            }
        }
    }

    /// The value operands of the terminator.
    pub fn operands(&self) -> Vec<Operand> {
        match self {
            Terminator::Ret(Some(v)) => vec![*v],
            Terminator::Cbr { cond, .. } => vec![*cond],
            Terminator::Switch { value, .. } => vec![*value],
            _ => Vec::new(),
        }
    }
}

/// Spans of a function's parts, indexed like the arenas they describe. Any
/// entry may be missing (a module built by code has none): use the accessors,
/// which return an empty span then.
#[derive(Clone, Debug, Default)]
pub struct FnSpans {
    /// The whole declaration header, `gpu fn ... {`.
    pub decl: Span,
    pub name: Span,
    pub ret: Span,
    pub target: Span,
    pub workgroup: Span,
    /// One per `requires` entry.
    pub requires: Vec<Span>,
    /// Where each value is defined (its `%name` at the definition), by value index.
    pub values: Vec<Span>,
    /// Each block's label, by block index.
    pub blocks: Vec<Span>,
    /// Each instruction, by instruction index.
    pub insts: Vec<Span>,
    /// Each instruction's operands, by instruction index then operand index.
    pub operands: Vec<Vec<Span>>,
    /// Each block's terminator, by block index.
    pub terms: Vec<Span>,
}

fn at(v: &[Span], i: usize) -> Span {
    v.get(i).copied().unwrap_or_default()
}

impl FnSpans {
    pub fn value(&self, v: Value) -> Span {
        at(&self.values, v.index())
    }
    pub fn block(&self, b: BlockId) -> Span {
        at(&self.blocks, b.index())
    }
    pub fn inst(&self, i: InstId) -> Span {
        at(&self.insts, i.index())
    }
    /// The span of operand `k` of `i`, falling back to the instruction's span.
    pub fn operand(&self, i: InstId, k: usize) -> Span {
        self.operands
            .get(i.index())
            .and_then(|ops| ops.get(k).copied())
            .unwrap_or_else(|| self.inst(i))
    }
    pub fn term(&self, b: BlockId) -> Span {
        at(&self.terms, b.index())
    }
    pub fn require(&self, k: usize) -> Span {
        self.requires.get(k).copied().unwrap_or(self.decl)
    }
}

/// Spans take no part in a module's identity.
impl PartialEq for FnSpans {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

#[derive(Clone, Debug, Default)]
pub struct StructSpans {
    pub decl: Span,
    pub name: Span,
    /// One per field.
    pub fields: Vec<Span>,
}

impl StructSpans {
    pub fn field(&self, k: usize) -> Span {
        self.fields.get(k).copied().unwrap_or(self.decl)
    }
}

/// Spans take no part in a module's identity.
impl PartialEq for StructSpans {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}
