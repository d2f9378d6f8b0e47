//! `magpie-gpu emit FILE --target mpir|spv|ptx|wgsl|hip|msl [--arch A] [--kernel K] [--disassemble] [--via llc] [-O] [--noalias] [-o OUT]`

use std::io::{IsTerminal, Write};
use std::path::Path;

use magpie_diag::{codes, Diagnostic};
use magpie_gpu::passes::PassManager;
use magpie_gpu::{BackendEmitter, GpuBackend, Target};

use crate::pipeline::{check_source, read};
use crate::report::{tool_error, FileReport, Style};
use crate::Status;

/// What `emit` was asked to do.
#[derive(Debug)]
pub struct EmitRequest<'a> {
    pub file: &'a Path,
    pub target: &'a str,
    /// Appended to a target given as a backend alone (`ptx` + `sm_90`).
    pub arch: Option<&'a str>,
    pub kernel: Option<&'a str>,
    pub disassemble: bool,
    /// PTX through LLVM's NVPTX back end (`--via llc`).
    pub via_llc: bool,
    pub optimize: bool,
    /// PTX and SPIR-V: emit the variant for launches where no two buffer
    /// arguments share memory.
    pub noalias: bool,
    pub out: Option<&'a Path>,
}

pub fn run(req: &EmitRequest<'_>, style: &Style) -> Status {
    let (file, target, optimize, out) = (req.file, req.target, req.optimize, req.out);
    let source = match read(file) {
        Ok(s) => s,
        Err(e) => return e.report(style),
    };
    let name = file.display().to_string();
    if target != "mpir" {
        let target = match req.arch {
            Some(arch) if !target.contains(':') => format!("{target}:{arch}"),
            _ => target.to_string(),
        };
        return match Target::parse(&target) {
            Ok(t) if req.via_llc && t.backend != GpuBackend::Ptx => {
                tool_error(
                    style,
                    "--via llc applies to PTX targets only (hip always goes through llc)",
                );
                Status::Failure
            }
            Ok(t) if req.via_llc => {
                let config = match crate::device_choice::config(style) {
                    Ok(c) => c,
                    Err(status) => return status,
                };
                let mut options = magpie_gpu_nvptx::Options::for_target(&t);
                options.noalias = req.noalias;
                let tools = magpie_gpu_nvptx::ToolPaths {
                    llc: config.tools.llc.clone(),
                };
                let options = (options, tools);
                emit_kernel::<magpie_gpu_nvptx::NvptxViaLlc>(
                    req, &name, source, &t, &options, style,
                )
            }
            Ok(t) if t.backend == GpuBackend::Ptx => {
                let mut options = magpie_gpu_ptx::Options::for_target(&t);
                options.noalias = req.noalias;
                emit_kernel::<magpie_gpu_ptx::Ptx>(req, &name, source, &t, &options, style)
            }
            Ok(t) if t.backend == GpuBackend::Spv => {
                let mut options = magpie_gpu_spirv::Spirv::options(&t);
                options.noalias = req.noalias;
                emit_kernel::<magpie_gpu_spirv::Spirv>(req, &name, source, &t, &options, style)
            }
            Ok(t) if t.backend == GpuBackend::Hip => {
                // `[gpu.tools] llc` / `lld` of Magpie.toml come first (§14).
                let config = match crate::device_choice::config(style) {
                    Ok(c) => c,
                    Err(status) => return status,
                };
                let (mut options, _) = magpie_gpu_hip::Hip::options(&t);
                options.noalias = req.noalias;
                let tools = magpie_gpu_hip::code_object::ToolPaths {
                    llc: config.tools.llc.clone(),
                    lld: config.tools.lld.clone(),
                };
                let options = (options, tools);
                emit_kernel::<magpie_gpu_hip::Hip>(req, &name, source, &t, &options, style)
            }
            Ok(_) if req.noalias => noalias_refused(style),
            Ok(t) if t.backend == GpuBackend::Wgsl => {
                let options = magpie_gpu_wgsl::Wgsl::options(&t);
                emit_kernel::<magpie_gpu_wgsl::Wgsl>(req, &name, source, &t, &options, style)
            }
            Ok(t) if t.backend == GpuBackend::Msl => {
                let options = magpie_gpu_msl::Msl::options(&t);
                emit_kernel::<magpie_gpu_msl::Msl>(req, &name, source, &t, &options, style)
            }
            _ => unavailable(&name, source, &target, style),
        };
    }
    if req.noalias {
        return noalias_refused(style);
    }
    if req.via_llc {
        tool_error(style, "--via llc applies to PTX targets only");
        return Status::Failure;
    }
    let mut checked = check_source(&name, source, None);
    let Some((mut module, _)) = checked.module.take() else {
        return finish(&checked.report, style, Status::InputErrors);
    };
    if optimize && optimized(&mut module, &mut checked.report).is_none() {
        return finish(&checked.report, style, Status::Failure);
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

/// `module` through the standard passes (`-O`), their diagnostics added to
/// `report`; the optimised module's info, or `None` when a pass left a
/// module that does not verify (an internal error, reported).
fn optimized(
    module: &mut magpie_mpir::Module,
    report: &mut FileReport,
) -> Option<magpie_mpir::ModuleInfo> {
    let outcome = PassManager::standard().run(module);
    report.diagnostics.extend(outcome.diagnostics);
    outcome.value
}

/// `--noalias` with a target other than PTX and SPIR-V: a usage error.
fn noalias_refused(style: &Style) -> Status {
    tool_error(style, "--noalias applies to PTX and SPIR-V targets only");
    Status::Failure
}

/// The kernel `--kernel` names, or the file's only kernel; `Err` after
/// reporting why there is none.
fn pick_kernel(
    req: &EmitRequest<'_>,
    name: &str,
    module: &magpie_mpir::Module,
    style: &Style,
) -> Result<magpie_mpir::FuncId, Status> {
    let kernels: Vec<&str> = module
        .functions
        .values()
        .filter(|f| f.is_kernel())
        .map(|f| f.name.as_str())
        .collect();
    let wanted = match (
        req.kernel.map(|k| k.trim_start_matches('@')),
        kernels.as_slice(),
    ) {
        (Some(k), _) => k.to_string(),
        (None, [only]) => (*only).to_string(),
        (None, _) => {
            tool_error(
                style,
                &format!(
                    "{name} has {} kernels ({}): choose one with --kernel",
                    kernels.len(),
                    kernels.join(", ")
                ),
            );
            return Err(Status::Failure);
        }
    };
    let Some(func) = module
        .function_by_name(&wanted)
        .filter(|f| module.functions[*f].is_kernel())
    else {
        tool_error(
            style,
            &format!(
                "{name} has no kernel @{wanted} (kernels: {})",
                kernels.join(", ")
            ),
        );
        return Err(Status::Failure);
    };
    Ok(func)
}

/// One kernel through emitter `E` with `options`, validated for `target`
/// first.
fn emit_kernel<E: BackendEmitter>(
    req: &EmitRequest<'_>,
    name: &str,
    source: String,
    target: &Target,
    options: &E::Options,
    style: &Style,
) -> Status {
    let mut checked = check_source(name, source, Some(target));
    let Some((mut module, mut info)) = checked.module.take() else {
        return finish(&checked.report, style, Status::InputErrors);
    };
    if req.optimize {
        match optimized(&mut module, &mut checked.report) {
            Some(i) => info = i,
            None => return finish(&checked.report, style, Status::Failure),
        }
    }
    let func = match pick_kernel(req, name, &module, style) {
        Ok(f) => f,
        Err(status) => return status,
    };
    let kernel = match E::emit(&module, &info, func, options) {
        Ok(k) => k,
        Err(diagnostic) => {
            checked.report.diagnostics.push(diagnostic);
            return finish(&checked.report, style, Status::InputErrors);
        }
    };
    let bytes = E::artifact(&kernel, req.disassemble);
    let binary = E::BINARY && !req.disassemble;
    let written = match req.out {
        Some(path) => std::fs::write(path, &bytes)
            .map_err(|e| format!("cannot write {}: {e}", path.display())),
        None if binary && std::io::stdout().is_terminal() => Err(format!(
            "the {} output is binary: write it with -o FILE, or print text with --disassemble",
            E::BACKEND.name()
        )),
        None => std::io::stdout()
            .write_all(&bytes)
            .map_err(|e| format!("cannot write to standard output: {e}")),
    };
    if let Err(message) = written {
        tool_error(style, &message);
        return Status::Failure;
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
    if !style.json() || !report.diagnostics.is_empty() || status != Status::Ok {
        report.eprint(style);
    }
    status
}
