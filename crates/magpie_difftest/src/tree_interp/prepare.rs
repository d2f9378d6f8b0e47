//! Before any work-item runs: the loop-exit normalization a text backend
//! applies, the statement tree of the kernel and of every function it may
//! call (built once), and the check that every op on a reachable path is
//! one the interpreter runs, so that `Unsupported` does not depend on the
//! inputs.

use magpie_gpu::layout::{struct_layout, StructLayout};
use magpie_gpu::structurize::{normalize_cfg, structurize, Node};
use magpie_gpu::Capability;
use magpie_mpir::{FuncId, Function, FunctionInfo, Inst, Module, ModuleInfo, Opcode, Type};

use super::{internal, TreeError};

/// What the tree walker reads: the (normalized) module and, per function
/// index, its tree when the kernel may call it.
#[derive(Debug)]
pub(super) struct Prepared<'m> {
    pub module: &'m Module,
    pub info: &'m ModuleInfo,
    trees: Vec<Option<Vec<Node>>>,
    /// By struct index; `None` for a struct without a natural layout.
    pub layouts: Vec<Option<StructLayout>>,
    /// What `gpu.target.has` answers true for.
    pub caps: Vec<Capability>,
}

impl<'m> Prepared<'m> {
    pub fn function(&self, f: FuncId) -> Result<(&'m Function, &'m FunctionInfo), TreeError> {
        let func = self.module.functions.get(f);
        let finfo = self.info.functions.get(f.index());
        func.zip(finfo)
            .ok_or_else(|| internal(format!("no function #{}", f.index())))
    }

    pub fn tree(&self, f: FuncId) -> Result<&[Node], TreeError> {
        self.trees
            .get(f.index())
            .and_then(Option::as_deref)
            .ok_or_else(|| internal(format!("no tree was built for function #{}", f.index())))
    }
}

/// `normalize_cfg(module, info, false)`, as the WGSL and MSL backends run
/// it; `None` when it changed nothing.
pub(super) fn normalize(
    module: &Module,
    info: &ModuleInfo,
) -> Result<Option<(Module, ModuleInfo)>, TreeError> {
    let out = normalize_cfg(module, info, false);
    match out.value {
        Some(v) if !out.has_errors() => Ok(v),
        _ => {
            let msgs: Vec<String> = out
                .diagnostics
                .iter()
                .filter(|d| d.is_error())
                .map(|d| format!("{}: {}", d.code, d.message))
                .collect();
            Err(TreeError::Structurize(format!(
                "normalize_cfg failed: {}",
                msgs.join("; ")
            )))
        }
    }
}

/// Trees for `kernel` and its callees, after checking that they run here.
pub(super) fn prepare<'m>(
    module: &'m Module,
    info: &'m ModuleInfo,
    kernel: FuncId,
) -> Result<Prepared<'m>, TreeError> {
    if info.functions.len() != module.functions.len() {
        return Err(internal("the ModuleInfo does not describe this module"));
    }
    let mut prog = Prepared {
        module,
        info,
        trees: vec![None; module.functions.len()],
        layouts: module
            .structs
            .handles()
            .map(|h| struct_layout(module, h))
            .collect(),
        caps: magpie_cpu::default_capabilities(),
    };
    let (kfunc, _) = prog.function(kernel)?;
    if !kfunc.is_kernel() {
        return Err(TreeError::Exec(format!(
            "@{} returns a value: it is a device function, not a kernel",
            kfunc.name
        )));
    }
    check_kernel_params(module, kfunc)?;
    for fid in reachable_functions(&prog, kernel)? {
        let (func, finfo) = prog.function(fid)?;
        check_function(module, func, finfo)?;
        let tree = structurize(func, finfo)
            .map_err(|e| TreeError::Structurize(format!("@{}: {e}", func.name)))?;
        if let Some(slot) = prog.trees.get_mut(fid.index()) {
            *slot = Some(tree);
        }
    }
    Ok(prog)
}

/// `kernel` and everything it calls, directly or not, each once.
fn reachable_functions(prog: &Prepared<'_>, kernel: FuncId) -> Result<Vec<FuncId>, TreeError> {
    let mut order = vec![kernel];
    let mut k = 0;
    while let Some(&f) = order.get(k) {
        let (_, finfo) = prog.function(f)?;
        for &g in &finfo.callees {
            if !order.contains(&g) {
                order.push(g);
            }
        }
        k += 1;
    }
    Ok(order)
}

/// [`super::TreeArg`] has no struct form, so a value-struct parameter cannot
/// be passed.
fn check_kernel_params(m: &Module, f: &Function) -> Result<(), TreeError> {
    for &p in &f.params {
        if let Type::Struct(_) = f.value_type(p) {
            return Err(TreeError::Unsupported(format!(
                "@{} takes a value-struct parameter of type {} (TreeArg has no struct form)",
                f.name,
                super::memory::type_name(m, f.value_type(p))
            )));
        }
    }
    Ok(())
}

/// Every instruction of every reachable block is one [`super::ops`] runs.
fn check_function(m: &Module, f: &Function, finfo: &FunctionInfo) -> Result<(), TreeError> {
    for &b in &finfo.rpo {
        let block = f
            .blocks
            .get(b)
            .ok_or_else(|| internal(format!("@{}: block #{} is missing", f.name, b.index())))?;
        for &i in &block.insts {
            let inst = f.insts.get(i).ok_or_else(|| {
                internal(format!(
                    "@{}: instruction #{} is missing",
                    f.name,
                    i.index()
                ))
            })?;
            check_inst(m, f, inst)?;
        }
    }
    Ok(())
}

fn check_inst(m: &Module, f: &Function, inst: &Inst) -> Result<(), TreeError> {
    if !is_supported(inst.op) {
        return Err(TreeError::Unsupported(format!(
            "`{}` in @{} (barriers, shared memory, atomics, subgroup, pointer \
             and host ops are not run by the tree interpreter)",
            inst.op, f.name
        )));
    }
    // A pointer (from `gpu.shared` or `ptr.add`) has no value here; the ops
    // that make one are refused above, this catches any other source.
    if let Some(r) = inst.result {
        if let Type::Ptr(_) | Type::Host(_) = f.value_type(r) {
            return Err(TreeError::Unsupported(format!(
                "a value of type {} in @{}",
                super::memory::type_name(m, f.value_type(r)),
                f.name
            )));
        }
    }
    Ok(())
}

/// The ops [`super::ops`] implements or hands to the constant folder's
/// evaluator and, where it does not decide, to the CPU executor's
/// ([`magpie_cpu::eval_scalar`], which takes every pure scalar op).
fn is_supported(op: Opcode) -> bool {
    use Opcode::*;
    matches!(
        op,
        IAdd | ISub
            | IMul
            | ISdiv
            | IUdiv
            | ISrem
            | IUrem
            | IAnd
            | IOr
            | IXor
            | IShl
            | ILshr
            | IAshr
            | FAdd
            | FSub
            | FMul
            | FDiv
            | FRem
            | FAddFast
            | FSubFast
            | FMulFast
            | FDivFast
            | FRemFast
            | Sqrt
            | Rsqrt
            | Exp
            | Exp2
            | Log
            | Log2
            | Sin
            | Cos
            | Tan
            | Tanh
            | Abs
            | Floor
            | Ceil
            | Round
            | Trunc
            | Pow
            | Min
            | Max
            | Atan2
            | Fma
            | IcmpEq
            | IcmpNe
            | IcmpSlt
            | IcmpSgt
            | IcmpSle
            | IcmpSge
            | IcmpUlt
            | IcmpUgt
            | IcmpUle
            | IcmpUge
            | FcmpOeq
            | FcmpOne
            | FcmpOlt
            | FcmpOgt
            | FcmpOle
            | FcmpOge
            | Cast
            | Bitcast
            | Literal
            | Phi
            | Call
            | CallVoid
            | New
            | GetField
            | GlobalId
            | ThreadId
            | WorkgroupId
            | WorkgroupSize
            | NumWorkgroups
            | BufferLoad
            | BufferStore
            | BufferLen
            | TargetIs
            | TargetHas
            | PredAnd
            | PredOr
            | PredNot
    )
}
