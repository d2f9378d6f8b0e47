//! Choosing the device a command runs on (`--device`).

use magpie_rt::config::ConfigError;
use magpie_rt::{BackendKind, Device, Fallback, GpuError, Runtime, RuntimeConfig};
use serde_json::json;

use crate::report::{FileReport, Style};
use crate::Status;

/// The configuration (`Magpie.toml`, `MAGPIE_PROFILE`, the `MAGPIE_GPU_*`
/// overrides). An invalid one is printed as an MPG_CORE_1400 diagnostic and
/// ends the command: a configuration is never dropped silently.
pub fn config(style: &Style) -> Result<RuntimeConfig, Status> {
    RuntimeConfig::discover().map_err(|e| {
        print_config_error(style, &e);
        Status::InputErrors
    })
}

fn print_config_error(style: &Style, e: &ConfigError) {
    let report = FileReport {
        file: e.file.clone().unwrap_or_else(|| "environment".into()),
        source: e.source_text.clone(),
        diagnostics: vec![e.diagnostic()],
    };
    if style.json() {
        let (line, column) = e.line_column().unzip();
        println!(
            "{}",
            json!({ "error": {
                "kind": e.kind().name(),
                "code": e.code().name(),
                "file": e.file,
                "line": line,
                "column": column,
                "message": e.message,
                "help": e.help,
                "report": report.json(),
            } })
        );
    } else {
        eprint!("{}", report.text(style));
    }
}

/// The device named by `choice`: `auto` (the runtime's default device, else
/// the CPU, with a note), `cpu`, `mock`, or a backend name (`vulkan`/`spv`,
/// `cuda`/`ptx`, ...).
pub fn pick(choice: &str, config: &RuntimeConfig) -> Result<(Device, Option<String>), GpuError> {
    match choice {
        "cpu" => Ok((Runtime::cpu().device_default()?, None)),
        "mock" => Ok((Runtime::mock().device_default()?, None)),
        "auto" => match Runtime::with_config(config.clone()).and_then(|rt| rt.device_default()) {
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
            let mut config = config.clone();
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
