//! The IR-level steps every LLVM triple takes before [`crate::write_kernel`]:
//! `gpu.target.has/is` resolved with the caller's answers, then the ops
//! LLVM has no exact form for routed to the device library
//! ([`magpie_gpu::devlib`]), some at a wider type ([`crate::widen`]).
//!
//! Why the library, on both triples: LLVM's math intrinsics (`llvm.exp`,
//! `llvm.sin`, ...) select hardware approximations on AMDGPU and NVPTX
//! (`sin.approx.f32`, `ex2.approx`) outside SEMANTICS.md's bounds for
//! large arguments, and `frem` is `x - trunc(x/y)*y` on AMDGPU (inexact
//! once the quotient leaves the significand, wrong for infinite `y`). So,
//! with f64 and i64 on the device (the library computes in f64):
//! - every transcendental on f32 and f64, f64 `rsqrt` and f64 `f.rem` are
//!   calls of the library's functions;
//! - `f.rem` on f32, f16 and bf16 is computed at f64 (exact: the remainder
//!   is exact in f64 and representable in the operands' type) and so comes
//!   from the library too;
//! - f16 and bf16 transcendentals are computed at f32 (through the f32
//!   functions), then rounded once more.
//!
//! f32 `rsqrt` (two correctly rounded steps), `sqrt`, `fma`, the roundings
//! and `min`/`max` stay in the writer. Without f64 and i64 nothing is
//! lowered (the writer then refuses the ops that need them).
//!
//! Invariants: function handles of the input stay valid (library functions
//! are appended); `None` means the IR is unchanged.

use magpie_gpu::passes::predicates::{self, PredicateError};
use magpie_gpu::{devlib, Capability};
use magpie_mpir::{Module, ModuleInfo, Opcode, Scalar};

use crate::{Error, Result};

/// `module` with its predicates answered by `is` (`gpu.target.is`) and
/// `has` (`gpu.target.has`, also whether f64/i64 exist for the library),
/// narrow ops widened and library ops lowered; `None` when nothing changed.
pub fn prepare(
    module: &Module,
    info: &ModuleInfo,
    is: &dyn Fn(&str) -> bool,
    has: &dyn Fn(Capability) -> bool,
) -> Result<Option<(Module, ModuleInfo)>> {
    let specialized = predicates::resolve_predicates(module, is, has).map_err(|e| match e {
        PredicateError::Unresolved(f) => Error::unsupported(format!(
            "@{f}: a predicate is used other than as a branch condition"
        )),
        PredicateError::Internal(why) => {
            Error::invalid(format!("resolving predicates broke the IR: {why}"))
        }
    })?;
    let (module, _) = match &specialized {
        Some((m, i)) => (m, i),
        None => (module, info),
    };
    if !(has(Capability::Float64) && has(Capability::Int64)) {
        return Ok(specialized);
    }
    let widened = crate::widen::widen(module, &widened_type)
        .map_err(|why| Error::invalid(format!("widening ops broke the IR: {why}")))?;
    let module = widened.as_ref().map_or(module, |(m, _)| m);
    let out = devlib::lower_intrinsics(module, &from_library);
    match out.value {
        Some(lowered) => Ok(lowered.or(widened).or(specialized)),
        None => Err(Error::invalid(
            out.diagnostics
                .first()
                .map_or("device-library lowering failed", |d| d.message.as_str())
                .to_string(),
        )),
    }
}

fn transcendental(op: Opcode) -> bool {
    use Opcode::*;
    matches!(
        op,
        Exp | Exp2 | Log | Log2 | Sin | Cos | Tan | Tanh | Pow | Atan2
    )
}

/// The type `op` on `s` is computed at, when wider.
fn widened_type(op: Opcode, s: Scalar) -> Option<Scalar> {
    match s {
        Scalar::F32 | Scalar::F16 | Scalar::Bf16 if op == Opcode::FRem => Some(Scalar::F64),
        Scalar::F16 | Scalar::Bf16 if transcendental(op) => Some(Scalar::F32),
        _ => None,
    }
}

/// Whether `op` on `s` comes from the library.
fn from_library(op: Opcode, s: Scalar) -> bool {
    match s {
        Scalar::F64 => transcendental(op) || matches!(op, Opcode::Rsqrt | Opcode::FRem),
        Scalar::F32 => transcendental(op),
        _ => false,
    }
}
