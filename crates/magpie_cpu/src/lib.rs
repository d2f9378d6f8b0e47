//! Reference executor for magpie-gpu kernels: the test oracle every GPU
//! backend is compared against, and the CPU fallback of the runtime.
//!
//! It implements SEMANTICS.md exactly. Pipeline of one [`run_kernel`]:
//!
//! ```text
//! check launch ─► decode (kernel + callees, once) ─► bind arguments
//!   ─► workgroups in parallel (rayon) ─► per workgroup: interleave work-items
//!      (barriers, subgroup collectives) ─► per work-item: interpret
//! ```
//!
//! - `memory`: [`Memory`], device memory as atomic words, never UB for racy
//!   kernels;
//! - `decode` / `program`: each function pre-decoded once per run (values in
//!   flat register files, operands resolved, phis turned into edge copies,
//!   predicates resolved for the configuration);
//! - `interp`: the per-work-item interpreter, split by op family
//!   (`arith`, `float`, `math`, `memory`, `atomic`, `subgroup`);
//! - `sched`: the workgroup scheduler;
//! - `scalar`: [`eval_scalar`], one pure scalar op on constants through the
//!   interpreter's op functions, for other interpreters that must agree;
//! - `launch`: launch and argument checks; `error`: [`ExecError`].
//!
//! Invariants: the module was verified (`info` is its [`ModuleInfo`]); given
//! that, no input (module, launch, arguments, configuration) makes the
//! executor panic: every problem is an [`ExecError`], and an inconsistency of
//! ours is [`ExecErrorKind::Internal`]. Results are deterministic for
//! race-free kernels; integer results are bit-exact per SEMANTICS.md, and so
//! are float `+ − × ÷ sqrt fma` and conversions (correctly rounded).
//!
//! What the CPU answers where a GPU may differ: `gpu.target.is` is true only
//! for `"cpu"`; `gpu.target.has` answers from [`Config::capabilities`];
//! `gpu.subgroup.size` is [`Config::subgroup_size`]; f32 subnormals are
//! preserved; `.fast` float ops compute exactly like their plain forms.

// `ExecError` is the public error type the API specifies (with its location
// fields inline); errors are the cold path, so its size does not matter.
#![allow(clippy::result_large_err)]

mod decode;
mod error;
mod interp;
mod launch;
mod memory;
mod program;
mod scalar;
mod sched;
mod text;
mod value;

use std::panic::{catch_unwind, AssertUnwindSafe};

use magpie_gpu::Capability;
use magpie_mpir::{Const, FuncId, Module, ModuleInfo};

pub use error::{ExecError, ExecErrorKind};
pub use launch::MAX_WORKGROUP_SIZE;
pub use memory::Memory;
pub use scalar::eval_scalar;

/// One kernel argument, in parameter order.
#[derive(Debug, Clone)]
pub enum KernelArg<'a> {
    /// For a `gpu.TBuffer<T>` (or `rawptr<T>`) parameter.
    Buffer(&'a Memory),
    /// For a scalar parameter: a constant of exactly the parameter's type.
    Scalar(Const),
    /// For a value-struct parameter: its bytes in natural layout
    /// (`magpie_gpu::layout::struct_layout`), little-endian.
    Struct(Vec<u8>),
}

/// A launch shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Launch {
    /// Workgroups per dimension.
    pub grid: [u32; 3],
    /// Work-items per workgroup, per dimension.
    pub block: [u32; 3],
}

impl Launch {
    pub fn new(grid: [u32; 3], block: [u32; 3]) -> Launch {
        Launch { grid, block }
    }

    /// A 1D launch: `groups` workgroups of `size` work-items.
    pub fn linear(groups: u32, size: u32) -> Launch {
        Launch {
            grid: [groups, 1, 1],
            block: [size, 1, 1],
        }
    }
}

/// How to run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Config {
    /// Lanes per subgroup (default 32); at least 1.
    pub subgroup_size: u32,
    /// Worker threads; `None` uses rayon's global pool.
    pub threads: Option<usize>,
    /// What `gpu.target.has` answers; `None`: [`default_capabilities`].
    pub capabilities: Option<Vec<Capability>>,
    /// Per-work-item instruction budget (catches infinite loops); `None`:
    /// unlimited.
    pub max_steps: Option<u64>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            subgroup_size: 32,
            threads: None,
            capabilities: None,
            max_steps: None,
        }
    }
}

impl Config {
    /// The capabilities `gpu.target.has` answers true for.
    pub fn effective_capabilities(&self) -> Vec<Capability> {
        self.capabilities
            .clone()
            .unwrap_or_else(default_capabilities)
    }
}

/// Every capability that is not backend-specific (`metal.*`, `cuda.*`, `hip.*`).
pub fn default_capabilities() -> Vec<Capability> {
    Capability::ALL
        .into_iter()
        .filter(|c| c.backend_specific().is_none())
        .collect()
}

/// What a run did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RunStats {
    /// Work-items launched (grid × block).
    pub work_items: u64,
    /// Instructions and terminators executed, over all work-items.
    pub instructions: u64,
}

/// Runs `kernel` of the verified `module` (`info` from `magpie_mpir::verify`).
pub fn run_kernel(
    module: &Module,
    info: &ModuleInfo,
    kernel: FuncId,
    launch: &Launch,
    args: &[KernelArg<'_>],
    config: &Config,
) -> Result<RunStats, ExecError> {
    let name = module
        .functions
        .get(kernel)
        .map_or_else(|| format!("#{}", kernel.index()), |f| f.name.clone());
    catch_unwind(AssertUnwindSafe(|| {
        run_unguarded(module, info, kernel, launch, args, config)
    }))
    .unwrap_or_else(|panic| {
        let what = panic
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown panic".into());
        Err(ExecError::new(
            ExecErrorKind::Internal,
            &name,
            format!("the executor panicked: {what}"),
        ))
    })
}

/// [`run_kernel`] on the kernel named `name` (without `@`).
pub fn run_kernel_by_name(
    module: &Module,
    info: &ModuleInfo,
    name: &str,
    launch: &Launch,
    args: &[KernelArg<'_>],
    config: &Config,
) -> Result<RunStats, ExecError> {
    let kernel = module.function_by_name(name).ok_or_else(|| {
        ExecError::new(
            ExecErrorKind::BadLaunch,
            name,
            format!("the module has no function @{name}"),
        )
    })?;
    run_kernel(module, info, kernel, launch, args, config)
}

fn run_unguarded(
    module: &Module,
    info: &ModuleInfo,
    kernel: FuncId,
    launch: &Launch,
    args: &[KernelArg<'_>],
    config: &Config,
) -> Result<RunStats, ExecError> {
    let Some(f) = module.functions.get(kernel) else {
        return Err(ExecError::new(
            ExecErrorKind::BadLaunch,
            &format!("#{}", kernel.index()),
            "no such function in the module",
        ));
    };
    if !f.is_kernel() {
        return Err(ExecError::new(
            ExecErrorKind::BadLaunch,
            &f.name,
            format!(
                "@{} returns a value: it is a device function, not a kernel",
                f.name
            ),
        ));
    }
    launch::check_launch(&f.name, launch, config)?;
    let layouts = value::Layouts::new(module);
    let caps = config.effective_capabilities();
    let prog = decode::decode(module, info, kernel, &caps, &layouts)
        .map_err(|(kind, msg)| ExecError::new(kind, &f.name, msg))?;
    let bound = launch::bind(module, f, &prog, &layouts, args)?;
    let run = sched::Run {
        prog: &prog,
        module,
        kernel,
        layouts: &layouts,
        buffers: bound.buffers,
        init_s: bound.init_s,
        init_o: bound.init_o,
        grid: launch.grid,
        block: launch.block,
        sg_size: config.subgroup_size,
        max_steps: config.max_steps.unwrap_or(u64::MAX),
    };
    run.run_grid(config.threads)
}
