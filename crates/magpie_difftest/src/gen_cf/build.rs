//! Random structured programs for [`super::Program`].
//!
//! `size` is a statement budget. Loop bodies below depth 3 often open with
//! another loop, so deep nests are common; sequences inside loops often end
//! in a jump (break, continue, return), usually under an `if`, so the exits
//! are data-dependent. Trip limits shrink with depth, bounding the work of a
//! work-item to a few hundred iterations.

use magpie_mpir::Scalar;

use super::{Case, Cond, Default, Expr, Limit, LoopKind, Program, Stmt, INPUT_LEN};
use crate::rng::Rng;
use crate::values;

const MAX_LOOPS: u32 = 8;
const MAX_DEPTH: u32 = 4;

const ICMP: &[&str] = &[
    "icmp.eq", "icmp.ne", "icmp.slt", "icmp.sgt", "icmp.sle", "icmp.sge", "icmp.ult", "icmp.ugt",
    "icmp.ule", "icmp.uge",
];
const ARITH: &[&str] = &["i.add", "i.sub", "i.mul", "i.xor"];

/// Where a statement is being generated.
#[derive(Clone, Copy, Default)]
struct Ctx {
    /// Enclosing loops.
    loops: u32,
    /// Enclosing compound statements; bounds the recursion.
    nest: u32,
}

/// Compound statements nest at most this deep.
const MAX_NEST: u32 = 7;

struct Gen {
    rng: Rng,
    vars: Vec<Scalar>,
    budget: i64,
    loops: u32,
    traces: u32,
}

pub fn program(seed: u64, size: usize) -> Program {
    let mut rng = Rng::with_tag(seed, "cf");
    let nvars = rng.range(2, 4) as usize;
    let vars: Vec<Scalar> = (0..nvars)
        .map(|_| {
            if rng.chance(1, 2) {
                Scalar::U32
            } else {
                Scalar::I32
            }
        })
        .collect();
    let init = (0..nvars).map(|_| rng.next_u32()).collect();
    let input = (0..INPUT_LEN)
        .map(|_| values::interesting(Scalar::U32, &mut rng) as u32)
        .collect();
    let param = rng.range(0, 9) as u32;
    let mut g = Gen {
        rng,
        vars,
        budget: i64::try_from(size.max(1)).unwrap_or(i64::MAX),
        loops: 0,
        traces: 0,
    };
    // Make every work-item's state its own before any branch.
    let mut body: Vec<Stmt> = (0..nvars)
        .map(|var| Stmt::Assign {
            var,
            value: g.seeded(var),
        })
        .collect();
    while g.budget > 0 {
        let s = g.stmt(Ctx::default());
        body.push(s);
    }
    Program {
        seed,
        size,
        vars: g.vars,
        init,
        traces: g.traces,
        input,
        param,
        body,
    }
}

impl Gen {
    fn var_of(&mut self, ty: Scalar) -> Option<usize> {
        let of: Vec<usize> = (0..self.vars.len())
            .filter(|&v| self.vars[v] == ty)
            .collect();
        self.rng.pick(&of)
    }

    /// A value of `ty` made from `ty32` of something u32.
    fn as_ty(ty: Scalar, e: Expr) -> Expr {
        if ty == Scalar::U32 {
            e
        } else {
            Expr::Cast(ty, Box::new(e))
        }
    }

    /// `var`'s first value: a mix of the global id and an input element.
    fn seeded(&mut self, var: usize) -> Expr {
        let ty = self.vars[var];
        let mul = Expr::Bin(
            "i.mul",
            Box::new(Expr::Gid),
            Box::new(Expr::Const(Scalar::U32, self.rng.next_u32() | 1)),
        );
        let idx = Expr::Bin(
            "i.add",
            Box::new(Expr::Gid),
            Box::new(Expr::Const(Scalar::U32, var as u32)),
        );
        let mixed = Expr::Bin("i.xor", Box::new(mul), Box::new(Expr::Load(Box::new(idx))));
        Self::as_ty(ty, mixed)
    }

    fn constant(&mut self, ty: Scalar) -> Expr {
        let bits = if self.rng.chance(1, 2) {
            self.rng.below(16) as u32
        } else {
            values::interesting(Scalar::U32, &mut self.rng) as u32
        };
        Expr::Const(ty, bits)
    }

    fn leaf(&mut self, ty: Scalar) -> Expr {
        match self.rng.weighted(&[6, 2, 1, 2, 2]) {
            0 => match self.var_of(ty) {
                Some(v) => Expr::Var(v),
                None => {
                    let other = if ty == Scalar::U32 {
                        Scalar::I32
                    } else {
                        Scalar::U32
                    };
                    match self.var_of(other) {
                        Some(v) => Expr::Cast(ty, Box::new(Expr::Var(v))),
                        None => self.constant(ty),
                    }
                }
            },
            1 => Self::as_ty(ty, Expr::Gid),
            2 => Self::as_ty(ty, Expr::Param),
            3 => self.constant(ty),
            _ => {
                let idx = self.expr(Scalar::U32, 0);
                Self::as_ty(ty, Expr::Load(Box::new(idx)))
            }
        }
    }

    fn expr(&mut self, ty: Scalar, depth: u32) -> Expr {
        if depth == 0 || self.rng.chance(2, 5) {
            return self.leaf(ty);
        }
        match self.rng.weighted(&[5, 2, 1]) {
            0 => {
                let op = self.rng.pick(ARITH).unwrap_or("i.add");
                let (a, b) = (self.expr(ty, depth - 1), self.expr(ty, depth - 1));
                Expr::Bin(op, Box::new(a), Box::new(b))
            }
            1 => {
                let m = if self.rng.chance(3, 4) {
                    self.rng.range(1, 13) as u32
                } else {
                    self.rng.next_u32() | 1
                };
                Expr::Urem(Box::new(self.expr(ty, depth - 1)), m)
            }
            _ => {
                let other = if ty == Scalar::U32 {
                    Scalar::I32
                } else {
                    Scalar::U32
                };
                Expr::Cast(ty, Box::new(self.expr(other, depth - 1)))
            }
        }
    }

    fn cond(&mut self) -> Cond {
        let ty = if self.rng.chance(1, 2) {
            Scalar::U32
        } else {
            Scalar::I32
        };
        let pred = self.rng.pick(ICMP).unwrap_or("icmp.eq");
        let lhs = self.expr(ty, 2);
        let rhs = if self.rng.chance(1, 2) {
            self.constant(ty)
        } else {
            self.expr(ty, 1)
        };
        Cond { pred, lhs, rhs }
    }

    fn stmt(&mut self, ctx: Ctx) -> Stmt {
        self.budget -= 1;
        // Once the budget is spent only simple statements follow, so every
        // open sequence closes.
        let open = self.budget > 0 && ctx.nest < MAX_NEST;
        let can_loop = open && self.loops < MAX_LOOPS && ctx.loops < MAX_DEPTH;
        let w = |ok: bool, w: u32| if ok { w } else { 0 };
        match self
            .rng
            .weighted(&[30, 4, w(open, 22), w(open, 12), w(can_loop, 22)])
        {
            0 => self.assign(),
            1 => {
                self.traces += 1;
                Stmt::Trace {
                    slot: self.traces - 1,
                }
            }
            2 => self.if_(ctx),
            3 => self.switch(ctx),
            _ => self.loop_(ctx),
        }
    }

    fn assign(&mut self) -> Stmt {
        let var = self.rng.index(self.vars.len());
        let value = self.expr(self.vars[var], 2);
        Stmt::Assign { var, value }
    }

    /// A sequence of statements, maybe ending in a jump (`jump_odds` in 10).
    fn seq(&mut self, ctx: Ctx, jump_odds: u64) -> Vec<Stmt> {
        let n = self.rng.range(1, 3);
        let mut out = Vec::new();
        for _ in 0..n {
            if self.budget <= 0 && !out.is_empty() {
                break;
            }
            out.push(self.stmt(ctx));
        }
        if self.rng.chance(jump_odds, 10) {
            out.push(self.jump(ctx));
        }
        out
    }

    fn jump(&mut self, ctx: Ctx) -> Stmt {
        if ctx.loops == 0 {
            return Stmt::Return;
        }
        let depth = if ctx.loops > 1 && self.rng.chance(1, 2) {
            self.rng.range(2, u64::from(ctx.loops.min(3))) as u32
        } else {
            1
        };
        match self.rng.weighted(&[45, 40, 15]) {
            0 => {
                let exit = self.rng.chance(1, 4).then(|| {
                    let mut code = vec![self.assign()];
                    if self.rng.chance(1, 2) {
                        self.traces += 1;
                        code.push(Stmt::Trace {
                            slot: self.traces - 1,
                        });
                    }
                    code
                });
                Stmt::Break { depth, exit }
            }
            1 => Stmt::Continue { depth },
            _ => Stmt::Return,
        }
    }

    fn arm_odds(ctx: Ctx) -> u64 {
        if ctx.loops > 0 {
            4
        } else {
            1
        }
    }

    fn if_(&mut self, ctx: Ctx) -> Stmt {
        let cond = self.cond();
        let inner = Ctx {
            nest: ctx.nest + 1,
            ..ctx
        };
        let then_ = self.seq(inner, Self::arm_odds(ctx));
        let else_ = if self.rng.chance(2, 3) {
            self.seq(inner, Self::arm_odds(ctx))
        } else {
            Vec::new()
        };
        Stmt::If { cond, then_, else_ }
    }

    fn limit(&mut self, depth: u32) -> Limit {
        let max = if depth >= 2 { 3 } else { 4 };
        if self.rng.chance(1, 2) {
            Limit::Const(self.rng.range(1, max) as u32)
        } else {
            let ty = Scalar::U32;
            Limit::Data {
                value: self.expr(ty, 1),
                modulus: self.rng.range(2, max + 1) as u32,
            }
        }
    }

    fn loop_(&mut self, ctx: Ctx) -> Stmt {
        self.loops += 1;
        let kind = if self.rng.chance(1, 2) {
            LoopKind::While
        } else {
            LoopKind::DoWhile
        };
        let limit = self.limit(ctx.loops);
        let inner = Ctx {
            loops: ctx.loops + 1,
            nest: ctx.nest + 1,
        };
        let mut body = Vec::new();
        // Deep nests on purpose: below depth 3 a body often starts with a loop.
        if inner.loops < 3 && self.loops < MAX_LOOPS && self.budget > 0 && self.rng.chance(1, 2) {
            self.budget -= 1;
            body.push(self.loop_(inner));
        }
        body.extend(self.seq(inner, 1));
        Stmt::Loop { kind, limit, body }
    }

    fn switch(&mut self, ctx: Ctx) -> Stmt {
        let signed = self.rng.chance(1, 3);
        let ncases = self.rng.range(2, 4) as usize;
        let span = ncases as u32 + self.rng.range(0, 2) as u32;
        let raw = Expr::Urem(Box::new(self.expr(Scalar::U32, 1)), span);
        let (sel, lo) = if signed {
            let off = self.rng.range(0, 3) as i64;
            let s = Expr::Bin(
                "i.sub",
                Box::new(Expr::Cast(Scalar::I32, Box::new(raw))),
                Box::new(Expr::Const(Scalar::I32, off as u32)),
            );
            (s, -off)
        } else {
            (raw, 0)
        };
        // Labels: the selector's values in random order, one or two per
        // case (shared targets), maybe one straight to the merge, and now
        // and then one the selector never takes.
        let mut pool: Vec<i64> = (lo..lo + i64::from(span)).collect();
        for i in (1..pool.len()).rev() {
            pool.swap(i, self.rng.index(i + 1));
        }
        if self.rng.chance(1, 4) {
            pool.push(if signed { -1000 } else { 0xffff_ffff });
        }
        let inner = Ctx {
            nest: ctx.nest + 1,
            ..ctx
        };
        let mut cases = Vec::new();
        for c in 0..ncases {
            let take = if pool.len() > ncases - c && self.rng.chance(1, 3) {
                2
            } else {
                1
            };
            let labels: Vec<i64> = (0..take).filter_map(|_| pool.pop()).collect();
            if labels.is_empty() {
                break;
            }
            let body = self.seq(inner, Self::arm_odds(ctx));
            let fall = c + 1 < ncases && self.rng.chance(1, 4);
            cases.push(Case { labels, body, fall });
        }
        let merge_labels = if self.rng.chance(1, 3) {
            pool.pop().into_iter().collect()
        } else {
            Vec::new()
        };
        let default = if self.rng.chance(1, 2) {
            Default::Merge
        } else {
            Default::Case(self.rng.index(cases.len()))
        };
        Stmt::Switch {
            sel,
            cases,
            merge_labels,
            default,
        }
    }
}
