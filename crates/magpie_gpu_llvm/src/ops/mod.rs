//! Instruction writing, one file per op family (STYLE.md item 5). Each
//! family is an `impl Fe` block with one entry point called from
//! [`crate::func`]'s dispatch, plus the helpers other families reuse
//! (subgroup reductions use the arithmetic, bf16 the f32 forms, casts the
//! round-to-odd helpers of `narrow`).

mod atomic;
mod cast;
mod compare;
mod float;
mod ids;
mod int;
mod math;
mod memory;
pub(crate) mod narrow;
mod structs;
mod subgroup;
