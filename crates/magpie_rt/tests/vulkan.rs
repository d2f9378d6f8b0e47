//! The Vulkan backend through the public API: the checks every GPU backend
//! passes ([`gpu_api`]: buffers by hint, launches, argument errors, many
//! runtimes), then Vulkan's own: discovery, memory budget, bf16 emulation,
//! float casts at the f32 subnormal edge. On lavapipe here; on any Vulkan
//! device elsewhere.
//!
//! Each test skips with one printed line when there is no Vulkan device,
//! unless `MAGPIE_REQUIRE` names `vulkan` (or `all`), in which case it fails.

mod common;
mod gpu_api;

use gpu_api::Backend;

use half::{bf16, f16};
use magpie_rt::{BackendKind, Device, MemoryHint, Runtime, RuntimeConfig, StructArg};

const VULKAN: Backend = Backend {
    kind: BackendKind::Vulkan,
    require: "vulkan",
};

/// The first Vulkan device, or `None` (after one printed line).
fn device(test: &str) -> Option<Device> {
    VULKAN.device(test)
}

#[test]
fn enumeration_and_limits() {
    let Some(dev) = device("enumeration_and_limits") else {
        return;
    };
    assert_eq!(dev.backend(), BackendKind::Vulkan);
    assert_eq!(dev.backends(), vec!["spv".to_string()]);
    assert!(!dev.name().is_empty());
    let p = dev.properties();
    assert!(p.max_workgroup_size >= 128, "{p:?}");
    assert!(p.max_workgroup_dims.iter().all(|d| *d >= 1), "{p:?}");
    assert!(p.max_shared_bytes >= 16 * 1024, "{p:?}");
    assert!(p.max_buffers >= 4, "{p:?}");
    assert!(dev.warp_size().is_power_of_two(), "{p:?}");
    if dev.name().contains("llvmpipe") {
        // Facts measured on lavapipe (DEPENDENCIES.md).
        assert_eq!(dev.warp_size(), 8);
        assert_eq!(dev.max_shared_bytes(), 32 * 1024);
        assert_eq!(dev.max_workgroup_size(), 1024);
        assert!(dev.has_capability(magpie_rt::Capability::Float64));
        assert!(dev.has_capability(magpie_rt::Capability::Int64));
        assert!(dev.has_capability(magpie_rt::Capability::Subgroups));
    }
    // Automatic discovery lists the GPU before the CPU fallback, and takes
    // it as the default (through CUDA where the same GPU has both).
    let rt = Runtime::with_config(RuntimeConfig {
        fallback: magpie_rt::Fallback::Cpu,
        ..RuntimeConfig::default()
    })
    .expect("config");
    let kinds: Vec<BackendKind> = rt.devices().iter().map(|d| d.backend()).collect();
    let is_gpu = |k: &BackendKind| matches!(k, BackendKind::Vulkan | BackendKind::Cuda);
    let gpu = kinds.iter().position(is_gpu);
    let cpu = kinds.iter().position(|k| *k == BackendKind::Cpu);
    assert!(gpu.is_some() && gpu < cpu, "{kinds:?}");
    assert!(
        is_gpu(&rt.device_default().expect("default").backend()),
        "{kinds:?}"
    );
}

#[test]
fn cpu_only_runtimes_do_not_probe_vulkan() {
    assert!(Runtime::cpu()
        .devices()
        .iter()
        .all(|d| d.backend() == BackendKind::Cpu));
    assert!(BackendKind::Vulkan.is_built_in());
}

#[test]
fn buffer_round_trips() {
    gpu_api::buffer_round_trips(VULKAN);
}

#[test]
fn vector_add() {
    gpu_api::vector_add(VULKAN);
}

#[test]
fn struct_push_constant() {
    gpu_api::struct_argument(VULKAN);
}

#[test]
fn profiled_launches() {
    gpu_api::profiled_launches(VULKAN);
}

#[test]
fn timed_transfers() {
    gpu_api::timed_transfers(VULKAN);
}

#[test]
fn launch_async_and_wait() {
    gpu_api::launch_async_and_wait(VULKAN);
}

#[test]
fn argument_errors_before_the_device() {
    gpu_api::argument_errors_before_the_device(VULKAN);
}

#[test]
fn absent_vulkan_is_backend_unavailable_with_the_reason() {
    // with a loader that finds no driver, an explicit request names why
    gpu_api::absent_is_backend_unavailable(VULKAN);
}

/// The NVIDIA driver stopped creating instances after about 30 runtimes
/// when each one loaded and unloaded libvulkan itself.
#[test]
fn many_runtimes_one_after_another() {
    gpu_api::many_runtimes_one_after_another(VULKAN, 64);
}

/// Free memory comes from VK_EXT_memory_budget where the driver has it: at
/// most the total, and not more after a 256 MiB buffer than before.
#[test]
fn memory_available_from_the_budget() {
    let Some(dev) = device("memory_available_from_the_budget") else {
        return;
    };
    let before = dev.memory_available();
    println!(
        "{}: {} of {} bytes available",
        dev.name(),
        before,
        dev.memory_total()
    );
    if before == 0 {
        println!("skip memory_available_from_the_budget: the driver reports no budget");
        return;
    }
    assert!(
        before <= dev.memory_total(),
        "{before} > {}",
        dev.memory_total()
    );
    let big = dev
        .buffer::<u8>(256 << 20, MemoryHint::DeviceLocal)
        .expect("a 256 MiB buffer");
    let during = dev.memory_available();
    assert!(during <= before, "{during} > {before}");
    drop(big);
}

/// bf16 is emulated on SPIR-V (f32 registers, u16 in memory): the ops the
/// conformance case `bf16_arith` leaves out, compared with the CPU executor.
const BF16_OPS: &str = "value struct TPair { field k: u32 field h: bf16 field g: bf16 }
value struct TScale { field s: bf16 field f: f32 }

gpu fn @twice(%v: bf16, %s: bf16) -> bf16 {
bb0:
    %r: bf16 = f.mul { lhs=%v, rhs=%s }
    %q: bf16 = f.add { lhs=%r, rhs=const.bf16 0.1 }
    ret %q
}

gpu fn @put(%o: gpu.TBuffer<bf16>, %i: u32, %j: u32, %v: bf16) -> unit {
bb0:
    %b: u32 = i.mul { lhs=%i, rhs=const.u32 24 }
    %idx: u32 = i.add { lhs=%b, rhs=%j }
    gpu.buffer_store<bf16> { buf=%o, idx=%idx, v=%v }
    ret
}

gpu fn @bf16_ops(%a: gpu.TBuffer<bf16>, %b: gpu.TBuffer<bf16>, %c: gpu.TBuffer<bf16>, %d: gpu.TBuffer<f64>, %x: gpu.TBuffer<i32>, %y: gpu.TBuffer<i64>, %h: gpu.TBuffer<f16>, %pairs: gpu.TBuffer<TPair>, %oh: gpu.TBuffer<bf16>, %od: gpu.TBuffer<f64>, %oq: gpu.TBuffer<f16>, %oi: gpu.TBuffer<i32>, %k: bf16, %p: TScale) -> unit workgroup(64, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %t: u32 = gpu.thread_id { dim=const.u32 0 }
    %sh: ptr = gpu.shared<64, bf16>
    %va: bf16 = gpu.buffer_load<bf16> { buf=%a, idx=%i }
    %vb: bf16 = gpu.buffer_load<bf16> { buf=%b, idx=%i }
    %vc: bf16 = gpu.buffer_load<bf16> { buf=%c, idx=%i }
    %vd: f64 = gpu.buffer_load<f64> { buf=%d, idx=%i }
    %vx: i32 = gpu.buffer_load<i32> { buf=%x, idx=%i }
    %vy: i64 = gpu.buffer_load<i64> { buf=%y, idx=%i }
    %vh: f16 = gpu.buffer_load<f16> { buf=%h, idx=%i }
    %fma: bf16 = math.fma { a=%va, b=%vb, c=%vc }
    call_void @put { o=%oh, i=%i, j=const.u32 0, v=%fma }
    %r1: bf16 = cast<f64, bf16> { v=%vd }
    call_void @put { o=%oh, i=%i, j=const.u32 1, v=%r1 }
    %r2: bf16 = cast<i32, bf16> { v=%vx }
    call_void @put { o=%oh, i=%i, j=const.u32 2, v=%r2 }
    %ux: u32 = cast<i32, u32> { v=%vx }
    %r3: bf16 = cast<u32, bf16> { v=%ux }
    call_void @put { o=%oh, i=%i, j=const.u32 3, v=%r3 }
    %r4: bf16 = cast<i64, bf16> { v=%vy }
    call_void @put { o=%oh, i=%i, j=const.u32 4, v=%r4 }
    %uy: u64 = cast<i64, u64> { v=%vy }
    %r5: bf16 = cast<u64, bf16> { v=%uy }
    call_void @put { o=%oh, i=%i, j=const.u32 5, v=%r5 }
    %sx: i16 = cast<i32, i16> { v=%vx }
    %r6: bf16 = cast<i16, bf16> { v=%sx }
    call_void @put { o=%oh, i=%i, j=const.u32 6, v=%r6 }
    %r7: bf16 = cast<f16, bf16> { v=%vh }
    call_void @put { o=%oh, i=%i, j=const.u32 7, v=%r7 }
    %r8: bf16 = math.floor { v=%va }
    call_void @put { o=%oh, i=%i, j=const.u32 8, v=%r8 }
    %r9: bf16 = math.ceil { v=%va }
    call_void @put { o=%oh, i=%i, j=const.u32 9, v=%r9 }
    %r10: bf16 = math.trunc { v=%va }
    call_void @put { o=%oh, i=%i, j=const.u32 10, v=%r10 }
    %r11: bf16 = math.round { v=%va }
    call_void @put { o=%oh, i=%i, j=const.u32 11, v=%r11 }
    %r12: bf16 = math.abs { v=%va }
    call_void @put { o=%oh, i=%i, j=const.u32 12, v=%r12 }
    %r13: bf16 = call @twice { v=%va, s=%k }
    call_void @put { o=%oh, i=%i, j=const.u32 13, v=%r13 }
    %ps: bf16 = getfield { obj=%p, field=s }
    %r14: bf16 = f.mul { lhs=%va, rhs=%ps }
    call_void @put { o=%oh, i=%i, j=const.u32 14, v=%r14 }
    gpu.buffer_store<bf16> { buf=%sh, idx=%t, v=%va }
    gpu.barrier
    %mirror: u32 = i.sub { lhs=const.u32 63, rhs=%t }
    %r15: bf16 = gpu.buffer_load<bf16> { buf=%sh, idx=%mirror }
    call_void @put { o=%oh, i=%i, j=const.u32 15, v=%r15 }
    %pair: TPair = gpu.buffer_load<TPair> { buf=%pairs, idx=%i }
    %ph: bf16 = getfield { obj=%pair, field=h }
    %pg: bf16 = getfield { obj=%pair, field=g }
    %pk: u32 = getfield { obj=%pair, field=k }
    %r16: bf16 = f.add { lhs=%ph, rhs=%pg }
    call_void @put { o=%oh, i=%i, j=const.u32 16, v=%r16 }
    %r17: bf16 = math.min { lhs=%va, rhs=%vc }
    call_void @put { o=%oh, i=%i, j=const.u32 17, v=%r17 }
    %r18: bf16 = math.exp { v=%va }
    call_void @put { o=%oh, i=%i, j=const.u32 18, v=%r18 }
    %r19: bf16 = math.sin { v=%va }
    call_void @put { o=%oh, i=%i, j=const.u32 19, v=%r19 }
    %r20: bf16 = math.pow { lhs=%va, rhs=%vb }
    call_void @put { o=%oh, i=%i, j=const.u32 20, v=%r20 }
    %r21: bf16 = math.rsqrt { v=%va }
    call_void @put { o=%oh, i=%i, j=const.u32 21, v=%r21 }
    %r22: bf16 = math.atan2 { lhs=%va, rhs=%vb }
    call_void @put { o=%oh, i=%i, j=const.u32 22, v=%r22 }
    %r23: bf16 = math.tanh { v=%va }
    call_void @put { o=%oh, i=%i, j=const.u32 23, v=%r23 }
    %wd: f64 = cast<bf16, f64> { v=%va }
    gpu.buffer_store<f64> { buf=%od, idx=%i, v=%wd }
    %wq: f16 = cast<bf16, f16> { v=%va }
    gpu.buffer_store<f16> { buf=%oq, idx=%i, v=%wq }
    %s16: i16 = cast<bf16, i16> { v=%va }
    %w16: i32 = cast<i16, i32> { v=%s16 }
    %u8v: u8 = cast<bf16, u8> { v=%va }
    %w8: i32 = cast<u8, i32> { v=%u8v }
    %i2: u32 = i.mul { lhs=%i, rhs=const.u32 2 }
    %i3: u32 = i.add { lhs=%i2, rhs=const.u32 1 }
    gpu.buffer_store<i32> { buf=%oi, idx=%i2, v=%w16 }
    gpu.buffer_store<i32> { buf=%oi, idx=%i3, v=%w8 }
    %k1: u32 = i.add { lhs=%pk, rhs=const.u32 1 }
    %np: TPair = new TPair { k=%k1, h=%fma, g=%pg }
    gpu.buffer_store<TPair> { buf=%pairs, idx=%i, v=%np }
    ret
}
";

#[repr(C)]
#[derive(Clone, Copy, Debug, bytemuck::Pod, bytemuck::Zeroable)]
struct Bf16Pair {
    k: u32,
    h: bf16,
    g: bf16,
}

magpie_rt::host_struct!(Bf16Pair as "TPair" { k: u32, h: bf16, g: bf16 });

/// Inputs of [`BF16_OPS`]: edge cases (double-rounding traps for fma and
/// the casts) cycled, then pseudo-random values.
struct Bf16Inputs {
    a: Vec<bf16>,
    b: Vec<bf16>,
    c: Vec<bf16>,
    d: Vec<f64>,
    x: Vec<i32>,
    y: Vec<i64>,
    h: Vec<f16>,
}

fn bf16_inputs(n: usize) -> Bf16Inputs {
    let p2 = |e: i32| 2f64.powi(e);
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let edges: Vec<f32> = vec![
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        -2.5,
        0.875,
        1.15625,
        3.0e38,
        -3.0e38,
        1.0e-38,
        f32::from_bits(0x0001_0000),
        -f32::from_bits(0x007f_0000),
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        100.0,
        2f32.powi(100),
        2f32.powi(-70),
        -7.75,
        0.1,
        1.0e10,
    ];
    let e = edges.len();
    // (a, b, c) where fma rounded twice would differ: a*b = 1 + 3*2^-8, a
    // bf16 midpoint, nudged by a c far below it; products out of f32's range
    let fma_traps: Vec<(f32, f32, f32)> = vec![
        (0.875, 1.15625, -(2f32.powi(-80))),
        (0.875, 1.15625, 2f32.powi(-80)),
        (-0.875, 1.15625, 2f32.powi(-80)),
        (2f32.powi(100), 2f32.powi(100), f32::NEG_INFINITY),
        (2f32.powi(100), 2f32.powi(100), -3.0e38),
        (2f32.powi(-70), 2f32.powi(-70), f32::from_bits(0x0001_0000)),
        (
            2f32.powi(-67),
            3.0 * 2f32.powi(-68),
            -f32::from_bits(0x0001_0000),
        ),
    ];
    let mut a = Vec::new();
    let mut b = Vec::new();
    let mut c = Vec::new();
    for i in 0..n {
        let (va, vb, vc) = if i < fma_traps.len() {
            fma_traps[i]
        } else if i < e * e {
            (edges[i % e], edges[i / e], edges[(i * 7 + 3) % e])
        } else {
            let r = |v: u64| (v % 20_000) as f32 / 37.0 - 270.0;
            (r(next()), r(next()) / 64.0, r(next()))
        };
        a.push(bf16::from_f32(va));
        b.push(bf16::from_f32(vb));
        c.push(bf16::from_f32(vc));
    }
    let d_edges = [
        1.0 + p2(-8),
        1.0 + p2(-8) + p2(-40),
        1.0 + 3.0 * p2(-8) - p2(-45),
        -(1.0 + 3.0 * p2(-8)),
        (2.0 - p2(-7)) * p2(127),
        (2.0 - p2(-7)) * p2(127) + p2(119),
        (2.0 - p2(-7)) * p2(127) + p2(119) - p2(60),
        1e300,
        -1e300,
        p2(-133),
        p2(-134),
        p2(-134) + p2(-160),
        3.0 * p2(-134),
        -1e-300,
        p2(-126) * (1.0 - p2(-9)),
        f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
        -0.0,
        5e-324,
        std::f64::consts::PI,
        (1u64 << 40) as f64 + 1.0,
    ];
    let x_edges = [
        -1_077_936_129,
        1_077_936_129,
        i32::MIN,
        i32::MAX,
        16_777_217,
        2_155_872_257u32 as i32,
        0,
        -1,
        65535,
        257,
        33_554_433,
        -65_793,
    ];
    let y_edges = [
        i64::MIN,
        i64::MAX,
        (1 << 62) + (1 << 54) + 1,
        -((1 << 62) + (1 << 54) + 1),
        (1 << 62) + (1 << 54),
        0x8080_0000_0000_0001u64 as i64,
        0,
        -1,
        (1 << 24) + 1,
        (1 << 33) + (1 << 24) + 3,
    ];
    let h_edges = [
        0x0001u16, 0x03ff, 0x0400, 0x7bff, 0x7c00, 0xfc00, 0x7e00, 0x3c01, 0x3c04, 0x3c0c, 0x8001,
        0xbc0c,
    ];
    let d = (0..n)
        .map(|i| {
            d_edges
                .get(i)
                .copied()
                .unwrap_or_else(|| f64::from_bits(next() % 0x47f0_0000_0000_0000) * 1.5)
        })
        .collect();
    let x = (0..n)
        .map(|i| x_edges.get(i).copied().unwrap_or_else(|| next() as i32))
        .collect();
    let y = (0..n)
        .map(|i| {
            y_edges
                .get(i)
                .copied()
                .unwrap_or_else(|| (next() >> (next() % 60)) as i64)
        })
        .collect();
    let h = (0..n)
        .map(|i| f16::from_bits(h_edges.get(i).copied().unwrap_or_else(|| next() as u16)))
        .collect();
    Bf16Inputs {
        a,
        b,
        c,
        d,
        x,
        y,
        h,
    }
}

/// Every output buffer of one [`BF16_OPS`] run on `dev`.
type Bf16Outputs = (Vec<bf16>, Vec<f64>, Vec<f16>, Vec<i32>, Vec<Bf16Pair>);

fn run_bf16_ops(dev: &Device, inp: &Bf16Inputs) -> Bf16Outputs {
    let n = inp.a.len();
    let k = dev
        .compile(BF16_OPS)
        .expect("compiles")
        .kernel("bf16_ops")
        .expect("kernel");
    let up = |v: &[bf16]| dev.buffer_from_slice(v, MemoryHint::Auto).unwrap();
    let (ba, bb, bc) = (up(&inp.a), up(&inp.b), up(&inp.c));
    let bd = dev.buffer_from_slice(&inp.d, MemoryHint::Auto).unwrap();
    let bx = dev.buffer_from_slice(&inp.x, MemoryHint::Auto).unwrap();
    let by = dev.buffer_from_slice(&inp.y, MemoryHint::Auto).unwrap();
    let bh = dev.buffer_from_slice(&inp.h, MemoryHint::Auto).unwrap();
    let pairs: Vec<Bf16Pair> = (0..n)
        .map(|i| Bf16Pair {
            k: i as u32,
            h: inp.a[i],
            g: inp.c[i],
        })
        .collect();
    let bp = dev.buffer_from_slice(&pairs, MemoryHint::Auto).unwrap();
    let oh = dev
        .buffer_from_slice(&vec![bf16::from_f32(-1234.0); 24 * n], MemoryHint::Auto)
        .unwrap();
    let od = dev.buffer::<f64>(n as u64, MemoryHint::Auto).unwrap();
    let oq = dev.buffer::<f16>(n as u64, MemoryHint::Auto).unwrap();
    let oi = dev.buffer::<i32>(2 * n as u64, MemoryHint::Auto).unwrap();
    let scale = StructArg::new("TScale")
        .field("s", bf16::from_f32(-0.3))
        .field("f", 2.0f32);
    k.launch(
        [(n / 64) as u32, 1, 1],
        [64, 1, 1],
        &[
            (&ba).into(),
            (&bb).into(),
            (&bc).into(),
            (&bd).into(),
            (&bx).into(),
            (&by).into(),
            (&bh).into(),
            (&bp).into(),
            (&oh).into(),
            (&od).into(),
            (&oq).into(),
            (&oi).into(),
            bf16::from_f32(1.5).into(),
            scale.into(),
        ],
    )
    .expect("launch");
    (
        oh.to_vec().unwrap(),
        od.to_vec().unwrap(),
        oq.to_vec().unwrap(),
        oi.to_vec().unwrap(),
        bp.to_vec().unwrap(),
    )
}

/// bf16 bits in ascending order of value (for a distance in ulp).
fn bf16_ordinal(v: bf16) -> i32 {
    let b = i32::from(v.to_bits());
    if b & 0x8000 != 0 {
        -(b & 0x7fff)
    } else {
        b
    }
}

#[test]
fn bf16_emulation_matches_the_cpu() {
    let Some(dev) = device("bf16_emulation_matches_the_cpu") else {
        return;
    };
    assert!(dev.has_capability(magpie_rt::Capability::Bf16));
    let n = 512;
    let inp = bf16_inputs(n);
    let cpu = Runtime::cpu().device_default().expect("cpu");
    let want = run_bf16_ops(&cpu, &inp);
    let got = run_bf16_ops(&dev, &inp);
    // the traps (once rounded, unlike twice), on the reference
    let p2 = |e: i32| 2f32.powi(e);
    for (k, v) in [
        (0, 1.0 + p2(-7)),
        (24, 1.0 + p2(-6)),
        (24 * 3, f32::NEG_INFINITY),
        (24 * 4, f32::INFINITY),
        (24 + 1, 1.0 + p2(-7)),
        (24 * 5 + 1, f32::INFINITY),
        (24 * 11 + 1, f32::from_bits(0x0001_0000)),
        (2, -(p2(30) + p2(23))),
        (24 * 5 + 3, p2(31) + p2(24)),
        (24 * 2 + 4, p2(62) + p2(55)),
        (24 * 9 + 7, 1.0 + p2(-6)),
    ] {
        assert_eq!(want.0[k].to_f32(), v, "reference slot {k}: {:?}", want.0[k]);
    }
    assert!(
        got.0.iter().all(|v| v.to_f32() != -1234.0),
        "every slot written"
    );
    // A device that flushes f32 subnormals may differ where one is involved.
    let flush = dev.flushes_f32_subnormals();
    let sub = |v: bf16| v.to_f32().is_subnormal();
    const OPS: [&str; 24] = [
        "fma(a,b,c)",
        "bf16(d: f64)",
        "bf16(x: i32)",
        "bf16(x as u32)",
        "bf16(y: i64)",
        "bf16(y as u64)",
        "bf16(x as i16)",
        "bf16(h: f16)",
        "floor(a)",
        "ceil(a)",
        "trunc(a)",
        "round(a)",
        "abs(a)",
        "twice(a, k)",
        "a * p.s",
        "shared mirror",
        "pair.h + pair.g",
        "min(a, c)",
        "exp(a)",
        "sin(a)",
        "pow(a, b)",
        "rsqrt(a)",
        "atan2(a, b)",
        "tanh(a)",
    ];
    let mut bad = Vec::new();
    for (idx, (g, w)) in got.0.iter().zip(&want.0).enumerate() {
        let (e, op) = (idx / 24, idx % 24);
        let same = g.to_bits() == w.to_bits() || (g.is_nan() && w.is_nan());
        // transcendentals: both round an f64 within an f64 ulp of the truth
        let close = op >= 18 && (bf16_ordinal(*g) - bf16_ordinal(*w)).abs() <= 1;
        let excused = flush
            && [inp.a[e], inp.b[e], inp.c[e], *g, *w, got.0[24 * e + 15]]
                .into_iter()
                .any(sub);
        if !(same || close || excused) {
            bad.push(format!(
                "element {e}, {}: got {g:?} ({:#06x}), want {w:?} ({:#06x}); a={}, b={}, c={}, d={:e}, x={}, y={}, h={}",
                OPS[op],
                g.to_bits(),
                w.to_bits(),
                inp.a[e],
                inp.b[e],
                inp.c[e],
                inp.d[e],
                inp.x[e],
                inp.y[e],
                inp.h[e]
            ));
        }
    }
    for (e, (g, w)) in got.1.iter().zip(&want.1).enumerate() {
        if g.to_bits() != w.to_bits() && !(g.is_nan() && w.is_nan()) && !(flush && sub(inp.a[e])) {
            bad.push(format!("element {e}, f64(a): got {g:e}, want {w:e}"));
        }
    }
    for (e, (g, w)) in got.2.iter().zip(&want.2).enumerate() {
        if g.to_bits() != w.to_bits() && !(g.is_nan() && w.is_nan()) {
            bad.push(format!(
                "element {e}, f16(a): got {g}, want {w}, a={}",
                inp.a[e]
            ));
        }
    }
    for (i, (g, w)) in got.3.iter().zip(&want.3).enumerate() {
        if g != w {
            let what = ["i16(a)", "u8(a)"][i % 2];
            bad.push(format!("element {}, {what}: got {g}, want {w}", i / 2));
        }
    }
    for (e, (g, w)) in got.4.iter().zip(&want.4).enumerate() {
        let bits = |p: &Bf16Pair| (p.k, p.h.to_bits(), p.g.to_bits());
        let nan_same = g.h.is_nan() && w.h.is_nan() && (g.k, g.g.to_bits()) == (w.k, w.g.to_bits());
        if bits(g) != bits(w) && !nan_same && !flush {
            bad.push(format!("pair {e}: got {g:?}, want {w:?}"));
        }
    }
    assert!(
        bad.is_empty(),
        "{} mismatches on {}:\n{}",
        bad.len(),
        dev.name(),
        bad.iter().take(40).cloned().collect::<Vec<_>>().join("\n")
    );
}

/// f64 → f32 and f32 → f64 casts in the f32 subnormal range, ties
/// included, match Rust's `as` bit for bit (the emitter builds these from
/// bits: NVIDIA's driver flushes f32 subnormals in `OpFConvert`).
#[test]
fn float_casts_keep_f32_subnormals() {
    let Some(dev) = device("float_casts_keep_f32_subnormals") else {
        return;
    };
    if !dev.has_capability(magpie_rt::Capability::Float64) {
        println!("skip float_casts_keep_f32_subnormals: no f64");
        return;
    }
    const SRC: &str = "gpu fn @k(%d: gpu.TBuffer<f64>, %f: gpu.TBuffer<f32>, %od: gpu.TBuffer<f32>, %of: gpu.TBuffer<f64>, %n: u32) -> unit workgroup(64, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %ok: bool = icmp.ult { lhs=%i, rhs=%n }
    cbr %ok bb1 bb2
bb1:
    %x: f64 = gpu.buffer_load<f64> { buf=%d, idx=%i }
    %y: f32 = gpu.buffer_load<f32> { buf=%f, idx=%i }
    %nx: f32 = cast<f64, f32> { v=%x }
    %wy: f64 = cast<f32, f64> { v=%y }
    gpu.buffer_store<f32> { buf=%od, idx=%i, v=%nx }
    gpu.buffer_store<f64> { buf=%of, idx=%i, v=%wy }
    br bb2
bb2:
    ret
}
";
    let sub = f64::from(f32::from_bits(1)); // 2^-149
    let mut d: Vec<f64> = vec![
        0.0,
        -0.0,
        sub,
        -sub,
        sub * 0.5,       // tie to 0
        sub * 1.5,       // tie to 2 ulp
        sub * 2.5,       // tie to 2 ulp
        sub * 0.5000001, // just above the tie
        f64::from(f32::MIN_POSITIVE) * (1.0 - 1e-9),
        f64::from(f32::MIN_POSITIVE),
        1e-40,
        -3.3e-39,
        1e-50,
        1.0,
        f64::MAX,
        f64::NAN,
    ];
    let mut k: u64 = 0x9E37_79B9_7F4A_7C15;
    while d.len() < 256 {
        k = k
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        // magnitudes from 2^-160 to 2^-120
        let e = (k >> 58) as i32 % 40 - 160;
        let m = 1.0 + (k >> 11) as f64 / (1u64 << 53) as f64;
        d.push(if k & 1 == 0 {
            m * 2f64.powi(e)
        } else {
            -m * 2f64.powi(e)
        });
    }
    let f: Vec<f32> = (0..d.len() as u32)
        .map(|i| f32::from_bits((i.wrapping_mul(2_654_435_761) % 0x0080_0000) | ((i & 1) << 31)))
        .collect();
    let n = d.len();
    let kern = dev
        .compile(SRC)
        .expect("compiles")
        .kernel("k")
        .expect("kernel");
    let bd = dev.buffer_from_slice(&d, MemoryHint::Auto).unwrap();
    let bf = dev.buffer_from_slice(&f, MemoryHint::Auto).unwrap();
    let od = dev
        .buffer_from_slice(&vec![0f32; n], MemoryHint::Auto)
        .unwrap();
    let of = dev
        .buffer_from_slice(&vec![0f64; n], MemoryHint::Auto)
        .unwrap();
    kern.launch(
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[
            (&bd).into(),
            (&bf).into(),
            (&od).into(),
            (&of).into(),
            (n as u32).into(),
        ],
    )
    .expect("launch");
    let (gd, gf) = (od.to_vec().unwrap(), of.to_vec().unwrap());
    for i in 0..n {
        let want = d[i] as f32;
        assert!(
            gd[i].to_bits() == want.to_bits() || (gd[i].is_nan() && want.is_nan()),
            "f32({:e}) = {:e} ({:#x}), want {:e} ({:#x})",
            d[i],
            gd[i],
            gd[i].to_bits(),
            want,
            want.to_bits()
        );
        assert_eq!(
            gf[i].to_bits(),
            f64::from(f[i]).to_bits(),
            "f64({:e})",
            f[i]
        );
    }
}
