//! Running `llc`, `opt` and `ld.lld` on bytes in memory, through files in a
//! private temporary directory.
//!
//! Invariants:
//! - every call gets its own directory (`tempfile`), removed when the call
//!   returns, whatever happened; nothing is written anywhere else;
//! - input and output go through files, not pipes, so a tool that writes a
//!   lot to stderr cannot deadlock against a full stdin pipe;
//! - a tool that could not be started is MPG_CORE_1301; one that ran and
//!   failed, or wrote no output, is MPG_HIP_2002 with its stderr in a note.

use std::ffi::OsStr;
use std::path::Path;
use std::process::{Command, Output};

use tempfile::TempDir;

use crate::environment::HostOs;
use crate::error::ToolError;
use crate::process;
use crate::tool::Tool;

/// The most of a tool's stderr kept in a diagnostic.
const STDERR_LIMIT: usize = 16 * 1024;

/// Runs `llc ARGS input.ll -o output` on `input_ir` and returns the output
/// file's bytes (an object for `-filetype=obj`, PTX or assembly text
/// otherwise).
pub fn run_llc<S: AsRef<OsStr>>(
    llc: &Path,
    args: &[S],
    input_ir: &str,
) -> Result<Vec<u8>, ToolError> {
    run_on_ir(Tool::Llc, llc, args, input_ir)
}

/// Runs `opt ARGS input.ll -o output` on `input_ir` and returns the output
/// file's bytes (IR text with `-S`, bitcode without).
pub fn run_opt<S: AsRef<OsStr>>(
    opt: &Path,
    args: &[S],
    input_ir: &str,
) -> Result<Vec<u8>, ToolError> {
    run_on_ir(Tool::Opt, opt, args, input_ir)
}

fn run_on_ir<S: AsRef<OsStr>>(
    tool: Tool,
    path: &Path,
    args: &[S],
    input_ir: &str,
) -> Result<Vec<u8>, ToolError> {
    let dir = scratch_dir()?;
    let input = dir.path().join("input.ll");
    let output = dir.path().join("output");
    std::fs::write(&input, input_ir).map_err(|e| io_failure("write the LLVM IR", &e))?;
    let mut cmd = Command::new(path);
    cmd.args(args).arg(&input).arg("-o").arg(&output);
    run(tool, path, &mut cmd)?;
    read_output(tool, path, &output)
}

/// Links AMDGPU objects into a code object with `ld.lld -shared` and
/// returns its bytes.
pub fn link_hsaco(lld: &Path, objects: &[&[u8]]) -> Result<Vec<u8>, ToolError> {
    if objects.is_empty() {
        return Err(ToolError::failed(
            "no objects to link into a code object; please report".to_string(),
            Vec::new(),
        ));
    }
    let dir = scratch_dir()?;
    let output = dir.path().join("output.hsaco");
    let mut cmd = Command::new(lld);
    cmd.arg("-shared");
    for (i, object) in objects.iter().enumerate() {
        let path = dir.path().join(format!("input{i}.o"));
        std::fs::write(&path, object).map_err(|e| io_failure("write an object", &e))?;
        cmd.arg(path);
    }
    cmd.arg("-o").arg(&output);
    run(Tool::Lld, lld, &mut cmd)?;
    read_output(Tool::Lld, lld, &output)
}

fn scratch_dir() -> Result<TempDir, ToolError> {
    tempfile::Builder::new()
        .prefix("magpie-llvm-")
        .tempdir()
        .map_err(|e| io_failure("create a temporary directory", &e))
}

fn io_failure(what: &str, e: &std::io::Error) -> ToolError {
    ToolError::failed(format!("could not {what}: {e}"), Vec::new())
}

fn run(tool: Tool, path: &Path, cmd: &mut Command) -> Result<Output, ToolError> {
    let out = process::output(cmd).map_err(|e| {
        ToolError::cannot_run(
            tool,
            path,
            &format!("it could not be started: {e}"),
            HostOs::current(),
        )
    })?;
    if out.status.success() {
        return Ok(out);
    }
    let mut notes = vec![format!("command: {}", command_line(cmd))];
    let stderr = process::clipped_text(&out.stderr, STDERR_LIMIT);
    notes.push(if stderr.is_empty() {
        format!("`{tool}` wrote nothing to stderr")
    } else {
        format!("`{tool}` said:\n{stderr}")
    });
    Err(ToolError::failed(
        format!("`{}` failed ({})", path.display(), out.status),
        notes,
    ))
}

fn read_output(tool: Tool, path: &Path, output: &Path) -> Result<Vec<u8>, ToolError> {
    std::fs::read(output).map_err(|e| {
        ToolError::failed(
            format!(
                "`{}` succeeded but its output could not be read: {e}",
                path.display()
            ),
            vec![format!(
                "`{tool}` was expected to write {}",
                output.display()
            )],
        )
    })
}

fn command_line(cmd: &Command) -> String {
    std::iter::once(cmd.get_program())
        .chain(cmd.get_args())
        .map(|a| a.to_string_lossy().into_owned())
        .collect::<Vec<_>>()
        .join(" ")
}
