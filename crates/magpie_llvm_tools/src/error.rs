//! Failures to find or run a tool, each carrying the diagnostic to show.
//!
//! Whose fault (STYLE.md item 8): a tool that is missing, lacks a target or
//! cannot be started is the installation's, reported as MPG_CORE_1301 with
//! what to install; a tool that runs and fails is reported as MPG_HIP_2002
//! (callers re-code it, e.g. as MPG_PTX_2002, with [`ToolError::with_code`])
//! with the tool's own stderr in a note.

use std::fmt;
use std::path::Path;

use magpie_diag::{codes, Code, Diagnostic};

use crate::environment::HostOs;
use crate::tool::{LlvmTarget, Tool};
use crate::version::VersionInfo;

/// Why a tool could not be found or run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToolErrorKind {
    /// No usable candidate anywhere (MPG_CORE_1301).
    NotFound,
    /// The explicit override lacks the required target (MPG_CORE_1301).
    MissingTarget,
    /// The tool could not be started, or its `--version` failed
    /// (MPG_CORE_1301).
    CannotRun,
    /// The tool ran and failed, or wrote no output (MPG_HIP_2002).
    Failed,
}

/// A tool failure with the diagnostic to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ToolError {
    pub kind: ToolErrorKind,
    pub diagnostic: Diagnostic,
}

impl ToolError {
    pub(crate) fn new(kind: ToolErrorKind, diagnostic: Diagnostic) -> ToolError {
        ToolError { kind, diagnostic }
    }

    /// The same failure under another code (the PTX backend reports a
    /// failed `llc` as MPG_PTX_2002).
    pub fn with_code(mut self, code: Code) -> ToolError {
        self.diagnostic.code = code;
        self
    }

    /// The diagnostic's message.
    pub fn message(&self) -> &str {
        &self.diagnostic.message
    }

    pub(crate) fn missing_target(
        tool: Tool,
        path: &Path,
        info: &VersionInfo,
        target: LlvmTarget,
        os: HostOs,
    ) -> ToolError {
        let diag = Diagnostic::error(
            codes::MPG_CORE_1301,
            format!(
                "`{}` ({}) does not support the {target} target",
                path.display(),
                describe_version(info)
            ),
        )
        .with_note(targets_note(tool, info))
        .with_help(install_help(tool, os));
        ToolError::new(ToolErrorKind::MissingTarget, diag)
    }

    pub(crate) fn cannot_run(tool: Tool, path: &Path, why: &str, os: HostOs) -> ToolError {
        let diag = Diagnostic::error(
            codes::MPG_CORE_1301,
            format!("`{tool}` at `{}` cannot be used: {why}", path.display()),
        )
        .with_help(install_help(tool, os));
        ToolError::new(ToolErrorKind::CannotRun, diag)
    }

    pub(crate) fn failed(message: String, notes: Vec<String>) -> ToolError {
        let mut diag = Diagnostic::error(codes::MPG_HIP_2002, message);
        diag.notes = notes;
        ToolError::new(ToolErrorKind::Failed, diag)
    }
}

impl fmt::Display for ToolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.diagnostic.code, self.diagnostic.message)?;
        for note in &self.diagnostic.notes {
            write!(f, "\nnote: {note}")?;
        }
        if let Some(help) = &self.diagnostic.help {
            write!(f, "\nhelp: {help}")?;
        }
        Ok(())
    }
}

impl std::error::Error for ToolError {}

/// `LLVM 14.0.6`, or `unknown LLVM version`.
pub(crate) fn describe_version(info: &VersionInfo) -> String {
    match info.version {
        Some(v) => format!("LLVM {v}"),
        None => "unknown LLVM version".to_string(),
    }
}

pub(crate) fn targets_note(tool: Tool, info: &VersionInfo) -> String {
    if info.targets.is_empty() {
        format!("`{tool} --version` lists no registered targets")
    } else {
        format!("its registered targets: {}", info.targets.join(", "))
    }
}

/// What to install on `os` to get `tool`.
pub(crate) fn install_help(tool: Tool, os: HostOs) -> String {
    let how = match os {
        HostOs::Linux => {
            "install LLVM with the NVPTX and AMDGPU targets and lld: `apt install llvm-19 lld-19` \
             on Debian and Ubuntu, or ROCm (which puts them in /opt/rocm/llvm/bin)"
        }
        HostOs::MacOs => "install LLVM and lld: `brew install llvm lld`",
        HostOs::Other => "install LLVM 19 or newer with the NVPTX and AMDGPU targets, and lld",
    };
    match tool.env_var() {
        Some(var) => format!("{how}; or name the tool with {var} or `[gpu.tools]` in Magpie.toml"),
        None => how.to_string(),
    }
}
