//! The WebGPU backend (wgpu over Vulkan) through the public API: the checks
//! every GPU backend passes ([`gpu_api`]: buffers by hint, launches,
//! argument errors, many runtimes), then its own: discovery (one listing
//! per GPU with Vulkan, never the preferred backend of a GPU another
//! backend reaches), timestamps. On lavapipe here; on any Vulkan device
//! elsewhere.
//!
//! Each test skips with one printed line when wgpu finds no adapter,
//! unless `MAGPIE_REQUIRE` names `webgpu` (or `all`), in which case it
//! fails.

mod common;
mod gpu_api;

use gpu_api::Backend;

use magpie_rt::{BackendKind, Device, MemoryHint, Runtime, RuntimeConfig};

const WEBGPU: Backend = Backend {
    kind: BackendKind::WebGpu,
    require: "webgpu",
};

fn device(test: &str) -> Option<Device> {
    WEBGPU.device(test)
}

#[test]
fn enumeration_and_limits() {
    let Some(dev) = device("enumeration_and_limits") else {
        return;
    };
    assert_eq!(dev.backend(), BackendKind::WebGpu);
    assert_eq!(dev.backends(), vec!["wgsl".to_string()]);
    assert_eq!(dev.arch().as_deref(), Some("webgpu"));
    let p = dev.properties();
    assert!(p.max_workgroup_size >= 256, "{p:?}");
    assert!(p.max_shared_bytes >= 16 * 1024, "{p:?}");
    assert!(p.max_buffers >= 8, "{p:?}");
    assert!(dev.warp_size().is_power_of_two(), "{p:?}");
    if dev.name().contains("llvmpipe") {
        // lavapipe's subgroups are 8 wide, as the Vulkan backend measures.
        assert_eq!(dev.warp_size(), 8);
        assert_eq!(dev.max_workgroup_size(), 1024);
    }
}

#[test]
fn auto_discovery_lists_a_gpu_once_and_prefers_vulkan() {
    if device("auto_discovery_lists_a_gpu_once_and_prefers_vulkan").is_none() {
        return;
    }
    let rt = Runtime::with_config(RuntimeConfig::default()).expect("config");
    let listed: Vec<(String, BackendKind, Vec<String>)> = rt
        .devices()
        .iter()
        .map(|d| (d.name().to_string(), d.backend(), d.backends()))
        .collect();
    // Every WebGPU adapter whose GPU Vulkan also reaches is that Vulkan
    // device (with `wgsl` among its backends), never a second entry.
    for (name, kind, backends) in &listed {
        if *kind == BackendKind::WebGpu {
            assert!(
                !listed
                    .iter()
                    .any(|(n, k, _)| n == name && *k == BackendKind::Vulkan),
                "{listed:?}"
            );
        }
        if *kind == BackendKind::Vulkan && backends.len() > 1 {
            assert_eq!(backends, &["spv", "wgsl"], "{listed:?}");
        }
    }
    let default = rt.device_default().expect("a default device");
    assert_ne!(default.backend(), BackendKind::WebGpu, "{listed:?}");
}

#[test]
fn buffer_round_trips() {
    gpu_api::buffer_round_trips(WEBGPU);
}

#[test]
fn vector_add_is_timed() {
    gpu_api::vector_add(WEBGPU);
    let Some(dev) = device("vector_add_is_timed") else {
        return;
    };
    let k = dev
        .compile(common::VADD)
        .expect("compiles")
        .kernel("vadd")
        .expect("kernel");
    let a = dev
        .buffer_from_slice(&[1.5f32; 100], MemoryHint::Auto)
        .unwrap();
    let out = dev.buffer::<f32>(100, MemoryHint::Auto).unwrap();
    k.launch(
        [2, 1, 1],
        [64, 1, 1],
        &[(&a).into(), (&a).into(), (&out).into(), 100u32.into()],
    )
    .expect("launch");
    assert_eq!(out.to_vec().unwrap(), vec![3.0; 100]);
    // Timed wherever the adapter has timestamp queries (lavapipe has).
    if dev.name().contains("llvmpipe") {
        assert!(dev.last_kernel_time().is_some());
    }
}

#[test]
fn struct_uniform() {
    gpu_api::struct_argument(WEBGPU);
}

#[test]
fn launch_async_and_wait() {
    gpu_api::launch_async_and_wait(WEBGPU);
}

#[test]
fn argument_errors_before_the_device() {
    gpu_api::argument_errors_before_the_device(WEBGPU);
}

#[test]
fn absent_webgpu_is_backend_unavailable_with_the_reason() {
    gpu_api::absent_is_backend_unavailable(WEBGPU);
}

/// One wgpu instance and one device per adapter serve every runtime.
#[test]
fn many_runtimes_one_after_another() {
    gpu_api::many_runtimes_one_after_another(WEBGPU, 64);
}

/// Asynchronous launches are numbered on the device's timeline: fences
/// waited for newest first, each launch's own result (its buffer holds
/// its own value), and a fence polled (`is_done`, `wait_timeout`) finishes
/// what has ended without waiting for more.
#[test]
fn async_fences_in_any_order() {
    let Some(dev) = device("async_fences_in_any_order") else {
        return;
    };
    let k = dev
        .compile(common::SPIN)
        .expect("compiles")
        .kernel("spin")
        .expect("kernel");
    let mut launched = Vec::new();
    for i in 0..40u32 {
        let out = dev.buffer::<u32>(16, MemoryHint::Auto).expect("buffer");
        let f = k
            .launch_async([16, 1, 1], [1, 1, 1], &[(&out).into(), (i * 7 + 1).into()])
            .expect("starts");
        launched.push((i, out, f));
    }
    for (i, out, f) in launched.iter().rev() {
        f.wait().expect("ends");
        assert!(f.is_done());
        assert_eq!(
            out.to_vec().expect("read"),
            vec![i * 7 + 1; 16],
            "launch {i}"
        );
    }
    let out = dev.buffer::<u32>(16, MemoryHint::Auto).expect("buffer");
    let f = k
        .launch_async([16, 1, 1], [1, 1, 1], &[(&out).into(), 3u32.into()])
        .expect("starts");
    f.wait_timeout(std::time::Duration::from_secs(60))
        .expect("ends within the timeout");
    assert!(f.is_done());
    assert_eq!(out.to_vec().expect("read"), vec![3; 16]);
}
