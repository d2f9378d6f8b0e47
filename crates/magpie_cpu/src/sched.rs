//! The workgroup scheduler: runs the grid's workgroups in parallel (rayon)
//! and, inside one workgroup, interleaves its work-items so that barriers and
//! subgroup collectives mean what they mean on a GPU.
//!
//! One workgroup, one thread. Its work-items run one after another, each
//! until it returns or stops at a barrier or a collective. When none can
//! run:
//! 1. every subgroup (consecutive linear thread ids, `subgroup_size` of them;
//!    the last may be partial) with a lane at a collective must have all its
//!    lanes at that same instruction by the same call path, else
//!    `DivergentSubgroup`; its results are computed and its lanes resume;
//! 2. otherwise, if some work-items wait at a barrier, all must wait at the
//!    same barrier by the same call path (none returned), else
//!    `DivergentBarrier`; then all resume;
//! 3. otherwise every work-item has returned and the workgroup is done.
//!
//! A kernel with no barrier or collective anywhere in its call graph runs its
//! work-items one at a time to completion, reusing one state.
//!
//! Invariants: shared arrays are zeroed at the start of every workgroup; the
//! first error of any workgroup stops the run (other workgroups already
//! running finish their current one); instruction counts add up over all
//! work-items.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

use rayon::prelude::*;

use magpie_mpir::{BlockId, Module};

use crate::error::{fmt_id, ExecError, ExecErrorKind, Fault};
use crate::interp::subgroup::collective;
use crate::interp::{self, rd, wr, Env, Item, State};
use crate::memory::Memory;
use crate::program::Op;
use crate::text;
use crate::value::{Layouts, Val};
use crate::RunStats;

/// Everything a run needs, shared by all workgroups.
#[derive(Debug)]
pub(crate) struct Run<'a> {
    pub prog: &'a crate::program::Program,
    pub module: &'a Module,
    pub kernel: magpie_mpir::FuncId,
    pub layouts: &'a Layouts,
    pub buffers: Vec<Option<&'a Memory>>,
    /// The kernel's registers at entry (parameters filled in).
    pub init_s: Vec<u64>,
    pub init_o: Vec<Val>,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub sg_size: u32,
    pub max_steps: u64,
}

/// Per-thread buffers reused from one workgroup to the next.
#[derive(Debug, Default)]
struct Scratch {
    items: Vec<Item>,
    shared: Vec<Vec<u8>>,
    vals: Vec<u64>,
    lanes: Vec<u64>,
    out: Vec<u64>,
}

impl Run<'_> {
    fn kernel_name(&self) -> &str {
        self.module
            .functions
            .get(self.kernel)
            .map_or("?", |f| f.name.as_str())
    }

    /// Runs every workgroup; `threads` picks a local pool.
    pub fn run_grid(&self, threads: Option<usize>) -> Result<RunStats, ExecError> {
        let [gx, gy, gz] = self.grid.map(u64::from);
        let groups = gx * gy * gz;
        let work_items =
            groups.saturating_mul(self.block.iter().map(|&b| u64::from(b)).product::<u64>());
        let instructions = AtomicU64::new(0);
        let body = || {
            (0..groups)
                .into_par_iter()
                .try_for_each_init(Scratch::default, |scratch, g| {
                    let n = self.run_workgroup(g, scratch)?;
                    instructions.fetch_add(n, Relaxed);
                    Ok(())
                })
        };
        match threads {
            Some(t) => rayon::ThreadPoolBuilder::new()
                .num_threads(t.max(1))
                .build()
                .map_err(|e| {
                    ExecError::new(
                        ExecErrorKind::Internal,
                        self.kernel_name(),
                        format!("cannot start a thread pool: {e}"),
                    )
                })?
                .install(body)?,
            None => body()?,
        }
        Ok(RunStats {
            work_items,
            instructions: instructions.into_inner(),
        })
    }

    fn workgroup_id(&self, g: u64) -> [u32; 3] {
        let [gx, gy, _] = self.grid.map(u64::from);
        [
            (g % gx) as u32,
            ((g / gx) % gy) as u32,
            (g / (gx * gy)) as u32,
        ]
    }

    fn thread_id(&self, l: u32) -> [u32; 3] {
        let [bx, by, _] = self.block;
        [l % bx, (l / bx) % by, l / (bx * by)]
    }

    fn run_workgroup(&self, g: u64, scratch: &mut Scratch) -> Result<u64, ExecError> {
        let wg = self.workgroup_id(g);
        let env = Env {
            prog: self.prog,
            module: self.module,
            kernel: self.kernel,
            layouts: self.layouts,
            buffers: &self.buffers,
            wg,
            block: self.block,
            grid: self.grid,
            sg_size: self.sg_size,
            max_steps: self.max_steps,
        };
        scratch.shared.resize_with(self.prog.shared.len(), Vec::new);
        for (v, d) in scratch.shared.iter_mut().zip(&self.prog.shared) {
            v.clear();
            v.resize(d.bytes, 0);
        }
        let n = self.block.iter().product::<u32>();
        if !self.prog.needs_sync {
            return self.run_one_by_one(&env, n, scratch);
        }
        if scratch.items.len() < n as usize {
            scratch.items.resize_with(n as usize, Item::new);
        }
        for (l, item) in scratch.items[..n as usize].iter_mut().enumerate() {
            item.reset(
                &self.init_s,
                &self.init_o,
                self.thread_id(l as u32),
                l as u32,
            );
        }
        let items = &mut scratch.items[..n as usize];
        loop {
            for item in items.iter_mut() {
                if item.state == State::Ready {
                    interp::run(&env, &mut scratch.shared, item)
                        .map_err(|f| self.locate(item, wg, f))?;
                }
            }
            let mut resolved = false;
            let sg = self.sg_size.max(1) as usize;
            for (k, lanes) in items.chunks_mut(sg).enumerate() {
                if lanes.iter().any(|i| i.state == State::Collective) {
                    self.resolve_collective(
                        lanes,
                        k,
                        wg,
                        &mut scratch.vals,
                        &mut scratch.lanes,
                        &mut scratch.out,
                    )?;
                    resolved = true;
                }
            }
            if resolved {
                continue;
            }
            if !items.iter().any(|i| i.state == State::Barrier) {
                break;
            }
            self.release_barrier(items, wg)?;
        }
        Ok(items.iter().fold(0u64, |a, i| a.saturating_add(i.steps)))
    }

    fn run_one_by_one(
        &self,
        env: &Env<'_>,
        n: u32,
        scratch: &mut Scratch,
    ) -> Result<u64, ExecError> {
        if scratch.items.is_empty() {
            scratch.items.push(Item::new());
        }
        let item = &mut scratch.items[0];
        let mut total = 0;
        for l in 0..n {
            item.reset(&self.init_s, &self.init_o, self.thread_id(l), l);
            interp::run(env, &mut scratch.shared, item)
                .map_err(|f| self.locate(item, env.wg, f))?;
            if item.state != State::Done {
                let f = Fault::internal("a work-item stopped in a kernel without barriers");
                return Err(self.locate(item, env.wg, f));
            }
            total = item.steps.saturating_add(total);
        }
        Ok(total)
    }

    /// Completes the collective the lanes of subgroup `k` are at.
    fn resolve_collective(
        &self,
        lanes: &mut [Item],
        k: usize,
        wg: [u32; 3],
        vals: &mut Vec<u64>,
        lane_ops: &mut Vec<u64>,
        out: &mut Vec<u64>,
    ) -> Result<(), ExecError> {
        let first = lanes
            .iter()
            .position(|i| i.state == State::Collective)
            .unwrap_or(0);
        if let Some(bad) = lanes
            .iter()
            .position(|i| i.state != State::Collective || !i.same_position(&lanes[first]))
        {
            let at = self.place(&lanes[first]);
            let other = match lanes[bad].state {
                State::Done => "has returned".to_string(),
                State::Barrier => format!("waits at a barrier in {}", self.place(&lanes[bad])),
                _ => format!(
                    "is at another subgroup operation in {}",
                    self.place(&lanes[bad])
                ),
            };
            let msg = format!(
                "subgroup {k} of workgroup {}: lane {first} reached this subgroup operation in {at}, but lane {bad} (thread {}) {other}",
                fmt_id(wg),
                fmt_id(lanes[bad].tid)
            );
            let f = Fault::new(ExecErrorKind::DivergentSubgroup, msg);
            return Err(self.locate(&lanes[first], wg, f));
        }
        let Some(Op::Collective {
            op,
            ty,
            dst,
            v,
            lane,
        }) = lanes[first].current_op(self.prog).cloned()
        else {
            let f = Fault::internal("collective state without a collective op");
            return Err(self.locate(&lanes[first], wg, f));
        };
        vals.clear();
        lane_ops.clear();
        for item in lanes.iter() {
            let (x, l) = self
                .read_two(item, v, lane)
                .map_err(|f| self.locate(item, wg, f))?;
            vals.push(x);
            lane_ops.push(l);
        }
        collective(op, ty, vals, lane_ops, out);
        for (item, &r) in lanes.iter_mut().zip(out.iter()) {
            let Some(frame) = item.frames.last_mut() else {
                continue;
            };
            let s = item
                .sregs
                .get_mut(frame.sbase as usize..)
                .unwrap_or_default();
            if let Err(f) = wr(s, dst, r) {
                return Err(self.locate(item, wg, f));
            }
            frame.pc += 1;
            item.state = State::Ready;
        }
        Ok(())
    }

    fn read_two(
        &self,
        item: &Item,
        a: crate::program::SOp,
        b: crate::program::SOp,
    ) -> Result<(u64, u64), Fault> {
        let frame = item
            .frames
            .last()
            .ok_or_else(|| Fault::internal("no frame"))?;
        let s = item.sregs.get(frame.sbase as usize..).unwrap_or_default();
        Ok((rd(s, a)?, rd(s, b)?))
    }

    /// Releases a barrier all work-items wait at, or reports the divergence.
    fn release_barrier(&self, items: &mut [Item], wg: [u32; 3]) -> Result<(), ExecError> {
        let n = items.len();
        let first = items
            .iter()
            .position(|i| i.state == State::Barrier)
            .unwrap_or(0);
        let same = items
            .iter()
            .filter(|i| i.state == State::Barrier && i.same_position(&items[first]))
            .count();
        if same != n {
            let at = self.place(&items[first]);
            let others = match items
                .iter()
                .find(|i| i.state == State::Barrier && !i.same_position(&items[first]))
            {
                Some(o) => format!("others wait at a barrier in {}", self.place(o)),
                None => format!("the other {} returned", n - same),
            };
            let msg = format!(
                "barrier in {at} reached by {same} of {n} work-items of workgroup {}; {others}",
                fmt_id(wg)
            );
            let f = Fault::new(ExecErrorKind::DivergentBarrier, msg);
            return Err(self.locate(&items[first], wg, f));
        }
        for item in items.iter_mut() {
            if let Some(frame) = item.frames.last_mut() {
                frame.pc += 1;
            }
            item.state = State::Ready;
        }
        Ok(())
    }

    /// `bb3` (in the kernel) or `bb3 of @f` (in a device function).
    fn place(&self, item: &Item) -> String {
        let (func, block) = self.func_block(item);
        if func == self.kernel_name() {
            block
        } else {
            format!("{block} of @{func}")
        }
    }

    fn func_block(&self, item: &Item) -> (String, String) {
        let Some(frame) = item.frames.last() else {
            return (self.kernel_name().to_string(), "?".into());
        };
        let Some(f) = self
            .prog
            .funcs
            .get(frame.func as usize)
            .and_then(|d| self.module.functions.get(d.id))
        else {
            return ("?".into(), "?".into());
        };
        let label = f
            .blocks
            .get(BlockId::from_index(frame.block))
            .map_or("?".into(), |b| b.label.clone());
        (f.name.clone(), label)
    }

    /// The error for `fault`, located at `item`'s current instruction.
    fn locate(&self, item: &Item, wg: [u32; 3], fault: Fault) -> ExecError {
        let mut e = ExecError::new(fault.0.kind, self.kernel_name(), fault.0.message);
        e.work_item = Some((wg, item.tid));
        let Some(frame) = item.frames.last() else {
            return e;
        };
        let (func, block) = self.func_block(item);
        e.function = func;
        e.block = Some(block);
        let decoded = self.prog.funcs.get(frame.func as usize);
        let f = decoded.and_then(|d| self.module.functions.get(d.id));
        let dblock = decoded.and_then(|d| d.blocks.get(frame.block as usize));
        if let (Some(f), Some(db)) = (f, dblock) {
            e.inst = Some(match db.ids.get(frame.pc as usize) {
                Some(&i) => text::inst_text(self.module, f, i),
                None => f
                    .blocks
                    .get(BlockId::from_index(frame.block))
                    .map_or("?".into(), |b| text::term_text(f, &b.term)),
            });
        }
        e
    }
}
