//! The front half of compilation shared by the commands: read, parse,
//! verify, validate (and optionally optimise).

use std::path::Path;

use magpie_gpu::{front_end, Target};
use magpie_mpir::{Module, ModuleInfo};

use crate::report::FileReport;

/// A file taken as far through the front end as it would go.
#[derive(Debug)]
pub struct Checked {
    pub report: FileReport,
    /// Present when parsing, verification and validation found no error.
    pub module: Option<(Module, ModuleInfo)>,
}

/// Reads `path`; `Err` is a message for the tool's own failure.
pub fn read(path: &Path) -> Result<String, String> {
    std::fs::read(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))
        .and_then(|bytes| {
            String::from_utf8(bytes).map_err(|e| {
                format!(
                    "{} is not UTF-8 text (invalid byte at offset {})",
                    path.display(),
                    e.utf8_error().valid_up_to()
                )
            })
        })
}

/// Parses, verifies and validates `source` (for `target`, or each kernel's own).
pub fn check_source(file: &str, source: String, target: Option<&Target>) -> Checked {
    let outcome = front_end(&source, target);
    Checked {
        module: outcome.value.map(|c| (c.module, c.info)),
        report: FileReport {
            file: file.to_string(),
            source,
            diagnostics: outcome.diagnostics,
        },
    }
}
