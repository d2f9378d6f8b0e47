//! The parser: `.mp` text to [`Module`], with spans.
//!
//! Structure: `lexer.rs` makes tokens; a pre-scan registers every top-level
//! `value struct`/`heap struct` so types may name a struct before its
//! declaration; `header.rs` reads `module`/`exports`/`imports`/`digest`;
//! `decl.rs` reads declarations (structs, `gpu fn` headers with `clause.rs`)
//! and `host.rs` skips host declarations by brace matching; `body.rs` reads
//! blocks, `term.rs` terminators, `inst.rs` instructions (keyed operands;
//! the other shapes in `forms.rs`), `operand.rs` operands, `types.rs` types
//! and `literal.rs` constants; `suggest.rs` makes "did you mean" hints.
//!
//! Recovery: an error inside a function body skips to the next line that can
//! start a statement; an error in a declaration header skips to the next
//! top-level declaration. Every loop consumes a token per turn or stops, and
//! the only recursion (nested types) is depth-limited, so any input ends.
//!
//! Round-trip rules the printer relies on: values are numbered in order of
//! first sight (definition or use), with a keyed op's operands taken in the
//! op table's key order; blocks are numbered in order of definition.

mod body;
mod clause;
mod decl;
mod forms;
mod header;
mod host;
mod inst;
mod lexer;
mod literal;
mod operand;
mod suggest;
mod term;
mod types;

use std::collections::HashMap;

use magpie_diag::{codes, Diagnostic, Span};

use crate::module::{Module, StructId};
use crate::Outcome;
use lexer::{DocLine, Tok, Token};

pub(crate) use lexer::escape;
pub(crate) use literal::literal_text;

/// Parses a whole `.mp` file. The module is present only when no error was
/// found; notes (skipped host declarations) may accompany it. Internal ops
/// (`__mp.*`, see [`crate::ops::INTERNAL_PREFIX`]) are unknown ops here.
pub fn parse(source: &str) -> Outcome<Module> {
    parse_text(source, false)
}

/// Parses a device-library file: like [`parse`], and internal ops
/// (`__mp.bitcast`) are accepted. Only the compiler's own library files go
/// through here, never user text.
pub fn parse_library(source: &str) -> Outcome<Module> {
    parse_text(source, true)
}

fn parse_text(source: &str, library: bool) -> Outcome<Module> {
    if source.len() >= u32::MAX as usize {
        return Outcome::failed(vec![Diagnostic::new(
            codes::MPP0002,
            "the file is too large (4 GiB or more)",
        )
        .with_primary(Span::new(0, 0), "in this file")]);
    }
    let lexed = lexer::lex(source);
    let mut p = Parser {
        src: source,
        toks: lexed.tokens,
        pos: 0,
        last_end: 0,
        docs: lexed.docs,
        next_doc: 0,
        diags: lexed.diags,
        module: Module::default(),
        struct_ids: HashMap::new(),
        struct_at: HashMap::new(),
        skipped: Vec::new(),
        library,
    };
    p.parse_module();
    p.finish()
}

/// A diagnostic has been pushed; the caller recovers.
#[derive(Debug)]
pub(crate) struct Reported;

pub(crate) type PResult<T> = Result<T, Reported>;

pub(crate) struct Parser<'s> {
    src: &'s str,
    toks: Vec<Token>,
    pos: usize,
    /// End of the last token consumed.
    last_end: u32,
    docs: Vec<DocLine>,
    next_doc: usize,
    diags: Vec<Diagnostic>,
    module: Module,
    /// Struct names (first declaration wins) for type resolution.
    struct_ids: HashMap<&'s str, StructId>,
    /// Token index of a pre-scanned `value`/`heap` keyword → its struct.
    struct_at: HashMap<usize, StructId>,
    /// Skipped host declarations: the span of their head and a description.
    skipped: Vec<(Span, String)>,
    /// Internal ops are accepted ([`parse_library`]).
    library: bool,
}

const EOF: Token = Token {
    kind: Tok::Eof,
    span: Span::new(0, 0),
    nl: true,
};

impl<'s> Parser<'s> {
    fn nth(&self, n: usize) -> Token {
        self.toks
            .get(self.pos.saturating_add(n))
            .or(self.toks.last())
            .copied()
            .unwrap_or(EOF)
    }

    fn tok(&self) -> Token {
        self.nth(0)
    }

    fn kind(&self) -> Tok {
        self.tok().kind
    }

    fn slice(&self, span: Span) -> &'s str {
        self.src
            .get(span.start as usize..span.end as usize)
            .unwrap_or("")
    }

    fn text(&self, t: Token) -> &'s str {
        self.slice(t.span)
    }

    /// The name of a `@name` or `%name` token, without its sigil.
    fn sigil_name(&self, t: Token) -> &'s str {
        self.text(t).get(1..).unwrap_or("")
    }

    fn bump(&mut self) -> Token {
        let t = self.tok();
        if t.kind != Tok::Eof {
            self.pos += 1;
            self.last_end = t.span.end;
        }
        t
    }

    fn is_word(&self, n: usize, word: &str) -> bool {
        let t = self.nth(n);
        t.kind == Tok::Ident && self.text(t) == word
    }

    fn eat(&mut self, kind: Tok) -> Option<Token> {
        (self.kind() == kind).then(|| self.bump())
    }

    fn eat_word(&mut self, word: &str) -> Option<Token> {
        self.is_word(0, word).then(|| self.bump())
    }

    fn expect(&mut self, kind: Tok, what: &str) -> PResult<Token> {
        match self.eat(kind) {
            Some(t) => Ok(t),
            None => Err(self.unexpected(what)),
        }
    }

    fn expect_word(&mut self, word: &str) -> PResult<Token> {
        match self.eat_word(word) {
            Some(t) => Ok(t),
            None => Err(self.unexpected(&format!("`{word}`"))),
        }
    }

    /// From `start` to the end of the last token consumed.
    fn span_from(&self, start: Span) -> Span {
        Span::new(start.start, self.last_end.max(start.end))
    }

    fn report(&mut self, d: Diagnostic) -> Reported {
        self.diags.push(d);
        Reported
    }

    /// "expected X, found Y" at the current token.
    fn unexpected(&mut self, what: &str) -> Reported {
        let t = self.tok();
        let d = match t.kind {
            Tok::Unknown => Diagnostic::new(
                codes::MPP0002,
                format!("invalid character `{}`", clip(self.text(t))),
            )
            .with_primary(t.span, format!("expected {what}")),
            Tok::Eof => Diagnostic::new(
                codes::MPP0001,
                format!("unexpected end of file, expected {what}"),
            )
            .with_primary(t.span, "the file ends here"),
            _ => Diagnostic::new(
                codes::MPP0001,
                format!("expected {what}, found `{}`", clip(self.text(t))),
            )
            .with_primary(t.span, format!("expected {what}")),
        };
        self.report(d)
    }

    /// True when token `n` starts a top-level declaration or header item.
    fn decl_keyword_at(&self, n: usize) -> bool {
        let t = self.nth(n);
        if t.kind != Tok::Ident {
            return false;
        }
        let next = self.nth(n + 1);
        match self.text(t) {
            "gpu" => self.is_word(n + 1, "fn"),
            "unsafe" => self.is_word(n + 1, "gpu") || self.is_word(n + 1, "fn"),
            "async" => self.is_word(n + 1, "fn"),
            "fn" => next.kind == Tok::Global,
            "value" | "heap" => self.is_word(n + 1, "struct") || self.is_word(n + 1, "enum"),
            "enum" | "sig" | "impl" | "global" | "extern" => {
                next.kind == Tok::Ident || next.kind == Tok::Global || next.kind == Tok::Str
            }
            "module" | "exports" | "imports" | "digest" => true,
            _ => false,
        }
    }

    /// A declaration keyword at the start of a line.
    fn at_decl_start(&self) -> bool {
        self.tok().nl && self.decl_keyword_at(0)
    }

    /// Skips to the next top-level declaration (at least one token).
    fn recover_top(&mut self) {
        let start = self.pos;
        while self.kind() != Tok::Eof {
            if self.pos > start && self.at_decl_start() {
                break;
            }
            self.bump();
        }
    }

    /// The `;;;` lines between the previous token and token `index`.
    fn take_doc(&mut self, index: usize) -> Option<String> {
        let lo = match index.checked_sub(1).and_then(|i| self.toks.get(i)) {
            Some(t) => t.span.end,
            None => 0,
        };
        let hi = self.toks.get(index).map_or(u32::MAX, |t| t.span.start);
        while self.docs.get(self.next_doc).is_some_and(|d| d.start < lo) {
            self.next_doc += 1;
        }
        let mut lines: Vec<&str> = Vec::new();
        while let Some(d) = self.docs.get(self.next_doc).filter(|d| d.start < hi) {
            lines.push(&d.text);
            self.next_doc += 1;
        }
        (!lines.is_empty()).then(|| lines.join("\n"))
    }

    fn finish(mut self) -> Outcome<Module> {
        if let Some(&(first, _)) = self.skipped.first() {
            let n = self.skipped.len();
            let names: Vec<&str> = self.skipped.iter().map(|(_, s)| s.as_str()).collect();
            let shown = names.iter().take(8).copied().collect::<Vec<_>>().join(", ");
            let more = if n > 8 {
                format!(", and {} more", n - 8)
            } else {
                String::new()
            };
            let plural = if n == 1 { "" } else { "s" };
            let mut d = Diagnostic::new(
                codes::MPP0009,
                format!("skipped {n} host declaration{plural}: {shown}{more}"),
            )
            .with_primary(first, "host code: not compiled for the GPU")
            .with_note("the module keeps only `gpu fn` and struct declarations");
            for &(span, _) in self.skipped.iter().skip(1).take(7) {
                d = d.with_secondary(span, "also skipped");
            }
            self.diags.push(d);
        }
        let mut diags = self.diags;
        diags.sort_by_key(|d| d.primary_span().map_or(0, |s| s.start));
        Outcome::new(self.module, diags)
    }
}

/// Token text for a message: at most 40 characters.
fn clip(s: &str) -> String {
    if s.chars().count() <= 40 {
        s.to_string()
    } else {
        let mut t: String = s.chars().take(40).collect();
        t.push('…');
        t
    }
}
