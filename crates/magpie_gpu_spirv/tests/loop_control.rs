//! The loop controls the emitter asks the driver for: `Unroll` on a loop
//! of a small constant trip count, `DontUnroll` on a loop of a run-time
//! trip count whose body is large, `None` on the rest (a grid-stride loop
//! of a few instructions stays the driver's to unroll).

mod common;

use magpie_gpu_spirv::{emit, Options};
use magpie_mpir::{parse, verify};

/// The control operand of every `OpLoopMerge` of `src`'s first function.
fn loop_controls(src: &str) -> Vec<String> {
    common::disassemble_first(src)
        .lines()
        .filter_map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            match w.as_slice() {
                ["OpLoopMerge", _, _, control, ..] => Some(control.to_string()),
                _ => None,
            }
        })
        .collect()
}

/// A kernel whose one loop runs `%n` times and holds `body` instructions
/// in all: the header's phi, the `adds` chained additions, the counter's
/// increment and the compare.
fn runtime_loop(adds: usize) -> (String, usize) {
    let mut s = String::from(
        "module t\nexports { @k }\nimports { }\ndigest \"0000000000000000\"\n\
         gpu fn @k(%out: gpu.TBuffer<u32>, %n: u32) -> unit workgroup(64, 1, 1) {\n\
         bb0:\n    %gid: u32 = gpu.global_id { dim=const.u32 0 }\n    br bb1\n\
         bb1:\n    %i: u32 = phi u32 { [bb0:const.u32 0], [bb1:%i1] }\n\
         \x20   %v: u32 = phi u32 { [bb0:%gid], [bb1:%x0] }\n",
    );
    let mut prev = "%v".to_string();
    for j in (0..adds).rev() {
        s.push_str(&format!(
            "    %x{j}: u32 = i.add {{ lhs={prev}, rhs=const.u32 {} }}\n",
            j + 1
        ));
        prev = format!("%x{j}");
    }
    s.push_str(
        "    %i1: u32 = i.add { lhs=%i, rhs=const.u32 1 }\n\
         \x20   %c: bool = icmp.ult { lhs=%i1, rhs=%n }\n    cbr %c bb1 bb2\n\
         bb2:\n    gpu.buffer_store<u32> { buf=%out, idx=%gid, v=%x0 }\n    ret\n}\n",
    );
    (s, adds + 4)
}

#[test]
fn a_large_loop_of_run_time_trips_stays_rolled_and_a_small_one_is_left_to_the_driver() {
    // 256 instructions (two phis, 252 additions, increment, compare) and
    // one fewer: the threshold is 256.
    let (big, n) = runtime_loop(252);
    assert_eq!(n, 256);
    assert_eq!(loop_controls(&big), ["DontUnroll"]);
    let (small, n) = runtime_loop(251);
    assert_eq!(n, 255);
    assert_eq!(loop_controls(&small), ["None"]);
}

#[test]
fn the_benchmark_kernels_get_the_controls_their_loops_call_for() {
    let dir = common::repo().join("bench/kernels");
    let read = |f: &str| std::fs::read_to_string(dir.join(f)).expect("kernel file");
    // The register-tiled SGEMM: one k loop of run-time trip count, its
    // body the whole 8 x 8 tile's 512 fmas.
    assert_eq!(loop_controls(&read("sgemm.mp")), ["DontUnroll"]);
    // The grid-stride STREAM kernels: small loops of run-time trip count
    // (and the dot's tree reduction, of a constant one).
    let src = read("stream_gs.mp");
    let module = parse(&src).value.expect("parses");
    let info = verify(&module).value.expect("verifies");
    let mut rolled = 0;
    for (fid, f) in module.functions.iter() {
        let asm = emit(&module, &info, fid, &Options::default())
            .expect("emits")
            .disassemble();
        for l in asm
            .lines()
            .filter(|l| l.trim_start().starts_with("OpLoopMerge"))
        {
            assert!(!l.ends_with("DontUnroll"), "@{}: {l}", f.name);
            rolled += usize::from(l.ends_with("None"));
        }
    }
    assert!(
        rolled >= 5,
        "expected a grid-stride loop per STREAM kernel, found {rolled}"
    );
}

#[test]
fn a_loop_of_a_small_constant_trip_count_is_unrolled() {
    let src = "module t\nexports { @k }\nimports { }\ndigest \"0000000000000000\"\n\
gpu fn @k(%out: gpu.TBuffer<u32>) -> unit workgroup(64, 1, 1) {\n\
bb0:\n    %gid: u32 = gpu.global_id { dim=const.u32 0 }\n    br bb1\n\
bb1:\n    %i: u32 = phi u32 { [bb0:const.u32 0], [bb1:%i1] }\n\
    %v: u32 = phi u32 { [bb0:%gid], [bb1:%v1] }\n\
    %v1: u32 = i.mul { lhs=%v, rhs=const.u32 3 }\n\
    %i1: u32 = i.add { lhs=%i, rhs=const.u32 1 }\n\
    %c: bool = icmp.ult { lhs=%i1, rhs=const.u32 8 }\n    cbr %c bb1 bb2\n\
bb2:\n    gpu.buffer_store<u32> { buf=%out, idx=%gid, v=%v1 }\n    ret\n}\n";
    assert_eq!(loop_controls(src), ["Unroll"]);
}
