//! `magpie-gpu build FILE... [--targets LIST] -o OUT.mpb`
//!
//! Every file through the front end, every (kernel, target) pair compiled in
//! parallel (`magpie_build`), one bundle written. The targets come from
//! `--targets`, else `[gpu] targets` in Magpie.toml; the portable slice is
//! always in the bundle (`--targets slice` builds one with nothing else).
//! A pair whose target lacks a capability the kernel needs is left out with
//! a warning; any error writes nothing. The file is written whole (a
//! temporary file renamed over the target), so a reader never sees half.

use std::path::Path;
use std::time::Instant;

use serde_json::json;

use crate::pipeline::read;
use crate::report::{tool_error, FileReport, Style};
use crate::{device_choice, Status};

/// What `build` was asked to do.
#[derive(Debug)]
pub struct BuildRequest<'a> {
    pub files: &'a [std::path::PathBuf],
    pub targets: Option<&'a str>,
    pub out: &'a Path,
}

pub fn run(req: &BuildRequest<'_>, style: &Style) -> Status {
    let started = Instant::now();
    let targets: Vec<String> = match req.targets {
        Some(t) => vec![t.to_string()],
        None => match device_choice::config(style) {
            Ok(c) if !c.targets.is_empty() => c.targets,
            Ok(_) => {
                tool_error(
                    style,
                    "no targets: give --targets (e.g. `spv,ptx:sm_70,ptx:sm_90`, or `slice` for the portable slice alone) or `targets = [\"spv\", \"ptx:sm_90\"]` under [gpu] in Magpie.toml",
                );
                return Status::Failure;
            }
            Err(status) => return status,
        },
    };
    let targets = match magpie_build::parse_targets(&targets) {
        Ok(t) => t,
        Err(why) => {
            tool_error(style, &format!("--targets: {why}"));
            return Status::Failure;
        }
    };
    let mut inputs = Vec::new();
    for f in req.files {
        match read(f) {
            Ok(source) => inputs.push(magpie_build::Input {
                file: f.display().to_string(),
                source,
            }),
            Err(e) => return e.report(style),
        }
    }
    // `[gpu.tools]` of Magpie.toml first (§14), for the targets built by
    // outside tools (HIP's llc and ld.lld).
    let mut tools = magpie_build::BuildTools::default();
    if targets
        .iter()
        .any(|t| t.backend == magpie_gpu::GpuBackend::Hip)
    {
        match device_choice::config(style) {
            Ok(c) => {
                tools.llc = c.tools.llc.clone();
                tools.lld = c.tools.lld.clone();
            }
            Err(status) => return status,
        }
    }
    let built = match magpie_build::build_with(&inputs, &targets, &tools) {
        Ok(b) => b,
        Err(failures) => {
            for f in failures {
                report(f).eprint(style);
            }
            return Status::InputErrors;
        }
    };
    for w in built.warnings {
        report(w).eprint(style);
    }
    let bytes = match magpie_bundle::write(&built.bundle) {
        Ok(b) => b,
        Err(e) => {
            tool_error(style, &format!("cannot encode the bundle: {e}"));
            return Status::Failure;
        }
    };
    if let Err(e) = write_whole(req.out, &bytes) {
        tool_error(style, &format!("cannot write {}: {e}", req.out.display()));
        return Status::Failure;
    }
    let kernels: usize = built.bundle.modules.iter().map(|m| m.kernels.len()).sum();
    let blobs: usize = built
        .bundle
        .modules
        .iter()
        .flat_map(|m| &m.kernels)
        .map(|k| k.blobs.len())
        .sum();
    let ms = started.elapsed().as_secs_f64() * 1e3;
    let names: Vec<String> = targets.iter().map(ToString::to_string).collect();
    if style.json() {
        println!(
            "{}",
            json!({
                "bundle": req.out.display().to_string(),
                "bytes": bytes.len(),
                "modules": built.bundle.modules.len(),
                "kernels": kernels,
                "blobs": blobs,
                "targets": names,
                "milliseconds": ms,
            })
        );
    } else {
        eprintln!(
            "wrote {}: {} bytes, {} module(s), {kernels} kernel(s), {blobs} blob(s) for [{}] and the portable slice, in {ms:.1} ms",
            req.out.display(),
            bytes.len(),
            built.bundle.modules.len(),
            names.join(", ")
        );
    }
    Status::Ok
}

fn report(r: magpie_build::FileReport) -> FileReport {
    FileReport {
        file: r.file,
        source: r.source,
        diagnostics: r.diagnostics,
    }
}

/// Writes `bytes` to `path` through a temporary file in the same folder.
fn write_whole(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let name = path
        .file_name()
        .map_or_else(|| "bundle".into(), |n| n.to_string_lossy().into_owned());
    let tmp = path.with_file_name(format!(".{name}.{}.tmp", std::process::id()));
    std::fs::write(&tmp, bytes)?;
    std::fs::rename(&tmp, path).inspect_err(|_| {
        let _ = std::fs::remove_file(&tmp);
    })
}
