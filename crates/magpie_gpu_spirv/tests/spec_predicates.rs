//! Predicates as boolean specialization constants
//! (`Options::spec_constant_predicates`): the table of spec ids, what the
//! blob requires, validity (`spirv-val --target-env vulkan1.3`), and that
//! specialising the blob with `spirv-opt` for a device's answers leaves
//! exactly the branch the resolving path keeps for that device.
//!
//! `spirv-val`, `spirv-opt` and `spirv-dis` are run where installed; a test
//! that needs a missing one prints why it skips, unless `MAGPIE_REQUIRE`
//! names it (or `all`), which makes the absence a failure.

mod common;

use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

use magpie_gpu::passes::TargetPredicate;
use magpie_gpu::Capability;
use magpie_gpu_spirv::{
    emit, predicate_value, ErrorKind, Options, SpirvKernel, FIRST_PREDICATE_SPEC_ID,
};
use magpie_mpir::{parse, verify, Module, ModuleInfo, Opcode, Operand};

use common::{mp_files, repo};

/// `if has(subgroups)` → the subgroup path (marker 1 at index 0, a
/// subgroup sum at index 1); `else if is("sm_90")` → marker 2; else the
/// portable fallback, marker 3.
const THREE_PATHS: &str = "gpu fn @three_paths(%o: gpu.TBuffer<u32>) -> unit workgroup(64, 1, 1) {
bb0:
    %sg: pred = gpu.target.has { cap=\"subgroups\" }
    cbr %sg bb1 bb2
bb1:
    %s: u32 = gpu.subgroup.sum { v=const.u32 1 }
    gpu.buffer_store<u32> { buf=%o, idx=const.u32 0, v=const.u32 1 }
    gpu.buffer_store<u32> { buf=%o, idx=const.u32 2, v=%s }
    br bb5
bb2:
    %nv: pred = gpu.target.is { name=\"sm_90\" }
    cbr %nv bb3 bb4
bb3:
    gpu.buffer_store<u32> { buf=%o, idx=const.u32 0, v=const.u32 2 }
    br bb5
bb4:
    gpu.buffer_store<u32> { buf=%o, idx=const.u32 0, v=const.u32 3 }
    br bb5
bb5:
    ret
}
";

/// A predicate asked inside a loop with two exits and used after it: kept
/// predicates move to the entry block, so the exit normalisation has no
/// predicate to carry out of the loop (it cannot merge one by a phi).
const LOOP_EXIT: &str = "gpu fn @loop_exit(%o: gpu.TBuffer<u32>, %n: u32) -> unit {
bb0:
    br bb1
bb1:
    %i: u32 = phi u32 { [bb0:const.u32 0], [bb3:%j] }
    %sg: pred = gpu.target.has { cap=\"subgroups\" }
    %c: bool = icmp.ult { lhs=%i, rhs=%n }
    cbr %c bb2 bb4
bb2:
    %big: bool = icmp.ugt { lhs=%i, rhs=const.u32 10 }
    cbr %big bb5 bb3
bb3:
    %j: u32 = i.add { lhs=%i, rhs=const.u32 1 }
    br bb1
bb4:
    cbr %sg bb6 bb7
bb5:
    gpu.buffer_store<u32> { buf=%o, idx=const.u32 0, v=const.u32 9 }
    br bb7
bb6:
    gpu.buffer_store<u32> { buf=%o, idx=const.u32 0, v=const.u32 1 }
    br bb7
bb7:
    ret
}
";

fn load(src: &str) -> (Module, ModuleInfo) {
    let module = parse(src).value.expect("parses");
    let info = verify(&module).value.expect("verifies");
    (module, info)
}

fn spec() -> Options {
    Options {
        spec_constant_predicates: true,
        ..Options::default()
    }
}

fn emit_kernel(m: &Module, info: &ModuleInfo, name: &str, options: &Options) -> SpirvKernel {
    let k = m.function_by_name(name).expect("kernel");
    emit(m, info, k, options).unwrap_or_else(|e| panic!("@{name}: {e}"))
}

fn corpus_file(name: &str) -> (Module, ModuleInfo) {
    let path = repo().join("tests/kernels/in").join(name);
    load(&std::fs::read_to_string(path).expect("kernel file"))
}

// ---- the SPIRV-Tools ----

fn required(tool: &str) -> bool {
    std::env::var("MAGPIE_REQUIRE")
        .is_ok_and(|v| v.split(',').any(|x| x.trim() == tool || x.trim() == "all"))
}

/// Whether every tool in `tools` runs; prints the reason to skip when one
/// does not (and fails when `MAGPIE_REQUIRE` names it).
fn have_tools(tools: &[&str]) -> bool {
    let missing: Vec<&str> = tools
        .iter()
        .copied()
        .filter(|tool| Command::new(tool).arg("--version").output().is_err())
        .collect();
    for tool in &missing {
        assert!(
            !required(tool),
            "{tool} not found and MAGPIE_REQUIRE asks for it"
        );
    }
    if missing.is_empty() {
        return true;
    }
    println!("skipping: {} not found", missing.join(", "));
    false
}

/// A fresh file name under a per-process directory.
fn temp_file(ext: &str) -> PathBuf {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!("magpie_spv_spec_{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join(format!("{}.{ext}", NEXT.fetch_add(1, Ordering::Relaxed)))
}

fn to_bytes(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// Runs `tool args… input [extra…]` on `words` written to a file; its
/// stdout, or its output as the error.
fn run_tool(tool: &str, args: &[&str], words: &[u32], extra: &[&str]) -> Result<Vec<u8>, String> {
    let input = temp_file("spv");
    std::fs::write(&input, to_bytes(words)).expect("write spv");
    let out = Command::new(tool)
        .args(args)
        .arg(&input)
        .args(extra)
        .output()
        .expect("tool runs (checked by have_tools)");
    let _ = std::fs::remove_file(&input);
    if out.status.success() {
        Ok(out.stdout)
    } else {
        Err(format!(
            "{tool} {}: {}{}",
            args.join(" "),
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

fn spirv_val(words: &[u32]) -> Result<(), String> {
    run_tool("spirv-val", &["--target-env", "vulkan1.3"], words, &[]).map(|_| ())
}

/// `spirv-dis --raw-id`.
fn spirv_dis(words: &[u32]) -> String {
    let out = run_tool("spirv-dis", &["--raw-id"], words, &[]).expect("spirv-dis");
    String::from_utf8_lossy(&out).into_owned()
}

/// The `spirv-opt` arguments that give the predicates `values` and remove
/// what they decide: the specialization a driver does at pipeline creation.
fn specialise_args(values: &[(u32, bool)]) -> Vec<String> {
    let mut args = Vec::new();
    if !values.is_empty() {
        args.push("--set-spec-const-default-value".to_string());
        args.push(
            values
                .iter()
                .map(|(id, v)| format!("{id}:{v}"))
                .collect::<Vec<_>>()
                .join(" "),
        );
    }
    for pass in [
        "--freeze-spec-const",
        "--fold-spec-const-op-composite",
        "--eliminate-dead-branches",
        "--eliminate-dead-code-aggressive",
    ] {
        args.push(pass.to_string());
    }
    args
}

/// The blob specialised by `spirv-opt` for `values`.
fn specialise(words: &[u32], values: &[(u32, bool)]) -> Vec<u32> {
    let args = specialise_args(values);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let output = temp_file("spv");
    let out_arg = output.to_string_lossy().into_owned();
    run_tool("spirv-opt", &args, words, &["-o", &out_arg]).unwrap_or_else(|e| panic!("{e}"));
    let bytes = std::fs::read(&output).expect("spirv-opt output");
    let _ = std::fs::remove_file(&output);
    bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// `(element index, stored value)` of every `OpStore` through an access
/// chain in `asm` (`spirv-dis --raw-id`), each known only where it is an
/// `OpConstant`; sorted.
fn stores(asm: &str) -> Vec<(Option<u64>, Option<u64>)> {
    use std::collections::HashMap;
    let mut consts: HashMap<&str, u64> = HashMap::new();
    let mut chains: HashMap<&str, &str> = HashMap::new();
    let mut out = Vec::new();
    for line in asm.lines() {
        let t: Vec<&str> = line.split_whitespace().collect();
        match t.as_slice() {
            [id, "=", "OpConstant", _, value] => {
                if let Ok(v) = value.parse() {
                    consts.insert(id, v);
                }
            }
            [id, "=", "OpAccessChain", .., last] => {
                chains.insert(id, last);
            }
            ["OpStore", ptr, value, ..] => {
                if let Some(index) = chains.get(ptr) {
                    out.push((consts.get(index).copied(), consts.get(value).copied()));
                }
            }
            _ => {}
        }
    }
    out.sort();
    out
}

/// The constants stored at element 0: the markers of [`THREE_PATHS`].
fn markers(asm: &str) -> Vec<u64> {
    stores(asm)
        .into_iter()
        .filter(|(i, _)| *i == Some(0))
        .filter_map(|(_, v)| v)
        .collect()
}

/// Whether a subgroup instruction (not just its capability) is left.
fn has_subgroup_code(asm: &str) -> bool {
    asm.lines().any(|l| l.contains("= OpGroupNonUniform"))
}

// ---- tests ----

#[test]
fn three_paths_table_and_requires() {
    let (m, info) = load(THREE_PATHS);
    let k = emit_kernel(&m, &info, "three_paths", &spec());
    assert_eq!(FIRST_PREDICATE_SPEC_ID, 3);
    assert_eq!(
        k.predicates,
        [
            (3, TargetPredicate::Has("subgroups".into())),
            (4, TargetPredicate::Is("sm_90".into())),
        ]
    );
    assert_eq!(k.requires, [Capability::Subgroups]);
    let asm = k.disassemble();
    for needle in [
        "OpDecorate %7 SpecId 3",
        "OpDecorate %8 SpecId 4",
        "%7 = OpSpecConstantFalse",
        "%8 = OpSpecConstantFalse",
        "OpBranchConditional %7 ",
        "OpBranchConditional %8 ",
        "OpGroupNonUniformIAdd",
    ] {
        assert!(asm.contains(needle), "missing `{needle}` in:\n{asm}");
    }
    assert_eq!(asm.matches("OpSelectionMerge").count(), 2, "{asm}");
    let again = emit_kernel(&m, &info, "three_paths", &spec());
    assert_eq!(k.words, again.words, "deterministic");

    // the resolving path: nothing left to specialise
    let resolved = emit_kernel(&m, &info, "three_paths", &Options::default());
    assert!(resolved.predicates.is_empty());
    assert_eq!(resolved.requires, [Capability::Subgroups]);
    let portable = Options {
        capabilities: vec![],
        ..Options::default()
    };
    let resolved = emit_kernel(&m, &info, "three_paths", &portable);
    assert!(resolved.requires.is_empty(), "{:?}", resolved.requires);
    assert!(!resolved.disassemble().contains("OpSpecConstantFalse"));
}

#[test]
fn three_paths_specialise_to_exactly_one_marker() {
    if !have_tools(&["spirv-val", "spirv-opt", "spirv-dis"]) {
        return;
    }
    let (m, info) = load(THREE_PATHS);
    let k = emit_kernel(&m, &info, "three_paths", &spec());
    spirv_val(&k.words).unwrap_or_else(|e| panic!("{e}\n{}", k.disassemble()));
    let blob = spirv_dis(&k.words);
    assert_eq!(markers(&blob), [1, 2, 3], "every side emitted:\n{blob}");
    for (sg, nv, want) in [
        (true, true, 1),
        (true, false, 1),
        (false, true, 2),
        (false, false, 3),
    ] {
        let words = specialise(&k.words, &[(3, sg), (4, nv)]);
        let asm = spirv_dis(&words);
        let what = format!("subgroups={sg} sm_90={nv}:\n{asm}");
        spirv_val(&words).unwrap_or_else(|e| panic!("{what}\n{e}"));
        assert_eq!(markers(&asm), [want], "{what}");
        assert_eq!(has_subgroup_code(&asm), want == 1, "{what}");
        assert!(!asm.contains("OpBranchConditional"), "{what}");
        assert!(!asm.contains("OpSpecConstant"), "{what}");
    }
    // unspecialised: every predicate false, the portable fallback
    let words = specialise(&k.words, &[]);
    assert_eq!(markers(&spirv_dis(&words)), [3]);
}

/// The blob specialised with [`predicate_value`] for a device stores what
/// the module emitted for that device by the resolving path stores.
#[test]
fn predicate_values_take_the_branches_the_resolving_path_keeps() {
    if !have_tools(&["spirv-val", "spirv-opt", "spirv-dis"]) {
        return;
    }
    let devices = [
        ("default", Options::default()),
        (
            "portable",
            Options {
                capabilities: vec![],
                ..Options::default()
            },
        ),
        (
            "vulkan1.1",
            Options {
                vulkan_version: (1, 1),
                capabilities: vec![Capability::Int64],
                ..Options::default()
            },
        ),
    ];
    let (three, three_info) = load(THREE_PATHS);
    let (preds, preds_info) = corpus_file("predicates.mp");
    let (looped, looped_info) = load(LOOP_EXIT);
    for (m, info, kernel) in [
        (&three, &three_info, "three_paths"),
        (&preds, &preds_info, "predicates"),
        (&looped, &looped_info, "loop_exit"),
    ] {
        let blob = emit_kernel(m, info, kernel, &spec());
        assert!(!blob.predicates.is_empty());
        for (device, options) in &devices {
            let values: Vec<(u32, bool)> = blob
                .predicates
                .iter()
                .map(|(id, p)| (*id, predicate_value(p, options)))
                .collect();
            let specialised = spirv_dis(&specialise(&blob.words, &values));
            let resolved = emit_kernel(m, info, kernel, options);
            let resolved = spirv_dis(&resolved.words);
            assert_eq!(
                stores(&specialised),
                stores(&resolved),
                "@{kernel} on {device} ({values:?}):\n{specialised}\n---\n{resolved}"
            );
        }
    }
}

#[test]
fn predicate_value_is_the_resolving_answer() {
    let v13 = Options::default();
    let v12_bare = Options {
        vulkan_version: (1, 2),
        capabilities: vec![Capability::Int64],
        ..Options::default()
    };
    let p = |s: &str| s.parse::<TargetPredicate>().expect("parses");
    for (pred, on_v13, on_v12_bare) in [
        ("has:subgroups", true, false),
        ("has:int64", true, true),
        ("has:no_such_capability", false, false),
        ("is:spv", true, true),
        ("is:vulkan", true, true),
        ("is:vulkan1.2", true, true),
        ("is:vulkan1.3", true, false),
        ("is:sm_90", false, false),
        ("is:ptx", false, false),
    ] {
        assert_eq!(predicate_value(&p(pred), &v13), on_v13, "{pred} on 1.3");
        assert_eq!(
            predicate_value(&p(pred), &v12_bare),
            on_v12_bare,
            "{pred} on a bare 1.2"
        );
    }
}

#[test]
fn a_predicate_asked_in_a_loop_is_kept_past_its_exits() {
    let (m, info) = load(LOOP_EXIT);
    let k = emit_kernel(&m, &info, "loop_exit", &spec());
    assert_eq!(
        k.predicates,
        [(3, TargetPredicate::Has("subgroups".into()))]
    );
    if have_tools(&["spirv-val", "spirv-opt", "spirv-dis"]) {
        spirv_val(&k.words).unwrap_or_else(|e| panic!("{e}\n{}", k.disassemble()));
        for (sg, want) in [(true, vec![1, 9]), (false, vec![9])] {
            let asm = spirv_dis(&specialise(&k.words, &[(3, sg)]));
            assert_eq!(markers(&asm), want, "subgroups={sg}:\n{asm}");
        }
    }
}

/// Predicates in a device function share the module's spec constants with
/// the kernel's; the table lists each once.
#[test]
fn device_function_predicates_share_spec_constants() {
    let src = "gpu fn @pick(%x: u32) -> u32 {
bb0:
    %w: pred = gpu.target.has { cap=\"int64\" }
    cbr %w bb1 bb2
bb1:
    ret const.u32 5
bb2:
    ret %x
}

gpu fn @k(%o: gpu.TBuffer<u32>) -> unit {
bb0:
    %a: pred = gpu.target.is { name=\"vulkan1.2\" }
    %b: pred = gpu.target.has { cap=\"int64\" }
    %c: pred = pred.or { lhs=%a, rhs=%b }
    %d: pred = pred.or { lhs=%a, rhs=%b }
    cbr %c bb1 bb2
bb1:
    %v: u32 = call @pick { x=const.u32 7 }
    gpu.buffer_store<u32> { buf=%o, idx=const.u32 0, v=%v }
    br bb2
bb2:
    cbr %d bb3 bb4
bb3:
    gpu.buffer_store<u32> { buf=%o, idx=const.u32 1, v=const.u32 1 }
    br bb4
bb4:
    ret
}
";
    let (m, info) = load(src);
    let k = emit_kernel(&m, &info, "k", &spec());
    assert_eq!(
        k.predicates,
        [
            (3, TargetPredicate::Has("int64".into())),
            (4, TargetPredicate::Is("vulkan1.2".into())),
        ]
    );
    let asm = k.disassemble();
    assert_eq!(asm.matches("OpSpecConstantFalse").count(), 2, "{asm}");
    assert_eq!(asm.matches("LogicalOr").count(), 1, "made once:\n{asm}");
    assert!(k.requires.is_empty(), "{:?}", k.requires);
    if have_tools(&["spirv-val"]) {
        spirv_val(&k.words).unwrap_or_else(|e| panic!("{e}\n{asm}"));
    }
}

/// Both sides are emitted, so the options must offer what either uses.
#[test]
fn spec_constants_need_the_capabilities_of_both_sides() {
    let (m, info) = corpus_file("subgroup_guarded.mp");
    let no_subgroups = Options {
        capabilities: Options::default()
            .capabilities
            .into_iter()
            .filter(|c| *c != Capability::Subgroups)
            .collect(),
        ..Options::default()
    };
    let k = m.function_by_name("subgroup_guarded").unwrap();
    let resolved = emit(&m, &info, k, &no_subgroups).expect("resolved without subgroups");
    assert!(!resolved.requires.contains(&Capability::Subgroups));
    let e = emit(
        &m,
        &info,
        k,
        &Options {
            spec_constant_predicates: true,
            ..no_subgroups
        },
    )
    .unwrap_err();
    assert_eq!(e.kind, ErrorKind::MissingCapability(Capability::Subgroups));
    assert_eq!(e.diagnostic.code.name(), "MPG_CORE_1200");
    assert!(
        e.diagnostic
            .notes
            .iter()
            .any(|n| n.contains("specialization constants")),
        "{:?}",
        e.diagnostic
    );
    let blob = emit(&m, &info, k, &spec()).expect("emits");
    assert_eq!(blob.requires, [Capability::Subgroups]);
}

/// The rule of the resolving path holds with spec constants too. The
/// verifier rejects such a use (MPS0019); the emitter must not rely on it.
#[test]
fn a_predicate_used_as_a_value_is_mpg_core_1200_either_way() {
    let (m, info) = load(THREE_PATHS);
    let mut bad = m.clone();
    let k = bad.function_by_name("three_paths").unwrap();
    let f = &mut bad.functions[k];
    let sg = f
        .insts
        .values()
        .find(|i| i.op == Opcode::TargetHas)
        .and_then(|i| i.result)
        .unwrap();
    let (_, store) = f
        .insts
        .iter_mut()
        .find(|(_, i)| i.op == Opcode::BufferStore)
        .unwrap();
    store.operands[2] = Operand::Value(sg);
    for options in [Options::default(), spec()] {
        let e = emit(&bad, &info, k, &options).unwrap_err();
        assert_eq!(e.kind, ErrorKind::Unsupported);
        assert_eq!(e.diagnostic.code.name(), "MPG_CORE_1200");
        assert!(
            e.message()
                .contains("a predicate is used other than as a branch condition"),
            "{}",
            e.message()
        );
    }
}

/// Over the corpus: a kernel that asks no predicate is the same words with
/// the option on or off; one that does validates as a blob and once
/// specialised for the default device.
#[test]
fn corpus_kernels_with_and_without_the_option() {
    let tools = have_tools(&["spirv-val", "spirv-opt"]);
    let root = repo();
    let mut files = Vec::new();
    mp_files(&root.join("tests/kernels/in"), &mut files);
    mp_files(&root.join("examples"), &mut files);
    assert!(files.len() > 30, "corpus not found");
    let mut with_predicates = 0;
    let mut failures = Vec::new();
    for file in &files {
        let src = std::fs::read_to_string(file).unwrap();
        let Some(module) = parse(&src).value else {
            continue;
        };
        let Some(info) = verify(&module).value else {
            continue;
        };
        for (fid, f) in module.functions.iter() {
            if !f.is_kernel() {
                continue;
            }
            let where_ = format!("{}: @{}", file.display(), f.name);
            let off = emit(&module, &info, fid, &Options::default());
            let on = emit(&module, &info, fid, &spec());
            let (off, on) = match (off, on) {
                (Ok(a), Ok(b)) => (a, b),
                (Err(a), Err(b)) if a == b => continue,
                (a, b) => {
                    failures.push(format!("{where_}: {:?} vs {:?}", a.err(), b.err()));
                    continue;
                }
            };
            assert!(off.predicates.is_empty(), "{where_}");
            if on.predicates.is_empty() {
                if on != off {
                    failures.push(format!(
                        "{where_}: the option changed a kernel without predicates"
                    ));
                }
                continue;
            }
            with_predicates += 1;
            if !tools {
                continue;
            }
            if let Err(e) = spirv_val(&on.words) {
                failures.push(format!("{where_}: blob: {e}"));
            }
            let values: Vec<(u32, bool)> = on
                .predicates
                .iter()
                .map(|(id, p)| (*id, predicate_value(p, &Options::default())))
                .collect();
            if let Err(e) = spirv_val(&specialise(&on.words, &values)) {
                failures.push(format!("{where_}: specialised: {e}"));
            }
        }
    }
    assert!(
        with_predicates >= 3,
        "{with_predicates} kernels ask predicates"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
