//! The Vulkan backend (spec §2.1, §9): kernels emitted as SPIR-V by
//! `magpie_gpu_spirv` and run through the Vulkan API, loaded at run time.
//!
//! Roles, one file each (as in wgpu-hal): [`instance`] (the loader and
//! `VkInstance`), [`device`] (physical-device facts, capabilities, the
//! logical device), [`memory`] (buffers placed by hint, staging), [`emit`]
//! (the one call into the emitter), [`probe`] (driver facts measured with a
//! tiny kernel), [`pipeline`] (shader modules, layouts,
//! pipelines cached per block size), [`disk_cache`] (the pipeline cache kept
//! on disk between processes), [`launch`] (descriptors, push
//! constants, dispatch), [`submit`] (one-shot command buffers, the timeline
//! semaphore that says when each ended, launches deferred on a busy queue),
//! [`blobs`] (which bundle blobs fit, and programs made from them),
//! [`conv`] (`VkResult` → `ErrorKind`).
//!
//! Invariants:
//! - no Vulkan loader or driver is "no devices" (discovery keeps the reason),
//!   never a crash or a link error;
//! - every `ash` call's result is checked; nothing here panics;
//! - every Vulkan object is owned by exactly one Rust value whose `Drop`
//!   destroys it, and everything that uses the device holds an `Arc<Gpu>`,
//!   so the device goes last; the `VkInstance` and the logical devices are
//!   the exception: one instance per process, one logical device per
//!   physical device, shared by every runtime and never destroyed
//!   ([`instance::Instance::shared`]: drivers do not survive being loaded
//!   and unloaded many times; [`shared_gpu`]: NVIDIA's driver deadlocked
//!   with devices made and destroyed on many threads at once);
//! - a submission is waited for before what it uses is released.
#![allow(unsafe_code)] // the Vulkan API is `unsafe` FFI; each block says why it holds

mod blobs;
mod clock;
mod conv;
mod device;
mod disk_cache;
mod emit;
mod instance;
mod launch;
mod memory;
mod pipeline;
mod probe;
mod replay;
mod submit;

#[cfg(test)]
mod executable;
#[cfg(test)]
mod executable_probe;
#[cfg(test)]
mod launch_probe;
#[cfg(test)]
mod noalias_tests;
#[cfg(test)]
mod replay_tests;
#[cfg(test)]
mod slot_probe;
#[cfg(test)]
mod submission_probe;
#[cfg(test)]
mod tests;

use std::sync::Arc;

use magpie_gpu::{Capability, GpuBackend, Target};

use super::span_cell::{span_cell, SpanSetter};
use super::{BackendBuffer, BackendModule, DeviceBackend, LaunchRequest, PendingSpan, ProgramIr};
use crate::buffer::MemoryHint;
use crate::device::{BackendKind, DeviceProperties};
use crate::error::{ErrorKind, GpuError};
use crate::fence::Fence;
use conv::NAME;
use device::Gpu;
use instance::Instance;
use memory::VkBuffer;
use pipeline::VkModule;

/// One Vulkan device.
#[derive(Debug)]
pub(crate) struct VulkanBackend {
    gpu: Arc<Gpu>,
}

/// What discovery found: the devices, and why there are none when there
/// are none (no loader, no driver, only unusable devices).
#[derive(Debug, Default)]
pub(crate) struct Discovery {
    pub devices: Vec<VulkanBackend>,
    pub problem: Option<GpuError>,
}

/// Opens the loader and every usable physical device. CPU implementations
/// (lavapipe, SwiftShader) are listed after real GPUs.
pub(crate) fn discover() -> Discovery {
    let instance = match Instance::shared() {
        Ok(i) => i,
        Err(e) => {
            return Discovery {
                devices: Vec::new(),
                problem: Some(e),
            }
        }
    };
    let mut found = Discovery::default();
    let mut skipped = Vec::new();
    let physical = match instance.physical_devices() {
        Ok(p) => p,
        Err(e) => {
            found.problem = Some(e);
            return found;
        }
    };
    let mut infos: Vec<(ash::vk::PhysicalDevice, device::PhysicalInfo)> = Vec::new();
    for pd in physical {
        match device::probe(&instance, pd) {
            // The same device through two drivers (ICDs) is listed once.
            Ok(Ok(info)) if infos.iter().any(|(_, i)| i.uuid == info.uuid) => {}
            Ok(Ok(info)) => infos.push((pd, info)),
            Ok(Err(why)) => skipped.push(why),
            Err(e) => skipped.push(e.message),
        }
    }
    infos.sort_by_key(|(_, info)| info.device_type == ash::vk::PhysicalDeviceType::CPU);
    for (pd, info) in infos {
        let name = info.name.clone();
        match shared_gpu(&instance, pd, info) {
            Ok(gpu) => found.devices.push(VulkanBackend { gpu }),
            Err(e) => skipped.push(format!("{name}: {}", e.message)),
        }
    }
    if found.devices.is_empty() {
        let why = if skipped.is_empty() {
            "the Vulkan loader found no physical device (is a driver (ICD) installed?)".to_string()
        } else {
            format!("no usable Vulkan device: {}", skipped.join("; "))
        };
        found.problem = Some(GpuError::new(ErrorKind::BackendUnavailable, NAME, why));
    }
    found
}

/// The process's logical device for physical device `pd`: made on first
/// discovery, then shared by every runtime and kept for the life of the
/// process, like the instance. On the H200 (driver 580), making and
/// destroying a device per runtime deadlocked inside the driver when many
/// threads did so at once while others submitted work and exited (seen in
/// the conformance suite: `vkDestroyDevice`, `vkQueueSubmit` and a thread's
/// exit all waiting on one driver lock). A shared device also makes a
/// runtime cheap to create. Everything on it is safe to share: the queue
/// and the allocator are behind mutexes, and launches already come from
/// any thread. A failure is not kept: the next discovery tries again. A
/// device the driver reported lost is let go (it is destroyed once its last
/// user drops it) and the next discovery makes a new one, so a new runtime
/// recovers from a lost device as it did when each runtime had its own.
fn shared_gpu(
    instance: &Arc<Instance>,
    pd: ash::vk::PhysicalDevice,
    info: device::PhysicalInfo,
) -> Result<Arc<Gpu>, GpuError> {
    static GPUS: std::sync::Mutex<Vec<Arc<Gpu>>> = std::sync::Mutex::new(Vec::new());
    let mut gpus = GPUS.lock().unwrap_or_else(|e| e.into_inner());
    gpus.retain(|g| !g.is_lost());
    if let Some(gpu) = gpus.iter().find(|g| g.physical == pd) {
        return Ok(gpu.clone());
    }
    let gpu = Arc::new(Gpu::new(instance.clone(), pd, info)?);
    gpus.push(gpu.clone());
    Ok(gpu)
}

impl Drop for VulkanBackend {
    /// The device itself stays (see [`shared_gpu`]); its pipeline cache is
    /// written to disk now, so that the next process finds it.
    fn drop(&mut self) {
        self.gpu.save_pipeline_cache();
    }
}

impl VulkanBackend {
    /// What the WebGPU backend matches its adapters against (see
    /// `webgpu::adopt_vulkan_uuids`).
    pub(crate) fn identity(&self) -> crate::backend::webgpu::VulkanIdentity {
        let info = &self.gpu.info;
        crate::backend::webgpu::VulkanIdentity {
            name: info.name.clone(),
            vendor: info.cache_key.vendor_id,
            device: info.cache_key.device_id,
            uuid: info.uuid,
        }
    }
}

impl VulkanBackend {
    /// Submits `request`; the waiter thread owns the submission (and so
    /// the request, its buffers and module) until the device is done with
    /// it, then signals the fence and, with `setter`, hands over when the
    /// launch ran (its timestamps on the host clock).
    fn start_async(
        &self,
        request: LaunchRequest,
        setter: Option<SpanSetter>,
    ) -> Result<Fence, GpuError> {
        let timed = setter.is_some() || self.gpu.timing_wanted();
        let sub = launch::submit_async(&self.gpu, request, timed)?;
        let _handoff = tracing::trace_span!("vk.handoff").entered();
        let (fence, signal) = Fence::pending(NAME);
        let timing = setter.map(|s| (s, self.gpu.clone()));
        self.gpu.waiter.run(Box::new(move || {
            let finished = launch::finish_reading(sub, timing.is_some());
            if let Some((setter, gpu)) = timing {
                let ticks = finished.as_ref().ok().copied().flatten();
                setter.set(ticks.and_then(|t| gpu.host_span(t)));
            }
            signal.signal(finished.map(drop));
        }));
        Ok(fence)
    }
}

impl DeviceBackend for VulkanBackend {
    fn kind(&self) -> BackendKind {
        BackendKind::Vulkan
    }

    fn properties(&self) -> DeviceProperties {
        let info = &self.gpu.info;
        DeviceProperties {
            name: info.name.clone(),
            backend: BackendKind::Vulkan,
            backends: vec![NAME.into()],
            max_workgroup_size: info.max_invocations,
            max_workgroup_dims: info.max_workgroup_dims,
            max_shared_bytes: info.max_shared_bytes,
            max_buffers: info.max_storage_buffers,
            warp_size: info.subgroup_size,
            memory_total: info.memory_total,
            capabilities: info.capabilities(),
            // Without DenormPreserve for f32 the driver may flush them.
            flushes_f32_subnormals: !info.denorm_preserve.f32,
        }
    }

    fn memory_available(&self) -> u64 {
        self.gpu.memory_available()
    }

    fn device_uuid(&self) -> Option<[u8; 16]> {
        Some(self.gpu.info.uuid)
    }

    fn pci_bus_id(&self) -> Option<String> {
        self.gpu.info.pci_bus_id.clone()
    }

    fn last_dispatch_ns(&self) -> Option<u64> {
        self.gpu.last_dispatch_ns()
    }

    fn last_dispatch_span(&self) -> Option<(std::time::Instant, std::time::Instant)> {
        self.gpu.last_dispatch_span()
    }

    fn time_launches(&self) {
        self.gpu.time_launches();
    }

    fn target(&self) -> Option<Target> {
        let info = &self.gpu.info;
        let caps: Vec<Capability> = info.capabilities();
        Some(super::device_target(GpuBackend::Spv, &info.arch(), &caps))
    }

    fn create_buffer(
        &self,
        size: u64,
        hint: MemoryHint,
    ) -> Result<Arc<dyn BackendBuffer>, GpuError> {
        Ok(Arc::new(VkBuffer::new(&self.gpu, size, hint)?))
    }

    super::host_access_transfers!(VkBuffer);

    fn compile(&self, program: &Arc<ProgramIr>) -> Result<Arc<dyn BackendModule>, GpuError> {
        Ok(Arc::new(VkModule::new(&self.gpu, program)?))
    }

    fn judge_blob(
        &self,
        _module: &magpie_mpir::Module,
        _func: magpie_mpir::FuncId,
        blob: &magpie_bundle::Blob,
    ) -> super::BlobFit {
        blobs::judge(&self.gpu, blob)
    }

    fn compile_with_blobs(
        &self,
        program: &Arc<ProgramIr>,
        chosen: &[(magpie_mpir::FuncId, &magpie_bundle::Blob)],
    ) -> Result<super::WithBlobs, GpuError> {
        let (module, refused) = blobs::module_with_blobs(&self.gpu, program, chosen)?;
        Ok((Arc::new(module), refused))
    }

    fn launch(&self, request: LaunchRequest) -> Result<(), GpuError> {
        launch::run_sync(&self.gpu, request)
    }

    fn launch_async(&self, request: LaunchRequest) -> Result<Fence, GpuError> {
        self.start_async(request, None)
    }

    /// With calibrated timestamps, the waiter reads the launch's two
    /// timestamps when it ends and places them on the host clock.
    fn launch_async_timed(
        &self,
        request: LaunchRequest,
    ) -> Result<(Fence, Option<PendingSpan>), GpuError> {
        if !self.gpu.has_clock() {
            return Ok((self.launch_async(request)?, None));
        }
        let (setter, span) = span_cell();
        Ok((self.start_async(request, Some(setter))?, Some(span)))
    }
}
