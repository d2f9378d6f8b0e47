//! The CUDA backend through the public API: the checks every GPU backend
//! passes ([`gpu_api`]: buffers by hint, launches, argument errors, many
//! runtimes, an absent driver), then CUDA's own: discovery (name, UUID,
//! arch, limits; one listing per GPU with Vulkan), every hint refusing a
//! huge buffer, the grid limit.
//!
//! Each test skips with one printed line when there is no CUDA device,
//! unless `MAGPIE_REQUIRE` names `cuda` (or `all`), in which case it fails.
//! The absent-driver test runs where there is no CUDA device.

mod common;
mod gpu_api;

use gpu_api::Backend;

use magpie_rt::{BackendKind, Device, ErrorKind, MemoryHint, Runtime, RuntimeConfig};

const CUDA: Backend = Backend {
    kind: BackendKind::Cuda,
    require: "cuda",
};

/// The first CUDA device, or `None` after one printed line.
fn device(test: &str) -> Option<Device> {
    CUDA.device(test)
}

#[test]
fn enumeration_and_limits() {
    let Some(dev) = device("enumeration_and_limits") else {
        return;
    };
    assert_eq!(dev.backend(), BackendKind::Cuda);
    assert_eq!(dev.backends(), vec!["ptx".to_string()]);
    assert!(!dev.name().is_empty());
    let uuid = dev.uuid().expect("CUDA reports a UUID");
    assert_eq!(uuid.len(), 36, "{uuid}");
    let arch = dev.arch().expect("an arch");
    assert!(arch.starts_with("sm_"), "{arch}");
    let p = dev.properties();
    println!("{} {uuid} {arch} {p:?}", dev.name());
    assert_eq!(dev.warp_size(), 32);
    assert!(p.max_workgroup_size >= 1024, "{p:?}");
    assert_eq!(p.max_workgroup_dims, [1024, 1024, 64], "{p:?}");
    assert!(p.max_shared_bytes >= 48 * 1024, "{p:?}");
    assert!(p.max_buffers >= 100, "{p:?}");
    assert!(dev.memory_total() > 0);
    let free = dev.memory_available();
    assert!(free > 0 && free <= dev.memory_total(), "{free}");
    assert!(!dev.flushes_f32_subnormals());
    for cap in [
        magpie_rt::Capability::Int64,
        magpie_rt::Capability::Float64,
        magpie_rt::Capability::Subgroups,
        magpie_rt::Capability::AtomicsF32,
    ] {
        assert!(dev.has_capability(cap), "{cap}");
    }
    if dev.name().contains("H200") || dev.name().contains("H100") {
        assert_eq!(arch, "sm_90");
        assert!(dev.has_capability(magpie_rt::Capability::Bf16));
    }

    // Automatic discovery lists CUDA devices first, each GPU once: a GPU
    // that Vulkan reaches too names both backends.
    let rt = Runtime::with_config(RuntimeConfig {
        fallback: magpie_rt::Fallback::Cpu,
        ..RuntimeConfig::default()
    })
    .expect("config");
    let first = &rt.devices()[0];
    assert_eq!(first.backend(), BackendKind::Cuda);
    assert_eq!(rt.device_default().expect("default"), *first);
    let uuids: Vec<String> = rt.devices().iter().filter_map(Device::uuid).collect();
    for (i, u) in uuids.iter().enumerate() {
        assert!(!uuids[..i].contains(u), "{u} listed twice");
    }
    for d in rt.devices() {
        println!("auto: {} [{}] {:?}", d.name(), d.backend(), d.backends());
    }
}

#[test]
fn cuda_is_built_in() {
    assert!(BackendKind::Cuda.is_built_in());
    assert_eq!(BackendKind::from_name("cuda"), Some(BackendKind::Cuda));
    assert_eq!(BackendKind::from_name("ptx"), Some(BackendKind::Cuda));
    assert_eq!(BackendKind::Cuda.spec_name(), "ptx");
}

#[test]
fn buffer_round_trips() {
    gpu_api::buffer_round_trips(CUDA);
    // every hint refuses a huge buffer before the driver
    let Some(dev) = device("buffer_round_trips") else {
        return;
    };
    for hint in MemoryHint::ALL {
        let e = dev.buffer::<u8>(1 << 60, hint).unwrap_err();
        assert_eq!(e.kind, ErrorKind::OutOfMemory, "{hint:?}: {e}");
        assert_eq!(e.backend, "ptx");
    }
}

#[test]
fn vector_add() {
    gpu_api::vector_add(CUDA);
}

#[test]
fn struct_argument() {
    gpu_api::struct_argument(CUDA);
}

#[test]
fn profiled_launches() {
    gpu_api::profiled_launches(CUDA);
}

#[test]
fn timed_transfers() {
    gpu_api::timed_transfers(CUDA);
}

#[test]
fn launch_async_and_wait() {
    gpu_api::launch_async_and_wait(CUDA);
}

#[test]
fn argument_errors_before_the_device() {
    let Some((dev, k)) = gpu_api::argument_errors_before_the_device(CUDA) else {
        return;
    };
    let a = dev.buffer::<f32>(4, MemoryHint::Auto).unwrap();
    // Past the device's grid limit in y: refused by the backend.
    let e = k
        .launch(
            [1, 70_000, 1],
            [1, 1, 1],
            &[(&a).into(), (&a).into(), (&a).into(), 4u32.into()],
        )
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::LaunchFailed, "{e}");
    // The device is still usable.
    k.launch(
        [1, 1, 1],
        [4, 1, 1],
        &[(&a).into(), (&a).into(), (&a).into(), 4u32.into()],
    )
    .expect("a good launch after the errors");
}

#[test]
fn compile_errors_name_the_kernel() {
    let Some(dev) = device("compile_errors_name_the_kernel") else {
        return;
    };
    let e = dev.compile("gpu fn @k(%x: u32) -> unit {\nbb0:\n    bogus\n}\n");
    assert_eq!(e.unwrap_err().kind, ErrorKind::CompilationFailed);
}

#[test]
fn absent_cuda_is_backend_unavailable_with_the_reason() {
    let Some(e) = gpu_api::absent_is_backend_unavailable(CUDA) else {
        return;
    };
    assert!(e.message.contains("CUDA"), "the reason is kept: {e}");
    // Automatic discovery does not fail because CUDA is absent.
    let rt = Runtime::with_config(RuntimeConfig {
        fallback: magpie_rt::Fallback::Cpu,
        ..RuntimeConfig::default()
    })
    .expect("config");
    assert!(rt
        .devices()
        .iter()
        .all(|d| d.backend() != BackendKind::Cuda));
    assert!(rt.device_default().is_ok());
}

/// Runtimes made and dropped one after another each find the device and
/// launch (the primary context is retained and released each time).
#[test]
fn many_runtimes_one_after_another() {
    gpu_api::many_runtimes_one_after_another(CUDA, 16);
}

const STREAM: &str = include_str!("../../../bench/kernels/stream.mp");

/// CUPTI's counters over STREAM's copy of 2^26 floats, launched three
/// times: each launch reads and writes 256 MiB (ten times what an H100's
/// or H200's L2 holds, so whatever a pass finds in it, flushed or left by
/// CUPTI's restoring the buffers, changes the traffic by a few percent),
/// so device memory moves 2 · 4 · 2^26 bytes per launch. Checked: the
/// bytes within 15 % of that,
/// the bandwidth equal to bytes over duration, occupancy and warp
/// efficiency in range, the copy right, every launch's counters in its
/// event. Skips where CUPTI is missing unless `MAGPIE_REQUIRE` names
/// `cupti`. Prints the counters' bandwidth against the one the kernel's
/// device time (a launch without counters) gives.
#[test]
fn cupti_counters_measure_a_stream_copy() {
    let Some(dev) = device("cupti_counters_measure_a_stream_copy") else {
        return;
    };
    let cupti = Backend {
        kind: BackendKind::Cuda,
        require: "cupti",
    };
    if dev.available_counters().is_empty() {
        assert!(
            !cupti.required(),
            "MAGPIE_REQUIRE names cupti, but CUPTI was not found"
        );
        println!("skip cupti_counters_measure_a_stream_copy: CUPTI not found");
        return;
    }
    let n: u32 = 1 << 26;
    let copy = dev
        .compile(STREAM)
        .and_then(|p| p.kernel("copy_f32"))
        .expect("copy_f32");
    let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.25).collect();
    let a_buf = dev.buffer_from_slice(&a, MemoryHint::Auto).expect("a");
    let c_buf = dev
        .buffer::<f32>(u64::from(n), MemoryHint::Auto)
        .expect("c");
    let args = [(&a_buf).into(), (&c_buf).into(), n.into()];
    let grid = [n / 256, 1, 1];
    let mut session = dev.profile_begin().expect("session");
    for _ in 0..3 {
        copy.launch(grid, [256, 1, 1], &args).expect("timed launch");
    }
    let names: Vec<String> = dev
        .available_counters()
        .into_iter()
        .map(|c| c.name)
        .collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let warnings = session.enable_counters(&names).expect("enable");
    if cupti.required() {
        assert!(warnings.is_empty(), "{warnings:?}");
    }
    for _ in 0..3 {
        copy.launch(grid, [256, 1, 1], &args)
            .expect("counted launch");
    }
    let read = session.read_counters().expect("read");
    println!("{}: {read:?} (warnings {warnings:?})", dev.name());
    let p = session.end().expect("end");
    assert_eq!(c_buf.to_vec().expect("c"), a, "the copy under replay");
    assert_eq!(p.counters.len(), 3, "{:?}", p.counters);
    let moved = 3.0 * 2.0 * 4.0 * f64::from(n);
    let bytes = read["dram_bytes"];
    assert!(
        (bytes / moved - 1.0).abs() < 0.15,
        "dram_bytes {bytes} for {moved} bytes copied"
    );
    let duration = read[magpie_rt::profile::counters::DURATION];
    assert!(duration > 0.0);
    let rate = read["dram_bytes_per_second"];
    let from_parts = bytes / (duration * 1e-9);
    assert!(
        (rate / from_parts - 1.0).abs() < 0.05,
        "bandwidth {rate} against bytes / duration {from_parts}"
    );
    let occupancy = read["sm_occupancy_pct"];
    assert!(occupancy > 0.0 && occupancy <= 100.0, "{occupancy}");
    let efficiency = read["warp_efficiency_pct"];
    assert!(efficiency > 90.0 && efficiency <= 100.0, "{efficiency}");
    let counted: Vec<_> = p
        .events
        .iter()
        .filter(|e| e.metadata.contains_key("counter.dram_bytes"))
        .collect();
    assert_eq!(counted.len(), 3);
    // The kernel's own bandwidth, from the launches timed without counters.
    let timed: Vec<u64> = p
        .events
        .iter()
        .filter(|e| e.kind == magpie_rt::profile::EventKind::Launch)
        .filter(|e| {
            !e.metadata
                .contains_key(magpie_rt::profile::counters::COLLECTED)
        })
        .filter_map(|e| e.device.as_ref().map(|d| d.end_ns - d.start_ns))
        .collect();
    if let Some(best) = timed.iter().min() {
        let timed_rate = 2.0 * 4.0 * f64::from(n) / (*best as f64 * 1e-9);
        println!(
            "copy_f32 2^26: CUPTI {:.1} GB/s, bytes over the fastest timed launch {:.1} GB/s (ratio {:.3})",
            rate / 1e9,
            timed_rate / 1e9,
            rate / timed_rate
        );
    }
}
