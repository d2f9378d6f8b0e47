//! Every corpus kernel through the llc route for sm_90 ([`NvptxViaLlc`]:
//! our LLVM IR, `opt -O3`, `llc -O3 -march=nvptx64`), written into
//! `$MAGPIE_NVPTX_BUNDLE` in the format of the PTX crate's
//! `tests/gpu/check_ptx.py`, with generated inputs and the CPU executor's
//! results; that script then runs each PTX through the CUDA driver and
//! compares every buffer bit for bit (the kernel parameters follow the
//! same [`PtxLayout`] as the direct emitter's). This also runs the LLVM
//! writer and its device-library pipeline, which the HIP backend shares,
//! on a real GPU.
//!
//! `MAGPIE_NVPTX_BUNDLE=DIR cargo test -p magpie_gpu_nvptx --test
//! nvptx_bundle`, then on a GPU machine `python3
//! crates/magpie_gpu_ptx/tests/gpu/check_ptx.py DIR`. Without the variable
//! the test prints one skip line. The inputs are the PTX bundle's (edge
//! values and random ones, N work-items, subgroup kernels also in blocks of
//! 48: a partial last subgroup).
//!
//! [`PtxLayout`]: magpie_gpu::kernel_layout::PtxLayout

#[path = "../../../tests/support/gpu_inputs.rs"]
mod gpu_inputs;
#[path = "../../magpie_gpu_hip/tests/common/mod.rs"]
mod hip_common;

use std::path::{Path, PathBuf};

use gpu_inputs::{ptx_entry, run_case};
use hip_common::{corpus, require_llc};
use magpie_gpu::{BackendEmitter, Target};
use magpie_gpu_nvptx::{NvptxViaLlc, Options, ToolPaths};
use magpie_mpir::{parse, verify, FuncId, Module, ModuleInfo};

/// Writes one case; `Err` says why the kernel was skipped.
fn write_case(
    dir: &Path,
    module: &Module,
    info: &ModuleInfo,
    fid: FuncId,
    block_x: u32,
    small: bool,
) -> Result<(), String> {
    let case = run_case(module, info, fid, block_x, small)?;
    // Each buffer its own allocation (noalias); any block the harness
    // picks (no `.maxntid`).
    let options = Options {
        noalias: true,
        block_limit: false,
        ..Options::for_target(&Target::parse("ptx:sm_90").unwrap())
    };
    let k = NvptxViaLlc::emit(module, info, fid, &(options, ToolPaths::default()))
        .map_err(|d| format!("{}: {}", d.code, d.message))?;
    std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    std::fs::write(dir.join("sm_90.ptx"), &k.ptx).map_err(|e| e.to_string())?;
    let kernel = &module.functions[fid].name;
    let entry = ptx_entry(module, &case, "sm_90", kernel, &k.kernel.layout);
    gpu_inputs::write_case(dir, module, kernel, &case, &[entry])
}

#[test]
fn write_nvptx_bundle() {
    let Some(out) = std::env::var_os("MAGPIE_NVPTX_BUNDLE").map(PathBuf::from) else {
        println!("skip write_nvptx_bundle: MAGPIE_NVPTX_BUNDLE is not set (it names the directory to write)");
        return;
    };
    let mut written = 0;
    for file in corpus() {
        let path = file.to_string_lossy();
        if path.contains("/examples/spec") {
            continue;
        }
        let src = std::fs::read_to_string(&file).unwrap();
        let Some(module) = parse(&src).value else {
            continue;
        };
        let Some(info) = verify(&module).value else {
            continue;
        };
        let stem = file.file_stem().unwrap().to_string_lossy().to_string();
        for (fid, f) in module.functions.iter() {
            if !f.is_kernel() {
                continue;
            }
            let also_48 = stem.contains("subgroup");
            for block_x in if also_48 { vec![0, 48] } else { vec![0] } {
                let dir = out.join(format!("{stem}.{}.b{block_x}", f.name));
                match write_case(&dir, &module, &info, fid, block_x, stem == "phi_loop") {
                    Ok(()) => written += 1,
                    Err(e) if e.starts_with("MPG_CORE_1301") => {
                        assert!(!require_llc(), "MAGPIE_REQUIRE names llc: {e}");
                        println!("skip write_nvptx_bundle: {e}");
                        return;
                    }
                    Err(e) => println!("skip {stem} @{}: {e}", f.name),
                }
            }
        }
    }
    println!("wrote {written} cases to {}", out.display());
}
