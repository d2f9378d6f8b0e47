//! Rendering diagnostics: as text with source snippets (codespan-reporting), as
//! JSON with line/column positions, and a code's explanation for
//! `magpie-gpu explain`.
//!
//! Spans are clamped to the source before anything looks at them: a span past
//! the end is moved to the end, an empty or reversed span becomes an empty span
//! at its start, and a non-empty span that starts or ends inside a multi-byte
//! character is widened to the whole character. Rendering
//! never panics, whatever spans a diagnostic carries.

use std::ops::Range;

use codespan_reporting::diagnostic as cs;
use codespan_reporting::files::SimpleFile;
use codespan_reporting::term::termcolor::{Ansi, NoColor, WriteColor};
use codespan_reporting::term::{self, Config};
use serde_json::{json, Value};

use crate::{Code, Diagnostic, Severity, Span};

/// How to render text.
#[derive(Clone, Debug, Default)]
pub struct RenderOptions {
    /// ANSI colours.
    pub color: bool,
}

/// Renders diagnostics for one source file as text with source snippets.
pub fn render_text(
    file_name: &str,
    source: &str,
    diags: &[Diagnostic],
    opts: &RenderOptions,
) -> String {
    let bytes = if opts.color {
        let mut writer = Ansi::new(Vec::new());
        emit_all(&mut writer, file_name, source, diags);
        writer.into_inner()
    } else {
        let mut writer = NoColor::new(Vec::new());
        emit_all(&mut writer, file_name, source, diags);
        writer.into_inner()
    };
    String::from_utf8_lossy(&bytes).into_owned()
}

fn emit_all(writer: &mut dyn WriteColor, file_name: &str, source: &str, diags: &[Diagnostic]) {
    let file = SimpleFile::new(file_name, source);
    let config = Config::default();
    for diag in diags {
        let rendered = to_codespan(diag, source);
        if term::emit(writer, &config, &file, &rendered).is_err() {
            // Only reachable if codespan rejects a clamped span; the header
            // still says what went wrong. A failed write to a Vec cannot happen.
            let _ = writeln!(writer, "{}[{}]: {}", diag.severity, diag.code, diag.message);
        }
    }
}

fn to_codespan(diag: &Diagnostic, source: &str) -> cs::Diagnostic<()> {
    let severity = match diag.severity {
        Severity::Note => cs::Severity::Note,
        Severity::Warning => cs::Severity::Warning,
        Severity::Error => cs::Severity::Error,
        Severity::Bug => cs::Severity::Bug,
    };
    let labels = diag
        .labels
        .iter()
        .map(|l| {
            let range = clamp(source, l.span);
            let label = if l.primary {
                cs::Label::primary((), range)
            } else {
                cs::Label::secondary((), range)
            };
            label.with_message(&l.message)
        })
        .collect();
    let mut notes = diag.notes.clone();
    if let Some(help) = &diag.help {
        notes.push(format!("help: {help}"));
    }
    cs::Diagnostic::new(severity)
        .with_code(diag.code.name())
        .with_message(&diag.message)
        .with_labels(labels)
        .with_notes(notes)
}

/// `span` as a byte range of `source` that starts and ends on char boundaries.
fn clamp(source: &str, span: Span) -> Range<usize> {
    let len = source.len();
    let mut start = usize::try_from(span.start).unwrap_or(len).min(len);
    // 0 and len are boundaries, so both loops stop inside the source.
    while !source.is_char_boundary(start) {
        start -= 1;
    }
    if span.is_empty() {
        return start..start;
    }
    let mut end = usize::try_from(span.end).unwrap_or(len).min(len).max(start);
    while !source.is_char_boundary(end) {
        end += 1;
    }
    start..end
}

/// Renders diagnostics as a JSON array, one object per diagnostic:
/// `{code, severity, message, file, labels, notes, help}`, each label being
/// `{start, end, line, column, end_line, end_column, message, primary}` with
/// byte offsets (clamped to the source), 1-based lines, and 1-based columns
/// counted in chars.
pub fn render_json(file_name: &str, source: &str, diags: &[Diagnostic]) -> serde_json::Value {
    let lines = LineIndex::new(source);
    let items = diags
        .iter()
        .map(|d| {
            let labels: Vec<Value> = d
                .labels
                .iter()
                .map(|l| {
                    let range = clamp(source, l.span);
                    let (line, column) = lines.position(source, range.start);
                    let (end_line, end_column) = lines.position(source, range.end);
                    json!({
                        "start": range.start,
                        "end": range.end,
                        "line": line,
                        "column": column,
                        "end_line": end_line,
                        "end_column": end_column,
                        "message": l.message,
                        "primary": l.primary,
                    })
                })
                .collect();
            json!({
                "code": d.code.name(),
                "severity": d.severity.name(),
                "message": d.message,
                "file": file_name,
                "labels": labels,
                "notes": d.notes,
                "help": d.help,
            })
        })
        .collect();
    Value::Array(items)
}

/// 1-based line and character column of byte `offset` in `source` (an
/// offset past the end or inside a character counts the characters before
/// it), as the renderers print positions.
pub fn line_column(source: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset.min(source.len());
    while !source.is_char_boundary(offset) {
        offset -= 1;
    }
    LineIndex::new(source).position(source, offset)
}

/// Byte offsets of the starts of lines.
struct LineIndex {
    starts: Vec<usize>,
}

impl LineIndex {
    fn new(source: &str) -> Self {
        let starts = std::iter::once(0)
            .chain(source.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        LineIndex { starts }
    }

    /// 1-based line and char column of `offset`, a char boundary of `source`.
    fn position(&self, source: &str, offset: usize) -> (usize, usize) {
        let line = self.starts.partition_point(|&s| s <= offset).max(1);
        let line_start = self.starts.get(line - 1).copied().unwrap_or(0);
        let column = source
            .get(line_start..offset)
            .map_or(0, |text| text.chars().count());
        (line, column + 1)
    }
}

/// Width the prose of an explanation is wrapped to.
const EXPLAIN_WIDTH: usize = 80;

/// A code's title, severity and explanation, as `magpie-gpu explain CODE`
/// prints them. The prose is wrapped; example lines are kept as written.
pub fn render_explain(code: Code) -> String {
    let mut out = format!("{}: {}\n", code.name(), code.title());
    out.push_str(&format!("Severity: {}", code.default_severity()));
    if let Some(old) = crate::codes::legacy_name(code) {
        out.push_str(&format!(" (formerly {old})"));
    }
    out.push_str("\n\n");
    for line in code.explanation().lines() {
        if line.is_empty() || line.starts_with(' ') {
            out.push_str(line);
            out.push('\n');
        } else {
            wrap_into(&mut out, line, EXPLAIN_WIDTH);
        }
    }
    out
}

/// Appends `text` greedily wrapped at `width` chars (a longer word stays whole).
fn wrap_into(out: &mut String, text: &str, width: usize) {
    let mut used = 0;
    for word in text.split_whitespace() {
        let len = word.chars().count();
        if used > 0 && used + 1 + len > width {
            out.push('\n');
            used = 0;
        }
        if used > 0 {
            out.push(' ');
            used += 1;
        }
        out.push_str(word);
        used += len;
    }
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codes;

    const KERNEL: &str = "\
gpu fn @kernel_add(%in: gpu.TBuffer<f32>, %n: u32) -> unit target(spv) {
bb0:
    %gid: u32 = gpu.global_id { dim=const.u32 0 }
    %x: f32 = gpu.buffer_load<f32> { buf=%in, idx=%gid }
    %y: f32 = f.add { lhs=%x, rhs=%n }
    ret
}
";

    /// The span of the `nth` occurrence of `needle` in `source`.
    fn span_of(source: &str, needle: &str, nth: usize) -> Span {
        let (start, _) = source.match_indices(needle).nth(nth).unwrap();
        Span::new(start as u32, (start + needle.len()) as u32)
    }

    fn type_mismatch() -> Diagnostic {
        Diagnostic::new(
            codes::MPS0005,
            "operand `rhs` of `f.add` has type u32, expected f32",
        )
        .with_primary(span_of(KERNEL, "%n", 1), "this is u32")
        .with_secondary(span_of(KERNEL, "%n: u32", 0), "declared as u32 here")
        .with_note("the kernel language has no implicit conversions")
        .with_help("convert first: `%nf: f32 = cast<u32, f32> { v=%n }`")
    }

    fn plain(diags: &[Diagnostic]) -> String {
        render_text("add.mp", KERNEL, diags, &RenderOptions::default())
    }

    #[test]
    fn text_with_labels_note_and_help() {
        let text = plain(&[type_mismatch()]);
        assert!(text.contains("error[MPS0005]"));
        assert!(text.contains("= help: convert first"));
        insta::assert_snapshot!("text_with_labels_note_and_help", text);
    }

    #[test]
    fn text_without_labels() {
        let d = Diagnostic::new(
            codes::MPG_CORE_1300,
            "backend `spv` is not compiled into this build",
        )
        .with_help("rebuild magpie-gpu with the `spv` feature");
        insta::assert_snapshot!("text_without_labels", plain(&[d]));
    }

    #[test]
    fn text_with_span_past_the_end() {
        let d = Diagnostic::new(codes::MPP0001, "unexpected end of file")
            .with_primary(Span::new(10_000, 10_005), "expected `}` here");
        insta::assert_snapshot!("text_with_span_past_the_end", plain(&[d]));
    }

    #[test]
    fn spans_inside_multibyte_chars_are_widened() {
        let source = "%x: f32 = const.f32 1.0 ; π → ∞\n";
        let pi = source.find('π').unwrap() as u32;
        let arrow = source.find('→').unwrap() as u32;
        let d = Diagnostic::new(codes::MPP0002, "invalid character")
            .with_primary(Span::new(pi + 1, arrow + 1), "here")
            .with_secondary(Span::new(arrow + 2, arrow + 1), "reversed");
        let text = render_text(
            "u.mp",
            source,
            std::slice::from_ref(&d),
            &RenderOptions::default(),
        );
        assert!(text.contains("error[MPP0002]: invalid character"));
        let json = render_json("u.mp", source, &[d]);
        let label = &json[0]["labels"][0];
        assert_eq!(label["start"], pi);
        assert_eq!(label["end"], arrow + '→'.len_utf8() as u32);
        assert_eq!(label["column"], 27);
        assert_eq!(label["end_column"], 30);
        let reversed = &json[0]["labels"][1];
        assert_eq!(reversed["start"], reversed["end"]);
    }

    #[test]
    fn every_severity_renders_even_on_empty_source() {
        for severity in [
            Severity::Note,
            Severity::Warning,
            Severity::Error,
            Severity::Bug,
        ] {
            let d = Diagnostic::new(codes::MPG_INTERNAL, "boom")
                .with_severity(severity)
                .with_primary(Span::new(3, 1), "");
            let text = render_text("empty.mp", "", &[d], &RenderOptions::default());
            assert!(text.starts_with(&format!("{severity}[MPG_INTERNAL]: boom")));
        }
    }

    #[test]
    fn color_only_when_asked() {
        let d = [type_mismatch()];
        let colored = render_text("add.mp", KERNEL, &d, &RenderOptions { color: true });
        assert!(colored.contains('\u{1b}'));
        assert!(!plain(&d).contains('\u{1b}'));
    }

    #[test]
    fn json_positions() {
        let json = render_json("add.mp", KERNEL, &[type_mismatch()]);
        let text = serde_json::to_string_pretty(&json).unwrap();
        insta::assert_snapshot!("json_with_labels_note_and_help", text);
        let primary = &json[0]["labels"][0];
        assert_eq!(primary["line"], 5);
        assert_eq!(primary["column"], 35);
        assert_eq!(json[0]["labels"][1]["line"], 1);
    }

    #[test]
    fn json_clamps_spans_past_the_end() {
        let d = Diagnostic::new(codes::MPP0008, "unclosed brace")
            .with_primary(Span::new(u32::MAX - 1, u32::MAX), "");
        let json = render_json("add.mp", KERNEL, &[d]);
        let label = &json[0]["labels"][0];
        assert_eq!(label["start"], KERNEL.len());
        assert_eq!(label["end"], KERNEL.len());
        assert_eq!(label["line"], 8);
        assert_eq!(label["column"], 1);
        assert_eq!(json[0]["help"], Value::Null);
    }

    #[test]
    fn explain_wraps_prose_and_keeps_examples() {
        for code in codes::ALL {
            let text = render_explain(*code);
            assert!(text.starts_with(&format!("{}: {}\n", code.name(), code.title())));
            assert!(text.contains(&format!("Severity: {}", code.default_severity())));
            for line in text.lines().filter(|l| !l.starts_with(' ')) {
                assert!(line.chars().count() <= EXPLAIN_WIDTH, "{code}: {line}");
            }
        }
        let text = render_explain(codes::MPS0001);
        assert!(text.contains("\n    %gid_y: u32 = gpu.global_id { dim=const.u32 1 }\n"));
        assert!(render_explain(codes::MPG_CORE_1300).contains("(formerly MPG1200)"));
    }
}
