//! The two external validators: `spirv-val` (reads the module on stdin)
//! and `ptxas` (reads a file; each call gets a file of its own, so worker
//! threads never share one).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};

fn runs(program: &Path) -> bool {
    Command::new(program)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// `spirv-val` on `PATH`, if it runs.
pub fn find_spirv_val() -> Option<PathBuf> {
    let p = PathBuf::from("spirv-val");
    runs(&p).then_some(p)
}

/// `MAGPIE_PTXAS`, the tools cache `xtask test` fills
/// (`~/.cache/magpie-gpu/tools/ptxas/ptxas`), or `ptxas` on `PATH`: the
/// first that runs.
pub fn find_ptxas() -> Option<PathBuf> {
    let mut candidates = Vec::new();
    if let Some(p) = std::env::var_os("MAGPIE_PTXAS") {
        candidates.push(PathBuf::from(p));
    }
    if let Some(home) = std::env::var_os("HOME") {
        candidates.push(PathBuf::from(home).join(".cache/magpie-gpu/tools/ptxas/ptxas"));
    }
    candidates.push(PathBuf::from("ptxas"));
    candidates.into_iter().find(|p| runs(p))
}

fn output_text(o: &std::process::Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
    .trim()
    .to_string()
}

/// Validates SPIR-V `words` for Vulkan 1.3; the error is the tool's output.
pub fn spirv_val(tool: &Path, words: &[u32]) -> Result<(), String> {
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let mut child = Command::new(tool)
        .args(["--target-env", "vulkan1.3", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", tool.display()))?;
    if let Some(mut stdin) = child.stdin.take() {
        // A write error shows as the tool's failure below.
        let _ = stdin.write_all(&bytes);
    }
    let out = child
        .wait_with_output()
        .map_err(|e| format!("{}: {e}", tool.display()))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!("spirv-val: {}", output_text(&out)))
    }
}

static FILE_COUNTER: AtomicU64 = AtomicU64::new(0);

/// A directory for this process's temporary files.
pub fn scratch_dir() -> PathBuf {
    std::env::temp_dir().join(format!("magpie-difftest-{}", std::process::id()))
}

/// Assembles PTX `text` for `arch`; the error is the tool's output.
pub fn ptxas(tool: &Path, scratch: &Path, text: &str, arch: &str) -> Result<(), String> {
    std::fs::create_dir_all(scratch).map_err(|e| format!("{}: {e}", scratch.display()))?;
    let n = FILE_COUNTER.fetch_add(1, Ordering::Relaxed);
    let file = scratch.join(format!("k{n}.ptx"));
    let cubin = scratch.join(format!("k{n}.cubin"));
    std::fs::write(&file, text).map_err(|e| format!("{}: {e}", file.display()))?;
    let out = Command::new(tool)
        .arg(format!("-arch={arch}"))
        .arg(&file)
        .arg("-o")
        .arg(&cubin)
        .output();
    let _ = std::fs::remove_file(&file);
    let _ = std::fs::remove_file(&cubin);
    let out = out.map_err(|e| format!("cannot run {}: {e}", tool.display()))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!("ptxas: {}", output_text(&out)))
    }
}
