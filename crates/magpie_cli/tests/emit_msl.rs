//! `emit --target msl`: the spec's §17.7 SIMD-group reduction as Metal
//! source (a `kernel void` entry, `simd_sum`, `metal::precise` safe-math
//! advice); an f64 kernel is refused with MPG_CORE_1200 before any text.

mod common;

use common::magpie;

#[test]
fn the_simd_example_emits_metal_source() {
    let r = magpie(&[
        "emit",
        "examples/spec/17_7_unsafe_simd_msl.mp",
        "--target",
        "msl",
    ]);
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    let msl = String::from_utf8_lossy(&r.stdout);
    assert!(msl.contains("#include <metal_stdlib>"), "{msl}");
    assert!(msl.contains("kernel void simd_reduce_kernel("), "{msl}");
    assert!(msl.contains("simd_sum("), "{msl}");
}

#[test]
fn f64_is_refused_for_metal() {
    let r = magpie(&[
        "emit",
        "tests/kernels/in/f64_arith.mp",
        "--target",
        "msl",
        "--kernel",
        "f64_arith",
    ]);
    assert!(!r.status.success(), "f64 emitted for Metal");
    assert!(r.stdout.is_empty(), "text written for a refused kernel");
    let err = String::from_utf8_lossy(&r.stderr);
    assert!(
        err.contains("MPG_CORE_1200") && err.contains("float64"),
        "{err}"
    );
}
