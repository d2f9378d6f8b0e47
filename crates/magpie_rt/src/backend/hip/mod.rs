//! The HIP backend (spec §2.4, §9): AMD GPUs through the HIP runtime
//! (`libamdhip64`, ROCm), loaded at run time, running AMD code objects
//! (HSACO) from a bundle's blobs or compiled from the portable slice by
//! `magpie_gpu_hip`. Structurally the CUDA backend's twin
//! (`backend::cuda`): it shares its argument packing
//! (`backend::cuda::args`: HIP takes CUDA's packed argument buffer at the
//! kernel's `PtxLayout` offsets) and the logic both drive a device with
//! (`backend::driver_common`: placement, stream synchronisation and timed
//! launches, the kernel table, grid checks, the timeline's numbers), with
//! HIP's own calls.
//!
//! Roles, one file each: [`library`] (the library, its entry-point table,
//! `hipInit`), [`props`] (`hipDeviceProp_t`, gfx names), [`device`] (what
//! a device is; its stream and timing events), [`memory`] (buffers placed
//! by hint), [`blobs`] (which HSACO blobs fit), [`module`] (code objects
//! from blobs or the emitter, `hipModuleLoadData`, the two variants),
//! [`launch`] (packing, `hipModuleLaunchKernel` with the packed buffer in
//! `extra`), [`timeline`] (asynchronous launches and their fences),
//! [`conv`] (`hipError_t` → `ErrorKind`).
//!
//! Invariants:
//! - no library, a library lacking an entry point this backend calls, or no
//!   device is "no devices" with the reason (discovery keeps it for an
//!   explicit request), never a panic: every entry point is looked up
//!   before any is called, and every call's result is checked;
//! - a device joins the one device list with its gfx arch (`Device::arch`
//!   is the base name, `gfx90a`; the runtime's full target id is kept for
//!   blob matching), its UUID (`hipDeviceGetUuid`) and PCI address, and is
//!   deduplicated with other backends' views of the same GPU by them, as
//!   the runtime's `unify` says (AMD's Vulkan drivers derive `deviceUUID`
//!   differently from HIP, so there only equal UUIDs merge: untested on
//!   hardware);
//! - a device's stream and events are made on first use (discovery only
//!   reads properties), once, and destroyed after everything made on the
//!   device: buffers, modules and launches hold an `Arc<Gpu>`;
//! - nothing here panics on what the library returns.
//!
//! Tested against a fake HIP library (`fake`: Rust functions behind the
//! same entry-point table, host memory for device memory) and against
//! Debian's ROCm 5.2 runtime on machines without an AMD GPU; never on an
//! AMD GPU.
#![allow(unsafe_code)] // the HIP runtime is `unsafe` FFI; each block says why it holds

mod blobs;
mod conv;
mod device;
mod launch;
pub(crate) mod library;
mod memory;
mod module;
mod props;
mod timeline;

#[cfg(test)]
mod fake;
#[cfg(test)]
mod fake_tests;
#[cfg(test)]
mod tests;

use std::sync::Arc;

use magpie_gpu::{GpuBackend, Target};

use super::driver_common::{LazyGpu, StreamDevice};
use super::{BackendBuffer, BackendModule, DeviceBackend, LaunchRequest, ProgramIr};
use crate::buffer::MemoryHint;
use crate::device::{BackendKind, DeviceProperties};
use crate::error::{ErrorKind, GpuError};
use crate::fence::Fence;
use device::{DeviceInfo, Gpu};
use library::Hip;
use memory::HipBuffer;
use module::HipModule;

/// The backend's name in errors (spec §9.4).
pub(crate) const NAME: &str = "hip";

/// Most buffer arguments of one launch: 4 KiB of kernel arguments over
/// the 12 bytes each buffer takes (its address and the element count).
const MAX_BUFFERS: u32 = 4096 / 12;

/// One HIP device.
#[derive(Debug)]
pub(crate) struct HipBackend {
    info: DeviceInfo,
    /// Made on first use (stream, events).
    gpu: LazyGpu<Gpu>,
}

/// What discovery found: the devices, and why there are none when there
/// are none (no library, no device, only unusable devices).
#[derive(Debug, Default)]
pub(crate) struct Discovery {
    pub devices: Vec<HipBackend>,
    pub problem: Option<GpuError>,
}

/// Loads the runtime and lists every usable device, in its order.
pub(crate) fn discover() -> Discovery {
    match library::hip() {
        Ok(hip) => discover_with(hip),
        Err(e) => Discovery {
            devices: Vec::new(),
            problem: Some(e),
        },
    }
}

/// Discovery through an opened runtime.
pub(crate) fn discover_with(hip: &'static Hip) -> Discovery {
    let version = hip
        .runtime_version()
        .map_or_else(String::new, |v| format!(" {v}"));
    let unavailable = |why: String| Discovery {
        devices: Vec::new(),
        problem: Some(GpuError::new(
            ErrorKind::BackendUnavailable,
            NAME,
            format!("the HIP runtime{version} ({}) {why}", hip.opened_as),
        )),
    };
    // Without an AMD GPU, ROCm 5.2's hipInit answers hipErrorInvalidDevice
    // and hipGetDeviceCount hipErrorNoDevice: both mean "no device".
    let init = hip.init();
    let init_note = if init == 0 {
        String::new()
    } else {
        format!("; hipInit gave {}", conv::describe(hip, init))
    };
    let count = match hip.device_count() {
        Ok(n) if init == 0 => n,
        Ok(_) => 0,
        Err(e) => {
            let no_device = [
                library::HIP_ERROR_NO_DEVICE,
                library::HIP_ERROR_INVALID_DEVICE,
            ];
            let why = if no_device.contains(&e) {
                format!("reports no device ({})", conv::describe(hip, e))
            } else {
                format!("could not count devices: {}", conv::describe(hip, e))
            };
            return unavailable(format!("{why}{init_note}"));
        }
    };
    if count == 0 {
        return unavailable(format!("reports no device{init_note}"));
    }
    let mut found = Discovery::default();
    let mut skipped = Vec::new();
    for ordinal in 0..count.min(i32::MAX as u32) as i32 {
        match device::probe(hip, ordinal) {
            Ok(Ok(info)) => found.devices.push(HipBackend {
                info,
                gpu: LazyGpu::new(),
            }),
            Ok(Err(why)) => skipped.push(why),
            Err(e) => skipped.push(format!("device {ordinal}: {}", e.message)),
        }
    }
    if found.devices.is_empty() {
        return unavailable(format!(
            "reports {count} device(s), none usable: {}",
            skipped.join("; ")
        ));
    }
    found
}

impl HipBackend {
    /// The device, its stream made on first use.
    #[inline]
    fn gpu(&self) -> Result<&Arc<Gpu>, GpuError> {
        self.gpu.get(|| Gpu::new(self.info.clone()))
    }
}

impl Drop for HipBackend {
    /// Launches in flight hold the device (through their buffers and
    /// modules) and the device holds them: drain the stream and let them go.
    fn drop(&mut self) {
        if let Some(gpu) = self.gpu.made() {
            gpu.drain();
        }
    }
}

impl DeviceBackend for HipBackend {
    fn kind(&self) -> BackendKind {
        BackendKind::Hip
    }

    fn properties(&self) -> DeviceProperties {
        let info = &self.info;
        DeviceProperties {
            name: info.name.clone(),
            backend: BackendKind::Hip,
            backends: vec![NAME.into()],
            max_workgroup_size: info.max_threads_per_block.min(module::MAX_BLOCK),
            max_workgroup_dims: info.max_block_dims.map(|d| d.min(module::MAX_BLOCK)),
            max_shared_bytes: info.max_shared_bytes,
            max_buffers: MAX_BUFFERS,
            warp_size: info.warp_size,
            memory_total: info.memory_total,
            capabilities: info.capabilities(),
            // The emitter keeps f32 subnormals (`denormal-fp-math-f32` =
            // `ieee`, SEMANTICS.md).
            flushes_f32_subnormals: false,
        }
    }

    fn device_uuid(&self) -> Option<[u8; 16]> {
        Some(self.info.uuid)
    }

    fn pci_bus_id(&self) -> Option<String> {
        self.info.pci_bus_id.clone()
    }

    fn memory_available(&self) -> u64 {
        self.gpu()
            .and_then(|g| g.memory_info())
            .map_or(0, |(free, _)| free)
    }

    fn last_dispatch_ns(&self) -> Option<u64> {
        self.gpu.made().and_then(|gpu| gpu.last_dispatch_ns())
    }

    fn last_dispatch_span(&self) -> Option<(std::time::Instant, std::time::Instant)> {
        self.gpu.made().and_then(|gpu| gpu.last_dispatch_span())
    }

    fn target(&self) -> Option<Target> {
        Some(super::device_target(
            GpuBackend::Hip,
            &self.info.arch,
            &self.info.capabilities(),
        ))
    }

    fn create_buffer(
        &self,
        size: u64,
        hint: MemoryHint,
    ) -> Result<Arc<dyn BackendBuffer>, GpuError> {
        Ok(Arc::new(HipBuffer::new(self.gpu()?, size, hint)?))
    }

    super::host_access_transfers!(HipBuffer);

    fn compile(&self, program: &Arc<ProgramIr>) -> Result<Arc<dyn BackendModule>, GpuError> {
        let (module, _) = HipModule::with_blobs(self.gpu()?, program, &[])?;
        Ok(Arc::new(module))
    }

    fn judge_blob(
        &self,
        _module: &magpie_mpir::Module,
        _func: magpie_mpir::FuncId,
        blob: &magpie_bundle::Blob,
    ) -> super::BlobFit {
        blobs::judge(&self.info.target_id, &self.info.capabilities(), blob)
    }

    fn compile_with_blobs(
        &self,
        program: &Arc<ProgramIr>,
        chosen: &[(magpie_mpir::FuncId, &magpie_bundle::Blob)],
    ) -> Result<super::WithBlobs, GpuError> {
        let (module, refused) = HipModule::with_blobs(self.gpu()?, program, chosen)?;
        Ok((Arc::new(module), refused))
    }

    fn launch(&self, request: LaunchRequest) -> Result<(), GpuError> {
        launch::launch(self.gpu()?, request)
    }

    fn launch_async(&self, request: LaunchRequest) -> Result<Fence, GpuError> {
        launch::launch_async(self.gpu()?, request)
    }

    fn launch_async_timed(
        &self,
        request: LaunchRequest,
    ) -> Result<(Fence, Option<super::PendingSpan>), GpuError> {
        launch::launch_async_timed(self.gpu()?, request)
    }
}
