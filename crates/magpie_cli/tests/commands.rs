//! The CLI's commands end to end: exit codes, JSON, explain, emit.

mod common;

use common::{magpie, mp_files, repo_root};
use magpie_diag::codes;

#[test]
fn explain_knows_every_code() {
    for code in codes::ALL {
        let out = magpie(&["explain", code.name()]);
        assert!(out.status.success(), "{code}");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            text.contains(code.name()) && text.contains(code.title()),
            "{code}: {text}"
        );
        // The explanation is wrapped for the terminal: compare without whitespace.
        let squeeze = |s: &str| s.split_whitespace().collect::<String>();
        assert!(
            squeeze(&text).contains(&squeeze(code.explanation())),
            "{code}: explanation missing"
        );
    }
}

#[test]
fn explain_accepts_legacy_and_lowercase_codes() {
    let out = magpie(&["explain", "mpg1100"]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("MPG_CORE_1100"));
}

#[test]
fn explain_of_an_unknown_code_fails_with_a_hint() {
    let out = magpie(&["explain", "MPG_CORE_9999"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("MPG_CORE_1100"));
}

#[test]
fn check_of_a_missing_file_is_a_tool_failure() {
    let out = magpie(&["check", "no/such/file.mp"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read"));
}

#[test]
fn check_of_a_bad_target_is_a_tool_failure() {
    let out = magpie(&[
        "check",
        "--target",
        "cuda",
        "examples/spec/17_1_vector_add_spv.mp",
    ]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn emit_is_canonical_and_a_fixed_point() {
    let dir = std::env::temp_dir().join(format!("magpie-emit-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for file in mp_files("examples/spec")
        .into_iter()
        .chain(mp_files("examples/kernels"))
    {
        let once = magpie(&["emit", &file, "--target", "mpir"]);
        assert!(
            once.status.success(),
            "{file}: {}",
            String::from_utf8_lossy(&once.stderr)
        );
        let path = dir.join("once.mp");
        std::fs::write(&path, &once.stdout).unwrap();
        let twice = magpie(&["emit", path.to_str().unwrap(), "--target", "mpir"]);
        assert_eq!(
            once.stdout, twice.stdout,
            "{file}: printing is not a fixed point"
        );
    }
}

#[test]
fn optimized_emit_still_checks() {
    let dir = std::env::temp_dir().join(format!("magpie-opt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for file in mp_files("examples/spec")
        .into_iter()
        .chain(mp_files("examples/kernels"))
    {
        let out = magpie(&["emit", &file, "--target", "mpir", "-O"]);
        assert!(
            out.status.success(),
            "{file}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let path = dir.join("opt.mp");
        std::fs::write(&path, &out.stdout).unwrap();
        let again = magpie(&["check", path.to_str().unwrap()]);
        assert!(
            again.status.success(),
            "{file} after -O: {}",
            String::from_utf8_lossy(&again.stderr)
        );
    }
}

#[test]
fn guarded_subgroup_kernel_checks_for_every_backend() {
    for target in ["spv", "msl", "ptx", "hip", "wgsl"] {
        let out = magpie(&[
            "check",
            "--target",
            target,
            "examples/kernels/subgroup_guarded_sum.mp",
        ]);
        assert!(
            out.status.success(),
            "{target}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    assert!(repo_root().join("examples/kernels").is_dir());
}
