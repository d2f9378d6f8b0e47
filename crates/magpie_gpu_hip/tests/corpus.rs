//! Every verifying kernel of the corpus (the conformance kernels, the
//! examples, the PTX crate's extra inputs) is emitted for gfx942, gfx90a,
//! gfx1100 and gfx1201 (one thread per arch); the LLVM IR must pass
//! `opt -passes=verify`, compile with `llc -march=amdgcn` and link with
//! `ld.lld -shared`; the code object's metadata (`llvm-readelf --notes`)
//! must name the kernel and give every argument the offset and size of
//! the kernel's [`PtxLayout`] (the HIP runtime passes CUDA's packed
//! argument buffer), at least the kernel's shared bytes of LDS, the arch's
//! wavefront size, and the declared workgroup as the largest block.
//! Kernels the emitter refuses are listed in [`EXPECTED_UNSUPPORTED`] with
//! the start of their message; anything else failing fails the test.
//!
//! Without the LLVM 19 tools the compiling is skipped with a printed line,
//! unless `MAGPIE_REQUIRE` names `llc` (or `all`).
//!
//! [`PtxLayout`]: magpie_gpu::kernel_layout::PtxLayout

mod common;

use common::{corpus, llvm_or_skip, parse_notes, Llvm};
use magpie_gpu::kernel_layout::PtxParamKind;
use magpie_gpu::Target;
use magpie_gpu_hip::{emit, ErrorKind, HipKernel, Options};
use magpie_mpir::{parse, verify};

/// `(file name, kernel, start of the message)`, on every arch.
const EXPECTED_UNSUPPORTED: &[(&str, &str, &str)] = &[(
    "17_7_unsafe_simd_msl.mp",
    "simd_reduce_kernel",
    "unsupported by the HIP backend: the op `gpu.metal.simd_sum`",
)];

/// Files compiled for every arch, not only gfx942.
fn sampled(file: &str) -> bool {
    [
        "17_1_vector_add_spv.mp",
        "shared_reduce.mp",
        "subgroup_basic.mp",
        "subgroup_reduce.mp",
        "atomics_rmw.mp",
        "bf16_arith.mp",
        "f16_arith.mp",
        "casts.mp",
        "struct_param.mp",
        "math_transcendental.mp",
        "matmul_tiled.mp",
    ]
    .contains(&file)
}

/// The code object's metadata agrees with what the emitter promised.
fn check_notes(k: &HipKernel, notes: &str) -> Result<(), String> {
    let n = parse_notes(notes);
    let mut why = Vec::new();
    if n.name != k.entry_point {
        why.push(format!(
            "kernel name {:?}, expected {:?}",
            n.name, k.entry_point
        ));
    }
    let explicit: Vec<_> = n
        .args
        .iter()
        .filter(|a| !a.value_kind.starts_with("hidden_"))
        .collect();
    if explicit.len() != k.layout.params.len() {
        why.push(format!(
            "{} explicit arguments, the layout has {}",
            explicit.len(),
            k.layout.params.len()
        ));
    }
    for (a, p) in explicit.iter().zip(&k.layout.params) {
        if (a.offset, a.size) != (u64::from(p.offset), u64::from(p.size)) {
            why.push(format!(
                "argument {}: offset {} size {}, the layout says offset {} size {}",
                a.name, a.offset, a.size, p.offset, p.size
            ));
        }
        let want = match p.kind {
            PtxParamKind::Buffer { .. } => "global_buffer",
            _ => "by_value",
        };
        if a.value_kind != want {
            why.push(format!(
                "argument {}: {} (expected {want})",
                a.name, a.value_kind
            ));
        }
    }
    if let Some(first_hidden) = n.args.iter().find(|a| a.value_kind.starts_with("hidden_")) {
        if first_hidden.offset < u64::from(k.layout.args_size) {
            why.push("hidden arguments overlap the explicit ones".to_string());
        }
    }
    if n.group_segment_fixed_size < k.shared_bytes {
        why.push(format!(
            "LDS {} bytes < the kernel's {} shared bytes",
            n.group_segment_fixed_size, k.shared_bytes
        ));
    }
    if n.wavefront_size != u64::from(k.wavefront_size) {
        why.push(format!(
            "wavefront size {}, expected {}",
            n.wavefront_size, k.wavefront_size
        ));
    }
    if n.max_flat_workgroup_size != u64::from(k.max_block) {
        why.push(format!(
            "max flat workgroup size {}, expected {}",
            n.max_flat_workgroup_size, k.max_block
        ));
    }
    if why.is_empty() {
        Ok(())
    } else {
        Err(why.join("; "))
    }
}

fn compile_and_check(tool: &Llvm, k: &HipKernel, name: &str) -> Result<(), String> {
    let notes = tool.build(&k.llvm_ir, &k.arch, name)?;
    check_notes(k, &notes).map_err(|e| format!("metadata: {e}\n{notes}"))
}

/// What one arch gave: kernels emitted, compiled, refused (file, kernel,
/// arch, message), and failures.
type ArchResult = (
    usize,
    usize,
    Vec<(String, String, &'static str, String)>,
    Vec<String>,
);

/// Every corpus kernel for `arch`.
fn one_arch(arch: &'static str, files: &[std::path::PathBuf], tool: Option<&Llvm>) -> ArchResult {
    let (mut emitted, mut compiled) = (0, 0);
    let mut unsupported = Vec::new();
    let mut failures = Vec::new();
    let options = Options::for_target(&Target::parse(arch).unwrap());
    for file in files {
        let fname = file.file_name().unwrap().to_string_lossy().to_string();
        let src = std::fs::read_to_string(file).unwrap();
        let Some(module) = parse(&src).value else {
            continue;
        };
        let Some(info) = verify(&module).value else {
            continue;
        };
        for (fid, f) in module.functions.iter() {
            if !f.is_kernel() {
                continue;
            }
            match emit(&module, &info, fid, &options) {
                Ok(k) => {
                    emitted += 1;
                    let name = format!("{}_{}_{arch}", fname.trim_end_matches(".mp"), f.name);
                    if let Some(tool) = tool {
                        match compile_and_check(tool, &k, &name) {
                            Ok(()) => compiled += 1,
                            Err(e) => failures.push(format!(
                                "{}: @{} ({arch}): {e}",
                                file.display(),
                                f.name
                            )),
                        }
                    }
                }
                Err(e) if e.kind != ErrorKind::Invalid => {
                    unsupported.push((fname.clone(), f.name.clone(), arch, e.to_string()))
                }
                Err(e) => failures.push(format!("{}: @{} ({arch}): {e}", file.display(), f.name)),
            }
        }
    }
    (emitted, compiled, unsupported, failures)
}

#[test]
fn every_kernel_emits_compiles_and_matches_its_layout() {
    let files = corpus();
    assert!(files.len() > 60, "corpus not found ({} files)", files.len());
    let tool = llvm_or_skip("compiling the corpus");
    // Every kernel for every listed arch, one thread per arch.
    let per_arch: Vec<ArchResult> = std::thread::scope(|s| {
        let handles: Vec<_> = ["gfx942", "gfx90a", "gfx1100", "gfx1201"]
            .into_iter()
            .map(|arch| {
                let (files, tool) = (&files, tool.as_ref());
                s.spawn(move || one_arch(arch, files, tool))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("an arch's thread panicked"))
            .collect()
    });
    let (mut emitted, mut compiled) = (0, 0);
    let mut unsupported = Vec::new();
    let mut failures = Vec::new();
    for (e, c, u, f) in per_arch {
        emitted += e;
        compiled += c;
        unsupported.extend(u);
        failures.extend(f);
    }
    for (file, kernel, arch, msg) in &unsupported {
        eprintln!("unsupported: {file} @{kernel} on {arch}: {msg}");
        let expected = EXPECTED_UNSUPPORTED
            .iter()
            .any(|(f, k, m)| f == file && k == kernel && msg.contains(m));
        if !expected {
            failures.push(format!(
                "{file}: @{kernel} ({arch}): unexpectedly unsupported: {msg}"
            ));
        }
    }
    for (f, k, _) in EXPECTED_UNSUPPORTED {
        if !unsupported.iter().any(|(f2, k2, _, _)| f2 == f && k2 == k) {
            failures.push(format!(
                "{f}: @{k} is listed as unsupported but was emitted"
            ));
        }
    }
    eprintln!(
        "emitted {emitted} kernels, {compiled} compiled and linked with matching metadata, {} unsupported",
        unsupported.len()
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

/// `opt -O3` keeps the IR compilable (the lead may optimize before llc):
/// the sample, for gfx942 and gfx1100.
#[test]
fn optimized_ir_compiles() {
    let Some(tool) = llvm_or_skip("compiling optimized IR") else {
        return;
    };
    let mut failures = Vec::new();
    for arch in ["gfx942", "gfx1100"] {
        let options = Options::for_target(&Target::parse(arch).unwrap());
        for file in corpus() {
            let fname = file.file_name().unwrap().to_string_lossy().to_string();
            if !sampled(&fname) {
                continue;
            }
            let src = std::fs::read_to_string(&file).unwrap();
            let module = parse(&src).value.unwrap();
            let info = verify(&module).value.unwrap();
            for (fid, f) in module.functions.iter() {
                if !f.is_kernel() {
                    continue;
                }
                let Ok(k) = emit(&module, &info, fid, &options) else {
                    continue;
                };
                let name = format!("{}_{}_{arch}", fname.trim_end_matches(".mp"), f.name);
                if let Err(e) = tool.build_optimized(&k.llvm_ir, arch, &name) {
                    failures.push(format!("{}: @{} ({arch}): {e}", file.display(), f.name));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
