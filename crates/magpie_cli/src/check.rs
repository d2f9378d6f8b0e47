//! `magpie-gpu check FILE... [--target T]`

use std::path::PathBuf;

use magpie_diag::Severity;
use magpie_gpu::Target;
use serde_json::json;

use crate::pipeline::{check_source, read, ReadError};
use crate::report::{tool_error, Style};
use crate::Status;

pub fn run(files: &[PathBuf], target: Option<&str>, style: &Style) -> Status {
    let target = match target.map(Target::parse).transpose() {
        Ok(t) => t,
        Err(e) => {
            tool_error(style, &e.to_string());
            return Status::Failure;
        }
    };
    let mut reports = Vec::new();
    let mut failure = false;
    for path in files {
        let name = path.display().to_string();
        match read(path) {
            Ok(source) => reports.push(check_source(&name, source, target.as_ref()).report),
            Err(ReadError::Io(message)) => {
                failure = true;
                tool_error(style, &message);
            }
            Err(ReadError::NotUtf8(report)) => reports.push(report),
        }
    }
    let errors: usize = reports.iter().map(|r| r.errors()).sum();
    let warnings: usize = reports.iter().map(|r| r.count(Severity::Warning)).sum();
    if style.json() {
        let files: Vec<_> = reports.iter().map(|r| r.json()).collect();
        let out = json!({ "files": files, "errors": errors, "warnings": warnings });
        println!("{out}");
    } else {
        for r in &reports {
            eprint!("{}", r.text(style));
        }
        let kernels = if reports.len() == 1 { "file" } else { "files" };
        eprintln!(
            "checked {} {kernels}: {errors} error{}, {warnings} warning{}",
            reports.len(),
            if errors == 1 { "" } else { "s" },
            if warnings == 1 { "" } else { "s" },
        );
    }
    if failure {
        Status::Failure
    } else if errors > 0 {
        Status::InputErrors
    } else {
        Status::Ok
    }
}
