//! The front half of compilation shared by the commands: read, parse,
//! verify, validate (and optionally optimise).

use std::path::Path;

use magpie_gpu::{validate, Target};
use magpie_mpir::{parse, verify, Module, ModuleInfo};

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
    let mut diagnostics = Vec::new();
    let parsed = parse(&source);
    diagnostics.extend(parsed.diagnostics);
    let mut module_out = None;
    if let Some(module) = parsed.value {
        let verified = verify(&module);
        diagnostics.extend(verified.diagnostics);
        if let Some(info) = verified.value {
            let validated = validate(&module, &info, target);
            diagnostics.extend(validated.diagnostics);
            if validated.value.is_some() {
                module_out = Some((module, info));
            }
        }
    }
    Checked {
        report: FileReport {
            file: file.to_string(),
            source,
            diagnostics,
        },
        module: module_out,
    }
}
