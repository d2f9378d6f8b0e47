//! The CUDA backend through the public API: discovery (name, UUID, arch,
//! limits; one listing per GPU with Vulkan), buffers by hint, launches
//! (vector add, a struct argument, asynchronous), argument errors, and an
//! absent driver.
//!
//! Each test skips with one printed line when there is no CUDA device,
//! unless `MAGPIE_REQUIRE` names `cuda` (or `all`), in which case it fails.
//! The absent-driver test runs where there is no CUDA device.

mod common;

use half::{bf16, f16};
use magpie_rt::{
    Arg, BackendKind, Buffer, Device, Element, ErrorKind, MemoryHint, Runtime, RuntimeConfig,
    StructArg,
};

fn required() -> bool {
    std::env::var("MAGPIE_REQUIRE").is_ok_and(|v| {
        v.split(|c: char| c == ',' || c.is_whitespace())
            .any(|s| s == "cuda" || s == "all")
    })
}

fn cuda_runtime() -> Runtime {
    Runtime::with_config(RuntimeConfig {
        backend: Some(BackendKind::Cuda),
        ..RuntimeConfig::default()
    })
    .expect("a valid configuration")
}

/// The first CUDA device, or `None` after one printed line.
fn device(test: &str) -> Option<Device> {
    match cuda_runtime().device_default() {
        Ok(d) => Some(d),
        Err(e) => {
            assert!(
                !required(),
                "{test}: no CUDA device, but MAGPIE_REQUIRE names cuda: {e}"
            );
            println!("skip {test}: no CUDA device on this machine ({e})");
            None
        }
    }
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

fn round_trip<T: Element + PartialEq + std::fmt::Debug>(dev: &Device, data: &[T]) {
    for hint in MemoryHint::ALL {
        let b = dev.buffer_from_slice(data, hint).expect("upload");
        assert_eq!(b.hint(), hint);
        assert_eq!(b.to_vec().expect("read"), data, "{hint:?}");
        let c: Buffer<T> = dev.buffer(data.len() as u64, hint).expect("buffer");
        assert!(
            c.to_vec()
                .expect("read zeros")
                .iter()
                .all(|x| bytemuck::bytes_of(x).iter().all(|b| *b == 0)),
            "{hint:?}: a new buffer is zero-filled"
        );
        c.copy_from(&b).expect("copy");
        assert_eq!(c.to_vec().expect("read copy"), data, "{hint:?} copy");
    }
}

#[test]
fn buffer_round_trips() {
    let Some(dev) = device("buffer_round_trips") else {
        return;
    };
    round_trip(&dev, &[1u8, 2, 3]);
    round_trip(&dev, &[-1i16, 7, i16::MIN]);
    round_trip(&dev, &(0..1000u32).collect::<Vec<_>>());
    round_trip(&dev, &[-0.0f32, 1.5, f32::MIN_POSITIVE, f32::INFINITY]);
    round_trip(&dev, &[i64::MIN, 0, i64::MAX]);
    round_trip(&dev, &[std::f64::consts::PI, -1e300]);
    round_trip(&dev, &[f16::from_f32(0.5), f16::MAX]);
    round_trip(&dev, &[bf16::from_f32(-2.0)]);
    round_trip::<u32>(&dev, &[]);
    let b = dev.buffer::<u32>(4, MemoryHint::Auto).expect("buffer");
    assert_eq!(b.write(&[1, 2]).unwrap_err().kind, ErrorKind::BufferError);
    for hint in MemoryHint::ALL {
        let e = dev.buffer::<u8>(1 << 60, hint).unwrap_err();
        assert_eq!(e.kind, ErrorKind::OutOfMemory, "{hint:?}: {e}");
        assert_eq!(e.backend, "ptx");
    }
}

#[test]
fn vector_add() {
    let Some(dev) = device("vector_add") else {
        return;
    };
    let program = dev.compile(common::VADD).expect("compiles");
    let k = program.kernel("vadd").expect("kernel");
    let n = 1000u32;
    let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.25).collect();
    let b: Vec<f32> = (0..n).map(|i| 3.0 - i as f32).collect();
    let ba = dev.buffer_from_slice(&a, MemoryHint::Auto).unwrap();
    let bb = dev.buffer_from_slice(&b, MemoryHint::Unified).unwrap();
    let out = dev
        .buffer_from_slice(&vec![-1.0f32; n as usize + 3], MemoryHint::Cached)
        .unwrap();
    for block in [64, 32, 128] {
        k.launch(
            [n.div_ceil(block), 1, 1],
            [block, 1, 1],
            &[(&ba).into(), (&bb).into(), (&out).into(), n.into()],
        )
        .expect("launch");
    }
    let got = out.to_vec().unwrap();
    for i in 0..n as usize {
        assert_eq!(got[i], a[i] + b[i], "element {i}");
    }
    assert_eq!(&got[n as usize..], &[-1.0; 3], "elements past n");
    assert_eq!(dev.launch_count(), 3);
    let t = dev
        .last_kernel_time()
        .expect("a synchronous launch is timed");
    assert!(t.as_nanos() > 0 && t.as_secs() < 1, "{t:?}");
    // In place: one buffer passed as all three (the aliasing-safe code).
    k.launch(
        [n.div_ceil(64), 1, 1],
        [64, 1, 1],
        &[(&ba).into(), (&ba).into(), (&ba).into(), n.into()],
    )
    .expect("aliased launch");
    let twice = ba.to_vec().unwrap();
    for i in 0..n as usize {
        assert_eq!(twice[i], 2.0 * a[i], "element {i}");
    }
}

#[test]
fn struct_argument() {
    let Some(dev) = device("struct_argument") else {
        return;
    };
    let k = dev
        .compile(common::PARAMS)
        .expect("compiles")
        .kernel("read_params")
        .expect("kernel");
    let ints = dev.buffer::<i64>(3, MemoryHint::Auto).unwrap();
    let floats = dev.buffer::<f64>(1, MemoryHint::Staging).unwrap();
    let p = StructArg::new("TParams")
        .field("a", -7i32)
        .field("b", 0x0123_4567_89AB_CDEFi64)
        .field("c", -2.5e-300f64)
        .field("d", 0x7654_3210i32);
    k.launch(
        [1, 1, 1],
        [1, 1, 1],
        &[p.into(), (&ints).into(), (&floats).into()],
    )
    .expect("launch");
    assert_eq!(
        ints.to_vec().unwrap(),
        vec![-7, 0x0123_4567_89AB_CDEF, 0x7654_3210]
    );
    assert_eq!(floats.to_vec().unwrap(), vec![-2.5e-300]);
}

#[test]
fn launch_async_and_wait() {
    let Some(dev) = device("launch_async_and_wait") else {
        return;
    };
    let k = dev
        .compile(common::SPIN)
        .expect("compiles")
        .kernel("spin")
        .expect("kernel");
    let out = dev.buffer::<u32>(16, MemoryHint::Auto).unwrap();
    let fence = k
        .launch_async([16, 1, 1], [1, 1, 1], &[(&out).into(), 500_000u32.into()])
        .expect("starts");
    fence.wait().expect("ends");
    assert!(fence.is_done());
    fence.wait().expect("a second wait returns the same result");
    assert_eq!(out.to_vec().unwrap(), vec![500_000; 16]);

    // Many in flight, their buffers dropped before they end.
    let mut fences = Vec::new();
    for i in 0..100u32 {
        let tmp = dev.buffer::<u32>(16, MemoryHint::Auto).unwrap();
        fences.push(
            k.launch_async([16, 1, 1], [1, 1, 1], &[(&tmp).into(), (i + 1).into()])
                .expect("starts"),
        );
    }
    for f in &fences {
        f.wait_timeout(std::time::Duration::from_secs(60))
            .expect("ends");
    }
}

#[test]
fn argument_errors_before_the_device() {
    let Some(dev) = device("argument_errors_before_the_device") else {
        return;
    };
    let k = dev
        .compile(common::VADD)
        .expect("compiles")
        .kernel("vadd")
        .expect("kernel");
    let a = dev.buffer::<f32>(4, MemoryHint::Auto).unwrap();
    let wrong = dev.buffer::<u32>(4, MemoryHint::Auto).unwrap();
    let args: [Arg<'_>; 4] = [(&a).into(), (&wrong).into(), (&a).into(), 4u32.into()];
    let e = k.launch([1, 1, 1], [4, 1, 1], &args).unwrap_err();
    assert_eq!(e.kind, ErrorKind::ValidationFailed, "{e}");
    assert!(e.message.contains("argument 2"), "{e}");
    let e = k
        .launch(
            [1, 1, 1],
            [4, 1, 1],
            &[(&a).into(), (&a).into(), (&a).into(), 4i32.into()],
        )
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::ValidationFailed, "{e}");
    let e = k
        .launch(
            [1, 1, 1],
            [4096, 1, 1],
            &[(&a).into(), (&a).into(), (&a).into(), 4u32.into()],
        )
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::LaunchFailed, "{e}");
    // Past the device's grid limit in y: refused before the driver.
    let e = k
        .launch(
            [1, 70_000, 1],
            [1, 1, 1],
            &[(&a).into(), (&a).into(), (&a).into(), 4u32.into()],
        )
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::LaunchFailed, "{e}");
    assert_eq!(
        dev.launch_count(),
        1,
        "only the grid-limit launch reached the backend"
    );
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
    let rt = cuda_runtime();
    if rt.device_count() > 0 {
        println!(
            "skip absent_cuda_is_backend_unavailable_with_the_reason: a CUDA device is present"
        );
        return;
    }
    let e = rt.device_default().unwrap_err();
    assert_eq!(e.kind, ErrorKind::BackendUnavailable, "{e}");
    assert_eq!(e.backend, "ptx");
    assert!(
        e.message.contains("found no device on this machine ("),
        "{e}"
    );
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
    if device("many_runtimes_one_after_another").is_none() {
        return;
    }
    for round in 0..16u32 {
        let dev = cuda_runtime()
            .device_default()
            .unwrap_or_else(|e| panic!("runtime {round}: {e}"));
        let k = dev
            .compile(common::VADD)
            .expect("compiles")
            .kernel("vadd")
            .expect("kernel");
        let a = dev
            .buffer_from_slice(&[round as f32; 4], MemoryHint::Auto)
            .unwrap();
        let out = dev
            .buffer_from_slice(&[0.0f32; 4], MemoryHint::Auto)
            .unwrap();
        k.launch(
            [1, 1, 1],
            [4, 1, 1],
            &[(&a).into(), (&a).into(), (&out).into(), 4u32.into()],
        )
        .unwrap_or_else(|e| panic!("runtime {round}: {e}"));
        assert_eq!(out.to_vec().unwrap(), [2.0 * round as f32; 4]);
    }
}
