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
use gpu_inputs::{elem_name, gen_buffer, hex, scalar_arg, Lcg, N};
use magpie_cpu::{Config, KernelArg, Launch, Memory};
use magpie_gpu::kernel_layout::PtxParamKind;
use magpie_gpu::Target;
use magpie_gpu_ptx::{emit, Options};
use magpie_mpir::{parse, verify, Const, Elem, FuncId, Module, ModuleInfo, Type};

/// Writes one case; `Err` says why the kernel was skipped.
fn write_case(
    dir: &Path,
    module: &Module,
    info: &ModuleInfo,
    fid: FuncId,
    block_x: u32,
    small: bool,
) -> Result<(), String> {
    let f = &module.functions[fid];
    let mut rng = Lcg(0x1234_5678 ^ u64::from(block_x));
    let block = match f.workgroup {
        Some(w) if block_x == 0 => w,
        _ if block_x != 0 => [block_x, 1, 1],
        _ => [64, 1, 1],
    };
    let per_block = block[0] * block[1] * block[2];
    let grid = [N.div_ceil(per_block).max(1), 1, 1];
    let count = (16 * N) as usize;
    let mut buffers: Vec<(usize, Elem, Vec<u8>)> = Vec::new();
    let mut scalars: Vec<(usize, Vec<u8>)> = Vec::new();
    for (k, &p) in f.params.iter().enumerate() {
        match f.value_type(p) {
            Type::Buffer(elem) => {
                let b = gen_buffer(module, elem, count, &mut rng, small, buffers.len());
                buffers.push((k, elem, b));
            }
            Type::Scalar(s) => {
                let c = scalar_arg(s);
                scalars.push((k, c.bits.to_le_bytes()[..s.size() as usize].to_vec()));
            }
            Type::Struct(id) => {
                let b = gen_buffer(module, Elem::Struct(id), 1, &mut rng, small, 0);
                scalars.push((k, b));
            }
            _ => return Err("a parameter of another kind".into()),
        }
    }
    let mems: Vec<Memory> = buffers
        .iter()
        .map(|(_, _, b)| Memory::from_bytes(b))
        .collect();
    let mut args = Vec::new();
    for (k, &p) in f.params.iter().enumerate() {
        if let Some(i) = buffers.iter().position(|(j, _, _)| *j == k) {
            args.push(KernelArg::Buffer(&mems[i]));
        } else {
            let bytes = &scalars.iter().find(|(j, _)| *j == k).unwrap().1;
            match f.value_type(p) {
                Type::Scalar(s) => {
                    let mut w = [0u8; 8];
                    w[..bytes.len()].copy_from_slice(bytes);
                    args.push(KernelArg::Scalar(Const {
                        ty: s,
                        bits: u64::from_le_bytes(w),
                    }));
                }
                _ => args.push(KernelArg::Struct(bytes.clone())),
            }
        }
    }
    let config = Config {
        max_steps: Some(2_000_000),
        ..Config::default()
    };
    magpie_cpu::run_kernel(module, info, fid, &Launch::new(grid, block), &args, &config)
        .map_err(|e| format!("cpu: {e}"))?;
    std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    let mut ptx = Vec::new();
    for arch in ["sm_70", "sm_80", "sm_90"] {
        let options = Options {
            noalias: true,
            ..Options::for_target(&Target::parse(arch).unwrap())
        };
        if let Ok(k) = emit(module, info, fid, &options) {
            std::fs::write(dir.join(format!("{arch}.ptx")), &k.text).map_err(|e| e.to_string())?;
            let params: Vec<String> = k
                .layout
                .params
                .iter()
                .map(|p| match &p.kind {
                    PtxParamKind::Buffer { param, .. } => {
                        let i = buffers.iter().position(|(j, _, _)| j == param).unwrap();
                        format!("{{\"buf\": {i}}}")
                    }
                    PtxParamKind::BufferLen { param } => {
                        let i = buffers.iter().position(|(j, _, _)| j == param).unwrap();
                        let stride = magpie_gpu::layout::elem_layout(module, buffers[i].1)
                            .unwrap()
                            .size as usize;
                        let len = (buffers[i].2.len() / stride) as u32;
                        format!("{{\"bytes\": \"{}\"}}", hex(&len.to_le_bytes()))
                    }
                    PtxParamKind::Value { param, .. } => {
                        let b = &scalars.iter().find(|(j, _)| j == param).unwrap().1;
                        format!("{{\"bytes\": \"{}\", \"align\": {}}}", hex(b), p.align)
                    }
                })
                .collect();
            ptx.push(format!(
                "{{\"arch\": \"{arch}\", \"entry\": \"{}\", \"params\": [{}]}}",
                k.entry_point,
                params.join(", ")
            ));
        }
    }
    if ptx.is_empty() {
        let _ = std::fs::remove_dir_all(dir);
        return Err("no PTX".into());
    }
    let mut bufs = Vec::new();
    for (i, ((_, elem, input), mem)) in buffers.iter().zip(&mems).enumerate() {
        std::fs::write(dir.join(format!("in{i}.bin")), input).map_err(|e| e.to_string())?;
        std::fs::write(dir.join(format!("out{i}.bin")), mem.to_bytes())
            .map_err(|e| e.to_string())?;
        bufs.push(format!("\"{}\"", elem_name(module, *elem)));
    }
    let meta = format!(
        "{{\"kernel\": \"{}\", \"grid\": {grid:?}, \"block\": {block:?}, \"buffers\": [{}], \"ptx\": [{}]}}\n",
        f.name,
        bufs.join(", "),
        ptx.join(", ")
    );
    std::fs::write(dir.join("meta.json"), meta).map_err(|e| e.to_string())
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
