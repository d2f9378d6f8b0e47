//! Programs on WebGPU: per kernel, the WGSL emitted once, its shader
//! module, an explicit bind group layout and pipeline layout, the uniform
//! buffer its scalar and struct arguments go through, and one compute
//! pipeline per distinct block size, the block given to the shader as the
//! pipeline-overridable constants [`WORKGROUP_OVERRIDES`].
//!
//! The bind group layout comes from the kernel's [`WgslLayout`] and each
//! binding's access, never from wgpu's automatic layout: an automatic
//! layout drops the bindings the shader does not use, and the launch binds
//! every buffer parameter. Bindings: storage buffers `0..n` in parameter
//! order (read-only where the kernel only reads), then the uniform block at
//! `uniform_binding` when there is one.
//!
//! Shader modules are made without wgpu's run-time checks
//! ([`trusted_module`]), as the Vulkan backend's are: SEMANTICS.md leaves
//! an out-of-range index unspecified on a GPU (no bounds checks), the
//! emitter guards every division itself, and a kernel's loops are the
//! kernel's (no loop counters, which cost every loop an extra counter).
//!
//! A kernel's text is emitted here or, for a bundle, a WGSL blob
//! ([`super::blobs`]); both are made into the same [`KernelPipelines`].
//!
//! Everything is made in [`WgModule::new`] (so `Device::compile` reports an
//! emitter or shader error), including the pipeline for the kernel's
//! declared `workgroup(...)`; a launch with another block creates its
//! pipeline once and caches it.

use std::any::Any;
use std::collections::HashMap;
use std::fmt;
use std::num::NonZeroU64;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};

use magpie_gpu::wgsl_layout::{WgslLayout, BIND_GROUP, WORKGROUP_OVERRIDES};
use magpie_mpir::FuncId;

use super::conv::NAME;
use super::device::Gpu;
use super::emit::{emit_kernel, Shader};
use crate::backend::{BackendModule, ProgramIr};
use crate::error::{ErrorKind, GpuError};

/// A compiled program: its kernels by function.
#[derive(Debug)]
pub(crate) struct WgModule {
    pub(crate) kernels: HashMap<FuncId, Arc<KernelPipelines>>,
}

impl crate::backend::ModuleKernels for WgModule {
    type Kernel = Arc<KernelPipelines>;
    const BACKEND: &'static str = NAME;
    const API: &'static str = "WebGPU";
    fn kernel(&self, func: FuncId) -> Option<&Arc<KernelPipelines>> {
        self.kernels.get(&func)
    }
}

impl BackendModule for WgModule {
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl WgModule {
    /// Emits and prepares every kernel of `program`.
    pub(crate) fn new(gpu: &Arc<Gpu>, program: &ProgramIr) -> Result<WgModule, GpuError> {
        let mut kernels = HashMap::new();
        for (id, f) in program.module.functions.iter() {
            if f.is_kernel() {
                kernels.insert(id, Arc::new(KernelPipelines::emitted(gpu, program, id)?));
            }
        }
        Ok(WgModule { kernels })
    }
}

/// One kernel: its shader, layouts, uniform buffer and pipelines by block.
pub(crate) struct KernelPipelines {
    gpu: Arc<Gpu>,
    /// Key of this kernel's cached bind groups.
    pub(crate) id: u64,
    /// Shared with the [`super::launch::Pass`]es remembered for encoding
    /// ahead, which must not hold the kernel itself (its drop forgets them).
    pub(crate) name: Arc<str>,
    pub(crate) layout: WgslLayout,
    /// Per storage binding: bound read-only.
    pub(crate) read_only: Vec<bool>,
    shader: wgpu::ShaderModule,
    entry_point: String,
    pub(crate) bind_group_layout: wgpu::BindGroupLayout,
    pipeline_layout: wgpu::PipelineLayout,
    /// The uniform block, rewritten by each launch (under the device's
    /// submit lock); `None` when the kernel has no scalar or struct
    /// parameter and no packed buffer.
    pub(crate) uniform: Option<wgpu::Buffer>,
    /// The bytes last written to `uniform` (queued writes keep queue
    /// order, so a launch whose block is the same needs no write).
    pub(crate) last_uniform: Mutex<Option<Vec<u8>>>,
    pipelines: Mutex<HashMap<[u32; 3], wgpu::ComputePipeline>>,
}

impl fmt::Debug for KernelPipelines {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("KernelPipelines")
            .field("name", &self.name)
            .field("layout", &self.layout)
            .finish()
    }
}

fn exhausted(message: String) -> GpuError {
    GpuError::new(ErrorKind::ResourceExhausted, NAME, message)
}

/// The bind group layout entries of a kernel (see the module docs).
fn layout_entries(
    layout: &WgslLayout,
    read_only: &[bool],
) -> Result<Vec<wgpu::BindGroupLayoutEntry>, GpuError> {
    let n = layout.buffer_count() as usize;
    if read_only.len() != n {
        return Err(GpuError::internal(
            NAME,
            format!(
                "the emitter gave the access of {} storage bindings for {n} buffer parameters",
                read_only.len()
            ),
        ));
    }
    let entry = |binding: u32, ty: wgpu::BufferBindingType| wgpu::BindGroupLayoutEntry {
        binding,
        visibility: wgpu::ShaderStages::COMPUTE,
        ty: wgpu::BindingType::Buffer {
            ty,
            has_dynamic_offset: false,
            min_binding_size: None,
        },
        count: None,
    };
    let mut entries: Vec<_> = (0u32..)
        .zip(read_only)
        .map(|(b, ro)| entry(b, wgpu::BufferBindingType::Storage { read_only: *ro }))
        .collect();
    if let Some(b) = layout.uniform_binding {
        entries.push(entry(b, wgpu::BufferBindingType::Uniform));
    }
    Ok(entries)
}

impl KernelPipelines {
    /// Shader module, layouts and uniform buffer for one emitted kernel.
    pub(crate) fn new(
        gpu: &Arc<Gpu>,
        name: &str,
        shader: Shader,
    ) -> Result<KernelPipelines, GpuError> {
        let limits = gpu.limits();
        let buffers = shader.layout.buffer_count();
        if buffers > limits.max_storage_buffers_per_shader_stage {
            return Err(exhausted(format!(
                "kernel @{name} has {buffers} buffer parameters; {} binds at most {}",
                gpu.name(),
                limits.max_storage_buffers_per_shader_stage
            )));
        }
        let uniform_size = u64::from(shader.layout.uniform_size);
        if uniform_size > limits.max_uniform_buffer_binding_size {
            return Err(exhausted(format!(
                "kernel @{name} needs a uniform block of {uniform_size} bytes for its scalar and \
                 struct parameters; {} binds at most {} (pass large structs in a buffer)",
                gpu.name(),
                limits.max_uniform_buffer_binding_size
            )));
        }
        let entries = layout_entries(&shader.layout, &shader.read_only)?;
        let what = format!("compiling kernel @{name}");
        let (module, bind_group_layout, pipeline_layout, uniform) =
            gpu.checked(&what, ErrorKind::CompilationFailed, || {
                let module = trusted_module(&gpu.device, name, &shader.text);
                let bgl = gpu
                    .device
                    .create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
                        label: Some(name),
                        entries: &entries,
                    });
                let pl = gpu
                    .device
                    .create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
                        label: Some(name),
                        bind_group_layouts: &[Some(&bgl)],
                        immediate_size: 0,
                    });
                let uniform = NonZeroU64::new(uniform_size).map(|size| {
                    gpu.device.create_buffer(&wgpu::BufferDescriptor {
                        label: Some(name),
                        size: size.get(),
                        usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
                        mapped_at_creation: false,
                    })
                });
                (module, bgl, pl, uniform)
            })?;
        Ok(KernelPipelines {
            gpu: gpu.clone(),
            id: gpu.next_id(),
            name: name.into(),
            layout: shader.layout,
            read_only: shader.read_only,
            shader: module,
            entry_point: shader.entry_point,
            bind_group_layout,
            pipeline_layout,
            uniform,
            last_uniform: Mutex::new(None),
            pipelines: Mutex::new(HashMap::new()),
        })
    }

    /// Kernel `kernel` of `program` emitted here, with its pipeline for
    /// its declared `workgroup(…)`.
    pub(crate) fn emitted(
        gpu: &Arc<Gpu>,
        program: &ProgramIr,
        kernel: FuncId,
    ) -> Result<KernelPipelines, GpuError> {
        let shader = emit_kernel(program, kernel, gpu)?;
        let workgroup = shader.workgroup;
        let k = KernelPipelines::new(gpu, program.kernel_name(kernel), shader)?;
        k.pipeline(workgroup)?;
        Ok(k)
    }

    /// The pipeline for `block`, created on first use.
    pub(crate) fn pipeline(&self, block: [u32; 3]) -> Result<wgpu::ComputePipeline, GpuError> {
        let mut cache = self.pipelines.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(p) = cache.get(&block) {
            return Ok(p.clone());
        }
        let constants: Vec<(&str, f64)> = WORKGROUP_OVERRIDES
            .iter()
            .zip(block)
            .map(|(name, n)| (*name, f64::from(n)))
            .collect();
        let what = format!(
            "creating the pipeline of kernel @{} (block {block:?})",
            self.name
        );
        let gpu = &self.gpu;
        let pipeline = gpu.checked(&what, ErrorKind::CompilationFailed, || {
            gpu.device
                .create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
                    label: Some(&self.name),
                    layout: Some(&self.pipeline_layout),
                    module: &self.shader,
                    entry_point: Some(&self.entry_point),
                    compilation_options: wgpu::PipelineCompilationOptions {
                        constants: &constants,
                        // Shared memory starts undefined on every GPU
                        // backend (SEMANTICS.md gives it no initial value;
                        // Vulkan and CUDA do not clear it): no clearing
                        // loop and extra barrier per workgroup.
                        zero_initialize_workgroup_memory: false,
                    },
                    cache: None,
                })
        })?;
        gpu.pipelines_created.fetch_add(1, Ordering::Relaxed);
        cache.insert(block, pipeline.clone());
        Ok(pipeline)
    }

    /// The bind group of [`BIND_GROUP`]: `buffers` (one per storage
    /// binding, with the size to bind) and the uniform block.
    pub(crate) fn make_bind_group(
        &self,
        buffers: &[(&wgpu::Buffer, u64)],
    ) -> Result<wgpu::BindGroup, GpuError> {
        let mut entries: Vec<wgpu::BindGroupEntry<'_>> = (0u32..)
            .zip(buffers)
            .map(|(binding, (buffer, size))| wgpu::BindGroupEntry {
                binding,
                resource: wgpu::BindingResource::Buffer(wgpu::BufferBinding {
                    buffer,
                    offset: 0,
                    size: NonZeroU64::new(*size),
                }),
            })
            .collect();
        if let (Some(binding), Some(uniform)) = (self.layout.uniform_binding, &self.uniform) {
            entries.push(wgpu::BindGroupEntry {
                binding,
                resource: uniform.as_entire_binding(),
            });
        }
        let what = format!(
            "binding the arguments of @{} (group {BIND_GROUP})",
            self.name
        );
        self.gpu.checked(&what, ErrorKind::LaunchFailed, || {
            self.gpu
                .device
                .create_bind_group(&wgpu::BindGroupDescriptor {
                    label: Some(&self.name),
                    layout: &self.bind_group_layout,
                    entries: &entries,
                })
        })
    }
}

#[cfg(test)]
impl WgModule {
    /// Pipelines made so far for this module's kernels (block sizes seen).
    pub(crate) fn pipeline_count(&self) -> usize {
        self.kernels
            .values()
            .map(|k| k.pipelines.lock().map_or(0, |p| p.len()))
            .sum()
    }
}

impl Drop for KernelPipelines {
    fn drop(&mut self) {
        self.gpu.forget_kernel(self.id);
    }
}

/// The shader module of `text` without wgpu's run-time checks (module
/// docs).
#[allow(unsafe_code)]
fn trusted_module(device: &wgpu::Device, name: &str, text: &str) -> wgpu::ShaderModule {
    let desc = wgpu::ShaderModuleDescriptor {
        label: Some(name),
        source: wgpu::ShaderSource::Wgsl(text.into()),
    };
    // SAFETY: the checks wgpu would add are bounds checks, loop counters
    // and division guards. SEMANTICS.md makes an out-of-range buffer index
    // the kernel's error, unspecified on every GPU backend (the Vulkan and
    // CUDA backends add no checks either); the WGSL emitter guards every
    // integer division and remainder itself (x / 0 = x, MIN / -1 = MIN);
    // and a loop that never ends is the kernel's own, as on Vulkan and
    // CUDA. The text is what `magpie_gpu_wgsl` emitted for a verified,
    // validated module: here, or by `magpie_build` for a bundle's blob
    // (which naga validated before it got here, `blobs`), trusted as the
    // Vulkan backend trusts a bundle's SPIR-V.
    unsafe { device.create_shader_module_trusted(desc, wgpu::ShaderRuntimeChecks::unchecked()) }
}
