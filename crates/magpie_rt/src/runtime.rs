//! The runtime: configuration plus the devices discovery found (spec §9.1,
//! §9.2).
//!
//! Discovery lists, in this order: GPU devices of every built-in GPU backend
//! (CUDA, then Vulkan, each probed when `backend` is `auto` or names it;
//! each opens its vendor library at run time, and why it found nothing is
//! kept for the error), the mock device when `backend = "mock"` or
//! `mock_in_tests`, and the CPU device when `backend = "cpu"` or
//! `fallback = "cpu"`.
//!
//! Deduplication (§9.2): a GPU that both CUDA and Vulkan reach (the same
//! device UUID) is listed once, as its CUDA device (the native backend for
//! an NVIDIA GPU), whose [`Device::backends`] then names both (`["ptx",
//! "spv"]`). Only `backend = "auto"` probes both; asking for `vulkan`
//! lists every Vulkan device.
//!
//! [`Runtime::device_default`] chooses:
//! 1. `device_index` when set;
//! 2. the configured backend's first device; a configured backend that is
//!    not built in is `Unsupported`, one that found nothing is
//!    `BackendUnavailable` (unless the CPU fallback applies);
//! 3. with `backend = "auto"`: the mock device when `mock_in_tests`, else
//!    the first GPU in the platform's order (macOS: Metal; elsewhere CUDA,
//!    HIP, Vulkan, WebGPU), else the CPU when the fallback allows it, else
//!    `BackendUnavailable` naming what was tried.

use crate::backend::cpu::CpuBackend;
use crate::backend::mock::MockBackend;
use crate::backend::{cuda, vulkan, DeviceBackend};
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
        let mut devices = Vec::new();
        let mut unavailable = Vec::new();
        // GPU backends, each loading its library at run time, in §9.2's
        // order: the native CUDA before Vulkan.
        let mut cuda_devices = Vec::new();
        if matches!(config.backend, None | Some(BackendKind::Cuda)) {
            let found = cuda::discover();
            cuda_devices = found.devices;
            if let Some(problem) = found.problem {
                unavailable.push((BackendKind::Cuda, problem.message));
            }
        }
        let mut vulkan_devices = Vec::new();
        if matches!(config.backend, None | Some(BackendKind::Vulkan)) {
            let found = vulkan::discover();
            for d in found.devices {
                let twin = d
                    .device_uuid()
                    .and_then(|uuid| cuda_devices.iter_mut().find(|c| c.uuid() == uuid));
                match twin {
                    Some(c) => c.add_backend(BackendKind::Vulkan.spec_name()),
                    None => vulkan_devices.push(d),
                }
            }
            if let Some(problem) = found.problem {
                unavailable.push((BackendKind::Vulkan, problem.message));
            }
        }
        for d in cuda_devices {
            devices.push(Device::from_backend(Box::new(d)));
        }
        for d in vulkan_devices {
            devices.push(Device::from_backend(Box::new(d)));
        }
        if config.backend == Some(BackendKind::Mock) || config.mock_in_tests {
            devices.push(Device::from_backend(Box::new(MockBackend::new())));
        }
        if config.backend == Some(BackendKind::Cpu) || config.fallback == Fallback::Cpu {
            let cpu = CpuBackend::new(config.cpu.clone())?;
            devices.push(Device::from_backend(Box::new(cpu)));
        }
        Ok(Runtime {
            config,
            devices,
            unavailable,
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

    /// A runtime with only the mock device.
    pub fn mock() -> Runtime {
        let config = RuntimeConfig {
            backend: Some(BackendKind::Mock),
            ..RuntimeConfig::default()
        };
        let devices = vec![Device::from_backend(Box::new(MockBackend::new()))];
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

    /// The device to use (see the module documentation for the order).
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
