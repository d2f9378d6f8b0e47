//! Why a control-flow graph could not be structured, and whose fault it is.

use std::fmt;

use magpie_diag::{codes, Code, Diagnostic};
use magpie_mpir::{BlockId, Function};

/// A CFG the structurizer does not accept. Neither is a compiler bug:
/// `Irreducible` is a property of the kernel (spec §7.2, MPG_MSL_1001 /
/// MPG_WGSL_1001); `Unsupported` is a reducible shape this version does not
/// structure without code duplication (see the module docs for the list).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StructurizeError {
    /// A cycle can be entered at `block` without passing a block that
    /// dominates it: `block` is the target of a retreating edge that is not a
    /// back edge.
    Irreducible { block: BlockId },
    /// A reducible shape outside the accepted set.
    Unsupported { block: BlockId, reason: String },
}

impl StructurizeError {
    pub fn block(&self) -> BlockId {
        match self {
            StructurizeError::Irreducible { block }
            | StructurizeError::Unsupported { block, .. } => *block,
        }
    }

    /// The diagnostic a text backend reports: `code` is the backend's code
    /// for irreducible control flow (`MPG_MSL_1001` or `MPG_WGSL_1001`);
    /// both variants are reported under it, since to the user an unsupported
    /// shape is one more CFG the backend cannot structure.
    pub fn to_diagnostic(&self, func: &Function, code: Code) -> Diagnostic {
        let label = func
            .blocks
            .get(self.block())
            .map_or("?", |b| b.label.as_str());
        let span = func.spans.block(self.block());
        match self {
            StructurizeError::Irreducible { .. } => Diagnostic::new(
                code,
                format!(
                    "in @{}: the loop entered at {label} has more than one entry",
                    func.name
                ),
            )
            .with_primary(
                span,
                "this block is entered from outside the loop it starts",
            )
            .with_help("enter the loop only through its header block"),
            StructurizeError::Unsupported { reason, .. } => Diagnostic::new(
                code,
                format!(
                    "in @{}: control flow at {label} cannot be structured: {reason}",
                    func.name
                ),
            )
            .with_primary(span, "here"),
        }
    }

    /// [`Self::to_diagnostic`] with `MPG_MSL_1001`.
    pub fn to_msl_diagnostic(&self, func: &Function) -> Diagnostic {
        self.to_diagnostic(func, codes::MPG_MSL_1001)
    }
}

impl fmt::Display for StructurizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StructurizeError::Irreducible { block } => {
                write!(
                    f,
                    "irreducible control flow: a loop is entered at block #{}",
                    block.index()
                )
            }
            StructurizeError::Unsupported { block, reason } => {
                write!(
                    f,
                    "unsupported control flow at block #{}: {reason}",
                    block.index()
                )
            }
        }
    }
}

impl std::error::Error for StructurizeError {}
