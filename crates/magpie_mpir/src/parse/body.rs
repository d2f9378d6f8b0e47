//! Function bodies: blocks (`bbN:`), statements, `unsafe { … }` groups, and
//! the per-function tables that turn `%names` and labels into handles.
//!
//! Values are interned at first sight (definition or use); a value only used
//! keeps type `unit` (the verifier reports MPS0002), a second definition
//! reuses the handle (MPS0003). Labels are resolved when the body ends, so a
//! branch may name a later block; unknown (MPS0007) and repeated (MPS0008)
//! labels are reported here.

use std::collections::HashMap;

use magpie_diag::{codes, Diagnostic, Span};

use super::lexer::Tok;
use super::Parser;
use crate::arena::{Arena, Handle};
use crate::module::{Block, BlockId, FnSpans, Inst, Terminator, Value, ValueDef};
use crate::types::Type;

/// A function under construction.
#[derive(Default)]
pub(crate) struct FnBuilder<'s> {
    values: Arena<ValueDef>,
    value_spans: Vec<Span>,
    defined: Vec<bool>,
    value_ids: HashMap<&'s str, Value>,
    pub(super) insts: Arena<Inst>,
    inst_spans: Vec<Span>,
    operand_spans: Vec<Vec<Span>>,
    blocks: Arena<Block>,
    block_spans: Vec<Span>,
    term_spans: Vec<Span>,
    /// Defined labels.
    labels: HashMap<&'s str, BlockId>,
    /// Referenced labels → a temporary id, until the body ends.
    refs: HashMap<&'s str, u32>,
    /// Temporary id → label and its first reference.
    ref_list: Vec<(&'s str, Span)>,
}

impl<'s> FnBuilder<'s> {
    /// The value named `name`, created (type `unit`) at first sight.
    pub(super) fn use_value(&mut self, name: &'s str, span: Span) -> Value {
        if let Some(&v) = self.value_ids.get(name) {
            return v;
        }
        let v = self.values.append(ValueDef {
            name: name.to_string(),
            ty: Type::Unit,
        });
        self.value_ids.insert(name, v);
        self.value_spans.push(span);
        self.defined.push(false);
        v
    }

    /// Defines `name` with type `ty`; a second definition keeps the first's
    /// type and span.
    pub(super) fn def_value(&mut self, name: &'s str, span: Span, ty: Type) -> Value {
        let v = self.use_value(name, span);
        if let Some(d) = self.defined.get_mut(v.index()) {
            if !*d {
                *d = true;
                if let Some(def) = self.values.get_mut(v) {
                    def.ty = ty;
                }
                if let Some(s) = self.value_spans.get_mut(v.index()) {
                    *s = span;
                }
            }
        }
        v
    }

    /// A reference to a label, resolved when the body ends.
    pub(super) fn label_ref(&mut self, name: &'s str, span: Span) -> BlockId {
        let next = self.ref_list.len() as u32;
        let id = *self.refs.entry(name).or_insert(next);
        if id == next {
            self.ref_list.push((name, span));
        }
        Handle::from_index(id)
    }

    fn new_block(&mut self, label: &'s str, span: Span) -> BlockId {
        let b = self.blocks.append(Block {
            label: label.to_string(),
            insts: Vec::new(),
            term: Terminator::Unreachable,
        });
        self.block_spans.push(span);
        self.term_spans.push(Span::default());
        b
    }

    pub(super) fn push_inst(&mut self, block: BlockId, inst: Inst, span: Span, ops: Vec<Span>) {
        let i = self.insts.append(inst);
        self.inst_spans.push(span);
        self.operand_spans.push(ops);
        if let Some(b) = self.blocks.get_mut(block) {
            b.insts.push(i);
        }
    }

    fn set_term(&mut self, block: BlockId, term: Terminator, span: Span) {
        if let Some(b) = self.blocks.get_mut(block) {
            b.term = term;
        }
        if let Some(s) = self.term_spans.get_mut(block.index()) {
            *s = span;
        }
    }

    /// Resolves labels and hands the arenas over, filling `spans`.
    pub(super) fn finish(
        mut self,
        spans: &mut FnSpans,
        diags: &mut Vec<Diagnostic>,
    ) -> (Arena<ValueDef>, Arena<Inst>, Arena<Block>) {
        let mut map: Vec<BlockId> = Vec::with_capacity(self.ref_list.len());
        for &(name, span) in &self.ref_list {
            match self.labels.get(name) {
                Some(&b) => map.push(b),
                None => {
                    let mut d =
                        Diagnostic::new(codes::MPS0007, format!("unknown block label `{name}`"))
                            .with_primary(span, "no block has this label");
                    let known: Vec<&str> = self.labels.keys().copied().take(256).collect();
                    let near = super::suggest::closest(name, known, 3);
                    if let Some(h) = super::suggest::did_you_mean(&near) {
                        d = d.with_help(h);
                    }
                    diags.push(d);
                    map.push(Handle::from_index(0));
                }
            }
        }
        let fix = |b: &mut BlockId| {
            if let Some(&r) = map.get(b.index()) {
                *b = r;
            }
        };
        for (_, inst) in self.insts.iter_mut() {
            inst.blocks.iter_mut().for_each(fix);
        }
        for (_, block) in self.blocks.iter_mut() {
            match &mut block.term {
                Terminator::Br(b) => fix(b),
                Terminator::Cbr {
                    then_block,
                    else_block,
                    ..
                } => {
                    fix(then_block);
                    fix(else_block);
                }
                Terminator::Switch { cases, default, .. } => {
                    cases.iter_mut().for_each(|(_, b)| fix(b));
                    fix(default);
                }
                Terminator::Ret(_) | Terminator::Unreachable => {}
            }
        }
        spans.values = self.value_spans;
        spans.blocks = self.block_spans;
        spans.insts = self.inst_spans;
        spans.operands = self.operand_spans;
        spans.terms = self.term_spans;
        (self.values, self.insts, self.blocks)
    }
}

/// Where the body is: in a block that still takes statements, or after a
/// terminator (only a label or the closing `}` may follow).
#[derive(Clone, Copy)]
struct Cur {
    block: BlockId,
    label_span: Span,
    terminated: bool,
    /// "instruction after the terminator" was reported for this block.
    complained: bool,
}

impl<'s> Parser<'s> {
    /// Reads statements up to the `}` matching `open` (consumed).
    pub(super) fn parse_body(&mut self, fb: &mut FnBuilder<'s>, open: Span) {
        let mut cur: Option<Cur> = None;
        // Open `unsafe {` groups.
        let mut unsafe_open: Vec<Span> = Vec::new();
        loop {
            let t = self.tok();
            match t.kind {
                Tok::Eof => {
                    self.unclosed(open, "this function's body");
                    break;
                }
                Tok::RBrace => {
                    self.bump();
                    if unsafe_open.pop().is_some() {
                        continue;
                    }
                    self.check_terminated(cur, t.span);
                    break;
                }
                Tok::Ident if self.at_decl_start() => {
                    self.unclosed(open, "this function's body");
                    break;
                }
                Tok::Ident if self.nth(1).kind == Tok::Colon => {
                    let label = self.text(t);
                    self.bump();
                    self.bump();
                    if !label.starts_with("bb") {
                        self.report(
                            Diagnostic::new(
                                codes::MPP0001,
                                format!("`{label}` is not a block label"),
                            )
                            .with_primary(t.span, "block labels start with `bb`")
                            .with_help(format!("rename it, e.g. `bb_{label}`")),
                        );
                    }
                    if let Some(u) = unsafe_open.pop() {
                        unsafe_open.clear();
                        self.unclosed(u, "this `unsafe` group");
                    }
                    self.check_terminated(cur, t.span);
                    let block = fb.new_block(label, t.span);
                    match fb.labels.get(label) {
                        Some(&first) => {
                            let prev = fb
                                .block_spans
                                .get(first.index())
                                .copied()
                                .unwrap_or_default();
                            self.report(
                                Diagnostic::new(
                                    codes::MPS0008,
                                    format!("block label `{label}` is defined more than once"),
                                )
                                .with_primary(t.span, "defined again here")
                                .with_secondary(prev, "first defined here")
                                .with_help("give each block its own label"),
                            );
                        }
                        None => {
                            fb.labels.insert(label, block);
                        }
                    }
                    cur = Some(Cur {
                        block,
                        label_span: t.span,
                        terminated: false,
                        complained: false,
                    });
                }
                _ => self.statement(fb, &mut cur, &mut unsafe_open),
            }
        }
    }

    fn check_terminated(&mut self, cur: Option<Cur>, at: Span) {
        if let Some(c) = cur.filter(|c| !c.terminated) {
            let label = self.slice(c.label_span);
            self.report(
                Diagnostic::new(
                    codes::MPP0001,
                    format!("block `{label}` does not end in a terminator"),
                )
                .with_primary(
                    at,
                    "expected `ret`, `br`, `cbr`, `switch` or `unreachable` before this",
                )
                .with_secondary(c.label_span, "the block starts here"),
            );
        }
    }

    fn statement(
        &mut self,
        fb: &mut FnBuilder<'s>,
        cur: &mut Option<Cur>,
        unsafe_open: &mut Vec<Span>,
    ) {
        let start = self.pos;
        let t = self.tok();
        let Some(c) = cur.as_mut() else {
            self.unexpected("a block label like `bb0:`");
            self.recover_line(start);
            return;
        };
        if self.is_word(0, "unsafe") && self.nth(1).kind == Tok::LBrace {
            self.bump();
            let brace = self.bump();
            unsafe_open.push(t.span.to(brace.span));
            return;
        }
        if c.terminated {
            if !c.complained {
                c.complained = true;
                let label = self.slice(c.label_span);
                self.report(
                    Diagnostic::new(
                        codes::MPP0001,
                        format!("statement after the terminator of block `{label}`"),
                    )
                    .with_primary(t.span, "a block ends at its terminator")
                    .with_help("start a new block with a label like `bb1:`"),
                );
            }
            self.recover_line(start);
            return;
        }
        let block = c.block;
        let r = if self.kind() == Tok::Ident
            && matches!(
                self.text(t),
                "ret" | "br" | "cbr" | "switch" | "unreachable"
            ) {
            self.parse_terminator(fb).map(|(term, span)| {
                fb.set_term(block, term, span);
                c.terminated = true;
            })
        } else {
            self.parse_inst(fb, block, !unsafe_open.is_empty())
        };
        let r = r.and_then(|()| self.end_of_statement());
        if r.is_err() {
            self.recover_line(start);
        }
    }

    /// A statement ends at a line break, a `}` or the end of the file.
    fn end_of_statement(&mut self) -> super::PResult<()> {
        let t = self.tok();
        if t.nl || matches!(t.kind, Tok::RBrace | Tok::Eof) {
            Ok(())
        } else {
            Err(self.unexpected("the end of the line"))
        }
    }

    /// Skips what is left of a bad statement begun at token `start`: up to
    /// the next line that starts a statement, or a `}` that closes the body
    /// (or an `unsafe` group). Consumes at least one token.
    fn recover_line(&mut self, start: usize) {
        let mut depth: i64 = self
            .toks
            .get(start..self.pos)
            .unwrap_or(&[])
            .iter()
            .map(|t| match t.kind {
                Tok::LBrace => 1,
                Tok::RBrace => -1,
                _ => 0,
            })
            .sum();
        if self.pos == start {
            let t = self.bump();
            depth += match t.kind {
                Tok::LBrace => 1,
                Tok::RBrace => -1,
                _ => 0,
            };
        }
        loop {
            let t = self.tok();
            match t.kind {
                Tok::Eof => return,
                Tok::RBrace if depth <= 0 => return,
                _ if t.nl && (depth <= 0 || self.starts_statement()) => return,
                Tok::LBrace => depth += 1,
                Tok::RBrace => depth -= 1,
                _ => {}
            }
            self.bump();
        }
    }

    /// The current token begins a statement, a label or a declaration.
    fn starts_statement(&self) -> bool {
        let t = self.tok();
        let next = self.nth(1).kind;
        match t.kind {
            Tok::Local => next == Tok::Colon,
            Tok::Ident => {
                next == Tok::Colon
                    || matches!(
                        self.text(t),
                        "ret" | "br" | "cbr" | "switch" | "unreachable"
                    )
                    || (self.is_word(0, "unsafe") && next == Tok::LBrace)
                    || self.decl_keyword_at(0)
            }
            _ => false,
        }
    }
}
