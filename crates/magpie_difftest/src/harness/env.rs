//! What this machine has: the tools and devices each backend needs, found
//! once per campaign.
//!
//! On a machine where CUDA and Vulkan reach the same GPU, automatic
//! discovery lists it once (as CUDA); here each backend gets a runtime of
//! its own, so both run.

use std::path::PathBuf;

use magpie_gpu::{GpuBackend, Target};
use magpie_rt::{BackendKind, Device, Runtime, RuntimeConfig};

use super::tools;
use super::BackendId;

/// The architecture the PTX backend is checked for (the H200's).
pub const PTX_ARCH: &str = "sm_90";

/// Tools, devices and emitter options for the enabled backends.
#[derive(Debug)]
pub struct Env {
    enabled: Vec<BackendId>,
    pub(super) spirv_val: Option<PathBuf>,
    pub(super) ptxas: Option<PathBuf>,
    devices: Vec<(BackendId, Device)>,
    absent: Vec<(BackendId, String)>,
    pub(super) spv_target: Target,
    pub(super) wgsl_target: Target,
    pub(super) ptx_target: Target,
    pub(super) scratch: PathBuf,
    /// The CPU executor's step budget per work-item (a generated loop that
    /// does not end is a generator bug, reported, not a hang).
    pub cpu_max_steps: u64,
}

fn device_of(kind: BackendKind) -> Result<Device, String> {
    let config = RuntimeConfig {
        backend: Some(kind),
        ..RuntimeConfig::default()
    };
    let rt = Runtime::with_config(config).map_err(|e| e.message)?;
    rt.device_default().map_err(|e| e.message)
}

impl Env {
    /// Looks for what each of `enabled` needs; a backend whose tool or
    /// device is missing stays enabled and reports `Skipped` (see
    /// [`Env::absent`]).
    pub fn discover(enabled: &[BackendId]) -> Env {
        let mut env = Env {
            enabled: Vec::new(),
            spirv_val: None,
            ptxas: None,
            devices: Vec::new(),
            absent: Vec::new(),
            spv_target: Target::default_for(GpuBackend::Spv),
            wgsl_target: Target::default_for(GpuBackend::Wgsl),
            ptx_target: Target::new(GpuBackend::Ptx, PTX_ARCH),
            scratch: tools::scratch_dir(),
            cpu_max_steps: 20_000_000,
        };
        for b in BackendId::ALL {
            if !enabled.contains(&b) {
                continue;
            }
            env.enabled.push(b);
            let problem = match b {
                BackendId::Spv => {
                    env.spirv_val = tools::find_spirv_val();
                    env.spirv_val
                        .is_none()
                        .then(|| "spirv-val not found on PATH".to_string())
                }
                BackendId::Ptx => {
                    env.ptxas = tools::find_ptxas();
                    env.ptxas.is_none().then(|| {
                        "ptxas not found (MAGPIE_PTXAS, ~/.cache/magpie-gpu/tools/ptxas, PATH)"
                            .to_string()
                    })
                }
                BackendId::Tree | BackendId::Wgsl => None,
                BackendId::Cpu => {
                    let found = Runtime::cpu().device_default().map_err(|e| e.message);
                    env.add_device(b, found)
                }
                BackendId::Vulkan => env.add_device(b, device_of(BackendKind::Vulkan)),
                BackendId::Cuda => env.add_device(b, device_of(BackendKind::Cuda)),
                BackendId::WebGpu => env.add_device(b, device_of(BackendKind::WebGpu)),
                BackendId::MetalModel => {
                    let found = Runtime::metal_model()
                        .and_then(|r| r.device_default())
                        .map_err(|e| e.message);
                    env.add_device(b, found)
                }
            };
            if let Some(p) = problem {
                env.absent.push((b, p));
            }
        }
        env
    }

    fn add_device(&mut self, b: BackendId, found: Result<Device, String>) -> Option<String> {
        match found {
            Ok(d) => {
                self.devices.push((b, d));
                None
            }
            Err(e) => Some(e),
        }
    }

    /// The enabled backends, in [`BackendId::ALL`] order.
    pub fn enabled(&self) -> Vec<BackendId> {
        self.enabled.clone()
    }

    /// Enabled backends that can run here.
    pub fn present(&self) -> Vec<BackendId> {
        self.enabled
            .iter()
            .copied()
            .filter(|b| !self.absent.iter().any(|(a, _)| a == b))
            .collect()
    }

    /// Enabled backends that cannot run here, and why.
    pub fn absent(&self) -> &[(BackendId, String)] {
        &self.absent
    }

    pub fn device(&self, b: BackendId) -> Option<&Device> {
        self.devices.iter().find(|(x, _)| *x == b).map(|(_, d)| d)
    }

    /// Fails when a backend `required` names (MAGPIE_REQUIRE's spelling:
    /// `vulkan`, `cuda`, `spirv-val`, `ptxas`, ..., or `all`) is absent.
    pub fn require(&self, required: &[String]) -> Result<(), String> {
        let all = required.iter().any(|r| r == "all");
        let missing: Vec<String> = self
            .absent
            .iter()
            .filter(|(b, _)| all || required.iter().any(|r| BackendId::from_name(r) == Some(*b)))
            .map(|(b, why)| format!("{b}: {why}"))
            .collect();
        if missing.is_empty() {
            Ok(())
        } else {
            Err(format!(
                "MAGPIE_REQUIRE names backends that are missing here: {}",
                missing.join("; ")
            ))
        }
    }

    /// One line per enabled backend: what runs it, or why it is absent.
    pub fn describe(&self) -> String {
        let mut lines = Vec::new();
        for &b in &self.enabled {
            let what = if let Some((_, why)) = self.absent.iter().find(|(a, _)| *a == b) {
                format!("absent ({why})")
            } else if let Some(d) = self.device(b) {
                let flush = if d.flushes_f32_subnormals() {
                    ", flushes f32 subnormals"
                } else {
                    ""
                };
                format!("{}{flush}", d.name())
            } else {
                match b {
                    BackendId::Spv => format!("spirv-val ({})", self.spv_target),
                    BackendId::Ptx => format!("ptxas ({})", self.ptx_target),
                    BackendId::Wgsl => format!("naga ({})", self.wgsl_target),
                    _ => "in-process".to_string(),
                }
            };
            lines.push(format!("  {b:<6} {what}"));
        }
        lines.join("\n")
    }
}

/// `MAGPIE_REQUIRE` split at commas and spaces.
pub fn required_from_env() -> Vec<String> {
    std::env::var("MAGPIE_REQUIRE")
        .map(|v| {
            v.split(|c: char| c == ',' || c.is_whitespace())
                .filter(|s| !s.is_empty())
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default()
}
