//! Lowering a control-flow [`Program`] to kernel text: blocks, `br`, `cbr`,
//! `switch`, and SSA by the simplest correct construction.
//!
//! Every variable (the state variables, `acc`, and one counter per loop) is
//! live everywhere. A *join* block (if/switch merges, case blocks entered by
//! a fallthrough, loop headers, latches, exits) gets a phi for every
//! variable with one entry per predecessor block, holding the value the
//! variable had at the end of that predecessor; any other block has one
//! predecessor and inherits its values. Edges are recorded when their
//! terminator is lowered; phis are written only at the end, when the back
//! edges are known too. A join nobody branches to is unreachable: it is
//! not written, and the statements after it are dead and skipped.

use std::fmt::Write;

use magpie_mpir::Scalar;

use super::{Cond, Default, Expr, Limit, LoopKind, Program, Stmt, INPUT_LEN};
use crate::values;

struct Blk {
    /// Gets phis (a join); otherwise it has exactly one predecessor.
    phi: bool,
    code: String,
    term: String,
    /// Predecessor blocks, each once, with the variables' values there.
    preds: Vec<(usize, Vec<String>)>,
}

struct LoopCtx {
    latch: usize,
    exit: usize,
    /// The join after the loop of `exit` and the own exit blocks of
    /// breaks, made by the first such break.
    after: Option<usize>,
}

struct Lower<'a> {
    p: &'a Program,
    /// Types of all variables: state variables, acc, loop counters.
    tys: Vec<Scalar>,
    blocks: Vec<Blk>,
    env: Vec<String>,
    cur: Option<usize>,
    loops: Vec<LoopCtx>,
    next_counter: usize,
    tmp: usize,
    sites: u32,
}

fn count_loops(body: &[Stmt]) -> usize {
    body.iter()
        .map(|s| match s {
            Stmt::Loop { body, .. } => 1 + count_loops(body),
            Stmt::If { then_, else_, .. } => count_loops(then_) + count_loops(else_),
            Stmt::Switch { cases, .. } => cases.iter().map(|c| count_loops(&c.body)).sum(),
            Stmt::Break { exit: Some(e), .. } => count_loops(e),
            _ => 0,
        })
        .sum()
}

/// The blocks of `p`'s kernel body (after the signature line).
pub(super) fn lower(p: &Program) -> String {
    let nloops = count_loops(&p.body);
    let mut tys = p.vars.clone();
    tys.push(Scalar::U32); // acc
    tys.extend(std::iter::repeat_n(Scalar::U32, nloops));
    let mut env: Vec<String> = p
        .vars
        .iter()
        .zip(&p.init)
        .map(|(ty, &bits)| {
            format!(
                "const.{} {}",
                ty.name(),
                values::literal(*ty, bits.into(), 1)
            )
        })
        .collect();
    env.push("const.u32 17".into());
    env.extend(std::iter::repeat_n("const.u32 0".to_string(), nloops));
    let mut l = Lower {
        p,
        tys,
        blocks: Vec::new(),
        env,
        cur: None,
        loops: Vec::new(),
        next_counter: 0,
        tmp: 0,
        sites: 0,
    };
    let entry = l.new_block(false);
    l.cur = Some(entry);
    l.emit(format!(
        "%gid: u32 = gpu.global_id {{ dim=const.u32 0 }}\n    %obase: u32 = i.mul {{ lhs=%gid, rhs=const.u32 {} }}",
        p.width()
    ));
    l.hash(entry);
    l.stmts(&p.body);
    if l.cur.is_some() {
        l.ret();
    }
    l.render()
}

impl Lower<'_> {
    fn acc(&self) -> usize {
        self.p.vars.len()
    }

    fn new_block(&mut self, phi: bool) -> usize {
        self.blocks.push(Blk {
            phi,
            code: String::new(),
            term: String::new(),
            preds: Vec::new(),
        });
        self.blocks.len() - 1
    }

    fn emit(&mut self, line: String) {
        if let Some(b) = self.cur {
            let code = &mut self.blocks[b].code;
            code.push_str("    ");
            code.push_str(&line);
            code.push('\n');
        }
    }

    fn fresh(&mut self) -> String {
        self.tmp += 1;
        format!("%t{}", self.tmp)
    }

    /// `acc = acc * 31 + b`: the path taken shows in the result.
    fn hash(&mut self, b: usize) {
        let acc = self.acc();
        let (m, a) = (self.fresh(), self.fresh());
        let old = self.env[acc].clone();
        self.emit(format!(
            "{m}: u32 = i.mul {{ lhs={old}, rhs=const.u32 31 }}"
        ));
        self.emit(format!("{a}: u32 = i.add {{ lhs={m}, rhs=const.u32 {b} }}"));
        self.env[acc] = a;
    }

    /// Continues in `b` if anything branches there. A join's variables are
    /// its phis; a plain block keeps the current values (its one
    /// predecessor's).
    fn enter(&mut self, b: usize) -> bool {
        if self.blocks[b].preds.is_empty() {
            self.cur = None;
            return false;
        }
        self.cur = Some(b);
        if self.blocks[b].phi {
            self.env = (0..self.tys.len()).map(|v| format!("%p{b}_{v}")).collect();
        }
        self.hash(b);
        true
    }

    fn edge(&mut self, target: usize) {
        let Some(c) = self.cur else { return };
        let preds = &mut self.blocks[target].preds;
        if !preds.iter().any(|(p, _)| *p == c) {
            preds.push((c, self.env.clone()));
        }
    }

    fn terminate(&mut self, term: String) {
        if let Some(c) = self.cur {
            self.blocks[c].term = term;
        }
        self.cur = None;
    }

    fn br(&mut self, target: usize) {
        self.edge(target);
        self.terminate(format!("br bb{target}"));
    }

    fn cbr(&mut self, cond: String, t: usize, f: usize) {
        self.edge(t);
        self.edge(f);
        self.terminate(format!("cbr {cond} bb{t} bb{f}"));
    }

    fn type_of(&self, e: &Expr) -> Scalar {
        match e {
            Expr::Var(v) => self.tys.get(*v).copied().unwrap_or(Scalar::U32),
            Expr::Gid | Expr::Param | Expr::Load(_) => Scalar::U32,
            Expr::Const(t, _) | Expr::Cast(t, _) => *t,
            Expr::Bin(_, a, _) | Expr::Urem(a, _) => self.type_of(a),
        }
    }

    /// Emits `e`'s instructions; the operand text of its value.
    fn expr(&mut self, e: &Expr) -> String {
        match e {
            Expr::Var(v) => self
                .env
                .get(*v)
                .cloned()
                .unwrap_or_else(|| "const.u32 0".into()),
            Expr::Gid => "%gid".into(),
            Expr::Param => "%k".into(),
            Expr::Const(ty, bits) => {
                format!(
                    "const.{} {}",
                    ty.name(),
                    values::literal(*ty, (*bits).into(), 1)
                )
            }
            Expr::Load(idx) => {
                let i = self.expr(idx);
                let (r, v) = (self.fresh(), self.fresh());
                self.emit(format!(
                    "{r}: u32 = i.urem {{ lhs={i}, rhs=const.u32 {INPUT_LEN} }}"
                ));
                self.emit(format!(
                    "{v}: u32 = gpu.buffer_load<u32> {{ buf=%inp, idx={r} }}"
                ));
                v
            }
            Expr::Bin(op, a, b) => {
                let ty = self.type_of(a).name();
                let (x, y) = (self.expr(a), self.expr(b));
                let t = self.fresh();
                self.emit(format!("{t}: {ty} = {op} {{ lhs={x}, rhs={y} }}"));
                t
            }
            Expr::Urem(a, m) => {
                let ty = self.type_of(a);
                let x = self.expr(a);
                let t = self.fresh();
                let m = values::literal(ty, u64::from((*m).max(1)), 1);
                self.emit(format!(
                    "{t}: {0} = i.urem {{ lhs={x}, rhs=const.{0} {m} }}",
                    ty.name()
                ));
                t
            }
            Expr::Cast(to, a) => {
                let from = self.type_of(a);
                let x = self.expr(a);
                if from == *to {
                    return x;
                }
                let t = self.fresh();
                self.emit(format!(
                    "{t}: {} = cast<{}, {}> {{ v={x} }}",
                    to.name(),
                    from.name(),
                    to.name()
                ));
                t
            }
        }
    }

    fn cond(&mut self, c: &Cond) -> String {
        let (a, b) = (self.expr(&c.lhs), self.expr(&c.rhs));
        let t = self.fresh();
        self.emit(format!("{t}: bool = {} {{ lhs={a}, rhs={b} }}", c.pred));
        t
    }

    /// `out[gid * W + k] = value` (i32 values stored as their bits).
    fn store(&mut self, k: u32, value: String, ty: Scalar) {
        let idx = if k == 0 {
            "%obase".to_string()
        } else {
            let t = self.fresh();
            self.emit(format!(
                "{t}: u32 = i.add {{ lhs=%obase, rhs=const.u32 {k} }}"
            ));
            t
        };
        let v = if ty == Scalar::U32 {
            value
        } else {
            let t = self.fresh();
            self.emit(format!(
                "{t}: u32 = cast<{}, u32> {{ v={value} }}",
                ty.name()
            ));
            t
        };
        self.emit(format!(
            "gpu.buffer_store<u32> {{ buf=%out, idx={idx}, v={v} }}"
        ));
    }

    /// Stores acc, the return site and the state variables, then `ret`.
    fn ret(&mut self) {
        let site = self.sites;
        self.sites += 1;
        let acc = self.env[self.acc()].clone();
        self.store(0, acc, Scalar::U32);
        self.store(1, format!("const.u32 {site}"), Scalar::U32);
        for v in 0..self.p.vars.len() {
            let value = self.env[v].clone();
            self.store(2 + v as u32, value, self.tys[v]);
        }
        self.terminate("ret".into());
    }

    fn stmts(&mut self, body: &[Stmt]) {
        for s in body {
            if self.cur.is_none() {
                return;
            }
            self.stmt(s);
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        match s {
            Stmt::Assign { var, value } => {
                let v = self.expr(value);
                if let Some(slot) = self.env.get_mut(*var) {
                    *slot = v;
                }
            }
            Stmt::Trace { slot } => {
                let acc = self.env[self.acc()].clone();
                self.store(2 + self.p.vars.len() as u32 + slot, acc, Scalar::U32);
            }
            Stmt::If { cond, then_, else_ } => self.if_(cond, then_, else_),
            Stmt::Switch {
                sel,
                cases,
                merge_labels,
                default,
            } => self.switch(sel, cases, merge_labels, *default),
            Stmt::Loop { kind, limit, body } => self.loop_(*kind, limit, body),
            Stmt::Break { depth, exit } => self.break_(*depth, exit.as_deref()),
            Stmt::Continue { depth } => {
                if let Some(i) = self.loop_index(*depth) {
                    let latch = self.loops[i].latch;
                    self.br(latch);
                }
            }
            Stmt::Return => self.ret(),
        }
    }

    /// The `depth`-th enclosing loop; `None` (the jump is dropped) when
    /// there are fewer (a shrunk program may lift a jump out of its loop).
    fn loop_index(&self, depth: u32) -> Option<usize> {
        let d = depth as usize;
        (d >= 1 && d <= self.loops.len()).then(|| self.loops.len() - d)
    }

    fn if_(&mut self, cond: &Cond, then_: &[Stmt], else_: &[Stmt]) {
        let c = self.cond(cond);
        let t = self.new_block(false);
        let merge = self.new_block(true);
        let f = if else_.is_empty() {
            merge
        } else {
            self.new_block(false)
        };
        self.cbr(c, t, f);
        let saved = self.env.clone();
        self.enter(t);
        self.stmts(then_);
        self.br(merge);
        if f != merge {
            self.env = saved;
            self.enter(f);
            self.stmts(else_);
            self.br(merge);
        }
        self.enter(merge);
    }

    fn switch(&mut self, sel: &Expr, cases: &[super::Case], merge_labels: &[i64], d: Default) {
        let s = self.expr(sel);
        let merge = self.new_block(true);
        let blocks: Vec<usize> = (0..cases.len())
            .map(|i| {
                let fallen_into = i > 0 && cases[i - 1].fall;
                self.new_block(fallen_into)
            })
            .collect();
        let mut arms = String::new();
        let mut targets = Vec::new();
        for (c, &b) in cases.iter().zip(&blocks) {
            for l in &c.labels {
                let _ = write!(arms, "case {l} -> bb{b} ");
            }
            targets.push(b);
        }
        for l in merge_labels {
            let _ = write!(arms, "case {l} -> bb{merge} ");
            targets.push(merge);
        }
        let default = match d {
            Default::Case(i) => blocks.get(i).copied().unwrap_or(merge),
            Default::Merge => merge,
        };
        targets.push(default);
        for &t in &targets {
            self.edge(t);
        }
        self.terminate(format!("switch {s} {{ {arms}}} else bb{default}"));
        let saved = self.env.clone();
        for (i, c) in cases.iter().enumerate() {
            self.env = saved.clone();
            if !self.enter(blocks[i]) {
                continue;
            }
            self.stmts(&c.body);
            match blocks.get(i + 1) {
                Some(&next) if c.fall => self.br(next),
                _ => self.br(merge),
            }
        }
        self.enter(merge);
    }

    fn limit(&mut self, limit: &Limit) -> String {
        match limit {
            Limit::Const(n) => format!("const.u32 {n}"),
            Limit::Data { value, modulus } => {
                let v = self.expr(value);
                let t = self.fresh();
                self.emit(format!(
                    "{t}: u32 = i.urem {{ lhs={v}, rhs=const.u32 {} }}",
                    (*modulus).max(1)
                ));
                t
            }
        }
    }

    fn loop_(&mut self, kind: LoopKind, limit: &Limit, body: &[Stmt]) {
        let ctr = self.p.vars.len() + 1 + self.next_counter;
        self.next_counter += 1;
        let lim = self.limit(limit);
        if let Some(c) = self.env.get_mut(ctr) {
            *c = "const.u32 0".into();
        }
        let header = self.new_block(true);
        let latch = self.new_block(true);
        let exit = self.new_block(true);
        self.br(header);
        self.enter(header);
        if kind == LoopKind::While {
            let t = self.fresh();
            let c = self.env[ctr].clone();
            self.emit(format!("{t}: bool = icmp.ult {{ lhs={c}, rhs={lim} }}"));
            let b = self.new_block(false);
            self.cbr(t, b, exit);
            self.enter(b);
        }
        self.loops.push(LoopCtx {
            latch,
            exit,
            after: None,
        });
        self.stmts(body);
        self.br(latch);
        if self.enter(latch) {
            let c = self.env[ctr].clone();
            let n = self.fresh();
            self.emit(format!("{n}: u32 = i.add {{ lhs={c}, rhs=const.u32 1 }}"));
            self.env[ctr] = n.clone();
            match kind {
                LoopKind::While => self.br(header),
                LoopKind::DoWhile => {
                    let t = self.fresh();
                    self.emit(format!("{t}: bool = icmp.ult {{ lhs={n}, rhs={lim} }}"));
                    self.cbr(t, header, exit);
                }
            }
        }
        let ctx = self.loops.pop();
        self.enter(exit);
        if let Some(after) = ctx.and_then(|c| c.after) {
            self.br(after);
            self.enter(after);
        }
    }

    fn break_(&mut self, depth: u32, exit: Option<&[Stmt]>) {
        let Some(i) = self.loop_index(depth) else {
            return;
        };
        match exit {
            None => {
                let target = self.loops[i].exit;
                self.br(target);
            }
            Some(code) => {
                let own = self.new_block(false);
                self.br(own);
                self.enter(own);
                self.stmts(code);
                let after = match self.loops[i].after {
                    Some(a) => a,
                    None => {
                        let a = self.new_block(true);
                        self.loops[i].after = Some(a);
                        a
                    }
                };
                self.br(after);
            }
        }
    }

    fn render(&self) -> String {
        let mut out = String::new();
        for (b, blk) in self.blocks.iter().enumerate() {
            if b != 0 && blk.preds.is_empty() {
                continue;
            }
            let _ = writeln!(out, "bb{b}:");
            if blk.phi {
                for (v, ty) in self.tys.iter().enumerate() {
                    let ins: Vec<String> = blk
                        .preds
                        .iter()
                        .map(|(p, env)| format!("[bb{p}:{}]", env[v]))
                        .collect();
                    let t = ty.name();
                    let _ = writeln!(out, "    %p{b}_{v}: {t} = phi {t} {{ {} }}", ins.join(", "));
                }
            }
            out.push_str(&blk.code);
            // A block is always terminated once entered; `unreachable`
            // would only show a lowering bug (the CPU reports reaching it).
            let term = if blk.term.is_empty() {
                "unreachable"
            } else {
                &blk.term
            };
            let _ = writeln!(out, "    {term}");
        }
        out
    }
}
