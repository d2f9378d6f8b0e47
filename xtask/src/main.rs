//! `cargo xtask`: the project's tasks.
//!
//! - `test`: install what the tests need (when it can: spirv-tools and Mesa's
//!   Vulkan driver through apt-get, on Debian 12 from bookworm-backports
//!   (see `lavapipe.rs`), ptxas from PyPI, MLX from PyPI's `mlx-cpu` wheel
//!   (see `mlx.rs`)), then fmt check, clippy
//!   with `-D warnings`, and every test of the workspace. This is the README's
//!   test command and what CI runs.
//! - `perf`: release build, then time `magpie-gpu check` on a generated
//!   10,000-line kernel file.
//! - `gen-kernel LINES OUT`: write such a file.
//! - `fuzz [SECONDS]`: run the `fuzz/` targets with cargo-fuzz (nightly).
//! - `difftest [MINUTES] [ARGS...]`: build the release `magpie-difftest` and
//!   run the differential campaign (generated arithmetic and control-flow
//!   kernels on every backend here, compared bit for bit with the CPU
//!   executor) for MINUTES (default 30); failures are shrunk and kept in
//!   `target/difftest-failures/`; ARGS go to the binary. See `difftest.rs`.

mod difftest;
mod gen_kernel;
mod lavapipe;
mod mlx;
mod tasks;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("test") => tasks::test(),
        Some("perf") => tasks::perf(),
        Some("gen-kernel") => tasks::gen_kernel(&args[1..]),
        Some("fuzz") => tasks::fuzz(&args[1..]),
        Some("difftest") => difftest::difftest(&args[1..]),
        _ => {
            eprintln!("usage: cargo xtask <test | perf | gen-kernel LINES OUT | fuzz [SECONDS] | difftest [MINUTES]>");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xtask: {e}");
            ExitCode::FAILURE
        }
    }
}
