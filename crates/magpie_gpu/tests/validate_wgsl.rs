//! WGSL's documented subset (spec §2.5, §7.5, §13.7): one input per code.

mod common;

use common::*;
use magpie_diag::codes;

#[test]
fn value_struct_buffer_is_wgsl_1001() {
    let src = "value struct TPair { field a: f32 field b: f32 }\n\
               gpu fn @k(%pairs: gpu.TBuffer<TPair>, %n: u32) -> unit target(wgsl) {\nbb0:\n  ret\n}\n";
    expect_at(src, None, codes::MPG_WGSL_1001, "%pairs");
    expect_clean(src, Some("spv"));
}

#[test]
fn pointer_ops_are_wgsl_1002() {
    let add = "%q: rawptr<f32> = ptr.add<f32> { p=%sh, count=const.u32 1 }";
    let load = "%v: f32 = ptr.load<f32> { p=%q }";
    let src = kernel(
        "target(wgsl)",
        &format!(
            "bb0:\n  %sh: ptr = gpu.shared<16, f32>\n  unsafe {{\n  {add}\n  {load}\n  }}\n  ret"
        ),
    );
    expect_at(&src, None, codes::MPG_WGSL_1002, add);
    expect_at(&src, None, codes::MPG_WGSL_1002, load);
    // The shared array itself is fine; nothing else is reported.
    expect_codes(&src, None, &[codes::MPG_WGSL_1002, codes::MPG_WGSL_1002]);
    expect_clean(&src, Some("spv"));
}

#[test]
fn shared_arrays_are_portable_on_wgsl() {
    let src = kernel(
        "target(wgsl)",
        "bb0:\n  %sh: rawptr<f32> = gpu.shared<64, f32>\n  \
         gpu.buffer_store<f32> { buf=%sh, idx=const.u32 0, v=const.f32 1.0 }\n  gpu.barrier\n  ret",
    );
    expect_clean(&src, None);
}

#[test]
fn bf16_is_wgsl_1003() {
    let src = kernel(
        "target(wgsl)",
        "bb0:\n  %h: bf16 = cast<f32, bf16> { v=const.f32 1.0 }\n  ret",
    );
    expect_at(&src, None, codes::MPG_WGSL_1003, "%h");
}

#[test]
fn requires_is_wgsl_1004() {
    let src = unsafe_kernel("target(wgsl) requires(subgroups)", "bb0:\n  ret");
    expect_at(&src, None, codes::MPG_WGSL_1004, "subgroups");
}

#[test]
fn nine_buffers_is_wgsl_1005() {
    let params: Vec<String> = (0..9).map(|i| format!("%b{i}: gpu.TBuffer<u32>")).collect();
    let src = format!(
        "gpu fn @k({}) -> unit target(wgsl) {{\nbb0:\n  ret\n}}\n",
        params.join(", ")
    );
    expect_at(&src, None, codes::MPG_WGSL_1005, "%b8");
}

#[test]
fn wide_workgroup_is_wgsl_1006() {
    let src = kernel("target(wgsl) workgroup(1, 512, 1)", "bb0:\n  ret");
    expect_at(&src, None, codes::MPG_WGSL_1006, "workgroup(1, 512, 1)");
}
