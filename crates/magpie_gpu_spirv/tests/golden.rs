//! The spec's §17.1 vector add in SPIR-V assembly, compared with
//! `tests/out/spv/17_1_vector_add.spvasm` (rewrite it with MAGPIE_BLESS=1),
//! plus the decorations the runtime relies on, and the error cases.

use std::path::Path;

use magpie_gpu::Capability;
use magpie_gpu_spirv::{emit, ErrorKind, Options};
use magpie_mpir::{parse, verify, Module, ModuleInfo};

fn load(src: &str) -> (Module, ModuleInfo) {
    let module = parse(src).value.expect("parses");
    let info = verify(&module).value.expect("verifies");
    (module, info)
}

fn vector_add() -> (Module, ModuleInfo) {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/spec/17_1_vector_add_spv.mp");
    load(&std::fs::read_to_string(path).unwrap())
}

#[test]
fn vector_add_disassembly() {
    let (m, info) = vector_add();
    let k = m.function_by_name("kernel_add").unwrap();
    let out = emit(&m, &info, k, &Options::default()).unwrap();
    let asm = out.disassemble();
    for needle in [
        "OpEntryPoint GLCompute",
        "\"kernel_add\"",
        "OpExecutionModeId",
        "OpDecorate %",
        "DescriptorSet 0",
        "Binding 0",
        "Binding 1",
        "SpecId 0",
        "SpecId 1",
        "SpecId 2",
        "NoContraction",
        "ArrayStride 4",
        "OpSpecConstant",
        "256",
        "BuiltIn GlobalInvocationId",
        "OpSelectionMerge",
        "Block",
    ] {
        assert!(asm.contains(needle), "missing `{needle}` in:\n{asm}");
    }
    assert_eq!(out.entry_point, "kernel_add");
    assert_eq!(out.layout.push_constant_size, 16);
    let golden = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/out/spv/17_1_vector_add.spvasm");
    if std::env::var_os("MAGPIE_BLESS").is_some() {
        std::fs::create_dir_all(golden.parent().unwrap()).unwrap();
        std::fs::write(&golden, &asm).unwrap();
    } else {
        let want = std::fs::read_to_string(&golden)
            .expect("golden missing: run with MAGPIE_BLESS=1 to create it");
        assert_eq!(
            asm, want,
            "disassembly changed: rerun with MAGPIE_BLESS=1 if intended"
        );
    }
}

#[test]
fn emission_is_deterministic() {
    let (m, info) = vector_add();
    let k = m.function_by_name("kernel_add").unwrap();
    let a = emit(&m, &info, k, &Options::default()).unwrap();
    let b = emit(&m, &info, k, &Options::default()).unwrap();
    assert_eq!(a.words, b.words);
}

#[test]
fn a_missing_capability_is_mpg_core_1200() {
    let (m, info) = load(
        "gpu fn @k(%o: gpu.TBuffer<f64>) -> unit {\nbb0:\n    gpu.buffer_store<f64> { buf=%o, idx=const.u32 0, v=const.f64 1.0 }\n    ret\n}\n",
    );
    let k = m.function_by_name("k").unwrap();
    let options = Options {
        capabilities: vec![Capability::Subgroups],
        ..Options::default()
    };
    let e = emit(&m, &info, k, &options).unwrap_err();
    assert_eq!(e.kind, ErrorKind::MissingCapability(Capability::Float64));
    assert_eq!(e.diagnostic.code.name(), "MPG_CORE_1200");
    assert!(e.message().contains("float64"), "{}", e.message());
}

#[test]
fn predicates_resolve_against_the_options() {
    let src = "gpu fn @k(%o: gpu.TBuffer<u32>) -> unit {\nbb0:\n    %sg: pred = gpu.target.has { cap=\"subgroups\" }\n    cbr %sg bb1 bb2\nbb1:\n    %l: u32 = gpu.subgroup.lane\n    gpu.buffer_store<u32> { buf=%o, idx=const.u32 0, v=%l }\n    br bb3\nbb2:\n    gpu.buffer_store<u32> { buf=%o, idx=const.u32 0, v=const.u32 7 }\n    br bb3\nbb3:\n    ret\n}\n";
    let (m, info) = load(src);
    let k = m.function_by_name("k").unwrap();
    let with = emit(&m, &info, k, &Options::default())
        .unwrap()
        .disassemble();
    assert!(with.contains("GroupNonUniform"), "{with}");
    let without = Options {
        capabilities: vec![],
        ..Options::default()
    };
    let asm = emit(&m, &info, k, &without).unwrap().disassemble();
    assert!(!asm.contains("GroupNonUniform"), "{asm}");
    assert!(!asm.contains("OpBranchConditional"), "{asm}");
}

#[test]
fn a_value_returning_function_has_no_entry_point() {
    let (m, info) = load("gpu fn @f(%x: u32) -> u32 {\nbb0:\n    ret %x\n}\n");
    let f = m.function_by_name("f").unwrap();
    let e = emit(&m, &info, f, &Options::default()).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unsupported);
}
