//! Device discovery and device queries.

use magpie_rt::{BackendKind, Capability, ErrorKind, Fallback, Runtime, RuntimeConfig};

fn runtime(backend: Option<BackendKind>, fallback: Fallback, mock: bool) -> Runtime {
    Runtime::with_config(RuntimeConfig {
        backend,
        fallback,
        mock_in_tests: mock,
        ..RuntimeConfig::default()
    })
    .unwrap()
}

/// The GPU devices this machine has (e.g. lavapipe when Mesa's Vulkan
/// driver is installed): what discovery lists besides the CPU and the mock.
fn gpus() -> Vec<magpie_rt::Device> {
    runtime(None, Fallback::None, false).devices().to_vec()
}

#[test]
fn nothing_configured_is_backend_unavailable() {
    let gpus = gpus();
    assert!(gpus
        .iter()
        .all(|d| !matches!(d.backend(), BackendKind::Cpu | BackendKind::Mock)));
    let rt = runtime(None, Fallback::None, false);
    assert_eq!(rt.device_count() as usize, gpus.len());
    if let Some(first) = gpus.first() {
        // A GPU is present: it is the default (spec §9.2 order).
        let d = rt.device_default().unwrap();
        assert_eq!((d.name(), d.backend()), (first.name(), first.backend()));
        eprintln!(
            "note: a GPU is present ({}); the no-device path is tested where none is",
            first.name()
        );
        return;
    }
    let e = rt.device_default().unwrap_err();
    assert_eq!(e.kind, ErrorKind::BackendUnavailable);
    assert_eq!(e.kind.as_i32(), 4);
    // Names what was tried and how to get the CPU.
    assert!(
        e.message.contains("vulkan") || e.message.contains("spv"),
        "{e}"
    );
    assert!(e.message.contains("fallback"), "{e}");
    let e = rt.device_by_index(0).unwrap_err();
    assert_eq!(e.kind, ErrorKind::BackendUnavailable);
}

#[test]
fn cpu_fallback_lists_the_cpu() {
    let gpus = gpus().len();
    let rt = runtime(None, Fallback::Cpu, false);
    assert_eq!(rt.device_count() as usize, gpus + 1);
    // The CPU comes after every GPU; it is the default only without one.
    let cpu = rt.device_by_index(gpus as u32).unwrap();
    assert_eq!(cpu.backend(), BackendKind::Cpu);
    assert_eq!(cpu.backends(), vec!["cpu".to_string()]);
    let d = rt.device_default().unwrap();
    assert_eq!(d.backend() == BackendKind::Cpu, gpus == 0);
}

#[test]
fn mock_by_backend_or_by_mock_in_tests() {
    let rt = runtime(Some(BackendKind::Mock), Fallback::None, false);
    assert_eq!(rt.device_default().unwrap().backend(), BackendKind::Mock);

    // mock_in_tests with the CPU fallback: both listed, the mock is the default.
    let rt = runtime(None, Fallback::Cpu, true);
    assert_eq!(rt.device_count() as usize, gpus().len() + 2);
    assert_eq!(rt.device_default().unwrap().backend(), BackendKind::Mock);
    let kinds: Vec<BackendKind> = rt.devices().iter().map(|d| d.backend()).collect();
    assert!(kinds.contains(&BackendKind::Cpu));
}

#[test]
fn compiled_out_differs_from_absent() {
    // Metal is not built into this build: Unsupported, saying so.
    let rt = runtime(Some(BackendKind::Metal), Fallback::None, false);
    let e = rt.device_default().unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unsupported);
    assert_eq!(e.backend, "msl");
    assert!(e.message.contains("not built"), "{e}");
    // ... unless the CPU fallback applies.
    let rt = runtime(Some(BackendKind::Metal), Fallback::Cpu, false);
    assert_eq!(rt.device_default().unwrap().backend(), BackendKind::Cpu);
}

#[test]
fn device_index_selects_or_fails() {
    let mut cfg = RuntimeConfig {
        fallback: Fallback::Cpu,
        mock_in_tests: true,
        device_index: Some(1),
        ..RuntimeConfig::default()
    };
    let rt = Runtime::with_config(cfg.clone()).unwrap();
    assert_eq!(rt.device_default().unwrap(), rt.devices()[1]);
    cfg.device_index = Some(5);
    let rt = Runtime::with_config(cfg).unwrap();
    let e = rt.device_default().unwrap_err();
    assert_eq!(e.kind, ErrorKind::BackendUnavailable);
    assert!(e.message.contains('5'), "{e}");
}

#[test]
fn shortcuts() {
    let rt = Runtime::cpu();
    assert_eq!(rt.device_count(), 1);
    assert_eq!(rt.device_default().unwrap().warp_size(), 32);
    let rt = Runtime::cpu_with(8).unwrap();
    assert_eq!(rt.device_default().unwrap().warp_size(), 8);
    for bad in [0, 3, 2048] {
        let e = Runtime::cpu_with(bad).unwrap_err();
        assert_eq!(e.kind, ErrorKind::ValidationFailed);
    }
    let rt = Runtime::mock();
    assert_eq!(rt.devices().len(), 1);
    assert_eq!(rt.device_default().unwrap().backend(), BackendKind::Mock);
}

#[test]
fn device_queries() {
    let d = Runtime::cpu().device_default().unwrap();
    assert!(d.name().contains("CPU"));
    assert_eq!(d.max_workgroup_size(), 1024);
    assert!(d.max_shared_bytes() >= 16 * 1024);
    assert!(d.max_buffers() >= 8);
    assert!(d.has_capability(Capability::Subgroups));
    assert!(!d.has_capability(Capability::MetalSimdShuffle));
    if std::path::Path::new("/proc/meminfo").exists() {
        assert!(d.memory_total() > 0);
        assert!(d.memory_available() <= d.memory_total());
    }
    // Clones are the same device; another runtime's CPU is another device.
    let e = d.clone();
    assert_eq!(d.id(), e.id());
    assert_ne!(d.id(), Runtime::cpu().device_default().unwrap().id());
}

#[test]
fn backend_names() {
    for k in BackendKind::ALL {
        assert_eq!(BackendKind::from_name(k.name()), Some(k));
        assert_eq!(BackendKind::from_name(k.spec_name()), Some(k));
    }
    assert_eq!(BackendKind::from_name("spv"), Some(BackendKind::Vulkan));
    assert!(BackendKind::Cpu.is_built_in() && BackendKind::Mock.is_built_in());
    assert!(BackendKind::Cuda.is_built_in() && BackendKind::Vulkan.is_built_in());
    assert!(BackendKind::WebGpu.is_built_in() && BackendKind::Hip.is_built_in());
    assert!(!BackendKind::Metal.is_built_in());
}

#[test]
fn runtime_new_never_panics() {
    // Whatever this machine's environment says, discovery returns.
    match Runtime::new() {
        Ok(rt) => {
            let _ = rt.device_default();
        }
        Err(e) => assert_eq!(e.kind, ErrorKind::ValidationFailed),
    }
}

#[test]
fn error_kinds_and_display() {
    use magpie_rt::GpuError;
    let names: Vec<&str> = ErrorKind::ALL.iter().map(|k| k.name()).collect();
    assert_eq!(
        names,
        [
            "DeviceLost",
            "OutOfMemory",
            "LaunchFailed",
            "InvalidKernel",
            "BackendUnavailable",
            "BufferError",
            "TimeoutExpired",
            "Unsupported",
            "CompilationFailed",
            "DriverError",
            "ResourceExhausted",
            "ValidationFailed"
        ]
    );
    let e = GpuError::new(ErrorKind::LaunchFailed, "cpu", "x");
    assert_eq!(e.to_string(), "[cpu] LaunchFailed: x");
    let _: &dyn std::error::Error = &e;
    for (i, h) in magpie_rt::MemoryHint::ALL.iter().enumerate() {
        assert_eq!(h.as_u32(), i as u32);
    }
}

#[test]
fn handles_are_send_and_sync() {
    fn both<T: Send + Sync>() {}
    both::<Runtime>();
    both::<magpie_rt::Device>();
    both::<magpie_rt::Buffer<f32>>();
    both::<magpie_rt::DynBuffer>();
    both::<magpie_rt::Program>();
    both::<magpie_rt::Kernel>();
    both::<magpie_rt::Fence>();
    both::<magpie_rt::GpuError>();
    both::<magpie_rt::StructArg>();
}
