//! One deduplicated device list across backends, and `device_default`'s
//! choice (spec §9.2), tested with mock devices that claim GPU backends:
//! `Runtime::with_mock_devices` runs the same deduplication and choice as
//! real discovery, so no GPU is needed. Every expected value is written out.

mod common;

use magpie_rt::{BackendKind, ErrorKind, Fallback, MemoryHint, MockDevice, Runtime, RuntimeConfig};

const UUID_A: [u8; 16] = [
    0x3c, 0x1b, 0x6a, 0x52, 0x90, 0x0e, 0x4f, 0x11, 0x8d, 0x27, 0x00, 0xa4, 0x5b, 0xe2, 0x71, 0x09,
];
const UUID_B: [u8; 16] = [
    0x7f, 0x00, 0x12, 0xee, 0x41, 0x5a, 0x4c, 0x3d, 0x9e, 0x81, 0x6b, 0x20, 0x13, 0x77, 0xc8, 0x4a,
];

const FALLBACK_HINT: &str = "set `fallback = \"cpu\"` under [gpu] in Magpie.toml (or MAGPIE_GPU_FALLBACK=cpu) to run kernels on the CPU";

fn config(backend: Option<BackendKind>, fallback: Fallback) -> RuntimeConfig {
    RuntimeConfig {
        backend,
        fallback,
        ..RuntimeConfig::default()
    }
}

fn auto() -> RuntimeConfig {
    config(None, Fallback::None)
}

fn cuda(name: &str) -> MockDevice {
    MockDevice::new(name, BackendKind::Cuda)
}

fn vulkan(name: &str) -> MockDevice {
    MockDevice::new(name, BackendKind::Vulkan)
}

fn webgpu(name: &str) -> MockDevice {
    MockDevice::new(name, BackendKind::WebGpu)
}

/// Each device as (name, backend, backends).
fn listing(rt: &Runtime) -> Vec<(String, BackendKind, Vec<String>)> {
    rt.devices()
        .iter()
        .map(|d| (d.name().to_string(), d.backend(), d.backends()))
        .collect()
}

fn entry(name: &str, kind: BackendKind, backends: &[&str]) -> (String, BackendKind, Vec<String>) {
    (
        name.to_string(),
        kind,
        backends.iter().map(|b| b.to_string()).collect(),
    )
}

#[test]
#[cfg(target_os = "linux")]
fn same_uuid_is_one_device_driven_by_cuda() {
    // Vulkan listed first: the preferred backend (CUDA on Linux) still
    // drives the device, and the list keeps the first-discovered position.
    for devices in [
        vec![
            vulkan("GPU via Vulkan").with_uuid(UUID_A),
            cuda("GPU via CUDA").with_uuid(UUID_A),
        ],
        vec![
            cuda("GPU via CUDA").with_uuid(UUID_A),
            vulkan("GPU via Vulkan").with_uuid(UUID_A),
        ],
    ] {
        let rt = Runtime::with_mock_devices(auto(), devices).unwrap();
        assert_eq!(
            listing(&rt),
            vec![entry("GPU via CUDA", BackendKind::Cuda, &["ptx", "spv"])]
        );
        let d = rt.device_default().unwrap();
        assert_eq!(d.backend(), BackendKind::Cuda);
        assert_eq!(d.backends(), vec!["ptx".to_string(), "spv".to_string()]);
        assert_eq!(d.properties().backends, vec!["ptx", "spv"]);
        assert_eq!(
            d.uuid().as_deref(),
            Some("3c1b6a52-900e-4f11-8d27-00a45be27109")
        );
    }
}

#[test]
fn different_uuids_are_two_devices() {
    let rt = Runtime::with_mock_devices(
        auto(),
        vec![
            cuda("first").with_uuid(UUID_A),
            vulkan("second").with_uuid(UUID_B),
        ],
    )
    .unwrap();
    assert_eq!(
        listing(&rt),
        vec![
            entry("first", BackendKind::Cuda, &["ptx"]),
            entry("second", BackendKind::Vulkan, &["spv"]),
        ]
    );
    assert_eq!(rt.device_count(), 2);
}

#[test]
fn different_uuids_win_over_the_same_pci_bus_id() {
    let rt = Runtime::with_mock_devices(
        auto(),
        vec![
            cuda("first")
                .with_uuid(UUID_A)
                .with_pci_bus_id("0000:65:00.0"),
            vulkan("second")
                .with_uuid(UUID_B)
                .with_pci_bus_id("0000:65:00.0"),
        ],
    )
    .unwrap();
    assert_eq!(rt.device_count(), 2);
}

#[test]
#[cfg(target_os = "linux")]
fn no_uuid_but_the_same_pci_bus_id_is_one_device() {
    let rt = Runtime::with_mock_devices(
        auto(),
        vec![
            vulkan("GPU via Vulkan").with_pci_bus_id("0000:65:00.0"),
            // A UUID on one side only: the PCI bus id decides, in any case.
            cuda("GPU via CUDA")
                .with_uuid(UUID_A)
                .with_pci_bus_id("0000:65:00.0"),
            vulkan("other GPU").with_pci_bus_id("0000:b3:00.0"),
        ],
    )
    .unwrap();
    assert_eq!(
        listing(&rt),
        vec![
            entry("GPU via CUDA", BackendKind::Cuda, &["ptx", "spv"]),
            entry("other GPU", BackendKind::Vulkan, &["spv"]),
        ]
    );
    let d = rt.device_by_index(0).unwrap();
    assert_eq!(d.pci_bus_id().as_deref(), Some("0000:65:00.0"));
    assert_eq!(
        d.uuid().as_deref(),
        Some("3c1b6a52-900e-4f11-8d27-00a45be27109")
    );
}

#[test]
fn pci_bus_ids_compare_ignoring_case() {
    let rt = Runtime::with_mock_devices(
        auto(),
        vec![
            cuda("a").with_pci_bus_id("0000:B3:00.0"),
            vulkan("b").with_pci_bus_id("0000:b3:00.0"),
        ],
    )
    .unwrap();
    assert_eq!(rt.device_count(), 1);
}

#[test]
fn neither_uuid_nor_pci_bus_id_is_never_merged() {
    let rt = Runtime::with_mock_devices(
        auto(),
        vec![cuda("same name"), vulkan("same name"), vulkan("same name")],
    )
    .unwrap();
    assert_eq!(
        listing(&rt),
        vec![
            entry("same name", BackendKind::Cuda, &["ptx"]),
            entry("same name", BackendKind::Vulkan, &["spv"]),
            entry("same name", BackendKind::Vulkan, &["spv"]),
        ]
    );
    // A PCI bus id on one side only does not merge either.
    let rt = Runtime::with_mock_devices(
        auto(),
        vec![cuda("a").with_pci_bus_id("0000:65:00.0"), vulkan("b")],
    )
    .unwrap();
    assert_eq!(rt.device_count(), 2);
}

#[test]
#[cfg(target_os = "linux")]
fn default_prefers_cuda_over_vulkan_on_linux() {
    let rt = Runtime::with_mock_devices(
        auto(),
        vec![
            vulkan("AMD via Vulkan").with_uuid(UUID_B),
            cuda("NVIDIA via CUDA").with_uuid(UUID_A),
        ],
    )
    .unwrap();
    assert_eq!(
        listing(&rt),
        vec![
            entry("AMD via Vulkan", BackendKind::Vulkan, &["spv"]),
            entry("NVIDIA via CUDA", BackendKind::Cuda, &["ptx"]),
        ]
    );
    let d = rt.device_default().unwrap();
    assert_eq!(d.name(), "NVIDIA via CUDA");
    assert_eq!(d, rt.devices()[1]);
    // Without a CUDA device, Vulkan.
    let rt = Runtime::with_mock_devices(auto(), vec![vulkan("AMD via Vulkan").with_uuid(UUID_B)])
        .unwrap();
    assert_eq!(rt.device_default().unwrap().name(), "AMD via Vulkan");
}

#[test]
fn configured_backend_lists_and_picks_only_its_devices() {
    // Only Vulkan is probed: the CUDA device is not listed, nothing merges.
    let rt = Runtime::with_mock_devices(
        config(Some(BackendKind::Vulkan), Fallback::None),
        vec![
            cuda("GPU via CUDA").with_uuid(UUID_A),
            vulkan("GPU via Vulkan").with_uuid(UUID_A),
        ],
    )
    .unwrap();
    assert_eq!(
        listing(&rt),
        vec![entry("GPU via Vulkan", BackendKind::Vulkan, &["spv"])]
    );
    assert_eq!(rt.device_default().unwrap().name(), "GPU via Vulkan");

    let rt = Runtime::with_mock_devices(
        config(Some(BackendKind::Cuda), Fallback::None),
        vec![vulkan("v"), cuda("c")],
    )
    .unwrap();
    assert_eq!(listing(&rt), vec![entry("c", BackendKind::Cuda, &["ptx"])]);
    assert_eq!(rt.device_default().unwrap().name(), "c");
}

#[test]
fn configured_backend_without_a_device() {
    let devices = || vec![vulkan("v").with_uuid(UUID_A)];
    let rt = Runtime::with_mock_devices(config(Some(BackendKind::Cuda), Fallback::None), devices())
        .unwrap();
    assert_eq!(rt.device_count(), 0);
    let e = rt.device_default().unwrap_err();
    assert_eq!(e.kind, ErrorKind::BackendUnavailable);
    assert_eq!(e.backend, "ptx");
    assert_eq!(
        e.message,
        format!(
            "the ptx backend found no device on this machine (this runtime was made from mock devices, and none claims this backend); {FALLBACK_HINT}"
        )
    );

    // With the fallback on: the CPU.
    let rt = Runtime::with_mock_devices(config(Some(BackendKind::Cuda), Fallback::Cpu), devices())
        .unwrap();
    let d = rt.device_default().unwrap();
    assert_eq!(d.backend(), BackendKind::Cpu);
    assert_eq!(d.backends(), vec!["cpu".to_string()]);

    // A backend not built in is Unsupported, whatever the mock devices.
    let rt =
        Runtime::with_mock_devices(config(Some(BackendKind::Metal), Fallback::None), devices())
            .unwrap();
    let e = rt.device_default().unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unsupported);
    assert_eq!(e.backend, "msl");
    assert_eq!(
        e.message,
        format!(
            "the msl backend (metal) is not built into this build of magpie_rt (built in: cpu, mock, spv, ptx, hip, wgsl); {FALLBACK_HINT}"
        )
    );

    // HIP is built in: with no device claiming it, BackendUnavailable.
    let rt = Runtime::with_mock_devices(config(Some(BackendKind::Hip), Fallback::None), devices())
        .unwrap();
    let e = rt.device_default().unwrap_err();
    assert_eq!(e.kind, ErrorKind::BackendUnavailable);
    assert_eq!(e.backend, "hip");
}

#[test]
fn device_index_selects_or_fails() {
    let devices = || {
        vec![
            cuda("zero").with_uuid(UUID_A),
            vulkan("one").with_uuid(UUID_B),
        ]
    };
    let mut cfg = RuntimeConfig {
        device_index: Some(1),
        ..auto()
    };
    let rt = Runtime::with_mock_devices(cfg.clone(), devices()).unwrap();
    assert_eq!(rt.device_default().unwrap().name(), "one");

    cfg.device_index = Some(5);
    let rt = Runtime::with_mock_devices(cfg, devices()).unwrap();
    let e = rt.device_default().unwrap_err();
    assert_eq!(e.kind, ErrorKind::BackendUnavailable);
    assert_eq!(e.backend, "runtime");
    assert_eq!(
        e.message,
        "there is no device 5: 2 device(s) found (0: zero [cuda]; 1: one [vulkan])"
    );
}

#[test]
fn cpu_only_when_the_fallback_is_on() {
    let rt = Runtime::with_mock_devices(config(None, Fallback::Cpu), Vec::new()).unwrap();
    let d = rt.device_default().unwrap();
    assert_eq!(d.backend(), BackendKind::Cpu);
    // The CPU comes after every GPU and is not chosen over one.
    let rt = Runtime::with_mock_devices(config(None, Fallback::Cpu), vec![vulkan("v")]).unwrap();
    assert_eq!(
        rt.devices().iter().map(|d| d.backend()).collect::<Vec<_>>(),
        vec![BackendKind::Vulkan, BackendKind::Cpu]
    );
    assert_eq!(rt.device_default().unwrap().name(), "v");
}

#[test]
#[cfg(target_os = "linux")]
fn no_device_and_no_fallback_is_backend_unavailable() {
    let rt = Runtime::with_mock_devices(auto(), Vec::new()).unwrap();
    assert_eq!(rt.device_count(), 0);
    let e = rt.device_default().unwrap_err();
    assert_eq!(e.kind, ErrorKind::BackendUnavailable);
    assert_eq!(e.backend, "runtime");
    assert_eq!(
        e.message,
        format!(
            "no GPU device is available (tried ptx (no device), hip (no device), spv (no device), wgsl (no device)) and the CPU fallback is off; {FALLBACK_HINT}"
        )
    );
}

#[test]
fn mock_in_tests_adds_the_mock_device_as_default() {
    let cfg = RuntimeConfig {
        mock_in_tests: true,
        ..auto()
    };
    let rt = Runtime::with_mock_devices(cfg, vec![cuda("c").with_uuid(UUID_A)]).unwrap();
    assert_eq!(
        listing(&rt),
        vec![
            entry("c", BackendKind::Cuda, &["ptx"]),
            entry("Mock device", BackendKind::Mock, &["mock"]),
        ]
    );
    assert_eq!(rt.device_default().unwrap().backend(), BackendKind::Mock);
}

#[test]
fn a_mock_device_must_claim_a_gpu_backend() {
    for kind in [BackendKind::Cpu, BackendKind::Mock] {
        let e = Runtime::with_mock_devices(auto(), vec![MockDevice::new("x", kind)]).unwrap_err();
        assert_eq!(e.kind, ErrorKind::ValidationFailed);
        assert_eq!(e.backend, "runtime");
        assert_eq!(
            e.message,
            format!(
                "mock device `x` claims the {} backend; a mock device stands in for a GPU backend's device (vulkan, cuda, metal, hip, webgpu); the mock and CPU devices come from `backend`, `mock_in_tests` and `fallback`",
                kind.name()
            )
        );
    }
}

#[test]
fn a_claimed_device_still_runs_nothing() {
    let rt =
        Runtime::with_mock_devices(auto(), vec![cuda("pretend GPU").with_uuid(UUID_A)]).unwrap();
    let d = rt.device_default().unwrap();
    assert_eq!(d.arch(), None);
    let k = d.compile(common::VADD).unwrap().kernel("vadd").unwrap();
    let a = d.buffer_from_slice(&[1.0f32; 4], MemoryHint::Auto).unwrap();
    let out = d.buffer_from_slice(&[7.0f32; 4], MemoryHint::Auto).unwrap();
    k.launch(
        [1, 1, 1],
        [64, 1, 1],
        &[(&a).into(), (&a).into(), (&out).into(), 4u32.into()],
    )
    .unwrap();
    assert_eq!(d.launch_count(), 1);
    assert_eq!(out.to_vec().unwrap(), vec![7.0; 4]);
}

#[test]
fn the_plain_mock_is_unchanged() {
    let rt = Runtime::mock();
    assert_eq!(
        listing(&rt),
        vec![entry("Mock device", BackendKind::Mock, &["mock"])]
    );
    let d = rt.device_default().unwrap();
    assert_eq!((d.uuid(), d.pci_bus_id()), (None, None));
}

#[test]
#[cfg(target_os = "linux")]
fn webgpu_joins_its_gpu_and_never_drives_it() {
    // wgpu reports no UUID: the WebGPU adapter matches by PCI bus id, and
    // whatever the order, CUDA (then Vulkan) drives the GPU.
    let pci = "0000:65:00.0";
    let rt = Runtime::with_mock_devices(
        auto(),
        vec![
            webgpu("GPU via wgpu").with_pci_bus_id(pci),
            vulkan("GPU via Vulkan")
                .with_uuid(UUID_A)
                .with_pci_bus_id(pci),
            cuda("GPU via CUDA").with_uuid(UUID_A),
        ],
    )
    .unwrap();
    assert_eq!(
        listing(&rt),
        vec![entry(
            "GPU via CUDA",
            BackendKind::Cuda,
            &["ptx", "spv", "wgsl"]
        )]
    );
    let rt = Runtime::with_mock_devices(
        auto(),
        vec![
            webgpu("GPU via wgpu").with_uuid(UUID_B),
            vulkan("GPU via Vulkan").with_uuid(UUID_B),
        ],
    )
    .unwrap();
    assert_eq!(
        listing(&rt),
        vec![entry(
            "GPU via Vulkan",
            BackendKind::Vulkan,
            &["spv", "wgsl"]
        )]
    );
    // Only WebGPU configured: its own device.
    let rt = Runtime::with_mock_devices(
        config(Some(BackendKind::WebGpu), Fallback::None),
        vec![
            vulkan("GPU via Vulkan").with_uuid(UUID_B),
            webgpu("GPU via wgpu").with_uuid(UUID_B),
        ],
    )
    .unwrap();
    assert_eq!(
        listing(&rt),
        vec![entry("GPU via wgpu", BackendKind::WebGpu, &["wgsl"])]
    );
    assert_eq!(rt.device_default().unwrap().name(), "GPU via wgpu");
}
