//! WebGPU's limits hold for every kernel the emitter is given, whatever its
//! own target (a bundle's `wgsl` blob of a portable kernel): too many
//! buffers, a workgroup past 256, shared memory past 16 KiB, each refused
//! with its code before any text is made.

use magpie_gpu_wgsl::{emit, Options};
use magpie_mpir::{parse, verify};

fn code_of(src: &str) -> String {
    let m = parse(src).value.expect("parses");
    let info = verify(&m).value.expect("verifies");
    let k = m.function_by_name("k").expect("@k");
    match emit(&m, &info, k, &Options::default()) {
        Ok(_) => "ok".to_string(),
        Err(e) => e.diagnostic.code.to_string(),
    }
}

#[test]
fn nine_buffers_are_wgsl_1005() {
    let params: Vec<String> = (0..9).map(|i| format!("%b{i}: gpu.TBuffer<f32>")).collect();
    let src = format!(
        "gpu fn @k({}) -> unit {{\nbb0:\n  ret\n}}\n",
        params.join(", ")
    );
    assert_eq!(code_of(&src), "MPG_WGSL_1005");
    let eight: Vec<String> = (0..8).map(|i| format!("%b{i}: gpu.TBuffer<f32>")).collect();
    let src = format!(
        "gpu fn @k({}) -> unit {{\nbb0:\n  ret\n}}\n",
        eight.join(", ")
    );
    assert_eq!(code_of(&src), "ok");
}

#[test]
fn a_workgroup_past_256_is_wgsl_1006() {
    for (wg, want) in [
        ("512, 1, 1", "MPG_WGSL_1006"),
        ("16, 32, 1", "MPG_WGSL_1006"),
        ("1, 1, 128", "MPG_WGSL_1006"),
        ("16, 16, 1", "ok"),
    ] {
        let src = format!(
            "gpu fn @k(%b: gpu.TBuffer<f32>) -> unit workgroup({wg}) {{\nbb0:\n  ret\n}}\n"
        );
        assert_eq!(code_of(&src), want, "workgroup({wg})");
    }
}

#[test]
fn shared_memory_past_16_kib_is_wgsl_2001() {
    let body = |n: u32| {
        format!(
            "gpu fn @k(%b: gpu.TBuffer<f32>) -> unit {{\nbb0:\n  %s: ptr = gpu.shared<{n}, f32>\n  gpu.buffer_store<f32> {{ buf=%s, idx=const.u32 0, v=const.f32 1.0 }}\n  %v: f32 = gpu.buffer_load<f32> {{ buf=%s, idx=const.u32 0 }}\n  gpu.buffer_store<f32> {{ buf=%b, idx=const.u32 0, v=%v }}\n  ret\n}}\n"
        )
    };
    assert_eq!(code_of(&body(4097)), "MPG_WGSL_2001");
    assert_eq!(code_of(&body(4096)), "ok");
}
