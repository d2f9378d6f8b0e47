//! Loop exit normalisation (`magpie_gpu::structurize::exits`) keeps what a
//! kernel computes: each kernel here has a loop whose exits continue at
//! different blocks; the structurizer rejects it as written and accepts it
//! normalised, and the executor gives the same buffers for both, which
//! also match a plain-Rust model of the kernel.

mod common;

use common::{read, scalar_u32, zeros, Kernels};
use magpie_cpu::{KernelArg, Launch};
use magpie_gpu::structurize::{normalize_loop_exits, structure_info};

const HEAD: &str = "module t\nexports { @k }\nimports { }\ndigest \"0000000000000000\"\n";

/// Runs `@k(%o: u32[n*2], %n)` on 64 work-items, before and after
/// normalisation; both outputs.
fn run_both(body: &str, n: u32) -> (Vec<u32>, Vec<u32>) {
    let src = format!(
        "{HEAD}gpu fn @k(%o: gpu.TBuffer<u32>, %n: u32) -> unit workgroup(64, 1, 1) {{\n{body}}}\n"
    );
    let before = Kernels::new(&src);
    let k = before.module.function_by_name("k").unwrap();
    assert!(
        structure_info(&before.module.functions[k], before.info.function(k)).is_err(),
        "the kernel should need normalisation"
    );
    let (module, info) = normalize_loop_exits(&before.module, true)
        .value
        .expect("no internal error")
        .expect("something normalised");
    let k2 = module.function_by_name("k").unwrap();
    structure_info(&module.functions[k2], info.function(k2)).expect("accepted after");
    let after = Kernels { module, info };
    let mut outs = Vec::new();
    for kernels in [&before, &after] {
        let o = zeros::<u32>(128);
        kernels
            .run(
                "k",
                Launch::linear(1, 64),
                &[KernelArg::Buffer(&o), scalar_u32(n)],
            )
            .expect("runs");
        outs.push(read::<u32>(&o));
    }
    let b = outs.pop().unwrap();
    (outs.pop().unwrap(), b)
}

#[test]
fn a_search_loop_with_a_found_exit_and_a_done_exit() {
    let body = "bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    br bb1
bb1:
    %j: u32 = phi u32 { [bb0: const.u32 0], [bb3: %j2] }
    %acc: u32 = phi u32 { [bb0: %i], [bb3: %acc2] }
    %more: bool = icmp.ult { lhs=%j, rhs=%n }
    cbr %more bb2 bb5
bb2:
    %acc2: u32 = i.add { lhs=%acc, rhs=%j }
    %hit: bool = icmp.eq { lhs=%acc2, rhs=const.u32 40 }
    cbr %hit bb4 bb3
bb3:
    %j2: u32 = i.add { lhs=%j, rhs=const.u32 1 }
    br bb1
bb4:
    %x: u32 = i.mul { lhs=%acc2, rhs=const.u32 100 }
    br bb6
bb5:
    %y: u32 = i.add { lhs=%acc, rhs=const.u32 7 }
    br bb6
bb6:
    %r: u32 = phi u32 { [bb4: %x], [bb5: %y] }
    gpu.buffer_store<u32> { buf=%o, idx=%i, v=%r }
    ret
";
    let n = 12;
    let (before, after) = run_both(body, n);
    assert_eq!(before, after);
    // model: acc = i + 0 + 1 + ...; stop when it equals 40
    for i in 0..64u32 {
        let mut acc = i;
        let mut want = None;
        for j in 0..n {
            acc += j;
            if acc == 40 {
                want = Some(acc * 100);
                break;
            }
        }
        assert_eq!(after[i as usize], want.unwrap_or(acc + 7), "work-item {i}");
    }
}

#[test]
fn a_break_out_of_two_loops() {
    // outer over a, inner over b; (a*b + i) % 13 == 0 leaves both loops;
    // the inner loop's header exits to the outer latch
    let body = "bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    br bb1
bb1:
    %a: u32 = phi u32 { [bb0: const.u32 1], [bb5: %a2] }
    %amore: bool = icmp.ult { lhs=%a, rhs=%n }
    cbr %amore bb2 bb7
bb2:
    %b: u32 = phi u32 { [bb1: const.u32 1], [bb4: %b2] }
    %bmore: bool = icmp.ult { lhs=%b, rhs=%n }
    cbr %bmore bb3 bb5
bb3:
    %p: u32 = i.mul { lhs=%a, rhs=%b }
    %q: u32 = i.add { lhs=%p, rhs=%i }
    %m: u32 = i.urem { lhs=%q, rhs=const.u32 13 }
    %found: bool = icmp.eq { lhs=%m, rhs=const.u32 0 }
    cbr %found bb6 bb4
bb4:
    %b2: u32 = i.add { lhs=%b, rhs=const.u32 1 }
    br bb2
bb5:
    %a2: u32 = i.add { lhs=%a, rhs=const.u32 1 }
    br bb1
bb6:
    %code: u32 = i.mul { lhs=%a, rhs=const.u32 1000 }
    %code2: u32 = i.add { lhs=%code, rhs=%b }
    br bb8
bb7:
    br bb8
bb8:
    %res: u32 = phi u32 { [bb6: %code2], [bb7: const.u32 999999] }
    gpu.buffer_store<u32> { buf=%o, idx=%i, v=%res }
    ret
";
    let n = 9;
    let (before, after) = run_both(body, n);
    assert_eq!(before, after);
    for i in 0..64u32 {
        let mut want = 999_999;
        'outer: for a in 1..n {
            for b in 1..n {
                if (a * b + i) % 13 == 0 {
                    want = a * 1000 + b;
                    break 'outer;
                }
            }
        }
        assert_eq!(after[i as usize], want, "work-item {i}");
    }
}

#[test]
fn three_exits_rejoining_with_a_phi() {
    let body = "bb0:
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
";
    let n = 8;
    let (before, after) = run_both(body, n);
    assert_eq!(before, after);
    for i in 0..64u32 {
        let mut want = 1;
        for j in 0..n {
            if (i + j) % 17 == 0 {
                want = j;
                break;
            }
            if j + 1 == 5 {
                want = j + 1 + 500;
                break;
            }
        }
        assert_eq!(after[i as usize], want, "work-item {i}");
    }
}
