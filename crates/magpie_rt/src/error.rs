//! Runtime errors: the specification's `gpu.TError` (§4.2) and its twelve
//! [`ErrorKind`]s (§4.3), with the discriminants the ABI uses.
//!
//! Every fallible runtime call returns [`GpuError`]. Whose fault it is shows in
//! the kind: the user's arguments ([`ErrorKind::ValidationFailed`]), the
//! kernel text ([`ErrorKind::CompilationFailed`]), this machine
//! ([`ErrorKind::BackendUnavailable`]: the backend exists in this build but
//! found nothing), this build ([`ErrorKind::Unsupported`]: the backend was
//! compiled out), or ours ([`ErrorKind::DriverError`] with "internal error").

use std::fmt;

/// The category of a runtime error (spec §4.3). The discriminants are the
/// ABI's `int32_t kind` and never change.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(i32)]
pub enum ErrorKind {
    /// The device became unavailable.
    DeviceLost = 0,
    /// Device or host memory exhausted, or a request larger than the device.
    OutOfMemory = 1,
    /// A kernel dispatch failed (bad launch shape, or the kernel faulted).
    LaunchFailed = 2,
    /// The kernel is missing, corrupt, or not a kernel.
    InvalidKernel = 3,
    /// The requested backend has no device on this machine.
    BackendUnavailable = 4,
    /// Buffer allocation, read, write, or copy failed.
    BufferError = 5,
    /// A fence wait or device sync timed out.
    TimeoutExpired = 6,
    /// Not supported on this backend, device, or build.
    Unsupported = 7,
    /// The kernel did not compile (diagnostics in the message).
    CompilationFailed = 8,
    /// A driver-level failure, or an internal error of the runtime.
    DriverError = 9,
    /// Descriptor, binding, shared-memory or pipeline limits exceeded.
    ResourceExhausted = 10,
    /// Arguments or configuration rejected before reaching the device.
    ValidationFailed = 11,
}

impl ErrorKind {
    /// Every kind, in discriminant order.
    pub const ALL: [ErrorKind; 12] = [
        ErrorKind::DeviceLost,
        ErrorKind::OutOfMemory,
        ErrorKind::LaunchFailed,
        ErrorKind::InvalidKernel,
        ErrorKind::BackendUnavailable,
        ErrorKind::BufferError,
        ErrorKind::TimeoutExpired,
        ErrorKind::Unsupported,
        ErrorKind::CompilationFailed,
        ErrorKind::DriverError,
        ErrorKind::ResourceExhausted,
        ErrorKind::ValidationFailed,
    ];

    /// The ABI discriminant, 0..=11.
    pub fn as_i32(self) -> i32 {
        self as i32
    }

    /// The inverse of [`as_i32`](ErrorKind::as_i32).
    pub fn from_i32(value: i32) -> Option<ErrorKind> {
        ErrorKind::ALL.into_iter().find(|k| k.as_i32() == value)
    }

    /// The specification's spelling: `LaunchFailed`, `OutOfMemory`, ...
    pub fn name(self) -> &'static str {
        match self {
            ErrorKind::DeviceLost => "DeviceLost",
            ErrorKind::OutOfMemory => "OutOfMemory",
            ErrorKind::LaunchFailed => "LaunchFailed",
            ErrorKind::InvalidKernel => "InvalidKernel",
            ErrorKind::BackendUnavailable => "BackendUnavailable",
            ErrorKind::BufferError => "BufferError",
            ErrorKind::TimeoutExpired => "TimeoutExpired",
            ErrorKind::Unsupported => "Unsupported",
            ErrorKind::CompilationFailed => "CompilationFailed",
            ErrorKind::DriverError => "DriverError",
            ErrorKind::ResourceExhausted => "ResourceExhausted",
            ErrorKind::ValidationFailed => "ValidationFailed",
        }
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A runtime error (spec §4.2, §9.4): a kind, the backend that reported it
/// (`cpu`, `mock`, `spv`, `ptx`, ...; `runtime` before any backend is
/// involved), a message a person can act on, and the vendor's code (0 when
/// there is none).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GpuError {
    pub kind: ErrorKind,
    pub backend: String,
    pub message: String,
    pub code: i32,
}

impl GpuError {
    /// The backend name used for errors raised before a backend is chosen.
    pub const RUNTIME: &'static str = "runtime";

    pub fn new(kind: ErrorKind, backend: impl Into<String>, message: impl Into<String>) -> Self {
        GpuError {
            kind,
            backend: backend.into(),
            message: message.into(),
            code: 0,
        }
    }

    /// The same error with a vendor code.
    pub fn with_code(mut self, code: i32) -> Self {
        self.code = code;
        self
    }

    /// An error in the runtime itself rather than in the user's input.
    pub(crate) fn internal(backend: impl Into<String>, message: impl fmt::Display) -> Self {
        GpuError::new(
            ErrorKind::DriverError,
            backend,
            format!("internal error: {message} (this is a bug in magpie_rt; please report it)"),
        )
    }
}

impl fmt::Display for GpuError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}] {}: {}", self.backend, self.kind, self.message)?;
        if self.code != 0 {
            write!(f, " (code {})", self.code)?;
        }
        Ok(())
    }
}

impl std::error::Error for GpuError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discriminants_are_the_spec_numbers() {
        for (i, k) in ErrorKind::ALL.into_iter().enumerate() {
            assert_eq!(k.as_i32(), i as i32);
            assert_eq!(ErrorKind::from_i32(i as i32), Some(k));
        }
        assert_eq!(ErrorKind::from_i32(12), None);
        assert_eq!(ErrorKind::ValidationFailed.as_i32(), 11);
    }

    #[test]
    fn display() {
        let e = GpuError::new(ErrorKind::LaunchFailed, "cpu", "boom");
        assert_eq!(e.to_string(), "[cpu] LaunchFailed: boom");
        assert_eq!(
            e.with_code(-3).to_string(),
            "[cpu] LaunchFailed: boom (code -3)"
        );
    }
}
