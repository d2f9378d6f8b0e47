//! The surface: the module for NVPTX, the layout the CUDA runtime passes,
//! predicates answered as the direct emitter answers them, the errors.

use magpie_diag::codes;
use magpie_gpu::{BackendEmitter, Target};
use magpie_mpir::{parse, verify, Module, ModuleInfo};

use crate::{emit, Options, ToolPaths};

fn load(src: &str) -> (Module, ModuleInfo) {
    let module = parse(src).value.expect("parses");
    let info = verify(&module).value.expect("verifies");
    (module, info)
}

fn options(arch: &str) -> Options {
    Options::for_target(&Target::parse(&format!("ptx:{arch}")).unwrap())
}

const VECTOR_ADD: &str = "gpu fn @add(%a: gpu.TBuffer<f32>, %b: gpu.TBuffer<f32>, %o: gpu.TBuffer<f32>, %n: u32) -> unit workgroup(256, 1, 1) {\nbb0:\n    %i: u32 = gpu.global_id { dim=const.u32 0 }\n    %ok: bool = icmp.ult { lhs=%i, rhs=%n }\n    cbr %ok bb1 bb2\nbb1:\n    %x: f32 = gpu.buffer_load<f32> { buf=%a, idx=%i }\n    %y: f32 = gpu.buffer_load<f32> { buf=%b, idx=%i }\n    %z: f32 = f.add { lhs=%x, rhs=%y }\n    gpu.buffer_store<f32> { buf=%o, idx=%i, v=%z }\n    br bb2\nbb2:\n    ret\n}\n";

/// Stores 1 to out[0] when the device is at least sm_80, 1 to out[1] when
/// it is exactly sm_90a.
const BY_ARCH: &str = "gpu fn @by_arch(%out: gpu.TBuffer<u32>) -> unit workgroup(1, 1, 1) {\nbb0:\n    %p: pred = gpu.target.is { name=\"sm_80\" }\n    %q: pred = gpu.target.is { name=\"sm_90a\" }\n    cbr %p bb1 bb2\nbb1:\n    gpu.buffer_store<u32> { buf=%out, idx=const.u32 0, v=const.u32 1 }\n    br bb2\nbb2:\n    cbr %q bb3 bb4\nbb3:\n    gpu.buffer_store<u32> { buf=%out, idx=const.u32 1, v=const.u32 1 }\n    br bb4\nbb4:\n    ret\n}\n";

#[test]
fn vector_add_is_an_nvptx_kernel_with_the_direct_emitters_layout() {
    let (m, info) = load(VECTOR_ADD);
    let k = m.function_by_name("add").unwrap();
    let out = emit(&m, &info, k, &options("sm_90")).unwrap();
    assert_eq!(out.entry_point, "add");
    assert_eq!(out.max_block, 256);
    for needle in [
        "target triple = \"nvptx64-nvidia-cuda\"",
        "fadd float",
        "!nvvm.annotations",
    ] {
        assert!(
            out.llvm_ir.contains(needle),
            "missing `{needle}` in:\n{}",
            out.llvm_ir
        );
    }
    // The CUDA runtime passes one argument buffer for either PTX: the
    // direct emitter's offsets are the contract.
    let direct = magpie_gpu_ptx::emit(
        &m,
        &info,
        k,
        &magpie_gpu_ptx::Options::for_target(&Target::parse("ptx:sm_90").unwrap()),
    )
    .unwrap();
    assert_eq!(out.layout, direct.layout);
    // Three buffers of 8 bytes, n (4), three hidden lengths (4 each).
    let offsets: Vec<u32> = out.layout.params.iter().map(|p| p.offset).collect();
    assert_eq!(offsets, vec![0, 8, 16, 24, 28, 32, 36]);
    // Deterministic.
    assert_eq!(emit(&m, &info, k, &options("sm_90")).unwrap(), out);
}

#[test]
fn predicates_are_answered_for_the_arch() {
    let (m, info) = load(BY_ARCH);
    let k = m.function_by_name("by_arch").unwrap();
    let answers = |arch: &str| -> Vec<bool> {
        emit(&m, &info, k, &options(arch))
            .unwrap()
            .predicates
            .iter()
            .map(|(_, v)| *v)
            .collect()
    };
    // sm_80, then sm_90a, in the module's order.
    assert_eq!(answers("sm_70"), vec![false, false]);
    assert_eq!(answers("sm_90"), vec![true, false]);
    assert_eq!(answers("sm_90a"), vec![true, true]);
    // A branch answered false leaves no store behind.
    let sm70 = emit(&m, &info, k, &options("sm_70")).unwrap();
    assert!(!sm70.llvm_ir.contains("store"), "{}", sm70.llvm_ir);
    let sm90 = emit(&m, &info, k, &options("sm_90")).unwrap();
    assert_eq!(
        sm90.llvm_ir.matches("store i32 1").count(),
        1,
        "{}",
        sm90.llvm_ir
    );
}

#[test]
fn an_arch_that_is_not_sm_is_refused() {
    let (m, info) = load(VECTOR_ADD);
    let k = m.function_by_name("add").unwrap();
    let o = Options {
        arch: "gfx942".into(),
        ..options("sm_90")
    };
    let e = emit(&m, &info, k, &o).unwrap_err();
    assert_eq!(e.code, codes::MPG_CORE_1200);
    assert!(e.message.contains("gfx942"), "{}", e.message);
}

#[test]
fn a_device_function_has_no_entry_point() {
    let src = "gpu fn @twice(%x: u32) -> u32 {\nbb0:\n    %y: u32 = i.add { lhs=%x, rhs=%x }\n    ret %y\n}\n";
    let (m, info) = load(src);
    let f = m.function_by_name("twice").unwrap();
    let e = emit(&m, &info, f, &options("sm_90")).unwrap_err();
    assert_eq!(e.code, codes::MPG_CORE_1200);
    assert!(e.message.contains("entry point"), "{}", e.message);
}

/// A fake `llc` (given as the `[gpu.tools]` override) that lists NVPTX
/// and fails on every compile: its words come back under MPG_PTX_2002.
#[cfg(unix)]
#[test]
fn a_failing_llc_is_mpg_ptx_2002_with_its_message() {
    use std::os::unix::fs::PermissionsExt;
    let dir = std::env::temp_dir().join(format!("magpie_nvptx_fake_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let llc = dir.join("llc");
    std::fs::write(
        &llc,
        "#!/bin/sh\nif [ \"$1\" = --version ]; then\n  printf 'LLVM (http://llvm.org/):\\n  LLVM version 19.1.7\\n\\n  Registered Targets:\\n    nvptx64 - NVIDIA PTX 64-bit\\n'\n  exit 0\nfi\necho 'llc: error: this llc is a fake' >&2\nexit 1\n",
    )
    .unwrap();
    std::fs::set_permissions(&llc, std::fs::Permissions::from_mode(0o755)).unwrap();
    let (m, info) = load(VECTOR_ADD);
    let k = m.function_by_name("add").unwrap();
    let o = Options {
        optimize: false,
        ..options("sm_90")
    };
    let tools = ToolPaths { llc: Some(llc) };
    let e = crate::NvptxViaLlc::emit(&m, &info, k, &(o, tools)).unwrap_err();
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(e.code, codes::MPG_PTX_2002);
    assert!(e.notes.join("\n").contains("this llc is a fake"), "{e:?}");
}

#[test]
fn the_ptx_isa_asked_for_knows_the_arch_and_the_warp_intrinsics() {
    use crate::compile::ptx_isa;
    // sm_70 came with PTX 6.0, activemask with 6.2: 6.3 asked for.
    assert_eq!(ptx_isa("sm_70"), 63);
    assert_eq!(ptx_isa("sm_75"), 63);
    assert_eq!(ptx_isa("sm_80"), 70);
    assert_eq!(ptx_isa("sm_90"), 78);
    assert_eq!(ptx_isa("sm_90a"), 80);
}
