//! The conformance suite: every kernel of `tests/kernels/in/` run on every
//! backend present, its outputs compared with values computed independently
//! in plain Rust (STYLE.md item 9: one semantic suite, every backend).
//!
//! - One case per kernel file: `conformance/NAME.rs` has
//!   `pub fn run(dev: &Device) -> Result<(), String>` and includes
//!   `tests/kernels/in/NAME.mp`. The case list below is the only list;
//!   [`CASES`], the case modules and the per-backend tests all come from it.
//! - `conformance_suite!(name, || -> Option<Device> { ... })` makes one
//!   `#[test]` per case for a backend (module `name`). When the closure
//!   finds no device, each test prints one skip line and passes, unless the
//!   environment variable `MAGPIE_REQUIRE` names the suite (comma- or
//!   space-separated; `all` names every suite), in which case it fails.
//!   Adding a backend is one line at the bottom of this file; a backend
//!   that cannot express a kernel by design, or does not get it right yet,
//!   lists it with the reason: `skip [case, ...]`.
//! - A case may skip on a device that lacks a capability it needs (f64,
//!   subgroups, ...): its `Err` starts with [`check::SKIP`]; the test prints
//!   it and passes, also under `MAGPIE_REQUIRE` (the device is there, it just
//!   cannot run that kernel).
//!
//! See `tests/kernels/README.md` for how to write a case and the ulp bounds.

use magpie_rt::{Device, Runtime};

/// A case: checks one kernel on one device.
pub type CaseFn = fn(&Device) -> Result<(), String>;

/// Calls `$cb! { (ARGS) [case, ...] }` with every case: the one list.
/// Each name is a file `tests/kernels/in/NAME.mp` and a case
/// `conformance/NAME.rs`.
macro_rules! for_all_cases {
    ($cb:ident ( $($args:tt)* )) => {
        $cb! { ($($args)*) [
            atomic_f32, atomic_histogram, atomic_xchg_cmpxchg, atomics_rmw,
            barrier_device, bf16_arith, bf16_zero_sums, bitwise, branch_shapes, branches_switch,
            buffer_len, cast_chain_u64, cast_float_int, cast_int, device_calls, div_by_constant, div_nan_operands, div_zero_const,
            div_pow2_or_zero, div_sqrt_rounding, f16_arith, f16_fma_ties, f16_zero_sums, f64_arith, f64_zero_sums,
            fast_math, fcmp, float_arith, fma_zero_factor, fmod_subnormal_divisor, folded_zero_sums,
            i64_arith, i64_compare_mix, icmp, ids_3d, index_3d,
            int_arith, int_cast_zero_sum, int_edge_consts, int_small, loop_continue_switch, loop_divergent_escape, loop_exit_dispatch_fill,
            loop_nest_exit_route,
            loop_exits, math_exact, math_f64,
            math_transcendental, matmul_tiled, narrow_or_product, phi_loop, predicates,
            self_max_nan, shared_atomics, shared_reduce, shifts, struct_buffer, struct_param,
            struct_values, subgroup_basic, subgroup_guarded, subgroup_reduce,
            three_paths, transpose_2d, two_kernels, warp_tail, wide_access, zero_sums,
        ] }
    };
}

/// The cases whose result depends on the subgroup size; they run again on
/// the CPU at other sizes.
macro_rules! for_subgroup_cases {
    ($cb:ident ( $($args:tt)* )) => {
        $cb! { ($($args)*) [subgroup_basic, subgroup_guarded, subgroup_reduce] }
    };
}

// Declared here, not by a macro, so that rustfmt and other tools see the
// files. A module missing from the case list is dead code (an error under
// -D warnings); a name in the list without a module does not compile.
mod conformance {
    pub mod check;

    pub mod atomic_f32;
    pub mod atomic_histogram;
    pub mod atomic_xchg_cmpxchg;
    pub mod atomics_rmw;
    pub mod barrier_device;
    pub mod bf16_arith;
    pub mod bf16_zero_sums;
    pub mod bitwise;
    pub mod branch_shapes;
    pub mod branches_switch;
    pub mod buffer_len;
    pub mod cast_chain_u64;
    pub mod cast_float_int;
    pub mod cast_int;
    pub mod device_calls;
    pub mod div_by_constant;
    pub mod div_nan_operands;
    pub mod div_pow2_or_zero;
    pub mod div_sqrt_rounding;
    pub mod div_zero_const;
    pub mod f16_arith;
    pub mod f16_fma_ties;
    pub mod f16_zero_sums;
    pub mod f64_arith;
    pub mod f64_zero_sums;
    pub mod fast_math;
    pub mod fcmp;
    pub mod float_arith;
    pub mod fma_zero_factor;
    pub mod fmod_subnormal_divisor;
    pub mod folded_zero_sums;
    pub mod i64_arith;
    pub mod i64_compare_mix;
    pub mod icmp;
    pub mod ids_3d;
    pub mod index_3d;
    pub mod int_arith;
    pub mod int_cast_zero_sum;
    pub mod int_edge_consts;
    pub mod int_small;
    pub mod loop_continue_switch;
    pub mod loop_divergent_escape;
    pub mod loop_exit_dispatch_fill;
    pub mod loop_exits;
    pub mod loop_nest_exit_route;
    pub mod math_exact;
    pub mod math_f64;
    pub mod math_transcendental;
    pub mod matmul_tiled;
    pub mod narrow_or_product;
    pub mod phi_loop;
    pub mod predicates;
    pub mod self_max_nan;
    pub mod shared_atomics;
    pub mod shared_reduce;
    pub mod shifts;
    pub mod struct_buffer;
    pub mod struct_param;
    pub mod struct_values;
    pub mod subgroup_basic;
    pub mod subgroup_guarded;
    pub mod subgroup_reduce;
    pub mod three_paths;
    pub mod transpose_2d;
    pub mod two_kernels;
    pub mod warp_tail;
    pub mod wide_access;
    pub mod zero_sums;
}

macro_rules! declare_cases {
    (() [$($case:ident),* $(,)?]) => {
        /// Every case, by name.
        pub const CASES: &[(&str, CaseFn)] = &[$((stringify!($case), conformance::$case::run)),*];
    };
}

for_all_cases!(declare_cases());

macro_rules! suite_tests {
    (($suite:ident, $device:expr, $skips:expr, $bundle:expr) [$($case:ident),* $(,)?]) => {
        mod $suite {
            use super::*;

            fn device() -> Option<Device> {
                let make: fn() -> Option<Device> = $device;
                make()
            }

            const SKIPS: &[&str] = $skips;

            $(
                #[test]
                fn $case() {
                    let suite = Suite { name: stringify!($suite), device, skips: SKIPS };
                    conformance::check::with_bundle($bundle);
                    run_case(&suite, stringify!($case), conformance::$case::run);
                }
            )*
        }
    };
}

/// `conformance_suite!(name, || -> Option<Device> { ... })`: one test per
/// case, in module `name`. Optional third argument:
/// - `skip [case, ...]`: cases the backend cannot express by design (WGSL
///   has no buffers of structs, for instance) or does not get right yet,
///   each with its reason in a comment there; they print a skip line;
/// - `subgroups`: only the subgroup cases;
/// - `bundle`: every case loaded from [`app_bundle`], optionally followed
///   by `skip [case, ...]` as above.
macro_rules! conformance_suite {
    ($suite:ident, $device:expr) => {
        conformance_suite!($suite, $device, skip []);
    };
    ($suite:ident, $device:expr, skip [$($skip:ident),* $(,)?]) => {
        for_all_cases!(suite_tests($suite, $device, &[$(stringify!($skip)),*], None));
        // every skipped name is a case
        const _: &[CaseFn] = &[$(conformance::$skip::run),*];
    };
    ($suite:ident, $device:expr, subgroups) => {
        for_subgroup_cases!(suite_tests($suite, $device, &[], None));
    };
    ($suite:ident, $device:expr, bundle) => {
        conformance_suite!($suite, $device, bundle, skip []);
    };
    ($suite:ident, $device:expr, bundle, skip [$($skip:ident),* $(,)?]) => {
        for_all_cases!(suite_tests(
            $suite,
            $device,
            &[$(stringify!($skip)),*],
            Some(app_bundle())
        ));
        const _: &[CaseFn] = &[$(conformance::$skip::run),*];
    };
}

/// The bundle the `*_bundle` suites load every case from: the file named by
/// `MAGPIE_CONFORMANCE_BUNDLE` (an `app.mpb` from `magpie-gpu build`), or
/// else every kernel file of the corpus built here for spv, ptx:sm_70,
/// ptx:sm_90, wgsl and msl:metal3.1 with the slice, written to bytes and
/// read back.
fn app_bundle() -> &'static magpie_rt::BundleFile {
    static BUNDLE: std::sync::OnceLock<magpie_rt::BundleFile> = std::sync::OnceLock::new();
    BUNDLE.get_or_init(|| {
        if let Some(path) = std::env::var_os("MAGPIE_CONFORMANCE_BUNDLE") {
            return magpie_rt::BundleFile::open(&path)
                .unwrap_or_else(|e| panic!("{}: {e}", std::path::Path::new(&path).display()));
        }
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/kernels/in");
        let inputs: Vec<magpie_build::Input> = CASES
            .iter()
            .map(|(name, _)| {
                let path = dir.join(format!("{name}.mp"));
                let source = std::fs::read_to_string(&path)
                    .unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
                magpie_build::Input {
                    file: path.display().to_string(),
                    source,
                }
            })
            .collect();
        let targets = magpie_build::parse_targets(&["spv,ptx:sm_70,ptx:sm_90,wgsl,msl:metal3.1"])
            .expect("targets");
        let built = magpie_build::build(&inputs, &targets).unwrap_or_else(|failures| {
            let text: Vec<String> = failures
                .iter()
                .flat_map(|f| {
                    f.diagnostics
                        .iter()
                        .map(move |d| format!("{}: {d:?}", f.file))
                })
                .collect();
            panic!("the corpus did not build:\n{}", text.join("\n"))
        });
        let bytes = magpie_bundle::write(&built.bundle).expect("write");
        magpie_rt::BundleFile::from_bytes(&bytes).expect("read back")
    })
}

/// What a generated test knows about its suite.
struct Suite {
    name: &'static str,
    device: fn() -> Option<Device>,
    skips: &'static [&'static str],
}

/// Whether `MAGPIE_REQUIRE` names `suite` (or `all`); a bundle suite is
/// required with its backend's (`vulkan` requires `vulkan_bundle`).
fn required(suite: &str) -> bool {
    let base = suite.strip_suffix("_bundle").unwrap_or(suite);
    std::env::var("MAGPIE_REQUIRE").is_ok_and(|v| {
        v.split(|c: char| c == ',' || c.is_whitespace())
            .any(|s| s == suite || s == base || s == "all")
    })
}

fn run_case(suite: &Suite, case: &str, run: CaseFn) {
    let name = suite.name;
    if suite.skips.contains(&case) {
        println!("skip {name}/{case}: the {name} suite skips it (the reason is at its skip list)");
        return;
    }
    let Some(dev) = (suite.device)() else {
        assert!(
            !required(name),
            "{name}/{case}: no {name} device on this machine, but MAGPIE_REQUIRE names {name}"
        );
        println!("skip {name}/{case}: no {name} device on this machine");
        return;
    };
    match run(&dev) {
        Ok(()) => {}
        Err(msg) if msg.starts_with(conformance::check::SKIP) => {
            println!(
                "skip {name}/{case}: {}",
                &msg[conformance::check::SKIP.len()..]
            );
        }
        Err(msg) => panic!("{name}/{case} on {}:\n{msg}", dev.name()),
    }
}

/// Every kernel file has a case and every case has a kernel file.
#[test]
fn every_kernel_file_has_a_case_and_back() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/kernels/in");
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
        .filter_map(|e| {
            let path = e.ok()?.path();
            (path.extension()? == "mp").then(|| path.file_stem()?.to_str().map(str::to_string))?
        })
        .collect();
    files.sort();
    let mut cases: Vec<String> = CASES.iter().map(|(n, _)| (*n).to_string()).collect();
    cases.sort();
    let missing_case: Vec<&String> = files.iter().filter(|f| !cases.contains(f)).collect();
    let missing_file: Vec<&String> = cases.iter().filter(|c| !files.contains(c)).collect();
    assert!(
        missing_case.is_empty() && missing_file.is_empty(),
        "kernel files without a case: {missing_case:?}; cases without a kernel file: {missing_file:?}"
    );
}

/// Each case file includes its own kernel (a copy-paste slip would test
/// another kernel twice).
#[test]
fn every_case_includes_its_own_kernel() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance");
    for (name, _) in CASES {
        let path = dir.join(format!("{name}.rs"));
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
        let include = format!("include_str!(\"../../../../tests/kernels/in/{name}.mp\")");
        assert!(
            text.contains(&include),
            "{} does not contain {include}",
            path.display()
        );
        assert_eq!(
            text.matches("include_str!(").count(),
            1,
            "{} includes more than one kernel",
            path.display()
        );
    }
}

/// The first device of a GPU backend, or `None` where it has none.
fn first_of(kind: magpie_rt::BackendKind) -> Option<Device> {
    let config = magpie_rt::RuntimeConfig {
        backend: Some(kind),
        ..Default::default()
    };
    Runtime::with_config(config).ok()?.device_default().ok()
}

// One line per backend. The CPU is always present; GPU backends return
// `None` where their device is absent.
conformance_suite!(cpu, || -> Option<Device> {
    Runtime::cpu().device_default().ok()
});
conformance_suite!(vulkan, || -> Option<Device> {
    first_of(magpie_rt::BackendKind::Vulkan)
});
conformance_suite!(cuda, || -> Option<Device> {
    first_of(magpie_rt::BackendKind::Cuda)
});
// wgpu over Vulkan (lavapipe in CI). Skipped, by design: WGSL's subset
// refuses these kernels before they reach a device (each code checked):
// - struct_buffer: buffers of value structs cannot be bound on WebGPU
//   (MPG_WGSL_1001);
// - div_pow2_or_zero: 12 buffer parameters; WebGPU binds at most 8
//   (MPG_WGSL_1005);
// - subgroup_basic, subgroup_reduce: `requires(subgroups)` is refused on the
//   wgsl target (MPG_WGSL_1004); subgroup_guarded and three_paths, which
//   ask `gpu.target.has` instead, run.
// atomic_f32, bf16_arith and bf16_zero_sums skip as lacking a capability
// (f32 atomics and bf16 are not WGSL's).
conformance_suite!(
    webgpu,
    || -> Option<Device> { first_of(magpie_rt::BackendKind::WebGpu) },
    skip [
        struct_buffer, div_pow2_or_zero, subgroup_basic, subgroup_reduce,
    ]
);
// The same cases, each kernel loaded from one bundle (`app_bundle`): on a
// GPU each must run a blob of the bundle, on the CPU the slice.
conformance_suite!(
    cpu_bundle,
    || -> Option<Device> { Runtime::cpu().device_default().ok() },
    bundle
);
conformance_suite!(
    vulkan_bundle,
    || -> Option<Device> { first_of(magpie_rt::BackendKind::Vulkan) },
    bundle
);
// The `webgpu` suite's skips, for the same reasons (listed there): the
// bundle has no WGSL blob for these kernels, and the slice is refused too.
conformance_suite!(
    webgpu_bundle,
    || -> Option<Device> { first_of(magpie_rt::BackendKind::WebGpu) },
    bundle,
    skip [
        struct_buffer, div_pow2_or_zero, subgroup_basic, subgroup_reduce,
    ]
);
conformance_suite!(
    cuda_bundle,
    || -> Option<Device> { first_of(magpie_rt::BackendKind::Cuda) },
    bundle
);
// The Metal backend over the C++ model of Metal (g++, CPU threads):
// `Runtime::metal_model`. f64 cases skip (Metal has no double).
conformance_suite!(metal_model, || -> Option<Device> {
    magpie_rt::Runtime::metal_model()
        .ok()?
        .device_default()
        .ok()
});
conformance_suite!(
    metal_model_bundle,
    || -> Option<Device> {
        magpie_rt::Runtime::metal_model()
            .ok()?
            .device_default()
            .ok()
    },
    bundle
);
conformance_suite!(
    cpu_sg8,
    || -> Option<Device> { Runtime::cpu_with(8).ok()?.device_default().ok() },
    subgroups
);
conformance_suite!(
    cpu_sg32,
    || -> Option<Device> { Runtime::cpu_with(32).ok()?.device_default().ok() },
    subgroups
);
