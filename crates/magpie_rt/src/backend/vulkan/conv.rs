//! Vulkan results as runtime errors: which `VkResult` is whose fault.
//!
//! Out-of-memory results are `OutOfMemory`, a lost device `DeviceLost`, a
//! driver that cannot start `BackendUnavailable`; anything else is a
//! `DriverError`. The `VkResult` value is kept in [`GpuError::code`].

use ash::vk;

use crate::error::{ErrorKind, GpuError};

/// The backend string errors carry (spec §9.4).
pub(crate) const NAME: &str = "spv";

/// The kind a failed Vulkan call maps to.
pub(crate) fn error_kind(result: vk::Result) -> ErrorKind {
    match result {
        vk::Result::ERROR_OUT_OF_HOST_MEMORY
        | vk::Result::ERROR_OUT_OF_DEVICE_MEMORY
        | vk::Result::ERROR_OUT_OF_POOL_MEMORY
        | vk::Result::ERROR_FRAGMENTED_POOL
        | vk::Result::ERROR_TOO_MANY_OBJECTS => ErrorKind::OutOfMemory,
        vk::Result::ERROR_DEVICE_LOST => ErrorKind::DeviceLost,
        vk::Result::ERROR_INITIALIZATION_FAILED | vk::Result::ERROR_INCOMPATIBLE_DRIVER => {
            ErrorKind::BackendUnavailable
        }
        vk::Result::TIMEOUT => ErrorKind::TimeoutExpired,
        _ => ErrorKind::DriverError,
    }
}

/// `what` failed with `result` (`what` names the call: "vkCreateBuffer").
pub(crate) fn vk_error(what: &str, result: vk::Result) -> GpuError {
    GpuError::new(
        error_kind(result),
        NAME,
        format!("{what} failed: {result:?}"),
    )
    .with_code(result.as_raw())
}

/// Adapts `ash` results: `.map_err(vk_err("vkCreateBuffer"))?`.
pub(crate) fn vk_err(what: &'static str) -> impl Fn(vk::Result) -> GpuError {
    move |result| vk_error(what, result)
}

/// A gpu-allocator failure: out of memory when it says so, else a driver
/// error with its message.
pub(crate) fn alloc_error(size: u64, e: gpu_allocator::AllocationError) -> GpuError {
    use gpu_allocator::AllocationError as A;
    match e {
        A::OutOfMemory => GpuError::new(
            ErrorKind::OutOfMemory,
            NAME,
            format!("cannot allocate a buffer of {size} bytes: the device is out of memory"),
        ),
        A::NoCompatibleMemoryTypeFound => GpuError::new(
            ErrorKind::OutOfMemory,
            NAME,
            format!("cannot allocate a buffer of {size} bytes: no memory type can hold it"),
        ),
        other => GpuError::new(
            ErrorKind::DriverError,
            NAME,
            format!("allocating a buffer of {size} bytes failed: {other}"),
        ),
    }
}

/// `major.minor.patch` of a packed Vulkan version.
pub(crate) fn version_string(v: u32) -> String {
    format!(
        "{}.{}.{}",
        vk::api_version_major(v),
        vk::api_version_minor(v),
        vk::api_version_patch(v)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_map_to_kinds() {
        let cases = [
            (vk::Result::ERROR_OUT_OF_HOST_MEMORY, ErrorKind::OutOfMemory),
            (
                vk::Result::ERROR_OUT_OF_DEVICE_MEMORY,
                ErrorKind::OutOfMemory,
            ),
            (vk::Result::ERROR_DEVICE_LOST, ErrorKind::DeviceLost),
            (
                vk::Result::ERROR_INITIALIZATION_FAILED,
                ErrorKind::BackendUnavailable,
            ),
            (
                vk::Result::ERROR_INCOMPATIBLE_DRIVER,
                ErrorKind::BackendUnavailable,
            ),
            (vk::Result::ERROR_UNKNOWN, ErrorKind::DriverError),
            (vk::Result::ERROR_INVALID_SHADER_NV, ErrorKind::DriverError),
        ];
        for (result, kind) in cases {
            let e = vk_error("vkSomething", result);
            assert_eq!(e.kind, kind, "{result:?}");
            assert_eq!(e.code, result.as_raw());
            assert_eq!(e.backend, "spv");
            assert!(e.message.contains("vkSomething"), "{e}");
        }
    }
}
