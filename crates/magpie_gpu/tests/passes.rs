//! The standard pipeline on kernel text: before → after, asserted on the
//! printed module; every result verifies again, and a second run changes
//! nothing.

mod common;

use common::*;
use magpie_diag::codes;
use magpie_gpu::{Pass, PassManager};
use magpie_mpir::{print, verify, Module, ModuleInfo};

/// Parses, verifies, runs the standard pipeline; returns the printed result.
#[track_caller]
fn optimized(src: &str) -> String {
    let (mut m, _) = verified(src);
    let out = PassManager::standard().run(&mut m);
    assert!(
        out.diagnostics.is_empty(),
        "{}",
        show(src, &out.diagnostics)
    );
    assert!(out.value.is_some());
    let check = verify(&m);
    assert!(
        !check.has_errors(),
        "result does not verify: {:?}",
        check.diagnostics
    );
    let printed = print(&m);
    // A fixed point: running again changes nothing.
    let again = PassManager::standard().run(&mut m);
    assert!(again.diagnostics.is_empty());
    assert_eq!(print(&m), printed, "not a fixed point");
    // The printed result parses back to the same text.
    let (reparsed, _) = verified(&printed);
    assert_eq!(print(&reparsed), printed);
    printed
}

#[track_caller]
fn assert_optimizes_to(src: &str, expected: &str) {
    let got = optimized(src);
    assert_eq!(got.trim(), expected.trim(), "\n--- got ---\n{got}");
}

#[test]
fn folds_constant_chains_and_deletes_dead_code() {
    let src = "gpu fn @k(%buf: gpu.TBuffer<u32>, %n: u32) -> unit {
bb0:
    %a: u32 = i.add { lhs=const.u32 2, rhs=const.u32 3 }
    %b: u32 = i.shl { lhs=%a, rhs=const.u32 33 }
    %c: u32 = i.mul { lhs=%b, rhs=%n }
    %dead: u32 = i.sub { lhs=%c, rhs=%n }
    %dead2: u32 = i.udiv { lhs=%dead, rhs=const.u32 0 }
    gpu.buffer_store<u32> { buf=%buf, idx=const.u32 0, v=%c }
    ret
}
";
    let expected = "gpu fn @k(%buf: gpu.TBuffer<u32>, %n: u32) -> unit {
bb0:
    %c: u32 = i.mul { lhs=const.u32 10, rhs=%n }
    gpu.buffer_store<u32> { buf=%buf, idx=const.u32 0, v=%c }
    ret
}";
    assert_optimizes_to(src, expected);
}

#[test]
fn folds_integer_identities() {
    let src = "gpu fn @k(%buf: gpu.TBuffer<u32>, %n: u32) -> unit {
bb0:
    %a: u32 = i.add { lhs=const.u32 0, rhs=%n }
    %b: u32 = i.shl { lhs=%a, rhs=const.u32 64 }
    %c: u32 = i.mul { lhs=%b, rhs=const.u32 1 }
    %d: u32 = i.and { lhs=%c, rhs=const.u32 4294967295 }
    %e: u32 = i.sub { lhs=const.u32 0, rhs=%d }
    %z: u32 = i.mul { lhs=%e, rhs=const.u32 0 }
    gpu.buffer_store<u32> { buf=%buf, idx=%z, v=%e }
    ret
}
";
    // `0 - x` is not an identity: it stays.
    let expected = "gpu fn @k(%buf: gpu.TBuffer<u32>, %n: u32) -> unit {
bb0:
    %e: u32 = i.sub { lhs=const.u32 0, rhs=%n }
    gpu.buffer_store<u32> { buf=%buf, idx=const.u32 0, v=%e }
    ret
}";
    assert_optimizes_to(src, expected);
}

#[test]
fn folds_a_constant_branch_its_phi_and_merges_blocks() {
    let src = "gpu fn @k(%buf: gpu.TBuffer<u32>, %n: u32) -> unit {
bb0:
    %c: bool = icmp.slt { lhs=const.i32 -1, rhs=const.i32 0 }
    cbr %c bb1 bb2
bb1:
    %x: u32 = i.add { lhs=%n, rhs=const.u32 1 }
    br bb3
bb2:
    %y: u32 = i.mul { lhs=%n, rhs=const.u32 2 }
    br bb3
bb3:
    %r: u32 = phi u32 { [bb1:%x], [bb2:%y] }
    gpu.buffer_store<u32> { buf=%buf, idx=const.u32 0, v=%r }
    ret
}
";
    let expected = "gpu fn @k(%buf: gpu.TBuffer<u32>, %n: u32) -> unit {
bb0:
    %x: u32 = i.add { lhs=%n, rhs=const.u32 1 }
    gpu.buffer_store<u32> { buf=%buf, idx=const.u32 0, v=%x }
    ret
}";
    assert_optimizes_to(src, expected);
}

#[test]
fn folds_a_switch_on_a_constant() {
    let src = "gpu fn @k(%buf: gpu.TBuffer<u32>) -> unit {
bb0:
    %s: u32 = i.add { lhs=const.u32 1, rhs=const.u32 1 }
    switch %s { case 1 -> bb1 case 2 -> bb2 } else bb3
bb1:
    gpu.buffer_store<u32> { buf=%buf, idx=const.u32 0, v=const.u32 10 }
    ret
bb2:
    gpu.buffer_store<u32> { buf=%buf, idx=const.u32 0, v=const.u32 20 }
    ret
bb3:
    gpu.buffer_store<u32> { buf=%buf, idx=const.u32 0, v=const.u32 30 }
    ret
}
";
    let expected = "gpu fn @k(%buf: gpu.TBuffer<u32>) -> unit {
bb0:
    gpu.buffer_store<u32> { buf=%buf, idx=const.u32 0, v=const.u32 20 }
    ret
}";
    assert_optimizes_to(src, expected);
}

#[test]
fn replaces_a_phi_whose_incomings_agree() {
    let src = "gpu fn @k(%buf: gpu.TBuffer<u32>, %n: u32) -> unit {
bb0:
    %c: bool = icmp.ult { lhs=%n, rhs=const.u32 4 }
    cbr %c bb1 bb2
bb1:
    br bb3
bb2:
    br bb3
bb3:
    %r: u32 = phi u32 { [bb1:%n], [bb2:%n] }
    gpu.buffer_store<u32> { buf=%buf, idx=const.u32 0, v=%r }
    ret
}
";
    let expected = "gpu fn @k(%buf: gpu.TBuffer<u32>, %n: u32) -> unit {
bb0:
    %c: bool = icmp.ult { lhs=%n, rhs=const.u32 4 }
    cbr %c bb1 bb2
bb1:
    br bb3
bb2:
    br bb3
bb3:
    gpu.buffer_store<u32> { buf=%buf, idx=const.u32 0, v=%n }
    ret
}";
    assert_optimizes_to(src, expected);
}

#[test]
fn a_cbr_to_one_block_becomes_a_br() {
    let src = "gpu fn @k(%buf: gpu.TBuffer<u32>, %n: u32) -> unit {
bb0:
    %c: bool = icmp.ult { lhs=%n, rhs=const.u32 4 }
    cbr %c bb1 bb1
bb1:
    gpu.buffer_store<u32> { buf=%buf, idx=const.u32 0, v=%n }
    ret
}
";
    let expected = "gpu fn @k(%buf: gpu.TBuffer<u32>, %n: u32) -> unit {
bb0:
    gpu.buffer_store<u32> { buf=%buf, idx=const.u32 0, v=%n }
    ret
}";
    assert_optimizes_to(src, expected);
}

#[test]
fn removes_unreachable_blocks_and_their_phi_incomings() {
    let src = "gpu fn @k(%buf: gpu.TBuffer<u32>, %n: u32) -> unit {
bb0:
    %c: bool = icmp.ult { lhs=%n, rhs=const.u32 4 }
    cbr %c bb1 bb2
bb1:
    br bb3
bb2:
    br bb3
bb9:
    %z: u32 = i.mul { lhs=%n, rhs=%n }
    br bb3
bb3:
    %r: u32 = phi u32 { [bb1: %n], [bb2: const.u32 7], [bb9: %z] }
    gpu.buffer_store<u32> { buf=%buf, idx=const.u32 0, v=%r }
    ret
}
";
    let expected = "gpu fn @k(%buf: gpu.TBuffer<u32>, %n: u32) -> unit {
bb0:
    %c: bool = icmp.ult { lhs=%n, rhs=const.u32 4 }
    cbr %c bb1 bb2
bb1:
    br bb3
bb2:
    br bb3
bb3:
    %r: u32 = phi u32 { [bb1: %n], [bb2: const.u32 7] }
    gpu.buffer_store<u32> { buf=%buf, idx=const.u32 0, v=%r }
    ret
}";
    assert_optimizes_to(src, expected);
}

#[test]
fn keeps_loops_valid() {
    let src = "gpu fn @k(%buf: gpu.TBuffer<u32>, %n: u32) -> unit {
bb0:
    br bb1
bb1:
    %i: u32 = phi u32 { [bb0:const.u32 0], [bb2:%next] }
    %done: bool = icmp.uge { lhs=%i, rhs=%n }
    cbr %done bb3 bb2
bb2:
    %step: u32 = i.add { lhs=const.u32 1, rhs=const.u32 0 }
    %next: u32 = i.add { lhs=%i, rhs=%step }
    gpu.buffer_store<u32> { buf=%buf, idx=%i, v=%i }
    br bb1
bb3:
    ret
}
";
    let expected = "gpu fn @k(%buf: gpu.TBuffer<u32>, %n: u32) -> unit {
bb0:
    br bb1
bb1:
    %i: u32 = phi u32 { [bb0: const.u32 0], [bb2: %next] }
    %done: bool = icmp.uge { lhs=%i, rhs=%n }
    cbr %done bb3 bb2
bb2:
    %next: u32 = i.add { lhs=%i, rhs=const.u32 1 }
    gpu.buffer_store<u32> { buf=%buf, idx=%i, v=%i }
    br bb1
bb3:
    ret
}";
    assert_optimizes_to(src, expected);
}

#[test]
fn never_touches_a_predicate_branch() {
    let src = "gpu fn @k(%buf: gpu.TBuffer<f32>) -> unit {
bb0:
    %x: f32 = gpu.buffer_load<f32> { buf=%buf, idx=const.u32 0 }
    %p: pred = gpu.target.has { cap=\"subgroups\" }
    cbr %p bb1 bb2
bb1:
    %s: f32 = gpu.subgroup.sum { v=%x }
    gpu.buffer_store<f32> { buf=%buf, idx=const.u32 0, v=%s }
    br bb3
bb2:
    br bb3
bb3:
    ret
}
";
    let (m, _) = verified(src);
    assert_optimizes_to(src, &print(&m));
}

#[test]
fn folds_floats_exactly() {
    let src = "gpu fn @k(%buf: gpu.TBuffer<f32>, %ints: gpu.TBuffer<i32>) -> unit {
bb0:
    %a: f32 = f.mul { lhs=const.f32 1.5, rhs=const.f32 2.0 }
    %b: f32 = f.add.fast { lhs=%a, rhs=const.f32 1.0 }
    %i: i32 = cast<f32, i32> { v=const.f32 3000000000.0 }
    %lt: bool = fcmp.olt { lhs=%a, rhs=const.f32 4.0 }
    %z: i32 = cast<bool, i32> { v=%lt }
    %w: i32 = i.add { lhs=%i, rhs=%z }
    gpu.buffer_store<f32> { buf=%buf, idx=const.u32 0, v=%b }
    gpu.buffer_store<i32> { buf=%ints, idx=const.u32 0, v=%w }
    ret
}
";
    let got = optimized(src);
    // `.fast` is not folded: targets may contract it.
    assert!(
        got.contains("f.add.fast { lhs=const.f32 3.0, rhs=const.f32 1.0 }"),
        "{got}"
    );
    // 3e9 saturates to i32::MAX; + 1 wraps to i32::MIN.
    assert!(got.contains("v=const.i32 -2147483648"), "{got}");
}

#[test]
fn spec_examples_survive_the_pipeline() {
    for src in [
        include_str!("../../../examples/spec/17_1_vector_add_spv.mp"),
        include_str!("../../../examples/spec/17_5_vector_add_wgsl.mp"),
        include_str!("../../../examples/spec/17_7_unsafe_simd_msl.mp"),
        include_str!("../../../examples/spec/17_8_shared_reduction.mp"),
    ] {
        let printed = optimized(src);
        let (m, info) = verified(&printed);
        let out = magpie_gpu::validate(&m, &info, None);
        assert!(!out.has_errors(), "{}", show(&printed, &out.diagnostics));
    }
}

#[test]
fn a_module_that_does_not_verify_is_the_users_problem() {
    let src = "gpu fn @k(%buf: gpu.TBuffer<u32>, %n: u32) -> unit {
bb0:
    %a: u32 = i.add { lhs=%n, rhs=const.u64 1 }
    gpu.buffer_store<u32> { buf=%buf, idx=const.u32 0, v=%a }
    ret
}
";
    let mut m = magpie_mpir::parse(src).value.expect("it parses");
    let out = PassManager::standard().run(&mut m);
    assert!(out.has_errors());
    assert!(out
        .diagnostics
        .iter()
        .all(|d| d.code != codes::MPG_INTERNAL));
}

/// A pass that breaks the IR on purpose: it empties the entry block.
struct Breaker;

impl Pass for Breaker {
    fn name(&self) -> &'static str {
        "breaker"
    }
    fn run(&self, module: &mut Module, _: &ModuleInfo) -> bool {
        for (_, f) in module.functions.iter_mut() {
            if let Some(entry) = f.entry() {
                f.blocks[entry].insts.clear();
            }
        }
        true
    }
}

#[test]
fn a_pass_that_breaks_the_ir_is_an_internal_error() {
    let src = "gpu fn @k(%buf: gpu.TBuffer<u32>, %n: u32) -> unit {
bb0:
    %a: u32 = i.mul { lhs=%n, rhs=%n }
    gpu.buffer_store<u32> { buf=%buf, idx=const.u32 0, v=%a }
    ret
}
";
    let (mut m, _) = verified(src);
    let mut pm = PassManager::new();
    pm.add(Breaker);
    let out = pm.run(&mut m);
    assert_eq!(out.diagnostics.len(), 1);
    let d = &out.diagnostics[0];
    assert_eq!(d.code, codes::MPG_INTERNAL);
    assert!(
        d.message
            .starts_with("internal compiler error: pass breaker broke the IR: MPS"),
        "{}",
        d.message
    );
    assert!(d.message.ends_with("please report"), "{}", d.message);
}

#[test]
fn the_standard_pipeline_is_named() {
    assert_eq!(
        PassManager::standard().pass_names(),
        ["const_fold", "dce", "simplify_cfg"]
    );
}

#[test]
fn verifying_only_after_changes_gives_the_same_result() {
    let src = include_str!("../../../examples/spec/17_8_shared_reduction.mp");
    let (mut a, _) = verified(src);
    let (mut b, _) = verified(src);
    let mut lean = PassManager::standard();
    lean.verify_each(false);
    assert!(lean.run(&mut a).diagnostics.is_empty());
    let mut strict = PassManager::standard();
    strict.verify_each(true);
    assert!(strict.run(&mut b).diagnostics.is_empty());
    assert_eq!(print(&a), print(&b));
    assert!(
        !print(&a).contains("%half"),
        "the named constant is folded away"
    );
}

#[test]
fn folds_integer_ops_of_one_value_with_itself() {
    let src = "gpu fn @k(%buf: gpu.TBuffer<u32>, %n: u32) -> unit {
bb0:
    %a: u32 = i.sub { lhs=%n, rhs=%n }
    %lt: bool = icmp.slt { lhs=%n, rhs=%n }
    %ge: bool = icmp.uge { lhs=%n, rhs=%n }
    %x: u32 = cast<bool, u32> { v=%lt }
    %y: u32 = cast<bool, u32> { v=%ge }
    %s: u32 = i.add { lhs=%a, rhs=%x }
    %t: u32 = i.add { lhs=%s, rhs=%y }
    gpu.buffer_store<u32> { buf=%buf, idx=%n, v=%t }
    ret
}
";
    // n - n = 0, (n < n) = 0, (n >= n) = 1: the stored value is 1.
    let expected = "gpu fn @k(%buf: gpu.TBuffer<u32>, %n: u32) -> unit {
bb0:
    gpu.buffer_store<u32> { buf=%buf, idx=%n, v=const.u32 1 }
    ret
}
";
    assert_optimizes_to(src, expected);
}

#[test]
fn folds_bool_and_float_compares_of_one_value_with_itself() {
    let src = "gpu fn @k(%buf: gpu.TBuffer<u32>, %x: f32, %b: bool, %n: u32) -> unit {
bb0:
    %bx: bool = i.xor { lhs=%b, rhs=%b }
    %ba: bool = i.and { lhs=%b, rhs=%b }
    %bo: bool = i.or { lhs=%ba, rhs=const.bool true }
    %lt: bool = fcmp.olt { lhs=%x, rhs=%x }
    %gt: bool = fcmp.ogt { lhs=%x, rhs=%x }
    %ne: bool = fcmp.one { lhs=%x, rhs=%x }
    %u0: u32 = cast<bool, u32> { v=%bx }
    %u1: u32 = cast<bool, u32> { v=%bo }
    %u2: u32 = cast<bool, u32> { v=%lt }
    %u3: u32 = cast<bool, u32> { v=%gt }
    %u4: u32 = cast<bool, u32> { v=%ne }
    %s1: u32 = i.add { lhs=%u0, rhs=%u1 }
    %s2: u32 = i.add { lhs=%s1, rhs=%u2 }
    %s3: u32 = i.add { lhs=%s2, rhs=%u3 }
    %s4: u32 = i.add { lhs=%s3, rhs=%u4 }
    gpu.buffer_store<u32> { buf=%buf, idx=%n, v=%s4 }
    ret
}
";
    // b ^ b = false, (b & b) | true = true; x < x, x > x and x one x are
    // false for every x, NaN included: the stored value is 1.
    let expected = "gpu fn @k(%buf: gpu.TBuffer<u32>, %x: f32, %b: bool, %n: u32) -> unit {
bb0:
    gpu.buffer_store<u32> { buf=%buf, idx=%n, v=const.u32 1 }
    ret
}
";
    assert_optimizes_to(src, expected);
}

#[test]
fn keeps_float_compares_of_one_value_that_nan_decides() {
    // x == x, x <= x and x >= x are false for NaN and true otherwise.
    let src = "gpu fn @k(%buf: gpu.TBuffer<u32>, %x: f32, %n: u32) -> unit {
bb0:
    %eq: bool = fcmp.oeq { lhs=%x, rhs=%x }
    %le: bool = fcmp.ole { lhs=%x, rhs=%x }
    %ge: bool = fcmp.oge { lhs=%x, rhs=%x }
    %a: bool = i.and { lhs=%eq, rhs=%le }
    %c: bool = i.and { lhs=%a, rhs=%ge }
    %u: u32 = cast<bool, u32> { v=%c }
    gpu.buffer_store<u32> { buf=%buf, idx=%n, v=%u }
    ret
}
";
    let (m, _) = verified(src);
    assert_optimizes_to(src, &print(&m));
}

#[test]
fn folds_compares_with_the_types_bounds() {
    let src = "gpu fn @k(%buf: gpu.TBuffer<u32>, %n: u32, %i: i8) -> unit {
bb0:
    %a: bool = icmp.ult { lhs=%n, rhs=const.u32 0 }
    %b: bool = icmp.ule { lhs=%n, rhs=const.u32 4294967295 }
    %c: bool = icmp.sgt { lhs=const.i8 -128, rhs=%i }
    %d: bool = icmp.sle { lhs=%i, rhs=const.i8 127 }
    %ua: u32 = cast<bool, u32> { v=%a }
    %ub: u32 = cast<bool, u32> { v=%b }
    %uc: u32 = cast<bool, u32> { v=%c }
    %ud: u32 = cast<bool, u32> { v=%d }
    %s1: u32 = i.add { lhs=%ua, rhs=%ub }
    %s2: u32 = i.add { lhs=%s1, rhs=%uc }
    %s3: u32 = i.add { lhs=%s2, rhs=%ud }
    gpu.buffer_store<u32> { buf=%buf, idx=%n, v=%s3 }
    ret
}
";
    // n <u 0: false; n <=u MAX: true; MIN >s i: false; i <=s MAX: true.
    let expected = "gpu fn @k(%buf: gpu.TBuffer<u32>, %n: u32, %i: i8) -> unit {
bb0:
    gpu.buffer_store<u32> { buf=%buf, idx=%n, v=const.u32 2 }
    ret
}
";
    assert_optimizes_to(src, expected);
}

#[test]
fn folds_float_compares_with_a_constant_nan() {
    let src = "gpu fn @k(%buf: gpu.TBuffer<u32>, %x: f32, %n: u32) -> unit {
bb0:
    %a: bool = fcmp.ogt { lhs=const.f32 0xffc00000, rhs=%x }
    %b: bool = fcmp.oeq { lhs=%x, rhs=const.f32 nan }
    %c: bool = fcmp.oge { lhs=%x, rhs=const.f32 1.0 }
    %ua: u32 = cast<bool, u32> { v=%a }
    %ub: u32 = cast<bool, u32> { v=%b }
    %uc: u32 = cast<bool, u32> { v=%c }
    %s1: u32 = i.add { lhs=%ua, rhs=%ub }
    %s2: u32 = i.add { lhs=%s1, rhs=%uc }
    gpu.buffer_store<u32> { buf=%buf, idx=%n, v=%s2 }
    ret
}
";
    // NaN > x and x == NaN are false for every x; x >= 1.0 is not decided.
    let expected = "gpu fn @k(%buf: gpu.TBuffer<u32>, %x: f32, %n: u32) -> unit {
bb0:
    %c: bool = fcmp.oge { lhs=%x, rhs=const.f32 1.0 }
    %uc: u32 = cast<bool, u32> { v=%c }
    gpu.buffer_store<u32> { buf=%buf, idx=%n, v=%uc }
    ret
}
";
    assert_optimizes_to(src, expected);
}
