//! From the emitted LLVM module to an AMD code object (HSACO): `opt -O3`
//! (LLVM's middle end, as clang runs it before code generation: the
//! writer's IR is straight from MPIR, with no loop-invariant motion or
//! value numbering of its own), `llc -mtriple=amdgcn-amd-amdhsa
//! -mcpu=<arch> -O3 -filetype=obj`, then `ld.lld -shared` (spec §7.4).
//! `opt` is the one beside the `llc` used (same LLVM, so its IR text reads
//! back). The tools are found in §14's order by
//! `magpie_llvm_tools` (an `[gpu.tools]` override first), `llc` of LLVM
//! 17 or newer with the AMDGPU target (gfx942 needs 17; an older `llc`
//! earlier in the order, such as Debian's LLVM 14 `/usr/bin/llc`, is
//! skipped).
//!
//! Errors: a missing or unusable tool is MPG_CORE_1301 with every place
//! looked in; a tool that runs and fails is MPG_HIP_2002 with its own
//! message. Nothing here panics.
//!
//! The tools found are kept per [`ToolPaths`] for the process (a build
//! compiles every (kernel, gfx) pair through here); a failed search is
//! not kept, so installing the tools fixes the next attempt.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Mutex, OnceLock};

use magpie_diag::Diagnostic;
use magpie_llvm_tools::{
    find_tool, link_hsaco, run_llc, run_opt, Environment, LlvmTarget, Tool, ToolRequest,
};

use crate::HipKernel;

/// The oldest LLVM whose `llc` is searched for (gfx942 came in 17).
pub const MIN_LLVM_MAJOR: u32 = 17;

/// Explicit tool paths (`[gpu.tools] llc` / `lld` in Magpie.toml); `None`
/// searches.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ToolPaths {
    pub llc: Option<PathBuf>,
    pub lld: Option<PathBuf>,
}

/// The code object of `kernel` (for its arch), made by the tools found
/// from `paths` and this process's environment.
pub fn code_object(kernel: &HipKernel, paths: &ToolPaths) -> Result<Vec<u8>, Diagnostic> {
    let (llc, opt, lld) = tools(paths)?;
    let mcpu = format!("-mcpu={}", kernel.arch);
    let optimized =
        run_opt(&opt, &["-O3", "-S", mcpu.as_str()], &kernel.llvm_ir).map_err(|e| e.diagnostic)?;
    let optimized = String::from_utf8(optimized).map_err(|_| {
        Diagnostic::error(
            magpie_diag::codes::MPG_HIP_2002,
            "`opt` wrote output that is not UTF-8 text",
        )
    })?;
    let args = [
        "-mtriple=amdgcn-amd-amdhsa",
        mcpu.as_str(),
        "-O3",
        "-filetype=obj",
    ];
    let object = run_llc(&llc, &args, &optimized).map_err(|e| e.diagnostic)?;
    link_hsaco(&lld, &[&object]).map_err(|e| e.diagnostic)
}

/// `llc`, the `opt` beside it and `ld.lld` for `paths`: found once per
/// process.
fn tools(paths: &ToolPaths) -> Result<(PathBuf, PathBuf, PathBuf), Diagnostic> {
    type Found = HashMap<ToolPaths, (PathBuf, PathBuf, PathBuf)>;
    static FOUND: OnceLock<Mutex<Found>> = OnceLock::new();
    let found = FOUND.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(t) = found.lock().unwrap_or_else(|e| e.into_inner()).get(paths) {
        return Ok(t.clone());
    }
    let env = Environment::from_process();
    let llc = ToolRequest::llc_for(LlvmTarget::Amdgpu)
        .with_override(paths.llc.clone())
        .with_min_major(MIN_LLVM_MAJOR);
    let llc = find_tool(&llc, &env).map_err(|e| e.diagnostic)?.path;
    let opt = ToolRequest::new(Tool::Opt).with_llc(llc.clone());
    let opt = find_tool(&opt, &env).map_err(|e| e.diagnostic)?.path;
    let lld = ToolRequest::new(Tool::Lld).with_override(paths.lld.clone());
    let lld = find_tool(&lld, &env).map_err(|e| e.diagnostic)?.path;
    let tools = (llc, opt, lld);
    found
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(paths.clone(), tools.clone());
    Ok(tools)
}
