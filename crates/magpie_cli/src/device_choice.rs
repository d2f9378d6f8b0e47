//! Choosing the device a command runs on (`--device`).

use magpie_rt::{BackendKind, Device, GpuError, Runtime};

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
            let rt = Runtime::new()?;
            rt.devices()
                .iter()
                .find(|d| d.backend() == kind)
                .cloned()
                .map(|d| (d, None))
                .ok_or_else(|| {
                    let why = if kind.is_built_in() {
                        "no such device on this machine"
                    } else {
                        "this backend is not built into this build of magpie-gpu yet"
                    };
                    let error_kind = if kind.is_built_in() {
                        magpie_rt::ErrorKind::BackendUnavailable
                    } else {
                        magpie_rt::ErrorKind::Unsupported
                    };
                    GpuError::new(
                        error_kind,
                        kind.spec_name(),
                        format!("{}: {why}", kind.name()),
                    )
                })
        }
    }
}
