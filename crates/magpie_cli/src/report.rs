//! Printing diagnostics and results in the chosen output format.

use std::io::IsTerminal;

use magpie_diag::{render_json, render_text, Diagnostic, RenderOptions, Severity};
use serde_json::{json, Value};

use crate::{ColorChoice, OutputFormat};

/// The output format and colour choice for one run.
#[derive(Debug)]
pub struct Style {
    pub format: OutputFormat,
    pub color: bool,
}

impl Style {
    pub fn new(format: OutputFormat, color: ColorChoice) -> Self {
        let color = match color {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none()
            }
        };
        Style { format, color }
    }

    pub fn json(&self) -> bool {
        self.format == OutputFormat::Json
    }
}

/// Diagnostics found in one file.
#[derive(Debug)]
pub struct FileReport {
    pub file: String,
    pub source: String,
    pub diagnostics: Vec<Diagnostic>,
}

impl FileReport {
    pub fn count(&self, severity: Severity) -> usize {
        self.diagnostics
            .iter()
            .filter(|d| d.severity == severity)
            .count()
    }

    pub fn errors(&self) -> usize {
        self.diagnostics.iter().filter(|d| d.is_error()).count()
    }

    /// Text for a person (stderr).
    pub fn text(&self, style: &Style) -> String {
        render_text(
            &self.file,
            &self.source,
            &self.diagnostics,
            &RenderOptions { color: style.color },
        )
    }

    /// The report on stderr, in `style`'s format (where a command's
    /// standard output carries something else, such as an artifact).
    pub fn eprint(&self, style: &Style) {
        if style.json() {
            eprintln!("{}", self.json());
        } else {
            eprint!("{}", self.text(style));
        }
    }

    pub fn json(&self) -> Value {
        json!({
            "file": self.file,
            "errors": self.errors(),
            "warnings": self.count(Severity::Warning),
            "diagnostics": render_json(&self.file, &self.source, &self.diagnostics),
        })
    }
}

/// A one-line error about the tool's own job (unreadable file, bad argument).
pub fn tool_error(style: &Style, message: &str) {
    if style.json() {
        println!("{}", json!({ "error": message }));
    } else {
        eprintln!("error: {message}");
    }
}
