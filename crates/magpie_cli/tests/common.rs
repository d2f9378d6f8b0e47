//! Helpers shared by the CLI tests: run the built binary, read its JSON.
#![allow(dead_code)] // each test binary uses its own subset

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Runs `magpie-gpu` with `args` from the repository root.
pub fn magpie(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_magpie-gpu"))
        .current_dir(repo_root())
        .env("NO_COLOR", "1")
        .args(args)
        .output()
        .expect("the magpie-gpu binary runs")
}

/// The standard output of `magpie-gpu` with `args`, which must succeed.
pub fn magpie_stdout(args: &[&str]) -> String {
    let r = magpie(args);
    assert!(
        r.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&r.stderr)
    );
    String::from_utf8_lossy(&r.stdout).into_owned()
}

/// `check --output json` of `files` (paths relative to the repository root),
/// with extra arguments; returns (exit code, parsed JSON).
pub fn check_json(files: &[&str], extra: &[&str]) -> (i32, serde_json::Value) {
    let mut args = vec!["--output", "json", "check"];
    args.extend_from_slice(extra);
    args.extend_from_slice(files);
    let out = magpie(&args);
    let json = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "check did not print JSON ({e}):\nstdout: {}\nstderr: {}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )
    });
    (out.status.code().unwrap_or(-1), json)
}

/// (code, severity) of every diagnostic in one file's JSON report.
pub fn codes(file_report: &serde_json::Value) -> Vec<(String, String)> {
    file_report["diagnostics"]
        .as_array()
        .map(|ds| {
            ds.iter()
                .map(|d| {
                    (
                        d["code"].as_str().unwrap_or("").to_string(),
                        d["severity"].as_str().unwrap_or("").to_string(),
                    )
                })
                .collect()
        })
        .unwrap_or_default()
}

/// Every `.mp` file under `dir` (relative to the repository root), sorted.
pub fn mp_files(dir: &str) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(repo_root().join(dir))
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "mp"))
        .map(|p| {
            format!(
                "{dir}/{}",
                p.file_name().unwrap_or_default().to_string_lossy()
            )
        })
        .collect();
    v.sort();
    v
}
