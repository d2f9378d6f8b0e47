//! Reading `--version` output: the LLVM version and the registered targets.
//!
//! Formats understood (all seen in the wild):
//! - upstream `llc`: `LLVM (http://llvm.org/):` then `  LLVM version 19.1.7`;
//! - Debian `llc`: `Debian LLVM version 19.1.7`;
//! - ROCm `llc`: `LLVM version 17.0.0git`;
//! - `ld.lld`: `Debian LLD 19.1.7 (compatible with GNU linkers)`.
//!
//! `llc` then lists `  Registered Targets:` with one `    name - description`
//! line per target. Parsing never fails: what cannot be read is left out.

use std::fmt;

use crate::tool::LlvmTarget;

/// An LLVM release number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LlvmVersion {
    pub major: u32,
    pub minor: u32,
    pub patch: u32,
}

impl fmt::Display for LlvmVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}.{}", self.major, self.minor, self.patch)
    }
}

/// What a tool's `--version` says about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VersionInfo {
    /// `None` when no version line was recognised.
    pub version: Option<LlvmVersion>,
    /// The registered target names (`amdgcn`, `nvptx64`, ...); empty for
    /// tools that do not list them.
    pub targets: Vec<String>,
}

impl VersionInfo {
    /// Reads `--version` output.
    pub fn parse(text: &str) -> VersionInfo {
        VersionInfo {
            version: parse_version(text),
            targets: parse_targets(text),
        }
    }

    pub fn has_target(&self, target: LlvmTarget) -> bool {
        self.targets.iter().any(|t| t == target.registered_name())
    }
}

/// The number after the first `LLVM version ` or `LLD `.
fn parse_version(text: &str) -> Option<LlvmVersion> {
    ["LLVM version ", "LLD "].iter().find_map(|marker| {
        let at = text.find(marker)?;
        parse_numbers(&text[at + marker.len()..])
    })
}

/// `19.1.7`, `17.0.0git`, `18` (minor and patch default to 0).
fn parse_numbers(s: &str) -> Option<LlvmVersion> {
    let word = s.split_whitespace().next()?;
    let mut parts = word.split('.').map(leading_number);
    let major = parts.next().flatten()?;
    let minor = parts.next().flatten().unwrap_or(0);
    let patch = parts.next().flatten().unwrap_or(0);
    Some(LlvmVersion {
        major,
        minor,
        patch,
    })
}

fn leading_number(s: &str) -> Option<u32> {
    let end = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    s[..end].parse().ok()
}

fn parse_targets(text: &str) -> Vec<String> {
    let Some(at) = text.find("Registered Targets:") else {
        return Vec::new();
    };
    text[at..]
        .lines()
        .skip(1)
        .filter(|line| line.contains(" - "))
        .filter_map(|line| line.split_whitespace().next())
        .map(str::to_string)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn upstream_llc() {
        let text = "LLVM (http://llvm.org/):\n  LLVM version 19.1.7\n  Optimized build.\n\n  \
                    Registered Targets:\n    amdgcn     - AMD GCN GPUs\n    nvptx64    - NVIDIA PTX 64-bit\n";
        let info = VersionInfo::parse(text);
        assert_eq!(
            info.version.map(|v| v.to_string()).as_deref(),
            Some("19.1.7")
        );
        assert!(info.has_target(LlvmTarget::Amdgpu));
        assert!(info.has_target(LlvmTarget::Nvptx));
    }

    #[test]
    fn debian_rocm_and_lld() {
        let debian = VersionInfo::parse("Debian LLVM version 14.0.6\n  Optimized build.\n");
        assert_eq!(debian.version.map(|v| v.major), Some(14));
        assert!(debian.targets.is_empty());
        let rocm = VersionInfo::parse("LLVM (http://llvm.org/):\n  LLVM version 17.0.0git\n");
        assert_eq!(rocm.version.map(|v| (v.major, v.minor)), Some((17, 0)));
        let lld = VersionInfo::parse("Debian LLD 19.1.7 (compatible with GNU linkers)\n");
        assert_eq!(lld.version.map(|v| v.patch), Some(7));
    }

    #[test]
    fn garbage_is_not_a_panic() {
        for text in [
            "",
            "LLVM version ",
            "LLD x.y",
            "Registered Targets:",
            "\u{1F600} - -",
        ] {
            let info = VersionInfo::parse(text);
            assert!(info.version.is_none());
        }
    }
}
