//! The verifier: checks a [`Module`] and returns a [`ModuleInfo`].
//!
//! It reports every error it finds, not only the first, and never panics,
//! whatever the module holds (it may have been built by hand, with handles
//! out of range). Each check runs once; a problem already reported is not
//! reported again by a later check (an undefined operand gets MPS0002 and no
//! type mismatch).
//!
//! Order of the checks, each needing what the ones before computed:
//! 1. module: struct declarations ([`structs`]), function names;
//! 2. per function ([`FnCx::run`]): signature ([`sig`]); every handle, where
//!    each instruction sits and where each value is defined ([`layout`]); the
//!    CFG and dominators ([`cfg`]); phi placement and incoming edges ([`phi`]);
//!    SSA uses ([`ssa`]); per-op typing ([`types`], [`memory`], [`calls`],
//!    [`structs`], [`terms`]) and predicate use ([`preds`]);
//! 3. the call graph: recursion and the callee-first order ([`calls`]).
//!
//! Diagnostics come back sorted by where they point in the source (stable, so
//! a module without spans keeps the order above).

mod calls;
mod cfg;
mod fmt;
mod graph;
mod info;
mod layout;
mod memory;
mod phi;
mod preds;
mod sig;
mod ssa;
mod structs;
mod terms;
mod types;

pub use info::{FunctionInfo, ModuleInfo};

use std::collections::HashMap;

use magpie_diag::{codes, Diagnostic};

use crate::module::{BlockId, FnSpans, FuncId, Function, InstId, Operand, StructId, Value};
use crate::{Module, Outcome};

use layout::Def;

/// Verifies `module`. The [`ModuleInfo`] is present only when no error was found.
pub fn verify(module: &Module) -> Outcome<ModuleInfo> {
    let mut diags = Vec::new();
    structs::check_decls(module, &mut diags);
    let mcx = ModuleCx::new(module, &mut diags);
    let mut functions = Vec::with_capacity(module.functions.len());
    for func in module.functions.values() {
        let mut cx = FnCx::new(module, &mcx, func);
        cx.run();
        diags.append(&mut cx.diags);
        functions.push(cx.info);
    }
    let call_order = calls::check_call_graph(module, &functions, &mut diags);
    diags.sort_by_key(|d| d.primary_span().map_or(0, |s| s.start));
    Outcome::new(
        ModuleInfo {
            functions,
            call_order,
        },
        diags,
    )
}

/// Module-wide lookups, built once.
struct ModuleCx<'a> {
    /// Each function name to its first declaration.
    fn_by_name: HashMap<&'a str, FuncId>,
    /// Each struct name to its first declaration.
    struct_by_name: HashMap<&'a str, StructId>,
}

impl<'a> ModuleCx<'a> {
    fn new(m: &'a Module, diags: &mut Vec<Diagnostic>) -> Self {
        let mut fn_by_name: HashMap<&str, FuncId> = HashMap::new();
        for (fid, f) in m.functions.iter() {
            if let Some(&first) = fn_by_name.get(f.name.as_str()) {
                diags.push(
                    Diagnostic::new(
                        codes::MPS0016,
                        format!("function @{} is declared more than once", f.name),
                    )
                    .with_primary(f.spans.name, "declared again here")
                    .with_secondary(m.functions[first].spans.name, "first declared here")
                    .with_help("rename one of them"),
                );
            } else {
                fn_by_name.insert(&f.name, fid);
            }
        }
        let mut struct_by_name = HashMap::new();
        for (sid, s) in m.structs.iter() {
            struct_by_name.entry(s.name.as_str()).or_insert(sid);
        }
        ModuleCx {
            fn_by_name,
            struct_by_name,
        }
    }
}

/// The state of verifying one function. Its methods live in the files named
/// in the module documentation, one concern each.
struct FnCx<'a> {
    m: &'a Module,
    mcx: &'a ModuleCx<'a>,
    f: &'a Function,
    sp: &'a FnSpans,
    diags: Vec<Diagnostic>,
    /// Filled as the checks go.
    info: FunctionInfo,
    /// How each value is defined (by value index).
    def: Vec<Def>,
    /// Index of each placed instruction in its block's `insts`.
    pos: Vec<u32>,
    /// How many more "did you mean" searches over all values to offer.
    hints_left: u32,
}

impl<'a> FnCx<'a> {
    fn new(m: &'a Module, mcx: &'a ModuleCx<'a>, f: &'a Function) -> Self {
        let (nv, ni, nb) = (f.values.len(), f.insts.len(), f.blocks.len());
        FnCx {
            m,
            mcx,
            f,
            sp: &f.spans,
            diags: Vec::new(),
            info: FunctionInfo {
                preds: vec![Vec::new(); nb],
                rpo: Vec::new(),
                idom: vec![None; nb],
                def_block: vec![None; nv],
                callee: vec![None; ni],
                callees: Vec::new(),
                succs: vec![Vec::new(); nb],
                rpo_index: vec![FunctionInfo::UNREACHABLE; nb],
                dom_interval: vec![(FunctionInfo::UNREACHABLE, FunctionInfo::UNREACHABLE); nb],
                inst_block: vec![layout::NO_BLOCK; ni],
                def_inst: vec![None; nv],
                ptr_elem: vec![None; nv],
                use_count: vec![0; nv],
            },
            def: vec![Def::Undefined; nv],
            pos: vec![0; ni],
            hints_left: 16,
        }
    }

    fn run(&mut self) {
        self.check_signature();
        self.place_insts();
        self.define_values();
        if self.f.blocks.is_empty() {
            return;
        }
        self.build_cfg();
        self.check_phis();
        self.check_uses();
        self.track_ptr_elems();
        self.check_types();
    }

    fn emit(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }

    /// True when entry `k` of block `b`'s list, `i`, is where `i` is placed
    /// (a valid handle, listed there first). Other entries were reported.
    fn is_placed(&self, b: BlockId, k: usize, i: InstId) -> bool {
        self.info.inst_block.get(i.index()) == Some(&b) && self.pos[i.index()] as usize == k
    }

    /// True when `v` is in range and defined by a parameter or a placed
    /// instruction: its type can be trusted.
    fn is_defined(&self, v: Value) -> bool {
        matches!(self.def.get(v.index()), Some(Def::Param | Def::Inst(_)))
    }

    /// The type of an operand, or `None` when it is an undefined or invalid
    /// value (reported by the SSA check; type checks skip it).
    fn operand_ty(&self, op: &Operand) -> Option<crate::Type> {
        match op {
            Operand::Const(c) => Some(crate::Type::Scalar(c.ty)),
            Operand::Value(v) if self.is_defined(*v) => Some(self.f.values[*v].ty),
            Operand::Value(_) => None,
        }
    }
}
