//! Calls: each call site against its callee's signature (MPS0011–MPS0014),
//! and the module's call graph: recursion, direct or indirect, is
//! MPG_CORE_1103 (GPU code has no call stack), and `call_order` lists callees
//! before callers.

use magpie_diag::{codes, Diagnostic};

use crate::module::{FuncId, Function, Inst, InstId};
use crate::types::Type;
use crate::{Handle, Module, Opcode};

use super::{graph, FnCx, FunctionInfo};
use magpie_diag::suggest::similar;

impl FnCx<'_> {
    /// Checks a `call` or `call_void` and records its callee; returns the
    /// type the result must have.
    pub(super) fn check_call(&mut self, i: InstId, inst: &Inst) -> Option<Type> {
        let span = self.sp.inst(i);
        let Some(name) = inst.attr.as_deref() else {
            self.emit(
                Diagnostic::new(
                    codes::MPS0001,
                    format!("`{}` has no callee", inst.op.name()),
                )
                .with_primary(span, "missing callee"),
            );
            return None;
        };
        let Some(&cid) = self.mcx.fn_by_name.get(name) else {
            let mut d = Diagnostic::new(codes::MPS0011, format!("no function named @{name}"))
                .with_primary(span, "unknown function");
            let names = self.m.functions.values().map(|f| f.name.as_str());
            if let Some(s) = similar(name, names) {
                d = d.with_help(format!("did you mean @{s}?"));
            }
            self.emit(d);
            return None;
        };
        self.info.callee[i.index()] = Some(cid);
        if !self.info.callees.contains(&cid) {
            self.info.callees.push(cid);
        }
        let callee: &Function = &self.m.functions[cid];
        if !self.check_call_form(i, inst, callee) {
            return None;
        }
        self.check_args(i, inst, callee);
        (inst.op == Opcode::Call).then_some(callee.ret)
    }

    /// `call` for a callee returning a value, bound to a result;
    /// `call_void` for a unit callee, unbound (MPS0014).
    fn check_call_form(&mut self, i: InstId, inst: &Inst, callee: &Function) -> bool {
        let void = inst.op == Opcode::CallVoid;
        let ret = self.ty(callee.ret).to_string();
        let (msg, help) = match (void, callee.ret == Type::Unit, inst.result) {
            (false, true, _) => (
                format!(
                    "@{} returns unit, so it is called with `call_void`",
                    callee.name
                ),
                format!("write `call_void @{} {{ ... }}`", callee.name),
            ),
            (true, false, _) => (
                format!(
                    "@{} returns {ret}, so it is called with `call`",
                    callee.name
                ),
                format!(
                    "bind its result: `%r: {ret} = call @{} {{ ... }}`",
                    callee.name
                ),
            ),
            (false, false, None) => (
                format!("the result of @{} is not bound", callee.name),
                format!("bind it: `%r: {ret} = call @{} {{ ... }}`", callee.name),
            ),
            (true, true, Some(r)) => (
                format!(
                    "`call_void` produces no value, but it is bound to {}",
                    self.val(r)
                ),
                format!(
                    "write `call_void @{} {{ ... }}` without `{}: T =`",
                    callee.name,
                    self.val(r)
                ),
            ),
            _ => return true,
        };
        self.emit(
            Diagnostic::new(codes::MPS0014, msg)
                .with_primary(self.sp.inst(i), "wrong call form")
                .with_secondary(callee.spans.name, format!("@{} declared here", callee.name))
                .with_help(help),
        );
        false
    }

    /// Argument count (MPS0012) and types (MPS0013; MPS0019 for a pred).
    fn check_args(&mut self, i: InstId, inst: &Inst, callee: &Function) {
        let (n, want) = (inst.operands.len(), callee.params.len());
        if n != want {
            let msg = format!(
                "@{} takes {want} argument{}, but {n} {} given",
                callee.name,
                if want == 1 { "" } else { "s" },
                if n == 1 { "was" } else { "were" }
            );
            self.emit(
                Diagnostic::new(codes::MPS0012, msg)
                    .with_primary(self.sp.inst(i), format!("expected {want}, found {n}"))
                    .with_secondary(callee.spans.name, format!("@{} declared here", callee.name)),
            );
            return;
        }
        for (k, (op, &p)) in inst.operands.iter().zip(&callee.params).enumerate() {
            let (Some(ty), Some(param)) = (self.operand_ty(op), callee.values.get(p)) else {
                continue;
            };
            if ty == Type::Pred && param.ty != Type::Pred {
                self.pred_operand(i, k);
            } else if ty != param.ty {
                let msg = format!(
                    "argument {} of @{} must be {} (parameter %{}), but {} has type {}",
                    k + 1,
                    callee.name,
                    self.ty(param.ty),
                    param.name,
                    self.opnd(op),
                    self.ty(ty)
                );
                self.emit(
                    Diagnostic::new(codes::MPS0013, msg)
                        .with_primary(
                            self.sp.operand(i, k),
                            format!("expected {}", self.ty(param.ty)),
                        )
                        .with_secondary(callee.spans.value(p), "parameter declared here"),
                );
            }
        }
    }
}

/// Reports every cycle of the call graph (one diagnostic per strongly
/// connected component) and returns the functions callees first.
pub(super) fn check_call_graph(
    m: &Module,
    infos: &[FunctionInfo],
    diags: &mut Vec<Diagnostic>,
) -> Vec<FuncId> {
    let succ: Vec<Vec<usize>> = infos
        .iter()
        .map(|fi| fi.callees.iter().map(|c| c.index()).collect())
        .collect();
    let comps = graph::sccs(&succ);
    for comp in &comps {
        if graph::is_cyclic(comp, &succ) {
            diags.push(recursion(m, infos, &graph::cycle(comp, &succ)));
        }
    }
    comps
        .into_iter()
        .flatten()
        .map(|k| Handle::from_index(k as u32))
        .collect()
}

/// MPG_CORE_1103 for the cycle `path` (first node repeated at the end).
fn recursion(m: &Module, infos: &[FunctionInfo], path: &[usize]) -> Diagnostic {
    let name = |k: usize| format!("@{}", m.functions[Handle::from_index(k as u32)].name);
    let chain: Vec<String> = path.iter().map(|&k| name(k)).collect();
    let msg = if path.len() == 2 {
        format!(
            "{} calls itself: recursion is not allowed in gpu fn",
            chain[0]
        )
    } else {
        format!("recursion is not allowed in gpu fn: {}", chain.join(" → "))
    };
    let mut d = Diagnostic::new(codes::MPG_CORE_1103, msg)
        .with_help("GPU code has no call stack: rewrite the recursion as a loop");
    for (n, w) in path.windows(2).enumerate() {
        let (caller, callee) = (w[0], w[1]);
        let func: &Function = &m.functions[Handle::from_index(caller as u32)];
        let site = infos[caller]
            .callee
            .iter()
            .position(|c| c.map(|c| c.index()) == Some(callee))
            .map(|k| func.spans.inst(Handle::from_index(k as u32)))
            .unwrap_or(func.spans.name);
        let label = format!("{} calls {} here", name(caller), name(callee));
        d = if n == 0 {
            d.with_primary(site, label)
        } else {
            d.with_secondary(site, label)
        };
    }
    d
}
