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
use gpu_inputs::{elem_name, gen_buffer, hex, scalar_arg, Lcg, N};
use magpie_cpu::{Config, KernelArg, Launch, Memory};
use magpie_gpu::kernel_layout::PtxParamKind;
use magpie_gpu::{GpuBackend, Limits, Target};
use magpie_gpu_hip::{prepared_ir, Options};
use magpie_gpu_llvm::{write_kernel, Nvptx, Triple, WriteOptions};
use magpie_mpir::{parse, verify, Const, Elem, FuncId, Module, ModuleInfo, Type};

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
    let name = dir.file_name().unwrap().to_string_lossy().replace('.', "_");
    let (ptx, layout) = nvptx_text(tool, module, info, fid, &name)?;
    std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    std::fs::write(dir.join("sm_90.ptx"), ptx).map_err(|e| e.to_string())?;
    let params: Vec<String> = layout
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
    let mut bufs = Vec::new();
    for (i, ((_, elem, input), mem)) in buffers.iter().zip(&mems).enumerate() {
        std::fs::write(dir.join(format!("in{i}.bin")), input).map_err(|e| e.to_string())?;
        std::fs::write(dir.join(format!("out{i}.bin")), mem.to_bytes())
            .map_err(|e| e.to_string())?;
        bufs.push(format!("\"{}\"", elem_name(module, *elem)));
    }
    let meta = format!(
        "{{\"kernel\": \"{}\", \"grid\": {grid:?}, \"block\": {block:?}, \"buffers\": [{}], \"ptx\": [{{\"arch\": \"sm_90\", \"entry\": \"{}\", \"params\": [{}]}}]}}\n",
        f.name,
        bufs.join(", "),
        f.name,
        params.join(", ")
    );
    std::fs::write(dir.join("meta.json"), meta).map_err(|e| e.to_string())
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
