//! Bundles where the commands take kernel files: recognising one, finding
//! the module of a kernel, and explaining what each kernel runs.

use std::io::Read;
use std::path::Path;

use magpie_rt::{BundleFile, Choice, Device, GpuError, Program};
use serde_json::{json, Value};

/// The bundle at `path`, when the file starts with the bundle's magic
/// bytes; `None` for anything else (kernel text). A bundle that does not
/// read is an error.
pub fn open_if_bundle(path: &Path) -> Result<Option<BundleFile>, GpuError> {
    let mut magic = [0u8; 8];
    let starts_like_one = std::fs::File::open(path)
        .and_then(|mut f| f.read_exact(&mut magic))
        .is_ok_and(|()| magic == magpie_bundle::MAGIC);
    if starts_like_one {
        BundleFile::open(path).map(Some)
    } else {
        Ok(None)
    }
}

/// The module of `bundle` that has kernel `kernel`.
pub fn module_of_kernel(bundle: &BundleFile, kernel: &str) -> Result<String, GpuError> {
    let kernel = kernel.trim_start_matches('@');
    let modules: Vec<&str> = bundle
        .bundle()
        .modules
        .iter()
        .filter(|m| m.kernels.iter().any(|k| k.symbol == kernel))
        .map(|m| m.name.as_str())
        .collect();
    match modules.as_slice() {
        [one] => Ok((*one).to_string()),
        [] => Err(GpuError::new(
            magpie_rt::ErrorKind::InvalidKernel,
            GpuError::RUNTIME,
            format!(
                "no module of the bundle has a kernel @{kernel} (modules: {})",
                bundle.module_names().join(", ")
            ),
        )),
        many => Err(GpuError::new(
            magpie_rt::ErrorKind::InvalidKernel,
            GpuError::RUNTIME,
            format!(
                "modules {} of the bundle all have a kernel @{kernel}",
                many.join(", ")
            ),
        )),
    }
}

/// What `--explain-selection` prints: the device, then one paragraph per
/// kernel.
pub fn explain(program: &Program, device: &Device) -> String {
    let mut out = format!(
        "selection on {} ({}):",
        device.name(),
        device.backend().spec_name()
    );
    if program.selections().is_empty() {
        out.push_str("\n  compiled from kernel text (no bundle)");
    }
    for s in program.selections() {
        for line in s.to_string().lines() {
            out.push_str("\n  ");
            out.push_str(line);
        }
    }
    out
}

/// The selections as JSON (`run --output json --explain-selection`).
pub fn selection_json(program: &Program) -> Value {
    Value::Array(
        program
            .selections()
            .iter()
            .map(|s| {
                let (kind, blob, why) = match &s.choice {
                    Choice::Native(b) => ("native", Some(b), None),
                    Choice::Compatible(b) => ("compatible", Some(b), None),
                    Choice::Slice { why } => ("slice", None, Some(why.clone())),
                };
                json!({
                    "kernel": s.kernel,
                    "choice": kind,
                    "blob": blob.map(|b| json!({"backend": b.backend, "arch": b.arch, "digest": b.digest})),
                    "why": why,
                    "passed_over": s.passed_over,
                })
            })
            .collect(),
    )
}
