//! The op table: one row per operation, read by the parser, the printer, the
//! verifier and the target validator.
//!
//! A row says how the op is spelled (name, aliases, type parameters, operand
//! keys in canonical order), how it is typed ([`Typing`]), which capability it
//! needs ([`CapRule`]), whether it is only allowed in an unsafe context or on
//! one backend, and whether an unused result may be deleted. Adding an op is a
//! row here plus its typing rule and its semantics: see `docs/add-an-op.md`.
//!
//! Invariant: `OPS[op as usize].op == op` for every [`Opcode`] (tested).
//!
//! Ops spelled with [`INTERNAL_PREFIX`] (`__mp.bitcast`) are internal: the
//! parser accepts them only in a device library
//! ([`crate::parse::parse_library`]); in user text they are unknown ops.

use crate::types::{Backend, Scalar};

/// What [`Opcode::family`] sorts ops into for code generation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpFamily {
    /// Integer arithmetic, bitwise ops and shifts.
    IntArith,
    /// Float arithmetic, `.fast` forms included.
    FloatArith,
    /// Integer and float comparisons.
    Compare,
    Cast,
    Bitcast,
    Literal,
    New,
    GetField,
    /// `call` and `call_void`.
    Call,
    /// Work-item, workgroup and grid ids and sizes.
    GpuId,
    /// Buffer, shared and pointer loads and stores, `buffer_len`,
    /// `shared`, `barrier`, `ptr_add`.
    Memory,
    /// The atomic read-modify-write ops ([`Opcode::is_atomic`]).
    Atomic,
    /// The portable subgroup ops.
    Subgroup,
    /// `math.*`.
    Math,
}

/// How an op is written after its name (besides type parameters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Syntax {
    /// `{ key=V, ... }` with the row's `keys`, in any order. An op with no
    /// keys is written bare; `{ }` after it is accepted too.
    Keyed,
    /// `phi T { [bbA:%v], [bbB:%w] }`
    Phi,
    /// `call @f { k=V, ... }`: keys are free, values are taken in order.
    Call,
    /// `new TStruct { field=V, ... }`
    New,
    /// `getfield { obj=V, field=name }`
    GetField,
    /// `{ KEY="string" }`, one string attribute with the given key.
    StrAttr(&'static str),
    /// `const.T LIT`: the constant itself names the op (`%x: T = const.u32 1`).
    Literal,
    /// A host-only Magpie op (`arr.new`, `arc.retain`, `call_indirect`, ...;
    /// see [`HOST_OPS`]): read so that a kernel using one gets its MPG_CORE
    /// diagnostic. Written `NAME { k=V, ... }` (keys free, like `call`); the
    /// spelling is kept in `Inst::attr`.
    Host,
}

/// Type parameters written in angle brackets after the name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TyParams {
    None,
    /// `<T>`
    One,
    /// `<FROM, TO>`
    FromTo,
    /// `<N, T>`: an element count and a type.
    CountType,
}

/// The typing rule of an op (what its operands must be, what it returns).
/// The verifier implements each rule once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Typing {
    /// `lhs`, `rhs`: one integer type other than bool; result the same.
    IntArith,
    /// `lhs`, `rhs`: one integer type, bool included; result the same.
    IntBitwise,
    /// `lhs`, `rhs`: one float type; result the same.
    FloatArith,
    /// `lhs`, `rhs`: one integer type (bool allowed for eq/ne); result bool.
    IntCompare,
    /// `lhs`, `rhs`: one float type; result bool.
    FloatCompare,
    /// `<FROM, TO> { v: FROM }` between scalar types; result TO.
    Cast,
    /// `<FROM, TO> { v: FROM }` between non-bool scalar types of the same
    /// bit width; result TO.
    Bitcast,
    /// `phi T`: every incoming value is T; result T.
    Phi,
    /// Arguments match the callee's parameters; result is its return type.
    Call,
    /// Like `Call`, for a callee returning unit; no result.
    CallVoid,
    /// `new S { f=V.. }`: every field of value struct S exactly once; result S.
    New,
    /// `getfield { obj: S, field }`: result the field's type.
    GetField,
    /// `{ dim }`: a `const.u32` literal 0–2; result u32.
    GpuId,
    /// `<T> { buf, idx }`: buf a buffer or shared pointer of T, idx u32/u64; result T.
    BufferLoad,
    /// `<T> { buf, idx, v: T }`; no result.
    BufferStore,
    /// `<T> { buf }`: buf a buffer of T; result u32.
    BufferLen,
    /// `<N, T>`: result `ptr` or `rawptr<T>`.
    Shared,
    /// No operands, no result.
    Barrier,
    /// `<T> { buf, idx, v: T }`: result T (the old value).
    AtomicRmw,
    /// `<T> { buf, idx, cmp: T, v: T }`: result T (the old value).
    AtomicCmpxchg,
    /// No operands; result u32.
    SubgroupU32,
    /// `{ v }`: a numeric scalar; result the same.
    SubgroupReduce,
    /// `{ v, lane: u32 }`: any scalar; result the same.
    SubgroupShuffle,
    /// `{ v }`: a float; result the same.
    MathUnary,
    /// `lhs`, `rhs`: one float type; result the same.
    MathBinary,
    /// `{ a, b, c }`: one float type; result the same.
    MathFma,
    /// `<T> { p }`: p a pointer; result T.
    PtrLoad,
    /// `<T> { p, v: T }`; no result.
    PtrStore,
    /// `<T> { p, count: integer }`: result a pointer of T.
    PtrAdd,
    /// A string attribute; result pred.
    TargetPred,
    /// `lhs`, `rhs`: pred; result pred.
    PredBinary,
    /// `{ v: pred }`: result pred.
    PredNot,
    /// `const.T LIT`: the operand is a constant; result its type.
    Literal,
    /// A host-only op: not typed (the kernel is rejected by validation).
    Host,
}

/// Why a host-only op is not allowed in a kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostOpClass {
    /// MPG_CORE_1100
    HeapAllocation,
    /// MPG_CORE_1101
    Arc,
    /// MPG_CORE_1102
    DynamicDispatch,
}

/// Host-only Magpie ops the parser recognises (as [`Opcode::HostOp`]).
pub const HOST_OPS: &[(&str, HostOpClass)] = &[
    ("arr.new", HostOpClass::HeapAllocation),
    ("map.new", HostOpClass::HeapAllocation),
    ("str.builder.new", HostOpClass::HeapAllocation),
    ("callable.capture", HostOpClass::HeapAllocation),
    ("arc.retain", HostOpClass::Arc),
    ("arc.release", HostOpClass::Arc),
    ("share", HostOpClass::Arc),
    ("clone.shared", HostOpClass::Arc),
    ("call_indirect", HostOpClass::DynamicDispatch),
    ("arr.map", HostOpClass::DynamicDispatch),
    ("arr.filter", HostOpClass::DynamicDispatch),
    ("arr.reduce", HostOpClass::DynamicDispatch),
    ("arr.foreach", HostOpClass::DynamicDispatch),
];

/// The class of a host-only op spelling.
pub fn host_op_class(spelling: &str) -> Option<HostOpClass> {
    HOST_OPS
        .iter()
        .find(|(s, _)| *s == spelling)
        .map(|(_, c)| *c)
}

/// Which capability an op needs (names from the capability vocabulary).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CapRule {
    None,
    Always(&'static str),
    /// An atomic: `atomics_f32` on f32, `atomics_f64` on f64, none on integers.
    FloatAtomic,
}

/// One row of the op table.
#[derive(Debug)]
pub struct OpInfo {
    pub op: Opcode,
    /// Canonical spelling.
    pub name: &'static str,
    pub syntax: Syntax,
    pub ty_params: TyParams,
    /// Operand keys in canonical order (for `Syntax::Keyed`).
    pub keys: &'static [&'static str],
    pub typing: Typing,
    /// True when the op produces a value (`%x: T = op`).
    pub has_result: bool,
    pub cap: CapRule,
    /// Only in `unsafe { }` or an `unsafe gpu fn` (MPS0024).
    pub unsafe_only: bool,
    /// Only on this backend.
    pub only_backend: Option<Backend>,
    /// An instruction whose result is unused may be deleted.
    pub removable: bool,
    pub summary: &'static str,
}

/// Another spelling of an op. `implied` fixes the `<FROM, TO>` of a cast alias.
#[derive(Debug)]
pub struct Alias {
    pub spelling: &'static str,
    pub op: Opcode,
    pub implied: Option<(Scalar, Scalar)>,
}

/// The spelling prefix of internal ops (see the module docs).
pub const INTERNAL_PREFIX: &str = "__mp.";

/// Operand keys accepted in place of canonical ones: `{ a=, b= }` for
/// `{ lhs=, rhs= }` on ops whose keys are exactly `lhs, rhs`.
pub const KEY_ALIASES: &[(&str, &str)] = &[("a", "lhs"), ("b", "rhs")];

macro_rules! op_table {
    ($( $op:ident = $name:literal, $syntax:expr, $ty:ident, [$($key:literal),*], $typing:ident,
        result=$res:literal, cap=$cap:expr, unsafe_only=$unsafe:literal, only=$only:expr,
        removable=$rm:literal, $summary:literal; )*) => {
        /// Every operation of the kernel language.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Opcode { $($op),* }

        /// The table, indexed by `Opcode as usize`.
        pub const OPS: &[OpInfo] = &[$(
            OpInfo {
                op: Opcode::$op,
                name: $name,
                syntax: $syntax,
                ty_params: TyParams::$ty,
                keys: &[$($key),*],
                typing: Typing::$typing,
                has_result: $res,
                cap: $cap,
                unsafe_only: $unsafe,
                only_backend: $only,
                removable: $rm,
                summary: $summary,
            }
        ),*];
    };
}

use CapRule::{Always, FloatAtomic};
use Syntax::{Keyed, StrAttr};
const NO: CapRule = CapRule::None;
const ANY: Option<Backend> = None;

op_table! {
    IAdd = "i.add", Keyed, None, ["lhs", "rhs"], IntArith, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "wrapping integer add";
    ISub = "i.sub", Keyed, None, ["lhs", "rhs"], IntArith, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "wrapping integer subtract";
    IMul = "i.mul", Keyed, None, ["lhs", "rhs"], IntArith, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "wrapping integer multiply";
    ISdiv = "i.sdiv", Keyed, None, ["lhs", "rhs"], IntArith, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "signed division (x/0 = x, MIN/-1 = MIN)";
    IUdiv = "i.udiv", Keyed, None, ["lhs", "rhs"], IntArith, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "unsigned division (x/0 = x)";
    ISrem = "i.srem", Keyed, None, ["lhs", "rhs"], IntArith, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "signed remainder (x%0 = 0, MIN%-1 = 0)";
    IUrem = "i.urem", Keyed, None, ["lhs", "rhs"], IntArith, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "unsigned remainder (x%0 = 0)";
    IAnd = "i.and", Keyed, None, ["lhs", "rhs"], IntBitwise, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "bitwise and";
    IOr = "i.or", Keyed, None, ["lhs", "rhs"], IntBitwise, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "bitwise or";
    IXor = "i.xor", Keyed, None, ["lhs", "rhs"], IntBitwise, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "bitwise xor";
    IShl = "i.shl", Keyed, None, ["lhs", "rhs"], IntArith, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "shift left, amount modulo the width";
    ILshr = "i.lshr", Keyed, None, ["lhs", "rhs"], IntArith, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "logical shift right, amount modulo the width";
    IAshr = "i.ashr", Keyed, None, ["lhs", "rhs"], IntArith, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "arithmetic shift right, amount modulo the width";
    FAdd = "f.add", Keyed, None, ["lhs", "rhs"], FloatArith, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "IEEE add";
    FSub = "f.sub", Keyed, None, ["lhs", "rhs"], FloatArith, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "IEEE subtract";
    FMul = "f.mul", Keyed, None, ["lhs", "rhs"], FloatArith, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "IEEE multiply";
    FDiv = "f.div", Keyed, None, ["lhs", "rhs"], FloatArith, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "IEEE divide";
    FRem = "f.rem", Keyed, None, ["lhs", "rhs"], FloatArith, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "C fmod";
    FAddFast = "f.add.fast", Keyed, None, ["lhs", "rhs"], FloatArith, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "add, reassociation and contraction allowed";
    FSubFast = "f.sub.fast", Keyed, None, ["lhs", "rhs"], FloatArith, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "subtract, reassociation and contraction allowed";
    FMulFast = "f.mul.fast", Keyed, None, ["lhs", "rhs"], FloatArith, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "multiply, reassociation and contraction allowed";
    FDivFast = "f.div.fast", Keyed, None, ["lhs", "rhs"], FloatArith, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "divide, approximation allowed";
    FRemFast = "f.rem.fast", Keyed, None, ["lhs", "rhs"], FloatArith, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "fmod, approximation allowed";
    IcmpEq = "icmp.eq", Keyed, None, ["lhs", "rhs"], IntCompare, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "integer equal";
    IcmpNe = "icmp.ne", Keyed, None, ["lhs", "rhs"], IntCompare, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "integer not equal";
    IcmpSlt = "icmp.slt", Keyed, None, ["lhs", "rhs"], IntCompare, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "signed less than";
    IcmpSgt = "icmp.sgt", Keyed, None, ["lhs", "rhs"], IntCompare, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "signed greater than";
    IcmpSle = "icmp.sle", Keyed, None, ["lhs", "rhs"], IntCompare, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "signed less or equal";
    IcmpSge = "icmp.sge", Keyed, None, ["lhs", "rhs"], IntCompare, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "signed greater or equal";
    IcmpUlt = "icmp.ult", Keyed, None, ["lhs", "rhs"], IntCompare, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "unsigned less than";
    IcmpUgt = "icmp.ugt", Keyed, None, ["lhs", "rhs"], IntCompare, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "unsigned greater than";
    IcmpUle = "icmp.ule", Keyed, None, ["lhs", "rhs"], IntCompare, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "unsigned less or equal";
    IcmpUge = "icmp.uge", Keyed, None, ["lhs", "rhs"], IntCompare, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "unsigned greater or equal";
    FcmpOeq = "fcmp.oeq", Keyed, None, ["lhs", "rhs"], FloatCompare, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "ordered equal";
    FcmpOne = "fcmp.one", Keyed, None, ["lhs", "rhs"], FloatCompare, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "ordered and not equal";
    FcmpOlt = "fcmp.olt", Keyed, None, ["lhs", "rhs"], FloatCompare, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "ordered less than";
    FcmpOgt = "fcmp.ogt", Keyed, None, ["lhs", "rhs"], FloatCompare, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "ordered greater than";
    FcmpOle = "fcmp.ole", Keyed, None, ["lhs", "rhs"], FloatCompare, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "ordered less or equal";
    FcmpOge = "fcmp.oge", Keyed, None, ["lhs", "rhs"], FloatCompare, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "ordered greater or equal";
    Cast = "cast", Keyed, FromTo, ["v"], Cast, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "numeric conversion with Rust `as` semantics";
    Bitcast = "__mp.bitcast", Keyed, FromTo, ["v"], Bitcast, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "reinterpret the bits as a type of the same width (internal: device libraries only)";
    Phi = "phi", Syntax::Phi, None, [], Phi, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "SSA merge";
    Call = "call", Syntax::Call, None, [], Call, result=true, cap=NO, unsafe_only=false, only=ANY, removable=false, "call a device function";
    CallVoid = "call_void", Syntax::Call, None, [], CallVoid, result=false, cap=NO, unsafe_only=false, only=ANY, removable=false, "call a device function returning unit";
    New = "new", Syntax::New, None, [], New, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "build a value struct";
    GetField = "getfield", Syntax::GetField, None, ["obj"], GetField, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "read a value struct's field";
    GlobalId = "gpu.global_id", Keyed, None, ["dim"], GpuId, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "workgroup_id * workgroup_size + thread_id";
    ThreadId = "gpu.thread_id", Keyed, None, ["dim"], GpuId, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "work-item index within its workgroup";
    WorkgroupId = "gpu.workgroup_id", Keyed, None, ["dim"], GpuId, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "workgroup index within the grid";
    WorkgroupSize = "gpu.workgroup_size", Keyed, None, ["dim"], GpuId, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "work-items per workgroup";
    NumWorkgroups = "gpu.num_workgroups", Keyed, None, ["dim"], GpuId, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "grid size in workgroups";
    BufferLoad = "gpu.buffer_load", Keyed, One, ["buf", "idx"], BufferLoad, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "read a buffer or shared element";
    BufferStore = "gpu.buffer_store", Keyed, One, ["buf", "idx", "v"], BufferStore, result=false, cap=NO, unsafe_only=false, only=ANY, removable=false, "write a buffer or shared element";
    BufferLen = "gpu.buffer_len", Keyed, One, ["buf"], BufferLen, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "element count of a buffer";
    Shared = "gpu.shared", Keyed, CountType, [], Shared, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "workgroup-shared array";
    Barrier = "gpu.barrier", Keyed, None, [], Barrier, result=false, cap=NO, unsafe_only=false, only=ANY, removable=false, "workgroup execution and memory barrier";
    AtomicAdd = "gpu.atomic.add", Keyed, One, ["buf", "idx", "v"], AtomicRmw, result=true, cap=FloatAtomic, unsafe_only=false, only=ANY, removable=false, "atomic add, returns the old value";
    AtomicSub = "gpu.atomic.sub", Keyed, One, ["buf", "idx", "v"], AtomicRmw, result=true, cap=FloatAtomic, unsafe_only=false, only=ANY, removable=false, "atomic subtract, returns the old value";
    AtomicMin = "gpu.atomic.min", Keyed, One, ["buf", "idx", "v"], AtomicRmw, result=true, cap=NO, unsafe_only=false, only=ANY, removable=false, "atomic minimum, returns the old value";
    AtomicMax = "gpu.atomic.max", Keyed, One, ["buf", "idx", "v"], AtomicRmw, result=true, cap=NO, unsafe_only=false, only=ANY, removable=false, "atomic maximum, returns the old value";
    AtomicAnd = "gpu.atomic.and", Keyed, One, ["buf", "idx", "v"], AtomicRmw, result=true, cap=NO, unsafe_only=false, only=ANY, removable=false, "atomic and, returns the old value";
    AtomicOr = "gpu.atomic.or", Keyed, One, ["buf", "idx", "v"], AtomicRmw, result=true, cap=NO, unsafe_only=false, only=ANY, removable=false, "atomic or, returns the old value";
    AtomicXor = "gpu.atomic.xor", Keyed, One, ["buf", "idx", "v"], AtomicRmw, result=true, cap=NO, unsafe_only=false, only=ANY, removable=false, "atomic xor, returns the old value";
    AtomicXchg = "gpu.atomic.xchg", Keyed, One, ["buf", "idx", "v"], AtomicRmw, result=true, cap=FloatAtomic, unsafe_only=false, only=ANY, removable=false, "atomic exchange, returns the old value";
    AtomicCmpxchg = "gpu.atomic.cmpxchg", Keyed, One, ["buf", "idx", "cmp", "v"], AtomicCmpxchg, result=true, cap=NO, unsafe_only=false, only=ANY, removable=false, "atomic compare-and-swap, returns the old value";
    SubgroupSize = "gpu.subgroup.size", Keyed, None, [], SubgroupU32, result=true, cap=Always("subgroups"), unsafe_only=false, only=ANY, removable=true, "lanes per subgroup";
    SubgroupLane = "gpu.subgroup.lane", Keyed, None, [], SubgroupU32, result=true, cap=Always("subgroups"), unsafe_only=false, only=ANY, removable=true, "this work-item's lane";
    SubgroupSum = "gpu.subgroup.sum", Keyed, None, ["v"], SubgroupReduce, result=true, cap=Always("subgroups"), unsafe_only=false, only=ANY, removable=true, "sum over the subgroup";
    SubgroupMin = "gpu.subgroup.min", Keyed, None, ["v"], SubgroupReduce, result=true, cap=Always("subgroups"), unsafe_only=false, only=ANY, removable=true, "minimum over the subgroup";
    SubgroupMax = "gpu.subgroup.max", Keyed, None, ["v"], SubgroupReduce, result=true, cap=Always("subgroups"), unsafe_only=false, only=ANY, removable=true, "maximum over the subgroup";
    SubgroupShuffle = "gpu.subgroup.shuffle", Keyed, None, ["v", "lane"], SubgroupShuffle, result=true, cap=Always("subgroups"), unsafe_only=false, only=ANY, removable=true, "value of `v` at lane `lane`";
    SubgroupBroadcast = "gpu.subgroup.broadcast", Keyed, None, ["v", "lane"], SubgroupShuffle, result=true, cap=Always("subgroups"), unsafe_only=false, only=ANY, removable=true, "value of `v` at a uniform lane";
    MetalSimdSum = "gpu.metal.simd_sum", Keyed, None, ["v"], SubgroupReduce, result=true, cap=Always("metal.simd_reduce"), unsafe_only=true, only=Some(Backend::Msl), removable=true, "Metal SIMD-group sum";
    MetalSimdPrefixSum = "gpu.metal.simd_prefix_sum", Keyed, None, ["v"], SubgroupReduce, result=true, cap=Always("metal.simd_prefix"), unsafe_only=true, only=Some(Backend::Msl), removable=true, "Metal SIMD-group exclusive prefix sum";
    MetalSimdShuffle = "gpu.metal.simd_shuffle", Keyed, None, ["v", "lane"], SubgroupShuffle, result=true, cap=Always("metal.simd_shuffle"), unsafe_only=true, only=Some(Backend::Msl), removable=true, "Metal SIMD-group shuffle";
    Sqrt = "math.sqrt", Keyed, None, ["v"], MathUnary, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "square root (correctly rounded)";
    Rsqrt = "math.rsqrt", Keyed, None, ["v"], MathUnary, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "1 / sqrt";
    Exp = "math.exp", Keyed, None, ["v"], MathUnary, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "e^v";
    Exp2 = "math.exp2", Keyed, None, ["v"], MathUnary, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "2^v";
    Log = "math.log", Keyed, None, ["v"], MathUnary, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "natural logarithm";
    Log2 = "math.log2", Keyed, None, ["v"], MathUnary, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "base-2 logarithm";
    Sin = "math.sin", Keyed, None, ["v"], MathUnary, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "sine";
    Cos = "math.cos", Keyed, None, ["v"], MathUnary, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "cosine";
    Tan = "math.tan", Keyed, None, ["v"], MathUnary, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "tangent";
    Tanh = "math.tanh", Keyed, None, ["v"], MathUnary, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "hyperbolic tangent";
    Abs = "math.abs", Keyed, None, ["v"], MathUnary, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "absolute value";
    Floor = "math.floor", Keyed, None, ["v"], MathUnary, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "round down";
    Ceil = "math.ceil", Keyed, None, ["v"], MathUnary, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "round up";
    Round = "math.round", Keyed, None, ["v"], MathUnary, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "round half away from zero";
    Trunc = "math.trunc", Keyed, None, ["v"], MathUnary, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "round toward zero";
    Pow = "math.pow", Keyed, None, ["lhs", "rhs"], MathBinary, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "lhs^rhs";
    Min = "math.min", Keyed, None, ["lhs", "rhs"], MathBinary, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "fmin (NaN loses, -0 < +0)";
    Max = "math.max", Keyed, None, ["lhs", "rhs"], MathBinary, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "fmax (NaN loses, -0 < +0)";
    Atan2 = "math.atan2", Keyed, None, ["lhs", "rhs"], MathBinary, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "atan2(lhs, rhs)";
    Fma = "math.fma", Keyed, None, ["a", "b", "c"], MathFma, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "a*b+c with one rounding";
    PtrLoad = "ptr.load", Keyed, One, ["p"], PtrLoad, result=true, cap=NO, unsafe_only=true, only=ANY, removable=true, "read through a pointer";
    PtrStore = "ptr.store", Keyed, One, ["p", "v"], PtrStore, result=false, cap=NO, unsafe_only=true, only=ANY, removable=false, "write through a pointer";
    PtrAdd = "ptr.add", Keyed, One, ["p", "count"], PtrAdd, result=true, cap=NO, unsafe_only=true, only=ANY, removable=true, "advance a pointer by `count` elements";
    TargetIs = "gpu.target.is", StrAttr("name"), None, [], TargetPred, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "true on the named target (backend or arch)";
    TargetHas = "gpu.target.has", StrAttr("cap"), None, [], TargetPred, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "true where the target has the capability";
    PredAnd = "pred.and", Keyed, None, ["lhs", "rhs"], PredBinary, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "both predicates";
    PredOr = "pred.or", Keyed, None, ["lhs", "rhs"], PredBinary, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "either predicate";
    PredNot = "pred.not", Keyed, None, ["v"], PredNot, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "negated predicate";
    Literal = "const", Syntax::Literal, None, ["v"], Literal, result=true, cap=NO, unsafe_only=false, only=ANY, removable=true, "a named constant, `%x: T = const.T LIT`";
    HostOp = "<host op>", Syntax::Host, None, [], Host, result=true, cap=NO, unsafe_only=false, only=ANY, removable=false, "a host-only op, rejected in kernels";
}

/// Other spellings: Magpie's `.wrap` integer ops, the bf16 spellings.
pub const ALIASES: &[Alias] = &[
    Alias {
        spelling: "i.add.wrap",
        op: Opcode::IAdd,
        implied: None,
    },
    Alias {
        spelling: "i.sub.wrap",
        op: Opcode::ISub,
        implied: None,
    },
    Alias {
        spelling: "i.mul.wrap",
        op: Opcode::IMul,
        implied: None,
    },
    Alias {
        spelling: "i.shl.wrap",
        op: Opcode::IShl,
        implied: None,
    },
    Alias {
        spelling: "bf16.add",
        op: Opcode::FAdd,
        implied: None,
    },
    Alias {
        spelling: "bf16.sub",
        op: Opcode::FSub,
        implied: None,
    },
    Alias {
        spelling: "bf16.mul",
        op: Opcode::FMul,
        implied: None,
    },
    Alias {
        spelling: "bf16.div",
        op: Opcode::FDiv,
        implied: None,
    },
    Alias {
        spelling: "bf16.to_f32",
        op: Opcode::Cast,
        implied: Some((Scalar::Bf16, Scalar::F32)),
    },
    Alias {
        spelling: "f32.to_bf16",
        op: Opcode::Cast,
        implied: Some((Scalar::F32, Scalar::Bf16)),
    },
];

impl Opcode {
    pub fn info(self) -> &'static OpInfo {
        &OPS[self as usize]
    }

    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// The atomic read-modify-write ops (`gpu.atomic_*`); their first
    /// operand is the buffer or pointer they write.
    pub fn is_atomic(self) -> bool {
        use Opcode::*;
        matches!(
            self,
            AtomicAdd
                | AtomicSub
                | AtomicMin
                | AtomicMax
                | AtomicAnd
                | AtomicOr
                | AtomicXor
                | AtomicXchg
                | AtomicCmpxchg
        )
    }

    /// The family a code generator handles this op in (one list for every
    /// emitter that lowers op by op); `None` for ops with no family: phis,
    /// predicates, host ops and backend-specific ops, which each emitter
    /// treats on its own.
    pub fn family(self) -> Option<OpFamily> {
        use Opcode::*;
        Some(match self {
            IAdd | ISub | IMul | ISdiv | IUdiv | ISrem | IUrem | IAnd | IOr | IXor | IShl
            | ILshr | IAshr => OpFamily::IntArith,
            FAdd | FSub | FMul | FDiv | FRem | FAddFast | FSubFast | FMulFast | FDivFast
            | FRemFast => OpFamily::FloatArith,
            IcmpEq | IcmpNe | IcmpSlt | IcmpSgt | IcmpSle | IcmpSge | IcmpUlt | IcmpUgt
            | IcmpUle | IcmpUge | FcmpOeq | FcmpOne | FcmpOlt | FcmpOgt | FcmpOle | FcmpOge => {
                OpFamily::Compare
            }
            Cast => OpFamily::Cast,
            Bitcast => OpFamily::Bitcast,
            Literal => OpFamily::Literal,
            New => OpFamily::New,
            GetField => OpFamily::GetField,
            Call | CallVoid => OpFamily::Call,
            GlobalId | ThreadId | WorkgroupId | WorkgroupSize | NumWorkgroups => OpFamily::GpuId,
            BufferLoad | BufferStore | BufferLen | Shared | Barrier | PtrLoad | PtrStore
            | PtrAdd => OpFamily::Memory,
            op if op.is_atomic() => OpFamily::Atomic,
            SubgroupSize | SubgroupLane | SubgroupSum | SubgroupMin | SubgroupMax
            | SubgroupShuffle | SubgroupBroadcast => OpFamily::Subgroup,
            Sqrt | Rsqrt | Exp | Exp2 | Log | Log2 | Sin | Cos | Tan | Tanh | Abs | Floor
            | Ceil | Round | Trunc | Pow | Min | Max | Atan2 | Fma => OpFamily::Math,
            _ => return None,
        })
    }

    /// Internal ops are accepted only when parsing a device library.
    pub fn is_internal(self) -> bool {
        self.name().starts_with(INTERNAL_PREFIX)
    }

    /// Looks an op up by its canonical spelling or an alias.
    /// Host-only spellings ([`HOST_OPS`]) and the `const.T LIT` form, which
    /// has no name of its own, are not found here.
    pub fn lookup(spelling: &str) -> Option<(Opcode, Option<(Scalar, Scalar)>)> {
        if spelling == Opcode::HostOp.name() || spelling == Opcode::Literal.name() {
            return None;
        }
        if let Some(info) = OPS.iter().find(|i| i.name == spelling) {
            return Some((info.op, None));
        }
        ALIASES
            .iter()
            .find(|a| a.spelling == spelling)
            .map(|a| (a.op, a.implied))
    }

    pub fn all() -> impl Iterator<Item = Opcode> {
        OPS.iter().map(|i| i.op)
    }
}

impl std::fmt::Display for Opcode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_atomic_ops_are_the_gpu_atomic_spellings() {
        for op in Opcode::all() {
            assert_eq!(
                op.is_atomic(),
                op.name().starts_with("gpu.atomic."),
                "{}",
                op.name()
            );
        }
    }

    /// Every op of a family is typed as that family's ops are (so no op
    /// reaches a code generator's handler for another kind of op), and
    /// the ops with no family are the ones each emitter handles alone.
    #[test]
    fn families_agree_with_typing() {
        use Typing as T;
        for op in Opcode::all() {
            let typing = op.info().typing;
            let ok = match op.family() {
                Some(OpFamily::IntArith) => matches!(typing, T::IntArith | T::IntBitwise),
                Some(OpFamily::FloatArith) => typing == T::FloatArith,
                Some(OpFamily::Compare) => matches!(typing, T::IntCompare | T::FloatCompare),
                Some(OpFamily::Cast) => typing == T::Cast,
                Some(OpFamily::Bitcast) => typing == T::Bitcast,
                Some(OpFamily::Literal) => typing == T::Literal,
                Some(OpFamily::New) => typing == T::New,
                Some(OpFamily::GetField) => typing == T::GetField,
                Some(OpFamily::Call) => matches!(typing, T::Call | T::CallVoid),
                Some(OpFamily::GpuId) => typing == T::GpuId,
                Some(OpFamily::Memory) => matches!(
                    typing,
                    T::BufferLoad
                        | T::BufferStore
                        | T::BufferLen
                        | T::Shared
                        | T::Barrier
                        | T::PtrLoad
                        | T::PtrStore
                        | T::PtrAdd
                ),
                Some(OpFamily::Atomic) => matches!(typing, T::AtomicRmw | T::AtomicCmpxchg),
                Some(OpFamily::Subgroup) => op.name().starts_with("gpu.subgroup"),
                Some(OpFamily::Math) => matches!(typing, T::MathUnary | T::MathBinary | T::MathFma),
                None => {
                    matches!(
                        typing,
                        T::Phi | T::TargetPred | T::PredBinary | T::PredNot | T::Host
                    ) || op.name().starts_with("gpu.metal.")
                        || op.info().only_backend.is_some()
                }
            };
            assert!(ok, "{} ({typing:?}) in {:?}", op.name(), op.family());
        }
    }

    #[test]
    fn table_is_indexed_by_opcode() {
        for (i, info) in OPS.iter().enumerate() {
            assert_eq!(
                info.op as usize, i,
                "row {i} ({}) is out of place",
                info.name
            );
        }
    }

    #[test]
    fn spellings_are_unique() {
        let mut names: Vec<&str> = OPS.iter().map(|i| i.name).collect();
        names.extend(ALIASES.iter().map(|a| a.spelling));
        let n = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), n, "an op spelling is listed twice");
    }

    #[test]
    fn keyed_ops_without_operands_have_no_result_type_surprises() {
        for info in OPS {
            if info.typing == Typing::GpuId {
                assert_eq!(info.keys, &["dim"]);
            }
            if !info.has_result {
                assert!(
                    !info.removable,
                    "{} has no result but is removable",
                    info.name
                );
            }
            assert!(
                Opcode::lookup(info.name).is_some()
                    || matches!(info.op, Opcode::HostOp | Opcode::Literal),
                "{} cannot be looked up",
                info.name
            );
        }
    }
}
