//! Loop exit normalisation (`magpie_gpu::structurize::exits`) keeps what a
//! kernel computes: kernels with loops whose exits continue at different
//! blocks are rejected by the structurizer as written and accepted once
//! normalised, and the executor gives the same buffers for both. (What the
//! buffers should hold is checked against Rust by the conformance case
//! `loop_exits`, on every device.)

mod common;

use common::{read, scalar_u32, zeros, Kernels};
use magpie_cpu::{KernelArg, Launch};
use magpie_gpu::structurize::{normalize_loop_exits, structure_info};

/// Runs `@name(%o: u32[128], %n)` on 64 work-items for several `n`, before
/// and after strict normalisation; asserts the structurizer's verdicts and
/// that the outputs are equal.
fn same_before_and_after(src: &str, name: &str) {
    let before = Kernels::new(src);
    let k = before.module.function_by_name(name).unwrap();
    assert!(
        structure_info(&before.module.functions[k], before.info.function(k)).is_err(),
        "@{name} should need normalisation"
    );
    let (module, info) = normalize_loop_exits(&before.module, &before.info, true)
        .value
        .expect("no internal error")
        .expect("something normalised");
    let k2 = module.function_by_name(name).unwrap();
    structure_info(&module.functions[k2], info.function(k2)).expect("accepted after");
    let after = Kernels { module, info };
    for n in [0, 5, 12] {
        let mut outs = Vec::new();
        for kernels in [&before, &after] {
            let o = zeros::<u32>(128);
            kernels
                .run(
                    name,
                    Launch::linear(1, 64),
                    &[KernelArg::Buffer(&o), scalar_u32(n)],
                )
                .expect("runs");
            outs.push(read::<u32>(&o));
        }
        assert_eq!(outs[0], outs[1], "@{name}, n = {n}");
    }
}

#[test]
fn the_corpus_kernel_with_a_search_and_a_two_level_break() {
    same_before_and_after(
        include_str!("../../../tests/kernels/in/loop_exits.mp"),
        "loop_exits",
    );
}

#[test]
fn three_exits_rejoining_with_a_phi() {
    let src = "module t\nexports { @k }\nimports { }\ndigest \"0000000000000000\"
gpu fn @k(%o: gpu.TBuffer<u32>, %n: u32) -> unit workgroup(64, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    br bb1
bb1:
    %j: u32 = phi u32 { [bb0: const.u32 0], [bb3: %j2] }
    %more: bool = icmp.ult { lhs=%j, rhs=%n }
    cbr %more bb2 bb4
bb2:
    %s: u32 = i.add { lhs=%i, rhs=%j }
    %m: u32 = i.urem { lhs=%s, rhs=const.u32 17 }
    %stop: bool = icmp.eq { lhs=%m, rhs=const.u32 0 }
    cbr %stop bb5 bb3
bb3:
    %j2: u32 = i.add { lhs=%j, rhs=const.u32 1 }
    %odd: bool = icmp.eq { lhs=%j2, rhs=const.u32 5 }
    cbr %odd bb6 bb1
bb4:
    br bb7
bb5:
    br bb7
bb6:
    %t: u32 = i.add { lhs=%j2, rhs=const.u32 500 }
    br bb7
bb7:
    %res: u32 = phi u32 { [bb4: const.u32 1], [bb5: %j], [bb6: %t] }
    gpu.buffer_store<u32> { buf=%o, idx=%i, v=%res }
    ret
}
";
    same_before_and_after(src, "k");
}
