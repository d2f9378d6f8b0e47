//! Unit tests of the WebGPU backend: discovery; buffers (unaligned reads,
//! writes and copies, which WebGPU cannot do in one step); a hand-written
//! WGSL vector add driven through the backend's own pipelines, bind groups
//! and launches (below the emitter), one buffer passed in several bindings
//! included; shader errors as errors; and one
//! kernel through the emitter with a struct, a narrow scalar and a packed
//! buffer (the uniform block and the packed count); repeated synchronous
//! launches through command buffers encoded ahead.
//!
//! Each device test skips with one printed line when wgpu finds no
//! adapter, unless `MAGPIE_REQUIRE` names `webgpu` (or `all`).

use std::collections::HashMap;
use std::fmt::Display;
use std::sync::Arc;

use magpie_gpu::wgsl_layout::wgsl_layout;
use magpie_mpir::{Const, FuncId};

use super::emit::Shader;
use super::pipeline::{KernelPipelines, WgModule};
use super::*;
use crate::backend::BoundArg;

type Test = Result<(), String>;

/// `?` with a note of what failed.
trait Context<T> {
    fn ctx(self, what: &str) -> Result<T, String>;
}

impl<T, E: Display> Context<T> for Result<T, E> {
    fn ctx(self, what: &str) -> Result<T, String> {
        self.map_err(|e| format!("{what}: {e}"))
    }
}

impl<T> Context<T> for Option<T> {
    fn ctx(self, what: &str) -> Result<T, String> {
        self.ok_or_else(|| format!("{what}: none"))
    }
}

fn check(ok: bool, what: impl FnOnce() -> String) -> Test {
    if ok {
        Ok(())
    } else {
        Err(what())
    }
}

/// The first WebGPU device; `Ok(None)` (after one printed line) when there
/// is none and none is required.
pub(super) fn backend(test: &str) -> Result<Option<WebGpuBackend>, String> {
    let mut found = discover();
    if found.devices.is_empty() {
        let why = found.problem.map_or(String::new(), |e| e.message);
        if crate::backend::required("webgpu") {
            return Err(format!(
                "{test}: no WebGPU adapter, but MAGPIE_REQUIRE names webgpu: {why}"
            ));
        }
        println!("skip {test}: no WebGPU adapter on this machine ({why})");
        return Ok(None);
    }
    Ok(Some(found.devices.remove(0)))
}

pub(super) fn program(
    src: &str,
    target: Option<&magpie_gpu::Target>,
) -> Result<Arc<ProgramIr>, String> {
    let module = magpie_mpir::parse(src).value.ctx("parse")?;
    let info = magpie_mpir::verify(&module).value.ctx("verify")?;
    let validated = magpie_gpu::validate(&module, &info, target)
        .value
        .ctx("validate")?;
    Ok(Arc::new(ProgramIr {
        module,
        info,
        validated,
        source_digest: None,
    }))
}

/// The kernel text whose signature [`VADD_WGSL`] implements.
const VADD_MP: &str = r#"
gpu fn @vadd(%a: gpu.TBuffer<f32>, %b: gpu.TBuffer<f32>, %out: gpu.TBuffer<f32>, %n: u32)
    -> unit workgroup(64, 1, 1) {
bb0:
    ret
}
"#;

/// `out[i] = a[i] + b[i]` for `i < n`, bound as `wgsl_layout` says: three
/// storage buffers, then `n` in the uniform block at binding 3. `b` is
/// bound read-only; the workgroup size is the three overrides.
const VADD_WGSL: &str = r#"
override magpie_wg_x: u32 = 64;
override magpie_wg_y: u32 = 1;
override magpie_wg_z: u32 = 1;
struct Params { n: u32 }
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> out: array<f32>;
@group(0) @binding(3) var<uniform> params: Params;
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    if (gid.x < params.n) {
        out[gid.x] = a[gid.x] + b[gid.x];
    }
}
"#;

/// A module holding `wgsl` as kernel `@vadd`.
fn vadd_module(
    be: &WebGpuBackend,
    wgsl: &str,
) -> Result<(Arc<ProgramIr>, FuncId, Arc<WgModule>), GpuError> {
    vadd_module_with(be, wgsl, [true, true, false])
}

/// As [`vadd_module`], with the access of the three storage bindings.
fn vadd_module_with(
    be: &WebGpuBackend,
    wgsl: &str,
    read_only: [bool; 3],
) -> Result<(Arc<ProgramIr>, FuncId, Arc<WgModule>), GpuError> {
    let ir = program(VADD_MP, None).map_err(|e| GpuError::internal(NAME, e))?;
    let func = ir
        .module
        .function_by_name("vadd")
        .ok_or_else(|| GpuError::internal(NAME, "no @vadd"))?;
    let layout = wgsl_layout(&ir.module, func).map_err(|e| GpuError::internal(NAME, e))?;
    let shader = Shader {
        text: wgsl.to_string(),
        entry_point: "main".into(),
        layout,
        read_only: read_only.to_vec(),
        workgroup: [64, 1, 1],
    };
    let k = KernelPipelines::new(&be.gpu, "vadd", shader)?;
    let mut kernels = HashMap::new();
    kernels.insert(func, Arc::new(k));
    Ok((ir, func, Arc::new(WgModule { kernels })))
}

fn floats(be: &WebGpuBackend, data: &[f32]) -> Result<Arc<dyn BackendBuffer>, String> {
    let buf = be
        .create_buffer(4 * data.len() as u64, MemoryHint::Auto)
        .ctx("buffer")?;
    let bytes: Vec<u8> = data.iter().flat_map(|x| x.to_le_bytes()).collect();
    be.write_buffer(&*buf, 0, &bytes).ctx("write")?;
    Ok(buf)
}

fn read_bytes(be: &WebGpuBackend, buf: &dyn BackendBuffer) -> Result<Vec<u8>, String> {
    let mut bytes = vec![0u8; buf.size() as usize];
    be.read_buffer(buf, 0, &mut bytes).ctx("read")?;
    Ok(bytes)
}

fn read_floats(be: &WebGpuBackend, buf: &dyn BackendBuffer) -> Result<Vec<f32>, String> {
    Ok(read_bytes(be, buf)?
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect())
}

struct VaddRun {
    a: Vec<f32>,
    b: Vec<f32>,
    out: Arc<dyn BackendBuffer>,
    request: LaunchRequest,
}

fn vadd_request(be: &WebGpuBackend, n: u32, block: u32) -> Result<VaddRun, String> {
    let (ir, func, module) = vadd_module(be, VADD_WGSL).ctx("vadd module")?;
    let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.5).collect();
    let b: Vec<f32> = (0..n).map(|i| 1000.0 - i as f32).collect();
    let (ba, bb) = (floats(be, &a)?, floats(be, &b)?);
    // One element more than n: it must stay untouched.
    let out = floats(be, &vec![-1.0; n as usize + 1])?;
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
    Ok(VaddRun { a, b, out, request })
}

fn check_vadd(be: &WebGpuBackend, a: &[f32], b: &[f32], out: &dyn BackendBuffer) -> Test {
    let got = read_floats(be, out)?;
    let n = a.len();
    for i in 0..n {
        check(got.get(i) == Some(&(a[i] + b[i])), || {
            format!("element {i}: {:?}", got.get(i))
        })?;
    }
    check(got.get(n) == Some(&-1.0), || {
        "the element past n was written".into()
    })
}

#[test]
fn adapters_take_the_uuid_of_their_one_vulkan_twin() {
    let key = |name: &str, has_pci_bus_id| AdapterKey {
        name: name.into(),
        vendor: 0x10005,
        device: 0,
        has_pci_bus_id,
    };
    let vk = |name: &str, byte: u8| VulkanIdentity {
        name: name.into(),
        vendor: 0x10005,
        device: 0,
        uuid: [byte; 16],
    };
    // One of each: matched. An adapter with a PCI id: discovery compares
    // that. Two Vulkan devices or two adapters alike: ambiguous, apart.
    assert_eq!(
        vulkan_uuids(
            &[key("llvmpipe", false)],
            &[vk("llvmpipe", 1), vk("other", 2)]
        ),
        vec![Some([1; 16])]
    );
    assert_eq!(
        vulkan_uuids(&[key("llvmpipe", true)], &[vk("llvmpipe", 1)]),
        vec![None]
    );
    assert_eq!(
        vulkan_uuids(&[key("gpu", false)], &[vk("gpu", 1), vk("gpu", 2)]),
        vec![None]
    );
    assert_eq!(
        vulkan_uuids(&[key("gpu", false), key("gpu", false)], &[vk("gpu", 1)]),
        vec![None, None]
    );
    assert_eq!(vulkan_uuids(&[key("gpu", false)], &[]), vec![None]);
}

#[test]
fn discovery_lists_adapters_with_their_type() -> Test {
    let Some(be) = backend("discovery_lists_adapters_with_their_type")? else {
        return Ok(());
    };
    let p = be.properties();
    check(p.backend == BackendKind::WebGpu, || format!("{p:?}"))?;
    check(p.backends == vec!["wgsl".to_string()], || format!("{p:?}"))?;
    check(p.max_workgroup_size >= 256, || format!("{p:?}"))?;
    check(p.max_buffers >= 8, || format!("{p:?}"))?;
    let target = be.target().ctx("a target")?;
    check(target.arch == "webgpu", || format!("{target:?}"))?;
    check(
        target.features.iter().all(|c| p.capabilities.contains(c)),
        || format!("{target:?} vs {p:?}"),
    )?;
    if p.name.contains("llvmpipe") {
        // lavapipe is our CI device: a CPU adapter, still listed and usable.
        let info = &be.gpu.facts.info;
        check(info.device_type == wgpu::DeviceType::Cpu, || {
            format!("{info:?}")
        })?;
        check(
            be.gpu.facts.capabilities.contains(&Capability::Int64),
            || format!("{:?}", be.gpu.facts),
        )?;
    }
    Ok(())
}

#[test]
fn buffers_are_zeroed_and_take_unaligned_access() -> Test {
    let Some(be) = backend("buffers_are_zeroed_and_take_unaligned_access")? else {
        return Ok(());
    };
    for size in [0u64, 1, 5, 8, 13] {
        let buf = be.create_buffer(size, MemoryHint::Auto).ctx("buffer")?;
        check(buf.size() == size, || format!("size {}", buf.size()))?;
        let bytes = read_bytes(&be, &*buf)?;
        check(bytes.iter().all(|b| *b == 0), || format!("{bytes:?}"))?;
    }
    let buf = be.create_buffer(13, MemoryHint::Staging).ctx("buffer")?;
    be.write_buffer(&*buf, 0, &[9; 13]).ctx("fill")?;
    be.write_buffer(&*buf, 3, &[1, 2, 3])
        .ctx("unaligned write")?;
    be.write_buffer(&*buf, 12, &[7]).ctx("last byte")?;
    let want = [9, 9, 9, 1, 2, 3, 9, 9, 9, 9, 9, 9, 7];
    let got = read_bytes(&be, &*buf)?;
    check(got == want, || format!("{got:?}"))?;
    let mut two = [0u8; 2];
    be.read_buffer(&*buf, 5, &mut two).ctx("unaligned read")?;
    check(two == [3, 9], || format!("{two:?}"))?;
    // A copy of 6 bytes leaves the destination's 7th and 8th alone.
    let dst = be.create_buffer(8, MemoryHint::Auto).ctx("buffer")?;
    be.write_buffer(&*dst, 0, &[0xee; 8]).ctx("fill")?;
    be.copy_buffer(&*buf, &*dst, 6).ctx("copy")?;
    let got = read_bytes(&be, &*dst)?;
    check(got == [9, 9, 9, 1, 2, 3, 0xee, 0xee], || format!("{got:?}"))?;
    // Beyond wgpu's largest buffer: OutOfMemory, not a panic.
    let e = be.create_buffer(u64::MAX / 2, MemoryHint::Auto).err();
    check(
        e.as_ref().is_some_and(|e| e.kind == ErrorKind::OutOfMemory),
        || format!("{e:?}"),
    )
}

#[test]
fn hand_wgsl_vector_add_and_pipeline_reuse() -> Test {
    let Some(be) = backend("hand_wgsl_vector_add_and_pipeline_reuse")? else {
        return Ok(());
    };
    let run = vadd_request(&be, 1000, 64)?;
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
    // Counted on the module: the device is shared by every test.
    let count = || -> Result<usize, String> {
        Ok(module
            .as_any()
            .downcast_ref::<WgModule>()
            .ctx("a WebGPU module")?
            .pipeline_count())
    };
    check(count()? == 0, || {
        "a pipeline before the first launch".into()
    })?;
    be.launch(run.request).ctx("launch")?;
    check_vadd(&be, &a, &b, &*out)?;
    check(count()? == 1, || "the first launch made no pipeline".into())?;
    be.launch(r2).ctx("second launch")?;
    check(count()? == 1, || {
        "the same block made another pipeline".into()
    })?;
    be.launch(r3).ctx("launch with another block")?;
    check(count()? == 2, || "another block made no pipeline".into())?;
    check_vadd(&be, &a, &b, &*out)?;
    if be
        .gpu
        .facts
        .features
        .contains(wgpu::Features::TIMESTAMP_QUERY)
    {
        check(be.last_dispatch_ns().is_some(), || {
            "the dispatch was not timed".into()
        })?;
    }
    Ok(())
}

#[test]
fn hand_wgsl_launch_async() -> Test {
    let Some(be) = backend("hand_wgsl_launch_async")? else {
        return Ok(());
    };
    let run = vadd_request(&be, 77, 8)?;
    let fence = be.launch_async(run.request).ctx("launch_async")?;
    fence.wait().ctx("wait")?;
    check(fence.is_done(), || "the fence is not done".into())?;
    check_vadd(&be, &run.a, &run.b, &*run.out)
}

#[test]
fn unused_bindings_stay_in_the_layout() -> Test {
    let Some(be) = backend("unused_bindings_stay_in_the_layout")? else {
        return Ok(());
    };
    // `b` is declared but never read: an automatic layout would drop it and
    // the launch, which binds it, would fail.
    let copy = VADD_WGSL.replace("a[gid.x] + b[gid.x]", "a[gid.x] * 2.0");
    let mut run = vadd_request(&be, 10, 64)?;
    let (_, _, module) = vadd_module(&be, &copy).ctx("module")?;
    run.request.module = module;
    be.launch(run.request).ctx("launch")?;
    let got = read_floats(&be, &*run.out)?;
    let want: Vec<f32> = run.a.iter().map(|x| x * 2.0).chain([-1.0]).collect();
    check(got == want, || format!("{got:?}"))
}

#[test]
fn one_buffer_in_several_bindings() -> Test {
    let Some(be) = backend("one_buffer_in_several_bindings")? else {
        return Ok(());
    };
    // Read-only and writable at once, which WebGPU refuses in one dispatch
    // (the read-only bindings read a copy); then writable three times.
    let all_writable = VADD_WGSL.replace("var<storage, read>", "var<storage, read_write>");
    for (wgsl, read_only) in [
        (VADD_WGSL, [true, true, false]),
        (all_writable.as_str(), [false, false, false]),
    ] {
        let mut run = vadd_request(&be, 50, 64)?;
        let (_, _, module) = vadd_module_with(&be, wgsl, read_only).ctx("module")?;
        run.request.module = module;
        let a = floats(&be, &run.a)?;
        for arg in &mut run.request.args[..3] {
            *arg = BoundArg::Buffer(a.clone());
        }
        be.launch(run.request).ctx("launch")?;
        let got = read_floats(&be, &*a)?;
        let want: Vec<f32> = run.a.iter().map(|x| x * 2.0).collect();
        check(got == want, || format!("{read_only:?}: {got:?}"))?;
    }
    Ok(())
}

#[test]
fn bad_wgsl_is_a_compilation_error() -> Test {
    let Some(be) = backend("bad_wgsl_is_a_compilation_error")? else {
        return Ok(());
    };
    let bad = VADD_WGSL.replace("out[gid.x] =", "out[gid.x] = undefined_name +");
    let e = vadd_module(&be, &bad).err();
    check(
        e.as_ref()
            .is_some_and(|e| e.kind == ErrorKind::CompilationFailed && e.backend == "wgsl"),
        || format!("{e:?}"),
    )?;
    check(be.gpu.take_uncaptured().is_none(), || {
        "an error escaped the error scopes".into()
    })
}

/// `out[i] = src[i] + p.a + p.b + k` for `i < len(src)`: a struct in the
/// uniform block (an i8 leaf widened), an i16 scalar, and a u8 buffer whose
/// element count the runtime writes into the block.
const MIX_MP: &str = r#"
value struct TMix { field a: i8 field b: u32 field c: f32 }
gpu fn @mix(%p: TMix, %k: i16, %src: gpu.TBuffer<u8>, %out: gpu.TBuffer<i32>) -> unit workgroup(8, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %n: u32 = gpu.buffer_len<u8> { buf=%src }
    %ok: bool = icmp.ult { lhs=%i, rhs=%n }
    cbr %ok bb1 bb2
bb1:
    %v: u8 = gpu.buffer_load<u8> { buf=%src, idx=%i }
    %vi: i32 = cast<u8, i32> { v=%v }
    %a: i8 = getfield { obj=%p, field=a }
    %ai: i32 = cast<i8, i32> { v=%a }
    %b: u32 = getfield { obj=%p, field=b }
    %bi: i32 = cast<u32, i32> { v=%b }
    %ki: i32 = cast<i16, i32> { v=%k }
    %s1: i32 = i.add { lhs=%vi, rhs=%ai }
    %s2: i32 = i.add { lhs=%s1, rhs=%bi }
    %s3: i32 = i.add { lhs=%s2, rhs=%ki }
    gpu.buffer_store<i32> { buf=%out, idx=%i, v=%s3 }
    br bb2
bb2:
    ret
}
"#;

#[test]
fn emitted_kernel_reads_uniforms_and_packed_lengths() -> Test {
    let Some(be) = backend("emitted_kernel_reads_uniforms_and_packed_lengths")? else {
        return Ok(());
    };
    let target = be.target().ctx("target")?;
    let ir = program(MIX_MP, Some(&target))?;
    let module = be.compile(&ir).ctx("compile")?;
    let func = ir.module.function_by_name("mix").ctx("@mix")?;
    let src = be.create_buffer(5, MemoryHint::Auto).ctx("buffer")?;
    be.write_buffer(&*src, 0, &[1, 2, 3, 4, 250]).ctx("write")?;
    let out = floats(&be, &[0.0; 8])?;
    // TMix in its natural layout: a at 0, b at 4, c at 8; 12 bytes.
    let mut p = vec![0u8; 12];
    p[0] = (-3i8) as u8;
    p[4..8].copy_from_slice(&100u32.to_le_bytes());
    p[8..12].copy_from_slice(&1.5f32.to_le_bytes());
    be.launch(LaunchRequest {
        program: ir.clone(),
        module,
        kernel: func,
        grid: [1, 1, 1],
        block: [8, 1, 1],
        args: vec![
            BoundArg::Struct(p),
            BoundArg::Scalar(Const::int(magpie_mpir::Scalar::I16, -1000)),
            BoundArg::Buffer(src),
            BoundArg::Buffer(out.clone()),
        ],
    })
    .ctx("launch")?;
    let got: Vec<i32> = read_bytes(&be, &*out)?
        .chunks_exact(4)
        .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let untouched = i32::from_le_bytes(0.0f32.to_le_bytes());
    let want: Vec<i32> = [1, 2, 3, 4, 250]
        .iter()
        .map(|v| v - 3 + 100 - 1000)
        .chain([untouched; 3])
        .collect();
    check(got == want, || format!("got {got:?}, want {want:?}"))
}

/// Several threads launching, waiting, polling fences and reading back on
/// one device at once. wgpu-core 30 panics in a poll for a submission
/// index whose timeout runs out when another thread's poll or submission
/// retires that submission meanwhile (and drops the buffer mappings that
/// poll collected): the backend's waits must never poll that way.
#[test]
fn threads_share_one_device() -> Test {
    let Some(be) = backend("threads_share_one_device")? else {
        return Ok(());
    };
    let runs: Vec<VaddRun> = (0..4)
        .map(|t| vadd_request(&be, 256 + 64 * t, 64))
        .collect::<Result<_, _>>()?;
    let again = |r: &LaunchRequest| LaunchRequest {
        program: r.program.clone(),
        module: r.module.clone(),
        kernel: r.kernel,
        grid: r.grid,
        block: r.block,
        args: r.args.clone(),
    };
    std::thread::scope(|s| {
        let workers: Vec<_> = runs
            .iter()
            .enumerate()
            .map(|(t, run)| {
                let be = &be;
                s.spawn(move || -> Test {
                    for i in 0..200 {
                        if (i + t) % 2 == 0 {
                            be.launch(again(&run.request)).ctx("launch")?;
                        } else {
                            let fence = be.launch_async(again(&run.request)).ctx("launch_async")?;
                            while !fence.is_done() {
                                std::thread::yield_now();
                            }
                            fence.wait().ctx("wait")?;
                        }
                        check_vadd(be, &run.a, &run.b, &*run.out)
                            .map_err(|e| format!("thread {t}, round {i}: {e}"))?;
                    }
                    Ok(())
                })
            })
            .collect();
        workers
            .into_iter()
            .try_for_each(|w| w.join().map_err(|_| "a worker panicked".to_string())?)
    })
}

/// The id of vadd's pipelines in `run`'s module (the key of its slot in
/// [`super::ahead`]).
fn vadd_kernel_id(run: &VaddRun) -> Result<u64, String> {
    Ok(run
        .request
        .module
        .as_any()
        .downcast_ref::<WgModule>()
        .ctx("a WebGPU module")?
        .kernels
        .get(&run.request.kernel)
        .ctx("vadd pipelines")?
        .id)
}

/// Launches `run`'s vadd synchronously into `out` (reset to NaN first)
/// with count `n` and `grid`, and checks the sums below n, NaN above.
fn relaunch_vadd(
    be: &WebGpuBackend,
    run: &VaddRun,
    out: &Arc<dyn BackendBuffer>,
    n: u32,
    grid: u32,
) -> Test {
    let len = run.a.len();
    be.write_buffer(&**out, 0, &vec![0xff; 4 * (len + 1)])
        .ctx("reset")?;
    let mut args = run.request.args.clone();
    args[2] = BoundArg::Buffer(out.clone());
    args[3] = BoundArg::Scalar(Const::u32(n));
    be.launch(LaunchRequest {
        program: run.request.program.clone(),
        module: run.request.module.clone(),
        kernel: run.request.kernel,
        grid: [grid, 1, 1],
        block: run.request.block,
        args,
    })
    .ctx("launch")?;
    let got = read_floats(be, &**out)?;
    for (i, g) in got.iter().enumerate() {
        let want = if i < n as usize {
            run.a[i] + run.b[i]
        } else {
            f32::NAN
        };
        check(
            g.to_bits() == want.to_bits() || (want.is_nan() && g.is_nan()),
            || format!("n = {n}, grid {grid}: out[{i}] = {g}, expected {want}"),
        )?;
    }
    Ok(())
}

#[test]
fn repeated_launches_use_command_buffers_encoded_ahead() -> Test {
    let Some(be) = backend("repeated_launches_use_command_buffers_encoded_ahead")? else {
        return Ok(());
    };
    const N: u32 = 300;
    let run = vadd_request(&be, N, 64)?;
    let kernel_id = vadd_kernel_id(&run)?;
    let grid = N.div_ceil(64);
    // Each launch: a count of its own (the uniform block changes, the
    // command buffer does not). The first launches are timed (someone
    // might read their times) and encode nothing ahead; past those, every
    // launch repeats the one before.
    for k in 0..40 {
        relaunch_vadd(&be, &run, &run.out, N - 7 * k, grid)?;
    }
    let (taken, held) = be.gpu.ahead.kernel_state(kernel_id);
    check(taken >= 10 && held, || {
        format!(
            "40 repeated launches took {taken} command buffers encoded ahead (held now: {held})"
        )
    })?;
    // Another output buffer is another key: never the old command buffer.
    let other = floats(&be, &vec![0.0; N as usize + 1])?;
    for n in [N, 5, N] {
        relaunch_vadd(&be, &run, &other, n, grid)?;
    }
    check(be.gpu.ahead.kernel_state(kernel_id).1, || {
        "a repeated launch with the new buffer encoded nothing ahead".into()
    })?;
    drop(other);
    check(!be.gpu.ahead.kernel_state(kernel_id).1, || {
        "a freed buffer's command buffer is still held".into()
    })?;
    relaunch_vadd(&be, &run, &run.out, 1, grid)
}

#[test]
fn a_cycle_of_grids_uses_command_buffers_encoded_ahead() -> Test {
    let Some(be) = backend("a_cycle_of_grids_uses_command_buffers_encoded_ahead")? else {
        return Ok(());
    };
    const N: u32 = 300;
    let run = vadd_request(&be, N, 64)?;
    let kernel_id = vadd_kernel_id(&run)?;
    // Three grids in turn, each covering its own count: no launch is like
    // the one before, every launch is like the one three before.
    let cycle = [(1, 50), (3, 190), (5, N)];
    for round in 0..15 {
        for (grid, n) in cycle {
            relaunch_vadd(&be, &run, &run.out, n - round, grid)?;
        }
    }
    let (taken, _) = be.gpu.ahead.kernel_state(kernel_id);
    check(taken >= 20, || {
        format!("45 launches in a cycle of three grids took {taken} command buffers encoded ahead")
    })?;
    // Leaving the cycle: a launch that was not predicted is right too.
    relaunch_vadd(&be, &run, &run.out, 100, 2)
}

#[test]
fn timed_launches_are_encoded_ahead_with_timers_of_their_own() -> Test {
    let test = "timed_launches_are_encoded_ahead_with_timers_of_their_own";
    let Some(be) = backend(test)? else {
        return Ok(());
    };
    if !be.gpu.has_timestamps() {
        eprintln!("skip {test}: {} has no timestamp queries", be.gpu.name());
        return Ok(());
    }
    const N: u32 = 300;
    let run = vadd_request(&be, N, 64)?;
    let kernel_id = vadd_kernel_id(&run)?;
    let grid = N.div_ceil(64);
    // Reading every launch's time keeps every launch timed (a profiling
    // session reads them too); more launches than a slab has timers.
    let launches = 3 * super::timers::SLOTS;
    let mut times = Vec::new();
    for k in 0..launches {
        relaunch_vadd(&be, &run, &run.out, N - k % 200, grid)?;
        times.push(be.last_dispatch_ns());
    }
    let (taken, _) = be.gpu.ahead.kernel_state(kernel_id);
    check(taken >= u64::from(launches / 2), || {
        format!("{launches} timed repeated launches took {taken} command buffers encoded ahead")
    })?;
    for (k, t) in times.iter().enumerate() {
        check(t.is_some_and(|ns| ns > 0 && ns < 1_000_000_000), || {
            format!("timed launch {k} of {launches}: device time {t:?}")
        })?;
    }
    Ok(())
}
