//! The WebGPU backend (spec §2.1, §9): kernels emitted as WGSL by
//! `magpie_gpu_wgsl` and run through the `wgpu` crate, compiled in with
//! its Vulkan backend only (so on Linux it reaches the same drivers as the
//! `vulkan` backend, lavapipe included).
//!
//! Roles, one file each (as in wgpu-hal): [`instance`] (the wgpu instance
//! and its adapters), [`device`] (adapter facts, capabilities, the wgpu
//! device and what launches share), [`memory`] (buffers, staging), [`emit`]
//! (the one call into the emitter), [`pipeline`] (shader modules, explicit
//! layouts, pipelines cached per block size), [`uniforms`] (the uniform
//! block of a launch), [`launch`] (bind groups, dispatch, timestamps, wait),
//! [`kernel_times`] (the last synchronous launch's time per runtime device;
//! launches timed only while their times are read: wgpu resets timestamp
//! queries inside every timed command buffer),
//! [`conv`] (wgpu errors → `ErrorKind`, and the guards every call goes
//! through), [`blobs`] (which WGSL blobs of a bundle this adapter runs, and
//! programs made with them) reading each blob's text with [`blob_text`].
//!
//! Invariants:
//! - no Vulkan loader or adapter is "no devices" (discovery keeps the
//!   reason), never a crash; nothing here panics, and a wgpu error is
//!   caught by an error scope and returned, never left to wgpu's default
//!   handler (which panics);
//! - the parameter binding contract is `magpie_gpu::wgsl_layout`'s, read
//!   from the emitter's [`WgslLayout`](magpie_gpu::wgsl_layout::WgslLayout)
//!   and nowhere else;
//! - one wgpu instance per process, and one device per adapter shared by
//!   every runtime (dropped once wgpu reports it lost), as the Vulkan
//!   backend does for the same reasons;
//! - CPU adapters (lavapipe) are listed after GPUs, with their type; a
//!   GPU that the `vulkan` or `cuda` backend also reaches is listed once by
//!   discovery, driven by that backend ([`adopt_vulkan_uuids`]).

mod ahead;
mod blob_text;
mod blobs;
mod conv;
mod device;
mod emit;
mod instance;
mod kernel_times;
mod launch;
mod memory;
mod pipeline;
mod probe;
mod timeline;
mod timers;
mod uniforms;

#[cfg(test)]
mod blob_tests;
#[cfg(test)]
mod launch_probe;
#[cfg(test)]
mod tests;

use std::sync::Arc;

use magpie_bundle::Blob;
use magpie_gpu::{Capability, GpuBackend, Target};
use magpie_mpir::{FuncId, Module};

use super::{
    BackendBuffer, BackendModule, BlobFit, DeviceBackend, LaunchRequest, ProgramIr, WithBlobs,
};
use crate::buffer::MemoryHint;
use crate::device::{BackendKind, DeviceProperties};
use crate::error::{ErrorKind, GpuError};
use crate::fence::Fence;
use conv::NAME;
use device::{AdapterFacts, Gpu};
use memory::WgBuffer;
use pipeline::WgModule;

/// The target arch of every WebGPU device.
const ARCH: &str = "webgpu";

/// One WebGPU adapter's device.
#[derive(Debug)]
pub(crate) struct WebGpuBackend {
    gpu: Arc<Gpu>,
    /// Asynchronous launches by number ([`timeline`]).
    timeline: Arc<timeline::Timeline>,
    /// The last synchronous launch's time, and whether to time the next.
    times: kernel_times::KernelTimes,
    /// The physical device's UUID, which wgpu does not report: taken from
    /// the Vulkan device of the same GPU when discovery finds one.
    uuid: Option<[u8; 16]>,
}

/// What discovery found: the devices, and why there are none when there
/// are none.
#[derive(Debug, Default)]
pub(crate) struct Discovery {
    pub devices: Vec<WebGpuBackend>,
    pub problem: Option<GpuError>,
}

/// Every adapter wgpu finds, GPUs before CPU adapters.
pub(crate) fn discover() -> Discovery {
    let mut found = Discovery::default();
    let adapters = match instance::shared().and_then(|i| instance::adapters(&i)) {
        Ok(a) => a,
        Err(e) => {
            found.problem = Some(e);
            return found;
        }
    };
    let mut listed: Vec<(wgpu::Adapter, AdapterFacts)> = adapters
        .into_iter()
        .enumerate()
        .map(|(i, a)| {
            let facts = AdapterFacts::read(&a, i);
            (a, facts)
        })
        .collect();
    listed.sort_by_key(|(_, f)| f.info.device_type == wgpu::DeviceType::Cpu);
    let mut skipped = Vec::new();
    for (adapter, facts) in listed {
        let name = facts.info.name.clone();
        match device::shared_gpu(&adapter, facts) {
            Ok(gpu) => found.devices.push(WebGpuBackend {
                gpu,
                timeline: timeline::Timeline::new(),
                times: Default::default(),
                uuid: None,
            }),
            Err(e) => skipped.push(format!("{name}: {}", e.message)),
        }
    }
    if found.devices.is_empty() {
        found.problem = Some(GpuError::new(
            ErrorKind::BackendUnavailable,
            NAME,
            format!("no usable WebGPU adapter: {}", skipped.join("; ")),
        ));
    }
    found
}

/// Gives each WebGPU device without a PCI bus id the UUID of the Vulkan
/// device of the same GPU, so that discovery lists that GPU once (wgpu
/// reports no UUID, and no PCI bus id for lavapipe).
pub(crate) fn adopt_vulkan_uuids(devices: &mut [WebGpuBackend], vulkan: &[VulkanIdentity]) {
    let adapters: Vec<AdapterKey> = devices
        .iter()
        .map(|d| {
            let info = &d.gpu.facts.info;
            AdapterKey {
                name: info.name.clone(),
                vendor: info.vendor,
                device: info.device,
                has_pci_bus_id: d.pci_bus_id().is_some(),
            }
        })
        .collect();
    for (d, uuid) in devices.iter_mut().zip(vulkan_uuids(&adapters, vulkan)) {
        d.uuid = uuid;
    }
}

/// What [`vulkan_uuids`] matches an adapter by.
#[derive(Clone, Debug, PartialEq, Eq)]
struct AdapterKey {
    name: String,
    vendor: u32,
    device: u32,
    has_pci_bus_id: bool,
}

/// Per adapter, the UUID of the Vulkan device of the same GPU: the one
/// Vulkan device with its name and PCI vendor and device ids (which wgpu
/// reads from the same `VkPhysicalDeviceProperties`), when no other adapter
/// has them too; `None` for an adapter with a PCI bus id (discovery matches
/// that instead) and wherever two identical GPUs make the match ambiguous.
fn vulkan_uuids(adapters: &[AdapterKey], vulkan: &[VulkanIdentity]) -> Vec<Option<[u8; 16]>> {
    let same = |a: &AdapterKey, name: &str, vendor: u32, device: u32| {
        (a.name.as_str(), a.vendor, a.device) == (name, vendor, device)
    };
    adapters
        .iter()
        .map(|a| {
            let twins = adapters
                .iter()
                .filter(|b| same(a, &b.name, b.vendor, b.device))
                .count();
            if a.has_pci_bus_id || twins != 1 {
                return None;
            }
            let mut found = vulkan
                .iter()
                .filter(|v| same(a, &v.name, v.vendor, v.device));
            match (found.next(), found.next()) {
                (Some(v), None) => Some(v.uuid),
                _ => None,
            }
        })
        .collect()
}

/// What the Vulkan backend knows that identifies a GPU.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct VulkanIdentity {
    pub name: String,
    pub vendor: u32,
    pub device: u32,
    pub uuid: [u8; 16],
}

impl WebGpuBackend {
    /// The adapter's capabilities that the WGSL target accepts: what
    /// kernels may use here.
    fn target_features(&self) -> Vec<Capability> {
        let mut target = Target::new(GpuBackend::Wgsl, ARCH);
        let caps = &self.gpu.facts.capabilities;
        target.features.retain(|c| caps.contains(c));
        target.features
    }
}

impl DeviceBackend for WebGpuBackend {
    fn kind(&self) -> BackendKind {
        BackendKind::WebGpu
    }

    fn properties(&self) -> DeviceProperties {
        let info = &self.gpu.facts.info;
        let limits = self.gpu.limits();
        DeviceProperties {
            name: info.name.clone(),
            backend: BackendKind::WebGpu,
            backends: vec![NAME.into()],
            max_workgroup_size: limits.max_compute_invocations_per_workgroup,
            max_workgroup_dims: [
                limits.max_compute_workgroup_size_x,
                limits.max_compute_workgroup_size_y,
                limits.max_compute_workgroup_size_z,
            ],
            max_shared_bytes: limits.max_compute_workgroup_storage_size,
            max_buffers: limits.max_storage_buffers_per_shader_stage,
            // The size the driver runs compute shaders at by default is the
            // largest it supports on every driver we know of.
            warp_size: info.subgroup_max_size,
            // WebGPU does not say how much memory an adapter has.
            memory_total: 0,
            capabilities: self.target_features(),
            // WGSL has no float controls: any f32 subnormal may be flushed.
            flushes_f32_subnormals: true,
        }
    }

    fn memory_available(&self) -> u64 {
        0
    }

    fn device_uuid(&self) -> Option<[u8; 16]> {
        self.uuid
    }

    fn pci_bus_id(&self) -> Option<String> {
        self.gpu.facts.pci_bus_id()
    }

    fn last_dispatch_ns(&self) -> Option<u64> {
        self.times.last_ns(&self.gpu)
    }

    fn time_launches(&self) {
        self.times.time_launches();
    }

    /// The last launch's timestamps, read when the profile asks and
    /// placed on the host's clock from the tick anchor, as an
    /// asynchronous launch's are (then `last_kernel_time` no longer has
    /// that launch's time).
    fn take_dispatch_span(&self) -> Option<super::PendingSpan> {
        let timer = self.times.take_last(&self.gpu)?;
        let gpu = self.gpu.clone();
        Some(Box::new(move || {
            let span = gpu.host_span(&timer);
            gpu.put_timer(timer);
            span.filter(|(a, b)| b > a)
        }))
    }

    fn target(&self) -> Option<Target> {
        let mut target = Target::new(GpuBackend::Wgsl, ARCH);
        target.features = self.target_features();
        Some(target)
    }

    fn create_buffer(
        &self,
        size: u64,
        hint: MemoryHint,
    ) -> Result<Arc<dyn BackendBuffer>, GpuError> {
        Ok(Arc::new(WgBuffer::new(&self.gpu, size, hint)?))
    }

    super::host_access_transfers!(WgBuffer);

    fn compile(&self, program: &Arc<ProgramIr>) -> Result<Arc<dyn BackendModule>, GpuError> {
        Ok(Arc::new(WgModule::new(&self.gpu, program)?))
    }

    fn judge_blob(&self, module: &Module, func: FuncId, blob: &Blob) -> BlobFit {
        blobs::judge(&emit::options(&self.gpu), module, func, blob)
    }

    fn compile_with_blobs(
        &self,
        program: &Arc<ProgramIr>,
        chosen: &[(FuncId, &Blob)],
    ) -> Result<WithBlobs, GpuError> {
        let (module, refused) = blobs::module_with_blobs(&self.gpu, program, chosen)?;
        Ok((Arc::new(module), refused))
    }

    /// Timed while someone reads the times ([`kernel_times`]).
    fn launch(&self, request: LaunchRequest) -> Result<(), GpuError> {
        let timed = self.times.wanted(&self.gpu);
        let pending = launch::submit(&self.gpu, request, launch::Mode::Synchronous { timed })?;
        launch::encode_ahead(&pending);
        let timer = launch::finish(pending)?;
        self.times.completed(&self.gpu, timer);
        Ok(())
    }

    /// Recorded and submitted now; the fence is the launch's number on
    /// the device's [`timeline::Timeline`], which finishes launches in
    /// order when a fence asks (wgpu runs completion callbacks only inside
    /// a poll of the device, so nothing is gained by a thread per launch).
    fn launch_async(&self, request: LaunchRequest) -> Result<Fence, GpuError> {
        self.timeline.launch(&self.gpu, request)
    }

    fn launch_async_timed(
        &self,
        request: LaunchRequest,
    ) -> Result<(Fence, Option<super::PendingSpan>), GpuError> {
        self.timeline.launch_timed(&self.gpu, request)
    }
}
