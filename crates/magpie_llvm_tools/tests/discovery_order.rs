//! §14.1: each step of the discovery order beats the ones after it.

#![cfg(unix)]

mod common;

use std::os::unix::fs::symlink;

use common::{bare_env, fake_llc, fake_tool, scratch, ALL_TARGETS};
use magpie_llvm_tools::{find_tool, DefaultLocation, LlvmTarget, Origin, Tool, ToolRequest};

fn amdgpu_llc() -> ToolRequest {
    ToolRequest::llc_for(LlvmTarget::Amdgpu)
}

#[test]
fn override_wins_over_every_other_step() {
    let t = scratch();
    let over = fake_llc(&t.path().join("override"), "llc");
    let var = fake_llc(&t.path().join("var"), "llc");
    fake_llc(&t.path().join("bin"), "llc-19");
    let mut env = bare_env();
    env.llc_path_var = Some(var);
    env.path = vec![t.path().join("bin")];
    let found = find_tool(&amdgpu_llc().with_override(Some(over.clone())), &env).expect("found");
    assert_eq!(found.path, over);
    assert_eq!(found.origin, Origin::Override);
}

#[test]
fn env_var_wins_over_clang_dir_and_path() {
    let t = scratch();
    let var = fake_llc(&t.path().join("var"), "llc");
    let bin = t.path().join("bin");
    fake_tool(&bin, "clang", "19.1.7", &[]);
    fake_llc(&bin, "llc");
    let mut env = bare_env();
    env.llc_path_var = Some(var.clone());
    env.path = vec![bin];
    let found = find_tool(&amdgpu_llc(), &env).expect("found");
    assert_eq!((found.path, found.origin), (var, Origin::EnvVar));
}

#[test]
fn clang_dir_wins_over_earlier_path_entries() {
    let t = scratch();
    let early = t.path().join("early");
    let clang_bin = t.path().join("clang-bin");
    fake_llc(&early, "llc");
    fake_tool(&clang_bin, "clang", "19.1.7", &[]);
    let beside_clang = fake_llc(&clang_bin, "llc");
    let mut env = bare_env();
    env.path = vec![early, clang_bin];
    let found = find_tool(&amdgpu_llc(), &env).expect("found");
    assert_eq!((found.path, found.origin), (beside_clang, Origin::ClangDir));
}

#[test]
fn clang_symlink_is_followed_to_its_real_dir() {
    let t = scratch();
    let real = t.path().join("llvm-19/bin");
    let clang = fake_tool(&real, "clang", "19.1.7", &[]);
    let llc = fake_llc(&real, "llc");
    let bin = t.path().join("bin");
    std::fs::create_dir_all(&bin).expect("mkdir");
    symlink(&clang, bin.join("clang")).expect("symlink");
    let mut env = bare_env();
    env.path = vec![bin];
    let found = find_tool(&amdgpu_llc(), &env).expect("found");
    assert_eq!(found.path.canonicalize().ok(), llc.canonicalize().ok());
    assert_eq!(found.origin, Origin::ClangDir);
}

#[test]
fn versioned_names_on_path_newest_first() {
    let t = scratch();
    let a = t.path().join("a");
    let b = t.path().join("b");
    fake_llc(&a, "llc");
    fake_llc(&a, "llc-17");
    fake_llc(&b, "llc-9");
    let newest = fake_llc(&b, "llc-19");
    let mut env = bare_env();
    env.path = vec![a, b];
    let found = find_tool(&amdgpu_llc(), &env).expect("found");
    assert_eq!((found.path, found.origin), (newest, Origin::Path));
}

#[test]
fn unversioned_name_on_path_is_found() {
    let t = scratch();
    let llc = fake_llc(&t.path().join("bin"), "llc");
    let mut env = bare_env();
    env.path = vec![t.path().join("empty"), t.path().join("bin")];
    assert_eq!(find_tool(&amdgpu_llc(), &env).expect("found").path, llc);
}

#[test]
fn platform_default_glob_newest_first() {
    let t = scratch();
    let lib = t.path().join("usr/lib");
    fake_llc(&lib.join("llvm-9/bin"), "llc");
    let newest = fake_llc(&lib.join("llvm-18/bin"), "llc");
    fake_llc(&lib.join("llvm-17/bin"), "llc");
    let rocm = t.path().join("opt/rocm/llvm/bin");
    fake_llc(&rocm, "llc");
    let mut env = bare_env();
    env.defaults = vec![
        DefaultLocation::VersionedLlvm(lib),
        DefaultLocation::Bin(rocm),
    ];
    let found = find_tool(&amdgpu_llc(), &env).expect("found");
    assert_eq!(
        (found.path, found.origin),
        (newest, Origin::PlatformDefault)
    );
}

#[test]
fn rocm_default_is_used_when_nothing_else_exists() {
    let t = scratch();
    let rocm = t.path().join("opt/rocm/llvm/bin");
    let llc = fake_llc(&rocm, "llc");
    let mut env = bare_env();
    env.defaults = vec![
        DefaultLocation::VersionedLlvm(t.path().join("usr/lib")),
        DefaultLocation::Bin(rocm),
    ];
    assert_eq!(find_tool(&amdgpu_llc(), &env).expect("found").path, llc);
}

#[test]
fn lld_env_var_wins_over_path() {
    let t = scratch();
    let var = fake_tool(&t.path().join("var"), "ld.lld", "19.1.7", &[]);
    fake_tool(&t.path().join("bin"), "ld.lld-19", "19.1.7", &[]);
    let mut env = bare_env();
    env.lld_path_var = Some(var.clone());
    env.path = vec![t.path().join("bin")];
    let found = find_tool(&ToolRequest::new(Tool::Lld), &env).expect("found");
    assert_eq!((found.path, found.origin), (var, Origin::EnvVar));
}

#[test]
fn opt_is_taken_from_beside_the_llc_found_first() {
    let t = scratch();
    let bin = t.path().join("bin");
    let llc = fake_llc(&bin, "llc-19");
    fake_tool(&bin, "opt", "14.0.6", &[]);
    let opt19 = fake_tool(&bin, "opt-19", "19.1.7", &[]);
    let mut env = bare_env();
    env.path = vec![bin];
    let explicit = find_tool(&ToolRequest::new(Tool::Opt).with_llc(&llc), &env).expect("found");
    assert_eq!(
        (explicit.path, explicit.origin),
        (opt19.clone(), Origin::NextToLlc)
    );
    // Without a hint, llc is found first (llc-19 on PATH) and opt beside it.
    let implicit = find_tool(&ToolRequest::new(Tool::ReadElf), &env);
    assert!(implicit.is_err(), "no llvm-readelf anywhere");
    let opt = find_tool(&ToolRequest::new(Tool::Opt), &env).expect("found");
    assert_eq!(opt.path, opt19);
}

#[test]
fn version_probe_runs_once_per_path() {
    let t = scratch();
    let count = t.path().join("count");
    let body = format!(
        "echo x >> '{}'\ncat <<'V'\n{}V\n",
        count.display(),
        common::version_text("19.1.7", ALL_TARGETS)
    );
    let llc = common::write_script(&t.path().join("bin"), "llc", &body);
    let mut env = bare_env();
    env.path = vec![t.path().join("bin")];
    for _ in 0..3 {
        assert_eq!(find_tool(&amdgpu_llc(), &env).expect("found").path, llc);
    }
    let runs = std::fs::read_to_string(&count).expect("count file");
    assert_eq!(runs.lines().count(), 1);
}
