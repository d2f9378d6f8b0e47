//! `emit --target spv`: binary SPIR-V that spirv-val accepts, and text.

mod common;

use common::{magpie, magpie_stdout, mp_files};

fn spirv_val() -> Option<std::path::PathBuf> {
    let ok = std::process::Command::new("spirv-val")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if ok {
        return Some("spirv-val".into());
    }
    let required = std::env::var("MAGPIE_REQUIRE").is_ok_and(|v| {
        v.split(',')
            .any(|t| t.trim() == "spirv-val" || t.trim() == "all")
    });
    assert!(
        !required,
        "spirv-val is required (MAGPIE_REQUIRE) but not installed"
    );
    eprintln!("skipping: spirv-val not found");
    None
}

#[test]
fn every_example_kernel_emits_valid_spirv() {
    let Some(val) = spirv_val() else { return };
    let dir = std::env::temp_dir().join(format!("magpie-spv-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut checked = 0;
    for file in mp_files("examples/kernels") {
        let out = dir.join("k.spv");
        let r = magpie(&[
            "emit",
            &file,
            "--target",
            "spv",
            "-o",
            out.to_str().unwrap(),
        ]);
        assert!(
            r.status.success(),
            "{file}: {}",
            String::from_utf8_lossy(&r.stderr)
        );
        let v = std::process::Command::new(&val)
            .args(["--target-env", "vulkan1.3"])
            .arg(&out)
            .output()
            .unwrap();
        assert!(
            v.status.success(),
            "{file}: {}",
            String::from_utf8_lossy(&v.stderr)
        );
        checked += 1;
    }
    assert!(checked >= 5);
}

#[test]
fn disassembly_shows_the_entry_point_and_the_spec_constants() {
    let r = magpie(&[
        "emit",
        "examples/spec/17_1_vector_add_spv.mp",
        "--target",
        "spv",
        "--disassemble",
    ]);
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    let text = String::from_utf8_lossy(&r.stdout);
    for needle in [
        "OpEntryPoint GLCompute",
        "kernel_add",
        "SpecId 0",
        "NoContraction",
        "Binding 1",
    ] {
        assert!(text.contains(needle), "{needle} missing from:\n{text}");
    }
}

#[test]
fn a_file_with_several_kernels_needs_kernel() {
    let r = magpie(&[
        "emit",
        "tests/kernels/in/two_kernels.mp",
        "--target",
        "spv",
        "--disassemble",
    ]);
    assert_eq!(r.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&r.stderr).contains("--kernel"));
}

#[test]
fn an_unsupported_op_is_a_diagnostic_not_a_crash() {
    // a Metal-only SIMD-group op on SPIR-V
    let r = magpie(&[
        "emit",
        "examples/spec/17_7_unsafe_simd_msl.mp",
        "--target",
        "spv",
        "--kernel",
        "simd_reduce_kernel",
        "--disassemble",
    ]);
    assert_eq!(r.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&r.stderr).contains("MPG_CORE_1200"));
}

/// `--noalias` emits the SPIR-V the Vulkan runtime launches when no two
/// buffer arguments share memory: the buffer `kernel_add` only reads is
/// `NonWritable`, the one it writes is not; without it neither is (the
/// written buffer could be the same memory).
#[test]
fn noalias_marks_the_read_only_buffers_non_writable() {
    let file = "examples/spec/17_1_vector_add_spv.mp";
    let plain = magpie_stdout(&["emit", file, "--target", "spv", "--disassemble"]);
    let noalias = magpie_stdout(&[
        "emit",
        file,
        "--target",
        "spv",
        "--disassemble",
        "--noalias",
    ]);
    assert_eq!(plain.matches(" NonWritable").count(), 0, "{plain}");
    assert_eq!(noalias.matches(" NonWritable").count(), 1, "{noalias}");
}
