//! The CFG structurizer (spec §7.1, §7.2): analyses shared by every backend
//! that needs structured control flow, the merge facts SPIR-V's
//! `OpLoopMerge`/`OpSelectionMerge` need ([`structure_info`]), and the
//! statement tree the text backends (MSL, WGSL) print ([`structurize`]).
//!
//! ```text
//! FunctionInfo (preds, succs, rpo, idom) ──► check_reducible ──► find_loops
//!     ──► post_dominators ──► StructureInfo (loop merges, continue targets,
//!         selection merges) ──► structurize ──► Vec<Node>
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
//! - **Selection merge** of a `cbr`/`switch` in block `b`: `b`'s immediate
//!   post-dominator (a virtual exit joins every `ret`/`unreachable`), when it
//!   lies in the innermost loop holding `b` and is not that loop's header;
//!   otherwise none, and every arm ends in `break`, `continue` or `return`.
//! - **Phis** become variables assigned on each incoming edge (see
//!   [`phi`]): at the end of the predecessor for `br`, at the start of the
//!   arm for `cbr`/`switch` (the edge's own code).
//!
//! # Accepted shapes
//!
//! Straight lines; if-then, if-then-else and switches (several cases may
//! share a target) whose arms rejoin at the immediate post-dominator, nested
//! to any depth; while and do-while loops, nested to any depth, including
//! `break` from the middle to the loop's merge, multi-level `break` and
//! `continue` (depth > 0), branches to a latch (`continue`), and early exits
//! that return. Rejected: irreducible graphs, loops whose exits continue at
//! different blocks (unless normalised first), and forward jumps that cross arms (a block entered
//! from two arms that do not rejoin at one post-dominator first): these
//! would need code duplication or labelled blocks, so
//! [`StructurizeError::Unsupported`] says so instead of miscompiling.
//!
//! # For backends
//!
//! An SSA value may be defined in a nested scope and used after it (a loop
//! header's value after the loop): declare every value and phi variable at
//! function scope. `Break`/`Continue` with depth > 0 need a flag or a
//! labelled construct in languages without multi-level `break`.

mod error;
pub mod exits;
pub mod loops;
pub mod phi;
pub mod postdom;
pub mod regions;
pub mod tree;
pub mod trip_count;

pub use error::StructurizeError;
pub use exits::normalize_loop_exits;
pub use loops::{check_reducible, find_loops, Loop, LoopForest};
pub use postdom::{post_dominators, PostDomTree};
pub use regions::{structure_info, ContinueTarget, LoopMerge, Selection, StructureInfo};
pub use tree::{render_tree, structurize, Node, PhiVar, Src, Var};
pub use trip_count::{iteration_constants, trip_count};
