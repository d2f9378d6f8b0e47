//! What the verifier proves and computes, for later stages to use.

use crate::module::{BlockId, FuncId, Function, InstId, Value};
use crate::types::Elem;

/// Facts about a verified module. Valid only for the module it was computed
/// from, unchanged: a pass that edits the module verifies it again.
#[derive(Clone, Debug, Default)]
pub struct ModuleInfo {
    /// One per function, indexed like `Module::functions`.
    pub functions: Vec<FunctionInfo>,
    /// Every function, callees before callers (the call graph is acyclic).
    pub call_order: Vec<FuncId>,
}

impl ModuleInfo {
    pub fn function(&self, f: FuncId) -> &FunctionInfo {
        &self.functions[f.index()]
    }
}

/// CFG and SSA facts about one function.
///
/// Every vector is indexed by the handle named in its comment and is exactly
/// as long as the corresponding arena of the function.
#[derive(Clone, Debug, Default)]
pub struct FunctionInfo {
    /// Predecessors of each block (by block index), in block order, deduplicated.
    /// Unreachable predecessors are included.
    pub preds: Vec<Vec<BlockId>>,
    /// Blocks reachable from the entry, in reverse postorder (entry first).
    pub rpo: Vec<BlockId>,
    /// Immediate dominator of each block; `None` for the entry and for
    /// unreachable blocks.
    pub idom: Vec<Option<BlockId>>,
    /// The block defining each value (by value index); `None` for parameters.
    pub def_block: Vec<Option<BlockId>>,
    /// For each instruction (by instruction index): the callee of a `call` or
    /// `call_void`, else `None`.
    pub callee: Vec<Option<FuncId>>,
    /// Distinct functions this one calls, in the order their first calls
    /// appear (blocks in order, instructions in order).
    pub callees: Vec<FuncId>,

    /// Successors of each block (by block index), in terminator order,
    /// deduplicated (a `cbr` to one block twice lists it once).
    pub succs: Vec<Vec<BlockId>>,
    /// Position of each block (by block index) in `rpo`; [`Self::UNREACHABLE`]
    /// for unreachable blocks.
    pub rpo_index: Vec<u32>,
    /// Preorder/postorder numbers of each block (by block index) in a walk of
    /// the dominator tree: `a` dominates `b` iff `a`'s interval contains `b`'s.
    /// `(UNREACHABLE, UNREACHABLE)` for unreachable blocks.
    pub dom_interval: Vec<(u32, u32)>,
    /// The block holding each instruction (by instruction index).
    pub inst_block: Vec<BlockId>,
    /// The instruction defining each value (by value index); `None` for
    /// parameters.
    pub def_inst: Vec<Option<InstId>>,
    /// The element type behind each pointer or buffer value (by value index)
    /// where it is known: from a `gpu.TBuffer<T>`/`rawptr<T>` type, or for a
    /// bare `ptr` from its defining `gpu.shared<N, T>` or `ptr.add<T>`.
    pub ptr_elem: Vec<Option<Elem>>,
    /// How many times each value (by value index) is used as an operand of an
    /// instruction or a terminator.
    pub use_count: Vec<u32>,
}

impl FunctionInfo {
    /// Marks unreachable blocks in `rpo_index` and `dom_interval`.
    pub const UNREACHABLE: u32 = u32::MAX;

    pub fn is_reachable(&self, b: BlockId) -> bool {
        match self.rpo_index.get(b.index()) {
            Some(&i) => i != Self::UNREACHABLE,
            None => self.rpo.contains(&b),
        }
    }

    /// True when `a` dominates `b` (every block dominates itself).
    pub fn dominates(&self, a: BlockId, mut b: BlockId) -> bool {
        if a == b {
            return true;
        }
        if let (Some(&(a_pre, a_post)), Some(&(b_pre, b_post))) = (
            self.dom_interval.get(a.index()),
            self.dom_interval.get(b.index()),
        ) {
            return a_pre != Self::UNREACHABLE
                && b_pre != Self::UNREACHABLE
                && a_pre <= b_pre
                && b_post <= a_post;
        }
        // Built by hand without intervals: walk up the dominator tree.
        loop {
            if a == b {
                return true;
            }
            match self.idom.get(b.index()).copied().flatten() {
                Some(p) => b = p,
                None => return false,
            }
        }
    }

    pub fn param_index(func: &Function, v: Value) -> Option<usize> {
        func.params.iter().position(|p| *p == v)
    }

    /// Handy for passes: the function's module-level callers are not stored;
    /// use `ModuleInfo::call_order` for a bottom-up walk.
    pub fn is_leaf(&self) -> bool {
        self.callees.is_empty()
    }
}
