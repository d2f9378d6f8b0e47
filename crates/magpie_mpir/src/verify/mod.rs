//! The verifier: checks a [`Module`] and returns a [`ModuleInfo`].
//!
//! It reports every error it finds, not only the first.

mod info;

pub use info::{FunctionInfo, ModuleInfo};

use crate::{Module, Outcome};

/// Verifies `module`. The [`ModuleInfo`] is present only when no error was found.
pub fn verify(module: &Module) -> Outcome<ModuleInfo> {
    let _ = module;
    Outcome::failed(Vec::new())
}
