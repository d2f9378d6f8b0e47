//! The control-flow generator: a random structured program (a small AST of
//! sequences, if/else, switches, while and do-while loops, multi-level
//! break and continue, early returns) over `u32`/`i32` state variables,
//! lowered to a CFG kernel with `br`, `cbr`, `switch` and a `phi` for every
//! variable at every join.
//!
//! Shapes it makes on purpose (see [`Stats`]): loop nests of depth ≥ 3;
//! `break`/`continue` out of 1–3 loops; a `break` to an exit block of its
//! own whose code then merges with the loop's normal exit in a phi after
//! the loop; `continue` (a branch straight to the latch) from selections
//! whose arms then rejoin only at the latch; switches whose cases share
//! targets (several labels per case, the default on a case or on the merge,
//! labels straight to the merge), a case falling into the next case's
//! block, switches inside loops whose cases break, loops inside cases;
//! early `ret` inside loops after storing the results.
//!
//! The result depends on the path taken: every block entered does
//! `acc = acc * 31 + block_number`; each work-item stores `acc`, the
//! return site and the state variables at `out[gid * W ..]`, and `Trace`
//! statements store `acc` mid-way.
//!
//! Invariants (by construction, for every seed):
//! - the CFG is reducible: the only back edges go from a loop's latch to
//!   its header, and the header dominates everything in the loop (loops
//!   are entered only through their preheader); break, continue and case
//!   fallthrough edges go forward;
//! - every loop terminates: its counter is incremented only in the latch,
//!   every iteration passes the latch, and the latch (or header) leaves
//!   when the counter reaches a limit of at most 5;
//! - the text is SSA: each variable has one name per definition, join
//!   blocks define every variable by a phi with one entry per predecessor;
//! - only integer ops (`i.add sub mul xor`, `i.urem` by nonzero constants,
//!   `icmp.*`, `cast` between u32 and i32), the global id, the scalar `%k`,
//!   loads from `%inp` (indices reduced modulo its length) and stores to
//!   `%out`.

mod build;
mod lower;
mod render;
mod shrink;
mod stats;

use magpie_mpir::Scalar;

use crate::generated::Generated;

pub use stats::Stats;

/// Work-items per kernel (one workgroup).
pub const LANES: u32 = 64;
/// Elements of the input buffer.
pub const INPUT_LEN: u32 = 64;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    /// A state variable.
    Var(usize),
    /// `gpu.global_id` (u32).
    Gid,
    /// The scalar parameter `%k` (u32).
    Param,
    Const(Scalar, u32),
    /// `%inp[index urem INPUT_LEN]` (u32; the index is u32).
    Load(Box<Expr>),
    /// `i.add`, `i.sub`, `i.mul` or `i.xor` of two values of one type.
    Bin(&'static str, Box<Expr>, Box<Expr>),
    /// `i.urem` by a nonzero constant.
    Urem(Box<Expr>, u32),
    /// `cast<u32, i32>` or `cast<i32, u32>` to the given type.
    Cast(Scalar, Box<Expr>),
}

/// `icmp.PRED { lhs, rhs }` (both of one type).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cond {
    pub pred: &'static str,
    pub lhs: Expr,
    pub rhs: Expr,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoopKind {
    /// The header tests the counter; the body may run zero times.
    While,
    /// The latch tests the counter; the body runs at least once.
    DoWhile,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Limit {
    Const(u32),
    /// `value urem modulus` (u32), computed before the loop.
    Data {
        value: Expr,
        modulus: u32,
    },
}

/// Where a switch's `else` goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Default {
    Merge,
    /// The same block as case `i` (a shared target).
    Case(usize),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// At least one; distinct across the switch.
    pub labels: Vec<i64>,
    pub body: Vec<Stmt>,
    /// When the body ends normally, continue in the next case's block
    /// instead of the merge.
    pub fall: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stmt {
    Assign {
        var: usize,
        value: Expr,
    },
    /// `out[gid * W + 2 + vars + slot] = acc`.
    Trace {
        slot: u32,
    },
    If {
        cond: Cond,
        then_: Vec<Stmt>,
        else_: Vec<Stmt>,
    },
    Switch {
        /// u32 or i32; `labels` are values of its type.
        sel: Expr,
        cases: Vec<Case>,
        /// Labels whose target is the merge block itself.
        merge_labels: Vec<i64>,
        default: Default,
    },
    Loop {
        kind: LoopKind,
        limit: Limit,
        body: Vec<Stmt>,
    },
    /// Leave the `depth`-th enclosing loop (1 = innermost); with `exit`,
    /// through a block of its own running that code, which then joins the
    /// loop's normal exit after the loop.
    Break {
        depth: u32,
        exit: Option<Vec<Stmt>>,
    },
    /// Go to the latch of the `depth`-th enclosing loop.
    Continue {
        depth: u32,
    },
    /// Store the results and return.
    Return,
}

/// A generated control-flow program before lowering.
#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    pub seed: u64,
    pub size: usize,
    /// State variable types (u32 or i32).
    pub vars: Vec<Scalar>,
    /// Initial values (bits) of the state variables.
    pub init: Vec<u32>,
    /// Trace slots per work-item.
    pub traces: u32,
    /// `%inp`'s contents.
    pub input: Vec<u32>,
    /// `%k`'s value.
    pub param: u32,
    pub body: Vec<Stmt>,
}

impl Program {
    /// Output elements per work-item: acc, return site, variables, traces.
    pub fn width(&self) -> u32 {
        2 + self.vars.len() as u32 + self.traces
    }

    pub fn stats(&self) -> Stats {
        Stats::of(self)
    }
}

/// The kernel for `seed` with about `size` statements.
pub fn generate(seed: u64, size: usize) -> Generated {
    build::program(seed, size).render()
}

/// The program itself (for structure checks).
pub fn program(seed: u64, size: usize) -> Program {
    build::program(seed, size)
}
