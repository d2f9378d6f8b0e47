//! Resource limits: workgroup size, shared memory, buffer parameters.

mod common;

use common::*;
use magpie_diag::codes;

fn wg(x: u32, y: u32, z: u32, target: &str) -> String {
    kernel(&format!("{target} workgroup({x}, {y}, {z})"), "bb0:\n  ret")
}

#[test]
fn zero_dimension_is_1302() {
    let src = wg(64, 0, 1, "target(spv)");
    let d = expect_at(&src, None, codes::MPG_CORE_1302, "workgroup(64, 0, 1)");
    assert!(d.message.contains("size y"), "{}", d.message);
    // Without any target as well.
    expect_at(
        &wg(0, 1, 1, ""),
        None,
        codes::MPG_CORE_1302,
        "workgroup(0, 1, 1)",
    );
}

#[test]
fn too_many_invocations_is_1302() {
    let src = wg(1024, 2, 1, "target(spv)");
    let d = expect_at(&src, None, codes::MPG_CORE_1302, "workgroup(1024, 2, 1)");
    assert!(d.message.contains("2048 invocations"), "{}", d.message);
    // Without a target the limit is 1024 invocations, nothing else.
    expect_at(
        &wg(2048, 1, 1, ""),
        None,
        codes::MPG_CORE_1302,
        "workgroup(2048, 1, 1)",
    );
    expect_clean(&wg(1, 1, 128, ""), None);
}

#[test]
fn per_dimension_limit_is_1302() {
    let src = wg(1, 1, 128, "target(ptx)");
    let d = expect_at(&src, None, codes::MPG_CORE_1302, "workgroup(1, 1, 128)");
    assert!(d.message.contains("z = 128"), "{}", d.message);
    // One mistake, one diagnostic (no product error on top).
    expect_codes(
        &wg(2048, 1, 1, "target(hip)"),
        None,
        &[codes::MPG_CORE_1302],
    );
}

#[test]
fn wgsl_workgroups() {
    let src = wg(512, 1, 1, "target(wgsl)");
    expect_at(&src, None, codes::MPG_WGSL_1006, "workgroup(512, 1, 1)");
    expect_codes(&src, None, &[codes::MPG_WGSL_1006]);
    // Each dimension within 256, the product not.
    let src = wg(128, 4, 1, "target(wgsl)");
    expect_at(&src, None, codes::MPG_CORE_1302, "workgroup(128, 4, 1)");
    expect_clean(&wg(16, 16, 1, "target(wgsl)"), None);
    // Validating a portable kernel for WGSL applies WGSL's limits.
    expect_at(
        &wg(1024, 1, 1, "target(spv)"),
        Some("wgsl"),
        codes::MPG_WGSL_1006,
        "workgroup(1024, 1, 1)",
    );
}

fn shared(n: u64, ty: &str, target: &str) -> String {
    kernel(
        target,
        &format!("bb0:\n  %sh: ptr = gpu.shared<{n}, {ty}>\n  gpu.barrier\n  ret"),
    )
}

#[test]
fn shared_memory_limits_per_backend() {
    let cases = [
        ("spv", 48 * 1024, codes::MPG_SPV_2001),
        ("msl", 32 * 1024, codes::MPG_MSL_2001),
        ("ptx", 48 * 1024, codes::MPG_PTX_2001),
        ("hip", 64 * 1024, codes::MPG_HIP_2001),
        ("wgsl", 16 * 1024, codes::MPG_WGSL_2001),
    ];
    for (backend, limit, code) in cases {
        let at_limit = shared(limit / 4, "f32", &format!("target({backend})"));
        let v = expect_clean(&at_limit, None);
        assert_eq!(v.functions[0].shared_bytes, limit);
        let over = shared(limit / 4 + 1, "f32", &format!("target({backend})"));
        let d = expect_at(&over, None, code, "@k");
        assert!(
            d.message.contains(&format!("{} bytes", limit + 4)),
            "{}",
            d.message
        );
        // The allocation is a secondary label.
        assert!(d.labels.iter().any(|l| !l.primary));
    }
}

#[test]
fn shared_memory_of_structs_uses_natural_layout() {
    let decl = "value struct TParams { field a: i32 field b: i64 field c: u64 field d: i32 }\n";
    // 32 bytes each: 1024 of them fill Metal's 32 KiB exactly.
    let ok = format!("{decl}{}", shared(1024, "TParams", "target(msl)"));
    assert_eq!(expect_clean(&ok, None).functions[0].shared_bytes, 32 * 1024);
    let over = format!("{decl}{}", shared(1025, "TParams", "target(msl)"));
    expect_at(&over, None, codes::MPG_MSL_2001, "@k");
}

#[test]
fn shared_memory_of_called_device_functions_counts() {
    let src = "gpu fn @helper(%v: f32) -> f32 {\nbb0:\n  \
               %t: ptr = gpu.shared<6000, f32>\n  ret %v\n}\n\
               gpu fn @k(%buf: gpu.TBuffer<f32>) -> unit target(msl) {\nbb0:\n  \
               %sh: ptr = gpu.shared<3000, f32>\n  \
               %r: f32 = call @helper { v=const.f32 1.0 }\n  ret\n}\n";
    let d = expect_at(src, None, codes::MPG_MSL_2001, "@k");
    assert!(d.message.contains("36000 bytes"), "{}", d.message);
    assert!(
        d.notes.iter().any(|n| n.contains("@helper")),
        "{:?}",
        d.notes
    );
    // The device function alone is not a kernel: only the kernel is reported.
    expect_codes(src, None, &[codes::MPG_MSL_2001]);
    // Without a target nothing is checked, but the sizes are recorded.
    let v = validated(src, Some("hip")).value.unwrap();
    assert_eq!(v.functions[0].shared_bytes, 24000);
    assert_eq!(v.functions[1].own_shared_bytes, 12000);
    assert_eq!(v.functions[1].shared_bytes, 36000);
}

fn buffers(n: usize, target: &str) -> String {
    let params: Vec<String> = (0..n).map(|i| format!("%b{i}: gpu.TBuffer<f32>")).collect();
    format!(
        "gpu fn @k({}) -> unit {target} {{\nbb0:\n  ret\n}}\n",
        params.join(", ")
    )
}

#[test]
fn too_many_buffers() {
    expect_clean(&buffers(8, "target(wgsl)"), None);
    expect_at(
        &buffers(9, "target(wgsl)"),
        None,
        codes::MPG_WGSL_1005,
        "%b8",
    );
    expect_clean(&buffers(31, "target(msl)"), None);
    expect_at(
        &buffers(32, "target(msl)"),
        None,
        codes::MPG_CORE_1200,
        "%b31",
    );
    expect_clean(&buffers(32, "target(spv)"), None);
}
