//! Operands: `%value` (interned later, in the order the op table gives)
//! and constants `const.T LIT`.

use magpie_diag::{codes, Diagnostic, Span};

use super::body::FnBuilder;
use super::lexer::Tok;
use super::literal::make_const;
use super::suggest::{closest, did_you_mean};
use super::{PResult, Parser};
use crate::module::{Const, Operand};
use crate::types::Scalar;

/// An operand before its `%name` is interned.
#[derive(Clone, Copy)]
pub(super) enum Raw<'s> {
    Value(&'s str),
    Const(Const),
}

#[derive(Clone, Copy)]
pub(super) struct RawOp<'s> {
    pub(super) raw: Raw<'s>,
    pub(super) span: Span,
}

impl<'s> RawOp<'s> {
    pub(super) fn intern(self, fb: &mut FnBuilder<'s>) -> (Operand, Span) {
        let op = match self.raw {
            Raw::Value(name) => Operand::Value(fb.use_value(name, self.span)),
            Raw::Const(c) => Operand::Const(c),
        };
        (op, self.span)
    }
}

impl<'s> Parser<'s> {
    /// `%v` or `const.T LIT`.
    pub(super) fn parse_operand(&mut self) -> PResult<RawOp<'s>> {
        let t = self.tok();
        match t.kind {
            Tok::Local => {
                self.bump();
                Ok(RawOp {
                    raw: Raw::Value(self.sigil_name(t)),
                    span: t.span,
                })
            }
            Tok::Ident if self.text(t).starts_with("const.") => {
                let (c, span) = self.parse_const()?;
                Ok(RawOp {
                    raw: Raw::Const(c),
                    span,
                })
            }
            _ => Err(self.unexpected("an operand (`%value` or `const.T literal`)")),
        }
    }

    /// `const.T LIT`. A bad type or literal is reported and read as zero, so
    /// that the rest of the instruction is still checked.
    pub(super) fn parse_const(&mut self) -> PResult<(Const, Span)> {
        let kw = self.bump();
        let ty_name = self.text(kw).get("const.".len()..).unwrap_or("");
        let lit = self.tok();
        let lit_text = self.text(lit);
        let is_lit = lit.kind == Tok::Number
            || (lit.kind == Tok::Ident && matches!(lit_text, "true" | "false" | "inf" | "nan"));
        if lit.nl || !is_lit {
            return Err(self.unexpected(&format!("a literal after `const.{ty_name}`")));
        }
        self.bump();
        let span = kw.span.to(lit.span);
        let Some(ty) = Scalar::from_name(ty_name) else {
            let names = Scalar::ALL.map(Scalar::name);
            let near: Vec<String> = closest(ty_name, names, 3)
                .into_iter()
                .map(|n| format!("const.{n}"))
                .collect();
            let near: Vec<&str> = near.iter().map(String::as_str).collect();
            let help = did_you_mean(&near).unwrap_or_else(|| {
                "constants are scalars: const.i32, const.u32, const.f32, const.bool, …".to_string()
            });
            self.report(
                Diagnostic::new(
                    codes::MPP0005,
                    format!("`{ty_name}` is not a constant type"),
                )
                .with_primary(kw.span, "not a scalar type")
                .with_help(help),
            );
            return Ok((Const::u32(0), span));
        };
        match make_const(ty, lit_text) {
            Ok(c) => Ok((c, span)),
            Err(msg) => {
                self.report(
                    Diagnostic::new(codes::MPP0004, msg)
                        .with_primary(lit.span, format!("not a valid {} literal", ty.name())),
                );
                Ok((Const::int(ty, 0), span))
            }
        }
    }
}
