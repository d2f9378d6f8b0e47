//! The structured tree ([`crate::structurize`]) printed as statements of a
//! C-like language: `if`/`else`, `switch`, an endless loop, `break`,
//! `continue`, `return` and phi assignments. [`TreeSyntax`] is what a
//! backend spells its own way; [`Lines`] is the text and the open
//! constructs.
//!
//! `break` in WGSL and C++ leaves the innermost loop *or switch*, and
//! `continue` the innermost loop; the tree's `break`/`continue` of depth
//! `d` name the `d`-th enclosing loop. Where a construct stands between
//! the statement and its loop, a flag (`mp_brk{L}`, `mp_cont{L}`, `L`
//! numbering the function's loops in order) is set and the inner
//! constructs are left one by one: after each closes, a check leaves (or
//! continues) the next one out. A break flag is cleared when its loop has
//! closed, a continue flag when its loop continues. The backend declares
//! every flag [`Lines::flag_names`] lists as a `bool` initialised to false,
//! and every variable of [`Lines::scratch`].

use std::collections::{BTreeMap, BTreeSet};

use magpie_mpir::{Const, Function, InstId, Operand, Scalar, Type, Value};

use crate::structurize::{Node, Src, Var};

/// The name of value `v`'s variable (parameters and phis included).
pub fn value_name(v: Value) -> String {
    format!("v{}", v.index())
}

/// The name of phi-swap temporary `t`.
pub fn temp_name(t: u32) -> String {
    format!("mp_t{t}")
}

/// How a backend writes a [`Node::Switch`] on a scalar type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SwitchForm {
    /// `switch (v) { case a, b: { … } default: { … } }`: arms never fall
    /// through (WGSL).
    Cases,
    /// `switch (v) { case a: case b: { … break; } default: { … break; } }`:
    /// every arm ends with `break`, as C++ arms fall through (MSL).
    CasesWithBreak,
    /// `if (v == a || v == b) { … } else { … }`: for a type the language
    /// cannot switch on (WGSL's 64-bit integers).
    IfChain,
}

/// What a backend spells its own way. The walk ([`write_body`]) calls
/// these; the backend's instruction printer uses the provided methods too.
pub trait TreeSyntax {
    type Error;
    /// The opening line of the tree's endless loop (WGSL `loop {`, MSL
    /// `while (true) {`); the walk closes it with `}`.
    const LOOP_OPEN: &'static str;

    fn lines(&mut self) -> &mut Lines;
    fn func(&self) -> &Function;
    /// An internal error (our bug) with `msg`.
    fn internal(msg: &str) -> Self::Error;
    /// Prints instruction `id` (a non-phi one of a [`Node::Block`]).
    fn inst(&mut self, id: InstId) -> Result<(), Self::Error>;
    /// `c` as an expression of its holding type.
    fn literal(&self, c: Const) -> Result<String, Self::Error>;
    /// The name of value type `t` (which also constructs its zero: `T()`).
    fn value_ty(&self, t: Type) -> Result<String, Self::Error>;
    /// How a switch on `s` is written.
    fn switch_form(&self, s: Scalar) -> Result<SwitchForm, Self::Error>;
    /// Whether phi `v` is assigned at all (a backend that declares only
    /// the values something reads skips the others).
    fn assigns_phi(&self, _v: Value) -> bool {
        true
    }

    /// Appends one line at the current indentation.
    fn line(&mut self, text: &str) {
        self.lines().line(text);
    }

    /// A fresh function-scope variable of the language's type `ty`.
    fn scratch_var(&mut self, ty: &str) -> String {
        self.lines().scratch_var(ty)
    }

    /// `op` as an expression of its holding type.
    fn operand(&self, op: &Operand) -> Result<String, Self::Error> {
        match op {
            Operand::Value(v) => Ok(value_name(*v)),
            Operand::Const(c) => self.literal(*c),
        }
    }

    fn operand_scalar(&self, op: &Operand) -> Result<Scalar, Self::Error> {
        self.func()
            .operand_type(op)
            .scalar()
            .ok_or_else(|| Self::internal("a scalar operand expected"))
    }
}

/// An open construct: a loop (with its number) or a switch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Construct {
    Loop(u32),
    Switch,
}

/// A pending flag: leave (`Brk`) or continue (`Cont`) loop `L`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Flag {
    Brk(u32),
    Cont(u32),
}

impl Flag {
    fn var(self) -> String {
        match self {
            Flag::Brk(l) => format!("mp_brk{l}"),
            Flag::Cont(l) => format!("mp_cont{l}"),
        }
    }
    fn target(self) -> u32 {
        match self {
            Flag::Brk(l) | Flag::Cont(l) => l,
        }
    }
}

/// A function body's text so far, and the constructs open in it.
#[derive(Debug, Default)]
pub struct Lines {
    out: String,
    indent: usize,
    /// Open constructs, outermost first, each with the flags set inside it
    /// that target something outside it.
    constructs: Vec<(Construct, BTreeSet<Flag>)>,
    next_loop: u32,
    /// Every flag used so far.
    flags: BTreeSet<Flag>,
    /// Extra function-scope variables the instructions asked for (name,
    /// type).
    scratch: Vec<(String, String)>,
}

impl Lines {
    /// Appends one line at the current indentation (one level inside the
    /// function).
    pub fn line(&mut self, text: &str) {
        for _ in 0..self.indent + 1 {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// The text so far, leaving none.
    pub fn take(&mut self) -> String {
        std::mem::take(&mut self.out)
    }

    /// The flags the body uses, to declare (module docs), in order.
    pub fn flag_names(&self) -> impl Iterator<Item = String> + '_ {
        self.flags.iter().map(|f| f.var())
    }

    /// A fresh function-scope variable `mp_x{n}` of the language's type
    /// `ty`, for the backend to declare ([`Lines::scratch`]).
    pub fn scratch_var(&mut self, ty: &str) -> String {
        let name = format!("mp_x{}", self.scratch.len());
        self.scratch.push((name.clone(), ty.to_string()));
        name
    }

    /// The variables [`Lines::scratch_var`] made (name, type), in order.
    pub fn scratch(&self) -> &[(String, String)] {
        &self.scratch
    }

    fn open(&mut self, c: Construct) {
        self.indent += 1;
        self.constructs.push((c, BTreeSet::new()));
    }

    /// The innermost open loop.
    fn inner_loop(&self) -> Option<u32> {
        self.constructs.iter().rev().find_map(|(c, _)| match c {
            Construct::Loop(l) => Some(*l),
            Construct::Switch => None,
        })
    }

    /// Records `f` as set inside the innermost construct.
    fn pend(&mut self, f: Flag) {
        if let Some((_, p)) = self.constructs.last_mut() {
            p.insert(f);
        }
    }
}

/// Prints `tree`, the body of `s.func()`, and after it, for a function
/// returning a value, a return of its zero (the end is unreachable, but the
/// languages want a return there).
pub fn write_body<S: TreeSyntax>(s: &mut S, tree: &[Node]) -> Result<(), S::Error> {
    nodes(s, tree)?;
    if s.func().ret != Type::Unit {
        let r = unreachable_return(s)?;
        s.line(&r);
    }
    Ok(())
}

/// The types of the phi-swap temporaries of `tree`, by number, as
/// `value_ty` names them.
pub fn temp_types<E>(
    func: &Function,
    tree: &[Node],
    value_ty: &dyn Fn(Type) -> Result<String, E>,
) -> Result<BTreeMap<u32, String>, E> {
    let mut out = BTreeMap::new();
    collect_temps(func, tree, value_ty, &mut out)?;
    Ok(out)
}

fn collect_temps<E>(
    func: &Function,
    nodes: &[Node],
    value_ty: &dyn Fn(Type) -> Result<String, E>,
    out: &mut BTreeMap<u32, String>,
) -> Result<(), E> {
    for n in nodes {
        match n {
            Node::Assign {
                var: Var::Temp(t),
                value: Src::Operand(o),
            } => {
                out.insert(*t, value_ty(func.operand_type(o))?);
            }
            Node::If {
                then_branch,
                else_branch,
                ..
            } => {
                collect_temps(func, then_branch, value_ty, out)?;
                collect_temps(func, else_branch, value_ty, out)?;
            }
            Node::Switch { cases, default, .. } => {
                for (_, arm) in cases {
                    collect_temps(func, arm, value_ty, out)?;
                }
                collect_temps(func, default, value_ty, out)?;
            }
            Node::Loop { body } => collect_temps(func, body, value_ty, out)?,
            _ => {}
        }
    }
    Ok(())
}

fn nodes<S: TreeSyntax>(s: &mut S, nodes_: &[Node]) -> Result<(), S::Error> {
    for n in nodes_ {
        node(s, n)?;
    }
    Ok(())
}

/// `nodes_` one level further in.
fn indented<S: TreeSyntax>(s: &mut S, nodes_: &[Node]) -> Result<(), S::Error> {
    s.lines().indent += 1;
    nodes(s, nodes_)?;
    s.lines().indent -= 1;
    Ok(())
}

fn node<S: TreeSyntax>(s: &mut S, n: &Node) -> Result<(), S::Error> {
    match n {
        Node::Block(b) => {
            let insts = s.func().blocks[*b].insts.clone();
            for id in insts {
                s.inst(id)?;
            }
            Ok(())
        }
        Node::If {
            cond,
            then_branch,
            else_branch,
        } => {
            let c = s.operand(cond)?;
            s.line(&format!("if ({c}) {{"));
            indented(s, then_branch)?;
            if !else_branch.is_empty() {
                s.line("} else {");
                indented(s, else_branch)?;
            }
            s.line("}");
            Ok(())
        }
        Node::Switch {
            value,
            cases,
            default,
        } => switch(s, value, cases, default),
        Node::Loop { body } => {
            let lines = s.lines();
            let l = lines.next_loop;
            lines.next_loop += 1;
            s.line(S::LOOP_OPEN);
            s.lines().open(Construct::Loop(l));
            nodes(s, body)?;
            close(s)
        }
        Node::Break { depth } => jump(s, *depth, false),
        Node::Continue { depth } => jump(s, *depth, true),
        Node::Return(v) => {
            match v {
                Some(v) => {
                    let e = s.operand(v)?;
                    s.line(&format!("return {e};"));
                }
                None => s.line("return;"),
            }
            Ok(())
        }
        Node::Unreachable => {
            let r = unreachable_return(s)?;
            s.line(&r);
            Ok(())
        }
        Node::Assign { var, value } => {
            let lhs = match var {
                Var::Phi(p) if !s.assigns_phi(p.0) => return Ok(()),
                Var::Phi(p) => value_name(p.0),
                Var::Temp(t) => temp_name(*t),
            };
            let rhs = match value {
                Src::Operand(o) => s.operand(o)?,
                Src::Temp(t) => temp_name(*t),
            };
            s.line(&format!("{lhs} = {rhs};"));
            Ok(())
        }
    }
}

fn unreachable_return<S: TreeSyntax>(s: &S) -> Result<String, S::Error> {
    Ok(match s.func().ret {
        Type::Unit => "return;".to_string(),
        t => format!("return {}();", s.value_ty(t)?),
    })
}

/// Closes the innermost construct and emits the checks of the flags set
/// inside it.
fn close<S: TreeSyntax>(s: &mut S) -> Result<(), S::Error> {
    let lines = s.lines();
    let (c, pending) = lines
        .constructs
        .pop()
        .ok_or_else(|| S::internal("closing a construct that is not open"))?;
    lines.indent -= 1;
    lines.line("}");
    if let Construct::Loop(l) = c {
        if lines.flags.contains(&Flag::Brk(l)) {
            lines.line(&format!("mp_brk{l} = false;"));
        }
    }
    for f in pending {
        // The innermost loop around the check, and the construct.
        let inner_loop = lines.inner_loop();
        let parent = lines.constructs.last().map(|(c, _)| *c);
        let var = f.var();
        match f {
            Flag::Cont(l) if inner_loop == Some(l) => {
                lines.line(&format!("if ({var}) {{ {var} = false; continue; }}"));
            }
            _ => {
                lines.line(&format!("if ({var}) {{ break; }}"));
                if parent != Some(Construct::Loop(f.target())) {
                    lines.pend(f);
                }
            }
        }
    }
    Ok(())
}

/// `break` (or `continue`) the `depth`-th enclosing loop.
fn jump<S: TreeSyntax>(s: &mut S, depth: u32, cont: bool) -> Result<(), S::Error> {
    let lines = s.lines();
    let target = lines
        .constructs
        .iter()
        .rev()
        .filter_map(|(c, _)| match c {
            Construct::Loop(l) => Some(*l),
            Construct::Switch => None,
        })
        .nth(depth as usize)
        .ok_or_else(|| S::internal("a break or continue outside its loop"))?;
    let innermost = lines.constructs.last().map(|(c, _)| *c);
    if cont && depth == 0 {
        lines.line("continue;");
        return Ok(());
    }
    if !cont && innermost == Some(Construct::Loop(target)) {
        lines.line("break;");
        return Ok(());
    }
    let f = if cont {
        Flag::Cont(target)
    } else {
        Flag::Brk(target)
    };
    lines.flags.insert(f);
    lines.line(&format!("{} = true;", f.var()));
    lines.line("break;");
    lines.pend(f);
    Ok(())
}

fn switch<S: TreeSyntax>(
    s: &mut S,
    value: &Operand,
    cases: &[(Vec<i128>, Vec<Node>)],
    default: &[Node],
) -> Result<(), S::Error> {
    let ty = s.operand_scalar(value)?;
    let form = s.switch_form(ty)?;
    let v = s.operand(value)?;
    let lit = |s: &S, x: i128| s.literal(Const::int(ty, x));
    if form == SwitchForm::IfChain {
        let mut first = true;
        for (vals, arm) in cases {
            let tests: Result<Vec<String>, S::Error> = vals
                .iter()
                .map(|x| Ok(format!("{v} == {}", lit(s, *x)?)))
                .collect();
            let kw = if first { "if" } else { "} else if" };
            first = false;
            s.line(&format!("{kw} ({}) {{", tests?.join(" || ")));
            indented(s, arm)?;
        }
        if first {
            nodes(s, default)?;
        } else {
            s.line("} else {");
            indented(s, default)?;
            s.line("}");
        }
        return Ok(());
    }
    let with_break = form == SwitchForm::CasesWithBreak;
    s.line(&format!("switch ({v}) {{"));
    s.lines().open(Construct::Switch);
    let arms = cases
        .iter()
        .map(|(vals, arm)| (Some(vals), arm.as_slice()))
        .chain([(None, default)]);
    for (vals, arm) in arms {
        let label = match vals {
            None => "default:".to_string(),
            Some(vals) => {
                let lits: Result<Vec<String>, S::Error> = vals.iter().map(|x| lit(s, *x)).collect();
                if with_break {
                    let labels: Vec<String> = lits?.iter().map(|l| format!("case {l}:")).collect();
                    labels.join(" ")
                } else {
                    format!("case {}:", lits?.join(", "))
                }
            }
        };
        s.line(&format!("{label} {{"));
        s.lines().indent += 1;
        nodes(s, arm)?;
        if with_break {
            s.line("break;");
        }
        s.lines().indent -= 1;
        s.line("}");
    }
    close(s)
}
