//! The front end in one call: parse → verify → validate.
//!
//! Every tool that takes kernel text (the CLI, the runtime's `compile`)
//! goes through [`front_end`], so the stages always run in this order and
//! their diagnostics are gathered the same way: a later stage runs only when
//! the earlier ones found no error.

use magpie_mpir::{parse, verify, Module, ModuleInfo, Outcome};

use crate::{validate, Target, Validated};

/// A module that parsed, verified and validated, with the proofs.
#[derive(Debug)]
pub struct Checked {
    pub module: Module,
    pub info: ModuleInfo,
    pub validated: Validated,
}

/// Parses, verifies and validates `source` for `target` (or, with `None`,
/// each kernel for its own `target(...)`). All diagnostics of the stages
/// that ran are returned; the value is present only when none is an error.
pub fn front_end(source: &str, target: Option<&Target>) -> Outcome<Checked> {
    let mut diagnostics = Vec::new();
    let parsed = parse(source);
    diagnostics.extend(parsed.diagnostics);
    let Some(module) = parsed.value else {
        return Outcome::failed(diagnostics);
    };
    let verified = verify(&module);
    diagnostics.extend(verified.diagnostics);
    let Some(info) = verified.value else {
        return Outcome::failed(diagnostics);
    };
    let validated = validate(&module, &info, target);
    diagnostics.extend(validated.diagnostics);
    let Some(validated) = validated.value else {
        return Outcome::failed(diagnostics);
    };
    Outcome::new(
        Checked {
            module,
            info,
            validated,
        },
        diagnostics,
    )
}
