//! Smaller variants of a control-flow [`Program`] for the shrinker, by
//! editing the AST one statement at a time: delete it, replace a compound
//! statement by one of its bodies (an if by an arm, a loop by its body, a
//! switch by a case), drop a switch case, run a loop once, send a break
//! straight to the loop's exit; and drop a state variable (its uses become
//! 0), which takes a phi out of every join. Every variant is still a valid program: a
//! jump left without enough loops around it is dropped when lowering.

use super::{Cond, Default, Expr, Limit, Program, Stmt};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Action {
    Delete,
    /// Replace by child body `k`.
    Lift(usize),
    DropCase(usize),
    LimitOne,
    DropExit,
}

fn children(s: &Stmt) -> usize {
    match s {
        Stmt::If { .. } => 2,
        Stmt::Loop { .. } => 1,
        Stmt::Switch { cases, .. } => cases.len(),
        _ => 0,
    }
}

fn count(body: &[Stmt]) -> usize {
    body.iter()
        .map(|s| {
            1 + match s {
                Stmt::If { then_, else_, .. } => count(then_) + count(else_),
                Stmt::Loop { body, .. } => count(body),
                Stmt::Switch { cases, .. } => cases.iter().map(|c| count(&c.body)).sum(),
                Stmt::Break { exit: Some(e), .. } => count(e),
                _ => 0,
            }
        })
        .sum()
}

/// All statements in pre-order, so that statement `target` is found again
/// by counting.
fn apply(body: &mut Vec<Stmt>, target: usize, n: &mut usize, act: Action) -> bool {
    for i in 0..body.len() {
        if *n == target {
            return apply_here(body, i, act);
        }
        *n += 1;
        let done = match &mut body[i] {
            Stmt::If { then_, else_, .. } => {
                apply(then_, target, n, act) || apply(else_, target, n, act)
            }
            Stmt::Loop { body, .. } => apply(body, target, n, act),
            Stmt::Switch { cases, .. } => {
                cases.iter_mut().any(|c| apply(&mut c.body, target, n, act))
            }
            Stmt::Break { exit: Some(e), .. } => apply(e, target, n, act),
            _ => false,
        };
        if done {
            return true;
        }
    }
    false
}

fn apply_here(body: &mut Vec<Stmt>, i: usize, act: Action) -> bool {
    if i >= body.len() {
        return false;
    }
    if act == Action::Delete {
        body.remove(i);
        return true;
    }
    let s = &mut body[i];
    match (act, s) {
        (Action::Lift(k), s) if k < children(s) => {
            let inner = match s {
                Stmt::If { then_, else_, .. } => std::mem::take(if k == 0 { then_ } else { else_ }),
                Stmt::Loop { body, .. } => std::mem::take(body),
                Stmt::Switch { cases, .. } => std::mem::take(&mut cases[k].body),
                _ => Vec::new(),
            };
            body.splice(i..=i, inner);
            true
        }
        (Action::DropCase(k), Stmt::Switch { cases, default, .. }) if cases.len() > 1 => {
            if k >= cases.len() {
                return false;
            }
            cases.remove(k);
            *default = match *default {
                Default::Case(j) if j == k => Default::Merge,
                Default::Case(j) if j > k => Default::Case(j - 1),
                d => d,
            };
            true
        }
        (Action::LimitOne, Stmt::Loop { limit, .. }) if *limit != Limit::Const(1) => {
            *limit = Limit::Const(1);
            true
        }
        (Action::DropExit, Stmt::Break { exit, .. }) if exit.is_some() => {
            *exit = None;
            true
        }
        _ => false,
    }
}

/// Rewrites every expression of `body` with `f`, innermost first.
fn map_exprs(body: &mut [Stmt], f: &mut impl FnMut(&mut Expr)) {
    fn walk(e: &mut Expr, f: &mut impl FnMut(&mut Expr)) {
        match e {
            Expr::Load(a) | Expr::Urem(a, _) | Expr::Cast(_, a) => walk(a, f),
            Expr::Bin(_, a, b) => {
                walk(a, f);
                walk(b, f);
            }
            Expr::Var(_) | Expr::Gid | Expr::Param | Expr::Const(..) => {}
        }
        f(e);
    }
    let cond = |c: &mut Cond, f: &mut _| {
        walk(&mut c.lhs, f);
        walk(&mut c.rhs, f);
    };
    for s in body {
        match s {
            Stmt::Assign { value, .. } => walk(value, f),
            Stmt::If {
                cond: c,
                then_,
                else_,
            } => {
                cond(c, f);
                map_exprs(then_, f);
                map_exprs(else_, f);
            }
            Stmt::Switch { sel, cases, .. } => {
                walk(sel, f);
                for c in cases {
                    map_exprs(&mut c.body, f);
                }
            }
            Stmt::Loop { limit, body, .. } => {
                if let Limit::Data { value, .. } = limit {
                    walk(value, f);
                }
                map_exprs(body, f);
            }
            Stmt::Break { exit: Some(e), .. } => map_exprs(e, f),
            _ => {}
        }
    }
}

/// Removes the assignments to `var` from `body`, at any depth.
fn drop_assigns(body: &mut Vec<Stmt>, var: usize) {
    body.retain(|s| !matches!(s, Stmt::Assign { var: v, .. } if *v == var));
    for s in body {
        match s {
            Stmt::If { then_, else_, .. } => {
                drop_assigns(then_, var);
                drop_assigns(else_, var);
            }
            Stmt::Switch { cases, .. } => {
                for c in cases {
                    drop_assigns(&mut c.body, var);
                }
            }
            Stmt::Loop { body, .. } => drop_assigns(body, var),
            Stmt::Break { exit: Some(e), .. } => drop_assigns(e, var),
            _ => {}
        }
    }
}

impl Program {
    /// The program without state variable `var`: its uses read 0, the
    /// later variables move down one.
    fn without_var(&self, var: usize) -> Program {
        let mut p = self.clone();
        let ty = p.vars.remove(var);
        p.init.remove(var);
        drop_assigns(&mut p.body, var);
        map_exprs(&mut p.body, &mut |e| match e {
            Expr::Var(v) if *v == var => *e = Expr::Const(ty, 0),
            Expr::Var(v) if *v > var => *v -= 1,
            _ => {}
        });
        p
    }

    /// Deletions first (the biggest cuts come first, in pre-order), then
    /// the replacements.
    pub fn shrink_candidates(&self) -> Vec<Program> {
        let n = count(&self.body);
        let mut actions = vec![Action::Delete];
        actions.extend((0..4).map(Action::Lift));
        actions.extend((0..4).map(Action::DropCase));
        actions.extend([Action::LimitOne, Action::DropExit]);
        let mut out = Vec::new();
        if self.vars.len() > 1 {
            out.extend((0..self.vars.len()).rev().map(|v| self.without_var(v)));
        }
        for (round, &act) in actions.iter().enumerate() {
            for target in 0..n {
                let mut p = self.clone();
                if apply(&mut p.body, target, &mut 0, act) && p != *self {
                    out.push(p);
                }
            }
            if round == 0 && out.len() > 64 + self.vars.len() {
                // A big program: deletions alone make the next round smaller
                // faster than trying every replacement first.
                break;
            }
        }
        out
    }
}
