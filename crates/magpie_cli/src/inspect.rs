//! `magpie-gpu inspect FILE.mpb [--output json]`: the bundle's kernels,
//! blobs (backend, arch, features, size, digest), parameter layouts and
//! slices, read through the checked reader (a bad bundle is an error that
//! says what is wrong, exit 1).

use std::io::Write;
use std::path::Path;

use crate::report::{tool_error, Style};
use crate::Status;

pub fn run(file: &Path, style: &Style) -> Status {
    let bytes = match std::fs::read(file) {
        Ok(b) => b,
        Err(e) => {
            tool_error(style, &format!("cannot read {}: {e}", file.display()));
            return Status::Failure;
        }
    };
    let bundle = match magpie_bundle::read(&bytes) {
        Ok(b) => b,
        Err(e) => {
            tool_error(
                style,
                &format!("{} is not a usable bundle: {e}", file.display()),
            );
            return Status::InputErrors;
        }
    };
    let summary = magpie_bundle::summary(&bundle, Some(&bytes));
    let text = if style.json() {
        match serde_json::to_string_pretty(&summary) {
            Ok(text) => text + "\n",
            Err(e) => {
                tool_error(style, &format!("cannot print the summary: {e}"));
                return Status::Failure;
            }
        }
    } else {
        summary.to_string()
    };
    // A reader that stops early (`| head`) is not an error.
    match std::io::stdout().lock().write_all(text.as_bytes()) {
        Ok(()) => Status::Ok,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Status::Ok,
        Err(e) => {
            tool_error(style, &format!("cannot print the summary: {e}"));
            Status::Failure
        }
    }
}
