//! The backend end to end against the fake HIP runtime ([`super::fake`]):
//! discovery (arch, UUID, deduplication), buffers per memory hint, the
//! packed launch arguments, blob selection, timing, fences, error mapping
//! and a library missing an entry point. Expected values are worked out
//! here by hand (argument offsets from the kernel's signature, struct
//! offsets from ROCm's header in the fake), not taken from the code under
//! test.

use std::collections::HashSet;

use magpie_bundle::{Blob, Bundle};
use magpie_gpu::GpuBackend;

use super::fake::{self, FakeDevice};
use super::library::{self, SYMBOLS};
use super::{discover_with, Discovery, HipBackend};
use crate::backend::mock::{MockBackend, MockDevice};
use crate::backend::DeviceBackend;
use crate::device::{BackendKind, Device};
use crate::error::ErrorKind;
use crate::{Buffer, BundleFile, Choice, Kernel, MemoryHint};

type Test = Result<(), String>;

const UUID_A: [u8; 16] = *b"GPU-a1b2c3d4e5f6";
const UUID_B: [u8; 16] = *b"GPU-0123456789ab";
const MI210: &str = "gfx90a:sramecc+:xnack-";

/// Discovery over a fresh fake world of `devices`.
fn discover(devices: Vec<FakeDevice>) -> Discovery {
    fake::reset(devices);
    discover_with(fake::hip())
}

/// The one device of a fake world with `target_id`, as a `Device`.
fn device(target_id: &str) -> Result<Device, String> {
    let found = discover(vec![FakeDevice::new("AMD Instinct", target_id, UUID_A)]);
    let backend = one(found)?;
    Ok(Device::from_backend(Box::new(backend), vec!["hip".into()]))
}

/// Kernel `k` of the gfx90a bundle on `dev`, and its two buffers of `n`
/// elements (f32 and u16).
fn kernel_k(dev: &Device, n: u64) -> Result<(Kernel, Buffer<f32>, Buffer<u16>), String> {
    let program = dev.load(&bundle(&["gfx90a"])?).map_err(|e| e.message)?;
    let k = program.kernel("k").map_err(|e| e.message)?;
    let a = dev
        .buffer::<f32>(n, MemoryHint::Auto)
        .map_err(|e| e.message)?;
    let b = dev
        .buffer::<u16>(n, MemoryHint::Auto)
        .map_err(|e| e.message)?;
    Ok((k, a, b))
}

fn one(found: Discovery) -> Result<HipBackend, String> {
    if let Some(p) = found.problem {
        return Err(p.message);
    }
    let mut devices = found.devices;
    match (devices.pop(), devices.is_empty()) {
        (Some(d), true) => Ok(d),
        _ => Err("wanted exactly one device".into()),
    }
}

#[test]
fn devices_are_listed_with_their_gfx_arch_uuid_and_pci_address() -> Test {
    let mut radeon = FakeDevice::new("AMD Radeon RX 7900 XTX", "gfx1100", UUID_B);
    radeon.pci = (0, 0x2f, 0);
    radeon.memory = 24 << 30;
    let found = discover(vec![
        FakeDevice::new("AMD Instinct MI210", MI210, UUID_A),
        radeon,
    ]);
    assert!(found.problem.is_none(), "{:?}", found.problem);
    let [mi210, rx] = <[HipBackend; 2]>::try_from(found.devices).map_err(|_| "two devices")?;

    let p = mi210.properties();
    assert_eq!(p.name, "AMD Instinct MI210");
    assert_eq!(p.backend, BackendKind::Hip);
    assert_eq!(p.warp_size, 64, "gfx9 runs wave64");
    assert_eq!(p.memory_total, 64 << 30);
    assert_eq!(p.max_shared_bytes, 65536);
    assert_eq!(mi210.target().map(|t| t.arch), Some("gfx90a".into()));
    assert_eq!(mi210.device_uuid(), Some(UUID_A));
    assert_eq!(mi210.pci_bus_id().as_deref(), Some("0000:03:00.0"));

    assert_eq!(rx.properties().name, "AMD Radeon RX 7900 XTX");
    assert_eq!(rx.properties().warp_size, 32, "gfx11 code is wave32");
    assert_eq!(rx.target().map(|t| t.arch), Some("gfx1100".into()));
    assert_eq!(rx.device_uuid(), Some(UUID_B));
    assert_eq!(rx.pci_bus_id().as_deref(), Some("0000:2f:00.0"));
    assert_eq!(rx.properties().memory_total, 24 << 30);
    // Discovery reads properties only: no stream or memory yet.
    let calls = fake::take_calls();
    assert!(!calls.contains(&"hipStreamCreate"), "{calls:?}");
    assert!(!calls.contains(&"hipMalloc"), "{calls:?}");
    Ok(())
}

#[test]
fn one_gpu_reached_by_hip_and_vulkan_is_one_hip_device_naming_both() -> Test {
    let hip = one(discover(vec![FakeDevice::new("MI210", MI210, UUID_A)]))?;
    let vulkan = MockBackend::claiming(
        MockDevice::new("MI210 via Vulkan", BackendKind::Vulkan).with_uuid(UUID_A),
    );
    let other = MockBackend::claiming(
        MockDevice::new("another GPU", BackendKind::Vulkan).with_uuid(UUID_B),
    );
    let devices = crate::runtime::unify(vec![Box::new(vulkan), Box::new(hip), Box::new(other)]);
    assert_eq!(devices.len(), 2);
    let d = &devices[0];
    assert_eq!(d.backend(), BackendKind::Hip);
    assert_eq!(d.name(), "MI210");
    assert_eq!(d.backends(), vec!["hip".to_string(), "spv".to_string()]);
    assert_eq!(d.arch().as_deref(), Some("gfx90a"));
    assert_eq!(devices[1].backends(), vec!["spv".to_string()]);
    Ok(())
}

#[test]
fn no_device_or_no_usable_device_is_backend_unavailable_with_why() {
    fake::reset(Vec::new());
    fake::with(|w| w.count_error = 100);
    let found = discover_with(fake::hip());
    let p = found.problem.expect("a reason");
    assert!(found.devices.is_empty());
    assert_eq!(p.kind, ErrorKind::BackendUnavailable);
    assert!(p.message.contains("reports no device"), "{}", p.message);
    assert!(
        p.message.contains("hipErrorNoDevice (100)"),
        "{}",
        p.message
    );
    assert!(p.message.contains("fake libamdhip64"), "{}", p.message);

    let found = discover(vec![FakeDevice::new("future GPU", "gfx950", UUID_A)]);
    let p = found.problem.expect("a reason");
    assert!(found.devices.is_empty());
    assert_eq!(p.kind, ErrorKind::BackendUnavailable);
    assert!(
        p.message.contains("gfx950 is not an architecture"),
        "{}",
        p.message
    );
}

/// The allocator the fake saw for the one allocation made since the last
/// look, and its address.
fn new_allocation(before: &HashSet<usize>) -> Result<(usize, &'static str), String> {
    let added: Vec<(usize, &'static str)> = fake::with(|w| {
        w.memory
            .iter()
            .filter(|(a, _)| !before.contains(a))
            .map(|(a, (_, how))| (*a, *how))
            .collect()
    });
    match added.as_slice() {
        [one] => Ok(*one),
        other => Err(format!("wanted one new allocation, got {other:?}")),
    }
}

fn live() -> HashSet<usize> {
    fake::with(|w| w.memory.keys().copied().collect())
}

#[test]
fn each_memory_hint_uses_its_allocator_and_round_trips() -> Test {
    let dev = device(MI210)?;
    let cases = [
        (MemoryHint::Auto, "hipMalloc", "hipFree"),
        (MemoryHint::DeviceLocal, "hipMalloc", "hipFree"),
        (MemoryHint::Unified, "hipMallocManaged", "hipFree"),
        (MemoryHint::Staging, "hipHostMalloc", "hipHostFree"),
        (MemoryHint::Cached, "hipHostMalloc", "hipHostFree"),
    ];
    for (hint, allocator, release) in cases {
        let data: Vec<u32> = (0..37u32).map(|i| i.wrapping_mul(2654435761)).collect();
        let before = live();
        fake::take_calls();
        let buf = dev.buffer_from_slice(&data, hint).map_err(|e| e.message)?;
        let (addr, how) = new_allocation(&before)?;
        assert_eq!(how, allocator, "{hint:?}");
        // The fake fills new memory with 0xA5: the buffer was zeroed,
        // then written.
        let calls = fake::take_calls();
        assert!(calls.contains(&allocator), "{hint:?}: {calls:?}");
        assert_eq!(buf.to_vec().map_err(|e| e.message)?, data, "{hint:?}");
        // The bytes are in the fake's memory at the buffer's address.
        let first = fake::with(|w| w.memory.get(&addr).map(|(m, _)| m[0]));
        let want = u64::from(data[0]) | (u64::from(data[1]) << 32);
        assert_eq!(first, Some(want), "{hint:?}");

        let copy = dev.buffer::<u32>(37, hint).map_err(|e| e.message)?;
        assert_eq!(copy.to_vec().map_err(|e| e.message)?, vec![0; 37], "zeroed");
        copy.copy_from(&buf).map_err(|e| e.message)?;
        assert_eq!(copy.to_vec().map_err(|e| e.message)?, data, "{hint:?} copy");
        fake::take_calls();
        drop((buf, copy));
        let calls = fake::take_calls();
        assert_eq!(
            calls.iter().filter(|c| **c == release).count(),
            2,
            "{hint:?}: {calls:?}"
        );
        assert!(
            fake::with(|w| !w.memory.contains_key(&addr)),
            "{hint:?}: freed"
        );
    }
    Ok(())
}

#[test]
fn unified_memory_without_managed_support_is_device_memory() -> Test {
    let mut d = FakeDevice::new("APU", MI210, UUID_A);
    d.managed = false;
    let dev = Device::from_backend(Box::new(one(discover(vec![d]))?), vec!["hip".into()]);
    let before = live();
    let _buf = dev
        .buffer::<f32>(8, MemoryHint::Unified)
        .map_err(|e| e.message)?;
    assert_eq!(new_allocation(&before)?.1, "hipMalloc");
    Ok(())
}

/// `@k(x: u32, a: buffer<f32>, y: u64, f: bool, b: buffer<u16>)`.
const ARGS: &str = "module t.args
exports { @k }
imports { }
digest \"0000000000000000\"

gpu fn @k(%x: u32, %a: gpu.TBuffer<f32>, %y: u64, %f: bool, %b: gpu.TBuffer<u16>) -> unit workgroup(64, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %v: f32 = const.f32 1.0
    gpu.buffer_store<f32> { buf=%a, idx=%i, v=%v }
    ret
}
";

/// A fake code object: the ELF magic, then `tag` (what the fake records).
fn hsaco(tag: &str) -> Vec<u8> {
    let mut data = b"\x7fELF".to_vec();
    data.extend_from_slice(tag.as_bytes());
    data.push(0);
    data
}

/// The kernel built (PTX blobs only, which need no tools; the build
/// records every backend's parameter slots, HIP's included), the PTX
/// blobs replaced by one fake HSACO blob per arch in `archs`.
fn bundle(archs: &[&str]) -> Result<BundleFile, String> {
    bundle_of(ARGS, archs)
}

/// As [`bundle`], for the kernel `@k` of `source`.
fn bundle_of(source: &str, archs: &[&str]) -> Result<BundleFile, String> {
    let input = magpie_build::Input {
        file: "args.mp".into(),
        source: source.into(),
    };
    let targets = magpie_build::parse_targets(&["ptx:sm_70"])?;
    let mut bundle: Bundle = magpie_build::build(&[input], &targets)
        .map_err(|f| format!("the test kernel did not build: {f:?}"))?
        .bundle;
    let kernel = &mut bundle.modules[0].kernels[0];
    kernel.blobs = archs
        .iter()
        .map(|arch| Blob {
            backend: GpuBackend::Hip,
            arch: arch.to_string(),
            features: vec!["noalias".into()],
            entry_point: "k".into(),
            predicates: Vec::new(),
            data: hsaco(arch),
        })
        .collect();
    let bytes = magpie_bundle::write(&bundle).map_err(|e| e.to_string())?;
    BundleFile::from_bytes(&bytes).map_err(|e| e.message)
}

#[test]
fn the_launch_passes_the_packed_arguments_at_the_layout_offsets() -> Test {
    let dev = device(MI210)?;
    let program = dev
        .load(&bundle(&["gfx942", "gfx90a"])?)
        .map_err(|e| e.message)?;
    let k = program.kernel("k").map_err(|e| e.message)?;
    let before = live();
    let a = dev
        .buffer_from_slice(&[0f32; 10], MemoryHint::Auto)
        .map_err(|e| e.message)?;
    let (addr_a, _) = new_allocation(&before)?;
    let before = live();
    let b = dev
        .buffer_from_slice(&[0u16; 6], MemoryHint::Auto)
        .map_err(|e| e.message)?;
    let (addr_b, _) = new_allocation(&before)?;
    let y = 0x1122_3344_5566_7788u64;
    k.launch(
        [3, 2, 1],
        [64, 1, 1],
        &[7u32.into(), (&a).into(), y.into(), true.into(), (&b).into()],
    )
    .map_err(|e| e.message)?;

    // By hand, each parameter at its natural alignment, then one u32
    // element count per buffer: x u32 @0, a address @8, y u64 @16, f one
    // byte @24, b address @32, len(a) @40, len(b) @44; 48 bytes.
    let mut want = vec![0u8; 48];
    want[0..4].copy_from_slice(&7u32.to_le_bytes());
    want[8..16].copy_from_slice(&(addr_a as u64).to_le_bytes());
    want[16..24].copy_from_slice(&y.to_le_bytes());
    want[24] = 1;
    want[32..40].copy_from_slice(&(addr_b as u64).to_le_bytes());
    want[40..44].copy_from_slice(&10u32.to_le_bytes());
    want[44..48].copy_from_slice(&6u32.to_le_bytes());

    let launches = fake::with(|w| w.launches.clone());
    let [l] = launches.as_slice() else {
        return Err(format!("wanted one launch, got {launches:?}"));
    };
    assert_eq!(l.args, want);
    assert_eq!((l.grid, l.block), ([3, 2, 1], [64, 1, 1]));
    assert_eq!((l.image.as_str(), l.entry.as_str()), ("gfx90a", "k"));
    assert_ne!(l.stream, 0, "on the backend's own stream");
    // Timed by the events around it: the fake kernel takes 0.25 ms.
    assert_eq!(
        dev.last_kernel_time(),
        Some(std::time::Duration::from_micros(250))
    );
    Ok(())
}

#[test]
fn an_asynchronous_launch_is_fenced_by_its_event() -> Test {
    let dev = device(MI210)?;
    let (k, a, b) = kernel_k(&dev, 64)?;
    fake::take_calls();
    let args = [
        1u32.into(),
        (&a).into(),
        2u64.into(),
        false.into(),
        (&b).into(),
    ];
    let fence = k
        .launch_async([1, 1, 1], [64, 1, 1], &args)
        .map_err(|e| e.message)?;
    let calls = fake::take_calls();
    let launch = calls.iter().position(|c| *c == "hipModuleLaunchKernel");
    let record = calls.iter().rposition(|c| *c == "hipEventRecord");
    assert!(
        matches!((launch, record), (Some(l), Some(r)) if r > l),
        "an event is recorded behind the kernel: {calls:?}"
    );
    fence.wait().map_err(|e| e.message)?;
    assert!(fence.is_done());
    let calls = fake::take_calls();
    assert!(calls.contains(&"hipEventSynchronize"), "{calls:?}");
    let launches = fake::with(|w| w.launches.len());
    assert_eq!(launches, 1);
    Ok(())
}

/// A profiling session's asynchronous launches are timed by two events
/// each, read against one anchor recorded when the session ends: on the
/// fake clock each kernel takes `KERNEL_MS`, so each span is that long and
/// starts where the one before ended (worked out from the fake's clock,
/// not from the code under test).
#[test]
fn asynchronous_launches_in_a_session_are_placed_by_their_events() -> Test {
    let dev = device(MI210)?;
    let (k, a, b) = kernel_k(&dev, 64)?;
    let args = [
        1u32.into(),
        (&a).into(),
        2u64.into(),
        false.into(),
        (&b).into(),
    ];
    let session = dev.profile_begin().map_err(|e| e.message)?;
    let fences = (0..3)
        .map(|_| k.launch_async([1, 1, 1], [64, 1, 1], &args))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| e.message)?;
    // The fake's kernels take no real time: wait longer than the three
    // take on its clock, so that their spans, placed back from the anchor,
    // fall after the calls that made them.
    std::thread::sleep(std::time::Duration::from_millis(5));
    fake::take_calls();
    let profile = session.end().map_err(|e| e.message)?;
    let calls = fake::take_calls();
    let anchors = calls.iter().filter(|c| **c == "hipEventRecord").count();
    assert_eq!(anchors, 1, "one anchor for the session's spans: {calls:?}");
    for f in &fences {
        f.wait().map_err(|e| e.message)?;
    }
    let spans: Vec<_> = profile
        .events
        .iter()
        .filter(|e| e.kind == crate::profile::EventKind::Launch)
        .map(|e| e.device.ok_or("an asynchronous launch without its span"))
        .collect::<Result<_, _>>()?;
    assert_eq!(spans.len(), 3);
    let kernel_ns = (f64::from(fake::KERNEL_MS) * 1e6) as i64;
    for (i, d) in spans.iter().enumerate() {
        assert_eq!(d.placement, crate::profile::Placement::HostClock);
        let ns = d.end_ns as i64 - d.start_ns as i64;
        assert!((ns - kernel_ns).abs() <= 1000, "launch {i} took {ns} ns");
        if i > 0 {
            let gap = d.start_ns as i64 - spans[i - 1].end_ns as i64;
            assert!(
                gap.abs() <= 1000,
                "launch {i} starts {gap} ns after the one before ends"
            );
        }
    }
    Ok(())
}

#[test]
fn the_blob_of_the_device_gfx_is_chosen_among_several() -> Test {
    let dev = device(MI210)?;
    fake::take_calls();
    let program = dev
        .load(&bundle(&["gfx942", "gfx90a", "gfx1100", "gfx90a:xnack+"])?)
        .map_err(|e| e.message)?;
    let s = &program.selections()[0];
    match &s.choice {
        Choice::Native(b) => assert_eq!((b.backend.as_str(), b.arch.as_str()), ("hip", "gfx90a")),
        other => return Err(format!("wanted the gfx90a blob, got {other:?}: {s}")),
    }
    assert_eq!(s.passed_over.len(), 3, "{s}");
    assert!(
        s.passed_over.iter().any(|p| p.contains("built for gfx942")),
        "{s}"
    );
    assert!(
        s.passed_over
            .iter()
            .any(|p| p.contains("built for gfx1100")),
        "{s}"
    );
    assert!(s.passed_over.iter().any(|p| p.contains("`xnack+`")), "{s}");
    let loaded: Vec<String> = fake::with(|w| w.modules.values().cloned().collect());
    assert_eq!(loaded, vec!["gfx90a".to_string()]);
    Ok(())
}

#[test]
fn without_a_matching_blob_the_slice_is_compiled_for_the_device() -> Test {
    let dev = device("gfx1030")?;
    match dev.load(&bundle(&["gfx942", "gfx90a"])?) {
        Ok(program) => {
            let s = &program.selections()[0];
            assert!(matches!(s.choice, Choice::Slice { .. }), "{s}");
            assert_eq!(s.passed_over.len(), 2, "{s}");
            // The code object came from llc and ld.lld: a real ELF file,
            // not one of the blobs.
            let loaded: Vec<String> = fake::with(|w| w.modules.values().cloned().collect());
            assert_eq!(loaded.len(), 1);
            assert!(!loaded[0].starts_with("gfx"), "{loaded:?}");
        }
        Err(e) => {
            // Without LLVM's tools the slice cannot be compiled here: the
            // tool search's diagnostic says so.
            let required = std::env::var("MAGPIE_REQUIRE")
                .is_ok_and(|v| v.split(',').any(|t| t.trim() == "llc" || t.trim() == "all"));
            assert!(!required, "{}", e.message);
            assert_eq!(e.kind, ErrorKind::InvalidKernel);
            assert!(e.message.contains("MPG_CORE_1301"), "{}", e.message);
            eprintln!("skip: no LLVM tools for HIP: {}", e.message);
        }
    }
    Ok(())
}

#[test]
fn error_codes_of_the_runtime_map_to_kinds() -> Test {
    let dev = device(MI210)?;
    fake::with(|w| w.fail.push(("hipMalloc", 2)));
    let e = dev
        .buffer::<u8>(16, MemoryHint::Auto)
        .err()
        .ok_or("hipMalloc failed")?;
    assert_eq!(
        (e.kind, e.code, e.backend.as_str()),
        (ErrorKind::OutOfMemory, 2, "hip")
    );
    assert!(e.message.contains("hipErrorOutOfMemory"), "{}", e.message);

    fake::with(|w| w.fail = vec![("hipHostMalloc", 1)]);
    let e = dev
        .buffer::<u8>(16, MemoryHint::Staging)
        .err()
        .ok_or("hipHostMalloc failed")?;
    assert_eq!((e.kind, e.code), (ErrorKind::DriverError, 1));
    assert!(e.message.contains("hipErrorInvalidValue"), "{}", e.message);

    fake::with(|w| w.fail.clear());
    let (k, a, b) = kernel_k(&dev, 4)?;
    let args = [
        1u32.into(),
        (&a).into(),
        2u64.into(),
        false.into(),
        (&b).into(),
    ];
    for (code, kind) in [
        (701, ErrorKind::LaunchFailed),
        (700, ErrorKind::DeviceLost),
        (719, ErrorKind::DeviceLost),
        (9, ErrorKind::LaunchFailed),
        (1, ErrorKind::LaunchFailed),
    ] {
        fake::with(|w| w.fail = vec![("hipModuleLaunchKernel", code)]);
        let e = k
            .launch([1, 1, 1], [64, 1, 1], &args)
            .err()
            .ok_or("the launch failed")?;
        assert_eq!((e.kind, e.code), (kind, code), "{}", e.message);
        assert!(e.message.contains("@k"), "{}", e.message);
    }

    // The table itself, per the header's meaning of each code.
    use super::conv::error_kind;
    for (code, kind) in [
        (2, ErrorKind::OutOfMemory),
        (100, ErrorKind::BackendUnavailable),
        (101, ErrorKind::BackendUnavailable),
        (3, ErrorKind::BackendUnavailable),
        (200, ErrorKind::CompilationFailed),
        (209, ErrorKind::CompilationFailed),
        (700, ErrorKind::DeviceLost),
        (710, ErrorKind::DeviceLost),
        (701, ErrorKind::LaunchFailed),
        (801, ErrorKind::Unsupported),
        (1, ErrorKind::DriverError),
        (999, ErrorKind::DriverError),
    ] {
        assert_eq!(error_kind(code), kind, "{code}");
    }
    Ok(())
}

#[test]
fn a_failing_device_property_call_is_reported_not_a_panic() {
    fake::reset(vec![FakeDevice::new("MI210", MI210, UUID_A)]);
    fake::with(|w| w.fail.push(("hipDeviceGetUuid", 101)));
    let found = discover_with(fake::hip());
    assert!(found.devices.is_empty());
    let p = found.problem.expect("why");
    assert_eq!(p.kind, ErrorKind::BackendUnavailable);
    assert!(
        p.message.contains("hipDeviceGetUuid failed"),
        "{}",
        p.message
    );
}

#[test]
fn a_library_missing_an_entry_point_is_backend_unavailable() {
    fake::reset(Vec::new());
    let all = library::entries(&fake::table());
    assert_eq!(all.len(), SYMBOLS.len());
    for missing in [
        "hipModuleLaunchKernel",
        "hipDeviceGetUuid",
        "hipEventElapsedTime",
    ] {
        let lookup = |symbol: &'static str| {
            all.iter()
                .find(|(s, _)| *s == symbol && *s != missing)
                .map(|(_, p)| *p)
        };
        // SAFETY: the fake's functions have the table's signatures.
        let e =
            unsafe { library::from_lookup("libamdhip64-partial.so", lookup) }.expect_err("refused");
        assert_eq!(e.kind, ErrorKind::BackendUnavailable);
        assert_eq!(e.backend, "hip");
        assert!(
            e.message.contains(&format!("has no `{missing}`")),
            "{}",
            e.message
        );
        assert!(
            e.message.contains("libamdhip64-partial.so"),
            "{}",
            e.message
        );
    }
    // Nothing was called while looking up.
    assert_eq!(fake::take_calls(), Vec::<&str>::new());
    // With every entry point the same lookup makes a working runtime.
    let lookup = |symbol: &'static str| all.iter().find(|(s, _)| *s == symbol).map(|(_, p)| *p);
    // SAFETY: as above.
    let hip = unsafe { library::from_lookup("complete", lookup) }.expect("complete");
    assert_eq!(hip.runtime_version().as_deref(), Some("6.2"));
}

/// `@k(a: buffer<f32>, b: buffer<f32>)`, declared for blocks of 64.
const TWO_BUFFERS: &str = "module t.two
exports { @k }
imports { }
digest \"0000000000000000\"

gpu fn @k(%a: gpu.TBuffer<f32>, %b: gpu.TBuffer<f32>) -> unit workgroup(64, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %v: f32 = gpu.buffer_load<f32> { buf=%a, idx=%i }
    gpu.buffer_store<f32> { buf=%b, idx=%i, v=%v }
    ret
}
";

#[test]
fn aliased_buffers_or_a_larger_block_run_the_safe_variant() -> Test {
    let dev = device(MI210)?;
    let program = dev
        .load(&bundle_of(TWO_BUFFERS, &["gfx90a"])?)
        .map_err(|e| e.message)?;
    let k = program.kernel("k").map_err(|e| e.message)?;
    let a = dev
        .buffer::<f32>(256, MemoryHint::Auto)
        .map_err(|e| e.message)?;
    let b = dev
        .buffer::<f32>(256, MemoryHint::Auto)
        .map_err(|e| e.message)?;
    // Distinct buffers, the declared block: the blob (the fast variant).
    k.launch([1, 1, 1], [64, 1, 1], &[(&a).into(), (&b).into()])
        .map_err(|e| e.message)?;
    // One buffer twice: the blob promised `noalias`, so not the blob.
    let aliased = k.launch([1, 1, 1], [64, 1, 1], &[(&a).into(), (&a).into()]);
    // A block larger than the declared workgroup: not the blob either.
    let large = k.launch([1, 1, 1], [128, 1, 1], &[(&a).into(), (&b).into()]);
    let images: Vec<String> = fake::with(|w| w.launches.iter().map(|l| l.image.clone()).collect());
    match (aliased, large) {
        (Ok(()), Ok(())) => {
            assert_eq!(images.len(), 3, "{images:?}");
            assert_eq!(images[0], "gfx90a");
            // The safe variant, compiled from the slice by llc: a real
            // code object (its tag is ELF header bytes), made once.
            assert!(!images[1].starts_with("gfx"), "{images:?}");
            assert_eq!(images[1], images[2]);
            let modules = fake::with(|w| w.modules.len());
            assert_eq!(modules, 2, "the blob and the safe variant");
        }
        (Err(e), _) | (_, Err(e)) => {
            // Without LLVM's tools the safe variant cannot be compiled.
            assert_eq!(images, vec!["gfx90a".to_string()]);
            assert_eq!(e.kind, ErrorKind::BackendUnavailable, "{}", e.message);
            assert!(e.message.contains("MPG_CORE_1301"), "{}", e.message);
            eprintln!("skip: no LLVM tools for HIP: {}", e.message);
        }
    }
    Ok(())
}
