//! What the measuring examples share (included with `#[path]`; cargo
//! builds no example from this folder, which has no `main.rs`).

use magpie_rt::{BackendKind, Device, Runtime, RuntimeConfig};

/// Every device of each GPU backend, one runtime per backend so that
/// discovery does not fold the Vulkan view of a CUDA device into it, and
/// the CPU executor last: a GPU that several backends reach is listed
/// once per backend.
pub fn every_backend() -> Vec<Device> {
    let mut devices: Vec<Device> = [BackendKind::Cuda, BackendKind::Vulkan, BackendKind::WebGpu]
        .into_iter()
        .filter_map(|backend| {
            Runtime::with_config(RuntimeConfig {
                backend: Some(backend),
                ..RuntimeConfig::default()
            })
            .ok()
        })
        .flat_map(|rt| rt.devices().to_vec())
        .collect();
    if let Ok(cpu) = Runtime::cpu().device_default() {
        devices.push(cpu);
    }
    devices
}
