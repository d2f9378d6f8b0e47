//! The IR steps before printing (crate docs, steps 1–3 less the tree), as
//! Metal asks them of the shared pipeline
//! ([`magpie_gpu::text_backend::prepare`]): predicates resolved for
//! `msl`/`metal` (or kept, for function constants), constants folded, control flow normalised (no unrolling,
//! no device library). Each step returns `None` when it changed nothing,
//! and the result always verifies (a step that breaks it is
//! MPG_INTERNAL).

use magpie_gpu::structurize::ExitFill;
use magpie_gpu::text_backend::prepare::Steps;

use crate::Options;

/// Metal's steps for the device `options` describes.
pub(crate) fn steps(options: &Options) -> Steps<'_> {
    Steps {
        keep_predicates: options.function_constant_predicates,
        target_is,
        has: Box::new(|cap| options.has(cap)),
        unroll: None,
        from_library: None,
        exit_fill: ExitFill::Carried,
    }
}

/// `gpu.target.is { name }` on Metal: true for `msl` and `metal`.
pub fn target_is(name: &str) -> bool {
    name == "msl" || name == "metal"
}
