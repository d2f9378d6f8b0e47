//! Helpers shared by the text-based tests: parse → verify → validate, and
//! assertions on codes and the text under primary spans.
#![allow(dead_code)]

use magpie_diag::{Code, Diagnostic};
use magpie_gpu::{validate, Target, Validated};
use magpie_mpir::{parse, verify, Module, ModuleInfo, Outcome};

/// Parses and verifies `src`, failing the test on any error.
#[track_caller]
pub fn verified(src: &str) -> (Module, ModuleInfo) {
    let parsed = parse(src);
    let shown = show(src, &parsed.diagnostics);
    let Some(module) = parsed.value else {
        panic!("input does not parse:\n{src}\n{shown}");
    };
    let checked = verify(&module);
    let shown = show(src, &checked.diagnostics);
    let Some(info) = checked.value else {
        panic!("input does not verify:\n{src}\n{shown}");
    };
    (module, info)
}

/// Validates `src` for `target` (`None`: each kernel's own target).
#[track_caller]
pub fn validated(src: &str, target: Option<&str>) -> Outcome<Validated> {
    let (module, info) = verified(src);
    let target = target.map(|t| Target::parse(t).expect("a valid target"));
    validate(&module, &info, target.as_ref())
}

/// The source text under `d`'s primary span.
pub fn spanned<'s>(src: &'s str, d: &Diagnostic) -> &'s str {
    let s = d.primary_span().expect("a primary span");
    &src[s.start as usize..s.end as usize]
}

pub fn show(src: &str, diags: &[Diagnostic]) -> String {
    diags
        .iter()
        .map(|d| match d.primary_span() {
            Some(_) => format!("{} at `{}`: {}", d.code, spanned(src, d), d.message),
            None => format!("{}: {}", d.code, d.message),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Asserts that validating `src` for `target` gives `code` with its primary
/// span exactly on `at`, and that every diagnostic has a message and help.
#[track_caller]
pub fn expect_at(src: &str, target: Option<&str>, code: Code, at: &str) -> Diagnostic {
    let out = validated(src, target);
    let shown = show(src, &out.diagnostics);
    let Some(d) = out
        .diagnostics
        .iter()
        .find(|d| d.code == code && d.primary_span().is_some() && spanned(src, d) == at)
    else {
        panic!("no {code} at `{at}` in:\n{src}\ngot:\n{shown}");
    };
    assert!(!d.message.is_empty());
    if d.is_error() {
        assert!(out.value.is_none(), "an error, yet a value:\n{shown}");
        assert!(d.help.is_some(), "{code} has no help");
    }
    d.clone()
}

/// Exactly these codes (in order), nothing else.
#[track_caller]
pub fn expect_codes(src: &str, target: Option<&str>, codes: &[Code]) -> Outcome<Validated> {
    let out = validated(src, target);
    let got: Vec<Code> = out.diagnostics.iter().map(|d| d.code).collect();
    assert_eq!(got, codes, "\n{}", show(src, &out.diagnostics));
    out
}

#[track_caller]
pub fn expect_clean(src: &str, target: Option<&str>) -> Validated {
    let out = expect_codes(src, target, &[]);
    out.value.expect("no errors, so a value")
}

/// A kernel with the usual parameters around `body` (blocks included).
pub fn kernel(clauses: &str, body: &str) -> String {
    format!(
        "gpu fn @k(%buf: gpu.TBuffer<f32>, %ints: gpu.TBuffer<u32>, %n: u32) -> unit {clauses} {{\n{body}\n}}\n"
    )
}

pub fn unsafe_kernel(clauses: &str, body: &str) -> String {
    format!("unsafe {}", kernel(clauses, body))
}
