//! WGSL blobs of a bundle on a WebGPU device, through the public API: the
//! blob whose predicate answers match the adapter runs (the other, and the
//! SPIR-V blobs, are passed over with why), the richest fitting blob wins,
//! recorded WGSL slots are checked, damaged blobs are passed over, and a
//! blob wgpu refuses falls back to the slice with wgpu's reason. The judge's rules themselves are unit-tested
//! in `src/backend/webgpu/blob_tests.rs`.
//!
//! Each test skips with one printed line when wgpu finds no adapter,
//! unless `MAGPIE_REQUIRE` names `webgpu` (or `all`).

mod common;
mod gpu_api;

use gpu_api::Backend;
use magpie_bundle::{Blob, Bundle, SlotKind};
use magpie_gpu::{Capability, GpuBackend};
use magpie_rt::{BackendKind, Choice, Device, MemoryHint, Program, Selection};

const WEBGPU: Backend = Backend {
    kind: BackendKind::WebGpu,
    require: "webgpu",
};

/// `out[i] = a[i] + k` where the adapter has subgroups, `a[i] - k`
/// elsewhere: the build makes one WGSL text per answer.
const BRANCHY: &str = "module app.branchy
exports { @k }
imports { }
digest \"0000000000000000\"

gpu fn @k(%a: gpu.TBuffer<u32>, %out: gpu.TBuffer<u32>, %n: u32) -> unit workgroup(64, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %x: u32 = gpu.buffer_load<u32> { buf=%a, idx=%i }
    %sg: pred = gpu.target.has { cap=\"subgroups\" }
    cbr %sg bb1 bb2
bb1:
    %y: u32 = i.add { lhs=%x, rhs=%n }
    gpu.buffer_store<u32> { buf=%out, idx=%i, v=%y }
    br bb3
bb2:
    %z: u32 = i.sub { lhs=%x, rhs=%n }
    gpu.buffer_store<u32> { buf=%out, idx=%i, v=%z }
    br bb3
bb3:
    ret
}
";

fn built(targets: &str) -> Bundle {
    let input = magpie_build::Input {
        file: "branchy.mp".to_string(),
        source: BRANCHY.to_string(),
    };
    let targets = magpie_build::parse_targets(&[targets]).expect("targets");
    magpie_build::build(&[input], &targets)
        .expect("builds")
        .bundle
}

/// The kernel's blobs, to change.
fn blobs(bundle: &mut Bundle) -> &mut Vec<Blob> {
    &mut bundle.modules[0].kernels[0].blobs
}

/// Loads `bundle`, runs @k with k = 5 and checks the output; the kernel's
/// selection.
fn load_and_run(dev: &Device, bundle: &Bundle) -> Selection {
    let program: Program = dev.load(&common::bundle_file(bundle)).expect("loads");
    let k = program.kernel("k").expect("kernel");
    let a: Vec<u32> = (100..164).collect();
    let ba = dev.buffer_from_slice(&a, MemoryHint::Auto).expect("a");
    let out = dev
        .buffer_from_slice(&[0u32; 64], MemoryHint::Auto)
        .expect("out");
    k.launch(
        [1, 1, 1],
        [64, 1, 1],
        &[(&ba).into(), (&out).into(), 5u32.into()],
    )
    .expect("launch");
    let sg = dev.has_capability(Capability::Subgroups);
    let want: Vec<u32> = a.iter().map(|x| if sg { x + 5 } else { x - 5 }).collect();
    assert_eq!(out.to_vec().expect("read"), want);
    program.selections()[0].clone()
}

fn wgsl_blob(s: &Selection) -> Option<&str> {
    match &s.choice {
        Choice::Compatible(b) if b.backend == "wgsl" => Some(&b.digest),
        _ => None,
    }
}

#[test]
fn the_wgsl_blob_for_this_adapter_runs_and_the_others_say_why_not() {
    let Some(dev) = WEBGPU.device("the_wgsl_blob_for_this_adapter_runs") else {
        return;
    };
    let s = load_and_run(&dev, &built("spv,wgsl"));
    assert!(wgsl_blob(&s).is_some(), "{s}");
    let spv = "this WebGPU device runs WGSL";
    assert!(s.passed_over.iter().any(|p| p.contains(spv)), "{s}");
    assert!(
        s.passed_over
            .iter()
            .any(|p| p.contains("wgsl webgpu blob") && p.contains("`has:subgroups`")),
        "{s}"
    );
}

#[test]
fn the_richest_fitting_blob_wins() {
    let Some(dev) = WEBGPU.device("the_richest_fitting_blob_wins") else {
        return;
    };
    let extra = [
        Capability::F16Arithmetic,
        Capability::Int64,
        Capability::Float64,
    ]
    .into_iter()
    .find(|c| dev.has_capability(*c));
    let Some(extra) = extra else {
        println!("skip the_richest_fitting_blob_wins: the adapter has no optional capability");
        return;
    };
    let mut bundle = built("wgsl");
    let s = load_and_run(&dev, &bundle);
    let chosen = wgsl_blob(&s).expect("a wgsl blob").to_string();
    let base = blobs(&mut bundle)
        .iter()
        .find(|b| common::blob_digest(b) == chosen)
        .cloned()
        .expect("the chosen blob");
    // The same code claiming one more capability (a comment makes its
    // digest differ), listed after the plain one.
    let mut richer = base.clone();
    richer.data.extend_from_slice(b"\n// richer\n");
    richer.features.push(format!("cap:{extra}"));
    blobs(&mut bundle).push(richer.clone());
    let s = load_and_run(&dev, &bundle);
    assert_eq!(
        wgsl_blob(&s),
        Some(common::blob_digest(&richer).as_str()),
        "{s}"
    );
    let plain = format!("{}: a better blob fits", common::blob_digest(&base));
    assert!(s.passed_over.iter().any(|p| p.contains(&plain)), "{s}");
}

#[test]
fn damaged_blobs_are_passed_over_and_the_slice_runs() {
    let Some(dev) = WEBGPU.device("damaged_blobs_are_passed_over") else {
        return;
    };
    // Each blob twice, damaged two ways: the one whose profile fits this
    // adapter is refused for its data, the other for its profile.
    let mut bundle = built("wgsl");
    let damaged: Vec<Blob> = blobs(&mut bundle)
        .iter()
        .flat_map(|b| {
            [vec![0xff, 0x00, 0xfe], b"@compute fn k( {".to_vec()]
                .map(|data| Blob { data, ..b.clone() })
        })
        .collect();
    *blobs(&mut bundle) = damaged;
    let s = load_and_run(&dev, &bundle);
    assert!(
        matches!(&s.choice, Choice::Slice { why } if why == "no blob fits this device"),
        "{s}"
    );
    for why in ["not UTF-8", "not WGSL", "`has:subgroups`"] {
        assert!(s.passed_over.iter().any(|p| p.contains(why)), "{why}: {s}");
    }
}

/// The WGSL slots a kernel entry records (storage bindings, uniform
/// offsets) are checked against this runtime's WebGPU layout before any
/// WGSL blob is judged, as SPIR-V's and PTX's are.
#[test]
fn wgsl_slots_that_differ_from_this_runtime_are_passed_over() {
    let Some(dev) = WEBGPU.device("wgsl_slots_that_differ_from_this_runtime") else {
        return;
    };
    let good = built("wgsl");
    for (param, kind) in [(1, SlotKind::Buffer), (2, SlotKind::Uniform)] {
        let mut bundle = good.clone();
        let slots = &mut bundle.modules[0].kernels[0].params[param].slots;
        let slot = slots
            .iter_mut()
            .find(|s| s.backend == GpuBackend::Wgsl && s.kind == kind)
            .expect("a wgsl slot");
        slot.index += 4;
        let s = load_and_run(&dev, &bundle);
        assert!(matches!(s.choice, Choice::Slice { .. }), "{kind:?}: {s}");
        let why = "its parameter layout differs from this runtime's wgsl layout";
        assert!(
            s.passed_over.iter().all(|p| p.contains(why)),
            "{kind:?}: {s}"
        );
    }
}

/// A text naga validates but wgpu cannot make a pipeline of (an
/// overridable constant with no value): the kernel is compiled from the
/// slice, and the selection says why.
#[test]
fn a_blob_wgpu_refuses_falls_back_to_the_slice() {
    let Some(dev) = WEBGPU.device("a_blob_wgpu_refuses_falls_back_to_the_slice") else {
        return;
    };
    let mut bundle = built("wgsl");
    for blob in blobs(&mut bundle).iter_mut() {
        assert_eq!(blob.backend, GpuBackend::Wgsl);
        let text = String::from_utf8(blob.data.clone()).expect("WGSL text");
        blob.data = format!("override mp_unset: u32;\n{text}")
            .replace(
                "mp_zero = params.zero;",
                "mp_zero = params.zero * mp_unset;",
            )
            .into_bytes();
    }
    let s = load_and_run(&dev, &bundle);
    match &s.choice {
        Choice::Slice { why } => assert!(
            why.starts_with("the driver refused the chosen blob: ") && why.contains("mp_unset"),
            "{s}"
        ),
        _ => panic!("wanted the slice: {s}"),
    }
    assert!(
        s.passed_over
            .iter()
            .any(|p| p.contains("wgsl webgpu blob") && p.contains("mp_unset")),
        "{s}"
    );
}
