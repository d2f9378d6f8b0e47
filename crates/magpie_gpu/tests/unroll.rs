//! Full unrolling of counted loops (`structurize::unroll`) against the CPU
//! reference executor: generated counted loops (while and do-while forms,
//! u32 and i32 counters, add, sub, mul, shl and lshr steps, every integer
//! compare) whose body holds an if/else and carries an accumulator, with
//! the counter, the accumulator and a value of the header used after the
//! loop. Each kernel runs on the executor as written and after unrolling
//! (then constant folding, dead-code elimination and CFG simplification,
//! as the WGSL backend runs them); the buffers must be equal byte for
//! byte, and when the trip count is within the limit no loop may remain.

use magpie_gpu::structurize::{find_loops, trip_count, unroll_module, unroll_one, UnrollLimits};
use magpie_mpir::{parse, verify, Module, ModuleInfo};
use proptest::prelude::*;

#[path = "common/counted_loops.rs"]
mod counted_loops;
#[path = "common/run_cpu.rs"]
mod run_cpu;

use counted_loops::{case, lit, Case};
use run_cpu::run_once;

/// The kernel: four work-items, each writing (runs of the header, the
/// accumulator, the counter as u32) to `%o[3 tid ..]`.
fn source(c: &Case) -> String {
    let t = if c.signed { "i32" } else { "u32" };
    let init = lit(c.signed, c.init);
    let step = lit(c.signed, c.step);
    let bound = lit(c.signed, c.bound);
    let (op, pred) = (c.step_op, c.pred);
    // The body: acc odd ? acc * 3 + i : acc >> 1 (i as u32).
    let body = |from: &str| {
        format!(
            "bb2:
    %bit: u32 = i.and {{ lhs=%acc, rhs=const.u32 1 }}
    %odd: bool = icmp.ne {{ lhs=%bit, rhs=const.u32 0 }}
    cbr %odd bb3 bb4
bb3:
    %iu: u32 = cast<{t}, u32> {{ v=%i }}
    %a3: u32 = i.mul {{ lhs=%acc, rhs=const.u32 3 }}
    %a3b: u32 = i.add {{ lhs=%a3, rhs=%iu }}
    br bb5
bb4:
    %a4: u32 = i.lshr {{ lhs=%acc, rhs=const.u32 1 }}
    br bb5
bb5:
    %acc2: u32 = phi u32 {{ [bb3: %a3b], [bb4: %a4] }}
    %next: {t} = {op} {{ lhs=%i, rhs={step} }}
{from}"
        )
    };
    let blocks = if c.do_while {
        format!(
            "bb1:
    %i: {t} = phi {t} {{ [bb0: {init}], [bb5: %next] }}
    %acc: u32 = phi u32 {{ [bb0: %x0], [bb5: %acc2] }}
    %c: u32 = phi u32 {{ [bb0: const.u32 0], [bb5: %c1] }}
    %c1: u32 = i.add {{ lhs=%c, rhs=const.u32 1 }}
    br bb2
{}    %more: bool = {pred} {{ lhs=%next, rhs={bound} }}
    cbr %more bb1 bb6
bb6:
    %nu: u32 = cast<{t}, u32> {{ v=%next }}
    gpu.buffer_store<u32> {{ buf=%o, idx=%o0, v=%c1 }}
    gpu.buffer_store<u32> {{ buf=%o, idx=%o1, v=%acc2 }}
    gpu.buffer_store<u32> {{ buf=%o, idx=%o2, v=%nu }}
    ret
",
            body("")
        )
    } else {
        format!(
            "bb1:
    %i: {t} = phi {t} {{ [bb0: {init}], [bb5: %next] }}
    %acc: u32 = phi u32 {{ [bb0: %x0], [bb5: %acc2] }}
    %c: u32 = phi u32 {{ [bb0: const.u32 0], [bb5: %c1] }}
    %c1: u32 = i.add {{ lhs=%c, rhs=const.u32 1 }}
    %more: bool = {pred} {{ lhs=%i, rhs={bound} }}
    cbr %more bb2 bb6
{}    br bb1
bb6:
    %iu6: u32 = cast<{t}, u32> {{ v=%i }}
    gpu.buffer_store<u32> {{ buf=%o, idx=%o0, v=%c1 }}
    gpu.buffer_store<u32> {{ buf=%o, idx=%o1, v=%acc }}
    gpu.buffer_store<u32> {{ buf=%o, idx=%o2, v=%iu6 }}
    ret
",
            body("")
        )
    };
    format!(
        "module t\nexports {{ @k }}\nimports {{ }}\ndigest \"0000000000000000\"\n\
         gpu fn @k(%in: gpu.TBuffer<u32>, %o: gpu.TBuffer<u32>) -> unit workgroup(4, 1, 1) {{\n\
bb0:
    %tid: u32 = gpu.thread_id {{ dim=const.u32 0 }}
    %x0: u32 = gpu.buffer_load<u32> {{ buf=%in, idx=%tid }}
    %o0: u32 = i.mul {{ lhs=%tid, rhs=const.u32 3 }}
    %o1: u32 = i.add {{ lhs=%o0, rhs=const.u32 1 }}
    %o2: u32 = i.add {{ lhs=%o0, rhs=const.u32 2 }}
    br bb1
{blocks}}}\n"
    )
}

/// The output buffer after one launch of `module`'s kernel.
fn run(module: &Module, info: &ModuleInfo) -> Result<Vec<u8>, String> {
    run_once(module, info, &[7, 10, 255, 1], 48, 1)
}

/// `module` with every counted loop unrolled, as the WGSL backend does
/// (`unroll_module`), after checking that the first unrolled loop verifies
/// on its own, before the passes that follow it.
fn unrolled(module: &Module, info: &ModuleInfo) -> Result<(Module, ModuleInfo), String> {
    let mut first = module.clone();
    let unrolled_one = first
        .functions
        .iter_mut()
        .any(|(f, func)| unroll_one(func, info.function(f), UnrollLimits::default()));
    if unrolled_one {
        let plain = verify(&first);
        if plain.value.is_none() {
            return Err(format!("unrolling broke the IR: {:?}", plain.diagnostics));
        }
    }
    Ok(unroll_module(module, info, UnrollLimits::default())?
        .unwrap_or_else(|| (module.clone(), info.clone())))
}

fn check(c: &Case) -> Result<(), TestCaseError> {
    let src = source(c);
    let module = parse(&src).value.expect("parses");
    let info = verify(&module).value.expect("verifies");
    let (fid, func) = module.functions.iter().next().expect("a function");
    let finfo = info.function(fid);
    let loops = find_loops(func, finfo);
    prop_assert_eq!(loops.loops.len(), 1);
    let trips = trip_count(func, finfo, &loops.loops[0], 64);
    let Ok(want) = run(&module, &info) else {
        // A loop that does not end (or runs past the budget) is not
        // counted, so there is nothing to compare.
        prop_assert!(trips.is_none(), "{trips:?} trips, but the loop did not end");
        return Ok(());
    };
    let (m2, i2) = unrolled(&module, &info).map_err(TestCaseError::fail)?;
    let got = run(&m2, &i2).map_err(TestCaseError::fail)?;
    prop_assert_eq!(
        &got,
        &want,
        "unrolled ({:?} trips):\n{}",
        trips,
        magpie_mpir::print(&m2)
    );
    let (f2, func2) = m2.functions.iter().next().expect("a function");
    let left = find_loops(func2, i2.function(f2)).loops.len();
    if trips.is_some_and(|t| t <= 32) {
        prop_assert_eq!(
            left,
            0,
            "a counted loop stayed:\n{}",
            magpie_mpir::print(&m2)
        );
    } else {
        prop_assert_eq!(left, 1, "an uncounted loop was changed");
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 384, ..ProptestConfig::default() })]

    #[test]
    fn unrolled_loops_compute_what_the_loops_did(c in case()) {
        check(&c)?;
    }
}

/// Shapes the property test should not miss: the tree reduction's halving
/// stride, a count down through zero in i32, a do-while that runs once, a
/// loop past the trip limit.
#[test]
fn known_loops() {
    let cases = [
        ("i.lshr", 1, "icmp.ugt", 0, 128, false, false),
        ("i.lshr", 1, "icmp.ugt", 0, 128, false, true),
        ("i.sub", 1, "icmp.sge", 0, 5, true, false),
        ("i.add", 1, "icmp.ult", 0, 0, false, true),
        ("i.add", 1, "icmp.ult", 40, 0, false, false),
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
