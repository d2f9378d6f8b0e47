//! Capability rules: requires(), ops that need a capability, predicate
//! guards, calls, and types with uneven support.

mod common;

use common::*;
use magpie_diag::codes;
use magpie_gpu::{Capability, UseSite};

const SUM: &str = "%s: f32 = gpu.subgroup.sum { v=%x }";

fn load_then(op: &str) -> String {
    format!(
        "bb0:\n  %x: f32 = gpu.buffer_load<f32> {{ buf=%buf, idx=const.u32 0 }}\n  {op}\n  \
         gpu.buffer_store<f32> {{ buf=%buf, idx=const.u32 0, v=%s }}\n  ret"
    )
}

/// The op in a block guarded by `pred`, defined by `pred_insts`.
fn guarded(pred_insts: &str, cond: &str, then_first: bool, op: &str) -> String {
    let (t, e) = if then_first {
        ("bb1", "bb2")
    } else {
        ("bb2", "bb1")
    };
    format!(
        "bb0:\n  %x: f32 = gpu.buffer_load<f32> {{ buf=%buf, idx=const.u32 0 }}\n{pred_insts}\n  \
         cbr {cond} {t} {e}\nbb1:\n  {op}\n  \
         gpu.buffer_store<f32> {{ buf=%buf, idx=const.u32 0, v=%s }}\n  br bb3\nbb2:\n  br bb3\nbb3:\n  ret"
    )
}

#[test]
fn unknown_requires_name_is_1200_with_the_vocabulary() {
    let src = unsafe_kernel("target(ptx) requires(subgroups, warp_magic)", "bb0:\n  ret");
    let d = expect_at(&src, None, codes::MPG_CORE_1200, "warp_magic");
    assert!(d.help.unwrap().contains("metal.simd_shuffle"));
}

#[test]
fn requires_unsupported_by_the_target_is_1200() {
    let src = unsafe_kernel("target(spv) requires(device_malloc)", "bb0:\n  ret");
    let d = expect_at(&src, None, codes::MPG_CORE_1200, "device_malloc");
    assert!(d.help.unwrap().contains("ptx, hip"));
    // The same kernel is fine on its CUDA build.
    expect_codes(&src, Some("ptx"), &[codes::MPG_CORE_1202]);
}

#[test]
fn requires_below_the_ptx_arch_is_1200_with_a_note() {
    let src = unsafe_kernel("target(ptx) requires(bf16)", "bb0:\n  ret");
    let d = expect_at(&src, None, codes::MPG_CORE_1200, "bf16");
    assert!(d.notes.iter().any(|n| n.contains("sm_80")), "{:?}", d.notes);
    expect_codes(&src, Some("sm_90"), &[codes::MPG_CORE_1202]);
}

#[test]
fn any_requires_on_wgsl_is_wgsl_1004() {
    let src = unsafe_kernel("target(wgsl) requires(f16_arithmetic)", "bb0:\n  ret");
    expect_at(&src, None, codes::MPG_WGSL_1004, "f16_arithmetic");
}

#[test]
fn uncovered_subgroup_op_is_1201() {
    let src = kernel("target(spv)", &load_then(SUM));
    let d = expect_at(&src, None, codes::MPG_CORE_1201, SUM);
    assert!(d.help.unwrap().contains("gpu.target.has"));
    // Without any target the rule is the same.
    let src = kernel("", &load_then(SUM));
    expect_at(&src, None, codes::MPG_CORE_1201, SUM);
}

#[test]
fn requires_covers_the_op() {
    let src = unsafe_kernel("target(spv) requires(subgroups)", &load_then(SUM));
    let out = expect_codes(&src, None, &[codes::MPG_CORE_1202]);
    let v = out.value.unwrap();
    assert_eq!(v.functions[0].unguarded(), vec![Capability::Subgroups]);
}

#[test]
fn guard_covers_the_op_on_every_target() {
    let body = guarded(
        "  %p: pred = gpu.target.has { cap=\"subgroups\" }",
        "%p",
        true,
        SUM,
    );
    let src = kernel("target(spv)", &body);
    let v = expect_clean(&src, None);
    let uses = &v.functions[0].capabilities;
    assert_eq!(uses.len(), 1);
    assert!(uses[0].guarded);
    assert!(matches!(uses[0].site, UseSite::Op(_)));
    // On WGSL the branch is dropped at specialization: still fine.
    expect_clean(&src, Some("wgsl"));
}

#[test]
fn guard_through_pred_and_and_pred_not() {
    let and = "  %a: pred = gpu.target.has { cap=\"subgroups\" }\n  \
               %b: pred = gpu.target.is { name=\"sm_90\" }\n  \
               %p: pred = pred.and { lhs=%b, rhs=%a }";
    expect_clean(&kernel("target(ptx)", &guarded(and, "%p", true, SUM)), None);
    // not(has X) is false exactly where X exists: the else side is guarded.
    let not = "  %a: pred = gpu.target.has { cap=\"subgroups\" }\n  \
               %p: pred = pred.not { v=%a }";
    expect_clean(
        &kernel("target(ptx)", &guarded(not, "%p", false, SUM)),
        None,
    );
    // ... and the then side is not.
    let src = kernel("target(ptx)", &guarded(not, "%p", true, SUM));
    expect_at(&src, None, codes::MPG_CORE_1201, SUM);
    // pred.or guarantees neither side.
    let or = "  %a: pred = gpu.target.has { cap=\"subgroups\" }\n  \
              %b: pred = gpu.target.is { name=\"sm_90\" }\n  \
              %p: pred = pred.or { lhs=%a, rhs=%b }";
    let src = kernel("target(ptx)", &guarded(or, "%p", true, SUM));
    expect_at(&src, None, codes::MPG_CORE_1201, SUM);
}

#[test]
fn guard_for_another_capability_does_not_cover() {
    let body = guarded(
        "  %p: pred = gpu.target.has { cap=\"int64\" }",
        "%p",
        true,
        SUM,
    );
    expect_at(
        &kernel("target(spv)", &body),
        None,
        codes::MPG_CORE_1201,
        SUM,
    );
}

#[test]
fn a_block_entered_from_elsewhere_too_is_not_guarded() {
    let body = format!(
        "bb0:\n  %x: f32 = gpu.buffer_load<f32> {{ buf=%buf, idx=const.u32 0 }}\n  \
         %p: pred = gpu.target.has {{ cap=\"subgroups\" }}\n  \
         %c: bool = icmp.eq {{ lhs=%n, rhs=const.u32 0 }}\n  cbr %c bb1 bb2\n\
         bb1:\n  cbr %p bb3 bb4\nbb2:\n  br bb3\n\
         bb3:\n  {SUM}\n  br bb4\nbb4:\n  ret"
    );
    expect_at(
        &kernel("target(spv)", &body),
        None,
        codes::MPG_CORE_1201,
        SUM,
    );
}

#[test]
fn unknown_capability_in_a_guard_is_1200() {
    let body = guarded(
        "  %p: pred = gpu.target.has { cap=\"warp_magic\" }",
        "%p",
        true,
        SUM,
    );
    let src = kernel("target(spv)", &body);
    expect_at(
        &src,
        None,
        codes::MPG_CORE_1200,
        "%p: pred = gpu.target.has { cap=\"warp_magic\" }",
    );
    expect_at(&src, None, codes::MPG_CORE_1201, SUM);
}

#[test]
fn unguarded_op_the_target_lacks_is_1200() {
    let add = "%old: f32 = gpu.atomic.add<f32> { buf=%buf, idx=const.u32 0, v=const.f32 1.0 }";
    let src = kernel("target(wgsl)", &format!("bb0:\n  {add}\n  ret"));
    let d = expect_at(&src, None, codes::MPG_CORE_1200, add);
    assert!(d.message.contains("wgsl:webgpu"), "{}", d.message);
    // One diagnostic per op: not 1201 as well.
    expect_codes(&src, None, &[codes::MPG_CORE_1200]);
}

#[test]
fn float_atomics_need_their_capability() {
    let f32_add = "%old: f32 = gpu.atomic.add<f32> { buf=%buf, idx=const.u32 0, v=const.f32 1.0 }";
    let src = kernel("target(spv)", &format!("bb0:\n  {f32_add}\n  ret"));
    expect_at(&src, None, codes::MPG_CORE_1201, f32_add);
    let int_add = "%old: u32 = gpu.atomic.add<u32> { buf=%ints, idx=const.u32 0, v=const.u32 1 }";
    expect_clean(
        &kernel("target(spv)", &format!("bb0:\n  {int_add}\n  ret")),
        None,
    );
    let src = unsafe_kernel(
        "target(hip) requires(atomics_f32)",
        &format!("bb0:\n  {f32_add}\n  ret"),
    );
    expect_codes(&src, None, &[codes::MPG_CORE_1202]);
    // On WGSL the op is impossible.
    let src = kernel("target(wgsl)", &format!("bb0:\n  {f32_add}\n  ret"));
    expect_at(&src, None, codes::MPG_CORE_1200, f32_add);
}

#[test]
fn metal_op_without_requires_is_msl_2003() {
    let op = "%s: f32 = gpu.metal.simd_sum { v=%x }";
    // It requires another Metal capability, but not the one this op needs.
    let src = unsafe_kernel("target(msl) requires(metal.simd_shuffle)", &load_then(op));
    let d = expect_at(&src, None, codes::MPG_MSL_2003, op);
    assert!(d.help.unwrap().contains("requires(metal.simd_reduce)"));
}

#[test]
fn metal_op_on_another_backend_is_1200() {
    let op = "%s: f32 = gpu.metal.simd_shuffle { v=%x, lane=const.u32 1 }";
    let src = unsafe_kernel("target(msl) requires(metal.simd_shuffle)", &load_then(op));
    expect_codes(&src, None, &[codes::MPG_CORE_1202]);
    let d = expect_at(&src, Some("hip"), codes::MPG_CORE_1200, op);
    assert!(d.message.contains("only on Metal"), "{}", d.message);
}

#[test]
fn calls_carry_the_callees_requirements() {
    let callee = "unsafe gpu fn @wave_sum(%v: f32) -> f32 target(spv) requires(subgroups) {\n\
                  bb0:\n  %s: f32 = gpu.subgroup.sum { v=%v }\n  ret %s\n}\n";
    let call = "%s: f32 = call @wave_sum { v=%x }";
    let src = format!("{callee}{}", kernel("target(spv)", &load_then(call)));
    let d = expect_at(&src, None, codes::MPG_CORE_1201, call);
    assert!(d.message.contains("@wave_sum"), "{}", d.message);
    let out = validated(&src, None);
    let kernel_uses = &out.diagnostics;
    assert_eq!(
        kernel_uses
            .iter()
            .filter(|d| d.code == codes::MPG_CORE_1201)
            .count(),
        1
    );

    // Guarded, the call is fine.
    let body = guarded(
        "  %p: pred = gpu.target.has { cap=\"subgroups\" }",
        "%p",
        true,
        call,
    );
    let src = format!("{callee}{}", kernel("target(spv)", &body));
    let v = expect_codes(&src, None, &[codes::MPG_CORE_1202])
        .value
        .unwrap();
    let uses = &v.functions[1].capabilities;
    assert!(matches!(uses[0].site, UseSite::Call { .. }));
    assert!(uses[0].guarded);
}

#[test]
fn f64_on_metal_is_1200_unless_guarded() {
    let body =
        "bb0:\n  %w: f64 = cast<u32, f64> { v=%n }\n  %w2: f64 = f.mul { lhs=%w, rhs=%w }\n  ret";
    let src = kernel("target(msl)", body);
    let d = expect_at(&src, None, codes::MPG_CORE_1200, "%w");
    assert!(d.message.contains("float64"));
    // Once per function and capability.
    expect_codes(&src, None, &[codes::MPG_CORE_1200]);
    // Fine on its home... on Vulkan f64 is available.
    expect_clean(&src, Some("spv"));

    let body = "bb0:\n  %p: pred = gpu.target.has { cap=\"float64\" }\n  cbr %p bb1 bb2\n\
                bb1:\n  %w: f64 = cast<u32, f64> { v=%n }\n  br bb2\nbb2:\n  ret";
    expect_clean(&kernel("target(msl)", body), None);
}

#[test]
fn i64_on_wgsl_is_an_adapter_extension() {
    // Accepted at compile time (naga's SHADER_INT64, `Support::Ext`); the
    // WGSL emitter refuses it for an adapter without it.
    let body = "bb0:\n  %w: u64 = cast<u32, u64> { v=%n }\n  ret";
    expect_clean(&kernel("target(wgsl)", body), None);
    let body = "bb0:\n  %c: bool = icmp.eq { lhs=const.u64 7, rhs=const.u64 8 }\n  ret";
    expect_clean(&kernel("target(wgsl)", body), Some("wgsl"));
}

#[test]
fn bf16_on_wgsl_is_wgsl_1003_and_needs_sm_80_on_ptx() {
    let src = "gpu fn @k(%buf: gpu.TBuffer<bf16>) -> unit {\nbb0:\n  ret\n}\n";
    expect_at(src, Some("wgsl"), codes::MPG_WGSL_1003, "%buf");
    let d = expect_at(src, Some("ptx"), codes::MPG_CORE_1200, "%buf");
    assert!(d.notes.iter().any(|n| n.contains("sm_80")));
    expect_clean(src, Some("sm_80"));
    expect_clean(src, Some("msl"));
}

#[test]
fn f16_is_portable() {
    let src = "gpu fn @k(%buf: gpu.TBuffer<f16>) -> unit {\nbb0:\n  ret\n}\n";
    for t in ["spv", "msl", "ptx", "hip", "wgsl"] {
        expect_clean(src, Some(t));
    }
}

#[test]
fn unsafe_fn_without_requires_is_rejected_by_the_front_end() {
    let body = "bb0:\n  %g: u32 = gpu.global_id { dim=const.u32 0 }\n  ret";
    let bare = unsafe_kernel("target(ptx)", body);
    let out = magpie_gpu::front_end(&bare, None);
    assert!(out.value.is_none(), "{}", show(&bare, &out.diagnostics));
    let d = out
        .diagnostics
        .iter()
        .find(|d| d.code == codes::MPS0026)
        .unwrap_or_else(|| panic!("no MPS0026 in:\n{}", show(&bare, &out.diagnostics)));
    assert!(d.is_error());
    assert!(spanned(&bare, d).starts_with("unsafe gpu fn @k("));
    assert!(d.help.as_deref().is_some_and(|h| h.contains("requires(")));
    // The same kernel with `requires(...)` compiles, with only the warning.
    let declared = unsafe_kernel("target(ptx) requires(subgroups)", body);
    let out = magpie_gpu::front_end(&declared, None);
    let got: Vec<_> = out.diagnostics.iter().map(|d| d.code).collect();
    assert_eq!(
        got,
        [codes::MPG_CORE_1202],
        "{}",
        show(&declared, &out.diagnostics)
    );
    assert!(out.value.is_some());
}
