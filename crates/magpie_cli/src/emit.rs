//! `magpie-gpu emit FILE --target T [-O] [-o OUT]`

use std::path::Path;

use magpie_diag::{codes, Diagnostic};
use magpie_gpu::passes::PassManager;
use magpie_gpu::Target;

use crate::pipeline::{check_source, read};
use crate::report::{tool_error, FileReport, Style};
use crate::Status;

pub fn run(file: &Path, target: &str, optimize: bool, out: Option<&Path>, style: &Style) -> Status {
    let source = match read(file) {
        Ok(s) => s,
        Err(message) => {
            tool_error(style, &message);
            return Status::Failure;
        }
    };
    let name = file.display().to_string();
    if target != "mpir" {
        return unavailable(&name, source, target, style);
    }
    let mut checked = check_source(&name, source, None);
    let Some((mut module, _)) = checked.module.take() else {
        return finish(&checked.report, style, Status::InputErrors);
    };
    if optimize {
        let outcome = PassManager::standard().run(&mut module);
        checked.report.diagnostics.extend(outcome.diagnostics);
        if outcome.value.is_none() {
            return finish(&checked.report, style, Status::Failure);
        }
    }
    let text = magpie_mpir::print(&module);
    match out {
        Some(path) => {
            if let Err(e) = std::fs::write(path, text) {
                tool_error(style, &format!("cannot write {}: {e}", path.display()));
                return Status::Failure;
            }
        }
        None => print!("{text}"),
    }
    finish(&checked.report, style, Status::Ok)
}

/// A target whose emitter is not part of this build: MPG_CORE_1300.
fn unavailable(name: &str, source: String, target: &str, style: &Style) -> Status {
    let known = Target::parse(target).is_ok();
    let message = if known {
        format!("the `{target}` emitter is not compiled into this build of magpie-gpu")
    } else {
        format!("unknown target `{target}`")
    };
    let diag = Diagnostic::error(codes::MPG_CORE_1300, message)
        .with_help("`emit --target mpir` writes canonical kernel text; `magpie-gpu check --target T` validates for any backend");
    let report = FileReport {
        file: name.to_string(),
        source,
        diagnostics: vec![diag],
    };
    finish(&report, style, Status::InputErrors)
}

fn finish(report: &FileReport, style: &Style, status: Status) -> Status {
    // Standard output carries the artifact, so diagnostics go to stderr in
    // both formats.
    if style.json() {
        if !report.diagnostics.is_empty() || status != Status::Ok {
            eprintln!("{}", report.json());
        }
    } else {
        eprint!("{}", report.text(style));
    }
    status
}
