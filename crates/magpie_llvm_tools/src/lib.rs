//! Finding and running LLVM's command-line tools for magpie-gpu's LLVM
//! backends (spec §14).
//!
//! The HIP backend writes LLVM IR text and needs `llc` (IR to an AMDGPU
//! object) and `ld.lld` (objects to a code object, HSACO); tests also use
//! `opt` and `llvm-readelf`. This crate finds them and runs them.
//!
//! ```no_run
//! use magpie_llvm_tools::{find_tool, link_hsaco, run_llc, Environment, LlvmTarget, Tool, ToolRequest};
//!
//! # fn main() -> Result<(), magpie_llvm_tools::ToolError> {
//! let env = Environment::from_process();
//! let llc = find_tool(&ToolRequest::llc_for(LlvmTarget::Amdgpu), &env)?;
//! let lld = find_tool(&ToolRequest::new(Tool::Lld), &env)?;
//! let ir = "target triple = \"amdgcn-amd-amdhsa\"\n";
//! let object = run_llc(&llc.path, &["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx942", "-filetype=obj"], ir)?;
//! let hsaco = link_hsaco(&lld.path, &[&object])?;
//! # let _ = hsaco; Ok(()) }
//! ```
//!
//! Discovery order (§14.1), first usable candidate wins:
//! 1. the explicit override (`[gpu.tools] llc` / `lld`, passed in by the
//!    caller as [`ToolRequest::override_path`]);
//! 2. `MAGPIE_LLC_PATH` / `MAGPIE_LLD_PATH`; for `opt` and `llvm-readelf`,
//!    beside the `llc` found first;
//! 3. the directory of the `clang` on `PATH` (its real directory first);
//! 4. `PATH`: `llc-N` newest first, then `llc`;
//! 5. platform defaults: `/usr/lib/llvm-N/bin` newest first and
//!    `/opt/rocm/llvm/bin` on Linux, Homebrew's prefixes on macOS.
//!
//! Invariants:
//! - discovery reads the machine only through an [`Environment`] and the
//!   files at the paths it names, so it is testable with fake tools;
//! - "usable" for `llc` means `--version` runs and lists the requested
//!   target (§14.2); a searched candidate that is not usable is skipped,
//!   an override that is not usable is an error;
//! - `--version` runs once per path per process;
//! - every failure is a [`ToolError`] carrying a [`magpie_diag::Diagnostic`]:
//!   MPG_CORE_1301 when a tool is missing, unusable or cannot start (with
//!   every place looked in and what to install), MPG_HIP_2002 when it ran
//!   and failed (with its stderr). Nothing here panics on any input.

mod candidates;
mod discover;
mod environment;
mod error;
mod probe;
mod process;
mod run;
mod tool;
mod version;

pub use candidates::Origin;
pub use discover::{find_tool, FoundTool, Skipped, ToolRequest};
pub use environment::{DefaultLocation, Environment, HostOs};
pub use error::{ToolError, ToolErrorKind};
pub use run::{link_hsaco, run_llc, run_opt};
pub use tool::{LlvmTarget, Tool};
pub use version::{LlvmVersion, VersionInfo};
