//! Late-resolved predicates for one `sm_XX`: the shared walk
//! ([`magpie_gpu::passes::predicates`]) with PTX's answers, given by the
//! caller ([`crate::arch`] and the options' capabilities).

use magpie_gpu::passes::predicates::{self, PredicateError};
use magpie_gpu::Capability;
use magpie_mpir::{Module, ModuleInfo};

use crate::{Error, Result};

/// `None` when no function mentions a predicate (the module is used as it
/// is). `is(name)` answers `gpu.target.is`, `has(cap)` `gpu.target.has`.
pub(crate) fn resolve_predicates(
    module: &Module,
    is: impl Fn(&str) -> bool,
    has: impl Fn(Capability) -> bool,
) -> Result<Option<(Module, ModuleInfo)>> {
    predicates::resolve_predicates(module, &is, &has).map_err(|e| match e {
        PredicateError::Unresolved(f) => Error::unsupported(format!(
            "@{f}: a predicate is used other than as a branch condition"
        )),
        PredicateError::Internal(why) => {
            Error::invalid(format!("resolving predicates broke the IR: {why}"))
        }
    })
}
