//! Terminators: `ret`, `ret V`, `br bbN`, `cbr V bbT bbF`,
//! `switch V { case LIT -> bbA … } else bbD`, `unreachable`.

use magpie_diag::{codes, Diagnostic, Span};

use super::body::FnBuilder;
use super::lexer::Tok;
use super::literal::int_value;
use super::{PResult, Parser};
use crate::module::{BlockId, Operand, Terminator};

impl<'s> Parser<'s> {
    /// The current token is one of the terminator keywords.
    pub(super) fn parse_terminator(
        &mut self,
        fb: &mut FnBuilder<'s>,
    ) -> PResult<(Terminator, Span)> {
        let kw = self.bump();
        let term = match self.text(kw) {
            "ret" => {
                let t = self.tok();
                let has_value = !t.nl
                    && (t.kind == Tok::Local
                        || (t.kind == Tok::Ident && self.text(t).starts_with("const.")));
                if has_value {
                    Terminator::Ret(Some(self.term_operand(fb)?))
                } else {
                    Terminator::Ret(None)
                }
            }
            "br" => Terminator::Br(self.label(fb)?),
            "cbr" => {
                let cond = self.term_operand(fb)?;
                let then_block = self.label(fb)?;
                let else_block = self.label(fb)?;
                Terminator::Cbr {
                    cond,
                    then_block,
                    else_block,
                }
            }
            "switch" => self.switch(fb)?,
            _ => Terminator::Unreachable,
        };
        Ok((term, self.span_from(kw.span)))
    }

    fn term_operand(&mut self, fb: &mut FnBuilder<'s>) -> PResult<Operand> {
        let op = self.parse_operand()?;
        Ok(op.intern(fb).0)
    }

    fn label(&mut self, fb: &mut FnBuilder<'s>) -> PResult<BlockId> {
        let t = self.expect(Tok::Ident, "a block label like `bb1`")?;
        Ok(fb.label_ref(self.text(t), t.span))
    }

    fn switch(&mut self, fb: &mut FnBuilder<'s>) -> PResult<Terminator> {
        let value = self.term_operand(fb)?;
        self.expect(Tok::LBrace, "`{` and the cases")?;
        let mut cases = Vec::new();
        loop {
            if self.eat(Tok::RBrace).is_some() {
                break;
            }
            self.expect_word("case")?;
            let v = self.case_value()?;
            self.expect(Tok::Arrow, "`->` and a block label")?;
            let b = self.label(fb)?;
            cases.push((v, b));
            self.eat(Tok::Comma);
        }
        self.expect_word("else")?;
        let default = self.label(fb)?;
        Ok(Terminator::Switch {
            value,
            cases,
            default,
        })
    }

    /// A case literal: a bare integer, or `const.T LIT`.
    fn case_value(&mut self) -> PResult<i128> {
        let t = self.tok();
        match t.kind {
            Tok::Number => {
                self.bump();
                int_value(self.text(t)).map_err(|msg| {
                    self.report(
                        Diagnostic::new(codes::MPP0004, msg)
                            .with_primary(t.span, "not a valid case value"),
                    )
                })
            }
            Tok::Ident if self.text(t).starts_with("const.") => {
                let (c, _) = self.parse_const()?;
                Ok(c.as_i128())
            }
            _ => Err(self.unexpected("an integer case value")),
        }
    }
}
