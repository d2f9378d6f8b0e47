//! Fake LLVM tools: shell scripts that print a real `--version` text and
//! either write an output file or fail like a real tool would.

#![allow(dead_code)] // each test file uses its own part of the helpers

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use magpie_llvm_tools::{Environment, HostOs};

/// Every target LLVM 19 registers that the tests care about.
pub const ALL_TARGETS: &[&str] = &["amdgcn", "nvptx", "nvptx64", "r600", "x86", "x86-64"];
/// An LLVM built for the host only.
pub const HOST_ONLY: &[&str] = &["x86", "x86-64"];

/// `llc --version` as upstream LLVM prints it.
pub fn version_text(version: &str, targets: &[&str]) -> String {
    let mut text = format!(
        "LLVM (http://llvm.org/):\n  LLVM version {version}\n  Optimized build.\n  \
         Default target: x86_64-pc-linux-gnu\n  Host CPU: znver4\n\n  Registered Targets:\n"
    );
    for t in targets {
        text.push_str(&format!("    {t:<11} - the {t} target\n"));
    }
    text
}

/// Writes an executable `/bin/sh` script `dir/name`; creates `dir`.
pub fn write_script(dir: &Path, name: &str, body: &str) -> PathBuf {
    fs::create_dir_all(dir).expect("create dir");
    let path = dir.join(name);
    fs::write(&path, format!("#!/bin/sh\n{body}")).expect("write script");
    fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).expect("chmod");
    path
}

/// A tool that answers `--version` with `version_text` and otherwise writes
/// `FAKE-OUTPUT` to the file after `-o`.
pub fn fake_tool(dir: &Path, name: &str, version: &str, targets: &[&str]) -> PathBuf {
    let body = format!(
        "if [ \"$1\" = \"--version\" ]; then\ncat <<'VERSION'\n{}VERSION\nexit 0\nfi\n\
         out=''\nwhile [ $# -gt 0 ]; do\n  if [ \"$1\" = \"-o\" ]; then out=\"$2\"; fi\n  shift\ndone\n\
         printf 'FAKE-OUTPUT' > \"$out\"\n",
        version_text(version, targets)
    );
    write_script(dir, name, &body)
}

/// A fake `llc` of LLVM 19 with every target.
pub fn fake_llc(dir: &Path, name: &str) -> PathBuf {
    fake_tool(dir, name, "19.1.7", ALL_TARGETS)
}

/// A Linux environment with nothing in it.
pub fn bare_env() -> Environment {
    Environment::empty(HostOs::Linux)
}

/// A fresh temporary directory (removed when dropped).
pub fn scratch() -> tempfile::TempDir {
    tempfile::tempdir().expect("temp dir")
}
