//! Ops computed at a wider float type: `%r: T = OP { a, b }` becomes
//! `cast<T, W>` of each operand, `OP` at `W`, and `cast<W, T>` of the
//! result into `%r` (the original instruction, so its uses and span stay).
//!
//! The backends use it before the device-library lowering
//! (`magpie_gpu::devlib::lower_intrinsics`) for ops the library serves only
//! at f32 and f64: the exact `f.rem` of f32, f16 and bf16 through f64 (the
//! remainder of two narrower floats is exact in f64 and representable in
//! their type, so both casts are exact), and the f16/bf16 transcendentals
//! through f32 (one more rounding, within SEMANTICS.md's ulp bounds).
//!
//! Invariant: the result verifies (a failure is reported as our bug); a
//! module with nothing to widen comes back as `None`, untouched.

use std::collections::HashSet;

use magpie_mpir::{
    verify, Inst, Module, ModuleInfo, Opcode, Operand, Scalar, TyArg, Type, ValueDef,
};

/// `module` with every op that `to(op, type)` maps to a wider type computed
/// at that type. `Err`: the rewritten module does not verify (our bug).
pub fn widen(
    module: &Module,
    to: &dyn Fn(Opcode, Scalar) -> Option<Scalar>,
) -> Result<Option<(Module, ModuleInfo)>, String> {
    let target = |func: &magpie_mpir::Function, inst: &Inst| -> Option<(Scalar, Scalar)> {
        let s = func.value_type(inst.result?).scalar()?;
        let w = to(inst.op, s)?;
        (w != s
            && inst
                .operands
                .iter()
                .all(|o| func.operand_type(o) == Type::Scalar(s)))
        .then_some((s, w))
    };
    let any = module
        .functions
        .values()
        .any(|f| f.insts.values().any(|i| target(f, i).is_some()));
    if !any {
        return Ok(None);
    }
    let mut m = module.clone();
    for (_, func) in m.functions.iter_mut() {
        let mut names: HashSet<String> = func.values.values().map(|v| v.name.clone()).collect();
        let mut fresh = |ty: Scalar, base: &str| -> ValueDef {
            let mut k = 0;
            loop {
                let name = format!("{base}.w{k}");
                if names.insert(name.clone()) {
                    return ValueDef {
                        name,
                        ty: Type::Scalar(ty),
                    };
                }
                k += 1;
            }
        };
        let blocks: Vec<_> = func.blocks.handles().collect();
        for b in blocks {
            let old = std::mem::take(&mut func.blocks[b].insts);
            let mut new = Vec::with_capacity(old.len());
            for i in old {
                let Some((s, w)) = target(func, &func.insts[i]) else {
                    new.push(i);
                    continue;
                };
                let inst = func.insts[i].clone();
                let base = inst
                    .result
                    .map_or_else(String::new, |r| func.values[r].name.clone());
                let mut wide_ops = Vec::with_capacity(inst.operands.len());
                for op in &inst.operands {
                    let v = func.values.append(fresh(w, &base));
                    let c = func.insts.append(Inst {
                        result: Some(v),
                        ty_args: vec![TyArg::Type(Type::Scalar(s)), TyArg::Type(Type::Scalar(w))],
                        operands: vec![*op],
                        in_unsafe: inst.in_unsafe,
                        ..Inst::new(Opcode::Cast)
                    });
                    new.push(c);
                    wide_ops.push(Operand::Value(v));
                }
                let wr = func.values.append(fresh(w, &base));
                let wi = func.insts.append(Inst {
                    result: Some(wr),
                    operands: wide_ops,
                    ..inst.clone()
                });
                new.push(wi);
                let narrow = &mut func.insts[i];
                narrow.op = Opcode::Cast;
                narrow.ty_args = vec![TyArg::Type(Type::Scalar(w)), TyArg::Type(Type::Scalar(s))];
                narrow.operands = vec![Operand::Value(wr)];
                narrow.keys.clear();
                narrow.attr = None;
                new.push(i);
            }
            func.blocks[b].insts = new;
        }
    }
    let out = verify(&m);
    match out.value {
        Some(info) => Ok(Some((m, info))),
        None => Err(out
            .diagnostics
            .iter()
            .map(|d| d.message.clone())
            .collect::<Vec<_>>()
            .join("; ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frem_and_exp_widen() {
        let src = "gpu fn @k(%o: gpu.TBuffer<f16>, %x: f16, %y: f32) -> unit {\nbb0:\n    %r: f16 = f.rem { lhs=%x, rhs=%x }\n    %e: f16 = math.exp { v=%r }\n    %q: f32 = f.rem { lhs=%y, rhs=%y }\n    gpu.buffer_store<f16> { buf=%o, idx=const.u32 0, v=%e }\n    ret\n}\n";
        let m = magpie_mpir::parse(src).value.unwrap();
        let rule = |op: Opcode, s: Scalar| match (op, s) {
            (Opcode::FRem, Scalar::F16 | Scalar::F32) => Some(Scalar::F64),
            (Opcode::Exp, Scalar::F16) => Some(Scalar::F32),
            _ => None,
        };
        let (w, _) = widen(&m, &rule).unwrap().unwrap();
        let text = magpie_mpir::print(&w);
        assert!(text.contains("cast<f16, f64>"), "{text}");
        assert!(text.contains("f.rem { lhs=%r.w0, rhs=%r.w1 }"), "{text}");
        assert!(
            text.contains("%r: f16 = cast<f64, f16> { v=%r.w2 }"),
            "{text}"
        );
        assert!(text.contains("math.exp { v=%e.w0 }"), "{text}");
        assert!(text.contains("cast<f32, f64>"), "{text}");
        // Nothing to widen: untouched.
        assert!(widen(&m, &|_, _| None).unwrap().is_none());
    }
}
