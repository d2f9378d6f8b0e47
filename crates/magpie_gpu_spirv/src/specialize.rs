//! Late-resolved predicates for this device: the shared walk
//! ([`magpie_gpu::passes::predicates`]) with SPIR-V's answers to
//! `gpu.target.is` (the backend's name, or a Vulkan version the device
//! meets) and `gpu.target.has` (the device's capabilities).

use magpie_gpu::passes::predicates::{self, PredicateError};
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
    .map_err(|e| match e {
        PredicateError::Unresolved(f) => Error::unsupported(format!(
            "@{f}: a predicate is used other than as a branch condition"
        )),
        PredicateError::Internal(why) => {
            Error::invalid(format!("resolving predicates broke the IR: {why}"))
        }
    })
}

/// `gpu.target.is { name }` on this backend: the backend's name or a Vulkan
/// version the device meets (`vulkan1.2` on a 1.3 device is true).
fn target_is(name: &str, options: &Options) -> bool {
    if name == "spv" || name == "vulkan" {
        return true;
    }
    if let Some(v) = name.strip_prefix("vulkan") {
        if let Some((a, b)) = v.split_once('.') {
            if let (Ok(a), Ok(b)) = (a.parse::<u32>(), b.parse::<u32>()) {
                return (a, b) <= options.vulkan_version;
            }
        }
    }
    false
}
