//! Unit tests of the CUDA backend: the pure parts here (architecture
//! choice, capabilities, argument packing, placements, error mapping in
//! `conv`), and the plumbing below the public API on a device (placements,
//! the aliased variant, the JIT log, fences and timing).
//!
//! Each device test skips with one printed line when there is no CUDA
//! device, unless `MAGPIE_REQUIRE` names `cuda` (or `all`). No test here
//! makes a kernel fault: that would end the process's CUDA context for
//! every other test.

use std::any::Any;
use std::sync::Arc;

use magpie_gpu::kernel_layout::{ptx_layout, PtxLayout};
use magpie_gpu::Capability;
use magpie_mpir::{Const, FuncId, Scalar};

use super::args::{ArgPlan, Slot};
use super::memory::{wanted, Placement};
use super::module::{CudaKernel, Needs};
use super::*;
use crate::backend::BoundArg;

/// The first CUDA device, or `None` (after one printed line) when there is none.
fn backend(test: &str) -> Option<CudaBackend> {
    let mut found = discover();
    if found.devices.is_empty() {
        let why = found.problem.map_or(String::new(), |e| e.message);
        assert!(
            !crate::backend::required("cuda"),
            "{test}: no CUDA device, but MAGPIE_REQUIRE names cuda: {why}"
        );
        println!("skip {test}: no CUDA device on this machine ({why})");
        return None;
    }
    Some(found.devices.remove(0))
}

fn program(src: &str) -> Arc<ProgramIr> {
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

// ---- pure parts -------------------------------------------------------------

#[test]
fn arch_is_the_newest_the_emitter_knows_up_to_the_device() {
    let cases = [
        ((9, 0), Some("sm_90")),
        ((8, 9), Some("sm_89")),
        ((8, 6), Some("sm_86")),
        ((8, 0), Some("sm_80")),
        ((7, 5), Some("sm_75")),
        ((7, 0), Some("sm_70")),
        ((6, 1), Some("sm_61")),
        ((5, 0), Some("sm_50")),
        ((10, 0), Some("sm_100")),
        ((12, 0), Some("sm_120")),
        // Newer than the emitter's table: the newest it knows.
        ((11, 0), Some("sm_103")),
        ((12, 9), Some("sm_121")),
        ((99, 0), Some("sm_121")),
        // Older than the emitter supports.
        ((3, 7), None),
        ((u32::MAX, 9), None),
    ];
    for ((major, minor), want) in cases {
        assert_eq!(
            device::arch_for(major, minor).as_deref(),
            want,
            "{major}.{minor}"
        );
    }
}

#[test]
fn capabilities_follow_the_arch() {
    let h200 = device::capabilities("sm_90");
    for cap in [
        Capability::AtomicsF32,
        Capability::AtomicsF64,
        Capability::Subgroups,
        Capability::Int64,
        Capability::F16Arithmetic,
        Capability::Float64,
        Capability::Bf16,
    ] {
        assert!(h200.contains(&cap), "{cap} on sm_90: {h200:?}");
    }
    // Only what this backend implements, never another backend's.
    assert!(!h200.contains(&Capability::DeviceMalloc));
    assert!(!h200.contains(&Capability::MetalSimdShuffle));
    assert!(!device::capabilities("sm_70").contains(&Capability::Bf16));
    let old = device::capabilities("sm_52");
    assert!(!old.contains(&Capability::AtomicsF64));
    assert!(!old.contains(&Capability::F16Arithmetic));
    assert!(old.contains(&Capability::Int64));
}

#[test]
fn hints_choose_placements() {
    assert_eq!(wanted(MemoryHint::Auto, true), Placement::Device);
    assert_eq!(wanted(MemoryHint::DeviceLocal, true), Placement::Device);
    assert_eq!(wanted(MemoryHint::Unified, true), Placement::Managed);
    assert_eq!(wanted(MemoryHint::Unified, false), Placement::Device);
    for hint in [MemoryHint::Staging, MemoryHint::Cached] {
        assert!(
            matches!(wanted(hint, true), Placement::Pinned(_)),
            "{hint:?}"
        );
    }
}

/// A buffer that is only an address and a size.
#[derive(Debug)]
struct Fake {
    addr: u64,
    size: u64,
}

impl BackendBuffer for Fake {
    fn size(&self) -> u64 {
        self.size
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn fake(addr: u64, size: u64) -> BoundArg {
    BoundArg::Buffer(Arc::new(Fake { addr, size }))
}

fn fake_address(buf: &dyn BackendBuffer) -> Option<(u64, u64)> {
    buf.as_any()
        .downcast_ref::<Fake>()
        .map(|f| (f.addr, f.size))
}

const MIXED: &str = "value struct TParams { field a: i32 field b: i64 field c: f64 field d: bool }\n\
    gpu fn @k(%f: bool, %o: gpu.TBuffer<u32>, %p: TParams, %h: u16, %i: gpu.TBuffer<f64>) -> unit {\n\
    bb0:\n    ret\n}\n";

fn mixed_layout() -> PtxLayout {
    let ir = program(MIXED);
    let f = ir.module.function_by_name("k").expect("k");
    ptx_layout(&ir.module, f).expect("layout")
}

#[test]
fn arguments_pack_in_ptx_layout_order() {
    let layout = mixed_layout();
    let plan = ArgPlan::new(&layout);
    assert_eq!(plan.size, 72);
    assert_eq!(plan.buffers, 2);
    let mut st = vec![0u8; 32];
    st[0..4].copy_from_slice(&(-7i32).to_le_bytes());
    st[8..16].copy_from_slice(&0x0123_4567_89AB_CDEFi64.to_le_bytes());
    st[16..24].copy_from_slice(&2.5f64.to_le_bytes());
    st[24] = 7; // a bool leaf that is not 0 or 1
    let args = vec![
        BoundArg::Scalar(Const {
            ty: Scalar::Bool,
            bits: 5,
        }),
        fake(0x7000_0000_1000, 40),
        BoundArg::Struct(st.clone()),
        BoundArg::Scalar(Const {
            ty: Scalar::U16,
            bits: 0xBEEF,
        }),
        fake(0x7000_0000_2000, 24),
    ];
    let mut block = vec![0xAAu8; 72];
    let aliased = plan.pack(&args, &fake_address, &mut block).expect("packs");
    assert!(!aliased);
    assert_eq!(block[0], 1, "bool as one byte, 0 or 1");
    assert_eq!(&block[8..16], &0x7000_0000_1000u64.to_le_bytes());
    let mut want_struct = st;
    want_struct[24] = 1;
    assert_eq!(&block[16..48], &want_struct[..]);
    assert_eq!(&block[48..50], &0xBEEFu16.to_le_bytes());
    assert_eq!(&block[56..64], &0x7000_0000_2000u64.to_le_bytes());
    // Element counts: 40 bytes of u32, 24 bytes of f64.
    assert_eq!(&block[64..68], &10u32.to_le_bytes());
    assert_eq!(&block[68..72], &3u32.to_le_bytes());
}

#[test]
fn packing_reports_aliasing_and_mismatches() {
    let plan = ArgPlan::new(&mixed_layout());
    let shared = fake(0x5000, 64);
    let st = BoundArg::Struct(vec![0; 32]);
    let scalar = |ty, bits| BoundArg::Scalar(Const { ty, bits });
    let args = vec![
        scalar(Scalar::Bool, 0),
        shared.clone(),
        st.clone(),
        scalar(Scalar::U16, 1),
        shared,
    ];
    let mut block = vec![0u8; 72];
    assert!(plan.pack(&args, &fake_address, &mut block).expect("packs"));

    // A scalar where a buffer goes, a wrong scalar size, a short struct.
    let wrong = [
        (1, scalar(Scalar::U32, 1)),
        (3, scalar(Scalar::U32, 1)),
        (2, BoundArg::Struct(vec![0; 8])),
    ];
    for (at, arg) in wrong {
        let mut bad = args.clone();
        bad[at] = arg;
        let e = plan.pack(&bad, &fake_address, &mut block).unwrap_err();
        assert!(e.contains(&format!("argument {}", at + 1)), "{e}");
    }
    // Too few arguments, or a buffer of another backend.
    assert!(plan.pack(&args[..2], &fake_address, &mut block).is_err());
    let none = |_: &dyn BackendBuffer| None;
    assert!(plan.pack(&args, &none, &mut block).is_err());
}

#[test]
fn element_counts_saturate_and_many_buffers_are_checked_for_aliasing() {
    let n = 20;
    let mut slots: Vec<Slot> = (0..n)
        .map(|arg| Slot::Address {
            arg,
            offset: 8 * arg as u32,
        })
        .collect();
    slots.push(Slot::Length {
        arg: 0,
        offset: 8 * n as u32,
        stride: 4,
    });
    let plan = ArgPlan {
        slots,
        size: 8 * n as u32 + 4,
        buffers: n,
    };
    let huge = (u64::from(u32::MAX) + 5) * 4;
    let mut args: Vec<BoundArg> = (0..n as u64)
        .map(|i| fake(0x1000 * (i + 1), huge))
        .collect();
    let mut block = vec![0u8; plan.size as usize];
    assert!(!plan.pack(&args, &fake_address, &mut block).expect("packs"));
    assert_eq!(&block[8 * n..8 * n + 4], &u32::MAX.to_le_bytes());
    args[17] = args[3].clone();
    assert!(plan.pack(&args, &fake_address, &mut block).expect("packs"));
}

#[test]
fn no_driver_is_no_devices_with_the_reason() {
    let found = discover();
    if !found.devices.is_empty() {
        println!("skip no_driver_is_no_devices_with_the_reason: a CUDA device is present");
        return;
    }
    let e = found.problem.expect("a reason");
    assert_eq!(e.kind, ErrorKind::BackendUnavailable, "{e}");
    assert_eq!(e.backend, "ptx");
    assert!(!e.message.is_empty());
    // Asking again gives the same answer and does not panic.
    let again = discover().problem.expect("a reason");
    assert_eq!(again.message, e.message);
}

// ---- on a device ------------------------------------------------------------

/// `x[i] = a[i] + b[i]`: with `a`, `b` and `x` one buffer, the kernel reads
/// and writes the same allocation.
const ADD: &str = r#"
gpu fn @add(%a: gpu.TBuffer<f32>, %b: gpu.TBuffer<f32>, %x: gpu.TBuffer<f32>, %n: u32)
    -> unit workgroup(64, 1, 1) {
bb0:
    %gid: u32 = gpu.global_id { dim=const.u32 0 }
    %ok: bool = icmp.ult { lhs=%gid, rhs=%n }
    cbr %ok bb1 bb2
bb1:
    %p: f32 = gpu.buffer_load<f32> { buf=%a, idx=%gid }
    %q: f32 = gpu.buffer_load<f32> { buf=%b, idx=%gid }
    %s: f32 = f.add { lhs=%p, rhs=%q }
    gpu.buffer_store<f32> { buf=%x, idx=%gid, v=%s }
    br bb2
bb2:
    ret
}
"#;

/// [`ADD`] compiled on `be`: the program, the kernel's id, the module.
fn add_program(be: &CudaBackend) -> (Arc<ProgramIr>, FuncId, Arc<dyn BackendModule>) {
    let ir = program(ADD);
    let func = ir.module.function_by_name("add").expect("add");
    let module = be.compile(&ir).expect("compiles");
    (ir, func, module)
}

/// The CUDA kernel `func` of `module`.
fn cuda_kernel(module: &Arc<dyn BackendModule>, func: FuncId) -> &CudaKernel {
    module
        .as_any()
        .downcast_ref::<CudaModule>()
        .expect("a CUDA module")
        .kernel(func)
        .expect("the kernel")
}

fn floats(be: &CudaBackend, data: &[f32], hint: MemoryHint) -> Arc<dyn BackendBuffer> {
    let buf = be
        .create_buffer(4 * data.len() as u64, hint)
        .expect("buffer");
    let bytes: Vec<u8> = data.iter().flat_map(|x| x.to_le_bytes()).collect();
    be.write_buffer(&*buf, 0, &bytes).expect("write");
    buf
}

fn read_floats(be: &CudaBackend, buf: &dyn BackendBuffer) -> Vec<f32> {
    let mut bytes = vec![0u8; buf.size() as usize];
    be.read_buffer(buf, 0, &mut bytes).expect("read");
    bytes
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

fn add_request(
    ir: &Arc<ProgramIr>,
    module: &Arc<dyn BackendModule>,
    func: FuncId,
    buffers: [&Arc<dyn BackendBuffer>; 3],
    n: u32,
) -> LaunchRequest {
    add_request_block(ir, module, func, buffers, n, 64)
}

fn add_request_block(
    ir: &Arc<ProgramIr>,
    module: &Arc<dyn BackendModule>,
    func: FuncId,
    buffers: [&Arc<dyn BackendBuffer>; 3],
    n: u32,
    block: u32,
) -> LaunchRequest {
    LaunchRequest {
        program: ir.clone(),
        module: module.clone(),
        kernel: func,
        grid: [n.div_ceil(block), 1, 1],
        block: [block, 1, 1],
        args: vec![
            BoundArg::Buffer(buffers[0].clone()),
            BoundArg::Buffer(buffers[1].clone()),
            BoundArg::Buffer(buffers[2].clone()),
            BoundArg::Scalar(Const::u32(n)),
        ],
    }
}

#[test]
fn device_facts() {
    let Some(be) = backend("device_facts") else {
        return;
    };
    let p = be.properties();
    let info = &be.info;
    println!(
        "{} uuid {} cc {}.{} arch {} driver {} caps {:?}",
        p.name,
        info.uuid_string(),
        info.compute_capability.0,
        info.compute_capability.1,
        info.arch,
        info.driver.version_string(),
        p.capabilities
    );
    assert_ne!(info.uuid, [0; 16]);
    assert_eq!(p.warp_size, 32);
    assert!(p.max_workgroup_size >= 1024);
    assert!(p.max_shared_bytes >= 48 * 1024);
    assert!(p.memory_total > 0);
    assert_eq!(p.backends, vec!["ptx".to_string()]);
    let target = be.target().expect("a target");
    assert_eq!(target.backend, GpuBackend::Ptx);
    assert_eq!(target.arch, info.arch);
    let free = be.memory_available();
    assert!(free > 0 && free <= p.memory_total, "{free}");
}

#[test]
fn placements_round_trip_and_copy() {
    let Some(be) = backend("placements_round_trip_and_copy") else {
        return;
    };
    let data: Vec<u8> = (0..=250u8).collect();
    for hint in MemoryHint::ALL {
        let buf = be.create_buffer(data.len() as u64, hint).expect("buffer");
        let placement = buf
            .as_any()
            .downcast_ref::<CudaBuffer>()
            .expect("ours")
            .placement();
        let want = wanted(hint, be.info.managed_memory);
        assert_eq!(
            std::mem::discriminant(&placement),
            std::mem::discriminant(&want),
            "{hint:?}"
        );
        let mut zeros = vec![1u8; data.len()];
        be.read_buffer(&*buf, 0, &mut zeros).expect("read new");
        assert!(zeros.iter().all(|b| *b == 0), "{hint:?}: not zero-filled");
        be.write_buffer(&*buf, 0, &data).expect("write");
        be.write_buffer(&*buf, 3, &[9, 9])
            .expect("write at an offset");
        let mut want_bytes = data.clone();
        want_bytes[3..5].copy_from_slice(&[9, 9]);
        let mut back = vec![0u8; data.len()];
        be.read_buffer(&*buf, 0, &mut back).expect("read");
        assert_eq!(back, want_bytes, "{hint:?}");
        for other in MemoryHint::ALL {
            let dst = be.create_buffer(data.len() as u64, other).expect("dst");
            be.copy_buffer(&*buf, &*dst, data.len() as u64)
                .expect("copy");
            let mut copied = vec![0u8; data.len()];
            be.read_buffer(&*dst, 0, &mut copied).expect("read copy");
            assert_eq!(copied, want_bytes, "{hint:?} -> {other:?}");
        }
    }
    // Empty buffers exist; huge ones are refused without an abort.
    let empty = be.create_buffer(0, MemoryHint::Auto).expect("empty");
    assert_eq!(empty.size(), 0);
    for hint in MemoryHint::ALL {
        let e = be.create_buffer(1 << 60, hint).unwrap_err();
        assert_eq!(e.kind, ErrorKind::OutOfMemory, "{hint:?}: {e}");
    }
}

#[test]
fn aliased_buffers_use_the_other_variant() {
    let Some(be) = backend("aliased_buffers_use_the_other_variant") else {
        return;
    };
    let (ir, func, module) = add_program(&be);
    let kernel = cuda_kernel(&module, func);
    const ALIASED: Needs = Needs {
        aliased: true,
        large_block: false,
    };
    assert_eq!(kernel.variant_state(ALIASED), None, "made only when needed");

    let n = 1000u32;
    let a: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let b: Vec<f32> = (0..n).map(|i| 0.5 * i as f32).collect();
    let (ba, bb) = (
        floats(&be, &a, MemoryHint::Auto),
        floats(&be, &b, MemoryHint::Auto),
    );
    let out = floats(&be, &vec![0.0; n as usize], MemoryHint::Auto);
    be.launch(add_request(&ir, &module, func, [&ba, &bb, &out], n))
        .expect("distinct buffers");
    assert_eq!(
        kernel.variant_state(ALIASED),
        None,
        "no aliasing, fast variant"
    );
    let got = read_floats(&be, &*out);
    assert!((0..n as usize).all(|i| got[i] == a[i] + b[i]));

    // x = x + x, in place: the variant without `ld.global.nc`.
    be.launch(add_request(&ir, &module, func, [&ba, &ba, &ba], n))
        .expect("aliased buffers");
    assert_eq!(
        kernel.variant_state(ALIASED),
        Some(true),
        "own code when aliased"
    );
    let got = read_floats(&be, &*ba);
    assert!(
        (0..n as usize).all(|i| got[i] == 2.0 * a[i]),
        "{:?}",
        &got[..8]
    );
    // Timed: the synchronous launch recorded its events.
    assert!(be.last_dispatch_ns().is_some());
}

/// CUDA takes the block at launch: a block larger than the declared
/// `workgroup(64, 1, 1)` runs the variant without `.maxntid`, with and
/// without aliased buffers; a block within it keeps the fast variant.
#[test]
fn larger_blocks_than_declared_use_the_unlimited_variant() {
    let Some(be) = backend("larger_blocks_than_declared_use_the_unlimited_variant") else {
        return;
    };
    let (ir, func, module) = add_program(&be);
    let kernel = cuda_kernel(&module, func);
    assert_eq!(kernel.fast.max_threads, 64, "the declared workgroup");
    let large = Needs {
        aliased: false,
        large_block: true,
    };
    let both = Needs {
        aliased: true,
        large_block: true,
    };
    let n = 1000u32;
    let a: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let b: Vec<f32> = (0..n).map(|i| 3.0 - i as f32).collect();
    let (ba, bb) = (
        floats(&be, &a, MemoryHint::Auto),
        floats(&be, &b, MemoryHint::Auto),
    );
    let out = floats(&be, &vec![0.0; n as usize], MemoryHint::Auto);
    let launch =
        |buffers, block| be.launch(add_request_block(&ir, &module, func, buffers, n, block));
    launch([&ba, &bb, &out], 32).expect("a smaller block");
    assert_eq!(kernel.variant_state(large), None, "fast variant");
    launch([&ba, &bb, &out], 256).expect("a larger block");
    assert_eq!(kernel.variant_state(large), Some(true), "own code");
    let got = read_floats(&be, &*out);
    assert!((0..n as usize).all(|i| got[i] == a[i] + b[i]));
    launch([&bb, &bb, &bb], 1024).expect("a larger block, aliased");
    assert_eq!(kernel.variant_state(both), Some(true), "own code");
    let got = read_floats(&be, &*bb);
    assert!((0..n as usize).all(|i| got[i] == 2.0 * b[i]));
}

#[test]
fn jit_errors_carry_the_log() {
    let Some(be) = backend("jit_errors_carry_the_log") else {
        return;
    };
    let gpu = be.gpu().expect("context");
    gpu.bind().expect("bind");
    let ptx = magpie_gpu_ptx::PtxKernel {
        text: ".version 7.8\n.target sm_70\n.address_size 64\n\n.visible .entry broken()\n{\n    not_an_instruction %r1;\n    ret;\n}\n".into(),
        entry_point: "broken".into(),
        layout: PtxLayout {
            params: Vec::new(),
            args_size: 0,
        },
        ptx_version: (7, 8),
        readonly_params: Vec::new(),
        predicates: Vec::new(),
    };
    let e = module::load(gpu, "broken", &ptx).unwrap_err();
    println!("{e}");
    assert_eq!(e.kind, ErrorKind::CompilationFailed, "{e}");
    assert!(e.message.contains("@broken"), "{e}");
    assert!(
        e.message.contains(":\n"),
        "the JIT log is in the message: {e}"
    );
}

#[test]
fn async_launches_signal_in_order() {
    let Some(be) = backend("async_launches_signal_in_order") else {
        return;
    };
    let (ir, func, module) = add_program(&be);
    let n = 4096u32;
    let one = floats(&be, &vec![1.0; n as usize], MemoryHint::Auto);
    let acc = floats(&be, &vec![0.0; n as usize], MemoryHint::Auto);
    // acc = one + acc, 50 times, each launch reading the last one's result.
    let fences: Vec<Fence> = (0..50)
        .map(|_| {
            be.launch_async(add_request(&ir, &module, func, [&one, &acc, &acc], n))
                .expect("starts")
        })
        .collect();
    for f in &fences {
        f.wait().expect("ends");
    }
    assert!(fences.iter().all(Fence::is_done));
    assert!(read_floats(&be, &*acc).iter().all(|x| *x == 50.0));
    // A read right after launches sees their writes (same stream).
    for _ in 0..3 {
        drop(be.launch_async(add_request(&ir, &module, func, [&one, &acc, &acc], n)));
    }
    assert!(read_floats(&be, &*acc).iter().all(|x| *x == 53.0));
}

/// Launches in flight are numbered on the timeline: waiting for the last
/// one means every earlier one has ended; their requests are released by
/// markers and by stream synchronisations, so none is held once the
/// stream is idle; dropping the device with launches in flight releases
/// the device itself (no reference cycle through the requests).
#[test]
fn timeline_releases_requests_and_the_device() {
    let Some(be) = backend("timeline_releases_requests_and_the_device") else {
        return;
    };
    let (ir, func, module) = add_program(&be);
    let n = 1024u32;
    let one = floats(&be, &vec![1.0; n as usize], MemoryHint::Auto);
    let acc = floats(&be, &vec![0.0; n as usize], MemoryHint::Auto);
    let count = 3 * timeline::MARK_EVERY as usize + 5;
    let fences: Vec<Fence> = (0..count)
        .map(|_| {
            be.launch_async(add_request(&ir, &module, func, [&one, &acc, &acc], n))
                .expect("starts")
        })
        .collect();
    let gpu = be.gpu().expect("the device").clone();
    assert!(
        gpu.timeline.inflight() <= count,
        "at most one request per launch"
    );
    fences
        .last()
        .expect("a fence")
        .wait()
        .expect("the last ends");
    assert!(
        fences.iter().all(Fence::is_done),
        "earlier launches ended before the last"
    );
    assert_eq!(gpu.timeline.inflight(), 0, "every request released");
    assert!(read_floats(&be, &*acc).iter().all(|x| *x == count as f32));

    // Fences dropped at once; a host read synchronises and releases.
    for _ in 0..10 {
        drop(be.launch_async(add_request(&ir, &module, func, [&one, &acc, &acc], n)));
    }
    assert!(gpu.timeline.inflight() > 0);
    assert!(read_floats(&be, &*acc)
        .iter()
        .all(|x| *x == count as f32 + 10.0));
    assert_eq!(gpu.timeline.inflight(), 0, "released by the read");

    // Polling: is_done turns true without a wait.
    let f = be
        .launch_async(add_request(&ir, &module, func, [&one, &acc, &acc], n))
        .expect("starts");
    let start = std::time::Instant::now();
    while !f.is_done() {
        assert!(start.elapsed().as_secs() < 10, "a launch never ended");
        std::thread::yield_now();
    }
    f.wait_timeout(std::time::Duration::from_secs(5))
        .expect("ended");

    // In flight when the device goes: the device is still released.
    for _ in 0..10 {
        drop(be.launch_async(add_request(&ir, &module, func, [&one, &acc, &acc], n)));
    }
    let weak = Arc::downgrade(&gpu);
    drop((gpu, f, fences, one, acc, module, be));
    assert!(weak.upgrade().is_none(), "the device was not released");
}

/// A kernel with 17 buffers: 35 entry parameters and 208 bytes of them,
/// past both blocks `issue` keeps on the stack (24 pointers, 192 bytes),
/// so both come from the heap. out[i] = Σ_k (k + 1) · in_k[i], with in_k[i]
/// = i + k: each input at its own offset, or the sum would not match.
#[test]
fn kernels_with_many_parameters_pack_on_the_heap() {
    let Some(be) = backend("kernels_with_many_parameters_pack_on_the_heap") else {
        return;
    };
    const INPUTS: u32 = 16;
    let params: String = (0..INPUTS)
        .map(|k| format!("%in{k}: gpu.TBuffer<f32>, "))
        .collect();
    let mut body = String::from("    %acc0: f32 = const.f32 0.0\n");
    for k in 0..INPUTS {
        body += &format!(
            "    %x{k}: f32 = gpu.buffer_load<f32> {{ buf=%in{k}, idx=%i }}\n    \
             %w{k}: f32 = f.mul {{ lhs=%x{k}, rhs=const.f32 {}.0 }}\n    \
             %acc{}: f32 = f.add {{ lhs=%acc{k}, rhs=%w{k} }}\n",
            k + 1,
            k + 1
        );
    }
    let src = format!(
        "module test.many\nexports {{ @many }}\nimports {{ }}\ndigest \"0000000000000000\"\n\n\
         gpu fn @many({params}%out: gpu.TBuffer<f32>, %n: u32) -> unit workgroup(64, 1, 1) {{\n\
         bb0:\n    %i: u32 = gpu.global_id {{ dim=const.u32 0 }}\n    \
         %ok: bool = icmp.ult {{ lhs=%i, rhs=%n }}\n    cbr %ok bb1 bb2\nbb1:\n{body}    \
         gpu.buffer_store<f32> {{ buf=%out, idx=%i, v=%acc{INPUTS} }}\n    br bb2\nbb2:\n    ret\n}}\n"
    );
    let ir = program(&src);
    let func = ir.module.function_by_name("many").expect("many");
    let module = be.compile(&ir).expect("compiles");
    let kernel = cuda_kernel(&module, func);
    assert_eq!(kernel.plan.slots.len(), 2 * 17 + 1, "addresses, n, lengths");
    assert!(kernel.plan.size > 192, "{} bytes", kernel.plan.size);
    let n = 1000u32;
    let inputs: Vec<Arc<dyn BackendBuffer>> = (0..INPUTS)
        .map(|k| {
            let data: Vec<f32> = (0..n).map(|i| (i + k) as f32).collect();
            floats(&be, &data, MemoryHint::Auto)
        })
        .collect();
    let out = floats(&be, &vec![0.0; n as usize], MemoryHint::Auto);
    let mut args: Vec<BoundArg> = inputs.iter().map(|b| BoundArg::Buffer(b.clone())).collect();
    args.push(BoundArg::Buffer(out.clone()));
    args.push(BoundArg::Scalar(Const::u32(n)));
    let request = LaunchRequest {
        program: ir.clone(),
        module: module.clone(),
        kernel: func,
        grid: [n.div_ceil(64), 1, 1],
        block: [64, 1, 1],
        args,
    };
    be.launch(request).expect("launches");
    let got = read_floats(&be, &*out);
    for (i, g) in got.iter().enumerate() {
        // Integers well inside f32's exact range: the sum is exact.
        let want: u64 = (0..u64::from(INPUTS))
            .map(|k| (k + 1) * (i as u64 + k))
            .sum();
        assert_eq!(*g, want as f32, "out[{i}]");
    }
}
