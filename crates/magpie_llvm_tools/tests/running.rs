//! Running fake tools: output bytes come back, failures carry stderr.

#![cfg(unix)]

mod common;

use common::{fake_llc, fake_tool, scratch, write_script};
use magpie_llvm_tools::{link_hsaco, run_llc, run_opt, ToolErrorKind};

#[test]
fn run_llc_returns_the_output_file() {
    let t = scratch();
    let llc = fake_llc(t.path(), "llc");
    let out = run_llc(&llc, &["-filetype=obj"], "define void @f() { ret void }").expect("ran");
    assert_eq!(out, b"FAKE-OUTPUT");
}

#[test]
fn run_llc_passes_the_ir_in_a_file() {
    let t = scratch();
    let copy = t.path().join("seen.ll");
    // Copies the argument before `-o` (the input file) somewhere we can read.
    let body = format!(
        "prev=''\nfor a in \"$@\"; do\n  if [ \"$a\" = \"-o\" ]; then cp \"$prev\" '{}'; fi\n  prev=\"$a\"\ndone\n\
         while [ $# -gt 1 ]; do shift; done\nprintf ok > \"$1\"\n",
        copy.display()
    );
    let llc = write_script(t.path(), "llc", &body);
    let ir = "; ModuleID = 'k'\ntarget triple = \"amdgcn-amd-amdhsa\"\n";
    assert_eq!(run_llc(&llc, &["-O2"], ir).expect("ran"), b"ok");
    assert_eq!(std::fs::read_to_string(copy).expect("copied"), ir);
}

#[test]
fn failing_llc_is_mpg_hip_2002_with_its_stderr() {
    let t = scratch();
    let body = "echo \"llc: error: unknown target CPU 'gfx999'\" >&2\nexit 1\n";
    let llc = write_script(t.path(), "llc", body);
    let err = run_llc(&llc, &["-mcpu=gfx999"], "").expect_err("failed");
    assert_eq!(err.kind, ToolErrorKind::Failed);
    assert_eq!(err.diagnostic.code.name(), "MPG_HIP_2002");
    let notes = err.diagnostic.notes.join("\n");
    assert!(notes.contains("unknown target CPU 'gfx999'"), "{notes}");
    assert!(notes.contains("-mcpu=gfx999"), "{notes}");
    let recoded = err.with_code(magpie_diag::codes::MPG_PTX_2002);
    assert_eq!(recoded.diagnostic.code.name(), "MPG_PTX_2002");
}

#[test]
fn llc_that_writes_nothing_is_a_failure() {
    let t = scratch();
    let llc = write_script(t.path(), "llc", "exit 0\n");
    let err = run_llc(&llc, &[] as &[&str], "").expect_err("no output");
    assert_eq!(err.kind, ToolErrorKind::Failed);
}

#[test]
fn missing_llc_is_mpg_core_1301() {
    let t = scratch();
    let err = run_llc(&t.path().join("no-llc"), &[] as &[&str], "").expect_err("missing");
    assert_eq!(err.kind, ToolErrorKind::CannotRun);
    assert_eq!(err.diagnostic.code.name(), "MPG_CORE_1301");
}

#[test]
fn link_hsaco_links_every_object() {
    let t = scratch();
    let lld = fake_tool(t.path(), "ld.lld", "19.1.7", &[]);
    assert_eq!(
        link_hsaco(&lld, &[b"a", b"b"]).expect("linked"),
        b"FAKE-OUTPUT"
    );
    let err = link_hsaco(&lld, &[]).expect_err("nothing to link");
    assert_eq!(err.diagnostic.code.name(), "MPG_HIP_2002");
}

#[test]
fn failing_lld_is_mpg_hip_2002_with_its_stderr() {
    let t = scratch();
    let lld = write_script(
        t.path(),
        "ld.lld",
        "echo 'ld.lld: error: undefined symbol: foo' >&2\nexit 1\n",
    );
    let err = link_hsaco(&lld, &[b"obj"]).expect_err("failed");
    assert_eq!(err.diagnostic.code.name(), "MPG_HIP_2002");
    assert!(err.to_string().contains("undefined symbol: foo"), "{err}");
    assert!(err.to_string().contains("-shared"), "{err}");
}

#[test]
fn run_opt_passes_its_arguments_and_returns_the_output() {
    let t = scratch();
    // Writes its arguments before the input file to the output: what `opt`
    // was asked to do comes back as its result.
    let body = "out=''\nargs=''\nwhile [ $# -gt 0 ]; do\n  case \"$1\" in\n    -o) out=\"$2\"; shift;;\n    *.ll) ;;\n    *) args=\"$args $1\";;\n  esac\n  shift\ndone\nprintf '%s' \"$args\" > \"$out\"\n";
    let opt = write_script(t.path(), "opt", body);
    let out = run_opt(&opt, &["-O3", "-S"], "define void @f() { ret void }").expect("ran");
    assert_eq!(out, b" -O3 -S");
}

#[test]
fn failing_opt_names_opt_and_keeps_its_stderr() {
    let t = scratch();
    let body = "echo \"opt: input.ll:1:1: error: expected top-level entity\" >&2\nexit 1\n";
    let opt = write_script(t.path(), "opt", body);
    let err = run_opt(&opt, &["-O3"], "garbage").expect_err("failed");
    assert_eq!(err.kind, ToolErrorKind::Failed);
    let notes = err.diagnostic.notes.join("\n");
    assert!(notes.contains("`opt` said"), "{notes}");
    assert!(notes.contains("expected top-level entity"), "{notes}");
}
