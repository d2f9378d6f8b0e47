//! Every verifying kernel of the corpus (the conformance kernels, the
//! examples, the PTX and HIP crates' extra inputs) through the whole llc
//! route for sm_70 and sm_90 (one thread per arch): the LLVM module, `opt
//! -O3`, `llc -O3`, and the PTX assembled by `ptxas` for the same arch,
//! with the `.entry` the emitter named. Kernels the route refuses are
//! listed in [`EXPECTED_UNSUPPORTED`]; anything else failing fails.
//!
//! Without an `llc` of LLVM 17+ with NVPTX (and `opt` beside it) the test
//! prints a skip line, unless `MAGPIE_REQUIRE` names `llc` (or `all`);
//! without `ptxas`, the PTX is not assembled, unless it names `ptxas`.

#[path = "../../magpie_gpu_hip/tests/common/mod.rs"]
mod hip_common;
#[path = "../../magpie_gpu_ptx/tests/common/mod.rs"]
mod ptx_common;

use hip_common::{corpus, require_llc};
use magpie_diag::codes;
use magpie_gpu::{BackendEmitter, Target};
use magpie_gpu_nvptx::{NvptxViaLlc, Options, ToolPaths};
use magpie_mpir::{parse, verify};
use ptx_common::{ptxas, require_ptxas, Ptxas};

/// `(file name, kernel, arch ("*" for both), start of the message)`: the
/// direct emitter's refusals, for the same reasons.
const EXPECTED_UNSUPPORTED: &[(&str, &str, &str, &str)] = &[
    ("bf16_arith.mp", "bf16_arith", "sm_70", BF16),
    ("bf16_arith.mp", "put", "sm_70", BF16),
    ("casts.mp", "casts_bf16", "sm_70", BF16),
    ("i64_compare_mix.mp", "i64_compare_mix", "sm_70", BF16),
    (
        "17_7_unsafe_simd_msl.mp",
        "simd_reduce_kernel",
        "*",
        "unsupported by the PTX backend's llc route: the op `gpu.metal.simd_sum`",
    ),
];

const BF16: &str = "the bf16 type needs the capability `bf16`";

fn expected(file: &str, kernel: &str, arch: &str, message: &str) -> bool {
    EXPECTED_UNSUPPORTED.iter().any(|(f, k, a, m)| {
        *f == file && *k == kernel && (*a == "*" || *a == arch) && message.starts_with(m)
    })
}

/// What one arch gave: kernels compiled, assembled, refused (file, kernel,
/// message), failures, and whether the tools were missing.
#[derive(Default)]
struct ArchResult {
    compiled: usize,
    assembled: usize,
    refused: Vec<(String, String, String)>,
    arch: &'static str,
    failures: Vec<String>,
    no_tools: Option<String>,
}

fn one_arch(arch: &'static str, files: &[std::path::PathBuf], ptxas: Option<&Ptxas>) -> ArchResult {
    let mut r = ArchResult {
        arch,
        ..ArchResult::default()
    };
    let options = (
        Options::for_target(&Target::parse(&format!("ptx:{arch}")).unwrap()),
        ToolPaths::default(),
    );
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
            let what = format!("{}: @{} ({arch})", file.display(), f.name);
            match NvptxViaLlc::emit(&module, &info, fid, &options) {
                Ok(k) => {
                    r.compiled += 1;
                    let entry = format!(".entry {}(", k.kernel.entry_point);
                    if !k.ptx.contains(&entry) {
                        r.failures.push(format!("{what}: no `{entry}` in the PTX"));
                        continue;
                    }
                    if let Some(ptxas) = ptxas {
                        let name = format!("{}_{}", fname.trim_end_matches(".mp"), f.name);
                        match ptxas.assemble(&k.ptx, arch, &format!("llc_{name}_{arch}")) {
                            Ok(()) => r.assembled += 1,
                            Err(e) => r.failures.push(format!("{what}: ptxas:\n{e}")),
                        }
                    }
                }
                Err(d) if d.code == codes::MPG_CORE_1301 => {
                    r.no_tools = Some(d.message);
                    return r;
                }
                Err(d) if d.code == codes::MPG_CORE_1200 => {
                    r.refused.push((fname.clone(), f.name.clone(), d.message))
                }
                Err(d) => r
                    .failures
                    .push(format!("{what}: {}: {}", d.code, d.message)),
            }
        }
    }
    r
}

#[test]
fn every_kernel_compiles_through_llc_and_assembles() {
    let files = corpus();
    assert!(files.len() > 60, "corpus not found ({} files)", files.len());
    let ptxas = ptxas();
    if ptxas.is_none() {
        assert!(
            !require_ptxas(),
            "ptxas not found and MAGPIE_REQUIRE asks for it"
        );
        println!("skip assembling: ptxas not found");
    }
    let results: Vec<ArchResult> = std::thread::scope(|s| {
        let handles: Vec<_> = ["sm_70", "sm_90"]
            .into_iter()
            .map(|arch| {
                let (files, ptxas) = (&files, ptxas.as_ref());
                s.spawn(move || one_arch(arch, files, ptxas))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("an arch's thread panicked"))
            .collect()
    });
    if let Some(why) = results.iter().find_map(|r| r.no_tools.clone()) {
        assert!(
            !require_llc(),
            "llc for NVPTX not found and MAGPIE_REQUIRE asks for llc: {why}"
        );
        println!("skip: llc/opt for NVPTX not found: {why}");
        return;
    }
    let mut failures: Vec<String> = results.iter().flat_map(|r| r.failures.clone()).collect();
    for r in &results {
        for (file, kernel, message) in &r.refused {
            if !expected(file, kernel, r.arch, message) {
                failures.push(format!("{file} @{kernel} ({}): refused: {message}", r.arch));
            }
        }
    }
    let compiled: usize = results.iter().map(|r| r.compiled).sum();
    let assembled: usize = results.iter().map(|r| r.assembled).sum();
    println!(
        "compiled {compiled} kernels through opt and llc (sm_70, sm_90), {assembled} assembled by ptxas"
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
    // Every arch: every kernel but the expected refusals.
    for r in &results {
        // Each expected refusal happened (the spec example is in the
        // corpus twice: examples/ and the conformance kernels).
        for (f, k, a, _) in EXPECTED_UNSUPPORTED {
            if *a == "*" || *a == r.arch {
                assert!(
                    r.refused.iter().any(|(rf, rk, _)| rf == f && rk == k),
                    "{}: @{k} of {f} was expected to be refused",
                    r.arch
                );
            }
        }
        assert!(r.compiled > 100, "only {} kernels compiled", r.compiled);
    }
    if ptxas.is_some() {
        assert_eq!(assembled, compiled);
    }
}
