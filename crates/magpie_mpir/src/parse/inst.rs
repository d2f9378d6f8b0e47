//! Instructions: `%x: T = OP …` or a void `OP …`, where OP's shape comes from
//! the op table ([`crate::ops`]): keyed operands, `phi`, `call`, `new`,
//! `getfield`, string attributes, host-only ops; and operands (`%v`,
//! `const.T LIT`).
//!
//! `%x: T = const.S LIT` (a named constant, as in the spec's §17.8) is the
//! `const` op, whose one operand is the constant.

use std::collections::HashMap;
use std::sync::OnceLock;

use magpie_diag::{codes, Diagnostic, Span};

use super::body::FnBuilder;
use super::lexer::{Tok, Token};
use super::literal::u64_value;
use super::operand::{Raw, RawOp};
use super::suggest::{closest, did_you_mean};
use super::types::TyCtx;
use super::{PResult, Parser, Reported};
use crate::module::{BlockId, Inst, TyArg};
use crate::ops::{host_op_class, Opcode, Syntax, TyParams, ALIASES, HOST_OPS, KEY_ALIASES, OPS};
use crate::types::{Scalar, Type};

/// The parts of an instruction read after its op name, in stored order.
#[derive(Default)]
pub(super) struct Parts<'s> {
    pub(super) ty_args: Vec<TyArg>,
    pub(super) ops: Vec<RawOp<'s>>,
    pub(super) keys: Vec<String>,
    pub(super) blocks: Vec<BlockId>,
    pub(super) attr: Option<String>,
}

type Implied = Option<(Scalar, Scalar)>;

/// Every spelling `Opcode::lookup` accepts, hashed.
fn lookup(name: &str) -> Option<(Opcode, Implied)> {
    static TABLE: OnceLock<HashMap<&'static str, (Opcode, Implied)>> = OnceLock::new();
    TABLE
        .get_or_init(|| {
            let mut m = HashMap::new();
            for info in OPS
                .iter()
                .filter(|i| !matches!(i.op, Opcode::HostOp | Opcode::Literal))
            {
                m.insert(info.name, (info.op, None));
            }
            for a in ALIASES {
                m.entry(a.spelling).or_insert((a.op, a.implied));
            }
            m
        })
        .get(name)
        .copied()
}

impl<'s> Parser<'s> {
    /// An instruction (the current token is `%x` or an op name).
    pub(super) fn parse_inst(
        &mut self,
        fb: &mut FnBuilder<'s>,
        block: BlockId,
        in_unsafe: bool,
    ) -> PResult<()> {
        let start = self.tok().span;
        let mut result = None;
        let mut result_ty = None;
        if self.kind() == Tok::Local {
            let r = self.bump();
            self.expect(Tok::Colon, "`:` and the result type")?;
            let (ty, _) = self.parse_type(TyCtx::Other)?;
            self.expect(Tok::Eq, "`=` and an operation")?;
            result = Some(fb.def_value(self.sigil_name(r), r.span, ty));
            result_ty = Some(ty);
        }
        let op_tok = self.tok();
        if op_tok.kind != Tok::Ident {
            return Err(self.unexpected("an operation"));
        }
        let name = self.text(op_tok);
        let mut p = Parts::default();
        let op = if name.starts_with("const.") {
            let (c, span) = self.parse_const()?;
            p.ops.push(RawOp {
                raw: Raw::Const(c),
                span,
            });
            Opcode::Literal
        } else {
            self.bump();
            let known = lookup(name).filter(|(op, _)| self.library || !op.is_internal());
            if let Some((op, implied)) = known {
                match op.info().syntax {
                    Syntax::Keyed => self.keyed(op, name, implied, op_tok, &mut p)?,
                    Syntax::Phi => self.phi(fb, result_ty, &mut p)?,
                    Syntax::Call => {
                        let f = self.expect(Tok::Global, "the callee `@name`")?;
                        p.attr = Some(self.sigil_name(f).to_string());
                        if self.kind() == Tok::LBrace {
                            self.free_keys(&mut p, false)?;
                        }
                    }
                    Syntax::New => {
                        let (ty, _) = self.parse_type(TyCtx::Other)?;
                        p.ty_args.push(TyArg::Type(ty));
                        if self.kind() == Tok::LBrace {
                            self.free_keys(&mut p, false)?;
                        }
                    }
                    Syntax::GetField => self.getfield(op_tok, &mut p)?,
                    Syntax::StrAttr(key) => self.str_attr(key, name, op_tok, &mut p)?,
                    Syntax::Host => self.host(name, &mut p)?,
                    // `lookup` never returns the `const.T LIT` op by name.
                    Syntax::Literal => return Err(self.unknown_op(op_tok, name)),
                }
                op
            } else if host_op_class(name).is_some() {
                self.host(name, &mut p)?;
                Opcode::HostOp
            } else {
                return Err(self.unknown_op(op_tok, name));
            }
        };
        let mut operands = Vec::with_capacity(p.ops.len());
        let mut spans = Vec::with_capacity(p.ops.len());
        for raw in p.ops {
            let (o, s) = raw.intern(fb);
            operands.push(o);
            spans.push(s);
        }
        let inst = Inst {
            op,
            result,
            ty_args: p.ty_args,
            operands,
            keys: p.keys,
            blocks: p.blocks,
            attr: p.attr,
            in_unsafe,
        };
        fb.push_inst(block, inst, self.span_from(start), spans);
        Ok(())
    }

    fn unknown_op(&mut self, t: Token, name: &str) -> Reported {
        let library = self.library;
        let names = OPS
            .iter()
            .filter(|i| i.op != Opcode::HostOp && (library || !i.op.is_internal()))
            .map(|i| i.name)
            .chain(ALIASES.iter().map(|a| a.spelling))
            .chain(HOST_OPS.iter().map(|(s, _)| *s));
        let near = closest(name, names, 3);
        let help = did_you_mean(&near).unwrap_or_else(|| {
            "the operations are listed in KERNEL_LANGUAGE.md (`magpie-gpu explain MPP0003`)"
                .to_string()
        });
        self.report(
            Diagnostic::new(
                codes::MPP0003,
                format!("unknown operation `{}`", super::clip(name)),
            )
            .with_primary(t.span, "not an operation")
            .with_help(help),
        )
    }

    pub(super) fn ty_arg(&mut self) -> PResult<Type> {
        Ok(self.parse_type(TyCtx::Other)?.0)
    }

    /// `<T>`, `<FROM, TO>` or `<N, T>` as the op wants, then `{ key=V, … }`
    /// with the row's keys in any order (stored in the row's order).
    fn keyed(
        &mut self,
        op: Opcode,
        name: &str,
        implied: Implied,
        op_tok: Token,
        p: &mut Parts<'s>,
    ) -> PResult<()> {
        let info = op.info();
        let takes = match (info.ty_params, implied) {
            (TyParams::None, _) | (_, Some(_)) => "no type parameters",
            (TyParams::One, None) => "`<T>`",
            (TyParams::FromTo, None) => "`<FROM, TO>`",
            (TyParams::CountType, None) => "`<N, T>`",
        };
        if let Some((from, to)) = implied {
            p.ty_args = vec![
                TyArg::Type(Type::Scalar(from)),
                TyArg::Type(Type::Scalar(to)),
            ];
        } else if info.ty_params != TyParams::None {
            self.expect(Tok::Lt, &format!("{takes} after `{name}`"))?;
            match info.ty_params {
                TyParams::One => {
                    let t = self.ty_arg()?;
                    p.ty_args.push(TyArg::Type(t));
                }
                TyParams::FromTo => {
                    let a = self.ty_arg()?;
                    self.expect(Tok::Comma, "`,` and the target type")?;
                    let b = self.ty_arg()?;
                    p.ty_args = vec![TyArg::Type(a), TyArg::Type(b)];
                }
                _ => {
                    let n = self.expect(Tok::Number, "an element count")?;
                    let count = match u64_value(self.text(n)) {
                        Ok(v) => v,
                        Err(msg) => {
                            self.report(
                                Diagnostic::new(codes::MPP0004, msg)
                                    .with_primary(n.span, "not a valid count"),
                            );
                            0
                        }
                    };
                    self.expect(Tok::Comma, "`,` and the element type")?;
                    let t = self.ty_arg()?;
                    p.ty_args = vec![TyArg::Count(count), TyArg::Type(t)];
                }
            }
            self.expect(Tok::Gt, "`>`")?;
        }
        if self.kind() == Tok::Lt {
            return Err(self.unexpected(&format!("no type parameters: `{name}` takes {takes}")));
        }
        let keys = info.keys;
        let shape = || {
            let list: Vec<String> = keys.iter().map(|k| format!("{k}=…")).collect();
            format!("`{name} {{ {} }}`", list.join(", "))
        };
        let Some(open) = self.eat(Tok::LBrace) else {
            if keys.is_empty() {
                return Ok(());
            }
            return Err(self.report(
                Diagnostic::new(codes::MPP0006, format!("`{name}` is missing its operands"))
                    .with_primary(op_tok.span, "expected `{` and the operands after this")
                    .with_help(format!("write {}", shape())),
            ));
        };
        let alias_ok = keys == ["lhs", "rhs"];
        let mut slots: Vec<Option<(RawOp<'s>, Span)>> = keys.iter().map(|_| None).collect();
        let mut bad = false;
        loop {
            if self.eat(Tok::RBrace).is_some() {
                break;
            }
            let k = self.expect(Tok::Ident, "an operand `key=value` or `}`")?;
            self.expect(Tok::Eq, "`=` and the operand")?;
            let v = self.parse_operand()?;
            let written = self.text(k);
            let canon = if alias_ok {
                KEY_ALIASES
                    .iter()
                    .find(|(a, _)| *a == written)
                    .map_or(written, |(_, c)| *c)
            } else {
                written
            };
            match keys.iter().position(|x| *x == canon) {
                None => {
                    bad = true;
                    let help = if keys.is_empty() {
                        format!("`{name}` takes no operands")
                    } else {
                        format!("write {}", shape())
                    };
                    self.report(
                        Diagnostic::new(
                            codes::MPP0006,
                            format!("`{name}` has no operand `{written}`"),
                        )
                        .with_primary(k.span, "unknown key")
                        .with_help(help),
                    );
                }
                Some(i) => match slots.get_mut(i) {
                    Some(Some((_, prev))) => {
                        let prev = *prev;
                        bad = true;
                        self.report(
                            Diagnostic::new(
                                codes::MPP0006,
                                format!("operand `{canon}` of `{name}` is given twice"),
                            )
                            .with_primary(k.span, "repeated key")
                            .with_secondary(prev, "first given here")
                            .with_help("give each operand once"),
                        );
                    }
                    Some(slot) => *slot = Some((v, k.span)),
                    None => {}
                },
            }
            if self.eat(Tok::Comma).is_none() && self.kind() != Tok::RBrace {
                return Err(self.unexpected("`,` or `}`"));
            }
        }
        let braces = self.span_from(open.span);
        let missing: Vec<String> = keys
            .iter()
            .zip(&slots)
            .filter(|(_, s)| s.is_none())
            .map(|(k, _)| format!("`{k}`"))
            .collect();
        if !missing.is_empty() {
            let plural = if missing.len() == 1 { "" } else { "s" };
            self.report(
                Diagnostic::new(
                    codes::MPP0006,
                    format!("`{name}` is missing operand{plural} {}", missing.join(", ")),
                )
                .with_primary(braces, "incomplete operands")
                .with_help(format!("write {}", shape())),
            );
            return Err(Reported);
        }
        if bad {
            return Err(Reported);
        }
        p.ops.extend(slots.into_iter().flatten().map(|(v, _)| v));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashed_lookup_agrees_with_the_table() {
        for info in OPS {
            assert_eq!(
                lookup(info.name),
                Opcode::lookup(info.name),
                "{}",
                info.name
            );
        }
        for a in ALIASES {
            assert_eq!(
                lookup(a.spelling),
                Opcode::lookup(a.spelling),
                "{}",
                a.spelling
            );
        }
        assert_eq!(lookup("arr.new"), None);
    }
}
