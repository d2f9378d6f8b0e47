//! Whole kernels: launch shapes, control flow, calls, structs, pointers,
//! predicates. Expected results are computed in plain Rust.

mod common;

use common::*;
use magpie_cpu::{Config, KernelArg, Launch};
use magpie_gpu::Capability;

const VADD: &str = "
gpu fn @vadd(%a: gpu.TBuffer<f32>, %b: gpu.TBuffer<f32>, %out: gpu.TBuffer<f32>, %n: u32) -> unit workgroup(256, 1, 1) {
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
";

#[test]
fn vector_add_with_bounds_check() {
    let k = Kernels::new(VADD);
    let n = 1000;
    let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.5).collect();
    let b: Vec<f32> = (0..n).map(|i| 1.0 / (i as f32 + 1.0)).collect();
    let (ma, mb, mo) = (mem(&a), mem(&b), zeros::<f32>(n));
    let stats = k
        .run(
            "vadd",
            Launch::linear(4, 256),
            &[
                KernelArg::Buffer(&ma),
                KernelArg::Buffer(&mb),
                KernelArg::Buffer(&mo),
                scalar_u32(n as u32),
            ],
        )
        .unwrap();
    assert_eq!(stats.work_items, 1024);
    assert!(stats.instructions > 1024 * 3);
    let out: Vec<f32> = read(&mo);
    for i in 0..n {
        assert_eq!(out[i].to_bits(), (a[i] + b[i]).to_bits(), "element {i}");
    }
    // The inputs are untouched.
    assert_eq!(read::<f32>(&ma), a);
}

#[test]
fn threads_option_uses_a_local_pool() {
    let k = Kernels::new(VADD);
    let n = 300;
    let a: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let (ma, mo) = (mem(&a), zeros::<f32>(n));
    let cfg = Config {
        threads: Some(1),
        ..Config::default()
    };
    k.run_with(
        "vadd",
        Launch::linear(2, 256),
        &[
            KernelArg::Buffer(&ma),
            KernelArg::Buffer(&ma),
            KernelArg::Buffer(&mo),
            scalar_u32(n as u32),
        ],
        &cfg,
    )
    .unwrap();
    let out: Vec<f32> = read(&mo);
    assert!(out.iter().enumerate().all(|(i, &x)| x == 2.0 * i as f32));
}

#[test]
fn transpose_2d() {
    let k = Kernels::new(
        "
gpu fn @transpose(%in: gpu.TBuffer<u32>, %out: gpu.TBuffer<u32>, %w: u32, %h: u32) -> unit workgroup(8, 8, 1) {
bb0:
    %x: u32 = gpu.global_id { dim=const.u32 0 }
    %y: u32 = gpu.global_id { dim=const.u32 1 }
    %okx: bool = icmp.ult { lhs=%x, rhs=%w }
    %oky: bool = icmp.ult { lhs=%y, rhs=%h }
    %ok: bool = i.and { lhs=%okx, rhs=%oky }
    cbr %ok bb1 bb2
bb1:
    %row: u32 = i.mul { lhs=%y, rhs=%w }
    %src: u32 = i.add { lhs=%row, rhs=%x }
    %v: u32 = gpu.buffer_load<u32> { buf=%in, idx=%src }
    %col: u32 = i.mul { lhs=%x, rhs=%h }
    %dst: u32 = i.add { lhs=%col, rhs=%y }
    gpu.buffer_store<u32> { buf=%out, idx=%dst, v=%v }
    br bb2
bb2:
    ret
}
",
    );
    let (w, h) = (37usize, 23usize);
    let input: Vec<u32> = (0..w * h)
        .map(|i| (i as u32).wrapping_mul(2654435761))
        .collect();
    let (mi, mo) = (mem(&input), zeros::<u32>(w * h));
    k.run(
        "transpose",
        Launch::new([5, 3, 1], [8, 8, 1]),
        &[
            KernelArg::Buffer(&mi),
            KernelArg::Buffer(&mo),
            scalar_u32(w as u32),
            scalar_u32(h as u32),
        ],
    )
    .unwrap();
    let out: Vec<u32> = read(&mo);
    for y in 0..h {
        for x in 0..w {
            assert_eq!(out[x * h + y], input[y * w + x], "({x},{y})");
        }
    }
}

#[test]
fn grid_3d_ids() {
    let k = Kernels::new(
        "
gpu fn @ids(%out: gpu.TBuffer<u32>, %sizes: gpu.TBuffer<u32>) -> unit {
bb0:
    %gx: u32 = gpu.global_id { dim=const.u32 0 }
    %gy: u32 = gpu.global_id { dim=const.u32 1 }
    %gz: u32 = gpu.global_id { dim=const.u32 2 }
    %nx: u32 = gpu.num_workgroups { dim=const.u32 0 }
    %ny: u32 = gpu.num_workgroups { dim=const.u32 1 }
    %nz: u32 = gpu.num_workgroups { dim=const.u32 2 }
    %bx: u32 = gpu.workgroup_size { dim=const.u32 0 }
    %by: u32 = gpu.workgroup_size { dim=const.u32 1 }
    %bz: u32 = gpu.workgroup_size { dim=const.u32 2 }
    %wx: u32 = gpu.workgroup_id { dim=const.u32 0 }
    %wy: u32 = gpu.workgroup_id { dim=const.u32 1 }
    %wz: u32 = gpu.workgroup_id { dim=const.u32 2 }
    %tx: u32 = gpu.thread_id { dim=const.u32 0 }
    %ty: u32 = gpu.thread_id { dim=const.u32 1 }
    %tz: u32 = gpu.thread_id { dim=const.u32 2 }
    %width: u32 = i.mul { lhs=%nx, rhs=%bx }
    %height: u32 = i.mul { lhs=%ny, rhs=%by }
    %plane: u32 = i.mul { lhs=%width, rhs=%height }
    %zo: u32 = i.mul { lhs=%gz, rhs=%plane }
    %yo: u32 = i.mul { lhs=%gy, rhs=%width }
    %i0: u32 = i.add { lhs=%zo, rhs=%yo }
    %idx: u32 = i.add { lhs=%i0, rhs=%gx }
    %p1: u32 = i.shl { lhs=%wy, rhs=const.u32 4 }
    %p2: u32 = i.shl { lhs=%wz, rhs=const.u32 8 }
    %p3: u32 = i.shl { lhs=%tx, rhs=const.u32 12 }
    %p4: u32 = i.shl { lhs=%ty, rhs=const.u32 16 }
    %p5: u32 = i.shl { lhs=%tz, rhs=const.u32 20 }
    %q1: u32 = i.or { lhs=%wx, rhs=%p1 }
    %q2: u32 = i.or { lhs=%q1, rhs=%p2 }
    %q3: u32 = i.or { lhs=%q2, rhs=%p3 }
    %q4: u32 = i.or { lhs=%q3, rhs=%p4 }
    %q5: u32 = i.or { lhs=%q4, rhs=%p5 }
    gpu.buffer_store<u32> { buf=%out, idx=%idx, v=%q5 }
    %first: bool = icmp.eq { lhs=%idx, rhs=const.u32 0 }
    cbr %first bb1 bb2
bb1:
    gpu.buffer_store<u32> { buf=%sizes, idx=const.u32 0, v=%nz }
    gpu.buffer_store<u32> { buf=%sizes, idx=const.u32 1, v=%bz }
    br bb2
bb2:
    ret
}
",
    );
    let (grid, block) = ([2u32, 3, 4], [4u32, 2, 2]);
    let (w, h, d) = (8usize, 6usize, 8usize);
    let (mo, ms) = (zeros::<u32>(w * h * d), zeros::<u32>(2));
    let stats = k
        .run(
            "ids",
            Launch::new(grid, block),
            &[KernelArg::Buffer(&mo), KernelArg::Buffer(&ms)],
        )
        .unwrap();
    assert_eq!(stats.work_items, (w * h * d) as u64);
    let out: Vec<u32> = read(&mo);
    for z in 0..d {
        for y in 0..h {
            for x in 0..w {
                let (wx, wy, wz) = (x / 4, y / 2, z / 2);
                let (tx, ty, tz) = (x % 4, y % 2, z % 2);
                let want = wx | wy << 4 | wz << 8 | tx << 12 | ty << 16 | tz << 20;
                assert_eq!(out[z * w * h + y * w + x], want as u32, "({x},{y},{z})");
            }
        }
    }
    assert_eq!(read::<u32>(&ms), vec![4, 2]);
}

const FEATURES: &str = "
value struct TPair { field lo: u32 field hi: f32 }
value struct TBox { field pair: TPair field tag: i8 }
value struct TParams { field a: i32 field b: i64 field c: f64 field d: i32 }

gpu fn @square_plus_one(%x: f32) -> f32 {
bb0:
    %sq: f32 = f.mul { lhs=%x, rhs=%x }
    %r: f32 = f.add { lhs=%sq, rhs=const.f32 1.0 }
    ret %r
}

gpu fn @store_at(%out: gpu.TBuffer<f32>, %i: u32, %v: f32) -> unit {
bb0:
    gpu.buffer_store<f32> { buf=%out, idx=%i, v=%v }
    ret
}

gpu fn @sum_loop(%in: gpu.TBuffer<f32>, %out: gpu.TBuffer<f32>, %n: u32) -> unit workgroup(1, 1, 1) {
bb0:
    br bb1
bb1:
    %i: u32 = phi u32 { [bb0:const.u32 0], [bb2:%i_next] }
    %acc: f32 = phi f32 { [bb0:const.f32 0.0], [bb2:%acc_next] }
    %more: bool = icmp.ult { lhs=%i, rhs=%n }
    cbr %more bb2 bb3
bb2:
    %x: f32 = gpu.buffer_load<f32> { buf=%in, idx=%i }
    %y: f32 = call @square_plus_one { x=%x }
    %acc_next: f32 = f.add { lhs=%acc, rhs=%y }
    %i_next: u32 = i.add { lhs=%i, rhs=const.u32 1 }
    br bb1
bb3:
    call_void @store_at { out=%out, i=const.u32 0, v=%acc }
    ret
}

gpu fn @fib(%out: gpu.TBuffer<u64>, %n: u32) -> unit workgroup(1, 1, 1) {
bb0:
    br bb1
bb1:
    %k: u32 = phi u32 { [bb0:const.u32 0], [bb1:%k1] }
    %a: u64 = phi u64 { [bb0:const.u64 0], [bb1:%b] }
    %b: u64 = phi u64 { [bb0:const.u64 1], [bb1:%s] }
    %s: u64 = i.add { lhs=%a, rhs=%b }
    gpu.buffer_store<u64> { buf=%out, idx=%k, v=%a }
    %k1: u32 = i.add { lhs=%k, rhs=const.u32 1 }
    %more: bool = icmp.ult { lhs=%k1, rhs=%n }
    cbr %more bb1 bb2
bb2:
    ret
}

gpu fn @classify(%in: gpu.TBuffer<i32>, %out: gpu.TBuffer<f32>) -> unit {
bb0:
    %gid: u32 = gpu.global_id { dim=const.u32 0 }
    %k: i32 = gpu.buffer_load<i32> { buf=%in, idx=%gid }
    switch %k { case 0 -> bb1 case -1 -> bb2 case 7 -> bb2 } else bb3
bb1:
    br bb4
bb2:
    br bb4
bb3:
    br bb4
bb4:
    %r: f32 = phi f32 { [bb1:const.f32 0.0], [bb2:const.f32 1.0], [bb3:const.f32 2.0] }
    gpu.buffer_store<f32> { buf=%out, idx=%gid, v=%r }
    ret
}

gpu fn @params(%p: TParams, %oa: gpu.TBuffer<i32>, %ob: gpu.TBuffer<i64>, %oc: gpu.TBuffer<f64>, %od: gpu.TBuffer<i32>) -> unit workgroup(1, 1, 1) {
bb0:
    %a: i32 = getfield { obj=%p, field=a }
    %b: i64 = getfield { obj=%p, field=b }
    %c: f64 = getfield { obj=%p, field=c }
    %d: i32 = getfield { obj=%p, field=d }
    gpu.buffer_store<i32> { buf=%oa, idx=const.u32 0, v=%a }
    gpu.buffer_store<i64> { buf=%ob, idx=const.u32 0, v=%b }
    gpu.buffer_store<f64> { buf=%oc, idx=const.u32 0, v=%c }
    gpu.buffer_store<i32> { buf=%od, idx=const.u32 0, v=%d }
    ret
}

gpu fn @boxes(%in: gpu.TBuffer<TBox>, %out: gpu.TBuffer<TBox>, %lens: gpu.TBuffer<u32>) -> unit workgroup(4, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %n: u32 = gpu.buffer_len<TBox> { buf=%in }
    %ok: bool = icmp.ult { lhs=%i, rhs=%n }
    cbr %ok bb1 bb2
bb1:
    %bx: TBox = gpu.buffer_load<TBox> { buf=%in, idx=%i }
    %pair: TPair = getfield { obj=%bx, field=pair }
    %tag: i8 = getfield { obj=%bx, field=tag }
    %lo: u32 = getfield { obj=%pair, field=lo }
    %hi: f32 = getfield { obj=%pair, field=hi }
    %lo2: u32 = i.add { lhs=%lo, rhs=const.u32 1 }
    %hi2: f32 = f.mul { lhs=%hi, rhs=const.f32 2.0 }
    %tag2: i8 = i.sub { lhs=%tag, rhs=const.i8 1 }
    %p2: TPair = new TPair { hi=%hi2, lo=%lo2 }
    %b2: TBox = new TBox { tag=%tag2, pair=%p2 }
    gpu.buffer_store<TBox> { buf=%out, idx=%i, v=%b2 }
    br bb2
bb2:
    %first: bool = icmp.eq { lhs=%i, rhs=const.u32 0 }
    cbr %first bb3 bb4
bb3:
    gpu.buffer_store<u32> { buf=%lens, idx=const.u32 0, v=%n }
    %m: u32 = gpu.buffer_len<u32> { buf=%lens }
    gpu.buffer_store<u32> { buf=%lens, idx=const.u32 1, v=%m }
    br bb4
bb4:
    ret
}

gpu fn @preds(%out: gpu.TBuffer<u32>) -> unit workgroup(1, 1, 1) {
bb0:
    %sg: pred = gpu.target.has { cap=\"subgroups\" }
    %cpu: pred = gpu.target.is { name=\"cpu\" }
    %ptx: pred = gpu.target.is { name=\"ptx\" }
    %notptx: pred = pred.not { v=%ptx }
    %both: pred = pred.and { lhs=%sg, rhs=%cpu }
    %either: pred = pred.or { lhs=%ptx, rhs=%notptx }
    cbr %both bb1 bb2
bb1:
    gpu.buffer_store<u32> { buf=%out, idx=const.u32 0, v=const.u32 1 }
    br bb3
bb2:
    gpu.buffer_store<u32> { buf=%out, idx=const.u32 0, v=const.u32 2 }
    br bb3
bb3:
    cbr %either bb4 bb5
bb4:
    gpu.buffer_store<u32> { buf=%out, idx=const.u32 1, v=const.u32 3 }
    br bb5
bb5:
    ret
}

gpu fn @pointers(%buf: gpu.TBuffer<f32>, %out: gpu.TBuffer<f32>) -> unit workgroup(1, 1, 1) {
bb0:
    unsafe {
        %p: ptr = ptr.add<f32> { p=%buf, count=const.u32 4 }
        %x: f32 = ptr.load<f32> { p=%p }
        %q: ptr = ptr.add<f32> { p=%p, count=const.i32 -2 }
        %y: f32 = ptr.load<f32> { p=%q }
        %s: f32 = f.add { lhs=%x, rhs=%y }
        %tile: ptr = gpu.shared<8, f32>
        %t3: ptr = ptr.add<f32> { p=%tile, count=const.u32 3 }
        ptr.store<f32> { p=%t3, v=%s }
        %back: f32 = gpu.buffer_load<f32> { buf=%tile, idx=const.u32 3 }
        %o1: ptr = ptr.add<f32> { p=%out, count=const.u32 1 }
        ptr.store<f32> { p=%o1, v=%back }
    }
    %z: f32 = gpu.buffer_load<f32> { buf=%t3, idx=const.u32 0 }
    gpu.buffer_store<f32> { buf=%out, idx=const.u32 0, v=%z }
    ret
}
";

#[test]
fn device_calls_and_a_loop_carried_phi() {
    let k = Kernels::new(FEATURES);
    let input = [0.5f32, -1.25, 3.0, 0.1];
    let (mi, mo) = (mem(&input), zeros::<f32>(1));
    k.run(
        "sum_loop",
        Launch::linear(1, 1),
        &[
            KernelArg::Buffer(&mi),
            KernelArg::Buffer(&mo),
            scalar_u32(4),
        ],
    )
    .unwrap();
    let want = input.iter().fold(0.0f32, |acc, &x| acc + (x * x + 1.0));
    assert_eq!(read::<f32>(&mo)[0].to_bits(), want.to_bits());
}

#[test]
fn phis_copy_in_parallel() {
    let k = Kernels::new(FEATURES);
    let mo = zeros::<u64>(60);
    k.run(
        "fib",
        Launch::linear(1, 1),
        &[KernelArg::Buffer(&mo), scalar_u32(60)],
    )
    .unwrap();
    let (mut a, mut b) = (0u64, 1u64);
    let mut want = Vec::new();
    for _ in 0..60 {
        want.push(a);
        (a, b) = (b, a.wrapping_add(b));
    }
    assert_eq!(read::<u64>(&mo), want);
}

#[test]
fn switch_picks_cases_and_default() {
    let k = Kernels::new(FEATURES);
    let input = [0i32, -1, 7, 5, i32::MIN, 0, 7, -7];
    let (mi, mo) = (mem(&input), zeros::<f32>(8));
    k.run(
        "classify",
        Launch::linear(2, 4),
        &[KernelArg::Buffer(&mi), KernelArg::Buffer(&mo)],
    )
    .unwrap();
    let want: Vec<f32> = input
        .iter()
        .map(|&x| match x {
            0 => 0.0,
            -1 | 7 => 1.0,
            _ => 2.0,
        })
        .collect();
    assert_eq!(read::<f32>(&mo), want);
}

#[test]
fn struct_parameter_fields() {
    let k = Kernels::new(FEATURES);
    // TParams { a: i32 @0, b: i64 @8, c: f64 @16, d: i32 @24 }, 32 bytes.
    let mut bytes = vec![0xeeu8; 32];
    bytes[0..4].copy_from_slice(&(-123456i32).to_le_bytes());
    bytes[8..16].copy_from_slice(&(-9_000_000_000_123i64).to_le_bytes());
    bytes[16..24].copy_from_slice(&std::f64::consts::PI.to_le_bytes());
    bytes[24..28].copy_from_slice(&i32::MAX.to_le_bytes());
    let (a, b, c, d) = (
        zeros::<i32>(1),
        zeros::<i64>(1),
        zeros::<f64>(1),
        zeros::<i32>(1),
    );
    k.run(
        "params",
        Launch::linear(1, 1),
        &[
            KernelArg::Struct(bytes),
            KernelArg::Buffer(&a),
            KernelArg::Buffer(&b),
            KernelArg::Buffer(&c),
            KernelArg::Buffer(&d),
        ],
    )
    .unwrap();
    assert_eq!(read::<i32>(&a), vec![-123456]);
    assert_eq!(read::<i64>(&b), vec![-9_000_000_000_123]);
    assert_eq!(read::<f64>(&c), vec![std::f64::consts::PI]);
    assert_eq!(read::<i32>(&d), vec![i32::MAX]);
}

#[test]
fn buffers_of_nested_structs() {
    let k = Kernels::new(FEATURES);
    // TBox { pair: TPair { lo: u32 @0, hi: f32 @4 } @0, tag: i8 @8 }: 12 bytes.
    let boxes: Vec<(u32, f32, i8)> = vec![(1, 1.5, 0), (u32::MAX, -2.0, -128), (7, 0.25, 100)];
    let mut bytes = Vec::new();
    for &(lo, hi, tag) in &boxes {
        bytes.extend_from_slice(&lo.to_le_bytes());
        bytes.extend_from_slice(&hi.to_le_bytes());
        bytes.push(tag as u8);
        bytes.extend_from_slice(&[0xaa; 3]); // padding
    }
    let mi = magpie_cpu::Memory::from_bytes(&bytes);
    let mo = magpie_cpu::Memory::zeroed(bytes.len());
    let lens = mem(&[0u32, 0, 0]);
    k.run(
        "boxes",
        Launch::linear(1, 4),
        &[
            KernelArg::Buffer(&mi),
            KernelArg::Buffer(&mo),
            KernelArg::Buffer(&lens),
        ],
    )
    .unwrap();
    let out = mo.to_bytes();
    for (i, &(lo, hi, tag)) in boxes.iter().enumerate() {
        let e = &out[i * 12..i * 12 + 12];
        assert_eq!(
            u32::from_le_bytes(e[0..4].try_into().unwrap()),
            lo.wrapping_add(1)
        );
        assert_eq!(f32::from_le_bytes(e[4..8].try_into().unwrap()), hi * 2.0);
        assert_eq!(e[8] as i8, tag.wrapping_sub(1));
        assert_eq!(&e[9..12], &[0, 0, 0], "padding is not written");
    }
    assert_eq!(read::<u32>(&lens), vec![3, 3, 0]);
}

#[test]
fn predicates_resolve_for_the_configuration() {
    let k = Kernels::new(FEATURES);
    let mo = zeros::<u32>(2);
    k.run("preds", Launch::linear(1, 1), &[KernelArg::Buffer(&mo)])
        .unwrap();
    assert_eq!(read::<u32>(&mo), vec![1, 3]);
    let mo = zeros::<u32>(2);
    let cfg = Config {
        capabilities: Some(vec![Capability::Int64]),
        ..Config::default()
    };
    k.run_with(
        "preds",
        Launch::linear(1, 1),
        &[KernelArg::Buffer(&mo)],
        &cfg,
    )
    .unwrap();
    assert_eq!(read::<u32>(&mo), vec![2, 3]);
    assert!(magpie_cpu::default_capabilities().contains(&Capability::Subgroups));
    assert!(!magpie_cpu::default_capabilities().contains(&Capability::MetalSimdShuffle));
}

#[test]
fn pointer_arithmetic_on_buffers_and_shared_memory() {
    let k = Kernels::new(FEATURES);
    let input: Vec<f32> = (0..8).map(|i| i as f32 * 10.0).collect();
    let (mi, mo) = (mem(&input), zeros::<f32>(2));
    k.run(
        "pointers",
        Launch::linear(1, 1),
        &[KernelArg::Buffer(&mi), KernelArg::Buffer(&mo)],
    )
    .unwrap();
    // in[4] + in[2] = 40 + 20, through shared[3], to out[0] and out[1].
    assert_eq!(read::<f32>(&mo), vec![60.0, 60.0]);
}
