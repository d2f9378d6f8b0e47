//! Choosing the device a command runs on (`--device`).

use magpie_rt::{BackendKind, Device, Fallback, GpuError, Runtime, RuntimeConfig};

/// The device named by `choice`: `auto` (the runtime's default device, else
/// the CPU, with a note), `cpu`, `mock`, or a backend name (`vulkan`/`spv`,
/// `cuda`/`ptx`, ...).
pub fn pick(choice: &str) -> Result<(Device, Option<String>), GpuError> {
    match choice {
        "cpu" => Ok((Runtime::cpu().device_default()?, None)),
        "mock" => Ok((Runtime::mock().device_default()?, None)),
        "auto" => match Runtime::new().and_then(|rt| rt.device_default()) {
            Ok(d) => Ok((d, None)),
            Err(e) => {
                let note = format!("no GPU device ({}); running on the CPU", e.message);
                Ok((Runtime::cpu().device_default()?, Some(note)))
            }
        },
        name => {
            let Some(kind) = BackendKind::from_name(name) else {
                return Err(GpuError::new(
                    magpie_rt::ErrorKind::Unsupported,
                    magpie_rt::GpuError::RUNTIME,
                    format!("unknown device `{name}`: use auto, cpu, mock, or a backend name (vulkan, cuda, metal, hip, webgpu)"),
                ));
            };
            // Only the named backend is probed: with every backend probed, a
            // GPU reached by two (an NVIDIA GPU through CUDA and Vulkan) is
            // listed once, under its native backend. No CPU fallback and no
            // device index from the configuration: the user named a backend.
            let mut config = RuntimeConfig::discover()?;
            config.backend = Some(kind);
            config.fallback = Fallback::None;
            config.device_index = None;
            config.mock_in_tests = false;
            Runtime::with_config(config)?
                .device_default()
                .map(|d| (d, None))
                .map_err(|mut e| {
                    e.message = format!("--device {}: {}", kind.name(), e.message);
                    e
                })
        }
    }
}
