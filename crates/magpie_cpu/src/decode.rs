//! Decoding a verified module into the [`Program`] the interpreter runs
//! (see [`crate::program`] for the invariants it establishes).
//!
//! Decoding trusts the verifier for typing but checks every handle and
//! register it resolves: a module that breaks an invariant gives an
//! `Internal` error here, never a panic later.

use magpie_gpu::Capability;
use magpie_mpir::{
    BlockId, Const, FuncId, Function, FunctionInfo, Inst, InstId, Module, ModuleInfo, Opcode,
    Operand, Terminator, TyArg, Type, Value,
};

use crate::error::ExecErrorKind;
use crate::interp::arith::IntOp;
use crate::interp::atomic::AtomicOp;
use crate::interp::float::FloatOp;
use crate::interp::math::MathOp;
use crate::interp::subgroup::CollectiveOp;
use crate::program::{AnyOp, DBlock, DFunc, Dst, Edge, IdKind, Op, Program, SOp, SharedDecl, Term};
use crate::value::{Layouts, MemElem};

/// The most shared memory one workgroup may allocate, all arrays together.
pub(crate) const MAX_SHARED_BYTES: u64 = 64 << 20;

pub(crate) type DecodeError = (ExecErrorKind, String);

fn internal(msg: impl Into<String>) -> DecodeError {
    (ExecErrorKind::Internal, msg.into())
}

/// Decodes `kernel` and every function it calls, directly or not.
pub(crate) fn decode(
    m: &Module,
    info: &ModuleInfo,
    kernel: FuncId,
    caps: &[Capability],
    layouts: &Layouts,
) -> Result<Program, DecodeError> {
    if info.functions.len() != m.functions.len() {
        return Err(internal("the ModuleInfo does not describe this module"));
    }
    let mut order = vec![kernel];
    let mut index: Vec<Option<u32>> = vec![None; m.functions.len()];
    *index
        .get_mut(kernel.index())
        .ok_or_else(|| internal("kernel handle out of range"))? = Some(0);
    let mut k = 0;
    while let Some(&f) = order.get(k) {
        for &g in &info.function(f).callees {
            let slot = index
                .get_mut(g.index())
                .ok_or_else(|| internal("callee handle out of range"))?;
            if slot.is_none() {
                *slot = Some(order.len() as u32);
                order.push(g);
            }
        }
        k += 1;
    }
    let mut prog = Program {
        funcs: Vec::with_capacity(order.len()),
        shared: Vec::new(),
        needs_sync: false,
    };
    for &fid in &order {
        let f = m
            .functions
            .get(fid)
            .ok_or_else(|| internal("function handle out of range"))?;
        let mut d = FnDecoder {
            m,
            f,
            info: info.function(fid),
            layouts,
            index: &index,
            caps,
            regs: Vec::new(),
            prog: &mut prog,
        };
        let func = d.run(fid)?;
        prog.funcs.push(func);
    }
    let total: u64 = prog.shared.iter().map(|s| s.bytes as u64).sum();
    if total > MAX_SHARED_BYTES {
        return Err((
            ExecErrorKind::Unsupported,
            format!(
                "the kernel allocates {total} bytes of shared memory per workgroup; the CPU executor allows {MAX_SHARED_BYTES}"
            ),
        ));
    }
    Ok(prog)
}

struct FnDecoder<'a> {
    m: &'a Module,
    f: &'a Function,
    info: &'a FunctionInfo,
    layouts: &'a Layouts,
    index: &'a [Option<u32>],
    caps: &'a [Capability],
    /// The register of each value (by value index).
    regs: Vec<Option<Dst>>,
    prog: &'a mut Program,
}

impl FnDecoder<'_> {
    fn run(&mut self, id: FuncId) -> Result<DFunc, DecodeError> {
        let f = self.f;
        let (mut ns, mut no) = (0u32, 0u32);
        self.regs = f
            .values
            .values()
            .map(|d| match d.ty {
                Type::Scalar(_) | Type::Pred => {
                    ns += 1;
                    Some(Dst::S(ns - 1))
                }
                Type::Struct(_) | Type::Buffer(_) | Type::Ptr(_) => {
                    no += 1;
                    Some(Dst::O(no - 1))
                }
                Type::Unit | Type::Host(_) => None,
            })
            .collect();
        let params = f
            .params
            .iter()
            .map(|&p| self.reg(p))
            .collect::<Result<Vec<_>, _>>()?;
        if f.blocks.is_empty() {
            return Err(internal(format!("@{} has no blocks", f.name)));
        }
        let mut blocks = Vec::with_capacity(f.blocks.len());
        for (b, block) in f.blocks.iter() {
            let mut insts = Vec::with_capacity(block.insts.len());
            let mut ids = Vec::with_capacity(block.insts.len());
            for &i in &block.insts {
                let inst = f
                    .insts
                    .get(i)
                    .ok_or_else(|| internal("instruction handle out of range"))?;
                if inst.op == Opcode::Phi {
                    continue;
                }
                insts.push(self.inst(i, inst)?);
                ids.push(i);
            }
            let term = self.term(b, &block.term)?;
            blocks.push(DBlock { insts, ids, term });
        }
        Ok(DFunc {
            id,
            nsregs: ns,
            noregs: no,
            params,
            blocks,
        })
    }

    fn reg(&self, v: Value) -> Result<Dst, DecodeError> {
        if let Some(r) = self.regs.get(v.index()).copied().flatten() {
            return Ok(r);
        }
        match self.f.values.get(v) {
            Some(d) if matches!(d.ty, Type::Host(_)) => Err((
                ExecErrorKind::Unsupported,
                format!(
                    "%{} in @{} has the host-only type {}, which kernels cannot use",
                    d.name,
                    self.f.name,
                    crate::text::type_name(self.m, d.ty)
                ),
            )),
            _ => Err(internal(format!("value #{} has no register", v.index()))),
        }
    }

    fn sop(&self, op: &Operand) -> Result<SOp, DecodeError> {
        match op {
            Operand::Const(c) => Ok(SOp::Imm(c.bits)),
            Operand::Value(v) => match self.reg(*v)? {
                Dst::S(r) => Ok(SOp::Reg(r)),
                Dst::O(_) => Err(internal("an object where a scalar was expected")),
            },
        }
    }

    fn oreg(&self, op: &Operand) -> Result<u32, DecodeError> {
        match op {
            Operand::Value(v) => match self.reg(*v)? {
                Dst::O(r) => Ok(r),
                Dst::S(_) => Err(internal("a scalar where an object was expected")),
            },
            Operand::Const(_) => Err(internal("a constant where an object was expected")),
        }
    }

    fn any(&self, op: &Operand) -> Result<AnyOp, DecodeError> {
        match op {
            Operand::Const(c) => Ok(AnyOp::S(SOp::Imm(c.bits))),
            Operand::Value(v) => Ok(match self.reg(*v)? {
                Dst::S(r) => AnyOp::S(SOp::Reg(r)),
                Dst::O(r) => AnyOp::O(r),
            }),
        }
    }

    fn operand<'i>(&self, inst: &'i Inst, k: usize) -> Result<&'i Operand, DecodeError> {
        inst.operands
            .get(k)
            .ok_or_else(|| internal(format!("`{}` lacks operand {k}", inst.op)))
    }

    fn dst(&self, inst: &Inst) -> Result<Dst, DecodeError> {
        let r = inst
            .result
            .ok_or_else(|| internal(format!("`{}` has no result", inst.op)))?;
        self.reg(r)
    }

    fn sdst(&self, inst: &Inst) -> Result<u32, DecodeError> {
        match self.dst(inst)? {
            Dst::S(r) => Ok(r),
            Dst::O(_) => Err(internal(format!("`{}` should give a scalar", inst.op))),
        }
    }

    fn odst(&self, inst: &Inst) -> Result<u32, DecodeError> {
        match self.dst(inst)? {
            Dst::O(r) => Ok(r),
            Dst::S(_) => Err(internal(format!("`{}` should give an object", inst.op))),
        }
    }

    /// The scalar type of operand `k` (bool for a pred).
    fn scalar(&self, inst: &Inst, k: usize) -> Result<magpie_mpir::Scalar, DecodeError> {
        match self.f.operand_type(self.operand(inst, k)?) {
            Type::Scalar(s) => Ok(s),
            Type::Pred => Ok(magpie_mpir::Scalar::Bool),
            _ => Err(internal(format!(
                "operand {k} of `{}` is not a scalar",
                inst.op
            ))),
        }
    }

    fn elem(&self, inst: &Inst, k: usize) -> Result<MemElem, DecodeError> {
        let t = inst
            .ty_arg(k)
            .ok_or_else(|| internal(format!("`{}` lacks a type argument", inst.op)))?;
        self.layouts
            .mem_elem(t)
            .ok_or_else(|| internal(format!("`{}`: element type has no layout", inst.op)))
    }

    fn inst(&mut self, i: InstId, inst: &Inst) -> Result<Op, DecodeError> {
        use Opcode::*;
        let op = inst.op;
        if let Some(iop) = IntOp::from_opcode(op) {
            return Ok(Op::Int {
                op: iop,
                w: self.scalar(inst, 0)?.bits(),
                dst: self.sdst(inst)?,
                a: self.sop(self.operand(inst, 0)?)?,
                b: self.sop(self.operand(inst, 1)?)?,
            });
        }
        if let Some(fop) = FloatOp::from_opcode(op) {
            return Ok(Op::Float {
                op: fop,
                ty: self.scalar(inst, 0)?,
                dst: self.sdst(inst)?,
                a: self.sop(self.operand(inst, 0)?)?,
                b: self.sop(self.operand(inst, 1)?)?,
            });
        }
        if let Some(mop) = MathOp::from_opcode(op) {
            return Ok(Op::Math {
                op: mop,
                ty: self.scalar(inst, 0)?,
                dst: self.sdst(inst)?,
                v: self.sop(self.operand(inst, 0)?)?,
            });
        }
        if let Some(aop) = AtomicOp::from_opcode(op) {
            let ty = match inst.ty_arg(0) {
                Some(Type::Scalar(s)) => s,
                _ => return Err(internal("atomic on a non-scalar element")),
            };
            let (cmp, v) = if aop == AtomicOp::Cmpxchg {
                (self.operand(inst, 2)?, self.operand(inst, 3)?)
            } else {
                (self.operand(inst, 2)?, self.operand(inst, 2)?)
            };
            return Ok(Op::Atomic {
                op: aop,
                ty,
                dst: self.sdst(inst)?,
                buf: self.oreg(self.operand(inst, 0)?)?,
                idx: self.sop(self.operand(inst, 1)?)?,
                v: self.sop(v)?,
                cmp: self.sop(cmp)?,
            });
        }
        if let Some(cop) = CollectiveOp::from_opcode(op) {
            self.prog.needs_sync = true;
            let lane = match inst.operands.get(1) {
                Some(l) => self.sop(l)?,
                None => SOp::Imm(0),
            };
            return Ok(Op::Collective {
                op: cop,
                ty: self.scalar(inst, 0)?,
                dst: self.sdst(inst)?,
                v: self.sop(self.operand(inst, 0)?)?,
                lane,
            });
        }
        Ok(match op {
            PredNot => Op::Int {
                op: IntOp::Xor,
                w: 1,
                dst: self.sdst(inst)?,
                a: self.sop(self.operand(inst, 0)?)?,
                b: SOp::Imm(1),
            },
            Fma => Op::Fma {
                ty: self.scalar(inst, 0)?,
                dst: self.sdst(inst)?,
                a: self.sop(self.operand(inst, 0)?)?,
                b: self.sop(self.operand(inst, 1)?)?,
                c: self.sop(self.operand(inst, 2)?)?,
            },
            Cast => {
                let to = match inst.ty_arg(1) {
                    Some(Type::Scalar(s)) => s,
                    _ => return Err(internal("cast to a non-scalar")),
                };
                Op::Cast {
                    from: self.scalar(inst, 0)?,
                    to,
                    dst: self.sdst(inst)?,
                    v: self.sop(self.operand(inst, 0)?)?,
                }
            }
            // Same width: the register bits are the same in both encodings.
            Literal | Bitcast => Op::Mov {
                dst: self.sdst(inst)?,
                src: self.sop(self.operand(inst, 0)?)?,
            },
            Call | CallVoid => self.call(i, inst)?,
            New => self.new_struct(inst)?,
            GetField => self.getfield(inst)?,
            GlobalId | ThreadId | WorkgroupId | WorkgroupSize | NumWorkgroups => {
                let kind = match op {
                    GlobalId => IdKind::Global,
                    ThreadId => IdKind::Thread,
                    WorkgroupId => IdKind::Workgroup,
                    WorkgroupSize => IdKind::WorkgroupSize,
                    _ => IdKind::NumWorkgroups,
                };
                let dim = match self.operand(inst, 0)? {
                    Operand::Const(c) if c.bits <= 2 => c.bits as u8,
                    _ => return Err(internal("dim is not a literal 0, 1 or 2")),
                };
                Op::Id {
                    kind,
                    dim,
                    dst: self.sdst(inst)?,
                }
            }
            BufferLoad => Op::Load {
                dst: self.dst(inst)?,
                buf: self.oreg(self.operand(inst, 0)?)?,
                idx: self.sop(self.operand(inst, 1)?)?,
                elem: self.elem(inst, 0)?,
            },
            BufferStore => Op::Store {
                buf: self.oreg(self.operand(inst, 0)?)?,
                idx: self.sop(self.operand(inst, 1)?)?,
                v: self.any(self.operand(inst, 2)?)?,
                elem: self.elem(inst, 0)?,
            },
            BufferLen => Op::BufferLen {
                dst: self.sdst(inst)?,
                buf: self.oreg(self.operand(inst, 0)?)?,
                size: self.elem(inst, 0)?.size,
            },
            Shared => self.shared(inst)?,
            Barrier => {
                self.prog.needs_sync = true;
                Op::Barrier
            }
            SubgroupSize => Op::SubgroupSize {
                dst: self.sdst(inst)?,
            },
            SubgroupLane => Op::SubgroupLane {
                dst: self.sdst(inst)?,
            },
            PtrLoad => Op::PtrLoad {
                dst: self.dst(inst)?,
                p: self.oreg(self.operand(inst, 0)?)?,
                elem: self.elem(inst, 0)?,
            },
            PtrStore => Op::PtrStore {
                p: self.oreg(self.operand(inst, 0)?)?,
                v: self.any(self.operand(inst, 1)?)?,
                elem: self.elem(inst, 0)?,
            },
            PtrAdd => {
                let cty = self.scalar(inst, 1)?;
                Op::PtrAdd {
                    dst: self.odst(inst)?,
                    p: self.oreg(self.operand(inst, 0)?)?,
                    count: self.sop(self.operand(inst, 1)?)?,
                    count_signed_width: cty.is_signed_int().then(|| cty.bits()),
                    size: self.elem(inst, 0)?.size,
                }
            }
            TargetIs => Op::Mov {
                dst: self.sdst(inst)?,
                src: SOp::Imm(u64::from(inst.attr.as_deref() == Some("cpu"))),
            },
            TargetHas => {
                let name = inst.attr.as_deref().unwrap_or("");
                match Capability::from_name(name) {
                    Some(c) => Op::Mov {
                        dst: self.sdst(inst)?,
                        src: SOp::Imm(u64::from(self.caps.contains(&c))),
                    },
                    None => Op::Fault {
                        kind: ExecErrorKind::UnresolvedPredicate,
                        message: format!(
                            "`{name}` is not a capability (known: {})",
                            Capability::vocabulary()
                        ),
                    },
                }
            }
            HostOp => Op::Fault {
                kind: ExecErrorKind::Unsupported,
                message: format!(
                    "`{}` is a host-only op and cannot run in a kernel",
                    inst.attr.as_deref().unwrap_or("?")
                ),
            },
            _ => return Err(internal(format!("no decoding for `{op}`"))),
        })
    }

    fn call(&self, i: InstId, inst: &Inst) -> Result<Op, DecodeError> {
        let callee = self
            .info
            .callee
            .get(i.index())
            .copied()
            .flatten()
            .ok_or_else(|| internal("call without a resolved callee"))?;
        let func = self
            .index
            .get(callee.index())
            .copied()
            .flatten()
            .ok_or_else(|| internal("callee not decoded"))?;
        let nparams = self.m.functions.get(callee).map_or(0, |g| g.params.len());
        if nparams != inst.operands.len() {
            return Err(internal("call argument count differs from the callee's"));
        }
        let args = inst
            .operands
            .iter()
            .map(|o| self.any(o))
            .collect::<Result<Vec<_>, _>>()?;
        let ret = match inst.result {
            Some(r) => Some(self.reg(r)?),
            None => None,
        };
        Ok(Op::Call {
            func,
            args: args.into(),
            ret,
        })
    }

    fn new_struct(&self, inst: &Inst) -> Result<Op, DecodeError> {
        let Some(Type::Struct(h)) = inst.ty_arg(0) else {
            return Err(internal("`new` of a non-struct"));
        };
        let def = self
            .m
            .structs
            .get(h)
            .ok_or_else(|| internal("struct handle out of range"))?;
        let fields = def
            .fields
            .iter()
            .map(|fd| {
                let k = inst
                    .keys
                    .iter()
                    .position(|k| *k == fd.name)
                    .ok_or_else(|| internal(format!("`new` lacks field {}", fd.name)))?;
                self.any(self.operand(inst, k)?)
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Op::New {
            dst: self.odst(inst)?,
            fields: fields.into(),
        })
    }

    fn getfield(&self, inst: &Inst) -> Result<Op, DecodeError> {
        let obj = self.operand(inst, 0)?;
        let Type::Struct(h) = self.f.operand_type(obj) else {
            return Err(internal("getfield on a non-struct"));
        };
        let name = inst.attr.as_deref().unwrap_or("");
        let field = self
            .m
            .structs
            .get(h)
            .and_then(|d| d.fields.iter().position(|f| f.name == name))
            .ok_or_else(|| internal(format!("no field `{name}`")))?;
        Ok(Op::GetField {
            dst: self.dst(inst)?,
            obj: self.oreg(obj)?,
            field: field as u32,
        })
    }

    fn shared(&mut self, inst: &Inst) -> Result<Op, DecodeError> {
        let n = match inst.ty_args.first() {
            Some(TyArg::Count(n)) => *n,
            _ => return Err(internal("gpu.shared without a count")),
        };
        let elem = self.elem(inst, 1)?;
        let bytes = n
            .checked_mul(elem.size)
            .filter(|&b| b <= MAX_SHARED_BYTES)
            .ok_or_else(|| {
                (
                    ExecErrorKind::Unsupported,
                    format!(
                        "gpu.shared<{n}, ...> is larger than the CPU executor's {MAX_SHARED_BYTES}-byte limit"
                    ),
                )
            })?;
        let region = self.prog.shared.len() as u32;
        self.prog.shared.push(SharedDecl {
            bytes: bytes as usize,
        });
        Ok(Op::Shared {
            dst: self.odst(inst)?,
            region,
        })
    }

    /// The edge `from → to` with `to`'s phi copies.
    fn edge(&self, from: BlockId, to: BlockId) -> Result<Edge, DecodeError> {
        let block = self
            .f
            .blocks
            .get(to)
            .ok_or_else(|| internal("branch to a missing block"))?;
        let (mut scopies, mut ocopies) = (Vec::new(), Vec::new());
        for &i in &block.insts {
            let Some(inst) = self.f.insts.get(i) else {
                continue;
            };
            if inst.op != Opcode::Phi {
                continue;
            }
            let k = inst
                .blocks
                .iter()
                .position(|&b| b == from)
                .ok_or_else(|| internal("phi lacks an incoming value for an edge"))?;
            let src = self.operand(inst, k)?;
            match self.dst(inst)? {
                Dst::S(r) => scopies.push((r, self.sop(src)?)),
                Dst::O(r) => ocopies.push((r, self.oreg(src)?)),
            }
        }
        let parallel = scopies
            .iter()
            .any(|(_, s)| scopies.iter().any(|(d, _)| *s == SOp::Reg(*d)))
            || ocopies
                .iter()
                .any(|(_, s)| ocopies.iter().any(|(d, _)| s == d));
        Ok(Edge {
            target: to.index() as u32,
            scopies: scopies.into(),
            ocopies: ocopies.into(),
            parallel,
        })
    }

    fn term(&self, b: BlockId, t: &Terminator) -> Result<Term, DecodeError> {
        Ok(match t {
            Terminator::Ret(None) => Term::Ret(None),
            Terminator::Ret(Some(v)) => Term::Ret(Some(self.any(v)?)),
            Terminator::Br(to) => Term::Br(self.edge(b, *to)?),
            Terminator::Cbr {
                cond,
                then_block,
                else_block,
            } => Term::Cbr {
                cond: self.sop(cond)?,
                then_edge: self.edge(b, *then_block)?,
                else_edge: self.edge(b, *else_block)?,
            },
            Terminator::Switch {
                value,
                cases,
                default,
            } => {
                let ty = match self.f.operand_type(value) {
                    Type::Scalar(s) => s,
                    _ => return Err(internal("switch on a non-scalar")),
                };
                let cases = cases
                    .iter()
                    .map(|&(v, to)| Ok((Const::int(ty, v).bits, self.edge(b, to)?)))
                    .collect::<Result<Vec<_>, DecodeError>>()?;
                Term::Switch {
                    v: self.sop(value)?,
                    cases: cases.into(),
                    default: self.edge(b, *default)?,
                }
            }
            Terminator::Unreachable => Term::Unreachable,
        })
    }
}
