//! The IR steps before printing (crate docs, steps 1–4 less the tree), as
//! WebGPU asks them of the shared pipeline
//! ([`magpie_gpu::text_backend::prepare`]): predicates resolved for
//! `wgsl`/`webgpu`, constants folded, counted loops unrolled, library
//! functions linked, control flow normalised. Each step returns `None`
//! when it changed nothing, and the result always verifies (a step that
//! breaks it is MPG_INTERNAL).

use magpie_gpu::structurize::{ExitFill, UnrollLimits};
use magpie_gpu::text_backend::prepare::Steps;
use magpie_gpu::Capability;
use magpie_mpir::{Opcode, Scalar};

use crate::Options;

/// WebGPU's steps for the adapter `options` describes. Counted loops are
/// unrolled: WGSL has no unroll hint, and naga's SPIR-V keeps a loop's
/// carried values in function variables, so a driver runs a counted loop
/// as a loop (NVIDIA's did, for the tree reductions). Unread inputs of the
/// loop-exit dispatch's phis reuse a carried value (lavapipe's NIR, which
/// WebGPU reaches too, miscompiles the zero).
pub(crate) fn steps(options: &Options) -> Steps<'_> {
    Steps {
        keep_predicates: false,
        target_is,
        has: Box::new(|cap| options.has(cap)),
        unroll: Some(UnrollLimits::default()),
        from_library: Some(Box::new(|op, s| from_library(options, op, s))),
        exit_fill: ExitFill::Carried,
    }
}

/// `gpu.target.is { name }` on WebGPU: true for `wgsl` and `webgpu`.
pub fn target_is(name: &str) -> bool {
    name == "wgsl" || name == "webgpu"
}

/// Whether `op` on `s` comes from the device library: with f64 and i64 on
/// the adapter, the transcendentals of f32 and f64 (WGSL's builtins are
/// looser than SEMANTICS.md's bounds, and WGSL has none for f64), and f64
/// `rsqrt`, `f.rem` and `math.fma`.
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
        Scalar::F64 => transcendental || matches!(op, Rsqrt | FRem | Fma),
        Scalar::F32 => transcendental,
        _ => false,
    }
}
