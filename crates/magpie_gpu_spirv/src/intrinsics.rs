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

use magpie_gpu::{devlib, Capability};
use magpie_mpir::{Module, ModuleInfo, Opcode, Scalar};

use crate::{Error, Options, Result};

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
    let out = devlib::lower_intrinsics(module, &|op, s| from_library(options, op, s));
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
