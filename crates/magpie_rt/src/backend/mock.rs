//! The mock device (spec §15, tier 1): buffers are host memory and behave
//! exactly like a device's; a launch is checked like any other (shape,
//! arguments) and then succeeds without running anything. For testing the
//! host side of a program: orchestration, error handling, buffer traffic.
//!
//! A mock device may also stand in for a GPU backend's device
//! ([`MockDevice`]: a backend kind, a name, and optionally a UUID and a PCI
//! bus id), so that discovery's deduplication and `device_default`'s
//! choice can be tested without a GPU. It still runs nothing: only its
//! identity is borrowed.
//!
//! Its vendor counters ([`MOCK_COUNTERS`]) count what the host side did,
//! so that a program's counter handling can be tested too: `launches` (one
//! per launch) and `bound_bytes` (the sizes of the buffers a launch
//! bound), per launch.

use std::any::Any;
use std::sync::{Arc, Mutex, MutexGuard};

use magpie_gpu::{Capability, Limits, Target};

use super::{
    check_copy, check_host_allocation, check_range, own_buffer, BackendBuffer, BackendModule,
    DeviceBackend, LaunchRequest, NoModule, ProgramIr,
};
use crate::backend::lock;
use crate::buffer::MemoryHint;
use crate::device::{BackendKind, DeviceProperties};
use crate::error::GpuError;
use crate::profile::counters::{
    Combine, CounterCollector, CounterInfo, CounterReadout, KernelCounters, StartedCounters,
};

const NAME: &str = "mock";

/// The memory the mock device claims to have: enough for any test, small
/// enough that an absurd request fails the same way on every machine.
pub(crate) const MOCK_MEMORY: u64 = 16 << 30;

/// What a mock device claims to be: a device of `backend` (a GPU backend:
/// `Cuda`, `Vulkan`, `Hip`, `Metal` or `WebGpu`) named `name`, with the
/// identity discovery deduplicates by. Built into a runtime by
/// [`Runtime::with_mock_devices`](crate::Runtime::with_mock_devices), it is
/// listed, deduplicated and chosen exactly as a real device of that backend
/// would be, and reports `backend` as its [`Device::backend`](crate::Device::backend);
/// its buffers are host memory and its launches run nothing, as on
/// [`Runtime::mock`](crate::Runtime::mock)'s device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MockDevice {
    pub name: String,
    /// The backend the device pretends to be reached through.
    pub backend: BackendKind,
    /// The physical device's UUID, as CUDA and Vulkan report it.
    pub uuid: Option<[u8; 16]>,
    /// The PCI address, compared (ignoring ASCII case) when a device has no
    /// UUID; real backends report `dddd:bb:dd.f` in lowercase hexadecimal.
    pub pci_bus_id: Option<String>,
}

impl MockDevice {
    /// A device of `backend` named `name`, with no UUID and no PCI bus id.
    pub fn new(name: impl Into<String>, backend: BackendKind) -> MockDevice {
        MockDevice {
            name: name.into(),
            backend,
            uuid: None,
            pci_bus_id: None,
        }
    }

    pub fn with_uuid(self, uuid: [u8; 16]) -> MockDevice {
        MockDevice {
            uuid: Some(uuid),
            ..self
        }
    }

    pub fn with_pci_bus_id(self, pci_bus_id: impl Into<String>) -> MockDevice {
        MockDevice {
            pci_bus_id: Some(pci_bus_id.into()),
            ..self
        }
    }
}

#[derive(Debug)]
pub(crate) struct MockBackend {
    /// Who the device claims to be: `Runtime::mock()`'s is "Mock device" of
    /// the `mock` backend, with no identity.
    claims: MockDevice,
    capabilities: Vec<Capability>,
    /// Per-launch counters while a collection runs.
    counting: Arc<Mutex<Option<Vec<KernelCounters>>>>,
}

/// The mock device's counters: name and what it counts.
pub(crate) const MOCK_COUNTERS: [(&str, &str); 2] = [
    ("launches", "launches made (one per launch)"),
    ("bound_bytes", "bytes of the buffers a launch bound"),
];

/// The mock device's running collection.
struct MockCollector {
    counting: Arc<Mutex<Option<Vec<KernelCounters>>>>,
}

impl CounterCollector for MockCollector {
    fn finish(self: Box<Self>) -> Result<CounterReadout, GpuError> {
        let kernels = lock(&self.counting).take().unwrap_or_default();
        Ok(CounterReadout {
            kernels,
            dropped: 0,
        })
    }
}

impl Drop for MockCollector {
    fn drop(&mut self) {
        lock(&self.counting).take();
    }
}

#[derive(Debug)]
struct MockBuffer {
    bytes: Mutex<Vec<u8>>,
    size: u64,
}

impl MockBuffer {
    fn lock(&self) -> MutexGuard<'_, Vec<u8>> {
        self.bytes.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl BackendBuffer for MockBuffer {
    fn size(&self) -> u64 {
        self.size
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl MockBackend {
    /// The plain mock device (`backend = "mock"`, `mock_in_tests`).
    pub(crate) fn new() -> MockBackend {
        MockBackend::claiming(MockDevice::new("Mock device", BackendKind::Mock))
    }

    /// A mock device claiming to be `device`.
    pub(crate) fn claiming(device: MockDevice) -> MockBackend {
        MockBackend {
            claims: device,
            capabilities: super::cpu::cpu_capabilities(),
            counting: Arc::new(Mutex::new(None)),
        }
    }
}

impl DeviceBackend for MockBackend {
    fn kind(&self) -> BackendKind {
        self.claims.backend
    }

    fn properties(&self) -> DeviceProperties {
        let backend = self.claims.backend;
        DeviceProperties {
            name: self.claims.name.clone(),
            backend,
            backends: vec![backend.spec_name().into()],
            max_workgroup_size: Limits::PORTABLE.max_invocations,
            max_workgroup_dims: [1024, 1024, 64],
            max_shared_bytes: 64 * 1024,
            max_buffers: 1024,
            warp_size: 32,
            memory_total: MOCK_MEMORY,
            capabilities: self.capabilities.clone(),
            flushes_f32_subnormals: false,
        }
    }

    fn device_uuid(&self) -> Option<[u8; 16]> {
        self.claims.uuid
    }

    fn pci_bus_id(&self) -> Option<String> {
        self.claims.pci_bus_id.clone()
    }

    fn memory_available(&self) -> u64 {
        MOCK_MEMORY
    }

    fn target(&self) -> Option<Target> {
        None
    }

    fn create_buffer(
        &self,
        size: u64,
        _hint: MemoryHint,
    ) -> Result<Arc<dyn BackendBuffer>, GpuError> {
        let n = check_host_allocation(size, MOCK_MEMORY, NAME)?;
        Ok(Arc::new(MockBuffer {
            bytes: Mutex::new(vec![0; n]),
            size,
        }))
    }

    fn read_buffer(
        &self,
        buf: &dyn BackendBuffer,
        offset: u64,
        out: &mut [u8],
    ) -> Result<(), GpuError> {
        check_range(buf, offset, out.len(), NAME)?;
        let buf = own_buffer::<MockBuffer>(buf, NAME)?;
        let at = offset as usize;
        out.copy_from_slice(&buf.lock()[at..at + out.len()]);
        Ok(())
    }

    fn write_buffer(
        &self,
        buf: &dyn BackendBuffer,
        offset: u64,
        data: &[u8],
    ) -> Result<(), GpuError> {
        check_range(buf, offset, data.len(), NAME)?;
        let buf = own_buffer::<MockBuffer>(buf, NAME)?;
        let at = offset as usize;
        buf.lock()[at..at + data.len()].copy_from_slice(data);
        Ok(())
    }

    fn copy_buffer(
        &self,
        src: &dyn BackendBuffer,
        dst: &dyn BackendBuffer,
        size: u64,
    ) -> Result<(), GpuError> {
        let n = check_copy(src, dst, size, NAME)?;
        let src = own_buffer::<MockBuffer>(src, NAME)?;
        let dst = own_buffer::<MockBuffer>(dst, NAME)?;
        if std::ptr::eq(src, dst) {
            return Ok(());
        }
        // Copy out first: never hold both locks.
        let data = src.lock()[..n].to_vec();
        dst.lock()[..n].copy_from_slice(&data);
        Ok(())
    }

    fn compile(&self, _program: &Arc<ProgramIr>) -> Result<Arc<dyn BackendModule>, GpuError> {
        Ok(Arc::new(NoModule))
    }

    fn launch(&self, request: LaunchRequest) -> Result<(), GpuError> {
        if let Some(kernels) = lock(&self.counting).as_mut() {
            let bound = request.bound_bytes();
            kernels.push(KernelCounters {
                kernel: request.kernel_name().to_string(),
                values: [
                    (MOCK_COUNTERS[0].0.to_string(), 1.0),
                    (MOCK_COUNTERS[1].0.to_string(), bound as f64),
                ]
                .into_iter()
                .collect(),
            });
        }
        Ok(())
    }

    fn available_counters(&self) -> Vec<CounterInfo> {
        MOCK_COUNTERS
            .iter()
            .map(|(name, what)| CounterInfo {
                name: name.to_string(),
                description: what.to_string(),
                combine: Combine::Sum,
            })
            .collect()
    }

    fn start_counters(&self, counters: &[String]) -> Result<StartedCounters, GpuError> {
        let offered = self.available_counters();
        let (enabled, refused): (Vec<&String>, Vec<&String>) = counters
            .iter()
            .partition(|n| offered.iter().any(|c| c.name == **n));
        *lock(&self.counting) = Some(Vec::new());
        Ok(StartedCounters {
            collector: Box::new(MockCollector {
                counting: self.counting.clone(),
            }),
            enabled: offered
                .into_iter()
                .filter(|c| enabled.contains(&&c.name))
                .collect(),
            refused: refused.into_iter().cloned().collect(),
        })
    }
}
