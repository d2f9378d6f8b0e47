//! Types: scalars, `unit`, `pred`, `gpu.TBuffer<T>`, `rawptr<T>`, `ptr`,
//! struct names and host types (`Str`, `Array<…>`, …; arguments skipped).
//! Ownership prefixes (`borrow`, `mutborrow`, `shared`, `weak`) are dropped.

use magpie_diag::{codes, Diagnostic, Span};

use super::lexer::Tok;
use super::suggest::{closest, did_you_mean};
use super::{PResult, Parser};
use crate::types::{Elem, HostType, Scalar, Type};

/// Where a type is written: `rawptr<T>` means a buffer only as a parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TyCtx {
    Param,
    Other,
}

/// Nesting beyond this is rejected rather than recursed into.
const MAX_DEPTH: u32 = 16;

const BUILTIN: &[&str] = &[
    "bool",
    "i1",
    "i8",
    "i16",
    "i32",
    "i64",
    "u8",
    "u16",
    "u32",
    "u64",
    "f16",
    "bf16",
    "f32",
    "f64",
    "unit",
    "pred",
    "ptr",
    "rawptr",
    "gpu.TBuffer",
    "Str",
    "Array",
    "Map",
    "TCallable",
    "i128",
    "u128",
];

impl<'s> Parser<'s> {
    /// A type and its span. An unknown name is reported (MPP0005) and read
    /// as `unit` so that parsing goes on; a syntax error is an `Err`.
    pub(super) fn parse_type(&mut self, ctx: TyCtx) -> PResult<(Type, Span)> {
        let start = self.tok().span;
        let ty = self.type_at_depth(ctx, 0)?;
        Ok((ty, self.span_from(start)))
    }

    fn type_at_depth(&mut self, ctx: TyCtx, depth: u32) -> PResult<Type> {
        // A prefix only where it is not itself a declared struct's name, so
        // that a struct named `borrow` prints and parses back the same.
        while self.kind() == Tok::Ident
            && self.nth(1).kind == Tok::Ident
            && matches!(
                self.text(self.tok()),
                "borrow" | "mutborrow" | "shared" | "weak"
            )
            && !self.struct_ids.contains_key(self.text(self.tok()))
        {
            self.bump();
        }
        if self.kind() != Tok::Ident {
            return Err(self.unexpected("a type"));
        }
        let t = self.bump();
        let name = self.text(t);
        let ty = match name {
            "gpu.TBuffer" => Type::Buffer(self.elem_arg(depth)?),
            "rawptr" => {
                let e = self.elem_arg(depth)?;
                match ctx {
                    TyCtx::Param => Type::Buffer(e),
                    TyCtx::Other => Type::Ptr(Some(e)),
                }
            }
            "ptr" => Type::Ptr(None),
            "unit" => Type::Unit,
            "pred" => Type::Pred,
            _ => {
                if let Some(s) = Scalar::from_name(name) {
                    Type::Scalar(s)
                } else if let Some(h) = HostType::from_name(name) {
                    self.skip_type_args()?;
                    Type::Host(h)
                } else if let Some(&h) = self.struct_ids.get(name) {
                    Type::Struct(h)
                } else {
                    self.skip_type_args()?;
                    self.unknown_type(t.span, name);
                    Type::Unit
                }
            }
        };
        Ok(ty)
    }

    fn unknown_type(&mut self, span: Span, name: &str) {
        // Bounded, so that many errors in a file of many structs stay cheap.
        let structs: Vec<&str> = self.struct_ids.keys().copied().take(256).collect();
        let near = closest(name, BUILTIN.iter().copied().chain(structs), 4);
        let help = did_you_mean(&near).unwrap_or_else(|| {
            "types are scalars (i32, u32, f32, bool, …), unit, pred, gpu.TBuffer<T>, rawptr<T>, ptr, or a declared struct".to_string()
        });
        self.report(
            Diagnostic::new(codes::MPP0005, format!("unknown type `{name}`"))
                .with_primary(span, "not a known type")
                .with_help(help),
        );
    }

    /// `<T>` where T is a scalar or a struct.
    fn elem_arg(&mut self, depth: u32) -> PResult<Elem> {
        self.expect(Tok::Lt, "`<` and an element type")?;
        let start = self.tok().span;
        if depth >= MAX_DEPTH {
            return Err(self.report(
                Diagnostic::new(codes::MPP0005, "type nested too deeply")
                    .with_primary(start, "here"),
            ));
        }
        let inner = self.type_at_depth(TyCtx::Other, depth + 1)?;
        let span = self.span_from(start);
        self.expect(Tok::Gt, "`>`")?;
        match inner {
            Type::Scalar(s) => Ok(Elem::Scalar(s)),
            Type::Struct(h) => Ok(Elem::Struct(h)),
            _ => {
                self.report(
                    Diagnostic::new(
                        codes::MPP0005,
                        "a buffer or pointer element must be a scalar or a value struct",
                    )
                    .with_primary(span, "not an element type"),
                );
                Ok(Elem::Scalar(Scalar::U8))
            }
        }
    }

    /// Skips a balanced `<…>` after a host type name, if there is one.
    pub(super) fn skip_type_args(&mut self) -> PResult<()> {
        let Some(open) = self.eat(Tok::Lt) else {
            return Ok(());
        };
        let mut depth = 1u32;
        loop {
            match self.kind() {
                Tok::Lt => depth += 1,
                Tok::Gt => {
                    depth -= 1;
                    if depth == 0 {
                        self.bump();
                        return Ok(());
                    }
                }
                Tok::Eof | Tok::LBrace | Tok::RBrace | Tok::Eq => {
                    return Err(self.report(
                        Diagnostic::new(codes::MPP0001, "unclosed `<` in a type")
                            .with_primary(open.span, "this `<` has no matching `>`"),
                    ));
                }
                _ => {}
            }
            self.bump();
        }
    }
}
