//! Counted loops to generate, shared by the trip-count and unrolling tests
//! of `magpie_gpu` and `magpie_gpu_ptx` (each includes this file by path):
//! while and do-while forms, u32 and i32 counters, add, sub, mul, shl and
//! lshr steps, every integer compare. Each test writes its own kernel
//! around a [`Case`].

use proptest::prelude::*;

/// One generated loop.
#[derive(Clone, Debug)]
pub struct Case {
    pub signed: bool,
    pub init: i64,
    pub step_op: &'static str,
    pub step: i64,
    pub pred: &'static str,
    pub bound: i64,
    /// Test at the header (while) or at the latch (do-while).
    pub do_while: bool,
}

pub const STEPS: [&str; 5] = ["i.add", "i.sub", "i.mul", "i.shl", "i.lshr"];
pub const PREDS: [&str; 10] = [
    "icmp.eq", "icmp.ne", "icmp.ult", "icmp.ule", "icmp.ugt", "icmp.uge", "icmp.slt", "icmp.sle",
    "icmp.sgt", "icmp.sge",
];

/// The constant `v` in the counter's type.
pub fn lit(signed: bool, v: i64) -> String {
    if signed {
        format!("const.i32 {}", v as i32)
    } else {
        format!("const.u32 {}", v as u32)
    }
}

/// Any loop: inits and bounds from -40 to 300, steps from -3 to 8 (shift
/// amounts 0 to 3).
pub fn case() -> impl Strategy<Value = Case> {
    (
        any::<bool>(),
        -40i64..300,
        0..STEPS.len(),
        -3i64..9,
        0..PREDS.len(),
        -40i64..300,
        any::<bool>(),
    )
        .prop_map(|(signed, init, s, step, p, bound, do_while)| {
            let step_op = STEPS[s];
            // Shift amounts stay small; everything else may be anything.
            let step = if matches!(step_op, "i.shl" | "i.lshr") {
                step.rem_euclid(4)
            } else {
                step
            };
            Case {
                signed,
                init,
                step_op,
                step,
                pred: PREDS[p],
                bound,
                do_while,
            }
        })
}
