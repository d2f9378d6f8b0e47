//! The module header: `module a.b`, `exports { @x }`, `imports { a.b }`,
//! `digest "…"` (or a bare hex run), in this order.

use magpie_diag::{codes, Diagnostic, Span};

use super::lexer::{unescape, Tok};
use super::{PResult, Parser};

const ORDER: [&str; 4] = ["module", "exports", "imports", "digest"];

/// One header item's value.
enum Item {
    Module(String),
    Exports(Vec<String>),
    Imports(Vec<String>),
    Digest(String),
}

impl<'s> Parser<'s> {
    /// Reads the header items at the start of the file.
    pub(super) fn parse_header(&mut self) {
        let mut last: Option<(usize, Span)> = None;
        while let Some(idx) = self.header_keyword() {
            let kw = self.tok();
            let item = self.parse_header_item();
            let word = ORDER.get(idx).copied().unwrap_or("");
            let problem = match last {
                Some((prev, prev_span)) if prev >= idx => Some((
                    if prev == idx {
                        format!("`{word}` appears twice in the module header")
                    } else {
                        let before = ORDER.get(prev).copied().unwrap_or("");
                        format!("`{word}` must come before `{before}`")
                    },
                    Some(prev_span),
                )),
                None if idx > 0 => {
                    Some((format!("`{word}` needs a `module` line before it"), None))
                }
                _ => None,
            };
            if let Some((msg, prev_span)) = problem {
                let mut d = Diagnostic::new(codes::MPP0010, msg)
                    .with_primary(kw.span, "out of order")
                    .with_help("the header is `module`, `exports`, `imports`, `digest`, in this order, each at most once");
                if let Some(s) = prev_span {
                    d = d.with_secondary(s, "after this");
                }
                self.report(d);
                continue;
            }
            last = Some((idx, kw.span));
            match item {
                Some(Item::Module(n)) => self.module.name = Some(n),
                Some(Item::Exports(v)) => self.module.exports = v,
                Some(Item::Imports(v)) => self.module.imports = v,
                Some(Item::Digest(d)) => self.module.digest = Some(d),
                None => {}
            }
        }
    }

    /// The index in [`ORDER`] of a header keyword at the current token.
    pub(super) fn header_keyword(&self) -> Option<usize> {
        let t = self.tok();
        if t.kind != Tok::Ident {
            return None;
        }
        ORDER.iter().position(|w| *w == self.text(t))
    }

    /// A header item found after the declarations began.
    pub(super) fn misplaced_header_item(&mut self) {
        let kw = self.tok();
        let word = self.text(kw);
        self.report(
            Diagnostic::new(
                codes::MPP0010,
                format!("`{word}` must be in the module header, before every declaration"),
            )
            .with_primary(kw.span, "after a declaration")
            .with_help("move the header lines to the top of the file"),
        );
        let _ = self.parse_header_item();
    }

    /// Reads one item; `None` after reporting an error (the rest of its line
    /// is skipped).
    fn parse_header_item(&mut self) -> Option<Item> {
        let start = self.pos;
        let kw = self.bump();
        let r = match self.text(kw) {
            "module" => self
                .expect(Tok::Ident, "a module path like `demo.kernels`")
                .map(|t| Item::Module(self.text(t).to_string())),
            "exports" => self.name_list(Tok::Global).map(Item::Exports),
            "imports" => self.name_list(Tok::Ident).map(Item::Imports),
            _ => self.digest().map(Item::Digest),
        };
        match r {
            Ok(item) => Some(item),
            Err(_) => {
                self.skip_rest_of_item(start);
                None
            }
        }
    }

    fn skip_rest_of_item(&mut self, start: usize) {
        while self.kind() != Tok::Eof {
            let t = self.tok();
            if self.pos > start && t.nl {
                break;
            }
            if t.kind == Tok::RBrace {
                self.bump();
                break;
            }
            self.bump();
        }
    }

    /// `{ a, b }` of `@names` or dotted identifiers; may be empty.
    fn name_list(&mut self, kind: Tok) -> PResult<Vec<String>> {
        self.expect(Tok::LBrace, "`{`")?;
        let what = if kind == Tok::Global {
            "an exported `@name` or `}`"
        } else {
            "an imported module path or `}`"
        };
        let mut out = Vec::new();
        loop {
            if self.eat(Tok::RBrace).is_some() {
                return Ok(out);
            }
            let t = self.expect(kind, what)?;
            let name = if kind == Tok::Global {
                self.sigil_name(t)
            } else {
                self.text(t)
            };
            out.push(name.to_string());
            if self.eat(Tok::Comma).is_none() && self.kind() != Tok::RBrace {
                return Err(self.unexpected("`,` or `}`"));
            }
        }
    }

    /// `digest "…"` or a bare run of hex digits.
    fn digest(&mut self) -> PResult<String> {
        let t = self.tok();
        let text = self.text(t);
        match t.kind {
            Tok::Str => {
                self.bump();
                // A bad escape was reported by the lexer.
                Ok(unescape(text).unwrap_or_default())
            }
            Tok::Number | Tok::Ident
                if !text.is_empty() && text.bytes().all(|b| b.is_ascii_hexdigit()) =>
            {
                self.bump();
                Ok(text.to_string())
            }
            Tok::Number | Tok::Ident => Err(self.report(
                Diagnostic::new(codes::MPP0004, format!("`{text}` is not a valid digest"))
                    .with_primary(t.span, "expected hex digits or a quoted string")
                    .with_help("write the digest as a quoted string: digest \"0000…\""),
            )),
            _ => Err(self.unexpected("a digest string")),
        }
    }
}
