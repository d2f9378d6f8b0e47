//! The CI-sized sample of the differential campaign: a fixed set of
//! arithmetic and control-flow kernels through every backend present, with
//! zero findings expected.
//!
//! A backend whose tool or device is missing prints one skip line, unless
//! `MAGPIE_REQUIRE` names it (`spirv-val`, `ptxas`, `vulkan`, `cuda`, or
//! `all`), in which case the test fails. Failures are shrunk and kept
//! under the test's target directory (`difftest-failures`); the summary
//! names them. The full campaign is `cargo xtask difftest`.

use std::time::Duration;

use magpie_difftest::campaign::{self, Config};
use magpie_difftest::harness::{required_from_env, BackendId, Env};
use magpie_difftest::shrink::Limits;

/// Kernels per generator, and the first seed (fixed: the sample is the
/// same kernels every run).
const PER_GENERATOR: u64 = 120;
const FIRST_SEED: u64 = 1;

/// Runs `generator`'s sample on `backends` and asserts zero findings.
fn sample(generator: &'static str, backends: &[BackendId]) {
    let env = Env::discover(backends);
    if let Err(e) = env.require(&required_from_env()) {
        panic!("{e}");
    }
    for (b, why) in env.absent() {
        println!("skip difftest sample ({generator}) on {b}: {why}");
    }
    let keep = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("difftest-failures");
    let config = Config {
        generators: vec![generator],
        seed: FIRST_SEED,
        count: Some(PER_GENERATOR),
        keep: Some(keep),
        // Findings are the exception here: shrink them briefly, the
        // campaign has the time to do it well.
        shrink: Limits {
            max_checks: 60,
            max_time: Duration::from_secs(10),
        },
        full_shrinks_per_kind: 1,
        hang_after: Duration::from_secs(60),
        ..Config::default()
    };
    let summary = campaign::run(&config, std::sync::Arc::new(env));
    println!("{}", summary.render());
    assert!(
        summary.is_clean(),
        "the difftest sample ({generator}) has findings:\n{}",
        summary.render()
    );
}

/// Arithmetic DAGs on every backend (Vulkan: lavapipe from Mesa 25, which
/// `cargo xtask test` installs; its folds of sums with a zero term are
/// repaired by the SPIR-V emitter's zero guards).
#[test]
fn arith_sample_has_no_findings() {
    sample("arith", &BackendId::ALL);
}

/// Arithmetic DAGs of four types (eight buffers), which WebGPU can bind.
#[test]
fn arith8_sample_has_no_findings() {
    sample("arith8", &BackendId::ALL);
}

/// Control flow on every backend (Mesa 22.3's lavapipe computed wrong
/// integers for about 1.4% of these kernels; Mesa 25 computes them all).
#[test]
fn cf_sample_has_no_findings() {
    sample("cf", &BackendId::ALL);
}
