//! Devices: what discovery found, what it can do, and the handle every
//! buffer, program and launch goes through.
//!
//! A [`Device`] is a cheap `Clone` (an `Arc`); clones are the same device
//! (same [`id`](Device::id), same buffers, same launch counter). Its
//! properties are fixed when it is created; only
//! [`memory_available`](Device::memory_available) is asked anew each time.

use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use magpie_gpu::{Capability, GpuBackend};

use crate::backend::DeviceBackend;

/// The runtime backends. [`Cpu`](BackendKind::Cpu), [`Mock`](BackendKind::Mock),
/// [`Vulkan`](BackendKind::Vulkan), [`Cuda`](BackendKind::Cuda),
/// [`Hip`](BackendKind::Hip) and [`WebGpu`](BackendKind::WebGpu) are built
/// into this build; the others are recognised (so that asking for one
/// gives "not built in", not "unknown").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BackendKind {
    Cpu,
    Mock,
    Vulkan,
    Cuda,
    Metal,
    Hip,
    WebGpu,
}

impl BackendKind {
    pub const ALL: [BackendKind; 7] = [
        BackendKind::Cpu,
        BackendKind::Mock,
        BackendKind::Vulkan,
        BackendKind::Cuda,
        BackendKind::Metal,
        BackendKind::Hip,
        BackendKind::WebGpu,
    ];

    /// The API's name: `cpu`, `mock`, `vulkan`, `cuda`, `metal`, `hip`, `webgpu`.
    pub fn name(self) -> &'static str {
        match self {
            BackendKind::Cpu => "cpu",
            BackendKind::Mock => "mock",
            BackendKind::Vulkan => "vulkan",
            BackendKind::Cuda => "cuda",
            BackendKind::Metal => "metal",
            BackendKind::Hip => "hip",
            BackendKind::WebGpu => "webgpu",
        }
    }

    /// The specification's backend string (§9.4, §12.1): `spv`, `msl`,
    /// `ptx`, `hip`, `wgsl`, and `cpu`, `mock`. Errors and
    /// [`Device::backends`] use it.
    pub fn spec_name(self) -> &'static str {
        match self {
            BackendKind::Cpu => "cpu",
            BackendKind::Mock => "mock",
            BackendKind::Vulkan => "spv",
            BackendKind::Cuda => "ptx",
            BackendKind::Metal => "msl",
            BackendKind::Hip => "hip",
            BackendKind::WebGpu => "wgsl",
        }
    }

    /// Either spelling: `spv` or `vulkan`, `ptx` or `cuda`, ...
    pub fn from_name(s: &str) -> Option<BackendKind> {
        BackendKind::ALL
            .into_iter()
            .find(|k| k.name() == s || k.spec_name() == s)
    }

    /// The kernel target a device of this backend runs, if it is a GPU.
    pub fn gpu_backend(self) -> Option<GpuBackend> {
        match self {
            BackendKind::Vulkan => Some(GpuBackend::Spv),
            BackendKind::Cuda => Some(GpuBackend::Ptx),
            BackendKind::Metal => Some(GpuBackend::Msl),
            BackendKind::Hip => Some(GpuBackend::Hip),
            BackendKind::WebGpu => Some(GpuBackend::Wgsl),
            BackendKind::Cpu | BackendKind::Mock => None,
        }
    }

    /// Whether this build of the runtime contains the backend. A backend
    /// that is built in but finds no device is `BackendUnavailable`; one
    /// that is not built in is `Unsupported`. Metal is built in on Apple
    /// targets only (its C++ model, `Runtime::metal_model`, is a test
    /// device and is not discovered).
    pub fn is_built_in(self) -> bool {
        match self {
            BackendKind::Cpu
            | BackendKind::Mock
            | BackendKind::Vulkan
            | BackendKind::Cuda
            | BackendKind::Hip
            | BackendKind::WebGpu => true,
            BackendKind::Metal => cfg!(target_vendor = "apple"),
        }
    }
}

impl fmt::Display for BackendKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a device is and can do, fixed at discovery (spec §9.2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeviceProperties {
    pub name: String,
    pub backend: BackendKind,
    /// Every backend that reaches this device, spec spelling (`["msl", "spv"]`).
    pub backends: Vec<String>,
    /// Largest product of a launch's block dimensions.
    pub max_workgroup_size: u32,
    /// Largest block dimension, per axis.
    pub max_workgroup_dims: [u32; 3],
    pub max_shared_bytes: u32,
    /// Most buffer arguments of one launch.
    pub max_buffers: u32,
    /// Subgroup (warp, wavefront, SIMD-group) width.
    pub warp_size: u32,
    /// Bytes of memory; 0 when unknown.
    pub memory_total: u64,
    pub capabilities: Vec<Capability>,
    /// The device flushes f32 subnormals to zero in kernels (SEMANTICS.md:
    /// *device-dependent*, reported so that tests allow exactly that).
    pub flushes_f32_subnormals: bool,
}

/// A device. Clones share everything.
#[derive(Clone)]
pub struct Device {
    pub(crate) inner: Arc<DeviceInner>,
}

pub(crate) struct DeviceInner {
    id: u64,
    props: DeviceProperties,
    pub(crate) backend: Box<dyn DeviceBackend>,
    launches: AtomicU64,
    /// Profiling sessions and memory statistics ([`crate::profile`]).
    pub(crate) profiler: crate::profile::recorder::Profiler,
}

static NEXT_ID: AtomicU64 = AtomicU64::new(1);

impl Device {
    /// The device `backend` drives, reached by `backends` (spec spelling,
    /// `backend`'s own first): discovery's list, which replaces the one in
    /// the backend's [`properties`](DeviceBackend::properties).
    pub(crate) fn from_backend(backend: Box<dyn DeviceBackend>, backends: Vec<String>) -> Device {
        let props = DeviceProperties {
            backends,
            ..backend.properties()
        };
        Device {
            inner: Arc::new(DeviceInner {
                id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
                props,
                backend,
                launches: AtomicU64::new(0),
                profiler: Default::default(),
            }),
        }
    }

    /// Identity within this process: equal ids are the same device.
    pub fn id(&self) -> u64 {
        self.inner.id
    }

    pub fn name(&self) -> &str {
        &self.inner.props.name
    }

    pub fn backend(&self) -> BackendKind {
        self.inner.props.backend
    }

    /// Names of every backend that reaches this device (spec spelling).
    pub fn backends(&self) -> Vec<String> {
        self.inner.props.backends.clone()
    }

    /// The physical device's UUID (`8-4-4-4-12` hexadecimal), where the
    /// backend reports one (CUDA does); `None` otherwise.
    pub fn uuid(&self) -> Option<String> {
        self.inner.backend.device_uuid().map(|u| uuid_string(&u))
    }

    /// The physical device's PCI address (`dddd:bb:dd.f`, lowercase
    /// hexadecimal), where the backend reports one; `None` otherwise.
    /// Discovery compares it when a backend has no UUID.
    pub fn pci_bus_id(&self) -> Option<String> {
        self.inner.backend.pci_bus_id()
    }

    /// The architecture kernels are compiled for on this device (`sm_90`
    /// for a CUDA device of compute capability 9.0, `vulkan1.3`); `None` on
    /// the CPU and the mock device.
    pub fn arch(&self) -> Option<String> {
        self.inner.backend.target().map(|t| t.arch)
    }

    /// True when kernels on this device flush f32 subnormals to zero
    /// (`denorm_f32 = flush` in SEMANTICS.md); false where they are kept.
    pub fn flushes_f32_subnormals(&self) -> bool {
        self.inner.props.flushes_f32_subnormals
    }

    pub fn properties(&self) -> &DeviceProperties {
        &self.inner.props
    }

    pub fn max_workgroup_size(&self) -> u32 {
        self.inner.props.max_workgroup_size
    }

    pub fn max_shared_bytes(&self) -> u32 {
        self.inner.props.max_shared_bytes
    }

    pub fn max_buffers(&self) -> u32 {
        self.inner.props.max_buffers
    }

    pub fn warp_size(&self) -> u32 {
        self.inner.props.warp_size
    }

    /// Bytes of memory; 0 when unknown.
    pub fn memory_total(&self) -> u64 {
        self.inner.props.memory_total
    }

    /// Bytes of memory free now; 0 when unknown.
    pub fn memory_available(&self) -> u64 {
        self.inner.backend.memory_available()
    }

    /// How long the last kernel launched synchronously on this device ran
    /// on the device, measured with GPU timestamps or events where the
    /// backend has them (CUDA, HIP, Vulkan, WebGPU); `None` where it does
    /// not (CPU, mock) or before any launch. Vulkan and WebGPU time
    /// launches only while their times are read: after 16 launches in a
    /// row whose time nobody asked for they stop (timestamps cost GPU time
    /// on every launch: about 5 µs on WebGPU), this call then answers
    /// `None` and turns timing back on for the next launch, as beginning a
    /// profiling session does.
    pub fn last_kernel_time(&self) -> Option<std::time::Duration> {
        self.inner
            .backend
            .last_dispatch_ns()
            .map(std::time::Duration::from_nanos)
    }

    pub fn capabilities(&self) -> &[Capability] {
        &self.inner.props.capabilities
    }

    pub fn has_capability(&self, cap: Capability) -> bool {
        self.inner.props.capabilities.contains(&cap)
    }

    /// Launches accepted by this device so far (on the mock device: the
    /// launches it pretended to run).
    pub fn launch_count(&self) -> u64 {
        self.inner.launches.load(Ordering::Relaxed)
    }

    pub(crate) fn count_launch(&self) {
        self.inner.launches.fetch_add(1, Ordering::Relaxed);
    }

    /// The backend string errors carry.
    pub(crate) fn err_backend(&self) -> &'static str {
        self.backend().spec_name()
    }

    pub(crate) fn describe(&self) -> String {
        format!("{} (id {})", self.name(), self.id())
    }
}

impl PartialEq for Device {
    fn eq(&self, other: &Self) -> bool {
        self.id() == other.id()
    }
}

impl Eq for Device {}

impl fmt::Debug for Device {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Device")
            .field("id", &self.id())
            .field("name", &self.name())
            .field("backend", &self.backend())
            .finish()
    }
}

/// A device UUID in the usual 8-4-4-4-12 hexadecimal form.
pub(crate) fn uuid_string(uuid: &[u8; 16]) -> String {
    let h: Vec<String> = uuid.iter().map(|b| format!("{b:02x}")).collect();
    format!(
        "{}-{}-{}-{}-{}",
        h[..4].concat(),
        h[4..6].concat(),
        h[6..8].concat(),
        h[8..10].concat(),
        h[10..].concat()
    )
}

/// `MemTotal` and `MemAvailable` from `/proc/meminfo`, in bytes; 0 when
/// the file cannot be read (not Linux, or a sandbox).
pub(crate) fn host_memory() -> (u64, u64) {
    let Ok(text) = std::fs::read_to_string("/proc/meminfo") else {
        return (0, 0);
    };
    let field = |key: &str| -> u64 {
        text.lines()
            .find_map(|l| l.strip_prefix(key))
            .and_then(|rest| {
                rest.trim()
                    .trim_end_matches("kB")
                    .trim()
                    .parse::<u64>()
                    .ok()
            })
            .map_or(0, |kib| kib.saturating_mul(1024))
    };
    (field("MemTotal:"), field("MemAvailable:"))
}
