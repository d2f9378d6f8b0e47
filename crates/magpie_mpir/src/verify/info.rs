//! What the verifier proves and computes, for later stages to use.

use crate::module::{BlockId, FuncId, Function, Value};

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
#[derive(Clone, Debug, Default)]
pub struct FunctionInfo {
    /// Predecessors of each block (by block index), in block order, deduplicated.
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
    /// Distinct functions this one calls.
    pub callees: Vec<FuncId>,
}

impl FunctionInfo {
    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.rpo.contains(&b)
    }

    /// True when `a` dominates `b` (every block dominates itself).
    pub fn dominates(&self, a: BlockId, mut b: BlockId) -> bool {
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
