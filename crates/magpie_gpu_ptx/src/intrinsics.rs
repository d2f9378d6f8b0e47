//! Which ops this backend takes from the device library
//! ([`magpie_gpu::devlib`]): PTX has no f64 transcendentals at all, its f32
//! ones (`sin.approx`, `ex2.approx`, `lg2.approx`) are approximations well
//! outside SEMANTICS.md's bounds, `rsqrt.approx.f64` is approximate too,
//! and there is no f64 `rem`. So every transcendental on f32 and f64, f64
//! `rsqrt` and f64 `f.rem` become calls of the library's functions (which
//! use `fma.rn`, fused on every PTX target). f16 and bf16 transcendentals
//! are computed in f32 by the emitter, through the f32 functions.

use magpie_gpu::devlib;
use magpie_mpir::{Module, ModuleInfo, Opcode, Scalar};

use crate::{Error, Result};

/// Whether `op` on `s` comes from the library.
fn from_library(op: Opcode, s: Scalar) -> bool {
    use Opcode::*;
    let transcendental = matches!(
        op,
        Exp | Exp2 | Log | Log2 | Sin | Cos | Tan | Tanh | Pow | Atan2
    );
    match s {
        Scalar::F64 => transcendental || matches!(op, Rsqrt | FRem),
        Scalar::F32 => transcendental,
        _ => false,
    }
}

/// `module` with the library's functions in place of the ops above;
/// `None` when it has none of them.
pub(crate) fn lower(module: &Module) -> Result<Option<(Module, ModuleInfo)>> {
    let out = devlib::lower_intrinsics(module, &from_library);
    match out.value {
        Some(lowered) => Ok(lowered),
        None => Err(Error::invalid(
            out.diagnostics
                .first()
                .map_or("device-library lowering failed", |d| d.message.as_str())
                .to_string(),
        )),
    }
}
