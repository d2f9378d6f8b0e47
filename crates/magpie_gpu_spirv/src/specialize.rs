//! Late-resolved predicates for this device: SPIR-V's answers to
//! `gpu.target.is` (the backend's name, or a Vulkan version the device
//! meets) and `gpu.target.has` (the device's capabilities), used either to
//! resolve every predicate now ([`resolve_predicates`], the shared walk
//! [`magpie_gpu::passes::predicates`]) or, with
//! [`Options::spec_constant_predicates`], by the runtime to specialise the
//! pipeline ([`predicate_value`]) while the emitter keeps them
//! ([`keep_predicates`]).
//!
//! Invariant: both ways ask [`TargetPredicate::evaluate`] with the same two
//! answers ([`target_is`] and [`Options::has`]), so a blob specialised with
//! [`predicate_value`] takes the branches the resolving path keeps.

use magpie_gpu::passes::predicates::{self, PredicateError};
use magpie_gpu::passes::TargetPredicate;
use magpie_mpir::{Module, ModuleInfo};

use crate::{Error, Options, Result};

/// `None` when no function mentions a predicate (the module is used as is).
pub(crate) fn resolve_predicates(
    module: &Module,
    _info: &ModuleInfo,
    options: &Options,
) -> Result<Option<(Module, ModuleInfo)>> {
    predicates::resolve_predicates(module, &|name| target_is(name, options), &|cap| {
        options.has(cap)
    })
    .map_err(predicate_error)
}

/// The predicates kept for the device (module docs); `None` when no
/// function mentions one.
pub(crate) fn keep_predicates(
    module: &Module,
    info: &ModuleInfo,
) -> Result<Option<(Module, ModuleInfo)>> {
    predicates::keep_predicates(module, info).map_err(predicate_error)
}

/// The value of `pred` on the device `options` describes: what the
/// resolving path decides there, and so the value to give the predicate's
/// specialization constant ([`crate::SpirvKernel::predicates`]) when the
/// pipeline is created for that device.
pub fn predicate_value(pred: &TargetPredicate, options: &Options) -> bool {
    pred.evaluate(&|name| target_is(name, options), &|cap| options.has(cap))
}

fn predicate_error(e: PredicateError) -> Error {
    match e {
        PredicateError::Unresolved(f) => Error::unsupported(format!(
            "@{f}: a predicate is used other than as a branch condition"
        )),
        PredicateError::Internal(why) => {
            Error::invalid(format!("resolving predicates broke the IR: {why}"))
        }
    }
}

/// `gpu.target.is { name }` on this backend: the backend's name or a Vulkan
/// version the device meets (`vulkan1.2` on a 1.3 device is true).
fn target_is(name: &str, options: &Options) -> bool {
    if name == "spv" || name == "vulkan" {
        return true;
    }
    crate::vulkan_version(name).is_some_and(|v| v <= options.vulkan_version)
}
