//! Loop rotation (`structurize::rotate`) against the CPU reference
//! executor: generated while loops (u32 and i32 counters, add, sub, mul,
//! shl and lshr steps, every integer compare) whose bound is read from a
//! buffer per work-item, whose header computes more than its test (a value
//! used in the body and after the loop), and whose body uses a value
//! computed before the loop (from `gpu.num_workgroups`, to be sunk past
//! the guard) and holds an if/else. Do-while forms must be left alone.
//! Each kernel runs on the executor as written and after rotation; the
//! buffers must be equal byte for byte.

use magpie_gpu::structurize::{find_loops, rotate_module};
use magpie_mpir::{parse, print, verify, Module, ModuleInfo};
use proptest::prelude::*;

#[path = "common/counted_loops.rs"]
mod counted_loops;
#[path = "common/run_cpu.rs"]
mod run_cpu;

use counted_loops::{case, lit, Case};
use run_cpu::run_once;

/// Four work-items; work-item `t` loops up to `in[t] + bound` and writes
/// (runs of the header, the accumulator, the counter, the header's square)
/// to `%o[4 t ..]`.
fn source(c: &Case) -> String {
    let t = if c.signed { "i32" } else { "u32" };
    let init = lit(c.signed, c.init);
    let step = lit(c.signed, c.step);
    let bound = lit(c.signed, c.bound);
    let (op, pred) = (c.step_op, c.pred);
    let (test_from, exit_tail) = if c.do_while {
        (
            "%next",
            "bb6:\n    %last: u32 = cast<T, u32> { v=%next }\n".replace('T', t),
        )
    } else {
        (
            "%i",
            "bb6:\n    %last: u32 = cast<T, u32> { v=%i }\n".replace('T', t),
        )
    };
    let header_test = format!(
        "    %more: bool = {pred} {{ lhs={test_from}, rhs=%bnd }}\n    cbr %more bb2 bb6\n"
    );
    let (header_end, latch_end) = if c.do_while {
        (
            "    br bb2\n".to_string(),
            header_test.replace("bb2 bb6", "bb1 bb6"),
        )
    } else {
        (header_test, "    br bb1\n".to_string())
    };
    format!(
        "module t\nexports {{ @k }}\nimports {{ }}\ndigest \"0000000000000000\"\n\
gpu fn @k(%in: gpu.TBuffer<u32>, %o: gpu.TBuffer<u32>) -> unit workgroup(4, 1, 1) {{
bb0:
    %tid: u32 = gpu.thread_id {{ dim=const.u32 0 }}
    %x0: u32 = gpu.buffer_load<u32> {{ buf=%in, idx=%tid }}
    %xb: {t} = cast<u32, {t}> {{ v=%x0 }}
    %bnd: {t} = i.add {{ lhs=%xb, rhs={bound} }}
    %nwg: u32 = gpu.num_workgroups {{ dim=const.u32 0 }}
    %k3: u32 = i.mul {{ lhs=%nwg, rhs=const.u32 3 }}
    %o0: u32 = i.mul {{ lhs=%tid, rhs=const.u32 4 }}
    br bb1
bb1:
    %i: {t} = phi {t} {{ [bb0: {init}], [bb5: %next] }}
    %acc: u32 = phi u32 {{ [bb0: %x0], [bb5: %acc2] }}
    %c: u32 = phi u32 {{ [bb0: const.u32 0], [bb5: %c1] }}
    %c1: u32 = i.add {{ lhs=%c, rhs=const.u32 1 }}
    %iu: u32 = cast<{t}, u32> {{ v=%i }}
    %sq: u32 = i.mul {{ lhs=%iu, rhs=%iu }}
{header_end}bb2:
    %bit: u32 = i.and {{ lhs=%acc, rhs=const.u32 1 }}
    %odd: bool = icmp.ne {{ lhs=%bit, rhs=const.u32 0 }}
    cbr %odd bb3 bb4
bb3:
    %a3: u32 = i.mul {{ lhs=%acc, rhs=%k3 }}
    %a3b: u32 = i.add {{ lhs=%a3, rhs=%sq }}
    br bb5
bb4:
    %a4: u32 = i.lshr {{ lhs=%acc, rhs=const.u32 1 }}
    br bb5
bb5:
    %acc2: u32 = phi u32 {{ [bb3: %a3b], [bb4: %a4] }}
    %next: {t} = {op} {{ lhs=%i, rhs={step} }}
{latch_end}{exit_tail}    %o1: u32 = i.add {{ lhs=%o0, rhs=const.u32 1 }}
    %o2: u32 = i.add {{ lhs=%o0, rhs=const.u32 2 }}
    %o3: u32 = i.add {{ lhs=%o0, rhs=const.u32 3 }}
    gpu.buffer_store<u32> {{ buf=%o, idx=%o0, v=%c1 }}
    gpu.buffer_store<u32> {{ buf=%o, idx=%o1, v=%acc }}
    gpu.buffer_store<u32> {{ buf=%o, idx=%o2, v=%last }}
    gpu.buffer_store<u32> {{ buf=%o, idx=%o3, v=%sq }}
    ret
}}
"
    )
}

/// The output buffer after one launch, or the executor's error (a loop
/// that does not end runs out of steps).
fn run(module: &Module, info: &ModuleInfo) -> Result<Vec<u8>, String> {
    run_once(module, info, &[7, 10, 0, 1], 64, 2)
}

fn check(c: &Case) -> Result<(), TestCaseError> {
    let src = source(c);
    let module = parse(&src).value.expect("parses");
    let info = verify(&module).value.expect("verifies");
    let rotated = rotate_module(&module, &info, |_, _, _| false).map_err(TestCaseError::fail)?;
    let Some((m2, i2)) = rotated else {
        prop_assert!(c.do_while, "a while loop was not rotated:\n{src}");
        return Ok(());
    };
    prop_assert!(!c.do_while, "a do-while loop was rotated");
    let text = print(&m2);
    // One loop still, now entered through the new preheader.
    let (f2, func2) = m2.functions.iter().next().expect("a function");
    prop_assert_eq!(find_loops(func2, i2.function(f2)).loops.len(), 1);
    prop_assert!(text.contains("\nbb0_ph:"), "no preheader:\n{}", text);
    // The multiple of the workgroup count (and the count) sink past the
    // guard: defined after the preheader's label.
    let ph = text.split("\nbb0_ph:").nth(1).unwrap_or("");
    for def in ["%nwg: u32 =", "%k3: u32 ="] {
        prop_assert!(ph.contains(def), "{} was not sunk:\n{}", def, text);
    }
    match (run(&module, &info), run(&m2, &i2)) {
        (Ok(want), Ok(got)) => prop_assert_eq!(got, want, "rotated:\n{}", text),
        (Err(_), Err(_)) => {} // neither ends
        (want, got) => {
            prop_assert!(false, "as written {want:?}, rotated {got:?}:\n{text}")
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 384, ..ProptestConfig::default() })]

    #[test]
    fn rotated_loops_compute_what_the_loops_did(c in case()) {
        check(&c)?;
    }
}

/// Shapes the property test should not miss: a grid-stride-like count up,
/// a loop entered zero times by some work-items, a count down in i32.
#[test]
fn known_loops() {
    let cases = [
        ("i.add", 3, "icmp.ult", 0, 0, false, false),
        ("i.add", 1, "icmp.ult", -7, 0, false, false),
        ("i.sub", 1, "icmp.sge", 0, 5, true, false),
        ("i.add", 1, "icmp.ult", 5, 0, false, true),
    ];
    for (step_op, step, pred, bound, init, signed, do_while) in cases {
        let c = Case {
            signed,
            init,
            step_op,
            step,
            pred,
            bound,
            do_while,
        };
        check(&c).unwrap_or_else(|e| panic!("{c:?}: {e}"));
    }
}
