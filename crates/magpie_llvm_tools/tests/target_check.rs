//! §14.2 and the MPG_CORE_1301 diagnostics: candidates without the target
//! are skipped, an override without it is refused, and "not found" lists
//! every place looked in.

#![cfg(unix)]

mod common;

use common::{bare_env, fake_llc, fake_tool, scratch, ALL_TARGETS, HOST_ONLY};
use magpie_llvm_tools::{
    find_tool, DefaultLocation, Environment, HostOs, LlvmTarget, Origin, Tool, ToolErrorKind,
    ToolRequest,
};

fn notes(err: &magpie_llvm_tools::ToolError) -> String {
    err.diagnostic.notes.join("\n")
}

#[test]
fn llc_without_amdgpu_is_skipped_for_the_next_candidate() {
    let t = scratch();
    let bin = t.path().join("bin");
    let host_only = fake_tool(&bin, "llc-19", "19.1.7", HOST_ONLY);
    let old_full = fake_tool(&bin, "llc", "14.0.6", ALL_TARGETS);
    let mut env = bare_env();
    env.path = vec![bin];
    let found = find_tool(&ToolRequest::llc_for(LlvmTarget::Amdgpu), &env).expect("found");
    assert_eq!(found.path, old_full);
    assert_eq!(found.info.version.map(|v| v.major), Some(14));
    assert_eq!(found.skipped.len(), 1);
    assert_eq!(found.skipped[0].path, host_only);
    assert!(found.skipped[0].reason.contains("lacks the AMDGPU target"));
}

#[test]
fn nvptx_request_checks_nvptx64() {
    let t = scratch();
    let bin = t.path().join("bin");
    fake_tool(&bin, "llc-19", "19.1.7", &["amdgcn", "x86-64"]);
    let with_ptx = fake_tool(&bin, "llc-18", "18.1.8", &["nvptx64"]);
    let mut env = bare_env();
    env.path = vec![bin];
    let found = find_tool(&ToolRequest::llc_for(LlvmTarget::Nvptx), &env).expect("found");
    assert_eq!(found.path, with_ptx);
}

#[test]
fn old_llc_is_skipped_below_min_major() {
    let t = scratch();
    let bin = t.path().join("bin");
    fake_tool(&bin, "llc", "14.0.6", ALL_TARGETS);
    let lib = t.path().join("lib");
    let new = fake_llc(&lib.join("llvm-19/bin"), "llc");
    let mut env = bare_env();
    env.path = vec![bin];
    env.defaults = vec![DefaultLocation::VersionedLlvm(lib)];
    let request = ToolRequest::llc_for(LlvmTarget::Amdgpu).with_min_major(17);
    let found = find_tool(&request, &env).expect("found");
    assert_eq!((found.path, found.origin), (new, Origin::PlatformDefault));
    assert!(found.skipped[0].reason.contains("older than the LLVM 17"));
}

#[test]
fn override_without_amdgpu_is_refused() {
    let t = scratch();
    let over = fake_tool(&t.path().join("o"), "llc", "14.0.6", HOST_ONLY);
    let bin = t.path().join("bin");
    fake_llc(&bin, "llc-19");
    let mut env = bare_env();
    env.path = vec![bin];
    let request = ToolRequest::llc_for(LlvmTarget::Amdgpu).with_override(Some(over.clone()));
    let err = find_tool(&request, &env).expect_err("refused");
    assert_eq!(err.kind, ToolErrorKind::MissingTarget);
    assert_eq!(err.diagnostic.code.name(), "MPG_CORE_1301");
    assert!(err.message().contains(&over.display().to_string()));
    assert!(err.message().contains("LLVM 14.0.6"));
    assert!(notes(&err).contains("x86, x86-64"), "{}", notes(&err));
}

#[test]
fn old_override_with_the_target_is_used() {
    let t = scratch();
    let over = fake_tool(&t.path().join("o"), "llc", "14.0.6", ALL_TARGETS);
    let request = ToolRequest::llc_for(LlvmTarget::Amdgpu)
        .with_override(Some(over.clone()))
        .with_min_major(17);
    let found = find_tool(&request, &bare_env()).expect("override used");
    assert_eq!(found.path, over);
}

#[test]
fn missing_override_is_an_error_not_a_fallback() {
    let t = scratch();
    let bin = t.path().join("bin");
    fake_llc(&bin, "llc");
    let mut env = bare_env();
    env.path = vec![bin];
    let request = ToolRequest::new(Tool::Llc).with_override(Some(t.path().join("nope/llc")));
    let err = find_tool(&request, &env).expect_err("refused");
    assert_eq!(err.kind, ToolErrorKind::CannotRun);
    assert!(
        err.message().contains("[gpu.tools] llc"),
        "{}",
        err.message()
    );
}

#[test]
fn nothing_found_lists_every_place_in_order() {
    let t = scratch();
    let mut env = bare_env();
    env.path = vec![t.path().join("bin1"), t.path().join("bin2")];
    env.defaults = Environment::platform_defaults(HostOs::Linux);
    env.defaults[0] = DefaultLocation::VersionedLlvm(t.path().join("lib"));
    env.defaults[1] = DefaultLocation::Bin(t.path().join("rocm"));
    let err = find_tool(&ToolRequest::llc_for(LlvmTarget::Amdgpu), &env).expect_err("none");
    assert_eq!(err.kind, ToolErrorKind::NotFound);
    assert_eq!(err.diagnostic.code.name(), "MPG_CORE_1301");
    assert_eq!(err.message(), "`llc` was not found");
    let text = notes(&err);
    let order = [
        "1. `[gpu.tools] llc` in Magpie.toml: not set",
        "2. MAGPIE_LLC_PATH: not set",
        "3. next to clang: no `clang` on PATH",
        "4. PATH (",
        "bin1:",
        "llc-N, llc",
        "5. platform defaults: ",
        "lib/llvm-*/bin/llc",
        "rocm/llc",
    ];
    let mut at = 0;
    for part in order {
        let found = text[at..].find(part);
        assert!(
            found.is_some(),
            "{part:?} missing after byte {at} of:\n{text}"
        );
        at += found.unwrap_or(0) + part.len();
    }
    let help = err.diagnostic.help.clone().unwrap_or_default();
    assert!(help.contains("apt install llvm-19 lld-19"), "{help}");
    assert!(help.contains("/opt/rocm/llvm"), "{help}");
}

#[test]
fn macos_help_says_brew() {
    let err = find_tool(
        &ToolRequest::new(Tool::Lld),
        &Environment::empty(HostOs::MacOs),
    )
    .expect_err("none");
    let help = err.diagnostic.help.unwrap_or_default();
    assert!(help.contains("brew install llvm"), "{help}");
    assert!(help.contains("MAGPIE_LLD_PATH"), "{help}");
}

#[test]
fn only_unusable_candidates_are_listed_as_skipped() {
    let t = scratch();
    let bin = t.path().join("bin");
    let host_only = fake_tool(&bin, "llc", "19.1.7", HOST_ONLY);
    let broken = common::write_script(&bin, "llc-18", "echo 'cannot load libLLVM' >&2\nexit 127\n");
    let mut env = bare_env();
    env.path = vec![bin];
    env.llc_path_var = Some(t.path().join("missing/llc"));
    let err = find_tool(&ToolRequest::llc_for(LlvmTarget::Amdgpu), &env).expect_err("none");
    assert_eq!(
        err.message(),
        "no usable `llc` with the AMDGPU target was found"
    );
    let text = notes(&err);
    assert!(
        text.contains("missing/llc` (from the environment variable): does not exist"),
        "{text}"
    );
    assert!(
        text.contains(&format!("skipped `{}`", broken.display())),
        "{text}"
    );
    assert!(text.contains("cannot load libLLVM"), "{text}");
    assert!(
        text.contains(&format!("skipped `{}`", host_only.display())),
        "{text}"
    );
    assert!(text.contains("lacks the AMDGPU target"), "{text}");
}
