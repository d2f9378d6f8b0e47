//! Full unrolling of counted loops (`src/unroll.rs`): the PTX of a loop
//! with a constant trip count has no backward branch and one copy of the
//! body per iteration, and assembles; loops without a constant count, with
//! an inner loop, or over the size budget stay loops, emitted exactly as
//! before. Values are checked against the CPU executor on a GPU by
//! `tests/gpu_bundle.rs` (the kernels of `tests/in/unroll.mp` are in it).

mod common;

use std::collections::HashMap;

use common::{assemble_or_skip, repo};
use magpie_gpu::Target;
use magpie_gpu_ptx::{emit, Options};
use magpie_mpir::{parse, verify};

fn ptx(src: &str, kernel: &str, arch: &str) -> String {
    let module = parse(src).value.expect("parses");
    let info = verify(&module).value.expect("verifies");
    let fid = module
        .function_by_name(kernel)
        .unwrap_or_else(|| panic!("no kernel @{kernel}"));
    let options = Options::for_target(&Target::parse(arch).unwrap());
    emit(&module, &info, fid, &options)
        .unwrap_or_else(|e| panic!("@{kernel}: {e}"))
        .text
}

fn file(path: &str) -> String {
    std::fs::read_to_string(repo().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Branches to a label defined above them, as `(line, label)`.
fn backward_branches(text: &str) -> Vec<(usize, String)> {
    let lines: Vec<&str> = text.lines().collect();
    let defined: HashMap<&str, usize> = lines
        .iter()
        .enumerate()
        .filter_map(|(k, l)| Some((l.strip_suffix(':')?, k)))
        .collect();
    let mut out = Vec::new();
    for (k, l) in lines.iter().enumerate() {
        let words: Vec<&str> = l.trim().trim_end_matches(';').split_whitespace().collect();
        let Some(pos) = words.iter().position(|w| w.starts_with("bra")) else {
            continue;
        };
        let target = words[pos + 1];
        let at = *defined
            .get(target)
            .unwrap_or_else(|| panic!("line {k}: `{l}` branches to an undefined label"));
        if at < k {
            out.push((k, target.to_string()));
        }
    }
    out
}

fn count(text: &str, prefix: &str) -> usize {
    text.lines()
        .filter(|l| l.trim_start().starts_with(prefix))
        .count()
}

/// Lines holding `part`.
fn holding(text: &str, part: &str) -> usize {
    text.lines().filter(|l| l.contains(part)).count()
}

/// Assembles for sm_70 and sm_90, unless ptxas is missing (then fails only
/// when `MAGPIE_REQUIRE` names it).
fn assembles(src: &str, kernel: &str) {
    for arch in ["sm_70", "sm_90"] {
        assemble_or_skip(&ptx(src, kernel, arch), arch, &format!("unroll_{kernel}"));
    }
}

#[test]
fn tree_reductions_are_straight_line() {
    for (path, kernel) in [
        ("examples/kernels/reduce_sum.mp", "reduce_sum"),
        ("bench/kernels/stream.mp", "dot_f32"),
        ("bench/kernels/stream.mp", "dot_f64"),
        ("tests/kernels/in/shared_reduce.mp", "shared_reduce"),
    ] {
        let src = file(path);
        let t = ptx(&src, kernel, "sm_90");
        assert_eq!(backward_branches(&t), [], "@{kernel}:\n{t}");
        // The barrier before the loop, then one per stride 128, 64, ..., 1;
        // the ninth header run only leaves. (Each stays a `bar.sync`, the
        // six that only warp 0 needs predicated: tests/warp_barriers.rs.)
        assert_eq!(holding(&t, "bar.sync"), 1 + 8, "@{kernel}:\n{t}");
        assert_eq!(count(&t, "shr.u32"), 8, "@{kernel}:\n{t}");
        assembles(&src, kernel);
    }
}

#[test]
fn every_shape_of_counted_loop_is_unrolled() {
    let src = file("crates/magpie_gpu_ptx/tests/in/unroll.mp");
    // (kernel, backward branches left, a part of a line and how many lines
    // hold it)
    let cases = [
        // 7 copies of the do-while body, each with its multiply by 31.
        ("unroll_do_while", 0, ", 31;", 7),
        // 6 copies of the body (the 7th header run leaves), one negation
        // each.
        ("unroll_branches", 0, "mul.rn.f32", 6),
        // The exit test in all 5 copies (left for ptxas to drop: the
        // branch is decided), the switch's two compares only in the 4
        // copies that go on past the exit.
        ("unroll_mid_exit", 0, "setp.eq.b32", 5 + 4 * 2),
        // The outer loop stays: its back edge. The inner body calls
        // @sat_add in its 4 copies, in each of the outer iterations.
        ("unroll_nested", 1, "// inlined @sat_add", 4),
        // @horner inlined twice, 4 multiplies each.
        ("unroll_in_callee", 0, "mul.rn.f32", 2 * 4),
    ];
    for (kernel, back, part, n) in cases {
        let t = ptx(&src, kernel, "sm_70");
        assert_eq!(backward_branches(&t).len(), back, "@{kernel}:\n{t}");
        assert_eq!(holding(&t, part), n, "@{kernel}: `{part}`\n{t}");
        assembles(&src, kernel);
    }
    // The header's a * 3 in all 5 copies.
    let t = ptx(&src, "unroll_mid_exit", "sm_70");
    assert_eq!(holding(&t, ", 3;"), 5, "{t}");
    let t = ptx(&src, "unroll_nested", "sm_70");
    let back = backward_branches(&t);
    assert_eq!(back[0].1, "$L0_bb1", "the outer header: {t}");
}

/// A kernel summing `inp[j]` for `j` from 0 while `j < BOUND`, with `pad`
/// extra multiplies per iteration.
fn counting_kernel(bound: &str, pad: usize) -> String {
    let mut body = String::new();
    let mut last = "%x".to_string();
    for k in 0..pad {
        body += &format!(
            "    %m{k}: u32 = i.mul {{ lhs={last}, rhs=const.u32 {} }}\n",
            k + 3
        );
        last = format!("%m{k}");
    }
    format!(
        "module t
exports {{ @k }}
imports {{ }}
digest \"0000000000000000\"
gpu fn @k(%inp: gpu.TBuffer<u32>, %out: gpu.TBuffer<u32>, %n: u32) -> unit workgroup(64, 1, 1) {{
bb0:
    br bb1
bb1:
    %j: u32 = phi u32 {{ [bb0: const.u32 0], [bb2: %j1] }}
    %s: u32 = phi u32 {{ [bb0: const.u32 0], [bb2: %s1] }}
    %more: bool = icmp.ult {{ lhs=%j, rhs={bound} }}
    cbr %more bb2 bb3
bb2:
    %x: u32 = gpu.buffer_load<u32> {{ buf=%inp, idx=%j }}
{body}    %s1: u32 = i.add {{ lhs=%s, rhs={last} }}
    %j1: u32 = i.add {{ lhs=%j, rhs=const.u32 1 }}
    br bb1
bb3:
    gpu.buffer_store<u32> {{ buf=%out, idx=const.u32 0, v=%s }}
    ret
}}
"
    )
}

#[test]
fn loops_without_a_constant_count_stay_as_they_were() {
    let t = ptx(&counting_kernel("%n", 0), "k", "sm_70");
    assert_eq!(backward_branches(&t).len(), 1, "{t}");
    assert!(!t.contains("$u"), "{t}");
    // The same loop with a constant bound: unrolled.
    let src = counting_kernel("const.u32 10", 0);
    let t = ptx(&src, "k", "sm_70");
    assert_eq!(backward_branches(&t), [], "{t}");
    assert_eq!(count(&t, "ld.global"), 10, "{t}");
    assembles(&src, "k");
    // Over the limit of trips: a loop.
    let t = ptx(&counting_kernel("const.u32 33", 0), "k", "sm_70");
    assert_eq!(backward_branches(&t).len(), 1, "{t}");
}

#[test]
fn a_loop_over_the_size_budget_is_emitted_as_before() {
    // 32 runs of a body of ~70 instructions exceed 2,000: the first copy is
    // rewound and the loop stays a loop (not rotated: rotation leaves every
    // counted loop to the unroller; the loop with a run-time bound is
    // rotated, so the two texts differ).
    let counted = ptx(&counting_kernel("const.u32 31", 64), "k", "sm_70");
    let unknown = ptx(&counting_kernel("%n", 64), "k", "sm_70");
    assert_eq!(backward_branches(&counted).len(), 1, "{counted}");
    assert_eq!(backward_branches(&unknown).len(), 1, "{unknown}");
    // Fewer trips of the same body fit.
    let t = ptx(&counting_kernel("const.u32 8", 64), "k", "sm_70");
    assert_eq!(backward_branches(&t), [], "{t}");
}
