//! Every verifying kernel of the conformance corpus, the examples and this
//! crate's own `tests/in` (casts between every two types, subgroup ops and
//! atomics on 64-bit and narrow types, raw pointers) is
//! emitted for sm_70 and sm_90 (with and without `noalias`) and assembled
//! by `ptxas -arch=<arch>`. Kernels the emitter does not support are listed
//! in [`EXPECTED_UNSUPPORTED`] with the start of their error message;
//! anything else failing is a test failure.
//!
//! ptxas is found through `MAGPIE_PTXAS`, then
//! `~/.cache/magpie-gpu/tools/ptxas/ptxas` (where `cargo xtask test` puts
//! the one from PyPI's `nvidia-cuda-nvcc-cu12` wheel), then `PATH`. Without
//! it the assembling is skipped with a printed line, unless `MAGPIE_REQUIRE`
//! names `ptxas` (or `all`).

mod common;

use common::{mp_files, ptxas, repo, require_ptxas};
use magpie_gpu::Target;
use magpie_gpu_ptx::{emit, ErrorKind, Options};
use magpie_mpir::{parse, verify};

/// `(file name, kernel, arch ("*" for both), start of the message)`.
const EXPECTED_UNSUPPORTED: &[(&str, &str, &str, &str)] = &[
    (
        "bf16_arith.mp",
        "bf16_arith",
        "sm_70",
        "the bf16 type needs the capability `bf16`",
    ),
    (
        "bf16_arith.mp",
        "put",
        "sm_70",
        "the bf16 type needs the capability `bf16`",
    ),
    (
        "casts.mp",
        "casts_bf16",
        "sm_70",
        "the bf16 type needs the capability `bf16`",
    ),
    (
        "i64_compare_mix.mp",
        "i64_compare_mix",
        "sm_70",
        "the bf16 type needs the capability `bf16`",
    ),
    (
        "17_7_unsafe_simd_msl.mp",
        "simd_reduce_kernel",
        "*",
        "unsupported by the PTX backend: the op `gpu.metal.simd_sum`",
    ),
];

#[test]
fn every_kernel_emits_and_assembles() {
    let root = repo();
    let mut files = Vec::new();
    mp_files(&root.join("tests/kernels/in"), &mut files);
    mp_files(&root.join("examples"), &mut files);
    mp_files(&root.join("crates/magpie_gpu_ptx/tests/in"), &mut files);
    assert!(
        files.len() > 30,
        "corpus not found under {}",
        root.display()
    );
    let tool = ptxas();
    let mut assembled = 0;
    let mut emitted = 0;
    let mut unsupported = Vec::new();
    let mut failures = Vec::new();
    for arch in ["sm_70", "sm_90"] {
        for noalias in [false, true] {
            let options = Options {
                noalias,
                ..Options::for_target(&Target::parse(arch).unwrap())
            };
            for file in &files {
                let src = std::fs::read_to_string(file).unwrap();
                let Some(module) = parse(&src).value else {
                    continue;
                };
                let Some(info) = verify(&module).value else {
                    continue;
                };
                let fname = file.file_name().unwrap().to_string_lossy().to_string();
                for (fid, f) in module.functions.iter() {
                    if !f.is_kernel() {
                        continue;
                    }
                    match emit(&module, &info, fid, &options) {
                        Ok(k) => {
                            emitted += 1;
                            let name = format!(
                                "{}_{}_{arch}_{noalias}",
                                fname.trim_end_matches(".mp"),
                                f.name
                            );
                            if let Some(tool) = &tool {
                                match tool.assemble(&k.text, arch, &name) {
                                    Ok(()) => assembled += 1,
                                    Err(e) => failures.push(format!(
                                        "{}: @{} ({arch}, noalias {noalias}): ptxas:\n{e}",
                                        file.display(),
                                        f.name
                                    )),
                                }
                            }
                        }
                        Err(e) if e.kind != ErrorKind::Invalid => {
                            if !noalias {
                                unsupported.push((
                                    fname.clone(),
                                    f.name.clone(),
                                    arch,
                                    e.message().to_string(),
                                ));
                            }
                        }
                        Err(e) => {
                            failures.push(format!("{}: @{} ({arch}): {e}", file.display(), f.name))
                        }
                    }
                }
            }
        }
    }
    for (file, kernel, arch, msg) in &unsupported {
        let expected = EXPECTED_UNSUPPORTED.iter().any(|(f, k, a, m)| {
            f == file && k == kernel && (*a == "*" || a == arch) && msg.starts_with(m)
        });
        if !expected {
            failures.push(format!(
                "{file}: @{kernel} ({arch}): unexpectedly unsupported: {msg}"
            ));
        }
    }
    for (f, k, a, _) in EXPECTED_UNSUPPORTED {
        for arch in ["sm_70", "sm_90"] {
            if (*a == "*" || *a == arch)
                && !unsupported
                    .iter()
                    .any(|(f2, k2, a2, _)| f2 == f && k2 == k && *a2 == arch)
            {
                failures.push(format!(
                    "{f}: @{k} is listed as unsupported on {arch} but was emitted"
                ));
            }
        }
    }
    for (file, kernel, arch, msg) in &unsupported {
        eprintln!("unsupported: {file} @{kernel} on {arch}: {msg}");
    }
    eprintln!(
        "emitted {emitted} kernels, {assembled} assembled by ptxas, {} unsupported",
        unsupported.len()
    );
    if tool.is_none() {
        if require_ptxas() {
            panic!("ptxas not found and MAGPIE_REQUIRE asks for it");
        }
        println!("skipping: ptxas not found (set MAGPIE_PTXAS or run `cargo xtask test`)");
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}
