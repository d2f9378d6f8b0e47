//! Which ops this backend takes from the device library
//! ([`magpie_gpu::devlib`]) instead of GLSL.std.450 or `OpFRem`.
//!
//! Where the device has f64 and i64 (the library computes in f64):
//! - f64 transcendentals, `rsqrt` and `f.rem`: GLSL.std.450 has no f64
//!   transcendentals, and `OpFRem` is inexact;
//! - f64 `math.fma` where the device's `Fma` is not known to be fused
//!   ([`crate::Options::fused_fma`]); the library's own functions use
//!   `math.fma`, so this applies to them as well;
//! - f32 transcendentals: Vulkan's precision for GLSL's `Exp`, `Sin`, ...
//!   is looser than SEMANTICS.md's bounds, and drivers use it (NVIDIA's
//!   `sin(100)` is 115 ulp off; lavapipe flushes `exp(-100)` to 0).
//!
//! f32 `rsqrt` (GLSL's 2 ulp is the bound), f32 `f.rem` (exact already,
//! see `ops::float_exact`) and every f16 op stay native. Without f64
//! nothing is lowered.
//!
//! bf16 transcendentals and `rsqrt` (bf16 is emulated, see `ops::bf16`)
//! first become calls of small wrappers, `__mp_{op}_bf16`, written here in
//! the kernel language: widen to f64, the op on f64 (which the library then
//! serves), round once to bf16. That is what the CPU executor computes; the
//! f32 functions would round twice.

use magpie_gpu::{devlib, Capability};
use magpie_mpir::{verify, Module, ModuleInfo, Opcode, Scalar, Type};

use crate::{Error, Options, Result};

/// The bf16 ops computed through f64 by [`wrap_bf16`].
const BF16_THROUGH_F64: &[Opcode] = &[
    Opcode::Exp,
    Opcode::Exp2,
    Opcode::Log,
    Opcode::Log2,
    Opcode::Sin,
    Opcode::Cos,
    Opcode::Tan,
    Opcode::Tanh,
    Opcode::Rsqrt,
    Opcode::Pow,
    Opcode::Atan2,
];

/// Whether `op` on `s` comes from the library on this device.
fn from_library(options: &Options, op: Opcode, s: Scalar) -> bool {
    if !(options.has(Capability::Float64) && options.has(Capability::Int64)) {
        return false;
    }
    use Opcode::*;
    let transcendental = matches!(
        op,
        Exp | Exp2 | Log | Log2 | Sin | Cos | Tan | Tanh | Pow | Atan2
    );
    match s {
        Scalar::F64 => {
            transcendental || matches!(op, Rsqrt | FRem) || (op == Fma && !options.fused_fma.f64)
        }
        Scalar::F32 => transcendental,
        _ => false,
    }
}

/// `module` with the library's functions in place of the ops above;
/// `None` when it has none of them.
pub(crate) fn lower(module: &Module, options: &Options) -> Result<Option<(Module, ModuleInfo)>> {
    let wrapped = wrap_bf16(module, options)?;
    let input = wrapped.as_ref().unwrap_or(module);
    let out = devlib::lower_intrinsics(input, &|op, s| from_library(options, op, s));
    match (out.value, wrapped) {
        (Some(Some(lowered)), _) => Ok(Some(lowered)),
        (Some(None), None) => Ok(None),
        // (the wrappers' f64 ops are always lowered; verified here anyway)
        (Some(None), Some(m)) => checked(m, "wrapping bf16 ops"),
        (None, _) => Err(Error::invalid(
            out.diagnostics
                .first()
                .map_or("device-library lowering failed", |d| d.message.as_str())
                .to_string(),
        )),
    }
}

/// The wrapper standing in for bf16 `op`, if the library serves the f64 op.
fn bf16_wrapper_name(options: &Options, op: Opcode) -> Option<String> {
    if !BF16_THROUGH_F64.contains(&op) || !from_library(options, op, Scalar::F64) {
        return None;
    }
    let f64_name = devlib::function_name(op, Scalar::F64)?;
    Some(format!("{}_bf16", f64_name.strip_suffix("_f64")?))
}

/// The wrapper's text: the op's operand keys are its parameters.
fn bf16_wrapper_source(op: Opcode, name: &str) -> String {
    let keys = op.info().keys;
    let params: Vec<String> = keys.iter().map(|k| format!("%{k}: bf16")).collect();
    let widen: String = keys
        .iter()
        .map(|k| format!("    %w_{k}: f64 = cast<bf16, f64> {{ v=%{k} }}\n"))
        .collect();
    let args: Vec<String> = keys.iter().map(|k| format!("{k}=%w_{k}")).collect();
    format!(
        "gpu fn @{name}({}) -> bf16 {{\nbb0:\n{widen}    %r: f64 = {} {{ {} }}\n    %n: bf16 = cast<f64, bf16> {{ v=%r }}\n    ret %n\n}}\n",
        params.join(", "),
        op.name(),
        args.join(", ")
    )
}

/// `module` with each bf16 op of [`BF16_THROUGH_F64`] the device can take
/// through the library replaced by a call of its wrapper, and the wrappers
/// added; `None` when there is none.
fn wrap_bf16(module: &Module, options: &Options) -> Result<Option<Module>> {
    let wraps = |f: &magpie_mpir::Function, inst: &magpie_mpir::Inst| {
        inst.result
            .is_some_and(|r| f.value_type(r) == Type::Scalar(Scalar::Bf16))
            && bf16_wrapper_name(options, inst.op).is_some()
    };
    if !module
        .functions
        .values()
        .any(|f| f.insts.values().any(|i| wraps(f, i)))
    {
        return Ok(None);
    }
    let mut out = module.clone();
    let mut needed: Vec<(Opcode, String)> = Vec::new();
    for (_, func) in out.functions.iter_mut() {
        let types: Vec<Type> = func.values.iter().map(|(_, d)| d.ty).collect();
        for (_, inst) in func.insts.iter_mut() {
            let Some(Type::Scalar(Scalar::Bf16)) = inst.result.map(|r| types[r.index()]) else {
                continue;
            };
            let Some(name) = bf16_wrapper_name(options, inst.op) else {
                continue;
            };
            if !needed.iter().any(|(_, n)| *n == name) {
                needed.push((inst.op, name.clone()));
            }
            inst.keys = inst.op.info().keys.iter().map(|k| k.to_string()).collect();
            inst.op = Opcode::Call;
            inst.ty_args.clear();
            inst.attr = Some(name);
        }
    }
    if needed.is_empty() {
        return Ok(None);
    }
    for (op, name) in needed {
        if out.function_by_name(&name).is_some() {
            continue;
        }
        let text = bf16_wrapper_source(op, &name);
        let parsed = magpie_mpir::parse(&text)
            .value
            .ok_or_else(|| Error::invalid(format!("the bf16 wrapper @{name} does not parse")))?;
        let fid = parsed
            .function_by_name(&name)
            .ok_or_else(|| Error::invalid(format!("the bf16 wrapper @{name} is missing")))?;
        out.functions.append(parsed.functions[fid].clone());
    }
    Ok(Some(out))
}

fn checked(m: Module, what: &str) -> Result<Option<(Module, ModuleInfo)>> {
    let out = verify(&m);
    match out.value {
        Some(info) => Ok(Some((m, info))),
        None => Err(Error::invalid(format!(
            "{what} broke the IR: {}",
            out.diagnostics
                .first()
                .map_or(String::new(), |d| d.message.clone())
        ))),
    }
}
