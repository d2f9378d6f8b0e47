//! `emit --target wgsl`: the spec's §17.5 vector add as WGSL text that
//! naga validates, and a kernel WGSL cannot express refused with its code.

mod common;

use common::magpie;

#[test]
fn vector_add_emits_wgsl_that_naga_accepts() {
    let r = magpie(&[
        "emit",
        "examples/spec/17_5_vector_add_wgsl.mp",
        "--target",
        "wgsl",
    ]);
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    let text = String::from_utf8_lossy(&r.stdout).to_string();
    for needle in [
        "@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)",
        "override magpie_wg_x: u32 = 64u;",
        "@group(0) @binding(0) var<storage, read> b0: array<f32>;",
        "var<storage, read_write> b1: array<f32>;",
        "var<uniform> params: Params;",
        "@builtin(workgroup_id) wid: vec3<u32>",
    ] {
        assert!(text.contains(needle), "missing `{needle}` in:\n{text}");
    }
    let module = naga::front::wgsl::parse_str(&text).unwrap();
    naga::valid::Validator::new(
        naga::valid::ValidationFlags::all(),
        naga::valid::Capabilities::empty(),
    )
    .validate(&module)
    .unwrap();
}

#[test]
fn a_buffer_of_structs_is_wgsl_1001() {
    let r = magpie(&[
        "emit",
        "tests/kernels/in/struct_buffer.mp",
        "--target",
        "wgsl",
    ]);
    assert!(!r.status.success());
    let stderr = String::from_utf8_lossy(&r.stderr);
    assert!(stderr.contains("MPG_WGSL_1001"), "{stderr}");
}
