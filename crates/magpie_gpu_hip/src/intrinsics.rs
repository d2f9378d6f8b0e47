//! Which ops this backend takes from the device library
//! ([`magpie_gpu::devlib`]) and at which type.
//!
//! LLVM's math intrinsics on AMDGPU (`llvm.exp`, `llvm.sin`, ...) select
//! hardware approximations outside SEMANTICS.md's bounds for large
//! arguments, and `frem` is `x - trunc(x/y)*y` (inexact once the quotient
//! leaves the significand, wrong for infinite `y`). So, with f64 and i64
//! on the device (the library computes in f64):
//! - every transcendental on f32 and f64, f64 `rsqrt` and f64 `f.rem` are
//!   calls of the library's functions;
//! - `f.rem` on f32, f16 and bf16 is computed at f64 (exact: the remainder
//!   is exact in f64 and representable in the operands' type) and so comes
//!   from the library too;
//! - f16 and bf16 transcendentals are computed at f32 (through the f32
//!   functions), then rounded once more.
//!
//! f32 `rsqrt` (two correctly rounded steps), `sqrt`, `fma` (native on
//! every gfx), the roundings and `min`/`max` stay in the LLVM writer.

use magpie_gpu::{devlib, Capability};
use magpie_mpir::{Module, ModuleInfo, Opcode, Scalar};

use crate::{Error, Options, Result};

fn transcendental(op: Opcode) -> bool {
    use Opcode::*;
    matches!(
        op,
        Exp | Exp2 | Log | Log2 | Sin | Cos | Tan | Tanh | Pow | Atan2
    )
}

/// The type `op` on `s` is computed at, when wider.
fn widened(op: Opcode, s: Scalar) -> Option<Scalar> {
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

/// `module` widened and lowered; `None` when nothing changed. Without f64
/// and i64 on the device nothing is (the ops are then refused by the
/// writer).
pub(crate) fn lower(
    module: &Module,
    _info: &ModuleInfo,
    options: &Options,
) -> Result<Option<(Module, ModuleInfo)>> {
    if !(options.has(Capability::Float64) && options.has(Capability::Int64)) {
        return Ok(None);
    }
    let widen = magpie_gpu_llvm::widen::widen(module, &widened)
        .map_err(|why| Error::invalid(format!("widening ops broke the IR: {why}")))?;
    let module = widen.as_ref().map_or(module, |(m, _)| m);
    let out = devlib::lower_intrinsics(module, &from_library);
    match out.value {
        Some(lowered) => Ok(lowered.or(widen)),
        None => Err(Error::invalid(
            out.diagnostics
                .first()
                .map_or("device-library lowering failed", |d| d.message.as_str())
                .to_string(),
        )),
    }
}
