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
            // Mesa 22 names the manifest `lvp_icd.x86_64.json`, Mesa 25
            // `lvp_icd.json`.
            std::fs::read_dir("/usr/share/vulkan/icd.d").is_ok_and(|d| {
                d.flatten().any(|e| {
                    let name = e.file_name();
                    let name = name.to_string_lossy();
                    name.starts_with("lvp_icd") && name.ends_with(".json")
                })
            }) && [
                "/usr/lib/x86_64-linux-gnu/libvulkan.so.1",
                "/usr/lib/libvulkan.so.1",
            ]
            .iter()
            .any(|p| Path::new(p).exists())
        },
        package: "mesa-vulkan-drivers libvulkan1",
    },
    SystemTool {
        // ROCm's HIP runtime: with no AMD GPU it loads and reports none,
        // which the runtime's HIP discovery test checks.
        name: "hip",
        present: || {
            ["libamdhip64.so.5", "libamdhip64.so.6", "libamdhip64.so"]
                .iter()
                .any(|n| Path::new("/usr/lib/x86_64-linux-gnu").join(n).exists())
                || Path::new("/opt/rocm/lib/libamdhip64.so").exists()
        },
        package: "libamdhip64-5",
    },
    SystemTool {
        // llc with the AMDGPU target, and ld.lld: the HIP backend's tools
        // (magpie_llvm_tools).
        name: "llc",
        present: llc_with_amdgpu,
        package: "llvm-19 lld-19",
    },
    SystemTool {
        // A C++17 compiler: the MSL backend's tests compile every emitted
        // kernel against our model of Metal (magpie_gpu_msl/tests/model).
        name: "msl-model",
        present: || {
            Command::new("g++")
                .arg("--version")
                .output()
                .is_ok_and(|o| o.status.success())
        },
        package: "g++",
    },
];

/// The oldest LLVM whose llc the real-tool tests accept (gfx942 needs 17).
const MIN_LLVM_MAJOR: u32 = 17;

/// True when an llc of LLVM 17 or newer with the AMDGPU target and an
/// ld.lld are found the way the HIP backend finds them (§14.1's order,
/// `magpie_llvm_tools`).
fn llc_with_amdgpu() -> bool {
    use magpie_llvm_tools::{find_tool, Environment, LlvmTarget, Tool, ToolRequest};
    let env = Environment::from_process();
    let llc = ToolRequest::llc_for(LlvmTarget::Amdgpu).with_min_major(MIN_LLVM_MAJOR);
    find_tool(&llc, &env).is_ok() && find_tool(&ToolRequest::new(Tool::Lld), &env).is_ok()
}

/// True when `MAGPIE_REQUIRE` names the tool (or `all`).
pub(crate) fn required(tool: &str) -> bool {
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

/// ptxas from PyPI's `nvidia-cuda-nvcc-cu12` wheel (it runs without a GPU).
const PTXAS_WHEEL: &str = "nvidia-cuda-nvcc-cu12";
const PTXAS_VERSION: &str = "12.9.86";

/// Where the tests look for ptxas after `MAGPIE_PTXAS`:
/// `~/.cache/magpie-gpu/tools/ptxas/ptxas`.
fn ptxas_cache() -> Option<PathBuf> {
    std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache/magpie-gpu/tools/ptxas"))
}

fn runs(program: &Path) -> bool {
    Command::new(program)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Puts ptxas into the tools cache when no ptxas is found (`MAGPIE_PTXAS`,
/// the cache, `PATH`): the wheel is fetched with pip, or with curl through
/// PyPI's JSON API, and ptxas is unzipped from it. Best effort: without it
/// the PTX tests skip, unless `MAGPIE_REQUIRE` names `ptxas`.
fn ensure_ptxas() -> Result {
    let found = std::env::var_os("MAGPIE_PTXAS")
        .map(PathBuf::from)
        .into_iter()
        .chain(ptxas_cache().map(|d| d.join("ptxas")))
        .chain([PathBuf::from("ptxas")])
        .any(|p| runs(&p));
    if found {
        return Ok(());
    }
    let outcome = fetch_ptxas();
    match outcome {
        Ok(path) => {
            eprintln!("xtask: ptxas installed at {}", path.display());
            Ok(())
        }
        Err(e) if required("ptxas") => Err(format!(
            "ptxas is required (MAGPIE_REQUIRE) but could not be installed: {e}"
        )),
        Err(e) => {
            eprintln!("xtask: ptxas not available ({e}): the PTX assembly tests will skip");
            Ok(())
        }
    }
}

fn fetch_ptxas() -> Result<PathBuf> {
    let arch = match (std::env::consts::OS, std::env::consts::ARCH) {
        ("linux", "x86_64") => "x86_64",
        ("linux", "aarch64") => "aarch64",
        (os, arch) => return Err(format!("no ptxas wheel for {os}/{arch}")),
    };
    let dir = ptxas_cache().ok_or("HOME is not set")?;
    let tmp = std::env::temp_dir().join(format!("magpie-ptxas-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).map_err(|e| e.to_string())?;
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    eprintln!("xtask: fetching ptxas ({PTXAS_WHEEL} {PTXAS_VERSION} from PyPI)");
    let wheel = download_with_pip(&tmp, &format!("{PTXAS_WHEEL}=={PTXAS_VERSION}"))
        .or_else(|e| download_with_curl(&tmp, arch).map_err(|e2| format!("{e}; {e2}")));
    let result = wheel.and_then(|w| unzip_ptxas(&w, &dir));
    let _ = std::fs::remove_dir_all(&tmp);
    let ptxas = result?;
    if runs(&ptxas) {
        Ok(ptxas)
    } else {
        Err(format!("{} does not run", ptxas.display()))
    }
}

/// The one `.whl` in `dir`.
fn wheel_in(dir: &Path) -> Result<PathBuf> {
    std::fs::read_dir(dir)
        .map_err(|e| e.to_string())?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .find(|p| p.extension().is_some_and(|x| x == "whl"))
        .ok_or_else(|| "no wheel was downloaded".to_string())
}

/// Downloads the wheel `spec` (`name==version`, no dependencies) into
/// `tmp` with pip.
pub(crate) fn download_with_pip(tmp: &Path, spec: &str) -> Result<PathBuf> {
    for (program, pre) in [
        ("python3", &["-m", "pip"][..]),
        ("pip3", &[][..]),
        ("pip", &[][..]),
    ] {
        let ok = Command::new(program)
            .args(pre)
            .args([
                "download",
                "--quiet",
                "--no-deps",
                "--only-binary=:all:",
                "-d",
            ])
            .arg(tmp)
            .arg(spec)
            .status()
            .is_ok_and(|s| s.success());
        if ok {
            return wheel_in(tmp);
        }
    }
    Err("pip could not download the wheel".into())
}

/// The wheel's link from PyPI's simple index (PEP 503), checked against the
/// `#sha256=` the index gives where `sha256sum` is present.
fn download_with_curl(tmp: &Path, arch: &str) -> Result<PathBuf> {
    let index = format!("https://pypi.org/simple/{PTXAS_WHEEL}/");
    let out = Command::new("curl")
        .args(["-fsSL", &index])
        .output()
        .map_err(|e| format!("curl: {e}"))?;
    if !out.status.success() {
        return Err(format!("curl {index} failed"));
    }
    let html = String::from_utf8_lossy(&out.stdout);
    let file_prefix = format!("{}-{PTXAS_VERSION}-", PTXAS_WHEEL.replace('-', "_"));
    let link = html
        .split('"')
        .find(|s| {
            let file = s
                .split('#')
                .next()
                .unwrap_or("")
                .rsplit('/')
                .next()
                .unwrap_or("");
            s.starts_with("https://")
                && file.starts_with(&file_prefix)
                && file.ends_with(".whl")
                && file.contains("manylinux")
                && file.contains(arch)
        })
        .ok_or("no wheel for this platform in PyPI's index")?;
    let (url, digest) = link.split_once("#sha256=").unwrap_or((link, ""));
    let wheel = tmp.join(url.rsplit('/').next().unwrap_or("ptxas.whl"));
    let ok = Command::new("curl")
        .args(["-fsSL", "-o"])
        .arg(&wheel)
        .arg(url)
        .status()
        .is_ok_and(|s| s.success());
    if !ok {
        return Err(format!("curl {url} failed"));
    }
    if let Ok(o) = Command::new("sha256sum").arg(&wheel).output() {
        let got = String::from_utf8_lossy(&o.stdout);
        if o.status.success() && !digest.is_empty() && !got.starts_with(digest) {
            return Err(format!("{} does not match its sha256", wheel.display()));
        }
    }
    Ok(wheel)
}

/// Extracts `nvidia/cuda_nvcc/bin/ptxas` from the wheel (a zip) into `dir`.
fn unzip_ptxas(wheel: &Path, dir: &Path) -> Result<PathBuf> {
    const MEMBER: &str = "nvidia/cuda_nvcc/bin/ptxas";
    let target = dir.join("ptxas");
    let unzipped = Command::new("unzip")
        .args(["-o", "-q", "-j"])
        .arg(wheel)
        .arg(MEMBER)
        .arg("-d")
        .arg(dir)
        .status()
        .is_ok_and(|s| s.success());
    if !unzipped {
        let script = format!(
            "import sys, zipfile; open(sys.argv[2], 'wb').write(zipfile.ZipFile(sys.argv[1]).read('{MEMBER}'))"
        );
        let ok = Command::new("python3")
            .args(["-c", &script])
            .arg(wheel)
            .arg(&target)
            .status()
            .is_ok_and(|s| s.success());
        if !ok {
            return Err("cannot unzip ptxas from the wheel (no unzip, no python3)".into());
        }
    }
    let ok = Command::new("chmod")
        .arg("+x")
        .arg(&target)
        .status()
        .is_ok_and(|s| s.success());
    if ok {
        Ok(target)
    } else {
        Err(format!("cannot make {} executable", target.display()))
    }
}

pub fn test() -> Result {
    ensure_components()?;
    ensure_system_tools()?;
    crate::lavapipe::ensure_recent();
    ensure_ptxas()?;
    crate::mlx::ensure_mlx()?;
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
    apple_check()?;
    let mut t = cargo();
    t.args(["test", "--workspace", "--quiet"]);
    if std::env::var_os("PROPTEST_CASES").is_none() {
        // The property tests run at full strength here (and so in CI).
        t.env("PROPTEST_CASES", "10000");
    }
    run("cargo test --workspace", &mut t)
}

/// The Apple target the Metal framework layer is type-checked for.
const APPLE_TARGET: &str = "aarch64-apple-darwin";

/// Type-checks the runtime for an Apple target (the Metal backend's layer
/// over Apple's framework compiles only there): `cargo clippy --target
/// aarch64-apple-darwin -p magpie_rt -D warnings`, the target's standard
/// library added with rustup when missing. Nothing is linked or run; on a
/// Linux host `xtask/apple-check-cc.sh` stands in for the darwin C
/// compiler that zstd-sys's build script calls. Without the target the
/// step is skipped with a printed line, unless `MAGPIE_REQUIRE` names
/// `apple-check`.
fn apple_target_installed() -> bool {
    Command::new("rustup")
        .args(["target", "list", "--installed"])
        .output()
        .is_ok_and(|o| {
            String::from_utf8_lossy(&o.stdout)
                .lines()
                .any(|l| l.trim() == APPLE_TARGET)
        })
}

fn apple_check() -> Result {
    if !apple_target_installed() {
        let _ = Command::new("rustup")
            .args(["target", "add", APPLE_TARGET])
            .status();
    }
    if !apple_target_installed() {
        if required("apple-check") {
            return Err(format!(
                "the {APPLE_TARGET} target is required (MAGPIE_REQUIRE) but rustup could not add it"
            ));
        }
        eprintln!(
            "xtask: {APPLE_TARGET} not installed: the Metal framework layer is not type-checked"
        );
        return Ok(());
    }
    let mut c = cargo();
    c.args([
        "clippy",
        "--target",
        APPLE_TARGET,
        "-p",
        "magpie_rt",
        "--quiet",
        "--",
        "-D",
        "warnings",
    ]);
    if !cfg!(target_os = "macos") {
        c.env(
            "CC_aarch64_apple_darwin",
            root().join("xtask/apple-check-cc.sh"),
        );
    }
    run(
        "cargo clippy --target aarch64-apple-darwin -p magpie_rt",
        &mut c,
    )
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
    // The bundle reader starts from real bundles (written by a test of
    // magpie_bundle into the target's corpus, which git ignores).
    run(
        "write the bundle_read seeds",
        Command::new("cargo")
            .args(["test", "-q", "-p", "magpie_bundle", "--test", "fuzz_seeds"])
            .env(
                "MAGPIE_FUZZ_SEEDS_DIR",
                root().join("fuzz/corpus/bundle_read"),
            ),
    )?;
    for target in ["parse", "verify_validate", "bundle_read"] {
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
