//! Barriers, shared memory, atomics and subgroups: what makes the executor
//! a GPU model rather than a loop over work-items.

mod common;

use common::*;
use magpie_cpu::{Config, KernelArg, Launch};

const REDUCE: &str = "
gpu fn @reduce(%in: gpu.TBuffer<u32>, %out: gpu.TBuffer<u32>, %n: u32) -> unit workgroup(256, 1, 1) {
bb0:
    %tid: u32 = gpu.thread_id { dim=const.u32 0 }
    %gid: u32 = gpu.global_id { dim=const.u32 0 }
    %wg: u32 = gpu.workgroup_id { dim=const.u32 0 }
    %sh: ptr = gpu.shared<256, u32>
    %ok: bool = icmp.ult { lhs=%gid, rhs=%n }
    cbr %ok bb1 bb2
bb1:
    %v: u32 = gpu.buffer_load<u32> { buf=%in, idx=%gid }
    br bb2
bb2:
    %x: u32 = phi u32 { [bb0:const.u32 0], [bb1:%v] }
    gpu.buffer_store<u32> { buf=%sh, idx=%tid, v=%x }
    gpu.barrier
    %half: u32 = gpu.workgroup_size { dim=const.u32 0 }
    %start: u32 = i.lshr { lhs=%half, rhs=const.u32 1 }
    br bb3
bb3:
    %stride: u32 = phi u32 { [bb2:%start], [bb5:%next] }
    %more: bool = icmp.ugt { lhs=%stride, rhs=const.u32 0 }
    cbr %more bb4 bb6
bb4:
    %act: bool = icmp.ult { lhs=%tid, rhs=%stride }
    cbr %act bb7 bb5
bb7:
    %a: u32 = gpu.buffer_load<u32> { buf=%sh, idx=%tid }
    %j: u32 = i.add { lhs=%tid, rhs=%stride }
    %b: u32 = gpu.buffer_load<u32> { buf=%sh, idx=%j }
    %s: u32 = i.add { lhs=%a, rhs=%b }
    gpu.buffer_store<u32> { buf=%sh, idx=%tid, v=%s }
    br bb5
bb5:
    gpu.barrier
    %next: u32 = i.lshr { lhs=%stride, rhs=const.u32 1 }
    br bb3
bb6:
    %first: bool = icmp.eq { lhs=%tid, rhs=const.u32 0 }
    cbr %first bb8 bb9
bb8:
    %r: u32 = gpu.buffer_load<u32> { buf=%sh, idx=const.u32 0 }
    gpu.buffer_store<u32> { buf=%out, idx=%wg, v=%r }
    br bb9
bb9:
    ret
}
";

#[test]
fn shared_memory_tree_reduction_with_a_barrier_in_a_loop() {
    let k = Kernels::new(REDUCE);
    let n = 2000usize;
    let input: Vec<u32> = (0..n as u32)
        .map(|i| i.wrapping_mul(2654435761) >> 8)
        .collect();
    let groups = n.div_ceil(256);
    let (mi, mo) = (mem(&input), zeros::<u32>(groups));
    k.run(
        "reduce",
        Launch::linear(groups as u32, 256),
        &[
            KernelArg::Buffer(&mi),
            KernelArg::Buffer(&mo),
            scalar_u32(n as u32),
        ],
    )
    .unwrap();
    let want: Vec<u32> = input
        .chunks(256)
        .map(|c| c.iter().fold(0u32, |a, &x| a.wrapping_add(x)))
        .collect();
    assert_eq!(read::<u32>(&mo), want);
}

#[test]
fn shared_memory_is_per_workgroup_and_zeroed() {
    // Each workgroup adds its id into a shared cell that starts at 0.
    let k = Kernels::new(
        "
gpu fn @acc(%out: gpu.TBuffer<u32>) -> unit workgroup(4, 1, 1) {
bb0:
    %tid: u32 = gpu.thread_id { dim=const.u32 0 }
    %wg: u32 = gpu.workgroup_id { dim=const.u32 0 }
    %sh: ptr = gpu.shared<1, u32>
    %first: bool = icmp.eq { lhs=%tid, rhs=const.u32 0 }
    cbr %first bb1 bb2
bb1:
    %old: u32 = gpu.buffer_load<u32> { buf=%sh, idx=const.u32 0 }
    %new: u32 = i.add { lhs=%old, rhs=%wg }
    gpu.buffer_store<u32> { buf=%sh, idx=const.u32 0, v=%new }
    br bb2
bb2:
    gpu.barrier
    %v: u32 = gpu.buffer_load<u32> { buf=%sh, idx=const.u32 0 }
    gpu.barrier
    %o: u32 = gpu.atomic.add<u32> { buf=%sh, idx=const.u32 0, v=const.u32 1 }
    gpu.barrier
    %w: u32 = gpu.buffer_load<u32> { buf=%sh, idx=const.u32 0 }
    %s: u32 = i.add { lhs=%v, rhs=%w }
    %g: u32 = gpu.global_id { dim=const.u32 0 }
    gpu.buffer_store<u32> { buf=%out, idx=%g, v=%s }
    ret
}
",
    );
    let mo = zeros::<u32>(32);
    k.run("acc", Launch::linear(8, 4), &[KernelArg::Buffer(&mo)])
        .unwrap();
    let want: Vec<u32> = (0..32).map(|g| (g / 4) * 2 + 4).collect();
    assert_eq!(read::<u32>(&mo), want);
}

#[test]
fn atomic_histogram_over_many_workgroups() {
    let k = Kernels::new(
        "
gpu fn @hist(%in: gpu.TBuffer<u32>, %bins: gpu.TBuffer<u32>, %mins: gpu.TBuffer<i32>, %sum: gpu.TBuffer<f32>, %n: u32) -> unit workgroup(128, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %ok: bool = icmp.ult { lhs=%i, rhs=%n }
    cbr %ok bb1 bb2
bb1:
    %v: u32 = gpu.buffer_load<u32> { buf=%in, idx=%i }
    %bin: u32 = i.urem { lhs=%v, rhs=const.u32 16 }
    %old: u32 = gpu.atomic.add<u32> { buf=%bins, idx=%bin, v=const.u32 1 }
    %sv: i32 = cast<u32, i32> { v=%v }
    %neg: i32 = i.sub { lhs=const.i32 0, rhs=%sv }
    %m0: i32 = gpu.atomic.min<i32> { buf=%mins, idx=const.u32 0, v=%neg }
    %m1: i32 = gpu.atomic.max<i32> { buf=%mins, idx=const.u32 1, v=%neg }
    %f: f32 = const.f32 0.5
    %s: f32 = gpu.atomic.add<f32> { buf=%sum, idx=const.u32 0, v=%f }
    br bb2
bb2:
    ret
}
",
    );
    let n = 10_000usize;
    let input: Vec<u32> = (0..n as u32)
        .map(|i| i.wrapping_mul(0x9e3779b9) >> 12)
        .collect();
    let (mi, mb, mm, ms) = (
        mem(&input),
        zeros::<u32>(16),
        mem(&[i32::MAX, i32::MIN]),
        zeros::<f32>(1),
    );
    k.run(
        "hist",
        Launch::linear(n.div_ceil(128) as u32, 128),
        &[
            KernelArg::Buffer(&mi),
            KernelArg::Buffer(&mb),
            KernelArg::Buffer(&mm),
            KernelArg::Buffer(&ms),
            scalar_u32(n as u32),
        ],
    )
    .unwrap();
    let mut want = vec![0u32; 16];
    for &v in &input {
        want[(v % 16) as usize] += 1;
    }
    assert_eq!(read::<u32>(&mb), want);
    let negs: Vec<i32> = input.iter().map(|&v| 0i32.wrapping_sub(v as i32)).collect();
    assert_eq!(
        read::<i32>(&mm),
        vec![*negs.iter().min().unwrap(), *negs.iter().max().unwrap()]
    );
    // 0.5 * 10000 is exact in f32 whatever the order.
    assert_eq!(read::<f32>(&ms), vec![5000.0]);
}

#[test]
fn atomic_exchange_and_compare_exchange() {
    let k = Kernels::new(
        "
gpu fn @cas(%cell: gpu.TBuffer<u64>, %won: gpu.TBuffer<u32>, %x: gpu.TBuffer<u32>) -> unit workgroup(64, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %w: u64 = cast<u32, u64> { v=%i }
    %id: u64 = i.add { lhs=%w, rhs=const.u64 1 }
    %old: u64 = gpu.atomic.cmpxchg<u64> { buf=%cell, idx=const.u32 0, cmp=const.u64 0, v=%id }
    %got: bool = icmp.eq { lhs=%old, rhs=const.u64 0 }
    cbr %got bb1 bb2
bb1:
    %c: u32 = gpu.atomic.add<u32> { buf=%won, idx=const.u32 0, v=const.u32 1 }
    br bb2
bb2:
    %prev: u32 = gpu.atomic.xchg<u32> { buf=%x, idx=const.u32 0, v=%i }
    %a: u32 = gpu.atomic.or<u32> { buf=%x, idx=const.u32 1, v=%i }
    %b: u32 = gpu.atomic.xor<u32> { buf=%x, idx=const.u32 2, v=%i }
    %c2: u32 = gpu.atomic.and<u32> { buf=%x, idx=const.u32 3, v=%i }
    %d: u32 = gpu.atomic.sub<u32> { buf=%x, idx=const.u32 4, v=const.u32 3 }
    ret
}
",
    );
    let (mc, mw, mx) = (
        zeros::<u64>(1),
        zeros::<u32>(1),
        mem(&[0u32, 0, 0, u32::MAX, 5]),
    );
    let groups = 8;
    k.run(
        "cas",
        Launch::linear(groups, 64),
        &[
            KernelArg::Buffer(&mc),
            KernelArg::Buffer(&mw),
            KernelArg::Buffer(&mx),
        ],
    )
    .unwrap();
    let cell = read::<u64>(&mc)[0];
    assert!((1..=512).contains(&cell));
    assert_eq!(
        read::<u32>(&mw),
        vec![1],
        "exactly one compare-exchange wins"
    );
    let x: Vec<u32> = read(&mx);
    assert!(x[0] < 512);
    assert_eq!(x[1], (0..512).fold(0, |a, i| a | i));
    assert_eq!(x[2], (0..512).fold(0, |a, i| a ^ i));
    assert_eq!(x[3], (0..512).fold(u32::MAX, |a, i| a & i));
    assert_eq!(x[4], 5u32.wrapping_sub(3 * 512));
}

const SUBGROUPS: &str = "
gpu fn @sg(%in: gpu.TBuffer<i32>, %sum: gpu.TBuffer<i32>, %shuf: gpu.TBuffer<i32>, %info: gpu.TBuffer<u32>, %mx: gpu.TBuffer<i32>) -> unit workgroup(10, 5, 2) {
bb0:
    %tx: u32 = gpu.thread_id { dim=const.u32 0 }
    %ty: u32 = gpu.thread_id { dim=const.u32 1 }
    %tz: u32 = gpu.thread_id { dim=const.u32 2 }
    %bx: u32 = gpu.workgroup_size { dim=const.u32 0 }
    %by: u32 = gpu.workgroup_size { dim=const.u32 1 }
    %plane: u32 = i.mul { lhs=%bx, rhs=%by }
    %yo: u32 = i.mul { lhs=%ty, rhs=%bx }
    %zo: u32 = i.mul { lhs=%tz, rhs=%plane }
    %l0: u32 = i.add { lhs=%tx, rhs=%yo }
    %lin: u32 = i.add { lhs=%l0, rhs=%zo }
    %wg: u32 = gpu.workgroup_id { dim=const.u32 0 }
    %base: u32 = i.mul { lhs=%wg, rhs=const.u32 100 }
    %idx: u32 = i.add { lhs=%base, rhs=%lin }
    %v: i32 = gpu.buffer_load<i32> { buf=%in, idx=%idx }
    %s: i32 = gpu.subgroup.sum { v=%v }
    %m: i32 = gpu.subgroup.max { v=%v }
    %lane: u32 = gpu.subgroup.lane
    %size: u32 = gpu.subgroup.size
    %l1: u32 = i.add { lhs=%lane, rhs=const.u32 1 }
    %src: u32 = i.urem { lhs=%l1, rhs=%size }
    %sh: i32 = gpu.subgroup.shuffle { v=%v, lane=%src }
    %bc: i32 = gpu.subgroup.broadcast { v=%v, lane=const.u32 0 }
    %mix: i32 = i.add { lhs=%sh, rhs=%bc }
    gpu.buffer_store<i32> { buf=%sum, idx=%idx, v=%s }
    gpu.buffer_store<i32> { buf=%shuf, idx=%idx, v=%mix }
    gpu.buffer_store<i32> { buf=%mx, idx=%idx, v=%m }
    %sl: u32 = i.shl { lhs=%size, rhs=const.u32 8 }
    %pk: u32 = i.or { lhs=%sl, rhs=%lane }
    gpu.buffer_store<u32> { buf=%info, idx=%idx, v=%pk }
    ret
}
";

#[test]
fn subgroup_sum_shuffle_at_several_sizes_with_a_partial_last_subgroup() {
    let k = Kernels::new(SUBGROUPS);
    let total = 200usize; // 2 workgroups of 10x5x2 = 100 work-items
    let input: Vec<i32> = (0..total as i32).map(|i| (i * 7919) % 201 - 100).collect();
    for size in [8usize, 32, 1, 100, 128] {
        let mi = mem(&input);
        let (ms, mh, mf, mm) = (
            zeros::<i32>(total),
            zeros::<i32>(total),
            zeros::<u32>(total),
            zeros::<i32>(total),
        );
        let cfg = Config {
            subgroup_size: size as u32,
            ..Config::default()
        };
        k.run_with(
            "sg",
            Launch::new([2, 1, 1], [10, 5, 2]),
            &[
                KernelArg::Buffer(&mi),
                KernelArg::Buffer(&ms),
                KernelArg::Buffer(&mh),
                KernelArg::Buffer(&mf),
                KernelArg::Buffer(&mm),
            ],
            &cfg,
        )
        .unwrap();
        let (sum, shuf, info, mx): (Vec<i32>, Vec<i32>, Vec<u32>, Vec<i32>) =
            (read(&ms), read(&mh), read(&mf), read(&mm));
        for g in 0..total {
            let (wg, lin) = (g / 100, g % 100);
            let first = (lin / size) * size;
            let last = (first + size).min(100); // the last subgroup may be partial
            let lanes = &input[wg * 100 + first..wg * 100 + last];
            let lane = lin - first;
            assert_eq!(sum[g], lanes.iter().sum::<i32>(), "size {size}, item {g}");
            assert_eq!(mx[g], *lanes.iter().max().unwrap());
            let src = (lane + 1) % size;
            let shuffled = if src < lanes.len() {
                lanes[src]
            } else {
                lanes[lane]
            };
            assert_eq!(shuf[g], shuffled + lanes[0], "size {size}, item {g}");
            assert_eq!(info[g], (size as u32) << 8 | lane as u32);
        }
    }
}

#[test]
fn metal_simd_ops_match_the_subgroup_ones() {
    let k = Kernels::new(
        "
unsafe gpu fn @simd(%in: gpu.TBuffer<f32>, %sum: gpu.TBuffer<f32>, %pre: gpu.TBuffer<f32>, %sh: gpu.TBuffer<f32>) -> unit workgroup(12, 1, 1) requires(metal.simd_reduce, metal.simd_prefix, metal.simd_shuffle) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %v: f32 = gpu.buffer_load<f32> { buf=%in, idx=%i }
    %s: f32 = gpu.metal.simd_sum { v=%v }
    %p: f32 = gpu.metal.simd_prefix_sum { v=%v }
    %x: f32 = gpu.metal.simd_shuffle { v=%v, lane=const.u32 2 }
    gpu.buffer_store<f32> { buf=%sum, idx=%i, v=%s }
    gpu.buffer_store<f32> { buf=%pre, idx=%i, v=%p }
    gpu.buffer_store<f32> { buf=%sh, idx=%i, v=%x }
    ret
}
",
    );
    let input: Vec<f32> = (0..12).map(|i| i as f32 + 0.5).collect();
    let (mi, ms, mp, mh) = (
        mem(&input),
        zeros::<f32>(12),
        zeros::<f32>(12),
        zeros::<f32>(12),
    );
    let cfg = Config {
        subgroup_size: 8,
        ..Config::default()
    };
    k.run_with(
        "simd",
        Launch::linear(1, 12),
        &[
            KernelArg::Buffer(&mi),
            KernelArg::Buffer(&ms),
            KernelArg::Buffer(&mp),
            KernelArg::Buffer(&mh),
        ],
        &cfg,
    )
    .unwrap();
    let (sum, pre, sh): (Vec<f32>, Vec<f32>, Vec<f32>) = (read(&ms), read(&mp), read(&mh));
    for i in 0..12 {
        let first = i / 8 * 8;
        let lanes = &input[first..(first + 8).min(12)];
        assert_eq!(sum[i], lanes.iter().fold(0.0, |a, &x| a + x));
        assert_eq!(pre[i], lanes[..i - first].iter().fold(0.0, |a, &x| a + x));
        assert_eq!(sh[i], lanes[2]);
    }
}
