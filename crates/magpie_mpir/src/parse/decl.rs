//! Top-level declarations: the module loop, `value`/`heap struct`, and
//! `gpu fn` / `unsafe gpu fn` (clauses in [`super::clause`], host
//! declarations in [`super::host`]).

use magpie_diag::{codes, Diagnostic, Span};

use super::body::FnBuilder;
use super::lexer::Tok;
use super::types::TyCtx;
use super::{PResult, Parser, Reported};
use crate::module::{Field, FnSpans, StructDef, StructKind, StructSpans};

impl<'s> Parser<'s> {
    pub(super) fn parse_module(&mut self) {
        self.prescan_structs();
        self.parse_header();
        loop {
            let t = self.tok();
            match t.kind {
                Tok::Eof => break,
                Tok::RBrace => {
                    self.report(
                        Diagnostic::new(codes::MPP0008, "unbalanced braces: unmatched `}`")
                            .with_primary(t.span, "no `{` opens this")
                            .with_help("remove this `}` or add the `{` it closes"),
                    );
                    self.bump();
                }
                Tok::Ident => {
                    if self.top_level_ident().is_err() {
                        self.recover_top();
                    }
                }
                _ => {
                    self.unexpected("a declaration");
                    self.recover_top();
                }
            }
        }
    }

    fn top_level_ident(&mut self) -> PResult<()> {
        let word = self.text(self.tok());
        match word {
            "gpu" if self.is_word(1, "fn") => self.parse_gpu_fn(),
            "unsafe" if self.is_word(1, "gpu") => self.parse_gpu_fn(),
            "value" | "heap" if self.is_word(1, "struct") => self.parse_struct(),
            _ if self.header_keyword().is_some() => {
                self.misplaced_header_item();
                Ok(())
            }
            "fn" | "async" | "sig" | "impl" | "global" | "extern" | "enum" => {
                self.skip_host_decl();
                Ok(())
            }
            "unsafe" if self.is_word(1, "fn") => {
                self.skip_host_decl();
                Ok(())
            }
            "value" | "heap" if self.is_word(1, "enum") => {
                self.skip_host_decl();
                Ok(())
            }
            _ => {
                let r = self.unexpected("a declaration");
                if let Some(d) = self.diags.last_mut() {
                    d.help = Some(
                        "declarations are `gpu fn`, `unsafe gpu fn`, `value struct`, `heap struct`, or host code (`fn`, `sig`, `impl`, `global`, …)"
                            .to_string(),
                    );
                }
                Err(r)
            }
        }
    }

    /// Registers every top-level `value struct N` / `heap struct N` so that
    /// types may name a struct declared later. Arena order = file order.
    fn prescan_structs(&mut self) {
        let mut depth = 0u32;
        for i in 0..self.toks.len() {
            let Some(&t) = self.toks.get(i) else { break };
            match t.kind {
                Tok::LBrace => depth += 1,
                Tok::RBrace => depth = depth.saturating_sub(1),
                Tok::Ident if depth == 0 && self.text(t) == "struct" => {
                    let (Some(&kw), Some(&name)) = (
                        i.checked_sub(1).and_then(|k| self.toks.get(k)),
                        self.toks.get(i + 1),
                    ) else {
                        continue;
                    };
                    let kind = match self.text(kw) {
                        "value" if kw.kind == Tok::Ident => StructKind::Value,
                        "heap" if kw.kind == Tok::Ident => StructKind::Heap,
                        _ => continue,
                    };
                    if name.kind != Tok::Ident {
                        continue;
                    }
                    let n = self.text(name);
                    let h = self.module.structs.append(StructDef {
                        name: n.to_string(),
                        kind,
                        doc: None,
                        fields: Vec::new(),
                        spans: StructSpans::default(),
                    });
                    self.struct_ids.entry(n).or_insert(h);
                    self.struct_at.insert(i - 1, h);
                }
                _ => {}
            }
        }
    }

    fn parse_struct(&mut self) -> PResult<()> {
        let first = self.pos;
        let doc = self.take_doc(first);
        let kw = self.bump();
        let kind = if self.text(kw) == "heap" {
            StructKind::Heap
        } else {
            StructKind::Value
        };
        self.expect_word("struct")?;
        let name_tok = self.expect(Tok::Ident, "a struct name")?;
        let name = self.text(name_tok);
        let open = self.expect(Tok::LBrace, "`{` and the fields")?;
        let decl = self.span_from(kw.span);
        let mut fields = Vec::new();
        let mut field_spans = Vec::new();
        loop {
            let t = self.tok();
            if t.kind == Tok::RBrace {
                self.bump();
                break;
            }
            if t.kind == Tok::Eof || self.at_decl_start() {
                self.unclosed(open.span, &format!("struct `{name}`"));
                break;
            }
            if self.is_word(0, "field") {
                let kw = self.bump();
                match self.parse_field() {
                    Ok(f) => {
                        fields.push(f);
                        field_spans.push(self.span_from(kw.span));
                    }
                    Err(_) => self.skip_in_struct(false),
                }
            } else {
                self.unexpected("`field name: Type` or `}`");
                self.skip_in_struct(true);
            }
        }
        let h = match self.struct_at.get(&first) {
            Some(&h) => h,
            None => {
                let h = self.module.structs.append(StructDef {
                    name: name.to_string(),
                    kind,
                    doc: None,
                    fields: Vec::new(),
                    spans: StructSpans::default(),
                });
                self.struct_ids.entry(name).or_insert(h);
                h
            }
        };
        if let Some(s) = self.module.structs.get_mut(h) {
            s.name = name.to_string();
            s.kind = kind;
            s.doc = doc;
            s.fields = fields;
            s.spans = StructSpans {
                decl,
                name: name_tok.span,
                fields: field_spans,
            };
        }
        Ok(())
    }

    /// `name: Type` after `field`, and an optional comma.
    fn parse_field(&mut self) -> PResult<Field> {
        let n = self.expect(Tok::Ident, "a field name")?;
        self.expect(Tok::Colon, "`:` and the field's type")?;
        let (ty, _) = self.parse_type(TyCtx::Other)?;
        self.eat(Tok::Comma);
        Ok(Field {
            name: self.text(n).to_string(),
            ty,
        })
    }

    /// Skips to the next `field`, `}` or declaration.
    fn skip_in_struct(&mut self, force: bool) {
        if force {
            self.bump();
        }
        while self.kind() != Tok::Eof
            && self.kind() != Tok::RBrace
            && !self.is_word(0, "field")
            && !self.at_decl_start()
        {
            self.bump();
        }
    }

    /// MPP0008 for a `{` whose `}` never comes.
    pub(super) fn unclosed(&mut self, open: Span, what: &str) -> Reported {
        self.report(
            Diagnostic::new(
                codes::MPP0008,
                format!("unbalanced braces: {what} is not closed"),
            )
            .with_primary(open, "this `{` has no matching `}`")
            .with_help("add the missing `}`"),
        )
    }

    fn parse_gpu_fn(&mut self) -> PResult<()> {
        let first = self.pos;
        let doc = self.take_doc(first);
        let start = self.tok().span;
        let is_unsafe = self.eat_word("unsafe").is_some();
        self.expect_word("gpu")?;
        self.expect_word("fn")?;
        let name_tok = self.expect(Tok::Global, "a function name like `@kernel`")?;
        let mut fb = FnBuilder::default();
        self.expect(Tok::LParen, "`(` and the parameters")?;
        let mut params = Vec::new();
        loop {
            if self.eat(Tok::RParen).is_some() {
                break;
            }
            let p = self.expect(Tok::Local, "a parameter `%name: Type` or `)`")?;
            self.expect(Tok::Colon, "`:` and the parameter's type")?;
            let (ty, _) = self.parse_type(TyCtx::Param)?;
            params.push(fb.def_value(self.sigil_name(p), p.span, ty));
            if self.eat(Tok::Comma).is_none() {
                self.expect(Tok::RParen, "`,` or `)`")?;
                break;
            }
        }
        self.expect(Tok::Arrow, "`->` and the return type")?;
        let (ret, ret_span) = self.parse_type(TyCtx::Other)?;
        let c = self.parse_clauses()?;
        let open = self.expect(
            Tok::LBrace,
            "a clause (`target`, `workgroup`, `requires`) or `{`",
        )?;
        let decl = self.span_from(start);
        self.parse_body(&mut fb, open.span);
        let mut spans = FnSpans {
            decl,
            name: name_tok.span,
            ret: ret_span,
            target: c.target_span,
            workgroup: c.workgroup_span,
            requires: c.requires_spans,
            ..FnSpans::default()
        };
        let (values, insts, blocks) = fb.finish(&mut spans, &mut self.diags);
        self.module.functions.append(crate::module::Function {
            name: self.sigil_name(name_tok).to_string(),
            doc,
            is_unsafe,
            params,
            ret,
            target: c.target,
            workgroup: c.workgroup,
            requires: c.requires,
            values,
            insts,
            blocks,
            spans,
        });
        Ok(())
    }
}
