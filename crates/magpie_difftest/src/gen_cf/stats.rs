//! What a control-flow program contains, counted from its AST: the tests
//! check that the generator really makes the shapes it promises, and the
//! campaign counts distinct [`Stats::shape`]s.

use std::fmt::Write;

use super::{Case, Default, LoopKind, Program, Stmt};

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub loops: u32,
    pub ifs: u32,
    pub switches: u32,
    pub max_loop_depth: u32,
    pub breaks: u32,
    /// Breaks out of two or more loops.
    pub multi_level_breaks: u32,
    /// Breaks through an exit block of their own.
    pub own_exit_breaks: u32,
    pub continues: u32,
    pub multi_level_continues: u32,
    /// Returns with at least one loop around them.
    pub returns_in_loops: u32,
    /// Switches with a shared target: a case with several labels, the
    /// default on a case, or labels going straight to the merge.
    pub shared_target_switches: u32,
    /// Cases that fall into the next case's block.
    pub fallthroughs: u32,
    /// Loops inside a switch case.
    pub loops_in_cases: u32,
    /// Breaks in a switch case that leave a loop around the switch.
    pub case_breaks: u32,
    /// Ifs in a loop whose two arms both end in `continue` (they rejoin
    /// only at the latch).
    pub continue_arms: u32,
    /// The control skeleton (loops, selections, jumps), hashed:
    /// `cf:dDEPTH:lLOOPS:HASH`.
    pub shape: String,
}

#[derive(Clone, Copy, Default)]
struct Ctx {
    loops: u32,
    /// The loop depth at the innermost enclosing switch case, if any.
    case_at: Option<u32>,
}

fn ends_in_continue(body: &[Stmt]) -> bool {
    matches!(body.last(), Some(Stmt::Continue { .. }))
}

fn ends_in_jump(body: &[Stmt]) -> bool {
    matches!(
        body.last(),
        Some(Stmt::Break { .. } | Stmt::Continue { .. } | Stmt::Return)
    )
}

impl Stats {
    pub fn of(p: &Program) -> Stats {
        let mut s = Stats::default();
        let mut skeleton = String::new();
        s.walk(&p.body, Ctx::default(), &mut skeleton);
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in skeleton.bytes() {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        s.shape = format!("cf:d{}:l{}:{:08x}", s.max_loop_depth, s.loops, h as u32);
        s
    }

    fn walk(&mut self, body: &[Stmt], ctx: Ctx, sk: &mut String) {
        for st in body {
            self.one(st, ctx, sk);
        }
    }

    fn one(&mut self, st: &Stmt, ctx: Ctx, sk: &mut String) {
        match st {
            Stmt::Assign { .. } | Stmt::Trace { .. } => {}
            Stmt::If { then_, else_, .. } => {
                self.ifs += 1;
                if ctx.loops > 0 && ends_in_continue(then_) && ends_in_continue(else_) {
                    self.continue_arms += 1;
                }
                sk.push_str("I(");
                self.walk(then_, ctx, sk);
                sk.push('|');
                self.walk(else_, ctx, sk);
                sk.push(')');
            }
            Stmt::Switch {
                cases,
                merge_labels,
                default,
                ..
            } => self.switch(cases, merge_labels, *default, ctx, sk),
            Stmt::Loop { kind, body, .. } => {
                self.loops += 1;
                if ctx.case_at.is_some() {
                    self.loops_in_cases += 1;
                }
                let inner = Ctx {
                    loops: ctx.loops + 1,
                    ..ctx
                };
                self.max_loop_depth = self.max_loop_depth.max(inner.loops);
                sk.push_str(if *kind == LoopKind::While { "W(" } else { "D(" });
                self.walk(body, inner, sk);
                sk.push(')');
            }
            Stmt::Break { depth, exit } => {
                self.breaks += 1;
                self.multi_level_breaks += u32::from(*depth >= 2);
                self.own_exit_breaks += u32::from(exit.is_some());
                if ctx.case_at.is_some_and(|at| *depth > ctx.loops - at) {
                    self.case_breaks += 1;
                }
                let _ = write!(sk, "B{depth}{}", if exit.is_some() { "x" } else { "" });
            }
            Stmt::Continue { depth } => {
                self.continues += 1;
                self.multi_level_continues += u32::from(*depth >= 2);
                let _ = write!(sk, "C{depth}");
            }
            Stmt::Return => {
                self.returns_in_loops += u32::from(ctx.loops > 0);
                sk.push('R');
            }
        }
    }

    fn switch(
        &mut self,
        cases: &[Case],
        merge_labels: &[i64],
        default: Default,
        ctx: Ctx,
        sk: &mut String,
    ) {
        self.switches += 1;
        let shared = cases.iter().any(|c| c.labels.len() > 1)
            || matches!(default, Default::Case(_))
            || !merge_labels.is_empty();
        self.shared_target_switches += u32::from(shared);
        let inner = Ctx {
            case_at: Some(ctx.loops),
            ..ctx
        };
        sk.push_str("S(");
        for (i, c) in cases.iter().enumerate() {
            if c.fall && i + 1 < cases.len() && !ends_in_jump(&c.body) {
                self.fallthroughs += 1;
                sk.push('>');
            }
            self.walk(&c.body, inner, sk);
            sk.push(',');
        }
        sk.push(')');
    }
}
