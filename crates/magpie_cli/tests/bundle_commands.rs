//! `build`, `inspect` and `run` with bundles, end to end through the binary.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use common::{magpie, repo_root};

const VADD: &str = "examples/spec/17_1_vector_add_spv.mp";

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).to_string()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).to_string()
}

/// A fresh folder for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("magpie-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

fn path(p: &Path) -> &str {
    p.to_str().expect("UTF-8 path")
}

fn inspect_json(bundle: &Path) -> serde_json::Value {
    let out = magpie(&["--output", "json", "inspect", path(bundle)]);
    assert!(out.status.success(), "{}", stderr(&out));
    serde_json::from_str(&stdout(&out)).expect("inspect prints JSON")
}

/// (backend, arch) of every blob of the bundle's first kernel.
fn blobs(summary: &serde_json::Value) -> Vec<(String, String)> {
    summary["modules"][0]["kernels"][0]["blobs"]
        .as_array()
        .expect("blobs")
        .iter()
        .map(|b| {
            (
                b["backend"].as_str().unwrap_or("").to_string(),
                b["arch"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect()
}

fn run_vadd(bundle: &Path, device: &str) -> Output {
    magpie(&[
        "run",
        path(bundle),
        "--kernel",
        "kernel_add",
        "--grid",
        "4",
        "--block",
        "256",
        "--arg",
        "in=f32[1024]:range",
        "--arg",
        "out=f32[1024]:zeros",
        "--arg",
        "n=u32:1024",
        "--device",
        device,
        "--print",
        "out",
        "--explain-selection",
    ])
}

#[test]
fn build_inspect_and_run_a_bundle_on_the_cpu() {
    let dir = scratch("vadd");
    let bundle = dir.join("app.mpb");
    let out = magpie(&[
        "build",
        VADD,
        "--targets",
        "spv,ptx:sm_70,ptx:sm_90",
        "-o",
        path(&bundle),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains("wrote"), "{}", stderr(&out));
    let summary = inspect_json(&bundle);
    assert_eq!(summary["kernel_count"], 1);
    let b = blobs(&summary);
    assert!(b.contains(&("spv".into(), "vulkan1.3".into())), "{b:?}");
    assert!(b.contains(&("ptx".into(), "sm_70".into())), "{b:?}");
    assert!(b.contains(&("ptx".into(), "sm_90".into())), "{b:?}");
    assert!(summary["modules"][0]["slice_compressed_size"]
        .as_u64()
        .is_some_and(|n| n > 0));

    let out = run_vadd(&bundle, "cpu");
    assert!(out.status.success(), "{}", stderr(&out));
    let values: Vec<f64> = serde_json::from_str(stdout(&out).trim()).expect("a JSON array");
    let want: Vec<f64> = (0..1024).map(|i| f64::from(i as f32 + 1.0f32)).collect();
    assert_eq!(values, want);
    let why = stderr(&out);
    assert!(why.contains("@kernel_add: portable slice"), "{why}");
    assert!(why.contains("passed over: ptx sm_90 blob"), "{why}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// On Vulkan (lavapipe in CI) the kernel runs the SPIR-V blob.
#[test]
fn a_vulkan_device_runs_the_spirv_blob() {
    let dir = scratch("vadd-vk");
    let bundle = dir.join("app.mpb");
    let out = magpie(&[
        "build",
        VADD,
        "--targets",
        "spv,ptx:sm_90",
        "-o",
        path(&bundle),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let out = run_vadd(&bundle, "vulkan");
    let required = std::env::var("MAGPIE_REQUIRE").is_ok_and(|v| v.contains("vulkan"));
    if !out.status.success() && stderr(&out).contains("BackendUnavailable") && !required {
        println!("skip: no Vulkan device ({})", stderr(&out).trim());
        return;
    }
    assert!(out.status.success(), "{}", stderr(&out));
    let values: Vec<f64> = serde_json::from_str(stdout(&out).trim()).expect("a JSON array");
    assert_eq!(values[1023], 1024.0);
    let why = stderr(&out);
    assert!(
        why.contains("@kernel_add: spv vulkan1.3 blob") && why.contains("(compatible"),
        "{why}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// On WebGPU (wgpu over lavapipe in CI) the kernel runs the WGSL blob, and
/// `--explain-selection` says why the SPIR-V blobs were passed over.
#[test]
fn a_webgpu_device_runs_the_wgsl_blob() {
    let dir = scratch("vadd-wgpu");
    let bundle = dir.join("app.mpb");
    let out = magpie(&["build", VADD, "--targets", "spv,wgsl", "-o", path(&bundle)]);
    assert!(out.status.success(), "{}", stderr(&out));
    let b = blobs(&inspect_json(&bundle));
    assert!(b.contains(&("wgsl".into(), "webgpu".into())), "{b:?}");
    let out = run_vadd(&bundle, "webgpu");
    let required = std::env::var("MAGPIE_REQUIRE").is_ok_and(|v| v.contains("webgpu"));
    if !out.status.success() && stderr(&out).contains("BackendUnavailable") && !required {
        println!("skip: no WebGPU device ({})", stderr(&out).trim());
        return;
    }
    assert!(out.status.success(), "{}", stderr(&out));
    let values: Vec<f64> = serde_json::from_str(stdout(&out).trim()).expect("a JSON array");
    assert_eq!(values[1023], 1024.0);
    let why = stderr(&out);
    assert!(
        why.contains("selection on ") && why.contains("(wgsl):"),
        "{why}"
    );
    assert!(
        why.contains("@kernel_add: wgsl webgpu blob") && why.contains("(compatible"),
        "{why}"
    );
    assert!(
        why.contains("passed over: spv vulkan1.3 blob")
            && why.contains("this WebGPU device runs WGSL"),
        "{why}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_slice_only_bundle_has_no_blobs_and_still_runs() {
    let dir = scratch("slice");
    let bundle = dir.join("slice.mpb");
    let out = magpie(&["build", VADD, "--targets", "slice", "-o", path(&bundle)]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(blobs(&inspect_json(&bundle)).is_empty());
    let out = run_vadd(&bundle, "cpu");
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("portable slice (this device runs kernel text itself)"),
        "{}",
        stderr(&out)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn two_files_of_one_module_are_mpg_core_1401() {
    let dir = scratch("dup");
    let copy = dir.join("again.mp");
    std::fs::copy(repo_root().join(VADD), &copy).expect("copy");
    let bundle = dir.join("dup.mpb");
    let out = magpie(&[
        "--output",
        "json",
        "build",
        VADD,
        path(&copy),
        "--targets",
        "spv",
        "-o",
        path(&bundle),
    ]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("MPG_CORE_1401"), "{}", stderr(&out));
    assert!(!bundle.exists(), "nothing is written when the build fails");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn msl_blobs_are_built_with_their_features() {
    let dir = scratch("msl");
    let bundle = dir.join("x.mpb");
    let msl = "examples/spec/17_2_vector_add_msl.mp";
    let out = magpie(&[
        "build",
        msl,
        "--targets",
        "msl:metal3.1",
        "-o",
        path(&bundle),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let summary = inspect_json(&bundle);
    assert_eq!(
        blobs(&summary),
        [("msl".to_string(), "metal3.1".to_string())]
    );
    let blob = &summary["modules"][0]["kernels"][0]["blobs"][0];
    assert_eq!(blob["entry_point"].as_str(), Some("kernel_add"), "{blob}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_damaged_bundle_is_reported_not_trusted() {
    let dir = scratch("bad");
    let bundle = dir.join("app.mpb");
    let out = magpie(&["build", VADD, "--targets", "spv", "-o", path(&bundle)]);
    assert!(out.status.success(), "{}", stderr(&out));
    let mut bytes = std::fs::read(&bundle).expect("read");
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x40;
    std::fs::write(&bundle, &bytes).expect("write");
    let out = magpie(&["inspect", path(&bundle)]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("is not a usable bundle"),
        "{}",
        stderr(&out)
    );
    let out = run_vadd(&bundle, "cpu");
    assert!(!out.status.success());
    assert!(stderr(&out).contains("InvalidKernel"), "{}", stderr(&out));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Without `--targets`, `[gpu] targets` in Magpie.toml says what to build;
/// a bad entry there is MPG_CORE_1400 with the file's line.
#[test]
fn targets_come_from_the_manifest() {
    let dir = scratch("manifest");
    std::fs::write(
        dir.join("Magpie.toml"),
        "[gpu]\ntargets = [\"ptx:sm_90\"]\n",
    )
    .expect("manifest");
    let source = repo_root().join(VADD);
    let run = |args: &[&str]| -> Output {
        Command::new(env!("CARGO_BIN_EXE_magpie-gpu"))
            .current_dir(&dir)
            .env("NO_COLOR", "1")
            .args(args)
            .output()
            .expect("runs")
    };
    let out = run(&["build", path(&source), "-o", "m.mpb"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        blobs(&inspect_json(&dir.join("m.mpb"))),
        [("ptx".to_string(), "sm_90".to_string())]
    );
    std::fs::write(
        dir.join("Magpie.toml"),
        "[gpu]\ntargets = [\"ptx:gfx942\"]\n",
    )
    .expect("manifest");
    let out = run(&["build", path(&source), "-o", "m.mpb"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let text = stderr(&out);
    assert!(
        text.contains("MPG_CORE_1400") && text.contains("Magpie.toml:2"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `[gpu.tools] llc` of Magpie.toml is the `llc` a `hip:` build runs
/// (§14.1 step 1): one that does not exist is MPG_CORE_1301 naming that
/// path, not a search of the machine.
#[test]
fn a_hip_build_uses_the_manifests_llc() {
    let dir = scratch("tools");
    let missing = dir.join("no-such-llc");
    std::fs::write(
        dir.join("Magpie.toml"),
        format!("[gpu.tools]\nllc = \"{}\"\n", missing.display()),
    )
    .expect("manifest");
    let source = repo_root().join(VADD);
    let out = Command::new(env!("CARGO_BIN_EXE_magpie-gpu"))
        .current_dir(&dir)
        .env("NO_COLOR", "1")
        .args([
            "build",
            path(&source),
            "--targets",
            "hip:gfx942",
            "-o",
            "h.mpb",
        ])
        .output()
        .expect("runs");
    assert!(
        !out.status.success(),
        "built with an llc that does not exist"
    );
    let text = stderr(&out);
    assert!(
        text.contains("MPG_CORE_1301") && text.contains("no-such-llc"),
        "{text}"
    );
    assert!(!dir.join("h.mpb").exists());
    let _ = std::fs::remove_dir_all(&dir);
}
