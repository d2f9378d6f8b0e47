//! wgpu errors as runtime errors, and the two guards every wgpu call that
//! can fail goes through.
//!
//! wgpu reports most failures asynchronously, to the device's error scopes
//! or, outside any scope, to its uncaptured-error handler (whose default
//! panics). [`scoped`] runs a call inside out-of-memory, validation and
//! internal scopes and returns the first error they caught; the caller says
//! what a validation error means there ([`ErrorKind::CompilationFailed`]
//! for a shader, [`ErrorKind::LaunchFailed`] for a dispatch, ...). An
//! out-of-memory error is always `OutOfMemory`, an internal one
//! `DriverError`.
//!
//! A few wgpu calls panic instead of reporting (`Device::poll` on a lost
//! device, `handle_error_fatal` in wgpu's core backend); [`no_panic`] turns
//! such a panic into an error, so that nothing here takes the process down.

use std::panic::{catch_unwind, AssertUnwindSafe};

use crate::error::{ErrorKind, GpuError};

/// The backend string errors carry (spec §9.4).
pub(crate) const NAME: &str = "wgsl";

/// Runs `f` inside out-of-memory, validation and internal error scopes
/// (error scopes are per thread, so other threads' calls are not caught
/// here); the value of `f`, or the first error the scopes caught (out of
/// memory first, then validation, then internal).
pub(crate) fn scoped<T>(device: &wgpu::Device, f: impl FnOnce() -> T) -> Result<T, wgpu::Error> {
    let oom = device.push_error_scope(wgpu::ErrorFilter::OutOfMemory);
    let validation = device.push_error_scope(wgpu::ErrorFilter::Validation);
    let internal = device.push_error_scope(wgpu::ErrorFilter::Internal);
    let value = f();
    // Popped in reverse order of pushing, as wgpu requires. On native the
    // futures are ready at once.
    let internal = pollster::block_on(internal.pop());
    let validation = pollster::block_on(validation.pop());
    let oom = pollster::block_on(oom.pop());
    match oom.or(validation).or(internal) {
        Some(e) => Err(e),
        None => Ok(value),
    }
}

/// `what` (a sentence fragment: "creating a buffer of 16 bytes") failed
/// with `e`; a validation error is `validation_kind`.
pub(crate) fn wgpu_error(what: &str, validation_kind: ErrorKind, e: &wgpu::Error) -> GpuError {
    let (kind, detail) = match e {
        wgpu::Error::OutOfMemory { .. } => {
            (ErrorKind::OutOfMemory, "the device is out of memory".into())
        }
        wgpu::Error::Validation { description, .. } => (validation_kind, description.clone()),
        wgpu::Error::Internal { description, .. } => (ErrorKind::DriverError, description.clone()),
    };
    GpuError::new(kind, NAME, format!("{what}: {}", detail.trim_end()))
}

/// Runs `f`, turning a panic inside wgpu into a `DriverError` about `what`.
pub(crate) fn no_panic<T>(what: &str, f: impl FnOnce() -> T) -> Result<T, GpuError> {
    catch_unwind(AssertUnwindSafe(f)).map_err(|payload| {
        let why = payload
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| payload.downcast_ref::<&str>().copied())
            .unwrap_or("no message");
        GpuError::new(
            ErrorKind::DriverError,
            NAME,
            format!("wgpu failed while {what}: {why}"),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn source() -> Box<dyn std::error::Error + Send + Sync> {
        "underlying".into()
    }

    #[test]
    fn errors_map_to_kinds() {
        let cases = [
            (
                wgpu::Error::OutOfMemory { source: source() },
                ErrorKind::OutOfMemory,
            ),
            (
                wgpu::Error::Validation {
                    source: source(),
                    description: "bad binding\n".into(),
                },
                ErrorKind::LaunchFailed,
            ),
            (
                wgpu::Error::Internal {
                    source: source(),
                    description: "driver gave up".into(),
                },
                ErrorKind::DriverError,
            ),
        ];
        for (e, kind) in cases {
            let got = wgpu_error("launching @k", ErrorKind::LaunchFailed, &e);
            assert_eq!(got.kind, kind, "{e}");
            assert_eq!(got.backend, "wgsl");
            assert!(got.message.starts_with("launching @k: "), "{got}");
            assert!(!got.message.ends_with('\n'), "{got}");
        }
    }

    #[test]
    fn panics_become_driver_errors() {
        let e = no_panic("polling", || -> u32 {
            std::panic::panic_any("lost".to_string())
        });
        let e = e.err().map(|e| (e.kind, e.message));
        assert_eq!(
            e,
            Some((
                ErrorKind::DriverError,
                "wgpu failed while polling: lost".to_string()
            ))
        );
        assert_eq!(no_panic("adding", || 1 + 1).ok(), Some(2));
    }
}
