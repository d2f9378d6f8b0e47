//! The magpie-gpu kernel IR.
//!
//! Pipeline: [`parse`] turns `.mp` text into a [`Module`] (spans in side
//! tables), [`verify`] checks it and returns a [`ModuleInfo`], the proof every
//! later stage requires, and [`print`] writes the canonical text, which parses
//! back to an equal module (`parse(print(m)) == m` for every module the
//! parser built; a module rewritten by passes may number its arenas
//! differently, and then `print(parse(print(m))) == print(m)`).
//! [`parse_library`] reads the compiler's device-library files: the same
//! language plus internal ops (`__mp.bitcast`); a library module round-trips
//! through it (`parse_library(print(m)) == m`).
//!
//! IR invariants (established by `verify`, see [`module`]):
//! - values are SSA: defined once, each use dominated by its definition (a phi's
//!   incoming value need only dominate the end of its incoming edge);
//! - every operand has the type the op table ([`ops`]) demands;
//! - blocks end in exactly one terminator whose targets exist;
//! - calls match their callee's signature and the call graph has no cycles.
//!
//! Nothing here panics on user input: malformed text gives diagnostics.

pub mod arena;
pub mod float;
pub mod module;
pub mod ops;
pub mod parse;
pub mod print;
pub mod types;
pub mod verify;

pub use arena::{Arena, Handle};
pub use magpie_diag::{Diagnostic, Span};
pub use module::*;
pub use ops::{OpFamily, OpInfo, Opcode, OPS};
pub use parse::{parse, parse_library};
pub use print::print;
pub use types::{Backend, Elem, HostType, Scalar, Type};
pub use verify::{verify, FunctionInfo, ModuleInfo};

/// The result of a stage: a value when no error was found, and every
/// diagnostic (errors, warnings, notes) the stage produced.
#[derive(Debug)]
pub struct Outcome<T> {
    pub value: Option<T>,
    pub diagnostics: Vec<Diagnostic>,
}

impl<T> Outcome<T> {
    /// `value` is kept only when `diagnostics` has no error.
    pub fn new(value: T, diagnostics: Vec<Diagnostic>) -> Self {
        let ok = !magpie_diag::has_errors(&diagnostics);
        Outcome {
            value: ok.then_some(value),
            diagnostics,
        }
    }

    pub fn failed(diagnostics: Vec<Diagnostic>) -> Self {
        Outcome {
            value: None,
            diagnostics,
        }
    }

    pub fn has_errors(&self) -> bool {
        magpie_diag::has_errors(&self.diagnostics)
    }
}
