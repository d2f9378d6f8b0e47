//! Constant trip counts of counted loops, for unrolling decisions
//! (SPIR-V's `Unroll` loop control; a driver unrolls a loop whose count it
//! knows, as nvcc does with `for (s = 128; s > 0; s >>= 1)`).
//!
//! A loop has a constant trip count here when it has one latch and one
//! exiting block, the exiting block dominates the latch, and its exit
//! condition is computed from constants and from header phis that start
//! from a constant, by instructions in blocks that dominate the latch (so
//! they run on every iteration); other phis (an accumulator) may start from
//! anything. The loop is then
//! simulated with the constant folder's own evaluation
//! ([`crate::passes::eval::evaluate`]), which implements the ops exactly.
//!
//! Invariant: `Some(n)` only when every execution of the loop runs its
//! header exactly `n` times; anything not understood is `None`.

use std::collections::HashMap;

use magpie_mpir::{BlockId, Const, Function, FunctionInfo, Opcode, Operand, Terminator, Value};

use super::loops::Loop;
use crate::passes::eval::evaluate;

/// How many times the header of `lp` runs per entry into the loop, when it
/// is a constant no greater than `limit`.
pub fn trip_count(func: &Function, info: &FunctionInfo, lp: &Loop, limit: u32) -> Option<u32> {
    let runs = iteration_constants(func, info, lp, limit)?;
    u32::try_from(runs.len()).ok()
}

/// The constants of each run of a counted loop's header, when the loop has
/// a constant trip count no greater than `limit` (one map per run, so the
/// trip count is their number): run `c`'s value of every header phi that
/// is constant and of every instruction of a block that dominates the latch
/// whose operands are (in run `c`, up to the exiting block in the last
/// run). Values not in a map are unknown, not absent: an instruction of a
/// block that does not dominate the latch, a load, anything computed from
/// an unknown value.
///
/// Invariant: a value's constant in map `c` is what every execution of the
/// loop computes for it in run `c` (the simulation evaluates exactly what
/// the loop would).
pub fn iteration_constants(
    func: &Function,
    info: &FunctionInfo,
    lp: &Loop,
    limit: u32,
) -> Option<Vec<HashMap<Value, Const>>> {
    let [latch] = lp.latches[..] else {
        return None;
    };
    let [(exiting, _)] = lp.exits[..] else {
        return None;
    };
    if !info.dominates(exiting, latch) {
        return None;
    }
    let phis = header_phis(func, info, lp, latch)?;
    let mut chain: Vec<BlockId> = lp
        .body
        .iter()
        .copied()
        .filter(|&b| info.dominates(b, latch))
        .collect();
    chain.sort_by_key(|b| info.rpo_index[b.index()]);

    let mut runs = Vec::new();
    let mut current: Vec<(Value, Option<Const>)> = phis.iter().map(|p| (p.value, p.init)).collect();
    for _ in 1..=limit {
        let mut env: HashMap<Value, Const> = current
            .iter()
            .filter_map(|(v, c)| Some((*v, (*c)?)))
            .collect();
        for &b in &chain {
            run_block(func, b, &mut env);
            if b == exiting && leaves(func, lp, b, &env)? {
                runs.push(env);
                return Some(runs);
            }
        }
        current = phis
            .iter()
            .map(|p| (p.value, value_of(&p.next, &env)))
            .collect();
        runs.push(env);
    }
    None
}

/// A header phi: its initial constant (`None`: not a constant, so the
/// phi is unknown throughout; an exit condition that needs it is unknown)
/// and its value from the latch.
struct HeaderPhi {
    value: Value,
    init: Option<Const>,
    next: Operand,
}

fn header_phis(
    func: &Function,
    info: &FunctionInfo,
    lp: &Loop,
    latch: BlockId,
) -> Option<Vec<HeaderPhi>> {
    let mut out = Vec::new();
    for &id in &func.blocks[lp.header].insts {
        let inst = &func.insts[id];
        if inst.op != Opcode::Phi {
            continue;
        }
        let mut next = None;
        // the same constant on every entry edge, else unknown
        let mut init: Option<Option<Const>> = None;
        for (b, op) in inst.blocks.iter().zip(&inst.operands) {
            if *b == latch {
                next = Some(*op);
            } else if !lp.contains(*b) && info.is_reachable(*b) {
                let c = match op {
                    Operand::Const(c) => Some(*c),
                    Operand::Value(_) => None,
                };
                init = Some(match init {
                    None => c,
                    Some(prev) if prev == c => c,
                    Some(_) => None,
                });
            }
        }
        out.push(HeaderPhi {
            value: inst.result?,
            init: init.flatten(),
            next: next?,
        });
    }
    Some(out)
}

/// Evaluates the block's pure instructions whose operands are known.
fn run_block(func: &Function, b: BlockId, env: &mut HashMap<Value, Const>) {
    for &id in &func.blocks[b].insts {
        let inst = &func.insts[id];
        let Some(result) = inst.result else { continue };
        if inst.op == Opcode::Phi || env.contains_key(&result) {
            continue;
        }
        let args: Option<Vec<Const>> = inst.operands.iter().map(|o| value_of(o, env)).collect();
        if let Some(v) = args.and_then(|a| evaluate(inst.op, &inst.ty_args, &a)) {
            env.insert(result, v);
        }
    }
}

fn value_of(op: &Operand, env: &HashMap<Value, Const>) -> Option<Const> {
    match op {
        Operand::Const(c) => Some(*c),
        Operand::Value(v) => env.get(v).copied(),
    }
}

/// Whether the exiting block `b` leaves the loop this iteration; `None`
/// when its condition is not known.
fn leaves(func: &Function, lp: &Loop, b: BlockId, env: &HashMap<Value, Const>) -> Option<bool> {
    match &func.blocks[b].term {
        Terminator::Cbr {
            cond,
            then_block,
            else_block,
        } => {
            let taken = if value_of(cond, env)?.bits != 0 {
                then_block
            } else {
                else_block
            };
            Some(!lp.contains(*taken))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::structurize::loops::find_loops;

    fn counts(src: &str, limit: u32) -> Vec<Option<u32>> {
        let module = magpie_mpir::parse(src).value.expect("parses");
        let info = magpie_mpir::verify(&module).value.expect("verifies");
        let (fid, func) = module.functions.iter().next().expect("a function");
        let finfo = info.function(fid);
        let forest = find_loops(func, finfo);
        forest
            .loops
            .iter()
            .map(|lp| trip_count(func, finfo, lp, limit))
            .collect()
    }

    fn kernel(body: &str) -> String {
        format!(
            "module t\nexports {{ @k }}\nimports {{ }}\ndigest \"0000000000000000\"\n\
             gpu fn @k(%o: gpu.TBuffer<u32>, %n: u32) -> unit workgroup(64, 1, 1) {{\n{body}}}\n"
        )
    }

    #[test]
    fn halving_stride_runs_its_header_nine_times() {
        let src = include_str!("../../../../examples/kernels/reduce_sum.mp");
        assert_eq!(counts(src, 64), [Some(9)]);
        assert_eq!(counts(src, 8), [None], "over the limit");
    }

    #[test]
    fn do_while_counting_up_by_three() {
        // j = 0, 3, 6, ..., exits once j + 3 >= 20 after the body: 7 runs
        let src = kernel(
            "bb0:
    br bb1
bb1:
    %j: u32 = phi u32 { [bb0: const.u32 0], [bb1: %k] }
    gpu.buffer_store<u32> { buf=%o, idx=%j, v=%j }
    %k: u32 = i.add { lhs=%j, rhs=const.u32 3 }
    %more: bool = icmp.ult { lhs=%k, rhs=const.u32 20 }
    cbr %more bb1 bb2
bb2:
    ret
",
        );
        let want = (0..).step_by(3).take_while(|j| j + 3 < 20).count() as u32 + 1;
        assert_eq!(want, 7);
        assert_eq!(counts(&src, 64), [Some(want)]);
    }

    #[test]
    fn an_accumulator_from_outside_does_not_hide_the_count() {
        let src = include_str!("../../../../examples/kernels/matmul_tiled.mp");
        // the tile loop runs to the parameter n; the inner k loop 0..16
        let mut got = counts(src, 64);
        got.sort();
        assert_eq!(got, [None, Some(17)]);
    }

    #[test]
    fn bounds_from_parameters_are_unknown() {
        let src = kernel(
            "bb0:
    br bb1
bb1:
    %j: u32 = phi u32 { [bb0: const.u32 0], [bb2: %k] }
    %more: bool = icmp.ult { lhs=%j, rhs=%n }
    cbr %more bb2 bb3
bb2:
    %k: u32 = i.add { lhs=%j, rhs=const.u32 1 }
    br bb1
bb3:
    ret
",
        );
        assert_eq!(counts(&src, 1000), [None]);
    }

    #[test]
    fn signed_countdown_and_an_early_break_are_handled_or_refused() {
        let countdown = kernel(
            "bb0:
    br bb1
bb1:
    %j: i32 = phi i32 { [bb0: const.i32 5], [bb2: %k] }
    %more: bool = icmp.sgt { lhs=%j, rhs=const.i32 -3 }
    cbr %more bb2 bb3
bb2:
    %k: i32 = i.sub { lhs=%j, rhs=const.i32 2 }
    br bb1
bb3:
    ret
",
        );
        // j = 5, 3, 1, -1, -3: the header runs five times
        assert_eq!(counts(&countdown, 64), [Some(5)]);
        let two_exits = kernel(
            "bb0:
    br bb1
bb1:
    %j: u32 = phi u32 { [bb0: const.u32 0], [bb3: %k] }
    %more: bool = icmp.ult { lhs=%j, rhs=const.u32 8 }
    cbr %more bb2 bb4
bb2:
    %x: u32 = gpu.buffer_load<u32> { buf=%o, idx=%j }
    %stop: bool = icmp.eq { lhs=%x, rhs=const.u32 0 }
    cbr %stop bb4 bb3
bb3:
    %k: u32 = i.add { lhs=%j, rhs=const.u32 1 }
    br bb1
bb4:
    ret
",
        );
        assert_eq!(counts(&two_exits, 64), [None]);
    }
}
