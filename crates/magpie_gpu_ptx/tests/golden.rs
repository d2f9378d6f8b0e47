//! Golden PTX: every kernel of the corpus that emits, for sm_70, plus the
//! f16/bf16 kernels and the spec's vector add (with `noalias`) for sm_90,
//! compared with `tests/out/<file>.<kernel>.<arch>.ptx`. Rewrite them with
//! `MAGPIE_BLESS=1` (which also deletes goldens no kernel produces any
//! more). The goldens are assembled by ptxas in `corpus.rs`'s way when it
//! is present. Also: the surface's facts (layout, entry name, version,
//! read-only parameters) and the error kinds.

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use common::{mp_files, ptxas, repo};
use magpie_gpu::kernel_layout::PtxParamKind;
use magpie_gpu::{Capability, Target};
use magpie_gpu_ptx::{emit, ErrorKind, Options};
use magpie_mpir::{parse, verify, Module, ModuleInfo};

fn load(src: &str) -> (Module, ModuleInfo) {
    let module = parse(src).value.expect("parses");
    let info = verify(&module).value.expect("verifies");
    (module, info)
}

fn out_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/out")
}

fn options(arch: &str, noalias: bool) -> Options {
    Options {
        noalias,
        ..Options::for_target(&Target::parse(arch).unwrap())
    }
}

/// `golden file name -> (PTX, arch)` for every golden case.
fn goldens() -> BTreeMap<String, (String, &'static str)> {
    let root = repo();
    let mut files = Vec::new();
    mp_files(&root.join("tests/kernels/in"), &mut files);
    mp_files(&root.join("examples"), &mut files);
    mp_files(&root.join("crates/magpie_gpu_ptx/tests/in"), &mut files);
    let mut out = BTreeMap::new();
    for file in &files {
        let src = std::fs::read_to_string(file).unwrap();
        let Some(module) = parse(&src).value else {
            continue;
        };
        let Some(info) = verify(&module).value else {
            continue;
        };
        let stem = file.file_stem().unwrap().to_string_lossy().to_string();
        let narrow = stem.starts_with("f16_") || stem.starts_with("bf16_") || stem == "casts";
        let vector_add = stem == "17_1_vector_add_spv";
        let mut cases = vec![("sm_70", false)];
        if narrow {
            cases.push(("sm_90", false));
        }
        if vector_add {
            cases.push(("sm_90", true));
        }
        for (fid, f) in module.functions.iter() {
            if !f.is_kernel() {
                continue;
            }
            for &(arch, noalias) in &cases {
                if let Ok(k) = emit(&module, &info, fid, &options(arch, noalias)) {
                    let suffix = if noalias { ".noalias" } else { "" };
                    let name = format!("{stem}.{}.{arch}{suffix}.ptx", f.name);
                    out.insert(name, (k.text, arch));
                }
            }
        }
    }
    out
}

#[test]
fn golden_ptx() {
    let dir = out_dir();
    let all = goldens();
    assert!(all.len() > 40, "only {} goldens", all.len());
    let bless = std::env::var_os("MAGPIE_BLESS").is_some();
    let mut failures = Vec::new();
    if bless {
        std::fs::create_dir_all(&dir).unwrap();
    }
    let existing: Vec<String> = std::fs::read_dir(&dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().to_string())
                .filter(|n| n.ends_with(".ptx"))
                .collect()
        })
        .unwrap_or_default();
    for name in &existing {
        if !all.contains_key(name) {
            if bless {
                std::fs::remove_file(dir.join(name)).unwrap();
            } else {
                failures.push(format!("{name}: no kernel produces it any more"));
            }
        }
    }
    let tool = ptxas();
    for (name, (text, arch)) in &all {
        let path = dir.join(name);
        if bless {
            std::fs::write(&path, text).unwrap();
        } else {
            match std::fs::read_to_string(&path) {
                Ok(want) if want == *text => {}
                Ok(_) => failures.push(format!("{name}: changed")),
                Err(_) => failures.push(format!("{name}: missing")),
            }
        }
        if let Some(tool) = &tool {
            if let Err(e) = tool.assemble(text, arch, &format!("golden_{name}")) {
                failures.push(format!("{name}: ptxas:\n{e}"));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} goldens differ (rerun with MAGPIE_BLESS=1 if intended):\n{}",
        failures.len(),
        failures.join("\n")
    );
}

fn vector_add() -> (Module, ModuleInfo) {
    let path = repo().join("examples/spec/17_1_vector_add_spv.mp");
    load(&std::fs::read_to_string(path).unwrap())
}

#[test]
fn vector_add_surface() {
    let (m, info) = vector_add();
    let k = m.function_by_name("kernel_add").unwrap();
    let out = emit(&m, &info, k, &Options::default()).unwrap();
    assert_eq!(out.entry_point, "kernel_add");
    assert_eq!(out.ptx_version, (6, 0));
    for needle in [
        ".version 6.0",
        ".target sm_70",
        ".address_size 64",
        ".visible .entry kernel_add(",
        ".param .u64 param_0",
        ".param .u32 param_2",
        ".param .u32 len_1",
        ".maxntid 256, 1, 1",
        "cvta.to.global.u64",
        "mul.wide.u32",
        "add.rn.f32",
        "ld.global.f32",
        "st.global.f32",
    ] {
        assert!(
            out.text.contains(needle),
            "missing `{needle}` in:\n{}",
            out.text
        );
    }
    assert!(!out.text.contains(".ftz"), "{}", out.text);
    assert!(out.readonly_params.is_empty());
    let kinds: Vec<&PtxParamKind> = out.layout.params.iter().map(|p| &p.kind).collect();
    assert!(matches!(
        kinds[0],
        PtxParamKind::Buffer {
            param: 0,
            elem_stride: 4
        }
    ));
    assert!(matches!(kinds[2], PtxParamKind::Value { param: 2, .. }));
    assert!(matches!(kinds[3], PtxParamKind::BufferLen { param: 0 }));
    assert_eq!(out.layout.args_size, 28);

    // With noalias the never-written input takes the read-only path.
    let fast = emit(&m, &info, k, &options("sm_90", true)).unwrap();
    assert_eq!(fast.readonly_params, vec![0]);
    assert!(fast.text.contains("ld.global.nc.f32"), "{}", fast.text);
    assert!(fast.text.contains(".version 7.8"), "{}", fast.text);
}

#[test]
fn emission_is_deterministic() {
    let (m, info) = vector_add();
    let k = m.function_by_name("kernel_add").unwrap();
    let a = emit(&m, &info, k, &Options::default()).unwrap();
    let b = emit(&m, &info, k, &Options::default()).unwrap();
    assert_eq!(a, b);
}

#[test]
fn a_read_only_kernel_uses_nc_without_noalias() {
    // Writes no buffer: nothing can alias a write, so both inputs qualify.
    let (m, info) = load(
        "gpu fn @k(%a: gpu.TBuffer<f32>, %b: gpu.TBuffer<u32>) -> unit {\nbb0:\n    %x: f32 = gpu.buffer_load<f32> { buf=%a, idx=const.u32 1 }\n    %y: u32 = gpu.atomic.add<u32> { buf=%b, idx=const.u32 0, v=const.u32 1 }\n    ret\n}\n",
    );
    let k = m.function_by_name("k").unwrap();
    let out = emit(&m, &info, k, &Options::default()).unwrap();
    // The atomic writes %b: without noalias %a may be the same memory.
    assert!(out.readonly_params.is_empty(), "{}", out.text);
    let out = emit(&m, &info, k, &options("sm_70", true)).unwrap();
    assert_eq!(out.readonly_params, vec![0], "{}", out.text);
    let (m, info) = load(
        "gpu fn @k(%a: gpu.TBuffer<f32>) -> unit {\nbb0:\n    %x: f32 = gpu.buffer_load<f32> { buf=%a, idx=const.u32 1 }\n    ret\n}\n",
    );
    let k = m.function_by_name("k").unwrap();
    let out = emit(&m, &info, k, &Options::default()).unwrap();
    assert_eq!(out.readonly_params, vec![0]);
}

#[test]
fn writes_through_device_functions_count() {
    let (m, info) = load(
        "gpu fn @k(%a: gpu.TBuffer<u32>, %b: gpu.TBuffer<u32>) -> unit {\nbb0:\n    %x: u32 = gpu.buffer_load<u32> { buf=%a, idx=const.u32 0 }\n    call_void @put { o=%a, v=%x }\n    %y: u32 = gpu.buffer_load<u32> { buf=%b, idx=const.u32 0 }\n    ret\n}\n\
         gpu fn @put(%o: gpu.TBuffer<u32>, %v: u32) -> unit {\nbb0:\n    gpu.buffer_store<u32> { buf=%o, idx=const.u32 1, v=%v }\n    ret\n}\n",
    );
    let k = m.function_by_name("k").unwrap();
    let out = emit(&m, &info, k, &options("sm_70", true)).unwrap();
    assert_eq!(out.readonly_params, vec![1], "{}", out.text);
    assert!(out.text.contains("inlined @put"), "{}", out.text);
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
}

#[test]
fn bf16_needs_sm_80() {
    let src = std::fs::read_to_string(repo().join("tests/kernels/in/bf16_arith.mp")).unwrap();
    let (m, info) = load(&src);
    let k = m.function_by_name("bf16_arith").unwrap();
    let e = emit(&m, &info, k, &options("sm_70", false)).unwrap_err();
    assert_eq!(e.kind, ErrorKind::MissingCapability(Capability::Bf16));
    assert_eq!(e.diagnostic.code.name(), "MPG_CORE_1200");
    let sm80 = emit(&m, &info, k, &options("sm_80", false)).unwrap();
    assert!(sm80.text.contains("cvt.rn.bf16.f32"), "{}", sm80.text);
    assert!(!sm80.text.contains("add.rn.bf16"), "{}", sm80.text);
    let sm90 = emit(&m, &info, k, &options("sm_90", false)).unwrap();
    assert!(sm90.text.contains("add.rn.bf16"), "{}", sm90.text);
    if let Some(tool) = ptxas() {
        tool.assemble(&sm80.text, "sm_80", "bf16_sm80").unwrap();
    }
}

#[test]
fn an_explicit_ptx_version_too_low_is_unsupported() {
    let src = std::fs::read_to_string(repo().join("tests/kernels/in/subgroup_basic.mp")).unwrap();
    let (m, info) = load(&src);
    let k = m.function_by_name("subgroup_basic").unwrap();
    let ok = emit(&m, &info, k, &Options::default()).unwrap();
    // activemask needs PTX ISA 6.2.
    assert_eq!(ok.ptx_version, (6, 2));
    let old = Options {
        ptx_version: Some((6, 0)),
        ..Options::default()
    };
    let e = emit(&m, &info, k, &old).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unsupported);
    let newer = Options {
        ptx_version: Some((8, 0)),
        ..Options::default()
    };
    assert!(emit(&m, &info, k, &newer)
        .unwrap()
        .text
        .contains(".version 8.0"));
}

#[test]
fn transcendentals_come_from_the_device_library() {
    let (m, info) = load(
        "gpu fn @k(%o: gpu.TBuffer<f32>) -> unit {\nbb0:\n    %x: f32 = gpu.buffer_load<f32> { buf=%o, idx=const.u32 0 }\n    %y: f32 = math.sin { v=%x }\n    gpu.buffer_store<f32> { buf=%o, idx=const.u32 0, v=%y }\n    ret\n}\n",
    );
    let k = m.function_by_name("k").unwrap();
    let ptx = emit(&m, &info, k, &Options::default()).expect("emits").text;
    // no approximate hardware instruction; the library's f64 code instead
    for approx in ["sin.approx", "ex2.approx", "lg2.approx"] {
        assert!(!ptx.contains(approx), "{approx} in:\n{ptx}");
    }
    assert!(ptx.contains("fma.rn.f64"), "{ptx}");
    assert!(ptx.contains("cvt.rn.f32.f64"), "{ptx}");
}

#[test]
fn too_much_shared_memory_is_mpg_ptx_2001() {
    let (m, info) = load(
        "gpu fn @k(%o: gpu.TBuffer<f32>) -> unit {\nbb0:\n    %s: ptr = gpu.shared<20000, f32>\n    %x: f32 = gpu.buffer_load<f32> { buf=%s, idx=const.u32 0 }\n    gpu.buffer_store<f32> { buf=%o, idx=const.u32 0, v=%x }\n    ret\n}\n",
    );
    let k = m.function_by_name("k").unwrap();
    let e = emit(&m, &info, k, &Options::default()).unwrap_err();
    assert_eq!(e.kind, ErrorKind::SharedMemory);
    assert_eq!(e.diagnostic.code.name(), "MPG_PTX_2001");
}

#[test]
fn a_value_returning_function_has_no_entry_point() {
    let (m, info) = load("gpu fn @f(%x: u32) -> u32 {\nbb0:\n    ret %x\n}\n");
    let f = m.function_by_name("f").unwrap();
    let e = emit(&m, &info, f, &Options::default()).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unsupported);
}

#[test]
fn predicates_resolve_against_the_options() {
    let src = "gpu fn @k(%o: gpu.TBuffer<u32>) -> unit {\nbb0:\n    %sg: pred = gpu.target.has { cap=\"subgroups\" }\n    %new: pred = gpu.target.is { name=\"sm_80\" }\n    %both: pred = pred.and { lhs=%sg, rhs=%new }\n    cbr %both bb1 bb2\nbb1:\n    %l: u32 = gpu.subgroup.lane\n    gpu.buffer_store<u32> { buf=%o, idx=const.u32 0, v=%l }\n    br bb3\nbb2:\n    gpu.buffer_store<u32> { buf=%o, idx=const.u32 0, v=const.u32 7 }\n    br bb3\nbb3:\n    ret\n}\n";
    let (m, info) = load(src);
    let k = m.function_by_name("k").unwrap();
    let sm90 = emit(&m, &info, k, &options("sm_90", false)).unwrap().text;
    assert!(sm90.contains("%laneid"), "{sm90}");
    assert!(!sm90.contains("bra"), "{sm90}");
    let sm70 = emit(&m, &info, k, &Options::default()).unwrap().text;
    assert!(!sm70.contains("%laneid"), "{sm70}");
    let no_sg = Options {
        capabilities: vec![],
        ..options("sm_90", false)
    };
    let t = emit(&m, &info, k, &no_sg).unwrap().text;
    assert!(!t.contains("%laneid"), "{t}");
}
