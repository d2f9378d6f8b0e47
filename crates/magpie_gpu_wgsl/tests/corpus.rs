//! Every verifying kernel of the conformance corpus and the examples is
//! emitted as WGSL and validated by naga (parse + validate, as a library).
//! Kernels WGSL cannot express are listed in [`EXPECTED_REFUSED`] with the
//! code they are refused with; anything else failing is a test failure.
//! The text of every corpus kernel is kept under `tests/out/wgsl/`
//! (rewrite with MAGPIE_BLESS=1).

mod common;

use magpie_gpu_wgsl::{emit, validate, Options};
use magpie_mpir::{parse, verify};

use common::{mp_files, repo};

/// `(file name, kernel, code, why)`.
const EXPECTED_REFUSED: &[(&str, &str, &str, &str)] = &[
    (
        "div_pow2_or_zero.mp",
        "div_pow2_or_zero",
        "MPG_WGSL_1005",
        "12 buffer parameters",
    ),
    (
        "atomic_f32.mp",
        "atomic_f32",
        "MPG_CORE_1200",
        "WGSL has atomics of i32 and u32 only",
    ),
    (
        "bf16_arith.mp",
        "bf16_arith",
        "MPG_WGSL_1003",
        "WGSL has no bf16",
    ),
    ("bf16_arith.mp", "put", "MPG_WGSL_1003", "WGSL has no bf16"),
    (
        "bf16_zero_sums.mp",
        "bf16_zero_sums",
        "MPG_WGSL_1003",
        "WGSL has no bf16",
    ),
    (
        "bf16_zero_sums.mp",
        "put",
        "MPG_WGSL_1003",
        "WGSL has no bf16",
    ),
    (
        "i64_compare_mix.mp",
        "i64_compare_mix",
        "MPG_WGSL_1003",
        "WGSL has no bf16",
    ),
    (
        "struct_buffer.mp",
        "struct_buffer",
        "MPG_WGSL_1001",
        "a buffer of value structs",
    ),
    (
        "17_7_unsafe_simd_msl.mp",
        "simd_reduce_kernel",
        "MPG_CORE_1200",
        "a Metal-only op",
    ),
];

/// Compares `text` with `tests/out/wgsl/FILE__KERNEL.wgsl`, or writes it
/// under MAGPIE_BLESS.
fn golden(file: &str, kernel: &str, text: &str) -> Result<(), String> {
    let stem = file.trim_end_matches(".mp");
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/out/wgsl")
        .join(format!("{stem}__{kernel}.wgsl"));
    if std::env::var_os("MAGPIE_BLESS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, text).unwrap();
        return Ok(());
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

/// On an adapter with only standard WGSL (f16 at most), kernels that need
/// f64, i64 or subgroups are refused with MPG_CORE_1200 naming the
/// capability, and every other kernel still validates with nothing more.
#[test]
fn a_portable_adapter_refuses_only_what_it_lacks() {
    use magpie_gpu::Capability;
    let root = repo();
    let mut files = Vec::new();
    mp_files(&root.join("tests/kernels/in"), &mut files);
    let options = Options {
        capabilities: vec![Capability::F16Arithmetic],
        fused_fma: false,
    };
    let (mut ok, mut refused) = (0, 0);
    for file in &files {
        let src = std::fs::read_to_string(file).unwrap();
        let module = parse(&src).value.unwrap();
        let info = verify(&module).value.unwrap();
        for (fid, f) in module.functions.iter().filter(|(_, f)| f.is_kernel()) {
            match emit(&module, &info, fid, &options) {
                Ok(k) => {
                    assert!(
                        k.requires.iter().all(|c| *c == Capability::F16Arithmetic),
                        "@{}: {:?}",
                        f.name,
                        k.requires
                    );
                    validate(&k).unwrap_or_else(|e| panic!("@{}: {e}", f.name));
                    ok += 1;
                }
                Err(e) => {
                    refused += 1;
                    let m = e.message();
                    let named = [
                        "int64",
                        "float64",
                        "subgroups",
                        "bf16",
                        "atomic",
                        "value structs",
                    ]
                    .iter()
                    .any(|c| m.contains(c))
                        || e.diagnostic.code.to_string().starts_with("MPG_WGSL_");
                    assert!(named, "@{}: {m}", f.name);
                }
            }
        }
    }
    println!("portable adapter: {ok} emitted, {refused} refused");
    assert!(ok > 40 && refused > 5, "{ok} emitted, {refused} refused");
}

#[test]
fn every_kernel_emits_and_validates() {
    let root = repo();
    let mut files = Vec::new();
    mp_files(&root.join("tests/kernels/in"), &mut files);
    mp_files(&root.join("examples"), &mut files);
    assert!(
        files.len() > 30,
        "corpus not found under {}",
        root.display()
    );
    let options = Options::default();
    let mut report = Vec::new();
    let mut failures = Vec::new();
    let mut validated = 0;
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
                Ok(k) => match validate(&k) {
                    Ok(()) => {
                        validated += 1;
                        if file.starts_with(root.join("tests/kernels/in")) {
                            if let Err(e) = golden(&fname, &f.name, &k.text) {
                                failures.push(e);
                            }
                        }
                    }
                    Err(e) => {
                        if std::env::var_os("MAGPIE_SHOW_WGSL").is_some() {
                            println!("{}", k.text);
                        }
                        failures.push(format!("{fname} @{}: naga: {e}", f.name))
                    }
                },
                Err(e) => {
                    let code = e.diagnostic.code.to_string();
                    let expected = EXPECTED_REFUSED
                        .iter()
                        .any(|(file, k, c, _)| *file == fname && *k == f.name && *c == code);
                    report.push(format!("{fname} @{}: {code} {}", f.name, e.message()));
                    if !expected {
                        failures.push(format!("{fname} @{}: {e}", f.name));
                    }
                }
            }
        }
    }
    println!(
        "{validated} kernels validated by naga; refused:\n{}",
        report.join("\n")
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}
