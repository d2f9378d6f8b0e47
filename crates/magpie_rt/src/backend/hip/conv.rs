//! HIP results as runtime errors: which `hipError_t` is whose fault, the
//! same split as CUDA's (`backend::cuda::conv`).
//!
//! Out of memory is `OutOfMemory`; a fault inside a kernel (an illegal
//! address, an assert, a timeout) leaves the device's queue unusable, so it
//! is `DeviceLost`; a launch the runtime refuses is `LaunchFailed`; a code
//! object the loader rejects is `CompilationFailed`; no device, no driver
//! or an uninitialised runtime is `BackendUnavailable`; an unsupported
//! operation is `Unsupported`; anything else (an invalid value included:
//! the front half checked every argument, so it is the runtime's or our
//! fault) a `DriverError`. The code is kept in [`GpuError::code`].
//!
//! Names come from a table of the codes this backend can meet, so errors
//! read the same with any library (and in tests); the library's own name
//! (`hipGetErrorName`) is used for codes not in it.

use super::library::{Hip, HipError};
use crate::error::{ErrorKind, GpuError};

pub(crate) use super::NAME;

/// Codes of `hip_runtime_api.h` (ROCm 5 and 6) and their names.
const NAMES: &[(HipError, &str)] = &[
    (1, "hipErrorInvalidValue"),
    (2, "hipErrorOutOfMemory"),
    (3, "hipErrorNotInitialized"),
    (4, "hipErrorDeinitialized"),
    (9, "hipErrorInvalidConfiguration"),
    (17, "hipErrorInvalidDevicePointer"),
    (35, "hipErrorInsufficientDriver"),
    (53, "hipErrorPriorLaunchFailure"),
    (98, "hipErrorInvalidDeviceFunction"),
    (100, "hipErrorNoDevice"),
    (101, "hipErrorInvalidDevice"),
    (200, "hipErrorInvalidImage"),
    (209, "hipErrorNoBinaryForGpu"),
    (214, "hipErrorECCNotCorrectable"),
    (218, "hipErrorInvalidKernelFile"),
    (300, "hipErrorInvalidSource"),
    (400, "hipErrorInvalidHandle"),
    (500, "hipErrorNotFound"),
    (600, "hipErrorNotReady"),
    (700, "hipErrorIllegalAddress"),
    (701, "hipErrorLaunchOutOfResources"),
    (702, "hipErrorLaunchTimeOut"),
    (709, "hipErrorContextIsDestroyed"),
    (710, "hipErrorAssert"),
    (719, "hipErrorLaunchFailure"),
    (720, "hipErrorCooperativeLaunchTooLarge"),
    (801, "hipErrorNotSupported"),
    (999, "hipErrorUnknown"),
    (1052, "hipErrorRuntimeMemory"),
    (1053, "hipErrorRuntimeOther"),
];

/// The kind a failed HIP call maps to.
pub(crate) fn error_kind(code: HipError) -> ErrorKind {
    match code {
        2 | 1052 => ErrorKind::OutOfMemory,
        // A fault of a kernel: the queue cannot be used any more.
        4 | 53 | 214 | 700 | 702 | 709 | 710 | 719 => ErrorKind::DeviceLost,
        9 | 98 | 701 | 720 => ErrorKind::LaunchFailed,
        200 | 209 | 218 | 300 => ErrorKind::CompilationFailed,
        3 | 35 | 100 | 101 => ErrorKind::BackendUnavailable,
        801 => ErrorKind::Unsupported,
        _ => ErrorKind::DriverError,
    }
}

/// `hipErrorOutOfMemory (2)`: the table's name, else the library's.
pub(crate) fn describe(hip: &Hip, code: HipError) -> String {
    match NAMES.iter().find(|(c, _)| *c == code) {
        Some((_, name)) => format!("{name} ({code})"),
        None => hip.error_name(code),
    }
}

/// `what` failed with `code` (`what` names the call: "hipMalloc").
pub(crate) fn hip_error(hip: &Hip, what: &str, code: HipError) -> GpuError {
    GpuError::new(
        error_kind(code),
        NAME,
        format!("{what} failed: {}", describe(hip, code)),
    )
    .with_code(code)
}

/// `Ok` for `hipSuccess`, else [`hip_error`].
#[inline]
pub(crate) fn check(hip: &Hip, what: &str, code: HipError) -> Result<(), GpuError> {
    if code == 0 {
        Ok(())
    } else {
        Err(hip_error(hip, what, code))
    }
}
