//! Runs this crate's IR pipeline and the LLVM writer on an NVIDIA GPU, as a
//! stand-in for an AMD one: for every corpus kernel, the prepared IR
//! ([`magpie_gpu_hip::prepared_ir`]: predicates, widening, device library)
//! is written for [`Triple::Nvptx`] (only ids, barriers, atomic scopes and
//! lane intrinsics differ from AMDGCN), `llc -march=nvptx64 -mcpu=sm_90`
//! makes PTX, and the case is written into `$MAGPIE_HIP_NVPTX_BUNDLE` in
//! the format of the PTX crate's `tests/gpu/check_ptx.py`, with generated
//! inputs and the CPU executor's results; that script then runs each PTX
//! through the CUDA driver and compares every buffer bit for bit (the
//! kernel parameters follow the same [`PtxLayout`] on both).
//!
//! `MAGPIE_HIP_NVPTX_BUNDLE=DIR cargo test -p magpie_gpu_hip --test
//! nvptx_bundle`, then on a GPU machine `python3
//! crates/magpie_gpu_ptx/tests/gpu/check_ptx.py DIR`. Without the variable
//! the test prints one skip line. The inputs are the PTX bundle's (edge
//! values and random ones, N work-items, subgroup kernels also in blocks of
//! 48: a partial last subgroup).
//!
//! [`PtxLayout`]: magpie_gpu::kernel_layout::PtxLayout

mod common;
#[path = "../../../tests/support/gpu_inputs.rs"]
mod gpu_inputs;

use std::path::{Path, PathBuf};

use common::{corpus, llvm_or_skip, Llvm};
use gpu_inputs::{ptx_entry, run_case};
use magpie_gpu::{GpuBackend, Limits, Target};
use magpie_gpu_hip::{prepared_ir, Options};
use magpie_gpu_llvm::{write_kernel, Nvptx, Triple, WriteOptions};
use magpie_mpir::{parse, verify, FuncId, Module, ModuleInfo};

/// The kernel as PTX through the HIP pipeline and the NVPTX triple.
fn nvptx_text(
    tool: &Llvm,
    module: &Module,
    info: &ModuleInfo,
    fid: FuncId,
    name: &str,
) -> Result<(String, magpie_gpu::kernel_layout::PtxLayout), String> {
    // A wave32 arch: NVIDIA's warps are 32 lanes too.
    let options = Options {
        noalias: true,
        ..Options::for_target(&Target::parse("gfx1100").unwrap())
    };
    let prepared = prepared_ir(module, info, &options).map_err(|e| e.to_string())?;
    let (m, i) = match &prepared {
        Some((m, i)) => (m, i),
        None => (module, info),
    };
    let limits = Limits::for_backend(GpuBackend::Hip);
    let write = WriteOptions {
        capabilities: options.capabilities.clone(),
        noalias: true,
        block_limit: false,
        max_block: limits.max_invocations,
        max_shared_bytes: u64::from(limits.max_shared_bytes),
    };
    let k = write_kernel(m, i, fid, &Triple::Nvptx(Nvptx { sm: 90 }), &write)
        .map_err(|e| e.to_string())?;
    let ptx = tool.nvptx(&k.text, "sm_90", name)?;
    Ok((ptx, k.layout))
}

/// Writes one case; `Err` says why the kernel was skipped.
fn write_case(
    tool: &Llvm,
    dir: &Path,
    module: &Module,
    info: &ModuleInfo,
    fid: FuncId,
    block_x: u32,
    small: bool,
) -> Result<(), String> {
    let case = run_case(module, info, fid, block_x, small)?;
    let name = dir.file_name().unwrap().to_string_lossy().replace('.', "_");
    let (ptx, layout) = nvptx_text(tool, module, info, fid, &name)?;
    std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    std::fs::write(dir.join("sm_90.ptx"), ptx).map_err(|e| e.to_string())?;
    let kernel = &module.functions[fid].name;
    let entry = ptx_entry(module, &case, "sm_90", kernel, &layout);
    gpu_inputs::write_case(dir, module, kernel, &case, &[entry])
}

#[test]
fn write_nvptx_bundle() {
    let Some(out) = std::env::var_os("MAGPIE_HIP_NVPTX_BUNDLE").map(PathBuf::from) else {
        println!("skip write_nvptx_bundle: MAGPIE_HIP_NVPTX_BUNDLE is not set (it names the directory to write)");
        return;
    };
    let Some(tool) = llvm_or_skip("the NVPTX bundle") else {
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
                match write_case(
                    &tool,
                    &dir,
                    &module,
                    &info,
                    fid,
                    block_x,
                    stem == "phi_loop",
                ) {
                    Ok(()) => written += 1,
                    Err(e) => println!("skip {stem} @{}: {e}", f.name),
                }
            }
        }
    }
    println!("wrote {written} cases to {}", out.display());
}
