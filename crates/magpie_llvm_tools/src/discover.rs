//! Choosing the tool to use: the first candidate in §14.1's order that runs
//! and, for `llc`, lists the required target (§14.2).
//!
//! Invariants:
//! - an explicit override is used or reported, never passed over: if it is
//!   missing, does not run or lacks the target, that is the error (an old
//!   LLVM is accepted there, the user chose it);
//! - any other candidate that does not run, lacks the target or is older
//!   than [`ToolRequest::min_major`] is skipped, and the reason kept in
//!   [`FoundTool::skipped`] or in the "not found" diagnostic;
//! - a file reached by several routes (`/usr/bin/llc-19` and
//!   `/usr/lib/llvm-19/bin/llc`) is judged once, by its first route;
//! - `--version` runs at most once per path per process (`probe`).

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use magpie_diag::{codes, Diagnostic};

use crate::candidates::{self, Candidate, Origin};
use crate::environment::Environment;
use crate::error::{describe_version, install_help, targets_note, ToolError, ToolErrorKind};
use crate::probe::probe;
use crate::tool::{LlvmTarget, Tool};
use crate::version::VersionInfo;

/// What to look for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ToolRequest {
    pub tool: Tool,
    /// `[gpu.tools] llc` / `lld` from Magpie.toml (§14.1 step 1).
    pub override_path: Option<PathBuf>,
    /// The target `llc` must list; ignored for the other tools, whose
    /// `--version` lists none.
    pub target: Option<LlvmTarget>,
    /// The oldest LLVM major version accepted from a searched place.
    pub min_major: Option<u32>,
    /// For `opt` and `llvm-readelf`: the `llc` found before, looked beside
    /// first. When `None`, `llc` is looked for without a target.
    pub llc: Option<PathBuf>,
}

impl ToolRequest {
    pub fn new(tool: Tool) -> ToolRequest {
        ToolRequest {
            tool,
            override_path: None,
            target: None,
            min_major: None,
            llc: None,
        }
    }

    /// `llc` able to generate code for `target`.
    pub fn llc_for(target: LlvmTarget) -> ToolRequest {
        ToolRequest {
            target: Some(target),
            ..ToolRequest::new(Tool::Llc)
        }
    }

    pub fn with_override(mut self, path: Option<PathBuf>) -> ToolRequest {
        self.override_path = path;
        self
    }

    pub fn with_min_major(mut self, major: u32) -> ToolRequest {
        self.min_major = Some(major);
        self
    }

    pub fn with_llc(mut self, llc: impl Into<PathBuf>) -> ToolRequest {
        self.llc = Some(llc.into());
        self
    }
}

/// A candidate that was passed over, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skipped {
    pub path: PathBuf,
    pub origin: Origin,
    pub reason: String,
}

/// The tool chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoundTool {
    pub tool: Tool,
    pub path: PathBuf,
    pub origin: Origin,
    /// What its `--version` said.
    pub info: VersionInfo,
    /// Candidates tried before it, in order.
    pub skipped: Vec<Skipped>,
}

/// Finds `request.tool` in §14.1's order, checking `llc`'s targets (§14.2).
pub fn find_tool(request: &ToolRequest, env: &Environment) -> Result<FoundTool, ToolError> {
    if let Some(path) = &request.override_path {
        return use_override(request, path, env);
    }
    let llc = match request.tool {
        Tool::Opt | Tool::ReadElf => request.llc.clone().or_else(|| {
            find_tool(&ToolRequest::new(Tool::Llc), env)
                .ok()
                .map(|found| found.path)
        }),
        Tool::Llc | Tool::Lld => None,
    };
    let search = candidates::search(request.tool, env, llc.as_deref());
    let mut seen = HashSet::new();
    let mut skipped = Vec::new();
    for Candidate { path, origin } in search.candidates {
        let key = std::fs::canonicalize(&path).unwrap_or_else(|_| path.clone());
        if !seen.insert(key) {
            continue;
        }
        match judge(request, &path) {
            Ok(info) => {
                return Ok(FoundTool {
                    tool: request.tool,
                    path,
                    origin,
                    info,
                    skipped,
                })
            }
            Err(reason) => skipped.push(Skipped {
                path,
                origin,
                reason,
            }),
        }
    }
    Err(not_found(request, env, &search.steps, &skipped))
}

fn use_override(
    request: &ToolRequest,
    path: &Path,
    env: &Environment,
) -> Result<FoundTool, ToolError> {
    let tool = request.tool;
    let source = tool.override_source();
    if !candidates::is_executable(path) {
        let why = format!("it is named by {source} but is not an executable file");
        return Err(ToolError::cannot_run(tool, path, &why, env.os));
    }
    let info = probe(path).map_err(|why| ToolError::cannot_run(tool, path, &why, env.os))?;
    if let Some(target) = request.target.filter(|_| tool == Tool::Llc) {
        if !info.has_target(target) {
            return Err(ToolError::missing_target(tool, path, &info, target, env.os));
        }
    }
    Ok(FoundTool {
        tool,
        path: path.to_path_buf(),
        origin: Origin::Override,
        info: (*info).clone(),
        skipped: Vec::new(),
    })
}

/// The candidate's `--version`, or why it is not usable.
fn judge(request: &ToolRequest, path: &Path) -> Result<VersionInfo, String> {
    if !candidates::is_executable(path) {
        return Err("does not exist or is not an executable file".to_string());
    }
    let info = probe(path)?;
    if let Some(target) = request.target.filter(|_| request.tool == Tool::Llc) {
        if !info.has_target(target) {
            return Err(format!(
                "{} lacks the {target} target ({})",
                describe_version(&info),
                targets_note(request.tool, &info)
            ));
        }
    }
    if let Some(min) = request.min_major {
        if info.version.is_none_or(|v| v.major < min) {
            return Err(format!(
                "{} is older than the LLVM {min} required",
                describe_version(&info)
            ));
        }
    }
    Ok((*info).clone())
}

fn not_found(
    request: &ToolRequest,
    env: &Environment,
    steps: &[String],
    skipped: &[Skipped],
) -> ToolError {
    let tool = request.tool;
    let message = match request.target.filter(|_| tool == Tool::Llc) {
        Some(target) if !skipped.is_empty() => {
            format!("no usable `{tool}` with the {target} target was found")
        }
        _ if !skipped.is_empty() => format!("no usable `{tool}` was found"),
        _ => format!("`{tool}` was not found"),
    };
    let mut looked = format!("looked for `{tool}` in this order:");
    let first = format!("{}: not set", tool.override_source());
    for (i, step) in std::iter::once(&first).chain(steps).enumerate() {
        looked.push_str(&format!("\n  {}. {step}", i + 1));
    }
    let mut diag = Diagnostic::error(codes::MPG_CORE_1301, message).with_note(looked);
    for s in skipped {
        diag = diag.with_note(format!(
            "skipped `{}` (from {}): {}",
            s.path.display(),
            describe_origin(s.origin),
            s.reason
        ));
    }
    let diag = diag.with_help(install_help(tool, env.os));
    ToolError::new(ToolErrorKind::NotFound, diag)
}

fn describe_origin(origin: Origin) -> &'static str {
    match origin {
        Origin::Override => "the override",
        Origin::EnvVar => "the environment variable",
        Origin::NextToLlc => "beside llc",
        Origin::ClangDir => "clang's directory",
        Origin::Path => "PATH",
        Origin::PlatformDefault => "a platform default",
    }
}
