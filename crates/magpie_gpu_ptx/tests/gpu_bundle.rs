//! Differential check against the CPU reference on a real GPU, without a
//! CUDA runtime backend: writes, for every corpus kernel the emitter takes,
//! its PTX (sm_70, sm_80, sm_90), generated inputs and the CPU executor's
//! results into `$MAGPIE_PTX_BUNDLE`; `tests/gpu/check_ptx.py` then runs
//! each PTX through the CUDA driver on a GPU machine and compares every
//! buffer with the CPU's, bit for bit.
//!
//! `MAGPIE_PTX_BUNDLE=DIR cargo test -p magpie_gpu_ptx --test gpu_bundle` (without
//! the variable the test prints one skip line).
//!
//! Inputs are generic: every buffer holds 16·N elements mixing the type's
//! edge values (0, -0, ±1, MIN, MAX, ±inf, NaN, subnormals, halves) with
//! random ones (small integers only for `phi_loop`, whose loops run
//! that many times), every `u32`/`i32` scalar is N, the launch covers N
//! work-items in blocks of the kernel's workgroup size (and, for subgroup
//! and warp-barrier kernels, also blocks of 48, a partial last warp). A kernel the CPU
//! rejects on these inputs (an index out of range, a loop bounded by a
//! random input) is skipped with a line.

mod common;
#[path = "../../../tests/support/gpu_inputs.rs"]
mod gpu_inputs;

use std::path::{Path, PathBuf};

use common::{mp_files, repo};
use gpu_inputs::{ptx_entry, run_case};
use magpie_gpu::Target;
use magpie_gpu_ptx::{emit, Options};
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
    std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    let mut ptx = Vec::new();
    for arch in ["sm_70", "sm_80", "sm_90"] {
        let options = Options {
            noalias: true,
            ..Options::for_target(&Target::parse(arch).unwrap())
        };
        if let Ok(k) = emit(module, info, fid, &options) {
            std::fs::write(dir.join(format!("{arch}.ptx")), &k.text).map_err(|e| e.to_string())?;
            ptx.push(ptx_entry(module, &case, arch, &k.entry_point, &k.layout));
        }
    }
    if ptx.is_empty() {
        let _ = std::fs::remove_dir_all(dir);
        return Err("no PTX".into());
    }
    gpu_inputs::write_case(dir, module, &module.functions[fid].name, &case, &ptx)
}

#[test]
fn write_gpu_bundle() {
    let Some(out) = std::env::var_os("MAGPIE_PTX_BUNDLE").map(PathBuf::from) else {
        println!(
            "skip write_gpu_bundle: MAGPIE_PTX_BUNDLE is not set (it names the directory to write)"
        );
        return;
    };
    let root = repo();
    let mut files = Vec::new();
    mp_files(&root.join("tests/kernels/in"), &mut files);
    mp_files(&root.join("examples/kernels"), &mut files);
    mp_files(&root.join("crates/magpie_gpu_ptx/tests/in"), &mut files);
    let mut written = 0;
    for file in &files {
        let src = std::fs::read_to_string(file).unwrap();
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
            // Subgroup kernels also run with a partial last warp; the warp
            // barrier kernels also with a block that is not whole warps (so
            // the CTA-wide fallback runs).
            let also_48 = stem.contains("subgroup") || stem == "warp_barriers";
            for block_x in if also_48 { vec![0, 48] } else { vec![0] } {
                let dir = out.join(format!("{stem}.{}.b{block_x}", f.name));
                match write_case(&dir, &module, &info, fid, block_x, stem == "phi_loop") {
                    Ok(()) => written += 1,
                    Err(e) => println!("skip {stem} @{}: {e}", f.name),
                }
            }
        }
    }
    println!("wrote {written} cases to {}", out.display());
}
