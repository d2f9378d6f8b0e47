//! The runtime API checks every GPU backend must pass, written once
//! (STYLE.md item 9): each backend's test file (`vulkan.rs`, `cuda.rs`)
//! calls these with its `Backend`, then adds the checks only it needs.
//! Each check skips with one printed line when the backend has no device,
//! unless `MAGPIE_REQUIRE` names it (or `all`), in which case it fails.
#![allow(dead_code)]

use half::{bf16, f16};
use magpie_rt::{
    Arg, BackendKind, Buffer, Device, Element, ErrorKind, MemoryHint, Runtime, RuntimeConfig,
    StructArg,
};

use super::common;

/// One backend under test.
#[derive(Clone, Copy, Debug)]
pub struct Backend {
    pub kind: BackendKind,
    /// The name `MAGPIE_REQUIRE` uses (`vulkan`, `cuda`).
    pub require: &'static str,
}

impl Backend {
    pub fn runtime(&self) -> Runtime {
        Runtime::with_config(RuntimeConfig {
            backend: Some(self.kind),
            ..RuntimeConfig::default()
        })
        .expect("a valid configuration")
    }

    pub fn required(&self) -> bool {
        std::env::var("MAGPIE_REQUIRE").is_ok_and(|v| {
            v.split(|c: char| c == ',' || c.is_whitespace())
                .any(|s| s == self.require || s == "all")
        })
    }

    /// The first device, or `None` after one printed line.
    pub fn device(&self, test: &str) -> Option<Device> {
        match self.runtime().device_default() {
            Ok(d) => Some(d),
            Err(e) => {
                assert!(
                    !self.required(),
                    "{test}: no {} device, but MAGPIE_REQUIRE names it: {e}",
                    self.require
                );
                println!(
                    "skip {test}: no {} device on this machine ({e})",
                    self.require
                );
                None
            }
        }
    }
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

/// Every element type through every hint: upload, zero-filled new buffers,
/// copies; a wrong length is `BufferError`, a huge buffer `OutOfMemory`.
pub fn buffer_round_trips(b: Backend) {
    let Some(dev) = b.device("buffer_round_trips") else {
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
    let buf = dev.buffer::<u32>(4, MemoryHint::Auto).expect("buffer");
    assert_eq!(buf.write(&[1, 2]).unwrap_err().kind, ErrorKind::BufferError);
    let e = dev.buffer::<u8>(1 << 60, MemoryHint::Auto).unwrap_err();
    assert_eq!(e.kind, ErrorKind::OutOfMemory);
    assert_eq!(e.backend, b.kind.spec_name());
}

/// A vector add at three block sizes with buffers of three hints, nothing
/// written past `n`, each launch counted and timed; then in place, one
/// buffer passed as all three arguments.
pub fn vector_add(b: Backend) {
    let Some(dev) = b.device("vector_add") else {
        return;
    };
    let k = common::vadd(&dev);
    let n = 1000u32;
    let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.25).collect();
    let bv: Vec<f32> = (0..n).map(|i| 3.0 - i as f32).collect();
    let ba = dev.buffer_from_slice(&a, MemoryHint::Auto).unwrap();
    let bb = dev.buffer_from_slice(&bv, MemoryHint::DeviceLocal).unwrap();
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
        assert_eq!(got[i], a[i] + bv[i], "element {i}");
    }
    assert_eq!(&got[n as usize..], &[-1.0; 3], "elements past n");
    assert_eq!(dev.launch_count(), 3);
    let t = dev
        .last_kernel_time()
        .expect("a synchronous launch is timed");
    assert!(t.as_nanos() > 0 && t.as_secs() < 1, "{t:?}");
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

/// A value-struct argument with i32/i64/f64/i32 fields (padding included).
pub fn struct_argument(b: Backend) {
    let Some(dev) = b.device("struct_argument") else {
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

/// `launch_async` and its fence; then 100 launches in flight whose buffer
/// handles are dropped before they end.
pub fn launch_async_and_wait(b: Backend) {
    let Some(dev) = b.device("launch_async_and_wait") else {
        return;
    };
    let k = dev
        .compile(common::SPIN)
        .expect("compiles")
        .kernel("spin")
        .expect("kernel");
    let out = dev.buffer::<u32>(16, MemoryHint::Auto).unwrap();
    let fence = k
        .launch_async([16, 1, 1], [1, 1, 1], &[(&out).into(), 50_000u32.into()])
        .expect("starts");
    fence.wait().expect("ends");
    assert!(fence.is_done());
    fence.wait().expect("a second wait returns the same result");
    assert_eq!(out.to_vec().unwrap(), vec![50_000; 16]);
    // 100 launches in flight at once, waited for last first: each has
    // written its own count when its fence says it is done.
    let mut launched = Vec::new();
    for i in 0..100u32 {
        let tmp = dev.buffer::<u32>(16, MemoryHint::Auto).unwrap();
        let f = k
            .launch_async([16, 1, 1], [1, 1, 1], &[(&tmp).into(), (i + 1).into()])
            .expect("starts");
        launched.push((i + 1, tmp, f));
    }
    for (count, tmp, f) in launched.iter().rev() {
        f.wait_timeout(std::time::Duration::from_secs(60))
            .expect("ends");
        assert_eq!(tmp.to_vec().unwrap(), vec![*count; 16]);
    }
}

/// A wrong argument type, a wrong scalar type and a block over the limit
/// are refused before the device (the launch count does not move); the
/// kernel and device are returned for backend-specific follow-ups.
pub fn argument_errors_before_the_device(b: Backend) -> Option<(Device, magpie_rt::Kernel)> {
    let dev = b.device("argument_errors_before_the_device")?;
    let k = common::vadd(&dev);
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
    Some((dev, k))
}

/// `rounds` runtimes made and dropped one after another, each finding the
/// device and launching.
pub fn many_runtimes_one_after_another(b: Backend, rounds: u32) {
    if b.device("many_runtimes_one_after_another").is_none() {
        return;
    }
    for round in 0..rounds {
        let dev = b
            .runtime()
            .device_default()
            .unwrap_or_else(|e| panic!("runtime {round}: {e}"));
        let k = common::vadd(&dev);
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

/// With no device of the backend, an explicit request is
/// `BackendUnavailable` with the reason; returns the error for more checks.
pub fn absent_is_backend_unavailable(b: Backend) -> Option<magpie_rt::GpuError> {
    let rt = b.runtime();
    if rt.device_count() > 0 {
        println!(
            "skip absent_{}_is_backend_unavailable_with_the_reason: a device is present",
            b.require
        );
        return None;
    }
    let e = rt.device_default().unwrap_err();
    assert_eq!(e.kind, ErrorKind::BackendUnavailable, "{e}");
    assert_eq!(e.backend, b.kind.spec_name());
    assert!(
        e.message.contains("found no device on this machine ("),
        "{e}"
    );
    Some(e)
}

/// Ten synchronous launches in a marked region under a profiling session:
/// each one's device span (the GPU's own timing, placed inside its host
/// call), the results right, the exported trace valid with a flow per
/// launch; a second session refused (MPG_PROF_1002) while one is active.
/// Transfers recorded by a profiling session get their device time where
/// the backend times them (CUDA: every copy through the stream; Vulkan:
/// every copy a command buffer makes, so uploads and readbacks of memory
/// the host cannot map, and every device-to-device copy; WebGPU: every
/// transfer, where the adapter writes timestamps inside encoders),
/// inside their host calls; a device copy of 2^24 floats takes longer on
/// the device than one of 2^10 (the timestamps bracket the copy).
pub fn timed_transfers(b: Backend) {
    let Some(dev) = b.device("timed_transfers") else {
        return;
    };
    let (small, big) = (1usize << 10, 1usize << 24);
    let host: Vec<f32> = (0..big).map(|i| (i % 1000) as f32).collect();
    let s = dev.profile_begin().expect("a session");
    let a = dev
        .buffer_from_slice(&host, MemoryHint::DeviceLocal)
        .unwrap();
    let c = dev
        .buffer::<f32>(big as u64, MemoryHint::DeviceLocal)
        .unwrap();
    let a_small = dev
        .buffer_from_slice(&host[..small], MemoryHint::DeviceLocal)
        .unwrap();
    let c_small = dev
        .buffer::<f32>(small as u64, MemoryHint::DeviceLocal)
        .unwrap();
    // Each size twice: the first copy of a size may pay for first touches.
    for _ in 0..2 {
        c.copy_from(&a).expect("a big copy");
        c_small.copy_from(&a_small).expect("a small copy");
    }
    let back = c.to_vec().unwrap();
    let p = s.end().expect("end");
    assert!(back == host, "the copy moved something else");
    let transfers: Vec<_> = p
        .events
        .iter()
        .filter(|e| e.kind.category() == "gpu.transfer")
        .collect();
    // Two uploads, four copies, one readback.
    assert_eq!(transfers.len(), 7, "{transfers:?}");
    for e in &transfers {
        if let Some(d) = e.device {
            assert!(
                e.start_ns <= d.start_ns && d.start_ns <= d.end_ns && d.end_ns <= e.end_ns,
                "{} device span {d:?} outside its host call {}..{}",
                e.name,
                e.start_ns,
                e.end_ns
            );
        }
    }
    let copies: Vec<_> = transfers
        .iter()
        .filter(|e| e.kind == magpie_rt::profile::EventKind::Copy)
        .collect();
    let device_ns = |bytes: u64| -> Vec<u64> {
        copies
            .iter()
            .filter(|e| e.bytes == Some(bytes))
            .filter_map(|e| e.device.map(|d| d.end_ns - d.start_ns))
            .collect()
    };
    let (big_ns, small_ns) = (device_ns(4 * big as u64), device_ns(4 * small as u64));
    let untimed = transfers.iter().all(|e| e.device.is_none());
    match b.kind {
        BackendKind::WebGpu if untimed => {
            println!("the WebGPU adapter has no timestamps inside encoders: transfers untimed");
        }
        _ => {
            assert_eq!((big_ns.len(), small_ns.len()), (2, 2), "{copies:?}");
            assert!(
                big_ns[1] > small_ns[1],
                "a copy of {} bytes took {} ns on the device, one of {} bytes {} ns",
                4 * big,
                big_ns[1],
                4 * small,
                small_ns[1]
            );
            if matches!(b.kind, BackendKind::Cuda | BackendKind::WebGpu) {
                assert!(
                    transfers.iter().all(|e| e.device.is_some()),
                    "{:?} times every transfer of device memory: {transfers:?}",
                    b.kind
                );
            }
        }
    }
}

pub fn profiled_launches(b: Backend) {
    let Some(dev) = b.device("profiled_launches") else {
        return;
    };
    let k = common::vadd(&dev);
    let n = 4096u32;
    let a: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let bb: Vec<f32> = (0..n).map(|i| 0.5 * i as f32).collect();
    let mut s = dev.profile_begin().expect("a session");
    let refused = dev.profile_begin().expect_err("a second session");
    assert!(refused.message.contains("MPG_PROF_1002"), "{refused}");
    let ba = dev.buffer_from_slice(&a, MemoryHint::Auto).unwrap();
    let bb_ = dev.buffer_from_slice(&bb, MemoryHint::Auto).unwrap();
    let out = dev.buffer::<f32>(u64::from(n), MemoryHint::Auto).unwrap();
    s.mark_begin("ten").unwrap();
    for _ in 0..10 {
        s.launch_profiled(
            &k,
            [n / 64, 1, 1],
            [64, 1, 1],
            &[(&ba).into(), (&bb_).into(), (&out).into(), n.into()],
        )
        .expect("launch");
    }
    s.mark_end("ten").unwrap();
    let got = out.to_vec().unwrap();
    let p = s.end().expect("end");
    for (i, g) in got.iter().enumerate() {
        assert_eq!(*g, a[i] + bb[i], "element {i}");
    }
    let launches: Vec<_> = p
        .events
        .iter()
        .filter(|e| e.kind == magpie_rt::profile::EventKind::Launch)
        .collect();
    assert_eq!(launches.len(), 10);
    for e in &launches {
        let d = e
            .device
            .expect("a synchronous GPU launch is timed on the device");
        assert!(
            e.start_ns <= d.start_ns && d.start_ns < d.end_ns && d.end_ns <= e.end_ns,
            "device span {d:?} outside its host call {}..{}",
            e.start_ns,
            e.end_ns
        );
    }
    let trace = magpie_rt::profile::chrome_trace_json(&[&p]);
    let check = magpie_rt::profile::check_chrome_trace(&trace).expect("a valid trace");
    // A flow from each host call to its device slice: the launches and
    // the transfers the backend timed.
    let timed = p.events.iter().filter(|e| e.device.is_some()).count();
    assert!(timed >= 10, "{timed} device spans");
    assert_eq!(check.flows, timed, "{check:?}");
    assert_eq!(check.by_category.get("gpu.launch"), Some(&20), "{check:?}");

    // Asynchronous launches: where the backend places device spans on the
    // host clock (Vulkan with calibrated timestamps; CUDA, its events read
    // against an anchor; WebGPU with timestamps, read against an anchor),
    // each one's span starts after its call began and after the launch
    // before it ended.
    let placed = launches.iter().all(|e| {
        e.device
            .is_some_and(|d| d.placement == magpie_rt::profile::Placement::HostClock)
    });
    let webgpu_timed = b.kind == BackendKind::WebGpu && launches.iter().all(|e| e.device.is_some());
    let s = dev
        .profile_begin()
        .expect("a second session, after the first");
    let out2 = dev.buffer::<f32>(u64::from(n), MemoryHint::Auto).unwrap();
    let fences: Vec<_> = (0..5)
        .map(|_| {
            k.launch_async(
                [n / 64, 1, 1],
                [64, 1, 1],
                &[(&ba).into(), (&bb_).into(), (&out2).into(), n.into()],
            )
            .expect("launch_async")
        })
        .collect();
    let p = s.end().expect("end");
    for f in &fences {
        f.wait().expect("an asynchronous launch");
    }
    assert_eq!(
        out2.to_vec().unwrap(),
        got,
        "the asynchronous launches' results"
    );
    let launches: Vec<_> = p
        .events
        .iter()
        .filter(|e| e.kind == magpie_rt::profile::EventKind::Launch)
        .collect();
    assert_eq!(launches.len(), 5);
    if (b.kind == BackendKind::Vulkan && placed) || b.kind == BackendKind::Cuda || webgpu_timed {
        let mut before = 0;
        for e in &launches {
            let d = e.device.expect("an asynchronous launch's device span");
            assert!(
                d.start_ns >= e.start_ns && d.start_ns >= before && d.end_ns >= d.start_ns,
                "device span {d:?} of a launch called at {} (the one before ended at {before})",
                e.start_ns
            );
            before = d.end_ns;
        }
        let trace = magpie_rt::profile::chrome_trace_json(&[&p]);
        let check = magpie_rt::profile::check_chrome_trace(&trace).expect("a valid trace");
        assert_eq!(check.flows, 5, "{check:?}");
    }
}
