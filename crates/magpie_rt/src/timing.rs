//! Where a compile's time goes: the front end, our code generation (emit,
//! or a JIT-cache hit), and the driver (shader modules, pipelines, module
//! loads), for [`Program::compile_timings`](crate::Program::compile_timings).
//!
//! Code generation runs inside a backend's compile, on the calling thread;
//! each emit adds its time to this thread's counter, which the program
//! takes when it is made, so the driver's share is what is left.

use std::cell::Cell;
use std::time::{Duration, Instant};

/// How long making one program took, by stage.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CompileTimings {
    /// Parse, verify and validate (for a bundle: of its slice).
    pub front_end: Duration,
    /// Our code generation: emitting SPIR-V or PTX, or taking it from the
    /// JIT cache; zero for blobs and on the CPU.
    pub codegen: Duration,
    /// The rest of the backend's compile: the driver's shader modules,
    /// pipelines or module loads.
    pub driver: Duration,
}

thread_local! {
    static CODEGEN: Cell<Duration> = const { Cell::new(Duration::ZERO) };
}

/// Runs `f` and counts its time as code generation.
pub(crate) fn codegen<T>(f: impl FnOnce() -> T) -> T {
    let start = Instant::now();
    let out = f();
    let spent = start.elapsed();
    CODEGEN.with(|c| c.set(c.get() + spent));
    out
}

/// The code generation counted on this thread since the last take.
pub(crate) fn take_codegen() -> Duration {
    CODEGEN.with(|c| c.replace(Duration::ZERO))
}

/// The timings of a compile that started at `start` and spent `front_end`
/// in the front end, taking this thread's code generation.
pub(crate) fn finish(start: Instant, front_end: Duration) -> CompileTimings {
    let total = start.elapsed();
    let codegen = take_codegen();
    CompileTimings {
        front_end,
        codegen,
        driver: total.saturating_sub(front_end).saturating_sub(codegen),
    }
}
