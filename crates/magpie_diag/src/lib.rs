//! Diagnostics as data.
//!
//! A [`Diagnostic`] is a value: a [`Code`], a [`Severity`], a message, labelled
//! [`Span`]s into one source text, notes and an optional help line. Every stage of
//! the compiler returns diagnostics instead of printing them, and reports as many
//! as it can find in one run. Rendering (text with source snippets, or JSON) is a
//! separate step done by whoever owns the source text.
//!
//! Invariants:
//! - every [`Code`] used anywhere is listed in [`codes::ALL`] with a title and an
//!   explanation (a test checks that codes are unique and documented);
//! - spans are byte offsets into the text the diagnostic was made for; a span
//!   outside that text is clamped when rendering, never a panic.

mod code;
pub mod codes;
mod render;
pub mod suggest;

pub use code::{Code, CodeInfo};
pub use render::{line_column, render_explain, render_json, render_text, RenderOptions};

use serde::Serialize;

/// A half-open byte range `start..end` into a source text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub const fn new(start: u32, end: u32) -> Self {
        Span { start, end }
    }

    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span::new(self.start.min(other.start), self.end.max(other.end))
    }

    pub fn is_empty(self) -> bool {
        self.end <= self.start
    }
}

/// How bad a diagnostic is. Only `Error` makes a stage fail.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Note,
    Warning,
    Error,
    /// A bug in magpie-gpu itself, not in the user's input.
    Bug,
}

impl Severity {
    /// The lowercase name, as in rendered text and JSON: `note`, `warning`,
    /// `error`, `bug`.
    pub fn name(self) -> &'static str {
        match self {
            Severity::Note => "note",
            Severity::Warning => "warning",
            Severity::Error => "error",
            Severity::Bug => "bug",
        }
    }
}

impl std::fmt::Display for Severity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A span with a message. The primary label is where the problem is; secondary
/// labels point at related places (the earlier definition, the declaration).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Label {
    pub span: Span,
    pub message: String,
    pub primary: bool,
}

/// One problem found in the user's input (or, with [`Severity::Bug`], in ours).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Diagnostic {
    pub code: Code,
    pub severity: Severity,
    pub message: String,
    pub labels: Vec<Label>,
    pub notes: Vec<String>,
    pub help: Option<String>,
}

impl Diagnostic {
    /// A diagnostic with the code's default severity.
    pub fn new(code: Code, message: impl Into<String>) -> Self {
        Diagnostic {
            code,
            severity: code.default_severity(),
            message: message.into(),
            labels: Vec::new(),
            notes: Vec::new(),
            help: None,
        }
    }

    pub fn error(code: Code, message: impl Into<String>) -> Self {
        Diagnostic::new(code, message).with_severity(Severity::Error)
    }

    pub fn warning(code: Code, message: impl Into<String>) -> Self {
        Diagnostic::new(code, message).with_severity(Severity::Warning)
    }

    pub fn with_severity(mut self, severity: Severity) -> Self {
        self.severity = severity;
        self
    }

    /// Adds the primary label (where the problem is).
    pub fn with_primary(mut self, span: Span, message: impl Into<String>) -> Self {
        self.labels.push(Label {
            span,
            message: message.into(),
            primary: true,
        });
        self
    }

    /// Adds a secondary label (a related place).
    pub fn with_secondary(mut self, span: Span, message: impl Into<String>) -> Self {
        self.labels.push(Label {
            span,
            message: message.into(),
            primary: false,
        });
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }

    pub fn is_error(&self) -> bool {
        matches!(self.severity, Severity::Error | Severity::Bug)
    }

    /// The primary span, if any.
    pub fn primary_span(&self) -> Option<Span> {
        self.labels.iter().find(|l| l.primary).map(|l| l.span)
    }
}

/// True when any diagnostic is an error (or an internal bug).
pub fn has_errors(diags: &[Diagnostic]) -> bool {
    diags.iter().any(Diagnostic::is_error)
}
