//! The lexer: `.mp` text to tokens with byte spans.
//!
//! Comments are dropped; `;;;` doc lines are kept aside (with their position)
//! for the declaration that follows them. Number text is kept raw: it is
//! converted only where its type is known (a bare 64-digit digest is a number
//! token too). Characters the language does not use become `Unknown` tokens,
//! reported only where the parser reads them, so that host code (skipped by
//! brace matching) may contain anything. The lexer never fails.

use magpie_diag::{codes, Diagnostic, Span};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Tok {
    /// `@name`
    Global,
    /// `%name`
    Local,
    /// `name`, `gpu.buffer_load`, `const.u32`, `bb0`
    Ident,
    /// `12`, `-3`, `0xff`, `1.5e3`, `1.0f32`, `-inf`
    Number,
    /// `"..."`, quotes included
    Str,
    LBrace,
    RBrace,
    LParen,
    RParen,
    Lt,
    Gt,
    LBracket,
    RBracket,
    Comma,
    Colon,
    Eq,
    Arrow,
    /// A run of characters that start no token.
    Unknown,
    Eof,
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Token {
    pub kind: Tok,
    pub span: Span,
    /// A line break (or the start of the file) comes before this token.
    pub nl: bool,
}

/// One `;;;` line: its position and its text after `;;;` (one space stripped).
#[derive(Debug)]
pub(crate) struct DocLine {
    pub start: u32,
    pub text: String,
}

#[derive(Debug)]
pub(crate) struct Lexed {
    /// Always ends with one `Eof` token.
    pub tokens: Vec<Token>,
    pub docs: Vec<DocLine>,
    pub diags: Vec<Diagnostic>,
}

fn is_ident_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_'
}

fn is_ident_continue(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'.'
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r' | b'\n' | 0x0b | 0x0c)
}

struct Lexer<'s> {
    src: &'s str,
    b: &'s [u8],
    i: usize,
    out: Lexed,
    nl: bool,
}

impl<'s> Lexer<'s> {
    fn at(&self, k: usize) -> u8 {
        self.b.get(self.i + k).copied().unwrap_or(0)
    }

    fn push(&mut self, kind: Tok, start: usize) {
        let span = Span::new(start as u32, self.i as u32);
        let nl = std::mem::replace(&mut self.nl, false);
        self.out.tokens.push(Token { kind, span, nl });
    }

    fn skip_to_eol(&mut self) {
        while self.i < self.b.len() && self.b[self.i] != b'\n' {
            self.i += 1;
        }
    }

    fn comment(&mut self) {
        let start = self.i;
        let doc = self.at(1) == b';' && self.at(2) == b';';
        self.skip_to_eol();
        if doc {
            let line = self.src.get(start + 3..self.i).unwrap_or("");
            let line = line.trim_end_matches('\r');
            let line = line.strip_prefix(' ').unwrap_or(line);
            self.out.docs.push(DocLine {
                start: start as u32,
                text: line.to_string(),
            });
        }
    }

    /// `[-] (0x HEXWORD | DIGITS [. DIGITS] [e [+-] DIGITS]) [SUFFIX]`; the
    /// suffix (`f32`, or the rest of a hex digest) is any run of word chars.
    fn number(&mut self) {
        let start = self.i;
        if self.at(0) == b'-' {
            self.i += 1;
        }
        if self.at(0) == b'0' && matches!(self.at(1), b'x' | b'X') {
            self.i += 2;
        } else {
            while self.at(0).is_ascii_digit() {
                self.i += 1;
            }
            if self.at(0) == b'.' && self.at(1).is_ascii_digit() {
                self.i += 1;
                while self.at(0).is_ascii_digit() {
                    self.i += 1;
                }
            }
            if matches!(self.at(0), b'e' | b'E') {
                let sign = usize::from(matches!(self.at(1), b'+' | b'-'));
                if self.at(1 + sign).is_ascii_digit() {
                    self.i += 1 + sign;
                    while self.at(0).is_ascii_digit() {
                        self.i += 1;
                    }
                }
            }
        }
        while is_word(self.at(0)) {
            self.i += 1;
        }
        self.push(Tok::Number, start);
    }

    fn string(&mut self) {
        let start = self.i;
        self.i += 1;
        let mut closed = false;
        while self.i < self.b.len() {
            match self.b[self.i] {
                b'"' => {
                    self.i += 1;
                    closed = true;
                    break;
                }
                b'\n' => break,
                b'\\' if self.at(1) != b'\n' && self.at(1) != 0 => self.i += 2,
                _ => self.i += 1,
            }
        }
        // Never stop inside a multi-byte character.
        while self.i < self.b.len() && !self.src.is_char_boundary(self.i) {
            self.i += 1;
        }
        self.push(Tok::Str, start);
        let span = Span::new(start as u32, self.i as u32);
        if !closed {
            self.out.diags.push(
                Diagnostic::new(codes::MPP0002, "unterminated string literal")
                    .with_primary(span, "this string has no closing `\"`")
                    .with_help("close the string with `\"` on the same line"),
            );
        } else if let Err((off, msg)) = unescape(self.src.get(start..self.i).unwrap_or("\"\"")) {
            let at = (start + off) as u32;
            self.out.diags.push(
                Diagnostic::new(codes::MPP0002, msg)
                    .with_primary(Span::new(at, at + 1), "here")
                    .with_help("escapes are \\\\ \\\" \\n \\t \\r \\0 and \\u{HEX}"),
            );
        }
    }

    fn word(&mut self, kind: Tok) {
        let start = self.i;
        self.i += 1;
        while is_ident_continue(self.at(0)) {
            self.i += 1;
        }
        self.push(kind, start);
    }

    /// A run of characters that start no token, whole UTF-8 characters.
    fn unknown(&mut self) {
        let start = self.i;
        loop {
            self.i += 1;
            while self.i < self.b.len() && !self.src.is_char_boundary(self.i) {
                self.i += 1;
            }
            if self.i >= self.b.len() || self.starts_token() {
                break;
            }
        }
        self.push(Tok::Unknown, start);
    }

    fn starts_token(&self) -> bool {
        let c = self.at(0);
        is_space(c)
            || is_word(c)
            || matches!(
                c,
                b';' | b'"'
                    | b'{'
                    | b'}'
                    | b'('
                    | b')'
                    | b'<'
                    | b'>'
                    | b'['
                    | b']'
                    | b','
                    | b':'
                    | b'='
            )
            || (matches!(c, b'@' | b'%') && is_ident_continue(self.at(1)))
            || (c == b'-' && (self.at(1) == b'>' || self.at(1).is_ascii_digit()))
    }

    fn neg_word(&self, w: &str) -> bool {
        self.src.get(self.i + 1..).is_some_and(|r| r.starts_with(w))
            && !is_ident_continue(self.at(1 + w.len()))
    }

    fn run(mut self) -> Lexed {
        while self.i < self.b.len() {
            let c = self.b[self.i];
            let start = self.i;
            let punct = |k| Some(k);
            let single = match c {
                b'{' => punct(Tok::LBrace),
                b'}' => punct(Tok::RBrace),
                b'(' => punct(Tok::LParen),
                b')' => punct(Tok::RParen),
                b'<' => punct(Tok::Lt),
                b'>' => punct(Tok::Gt),
                b'[' => punct(Tok::LBracket),
                b']' => punct(Tok::RBracket),
                b',' => punct(Tok::Comma),
                b':' => punct(Tok::Colon),
                b'=' => punct(Tok::Eq),
                _ => None,
            };
            if let Some(kind) = single {
                self.i += 1;
                self.push(kind, start);
                continue;
            }
            match c {
                b'\n' => {
                    self.nl = true;
                    self.i += 1;
                }
                _ if is_space(c) => self.i += 1,
                b';' => self.comment(),
                b'"' => self.string(),
                b'-' if self.at(1) == b'>' => {
                    self.i += 2;
                    self.push(Tok::Arrow, start);
                }
                b'-' if self.at(1).is_ascii_digit() => self.number(),
                b'-' if self.neg_word("inf") => {
                    self.i += 4;
                    self.push(Tok::Number, start);
                }
                _ if c.is_ascii_digit() => self.number(),
                _ if is_ident_start(c) => self.word(Tok::Ident),
                b'@' if is_ident_continue(self.at(1)) => self.word(Tok::Global),
                b'%' if is_ident_continue(self.at(1)) => self.word(Tok::Local),
                _ => self.unknown(),
            }
        }
        let end = self.b.len() as u32;
        self.out.tokens.push(Token {
            kind: Tok::Eof,
            span: Span::new(end, end),
            nl: true,
        });
        self.out
    }
}

/// Tokenizes `src`, which must be shorter than `u32::MAX` bytes.
pub(crate) fn lex(src: &str) -> Lexed {
    Lexer {
        src,
        b: src.as_bytes(),
        i: 0,
        out: Lexed {
            tokens: Vec::with_capacity(src.len() / 3 + 1),
            docs: Vec::new(),
            diags: Vec::new(),
        },
        nl: true,
    }
    .run()
}

/// The value of a string token (quotes included). On a bad escape, the byte
/// offset of its backslash within `raw` and a message.
pub(crate) fn unescape(raw: &str) -> Result<String, (usize, String)> {
    let inner = raw.strip_prefix('"').unwrap_or(raw);
    let inner = inner.strip_suffix('"').unwrap_or(inner);
    let mut out = String::with_capacity(inner.len());
    let mut chars = inner.char_indices();
    while let Some((at, c)) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        let bad = |m: &str| Err((at + 1, m.to_string()));
        match chars.next().map(|(_, c)| c) {
            Some('\\') => out.push('\\'),
            Some('"') => out.push('"'),
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('0') => out.push('\0'),
            Some('u') => {
                if chars.next().map(|(_, c)| c) != Some('{') {
                    return bad("`\\u` must be followed by `{HEX}`");
                }
                let mut v: u32 = 0;
                let mut n = 0;
                loop {
                    match chars.next().map(|(_, c)| c) {
                        Some('}') => break,
                        Some(h) if h.is_ascii_hexdigit() && n < 6 => {
                            v = v * 16 + h.to_digit(16).unwrap_or(0);
                            n += 1;
                        }
                        _ => return bad("invalid `\\u{...}` escape"),
                    }
                }
                match char::from_u32(v) {
                    Some(c) if n > 0 => out.push(c),
                    _ => return bad("`\\u{...}` is not a Unicode scalar value"),
                }
            }
            Some(other) => return bad(&format!("unknown escape `\\{other}` in string")),
            None => return bad("a string cannot end with `\\`"),
        }
    }
    Ok(out)
}

/// `s` as a string literal (quotes included) that [`unescape`] reads back.
pub(crate) fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            '\0' => out.push_str("\\0"),
            c if c.is_control() => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<Tok> {
        lex(s).tokens.iter().map(|t| t.kind).collect()
    }

    #[test]
    fn numbers_keep_their_text() {
        let src = "1.0f32 -3 0xff 1e-7 -inf 00ab12";
        let l = lex(src);
        let texts: Vec<&str> = l
            .tokens
            .iter()
            .map(|t| &src[t.span.start as usize..t.span.end as usize])
            .collect();
        assert_eq!(
            texts,
            ["1.0f32", "-3", "0xff", "1e-7", "-inf", "00ab12", ""]
        );
    }

    #[test]
    fn punctuation_and_words() {
        use Tok::*;
        assert_eq!(
            kinds("%x: f32 = f.add { a=%y } -> @f [bb1:%v]"),
            [
                Local, Colon, Ident, Eq, Ident, LBrace, Ident, Eq, Local, RBrace, Arrow, Global,
                LBracket, Ident, Colon, Local, RBracket, Eof
            ]
        );
    }

    #[test]
    fn docs_and_comments() {
        let l = lex(";;; hello\n; plain\nfoo ; trailing\n;;;\n");
        assert_eq!(l.docs.len(), 2);
        assert_eq!(l.docs[0].text, "hello");
        assert_eq!(l.docs[1].text, "");
        assert_eq!(l.tokens.len(), 2);
    }

    #[test]
    fn escapes_round_trip() {
        for s in ["", "a\"b\\c\n\t\r\0", "\u{1}\u{7f}é€"] {
            assert_eq!(unescape(&escape(s)).as_deref(), Ok(s));
        }
    }

    #[test]
    fn odd_input_lexes() {
        for s in ["\"abc", "\"a\\", "€€ @ % - ->", "\"\\u{110000}\"", "-"] {
            let l = lex(s);
            assert_eq!(l.tokens.last().map(|t| t.kind), Some(Tok::Eof));
        }
    }
}
