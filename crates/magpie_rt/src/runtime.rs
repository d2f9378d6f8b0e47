//! The runtime: configuration plus the devices discovery found (spec §9.1,
//! §9.2).
//!
//! Discovery, in this order:
//! 1. every built-in GPU backend that `backend` allows (all of them for
//!    `auto`, else only the one it names): CUDA, then HIP, then Metal
//!    (Apple's framework, built in on Apple targets only; its C++ model is
//!    never discovered), then Vulkan, then
//!    WebGPU (wgpu over Vulkan), each opening its vendor library at run
//!    time and listing its devices in its own order; a backend that finds
//!    nothing keeps why, for the error. wgpu reports no device UUID, so a WebGPU
//!    adapter without a PCI bus id takes the UUID of the Vulkan device of
//!    the same GPU when Vulkan was probed too (`webgpu::adopt_vulkan_uuids`);
//! 2. the mock device, when `backend = "mock"` or `mock_in_tests`;
//! 3. the CPU device, when `backend = "cpu"` or `fallback = "cpu"`.
//!
//! [`Runtime::with_mock_devices`] replaces step 1 with [`MockDevice`]s that
//! claim a GPU backend, kept or dropped by the same `backend` rule; steps 2
//! and 3, and everything below, are the same code.
//!
//! Deduplication (§9.2, `unify`) makes one list of every device those
//! steps found, whatever its backend:
//! - identity: two devices are the same physical device when both report
//!   a UUID and the UUIDs are equal; if either reports no UUID, when both
//!   report a PCI bus id and the ids are equal (ignoring ASCII case); in
//!   every other case they are different (the CPU and mock devices report
//!   neither, so they are never merged);
//! - each device, in discovery order, joins the first device listed so far
//!   that it is the same as, else is listed after them; a listed device's
//!   identity is the first UUID and the first PCI bus id any of its
//!   backends reported;
//! - a listed device is driven by the backend that comes first in the
//!   platform's order (`platform_order`; backends not in it after those in
//!   it; ties in discovery order), and [`Device::backends`] names every
//!   backend that reaches it, each once, in that same order: an NVIDIA GPU
//!   on Linux that CUDA and Vulkan both reach is one CUDA device with
//!   `["ptx", "spv"]`;
//! - with a configured backend only that backend is probed, so only its
//!   devices are listed (`vulkan` lists every Vulkan device as a Vulkan
//!   device, the NVIDIA one included).
//!
//! [`Runtime::device_default`] chooses:
//! 1. `device_index` when set: that entry of the list, or
//!    `BackendUnavailable` when there is none;
//! 2. with a configured backend: its first device; else the CPU when the
//!    fallback is on; else `Unsupported` for a backend not built in, or
//!    `BackendUnavailable` (with why it found nothing) for one that is;
//! 3. with `backend = "auto"`: the mock device when `mock_in_tests`; else
//!    the first device of the first backend in the platform's order (macOS:
//!    Metal, Vulkan, WebGPU; WebAssembly: WebGPU; elsewhere CUDA, HIP,
//!    Vulkan, WebGPU: so Linux picks CUDA for an NVIDIA GPU with its
//!    driver, HIP for an AMD GPU, and Vulkan without a proprietary driver);
//!    else the CPU when the fallback is on; else `BackendUnavailable`
//!    naming what was tried.

use crate::backend::cpu::CpuBackend;
use crate::backend::mock::{MockBackend, MockDevice};
use crate::backend::{cuda, hip, metal, vulkan, webgpu, DeviceBackend};
use crate::config::{CpuOptions, Fallback, RuntimeConfig};
use crate::device::{BackendKind, Device};
use crate::error::{ErrorKind, GpuError};

/// Configuration and devices.
#[derive(Debug)]
pub struct Runtime {
    config: RuntimeConfig,
    devices: Vec<Device>,
    /// Why a probed backend found no device (its loader's or driver's words).
    unavailable: Vec<(BackendKind, String)>,
}

/// GPU backends in the order `device_default` prefers them here (§9.2).
fn platform_order() -> &'static [BackendKind] {
    if cfg!(target_os = "macos") || cfg!(target_os = "ios") {
        &[BackendKind::Metal, BackendKind::Vulkan, BackendKind::WebGpu]
    } else if cfg!(target_family = "wasm") {
        &[BackendKind::WebGpu]
    } else {
        &[
            BackendKind::Cuda,
            BackendKind::Hip,
            BackendKind::Vulkan,
            BackendKind::WebGpu,
        ]
    }
}

/// Rank of `kind` in [`platform_order`]; backends not in it rank after.
fn preference(kind: BackendKind) -> usize {
    let order = platform_order();
    order.iter().position(|k| *k == kind).unwrap_or(order.len())
}

/// Whether `config` has discovery look for devices of GPU backend `kind`.
fn probes(config: &RuntimeConfig, kind: BackendKind) -> bool {
    config.backend.is_none_or(|b| b == kind)
}

/// Devices every backend found, in discovery order, before deduplication.
#[derive(Debug, Default)]
struct Found {
    devices: Vec<Box<dyn DeviceBackend>>,
    /// Why a probed backend found no device.
    unavailable: Vec<(BackendKind, String)>,
}

impl Found {
    fn add<B: DeviceBackend>(
        &mut self,
        kind: BackendKind,
        devices: Vec<B>,
        problem: Option<GpuError>,
    ) {
        for d in devices {
            self.devices.push(Box::new(d));
        }
        if let Some(problem) = problem {
            self.unavailable.push((kind, problem.message));
        }
    }
}

/// Step 1 of discovery: the built-in GPU backends `config` allows.
fn discover_gpus(config: &RuntimeConfig) -> Found {
    let mut found = Found::default();
    if probes(config, BackendKind::Cuda) {
        let cuda = cuda::discover();
        found.add(BackendKind::Cuda, cuda.devices, cuda.problem);
    }
    if probes(config, BackendKind::Hip) {
        let hip = hip::discover();
        found.add(BackendKind::Hip, hip.devices, hip.problem);
    }
    if BackendKind::Metal.is_built_in() && probes(config, BackendKind::Metal) {
        let metal = metal::discover();
        found.add(BackendKind::Metal, metal.devices, metal.problem);
    }
    let mut vulkan_ids = Vec::new();
    if probes(config, BackendKind::Vulkan) {
        let vulkan = vulkan::discover();
        vulkan_ids = vulkan.devices.iter().map(|d| d.identity()).collect();
        found.add(BackendKind::Vulkan, vulkan.devices, vulkan.problem);
    }
    if probes(config, BackendKind::WebGpu) {
        let mut webgpu = webgpu::discover();
        webgpu::adopt_vulkan_uuids(&mut webgpu.devices, &vulkan_ids);
        found.add(BackendKind::WebGpu, webgpu.devices, webgpu.problem);
    }
    found
}

/// Step 1 made of mock devices: those whose backend `config` allows, in
/// the order given. Built-in GPU backends that `config` allows and no mock
/// claims found nothing, as discovery would say.
fn mock_gpus(config: &RuntimeConfig, devices: Vec<MockDevice>) -> Result<Found, GpuError> {
    let mut found = Found::default();
    for d in devices {
        if d.backend.gpu_backend().is_none() {
            let gpu: Vec<&str> = BackendKind::ALL
                .into_iter()
                .filter(|k| k.gpu_backend().is_some())
                .map(BackendKind::name)
                .collect();
            return Err(GpuError::new(
                ErrorKind::ValidationFailed,
                GpuError::RUNTIME,
                format!(
                    "mock device `{}` claims the {} backend; a mock device stands in for a GPU backend's device ({}); the mock and CPU devices come from `backend`, `mock_in_tests` and `fallback`",
                    d.name,
                    d.backend.name(),
                    gpu.join(", ")
                ),
            ));
        }
        if probes(config, d.backend) {
            found.devices.push(Box::new(MockBackend::claiming(d)));
        }
    }
    for kind in BackendKind::ALL {
        let searched = kind.is_built_in() && kind.gpu_backend().is_some() && probes(config, kind);
        if searched && !found.devices.iter().any(|d| d.kind() == kind) {
            found.unavailable.push((
                kind,
                "this runtime was made from mock devices, and none claims this backend".into(),
            ));
        }
    }
    Ok(found)
}

/// A physical device as far as deduplication has seen it.
struct Group {
    /// The first UUID any member reported.
    uuid: Option<[u8; 16]>,
    /// The first PCI bus id any member reported.
    pci_bus_id: Option<String>,
    /// Every backend's view of it, in discovery order.
    members: Vec<Box<dyn DeviceBackend>>,
}

impl Group {
    /// Whether a device reporting `uuid` and `pci_bus_id` is this one.
    fn is(&self, uuid: Option<[u8; 16]>, pci_bus_id: Option<&str>) -> bool {
        match (self.uuid, uuid) {
            (Some(a), Some(b)) => a == b,
            _ => match (self.pci_bus_id.as_deref(), pci_bus_id) {
                (Some(a), Some(b)) => a.eq_ignore_ascii_case(b),
                _ => false,
            },
        }
    }

    /// The device, driven by its preferred backend, naming all of them.
    fn into_device(mut self) -> Option<Device> {
        // Stable: equal preference keeps discovery order.
        self.members.sort_by_key(|b| preference(b.kind()));
        let mut backends: Vec<String> = Vec::new();
        for name in self.members.iter().map(|b| b.kind().spec_name()) {
            if !backends.iter().any(|b| b == name) {
                backends.push(name.to_string());
            }
        }
        let kept = self.members.into_iter().next()?;
        Some(Device::from_backend(kept, backends))
    }
}

/// One deduplicated device list from every backend's devices, in discovery
/// order (the rules are in the module documentation).
pub(crate) fn unify(found: Vec<Box<dyn DeviceBackend>>) -> Vec<Device> {
    let mut groups: Vec<Group> = Vec::new();
    for backend in found {
        let uuid = backend.device_uuid();
        let pci_bus_id = backend.pci_bus_id();
        match groups
            .iter_mut()
            .find(|g| g.is(uuid, pci_bus_id.as_deref()))
        {
            Some(group) => {
                group.uuid = group.uuid.or(uuid);
                if group.pci_bus_id.is_none() {
                    group.pci_bus_id = pci_bus_id;
                }
                group.members.push(backend);
            }
            None => groups.push(Group {
                uuid,
                pci_bus_id,
                members: vec![backend],
            }),
        }
    }
    groups.into_iter().filter_map(Group::into_device).collect()
}

fn not_built_in(kind: BackendKind) -> String {
    let built: Vec<&str> = BackendKind::ALL
        .into_iter()
        .filter(|k| k.is_built_in())
        .map(BackendKind::spec_name)
        .collect();
    format!(
        "the {} backend ({}) is not built into this build of magpie_rt (built in: {})",
        kind.spec_name(),
        kind.name(),
        built.join(", ")
    )
}

const FALLBACK_HINT: &str =
    "set `fallback = \"cpu\"` under [gpu] in Magpie.toml (or MAGPIE_GPU_FALLBACK=cpu) to run kernels on the CPU";

impl Runtime {
    /// Discovers the configuration ([`RuntimeConfig::discover`]) and devices.
    pub fn new() -> Result<Runtime, GpuError> {
        Runtime::with_config(RuntimeConfig::discover()?)
    }

    /// As [`new`](Runtime::new) with the profile `name` (over `MAGPIE_PROFILE`).
    pub fn with_profile(name: &str) -> Result<Runtime, GpuError> {
        Runtime::with_config(RuntimeConfig::discover_with_profile(Some(name))?)
    }

    /// Discovers devices for `config`. Fails only on an invalid
    /// configuration; a configuration that finds no device succeeds, and
    /// [`device_default`](Runtime::device_default) says why there is none.
    pub fn with_config(config: RuntimeConfig) -> Result<Runtime, GpuError> {
        let found = discover_gpus(&config);
        Runtime::assemble(config, found)
    }

    /// A runtime whose GPU devices are `devices`, mock devices that claim
    /// GPU backends, in place of what CUDA and Vulkan would find here. The
    /// rest is [`with_config`](Runtime::with_config)'s: a device whose
    /// backend `config.backend` does not allow is dropped, the mock and CPU
    /// devices are added as `config` says, the list is deduplicated, and
    /// [`device_default`](Runtime::device_default) chooses, all by the
    /// rules in the module documentation. For testing those rules without
    /// a GPU; the devices run nothing.
    ///
    /// A mock device claiming the `cpu` or `mock` backend is
    /// `ValidationFailed`.
    pub fn with_mock_devices(
        config: RuntimeConfig,
        devices: Vec<MockDevice>,
    ) -> Result<Runtime, GpuError> {
        let found = mock_gpus(&config, devices)?;
        Runtime::assemble(config, found)
    }

    /// Steps 2 and 3 of discovery after `found`, then deduplication.
    fn assemble(config: RuntimeConfig, mut found: Found) -> Result<Runtime, GpuError> {
        if config.backend == Some(BackendKind::Mock) || config.mock_in_tests {
            found.devices.push(Box::new(MockBackend::new()));
        }
        if config.backend == Some(BackendKind::Cpu) || config.fallback == Fallback::Cpu {
            found
                .devices
                .push(Box::new(CpuBackend::new(config.cpu.clone())?));
        }
        Ok(Runtime {
            config,
            devices: unify(found.devices),
            unavailable: found.unavailable,
        })
    }

    /// A runtime with only the CPU device (subgroup size 32).
    pub fn cpu() -> Runtime {
        // The default options are valid; should the CPU device still fail to
        // come up, the runtime has no device and `device_default` says why.
        Runtime::cpu_with_options(CpuOptions::default()).unwrap_or_else(|e| Runtime {
            config: RuntimeConfig::default(),
            devices: Vec::new(),
            unavailable: vec![(BackendKind::Cpu, e.message)],
        })
    }

    /// A runtime with only the CPU device, of the given subgroup size (a
    /// power of two, 1..=1024).
    pub fn cpu_with(subgroup_size: u32) -> Result<Runtime, GpuError> {
        Runtime::cpu_with_options(CpuOptions {
            subgroup_size,
            ..CpuOptions::default()
        })
    }

    /// A runtime with only the CPU device, configured by `options`.
    pub fn cpu_with_options(options: CpuOptions) -> Result<Runtime, GpuError> {
        Runtime::with_config(RuntimeConfig {
            backend: Some(BackendKind::Cpu),
            fallback: Fallback::Cpu,
            cpu: options,
            ..RuntimeConfig::default()
        })
    }

    /// A runtime with one Metal device: the C++ model of Metal, which
    /// builds each kernel's MSL with g++ against `magpie_gpu_msl::model`'s
    /// header and runs it on CPU threads (one per thread of a threadgroup,
    /// real barriers, SIMD-groups of 32). It tests the Metal backend where
    /// no Apple GPU is; it is never discovered on its own.
    /// `BackendUnavailable` without g++ (`MAGPIE_GXX` names another).
    pub fn metal_model() -> Result<Runtime, GpuError> {
        let config = RuntimeConfig {
            backend: Some(BackendKind::Metal),
            ..RuntimeConfig::default()
        };
        let backend = crate::backend::metal::MetalBackend::model()?;
        Ok(Runtime {
            config,
            devices: unify(vec![Box::new(backend)]),
            unavailable: Vec::new(),
        })
    }

    /// A runtime with only the mock device.
    pub fn mock() -> Runtime {
        let config = RuntimeConfig {
            backend: Some(BackendKind::Mock),
            ..RuntimeConfig::default()
        };
        let devices = unify(vec![Box::new(MockBackend::new())]);
        Runtime {
            config,
            devices,
            unavailable: Vec::new(),
        }
    }

    pub fn config(&self) -> &RuntimeConfig {
        &self.config
    }

    /// Every device found, deduplicated.
    pub fn devices(&self) -> &[Device] {
        &self.devices
    }

    pub fn device_count(&self) -> u32 {
        self.devices.len() as u32
    }

    pub fn device_by_index(&self, index: u32) -> Result<Device, GpuError> {
        self.devices.get(index as usize).cloned().ok_or_else(|| {
            GpuError::new(
                ErrorKind::BackendUnavailable,
                GpuError::RUNTIME,
                format!(
                    "there is no device {index}: {} device(s) found{}",
                    self.devices.len(),
                    self.listing()
                ),
            )
        })
    }

    fn listing(&self) -> String {
        if self.devices.is_empty() {
            return String::new();
        }
        let names: Vec<String> = self
            .devices
            .iter()
            .enumerate()
            .map(|(i, d)| format!("{i}: {} [{}]", d.name(), d.backend()))
            .collect();
        format!(" ({})", names.join("; "))
    }

    fn first_of(&self, kind: BackendKind) -> Option<Device> {
        self.devices.iter().find(|d| d.backend() == kind).cloned()
    }

    fn cpu_fallback(&self) -> Option<Device> {
        (self.config.fallback == Fallback::Cpu)
            .then(|| self.first_of(BackendKind::Cpu))
            .flatten()
    }

    /// The device to use (the rules are in the module documentation).
    pub fn device_default(&self) -> Result<Device, GpuError> {
        if let Some(index) = self.config.device_index {
            return self.device_by_index(index);
        }
        if let Some(kind) = self.config.backend {
            if let Some(d) = self.first_of(kind) {
                return Ok(d);
            }
            if let Some(cpu) = self.cpu_fallback() {
                return Ok(cpu);
            }
            return Err(if kind.is_built_in() {
                let why = self
                    .unavailable
                    .iter()
                    .find(|(k, _)| *k == kind)
                    .map_or(String::new(), |(_, why)| format!(" ({why})"));
                GpuError::new(
                    ErrorKind::BackendUnavailable,
                    kind.spec_name(),
                    format!(
                        "the {} backend found no device on this machine{why}; {FALLBACK_HINT}",
                        kind.spec_name()
                    ),
                )
            } else {
                GpuError::new(
                    ErrorKind::Unsupported,
                    kind.spec_name(),
                    format!("{}; {FALLBACK_HINT}", not_built_in(kind)),
                )
            });
        }
        if self.config.mock_in_tests {
            if let Some(d) = self.first_of(BackendKind::Mock) {
                return Ok(d);
            }
        }
        for kind in platform_order() {
            if let Some(d) = self.first_of(*kind) {
                return Ok(d);
            }
        }
        if let Some(cpu) = self.cpu_fallback() {
            return Ok(cpu);
        }
        let tried: Vec<String> = platform_order()
            .iter()
            .map(|k| {
                if k.is_built_in() {
                    format!("{} (no device)", k.spec_name())
                } else {
                    format!("{} (not built in)", k.spec_name())
                }
            })
            .collect();
        Err(GpuError::new(
            ErrorKind::BackendUnavailable,
            GpuError::RUNTIME,
            format!(
                "no GPU device is available (tried {}) and the CPU fallback is off; {FALLBACK_HINT}",
                tried.join(", ")
            ),
        ))
    }
}
