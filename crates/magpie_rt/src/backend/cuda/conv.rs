//! CUDA results as runtime errors: which `CUresult` is whose fault.
//!
//! Out of memory is `OutOfMemory`; a fault inside a kernel (an illegal
//! address, a trap, a watchdog timeout) leaves the context unusable, so it is
//! `DeviceLost`; a launch the driver refuses is `LaunchFailed`; PTX the JIT
//! rejects is `CompilationFailed`; a driver that cannot start is
//! `BackendUnavailable`; anything else a `DriverError`. The `CUresult`
//! value is kept in [`GpuError::code`].
//!
//! Names come from the result's own spelling (no driver call), so that
//! errors can be made (and tested) where no driver is loaded; the driver's
//! sentence (`cuGetErrorString`) is added only once the library is loaded.

use cudarc::driver::sys::CUresult;

use crate::error::{ErrorKind, GpuError};

/// The backend string errors carry (spec §9.4).
pub(crate) const NAME: &str = "ptx";

/// The kind a failed CUDA call maps to.
pub(crate) fn error_kind(result: CUresult) -> ErrorKind {
    use CUresult as R;
    match result {
        R::CUDA_ERROR_OUT_OF_MEMORY => ErrorKind::OutOfMemory,
        // Sticky errors: the context cannot be used any more.
        R::CUDA_ERROR_ILLEGAL_ADDRESS
        | R::CUDA_ERROR_LAUNCH_FAILED
        | R::CUDA_ERROR_HARDWARE_STACK_ERROR
        | R::CUDA_ERROR_ILLEGAL_INSTRUCTION
        | R::CUDA_ERROR_MISALIGNED_ADDRESS
        | R::CUDA_ERROR_INVALID_ADDRESS_SPACE
        | R::CUDA_ERROR_INVALID_PC
        | R::CUDA_ERROR_ASSERT
        | R::CUDA_ERROR_LAUNCH_TIMEOUT
        | R::CUDA_ERROR_ECC_UNCORRECTABLE
        | R::CUDA_ERROR_NVLINK_UNCORRECTABLE
        | R::CUDA_ERROR_CONTEXT_IS_DESTROYED
        | R::CUDA_ERROR_DEINITIALIZED => ErrorKind::DeviceLost,
        R::CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES
        | R::CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING
        | R::CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE => ErrorKind::LaunchFailed,
        R::CUDA_ERROR_INVALID_PTX
        | R::CUDA_ERROR_UNSUPPORTED_PTX_VERSION
        | R::CUDA_ERROR_JIT_COMPILER_NOT_FOUND
        | R::CUDA_ERROR_JIT_COMPILATION_DISABLED
        | R::CUDA_ERROR_INVALID_IMAGE
        | R::CUDA_ERROR_NO_BINARY_FOR_GPU
        | R::CUDA_ERROR_INVALID_SOURCE => ErrorKind::CompilationFailed,
        R::CUDA_ERROR_NOT_INITIALIZED
        | R::CUDA_ERROR_NO_DEVICE
        | R::CUDA_ERROR_STUB_LIBRARY
        | R::CUDA_ERROR_DEVICE_NOT_LICENSED
        | R::CUDA_ERROR_SYSTEM_NOT_READY
        | R::CUDA_ERROR_SYSTEM_DRIVER_MISMATCH
        | R::CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE => ErrorKind::BackendUnavailable,
        R::CUDA_ERROR_TIMEOUT => ErrorKind::TimeoutExpired,
        _ => ErrorKind::DriverError,
    }
}

/// `CUDA_ERROR_INVALID_VALUE (invalid argument)`: the name, plus the
/// driver's sentence when the driver is loaded.
pub(crate) fn describe(result: CUresult) -> String {
    let name = format!("{result:?}");
    match super::driver::error_string(result) {
        Some(s) => format!("{name} ({s})"),
        None => name,
    }
}

/// `what` failed with `result` (`what` names the call: "cuMemAlloc").
pub(crate) fn cu_error(what: &str, result: CUresult) -> GpuError {
    GpuError::new(
        error_kind(result),
        NAME,
        format!("{what} failed: {}", describe(result)),
    )
    .with_code(result as i32)
}

/// `Ok` for `CUDA_SUCCESS`, else [`cu_error`].
#[inline]
pub(crate) fn check(what: &str, result: CUresult) -> Result<(), GpuError> {
    if result == CUresult::CUDA_SUCCESS {
        Ok(())
    } else {
        Err(cu_error(what, result))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_map_to_kinds() {
        use CUresult as R;
        let cases = [
            (R::CUDA_ERROR_OUT_OF_MEMORY, ErrorKind::OutOfMemory),
            (R::CUDA_ERROR_ILLEGAL_ADDRESS, ErrorKind::DeviceLost),
            (R::CUDA_ERROR_LAUNCH_FAILED, ErrorKind::DeviceLost),
            (R::CUDA_ERROR_ASSERT, ErrorKind::DeviceLost),
            (
                R::CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES,
                ErrorKind::LaunchFailed,
            ),
            (R::CUDA_ERROR_INVALID_PTX, ErrorKind::CompilationFailed),
            (
                R::CUDA_ERROR_UNSUPPORTED_PTX_VERSION,
                ErrorKind::CompilationFailed,
            ),
            (R::CUDA_ERROR_NO_DEVICE, ErrorKind::BackendUnavailable),
            (R::CUDA_ERROR_STUB_LIBRARY, ErrorKind::BackendUnavailable),
            (R::CUDA_ERROR_TIMEOUT, ErrorKind::TimeoutExpired),
            (R::CUDA_ERROR_INVALID_VALUE, ErrorKind::DriverError),
            (R::CUDA_ERROR_UNKNOWN, ErrorKind::DriverError),
        ];
        for (result, kind) in cases {
            let e = cu_error("cuSomething", result);
            assert_eq!(e.kind, kind, "{result:?}");
            assert_eq!(e.code, result as i32);
            assert_eq!(e.backend, "ptx");
            assert!(e.message.contains("cuSomething"), "{e}");
            assert!(e.message.contains(&format!("{result:?}")), "{e}");
        }
        assert!(check("cuInit", R::CUDA_SUCCESS).is_ok());
        assert_eq!(
            check("cuInit", R::CUDA_ERROR_NO_DEVICE).unwrap_err().code,
            100
        );
    }
}
