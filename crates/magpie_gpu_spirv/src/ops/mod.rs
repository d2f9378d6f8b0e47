//! Instruction emission, one file per op family (STYLE.md item 5). Each
//! family is an `impl FnEmitter` block with one entry point called from
//! [`crate::func`]'s dispatch.

mod arith;
mod atomic;
pub(crate) mod bf16;
mod cast;
mod compare;
mod f16;
mod f64_integral;
mod float_exact;
mod float_round;
mod gpu_ids;
mod math;
mod memory;
pub(crate) mod predicate;
mod sign_bits;
mod subgroup;
mod zero_guard;

#[cfg(test)]
mod tests;
