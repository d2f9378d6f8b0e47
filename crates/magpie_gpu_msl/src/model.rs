//! The C++ model of Metal (`model/metal_model.h`): what lets a machine
//! without a Metal compiler check emitted MSL with g++ and run it on CPU
//! threads. Its header says what that proves and what it cannot.
//!
//! Invariants: the only change made to the MSL before g++ sees it is
//! [`cxx_source`]'s (one attribute renamed); the launcher
//! ([`launcher`]) calls the kernel function with its parameters in the
//! order the emitter declares them (buffers by index, the parameter block,
//! threadgroup arrays by index, the four positions, the SIMD-group pair
//! when [`MslLayout::simdgroup_builtins`]), which is the emitter's contract
//! with every Metal runtime.

use std::ffi::OsString;
use std::fmt::Write as _;
use std::io;
use std::path::Path;

use crate::{MslKernel, MslSlot};

/// The model: Metal's types, qualifiers and library as C++, plus (under
/// `MP_MODEL_RUN`) the threads, barriers and SIMD-groups that run it.
pub const HEADER: &str = include_str!("model/metal_model.h");

/// `<metal_stdlib>` for the model: includes [`HEADER`].
pub const STDLIB: &str = include_str!("model/metal_stdlib");

/// The launcher's C symbol: `int mp_model_launch(const mp_model::Launch*)`,
/// 0 when every barrier was met.
pub const LAUNCH_SYMBOL: &str = "mp_model_launch";

/// Writes `metal_model.h` and `metal_stdlib` into `dir` (for `-I dir`).
pub fn write_headers(dir: &Path) -> io::Result<()> {
    std::fs::create_dir_all(dir)?;
    std::fs::write(dir.join("metal_model.h"), HEADER)?;
    std::fs::write(dir.join("metal_stdlib"), STDLIB)
}

/// The C++ text g++ compiles for `msl`: the MSL with `[[threadgroup(`
/// renamed to `[[mp_model_threadgroup(` (the preprocessor cannot give one
/// name the qualifier's and the attribute's meanings).
pub fn cxx_source(msl: &str) -> String {
    msl.replace("[[threadgroup(", "[[mp_model_threadgroup(")
}

/// g++'s arguments to check `src` (no output) against the headers in
/// `include`.
pub fn check_args(include: &Path, src: &Path) -> Vec<OsString> {
    gxx_args(&["-fsyntax-only", "-Wall", "-Werror"], include, src)
}

/// g++'s arguments to build `src` (a kernel's [`cxx_source`] followed by
/// its [`launcher`]) into the shared object `out`: no fused multiply-adds
/// the text did not ask for, no fast math.
pub fn build_args(include: &Path, src: &Path, out: &Path) -> Vec<OsString> {
    let flags = [
        "-O1",
        "-fPIC",
        "-shared",
        "-pthread",
        "-ffp-contract=off",
        "-fno-fast-math",
        "-DMP_MODEL_RUN",
    ];
    let mut args = gxx_args(&flags, include, src);
    args.extend(["-o".into(), out.into()]);
    args
}

/// C++17 with `flags`, the model's headers from `include`, then `src`.
fn gxx_args(flags: &[&str], include: &Path, src: &Path) -> Vec<OsString> {
    let mut args: Vec<OsString> = vec!["-std=c++17".into()];
    args.extend(flags.iter().map(Into::into));
    args.extend(["-x".into(), "c++".into(), "-I".into(), include.into()]);
    args.extend(["-include".into(), include.join("metal_model.h").into()]);
    args.push(src.into());
    args
}

/// What stands for a pipeline's `MTLFunctionConstantValues` in the model:
/// text appended to a kernel's [`cxx_source`] that sets function constant
/// `K` (`mp_fcK`, [`crate::MslKernel::function_constants`]) to
/// `values[K]` when the built object is loaded. Empty for no constants.
/// Different values make a different object, as Metal makes a different
/// pipeline function.
pub fn function_constant_values(values: &[bool]) -> String {
    if values.is_empty() {
        return String::new();
    }
    let sets: Vec<String> = values
        .iter()
        .enumerate()
        .map(|(k, v)| format!("{} = {v}", crate::names::function_constant(k)))
        .collect();
    format!(
        "\n// The function constants' values, as the pipeline sets them.\n\
         [[maybe_unused]] static const bool mp_model_function_constants = ({}, true);\n",
        sets.join(", ")
    )
}

/// The launcher of `kernel`, appended to its [`cxx_source`]:
/// `extern "C" int mp_model_launch(const mp_model::Launch*)` runs the
/// kernel function over the launch's grid ([`LAUNCH_SYMBOL`]).
pub fn launcher(kernel: &MslKernel) -> String {
    let layout = &kernel.layout;
    let mut args = Vec::new();
    for slot in &layout.params {
        if let MslSlot::Buffer { index, .. } = slot {
            args.push(format!("mp_model::AnyPtr{{l.buffers[{index}]}}"));
        }
    }
    if let Some((index, _)) = layout.constants {
        args.push(format!("mp_model::AnyRef{{l.buffers[{index}]}}"));
    }
    for k in 0..layout.threadgroup.len() {
        args.push(format!("mp_model::AnyPtr{{t.tg[{k}]}}"));
    }
    args.extend(["t.lid", "t.wid", "t.size", "t.nwg"].map(String::from));
    if layout.simdgroup_builtins {
        args.extend(["t.sg_size", "t.sg_lane"].map(String::from));
    }
    let mut out = String::new();
    let _ = writeln!(
        out,
        "\n// The model's launcher for `{0}`.\nextern \"C\" int {LAUNCH_SYMBOL}(const mp_model::Launch* launch) {{\n  \
         return mp_model::dispatch(*launch, [](const mp_model::Launch& l, const mp_model::Thread& t) {{\n    \
         (void)l;\n    (void)t;\n    {0}({1});\n  }});\n}}",
        kernel.entry_point,
        args.join(", ")
    );
    out
}
