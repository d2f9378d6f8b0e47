//! The portable core (spec §5.1): one small bad input per code, with the
//! text the primary span must cover.

mod common;

use common::*;
use magpie_diag::{codes, Severity};
use magpie_mpir::{FunctionInfo, ModuleInfo};

#[test]
fn heap_struct_parameter_is_1100() {
    let src = "heap struct TNode { field v: i32 }\n\
               gpu fn @k(%node: TNode, %n: u32) -> unit {\nbb0:\n  ret\n}\n";
    let d = expect_at(src, None, codes::MPG_CORE_1100, "%node");
    assert!(d.message.contains("TNode"));
    // The secondary label points at the declaration.
    assert!(d.labels.iter().any(|l| !l.primary));
}

#[test]
fn new_of_a_heap_struct_is_1100_once() {
    let src = "heap struct TNode { field v: i32 }\n\
               gpu fn @k(%n: u32) -> unit {\nbb0:\n  \
               %a: TNode = new TNode { v=const.i32 1 }\n  \
               %b: TNode = new TNode { v=const.i32 2 }\n  ret\n}\n";
    // Whether the verifier accepts `new` of a heap struct is its business;
    // validation must report it either way, so give it the facts directly.
    let module = magpie_mpir::parse(src).value.expect("it parses");
    let info = magpie_mpir::verify(&module)
        .value
        .unwrap_or_else(|| ModuleInfo {
            functions: vec![FunctionInfo::default(); module.functions.len()],
            call_order: module.functions.handles().collect(),
        });
    let out = magpie_gpu::validate(&module, &info, None);
    let got: Vec<_> = out
        .diagnostics
        .iter()
        .map(|d| (d.code, spanned(src, d)))
        .collect();
    assert_eq!(got, vec![(codes::MPG_CORE_1100, "%a")]);
    assert!(out.diagnostics[0].labels[0]
        .message
        .contains("`new` allocates"));
}

#[test]
fn buffer_of_a_heap_struct_is_1100() {
    let src = "heap struct TNode { field v: i32 }\n\
               gpu fn @k(%buf: gpu.TBuffer<TNode>) -> unit {\nbb0:\n  ret\n}\n";
    expect_at(src, None, codes::MPG_CORE_1100, "%buf");
}

#[test]
fn heap_allocation_op_is_1100() {
    let src = kernel(
        "",
        "bb0:\n  %a: Array<i32> = arr.new<i32> { cap=const.i64 4 }\n  ret",
    );
    expect_at(
        &src,
        None,
        codes::MPG_CORE_1100,
        "%a: Array<i32> = arr.new<i32> { cap=const.i64 4 }",
    );
}

#[test]
fn arc_op_is_1101() {
    let src = kernel("", "bb0:\n  arc.retain { v=%n }\n  ret");
    expect_at(&src, None, codes::MPG_CORE_1101, "arc.retain { v=%n }");
}

#[test]
fn dynamic_dispatch_is_1102() {
    let src = kernel("", "bb0:\n  call_indirect { f=%n }\n  ret");
    let out = validated(&src, None);
    let d = out
        .diagnostics
        .iter()
        .find(|d| d.code == codes::MPG_CORE_1102)
        .unwrap_or_else(|| panic!("{}", show(&src, &out.diagnostics)));
    assert!(spanned(&src, d).contains("call_indirect"));
}

#[test]
fn host_types_are_1104_to_1107() {
    for (ty, code) in [
        ("Str", codes::MPG_CORE_1104),
        ("Array<f32>", codes::MPG_CORE_1105),
        ("Map<Str, i32>", codes::MPG_CORE_1106),
        ("TCallable<TSig>", codes::MPG_CORE_1107),
    ] {
        let src = format!("gpu fn @k(%n: u32, %x: {ty}, %y: {ty}) -> unit {{\nbb0:\n  ret\n}}\n");
        expect_at(&src, None, code, "%x");
        // Once per function and kind, at the first place.
        let out = validated(&src, None);
        let n = out.diagnostics.iter().filter(|d| d.code == code).count();
        assert_eq!(n, 1, "{ty}: {}", show(&src, &out.diagnostics));
    }
}

#[test]
fn host_type_in_a_device_function_result_is_reported() {
    let src = "gpu fn @name() -> Str {\nbb0:\n  unreachable\n}\n";
    let out = validated(src, None);
    assert!(
        out.diagnostics
            .iter()
            .any(|d| d.code == codes::MPG_CORE_1104),
        "{}",
        show(src, &out.diagnostics)
    );
}

#[test]
fn i128_is_1200_with_its_own_message() {
    let src = "gpu fn @k(%n: u32, %wide: u128) -> unit {\nbb0:\n  ret\n}\n";
    let d = expect_at(src, None, codes::MPG_CORE_1200, "%wide");
    assert!(d
        .message
        .contains("128-bit integers are not available on any GPU target"));
}

#[test]
fn unsafe_gpu_fn_warns_1202_at_its_name() {
    let src = unsafe_kernel("requires(subgroups)", "bb0:\n  ret");
    let d = expect_at(&src, None, codes::MPG_CORE_1202, "@k");
    assert_eq!(d.severity, Severity::Warning);
    expect_codes(&src, None, &[codes::MPG_CORE_1202]);
}

#[test]
fn every_violation_is_reported() {
    let src = "heap struct TNode { field v: i32 }\n\
               gpu fn @k(%node: TNode, %s: Str) -> unit {\nbb0:\n  \
               arc.release { v=%node }\n  ret\n}\n";
    expect_codes(
        src,
        None,
        &[
            codes::MPG_CORE_1100,
            codes::MPG_CORE_1104,
            codes::MPG_CORE_1101,
        ],
    );
}
