//! `magpie-gpu inspect FILE.mpb [--output json] [--extract DIR]`: the
//! bundle's kernels, blobs (backend, arch, features, size, digest),
//! parameter layouts and slices, read through the checked reader (a bad
//! bundle is an error that says what is wrong, exit 1). `--extract` also
//! writes every blob to DIR as `MODULE.KERNEL.BACKEND-ARCH-N.EXT` (N counts
//! the blobs of one kernel) and every slice as `MODULE.mp`, for the
//! consumers' own tools (spirv-dis, spirv-opt, ptxas).

use std::io::Write;
use std::path::Path;

use crate::report::{tool_error, Style};
use crate::Status;

pub fn run(file: &Path, extract: Option<&Path>, style: &Style) -> Status {
    let bytes = match std::fs::read(file) {
        Ok(b) => b,
        Err(e) => {
            tool_error(style, &format!("cannot read {}: {e}", file.display()));
            return Status::Failure;
        }
    };
    let bundle = match magpie_bundle::read(&bytes) {
        Ok(b) => b,
        Err(e) => {
            tool_error(
                style,
                &format!("{} is not a usable bundle: {e}", file.display()),
            );
            return Status::InputErrors;
        }
    };
    if let Some(dir) = extract {
        if let Err(e) = extract_all(&bundle, dir) {
            tool_error(
                style,
                &format!("cannot extract into {}: {e}", dir.display()),
            );
            return Status::Failure;
        }
    }
    let summary = magpie_bundle::summary(&bundle, Some(&bytes));
    let text = if style.json() {
        match serde_json::to_string_pretty(&summary) {
            Ok(text) => text + "\n",
            Err(e) => {
                tool_error(style, &format!("cannot print the summary: {e}"));
                return Status::Failure;
            }
        }
    } else {
        summary.to_string()
    };
    // A reader that stops early (`| head`) is not an error.
    match std::io::stdout().lock().write_all(text.as_bytes()) {
        Ok(()) => Status::Ok,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Status::Ok,
        Err(e) => {
            tool_error(style, &format!("cannot print the summary: {e}"));
            Status::Failure
        }
    }
}

/// Writes every blob and slice of `bundle` under `dir`.
fn extract_all(bundle: &magpie_bundle::Bundle, dir: &Path) -> std::io::Result<()> {
    use magpie_gpu::GpuBackendExt;
    std::fs::create_dir_all(dir)?;
    for m in &bundle.modules {
        std::fs::write(dir.join(format!("{}.mp", m.name)), &m.slice)?;
        for k in &m.kernels {
            for (n, b) in k.blobs.iter().enumerate() {
                let name = format!(
                    "{}.{}.{}-{}-{n}.{}",
                    m.name,
                    k.symbol,
                    b.backend.name(),
                    b.arch,
                    b.backend.artifact_extension()
                );
                std::fs::write(dir.join(name), &b.data)?;
            }
        }
    }
    Ok(())
}
