//! From the LLVM module to PTX: `opt -O3 -S` (when asked), then `llc -O3
//! -mtriple=nvptx64-nvidia-cuda -mcpu=sm_XX -mattr=+ptxNN` ([`ptx_isa`]). `llc` must be LLVM
//! [`MIN_LLVM_MAJOR`] or newer with the NVPTX target; `opt` is taken
//! from beside it (the IR text `opt` writes is read by the same LLVM).
//!
//! Errors: a missing or unusable tool is MPG_CORE_1301 with every place
//! looked in; a tool that runs and fails is MPG_PTX_2002 with its stderr.
//! The tools found are kept per [`ToolPaths`] for the process; a failed
//! search is not kept.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Mutex, OnceLock};

use magpie_diag::{codes, Diagnostic};
use magpie_llvm_tools::{
    find_tool, run_llc, run_opt, Environment, LlvmTarget, Tool, ToolError, ToolRequest,
};

use crate::NvptxKernel;

/// The oldest LLVM whose `llc` is searched for (the writer's text is LLVM
/// 17+ syntax; sm_90 came in LLVM 16).
pub const MIN_LLVM_MAJOR: u32 = 17;

/// Explicit tool paths (`[gpu.tools] llc` of Magpie.toml); `None` searches.
/// `opt` is looked for beside the `llc` used.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ToolPaths {
    pub llc: Option<PathBuf>,
}

/// The PTX of `kernel`, by the tools found from `paths`; with `optimize`,
/// `opt -O3` first.
pub fn ptx(kernel: &NvptxKernel, optimize: bool, paths: &ToolPaths) -> Result<String, Diagnostic> {
    let (llc, opt) = tools(paths, optimize)?;
    let mcpu = format!("-mcpu={}", kernel.arch);
    let optimized;
    let ir = match &opt {
        Some(opt) => {
            let out =
                run_opt(opt, &["-O3", "-S", mcpu.as_str()], &kernel.llvm_ir).map_err(failed)?;
            optimized = text(out, "opt")?;
            optimized.as_str()
        }
        None => kernel.llvm_ir.as_str(),
    };
    let mattr = format!("-mattr=+ptx{}", ptx_isa(&kernel.arch));
    let args = [
        "-mtriple=nvptx64-nvidia-cuda",
        mcpu.as_str(),
        mattr.as_str(),
        "-O3",
    ];
    let out = run_llc(&llc, &args, ir).map_err(failed)?;
    text(out, "llc")
}

/// The PTX ISA version `llc` is asked for, as `NN` of `+ptxNN`: the lowest
/// that knows the arch ([`magpie_gpu_ptx::arch::min_isa`]), at least 6.3:
/// the warp intrinsics the subgroup ops use (`activemask`) need 6.2, and
/// `llc` aborts rather than report it when given less (its default for
/// sm_70 is 6.0).
pub(crate) fn ptx_isa(arch: &str) -> u32 {
    let (major, minor) = magpie_gpu_ptx::arch::min_isa(arch)
        .unwrap_or((6, 3))
        .max((6, 3));
    major * 10 + minor
}

fn failed(e: ToolError) -> Diagnostic {
    e.with_code(codes::MPG_PTX_2002).diagnostic
}

fn text(bytes: Vec<u8>, tool: &str) -> Result<String, Diagnostic> {
    String::from_utf8(bytes).map_err(|_| {
        Diagnostic::error(
            codes::MPG_PTX_2002,
            format!("`{tool}` wrote output that is not UTF-8 text"),
        )
    })
}

/// `llc` (and `opt` when `optimize`) for `paths`: found once per process.
fn tools(paths: &ToolPaths, optimize: bool) -> Result<(PathBuf, Option<PathBuf>), Diagnostic> {
    type Found = HashMap<(ToolPaths, bool), (PathBuf, Option<PathBuf>)>;
    static FOUND: OnceLock<Mutex<Found>> = OnceLock::new();
    let found = FOUND.get_or_init(|| Mutex::new(HashMap::new()));
    let key = (paths.clone(), optimize);
    if let Some(t) = found.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return Ok(t.clone());
    }
    let env = Environment::from_process();
    let llc = ToolRequest::llc_for(LlvmTarget::Nvptx)
        .with_override(paths.llc.clone())
        .with_min_major(MIN_LLVM_MAJOR);
    let llc = find_tool(&llc, &env).map_err(|e| e.diagnostic)?.path;
    let opt = if optimize {
        let request = ToolRequest::new(Tool::Opt).with_llc(llc.clone());
        Some(find_tool(&request, &env).map_err(|e| e.diagnostic)?.path)
    } else {
        None
    };
    found
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(key, (llc.clone(), opt.clone()));
    Ok((llc, opt))
}
