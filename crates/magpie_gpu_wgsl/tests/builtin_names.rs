//! A kernel may be named like a WGSL built-in it uses: its entry point is
//! renamed, so the body's call of the built-in still reaches the built-in
//! and naga accepts the module (an entry point `fma` calling `fma` was
//! "declaration is cyclic" on NVIDIA, where the fused `fma` is emitted).

use magpie_gpu_wgsl::{emit, validate, Options};
use magpie_mpir::{parse, verify};

fn kernel(name: &str) -> String {
    format!(
        "gpu fn @{name}(%a: gpu.TBuffer<f32>, %out: gpu.TBuffer<f32>) -> unit workgroup(64, 1, 1) {{\nbb0:\n    %i: u32 = gpu.global_id {{ dim=const.u32 0 }}\n    %x: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=%i }}\n    %f: f32 = math.fma {{ a=%x, b=%x, c=%x }}\n    %m: f32 = math.min {{ lhs=%f, rhs=%x }}\n    %s: f32 = math.sqrt {{ v=%m }}\n    gpu.barrier\n    gpu.buffer_store<f32> {{ buf=%out, idx=%i, v=%s }}\n    ret\n}}\n"
    )
}

#[test]
fn kernels_named_like_builtins_validate() {
    for name in [
        "fma",
        "min",
        "sqrt",
        "workgroupBarrier",
        "select",
        "bitcast",
    ] {
        let src = kernel(name);
        let m = parse(&src).value.expect("parses");
        let info = verify(&m).value.expect("verifies");
        let k = m.function_by_name(name).expect("the kernel");
        for fused_fma in [true, false] {
            let options = Options {
                fused_fma,
                ..Options::default()
            };
            let out = emit(&m, &info, k, &options).expect("emits");
            assert_eq!(out.entry_point, format!("k_{name}"));
            if let Err(e) = validate(&out) {
                panic!("@{name} (fused fma {fused_fma}): naga: {e}\n{}", out.text);
            }
        }
    }
}
