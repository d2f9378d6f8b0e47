//! An interpreter of the structurizer's statement tree
//! ([`magpie_gpu::structurize::Node`]): the differential harness runs a
//! kernel through it and through the CPU executor (which runs the CFG) and
//! compares the buffers, which proves that the tree the text backends (WGSL,
//! MSL) print computes what the CFG computes.
//!
//! Pipeline of one [`run_tree`], the same a text backend runs before it
//! prints:
//!
//! ```text
//! normalize_loop_exits(module, info, strict = false)
//!   ─► structurize the kernel and every function it calls (once, cached)
//!   ─► check that every op on a reachable path is one this interpreter runs
//!   ─► bind arguments by parameter order
//!   ─► every work-item of the launch, one after another: walk the kernel's tree
//! ```
//!
//! Files: `prepare` (normalization, trees, the support check), `exec` (the
//! tree walker, calls, phi variables), `ops` (one instruction), `memory`
//! (buffer elements and struct layouts).
//!
//! # Semantics
//!
//! - Work-items run sequentially: workgroups in z, y, x order, and in each
//!   the work-items in z, y, x order. Ids follow SEMANTICS.md "Launch".
//!   Kernels with barriers, shared memory, subgroups or atomics are
//!   [`TreeError::Unsupported`]; with them sequential order would not be a
//!   valid execution.
//! - Arithmetic, compares, casts and `math.*` are evaluated by the constant
//!   folder's own evaluator ([`magpie_gpu::passes::eval::evaluate`]); an op
//!   it does not decide (`f.rem`, `.fast` ops, the inexact `math.*` such as
//!   `sin`, `exp`, `pow`, `atan2`, `math.fma`, casts to `bool`) is computed
//!   by the CPU executor's own op functions ([`magpie_cpu::eval_scalar`]),
//!   so its result is the CPU's bit for bit, never approximated. Only
//!   barriers, shared memory, subgroup, atomic, pointer and host ops are
//!   `Unsupported` (see the first point).
//! - Predicates resolve as on the CPU: `gpu.target.is` is true only for
//!   `"cpu"`, `gpu.target.has` answers from
//!   [`magpie_cpu::default_capabilities`].
//! - Buffers are little-endian element arrays with the natural layout of
//!   [`magpie_gpu::layout`]; `bool` is one byte (any non-zero byte reads as
//!   true, a store writes 0 or 1), as in the CPU executor.
//!
//! # Invariants
//!
//! - `module` is verified and `info` is its [`ModuleInfo`]. Given that, no
//!   input makes this panic: every lookup is checked, and a tree that does
//!   not fit its function (a `break` outside a loop, a value read before it
//!   is assigned, a function body that ends without `return`) is
//!   [`TreeError::Exec`] saying it is an internal inconsistency. A panic in
//!   a library underneath (the structurizer) is caught and reported the
//!   same way.
//! - Values are SSA and may be used after the scope that defines them, so
//!   each function activation keeps one value table for all its values;
//!   a phi's variable is the slot of the phi's result value.
//! - Each work-item has a step budget (nodes entered plus instructions run;
//!   [`STEP_BUDGET`] by default): exceeding it is
//!   `Exec("step budget exceeded ...")`, not a hang.

mod exec;
mod memory;
mod ops;
mod prepare;

use std::fmt;
use std::panic::{catch_unwind, AssertUnwindSafe};

use magpie_cpu::Launch;
use magpie_mpir::{Const, FuncId, Function, Module, ModuleInfo, Type};

use exec::{Machine, Val, WorkItem};

/// Steps one work-item may take in [`run_tree`].
pub const STEP_BUDGET: u64 = 10_000_000;

/// One kernel argument, in parameter order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeArg {
    /// For a `gpu.TBuffer<T>` (or `rawptr<T>`) parameter: the elements'
    /// little-endian bytes, modified in place.
    Buffer(Vec<u8>),
    /// For a scalar parameter: a constant of exactly the parameter's type.
    Scalar(Const),
}

/// Why the tree could not be run, and whose fault it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeError {
    /// The kernel uses something this interpreter does not run (an op, a
    /// value-struct parameter): the harness counts it as not applicable.
    Unsupported(String),
    /// Loop-exit normalization or the structurizer refused the kernel.
    Structurize(String),
    /// Running it failed: bad arguments or launch, an out-of-range index,
    /// `unreachable` reached, the step budget, or an internal inconsistency.
    Exec(String),
}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TreeError::Unsupported(m) => write!(f, "not supported by the tree interpreter: {m}"),
            TreeError::Structurize(m) => write!(f, "structurizing failed: {m}"),
            TreeError::Exec(m) => write!(f, "tree execution failed: {m}"),
        }
    }
}

impl std::error::Error for TreeError {}

/// An error that is our bug (or the structurizer's), not the kernel's.
pub(crate) fn internal(msg: impl fmt::Display) -> TreeError {
    TreeError::Exec(format!("internal inconsistency: {msg}"))
}

/// Runs every work-item of `launch` through the statement tree of `kernel`
/// of the verified `module`, with [`STEP_BUDGET`] steps per work-item.
pub fn run_tree(
    module: &Module,
    info: &ModuleInfo,
    kernel: FuncId,
    launch: &Launch,
    args: &mut [TreeArg],
) -> Result<(), TreeError> {
    run_tree_with_budget(module, info, kernel, launch, args, STEP_BUDGET)
}

/// [`run_tree`] with `budget` steps per work-item.
pub fn run_tree_with_budget(
    module: &Module,
    info: &ModuleInfo,
    kernel: FuncId,
    launch: &Launch,
    args: &mut [TreeArg],
    budget: u64,
) -> Result<(), TreeError> {
    catch_unwind(AssertUnwindSafe(|| {
        run_unguarded(module, info, kernel, launch, args, budget)
    }))
    .unwrap_or_else(|panic| {
        let what = panic
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown panic".into());
        Err(internal(format!("a panic while running the tree: {what}")))
    })
}

fn run_unguarded(
    module: &Module,
    info: &ModuleInfo,
    kernel: FuncId,
    launch: &Launch,
    args: &mut [TreeArg],
    budget: u64,
) -> Result<(), TreeError> {
    let normalized = prepare::normalize(module, info)?;
    let (m, i) = normalized.as_ref().map_or((module, info), |(m, i)| (m, i));
    let prog = prepare::prepare(m, i, kernel)?;
    let func = m
        .functions
        .get(kernel)
        .ok_or_else(|| TreeError::Exec(format!("no function #{} in the module", kernel.index())))?;
    check_launch(launch)?;
    let params = bind_args(m, func, args)?;
    let mut machine = Machine::new(&prog, args, budget);
    let [gx, gy, gz] = launch.grid;
    let [bx, by, bz] = launch.block;
    for wg in grid_order([gx, gy, gz]) {
        for tid in grid_order([bx, by, bz]) {
            let item = WorkItem {
                wg,
                tid,
                block: launch.block,
                grid: launch.grid,
            };
            machine
                .run_item(kernel, item, &params)
                .map_err(|e| match e {
                    TreeError::Exec(m) => TreeError::Exec(format!(
                        "work-item (workgroup {wg:?}, thread {tid:?}) of @{}: {m}",
                        func.name
                    )),
                    other => other,
                })?;
        }
    }
    Ok(())
}

/// Every index of a `[x, y, z]` extent, x fastest.
fn grid_order(n: [u32; 3]) -> impl Iterator<Item = [u32; 3]> {
    (0..n[2]).flat_map(move |z| (0..n[1]).flat_map(move |y| (0..n[0]).map(move |x| [x, y, z])))
}

/// The checks of the CPU executor that concern the ids (its workgroup-size
/// limit is a device limit, not a property of the tree).
fn check_launch(launch: &Launch) -> Result<(), TreeError> {
    if launch.grid.contains(&0) || launch.block.contains(&0) {
        return Err(TreeError::Exec(format!(
            "launch grid {:?} block {:?} has a zero dimension",
            launch.grid, launch.block
        )));
    }
    for d in 0..3 {
        if u64::from(launch.grid[d]) * u64::from(launch.block[d]) > 1 << 32 {
            return Err(TreeError::Exec(format!(
                "dimension {d} of the launch has more than 2^32 work-items; global ids are u32"
            )));
        }
    }
    Ok(())
}

/// The kernel's parameter values: a buffer parameter refers to its argument
/// by position, a scalar one holds the constant.
fn bind_args(m: &Module, f: &Function, args: &[TreeArg]) -> Result<Vec<Val>, TreeError> {
    if args.len() != f.params.len() {
        return Err(TreeError::Exec(format!(
            "kernel @{} takes {} arguments, got {}",
            f.name,
            f.params.len(),
            args.len()
        )));
    }
    let mut out = Vec::with_capacity(args.len());
    for (k, (&p, arg)) in f.params.iter().zip(args).enumerate() {
        let ty = f.value_type(p);
        let val = match (ty, arg) {
            (Type::Buffer(_), TreeArg::Buffer(_)) => Val::Buffer(k),
            (Type::Scalar(s), TreeArg::Scalar(c)) if c.ty == s => {
                // Stray bits above the width would make equal values differ.
                let mask = if s.bits() == 64 {
                    u64::MAX
                } else {
                    (1 << s.bits()) - 1
                };
                Val::Scalar(Const {
                    ty: s,
                    bits: c.bits & mask,
                })
            }
            _ => {
                let pname = f.values.get(p).map_or("?", |d| d.name.as_str());
                let got = match arg {
                    TreeArg::Buffer(b) => format!("a buffer of {} bytes", b.len()),
                    TreeArg::Scalar(c) => format!("a {} scalar", c.ty.name()),
                };
                return Err(TreeError::Exec(format!(
                    "argument {k} (%{pname}) of @{}: expected {}, got {got}",
                    f.name,
                    memory::type_name(m, ty)
                )));
            }
        };
        out.push(val);
    }
    Ok(out)
}
