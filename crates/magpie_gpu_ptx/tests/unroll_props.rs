//! The unroller emits a counted loop's body exactly `trip_count` times
//! with its exit branch made unconditional, so a wrong count would be a
//! silent miscompile. This property test generates counted loops (while
//! and do-while forms; u32 and i32 induction variables; add, sub, mul,
//! shl and lshr steps; every integer compare) and checks, on the CPU
//! reference executor, which counts the header's runs in a buffer:
//! whenever `trip_count` answers `Some(n)`, the loop's header runs exactly
//! `n` times; and then the emitted PTX has as many copies of the header's
//! counter update as `n` (unrolled) when `n` is within the unroll limit.

use magpie_cpu::{Config, KernelArg, Launch, Memory};
use magpie_gpu::structurize::{find_loops, trip_count};
use magpie_gpu::Target;
use magpie_gpu_ptx::{emit, Options};
use magpie_mpir::{parse, verify};
use proptest::prelude::*;

#[path = "../../magpie_gpu/tests/common/counted_loops.rs"]
mod counted_loops;

use counted_loops::{case, lit, Case};

/// The kernel: `%o[0]` = how many times the header ran.
fn source(c: &Case) -> String {
    let t = if c.signed { "i32" } else { "u32" };
    let init = lit(c.signed, c.init);
    let step = lit(c.signed, c.step);
    let bound = lit(c.signed, c.bound);
    let body = if c.do_while {
        format!(
            "bb0:
    br bb1
bb1:
    %i: {t} = phi {t} {{ [bb0: {init}], [bb1: %next] }}
    %c: u32 = phi u32 {{ [bb0: const.u32 0], [bb1: %c1] }}
    %c1: u32 = i.add {{ lhs=%c, rhs=const.u32 1 }}
    %next: {t} = {op} {{ lhs=%i, rhs={step} }}
    %more: bool = {pred} {{ lhs=%next, rhs={bound} }}
    cbr %more bb1 bb2
bb2:
    gpu.buffer_store<u32> {{ buf=%o, idx=const.u32 0, v=%c1 }}
    ret
",
            op = c.step_op,
            pred = c.pred
        )
    } else {
        format!(
            "bb0:
    br bb1
bb1:
    %i: {t} = phi {t} {{ [bb0: {init}], [bb2: %next] }}
    %c: u32 = phi u32 {{ [bb0: const.u32 0], [bb2: %c1] }}
    %c1: u32 = i.add {{ lhs=%c, rhs=const.u32 1 }}
    %more: bool = {pred} {{ lhs=%i, rhs={bound} }}
    cbr %more bb2 bb3
bb2:
    %next: {t} = {op} {{ lhs=%i, rhs={step} }}
    br bb1
bb3:
    gpu.buffer_store<u32> {{ buf=%o, idx=const.u32 0, v=%c1 }}
    ret
",
            op = c.step_op,
            pred = c.pred
        )
    };
    format!(
        "module t\nexports {{ @k }}\nimports {{ }}\ndigest \"0000000000000000\"\n\
         gpu fn @k(%o: gpu.TBuffer<u32>) -> unit workgroup(1, 1, 1) {{\n{body}}}\n"
    )
}

/// Header runs the analysis promises and the executor measured (`None`
/// when it ran past its step budget).
fn check(c: &Case) -> Result<(), TestCaseError> {
    let src = source(c);
    let module = parse(&src).value.expect("parses");
    let info = verify(&module).value.expect("verifies");
    let (fid, func) = module.functions.iter().next().expect("a function");
    let finfo = info.function(fid);
    let forest = find_loops(func, finfo);
    prop_assert_eq!(forest.loops.len(), 1);
    let Some(n) = trip_count(func, finfo, &forest.loops[0], 64) else {
        return Ok(());
    };
    let out = Memory::zeroed(4);
    let config = Config {
        max_steps: Some(100_000),
        ..Config::default()
    };
    let ran = magpie_cpu::run_kernel(
        &module,
        &info,
        fid,
        &Launch::new([1, 1, 1], [1, 1, 1]),
        &[KernelArg::Buffer(&out)],
        &config,
    );
    prop_assert!(
        ran.is_ok(),
        "trip_count says {} but the loop did not end: {:?}",
        n,
        ran.err()
    );
    let bytes = out.to_bytes();
    let runs = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
    prop_assert_eq!(runs, n, "trip_count against the executor");

    // The PTX repeats the counter's update once per copy when unrolled.
    let options = Options::for_target(&Target::parse("sm_90").unwrap());
    let ptx = emit(&module, &info, fid, &options)
        .map_err(|e| TestCaseError::fail(format!("emit: {e}")))?
        .text;
    let adds = ptx
        .lines()
        .filter(|l| l.trim_start().starts_with("add.s32") || l.trim_start().starts_with("add.u32"))
        .filter(|l| l.trim_end().ends_with(", 1;"))
        .count();
    if n <= 32 {
        prop_assert!(
            adds >= n as usize,
            "{} trips but {} counter updates in\n{}",
            n,
            adds,
            ptx
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn trip_counts_match_the_executor(c in case()) {
        check(&c)?;
    }
}

/// Shapes the property test should not miss: the halving stride, a count
/// down through zero in i32, a do-while that runs once.
#[test]
fn known_loops() {
    let cases = [
        (("i.lshr", 1, "icmp.ugt", 0, 128, false, false), 9),
        (("i.sub", 1, "icmp.sge", 0, 5, true, false), 7),
        (("i.add", 1, "icmp.ult", 0, 0, false, true), 1),
    ];
    for ((step_op, step, pred, bound, init, signed, do_while), want) in cases {
        let c = Case {
            signed,
            init,
            step_op,
            step,
            pred,
            bound,
            do_while,
        };
        let src = source(&c);
        let module = parse(&src).value.expect("parses");
        let info = verify(&module).value.expect("verifies");
        let (fid, func) = module.functions.iter().next().expect("a function");
        let finfo = info.function(fid);
        let lp = &find_loops(func, finfo).loops[0];
        assert_eq!(trip_count(func, finfo, lp, 64), Some(want), "{c:?}");
        check(&c).unwrap_or_else(|e| panic!("{c:?}: {e}"));
    }
}
