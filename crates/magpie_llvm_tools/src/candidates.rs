//! The places a tool is looked for, in §14.1's order, as a list of
//! candidate paths.
//!
//! Invariants:
//! - candidates come out in the order they are to be tried: override, the
//!   `MAGPIE_*_PATH` variable (or, for `opt` and `llvm-readelf`, next to
//!   the `llc` found first), the directory of `clang`, `PATH`, platform
//!   defaults; within a step, newest LLVM version first;
//! - explicit paths (override, variable) are candidates even when missing,
//!   so the caller can say why they were not used; searched places yield
//!   only executable files;
//! - every step adds one line to [`Search::steps`], so a "not found"
//!   message lists every place looked in, in order.

use std::cmp::Reverse;
use std::path::{Path, PathBuf};

use crate::environment::{DefaultLocation, Environment};
use crate::tool::Tool;

/// Which step of §14.1 a candidate came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Origin {
    /// `[gpu.tools]` in Magpie.toml (step 1).
    Override,
    /// `MAGPIE_LLC_PATH` / `MAGPIE_LLD_PATH` (step 2).
    EnvVar,
    /// Beside the `llc` that was found (step 2 for `opt`, `llvm-readelf`).
    NextToLlc,
    /// The directory of the `clang` on `PATH` (step 3).
    ClangDir,
    /// `PATH` (step 4).
    Path,
    /// A platform default location (step 5).
    PlatformDefault,
}

/// One path to try.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Candidate {
    pub path: PathBuf,
    pub origin: Origin,
}

/// Every candidate, and one line per step saying where it looked.
#[derive(Debug, Default)]
pub(crate) struct Search {
    pub candidates: Vec<Candidate>,
    pub steps: Vec<String>,
}

impl Search {
    fn step(&mut self, origin: Origin, looked: String, paths: Vec<PathBuf>) {
        self.steps.push(looked);
        self.candidates
            .extend(paths.into_iter().map(|path| Candidate { path, origin }));
    }
}

/// Steps 2 to 5 for `tool` (the override, step 1, is the caller's).
/// `llc` is the `llc` already found, used by `opt` and `llvm-readelf`.
pub(crate) fn search(tool: Tool, env: &Environment, llc: Option<&Path>) -> Search {
    let mut s = Search::default();
    explicit_step(&mut s, tool, env, llc);
    clang_step(&mut s, tool, env);
    let on_path = path_candidates(tool.file_name(), &env.path);
    let dirs = join_paths(&env.path);
    let name = tool.file_name();
    s.step(
        Origin::Path,
        format!("PATH ({dirs}): {name}-N, {name}"),
        on_path,
    );
    let places: Vec<String> = env.defaults.iter().map(|d| d.describe(tool)).collect();
    let found = env
        .defaults
        .iter()
        .flat_map(|d| default_candidates(tool, d))
        .collect();
    let places = if places.is_empty() {
        "platform defaults: none for this OS".to_string()
    } else {
        format!("platform defaults: {}", places.join(", "))
    };
    s.step(Origin::PlatformDefault, places, found);
    s
}

fn explicit_step(s: &mut Search, tool: Tool, env: &Environment, llc: Option<&Path>) {
    if let Some(var) = tool.env_var() {
        match env.tool_var(tool) {
            Some(p) => s.step(
                Origin::EnvVar,
                format!("{var} = {}", p.display()),
                vec![p.to_path_buf()],
            ),
            None => s.steps.push(format!("{var}: not set")),
        }
        return;
    }
    match llc {
        Some(llc) => s.step(
            Origin::NextToLlc,
            format!("next to {}", llc.display()),
            next_to_llc(tool, llc),
        ),
        None => s.steps.push("next to llc: no llc found".to_string()),
    }
}

fn clang_step(s: &mut Search, tool: Tool, env: &Environment) {
    let Some(clang) = find_on_path("clang", &env.path) else {
        s.steps
            .push("next to clang: no `clang` on PATH".to_string());
        return;
    };
    // The real directory first: it is the LLVM install clang belongs to,
    // while the link's directory (/usr/bin) may hold another version.
    let mut dirs: Vec<PathBuf> = Vec::new();
    let real = std::fs::canonicalize(&clang).ok();
    for p in real.iter().chain([&clang]) {
        if let Some(dir) = p.parent() {
            if !dirs.iter().any(|d| d == dir) {
                dirs.push(dir.to_path_buf());
            }
        }
    }
    let found = dirs
        .iter()
        .map(|d| d.join(exe_name(tool.file_name())))
        .filter(|p| is_executable(p))
        .collect();
    let looked = format!("next to clang ({}): {}", clang.display(), join_paths(&dirs));
    s.step(Origin::ClangDir, looked, found);
}

/// `opt-19` beside `llc-19`, then the tool in llc's real directory (where
/// `/usr/bin/llc-19` points: `/usr/lib/llvm-19/bin`); an unversioned `llc`
/// gets the unversioned tool beside it.
fn next_to_llc(tool: Tool, llc: &Path) -> Vec<PathBuf> {
    let name = tool.file_name();
    let stem = llc
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let stem = stem
        .strip_suffix(std::env::consts::EXE_SUFFIX)
        .unwrap_or(&stem);
    let sibling = match stem.strip_prefix("llc-").filter(|v| is_number(v)) {
        Some(version) => format!("{name}-{version}"),
        None => name.to_string(),
    };
    let mut out = Vec::new();
    if let Some(dir) = llc.parent() {
        out.push(dir.join(exe_name(&sibling)));
    }
    if let Some(dir) = std::fs::canonicalize(llc)
        .ok()
        .and_then(|r| r.parent().map(Path::to_path_buf))
    {
        out.push(dir.join(exe_name(name)));
    }
    out.retain(|p| is_executable(p));
    out.dedup();
    out
}

/// `name-N` in every directory, newest `N` first (`PATH` order within one
/// version), then `name` in `PATH` order.
pub(crate) fn path_candidates(name: &str, dirs: &[PathBuf]) -> Vec<PathBuf> {
    let exe = std::env::consts::EXE_SUFFIX;
    let mut versioned: Vec<(u32, PathBuf)> = dirs
        .iter()
        .flat_map(|d| numbered_entries(d, name, exe))
        .filter(|(_, p)| is_executable(p))
        .collect();
    // A stable sort keeps PATH order among equal versions.
    versioned.sort_by_key(|(version, _)| Reverse(*version));
    let plain = dirs
        .iter()
        .map(|d| d.join(exe_name(name)))
        .filter(|p| is_executable(p));
    versioned.into_iter().map(|(_, p)| p).chain(plain).collect()
}

fn default_candidates(tool: Tool, location: &DefaultLocation) -> Vec<PathBuf> {
    let file = exe_name(tool.file_name());
    let mut found: Vec<PathBuf> = match location {
        DefaultLocation::Bin(dir) => vec![dir.join(file)],
        DefaultLocation::VersionedLlvm(root) => {
            let mut installs = numbered_entries(root, "llvm", "");
            installs.sort_by_key(|(version, _)| Reverse(*version));
            installs
                .into_iter()
                .map(|(_, d)| d.join("bin").join(&file))
                .collect()
        }
    };
    found.retain(|p| is_executable(p));
    found
}

/// Entries `dir/NAME-N{suffix}` with a decimal `N`, unsorted, with `N`.
fn numbered_entries(dir: &Path, name: &str, suffix: &str) -> Vec<(u32, PathBuf)> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let prefix = format!("{name}-");
    entries
        .flatten()
        .filter_map(|e| {
            let file = e.file_name().to_string_lossy().into_owned();
            let number = file.strip_prefix(&prefix)?.strip_suffix(suffix)?;
            let version = is_number(number).then(|| number.parse().ok())??;
            Some((version, e.path()))
        })
        .collect()
}

/// The first executable `name` on `PATH` (`which` semantics).
fn find_on_path(name: &str, dirs: &[PathBuf]) -> Option<PathBuf> {
    dirs.iter()
        .map(|d| d.join(exe_name(name)))
        .find(|p| is_executable(p))
}

fn is_number(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

fn exe_name(name: &str) -> String {
    format!("{name}{}", std::env::consts::EXE_SUFFIX)
}

fn join_paths(dirs: &[PathBuf]) -> String {
    if dirs.is_empty() {
        return "empty".to_string();
    }
    let shown: Vec<String> = dirs.iter().map(|d| d.display().to_string()).collect();
    shown.join(":")
}

/// A regular file (after following links) that may be executed.
pub(crate) fn is_executable(path: &Path) -> bool {
    let Ok(meta) = std::fs::metadata(path) else {
        return false;
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        meta.is_file() && meta.permissions().mode() & 0o111 != 0
    }
    #[cfg(not(unix))]
    {
        meta.is_file()
    }
}
