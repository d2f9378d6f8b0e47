//! The CFG structurizer (spec §7.1, §7.2): analyses shared by every backend
//! that needs structured control flow, the merge facts SPIR-V's
//! `OpLoopMerge`/`OpSelectionMerge` need ([`structure_info`]), and the
//! statement tree the text backends (MSL, WGSL) print ([`structurize`]).
//!
//! ```text
//! FunctionInfo (preds, succs, rpo, idom) ──► check_reducible ──► find_loops
//!     ──► StructureInfo (loop merges, continue targets, selection merges,
//!         forwarded merges, split headers) ──► structurize ──► Vec<Node>
//!                                                  └──► SPIR-V merge instructions
//! ```
//!
//! Dominators come from the verifier's [`magpie_mpir::FunctionInfo`]; they
//! are not recomputed here. Unreachable blocks are ignored throughout.
//!
//! # Rules
//!
//! - **Reducibility.** A depth-first walk from the entry must find every
//!   retreating edge to be a back edge (its target dominates its source).
//!   Otherwise: [`StructurizeError::Irreducible`] naming the target
//!   (MPG_MSL_1001 / MPG_WGSL_1001). No node splitting.
//! - **Loops** are natural loops, one per header (all back edges into a
//!   header make one loop). The *continue target* is the only latch, or
//!   [`ContinueTarget::NewBlock`] when there are several.
//! - **Loop merge.** Exit targets whose code only runs after leaving the
//!   loop and never rejoins anything (all their predecessors are in the loop,
//!   everything they reach is dominated by them: e.g. an early `ret`) are
//!   *terminal* and stay inside the loop. The other exit targets must be a
//!   single block, the merge; two or more are
//!   [`StructurizeError::Unsupported`]. [`normalize_loop_exits`] rewrites
//!   such loops beforehand (every exit through one dispatch block); with
//!   `strict` it also gives one exit to loops left by a multi-level
//!   `break`, which SPIR-V cannot express.
//! - **Selection merge** of a `cbr`/`switch` in block `b`: its one
//!   *continuation point* inside the innermost enclosing loop
//!   ([`merges`]): the arms are the regions the successors of `b` dominate
//!   (a successor entered from elsewhere starts no arm), and the merge is
//!   the one block outside them that control leaves them to, other than by
//!   `break`, `continue` or `return`. `None` when there is none. Several are
//!   [`StructurizeError::Unsupported`] until [`normalize_cfg`] has put one
//!   join block in front of them ([`crossings`]), which every reducible
//!   CFG admits: the arms of every branch then nest.
//! - **Shared merges.** A block may be the merge of one construct only
//!   (SPIR-V): [`StructureInfo::forwarded`] lists the inner constructs that
//!   need a forwarding block in front of a merge they share with an
//!   enclosing one.
//! - **Loop headers** whose branch stays inside the loop (both targets in
//!   the body, or a `switch`) are selections of their own
//!   ([`Selection::split_header`]).
//! - **Switch cases** never run on into each other: a case block entered
//!   from another case is a continuation point, moved behind the switch
//!   by the join.
//! - **Phis** become variables assigned on each incoming edge (see
//!   [`phi`]): at the end of the predecessor for `br`, at the start of the
//!   arm for `cbr`/`switch` (the edge's own code).
//!
//! # Accepted shapes
//!
//! Straight lines; if-then, if-then-else and switches (several cases may
//! share a target, a case may run on into another) whose arms rejoin, nested
//! to any depth, with arms that `break`, `continue` or `return` early; while
//! and do-while loops nested to any depth, including `break` from the middle
//! to the loop's merge, multi-level `break` and `continue` (depth > 0),
//! branches to a latch (`continue`), and early exits that return. Rejected:
//! irreducible graphs; and, until [`normalize_cfg`] has run, loops whose
//! exits continue at different blocks and branches with several
//! continuation points (a block entered from inside a construct and from
//! outside it, other than its merge), which [`StructurizeError::Unsupported`]
//! reports instead of miscompiling. After it, every reducible CFG is
//! accepted (the generated campaign checks this on thousands of shapes).
//!
//! # For backends
//!
//! An SSA value may be defined in a nested scope and used after it (a loop
//! header's value after the loop): declare every value and phi variable at
//! function scope. `Break`/`Continue` with depth > 0 need a flag or a
//! labelled construct in languages without multi-level `break`.

pub mod crossings;
mod edit;
mod error;
pub mod exits;
pub mod loops;
pub mod merges;
pub mod phi;
pub mod postdom;
pub mod regions;
pub mod rotate;
pub mod tree;
pub mod trip_count;
pub mod unroll;

pub use crossings::{normalize_cfg, normalize_cfg_with, normalize_crossings};
pub use error::StructurizeError;
pub use exits::{normalize_loop_exits, normalize_loop_exits_with, ExitFill};
pub use loops::{check_reducible, find_loops, Loop, LoopForest};
pub use postdom::{post_dominators, PostDomTree};
pub use regions::{structure_info, ContinueTarget, LoopMerge, Selection, StructureInfo};
pub use rotate::{rotate_module, rotate_one};
pub use tree::{render_tree, structurize, Node, PhiVar, Src, Var};
pub use trip_count::{iteration_constants, trip_count};
pub use unroll::{unroll_module, unroll_one, UnrollLimits};
