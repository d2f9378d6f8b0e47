//! `emit --target hip`: the spec's §17.4 vector add as an AMD code object
//! (HSACO, through `llc` and `ld.lld` found in §14's order) whose notes
//! name the kernel and its arguments, and as the LLVM module with
//! `--disassemble`. Without LLVM's tools the test prints a skip line,
//! unless `MAGPIE_REQUIRE` names `llc` (CI does).

mod common;

use std::process::Command;

use common::magpie;

/// `llvm-readelf` as the product finds it, or `None` after the skip rule.
fn readelf() -> Option<std::path::PathBuf> {
    use magpie_llvm_tools::{find_tool, Environment, LlvmTarget, Tool, ToolRequest};
    let env = Environment::from_process();
    let found = find_tool(
        &ToolRequest::llc_for(LlvmTarget::Amdgpu).with_min_major(17),
        &env,
    )
    .and_then(|llc| find_tool(&ToolRequest::new(Tool::ReadElf).with_llc(llc.path), &env));
    match found {
        Ok(t) => Some(t.path),
        Err(e) => {
            let required = std::env::var("MAGPIE_REQUIRE")
                .is_ok_and(|v| v.split(',').any(|t| t.trim() == "llc" || t.trim() == "all"));
            assert!(!required, "MAGPIE_REQUIRE names llc, but: {e}");
            eprintln!("skip: emit_hip: no LLVM tools: {e}");
            None
        }
    }
}

#[test]
fn vector_add_emits_a_code_object_per_arch() {
    let Some(readelf) = readelf() else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("magpie_emit_hip_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (arch, wave) in [("gfx942", 64), ("gfx1100", 32)] {
        let out = dir.join(format!("{arch}.hsaco"));
        let r = magpie(&[
            "emit",
            "examples/spec/17_4_vector_add_hip.mp",
            "--target",
            "hip",
            "--arch",
            arch,
            "-o",
            out.to_str().unwrap(),
        ]);
        assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
        let bytes = std::fs::read(&out).unwrap();
        assert_eq!(&bytes[..4], b"\x7fELF", "{arch}: not an ELF file");
        let notes = Command::new(&readelf)
            .arg("--notes")
            .arg(&out)
            .output()
            .unwrap();
        let notes = String::from_utf8_lossy(&notes.stdout);
        assert!(
            notes.contains(&format!("amdgcn-amd-amdhsa--{arch}")),
            "{notes}"
        );
        assert!(
            notes.contains(&format!(".wavefront_size: {wave}")),
            "{notes}"
        );
        assert!(notes.contains(".name:           kernel_add"), "{notes}");
    }
    std::fs::remove_dir_all(&dir).ok();
    let r = magpie(&[
        "emit",
        "examples/spec/17_4_vector_add_hip.mp",
        "--target",
        "hip:gfx942",
        "--disassemble",
    ]);
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    let text = String::from_utf8_lossy(&r.stdout);
    assert!(
        text.contains("target triple = \"amdgcn-amd-amdhsa\""),
        "{text}"
    );
    assert!(
        text.contains("define amdgpu_kernel void @kernel_add("),
        "{text}"
    );
}
