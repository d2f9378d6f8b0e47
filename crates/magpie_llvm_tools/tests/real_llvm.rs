//! The real `llc` and `ld.lld`, when installed: a tiny AMDGCN kernel
//! compiled for gfx942 and linked into a code object.
//!
//! Skips (with a printed reason) when the tools are missing, unless
//! `MAGPIE_REQUIRE` names `llc` or `all`.

use magpie_llvm_tools::{
    find_tool, link_hsaco, run_llc, Environment, LlvmTarget, Tool, ToolRequest,
};

const KERNEL: &str = r#"target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @store_one(ptr addrspace(1) %out) {
entry:
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
"#;

fn required() -> bool {
    std::env::var("MAGPIE_REQUIRE")
        .map(|v| v.split(',').any(|t| matches!(t.trim(), "llc" | "all")))
        .unwrap_or(false)
}

#[test]
fn compiles_and_links_a_gfx942_kernel() {
    let env = Environment::from_process();
    // gfx942 is known from LLVM 17 on.
    let llc = find_tool(
        &ToolRequest::llc_for(LlvmTarget::Amdgpu).with_min_major(17),
        &env,
    );
    let lld = find_tool(&ToolRequest::new(Tool::Lld), &env);
    let (llc, lld) = match (llc, lld) {
        (Ok(llc), Ok(lld)) => (llc, lld),
        (llc, lld) => {
            let why: Vec<String> = [llc.err(), lld.err()]
                .into_iter()
                .flatten()
                .map(|e| e.to_string())
                .collect();
            assert!(
                !required(),
                "llc is required (MAGPIE_REQUIRE): {}",
                why.join("\n")
            );
            eprintln!("skip: {}", why.join("\n"));
            return;
        }
    };
    let args = [
        "-mtriple=amdgcn-amd-amdhsa",
        "-mcpu=gfx942",
        "-O2",
        "-filetype=obj",
    ];
    let object = run_llc(&llc.path, &args, KERNEL).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(object.get(..4), Some(&b"\x7fELF"[..]));
    let hsaco = link_hsaco(&lld.path, &[&object]).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(hsaco.get(..4), Some(&b"\x7fELF"[..]));
    // ET_DYN: a shared object, as the HIP runtime loads.
    assert_eq!(hsaco.get(16..18), Some(&[3u8, 0][..]));
}
