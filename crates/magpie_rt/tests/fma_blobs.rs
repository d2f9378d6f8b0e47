//! Bundles carry SPIR-V and WGSL blobs that trust the device's `Fma` to be
//! fused beside ones computing `math.fma` exactly another way; a device
//! takes a trusting blob exactly when the runtime measured its `Fma`
//! fused, and either way computes what the CPU executor does. Runs on
//! lavapipe (through Vulkan and through wgpu) here and on any GPU; skips
//! without a device unless `MAGPIE_REQUIRE` names the backend.

mod common;
mod gpu_api;

use gpu_api::Backend;
use magpie_bundle::{Blob, Bundle};
use magpie_rt::{BackendKind, Choice, Device, MemoryHint, Runtime, Selection};

const VULKAN: Backend = Backend {
    kind: BackendKind::Vulkan,
    require: "vulkan",
};

const WEBGPU: Backend = Backend {
    kind: BackendKind::WebGpu,
    require: "webgpu",
};

/// The bundle of [`common::FMA_F32`] for `target`.
fn built(target: &str) -> Bundle {
    let input = magpie_build::Input {
        file: "fma.mp".into(),
        source: common::FMA_F32.into(),
    };
    let targets = magpie_build::parse_targets(&[target]).expect("targets");
    magpie_build::build(&[input], &targets)
        .expect("builds")
        .bundle
}

/// Inputs where one rounding and two differ: x = 1 + 2^-12 squared is
/// 1 + 2^-11 + 2^-24, whose rounding to f32 drops the 2^-24 (a tie to
/// even), so fma(x, x, -(1 + 2^-11)) is 2^-24 fused and 0 unfused; then
/// the same with signs and scales, and ordinary values.
fn inputs() -> (Vec<f32>, Vec<f32>, Vec<f32>) {
    let x = 1.0 + 2f32.powi(-12);
    let c = -(1.0 + 2f32.powi(-11));
    let (mut a, mut b, mut cs) = (Vec::new(), Vec::new(), Vec::new());
    for i in 0..64 {
        let s = 2f32.powi(i % 8 - 4);
        match i % 4 {
            0 => (a.push(x * s), b.push(x), cs.push(c * s)),
            1 => (a.push(-x), b.push(x * s), cs.push(-c * s)),
            2 => (a.push(x), b.push(-x), cs.push(-c)),
            _ => (
                a.push(i as f32 * 0.37),
                b.push(1.0 / (i as f32 + 1.0)),
                cs.push(-0.5),
            ),
        };
    }
    (a, b, cs)
}

/// Loads `bundle` on `dev`, runs @fma on [`inputs`]; the output's bits and
/// the kernel's selection.
fn run(dev: &Device, bundle: &Bundle) -> (Vec<u32>, Selection) {
    let program = dev.load(&common::bundle_file(bundle)).expect("loads");
    let k = program.kernel("fma").expect("kernel");
    let (a, b, c) = inputs();
    let up = |v: &[f32]| dev.buffer_from_slice(v, MemoryHint::Auto).expect("upload");
    let (ba, bb, bc) = (up(&a), up(&b), up(&c));
    let out = up(&[0.0; 64]);
    k.launch(
        [1, 1, 1],
        [64, 1, 1],
        &[
            (&ba).into(),
            (&bb).into(),
            (&bc).into(),
            (&out).into(),
            64u32.into(),
        ],
    )
    .expect("launch");
    let bits = out
        .to_vec()
        .expect("read")
        .iter()
        .map(|x| x.to_bits())
        .collect();
    (bits, program.selections()[0].clone())
}

fn trusts(blob: &Blob) -> bool {
    blob.features.iter().any(|f| f.starts_with("fma:"))
}

/// The check for one backend's target: the bundle has trusting and exact
/// blobs; the device's output equals the CPU executor's; a trusting blob
/// was taken over an exact one that also fits, or the trusting ones were
/// passed over because the device's `Fma` is not fused.
fn check(backend: Backend, target: &str, test: &str) {
    let Some(dev) = backend.device(test) else {
        return;
    };
    let bundle = built(target);
    let blobs = &bundle.modules[0].kernels[0].blobs;
    assert!(blobs.iter().any(trusts), "{blobs:?}");
    assert!(blobs.iter().any(|b| !trusts(b)), "{blobs:?}");
    let cpu = Runtime::cpu().device_default().expect("cpu");
    let (want, _) = run(&cpu, &bundle);
    // Lane 2: fma(x, -x, 1 + 2^-11) = -2^-24 with one rounding, -0 with two.
    assert_eq!(
        want[2],
        (-2f32.powi(-24)).to_bits(),
        "the CPU executor rounds once"
    );
    let (got, s) = run(&dev, &bundle);
    assert_eq!(got, want, "{s}");
    let Choice::Compatible(chosen) = &s.choice else {
        panic!("a blob should fit: {s}");
    };
    let chosen = blobs
        .iter()
        .find(|b| common::blob_digest(b) == chosen.digest)
        .expect("the chosen blob is the bundle's");
    if trusts(chosen) {
        assert!(
            s.passed_over
                .iter()
                .any(|p| p.contains("a better blob fits")),
            "an exact blob fits too and ranks lower: {s}"
        );
    } else {
        assert!(
            s.passed_over
                .iter()
                .any(|p| p.contains("fused, and it is not")),
            "the trusting blobs say why they do not fit: {s}"
        );
    }
    println!(
        "{test}: {} took a blob {} the device's fma",
        dev.name(),
        if trusts(chosen) {
            "trusting"
        } else {
            "not trusting"
        }
    );
}

#[test]
fn vulkan_takes_the_spirv_blob_trusting_fma_where_it_is_fused() {
    check(
        VULKAN,
        "spv",
        "vulkan_takes_the_spirv_blob_trusting_fma_where_it_is_fused",
    );
}

#[test]
fn webgpu_takes_the_wgsl_blob_trusting_fma_where_it_is_fused() {
    check(
        WEBGPU,
        "wgsl",
        "webgpu_takes_the_wgsl_blob_trusting_fma_where_it_is_fused",
    );
}
