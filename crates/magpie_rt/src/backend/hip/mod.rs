//! AMD GPUs through the HIP runtime (`libamdhip64`, ROCm), loaded at run
//! time ([`library`]).
//!
//! What exists: discovery. It opens the library, runs `hipInit` and counts
//! the devices, so that a machine without ROCm reports `BackendUnavailable`
//! naming every library name looked for, and a machine with ROCm but no
//! AMD GPU reports the runtime's own answer (`hipErrorNoDevice`), quickly
//! and without a crash. Devices it finds are reported, by name and memory,
//! as found but not yet usable: the device backend (buffers, modules from
//! HSACO, launches) is the next step, so discovery never hands one out.

pub(crate) mod library;

#[cfg(test)]
mod tests;

use crate::error::{ErrorKind, GpuError};

/// The backend's name in errors.
pub(crate) const NAME: &str = "hip";

/// Loads the runtime and asks for its devices. While the device backend
/// is not built, no device is usable, so the answer is always why:
/// `BackendUnavailable` with the runtime's own words, or the devices it
/// reports by name and memory.
pub(crate) fn discover() -> GpuError {
    match library::hip() {
        Ok(hip) => discover_with(hip),
        Err(e) => e,
    }
}

/// Discovery through an opened library.
pub(crate) fn discover_with(hip: &library::Hip) -> GpuError {
    let version = hip
        .runtime_version()
        .map_or_else(String::new, |v| format!(" {v}"));
    let unavailable = |why: String| {
        GpuError::new(
            ErrorKind::BackendUnavailable,
            NAME,
            format!("the HIP runtime{version} ({}) {why}", hip.opened_as),
        )
    };
    // Without an AMD GPU, ROCm 5.2's hipInit answers hipErrorInvalidDevice
    // and hipGetDeviceCount hipErrorNoDevice: both mean "no device".
    let init = hip.init();
    let init_note = if init == 0 {
        String::new()
    } else {
        format!("; hipInit gave {}", hip.error_name(init))
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
                format!("reports no device ({})", hip.error_name(e))
            } else {
                format!("could not count devices: {}", hip.error_name(e))
            };
            return unavailable(format!("{why}{init_note}"));
        }
    };
    if count == 0 {
        return unavailable(format!("reports no device{init_note}"));
    }
    let devices: Vec<String> = (0..count)
        .map(|ordinal| {
            let name = hip
                .device_name(ordinal)
                .unwrap_or_else(|e| format!("device {ordinal} ({})", hip.error_name(e)));
            let mib = hip.total_memory(ordinal).unwrap_or(0) >> 20;
            format!("{name}, {mib} MiB")
        })
        .collect();
    unavailable(format!(
        "reports {count} device(s) ({}); magpie-gpu cannot launch on HIP yet",
        devices.join("; ")
    ))
}
