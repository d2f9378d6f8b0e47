//! Every kernel example of the specification checks, with exactly the
//! diagnostics the specification implies, in both spellings.

mod common;

use common::{check_json, codes, magpie, mp_files};

/// The examples whose kernels are `unsafe gpu fn`: one MPG_CORE_1202 warning.
const UNSAFE_EXAMPLES: &[&str] = &[
    "17_6_unsafe_device_malloc_ptx.mp",
    "17_7_unsafe_simd_msl.mp",
    "5_2_unsafe_device_alloc.mp",
];

fn expected(file: &str, has_host_code: bool) -> Vec<(String, String)> {
    let mut v = Vec::new();
    if UNSAFE_EXAMPLES.iter().any(|u| file.ends_with(u)) {
        v.push(("MPG_CORE_1202".to_string(), "warning".to_string()));
    }
    if has_host_code {
        v.push(("MPP0009".to_string(), "note".to_string()));
    }
    v.sort();
    v
}

fn check_dir(dir: &str) {
    let files = mp_files(dir);
    assert!(files.len() >= 11, "{dir} holds {} examples", files.len());
    for file in &files {
        let (status, json) = check_json(&[file], &[]);
        let report = &json["files"][0];
        let mut got = codes(report);
        got.sort();
        let text = std::fs::read_to_string(common::repo_root().join(file)).unwrap_or_default();
        let has_host = text.lines().any(|l| l.starts_with("fn @"));
        assert_eq!(got, expected(file, has_host), "{file}: {report:#}");
        assert_eq!(status, 0, "{file} must check with exit 0");
    }
}

#[test]
fn spec_examples_check_as_the_spec_implies() {
    check_dir("examples/spec");
}

#[test]
fn magpie_compiler_spelling_checks_too() {
    check_dir("examples/spec-magpie-spelling");
}

#[test]
fn both_spellings_mean_the_same_module() {
    for file in mp_files("examples/spec") {
        let other = file.replace("examples/spec/", "examples/spec-magpie-spelling/");
        let a = magpie(&["emit", &file, "--target", "mpir"]);
        let b = magpie(&["emit", &other, "--target", "mpir"]);
        assert!(a.status.success() && b.status.success(), "{file}");
        assert!(!a.stdout.is_empty(), "{file}: empty output");
        assert_eq!(
            String::from_utf8_lossy(&a.stdout),
            String::from_utf8_lossy(&b.stdout),
            "{file} and {other} differ in canonical form"
        );
    }
}

#[test]
fn unsafe_msl_kernel_is_rejected_for_wgsl() {
    let (status, json) = check_json(
        &["examples/spec/17_7_unsafe_simd_msl.mp"],
        &["--target", "wgsl"],
    );
    assert_eq!(status, 1);
    let got: Vec<String> = codes(&json["files"][0]).into_iter().map(|c| c.0).collect();
    assert!(got.contains(&"MPG_WGSL_1004".to_string()), "{got:?}");
}
