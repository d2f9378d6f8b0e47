//! Loading bundles through the public API: module lookup, a bundle whose
//! entries disagree with its slice, blobs passed over (and why), and the
//! error when no code of a bundle runs on a device. The Vulkan tests run on
//! lavapipe here and skip without a Vulkan device (unless `MAGPIE_REQUIRE`
//! names vulkan).

mod common;
mod gpu_api;

use gpu_api::Backend;
use magpie_bundle::{Bundle, SlotKind};
use magpie_gpu::GpuBackend;
use magpie_rt::{BackendKind, Choice, Device, ErrorKind, MemoryHint, Runtime};

const VULKAN: Backend = Backend {
    kind: BackendKind::Vulkan,
    require: "vulkan",
};

const ADD: &str = "module app.add
exports { @add }
imports { }
digest \"0000000000000000\"

gpu fn @add(%a: gpu.TBuffer<u32>, %out: gpu.TBuffer<u32>, %k: u32) -> unit workgroup(64, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %x: u32 = gpu.buffer_load<u32> { buf=%a, idx=%i }
    %y: u32 = i.add { lhs=%x, rhs=%k }
    gpu.buffer_store<u32> { buf=%out, idx=%i, v=%y }
    ret
}
";

fn built(sources: &[(&str, &str)], targets: &str) -> Bundle {
    let inputs: Vec<magpie_build::Input> = sources
        .iter()
        .map(|(file, source)| magpie_build::Input {
            file: (*file).to_string(),
            source: (*source).to_string(),
        })
        .collect();
    let targets = magpie_build::parse_targets(&[targets]).expect("targets");
    magpie_build::build(&inputs, &targets)
        .expect("builds")
        .bundle
}

fn cpu() -> Device {
    Runtime::cpu().device_default().expect("cpu")
}

/// Runs @add with k = 5 and checks the output.
fn check_add(dev: &Device, program: &magpie_rt::Program) {
    let k = program.kernel("add").expect("kernel");
    let a: Vec<u32> = (0..64).collect();
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
    let want: Vec<u32> = a.iter().map(|x| x + 5).collect();
    assert_eq!(out.to_vec().expect("read"), want);
}

#[test]
fn modules_are_found_by_name() {
    let other = ADD.replace("module app.add", "module app.other");
    let bundle = common::bundle_file(&built(&[("add.mp", ADD), ("other.mp", &other)], "spv"));
    let dev = cpu();
    let e = dev.load(&bundle).expect_err("two modules");
    assert_eq!(e.kind, ErrorKind::InvalidKernel);
    assert!(e.message.contains("has several modules"), "{e}");
    let e = dev
        .load_module(&bundle, "app.nope")
        .expect_err("no such module");
    assert!(
        e.message
            .contains("has no module `app.nope` (modules: app.add, app.other)"),
        "{e}"
    );
    let p = dev.load_module(&bundle, "app.other").expect("loads");
    check_add(&dev, &p);
}

#[test]
fn the_cpu_runs_the_slice_and_says_why() {
    let bundle = common::bundle_file(&built(&[("add.mp", ADD)], "spv,ptx:sm_90"));
    let dev = cpu();
    let p = dev.load(&bundle).expect("loads");
    check_add(&dev, &p);
    let s = &p.selections()[0];
    assert_eq!(s.kernel, "add");
    assert!(matches!(s.choice, Choice::Slice { .. }), "{s}");
    assert_eq!(s.passed_over.len(), 2, "{s}");
    assert!(
        s.passed_over
            .iter()
            .all(|p| p.contains("runs the portable slice")),
        "{s}"
    );
}

#[test]
fn an_entry_that_disagrees_with_its_slice_is_invalid() {
    let mut b = built(&[("add.mp", ADD)], "spv");
    b.modules[0].kernels[0].params[2].name = "kk".into();
    let e = cpu().load(&common::bundle_file(&b)).expect_err("disagrees");
    assert_eq!(e.kind, ErrorKind::InvalidKernel);
    assert!(
        e.message.contains("@add: the bundle lists parameters"),
        "{e}"
    );
    let mut b = built(&[("add.mp", ADD)], "spv");
    b.modules[0].kernels[0].symbol = "gone".into();
    let e = cpu()
        .load(&common::bundle_file(&b))
        .expect_err("no such kernel");
    assert!(
        e.message.contains("a kernel its slice does not have"),
        "{e}"
    );
}

#[test]
fn on_vulkan_the_spirv_blob_runs_unless_it_does_not_fit() {
    let Some(dev) = VULKAN.device("on_vulkan_the_spirv_blob_runs_unless_it_does_not_fit") else {
        return;
    };
    let good = built(&[("add.mp", ADD)], "spv,ptx:sm_90");
    let p = dev.load(&common::bundle_file(&good)).expect("loads");
    check_add(&dev, &p);
    let s = &p.selections()[0];
    assert!(
        matches!(&s.choice, Choice::Compatible(b) if b.backend == "spv"),
        "{s}"
    );
    assert!(
        s.passed_over.iter().any(|p| p.contains("ptx sm_90 blob")),
        "{s}"
    );

    // A slot that is not where this runtime binds the parameter.
    let mut b = good.clone();
    for slot in &mut b.modules[0].kernels[0].params[1].slots {
        if slot.backend == GpuBackend::Spv && slot.kind == SlotKind::Buffer {
            slot.index = 7;
        }
    }
    let p = dev
        .load(&common::bundle_file(&b))
        .expect("loads from the slice");
    check_add(&dev, &p);
    let s = &p.selections()[0];
    assert!(
        matches!(&s.choice, Choice::Slice { why } if why == "no blob fits this device"),
        "{s}"
    );
    assert!(
        s.passed_over
            .iter()
            .any(|p| p.contains("parameter layout differs")),
        "{s}"
    );

    // The slice alone.
    let p = dev
        .load(&common::bundle_file(&built(&[("add.mp", ADD)], "slice")))
        .expect("loads");
    check_add(&dev, &p);
    let s = &p.selections()[0];
    assert!(
        matches!(&s.choice, Choice::Slice { why } if why == "the bundle has no blob for this kernel"),
        "{s}"
    );

    // A feature this runtime does not know.
    let mut b = good.clone();
    for blob in &mut b.modules[0].kernels[0].blobs {
        blob.features.push("warp:f32".into());
    }
    let p = dev
        .load(&common::bundle_file(&b))
        .expect("loads from the slice");
    check_add(&dev, &p);
    let s = &p.selections()[0];
    assert!(matches!(s.choice, Choice::Slice { .. }), "{s}");
    assert!(
        s.passed_over
            .iter()
            .any(|p| p.contains("unknown feature `warp:f32`")),
        "{s}"
    );
}

/// A kernel that needs device-side malloc: Vulkan cannot run it, and the
/// bundle has only PTX, so nothing fits: the error names what there is.
#[test]
fn nothing_that_fits_is_invalid_kernel_naming_what_there_is() {
    let Some(dev) = VULKAN.device("nothing_that_fits_is_invalid_kernel_naming_what_there_is")
    else {
        return;
    };
    let source = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../examples/spec/5_2_unsafe_device_alloc.mp"),
    )
    .expect("example");
    let bundle = common::bundle_file(&built(&[("alloc.mp", &source)], "ptx:sm_90"));
    let e = dev.load(&bundle).expect_err("nothing fits");
    assert_eq!(e.kind, ErrorKind::InvalidKernel);
    assert!(
        e.message
            .contains("the bundle has ptx sm_90, the portable slice; none fits"),
        "{e}"
    );
}
