//! Instruction emission, one file per op family (STYLE.md item 5). Each
//! family is an `impl Fe` block with one entry point called from
//! [`crate::func`]'s dispatch, plus the helpers other families reuse
//! (subgroup reductions use the arithmetic, narrow floats the f32 forms).

mod arith;
mod atomic;
mod call;
mod cast;
mod compare;
mod float;
mod float_exact;
mod gpu_ids;
mod math;
mod memory;
mod structs;
mod subgroup;
