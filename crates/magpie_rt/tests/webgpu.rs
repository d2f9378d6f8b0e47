//! The WebGPU backend (wgpu over Vulkan) through the public API: the checks
//! every GPU backend passes ([`gpu_api`]: buffers by hint, launches,
//! argument errors, many runtimes), then its own: discovery (one listing
//! per GPU with Vulkan, never the preferred backend of a GPU another
//! backend reaches), timestamps taken while read. On lavapipe here; on any
//! Vulkan device elsewhere.
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
fn vector_add_reads_one_buffer_twice() {
    gpu_api::vector_add(WEBGPU);
    let Some(dev) = device("vector_add_reads_one_buffer_twice") else {
        return;
    };
    let k = common::vadd(&dev);
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
}

#[test]
fn struct_uniform() {
    gpu_api::struct_argument(WEBGPU);
}

#[test]
fn profiled_launches() {
    gpu_api::profiled_launches(WEBGPU);
}

#[test]
fn timed_transfers() {
    gpu_api::timed_transfers(WEBGPU);
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

/// A grid longer in x than WebGPU's 65535 workgroups per dimension runs
/// strided (one high) or folded into y; the kernel sees its logical ids: every work-item of a
/// 70,001 × 1 and a 70,001 × 2 grid writes its logical position once,
/// none twice, none outside it.
#[test]
fn grid_beyond_the_dispatch_limit_runs_folded() {
    let Some(dev) = device("grid_beyond_the_dispatch_limit_runs_folded") else {
        return;
    };
    const SRC: &str = "module t.ids
exports { @ids }
imports { }
digest \"0000000000000000\"

gpu fn @ids(%out: gpu.TBuffer<u32>, %count: gpu.TBuffer<u32>) -> unit workgroup(2, 1, 1) {
bb0:
    %x: u32 = gpu.global_id { dim=const.u32 0 }
    %y: u32 = gpu.global_id { dim=const.u32 1 }
    %wx: u32 = gpu.workgroup_id { dim=const.u32 0 }
    %nx: u32 = gpu.num_workgroups { dim=const.u32 0 }
    %ny: u32 = gpu.num_workgroups { dim=const.u32 1 }
    %w: u32 = i.mul { lhs=%nx, rhs=const.u32 2 }
    %row: u32 = i.mul { lhs=%y, rhs=%w }
    %i: u32 = i.add { lhs=%row, rhs=%x }
    %half: u32 = i.udiv { lhs=%x, rhs=const.u32 2 }
    %same: bool = icmp.eq { lhs=%half, rhs=%wx }
    %tag: u32 = i.add { lhs=%i, rhs=const.u32 1 }
    %s: u32 = cast<bool, u32> { v=%same }
    %ok: u32 = i.mul { lhs=%tag, rhs=%s }
    gpu.buffer_store<u32> { buf=%out, idx=%i, v=%ok }
    %old: u32 = gpu.atomic.add<u32> { buf=%count, idx=const.u32 0, v=const.u32 1 }
    %k: u32 = i.mul { lhs=%nx, rhs=%ny }
    gpu.buffer_store<u32> { buf=%count, idx=const.u32 1, v=%k }
    ret
}
";
    let k = dev
        .compile(SRC)
        .expect("compiles")
        .kernel("ids")
        .expect("kernel");
    // One row (strided) and two rows (folded).
    for (gx, gy) in [(70_001u32, 1u32), (70_001, 2)] {
        let n = (gx * 2 * gy) as usize;
        let out = dev.buffer::<u32>(n as u64, MemoryHint::Auto).unwrap();
        let count = dev.buffer_from_slice(&[0u32, 0], MemoryHint::Auto).unwrap();
        k.launch([gx, gy, 1], [2, 1, 1], &[(&out).into(), (&count).into()])
            .expect("a folded launch");
        let got = out.to_vec().unwrap();
        let wrong: Vec<usize> = (0..n).filter(|&i| got[i] != i as u32 + 1).take(5).collect();
        assert!(
            wrong.is_empty(),
            "grid {gx} x {gy}: wrong or missing writes at {wrong:?}"
        );
        assert_eq!(count.to_vec().unwrap(), vec![n as u32, gx * gy]);
    }
}

/// A one-high grid longer than the dispatch limit runs strided: one
/// dispatched workgroup runs several logical ones in turn. Each logical
/// workgroup whose id is not a multiple of 3 writes its ids into
/// workgroup memory, waits at a barrier and reads them back reversed; the
/// others return at once. Every work-item must see its own workgroup's
/// values, never those of the logical workgroup before or after it on the
/// same dispatched one.
#[test]
fn strided_grid_keeps_workgroup_memory_per_logical_workgroup() {
    let Some(dev) = device("strided_grid_keeps_workgroup_memory_per_logical_workgroup") else {
        return;
    };
    const SRC: &str = "gpu fn @mirror(%out: gpu.TBuffer<u32>) -> unit workgroup(4, 1, 1) {
bb0:
    %w: u32 = gpu.workgroup_id { dim=const.u32 0 }
    %m: u32 = i.urem { lhs=%w, rhs=const.u32 3 }
    %skip: bool = icmp.eq { lhs=%m, rhs=const.u32 0 }
    cbr %skip bb2 bb1
bb1:
    %t: u32 = gpu.thread_id { dim=const.u32 0 }
    %g: u32 = gpu.global_id { dim=const.u32 0 }
    %sh: ptr = gpu.shared<4, u32>
    %tag: u32 = i.add { lhs=%g, rhs=const.u32 1 }
    gpu.buffer_store<u32> { buf=%sh, idx=%t, v=%tag }
    gpu.barrier
    %r: u32 = i.sub { lhs=const.u32 3, rhs=%t }
    %v: u32 = gpu.buffer_load<u32> { buf=%sh, idx=%r }
    gpu.buffer_store<u32> { buf=%out, idx=%g, v=%v }
    br bb2
bb2:
    ret
}
";
    let k = dev
        .compile(SRC)
        .expect("compiles")
        .kernel("mirror")
        .expect("kernel");
    let groups = 70_001u32;
    let n = (groups * 4) as usize;
    let out = dev.buffer::<u32>(n as u64, MemoryHint::Auto).unwrap();
    k.launch([groups, 1, 1], [4, 1, 1], &[(&out).into()])
        .expect("a strided launch");
    let got = out.to_vec().unwrap();
    let want = |i: usize| {
        let (w, t) = (i / 4, i % 4);
        if w % 3 == 0 {
            0
        } else {
            (w * 4 + (3 - t) + 1) as u32
        }
    };
    let wrong: Vec<(usize, u32)> = (0..n)
        .filter(|&i| got[i] != want(i))
        .map(|i| (i, got[i]))
        .take(5)
        .collect();
    assert!(wrong.is_empty(), "wrong values at {wrong:?}");
}

/// `math.fma` on f32 rounds once on WebGPU whichever way the device's
/// probe went (WGSL's `fma` where it measured fused, the exact emulation
/// through f64 elsewhere): products whose low bits a separate multiply
/// would round away, against the CPU's `mul_add`.
#[test]
fn f32_fma_rounds_once() {
    let Some(dev) = device("f32_fma_rounds_once") else {
        return;
    };
    // a * b + c with c close to -(a * b): the exact result lives in the
    // product's low bits, which rounding the product first loses.
    let (mut a, mut b, mut c) = (Vec::new(), Vec::new(), Vec::new());
    let mut seed = 0x9e37_79b9u32;
    for k in 0..1024u32 {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        let x = 1.0 + (seed >> 9) as f32 * 2f32.powi(-23);
        let y = 1.0 + ((seed.rotate_left(11) >> 9) as f32) * 2f32.powi(-23);
        let z = -(x * y)
            * if k % 3 == 0 {
                1.0
            } else {
                1.0 + 2f32.powi(-20)
            };
        a.push(x);
        b.push(y);
        c.push(z);
    }
    let n = a.len();
    let k = dev
        .compile(common::FMA_F32)
        .expect("compiles")
        .kernel("fma")
        .expect("kernel");
    let buf = |v: &[f32]| dev.buffer_from_slice(v, MemoryHint::Auto).unwrap();
    let (ba, bb, bc) = (buf(&a), buf(&b), buf(&c));
    let out = dev.buffer::<f32>(n as u64, MemoryHint::Auto).unwrap();
    k.launch(
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[
            (&ba).into(),
            (&bb).into(),
            (&bc).into(),
            (&out).into(),
            (n as u32).into(),
        ],
    )
    .expect("launches");
    let got = out.to_vec().unwrap();
    for i in 0..n {
        let want = a[i].mul_add(b[i], c[i]);
        assert_eq!(
            got[i].to_bits(),
            want.to_bits(),
            "fma({}, {}, {}) on {}",
            a[i],
            b[i],
            c[i],
            dev.name()
        );
    }
}

/// More than the launches in a row with unread times after which the
/// backend stops timing (16, documented on `Device::last_kernel_time`).
const UNREAD_LAUNCHES: usize = 40;

/// Synchronous launches are timed while their times are read; a launch
/// that was not timed is never given an older one's time. The times are
/// the runtime's own: launches of other tests' runtimes on the same wgpu
/// device change neither.
#[test]
fn synchronous_launches_are_timed_while_their_times_are_read() {
    let Some(dev) = device("synchronous_launches_are_timed_while_their_times_are_read") else {
        return;
    };
    let k = common::vadd(&dev);
    let n = 256u32;
    let a = dev
        .buffer_from_slice(&vec![1.0f32; n as usize], MemoryHint::Auto)
        .unwrap();
    let out = dev.buffer::<f32>(u64::from(n), MemoryHint::Auto).unwrap();
    let launch = || {
        k.launch(
            [n / 64, 1, 1],
            [64, 1, 1],
            &[(&a).into(), (&a).into(), (&out).into(), n.into()],
        )
        .expect("launch")
    };
    assert_eq!(dev.last_kernel_time(), None, "no launch yet");
    launch();
    let first = dev.last_kernel_time();
    if first.is_none() {
        assert!(
            !dev.name().contains("llvmpipe"),
            "lavapipe has timestamp queries: the launch should be timed"
        );
        println!(
            "{}: no timestamp queries; nothing more to check",
            dev.name()
        );
        return;
    }
    // Asked again: the same launch, the same time.
    assert_eq!(dev.last_kernel_time(), first);
    // Read after every launch: every launch is timed.
    for _ in 0..UNREAD_LAUNCHES {
        launch();
        assert!(dev.last_kernel_time().is_some());
    }
    // Never read: timing stops, and the last (untimed) launch has no time,
    // not an older launch's.
    for _ in 0..UNREAD_LAUNCHES {
        launch();
    }
    assert_eq!(dev.last_kernel_time(), None);
    // The question turned timing back on.
    launch();
    assert!(dev.last_kernel_time().is_some());
    // Untimed launches computed what they should.
    assert_eq!(out.to_vec().unwrap(), vec![2.0f32; n as usize]);
}

/// A session's synchronous launch times are read when it ends, each its
/// own: launches of 2^22 and of 64 elements in turn, every long one took
/// longer on the device than every short one, so no time went to another
/// launch.
#[test]
fn each_launch_of_a_session_gets_its_own_device_time() {
    let Some(dev) = device("each_launch_of_a_session_gets_its_own_device_time") else {
        return;
    };
    let k = common::vadd(&dev);
    let big = 1u32 << 22;
    let a = dev
        .buffer::<f32>(u64::from(big), MemoryHint::DeviceLocal)
        .unwrap();
    let b = dev
        .buffer::<f32>(u64::from(big), MemoryHint::DeviceLocal)
        .unwrap();
    let out = dev
        .buffer::<f32>(u64::from(big), MemoryHint::DeviceLocal)
        .unwrap();
    let mut s = dev.profile_begin().expect("a session");
    for i in 0..8 {
        let n = if i % 2 == 0 { big } else { 64 };
        s.launch_profiled(
            &k,
            [n.div_ceil(64), 1, 1],
            [64, 1, 1],
            &[(&a).into(), (&b).into(), (&out).into(), n.into()],
        )
        .expect("launch");
    }
    let p = s.end().expect("end");
    let ns: Vec<u64> = p
        .events
        .iter()
        .filter(|e| e.kind == magpie_rt::profile::EventKind::Launch)
        .map(|e| e.device.map_or(0, |d| d.end_ns - d.start_ns))
        .collect();
    assert_eq!(ns.len(), 8);
    if ns.iter().all(|&t| t == 0) {
        println!("skip: the adapter has no timestamps");
        return;
    }
    // Placed on the host's clock from the tick anchor, inside each call.
    for e in p
        .events
        .iter()
        .filter(|e| e.kind == magpie_rt::profile::EventKind::Launch)
    {
        let d = e.device.expect("every launch timed");
        assert_eq!(d.placement, magpie_rt::profile::Placement::HostClock);
        assert!(
            e.start_ns <= d.start_ns && d.end_ns <= e.end_ns,
            "device span {}..{} outside its call {}..{}",
            d.start_ns,
            d.end_ns,
            e.start_ns,
            e.end_ns
        );
    }
    let long = ns.iter().step_by(2).min().copied().unwrap_or(0);
    let short = ns
        .iter()
        .skip(1)
        .step_by(2)
        .max()
        .copied()
        .unwrap_or(u64::MAX);
    assert!(long > short, "device times in launch order: {ns:?}");
}

/// Transfers timed in a session move the same bytes as untimed ones,
/// also a buffer whose size is not a whole number of words (its last word
/// read, patched and written back, the write timed).
#[test]
fn timed_transfers_of_partial_words_keep_the_bytes() {
    let Some(dev) = device("timed_transfers_of_partial_words_keep_the_bytes") else {
        return;
    };
    let bytes: Vec<u8> = (1..=10).collect();
    let buf = dev.buffer::<u8>(10, MemoryHint::DeviceLocal).unwrap();
    let copy = dev.buffer::<u8>(10, MemoryHint::DeviceLocal).unwrap();
    let s = dev.profile_begin().expect("a session");
    buf.write(&bytes).expect("write");
    copy.copy_from(&buf).expect("copy");
    let back = copy.to_vec().expect("read");
    let p = s.end().expect("end");
    assert_eq!(back, bytes);
    let upload = p
        .events
        .iter()
        .find(|e| e.kind == magpie_rt::profile::EventKind::Upload)
        .expect("the upload's event");
    let untimed = p.events.iter().all(|e| e.device.is_none());
    assert!(untimed || upload.device.is_some(), "{upload:?}");
}
