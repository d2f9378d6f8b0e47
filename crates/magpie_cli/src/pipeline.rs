//! The front half of compilation shared by the commands: read, parse,
//! verify, validate (and optionally optimise).

use std::path::Path;

use magpie_diag::{codes, Diagnostic};
use magpie_gpu::{front_end, Target};
use magpie_mpir::{Module, ModuleInfo};

use crate::report::{tool_error, FileReport, Style};
use crate::Status;

/// A file taken as far through the front end as it would go.
#[derive(Debug)]
pub struct Checked {
    pub report: FileReport,
    /// Present when parsing, verification and validation found no error.
    pub module: Option<(Module, ModuleInfo)>,
}

/// Why a kernel file could not be read.
#[derive(Debug)]
pub enum ReadError {
    /// The tool's own failure (missing file, no permission): a message.
    Io(String),
    /// The bytes are not UTF-8 text: an input error with a code (MPP0011),
    /// reported like the diagnostics of a file that was read.
    NotUtf8(FileReport),
}

impl ReadError {
    /// Prints the error in `style` (diagnostics on stderr, as `emit` and
    /// `run` print theirs) and returns the exit status it means.
    pub fn report(&self, style: &Style) -> Status {
        match self {
            ReadError::Io(message) => {
                tool_error(style, message);
                Status::Failure
            }
            ReadError::NotUtf8(report) => {
                report.eprint(style);
                Status::InputErrors
            }
        }
    }
}

/// Reads `path` as kernel text.
pub fn read(path: &Path) -> Result<String, ReadError> {
    let bytes = std::fs::read(path)
        .map_err(|e| ReadError::Io(format!("cannot read {}: {e}", path.display())))?;
    String::from_utf8(bytes).map_err(|e| {
        let offset = e.utf8_error().valid_up_to();
        let byte = e.as_bytes().get(offset).copied().unwrap_or_default();
        let file = path.display().to_string();
        let diagnostic = Diagnostic::new(
            codes::MPP0011,
            format!("{file} is not UTF-8 text: invalid byte 0x{byte:02x} at byte offset {offset}"),
        )
        .with_help(format!(
            "kernel files are UTF-8 text; save {file} as UTF-8 (see the bytes with `xxd -s {offset} -l 16 {file}`)"
        ));
        ReadError::NotUtf8(FileReport {
            file,
            source: String::new(),
            diagnostics: vec![diagnostic],
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
