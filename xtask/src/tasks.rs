//! The tasks themselves.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

type Result<T = ()> = std::result::Result<T, String>;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from("."))
}

fn cargo() -> Command {
    let mut c = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    c.current_dir(root());
    c
}

fn run(step: &str, cmd: &mut Command) -> Result {
    eprintln!("xtask: {step}");
    let status = cmd
        .status()
        .map_err(|e| format!("{step}: cannot start: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{step} failed ({status})"))
    }
}

/// Installs rustup components the checks need, when they are missing.
fn ensure_components() -> Result {
    for (component, probe) in [("rustfmt", "fmt"), ("clippy", "clippy")] {
        let ok = cargo()
            .args([probe, "--version"])
            .output()
            .map(|o| o.status.success())
            .unwrap_or(false);
        if !ok {
            run(
                &format!("install {component}"),
                Command::new("rustup").args(["component", "add", component]),
            )?;
        }
    }
    Ok(())
}

/// A system tool the tests use: how to probe it and which Debian package
/// brings it.
struct SystemTool {
    /// The name `MAGPIE_REQUIRE` uses.
    name: &'static str,
    present: fn() -> bool,
    package: &'static str,
}

const SYSTEM_TOOLS: &[SystemTool] = &[
    SystemTool {
        name: "spirv-val",
        present: || {
            Command::new("spirv-val")
                .arg("--version")
                .output()
                .is_ok_and(|o| o.status.success())
        },
        package: "spirv-tools",
    },
    SystemTool {
        name: "vulkan",
        // The loader and Mesa's software driver (lavapipe).
        present: || {
            Path::new("/usr/share/vulkan/icd.d/lvp_icd.x86_64.json").exists()
                && [
                    "/usr/lib/x86_64-linux-gnu/libvulkan.so.1",
                    "/usr/lib/libvulkan.so.1",
                ]
                .iter()
                .any(|p| Path::new(p).exists())
        },
        package: "mesa-vulkan-drivers libvulkan1",
    },
];

/// True when `MAGPIE_REQUIRE` names the tool (or `all`).
fn required(tool: &str) -> bool {
    std::env::var("MAGPIE_REQUIRE")
        .map(|v| v.split(',').any(|t| t.trim() == tool || t.trim() == "all"))
        .unwrap_or(false)
}

/// Installs the system packages tests need with apt-get, when they are
/// missing and this process may (root, apt-get present). A tool that stays
/// missing makes its tests skip, unless `MAGPIE_REQUIRE` names it.
fn ensure_system_tools() -> Result {
    let missing: Vec<&SystemTool> = SYSTEM_TOOLS.iter().filter(|t| !(t.present)()).collect();
    if missing.is_empty() {
        return Ok(());
    }
    let is_root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0");
    let has_apt = Path::new("/usr/bin/apt-get").exists();
    if is_root && has_apt {
        let packages: Vec<&str> = missing
            .iter()
            .flat_map(|t| t.package.split_whitespace())
            .collect();
        eprintln!("xtask: installing {}", packages.join(" "));
        let _ = Command::new("apt-get").args(["update", "-qq"]).status();
        let _ = Command::new("apt-get")
            .args(["install", "-y", "-qq"])
            .args(&packages)
            .env("DEBIAN_FRONTEND", "noninteractive")
            .status();
    }
    for t in SYSTEM_TOOLS {
        if !(t.present)() {
            if required(t.name) {
                return Err(format!(
                    "{} is required (MAGPIE_REQUIRE) but missing; install {}",
                    t.name, t.package
                ));
            }
            eprintln!("xtask: {} not available: its tests will skip", t.name);
        }
    }
    Ok(())
}

pub fn test() -> Result {
    ensure_components()?;
    ensure_system_tools()?;
    run(
        "cargo fmt --check",
        cargo().args(["fmt", "--all", "--", "--check"]),
    )?;
    run(
        "cargo clippy -D warnings",
        cargo().args([
            "clippy",
            "--workspace",
            "--all-targets",
            "--quiet",
            "--",
            "-D",
            "warnings",
        ]),
    )?;
    let mut t = cargo();
    t.args(["test", "--workspace", "--quiet"]);
    if std::env::var_os("PROPTEST_CASES").is_none() {
        // The property tests run at full strength here (and so in CI).
        t.env("PROPTEST_CASES", "10000");
    }
    run("cargo test --workspace", &mut t)
}

pub fn gen_kernel(args: &[String]) -> Result {
    let lines: usize = args
        .first()
        .and_then(|s| s.parse().ok())
        .ok_or("gen-kernel LINES OUT: LINES must be a number")?;
    let out = args.get(1).ok_or("gen-kernel LINES OUT: OUT is missing")?;
    std::fs::write(out, crate::gen_kernel::generate(lines))
        .map_err(|e| format!("cannot write {out}: {e}"))
}

pub fn perf() -> Result {
    run(
        "cargo build --release",
        cargo().args(["build", "--release", "--quiet", "-p", "magpie_cli"]),
    )?;
    let target_dir = std::env::var("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|_| root().join("target"));
    let bin = target_dir.join("release").join("magpie-gpu");
    let dir = std::env::temp_dir().join("magpie-perf");
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let file = dir.join("big.mp");
    let text = crate::gen_kernel::generate(10_000);
    let lines = text.lines().count();
    std::fs::write(&file, &text).map_err(|e| e.to_string())?;
    let mut times = Vec::new();
    for _ in 0..5 {
        let start = Instant::now();
        let out = Command::new(&bin)
            .args(["check"])
            .arg(&file)
            .output()
            .map_err(|e| format!("cannot run {}: {e}", bin.display()))?;
        times.push(start.elapsed().as_secs_f64() * 1e3);
        if !out.status.success() {
            return Err(format!(
                "check of the generated file failed:\n{}",
                String::from_utf8_lossy(&out.stderr)
            ));
        }
    }
    times.sort_by(f64::total_cmp);
    println!(
        "magpie-gpu check, {lines}-line kernel file ({} bytes), release: median {:.1} ms, min {:.1} ms, max {:.1} ms over 5 runs",
        text.len(),
        times[2],
        times[0],
        times[4]
    );
    Ok(())
}

pub fn fuzz(args: &[String]) -> Result {
    let secs = args.first().map(String::as_str).unwrap_or("60");
    let has_fuzz = Command::new("cargo")
        .args(["+nightly", "fuzz", "--version"])
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false);
    if !has_fuzz {
        run(
            "install cargo-fuzz",
            Command::new("cargo").args(["install", "cargo-fuzz", "--locked"]),
        )?;
    }
    for target in ["parse", "verify_validate"] {
        run(
            &format!("fuzz {target} for {secs} s"),
            Command::new("cargo")
                .current_dir(root().join("fuzz"))
                .args(["+nightly", "fuzz", "run", target, "--"])
                .arg(format!("-max_total_time={secs}")),
        )?;
    }
    Ok(())
}
