//! The Vulkan backend through the public API: discovery, buffers by hint,
//! launches (vector add, a struct push constant, asynchronous), argument
//! errors. On lavapipe here; on any Vulkan device elsewhere.
//!
//! Each test skips with one printed line when there is no Vulkan device,
//! unless `MAGPIE_REQUIRE` names `vulkan` (or `all`), in which case it fails.

mod common;

use half::{bf16, f16};
use magpie_rt::{
    Arg, BackendKind, Buffer, Device, Element, ErrorKind, MemoryHint, Runtime, RuntimeConfig,
    StructArg,
};

fn required() -> bool {
    std::env::var("MAGPIE_REQUIRE").is_ok_and(|v| {
        v.split(|c: char| c == ',' || c.is_whitespace())
            .any(|s| s == "vulkan" || s == "all")
    })
}

fn vulkan_runtime() -> Runtime {
    Runtime::with_config(RuntimeConfig {
        backend: Some(BackendKind::Vulkan),
        ..RuntimeConfig::default()
    })
    .expect("a valid configuration")
}

/// The first Vulkan device, or `None` after one printed line.
fn device(test: &str) -> Option<Device> {
    match vulkan_runtime().device_default() {
        Ok(d) => Some(d),
        Err(e) => {
            assert!(
                !required(),
                "{test}: no Vulkan device, but MAGPIE_REQUIRE names vulkan: {e}"
            );
            println!("skip {test}: no Vulkan device on this machine ({e})");
            None
        }
    }
}

#[test]
fn enumeration_and_limits() {
    let Some(dev) = device("enumeration_and_limits") else {
        return;
    };
    assert_eq!(dev.backend(), BackendKind::Vulkan);
    assert_eq!(dev.backends(), vec!["spv".to_string()]);
    assert!(!dev.name().is_empty());
    let p = dev.properties();
    assert!(p.max_workgroup_size >= 128, "{p:?}");
    assert!(p.max_workgroup_dims.iter().all(|d| *d >= 1), "{p:?}");
    assert!(p.max_shared_bytes >= 16 * 1024, "{p:?}");
    assert!(p.max_buffers >= 4, "{p:?}");
    assert!(dev.warp_size().is_power_of_two(), "{p:?}");
    if dev.name().contains("llvmpipe") {
        // Facts measured on lavapipe (DEPENDENCIES.md).
        assert_eq!(dev.warp_size(), 8);
        assert_eq!(dev.max_shared_bytes(), 32 * 1024);
        assert_eq!(dev.max_workgroup_size(), 1024);
        assert!(dev.has_capability(magpie_rt::Capability::Float64));
        assert!(dev.has_capability(magpie_rt::Capability::Int64));
        assert!(dev.has_capability(magpie_rt::Capability::Subgroups));
    }
    // Automatic discovery lists Vulkan before the CPU fallback.
    let rt = Runtime::with_config(RuntimeConfig {
        fallback: magpie_rt::Fallback::Cpu,
        ..RuntimeConfig::default()
    })
    .expect("config");
    let kinds: Vec<BackendKind> = rt.devices().iter().map(|d| d.backend()).collect();
    let vk = kinds.iter().position(|k| *k == BackendKind::Vulkan);
    let cpu = kinds.iter().position(|k| *k == BackendKind::Cpu);
    assert!(vk.is_some() && vk < cpu, "{kinds:?}");
    assert_eq!(
        rt.device_default().expect("default").backend(),
        BackendKind::Vulkan
    );
}

#[test]
fn cpu_only_runtimes_do_not_probe_vulkan() {
    assert!(Runtime::cpu()
        .devices()
        .iter()
        .all(|d| d.backend() == BackendKind::Cpu));
    assert!(BackendKind::Vulkan.is_built_in());
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
    // Wrong lengths are the front half's BufferError; huge ones OutOfMemory.
    let b = dev.buffer::<u32>(4, MemoryHint::Auto).expect("buffer");
    assert_eq!(b.write(&[1, 2]).unwrap_err().kind, ErrorKind::BufferError);
    let e = dev.buffer::<u8>(1 << 60, MemoryHint::Auto).unwrap_err();
    assert_eq!(e.kind, ErrorKind::OutOfMemory);
    assert_eq!(e.backend, "spv");
}

#[test]
fn vector_add() {
    let Some(dev) = device("vector_add") else {
        return;
    };
    let k = dev
        .compile(common::VADD)
        .expect("compiles")
        .kernel("vadd")
        .expect("kernel");
    let n = 1000u32;
    let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.25).collect();
    let b: Vec<f32> = (0..n).map(|i| 3.0 - i as f32).collect();
    let ba = dev.buffer_from_slice(&a, MemoryHint::Auto).unwrap();
    let bb = dev.buffer_from_slice(&b, MemoryHint::DeviceLocal).unwrap();
    let out = dev
        .buffer_from_slice(&vec![-1.0f32; n as usize + 3], MemoryHint::Cached)
        .unwrap();
    for block in [64, 32, 64] {
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
}

#[test]
fn struct_push_constant() {
    let Some(dev) = device("struct_push_constant") else {
        return;
    };
    let k = dev
        .compile(common::PARAMS)
        .expect("compiles")
        .kernel("read_params")
        .expect("kernel");
    let ints = dev.buffer::<i64>(3, MemoryHint::Auto).unwrap();
    let floats = dev.buffer::<f64>(1, MemoryHint::Auto).unwrap();
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
        .launch_async([16, 1, 1], [1, 1, 1], &[(&out).into(), 5000u32.into()])
        .expect("starts");
    // The buffer handle may go before the launch ends.
    fence.wait().expect("ends");
    assert!(fence.is_done());
    fence.wait().expect("a second wait returns the same result");
    assert_eq!(out.to_vec().unwrap(), vec![5000; 16]);
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
    assert_eq!(
        dev.launch_count(),
        0,
        "no rejected launch reached the device"
    );
}

#[test]
fn absent_vulkan_is_backend_unavailable_with_the_reason() {
    // With a loader that finds no driver, an explicit request names why.
    let rt = vulkan_runtime();
    if rt.device_count() > 0 {
        println!(
            "skip absent_vulkan_is_backend_unavailable_with_the_reason: a Vulkan device is present"
        );
        return;
    }
    let e = rt.device_default().unwrap_err();
    assert_eq!(e.kind, ErrorKind::BackendUnavailable, "{e}");
    assert_eq!(e.backend, "spv");
    assert!(
        e.message.contains("found no device on this machine ("),
        "{e}"
    );
}

/// One process creating and dropping many runtimes, one after another, each
/// with a launch: every one must still find the device. (The NVIDIA driver
/// stopped creating instances after about 30 runtimes when each one loaded
/// and unloaded libvulkan itself.)
#[test]
fn many_runtimes_one_after_another() {
    if device("many_runtimes_one_after_another").is_none() {
        return;
    }
    for round in 0..64u32 {
        let dev = vulkan_runtime()
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
        assert_eq!(
            out.to_vec().unwrap(),
            [2.0 * round as f32; 4],
            "runtime {round}"
        );
    }
}

/// Free memory comes from VK_EXT_memory_budget where the driver has it: at
/// most the total, and not more after a 256 MiB buffer than before.
#[test]
fn memory_available_from_the_budget() {
    let Some(dev) = device("memory_available_from_the_budget") else {
        return;
    };
    let before = dev.memory_available();
    println!(
        "{}: {} of {} bytes available",
        dev.name(),
        before,
        dev.memory_total()
    );
    if before == 0 {
        println!("skip memory_available_from_the_budget: the driver reports no budget");
        return;
    }
    assert!(
        before <= dev.memory_total(),
        "{before} > {}",
        dev.memory_total()
    );
    let big = dev
        .buffer::<u8>(256 << 20, MemoryHint::DeviceLocal)
        .expect("a 256 MiB buffer");
    let during = dev.memory_available();
    assert!(during <= before, "{during} > {before}");
    drop(big);
}

/// A `break` out of two nested loops (the loops' exits continue at
/// different blocks: normalised before the SPIR-V structurizer) computes on
/// Vulkan what it computes on the CPU.
#[test]
fn a_break_out_of_two_loops_matches_the_cpu() {
    let Some(dev) = device("a_break_out_of_two_loops_matches_the_cpu") else {
        return;
    };
    const SRC: &str = "gpu fn @k(%o: gpu.TBuffer<u32>, %n: u32) -> unit workgroup(64, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    br bb1
bb1:
    %a: u32 = phi u32 { [bb0: const.u32 1], [bb5: %a2] }
    %amore: bool = icmp.ult { lhs=%a, rhs=%n }
    cbr %amore bb2 bb7
bb2:
    %b: u32 = phi u32 { [bb1: const.u32 1], [bb4: %b2] }
    %bmore: bool = icmp.ult { lhs=%b, rhs=%n }
    cbr %bmore bb3 bb5
bb3:
    %p: u32 = i.mul { lhs=%a, rhs=%b }
    %q: u32 = i.add { lhs=%p, rhs=%i }
    %m: u32 = i.urem { lhs=%q, rhs=const.u32 13 }
    %found: bool = icmp.eq { lhs=%m, rhs=const.u32 0 }
    cbr %found bb6 bb4
bb4:
    %b2: u32 = i.add { lhs=%b, rhs=const.u32 1 }
    br bb2
bb5:
    %a2: u32 = i.add { lhs=%a, rhs=const.u32 1 }
    br bb1
bb6:
    %code: u32 = i.mul { lhs=%a, rhs=const.u32 1000 }
    %code2: u32 = i.add { lhs=%code, rhs=%b }
    br bb8
bb7:
    br bb8
bb8:
    %res: u32 = phi u32 { [bb6: %code2], [bb7: const.u32 999999] }
    gpu.buffer_store<u32> { buf=%o, idx=%i, v=%res }
    ret
}
";
    let mut outs = Vec::new();
    for d in [dev, Runtime::cpu().device_default().expect("cpu")] {
        let k = d
            .compile(SRC)
            .expect("compiles")
            .kernel("k")
            .expect("kernel");
        let o = d.buffer_from_slice(&[0u32; 128], MemoryHint::Auto).unwrap();
        k.launch([2, 1, 1], [64, 1, 1], &[(&o).into(), 9u32.into()])
            .expect("launch");
        outs.push(o.to_vec().unwrap());
    }
    assert_eq!(outs[0], outs[1]);
    // and both match the loops written in Rust
    for i in 0..128u32 {
        let mut want = 999_999;
        'outer: for a in 1..9 {
            for b in 1..9 {
                if (a * b + i) % 13 == 0 {
                    want = a * 1000 + b;
                    break 'outer;
                }
            }
        }
        assert_eq!(outs[0][i as usize], want, "work-item {i}");
    }
}
