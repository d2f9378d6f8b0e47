//! The specification's examples (§17.1–17.8, §17.10) validate against their
//! home targets: the safe kernels with no diagnostic at all, the two unsafe
//! ones (17.6, 17.7) with exactly one warning, MPG_CORE_1202.

mod common;

use common::*;
use magpie_diag::codes;
use magpie_gpu::{Capability, GpuBackend, Target};

const SAFE: &[(&str, &str)] = &[
    (
        "17.1",
        include_str!("../../../examples/spec/17_1_vector_add_spv.mp"),
    ),
    (
        "17.2",
        include_str!("../../../examples/spec/17_2_vector_add_msl.mp"),
    ),
    (
        "17.3",
        include_str!("../../../examples/spec/17_3_vector_add_ptx.mp"),
    ),
    (
        "17.4",
        include_str!("../../../examples/spec/17_4_vector_add_hip.mp"),
    ),
    (
        "17.5",
        include_str!("../../../examples/spec/17_5_vector_add_wgsl.mp"),
    ),
    (
        "17.8",
        include_str!("../../../examples/spec/17_8_shared_reduction.mp"),
    ),
    (
        "17.10",
        include_str!("../../../examples/spec/17_10_profiling.mp"),
    ),
];

const UNSAFE_PTX: &str = include_str!("../../../examples/spec/17_6_unsafe_device_malloc_ptx.mp");
const UNSAFE_MSL: &str = include_str!("../../../examples/spec/17_7_unsafe_simd_msl.mp");

#[test]
fn safe_examples_validate_clean_on_their_home_targets() {
    for (name, src) in SAFE {
        let out = validated(src, None);
        assert!(
            out.diagnostics.is_empty(),
            "§{name}:\n{}",
            show(src, &out.diagnostics)
        );
        assert!(out.value.is_some(), "§{name}");
    }
}

#[test]
fn portable_examples_validate_clean_on_every_backend() {
    for (name, src) in SAFE {
        for b in GpuBackend::ALL {
            let out = validated(src, Some(b.name()));
            assert!(
                out.diagnostics.is_empty(),
                "§{name} on {}:\n{}",
                b.name(),
                show(src, &out.diagnostics)
            );
        }
    }
}

#[test]
fn unsafe_examples_give_exactly_one_warning() {
    for (src, name) in [
        (UNSAFE_PTX, "@dynamic_kernel"),
        (UNSAFE_MSL, "@simd_reduce_kernel"),
    ] {
        let out = expect_codes(src, None, &[codes::MPG_CORE_1202]);
        assert_eq!(spanned(src, &out.diagnostics[0]), name);
        assert!(out.value.is_some(), "a warning is not an error");
    }
}

#[test]
fn unsafe_examples_on_other_backends_are_rejected() {
    // device_malloc is PTX/HIP only: on Metal the requires() entry is wrong.
    let d = expect_at(
        UNSAFE_PTX,
        Some("msl"),
        codes::MPG_CORE_1200,
        "device_malloc",
    );
    assert!(d.message.contains("msl:metal3"), "{}", d.message);
    // The Metal SIMD op on CUDA: both the requires() entry and the op.
    expect_at(
        UNSAFE_MSL,
        Some("ptx"),
        codes::MPG_CORE_1200,
        "metal.simd_reduce",
    );
    expect_at(
        UNSAFE_MSL,
        Some("ptx"),
        codes::MPG_CORE_1200,
        "%sum: f32 = gpu.metal.simd_sum { v=%x }",
    );
}

#[test]
fn reports_record_capabilities_and_shared_memory() {
    let src = include_str!("../../../examples/spec/17_8_shared_reduction.mp");
    let v = validated(src, None).value.unwrap();
    let k = &v.functions[0];
    assert_eq!(k.shared_bytes, 256 * 4);
    assert_eq!(k.own_shared_bytes, 256 * 4);
    assert_eq!(k.target, Some(Target::default_for(GpuBackend::Spv)));
    assert!(k.capabilities.is_empty());

    let v = validated(UNSAFE_MSL, None).value.unwrap();
    let uses = &v.functions[0].capabilities;
    assert_eq!(uses.len(), 1);
    assert_eq!(uses[0].capability, Capability::MetalSimdReduce);
    assert!(!uses[0].guarded);
    assert_eq!(v.functions[0].call_needs, vec![Capability::MetalSimdReduce]);
}
