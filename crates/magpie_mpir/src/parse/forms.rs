//! The op forms other than keyed operands: `phi`, free `key=V` lists
//! (`call`, `new`, host-only ops), `getfield` and string attributes.

use magpie_diag::{codes, Diagnostic, Span};

use super::body::FnBuilder;
use super::inst::Parts;
use super::lexer::{unescape, Tok, Token};
use super::operand::RawOp;
use super::{PResult, Parser, Reported};
use crate::module::TyArg;
use crate::types::Type;

impl<'s> Parser<'s> {
    /// braces and commas may be left out.
    pub(super) fn phi(
        &mut self,
        fb: &mut FnBuilder<'s>,
        result_ty: Option<Type>,
        p: &mut Parts<'s>,
    ) -> PResult<()> {
        let ty = match (self.kind(), result_ty) {
            (Tok::Ident, _) => self.ty_arg()?,
            (_, Some(t)) => t,
            _ => return Err(self.unexpected("the phi's type")),
        };
        p.ty_args.push(TyArg::Type(ty));
        let braced = self.eat(Tok::LBrace).is_some();
        loop {
            if braced {
                if self.eat(Tok::RBrace).is_some() {
                    break;
                }
            } else if self.kind() != Tok::LBracket || self.tok().nl {
                break;
            }
            self.expect(Tok::LBracket, "an incoming edge `[bbN: value]`")?;
            let l = self.expect(Tok::Ident, "a block label")?;
            self.expect(Tok::Colon, "`:` and the incoming value")?;
            let v = self.parse_operand()?;
            self.expect(Tok::RBracket, "`]`")?;
            p.blocks.push(fb.label_ref(self.text(l), l.span));
            p.ops.push(v);
            self.eat(Tok::Comma);
        }
        Ok(())
    }

    /// `{ key=V, … }` with any keys, in written order (`call`, `new`, host
    /// ops). For a host op, a value that is not an operand is skipped.
    pub(super) fn free_keys(&mut self, p: &mut Parts<'s>, host: bool) -> PResult<()> {
        self.expect(Tok::LBrace, "`{`")?;
        loop {
            if self.eat(Tok::RBrace).is_some() {
                return Ok(());
            }
            let k = self.expect(Tok::Ident, "an argument `key=value` or `}`")?;
            self.expect(Tok::Eq, "`=` and the value")?;
            let t = self.tok();
            let operand = t.kind == Tok::Local
                || (t.kind == Tok::Ident && self.text(t).starts_with("const."));
            if host && !operand {
                self.skip_value()?;
            } else {
                let v = self.parse_operand()?;
                p.keys.push(self.text(k).to_string());
                p.ops.push(v);
            }
            if self.eat(Tok::Comma).is_none() && self.kind() != Tok::RBrace {
                return Err(self.unexpected("`,` or `}`"));
            }
        }
    }

    /// Skips one value (balanced brackets) up to a `,` or `}`.
    fn skip_value(&mut self) -> PResult<()> {
        if matches!(self.kind(), Tok::Comma | Tok::RBrace | Tok::Eof) {
            return Err(self.unexpected("a value"));
        }
        let mut depth = 0u32;
        loop {
            match self.kind() {
                Tok::Eof => return Err(self.unexpected("`}`")),
                Tok::LBrace | Tok::LBracket | Tok::LParen => depth += 1,
                Tok::RBrace if depth == 0 => return Ok(()),
                Tok::RBrace | Tok::RBracket | Tok::RParen => {
                    if depth == 0 {
                        return Err(self.unexpected("`,` or `}`"));
                    }
                    depth -= 1;
                }
                Tok::Comma if depth == 0 => return Ok(()),
                _ => {}
            }
            self.bump();
        }
    }

    /// A host-only op: optional `<…>`, optional `{ key=V, … }`.
    pub(super) fn host(&mut self, name: &str, p: &mut Parts<'s>) -> PResult<()> {
        p.attr = Some(name.to_string());
        self.skip_type_args()?;
        if self.kind() == Tok::LBrace {
            self.free_keys(p, true)?;
        }
        Ok(())
    }

    /// `getfield { obj=V, field=name }`, keys in any order.
    pub(super) fn getfield(&mut self, op_tok: Token, p: &mut Parts<'s>) -> PResult<()> {
        let open = self.expect(Tok::LBrace, "`{ obj=…, field=… }`")?;
        let mut obj: Option<(RawOp<'s>, Span)> = None;
        let mut field: Option<(String, Span)> = None;
        let mut bad = false;
        loop {
            if self.eat(Tok::RBrace).is_some() {
                break;
            }
            let k = self.expect(Tok::Ident, "`obj=…`, `field=…` or `}`")?;
            self.expect(Tok::Eq, "`=` and the value")?;
            let key = self.text(k);
            let prev = match key {
                "obj" => {
                    let v = self.parse_operand()?;
                    obj.replace((v, k.span)).map(|o| o.1)
                }
                "field" => {
                    let f = self.expect(Tok::Ident, "a field name")?;
                    field
                        .replace((self.text(f).to_string(), k.span))
                        .map(|o| o.1)
                }
                _ => {
                    bad = true;
                    self.skip_value()?;
                    self.report(
                        Diagnostic::new(codes::MPP0006, format!("`getfield` has no key `{key}`"))
                            .with_primary(k.span, "unknown key")
                            .with_help("write `getfield { obj=%value, field=name }`"),
                    );
                    None
                }
            };
            if let Some(prev) = prev {
                bad = true;
                self.report(
                    Diagnostic::new(
                        codes::MPP0006,
                        format!("`{key}` of `getfield` is given twice"),
                    )
                    .with_primary(k.span, "repeated key")
                    .with_secondary(prev, "first given here"),
                );
            }
            if self.eat(Tok::Comma).is_none() && self.kind() != Tok::RBrace {
                return Err(self.unexpected("`,` or `}`"));
            }
        }
        let (Some((v, _)), Some((f, _))) = (obj, field) else {
            return Err(self.report(
                Diagnostic::new(codes::MPP0006, "`getfield` needs `obj=` and `field=`")
                    .with_primary(self.span_from(open.span), "incomplete operands")
                    .with_secondary(op_tok.span, "in this getfield")
                    .with_help("write `getfield { obj=%value, field=name }`"),
            ));
        };
        if bad {
            return Err(Reported);
        }
        p.ops.push(v);
        p.attr = Some(f);
        Ok(())
    }

    /// `{ KEY="string" }` (`gpu.target.is { name="sm_90" }`).
    pub(super) fn str_attr(
        &mut self,
        key: &str,
        name: &str,
        op_tok: Token,
        p: &mut Parts<'s>,
    ) -> PResult<()> {
        let shape = format!("write `{name} {{ {key}=\"…\" }}`");
        let open = self.expect(Tok::LBrace, &format!("`{{ {key}=\"…\" }}`"))?;
        let mut value: Option<(String, Span)> = None;
        let mut bad = false;
        loop {
            if self.eat(Tok::RBrace).is_some() {
                break;
            }
            let k = self.expect(Tok::Ident, &format!("`{key}=` or `}}`"))?;
            self.expect(Tok::Eq, "`=` and a string")?;
            let written = self.text(k);
            if written == key {
                let s = self.tok();
                let v = match s.kind {
                    Tok::Str => unescape(self.text(s)).unwrap_or_default(),
                    Tok::Ident => self.text(s).to_string(),
                    _ => return Err(self.unexpected("a string")),
                };
                self.bump();
                if let Some((_, prev)) = value.replace((v, k.span)) {
                    bad = true;
                    self.report(
                        Diagnostic::new(
                            codes::MPP0006,
                            format!("`{key}` of `{name}` is given twice"),
                        )
                        .with_primary(k.span, "repeated key")
                        .with_secondary(prev, "first given here"),
                    );
                }
            } else {
                bad = true;
                self.skip_value()?;
                self.report(
                    Diagnostic::new(codes::MPP0006, format!("`{name}` has no key `{written}`"))
                        .with_primary(k.span, "unknown key")
                        .with_help(shape.clone()),
                );
            }
            if self.eat(Tok::Comma).is_none() && self.kind() != Tok::RBrace {
                return Err(self.unexpected("`,` or `}`"));
            }
        }
        let Some((v, _)) = value else {
            return Err(self.report(
                Diagnostic::new(codes::MPP0006, format!("`{name}` needs `{key}=`"))
                    .with_primary(self.span_from(open.span), "missing key")
                    .with_secondary(op_tok.span, "in this operation")
                    .with_help(shape),
            ));
        };
        if bad {
            return Err(Reported);
        }
        p.attr = Some(v);
        Ok(())
    }
}
