//! Programs and kernels: compiling kernel text for a device, and launching.
//!
//! `Device::compile` runs the front end (parse → verify → validate for the
//! device's target; the CPU and mock devices validate against the portable
//! core) and then the backend's own compile step. Any error diagnostic makes
//! it `CompilationFailed`, with every diagnostic rendered in the message.
//!
//! A launch is checked in this order, each failure its own kind: the shape
//! (`LaunchFailed`), the arguments (`ValidationFailed`, naming the
//! parameter), shared memory (`ResourceExhausted`); only then does the
//! backend see it.

use std::fmt;
use std::sync::Arc;
use std::time::Instant;

use magpie_diag::{render_text, Diagnostic, RenderOptions, Severity};
use magpie_mpir::{FuncId, Function, Module};

use crate::args::{bind_args, signature, Arg};
use crate::backend::{BackendModule, LaunchRequest, ProgramIr};
use crate::bundle::Selection;
use crate::device::Device;
use crate::element::type_name;
use crate::error::{ErrorKind, GpuError};
use crate::fence::Fence;
use crate::profile::recorder::Call;
use crate::profile::EventKind;
use crate::timing::CompileTimings;

/// Kernel text compiled for one device.
#[derive(Clone)]
pub struct Program {
    inner: Arc<ProgramInner>,
}

struct ProgramInner {
    device: Device,
    ir: Arc<ProgramIr>,
    compiled: Arc<dyn BackendModule>,
    warnings: String,
    /// Which code each kernel runs (bundles only).
    selections: Vec<Selection>,
    timings: CompileTimings,
    /// Every kernel, made once at compile time, so that
    /// [`Program::kernel`] only finds and shares.
    kernels: Vec<KernelEntry>,
}

/// What the program knows of one kernel, made at compile time; a
/// [`Kernel`] handle names it by index.
struct KernelEntry {
    func: FuncId,
    name: String,
    params: Vec<Param>,
    /// Static shared memory, from validation (a launch checks it against
    /// the device without another lookup).
    shared_bytes: u64,
}

/// The kernels of `ir`'s module, with their parameters as written.
fn kernel_entries(ir: &ProgramIr) -> Vec<KernelEntry> {
    let module = &ir.module;
    module
        .functions
        .iter()
        .filter(|(_, f)| f.is_kernel())
        .map(|(func, f)| KernelEntry {
            func,
            name: f.name.clone(),
            shared_bytes: ir
                .validated
                .functions
                .get(func.index())
                .map_or(0, |r| r.shared_bytes),
            params: f
                .params
                .iter()
                .map(|p| {
                    let v = &f.values[*p];
                    Param {
                        name: v.name.clone(),
                        ty: type_name(module, v.ty),
                    }
                })
                .collect(),
        })
        .collect()
}

/// One parameter of a kernel, as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Param {
    /// The name without `%`.
    pub name: String,
    /// The type as written in canonical form: `gpu.TBuffer<f32>`, `u32`, `TParams`.
    pub ty: String,
}

/// A kernel of a [`Program`], ready to launch. A handle is the program
/// (one reference count) and the kernel's index in it, so getting one
/// costs one atomic increment.
#[derive(Clone)]
pub struct Kernel {
    program: Program,
    /// Index into the program's kernel entries (always in range: handles
    /// are made only by [`Program::kernel`]).
    entry: usize,
}

impl Device {
    /// Compiles kernel text for this device. Diagnostics are rendered with
    /// the file name `<source>`.
    pub fn compile(&self, source: &str) -> Result<Program, GpuError> {
        self.compile_named("<source>", source)
    }

    /// As [`compile`](Device::compile), naming the source in diagnostics.
    pub fn compile_named(&self, file_name: &str, source: &str) -> Result<Program, GpuError> {
        let start = Instant::now();
        let (ir, warnings) = self.front_end(file_name, source)?;
        let front_end = start.elapsed();
        crate::timing::take_codegen();
        let compiled = self.inner.backend.compile(&ir)?;
        let timings = crate::timing::finish(start, front_end);
        Ok(Program::new(
            self,
            ir,
            compiled,
            warnings,
            Vec::new(),
            timings,
        ))
    }

    /// Parses, verifies and validates `source` for this device: the
    /// program and its warnings, rendered (empty when there are none).
    pub(crate) fn front_end(
        &self,
        file_name: &str,
        source: &str,
    ) -> Result<(Arc<ProgramIr>, String), GpuError> {
        let fail = |diags: &[Diagnostic]| {
            GpuError::new(
                ErrorKind::CompilationFailed,
                self.err_backend(),
                format!(
                    "{file_name} did not compile for {}:\n{}",
                    self.describe(),
                    render_text(file_name, source, diags, &RenderOptions::default())
                ),
            )
        };
        let target = self.inner.backend.target();
        let checked = magpie_gpu::front_end(source, target.as_ref());
        let Some(magpie_gpu::Checked {
            module,
            info,
            validated,
        }) = checked.value
        else {
            return Err(fail(&checked.diagnostics));
        };
        let warnings: Vec<Diagnostic> = checked
            .diagnostics
            .into_iter()
            .filter(|d| d.severity == Severity::Warning)
            .collect();
        let warnings = if warnings.is_empty() {
            String::new()
        } else {
            render_text(file_name, source, &warnings, &RenderOptions::default())
        };
        let ir = Arc::new(ProgramIr {
            module,
            info,
            validated,
            source_digest: Some(magpie_bundle::digest(source.as_bytes())),
        });
        Ok((ir, warnings))
    }
}

impl Program {
    pub(crate) fn new(
        device: &Device,
        ir: Arc<ProgramIr>,
        compiled: Arc<dyn BackendModule>,
        warnings: String,
        selections: Vec<Selection>,
        timings: CompileTimings,
    ) -> Program {
        Program {
            inner: Arc::new(ProgramInner {
                device: device.clone(),
                kernels: kernel_entries(&ir),
                ir,
                compiled,
                warnings,
                selections,
                timings,
            }),
        }
    }

    /// How long making this program took: front end, our code generation
    /// (or JIT-cache hits), and the driver.
    pub fn compile_timings(&self) -> CompileTimings {
        self.inner.timings
    }

    /// Which code each kernel runs, for a program loaded from a bundle
    /// (in the bundle's kernel order); empty for one compiled from text.
    pub fn selections(&self) -> &[Selection] {
        &self.inner.selections
    }

    pub fn device(&self) -> &Device {
        &self.inner.device
    }

    /// The verified module.
    pub fn module(&self) -> &Module {
        &self.inner.ir.module
    }

    /// Warnings from compiling, rendered; empty when there were none.
    pub fn warnings(&self) -> &str {
        &self.inner.warnings
    }

    /// Names of the kernels (functions returning `unit`), in source order.
    pub fn kernels(&self) -> Vec<String> {
        self.module()
            .functions
            .values()
            .filter(|f| f.is_kernel())
            .map(|f| f.name.clone())
            .collect()
    }

    /// The kernel `name` (with or without `@`). Finding it compares names;
    /// the handle shares the program (one reference count).
    pub fn kernel(&self, name: &str) -> Result<Kernel, GpuError> {
        let name = name.strip_prefix('@').unwrap_or(name);
        match self.inner.kernels.iter().position(|k| k.name == name) {
            Some(entry) => Ok(Kernel {
                program: self.clone(),
                entry,
            }),
            None => Err(self.no_kernel(name)),
        }
    }

    /// Why there is no kernel `name`.
    fn no_kernel(&self, name: &str) -> GpuError {
        let module = self.module();
        let backend = self.inner.device.err_backend();
        let k = self.kernels();
        let listing = if k.is_empty() {
            "the program has no kernels".to_string()
        } else {
            format!(
                "kernels: {}",
                k.iter()
                    .map(|n| format!("@{n}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        };
        let message = match module.function_by_name(name) {
            Some(func) => format!(
                "@{name} is a device function (it returns {}), not a kernel; {listing}",
                type_name(module, module.functions[func].ret),
            ),
            None => format!("no function @{name} in the program; {listing}"),
        };
        GpuError::new(ErrorKind::InvalidKernel, backend, message)
    }
}

impl fmt::Debug for Program {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Program")
            .field("device", &self.inner.device)
            .field("kernels", &self.kernels())
            .finish()
    }
}

impl Kernel {
    fn entry(&self) -> &KernelEntry {
        &self.program.inner.kernels[self.entry]
    }

    fn func(&self) -> FuncId {
        self.entry().func
    }

    /// The name without `@`.
    pub fn name(&self) -> &str {
        &self.entry().name
    }

    pub fn params(&self) -> &[Param] {
        &self.entry().params
    }

    pub fn program(&self) -> &Program {
        &self.program
    }

    pub fn device(&self) -> &Device {
        self.program.device()
    }

    /// The declared `workgroup(x, y, z)` (64, 1, 1 when absent).
    pub fn workgroup_size(&self) -> [u32; 3] {
        self.function().workgroup_size()
    }

    fn function(&self) -> &Function {
        &self.program.module().functions[self.func()]
    }

    /// Runs the kernel to completion over `grid` workgroups of `block`
    /// work-items each. Unused dimensions are 1.
    pub fn launch(
        &self,
        grid: [u32; 3],
        block: [u32; 3],
        args: &[Arg<'_>],
    ) -> Result<(), GpuError> {
        let request = self.prepare(grid, block, args)?;
        let device = self.device();
        device.count_launch();
        let backend = &*device.inner.backend;
        match device.inner.profiler.recording() {
            None => backend.launch(request),
            Some(r) => {
                let call = self.profiled_call(&request, false);
                r.sync_launch(call, backend, || backend.launch(request))
            }
        }
    }

    /// Starts the kernel; the [`Fence`] reports when it ends and how.
    /// Checks that fail before the start are returned here.
    pub fn launch_async(
        &self,
        grid: [u32; 3],
        block: [u32; 3],
        args: &[Arg<'_>],
    ) -> Result<Fence, GpuError> {
        let request = self.prepare(grid, block, args)?;
        let device = self.device();
        device.count_launch();
        let backend = &*device.inner.backend;
        match device.inner.profiler.recording() {
            None => backend.launch_async(request),
            Some(r) => {
                let call = self.profiled_call(&request, true);
                r.async_launch(call, backend, request)
            }
        }
    }

    /// What a profiling session records of a launch of `request`.
    fn profiled_call(&self, request: &LaunchRequest, asynchronous: bool) -> Call {
        let bytes = request.bound_bytes();
        let code = self
            .program
            .selections()
            .iter()
            .find(|s| s.kernel == self.name())
            .map_or_else(
                || {
                    format!(
                        "emitted for this device by magpie_rt {}",
                        env!("CARGO_PKG_VERSION")
                    )
                },
                |s| s.to_string().lines().next().unwrap_or_default().to_string(),
            );
        let mut metadata = std::collections::BTreeMap::new();
        metadata.insert("code".to_string(), code);
        metadata.insert(
            "launch".to_string(),
            if asynchronous {
                "asynchronous (host span: recording and submission; the device span, where \
                 the backend measures one, when it ran)"
            } else {
                "synchronous"
            }
            .to_string(),
        );
        Call {
            name: self.name().to_string(),
            kind: EventKind::Launch,
            bytes: Some(bytes),
            grid: Some(request.grid),
            block: Some(request.block),
            metadata,
        }
    }

    fn prepare(
        &self,
        grid: [u32; 3],
        block: [u32; 3],
        args: &[Arg<'_>],
    ) -> Result<LaunchRequest, GpuError> {
        let device = self.device();
        self.check_shape(grid, block)?;
        let module = self.program.module();
        let func = self.function();
        let bound = bind_args(device, module, func, args)?;
        let shared = self.entry().shared_bytes;
        if shared > u64::from(device.max_shared_bytes()) {
            return Err(GpuError::new(
                ErrorKind::ResourceExhausted,
                device.err_backend(),
                format!(
                    "kernel @{} uses {shared} bytes of shared memory; {} has {}",
                    self.name(),
                    device.describe(),
                    device.max_shared_bytes()
                ),
            ));
        }
        Ok(LaunchRequest {
            program: self.program.inner.ir.clone(),
            module: self.program.inner.compiled.clone(),
            kernel: self.func(),
            grid,
            block,
            args: bound,
        })
    }

    fn check_shape(&self, grid: [u32; 3], block: [u32; 3]) -> Result<(), GpuError> {
        let device = self.device();
        let fail = |why: String| {
            GpuError::new(
                ErrorKind::LaunchFailed,
                device.err_backend(),
                format!("cannot launch @{}: {why}", self.name()),
            )
        };
        if grid.contains(&0) || block.contains(&0) {
            return Err(fail(format!(
                "grid {grid:?} and block {block:?} must have no zero dimension (unused dimensions are 1)"
            )));
        }
        let items: u64 = block.iter().map(|&b| u64::from(b)).product();
        if items > u64::from(device.max_workgroup_size()) {
            return Err(fail(format!(
                "block {block:?} has {items} work-items; {} allows at most {}",
                device.describe(),
                device.max_workgroup_size()
            )));
        }
        let dims = device.properties().max_workgroup_dims;
        for axis in 0..3 {
            if block[axis] > dims[axis] {
                return Err(fail(format!(
                    "block {block:?}: dimension {axis} is {}; {} allows at most {}",
                    block[axis],
                    device.describe(),
                    dims[axis]
                )));
            }
            if u64::from(grid[axis]) * u64::from(block[axis]) > u64::from(u32::MAX) + 1 {
                return Err(fail(format!(
                    "grid {grid:?} × block {block:?}: global ids of dimension {axis} do not fit in u32"
                )));
            }
        }
        Ok(())
    }
}

impl fmt::Debug for Kernel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Kernel")
            .field("name", &self.name())
            .field(
                "signature",
                &signature(self.program.module(), self.function()),
            )
            .field("device", self.device())
            .finish()
    }
}
