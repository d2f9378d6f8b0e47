//! Which kernel buffers are read-only while the kernel runs, for the
//! backends' read-only paths (PTX `ld.global.nc`, SPIR-V `NonWritable`).
//!
//! Such a path is only correct for memory that nothing writes while the
//! kernel runs. A buffer qualifies when the kernel (with every device
//! function it calls, followed through the call arguments) never stores to
//! it or uses it atomically, and no written buffer can alias it: either the
//! runtime promised that no two buffer arguments share memory
//! ([`crate::Options::noalias`]), or the kernel writes no buffer at all. A
//! write through a pointer whose origin cannot be traced (a pointer phi)
//! counts as a write to every buffer.

use magpie_mpir::{FuncId, Function, FunctionInfo, Module, ModuleInfo, Opcode, Operand, Type};

/// Where a buffer or pointer value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Origin {
    Param(usize),
    Shared,
    Unknown,
}

struct Writes {
    params: Vec<bool>,
    unknown: bool,
}

/// By kernel parameter index: a buffer nothing writes while the kernel
/// runs (see the module docs for `noalias`).
pub fn readonly_params(
    module: &Module,
    info: &ModuleInfo,
    kernel: FuncId,
    noalias: bool,
) -> Vec<bool> {
    let func = &module.functions[kernel];
    let mut w = Writes {
        params: vec![false; func.params.len()],
        unknown: false,
    };
    let bindings: Vec<Origin> = (0..func.params.len()).map(Origin::Param).collect();
    walk(module, info, kernel, &bindings, &mut w, 0);
    let any_write = w.unknown || w.params.iter().any(|&b| b);
    func.params
        .iter()
        .enumerate()
        .map(|(k, &p)| {
            matches!(func.value_type(p), Type::Buffer(_))
                && !w.params[k]
                && !w.unknown
                && (noalias || !any_write)
        })
        .collect()
}

/// Marks the writes of `fid`, whose parameter `k` is `bindings[k]`.
fn walk(
    module: &Module,
    info: &ModuleInfo,
    fid: FuncId,
    bindings: &[Origin],
    w: &mut Writes,
    depth: usize,
) {
    // The call graph is acyclic; the depth bound only guards against a
    // module that was not verified.
    if depth > 256 {
        w.unknown = true;
        return;
    }
    let func = &module.functions[fid];
    let finfo = info.function(fid);
    for (id, inst) in func.insts.iter() {
        if !finfo.is_reachable(finfo.inst_block[id.index()]) {
            continue;
        }
        let written = match inst.op {
            Opcode::BufferStore | Opcode::PtrStore => inst.operands.first(),
            op if op.is_atomic() => inst.operands.first(),
            Opcode::Call | Opcode::CallVoid => {
                if let Some(callee) = finfo.callee[id.index()] {
                    let args: Vec<Origin> = inst
                        .operands
                        .iter()
                        .map(|op| origin(func, finfo, bindings, op))
                        .collect();
                    walk(module, info, callee, &args, w, depth + 1);
                }
                None
            }
            _ => None,
        };
        if let Some(op) = written {
            match origin(func, finfo, bindings, op) {
                Origin::Param(k) => w.params[k] = true,
                Origin::Shared => {}
                Origin::Unknown => w.unknown = true,
            }
        }
    }
}

fn origin(func: &Function, finfo: &FunctionInfo, bindings: &[Origin], op: &Operand) -> Origin {
    let mut v = match op {
        Operand::Value(v) => *v,
        Operand::Const(_) => return Origin::Unknown,
    };
    // Follow `ptr.add` chains back to a parameter or a `gpu.shared`.
    for _ in 0..1024 {
        if let Some(k) = func.params.iter().position(|p| *p == v) {
            return bindings.get(k).copied().unwrap_or(Origin::Unknown);
        }
        let Some(inst) = finfo
            .def_inst
            .get(v.index())
            .copied()
            .flatten()
            .map(|i| &func.insts[i])
        else {
            return Origin::Unknown;
        };
        match (inst.op, inst.operands.first()) {
            (Opcode::Shared, _) => return Origin::Shared,
            (Opcode::PtrAdd, Some(Operand::Value(p))) => v = *p,
            _ => return Origin::Unknown,
        }
    }
    Origin::Unknown
}
