//! Unit tests of the Vulkan backend's plumbing, below the emitter: a
//! hand-assembled SPIR-V vector add (source below) driven through the
//! backend's own buffers, pipelines and launches; the pipeline cache (a
//! debug counter); the staging path; push-constant packing.
//!
//! Each device test skips with one printed line when there is no Vulkan
//! device, unless `MAGPIE_REQUIRE` names `vulkan` (or `all`).

use std::collections::HashMap;
use std::sync::atomic::Ordering;
use std::sync::Arc;

use magpie_gpu::kernel_layout::vulkan_layout;
use magpie_mpir::{Const, FuncId, Scalar};

use super::emit::Shader;
use super::pipeline::{KernelPipelines, VkModule};
use super::*;
use crate::backend::{BoundArg, NoModule, TransferTime};

/// `spirv-as --target-env vulkan1.1` of:
///
/// ```text
/// ; out[i] = a[i] + b[i] for i < n; a, b, out: set 0 bindings 0..2 (f32),
/// ; n: push constant u32 at 0; workgroup size: SpecId 0, 1, 2.
/// OpCapability Shader
/// OpMemoryModel Logical GLSL450
/// OpEntryPoint GLCompute %main "main" %gid
/// OpDecorate %gid BuiltIn GlobalInvocationId
/// OpDecorate %wgsize BuiltIn WorkgroupSize
/// OpDecorate %sx SpecId 0  (and %sy 1, %sz 2)
/// ... %wgsize = OpSpecConstantComposite %uint3 %sx %sy %sz
/// ... if (gid.x < pc.n) out[gid.x] = a[gid.x] + b[gid.x]
/// ```
const VADD_SPIRV: &[u32] = &[
    0x07230203, 0x00010300, 0x00070000, 0x00000028, 0x00000000, 0x00020011, 0x00000001, 0x0003000e,
    0x00000000, 0x00000001, 0x0006000f, 0x00000005, 0x00000001, 0x6e69616d, 0x00000000, 0x00000002,
    0x00040047, 0x00000002, 0x0000000b, 0x0000001c, 0x00040047, 0x00000003, 0x0000000b, 0x00000019,
    0x00040047, 0x00000004, 0x00000001, 0x00000000, 0x00040047, 0x00000005, 0x00000001, 0x00000001,
    0x00040047, 0x00000006, 0x00000001, 0x00000002, 0x00040047, 0x00000007, 0x00000006, 0x00000004,
    0x00050048, 0x00000008, 0x00000000, 0x00000023, 0x00000000, 0x00030047, 0x00000008, 0x00000002,
    0x00040047, 0x00000009, 0x00000022, 0x00000000, 0x00040047, 0x00000009, 0x00000021, 0x00000000,
    0x00040047, 0x0000000a, 0x00000022, 0x00000000, 0x00040047, 0x0000000a, 0x00000021, 0x00000001,
    0x00040047, 0x0000000b, 0x00000022, 0x00000000, 0x00040047, 0x0000000b, 0x00000021, 0x00000002,
    0x00050048, 0x0000000c, 0x00000000, 0x00000023, 0x00000000, 0x00030047, 0x0000000c, 0x00000002,
    0x00020013, 0x0000000d, 0x00030021, 0x0000000e, 0x0000000d, 0x00040015, 0x0000000f, 0x00000020,
    0x00000000, 0x00030016, 0x00000010, 0x00000020, 0x00020014, 0x00000011, 0x00040017, 0x00000012,
    0x0000000f, 0x00000003, 0x00040032, 0x0000000f, 0x00000004, 0x00000001, 0x00040032, 0x0000000f,
    0x00000005, 0x00000001, 0x00040032, 0x0000000f, 0x00000006, 0x00000001, 0x00060033, 0x00000012,
    0x00000003, 0x00000004, 0x00000005, 0x00000006, 0x00040020, 0x00000013, 0x00000001, 0x00000012,
    0x0004003b, 0x00000013, 0x00000002, 0x00000001, 0x0003001d, 0x00000007, 0x00000010, 0x0003001e,
    0x00000008, 0x00000007, 0x00040020, 0x00000014, 0x0000000c, 0x00000008, 0x0004003b, 0x00000014,
    0x00000009, 0x0000000c, 0x0004003b, 0x00000014, 0x0000000a, 0x0000000c, 0x0004003b, 0x00000014,
    0x0000000b, 0x0000000c, 0x0003001e, 0x0000000c, 0x0000000f, 0x00040020, 0x00000015, 0x00000009,
    0x0000000c, 0x0004003b, 0x00000015, 0x00000016, 0x00000009, 0x00040020, 0x00000017, 0x00000009,
    0x0000000f, 0x00040020, 0x00000018, 0x0000000c, 0x00000010, 0x0004002b, 0x0000000f, 0x00000019,
    0x00000000, 0x00050036, 0x0000000d, 0x00000001, 0x00000000, 0x0000000e, 0x000200f8, 0x0000001a,
    0x0004003d, 0x00000012, 0x0000001b, 0x00000002, 0x00050051, 0x0000000f, 0x0000001c, 0x0000001b,
    0x00000000, 0x00050041, 0x00000017, 0x0000001d, 0x00000016, 0x00000019, 0x0004003d, 0x0000000f,
    0x0000001e, 0x0000001d, 0x000500b0, 0x00000011, 0x0000001f, 0x0000001c, 0x0000001e, 0x000300f7,
    0x00000020, 0x00000000, 0x000400fa, 0x0000001f, 0x00000021, 0x00000020, 0x000200f8, 0x00000021,
    0x00060041, 0x00000018, 0x00000022, 0x00000009, 0x00000019, 0x0000001c, 0x00060041, 0x00000018,
    0x00000023, 0x0000000a, 0x00000019, 0x0000001c, 0x00060041, 0x00000018, 0x00000024, 0x0000000b,
    0x00000019, 0x0000001c, 0x0004003d, 0x00000010, 0x00000025, 0x00000022, 0x0004003d, 0x00000010,
    0x00000026, 0x00000023, 0x00050081, 0x00000010, 0x00000027, 0x00000025, 0x00000026, 0x0003003e,
    0x00000024, 0x00000027, 0x000200f9, 0x00000020, 0x000200f8, 0x00000020, 0x000100fd, 0x00010038,
];

/// The kernel text whose signature the hand-made SPIR-V implements.
const VADD_MP: &str = r#"
gpu fn @vadd(%a: gpu.TBuffer<f32>, %b: gpu.TBuffer<f32>, %out: gpu.TBuffer<f32>, %n: u32)
    -> unit workgroup(64, 1, 1) {
bb0:
    ret
}
"#;

/// The first Vulkan device, or `None` (after one printed line) when there is none.
pub(super) fn backend(test: &str) -> Option<VulkanBackend> {
    let mut found = discover();
    if found.devices.is_empty() {
        let why = found.problem.map_or(String::new(), |e| e.message);
        assert!(
            !crate::backend::required("vulkan"),
            "{test}: no Vulkan device, but MAGPIE_REQUIRE names vulkan: {why}"
        );
        println!("skip {test}: no Vulkan device on this machine ({why})");
        return None;
    }
    Some(found.devices.remove(0))
}

/// A backend with a logical device of its own (not the process's shared
/// one), for tests that read device-wide state (free launch slots, the
/// staging switch) while other tests run.
pub(super) fn private_backend(test: &str) -> Option<VulkanBackend> {
    let shared = backend(test)?;
    let g = &shared.gpu;
    let gpu = Gpu::new(g.instance.clone(), g.physical, g.info.clone()).expect("a device");
    Some(VulkanBackend { gpu: Arc::new(gpu) })
}

pub(super) fn program(src: &str) -> Arc<ProgramIr> {
    let module = magpie_mpir::parse(src).value.expect("parses");
    let info = magpie_mpir::verify(&module).value.expect("verifies");
    let validated = magpie_gpu::validate(&module, &info, None)
        .value
        .expect("validates");
    Arc::new(ProgramIr {
        module,
        info,
        validated,
        source_digest: None,
    })
}

/// A module holding the hand-made vector add as kernel `@vadd`.
pub(super) fn vadd_module(b: &VulkanBackend) -> (Arc<ProgramIr>, FuncId, Arc<VkModule>) {
    let ir = program(VADD_MP);
    let func = ir.module.function_by_name("vadd").expect("vadd");
    let shader = Shader {
        words: VADD_SPIRV.to_vec(),
        entry_point: "main".into(),
        layout: vulkan_layout(&ir.module, func).expect("layout"),
        spec_predicates: Vec::new(),
        noalias: false,
    };
    let k = KernelPipelines::new(&b.gpu, "vadd", shader).expect("pipelines");
    let mut kernels = HashMap::new();
    kernels.insert(func, Arc::new(k));
    (ir, func, Arc::new(VkModule { kernels }))
}

pub(super) fn floats(b: &VulkanBackend, data: &[f32]) -> Arc<dyn BackendBuffer> {
    let buf = b
        .create_buffer(4 * data.len() as u64, MemoryHint::Auto)
        .expect("buffer");
    let bytes: Vec<u8> = data.iter().flat_map(|x| x.to_le_bytes()).collect();
    b.write_buffer(&*buf, 0, &bytes).expect("write");
    buf
}

pub(super) fn read_floats(b: &VulkanBackend, buf: &dyn BackendBuffer) -> Vec<f32> {
    let mut bytes = vec![0u8; buf.size() as usize];
    b.read_buffer(buf, 0, &mut bytes).expect("read");
    bytes
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

struct VaddRun {
    a: Vec<f32>,
    b: Vec<f32>,
    out: Arc<dyn BackendBuffer>,
    request: LaunchRequest,
}

fn vadd_request(be: &VulkanBackend, n: u32, block: u32) -> VaddRun {
    let (ir, func, module) = vadd_module(be);
    let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.5).collect();
    let b: Vec<f32> = (0..n).map(|i| 1000.0 - i as f32).collect();
    let (ba, bb) = (floats(be, &a), floats(be, &b));
    // One element more than n: it must stay untouched.
    let out = floats(be, &vec![-1.0; n as usize + 1]);
    let request = LaunchRequest {
        program: ir,
        module,
        kernel: func,
        grid: [n.div_ceil(block), 1, 1],
        block: [block, 1, 1],
        args: vec![
            BoundArg::Buffer(ba),
            BoundArg::Buffer(bb),
            BoundArg::Buffer(out.clone()),
            BoundArg::Scalar(Const::u32(n)),
        ],
    };
    VaddRun { a, b, out, request }
}

fn check_vadd(be: &VulkanBackend, run_a: &[f32], run_b: &[f32], out: &dyn BackendBuffer) {
    let got = read_floats(be, out);
    let n = run_a.len();
    for i in 0..n {
        assert_eq!(got[i], run_a[i] + run_b[i], "element {i}");
    }
    assert_eq!(got[n], -1.0, "the element past n was written");
}

#[test]
fn hand_spirv_vector_add_and_pipeline_reuse() {
    let Some(be) = backend("hand_spirv_vector_add_and_pipeline_reuse") else {
        return;
    };
    let run = vadd_request(&be, 1000, 64);
    let (a, b, out) = (run.a.clone(), run.b.clone(), run.out.clone());
    let module = run.request.module.clone();
    let again = |block: u32| LaunchRequest {
        program: run.request.program.clone(),
        module: module.clone(),
        kernel: run.request.kernel,
        grid: [1000u32.div_ceil(block), 1, 1],
        block: [block, 1, 1],
        args: run.request.args.clone(),
    };
    let (r2, r3) = (again(64), again(32));
    // Counted on the module: the device is shared by every runtime (and
    // test) of the process.
    let count = || {
        module
            .as_any()
            .downcast_ref::<VkModule>()
            .expect("a Vulkan module")
            .pipeline_count()
    };
    assert_eq!(count(), 0, "no pipeline before the first launch");
    be.launch(run.request).expect("launch");
    check_vadd(&be, &a, &b, &*out);
    assert_eq!(
        count(),
        1,
        "the first launch with a block creates its pipeline"
    );
    be.launch(r2).expect("second launch");
    assert_eq!(
        count(),
        1,
        "a second launch with the same block reuses the pipeline"
    );
    be.launch(r3).expect("launch with another block");
    assert_eq!(count(), 2);
    check_vadd(&be, &a, &b, &*out);
    // The dispatch was timed where the queue has timestamps.
    if be.gpu.info.timestamp_period.is_some() {
        assert!(be.gpu.last_dispatch_ns().is_some_and(|ns| ns > 0));
    }
}

#[test]
fn hand_spirv_launch_async() {
    let Some(be) = backend("hand_spirv_launch_async") else {
        return;
    };
    let run = vadd_request(&be, 77, 8);
    let fence = be.launch_async(run.request).expect("launch_async");
    fence.wait().expect("wait");
    assert!(fence.is_done());
    check_vadd(&be, &run.a, &run.b, &*run.out);
}

#[test]
fn launch_slots_are_reused() {
    let Some(be) = private_backend("launch_slots_are_reused") else {
        return;
    };
    let first = vadd_request(&be, 100, 32);
    be.launch(first.request).expect("launch");
    check_vadd(&be, &first.a, &first.b, &*first.out);
    let free = be.gpu.slots().len();
    assert!(free >= 1, "a finished launch gives its slot back");
    for _ in 0..5 {
        let run = vadd_request(&be, 100, 32);
        be.launch(run.request).expect("repeated launch");
        check_vadd(&be, &run.a, &run.b, &*run.out);
    }
    assert_eq!(
        be.gpu.slots().len(),
        free,
        "synchronous launches reuse one slot"
    );
    // Overlapping asynchronous launches each take a slot, all given back.
    let runs: Vec<VaddRun> = (0..3).map(|_| vadd_request(&be, 50, 16)).collect();
    let mut fences = Vec::new();
    let mut checks = Vec::new();
    for run in runs {
        checks.push((run.a, run.b, run.out));
        fences.push(be.launch_async(run.request).expect("launch_async"));
    }
    for f in &fences {
        f.wait().expect("wait");
    }
    for (a, b, out) in &checks {
        check_vadd(&be, a, b, &**out);
    }
    // The waiter threads give the slots back just after signalling.
    for _ in 0..200 {
        if be.gpu.slots().len() >= free {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert!(be.gpu.slots().len() >= free);
}

#[test]
fn staging_path_round_trips_and_copies() {
    let Some(be) = private_backend("staging_path_round_trips_and_copies") else {
        return;
    };
    be.gpu.force_staging.store(true, Ordering::Relaxed);
    for hint in MemoryHint::ALL {
        let data: Vec<u8> = (0..=250u8).collect();
        let buf = be.create_buffer(data.len() as u64, hint).expect("buffer");
        let mut zeros = vec![1u8; data.len()];
        be.read_buffer(&*buf, 0, &mut zeros).expect("read new");
        assert!(zeros.iter().all(|b| *b == 0), "{hint:?}: not zero-filled");
        be.write_buffer(&*buf, 0, &data).expect("write");
        be.write_buffer(&*buf, 3, &[9, 9])
            .expect("write at an offset");
        let mut back = vec![0u8; data.len()];
        be.read_buffer(&*buf, 0, &mut back).expect("read");
        let mut want = data.clone();
        want[3..5].copy_from_slice(&[9, 9]);
        assert_eq!(back, want, "{hint:?}");
        let dst = be
            .create_buffer(data.len() as u64, MemoryHint::DeviceLocal)
            .expect("dst");
        be.copy_buffer(&*buf, &*dst, data.len() as u64)
            .expect("copy");
        let mut copied = vec![0u8; data.len()];
        be.read_buffer(&*dst, 0, &mut copied).expect("read copy");
        assert_eq!(copied, want, "{hint:?} copy");
    }
    let run = vadd_request(&be, 100, 16);
    be.launch(run.request).expect("launch");
    check_vadd(&be, &run.a, &run.b, &*run.out);
    be.gpu.force_staging.store(false, Ordering::Relaxed);
}

/// Transfers made by a command buffer are timed when asked: through the
/// staging path (forced) uploads and readbacks as well as copies, each
/// with its timestamps inside the call; through a mapping, none.
#[test]
fn staged_transfers_are_timed_when_asked() {
    let Some(be) = private_backend("staged_transfers_are_timed_when_asked") else {
        return;
    };
    if be.gpu.info.timestamp_period.is_none() {
        eprintln!("skipped: the queue has no timestamps");
        return;
    }
    let data: Vec<u8> = (0..4096u32).map(|i| i as u8).collect();
    let size = data.len() as u64;
    let buf = be
        .create_buffer(size, MemoryHint::DeviceLocal)
        .expect("buffer");
    let dst = be
        .create_buffer(size, MemoryHint::DeviceLocal)
        .expect("dst");
    let mapped = be.create_buffer(size, MemoryHint::Staging).expect("mapped");
    let inside = |before: std::time::Instant, t: Option<TransferTime>, what: &str| match t {
        Some(TransferTime::Span(a, b)) => {
            assert!(
                before <= a && a <= b && b <= std::time::Instant::now(),
                "{what}"
            )
        }
        Some(TransferTime::Duration(ns)) => assert!(ns > 0, "{what}"),
        None => panic!("{what}: not timed"),
    };
    be.gpu.force_staging.store(true, Ordering::Relaxed);
    let t = std::time::Instant::now();
    inside(
        t,
        be.write_buffer_timed(&*buf, 0, &data).expect("write"),
        "write",
    );
    let t = std::time::Instant::now();
    inside(
        t,
        be.copy_buffer_timed(&*buf, &*dst, size).expect("copy"),
        "copy",
    );
    let mut back = vec![0u8; data.len()];
    let t = std::time::Instant::now();
    inside(
        t,
        be.read_buffer_timed(&*dst, 0, &mut back).expect("read"),
        "read",
    );
    assert_eq!(back, data);
    be.gpu.force_staging.store(false, Ordering::Relaxed);
    let is_mapped = mapped
        .as_any()
        .downcast_ref::<super::memory::VkBuffer>()
        .is_some_and(|b| b.is_mapped());
    if is_mapped {
        let t = be
            .write_buffer_timed(&*mapped, 0, &data)
            .expect("mapped write");
        assert_eq!(t, None, "a write through a mapping is the host's");
    }
}

#[test]
fn device_facts() {
    let Some(be) = backend("device_facts") else {
        return;
    };
    let p = be.properties();
    let info = &be.gpu.info;
    // SAFETY: the physical device belongs to the backend's instance.
    let extensions = unsafe {
        be.gpu
            .instance
            .raw
            .enumerate_device_extension_properties(be.gpu.physical)
    }
    .unwrap_or_default();
    let performance_query = instance::has_extension(&extensions, c"VK_KHR_performance_query");
    println!(
        "{} uuid {} vulkan {} subgroup {} caps {:?} VK_KHR_performance_query {performance_query}",
        p.name,
        info.uuid_string(),
        conv::version_string(info.api_version),
        p.warp_size,
        p.capabilities
    );
    assert!(!p.name.is_empty());
    assert_eq!(p.backends, vec!["spv".to_string()]);
    assert!(p.max_workgroup_size >= 128);
    assert!(p.max_shared_bytes >= 16 * 1024);
    assert!(p.warp_size.is_power_of_two());
    assert_ne!(info.uuid, [0; 16]);
    let target = be.target().expect("a target");
    assert_eq!(target.backend, magpie_gpu::GpuBackend::Spv);
    assert!(target.arch.starts_with("vulkan1."));
    for c in &target.features {
        assert!(
            p.capabilities.contains(c),
            "{c:?} in the target, not on the device"
        );
    }
}

/// A buffer argument for packing tests (never bound).
#[derive(Debug)]
struct NullBuffer;

impl BackendBuffer for NullBuffer {
    fn size(&self) -> u64 {
        0
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

#[test]
fn push_constants_follow_the_layout() {
    let src = r#"
value struct TIn { field x: u8 field y: bool }
value struct TOut { field a: u16 field i: TIn field z: f32 }
gpu fn @k(%f: bool, %p: TOut, %o: gpu.TBuffer<u32>, %h: i64) -> unit workgroup(1, 1, 1) {
bb0:
    ret
}
"#;
    let ir = program(src);
    let func = ir.module.function_by_name("k").expect("k");
    let layout = vulkan_layout(&ir.module, func).expect("layout");
    // TOut in the natural layout: a u16 at 0, i.x u8 at 2, i.y bool at 3,
    // z f32 at 4; size 8.
    let mut natural = vec![0u8; 8];
    natural[0..2].copy_from_slice(&0xBEEFu16.to_le_bytes());
    natural[2] = 0x7F;
    natural[3] = 1;
    natural[4..8].copy_from_slice(&1.5f32.to_le_bytes());
    let request = LaunchRequest {
        program: ir.clone(),
        module: Arc::new(NoModule),
        kernel: func,
        grid: [1; 3],
        block: [1; 3],
        args: vec![
            BoundArg::Scalar(Const::bool(true)),
            BoundArg::Struct(natural),
            BoundArg::Buffer(Arc::new(NullBuffer)),
            BoundArg::Scalar(Const::int(Scalar::I64, -2)),
        ],
    };
    let block = launch::pack_push_constants(&request, &layout).expect("packs");
    assert_eq!(block.len() as u32, layout.push_constant_size);
    assert_eq!(block.len() % 16, 0);
    // bool at 0 as u32 1; TOut at 4: a at 4, i.x at 8, i.y (u32) at 12, z at 16;
    // i64 at 24.
    assert_eq!(&block[0..4], &1u32.to_le_bytes());
    assert_eq!(&block[4..6], &0xBEEFu16.to_le_bytes());
    assert_eq!(block[8], 0x7F);
    assert_eq!(&block[12..16], &1u32.to_le_bytes());
    assert_eq!(&block[16..20], &1.5f32.to_le_bytes());
    assert_eq!(&block[24..32], &(-2i64).to_le_bytes());
}

#[test]
fn denorm_preserve_respects_independence() {
    use super::device::denorm_preserve;
    use ash::vk::ShaderFloatControlsIndependence as I;
    use magpie_gpu_spirv::DenormPreserve;
    let dp = |f16, f32, f64| DenormPreserve { f16, f32, f64 };
    assert_eq!(
        denorm_preserve(I::ALL, [false, true, true]),
        dp(false, true, true)
    );
    // f16 and f64 tied: both or neither.
    assert_eq!(
        denorm_preserve(I::TYPE_32_ONLY, [false, true, true]),
        dp(false, true, false)
    );
    assert_eq!(
        denorm_preserve(I::TYPE_32_ONLY, [true, false, true]),
        dp(true, false, true)
    );
    // All tied.
    assert_eq!(
        denorm_preserve(I::NONE, [true, true, false]),
        dp(false, false, false)
    );
    assert_eq!(denorm_preserve(I::NONE, [true; 3]), DenormPreserve::ALL);
}

/// A runtime's logical device is the process's (see `shared_gpu`): a
/// second runtime gets the same one, it stays when a runtime's last handles
/// (device, program, kernel, buffers, fence) are dropped, and the next
/// runtime launches on it.
#[test]
fn devices_are_kept_and_shared_across_runtimes() {
    if backend("devices_are_kept_and_shared_across_runtimes").is_none() {
        return;
    }
    let runtime = || {
        crate::Runtime::with_config(crate::RuntimeConfig {
            backend: Some(crate::BackendKind::Vulkan),
            ..Default::default()
        })
        .expect("config")
    };
    let gpu_of = |dev: &crate::Device| {
        let backend: &dyn std::any::Any = &*dev.inner.backend;
        backend
            .downcast_ref::<VulkanBackend>()
            .expect("vulkan")
            .gpu
            .clone()
    };
    let rt = runtime();
    let dev = rt.device_default().expect("a Vulkan device");
    let gpu = Arc::downgrade(&gpu_of(&dev));
    let kernel = dev
        .compile(VADD_SOURCE)
        .expect("compiles")
        .kernel("vadd")
        .expect("kernel");
    let a = dev
        .buffer_from_slice(&[1.0f32; 8], crate::MemoryHint::Auto)
        .unwrap();
    let out = dev
        .buffer_from_slice(&[0.0f32; 8], crate::MemoryHint::Auto)
        .unwrap();
    {
        let args = [(&a).into(), (&a).into(), (&out).into(), 8u32.into()];
        kernel.launch([1, 1, 1], [8, 1, 1], &args).expect("launch");
        kernel
            .launch_async([1, 1, 1], [8, 1, 1], &args)
            .expect("async launch")
            .wait()
            .expect("fence");
    }
    assert_eq!(out.to_vec().unwrap(), [2.0; 8]);
    drop((rt, dev, kernel, a, out));
    let kept = gpu.upgrade().expect("the device is kept for the process");
    let rt = runtime();
    let dev = rt.device_default().expect("a Vulkan device");
    assert!(Arc::ptr_eq(&kept, &gpu_of(&dev)), "the same device");
    let b = dev
        .buffer_from_slice(&[3.0f32; 8], crate::MemoryHint::Auto)
        .unwrap();
    let c = dev
        .buffer_from_slice(&[0.0f32; 8], crate::MemoryHint::Auto)
        .unwrap();
    dev.compile(VADD_SOURCE)
        .expect("compiles")
        .kernel("vadd")
        .expect("kernel")
        .launch(
            [1, 1, 1],
            [8, 1, 1],
            &[(&b).into(), (&b).into(), (&c).into(), 8u32.into()],
        )
        .expect("launch on the kept device");
    assert_eq!(c.to_vec().unwrap(), [6.0; 8]);
}

/// A vector add in kernel text.
pub(super) const VADD_SOURCE: &str = r#"
gpu fn @vadd(%a: gpu.TBuffer<f32>, %b: gpu.TBuffer<f32>, %out: gpu.TBuffer<f32>, %n: u32)
    -> unit workgroup(64, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %ok: bool = icmp.ult { lhs=%i, rhs=%n }
    cbr %ok bb1 bb2
bb1:
    %x: f32 = gpu.buffer_load<f32> { buf=%a, idx=%i }
    %y: f32 = gpu.buffer_load<f32> { buf=%b, idx=%i }
    %s: f32 = f.add { lhs=%x, rhs=%y }
    gpu.buffer_store<f32> { buf=%out, idx=%i, v=%s }
    br bb2
bb2:
    ret
}
"#;

/// The `Fma` probe runs and is cached; on lavapipe (measured: llvmpipe
/// computes f64 `Fma` as a multiply and an add) f64 is not trusted.
#[test]
fn fma_probe_measures_the_driver() {
    let Some(be) = backend("fma_probe_measures_the_driver") else {
        return;
    };
    let fused = be.gpu.fused_fma();
    println!("{}: fused Fma {fused:?}", be.gpu.info.name);
    assert!(!fused.f16, "f16 is never trusted");
    if be.gpu.info.name.contains("llvmpipe") {
        assert!(!fused.f64, "{fused:?}");
    }
    assert_eq!(be.gpu.fused_fma(), fused, "cached");
}

/// The pipeline cache a device writes when a runtime lets it go is read
/// back, with this driver's header, by the next process.
#[test]
fn the_pipeline_cache_is_kept_on_disk() {
    let Some(be) = backend("the_pipeline_cache_is_kept_on_disk") else {
        return;
    };
    let Some(dir) = super::disk_cache::cache_dir() else {
        println!("skip the_pipeline_cache_is_kept_on_disk: MAGPIE_GPU_CACHE_DIR is empty (off)");
        return;
    };
    let key = be.gpu.info.cache_key;
    let file = super::disk_cache::cache_file(&dir, &key);
    {
        let (_ir, _func, _module) = vadd_module(&be);
    }
    drop(be);
    let data = super::disk_cache::load(&file, &key);
    assert!(
        super::disk_cache::header_matches(&data, &key),
        "{} holds no cache for this driver",
        file.display()
    );
}

/// A device the driver reported lost is not handed to new runtimes: the
/// next discovery makes a new logical device, which works.
#[test]
fn a_lost_device_is_replaced_for_new_runtimes() {
    let Some(be) = backend("a_lost_device_is_replaced_for_new_runtimes") else {
        return;
    };
    let lost = be.gpu.clone();
    let e = lost.note_error(GpuError::new(ErrorKind::DeviceLost, NAME, "test"));
    assert_eq!(e.kind, ErrorKind::DeviceLost, "the error is passed on");
    assert!(lost.is_lost());
    let again = backend("a_lost_device_is_replaced_for_new_runtimes").expect("a device");
    assert!(!Arc::ptr_eq(&lost, &again.gpu), "a new logical device");
    assert!(!again.gpu.is_lost());
    let run = vadd_request(&again, 100, 32);
    again.launch(run.request).expect("launch on the new device");
    check_vadd(&again, &run.a, &run.b, &*run.out);
    // Other errors leave the device in use.
    let kept = again
        .gpu
        .note_error(GpuError::new(ErrorKind::LaunchFailed, NAME, "test"));
    assert_eq!(kept.kind, ErrorKind::LaunchFailed);
    assert!(!again.gpu.is_lost());
}

/// The device's `workgroupMemoryExplicitLayout` reaches the emitter: the
/// corpus kernel `wide_access` then reads its shared tile through a vector
/// view (the conformance suite runs it on this device and checks its
/// results against the CPU's), and without the feature it cannot.
#[test]
fn explicit_workgroup_layout_reaches_the_emitter() {
    let Some(be) = backend("explicit_workgroup_layout_reaches_the_emitter") else {
        return;
    };
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/kernels/in/wide_access.mp");
    let src = std::fs::read_to_string(file).expect("the corpus kernel");
    let module = magpie_mpir::parse(&src).value.expect("parses");
    let info = magpie_mpir::verify(&module).value.expect("verifies");
    let fid = module
        .function_by_name("wide_access")
        .expect("@wide_access");
    let has = be.gpu.info.features.workgroup_explicit_layout;
    let options = emit::options(&be.gpu.info, be.gpu.fused_fma());
    assert_eq!(options.workgroup_explicit_layout, has);
    let k = magpie_gpu_spirv::emit(&module, &info, fid, &options).expect("emits");
    let laid_out = k
        .disassemble()
        .contains("OpCapability WorkgroupMemoryExplicitLayoutKHR");
    assert_eq!(laid_out, has, "{}", k.disassemble());
    println!("{}: workgroupMemoryExplicitLayout {has}", be.gpu.info.name);
}

#[test]
fn calibrated_launch_spans_sit_inside_their_calls() {
    // A device of its own: another test's launch on a shared one may
    // become the last timed launch between this launch and its readings.
    let Some(be) = private_backend("calibrated_launch_spans_sit_inside_their_calls") else {
        return;
    };
    let Some(calibration) = be.gpu.clock_calibration() else {
        eprintln!(
            "skipping calibrated_launch_spans_sit_inside_their_calls: {} has no calibrated \
             timestamps with the device domain",
            be.gpu.info.name
        );
        return;
    };
    // The span is converted unclamped; it may stray from the call by the
    // calibration's uncertainty and the conversion's rounding, no more.
    let slack = calibration.uncertainty + std::time::Duration::from_micros(5);
    for k in 0..20u32 {
        let run = vadd_request(&be, 4096 + 64 * k, 64);
        let before = std::time::Instant::now();
        be.launch(run.request).expect("launch");
        let after = std::time::Instant::now();
        check_vadd(&be, &run.a, &run.b, &*run.out);
        let (start, end) = be.gpu.last_dispatch_span().expect("a calibrated span");
        assert!(
            start + slack >= before && end <= after + slack && start <= end,
            "launch {k}: device span from {:?} to {:?} after the call began, which lasted {:?} \
             (slack {slack:?})",
            start.checked_duration_since(before),
            end.checked_duration_since(before),
            after - before
        );
        // The same two timestamps as the duration profiling reads.
        let ns = be.gpu.last_dispatch_ns().expect("a duration");
        let span = (end - start).as_nanos() as i128;
        assert!(
            (span - i128::from(ns)).abs() <= 2,
            "span {span} ns, duration {ns} ns"
        );
    }
}

/// Asynchronous launches issued while two or more are in flight are
/// deferred and go to the queue with the next submission, in order: §17.10
/// squares every element, so from 2.0 three launches give 256; a write of
/// 2.0 (a direct submission, which takes the deferred launches first) and
/// two more launches give 16, where a write that overtook them would give
/// 2^32.
#[test]
fn launches_on_a_busy_queue_are_deferred_and_keep_their_order() {
    let Some(be) = private_backend("launches_on_a_busy_queue_are_deferred_and_keep_their_order")
    else {
        return;
    };
    let n = 1u32 << 22;
    let spec = super::submission_probe::Spec1710::new(&be, n);
    let twos: Vec<u8> = (0..n).flat_map(|_| 2.0f32.to_le_bytes()).collect();
    be.gpu.force_staging.store(true, Ordering::Relaxed);
    be.write_buffer(&*spec.data, 0, &twos).expect("upload");
    let mut fences = Vec::new();
    for _ in 0..3 {
        fences.push(be.launch_async(spec.request()).expect("launch_async"));
    }
    let deferred = !be.gpu.deferred.lock().map(|d| d.is_empty()).unwrap_or(true);
    be.write_buffer(&*spec.data, 0, &twos)
        .expect("write behind them");
    for _ in 0..2 {
        fences.push(be.launch_async(spec.request()).expect("launch_async"));
    }
    for f in &fences {
        f.wait().expect("a launch");
    }
    let mut back = vec![0u8; twos.len()];
    be.read_buffer(&*spec.data, 0, &mut back)
        .expect("read back");
    be.gpu.force_staging.store(false, Ordering::Relaxed);
    let want: Vec<u8> = (0..n).flat_map(|_| 16.0f32.to_le_bytes()).collect();
    assert!(back == want, "the launches and the write ran out of order");
    let cpu = be.gpu.info.device_type == ash::vk::PhysicalDeviceType::CPU;
    if cpu {
        // lavapipe runs 2^22 elements for milliseconds: the third launch
        // found two in flight.
        assert!(deferred, "no launch was deferred");
    }
}

/// Launches are timed while someone reads their times: the first 17
/// launches nobody asks about are timed (the first replaces no time, each
/// of the 16 after it an unread one), then timing stops; the question
/// after an untimed launch is answered `None`, never with an older time,
/// and turns timing back on, as beginning a profiling session does.
#[test]
fn launches_are_timed_while_their_times_are_read() {
    // A device of its own: launches of other tests would move its counts.
    let Some(be) = private_backend("launches_are_timed_while_their_times_are_read") else {
        return;
    };
    if be.gpu.info.timestamp_period.is_none() {
        eprintln!(
            "skipping launches_are_timed_while_their_times_are_read: {} has no timestamps",
            be.gpu.info.name
        );
        return;
    }
    let launch = |k: u32| {
        let run = vadd_request(&be, 1024 + k, 64);
        be.launch(run.request).expect("launch");
        check_vadd(&be, &run.a, &run.b, &*run.out);
    };
    // Read times keep it timing.
    for k in 0..40 {
        launch(k);
        assert!(
            be.gpu.last_dispatch_ns().is_some_and(|ns| ns > 0),
            "launch {k}"
        );
    }
    for k in 0..17 {
        assert!(be.gpu.timing_wanted(), "launch {k} of those nobody reads");
        launch(k);
    }
    assert!(
        !be.gpu.timing_wanted(),
        "still timing after 16 unread times"
    );
    launch(17);
    assert_eq!(be.gpu.last_dispatch_ns(), None, "an untimed launch's time");
    assert!(be.gpu.timing_wanted(), "the question turns timing on");
    launch(18);
    assert!(be.gpu.last_dispatch_ns().is_some_and(|ns| ns > 0));
    // A profiling session's beginning turns it on too.
    for k in 0..17 {
        launch(k);
    }
    assert!(!be.gpu.timing_wanted());
    be.time_launches();
    assert!(be.gpu.timing_wanted());
    launch(19);
    assert!(be.gpu.last_dispatch_ns().is_some_and(|ns| ns > 0));
}
