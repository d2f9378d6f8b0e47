//! The WGSL backend's statement tree on hand-built control flow, run on
//! the WebGPU device and compared with the CPU executor: a switch inside a
//! loop whose cases `break` the loop (WGSL's `break` leaves the switch, so
//! the emitter goes through a flag) and `continue` it; a `break` out of two
//! loops and a `continue` of the outer loop from the inner one; an early
//! return from a nested loop inside a device function. The inputs make
//! neighbouring work-items take different paths; each kernel checks that
//! the CPU's outputs differ between work-items, so a test cannot pass on a
//! kernel that computes one constant.
//!
//! Skips with one printed line when wgpu finds no adapter, unless
//! `MAGPIE_REQUIRE` names `webgpu` (or `all`).

mod common;
mod gpu_api;

use gpu_api::Backend;
use magpie_rt::{Arg, BackendKind, Device, MemoryHint, Runtime};

const WEBGPU: Backend = Backend {
    kind: BackendKind::WebGpu,
    require: "webgpu",
};

/// Runs `src`'s kernel `@k(in, out)` on 256 work-items of `dev`.
fn run(dev: &Device, src: &str) -> Vec<u32> {
    let input: Vec<u32> = (0..256u32)
        .map(|i| i.wrapping_mul(2_654_435_761) >> 7)
        .collect();
    let k = dev.compile(src).expect("compiles").kernel("k").expect("@k");
    let inb = dev
        .buffer_from_slice(&input, MemoryHint::Auto)
        .expect("input buffer");
    let out = dev
        .buffer::<u32>(256, MemoryHint::Auto)
        .expect("output buffer");
    k.launch(
        [4, 1, 1],
        [64, 1, 1],
        &[Arg::Buffer(&inb), Arg::Buffer(&out)],
    )
    .expect("launch");
    out.to_vec().expect("read back")
}

fn check(test: &str, src: &str) {
    let Some(dev) = WEBGPU.device(test) else {
        return;
    };
    let cpu = Runtime::cpu().device_default().expect("cpu");
    let want = run(&cpu, src);
    let distinct: std::collections::BTreeSet<u32> = want.iter().copied().collect();
    assert!(
        distinct.len() > 16,
        "{test}: the CPU's outputs hardly vary: {distinct:?}"
    );
    let got = run(&dev, src);
    for (i, (g, w)) in got.iter().zip(&want).enumerate() {
        assert_eq!(g, w, "{test}: work-item {i} on {}", dev.name());
    }
}

#[test]
fn switch_in_a_loop_breaks_and_continues_the_loop() {
    check(
        "switch_in_a_loop_breaks_and_continues_the_loop",
        "gpu fn @k(%in: gpu.TBuffer<u32>, %out: gpu.TBuffer<u32>) -> unit workgroup(64, 1, 1) {
bb0:
    %g: u32 = gpu.global_id { dim=const.u32 0 }
    %x: u32 = gpu.buffer_load<u32> { buf=%in, idx=%g }
    br bb1
bb1:
    %i: u32 = phi u32 { [bb0: const.u32 0], [bb_next: %i1] }
    %acc: u32 = phi u32 { [bb0: %x], [bb_next: %acc2] }
    %c: bool = icmp.ult { lhs=%i, rhs=const.u32 20 }
    cbr %c bb2 bb_exit
bb2:
    %m: u32 = i.urem { lhs=%acc, rhs=const.u32 7 }
    switch %m { case 0 -> bb_brk case 1 -> bb_cont case 2 -> bb_add } else bb_mul
bb_brk:
    %acc_b: u32 = i.add { lhs=%acc, rhs=const.u32 1000 }
    br bb_exit
bb_cont:
    %acc_c: u32 = i.add { lhs=%acc, rhs=const.u32 3 }
    br bb_next
bb_add:
    %acc_a: u32 = i.add { lhs=%acc, rhs=%i }
    br bb_next
bb_mul:
    %acc_m: u32 = i.mul { lhs=%acc, rhs=const.u32 3 }
    br bb_next
bb_next:
    %acc2: u32 = phi u32 { [bb_cont: %acc_c], [bb_add: %acc_a], [bb_mul: %acc_m] }
    %i1: u32 = i.add { lhs=%i, rhs=const.u32 1 }
    br bb1
bb_exit:
    %r: u32 = phi u32 { [bb1: %acc], [bb_brk: %acc_b] }
    gpu.buffer_store<u32> { buf=%out, idx=%g, v=%r }
    ret
}
",
    );
}

#[test]
fn break_out_of_two_loops_and_continue_the_outer_one() {
    check(
        "break_out_of_two_loops_and_continue_the_outer_one",
        "gpu fn @k(%in: gpu.TBuffer<u32>, %out: gpu.TBuffer<u32>) -> unit workgroup(64, 1, 1) {
bb0:
    %g: u32 = gpu.global_id { dim=const.u32 0 }
    %x: u32 = gpu.buffer_load<u32> { buf=%in, idx=%g }
    br bb1
bb1:
    %i: u32 = phi u32 { [bb0: const.u32 0], [bb8: %i1] }
    %s: u32 = phi u32 { [bb0: %x], [bb8: %s2] }
    %c: bool = icmp.ult { lhs=%i, rhs=const.u32 6 }
    cbr %c bb2 bb9
bb2:
    br bb3
bb3:
    %j: u32 = phi u32 { [bb2: const.u32 0], [bb6: %j1] }
    %t: u32 = phi u32 { [bb2: %s], [bb6: %t1b] }
    %cj: bool = icmp.ult { lhs=%j, rhs=const.u32 5 }
    cbr %cj bb4 bb7
bb4:
    %t1: u32 = i.add { lhs=%t, rhs=%j }
    %t1b: u32 = i.mul { lhs=%t1, rhs=const.u32 3 }
    %m: u32 = i.urem { lhs=%t1b, rhs=const.u32 11 }
    %z: bool = icmp.eq { lhs=%m, rhs=const.u32 0 }
    cbr %z bb9b bb5
bb5:
    %o: bool = icmp.eq { lhs=%m, rhs=const.u32 1 }
    cbr %o bb8b bb6
bb6:
    %j1: u32 = i.add { lhs=%j, rhs=const.u32 1 }
    br bb3
bb7:
    br bb8
bb8b:
    br bb8
bb8:
    %s2: u32 = phi u32 { [bb7: %t], [bb8b: %t1b] }
    %i1: u32 = i.add { lhs=%i, rhs=const.u32 1 }
    br bb1
bb9:
    br bb10
bb9b:
    %tz: u32 = i.add { lhs=%t1b, rhs=const.u32 7777 }
    br bb10
bb10:
    %r: u32 = phi u32 { [bb9: %s], [bb9b: %tz] }
    gpu.buffer_store<u32> { buf=%out, idx=%g, v=%r }
    ret
}
",
    );
}

#[test]
fn early_return_from_nested_loops_in_a_device_function() {
    check(
        "early_return_from_nested_loops_in_a_device_function",
        "gpu fn @search(%x: u32) -> u32 {
bb0:
    br bb1
bb1:
    %i: u32 = phi u32 { [bb0: const.u32 0], [bb5: %i1] }
    %c: bool = icmp.ult { lhs=%i, rhs=const.u32 8 }
    cbr %c bb2 bb6
bb2:
    br bb3
bb3:
    %j: u32 = phi u32 { [bb2: const.u32 0], [bb4: %j1] }
    %cj: bool = icmp.ult { lhs=%j, rhs=%i }
    cbr %cj bb4a bb5
bb4a:
    %p: u32 = i.mul { lhs=%i, rhs=%j }
    %q: u32 = i.xor { lhs=%p, rhs=%x }
    %hit: u32 = i.urem { lhs=%q, rhs=const.u32 13 }
    %found: bool = icmp.eq { lhs=%hit, rhs=const.u32 0 }
    cbr %found bb_ret bb4
bb_ret:
    %r: u32 = i.add { lhs=%p, rhs=const.u32 100 }
    ret %r
bb4:
    %j1: u32 = i.add { lhs=%j, rhs=const.u32 1 }
    br bb3
bb5:
    %i1: u32 = i.add { lhs=%i, rhs=const.u32 1 }
    br bb1
bb6:
    ret %x
}

gpu fn @k(%in: gpu.TBuffer<u32>, %out: gpu.TBuffer<u32>) -> unit workgroup(64, 1, 1) {
bb0:
    %g: u32 = gpu.global_id { dim=const.u32 0 }
    %x: u32 = gpu.buffer_load<u32> { buf=%in, idx=%g }
    %r: u32 = call @search { x=%x }
    gpu.buffer_store<u32> { buf=%out, idx=%g, v=%r }
    ret
}
",
    );
}
