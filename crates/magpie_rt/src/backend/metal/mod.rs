//! The Metal backend (spec §2.2, §9): kernels emitted as MSL by
//! `magpie_gpu_msl`, run through a [`MetalApi`](api::MetalApi).
//!
//! Roles: [`api`] (the thin layer a Metal implementation provides:
//! buffers in shared or private storage, blits, pipelines from MSL source
//! with function constants, one dispatch, waited for or not), [`params`] (the
//! parameter block), [`model`] (the implementation over the C++ model of
//! Metal, built with g++ and run on CPU threads), `apple` (on Apple
//! targets only: the implementation over Apple's Metal framework through
//! `objc2-metal`). What is decided here for
//! every implementation: the MSL of each kernel (emitted when the program
//! is compiled, so a kernel Metal cannot express is refused there), the
//! pipeline of each kernel (built on its first launch and kept), the
//! argument table (`[[buffer(k)]]` per buffer parameter, the parameter
//! block after them), the threadgroup memory lengths from
//! [`MslLayout::threadgroup`](magpie_gpu_msl::MslLayout), the grid as
//! threadgroups.
//!
//! Discovery ([`discover`]) lists the devices of Apple's framework on
//! Apple targets and, elsewhere, none (saying why); the model is never
//! discovered, only made by `Runtime::metal_model`. A pipeline is built
//! from the kernel's MSL as Metal's compiler takes it, or, for the model,
//! from that MSL wrapped for g++ with the model's header and launcher
//! ([`Source`]). `launch` commits the dispatch and waits; `launch_async`
//! commits it and returns a fence signalled from its command buffer's
//! completion. Buffers are shared memory except `DeviceLocal` ones, which
//! are private (the host reaches them through blits). A bundle's MSL blob
//! gets its function constants (late-resolved predicates) answered for
//! this device when its pipeline is made ([`blobs`]).
//!
//! Invariants: a kernel's MSL and its [`MslLayout`](magpie_gpu_msl::MslLayout)
//! come from one emission and are used together; nothing here panics on a
//! user's program or arguments.

#![allow(unsafe_code)] // buffers are memory a device shares with the host; each block says why it holds

pub(crate) mod api;
#[cfg(target_vendor = "apple")]
pub(crate) mod apple;
mod blobs;
#[cfg(test)]
mod constants_tests;
pub(crate) mod model;
mod params;

use std::any::Any;
use std::collections::HashMap;
use std::ptr::NonNull;
use std::sync::{Arc, OnceLock};

use magpie_bundle::Blob;
use magpie_gpu::{Limits, Target};
use magpie_gpu_msl::{MslKernel, MslSlot};
use magpie_mpir::{FuncId, Module};

use self::api::{ApiBuffer, ApiPipeline, Blit, Dispatch, MetalApi, StorageMode};
use crate::backend::{
    kernel_of, own_buffer, BackendBuffer, BackendModule, BlobFit, BoundArg, DeviceBackend,
    HostAccess, LaunchRequest, ModuleKernels, ProgramIr, TransferTime, WithBlobs,
};
use crate::buffer::MemoryHint;
use crate::device::{BackendKind, DeviceProperties};
use crate::error::{ErrorKind, GpuError};
use crate::fence::Fence;

/// The backend string errors carry.
pub(crate) const NAME: &str = "metal";

/// The Metal architecture the emitted MSL targets.
const ARCH: &str = "msl:metal3.1";

/// One Metal device.
#[derive(Debug)]
pub(crate) struct MetalBackend {
    api: Arc<dyn MetalApi>,
    target: Target,
    source: Source,
}

/// What a pipeline is built from: what the implementation compiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Source {
    /// The kernel's MSL, as Metal's compiler takes it.
    Msl,
    /// The kernel's MSL wrapped for g++ with the C++ model's header, then
    /// its launcher (`magpie_gpu_msl::model`).
    CxxModel,
}

/// What Metal discovery found: its devices, or why there are none.
#[derive(Debug, Default)]
pub(crate) struct Discovery {
    pub devices: Vec<MetalBackend>,
    pub problem: Option<GpuError>,
}

/// Every Metal device of this machine: those of Apple's framework on
/// Apple targets; elsewhere none, and the problem says why. The C++ model
/// is never discovered.
pub(crate) fn discover() -> Discovery {
    #[cfg(target_vendor = "apple")]
    {
        apple::discover()
    }
    #[cfg(not(target_vendor = "apple"))]
    {
        Discovery {
            devices: Vec::new(),
            problem: Some(GpuError::new(
                ErrorKind::BackendUnavailable,
                NAME,
                format!(
                    "Metal exists only on Apple platforms (this build is for {})",
                    std::env::consts::OS
                ),
            )),
        }
    }
}

/// The target every Metal device's MSL is emitted for ([`ARCH`]).
fn metal_target() -> Result<Target, GpuError> {
    Target::parse(ARCH).map_err(|e| GpuError::internal(NAME, format!("the Metal target: {e}")))
}

/// A buffer and the device API that made it (for the blits a private
/// buffer's host access needs).
#[derive(Debug)]
struct MetalBuffer {
    raw: Arc<dyn ApiBuffer>,
    api: Arc<dyn MetalApi>,
}

impl BackendBuffer for MetalBuffer {
    fn size(&self) -> u64 {
        self.raw.len()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl MetalBuffer {
    /// A shared buffer of `len` bytes for staging a private one's bytes,
    /// and its contents.
    fn staging(&self, len: u64) -> Result<(Arc<dyn ApiBuffer>, NonNull<u8>), GpuError> {
        let staged = self.api.new_buffer(len, StorageMode::Shared)?;
        let at = staged
            .contents()
            .ok_or_else(|| GpuError::internal(NAME, "a shared buffer without contents"))?;
        Ok((staged, at))
    }
}

/// The host reaches a shared Metal buffer (the model's host memory)
/// through its contents: copies in and out are `memcpy`s, the front half
/// having checked every range. A private buffer (device-local memory) is
/// reached through a shared staging buffer and a blit, and copies that
/// touch one are blits. Not timed (`None`).
impl HostAccess for MetalBuffer {
    const BACKEND: &'static str = NAME;

    fn read(
        &self,
        offset: u64,
        out: &mut [u8],
        _timed: bool,
    ) -> Result<Option<TransferTime>, GpuError> {
        if out.is_empty() {
            return Ok(None);
        }
        let len = out.len() as u64;
        let (from, _staged) = match self.raw.contents() {
            // SAFETY: `offset` is within the buffer (checked by `read_buffer`).
            Some(at) => (unsafe { at.add(offset as usize) }, None),
            None => {
                let (staged, at) = self.staging(len)?;
                self.api.blit(&[Blit {
                    src: &*self.raw,
                    src_offset: offset,
                    dst: &*staged,
                    dst_offset: 0,
                    size: len,
                }])?;
                (at, Some(staged))
            }
        };
        // SAFETY: `from` is valid for `out.len()` bytes (the range was
        // checked, or the staging buffer holds exactly that many), and its
        // buffer lives to the end of this call.
        unsafe { std::ptr::copy_nonoverlapping(from.as_ptr(), out.as_mut_ptr(), out.len()) };
        Ok(None)
    }

    fn write(
        &self,
        offset: u64,
        data: &[u8],
        _timed: bool,
    ) -> Result<Option<TransferTime>, GpuError> {
        if data.is_empty() {
            return Ok(None);
        }
        let written = match self.raw.contents() {
            Some(at) => {
                // SAFETY: as in `read`.
                unsafe {
                    std::ptr::copy_nonoverlapping(
                        data.as_ptr(),
                        at.add(offset as usize).as_ptr(),
                        data.len(),
                    )
                };
                Ok(())
            }
            None => {
                let len = data.len() as u64;
                let (staged, at) = self.staging(len)?;
                // SAFETY: the staging buffer holds `data.len()` bytes and
                // is new.
                unsafe { std::ptr::copy_nonoverlapping(data.as_ptr(), at.as_ptr(), data.len()) };
                self.api.blit(&[Blit {
                    src: &*staged,
                    src_offset: 0,
                    dst: &*self.raw,
                    dst_offset: offset,
                    size: len,
                }])
            }
        };
        written.map(|()| None)
    }

    fn copy_from(
        &self,
        src: &Self,
        size: u64,
        _timed: bool,
    ) -> Result<Option<TransferTime>, GpuError> {
        if size == 0 {
            return Ok(None);
        }
        let copied = match (src.raw.contents(), self.raw.contents()) {
            (Some(from), Some(to)) => {
                // SAFETY: both ranges are within their buffers (checked by
                // `copy_buffer`); `copy` allows the same buffer on both
                // sides.
                unsafe { std::ptr::copy(from.as_ptr(), to.as_ptr(), size as usize) };
                Ok(())
            }
            _ => self.api.blit(&[Blit {
                src: &*src.raw,
                src_offset: 0,
                dst: &*self.raw,
                dst_offset: 0,
                size,
            }]),
        };
        copied.map(|()| None)
    }
}

/// One kernel: its MSL and layout, and its pipeline once built.
#[derive(Debug)]
struct MetalKernel {
    msl: MslKernel,
    /// Function constant `K`'s value on this device (a blob's
    /// late-resolved predicates, [`blobs`]); empty for emitted MSL, whose
    /// predicates are resolved.
    constants: Vec<bool>,
    pipeline: OnceLock<Arc<dyn ApiPipeline>>,
}

/// A compiled program: its kernels by function.
#[derive(Debug)]
struct MetalModule {
    kernels: HashMap<FuncId, MetalKernel>,
}

impl ModuleKernels for MetalModule {
    type Kernel = MetalKernel;
    const BACKEND: &'static str = NAME;
    const API: &'static str = "Metal";
    fn kernel(&self, func: FuncId) -> Option<&MetalKernel> {
        self.kernels.get(&func)
    }
}

impl BackendModule for MetalModule {
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl MetalBackend {
    /// A device `api` drives, whose pipelines are built from each
    /// kernel's MSL as it is (Metal's compiler takes it).
    pub(crate) fn with_api(api: Arc<dyn MetalApi>, target: Target) -> MetalBackend {
        MetalBackend {
            api,
            target,
            source: Source::Msl,
        }
    }

    /// The device the C++ model of Metal stands for; `BackendUnavailable`
    /// without g++.
    pub(crate) fn model() -> Result<MetalBackend, GpuError> {
        let api = Arc::new(model::ModelApi::new()?);
        Ok(MetalBackend {
            source: Source::CxxModel,
            ..MetalBackend::with_api(api, metal_target()?)
        })
    }

    /// Every kernel of `program` emitted as MSL for this device.
    fn emit_all(&self, program: &ProgramIr) -> Result<MetalModule, GpuError> {
        let options = magpie_gpu_msl::Options::for_target(&self.target);
        let mut kernels = HashMap::new();
        for (id, f) in program.module.functions.iter() {
            if !f.is_kernel() {
                continue;
            }
            let msl = crate::timing::codegen(|| {
                magpie_gpu_msl::emit(&program.module, &program.info, id, &options)
            })
            .map_err(|e| {
                let message = format!("kernel @{} cannot be compiled for Metal: {e}", f.name);
                match e.kind {
                    magpie_gpu_msl::ErrorKind::Internal => GpuError::internal(NAME, message),
                    _ => GpuError::new(ErrorKind::CompilationFailed, NAME, message),
                }
            })?;
            kernels.insert(
                id,
                MetalKernel {
                    msl,
                    constants: Vec::new(),
                    pipeline: OnceLock::new(),
                },
            );
        }
        Ok(MetalModule { kernels })
    }

    /// Runs `run` with the pipeline and the dispatch of `request`: its
    /// argument table, parameter block and threadgroup lengths.
    fn with_dispatch<T>(
        &self,
        request: &LaunchRequest,
        run: impl FnOnce(&dyn ApiPipeline, &Dispatch<'_>) -> Result<T, GpuError>,
    ) -> Result<T, GpuError> {
        let kernel = kernel_of::<MetalModule>(request)?;
        let layout = &kernel.msl.layout;
        let block = params::pack(request, layout)?;
        let mut buffers: Vec<&dyn ApiBuffer> = Vec::new();
        for (slot, arg) in layout.params.iter().zip(&request.args) {
            if let (MslSlot::Buffer { index, .. }, BoundArg::Buffer(b)) = (slot, arg) {
                if *index as usize != buffers.len() {
                    return Err(GpuError::internal(
                        NAME,
                        "buffer indices are not numbered in parameter order",
                    ));
                }
                buffers.push(&*own_buffer::<MetalBuffer>(&**b, NAME)?.raw);
            }
        }
        let pipeline = self.pipeline(kernel)?;
        let dispatch = Dispatch {
            buffers,
            bytes: layout.constants.map(|(index, _)| (index, block.as_slice())),
            threadgroup: &layout.threadgroup,
            threadgroups: request.grid,
            threads_per_threadgroup: request.block,
        };
        run(&*pipeline, &dispatch)
    }

    fn pipeline(&self, kernel: &MetalKernel) -> Result<Arc<dyn ApiPipeline>, GpuError> {
        if let Some(p) = kernel.pipeline.get() {
            return Ok(p.clone());
        }
        let made = match self.source {
            Source::Msl => self.api.new_pipeline(
                &kernel.msl.text,
                &kernel.msl.entry_point,
                &kernel.constants,
            )?,
            Source::CxxModel => {
                let source = format!(
                    "{}{}",
                    magpie_gpu_msl::model::cxx_source(&kernel.msl.text),
                    magpie_gpu_msl::model::launcher(&kernel.msl)
                );
                self.api
                    .new_pipeline(&source, &kernel.msl.entry_point, &kernel.constants)?
            }
        };
        Ok(kernel.pipeline.get_or_init(|| made).clone())
    }
}

impl DeviceBackend for MetalBackend {
    fn kind(&self) -> BackendKind {
        BackendKind::Metal
    }

    fn properties(&self) -> DeviceProperties {
        let limits = Limits::for_backend(self.target.backend);
        DeviceProperties {
            name: self.api.name(),
            backend: BackendKind::Metal,
            backends: vec![BackendKind::Metal.spec_name().into()],
            max_workgroup_size: limits.max_invocations,
            max_workgroup_dims: [1024, 1024, 1024],
            max_shared_bytes: limits.max_shared_bytes,
            max_buffers: limits.max_storage_buffers.saturating_sub(1),
            warp_size: 32,
            memory_total: 0,
            capabilities: self.target.features.clone(),
            flushes_f32_subnormals: false,
        }
    }

    fn memory_available(&self) -> u64 {
        0
    }

    fn last_dispatch_ns(&self) -> Option<u64> {
        self.api.last_dispatch_ns()
    }

    fn target(&self) -> Option<Target> {
        Some(self.target.clone())
    }

    /// Device-local memory is private, every other hint shared
    /// ([`api::storage_mode`], spec §9.3).
    fn create_buffer(
        &self,
        size: u64,
        hint: MemoryHint,
    ) -> Result<Arc<dyn BackendBuffer>, GpuError> {
        Ok(Arc::new(MetalBuffer {
            raw: self.api.new_buffer(size, api::storage_mode(hint))?,
            api: self.api.clone(),
        }))
    }

    super::host_access_transfers!(MetalBuffer);

    fn compile(&self, program: &Arc<ProgramIr>) -> Result<Arc<dyn BackendModule>, GpuError> {
        Ok(Arc::new(self.emit_all(program)?))
    }

    fn judge_blob(&self, module: &Module, func: FuncId, blob: &Blob) -> BlobFit {
        let options = magpie_gpu_msl::Options::for_target(&self.target);
        let Some(info) = magpie_mpir::verify(module).value else {
            return BlobFit::No("the slice does not verify".into());
        };
        match magpie_gpu_msl::emit(module, &info, func, &options) {
            Ok(msl) => blobs::judge(
                &self.target,
                &MetalKernel {
                    msl,
                    constants: Vec::new(),
                    pipeline: OnceLock::new(),
                },
                blob,
            ),
            Err(e) => BlobFit::No(format!("the kernel cannot be emitted for Metal: {e}")),
        }
    }

    fn compile_with_blobs(
        &self,
        program: &Arc<ProgramIr>,
        chosen: &[(FuncId, &Blob)],
    ) -> Result<WithBlobs, GpuError> {
        let mut module = self.emit_all(program)?;
        let refused = blobs::use_blobs(&self.target, &mut module, chosen);
        Ok((Arc::new(module), refused))
    }

    fn launch(&self, request: LaunchRequest) -> Result<(), GpuError> {
        self.with_dispatch(&request, |pipeline, d| self.api.dispatch(pipeline, d))
    }

    /// Committed now; the fence is signalled from the command buffer's
    /// completion (Metal's completed handler; the model's queue), which
    /// holds the launch's buffers and module until then.
    fn launch_async(&self, request: LaunchRequest) -> Result<Fence, GpuError> {
        let (fence, signal) = Fence::pending(NAME);
        let keep = (request.module.clone(), request.args.clone());
        self.with_dispatch(&request, move |pipeline, d| {
            self.api.dispatch_async(
                pipeline,
                d,
                Box::new(move |result| {
                    drop(keep);
                    signal.signal(result);
                }),
            )
        })?;
        Ok(fence)
    }
}
