//! Host declarations (`fn`, `async fn`, `unsafe fn`, `sig`, `impl`,
//! `global`, `extern`, enums) are the host program's business: they are
//! skipped by brace matching on tokens, so strings and comments inside them
//! cannot confuse it, and listed in one MPP0009 note for the file.

use magpie_diag::Span;

use super::lexer::Tok;
use super::Parser;

/// Words that begin a host declaration (its head, for the note).
const HOST_WORDS: &[&str] = &[
    "fn", "async", "unsafe", "sig", "impl", "global", "extern", "enum", "value", "heap",
];

impl<'s> Parser<'s> {
    /// Skips a host declaration: up to the `}` matching its first `{`, or,
    /// when it has no body, up to the next declaration.
    pub(super) fn skip_host_decl(&mut self) {
        let first = self.pos;
        let _ = self.take_doc(first);
        let start = self.tok().span;
        let mut words = Vec::new();
        let mut head_end = start.end;
        let mut i = 0;
        while i < 4
            && self.nth(i).kind == Tok::Ident
            && HOST_WORDS.contains(&self.text(self.nth(i)))
        {
            words.push(self.text(self.nth(i)));
            head_end = self.nth(i).span.end;
            i += 1;
        }
        let name = self.nth(i);
        if matches!(name.kind, Tok::Global | Tok::Ident | Tok::Str) {
            words.push(self.text(name));
            head_end = name.span.end;
        }
        let head = Span::new(start.start, head_end);
        let desc = super::clip(&words.join(" "));
        let mut depth = 0u32;
        let mut open = None;
        loop {
            let t = self.tok();
            match t.kind {
                Tok::Eof => {
                    if let Some(o) = open {
                        self.unclosed(o, &format!("host declaration `{desc}`"));
                    }
                    break;
                }
                Tok::LBrace => {
                    if depth == 0 {
                        open = Some(t.span);
                    }
                    depth += 1;
                }
                Tok::RBrace => {
                    if depth == 0 {
                        break;
                    }
                    depth -= 1;
                    if depth == 0 {
                        self.bump();
                        break;
                    }
                }
                _ if depth == 0 && self.pos > first && self.at_decl_start() => break,
                _ => {}
            }
            self.bump();
        }
        self.skipped.push((head, desc));
    }
}
