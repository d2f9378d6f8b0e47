//! Every verifying kernel of the conformance corpus (`tests/kernels/in`)
//! and the examples is emitted as MSL for `metal3.1` and checked as C++
//! against the model of Metal (`magpie_gpu_msl::model`, `g++ -std=c++17 -fsyntax-only
//! -Wall -Werror`; see the header for what that proves and what it
//! cannot). Kernels Metal cannot express, or this backend does not yet,
//! are listed in [`EXPECTED_REFUSED`] with their code; anything else
//! failing is a test failure. A kernel that asks late-resolved predicates
//! is emitted and checked a second time with them as function constants
//! (as bundle blobs are). The text of every corpus kernel is kept under
//! `tests/out/msl/` (rewrite with MAGPIE_BLESS=1).
//!
//! Without g++ the compile step is skipped with a printed line, unless
//! MAGPIE_REQUIRE (a comma list) names `msl-model` or `all`.

use std::path::{Path, PathBuf};
use std::process::Command;

use magpie_gpu::Target;
use magpie_gpu_msl::{emit, model, Options};
use magpie_mpir::{parse, verify};

/// `(file name, kernel, code, why)`.
const EXPECTED_REFUSED: &[(&str, &str, &str, &str)] = &[
    (
        "div_by_constant.mp",
        "div_by_constant",
        "MPG_CORE_1200",
        "f64: Metal has no double",
    ),
    (
        "div_zero_const.mp",
        "div_zero_const",
        "MPG_CORE_1200",
        "f64: Metal has no double",
    ),
    (
        "f64_arith.mp",
        "f64_arith",
        "MPG_CORE_1200",
        "f64: Metal has no double",
    ),
    (
        "f64_arith.mp",
        "put",
        "MPG_CORE_1200",
        "f64: Metal has no double",
    ),
    (
        "f64_zero_sums.mp",
        "f64_zero_sums",
        "MPG_CORE_1200",
        "f64: Metal has no double",
    ),
    (
        "f64_zero_sums.mp",
        "put",
        "MPG_CORE_1200",
        "f64: Metal has no double",
    ),
    (
        "fmod_subnormal_divisor.mp",
        "fmod_subnormal_divisor",
        "MPG_CORE_1200",
        "f64: Metal has no double",
    ),
    (
        "folded_zero_sums.mp",
        "folded_zero_sums",
        "MPG_CORE_1200",
        "f64: Metal has no double",
    ),
    (
        "i64_compare_mix.mp",
        "i64_compare_mix",
        "MPG_CORE_1200",
        "f64: Metal has no double",
    ),
    (
        "math_f64.mp",
        "math_f64",
        "MPG_CORE_1200",
        "f64: Metal has no double",
    ),
    (
        "math_f64.mp",
        "put",
        "MPG_CORE_1200",
        "f64: Metal has no double",
    ),
    (
        "self_max_nan.mp",
        "self_max_nan",
        "MPG_CORE_1200",
        "f64: Metal has no double",
    ),
    (
        "struct_param.mp",
        "struct_param",
        "MPG_CORE_1200",
        "f64: Metal has no double",
    ),
];

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every `.mp` file under `dir`, depth first, sorted by name.
fn mp_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            mp_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "mp") {
            out.push(p);
        }
    }
}

/// Compares `text` with `tests/out/msl/FILE__KERNEL.metal`, or writes it
/// under MAGPIE_BLESS.
fn golden(file: &str, kernel: &str, text: &str) -> Result<(), String> {
    let stem = file.trim_end_matches(".mp");
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/out/msl")
        .join(format!("{stem}__{kernel}.metal"));
    if std::env::var_os("MAGPIE_BLESS").is_some() {
        std::fs::create_dir_all(path.parent().ok_or("no parent")?).map_err(|e| e.to_string())?;
        return std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()));
    }
    match std::fs::read_to_string(&path) {
        Ok(want) if want == text => Ok(()),
        Ok(_) => Err(format!(
            "{} differs from the emitted text (rewrite with MAGPIE_BLESS=1 if the change is meant)",
            path.display()
        )),
        Err(e) => Err(format!(
            "{}: {e} (create it with MAGPIE_BLESS=1)",
            path.display()
        )),
    }
}

fn required() -> bool {
    std::env::var("MAGPIE_REQUIRE").is_ok_and(|v| {
        v.split(',')
            .any(|t| matches!(t.trim(), "msl-model" | "all"))
    })
}

/// The g++ to check with, if any.
fn gxx() -> Option<PathBuf> {
    let candidates = ["/usr/bin/g++", "g++"];
    candidates.iter().map(PathBuf::from).find(|p| {
        Command::new(p)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    })
}

/// Compiles `text` against the model (headers in `dir/model`); `Err` with
/// g++'s message.
fn compile(gxx: &Path, dir: &Path, name: &str, text: &str) -> Result<(), String> {
    let src = dir.join(format!("{name}.metal"));
    std::fs::write(&src, model::cxx_source(text)).map_err(|e| e.to_string())?;
    let out = Command::new(gxx)
        .args(model::check_args(&dir.join("model"), &src))
        .output()
        .map_err(|e| format!("running g++: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

struct Emitted {
    label: String,
    text: String,
}

#[test]
fn every_kernel_emits_and_compiles_against_the_model() {
    let root = repo();
    let mut files = Vec::new();
    mp_files(&root.join("tests/kernels/in"), &mut files);
    mp_files(&root.join("examples"), &mut files);
    assert!(
        files.len() > 30,
        "corpus not found under {}",
        root.display()
    );
    let target = Target::parse("msl:metal3.1").expect("metal3.1 is a target");
    let options = Options::for_target(&target);
    let with_constants = Options {
        function_constant_predicates: true,
        ..options.clone()
    };
    let mut report = Vec::new();
    let mut failures = Vec::new();
    let mut emitted = Vec::new();
    let mut refused_seen = Vec::new();
    for file in &files {
        let src = std::fs::read_to_string(file).expect("readable corpus file");
        let Some(module) = parse(&src).value else {
            continue;
        };
        let Some(info) = verify(&module).value else {
            continue;
        };
        let fname = file
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_default();
        let corpus = file.starts_with(root.join("tests/kernels/in"));
        for (fid, f) in module.functions.iter() {
            if !f.is_kernel() {
                continue;
            }
            match emit(&module, &info, fid, &options) {
                Ok(k) => {
                    if corpus {
                        if let Err(e) = golden(&fname, &f.name, &k.text) {
                            failures.push(e);
                        }
                    }
                    let rel = file
                        .strip_prefix(&root)
                        .map(|p| p.to_string_lossy().replace(['/', '.'], "_"))
                        .unwrap_or_else(|_| fname.clone());
                    emitted.push(Emitted {
                        label: format!("{rel}__{}", f.name),
                        text: k.text,
                    });
                    // A kernel that asks late-resolved predicates, again with
                    // them kept as function constants (a bundle's blob).
                    if !k.predicates.is_empty() {
                        match emit(&module, &info, fid, &with_constants) {
                            Ok(fc) if fc.function_constants.len() == k.predicates.len() => {
                                if corpus {
                                    let name = format!("{}.function_constants", f.name);
                                    if let Err(e) = golden(&fname, &name, &fc.text) {
                                        failures.push(e);
                                    }
                                }
                                emitted.push(Emitted {
                                    label: format!("{rel}__{}__fc", f.name),
                                    text: fc.text,
                                });
                            }
                            Ok(fc) => failures.push(format!(
                                "{fname} @{}: {} function constants for {} predicates",
                                f.name,
                                fc.function_constants.len(),
                                k.predicates.len()
                            )),
                            Err(e) => failures
                                .push(format!("{fname} @{} with function constants: {e}", f.name)),
                        }
                    }
                }
                Err(e) => {
                    let code = e.diagnostic.code.to_string();
                    let expected = EXPECTED_REFUSED
                        .iter()
                        .any(|(file, k, c, _)| *file == fname && *k == f.name && *c == code);
                    report.push(format!("{fname} @{}: {code} {}", f.name, e.message()));
                    if expected {
                        refused_seen.push((fname.clone(), f.name.clone()));
                    } else {
                        failures.push(format!("{fname} @{}: {e}", f.name));
                    }
                }
            }
        }
    }
    for (file, k, code, _) in EXPECTED_REFUSED {
        if !refused_seen.iter().any(|(f, n)| f == file && n == k) {
            failures.push(format!(
                "{file} @{k} is listed as refused with {code} but was not"
            ));
        }
    }
    println!(
        "{} kernels emitted; refused:\n{}",
        emitted.len(),
        report.join("\n")
    );
    assert!(emitted.len() > 60, "only {} kernels emitted", emitted.len());
    match gxx() {
        None if required() => failures.push("g++ not found and MAGPIE_REQUIRE asks for msl-model".into()),
        None => println!("skipping the C++ model check: g++ not found (set MAGPIE_REQUIRE=msl-model to fail instead)"),
        Some(gxx) => {
            let dir = std::env::temp_dir().join(format!("magpie_msl_model_{}", std::process::id()));
            model::write_headers(&dir.join("model")).expect("the model's headers written");
            let results: Vec<(String, Result<(), String>)> = std::thread::scope(|s| {
                let chunks: Vec<&[Emitted]> = emitted.chunks(emitted.len().div_ceil(2).max(1)).collect();
                let handles: Vec<_> = chunks
                    .into_iter()
                    .map(|chunk| {
                        let (gxx, dir) = (&gxx, &dir);
                        s.spawn(move || {
                            chunk
                                .iter()
                                .map(|k| (k.label.clone(), compile(gxx, dir, &k.label, &k.text)))
                                .collect::<Vec<_>>()
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .flat_map(|h| h.join().unwrap_or_default())
                    .collect()
            });
            let _ = std::fs::remove_dir_all(&dir);
            let compiled = results.iter().filter(|(_, r)| r.is_ok()).count();
            println!("{compiled} of {} kernels compile against the Metal model", results.len());
            assert_eq!(results.len(), emitted.len(), "a compile worker died");
            for (label, r) in results {
                if let Err(e) = r {
                    failures.push(format!("{label}: g++:\n{e}"));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}
