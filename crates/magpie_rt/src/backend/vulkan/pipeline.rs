//! Programs on Vulkan: per kernel, the SPIR-V emitted once, its shader
//! module, descriptor-set layouts (one storage buffer per buffer slot of the
//! [`KernelLayout`]), push-constant range and pipeline layout; and one
//! compute pipeline per distinct block size, the block given to the shader
//! as specialization constants (SpecIds from the layout, normally 0, 1, 2).
//!
//! Everything is made in [`VkModule::new`] (so `Device::compile` reports an
//! emitter error) including the pipeline for the kernel's declared
//! `workgroup(...)`; a launch with another block creates its pipeline once
//! and caches it, so a repeated launch compiles nothing. Pipelines are
//! created through the device's `VkPipelineCache`.
//!
//! Kernels emitted here are emitted under the no-alias promise
//! (`NonWritable` on the buffers they only read). A launch that passes one
//! allocation in two buffer arguments ([`Code::Aliased`]) runs the kernel
//! emitted without it, made on the first such launch, or the same shader
//! when the two emissions are equal; its pipelines are cached apart.

use std::any::Any;
use std::collections::HashMap;
use std::ffi::CString;
use std::fmt;
use std::sync::{Arc, Mutex, OnceLock};

use ash::vk;
use magpie_gpu::kernel_layout::{KernelLayout, ParamSlot};
use magpie_mpir::FuncId;

use super::conv::{vk_err, NAME};
use super::device::Gpu;
use super::emit::{emit_kernel, Shader};
use crate::backend::{BackendModule, ProgramIr};
use crate::error::{ErrorKind, GpuError};

/// A compiled program: its kernels by function.
#[derive(Debug)]
pub(crate) struct VkModule {
    pub(crate) kernels: HashMap<FuncId, Arc<KernelPipelines>>,
}

impl crate::backend::ModuleKernels for VkModule {
    type Kernel = Arc<KernelPipelines>;
    const BACKEND: &'static str = NAME;
    const API: &'static str = "Vulkan";
    fn kernel(&self, func: FuncId) -> Option<&Arc<KernelPipelines>> {
        self.kernels.get(&func)
    }
}

impl BackendModule for VkModule {
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl VkModule {
    /// Emits and prepares every kernel of `program`.
    pub(crate) fn new(gpu: &Arc<Gpu>, program: &ProgramIr) -> Result<VkModule, GpuError> {
        let mut kernels = HashMap::new();
        for (id, f) in program.module.functions.iter() {
            if !f.is_kernel() {
                continue;
            }
            let shader = emit_kernel(program, id, gpu, true)?;
            let k = KernelPipelines::new(gpu, &f.name, shader)?;
            k.pipeline(f.workgroup_size())?;
            kernels.insert(id, Arc::new(k));
        }
        Ok(VkModule { kernels })
    }
}

/// One kernel: its shader, layouts and pipelines by block size.
pub(crate) struct KernelPipelines {
    gpu: Arc<Gpu>,
    pub(crate) name: String,
    pub(crate) layout: KernelLayout,
    shader: vk::ShaderModule,
    entry: CString,
    /// One per descriptor set `0..=max set`.
    pub(crate) set_layouts: Vec<vk::DescriptorSetLayout>,
    pub(crate) pipeline_layout: vk::PipelineLayout,
    /// Buffer slots, for sizing descriptor pools.
    pub(crate) buffer_count: u32,
    /// Predicate spec constants set on every pipeline (see [`Shader`]).
    spec_predicates: Vec<(u32, bool)>,
    /// The words of `shader` when it was emitted under the no-alias
    /// promise ([`Shader::noalias`]); `None`: it serves aliased launches.
    noalias_words: Option<Vec<u32>>,
    /// The shader for aliased launches when it differs from `shader`
    /// (null: the same), made on the first one.
    aliased: OnceLock<Result<vk::ShaderModule, GpuError>>,
    /// By block and whether the aliased shader made it.
    pipelines: Mutex<HashMap<([u32; 3], bool), vk::Pipeline>>,
}

/// Which code a launch runs.
#[derive(Clone, Copy)]
pub(crate) enum Code<'a> {
    /// The kernel as compiled (under the no-alias promise where emitted here).
    Fast,
    /// For a launch passing one allocation twice: kernel `func` of
    /// `program` emitted without the promise.
    Aliased {
        program: &'a ProgramIr,
        func: FuncId,
    },
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

impl KernelPipelines {
    /// Shader module and layouts for one emitted kernel.
    pub(crate) fn new(
        gpu: &Arc<Gpu>,
        name: &str,
        shader: Shader,
    ) -> Result<KernelPipelines, GpuError> {
        let info = &gpu.info;
        let layout = shader.layout;
        let buffers: Vec<(u32, u32)> = layout
            .params
            .iter()
            .filter_map(|p| match p {
                ParamSlot::Buffer { set, binding, .. } => Some((*set, *binding)),
                ParamSlot::Push { .. } => None,
            })
            .collect();
        let buffer_count = buffers.len() as u32;
        if buffer_count > info.max_storage_buffers {
            return Err(exhausted(format!(
                "kernel @{name} has {buffer_count} buffer parameters; {} binds at most {}",
                info.name, info.max_storage_buffers
            )));
        }
        if layout.push_constant_size > info.max_push_constants {
            return Err(exhausted(format!(
                "kernel @{name} needs {} bytes of push constants for its scalar and struct \
                 parameters; {} has {} (pass large structs in a buffer)",
                layout.push_constant_size, info.name, info.max_push_constants
            )));
        }
        let entry = CString::new(shader.entry_point.clone()).map_err(|_| {
            GpuError::internal(NAME, "the emitter's entry point name contains a NUL")
        })?;
        let mut k = KernelPipelines {
            gpu: gpu.clone(),
            name: name.to_string(),
            layout,
            shader: vk::ShaderModule::null(),
            entry,
            set_layouts: Vec::new(),
            pipeline_layout: vk::PipelineLayout::null(),
            buffer_count,
            spec_predicates: shader.spec_predicates.clone(),
            noalias_words: None,
            aliased: OnceLock::new(),
            pipelines: Mutex::new(HashMap::new()),
        };
        let d = &gpu.raw;
        let module_info = vk::ShaderModuleCreateInfo::default().code(&shader.words);
        // SAFETY (this function): the device is alive; each object made is
        // stored in `k` at once, whose Drop destroys it.
        k.shader = unsafe { d.create_shader_module(&module_info, None) }
            .map_err(vk_err("vkCreateShaderModule"))?;
        if shader.noalias {
            k.noalias_words = Some(shader.words);
        }
        let sets = buffers.iter().map(|(s, _)| s + 1).max().unwrap_or(0);
        for set in 0..sets {
            let bindings: Vec<vk::DescriptorSetLayoutBinding<'_>> = buffers
                .iter()
                .filter(|(s, _)| *s == set)
                .map(|(_, b)| {
                    vk::DescriptorSetLayoutBinding::default()
                        .binding(*b)
                        .descriptor_type(vk::DescriptorType::STORAGE_BUFFER)
                        .descriptor_count(1)
                        .stage_flags(vk::ShaderStageFlags::COMPUTE)
                })
                .collect();
            let info = vk::DescriptorSetLayoutCreateInfo::default().bindings(&bindings);
            let l = unsafe { d.create_descriptor_set_layout(&info, None) }
                .map_err(vk_err("vkCreateDescriptorSetLayout"))?;
            k.set_layouts.push(l);
        }
        let ranges = [vk::PushConstantRange::default()
            .stage_flags(vk::ShaderStageFlags::COMPUTE)
            .offset(0)
            .size(k.layout.push_constant_size)];
        let ranges: &[vk::PushConstantRange] = if k.layout.push_constant_size > 0 {
            &ranges
        } else {
            &[]
        };
        let pl_info = vk::PipelineLayoutCreateInfo::default()
            .set_layouts(&k.set_layouts)
            .push_constant_ranges(ranges);
        k.pipeline_layout = unsafe { d.create_pipeline_layout(&pl_info, None) }
            .map_err(vk_err("vkCreatePipelineLayout"))?;
        Ok(k)
    }

    /// The pipeline of the kernel as compiled for `block`, created on
    /// first use.
    pub(crate) fn pipeline(&self, block: [u32; 3]) -> Result<vk::Pipeline, GpuError> {
        self.pipeline_for(block, Code::Fast)
    }

    /// The pipeline of `code` for `block`, created on first use.
    pub(crate) fn pipeline_for(
        &self,
        block: [u32; 3],
        code: Code<'_>,
    ) -> Result<vk::Pipeline, GpuError> {
        let shader = self.shader_for(code)?;
        let key = (block, shader != self.shader);
        let mut cache = self.pipelines.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(p) = cache.get(&key) {
            return Ok(*p);
        }
        let pipeline = self.create_with(shader, block, vk::PipelineCreateFlags::empty())?;
        self.gpu.count_pipeline();
        cache.insert(key, pipeline);
        Ok(pipeline)
    }

    /// The shader module `code` runs.
    fn shader_for(&self, code: Code<'_>) -> Result<vk::ShaderModule, GpuError> {
        let (Code::Aliased { program, func }, Some(fast)) = (code, &self.noalias_words) else {
            return Ok(self.shader);
        };
        let made = self.aliased.get_or_init(|| {
            let shader = emit_kernel(program, func, &self.gpu, false)?;
            if shader.words == *fast {
                return Ok(vk::ShaderModule::null());
            }
            let info = vk::ShaderModuleCreateInfo::default().code(&shader.words);
            // SAFETY: the device is alive; the module is destroyed with `self`.
            unsafe { self.gpu.raw.create_shader_module(&info, None) }
                .map_err(vk_err("vkCreateShaderModule"))
        });
        match made {
            Ok(m) if *m == vk::ShaderModule::null() => Ok(self.shader),
            Ok(m) => Ok(*m),
            Err(e) => Err(e.clone()),
        }
    }

    /// A new pipeline of the kernel as compiled for `block` (through the
    /// device's pipeline cache), created with `flags`; the caller owns it.
    #[cfg(test)]
    pub(crate) fn create(
        &self,
        block: [u32; 3],
        flags: vk::PipelineCreateFlags,
    ) -> Result<vk::Pipeline, GpuError> {
        self.create_with(self.shader, block, flags)
    }

    fn create_with(
        &self,
        shader: vk::ShaderModule,
        block: [u32; 3],
        flags: vk::PipelineCreateFlags,
    ) -> Result<vk::Pipeline, GpuError> {
        // The block size (three u32), then each predicate (a VkBool32).
        let ids = self.layout.workgroup_spec_ids;
        let constants: Vec<(u32, u32)> = (0..3)
            .map(|axis| (ids[axis], block[axis]))
            .chain(
                self.spec_predicates
                    .iter()
                    .map(|(id, v)| (*id, u32::from(*v))),
            )
            .collect();
        let entries: Vec<vk::SpecializationMapEntry> = constants
            .iter()
            .zip(0u32..)
            .map(|((id, _), i)| {
                vk::SpecializationMapEntry::default()
                    .constant_id(*id)
                    .offset(4 * i)
                    .size(4)
            })
            .collect();
        let data: Vec<u8> = constants
            .iter()
            .flat_map(|(_, v)| v.to_le_bytes())
            .collect();
        let spec = vk::SpecializationInfo::default()
            .map_entries(&entries)
            .data(&data);
        let stage = vk::PipelineShaderStageCreateInfo::default()
            .stage(vk::ShaderStageFlags::COMPUTE)
            .module(shader)
            .name(&self.entry)
            .specialization_info(&spec);
        let info = [vk::ComputePipelineCreateInfo::default()
            .flags(flags)
            .stage(stage)
            .layout(self.pipeline_layout)];
        // SAFETY: everything `info` points to lives until the call returns.
        let made = unsafe {
            self.gpu
                .raw
                .create_compute_pipelines(self.gpu.pipeline_cache, &info, None)
        };
        let pipeline = match made {
            Ok(p) => p.first().copied().unwrap_or_default(),
            Err((partial, e)) => {
                for p in partial {
                    unsafe { self.gpu.raw.destroy_pipeline(p, None) };
                }
                let mut err = vk_err("vkCreateComputePipelines")(e);
                err.message = format!("kernel @{} (block {block:?}): {}", self.name, err.message);
                if err.kind == ErrorKind::DriverError {
                    err.kind = ErrorKind::CompilationFailed;
                }
                return Err(err);
            }
        };
        Ok(pipeline)
    }
}

#[cfg(test)]
impl VkModule {
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
        let d = &self.gpu.raw;
        let pipelines = self.pipelines.get_mut().unwrap_or_else(|e| e.into_inner());
        // SAFETY: launches hold the module (and so this) until their fence;
        // null handles are ignored.
        unsafe {
            for (_, p) in pipelines.drain() {
                d.destroy_pipeline(p, None);
            }
            d.destroy_pipeline_layout(self.pipeline_layout, None);
            for l in self.set_layouts.drain(..) {
                d.destroy_descriptor_set_layout(l, None);
            }
            d.destroy_shader_module(self.shader, None);
            if let Some(Ok(m)) = self.aliased.get() {
                d.destroy_shader_module(*m, None);
            }
        }
    }
}
