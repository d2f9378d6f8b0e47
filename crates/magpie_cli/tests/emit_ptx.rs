//! `emit --target ptx`: PTX text for the spec's examples and the demo
//! kernels, assembled by ptxas where it is found (`MAGPIE_PTXAS`, the tools
//! cache `cargo xtask test` fills, or `PATH`).

mod common;

use std::path::PathBuf;

use common::{magpie, magpie_stdout, mp_files};

fn ptxas() -> Option<PathBuf> {
    let mut candidates: Vec<PathBuf> = Vec::new();
    if let Some(p) = std::env::var_os("MAGPIE_PTXAS") {
        candidates.push(p.into());
    }
    if let Some(home) = std::env::var_os("HOME") {
        candidates.push(PathBuf::from(home).join(".cache/magpie-gpu/tools/ptxas/ptxas"));
    }
    candidates.push("ptxas".into());
    let found = candidates.into_iter().find(|p| {
        std::process::Command::new(p)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    });
    if found.is_none() {
        let required = std::env::var("MAGPIE_REQUIRE").is_ok_and(|v| {
            v.split(',')
                .any(|t| t.trim() == "ptxas" || t.trim() == "all")
        });
        assert!(
            !required,
            "ptxas is required (MAGPIE_REQUIRE) but not found"
        );
        eprintln!("skipping ptxas: not found");
    }
    found
}

#[test]
fn vector_add_emits_ptx_for_sm_90() {
    let r = magpie(&[
        "emit",
        "examples/spec/17_1_vector_add_spv.mp",
        "--target",
        "ptx",
        "--arch",
        "sm_90",
        "--kernel",
        "kernel_add",
    ]);
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    let text = String::from_utf8_lossy(&r.stdout);
    for needle in [
        ".version 7.8",
        ".target sm_90",
        ".visible .entry kernel_add(",
        ".param .u64 param_0",
        "add.rn.f32",
        "st.global.f32",
    ] {
        assert!(text.contains(needle), "missing `{needle}` in:\n{text}");
    }
    // `ptx:sm_90` and `sm_90` mean the same.
    for target in ["ptx:sm_90", "sm_90"] {
        let again = magpie(&[
            "emit",
            "examples/spec/17_1_vector_add_spv.mp",
            "--target",
            target,
        ]);
        assert_eq!(again.stdout, r.stdout, "{target}");
    }
}

#[test]
fn every_example_kernel_emits_ptx_that_assembles() {
    let tool = ptxas();
    let dir = std::env::temp_dir().join(format!("magpie-ptx-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut checked = 0;
    let mut files = mp_files("examples/kernels");
    files.push("examples/spec/17_3_vector_add_ptx.mp".into());
    files.push("examples/spec/17_8_shared_reduction.mp".into());
    for file in files {
        let out = dir.join("k.ptx");
        let r = magpie(&[
            "emit",
            &file,
            "--target",
            "ptx",
            "-o",
            out.to_str().unwrap(),
        ]);
        if !r.status.success() {
            // Files with several kernels need --kernel: that is a usage error.
            let stderr = String::from_utf8_lossy(&r.stderr);
            assert!(stderr.contains("--kernel"), "{file}: {stderr}");
            continue;
        }
        let text = std::fs::read_to_string(&out).unwrap();
        assert!(text.contains(".target sm_70"), "{file}:\n{text}");
        if let Some(tool) = &tool {
            let v = std::process::Command::new(tool)
                .arg("-arch=sm_70")
                .arg(&out)
                .arg("-o")
                .arg(dir.join("k.cubin"))
                .output()
                .unwrap();
            assert!(
                v.status.success(),
                "{file}: {}",
                String::from_utf8_lossy(&v.stderr)
            );
        }
        checked += 1;
    }
    assert!(checked >= 5, "{checked}");
}

#[test]
fn an_unsupported_kernel_is_mpg_core_1200() {
    let r = magpie(&[
        "--output",
        "json",
        "emit",
        "tests/kernels/in/bf16_arith.mp",
        "--target",
        "ptx",
        "--kernel",
        "bf16_arith",
    ]);
    assert_eq!(r.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&r.stderr);
    assert!(stderr.contains("MPG_CORE_1200"), "{stderr}");
}

/// `--noalias` emits the variant the CUDA runtime launches when no two
/// buffer arguments share memory: the buffer `kernel_add` only reads goes
/// through `ld.global.nc`; without it the load does not (the kernel writes a
/// buffer that could be the same memory).
#[test]
fn noalias_reads_the_read_only_buffers_through_the_nc_path() {
    let file = "examples/spec/17_1_vector_add_spv.mp";
    let plain = magpie_stdout(&["emit", file, "--target", "sm_90"]);
    let noalias = magpie_stdout(&["emit", file, "--target", "sm_90", "--noalias"]);
    assert_eq!(plain.matches("ld.global.nc.").count(), 0, "{plain}");
    assert_eq!(plain.matches("ld.global.f32").count(), 1, "{plain}");
    assert_eq!(noalias.matches("ld.global.nc.f32").count(), 1, "{noalias}");
    assert_eq!(noalias.matches("st.global.f32").count(), 1, "{noalias}");
}

#[test]
fn noalias_is_refused_for_other_targets() {
    for target in ["wgsl", "mpir"] {
        let r = magpie(&[
            "emit",
            "examples/spec/17_1_vector_add_spv.mp",
            "--target",
            target,
            "--noalias",
        ]);
        assert_eq!(r.status.code(), Some(2), "{target}: a usage error");
        let stderr = String::from_utf8_lossy(&r.stderr);
        assert!(
            stderr.contains("PTX and SPIR-V targets only"),
            "{target}: {stderr}"
        );
    }
}
