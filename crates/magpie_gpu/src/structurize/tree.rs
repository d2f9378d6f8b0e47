//! The structured tree for text backends (MSL, WGSL) and its builder.
//!
//! The builder walks the CFG from the entry, carrying the block that runs
//! when the node list being built falls off its end (`follow`) and the stack
//! of enclosing loops (header, merge). A jump to a block is then:
//! nothing when it is `follow`; `continue` to a loop header on the stack;
//! `break` to a loop merge on the stack; otherwise the block is placed right
//! there. A loop header not on the stack opens `loop { }`; a `cbr`/`switch`
//! becomes `if`/`switch` whose arms fall through to the selection merge
//! ([`super::StructureInfo::branch_merge`]), after which the merge follows.
//! Every transfer is therefore exact by construction; the one way to fail is
//! to place a block twice, which the builder refuses (no code duplication)
//! with [`StructurizeError::Unsupported`].

use std::fmt::Write as _;

use magpie_mpir::{BlockId, Function, FunctionInfo, Operand, Terminator, Value};

use super::phi::edge_assigns;
use super::regions::{structure_info, StructureInfo};
use super::StructurizeError;

/// One structured statement.
#[derive(Clone, Debug, PartialEq)]
pub enum Node {
    /// The block's non-phi instructions, in order.
    Block(BlockId),
    If {
        cond: Operand,
        then_branch: Vec<Node>,
        else_branch: Vec<Node>,
    },
    /// Case values that share a target are grouped; cases that go where the
    /// default goes are folded into `default`. No arm runs on into another
    /// (the crossing normalisation moves a case entered from another case
    /// behind the switch).
    Switch {
        value: Operand,
        cases: Vec<(Vec<i128>, Vec<Node>)>,
        default: Vec<Node>,
    },
    /// `loop { }`: left only by `Break` (or `Return`); falling off the end
    /// of `body` starts the next iteration.
    Loop {
        body: Vec<Node>,
    },
    /// Leaves the enclosing `Loop` `depth` levels out (0 = innermost).
    /// Depths above 0 come from a branch out of several loops at once.
    Break {
        depth: u32,
    },
    /// Starts the next iteration of the enclosing `Loop` `depth` levels out.
    Continue {
        depth: u32,
    },
    Return(Option<Operand>),
    Unreachable,
    /// Phi elimination (see [`super::phi`]).
    Assign {
        var: Var,
        value: Src,
    },
}

/// The variable of a phi: the phi's result value names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PhiVar(pub Value);

/// The target of an [`Node::Assign`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Var {
    Phi(PhiVar),
    /// A temporary of the swap problem, numbered from 0 per function.
    Temp(u32),
}

/// The source of an [`Node::Assign`]. An `Operand::Value` that is a phi's
/// result reads that phi's variable.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Src {
    Operand(Operand),
    Temp(u32),
}

/// Structures `func` (verified, `info` its [`FunctionInfo`]). Every
/// reachable block appears exactly once as a [`Node::Block`].
pub fn structurize(func: &Function, info: &FunctionInfo) -> Result<Vec<Node>, StructurizeError> {
    let si = structure_info(func, info)?;
    let Some(entry) = info.rpo.first().copied() else {
        return Ok(Vec::new());
    };
    let mut b = Builder {
        func,
        si: &si,
        placed: vec![false; func.blocks.len()],
        loops: Vec::new(),
        next_temp: 0,
    };
    let mut out = Vec::new();
    b.place(entry, None, &mut out)?;
    if let Some(&missing) = info.rpo.iter().find(|x| !b.placed[x.index()]) {
        return Err(StructurizeError::Unsupported {
            block: missing,
            reason: "the block is not reached by any structured path".to_string(),
        });
    }
    Ok(out)
}

struct Builder<'a> {
    func: &'a Function,
    si: &'a StructureInfo,
    placed: Vec<bool>,
    /// Enclosing loops, outermost first: (header, merge).
    loops: Vec<(BlockId, Option<BlockId>)>,
    next_temp: u32,
}

type Res = Result<(), StructurizeError>;

impl Builder<'_> {
    /// Places `b` (and what it leads to) at the end of `out`.
    fn place(&mut self, b: BlockId, follow: Option<BlockId>, out: &mut Vec<Node>) -> Res {
        if self.placed[b.index()] {
            return Err(StructurizeError::Unsupported {
                block: b,
                reason: "the block is reached along paths that no nesting of if, switch and loop \
                         separates (it would have to be duplicated)"
                    .to_string(),
            });
        }
        let is_open = self.loops.iter().any(|(h, _)| *h == b);
        match self.si.loop_merge(b) {
            Some(lm) if !is_open => {
                let merge = lm.merge;
                self.loops.push((b, merge));
                let mut body = Vec::new();
                let r = self.block(b, Some(b), &mut body);
                self.loops.pop();
                r?;
                out.push(Node::Loop { body });
                match merge {
                    Some(m) => self.goto(m, follow, out),
                    None => Ok(()),
                }
            }
            _ => self.block(b, follow, out),
        }
    }

    /// Emits `b`'s instructions and its terminator.
    fn block(&mut self, b: BlockId, follow: Option<BlockId>, out: &mut Vec<Node>) -> Res {
        self.placed[b.index()] = true;
        out.push(Node::Block(b));
        match &self.func.blocks[b].term {
            Terminator::Ret(v) => out.push(Node::Return(*v)),
            Terminator::Unreachable => out.push(Node::Unreachable),
            Terminator::Br(t) => self.edge(b, *t, follow, out)?,
            Terminator::Cbr {
                cond,
                then_block,
                else_block,
            } => {
                let merge = self.si.branch_merge(b);
                let arm_follow = merge.or(follow);
                let mut then_branch = Vec::new();
                self.edge(b, *then_block, arm_follow, &mut then_branch)?;
                let mut else_branch = Vec::new();
                self.edge(b, *else_block, arm_follow, &mut else_branch)?;
                out.push(Node::If {
                    cond: *cond,
                    then_branch,
                    else_branch,
                });
                if let Some(m) = merge {
                    self.goto(m, follow, out)?;
                }
            }
            Terminator::Switch {
                value,
                cases,
                default,
            } => {
                let merge = self.si.branch_merge(b);
                let arm_follow = merge.or(follow);
                // Group case values by target, in order of first appearance,
                // then order them so a case running on into another comes
                // right before it.
                let mut groups: Vec<(BlockId, Vec<i128>)> = Vec::new();
                for &(v, t) in cases.iter().filter(|(_, t)| t != default) {
                    match groups.iter_mut().find(|(g, _)| *g == t) {
                        Some((_, vals)) => vals.push(v),
                        None => groups.push((t, vec![v])),
                    }
                }
                let mut arms = Vec::new();
                for (t, vals) in groups {
                    let mut arm = Vec::new();
                    self.edge(b, t, arm_follow, &mut arm)?;
                    arms.push((vals, arm));
                }
                let mut default_arm = Vec::new();
                self.edge(b, *default, arm_follow, &mut default_arm)?;
                out.push(Node::Switch {
                    value: *value,
                    cases: arms,
                    default: default_arm,
                });
                if let Some(m) = merge {
                    self.goto(m, follow, out)?;
                }
            }
        }
        Ok(())
    }

    /// Enters case `t` of the switch ending `b`. A case that another case
    /// runs on into (`ft`) is entered from two places, its arm's start and
    /// the arm before it, so its phis cannot be assigned at the arm's start
    /// (that would undo what the arm before assigned): their values for the
    /// switch's edge are assigned before the switch instead (`before`).
    /// That is safe because nothing reads a phi's variable before its block
    /// runs, and every other edge into the block assigns it again.
    fn edge(
        &mut self,
        from: BlockId,
        to: BlockId,
        follow: Option<BlockId>,
        out: &mut Vec<Node>,
    ) -> Res {
        edge_assigns(self.func, from, to, &mut self.next_temp, out);
        self.goto(to, follow, out)
    }

    /// Control continues at `to` (phis already assigned).
    fn goto(&mut self, to: BlockId, follow: Option<BlockId>, out: &mut Vec<Node>) -> Res {
        if follow == Some(to) {
            return Ok(());
        }
        for (depth, &(h, m)) in self.loops.iter().rev().enumerate() {
            let depth = depth as u32;
            if h == to {
                out.push(Node::Continue { depth });
                return Ok(());
            }
            if m == Some(to) {
                out.push(Node::Break { depth });
                return Ok(());
            }
        }
        self.place(to, follow, out)
    }
}

/// A compact text form of a tree, one statement a line, two spaces an
/// indent level; blocks by label, values as `%name`, temporaries as `$N`.
/// Meant for tests and debugging, not for any backend.
pub fn render_tree(func: &Function, nodes: &[Node]) -> String {
    let mut s = String::new();
    render_into(func, nodes, 0, &mut s);
    s
}

fn render_into(func: &Function, nodes: &[Node], indent: usize, s: &mut String) {
    let pad = "  ".repeat(indent);
    for n in nodes {
        match n {
            Node::Block(b) => {
                let _ = writeln!(s, "{pad}{}", func.blocks[*b].label);
            }
            Node::If {
                cond,
                then_branch,
                else_branch,
            } => {
                let _ = writeln!(s, "{pad}if {} {{", operand(func, cond));
                render_into(func, then_branch, indent + 1, s);
                if !else_branch.is_empty() {
                    let _ = writeln!(s, "{pad}}} else {{");
                    render_into(func, else_branch, indent + 1, s);
                }
                let _ = writeln!(s, "{pad}}}");
            }
            Node::Switch {
                value,
                cases,
                default,
            } => {
                let _ = writeln!(s, "{pad}switch {} {{", operand(func, value));
                for (vals, arm) in cases {
                    let vals: Vec<String> = vals.iter().map(|v| v.to_string()).collect();
                    let _ = writeln!(s, "{pad}  case {} {{", vals.join(", "));
                    render_into(func, arm, indent + 2, s);
                    let _ = writeln!(s, "{pad}  }}");
                }
                let _ = writeln!(s, "{pad}  default {{");
                render_into(func, default, indent + 2, s);
                let _ = writeln!(s, "{pad}  }}");
                let _ = writeln!(s, "{pad}}}");
            }
            Node::Loop { body } => {
                let _ = writeln!(s, "{pad}loop {{");
                render_into(func, body, indent + 1, s);
                let _ = writeln!(s, "{pad}}}");
            }
            Node::Break { depth: 0 } => {
                let _ = writeln!(s, "{pad}break");
            }
            Node::Break { depth } => {
                let _ = writeln!(s, "{pad}break {depth}");
            }
            Node::Continue { depth: 0 } => {
                let _ = writeln!(s, "{pad}continue");
            }
            Node::Continue { depth } => {
                let _ = writeln!(s, "{pad}continue {depth}");
            }
            Node::Return(None) => {
                let _ = writeln!(s, "{pad}ret");
            }
            Node::Return(Some(v)) => {
                let _ = writeln!(s, "{pad}ret {}", operand(func, v));
            }
            Node::Unreachable => {
                let _ = writeln!(s, "{pad}unreachable");
            }
            Node::Assign { var, value } => {
                let var = match var {
                    Var::Phi(PhiVar(v)) => format!("%{}", func.values[*v].name),
                    Var::Temp(t) => format!("${t}"),
                };
                let value = match value {
                    Src::Operand(o) => operand(func, o),
                    Src::Temp(t) => format!("${t}"),
                };
                let _ = writeln!(s, "{pad}{var} = {value}");
            }
        }
    }
}

fn operand(func: &Function, op: &Operand) -> String {
    match op {
        Operand::Value(v) => format!("%{}", func.values[*v].name),
        Operand::Const(c) if c.ty.is_float() => format!("{}", c.as_f64()),
        Operand::Const(c) if c.ty == magpie_mpir::Scalar::Bool => format!("{}", c.bits != 0),
        Operand::Const(c) => format!("{}", c.as_i128()),
    }
}
