//! The per-work-item interpreter.
//!
//! A work-item is an explicit state ([`Item`]): a call stack of [`Frame`]s
//! (function, block, instruction index, register windows) over two register
//! stacks, scalar (`u64` bits) and object ([`Val`]). [`run`] executes it until
//! it returns, or stops at a barrier or a subgroup collective with its
//! instruction index still on that instruction; the scheduler
//! ([`crate::sched`]) completes those for the whole workgroup or subgroup and
//! moves the index past them.
//!
//! Invariants:
//! - each frame's registers are `sregs[sbase..sbase + nsregs]` and
//!   `oregs[obase..obase + noregs]`; the innermost frame's window runs to
//!   the end of the stacks;
//! - a frame's `pc` is exact whenever control leaves [`exec_frame`]: a fault
//!   is located at `(func, block, pc)`, `pc == insts.len()` meaning the
//!   terminator;
//! - branching applies the target's phis as one parallel copy;
//! - every instruction and terminator counts one step.
//!
//! The op families live in the submodules; this file dispatches.

pub(crate) mod arith;
pub(crate) mod atomic;
pub(crate) mod float;
pub(crate) mod math;
mod memory;
pub(crate) mod subgroup;

use magpie_mpir::{FuncId, Module};

use crate::error::{ExecErrorKind, Fault};
use crate::memory::Memory;
use crate::program::{AnyOp, Dst, Edge, IdKind, Op, Program, SOp, Term};
use crate::value::{Layouts, Ptr, Region, Val};

/// Deeper call stacks are refused (the verifier forbids recursion, so only
/// a long chain of distinct functions could get here).
pub(crate) const MAX_CALL_DEPTH: usize = 256;

/// What every work-item of one workgroup shares.
#[derive(Debug)]
pub(crate) struct Env<'a> {
    pub prog: &'a Program,
    pub module: &'a Module,
    pub kernel: FuncId,
    pub layouts: &'a Layouts,
    /// The buffer passed for each kernel parameter (`None` for non-buffers).
    pub buffers: &'a [Option<&'a Memory>],
    pub wg: [u32; 3],
    pub block: [u32; 3],
    pub grid: [u32; 3],
    pub sg_size: u32,
    pub max_steps: u64,
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Frame {
    pub func: u32,
    pub block: u32,
    pub pc: u32,
    pub sbase: u32,
    pub obase: u32,
    /// Where the caller wants the result.
    pub ret: Option<Dst>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum State {
    Ready,
    Barrier,
    Collective,
    Done,
}

#[derive(Debug)]
pub(crate) struct Item {
    pub frames: Vec<Frame>,
    pub sregs: Vec<u64>,
    pub oregs: Vec<Val>,
    pub steps: u64,
    pub state: State,
    pub tid: [u32; 3],
    pub linear: u32,
}

impl Item {
    pub fn new() -> Item {
        Item {
            frames: Vec::new(),
            sregs: Vec::new(),
            oregs: Vec::new(),
            steps: 0,
            state: State::Done,
            tid: [0; 3],
            linear: 0,
        }
    }

    /// Starts the kernel (function 0) with its parameters already in `sregs`/`oregs`.
    pub fn reset(&mut self, sregs: &[u64], oregs: &[Val], tid: [u32; 3], linear: u32) {
        self.frames.clear();
        self.frames.push(Frame {
            func: 0,
            block: 0,
            pc: 0,
            sbase: 0,
            obase: 0,
            ret: None,
        });
        self.sregs.clear();
        self.sregs.extend_from_slice(sregs);
        self.oregs.clear();
        self.oregs.extend_from_slice(oregs);
        self.steps = 0;
        self.state = State::Ready;
        self.tid = tid;
        self.linear = linear;
    }

    /// The instruction the innermost frame is at (when not at a terminator).
    pub fn current_op<'p>(&self, prog: &'p Program) -> Option<&'p Op> {
        let f = self.frames.last()?;
        prog.funcs
            .get(f.func as usize)?
            .blocks
            .get(f.block as usize)?
            .insts
            .get(f.pc as usize)
    }

    /// True when both are at the same instruction by the same call path.
    pub fn same_position(&self, other: &Item) -> bool {
        self.frames.len() == other.frames.len()
            && self
                .frames
                .iter()
                .zip(&other.frames)
                .all(|(a, b)| (a.func, a.block, a.pc) == (b.func, b.block, b.pc))
    }
}

#[cold]
fn bad_reg() -> Fault {
    Fault::internal("register index out of range")
}

#[inline(always)]
pub(crate) fn rd(s: &[u64], op: SOp) -> Result<u64, Fault> {
    match op {
        SOp::Imm(b) => Ok(b),
        SOp::Reg(r) => s.get(r as usize).copied().ok_or_else(bad_reg),
    }
}

#[inline(always)]
pub(crate) fn wr(s: &mut [u64], r: u32, v: u64) -> Result<(), Fault> {
    *s.get_mut(r as usize).ok_or_else(bad_reg)? = v;
    Ok(())
}

#[inline(always)]
fn obj(o: &[Val], r: u32) -> Result<&Val, Fault> {
    o.get(r as usize).ok_or_else(bad_reg)
}

#[inline(always)]
pub(crate) fn obj_mut(o: &mut [Val], r: u32) -> Result<&mut Val, Fault> {
    o.get_mut(r as usize).ok_or_else(bad_reg)
}

#[inline(always)]
fn ptr(o: &[Val], r: u32) -> Result<Ptr, Fault> {
    match obj(o, r)? {
        Val::Ptr(p) => Ok(*p),
        _ => Err(Fault::internal("a pointer register holds no pointer")),
    }
}

pub(crate) fn read_any(s: &[u64], o: &[Val], a: AnyOp) -> Result<Val, Fault> {
    match a {
        AnyOp::S(x) => Ok(Val::Scalar(rd(s, x)?)),
        AnyOp::O(r) => Ok(obj(o, r)?.clone()),
    }
}

pub(crate) fn write_val(s: &mut [u64], o: &mut [Val], d: Dst, v: Val) -> Result<(), Fault> {
    match (d, v) {
        (Dst::S(r), Val::Scalar(b)) => wr(s, r, b),
        (Dst::O(r), v) => {
            *obj_mut(o, r)? = v;
            Ok(())
        }
        _ => Err(Fault::internal("a scalar register given a non-scalar")),
    }
}

/// Why [`exec_frame`] stopped.
enum Next {
    Stop(State),
    /// At a call: the caller's pc is on the `Op::Call`.
    Call,
    Return(Option<Val>),
}

enum Flow {
    Next,
    Stop(State),
    Call,
}

/// Runs `item` until it returns or stops at a barrier or collective.
pub(crate) fn run(env: &Env<'_>, shared: &mut [Vec<u8>], item: &mut Item) -> Result<(), Fault> {
    item.state = State::Ready;
    loop {
        let next = {
            let Some(frame) = item.frames.last_mut() else {
                item.state = State::Done;
                return Ok(());
            };
            let lane = item.linear % env.sg_size.max(1);
            let s = item
                .sregs
                .get_mut(frame.sbase as usize..)
                .ok_or_else(bad_reg)?;
            let o = item
                .oregs
                .get_mut(frame.obase as usize..)
                .ok_or_else(bad_reg)?;
            exec_frame(env, shared, frame, s, o, &mut item.steps, item.tid, lane)?
        };
        match next {
            Next::Stop(state) => {
                item.state = state;
                return Ok(());
            }
            Next::Call => call(env.prog, item)?,
            Next::Return(v) => {
                let Some(done) = item.frames.pop() else {
                    return Err(Fault::internal("return without a frame"));
                };
                item.sregs.truncate(done.sbase as usize);
                item.oregs.truncate(done.obase as usize);
                let Some(caller) = item.frames.last_mut() else {
                    item.state = State::Done;
                    return Ok(());
                };
                if let (Some(d), Some(v)) = (done.ret, v) {
                    let s = item
                        .sregs
                        .get_mut(caller.sbase as usize..)
                        .ok_or_else(bad_reg)?;
                    let o = item
                        .oregs
                        .get_mut(caller.obase as usize..)
                        .ok_or_else(bad_reg)?;
                    write_val(s, o, d, v)?;
                }
                caller.pc += 1;
            }
        }
    }
}

/// Pushes the frame of the call the innermost frame is at.
fn call(prog: &Program, item: &mut Item) -> Result<(), Fault> {
    let Some(Op::Call { func, args, ret }) = item.current_op(prog) else {
        return Err(Fault::internal("call without a call instruction"));
    };
    if item.frames.len() >= MAX_CALL_DEPTH {
        return Err(Fault::internal(format!(
            "call depth exceeds {MAX_CALL_DEPTH}"
        )));
    }
    let caller = *item.frames.last().ok_or_else(bad_reg)?;
    let callee = prog
        .funcs
        .get(*func as usize)
        .ok_or_else(|| Fault::internal("callee out of range"))?;
    let (sbase, obase) = (item.sregs.len(), item.oregs.len());
    item.sregs.resize(sbase + callee.nsregs as usize, 0);
    item.oregs
        .resize(obase + callee.noregs as usize, Val::Undef);
    for (param, arg) in callee.params.iter().zip(args.iter()) {
        let v = read_any(
            item.sregs
                .get(caller.sbase as usize..)
                .ok_or_else(bad_reg)?,
            item.oregs
                .get(caller.obase as usize..)
                .ok_or_else(bad_reg)?,
            *arg,
        )?;
        write_val(
            &mut item.sregs[sbase..],
            &mut item.oregs[obase..],
            *param,
            v,
        )?;
    }
    item.frames.push(Frame {
        func: *func,
        block: 0,
        pc: 0,
        sbase: sbase as u32,
        obase: obase as u32,
        ret: *ret,
    });
    Ok(())
}

#[cold]
fn step_limit(max: u64) -> Fault {
    Fault::new(
        ExecErrorKind::StepLimit,
        format!("the work-item executed more than {max} instructions (Config::max_steps)"),
    )
}

#[allow(clippy::too_many_arguments)]
fn exec_frame(
    env: &Env<'_>,
    shared: &mut [Vec<u8>],
    frame: &mut Frame,
    s: &mut [u64],
    o: &mut [Val],
    steps: &mut u64,
    tid: [u32; 3],
    lane: u32,
) -> Result<Next, Fault> {
    let func = env
        .prog
        .funcs
        .get(frame.func as usize)
        .ok_or_else(|| Fault::internal("function out of range"))?;
    let mut pc = frame.pc as usize;
    loop {
        let block = func
            .blocks
            .get(frame.block as usize)
            .ok_or_else(|| Fault::internal("block out of range"))?;
        while let Some(op) = block.insts.get(pc) {
            *steps += 1;
            let flow = if *steps > env.max_steps {
                Err(step_limit(env.max_steps))
            } else {
                exec_op(env, shared, s, o, op, tid, lane)
            };
            match flow {
                Ok(Flow::Next) => pc += 1,
                Ok(Flow::Stop(st)) => {
                    frame.pc = pc as u32;
                    return Ok(Next::Stop(st));
                }
                Ok(Flow::Call) => {
                    frame.pc = pc as u32;
                    return Ok(Next::Call);
                }
                Err(e) => {
                    frame.pc = pc as u32;
                    return Err(e);
                }
            }
        }
        frame.pc = pc as u32;
        *steps += 1;
        if *steps > env.max_steps {
            return Err(step_limit(env.max_steps));
        }
        let edge = match &block.term {
            Term::Br(e) => e,
            Term::Cbr {
                cond,
                then_edge,
                else_edge,
            } => {
                if rd(s, *cond)? != 0 {
                    then_edge
                } else {
                    else_edge
                }
            }
            Term::Switch { v, cases, default } => {
                let x = rd(s, *v)?;
                cases
                    .iter()
                    .find(|(c, _)| *c == x)
                    .map_or(default, |(_, e)| e)
            }
            Term::Ret(v) => {
                let v = match v {
                    Some(a) => Some(read_any(s, o, *a)?),
                    None => None,
                };
                return Ok(Next::Return(v));
            }
            Term::Unreachable => {
                return Err(Fault::new(
                    ExecErrorKind::Unreachable,
                    "control reached `unreachable`",
                ))
            }
        };
        take_edge(edge, s, o)?;
        frame.block = edge.target;
        frame.pc = 0;
        pc = 0;
    }
}

/// Applies an edge's phi copies, all reads before all writes.
fn take_edge(e: &Edge, s: &mut [u64], o: &mut [Val]) -> Result<(), Fault> {
    if !e.parallel {
        for &(d, src) in e.scopies.iter() {
            let v = rd(s, src)?;
            wr(s, d, v)?;
        }
        for &(d, src) in e.ocopies.iter() {
            let v = obj(o, src)?.clone();
            *obj_mut(o, d)? = v;
        }
        return Ok(());
    }
    let sv = e
        .scopies
        .iter()
        .map(|&(_, src)| rd(s, src))
        .collect::<Result<Vec<_>, _>>()?;
    let ov = e
        .ocopies
        .iter()
        .map(|&(_, src)| obj(o, src).cloned())
        .collect::<Result<Vec<_>, _>>()?;
    for (&(d, _), v) in e.scopies.iter().zip(sv) {
        wr(s, d, v)?;
    }
    for (&(d, _), v) in e.ocopies.iter().zip(ov) {
        *obj_mut(o, d)? = v;
    }
    Ok(())
}

#[inline(always)]
fn exec_op(
    env: &Env<'_>,
    shared: &mut [Vec<u8>],
    s: &mut [u64],
    o: &mut [Val],
    op: &Op,
    tid: [u32; 3],
    lane: u32,
) -> Result<Flow, Fault> {
    match op {
        Op::Int { op, w, dst, a, b } => {
            let r = arith::int_op(*op, *w, rd(s, *a)?, rd(s, *b)?);
            wr(s, *dst, r)?;
        }
        Op::Float { op, ty, dst, a, b } => {
            let r = float::float_op(*op, *ty, rd(s, *a)?, rd(s, *b)?);
            wr(s, *dst, r)?;
        }
        Op::Mov { dst, src } => {
            let v = rd(s, *src)?;
            wr(s, *dst, v)?;
        }
        Op::Load {
            dst,
            buf,
            idx,
            elem,
        } => {
            let (p, i) = (ptr(o, *buf)?, rd(s, *idx)?);
            memory::load(env, shared, s, o, p, i, *elem, *dst)?;
        }
        Op::Store { buf, idx, v, elem } => {
            let (p, i) = (ptr(o, *buf)?, rd(s, *idx)?);
            match v {
                AnyOp::S(x) => memory::store_scalar(env, shared, p, i, *elem, rd(s, *x)?)?,
                AnyOp::O(r) => memory::store(env, shared, p, i, *elem, obj(o, *r)?)?,
            }
        }
        Op::Id { kind, dim, dst } => {
            let d = usize::from(*dim).min(2);
            let v = match kind {
                IdKind::Global => env.wg[d].wrapping_mul(env.block[d]).wrapping_add(tid[d]),
                IdKind::Thread => tid[d],
                IdKind::Workgroup => env.wg[d],
                IdKind::WorkgroupSize => env.block[d],
                IdKind::NumWorkgroups => env.grid[d],
            };
            wr(s, *dst, u64::from(v))?;
        }
        Op::Cast { from, to, dst, v } => {
            let r = arith::cast(*from, *to, rd(s, *v)?);
            wr(s, *dst, r)?;
        }
        Op::Math { op, ty, dst, v } => {
            let r = math::math_op(*op, *ty, rd(s, *v)?);
            wr(s, *dst, r)?;
        }
        Op::Fma { ty, dst, a, b, c } => {
            let r = math::fma(*ty, rd(s, *a)?, rd(s, *b)?, rd(s, *c)?);
            wr(s, *dst, r)?;
        }
        Op::Barrier => return Ok(Flow::Stop(State::Barrier)),
        Op::Collective { .. } => return Ok(Flow::Stop(State::Collective)),
        Op::Call { .. } => return Ok(Flow::Call),
        Op::New { dst, fields } => {
            let vals = fields
                .iter()
                .map(|f| read_any(s, o, *f))
                .collect::<Result<Vec<_>, _>>()?;
            *obj_mut(o, *dst)? = Val::Agg(vals.into());
        }
        Op::GetField { dst, obj: r, field } => {
            let v = match obj(o, *r)? {
                Val::Agg(fields) => fields
                    .get(*field as usize)
                    .cloned()
                    .ok_or_else(|| Fault::internal("field index out of range"))?,
                _ => return Err(Fault::internal("getfield on a non-aggregate")),
            };
            write_val(s, o, *dst, v)?;
        }
        Op::BufferLen { dst, buf, size } => {
            let n = memory::buffer_len(env, shared, ptr(o, *buf)?, *size)?;
            wr(s, *dst, n)?;
        }
        Op::Shared { dst, region } => {
            *obj_mut(o, *dst)? = Val::Ptr(Ptr {
                region: Region::Shared(*region),
                offset: 0,
            });
        }
        Op::Atomic {
            op,
            ty,
            dst,
            buf,
            idx,
            v,
            cmp,
        } => {
            let (p, i) = (ptr(o, *buf)?, rd(s, *idx)?);
            let (v, cmp) = (rd(s, *v)?, rd(s, *cmp)?);
            let (mut mem, addr) = memory::locate(env, shared, p, i, memory::atomic_elem(*ty))?;
            let old = mem
                .rmw(addr, ty.size() as usize, |old| {
                    atomic::new_value(*op, *ty, old, v, cmp)
                })
                .ok_or_else(|| {
                    Fault::new(
                        ExecErrorKind::Unsupported,
                        format!("atomic on a misaligned {} at byte offset {addr}", ty.name()),
                    )
                })?;
            wr(s, *dst, old)?;
        }
        Op::SubgroupSize { dst } => wr(s, *dst, u64::from(env.sg_size))?,
        Op::SubgroupLane { dst } => wr(s, *dst, u64::from(lane))?,
        Op::PtrLoad { dst, p, elem } => {
            let p = ptr(o, *p)?;
            memory::load(env, shared, s, o, p, 0, *elem, *dst)?;
        }
        Op::PtrStore { p, v, elem } => {
            let p = ptr(o, *p)?;
            let v = read_any(s, o, *v)?;
            memory::store(env, shared, p, 0, *elem, &v)?;
        }
        Op::PtrAdd {
            dst,
            p,
            count,
            count_signed_width,
            size,
        } => {
            let q = memory::ptr_add(ptr(o, *p)?, rd(s, *count)?, *count_signed_width, *size);
            *obj_mut(o, *dst)? = Val::Ptr(q);
        }
        Op::Fault { kind, message } => return Err(Fault::new(*kind, message.clone())),
    }
    Ok(Flow::Next)
}
