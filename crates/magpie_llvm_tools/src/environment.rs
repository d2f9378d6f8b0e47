//! What discovery reads from the machine: `PATH`, the `MAGPIE_*_PATH`
//! variables, the platform's default install locations and the host OS.
//!
//! Invariant: discovery reads the machine only through an [`Environment`]
//! (and the file system at the paths it names), so tests build one over
//! temporary directories and never depend on what is installed.

use std::path::{Path, PathBuf};

use crate::tool::Tool;

/// The host operating system; it picks the default locations and the
/// install instructions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostOs {
    Linux,
    MacOs,
    Other,
}

impl HostOs {
    /// The OS this program was compiled for.
    pub fn current() -> HostOs {
        if cfg!(target_os = "linux") {
            HostOs::Linux
        } else if cfg!(target_os = "macos") {
            HostOs::MacOs
        } else {
            HostOs::Other
        }
    }
}

/// A platform default place to look (§14.1 step 5).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DefaultLocation {
    /// A `bin` directory: the tool is `<dir>/<tool>`.
    Bin(PathBuf),
    /// A directory holding versioned LLVM installs: the tool is
    /// `<dir>/llvm-N/bin/<tool>`, tried newest `N` first (Debian's
    /// `/usr/lib/llvm-*`).
    VersionedLlvm(PathBuf),
}

impl DefaultLocation {
    /// How this location reads in a "looked in" list.
    pub fn describe(&self, tool: Tool) -> String {
        match self {
            DefaultLocation::Bin(dir) => dir.join(tool.file_name()).display().to_string(),
            DefaultLocation::VersionedLlvm(dir) => dir
                .join("llvm-*")
                .join("bin")
                .join(tool.file_name())
                .display()
                .to_string(),
        }
    }
}

/// The inputs of discovery besides the request itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Environment {
    /// `PATH`'s directories, in order.
    pub path: Vec<PathBuf>,
    /// `MAGPIE_LLC_PATH`, when set and not empty.
    pub llc_path_var: Option<PathBuf>,
    /// `MAGPIE_LLD_PATH`, when set and not empty.
    pub lld_path_var: Option<PathBuf>,
    /// Platform defaults, in the order they are tried.
    pub defaults: Vec<DefaultLocation>,
    pub os: HostOs,
}

impl Environment {
    /// The running process's environment and the host's default locations.
    pub fn from_process() -> Environment {
        let var = |name: &str| {
            std::env::var_os(name)
                .filter(|v| !v.is_empty())
                .map(PathBuf::from)
        };
        let path = std::env::var_os("PATH")
            .map(|p| std::env::split_paths(&p).collect())
            .unwrap_or_default();
        let os = HostOs::current();
        Environment {
            path,
            llc_path_var: var("MAGPIE_LLC_PATH"),
            lld_path_var: var("MAGPIE_LLD_PATH"),
            defaults: Environment::platform_defaults(os),
            os,
        }
    }

    /// Nothing set, nothing on `PATH`, no defaults: a starting point for
    /// tests.
    pub fn empty(os: HostOs) -> Environment {
        Environment {
            path: Vec::new(),
            llc_path_var: None,
            lld_path_var: None,
            defaults: Vec::new(),
            os,
        }
    }

    /// §14.1 step 5 for `os`. Homebrew installs lld apart from llvm, so its
    /// `lld` prefixes are listed too.
    pub fn platform_defaults(os: HostOs) -> Vec<DefaultLocation> {
        let bin = |p: &str| DefaultLocation::Bin(PathBuf::from(p));
        match os {
            HostOs::Linux => vec![
                DefaultLocation::VersionedLlvm(PathBuf::from("/usr/lib")),
                bin("/opt/rocm/llvm/bin"),
            ],
            HostOs::MacOs => vec![
                bin("/usr/local/opt/llvm/bin"),
                bin("/opt/homebrew/opt/llvm/bin"),
                bin("/usr/local/opt/lld/bin"),
                bin("/opt/homebrew/opt/lld/bin"),
            ],
            HostOs::Other => Vec::new(),
        }
    }

    /// The value of the tool's `MAGPIE_*_PATH` variable.
    pub(crate) fn tool_var(&self, tool: Tool) -> Option<&Path> {
        match tool {
            Tool::Llc => self.llc_path_var.as_deref(),
            Tool::Lld => self.lld_path_var.as_deref(),
            Tool::Opt | Tool::ReadElf => None,
        }
    }
}
