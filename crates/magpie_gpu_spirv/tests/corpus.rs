//! Every verifying kernel of the conformance corpus and the examples is
//! emitted and checked by `spirv-val --target-env vulkan1.3`. Kernels the
//! emitter does not support are listed in [`EXPECTED_UNSUPPORTED`] with the
//! start of their error message; anything else failing is a test failure.

mod common;

use std::process::Command;

use magpie_gpu_spirv::{emit, ErrorKind, Options};
use magpie_mpir::{parse, verify};

use common::{mp_files, repo};

/// `(file name, kernel, start of the message)`.
const EXPECTED_UNSUPPORTED: &[(&str, &str, &str)] = &[(
    "17_7_unsafe_simd_msl.mp",
    "simd_reduce_kernel",
    "unsupported by the SPIR-V backend: the op `gpu.metal.simd_sum`",
)];

fn require_spirv_val() -> bool {
    std::env::var("MAGPIE_REQUIRE").is_ok_and(|v| {
        v.split(',')
            .any(|x| x.trim() == "spirv-val" || x.trim() == "all")
    })
}

/// Runs spirv-val; `None` when it is not installed.
pub fn spirv_val(words: &[u32], name: &str) -> Option<Result<(), String>> {
    let dir = std::env::temp_dir().join(format!("magpie_spv_{}", std::process::id()));
    std::fs::create_dir_all(&dir).ok()?;
    let file = dir.join(format!("{name}.spv"));
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&file, bytes).ok()?;
    let out = Command::new("spirv-val")
        .arg("--target-env")
        .arg("vulkan1.3")
        .arg(&file)
        .output();
    let _ = std::fs::remove_file(&file);
    match out {
        Err(_) => None,
        Ok(o) if o.status.success() => Some(Ok(())),
        Ok(o) => Some(Err(format!(
            "{}{}",
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        ))),
    }
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
    let mut validated = 0;
    let mut emitted = 0;
    let mut unsupported = Vec::new();
    let mut failures = Vec::new();
    let mut have_val = true;
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
                    match spirv_val(
                        &k.words,
                        &format!("{}_{}", fname.trim_end_matches(".mp"), f.name),
                    ) {
                        None => have_val = false,
                        Some(Ok(())) => validated += 1,
                        Some(Err(e)) => failures.push(format!(
                            "{}: @{}: spirv-val:\n{e}",
                            file.display(),
                            f.name
                        )),
                    }
                }
                Err(e) if e.kind != ErrorKind::Invalid => {
                    unsupported.push((fname.clone(), f.name.clone(), e.message().to_string()))
                }
                Err(e) => failures.push(format!("{}: @{}: {e}", file.display(), f.name)),
            }
        }
    }
    for (file, kernel, msg) in &unsupported {
        let expected = EXPECTED_UNSUPPORTED
            .iter()
            .any(|(f, k, m)| f == file && k == kernel && msg.starts_with(m));
        if !expected {
            failures.push(format!(
                "{file}: @{kernel}: unexpectedly unsupported: {msg}"
            ));
        }
    }
    for (f, k, _) in EXPECTED_UNSUPPORTED {
        if !unsupported.iter().any(|(f2, k2, _)| f2 == f && k2 == k) {
            failures.push(format!(
                "{f}: @{k} is listed as unsupported but was emitted"
            ));
        }
    }
    eprintln!(
        "emitted {emitted} kernels, {validated} passed spirv-val, {} unsupported",
        unsupported.len()
    );
    if !have_val {
        if require_spirv_val() {
            panic!("spirv-val not found and MAGPIE_REQUIRE asks for it");
        }
        println!("skipping: spirv-val not found");
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}
