//! The surface: options, capabilities, layout and errors.

use magpie_gpu::kernel_layout::PtxParamKind;
use magpie_gpu::{Capability, Target};
use magpie_mpir::{parse, verify, Module, ModuleInfo};

use crate::{capabilities_for, emit, ErrorKind, Options};

fn load(src: &str) -> (Module, ModuleInfo) {
    let module = parse(src).value.expect("parses");
    let info = verify(&module).value.expect("verifies");
    (module, info)
}

const VECTOR_ADD: &str = "gpu fn @add(%a: gpu.TBuffer<f32>, %b: gpu.TBuffer<f32>, %o: gpu.TBuffer<f32>, %n: u32) -> unit workgroup(256, 1, 1) {\nbb0:\n    %i: u32 = gpu.global_id { dim=const.u32 0 }\n    %ok: bool = icmp.ult { lhs=%i, rhs=%n }\n    cbr %ok bb1 bb2\nbb1:\n    %x: f32 = gpu.buffer_load<f32> { buf=%a, idx=%i }\n    %y: f32 = gpu.buffer_load<f32> { buf=%b, idx=%i }\n    %z: f32 = f.add { lhs=%x, rhs=%y }\n    gpu.buffer_store<f32> { buf=%o, idx=%i, v=%z }\n    br bb2\nbb2:\n    ret\n}\n";

#[test]
fn vector_add_surface() {
    let (m, info) = load(VECTOR_ADD);
    let k = m.function_by_name("add").unwrap();
    let out = emit(&m, &info, k, &Options::default()).unwrap();
    assert_eq!(out.entry_point, "add");
    assert_eq!(out.arch, "gfx942");
    assert_eq!(out.wavefront_size, 64);
    assert_eq!(out.max_block, 256);
    for needle in [
        "target triple = \"amdgcn-amd-amdhsa\"",
        "define amdgpu_kernel void @add(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %o, i32 %n, i32 %a.len, i32 %b.len, i32 %o.len) #0",
        "\"amdgpu-flat-work-group-size\"=\"1,256\"",
        "\"denormal-fp-math-f32\"=\"ieee,ieee\"",
        "!{i32 1, !\"amdhsa_code_object_version\", i32 500}",
        "call i32 @llvm.amdgcn.workitem.id.x()",
        "call i32 @llvm.amdgcn.workgroup.id.x()",
        "fadd float",
        "getelementptr inbounds float, ptr addrspace(1) %a, i64",
    ] {
        assert!(out.llvm_ir.contains(needle), "missing `{needle}` in:\n{}", out.llvm_ir);
    }
    let kinds: Vec<&PtxParamKind> = out.layout.params.iter().map(|p| &p.kind).collect();
    assert!(matches!(kinds[3], PtxParamKind::Value { param: 3, .. }));
    assert!(matches!(kinds[4], PtxParamKind::BufferLen { param: 0 }));
    assert!(out.readonly_params.is_empty());
    // With noalias the inputs are readonly.
    let o = Options {
        noalias: true,
        ..Options::default()
    };
    let fast = emit(&m, &info, k, &o).unwrap();
    assert_eq!(fast.readonly_params, vec![0, 1]);
    assert!(
        fast.llvm_ir
            .contains("ptr addrspace(1) noalias readonly %a"),
        "{}",
        fast.llvm_ir
    );
    // Deterministic.
    assert_eq!(emit(&m, &info, k, &Options::default()).unwrap(), out);
}

#[test]
fn wave32_on_rdna() {
    let (m, info) = load(VECTOR_ADD);
    let k = m.function_by_name("add").unwrap();
    let o = Options::for_target(&Target::parse("gfx1100").unwrap());
    assert!(!o.has(Capability::HipWave64));
    let out = emit(&m, &info, k, &o).unwrap();
    assert_eq!(out.wavefront_size, 32);
    assert!(out.llvm_ir.contains("+wavefrontsize32"), "{}", out.llvm_ir);
    assert!(capabilities_for("gfx90a").contains(&Capability::HipWave64));
}

#[test]
fn unknown_arch_and_non_kernels_are_refused() {
    let (m, info) = load(VECTOR_ADD);
    let k = m.function_by_name("add").unwrap();
    let o = Options {
        arch: "gfx950".into(),
        ..Options::default()
    };
    let e = emit(&m, &info, k, &o).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unsupported);
    assert_eq!(e.diagnostic.code, magpie_diag::codes::MPG_CORE_1200);
    assert!(e
        .message()
        .starts_with("unsupported by the HIP backend: the architecture `gfx950`"));
    let (m, info) = load("gpu fn @f(%x: u32) -> u32 {\nbb0:\n    ret %x\n}\n");
    let f = m.function_by_name("f").unwrap();
    assert_eq!(
        emit(&m, &info, f, &Options::default()).unwrap_err().kind,
        ErrorKind::Unsupported
    );
}

#[test]
fn shared_memory_over_64_kib_is_hip_2001() {
    let (m, info) = load("gpu fn @k(%o: gpu.TBuffer<f32>) -> unit {\nbb0:\n    %s: ptr = gpu.shared<16385, f32>\n    %x: f32 = gpu.buffer_load<f32> { buf=%s, idx=const.u32 0 }\n    gpu.buffer_store<f32> { buf=%o, idx=const.u32 0, v=%x }\n    ret\n}\n");
    let k = m.function_by_name("k").unwrap();
    let e = emit(&m, &info, k, &Options::default()).unwrap_err();
    assert_eq!(e.kind, ErrorKind::SharedMemory);
    assert_eq!(e.diagnostic.code, magpie_diag::codes::MPG_HIP_2001);
    assert!(e.diagnostic.primary_span().is_some());
}

#[test]
fn predicates_follow_the_arch() {
    let (m, info) = load("gpu fn @k(%o: gpu.TBuffer<u32>) -> unit {\nbb0:\n    %p: pred = gpu.target.is { name=\"gfx9\" }\n    cbr %p bb1 bb2\nbb1:\n    gpu.buffer_store<u32> { buf=%o, idx=const.u32 0, v=const.u32 9 }\n    ret\nbb2:\n    gpu.buffer_store<u32> { buf=%o, idx=const.u32 0, v=const.u32 11 }\n    ret\n}\n");
    let k = m.function_by_name("k").unwrap();
    let a = emit(&m, &info, k, &Options::default()).unwrap();
    assert!(a.llvm_ir.contains("store i32 9"), "{}", a.llvm_ir);
    assert!(!a.llvm_ir.contains("store i32 11"), "{}", a.llvm_ir);
    assert_eq!(a.predicates.len(), 1);
    assert!(a.predicates[0].1);
    let b = emit(
        &m,
        &info,
        k,
        &Options::for_target(&Target::parse("gfx1201").unwrap()),
    )
    .unwrap();
    assert!(b.llvm_ir.contains("store i32 11"), "{}", b.llvm_ir);
}

#[test]
fn a_workgroup_over_1024_is_refused() {
    let (m, info) =
        load("gpu fn @k(%o: gpu.TBuffer<u32>) -> unit workgroup(64, 32, 1) {\nbb0:\n    ret\n}\n");
    let k = m.function_by_name("k").unwrap();
    let e = emit(&m, &info, k, &Options::default()).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unsupported);
    assert!(e.message().contains("2048 work-items"), "{}", e.message());
}
