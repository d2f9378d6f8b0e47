//! Declaration clauses of a `gpu fn`: `target(…)`, `workgroup(x, y, z)`,
//! `requires(cap, …)`, in any order, each at most once (MPP0007).

use magpie_diag::{codes, Diagnostic, Span};

use super::lexer::Tok;
use super::literal::u64_value;
use super::suggest::{closest, did_you_mean};
use super::{PResult, Parser};
use crate::types::Backend;

#[derive(Default)]
pub(super) struct Clauses {
    pub(super) target: Option<Backend>,
    pub(super) target_span: Span,
    pub(super) workgroup: Option<[u32; 3]>,
    pub(super) workgroup_span: Span,
    pub(super) requires: Vec<String>,
    pub(super) requires_spans: Vec<Span>,
}

impl<'s> Parser<'s> {
    /// `target(…)`, `workgroup(…)`, `requires(…)`, in any order, each once.
    pub(super) fn parse_clauses(&mut self) -> PResult<Clauses> {
        const NAMES: [&str; 3] = ["target", "workgroup", "requires"];
        let mut c = Clauses::default();
        let mut seen: [Option<Span>; 3] = [None; 3];
        while self.kind() == Tok::Ident && self.nth(1).kind == Tok::LParen {
            let kw = self.bump();
            let word = self.text(kw);
            let Some(idx) = NAMES.iter().position(|n| *n == word) else {
                let near = closest(word, NAMES, 2);
                self.report(
                    Diagnostic::new(codes::MPP0007, format!("unknown clause `{word}`"))
                        .with_primary(kw.span, "not a clause")
                        .with_help(did_you_mean(&near).unwrap_or_else(|| {
                            "clauses are `target(…)`, `workgroup(x, y, z)` and `requires(…)`"
                                .to_string()
                        })),
                );
                self.skip_parens()?;
                continue;
            };
            self.bump();
            let mut caps = Vec::new();
            let mut cap_spans = Vec::new();
            let mut target = None;
            let mut wg = None;
            match idx {
                0 => target = self.target_arg()?,
                1 => wg = self.workgroup_args()?,
                _ => (caps, cap_spans) = self.requires_args()?,
            }
            let span = self.span_from(kw.span);
            if let Some(prev) = seen.get(idx).copied().flatten() {
                self.report(
                    Diagnostic::new(codes::MPP0007, format!("the `{word}` clause is repeated"))
                        .with_primary(span, "repeated here")
                        .with_secondary(prev, "first given here")
                        .with_help(format!("give `{word}` once")),
                );
                continue;
            }
            if let Some(s) = seen.get_mut(idx) {
                *s = Some(span);
            }
            match idx {
                0 => {
                    c.target = target;
                    c.target_span = span;
                }
                1 => {
                    c.workgroup = wg;
                    c.workgroup_span = span;
                }
                _ => {
                    c.requires = caps;
                    c.requires_spans = cap_spans;
                }
            }
        }
        Ok(c)
    }

    /// Skips a balanced `( … )` (the `(` is current).
    fn skip_parens(&mut self) -> PResult<()> {
        let open = self.expect(Tok::LParen, "`(`")?;
        let mut depth = 1u32;
        loop {
            match self.kind() {
                Tok::LParen => depth += 1,
                Tok::RParen => {
                    depth -= 1;
                    if depth == 0 {
                        self.bump();
                        return Ok(());
                    }
                }
                Tok::Eof | Tok::LBrace | Tok::RBrace => {
                    return Err(self.report(
                        Diagnostic::new(codes::MPP0001, "unclosed `(`")
                            .with_primary(open.span, "this `(` has no matching `)`"),
                    ))
                }
                _ => {}
            }
            self.bump();
        }
    }

    fn target_arg(&mut self) -> PResult<Option<Backend>> {
        let t = self.expect(Tok::Ident, "a target: spv, msl, ptx, hip or wgsl")?;
        self.expect(Tok::RParen, "`)`")?;
        let name = self.text(t);
        let b = Backend::from_name(name);
        if b.is_none() {
            let names = Backend::ALL.map(Backend::name);
            let near = closest(name, names, 2);
            let help = match did_you_mean(&near) {
                Some(h) => format!("{h} (targets are spv, msl, ptx, hip, wgsl)"),
                None => "targets are spv, msl, ptx, hip, wgsl".to_string(),
            };
            self.report(
                Diagnostic::new(codes::MPP0007, format!("unknown target `{name}`"))
                    .with_primary(t.span, "not a target")
                    .with_help(help),
            );
        }
        Ok(b)
    }

    fn workgroup_args(&mut self) -> PResult<Option<[u32; 3]>> {
        let start = self.tok().span;
        let mut dims = Vec::new();
        let mut ok = true;
        let span = loop {
            let t = self.expect(Tok::Number, "a workgroup size")?;
            let text = self.text(t);
            match u64_value(text)
                .and_then(|v| u32::try_from(v).map_err(|_| format!("`{text}` does not fit in u32")))
            {
                Ok(v) => dims.push(v),
                Err(msg) => {
                    ok = false;
                    self.report(
                        Diagnostic::new(codes::MPP0004, msg)
                            .with_primary(t.span, "not a workgroup size"),
                    );
                }
            }
            let span = self.span_from(start);
            if self.eat(Tok::Comma).is_none() {
                self.expect(Tok::RParen, "`,` or `)`")?;
                break span;
            }
        };
        match <[u32; 3]>::try_from(dims) {
            Ok(d) if ok => Ok(Some(d)),
            Ok(_) => Ok(None),
            Err(d) => {
                if ok {
                    self.report(
                        Diagnostic::new(
                            codes::MPP0007,
                            format!("`workgroup` takes three sizes, found {}", d.len()),
                        )
                        .with_primary(span, "expected `x, y, z`")
                        .with_help("write all three dimensions, e.g. workgroup(256, 1, 1)"),
                    );
                }
                Ok(None)
            }
        }
    }

    fn requires_args(&mut self) -> PResult<(Vec<String>, Vec<Span>)> {
        let mut caps = Vec::new();
        let mut spans = Vec::new();
        loop {
            if self.eat(Tok::RParen).is_some() {
                break;
            }
            let t = self.expect(Tok::Ident, "a capability name or `)`")?;
            caps.push(self.text(t).to_string());
            spans.push(t.span);
            if self.eat(Tok::Comma).is_none() {
                self.expect(Tok::RParen, "`,` or `)`")?;
                break;
            }
        }
        Ok((caps, spans))
    }
}
