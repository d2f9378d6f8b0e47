//! `cargo xtask difftest [MINUTES] [ARGS...]`: the differential campaign.
//!
//! Builds the release `magpie-difftest` (crates/magpie_difftest) and runs
//! it for MINUTES (default 30) over both generators on every backend this
//! machine has (spirv-val, ptxas, the tree interpreter, the runtime's CPU
//! device, Vulkan, CUDA), printing its summary. Failures are shrunk and
//! kept in `target/difftest-failures/`. Further arguments go to the binary
//! (`--seed S`, `--backends ...`, `--jobs J`, ...). Fails when the campaign
//! has findings.

use std::path::{Path, PathBuf};
use std::process::Command;

type Result<T = ()> = std::result::Result<T, String>;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from("."))
}

fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("target"))
}

pub fn difftest(args: &[String]) -> Result {
    let (minutes, rest) = match args.first().map(|a| a.parse::<f64>()) {
        Some(Ok(m)) if m.is_finite() && m > 0.0 => (m, &args[1..]),
        Some(Ok(m)) => return Err(format!("difftest MINUTES: {m} is not a positive number")),
        _ => (30.0, args),
    };
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    eprintln!("xtask: cargo build --release -p magpie_difftest");
    let built = Command::new(cargo)
        .current_dir(root())
        .args(["build", "--release", "--quiet", "-p", "magpie_difftest"])
        .args(["--bin", "magpie-difftest"])
        .status()
        .map_err(|e| format!("cannot start cargo: {e}"))?;
    if !built.success() {
        return Err(format!("building magpie-difftest failed ({built})"));
    }
    let bin = target_dir().join("release").join("magpie-difftest");
    let keep = root().join("target").join("difftest-failures");
    eprintln!(
        "xtask: magpie-difftest for {minutes} minutes, failures kept in {}",
        keep.display()
    );
    let status = Command::new(&bin)
        .current_dir(root())
        .args(["--gen", "all", "--minutes", &minutes.to_string()])
        .arg("--keep")
        .arg(&keep)
        .args(rest)
        .status()
        .map_err(|e| format!("cannot run {}: {e}", bin.display()))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!(
            "the difftest campaign has findings or could not run ({status}); cases in {}",
            keep.display()
        ))
    }
}
