//! A bad `Magpie.toml` or `MAGPIE_GPU_*` value stops every command that reads
//! the configuration with MPG_CORE_1400 and its location, exit status 1.

use std::path::PathBuf;
use std::process::{Command, Output};

mod common;

use common::repo_root;

fn project(tag: &str, manifest: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("magpie_cli_cfg_{tag}_{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    std::fs::write(d.join("Magpie.toml"), manifest).unwrap();
    d
}

fn magpie_in(dir: &PathBuf, env: &[(&str, &str)], args: &[&str]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_magpie-gpu"));
    cmd.current_dir(dir).env("NO_COLOR", "1").args(args);
    for var in [
        "MAGPIE_GPU_BACKEND",
        "MAGPIE_GPU_FALLBACK",
        "MAGPIE_GPU_DEVICE",
        "MAGPIE_PROFILE",
    ] {
        cmd.env_remove(var);
    }
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output().expect("the magpie-gpu binary runs")
}

fn vector_add() -> String {
    repo_root()
        .join("examples/spec/17_1_vector_add_spv.mp")
        .display()
        .to_string()
}

fn run_args(file: &str) -> Vec<&str> {
    vec![
        "run",
        file,
        "--kernel",
        "kernel_add",
        "--grid",
        "1",
        "--block",
        "4",
        "--arg",
        "n=u32:4",
    ]
}

fn assert_config_error(out: &Output, location: &str) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "stderr: {stderr}");
    assert!(stderr.contains("MPG_CORE_1400"), "{stderr}");
    assert!(stderr.contains(location), "`{location}` not in: {stderr}");
    assert!(
        String::from_utf8_lossy(&out.stdout).trim().is_empty(),
        "nothing should run: {}",
        String::from_utf8_lossy(&out.stdout)
    );
}

#[test]
fn misspelt_key_stops_devices_run_and_demo() {
    let dir = project(
        "typo",
        "[package]\nname = \"x\"\n\n[gpu]\nbakend = \"cpu\"\n",
    );
    let file = vector_add();
    for args in [vec!["devices"], vec!["demo"], run_args(&file)] {
        let out = magpie_in(&dir, &[], &args);
        assert_config_error(&out, "Magpie.toml:5:1");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains("did you mean `backend`?"),
            "{args:?}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_syntax_and_wrong_type_are_errors() {
    let file = vector_add();
    for (tag, text, location) in [
        ("syntax", "[gpu\nfallback = \"cpu\"\n", "Magpie.toml:1:"),
        ("type", "[gpu]\nfallback = 1\n", "Magpie.toml:2:12"),
        ("value", "[gpu]\n\nfallback = \"gpu\"\n", "Magpie.toml:3:12"),
    ] {
        let dir = project(tag, text);
        assert_config_error(&magpie_in(&dir, &[], &["devices"]), location);
        assert_config_error(&magpie_in(&dir, &[], &run_args(&file)), location);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

#[test]
fn bad_environment_override_is_an_error() {
    let dir = project("env", "[gpu]\nfallback = \"cpu\"\n");
    let out = magpie_in(&dir, &[("MAGPIE_GPU_FALLBACK", "bogus")], &["devices"]);
    assert_config_error(&out, "MAGPIE_GPU_FALLBACK");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn json_output_names_code_file_and_line() {
    let dir = project("json", "[gpu]\nbakend = \"cpu\"\n");
    let out = magpie_in(&dir, &[], &["--output", "json", "devices"]);
    assert_eq!(out.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["error"]["code"], "MPG_CORE_1400");
    assert_eq!(v["error"]["line"], 2);
    assert!(v["error"]["file"]
        .as_str()
        .unwrap()
        .ends_with("Magpie.toml"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_valid_manifest_still_works() {
    let dir = project("ok", "[package]\nname = \"x\"\n[gpu]\nfallback = \"cpu\"\n");
    let out = magpie_in(&dir, &[], &["devices"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
