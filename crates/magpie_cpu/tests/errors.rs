//! Errors: each names where it happened, and the process (and the next run)
//! carries on normally afterwards.

mod common;

use common::*;
use magpie_cpu::{run_kernel, Config, ExecErrorKind, KernelArg, Launch, Memory};
use magpie_mpir::{Const, Scalar};

const SRC: &str = "
gpu fn @vadd(%a: gpu.TBuffer<f32>, %b: gpu.TBuffer<f32>, %out: gpu.TBuffer<f32>, %n: u32) -> unit workgroup(256, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %x: f32 = gpu.buffer_load<f32> { buf=%a, idx=%i }
    %y: f32 = gpu.buffer_load<f32> { buf=%b, idx=%i }
    %s: f32 = f.add { lhs=%x, rhs=%y }
    gpu.buffer_store<f32> { buf=%out, idx=%i, v=%s }
    ret
}

gpu fn @divergent(%out: gpu.TBuffer<u32>) -> unit workgroup(256, 1, 1) {
bb0:
    %t: u32 = gpu.thread_id { dim=const.u32 0 }
    %low: bool = icmp.ult { lhs=%t, rhs=const.u32 128 }
    cbr %low bb1 bb2
bb1:
    gpu.barrier
    br bb2
bb2:
    ret
}

gpu fn @two_barriers(%out: gpu.TBuffer<u32>) -> unit workgroup(64, 1, 1) {
bb0:
    %t: u32 = gpu.thread_id { dim=const.u32 0 }
    %low: bool = icmp.ult { lhs=%t, rhs=const.u32 16 }
    cbr %low bb1 bb2
bb1:
    gpu.barrier
    br bb3
bb2:
    gpu.barrier
    br bb3
bb3:
    ret
}

gpu fn @sync_helper() -> unit {
bb0:
    gpu.barrier
    ret
}

gpu fn @barrier_in_callee(%out: gpu.TBuffer<u32>) -> unit workgroup(8, 1, 1) {
bb0:
    %t: u32 = gpu.thread_id { dim=const.u32 0 }
    %low: bool = icmp.ult { lhs=%t, rhs=const.u32 4 }
    cbr %low bb1 bb2
bb1:
    call_void @sync_helper { }
    br bb3
bb2:
    call_void @sync_helper { }
    br bb3
bb3:
    ret
}

gpu fn @sg_divergent(%out: gpu.TBuffer<u32>) -> unit workgroup(32, 1, 1) {
bb0:
    %t: u32 = gpu.thread_id { dim=const.u32 0 }
    %low: bool = icmp.ult { lhs=%t, rhs=const.u32 3 }
    cbr %low bb1 bb2
bb1:
    %s: u32 = gpu.subgroup.sum { v=%t }
    br bb2
bb2:
    ret
}

gpu fn @spin(%out: gpu.TBuffer<u32>) -> unit workgroup(4, 1, 1) {
bb0:
    br bb1
bb1:
    %k: u32 = phi u32 { [bb0:const.u32 0], [bb1:%k1] }
    %k1: u32 = i.add { lhs=%k, rhs=const.u32 1 }
    br bb1
}

gpu fn @dead_end(%out: gpu.TBuffer<u32>) -> unit workgroup(1, 1, 1) {
bb0:
    unreachable
}

gpu fn @unknown_cap(%out: gpu.TBuffer<u32>) -> unit workgroup(1, 1, 1) {
bb0:
    %p: pred = gpu.target.has { cap=\"warp_magic\" }
    cbr %p bb1 bb1
bb1:
    ret
}

gpu fn @helper(%x: u32) -> u32 {
bb0:
    ret %x
}
";

/// A run that must succeed after an error.
fn still_works(k: &Kernels) {
    let n = 1000;
    let a: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let (ma, mo) = (mem(&a), zeros::<f32>(1024));
    let big = mem(&vec![1.0f32; 1024]);
    k.run(
        "vadd",
        Launch::linear(4, 256),
        &[
            KernelArg::Buffer(&big),
            KernelArg::Buffer(&big),
            KernelArg::Buffer(&mo),
            scalar_u32(n as u32),
        ],
    )
    .expect("a good run after an error");
    assert!(read::<f32>(&mo).iter().all(|&x| x == 2.0));
    drop(ma);
}

#[test]
fn divergent_barrier_names_the_block() {
    let k = Kernels::new(SRC);
    let out = zeros::<u32>(1);
    let e = k
        .run(
            "divergent",
            Launch::linear(2, 256),
            &[KernelArg::Buffer(&out)],
        )
        .unwrap_err();
    assert_eq!(e.kind, ExecErrorKind::DivergentBarrier);
    assert_eq!(e.block.as_deref(), Some("bb1"));
    assert_eq!(e.inst.as_deref(), Some("gpu.barrier"));
    assert!(
        e.message
            .contains("barrier in bb1 reached by 128 of 256 work-items"),
        "{}",
        e.message
    );
    let text = e.to_string();
    assert_eq!(
        text,
        "divergent barrier in kernel @divergent, block bb1, at `gpu.barrier`, \
         workgroup (0,0,0) thread (0,0,0): barrier in bb1 reached by 128 of 256 \
         work-items of workgroup (0,0,0); the other 128 returned"
    );
    assert!(!text.contains('\n'));
    still_works(&k);
}

#[test]
fn different_barriers_and_barriers_in_callees() {
    let k = Kernels::new(SRC);
    let out = zeros::<u32>(1);
    let e = k
        .run(
            "two_barriers",
            Launch::linear(1, 64),
            &[KernelArg::Buffer(&out)],
        )
        .unwrap_err();
    assert_eq!(e.kind, ExecErrorKind::DivergentBarrier);
    assert!(
        e.message.contains("bb1") && e.message.contains("bb2"),
        "{}",
        e.message
    );
    // The same barrier reached through two call sites is two barriers.
    let e = k
        .run(
            "barrier_in_callee",
            Launch::linear(1, 8),
            &[KernelArg::Buffer(&out)],
        )
        .unwrap_err();
    assert_eq!(e.kind, ExecErrorKind::DivergentBarrier);
    assert_eq!(e.function, "sync_helper");
    still_works(&k);
    // Uniform use of the callee is fine.
    let ok = k.run(
        "barrier_in_callee",
        Launch::linear(1, 4),
        &[KernelArg::Buffer(&out)],
    );
    assert!(ok.is_ok(), "{ok:?}");
}

#[test]
fn divergent_subgroup_operation() {
    let k = Kernels::new(SRC);
    let out = zeros::<u32>(1);
    let e = k
        .run(
            "sg_divergent",
            Launch::linear(1, 32),
            &[KernelArg::Buffer(&out)],
        )
        .unwrap_err();
    assert_eq!(e.kind, ExecErrorKind::DivergentSubgroup);
    assert_eq!(e.block.as_deref(), Some("bb1"));
    // With a subgroup of 1 every lane is alone: fine.
    let cfg = Config {
        subgroup_size: 1,
        ..Config::default()
    };
    k.run_with(
        "sg_divergent",
        Launch::linear(1, 32),
        &[KernelArg::Buffer(&out)],
        &cfg,
    )
    .unwrap();
    still_works(&k);
}

#[test]
fn out_of_bounds_load_names_kernel_block_instruction_and_index() {
    let k = Kernels::new(SRC);
    let n = 1000;
    let a = mem(&vec![1.0f32; n]);
    let o = zeros::<f32>(n);
    let e = k
        .run(
            "vadd",
            Launch::linear(4, 256),
            &[
                KernelArg::Buffer(&a),
                KernelArg::Buffer(&a),
                KernelArg::Buffer(&o),
                scalar_u32(n as u32),
            ],
        )
        .unwrap_err();
    assert_eq!(e.kind, ExecErrorKind::OutOfBounds);
    assert_eq!(e.kernel, "vadd");
    assert_eq!(e.block.as_deref(), Some("bb0"));
    assert_eq!(
        e.inst.as_deref(),
        Some("%x: f32 = gpu.buffer_load<f32> { buf=%a, idx=%i }")
    );
    assert_eq!(e.work_item, Some(([3, 0, 0], [232, 0, 0])));
    assert!(e.message.contains("index 1000"), "{}", e.message);
    assert!(e.message.contains("1000 elements of f32"), "{}", e.message);
    assert!(e.message.contains("%a"), "{}", e.message);
    let text = e.to_string();
    assert!(
        text.contains("@vadd")
            && text.contains("bb0")
            && text.contains("gpu.buffer_load")
            && text.contains("(3,0,0)")
            && text.contains("(232,0,0)"),
        "{text}"
    );
    still_works(&k);
}

#[test]
fn bad_arguments_name_the_parameter() {
    let k = Kernels::new(SRC);
    let a = mem(&[0f32; 4]);
    let e = k
        .run(
            "vadd",
            Launch::linear(1, 4),
            &[
                KernelArg::Buffer(&a),
                KernelArg::Buffer(&a),
                KernelArg::Buffer(&a),
            ],
        )
        .unwrap_err();
    assert_eq!(e.kind, ExecErrorKind::BadArguments);
    assert!(
        e.message.contains("takes 4 arguments, got 3"),
        "{}",
        e.message
    );
    let e = k
        .run(
            "vadd",
            Launch::linear(1, 4),
            &[
                KernelArg::Buffer(&a),
                KernelArg::Buffer(&a),
                KernelArg::Buffer(&a),
                KernelArg::Scalar(Const::float(Scalar::F32, 4.0)),
            ],
        )
        .unwrap_err();
    assert_eq!(e.kind, ExecErrorKind::BadArguments);
    assert_eq!(e.message, "argument 3 (%n): expected u32, got f32");
    let e = k
        .run(
            "vadd",
            Launch::linear(1, 4),
            &[
                KernelArg::Buffer(&a),
                KernelArg::Buffer(&a),
                KernelArg::Buffer(&a),
                KernelArg::Buffer(&a),
            ],
        )
        .unwrap_err();
    assert_eq!(e.kind, ExecErrorKind::BadArguments);
    assert!(
        e.message
            .starts_with("argument 3 (%n): expected u32, got a buffer"),
        "{}",
        e.message
    );
    let e = k
        .run(
            "vadd",
            Launch::linear(1, 4),
            &[
                scalar_u32(1),
                KernelArg::Buffer(&a),
                KernelArg::Buffer(&a),
                scalar_u32(4),
            ],
        )
        .unwrap_err();
    assert_eq!(
        e.message,
        "argument 0 (%a): expected gpu.TBuffer<f32>, got u32"
    );
    let e = k
        .run(
            "vadd",
            Launch::linear(1, 4),
            &[
                KernelArg::Buffer(&a),
                KernelArg::Struct(vec![0; 4]),
                KernelArg::Buffer(&a),
                scalar_u32(4),
            ],
        )
        .unwrap_err();
    assert!(e.message.starts_with("argument 1 (%b)"), "{}", e.message);
    still_works(&k);
}

#[test]
fn bad_launches() {
    let k = Kernels::new(SRC);
    let a = mem(&[0f32; 4]);
    let args = [
        KernelArg::Buffer(&a),
        KernelArg::Buffer(&a),
        KernelArg::Buffer(&a),
        scalar_u32(0),
    ];
    for launch in [
        Launch::new([1, 1, 1], [0, 1, 1]),
        Launch::new([1, 1, 1], [1025, 1, 1]),
        Launch::new([1, 1, 1], [32, 32, 2]),
        Launch::new([0, 1, 1], [1, 1, 1]),
        Launch::new([u32::MAX, 1, 1], [2, 1, 1]),
    ] {
        let e = k.run("vadd", launch, &args).unwrap_err();
        assert_eq!(e.kind, ExecErrorKind::BadLaunch, "{launch:?}");
    }
    let e = k.run("nope", Launch::linear(1, 1), &args).unwrap_err();
    assert_eq!(e.kind, ExecErrorKind::BadLaunch);
    let e = k
        .run("helper", Launch::linear(1, 1), &[scalar_u32(1)])
        .unwrap_err();
    assert_eq!(e.kind, ExecErrorKind::BadLaunch);
    let cfg = Config {
        subgroup_size: 0,
        ..Config::default()
    };
    let e = k
        .run_with("vadd", Launch::linear(1, 4), &args, &cfg)
        .unwrap_err();
    assert_eq!(e.kind, ExecErrorKind::BadLaunch);
    still_works(&k);
}

#[test]
fn infinite_loop_hits_the_step_limit() {
    let k = Kernels::new(SRC);
    let out = zeros::<u32>(1);
    let cfg = Config {
        max_steps: Some(10_000),
        ..Config::default()
    };
    let e = k
        .run_with(
            "spin",
            Launch::linear(3, 4),
            &[KernelArg::Buffer(&out)],
            &cfg,
        )
        .unwrap_err();
    assert_eq!(e.kind, ExecErrorKind::StepLimit);
    assert_eq!(e.block.as_deref(), Some("bb1"));
    assert!(e.work_item.is_some());
    still_works(&k);
}

#[test]
fn unreachable_and_unknown_capabilities() {
    let k = Kernels::new(SRC);
    let out = zeros::<u32>(1);
    let e = k
        .run("dead_end", Launch::linear(1, 1), &[KernelArg::Buffer(&out)])
        .unwrap_err();
    assert_eq!(e.kind, ExecErrorKind::Unreachable);
    assert_eq!(e.inst.as_deref(), Some("unreachable"));
    let e = k
        .run(
            "unknown_cap",
            Launch::linear(1, 1),
            &[KernelArg::Buffer(&out)],
        )
        .unwrap_err();
    assert_eq!(e.kind, ExecErrorKind::UnresolvedPredicate);
    assert!(e.message.contains("warp_magic"));
    still_works(&k);
}

#[test]
fn run_kernel_with_a_foreign_handle_is_an_error() {
    let k = Kernels::new(SRC);
    let bogus = magpie_mpir::FuncId::from_index(999);
    let e = run_kernel(
        &k.module,
        &k.info,
        bogus,
        &Launch::linear(1, 1),
        &[],
        &Config::default(),
    )
    .unwrap_err();
    assert_eq!(e.kind, ExecErrorKind::BadLaunch);
    // ModuleInfo of another module: refused, not a panic.
    let other = Kernels::new("gpu fn @k() -> unit {\nbb0:\n    ret\n}\n");
    let f = k.module.function_by_name("vadd").unwrap();
    let e = run_kernel(
        &k.module,
        &other.info,
        f,
        &Launch::linear(1, 1),
        &[],
        &Config::default(),
    )
    .unwrap_err();
    assert_eq!(e.kind, ExecErrorKind::Internal);
    let _ = Memory::zeroed(0);
    still_works(&k);
}

#[test]
fn host_only_ops_are_unsupported_when_reached() {
    let k = Kernels::new(
        "
gpu fn @host(%out: gpu.TBuffer<u32>, %go: u32) -> unit workgroup(1, 1, 1) {
bb0:
    %c: bool = icmp.ne { lhs=%go, rhs=const.u32 0 }
    cbr %c bb1 bb2
bb1:
    %s: Str = arr.new
    br bb2
bb2:
    gpu.buffer_store<u32> { buf=%out, idx=const.u32 0, v=const.u32 9 }
    ret
}
",
    );
    let out = zeros::<u32>(1);
    k.run(
        "host",
        Launch::linear(1, 1),
        &[KernelArg::Buffer(&out), scalar_u32(0)],
    )
    .unwrap();
    assert_eq!(read::<u32>(&out), vec![9]);
    let e = k
        .run(
            "host",
            Launch::linear(1, 1),
            &[KernelArg::Buffer(&out), scalar_u32(1)],
        )
        .unwrap_err();
    assert_eq!(e.kind, ExecErrorKind::Unsupported);
    assert!(e.message.contains("arr.new"), "{}", e.message);
    assert_eq!(e.block.as_deref(), Some("bb1"));
}
