//! Physical devices (what a device is and can do) and the logical device
//! the backend drives (queue, allocator, pipeline cache).
//!
//! [`probe`] reads everything once: name, UUID, API version, the limits the
//! runtime checks launches against, the subgroup size, and the features that
//! decide which [`Capability`]s kernels may use. [`Gpu::new`] then enables
//! every core feature the device has except robust buffer access (a bounds
//! check on every access, which SEMANTICS.md leaves to the user: an
//! out-of-bounds index is unspecified on a GPU), plus
//! `VK_EXT_shader_atomic_float` where present.

use std::ffi::CStr;
use std::fmt;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};
use std::time::Instant;

use ash::vk;
use gpu_allocator::vulkan::{Allocator, AllocatorCreateDesc};
use gpu_allocator::{AllocationSizes, AllocatorDebugSettings};
use magpie_gpu::Capability;

use super::clock::{self, CalibratedExt, DeviceClock};
use super::conv::{version_string, vk_err, NAME};
use super::disk_cache::{self, CacheKey};
use super::instance::{c_chars, has_extension, Instance, MIN_DEVICE_API};
use super::replay;
use super::submit::LaunchSlot;
use crate::backend::in_order::InOrder;
use crate::backend::timing_demand::TimingDemand;
use crate::backend::TransferTime;
use crate::error::{ErrorKind, GpuError};

const ATOMIC_FLOAT: &CStr = c"VK_EXT_shader_atomic_float";
const EXPLICIT_LAYOUT: &CStr = c"VK_KHR_workgroup_memory_explicit_layout";
const MEMORY_BUDGET: &CStr = c"VK_EXT_memory_budget";
const EXECUTABLE_PROPERTIES: &CStr = c"VK_KHR_pipeline_executable_properties";
const PCI_BUS_INFO: &CStr = c"VK_EXT_pci_bus_info";

/// Subgroup operations a kernel's subgroup ops are emitted with.
const SUBGROUP_OPS: vk::SubgroupFeatureFlags = vk::SubgroupFeatureFlags::from_raw(
    vk::SubgroupFeatureFlags::BASIC.as_raw()
        | vk::SubgroupFeatureFlags::VOTE.as_raw()
        | vk::SubgroupFeatureFlags::ARITHMETIC.as_raw()
        | vk::SubgroupFeatureFlags::BALLOT.as_raw()
        | vk::SubgroupFeatureFlags::SHUFFLE.as_raw(),
);

/// Shader features that change what kernels may use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct ShaderFeatures {
    pub float64: bool,
    pub int64: bool,
    pub int16: bool,
    pub int8: bool,
    pub float16: bool,
    pub storage_16bit: bool,
    pub storage_8bit: bool,
    pub push_constant_16bit: bool,
    pub push_constant_8bit: bool,
    pub subgroup_ops: bool,
    pub atomic_float32_buffer_add: bool,
    pub atomic_float32_shared_add: bool,
    pub atomic_float_ext: bool,
    pub vulkan_memory_model: bool,
    pub maintenance4: bool,
    /// `workgroupMemoryExplicitLayout` (enabled at device creation): shared
    /// arrays can take vector views (`magpie_gpu_spirv`).
    pub workgroup_explicit_layout: bool,
}

/// What discovery reads from a physical device.
#[derive(Clone, Debug)]
pub(crate) struct PhysicalInfo {
    pub name: String,
    pub uuid: [u8; 16],
    /// `dddd:bb:dd.f` ([`pci_bus_id`]); `None` without `VK_EXT_pci_bus_info`.
    pub pci_bus_id: Option<String>,
    pub api_version: u32,
    pub device_type: vk::PhysicalDeviceType,
    pub max_invocations: u32,
    pub max_workgroup_dims: [u32; 3],
    pub max_shared_bytes: u32,
    pub max_storage_buffer_range: u32,
    pub max_storage_buffers: u32,
    pub max_push_constants: u32,
    pub max_workgroup_count: [u32; 3],
    pub subgroup_size: u32,
    pub features: ShaderFeatures,
    pub queue_family: u32,
    /// Nanoseconds per timestamp tick; `None` when the queue has no timestamps.
    pub timestamp_period: Option<f32>,
    /// Valid bits of the queue's timestamps.
    pub timestamp_valid_bits: u32,
    /// Calibrated timestamps with the device time domain (enabled at
    /// device creation): launch timestamps placed on the host clock
    /// ([`super::clock`]).
    pub calibrated: Option<CalibratedExt>,
    /// `hostQueryReset` (core 1.2, enabled with every core feature): a
    /// launch resets its timestamp queries from the host, not with
    /// `vkCmdResetQueryPool` in its command buffer.
    pub host_query_reset: bool,
    /// VK_KHR_pipeline_executable_properties with `pipelineExecutableInfo`
    /// (enabled at device creation): the driver reports what it compiled a
    /// pipeline into (registers, memory, instruction counts; see
    /// `pipeline_report`).
    pub executable_info: bool,
    /// Bytes of device-local memory.
    pub memory_total: u64,
    /// VK_EXT_memory_budget: free device memory can be read.
    pub memory_budget: bool,
    /// What the driver's pipeline-cache data is valid for.
    pub cache_key: CacheKey,
    /// Float widths whose subnormals kernels may ask to preserve
    /// (`VkPhysicalDeviceFloatControlsProperties`, core in 1.2), already
    /// reconciled with `denormBehaviorIndependence`.
    pub denorm_preserve: magpie_gpu_spirv::DenormPreserve,
    /// Float widths whose signed zeros, infinities and NaNs kernels can ask
    /// the driver to keep (`SignedZeroInfNanPreserve`).
    pub signed_zero_inf_nan_preserve: magpie_gpu_spirv::DenormPreserve,
}

impl PhysicalInfo {
    /// The capability vocabulary's view of the features (spec §6.1).
    pub(crate) fn capabilities(&self) -> Vec<Capability> {
        let f = &self.features;
        let mut caps = Vec::new();
        if f.atomic_float32_buffer_add && f.atomic_float32_shared_add {
            caps.push(Capability::AtomicsF32);
        }
        if f.subgroup_ops {
            caps.push(Capability::Subgroups);
        }
        if f.int64 {
            caps.push(Capability::Int64);
        }
        if f.float16 && f.storage_16bit {
            caps.push(Capability::F16Arithmetic);
        }
        if f.float64 {
            caps.push(Capability::Float64);
        }
        // Emulated by the emitter (f32 registers, u16 in memory): every device.
        caps.push(Capability::Bf16);
        caps
    }

    /// `vulkan1.3`: the arch string of the device's target.
    pub(crate) fn arch(&self) -> String {
        format!(
            "vulkan{}.{}",
            vk::api_version_major(self.api_version),
            vk::api_version_minor(self.api_version)
        )
    }

    /// The UUID in the usual 8-4-4-4-12 form.
    #[cfg_attr(not(test), allow(dead_code))]
    pub(crate) fn uuid_string(&self) -> String {
        let h: Vec<String> = self.uuid.iter().map(|b| format!("{b:02x}")).collect();
        format!(
            "{}-{}-{}-{}-{}",
            h[..4].concat(),
            h[4..6].concat(),
            h[6..8].concat(),
            h[8..10].concat(),
            h[10..].concat()
        )
    }
}

/// Reads a physical device; `Ok(None)` for one this backend cannot drive
/// (too old, or no compute queue), with the reason.
pub(crate) fn probe(
    instance: &Instance,
    pd: vk::PhysicalDevice,
) -> Result<Result<PhysicalInfo, String>, GpuError> {
    let raw = &instance.raw;
    // SAFETY: `pd` came from this instance; the queries write only into
    // the structs passed, which outlive the calls.
    let props = unsafe { raw.get_physical_device_properties(pd) };
    let name = c_chars(&props.device_name);
    if props.api_version < MIN_DEVICE_API {
        return Ok(Err(format!(
            "{name}: Vulkan {} is older than the {} magpie needs",
            version_string(props.api_version),
            version_string(MIN_DEVICE_API)
        )));
    }
    let families = unsafe { raw.get_physical_device_queue_family_properties(pd) };
    let Some((queue_family, family)) = families
        .iter()
        .enumerate()
        .find(|(_, f)| f.queue_flags.contains(vk::QueueFlags::COMPUTE))
    else {
        return Ok(Err(format!("{name}: no compute queue")));
    };
    let extensions = unsafe { raw.enumerate_device_extension_properties(pd) }
        .map_err(vk_err("vkEnumerateDeviceExtensionProperties"))?;
    let atomic_float_ext = has_extension(&extensions, ATOMIC_FLOAT);
    let explicit_layout_ext = has_extension(&extensions, EXPLICIT_LAYOUT);
    let executable_ext = has_extension(&extensions, EXECUTABLE_PROPERTIES);

    let mut subgroup = vk::PhysicalDeviceSubgroupProperties::default();
    let mut float_controls = vk::PhysicalDeviceFloatControlsProperties::default();
    let mut props2 = vk::PhysicalDeviceProperties2::default()
        .push_next(&mut subgroup)
        .push_next(&mut float_controls);
    unsafe { raw.get_physical_device_properties2(pd, &mut props2) };
    let limits = props2.properties.limits;

    let mut f11 = vk::PhysicalDeviceVulkan11Features::default();
    let mut f12 = vk::PhysicalDeviceVulkan12Features::default();
    let mut af = vk::PhysicalDeviceShaderAtomicFloatFeaturesEXT::default();
    let mut el = vk::PhysicalDeviceWorkgroupMemoryExplicitLayoutFeaturesKHR::default();
    let mut ex = vk::PhysicalDevicePipelineExecutablePropertiesFeaturesKHR::default();
    let mut feats2 = vk::PhysicalDeviceFeatures2::default()
        .push_next(&mut f11)
        .push_next(&mut f12);
    if atomic_float_ext {
        feats2 = feats2.push_next(&mut af);
    }
    if explicit_layout_ext {
        feats2 = feats2.push_next(&mut el);
    }
    if executable_ext {
        feats2 = feats2.push_next(&mut ex);
    }
    unsafe { raw.get_physical_device_features2(pd, &mut feats2) };
    let core = feats2.features;
    let maintenance4 = if props.api_version >= vk::API_VERSION_1_3 {
        let mut f13 = vk::PhysicalDeviceVulkan13Features::default();
        let mut f2 = vk::PhysicalDeviceFeatures2::default().push_next(&mut f13);
        unsafe { raw.get_physical_device_features2(pd, &mut f2) };
        f13.maintenance4 == vk::TRUE
    } else {
        false
    };
    let on = |b: vk::Bool32| b == vk::TRUE;
    let denorm_preserve = denorm_preserve(
        float_controls.denorm_behavior_independence,
        [
            on(float_controls.shader_denorm_preserve_float16),
            on(float_controls.shader_denorm_preserve_float32),
            on(float_controls.shader_denorm_preserve_float64),
        ],
    );
    // Independent per width (no independence property governs it).
    let signed_zero_inf_nan_preserve = magpie_gpu_spirv::DenormPreserve {
        f16: on(float_controls.shader_signed_zero_inf_nan_preserve_float16),
        f32: on(float_controls.shader_signed_zero_inf_nan_preserve_float32),
        f64: on(float_controls.shader_signed_zero_inf_nan_preserve_float64),
    };
    let features = ShaderFeatures {
        float64: on(core.shader_float64),
        int64: on(core.shader_int64),
        int16: on(core.shader_int16),
        int8: on(f12.shader_int8),
        float16: on(f12.shader_float16),
        storage_16bit: on(f11.storage_buffer16_bit_access),
        storage_8bit: on(f12.storage_buffer8_bit_access),
        push_constant_16bit: on(f11.storage_push_constant16),
        push_constant_8bit: on(f12.storage_push_constant8),
        subgroup_ops: subgroup
            .supported_stages
            .contains(vk::ShaderStageFlags::COMPUTE)
            && subgroup.supported_operations.contains(SUBGROUP_OPS),
        atomic_float32_buffer_add: atomic_float_ext && on(af.shader_buffer_float32_atomic_add),
        atomic_float32_shared_add: atomic_float_ext && on(af.shader_shared_float32_atomic_add),
        atomic_float_ext,
        vulkan_memory_model: on(f12.vulkan_memory_model),
        maintenance4,
        workgroup_explicit_layout: explicit_layout_ext
            && on(el.workgroup_memory_explicit_layout)
            && props.api_version >= vk::API_VERSION_1_1,
    };

    let memory = unsafe { raw.get_physical_device_memory_properties(pd) };
    let memory_total = memory
        .memory_heaps_as_slice()
        .iter()
        .filter(|h| h.flags.contains(vk::MemoryHeapFlags::DEVICE_LOCAL))
        .map(|h| h.size)
        .sum();
    let timestamp_period = (family.timestamp_valid_bits > 0).then_some(limits.timestamp_period);

    Ok(Ok(PhysicalInfo {
        name,
        uuid: device_uuid(instance, pd),
        pci_bus_id: pci_bus_id(instance, pd, &extensions),
        api_version: props.api_version,
        device_type: props.device_type,
        max_invocations: limits.max_compute_work_group_invocations,
        max_workgroup_dims: limits.max_compute_work_group_size,
        max_shared_bytes: limits.max_compute_shared_memory_size,
        max_storage_buffer_range: limits.max_storage_buffer_range,
        max_storage_buffers: limits.max_per_stage_descriptor_storage_buffers,
        max_push_constants: limits.max_push_constants_size,
        max_workgroup_count: limits.max_compute_work_group_count,
        subgroup_size: subgroup.subgroup_size,
        features,
        queue_family: queue_family as u32,
        timestamp_period,
        timestamp_valid_bits: family.timestamp_valid_bits,
        calibrated: CalibratedExt::find(&instance.entry, raw, pd, &extensions),
        host_query_reset: f12.host_query_reset == vk::TRUE,
        executable_info: executable_ext && ex.pipeline_executable_info == vk::TRUE,
        memory_total,
        memory_budget: has_extension(&extensions, MEMORY_BUDGET),
        cache_key: CacheKey {
            vendor_id: props.vendor_id,
            device_id: props.device_id,
            uuid: props.pipeline_cache_uuid,
        },
        denorm_preserve,
        signed_zero_inf_nan_preserve,
    }))
}

/// Which widths a kernel may declare `DenormPreserve` for, given what the
/// device supports per width (`[f16, f32, f64]`) and how independently it
/// can set the denormal mode: with `32_BIT_ONLY` the f16 and f64 modes must
/// agree, with `NONE` all three must, so a width is only offered when every
/// width it is tied to supports preservation too.
pub(crate) fn denorm_preserve(
    independence: vk::ShaderFloatControlsIndependence,
    [f16, f32, f64]: [bool; 3],
) -> magpie_gpu_spirv::DenormPreserve {
    use magpie_gpu_spirv::DenormPreserve;
    match independence {
        vk::ShaderFloatControlsIndependence::ALL => DenormPreserve { f16, f32, f64 },
        vk::ShaderFloatControlsIndependence::TYPE_32_ONLY => DenormPreserve {
            f16: f16 && f64,
            f32,
            f64: f16 && f64,
        },
        _ => {
            let all = f16 && f32 && f64;
            DenormPreserve {
                f16: all,
                f32: all,
                f64: all,
            }
        }
    }
}

/// `VkPhysicalDeviceIDProperties::deviceUUID` (core in 1.1).
fn device_uuid(instance: &Instance, pd: vk::PhysicalDevice) -> [u8; 16] {
    let mut id = vk::PhysicalDeviceIDProperties::default();
    let mut props2 = vk::PhysicalDeviceProperties2::default().push_next(&mut id);
    // SAFETY: as in `probe`.
    unsafe {
        instance
            .raw
            .get_physical_device_properties2(pd, &mut props2)
    };
    id.device_uuid
}

/// The device's PCI address, `dddd:bb:dd.f` in lowercase hexadecimal,
/// from `VkPhysicalDevicePCIBusInfoPropertiesEXT`, when the device lists
/// `VK_EXT_pci_bus_info` (a physical-device query: nothing is enabled).
fn pci_bus_id(
    instance: &Instance,
    pd: vk::PhysicalDevice,
    extensions: &[vk::ExtensionProperties],
) -> Option<String> {
    if !has_extension(extensions, PCI_BUS_INFO) {
        return None;
    }
    let mut pci = vk::PhysicalDevicePCIBusInfoPropertiesEXT::default();
    let mut props2 = vk::PhysicalDeviceProperties2::default().push_next(&mut pci);
    // SAFETY: as in `probe`; the device supports the extension whose
    // structure is chained.
    unsafe {
        instance
            .raw
            .get_physical_device_properties2(pd, &mut props2)
    };
    Some(format!(
        "{:04x}:{:02x}:{:02x}.{:x}",
        pci.pci_domain, pci.pci_bus, pci.pci_device, pci.pci_function
    ))
}

/// The query pool holding the last timed launch's two timestamps.
#[derive(Default)]
struct LastTimed {
    /// Null before the first timed launch completed.
    pool: vk::QueryPool,
    /// Whether the last launch that completed was timed (its time is in
    /// `pool`); an untimed one leaves an older time there, never given
    /// as the last launch's.
    current: bool,
    /// Whether someone asked for the time in `pool`.
    read: bool,
}

/// The logical device and what every buffer, pipeline and launch shares.
pub(crate) struct Gpu {
    /// Keeps the instance (and the loader) alive as long as the device.
    #[allow(dead_code)]
    pub(crate) instance: Arc<Instance>,
    pub(crate) physical: vk::PhysicalDevice,
    pub(crate) info: PhysicalInfo,
    pub(crate) raw: ash::Device,
    queue: Mutex<vk::Queue>,
    /// Signalled by every submission with a value of its own, rising in
    /// submission order ([`Gpu::signal_value`]): a submission has ended
    /// when the semaphore reaches its value.
    pub(crate) timeline: vk::Semaphore,
    /// The last value handed to a submission.
    signalled: AtomicU64,
    /// The highest value submitted to the queue (values handed out and
    /// not yet submitted are in `deferred`).
    pub(crate) submitted: AtomicU64,
    /// Asynchronous launches recorded while the queue was busy, with their
    /// values, in value order, not yet submitted ([`super::submit`]).
    pub(crate) deferred: Mutex<Vec<(vk::CommandBuffer, u64)>>,
    allocator: Mutex<Option<Allocator>>,
    pub(crate) memory_types: Vec<vk::MemoryType>,
    pub(crate) pipeline_cache: vk::PipelineCache,
    /// Where the pipeline cache is kept between processes; `None`: not.
    cache_file: Option<std::path::PathBuf>,
    /// Compute pipelines created so far (a debug counter: a launch that
    /// reuses a cached pipeline does not move it).
    pub(crate) pipelines_created: AtomicU64,
    /// The device's timestamps on the host clock, where it has calibrated
    /// timestamps ([`Gpu::last_dispatch_span`]).
    clock: Option<DeviceClock>,
    /// The query pool of the last timed launch that completed (null
    /// before any), read when asked ([`Gpu::last_dispatch_ns`]).
    last_timed: Mutex<LastTimed>,
    /// Whether launches are timed: while someone reads their times.
    demand: TimingDemand,
    /// Tests: read and write through staging buffers even when the memory
    /// is host-visible (lavapipe has only host-visible memory).
    pub(crate) force_staging: AtomicBool,
    /// Free launch slots (see [`super::submit`]), destroyed with the device.
    slots: Mutex<Vec<LaunchSlot>>,
    /// The last synchronous untimed launches' slots, recorded, for the
    /// next launches like them ([`super::replay`]); destroyed with the
    /// device.
    pub(crate) replay: Mutex<replay::Kept>,
    /// Launches that submitted a kept command buffer again (a debug
    /// counter).
    pub(crate) replays: AtomicU64,
    /// Which widths' `Fma` the driver fuses, measured on first use.
    fused_fma: OnceLock<magpie_gpu_spirv::DenormPreserve>,
    /// The driver reported the device lost; the next discovery makes a new
    /// one (see `shared_gpu`).
    lost: AtomicBool,
    /// Waits for asynchronous launches in submission order.
    pub(crate) waiter: InOrder,
}

impl fmt::Debug for Gpu {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Gpu")
            .field("name", &self.info.name)
            .field("api", &version_string(self.info.api_version))
            .finish()
    }
}

impl Gpu {
    pub(crate) fn new(
        instance: Arc<Instance>,
        physical: vk::PhysicalDevice,
        info: PhysicalInfo,
    ) -> Result<Gpu, GpuError> {
        let raw_instance = &instance.raw;
        // Enable every core feature the device has (queried again into
        // structs that are then passed straight to vkCreateDevice).
        let mut f11 = vk::PhysicalDeviceVulkan11Features::default();
        let mut f12 = vk::PhysicalDeviceVulkan12Features::default();
        let mut f13 = vk::PhysicalDeviceVulkan13Features::default();
        let mut af = vk::PhysicalDeviceShaderAtomicFloatFeaturesEXT::default();
        let mut el = vk::PhysicalDeviceWorkgroupMemoryExplicitLayoutFeaturesKHR::default();
        let mut ex = vk::PhysicalDevicePipelineExecutablePropertiesFeaturesKHR::default()
            .pipeline_executable_info(true);
        let mut feats2 = vk::PhysicalDeviceFeatures2::default()
            .push_next(&mut f11)
            .push_next(&mut f12);
        if info.executable_info {
            feats2 = feats2.push_next(&mut ex);
        }
        if info.api_version >= vk::API_VERSION_1_3 {
            feats2 = feats2.push_next(&mut f13);
        }
        if info.features.atomic_float_ext {
            feats2 = feats2.push_next(&mut af);
        }
        if info.features.workgroup_explicit_layout {
            feats2 = feats2.push_next(&mut el);
        }
        // SAFETY: `physical` belongs to `instance`; the chain outlives the call.
        unsafe { raw_instance.get_physical_device_features2(physical, &mut feats2) };
        // SEMANTICS.md: an out-of-bounds index is unspecified on a GPU and
        // backends add no bounds checks unless asked to; robust buffer access
        // is such a check on every access, so it stays off (as in CUDA).
        feats2.features.robust_buffer_access = vk::FALSE;
        let mut extensions: Vec<*const std::ffi::c_char> = Vec::new();
        if info.features.atomic_float_ext {
            extensions.push(ATOMIC_FLOAT.as_ptr());
        }
        if info.features.workgroup_explicit_layout {
            extensions.push(EXPLICIT_LAYOUT.as_ptr());
        }
        if info.executable_info {
            extensions.push(EXECUTABLE_PROPERTIES.as_ptr());
        }
        if let Some(ext) = info.calibrated {
            extensions.push(ext.name().as_ptr());
        }
        let priorities = [1.0f32];
        let queues = [vk::DeviceQueueCreateInfo::default()
            .queue_family_index(info.queue_family)
            .queue_priorities(&priorities)];
        let create = vk::DeviceCreateInfo::default()
            .queue_create_infos(&queues)
            .enabled_extension_names(&extensions)
            .push_next(&mut feats2);
        let setup = crate::backend::driver_setup_lock();
        // SAFETY: everything `create` points to lives until the call returns.
        let raw = unsafe { raw_instance.create_device(physical, &create, None) }
            .map_err(vk_err("vkCreateDevice"))?;
        drop(setup);
        // From here on `guard` destroys the device if a later step fails.
        let guard = DeviceGuard {
            device: raw.clone(),
            armed: true,
        };
        let raw_ref = &raw;
        let queue = unsafe { raw_ref.get_device_queue(info.queue_family, 0) };
        let cache_file =
            disk_cache::cache_dir().map(|d| disk_cache::cache_file(&d, &info.cache_key));
        let initial = cache_file
            .as_deref()
            .map_or_else(Vec::new, |f| disk_cache::load(f, &info.cache_key));
        // SAFETY: `initial` is empty or data with this driver's header.
        let cache = unsafe {
            raw_ref.create_pipeline_cache(
                &vk::PipelineCacheCreateInfo::default().initial_data(&initial),
                None,
            )
        }
        .map_err(vk_err("vkCreatePipelineCache"))?;
        let allocator = Allocator::new(&AllocatorCreateDesc {
            instance: raw_instance.clone(),
            device: raw_ref.clone(),
            physical_device: physical,
            debug_settings: AllocatorDebugSettings::default(),
            buffer_device_address: false,
            allocation_sizes: AllocationSizes::default(),
        })
        .map_err(|e| {
            unsafe { raw_ref.destroy_pipeline_cache(cache, None) };
            GpuError::new(
                ErrorKind::DriverError,
                NAME,
                format!("cannot create the memory allocator: {e}"),
            )
        })?;
        let memory = unsafe { raw_instance.get_physical_device_memory_properties(physical) };
        let memory_types = memory.memory_types_as_slice().to_vec();
        let clock = match (info.calibrated, info.timestamp_period) {
            (Some(ext), Some(period)) => Some(DeviceClock::new(
                raw_instance,
                &raw,
                ext,
                period,
                info.timestamp_valid_bits,
            )),
            _ => None,
        };
        let mut kind = vk::SemaphoreTypeCreateInfo::default()
            .semaphore_type(vk::SemaphoreType::TIMELINE)
            .initial_value(0);
        // SAFETY: the device is alive (Vulkan 1.2, whose timeline
        // semaphores every device has, enabled with its other features).
        let timeline = unsafe {
            raw_ref.create_semaphore(
                &vk::SemaphoreCreateInfo::default().push_next(&mut kind),
                None,
            )
        }
        .map_err(|e| {
            unsafe { raw_ref.destroy_pipeline_cache(cache, None) };
            vk_err("vkCreateSemaphore (timeline)")(e)
        })?;
        guard.disarm();
        Ok(Gpu {
            clock,
            instance,
            physical,
            info,
            raw,
            queue: Mutex::new(queue),
            timeline,
            signalled: AtomicU64::new(0),
            submitted: AtomicU64::new(0),
            deferred: Mutex::new(Vec::new()),
            allocator: Mutex::new(Some(allocator)),
            memory_types,
            pipeline_cache: cache,
            cache_file,
            pipelines_created: AtomicU64::new(0),
            last_timed: Mutex::new(LastTimed::default()),
            demand: TimingDemand::default(),
            force_staging: AtomicBool::new(false),
            slots: Mutex::new(Vec::new()),
            replay: Mutex::new(Vec::new()),
            replays: AtomicU64::new(0),
            fused_fma: OnceLock::new(),
            lost: AtomicBool::new(false),
            waiter: InOrder::new("magpie-vk waiter"),
        })
    }

    /// Whether the next launch is to be timed: the queue has timestamps
    /// and someone reads them ([`TimingDemand`]).
    pub(crate) fn timing_wanted(&self) -> bool {
        self.info.timestamp_period.is_some() && self.demand.wanted()
    }

    /// Makes the completed submission `sub`'s query pool the last timed
    /// one; `sub`'s slot takes the previous one (a new one the first time).
    pub(crate) fn keep_last_timed(
        &self,
        sub: &mut super::submit::Submission,
    ) -> Result<(), GpuError> {
        let mut last = self.last_timed.lock().unwrap_or_else(|e| e.into_inner());
        let spare = if last.pool == vk::QueryPool::null() {
            super::submit::timestamp_pool(&self.raw)?
        } else {
            last.pool
        };
        if last.current {
            self.demand.replaced(!last.read);
        }
        *last = LastTimed {
            pool: sub.trade_query_pool(spare),
            current: true,
            read: false,
        };
        Ok(())
    }

    /// Times the next launches (someone is about to read their times).
    pub(crate) fn time_launches(&self) {
        self.demand.asked();
    }

    /// An untimed launch completed: the last timed one's time is no
    /// longer the last launch's.
    pub(crate) fn completed_untimed(&self) {
        self.last_timed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .current = false;
    }

    /// The two timestamps of the last launch that completed; `None`
    /// before any, where the queue has no timestamps, or when that launch
    /// was untimed. Asking turns timing on.
    fn last_ticks(&self) -> Option<[u64; 2]> {
        self.info.timestamp_period?;
        self.demand.asked();
        let mut last = self.last_timed.lock().unwrap_or_else(|e| e.into_inner());
        if !last.current {
            return None;
        }
        last.read = true;
        // SAFETY: no slot holds the last timed pool, whose submission
        // completed.
        unsafe { self.ticks_of(last.pool) }
    }

    /// The two timestamps in `pool`; `None` for a null pool or where the
    /// queue has no timestamps.
    ///
    /// # Safety
    /// The submission that wrote them has completed and nothing writes
    /// the pool meanwhile.
    pub(crate) unsafe fn ticks_of(&self, pool: vk::QueryPool) -> Option<[u64; 2]> {
        self.info.timestamp_period?;
        if pool == vk::QueryPool::null() {
            return None;
        }
        let mut ticks = [0u64; 2];
        // SAFETY: as the caller promises.
        unsafe {
            self.raw
                .get_query_pool_results(pool, 0, &mut ticks, vk::QueryResultFlags::TYPE_64)
        }
        .ok()?;
        Some(ticks)
    }

    /// Two timestamps as host instants, through the calibrated clock;
    /// `None` without one.
    pub(crate) fn host_span(&self, ticks: [u64; 2]) -> Option<(Instant, Instant)> {
        self.clock.as_ref()?.span(ticks)
    }

    /// Nanoseconds the last timed launch that completed ran on the device;
    /// `None` before any, or where the queue has no timestamps.
    pub(crate) fn last_dispatch_ns(&self) -> Option<u64> {
        self.ticks_ns(self.last_ticks()?)
    }

    /// Nanoseconds between two timestamps; `None` without timestamps or
    /// when they do not advance.
    fn ticks_ns(&self, [start, end]: [u64; 2]) -> Option<u64> {
        let period = self.info.timestamp_period?;
        let ticks = clock::ticks_between(start, end, self.info.timestamp_valid_bits);
        let ns = (ticks.max(0) as f64 * f64::from(period)) as u64;
        (ns > 0).then_some(ns)
    }

    /// When two timestamps of a transfer were taken: on the host's clock
    /// where the device's clock is calibrated, else their duration.
    pub(crate) fn transfer_time(&self, ticks: [u64; 2]) -> Option<TransferTime> {
        match self.host_span(ticks) {
            Some((start, end)) => Some(TransferTime::Span(start, end)),
            None => self.ticks_ns(ticks).map(TransferTime::Duration),
        }
    }

    /// When the last timed launch that completed ran, on the host clock:
    /// its timestamps through the device's calibrated clock; `None`
    /// without calibrated timestamps (or any timed launch).
    pub(crate) fn last_dispatch_span(&self) -> Option<(Instant, Instant)> {
        self.clock.as_ref()?;
        self.host_span(self.last_ticks()?)
    }

    /// Whether timestamps can be placed on the host clock.
    pub(crate) fn has_clock(&self) -> bool {
        self.clock.is_some()
    }

    /// The calibration in use (for tests).
    #[cfg(test)]
    pub(crate) fn clock_calibration(&self) -> Option<clock::Calibration> {
        self.clock.as_ref()?.calibration()
    }

    /// The queue, locked (`vkQueueSubmit` needs external synchronisation).
    pub(crate) fn queue(&self) -> MutexGuard<'_, vk::Queue> {
        self.queue.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The timeline semaphore's value for the next submission, which the
    /// caller makes while holding `_queue` (so values rise in submission
    /// order, as a timeline semaphore requires).
    pub(crate) fn signal_value(&self, _queue: &MutexGuard<'_, vk::Queue>) -> u64 {
        self.signalled.fetch_add(1, Ordering::Relaxed) + 1
    }

    /// The allocator, locked; `None` only while the device is dropped.
    pub(crate) fn allocator(&self) -> MutexGuard<'_, Option<Allocator>> {
        self.allocator.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Which float widths' `Fma` the driver computes with one rounding
    /// ([`super::probe`], run once).
    pub(crate) fn fused_fma(self: &Arc<Self>) -> magpie_gpu_spirv::DenormPreserve {
        *self.fused_fma.get_or_init(|| super::probe::fused_fma(self))
    }

    /// Bytes of device-local memory this process may still allocate (the
    /// budget minus the usage, VK_EXT_memory_budget, over the device-local
    /// heaps); 0 when the driver does not say.
    pub(crate) fn memory_available(&self) -> u64 {
        if !self.info.memory_budget {
            return 0;
        }
        let mut budget = vk::PhysicalDeviceMemoryBudgetPropertiesEXT::default();
        let mut props = vk::PhysicalDeviceMemoryProperties2::default().push_next(&mut budget);
        // SAFETY: the physical device belongs to the live instance; the
        // extension is supported, so the chained struct is allowed.
        unsafe {
            self.instance
                .raw
                .get_physical_device_memory_properties2(self.physical, &mut props)
        };
        let heaps = props.memory_properties.memory_heaps_as_slice().to_vec();
        heaps
            .iter()
            .enumerate()
            .filter(|(_, h)| h.flags.contains(vk::MemoryHeapFlags::DEVICE_LOCAL))
            .map(|(i, _)| budget.heap_budget[i].saturating_sub(budget.heap_usage[i]))
            .sum()
    }

    /// The free launch slots, locked.
    pub(crate) fn slots(&self) -> MutexGuard<'_, Vec<LaunchSlot>> {
        self.slots.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Passes `e` on, remembering when it says the device was lost.
    pub(crate) fn note_error(&self, e: GpuError) -> GpuError {
        if e.kind == crate::error::ErrorKind::DeviceLost {
            self.lost.store(true, Ordering::Release);
        }
        e
    }

    /// Whether the driver reported the device lost.
    pub(crate) fn is_lost(&self) -> bool {
        self.lost.load(Ordering::Acquire)
    }

    /// Writes the pipeline cache to its file (when there is one), as it is
    /// now. Best effort: a cache that cannot be written is only slower
    /// next time.
    pub(crate) fn save_pipeline_cache(&self) {
        if let Some(file) = &self.cache_file {
            // SAFETY: the cache is alive; the driver synchronises reads of
            // a pipeline cache with pipeline creation on other threads
            // (VkPipelineCache is internally synchronised).
            if let Ok(data) = unsafe { self.raw.get_pipeline_cache_data(self.pipeline_cache) } {
                disk_cache::store(file, &self.info.cache_key, &data);
            }
        }
    }

    pub(crate) fn count_pipeline(&self) {
        self.pipelines_created.fetch_add(1, Ordering::Relaxed);
    }
}

impl Drop for Gpu {
    fn drop(&mut self) {
        // SAFETY: buffers, modules and launches hold an `Arc<Gpu>`, so
        // nothing made from the device is left; wait for the queue anyway.
        unsafe {
            let _ = self.raw.device_wait_idle();
        }
        for slot in self.slots().drain(..) {
            slot.destroy(&self.raw);
        }
        let kept = std::mem::take(&mut *self.replay.lock().unwrap_or_else(|e| e.into_inner()));
        for (_, slot) in kept {
            slot.destroy(&self.raw);
        }
        let last = self
            .last_timed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .pool;
        // SAFETY: the device is idle; a null pool is ignored.
        unsafe {
            self.raw.destroy_query_pool(last, None);
            self.raw.destroy_semaphore(self.timeline, None);
        }
        // The allocator frees its memory blocks through the device.
        drop(self.allocator().take());
        self.save_pipeline_cache();
        unsafe {
            self.raw.destroy_pipeline_cache(self.pipeline_cache, None);
            self.raw.destroy_device(None);
        }
    }
}

/// Destroys a device unless disarmed (error paths of [`Gpu::new`]).
struct DeviceGuard {
    device: ash::Device,
    armed: bool,
}

impl DeviceGuard {
    fn disarm(mut self) {
        self.armed = false;
    }
}

impl Drop for DeviceGuard {
    fn drop(&mut self) {
        if self.armed {
            // SAFETY: nothing else made from the device is left on this
            // path (the failing step destroyed what it made).
            unsafe { self.device.destroy_device(None) };
        }
    }
}
