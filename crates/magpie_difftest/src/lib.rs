//! Differential testing: kernels made by two generators, reducible control
//! flow ([`gen_cf`]) and arithmetic expression DAGs ([`gen_arith`]), each
//! run on every backend present and compared bit for bit with the CPU
//! executor ([`harness`]); the statement tree of the structurizer is run by
//! a small interpreter of its own ([`tree_interp`]).
//!
//! ```text
//! (generator, seed, size) ─► Program ─render─► Generated (module text, arguments)
//!   ─► harness::check: front end ─► CPU executor (the oracle's bytes)
//!        ├─ spv:    SPIR-V emitter ─► spirv-val --target-env vulkan1.3
//!        ├─ ptx:    PTX emitter ─► ptxas -arch=sm_90
//!        ├─ tree:   tree_interp::run_tree ─► bytes
//!        └─ cpu, vulkan, cuda: magpie_rt Device::compile ─► launch ─► bytes
//!      each compared with the oracle's bytes ─► Report
//!   ─► on a finding: shrink (smaller Programs, same backend, same kind of
//!      failure) ─► corpus (DIR/NAME.mp + NAME.json)
//! ```
//!
//! - [`rng`]: the PRNG every choice comes from; [`values`]: edge values,
//!   literals, bytes; [`generated`]: what a generator hands the harness;
//! - [`harness`]: backends, comparison and reports; [`shrink`] and
//!   [`corpus`]: smaller failing kernels and how they are kept;
//!   [`campaign`]: many kernels on worker threads, tallied.
//!
//! Invariants: a kernel is a pure function of (generator, seed, size);
//! nothing here panics on any kernel or device answer; a generated kernel
//! that does not pass the front end or the CPU executor is reported as a
//! generator bug (stage `generate`), never skipped.

pub mod campaign;
pub mod corpus;
pub mod gen_arith;
pub mod gen_cf;
pub mod generated;
pub mod harness;
pub mod rng;
pub mod shrink;
pub mod tree_interp;
pub mod values;

pub use generated::Generated;
pub use harness::{check, BackendId, Env, Report};

/// The generators by name: `arith8` is `arith` with at most eight
/// buffers (four types), so that WebGPU runs it too.
pub const GENERATORS: [&str; 3] = ["arith", "cf", "arith8"];

/// The kernel of generator `name` (`"arith"`, `"cf"` or `"arith8"`) for
/// `seed`.
pub fn generate(name: &str, seed: u64, size: usize) -> Option<Generated> {
    match name {
        "arith" => Some(gen_arith::generate(seed, size)),
        "cf" => Some(gen_cf::generate(seed, size)),
        "arith8" => Some(gen_arith::generate8(seed, size)),
        _ => None,
    }
}
