//! What can go wrong in a run: [`ExecError`] (public, with its location) and
//! [`Fault`] (internal, what an instruction reports before the scheduler
//! attaches where it happened).
//!
//! Whose fault it is, by kind: the kernel's (`OutOfBounds`, `Divergent*`,
//! `StepLimit`, `Unreachable`, `UnresolvedPredicate`), the caller's
//! (`BadArguments`, `BadLaunch`), a limit of this executor (`Unsupported`),
//! or ours (`Internal`: a bug, please report it).

use std::fmt;

/// The kind of an [`ExecError`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ExecErrorKind {
    /// A buffer, shared-array or pointer access outside its allocation.
    OutOfBounds,
    /// Work-items of one workgroup wait at different barriers, or some wait
    /// while others have returned.
    DivergentBarrier,
    /// Lanes of one subgroup are not all at the same subgroup operation.
    DivergentSubgroup,
    /// The arguments do not match the kernel's parameters.
    BadArguments,
    /// The launch shape or configuration is invalid, or the kernel is unknown.
    BadLaunch,
    /// `gpu.target.has` names a capability that is not in the vocabulary.
    UnresolvedPredicate,
    /// A work-item executed more instructions than `Config::max_steps`.
    StepLimit,
    /// A work-item reached `unreachable`.
    Unreachable,
    /// Something this executor does not do (a host-only op, a misaligned
    /// atomic, shared memory beyond its limit).
    Unsupported,
    /// An inconsistency inside the executor: a bug.
    Internal,
}

impl ExecErrorKind {
    /// A short description, as in [`ExecError`]'s `Display`.
    pub fn describe(self) -> &'static str {
        match self {
            ExecErrorKind::OutOfBounds => "out-of-bounds access",
            ExecErrorKind::DivergentBarrier => "divergent barrier",
            ExecErrorKind::DivergentSubgroup => "divergent subgroup operation",
            ExecErrorKind::BadArguments => "bad arguments",
            ExecErrorKind::BadLaunch => "bad launch",
            ExecErrorKind::UnresolvedPredicate => "unresolved predicate",
            ExecErrorKind::StepLimit => "step limit exceeded",
            ExecErrorKind::Unreachable => "reached `unreachable`",
            ExecErrorKind::Unsupported => "unsupported",
            ExecErrorKind::Internal => "internal error in the CPU executor",
        }
    }
}

impl fmt::Display for ExecErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.describe())
    }
}

/// An error of a kernel run, with where it happened.
#[derive(Debug, Clone, PartialEq)]
pub struct ExecError {
    pub kind: ExecErrorKind,
    /// The launched kernel's name (no `@`).
    pub kernel: String,
    /// The function where it happened (the kernel or a device function).
    pub function: String,
    /// The label of the block where it happened.
    pub block: Option<String>,
    /// The instruction, printed as in the source (canonical form).
    pub inst: Option<String>,
    /// (workgroup id, thread id) of the work-item it happened in.
    pub work_item: Option<([u32; 3], [u32; 3])>,
    pub message: String,
}

impl ExecError {
    /// An error without a location inside the kernel.
    pub fn new(kind: ExecErrorKind, kernel: &str, message: impl Into<String>) -> Self {
        ExecError {
            kind,
            kernel: kernel.to_string(),
            function: kernel.to_string(),
            block: None,
            inst: None,
            work_item: None,
            message: message.into(),
        }
    }
}

fn triple(v: [u32; 3]) -> String {
    format!("({},{},{})", v[0], v[1], v[2])
}

impl fmt::Display for ExecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} in kernel @{}", self.kind, self.kernel)?;
        if self.function != self.kernel {
            write!(f, ", function @{}", self.function)?;
        }
        if let Some(b) = &self.block {
            write!(f, ", block {b}")?;
        }
        if let Some(i) = &self.inst {
            write!(f, ", at `{i}`")?;
        }
        if let Some((wg, t)) = self.work_item {
            write!(f, ", workgroup {} thread {}", triple(wg), triple(t))?;
        }
        write!(f, ": {}", self.message)
    }
}

impl std::error::Error for ExecError {}

/// What an instruction reports; the scheduler adds the location. Boxed so
/// that the interpreter's `Result`s stay two words wide.
#[derive(Debug)]
pub(crate) struct Fault(pub Box<FaultData>);

#[derive(Debug)]
pub(crate) struct FaultData {
    pub kind: ExecErrorKind,
    pub message: String,
}

impl Fault {
    #[cold]
    pub fn new(kind: ExecErrorKind, message: impl Into<String>) -> Fault {
        Fault(Box::new(FaultData {
            kind,
            message: message.into(),
        }))
    }

    #[cold]
    pub fn internal(message: impl Into<String>) -> Fault {
        Fault::new(ExecErrorKind::Internal, message)
    }
}

/// Formats a workgroup or thread id as `(x,y,z)`.
pub(crate) fn fmt_id(v: [u32; 3]) -> String {
    triple(v)
}
