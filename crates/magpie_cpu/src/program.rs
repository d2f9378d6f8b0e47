//! The pre-decoded form the interpreter runs: each function of the kernel's
//! call graph once, with values mapped to registers and operands resolved.
//!
//! Invariants (established by [`crate::decode`], relied on by the
//! interpreter):
//! - every value of a function has at most one register: scalar and pred
//!   values a scalar register (`u64` bits), pointers, buffers and structs an
//!   object register ([`crate::value::Val`]); a register index is below the
//!   function's `nsregs`/`noregs`;
//! - `funcs[0]` is the kernel; a call names its callee by index in `funcs`;
//! - block 0 is the entry; `DBlock::insts` holds the non-phi instructions in
//!   program order, with their `InstId`s alongside (for error messages);
//!   phis become the parallel copies of the edges into their block;
//! - predicates (`gpu.target.is/has`) are resolved to constants for the
//!   run's configuration; an unknown capability becomes a fault that is
//!   raised only if that instruction runs.

use magpie_mpir::{FuncId, InstId, Scalar};

use crate::error::ExecErrorKind;
use crate::interp::arith::IntOp;
use crate::interp::atomic::AtomicOp;
use crate::interp::float::FloatOp;
use crate::interp::math::MathOp;
use crate::interp::subgroup::CollectiveOp;
use crate::value::MemElem;

/// A scalar operand: a register or an immediate (a constant's bits).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SOp {
    Reg(u32),
    Imm(u64),
}

/// Any operand: a scalar one or an object register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AnyOp {
    S(SOp),
    O(u32),
}

/// Where a result goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Dst {
    S(u32),
    O(u32),
}

/// Which id a `gpu.*_id`-like op reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum IdKind {
    Global,
    Thread,
    Workgroup,
    WorkgroupSize,
    NumWorkgroups,
}

/// One decoded instruction.
#[derive(Clone, Debug)]
pub(crate) enum Op {
    Mov {
        dst: u32,
        src: SOp,
    },
    Int {
        op: IntOp,
        w: u32,
        dst: u32,
        a: SOp,
        b: SOp,
    },
    Float {
        op: FloatOp,
        ty: Scalar,
        dst: u32,
        a: SOp,
        b: SOp,
    },
    Math {
        op: MathOp,
        ty: Scalar,
        dst: u32,
        v: SOp,
    },
    Fma {
        ty: Scalar,
        dst: u32,
        a: SOp,
        b: SOp,
        c: SOp,
    },
    Cast {
        from: Scalar,
        to: Scalar,
        dst: u32,
        v: SOp,
    },
    Call {
        func: u32,
        args: Box<[AnyOp]>,
        ret: Option<Dst>,
    },
    New {
        dst: u32,
        fields: Box<[AnyOp]>,
    },
    GetField {
        dst: Dst,
        obj: u32,
        field: u32,
    },
    Id {
        kind: IdKind,
        dim: u8,
        dst: u32,
    },
    Load {
        dst: Dst,
        buf: u32,
        idx: SOp,
        elem: MemElem,
    },
    Store {
        buf: u32,
        idx: SOp,
        v: AnyOp,
        elem: MemElem,
    },
    BufferLen {
        dst: u32,
        buf: u32,
        size: u64,
    },
    Shared {
        dst: u32,
        region: u32,
    },
    Barrier,
    Atomic {
        op: AtomicOp,
        ty: Scalar,
        dst: u32,
        buf: u32,
        idx: SOp,
        v: SOp,
        cmp: SOp,
    },
    SubgroupSize {
        dst: u32,
    },
    SubgroupLane {
        dst: u32,
    },
    Collective {
        op: CollectiveOp,
        ty: Scalar,
        dst: u32,
        v: SOp,
        lane: SOp,
    },
    PtrLoad {
        dst: Dst,
        p: u32,
        elem: MemElem,
    },
    PtrStore {
        p: u32,
        v: AnyOp,
        elem: MemElem,
    },
    PtrAdd {
        dst: u32,
        p: u32,
        count: SOp,
        count_signed_width: Option<u32>,
        size: u64,
    },
    /// Raised when executed (a host-only op, an unresolvable predicate).
    Fault {
        kind: ExecErrorKind,
        message: String,
    },
}

/// A CFG edge with the phi copies of its target, done as a parallel copy.
#[derive(Clone, Debug)]
pub(crate) struct Edge {
    pub target: u32,
    pub scopies: Box<[(u32, SOp)]>,
    pub ocopies: Box<[(u32, u32)]>,
    /// Some copy reads a register another copy writes: copy through a buffer.
    pub parallel: bool,
}

#[derive(Clone, Debug)]
pub(crate) enum Term {
    Ret(Option<AnyOp>),
    Br(Edge),
    Cbr {
        cond: SOp,
        then_edge: Edge,
        else_edge: Edge,
    },
    Switch {
        v: SOp,
        /// Case values as the scrutinee's bits.
        cases: Box<[(u64, Edge)]>,
        default: Edge,
    },
    Unreachable,
}

#[derive(Clone, Debug)]
pub(crate) struct DBlock {
    pub insts: Vec<Op>,
    /// The source instruction of each entry of `insts`.
    pub ids: Vec<InstId>,
    pub term: Term,
}

#[derive(Clone, Debug)]
pub(crate) struct DFunc {
    pub id: FuncId,
    pub nsregs: u32,
    pub noregs: u32,
    /// The register of each parameter.
    pub params: Vec<Dst>,
    pub blocks: Vec<DBlock>,
}

/// One `gpu.shared` allocation: zeroed at the start of every workgroup.
#[derive(Clone, Debug)]
pub(crate) struct SharedDecl {
    pub bytes: usize,
}

#[derive(Clone, Debug)]
pub(crate) struct Program {
    pub funcs: Vec<DFunc>,
    pub shared: Vec<SharedDecl>,
    /// True when some function may stop at a barrier or a subgroup op: the
    /// work-items of a workgroup must then be interleaved.
    pub needs_sync: bool,
}
