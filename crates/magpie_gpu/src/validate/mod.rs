//! Target validation: is this verified module acceptable for a target?
//!
//! [`validate`] runs after the verifier (it takes the [`ModuleInfo`] as
//! proof) and before anything target-specific. It reports every violation it
//! finds, each with the span from the module's span tables, a message and a
//! help line. Rule families, one file each:
//!
//! - [`portable`]: the portable core every target shares (heap structs, host
//!   ops and types, 128-bit integers, the `unsafe gpu fn` warning);
//! - [`capabilities`]: `requires(...)`, ops that need a capability, calls,
//!   types with uneven support, all aware of predicate guards ([`guards`]);
//! - [`limits`]: workgroup size, shared memory, buffer count;
//! - [`wgsl`]: WGSL's own subset.
//!
//! Which target a function is checked against: the one given, for every
//! function; with none given, the function's own `target(...)` (its home
//! backend, default arch); with neither, the portable core only (no target
//! support checks; workgroups ≥ 1 and ≤ 1024 invocations).
//!
//! Functions are checked callees first (`ModuleInfo::call_order`), so a
//! call knows which capabilities its callee needs.

mod capabilities;
mod guards;
mod limits;
mod places;
mod portable;
mod wgsl;

pub use capabilities::{op_capability, scalar_capability};

use magpie_diag::{Diagnostic, Span};
use magpie_mpir::{FuncId, InstId, Module, ModuleInfo, Outcome, Value};

use crate::caps::Capability;
use crate::target::Target;

/// What validation learned, per function; kept for later stages.
#[derive(Clone, Debug, Default)]
pub struct Validated {
    /// One per function, indexed like `Module::functions`.
    pub functions: Vec<FunctionReport>,
}

impl Validated {
    pub fn function(&self, f: FuncId) -> &FunctionReport {
        &self.functions[f.index()]
    }
}

/// Validation facts about one function.
#[derive(Clone, Debug, Default)]
pub struct FunctionReport {
    /// The target it was checked against; `None`: portable core only.
    pub target: Option<Target>,
    /// Every capability it uses: each op and call that needs one, and the
    /// first place each type capability is needed (guarded and unguarded).
    pub capabilities: Vec<CapabilityUse>,
    /// What a call to this function needs from its caller: capabilities it
    /// uses unguarded under its own `requires(...)`.
    pub call_needs: Vec<Capability>,
    /// Bytes of `gpu.shared` declared in the function itself.
    pub own_shared_bytes: u64,
    /// Its own bytes plus those of every function it calls, directly or not
    /// (each function counted once): what a workgroup of this kernel needs.
    pub shared_bytes: u64,
}

impl FunctionReport {
    /// Distinct capabilities used outside guarded blocks.
    pub fn unguarded(&self) -> Vec<Capability> {
        let mut v: Vec<Capability> = self
            .capabilities
            .iter()
            .filter(|u| !u.guarded)
            .map(|u| u.capability)
            .collect();
        v.sort();
        v.dedup();
        v
    }
}

/// One use of a capability.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CapabilityUse {
    pub capability: Capability,
    pub site: UseSite,
    pub span: Span,
    /// Inside a block guarded by `gpu.target.has` for this capability.
    pub guarded: bool,
}

/// What uses a capability.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UseSite {
    /// An op that needs it (op table `CapRule`).
    Op(InstId),
    /// A call to a function that needs it.
    Call { inst: InstId, callee: FuncId },
    /// A type that needs it: at a value (parameter or result), or elsewhere
    /// (the return type, a type argument, a constant).
    Type(Option<Value>),
}

/// Validates `module` (verified, with `info`) for `target`; see the module
/// documentation for what `None` means.
pub fn validate(module: &Module, info: &ModuleInfo, target: Option<&Target>) -> Outcome<Validated> {
    let n = module.functions.len();
    let mut reports: Vec<FunctionReport> = vec![FunctionReport::default(); n];
    let mut diags_of: Vec<Vec<Diagnostic>> = vec![Vec::new(); n];
    let default_info = magpie_mpir::FunctionInfo::default();

    for f in order(module, info) {
        let func = &module.functions[f];
        let finfo = info.functions.get(f.index()).unwrap_or(&default_info);
        let own_target = target
            .cloned()
            .or_else(|| func.target.map(Target::default_for));
        let t = own_target.as_ref();
        let diags = &mut diags_of[f.index()];
        let guards = guards::Guards::compute(func, finfo);
        let cx = capabilities::Cx {
            module,
            func,
            info: finfo,
            target: t,
            guards: &guards,
        };
        portable::check(module, func, diags);
        let declared = capabilities::check_requires(&cx, diags);
        // Callees come first in `order`, so their needs are known here.
        let callee_needs: Vec<Vec<Capability>> =
            reports.iter().map(|r| r.call_needs.clone()).collect();
        let mut uses = Vec::new();
        let call_needs = capabilities::check_ops(&cx, &declared, &callee_needs, &mut uses, diags);
        capabilities::check_types(&cx, &declared, &mut uses, diags);
        limits::check_workgroup(func, t, diags);
        limits::check_buffers(func, t, diags);
        if t.is_some_and(|t| t.backend == crate::GpuBackend::Wgsl) {
            wgsl::check(module, func, diags);
        }
        reports[f.index()] = FunctionReport {
            target: own_target,
            capabilities: uses,
            call_needs,
            own_shared_bytes: limits::own_shared_bytes(module, func),
            shared_bytes: 0,
        };
    }

    for (f, func) in module.functions.iter() {
        let closure = reachable_functions(info, f, n);
        let parts: Vec<(&magpie_mpir::Function, u64)> = closure
            .iter()
            .map(|g| (&module.functions[*g], reports[g.index()].own_shared_bytes))
            .collect();
        let total = parts.iter().fold(0u64, |a, (_, b)| a.saturating_add(*b));
        reports[f.index()].shared_bytes = total;
        if let (true, Some(t)) = (func.is_kernel(), reports[f.index()].target.clone()) {
            limits::check_shared(module, func, total, &parts, &t, &mut diags_of[f.index()]);
        }
    }

    let diagnostics = diags_of.into_iter().flatten().collect();
    Outcome::new(Validated { functions: reports }, diagnostics)
}

/// Callees before callers: the verifier's order, completed with any
/// function it does not list (so that nothing goes unchecked).
fn order(module: &Module, info: &ModuleInfo) -> Vec<FuncId> {
    let mut seen = vec![false; module.functions.len()];
    let mut out = Vec::with_capacity(module.functions.len());
    for f in info
        .call_order
        .iter()
        .copied()
        .chain(module.functions.handles())
    {
        if seen.get(f.index()).copied() == Some(false) {
            seen[f.index()] = true;
            out.push(f);
        }
    }
    out
}

/// `f` first, then every function it calls directly or not, each once.
fn reachable_functions(info: &ModuleInfo, f: FuncId, n: usize) -> Vec<FuncId> {
    let mut seen = vec![false; n];
    let mut out = vec![f];
    if let Some(s) = seen.get_mut(f.index()) {
        *s = true;
    }
    let mut i = 0;
    while i < out.len() {
        let g = out[i];
        i += 1;
        for &c in info
            .functions
            .get(g.index())
            .map_or(&[][..], |fi| &fi.callees)
        {
            if seen.get(c.index()).copied() == Some(false) {
                seen[c.index()] = true;
                out.push(c);
            }
        }
    }
    out
}
