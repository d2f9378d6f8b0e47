//! Facts about functions that hold when they hold of an instruction of the
//! function or of a function it calls ("writes device memory", "touches
//! memory at all").
//!
//! Invariant: the verifier rejects recursion and orders functions callees
//! first ([`ModuleInfo::call_order`]), so one pass in that order sees every
//! callee's answer before its callers ask for it.

use magpie_mpir::{Function, FunctionInfo, InstId, Module, ModuleInfo};

/// By function index: whether some instruction of the function satisfies
/// `test`, which is given the answers so far (every callee's is final) to
/// decide calls by. Functions outside the call order answer false.
pub fn any_instruction(
    module: &Module,
    info: &ModuleInfo,
    test: impl Fn(&Function, &FunctionInfo, InstId, &[bool]) -> bool,
) -> Vec<bool> {
    let mut answers = vec![false; module.functions.len()];
    for &fid in &info.call_order {
        let func = &module.functions[fid];
        let finfo = info.function(fid);
        answers[fid.index()] = func
            .insts
            .iter()
            .any(|(id, _)| test(func, finfo, id, &answers));
    }
    answers
}
