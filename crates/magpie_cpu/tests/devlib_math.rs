//! The device math library (`crates/magpie_gpu/src/devlib/*.mp`) run on the
//! CPU executor: every library file parses with `parse_library`, verifies
//! (linked with the others) and round-trips through the printer; each
//! function's results are compared with Rust's std (glibc's libm on Linux,
//! within 1 ulp of the true value, so a bound of B ulp against the truth is
//! checked as B + 1 against std) on special values, hard cases and
//! thousands of random inputs across magnitudes. Results for special inputs
//! (±0, ±inf, NaN) and special results (±0, ±inf, NaN, exact values) must
//! match bit for bit (any NaN matching any NaN); `fmod` always.
//!
//! The f32 functions are checked against the f64 std result rounded once to
//! f32 (what the CPU executor computes for `math.*` on f32), within 1 ulp.
//!
//! The max ulp error per function is printed (`cargo test -- --nocapture`).

mod common;

use std::sync::OnceLock;

use common::*;
use magpie_cpu::{KernelArg, Launch};
use magpie_mpir::Module;

const LIBRARY: &[(&str, &str)] = &[
    (
        "math_f64_exp_log.mp",
        include_str!("../../magpie_gpu/src/devlib/math_f64_exp_log.mp"),
    ),
    (
        "math_f64_trig.mp",
        include_str!("../../magpie_gpu/src/devlib/math_f64_trig.mp"),
    ),
    (
        "math_f64_fmod.mp",
        include_str!("../../magpie_gpu/src/devlib/math_f64_fmod.mp"),
    ),
    (
        "math_f64_fma.mp",
        include_str!("../../magpie_gpu/src/devlib/math_f64_fma.mp"),
    ),
    (
        "math_f32.mp",
        include_str!("../../magpie_gpu/src/devlib/math_f32.mp"),
    ),
];

/// Every library file parsed with `parse_library`.
fn library_modules() -> Vec<(&'static str, Module)> {
    LIBRARY
        .iter()
        .map(|(name, text)| {
            let out = magpie_mpir::parse_library(text);
            let m = out
                .value
                .unwrap_or_else(|| panic!("{name} does not parse: {:#?}", out.diagnostics));
            assert!(out.diagnostics.is_empty(), "{name}: {:#?}", out.diagnostics);
            (*name, m)
        })
        .collect()
}

/// The library's functions linked into `m` (calls name callees by string).
fn link(m: &mut Module) {
    for (_, lib) in library_modules() {
        for f in lib.functions.values() {
            m.functions.append(f.clone());
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ty {
    F32,
    F64,
}

impl Ty {
    fn name(self) -> &'static str {
        match self {
            Ty::F32 => "f32",
            Ty::F64 => "f64",
        }
    }
}

/// One library function under test.
struct Fun {
    name: &'static str,
    ty: Ty,
    binary: bool,
    /// Allowed error in ulp against the reference.
    bound: u64,
    reference: fn(f64, f64) -> f64,
}

const fn f(
    name: &'static str,
    ty: Ty,
    binary: bool,
    bound: u64,
    reference: fn(f64, f64) -> f64,
) -> Fun {
    Fun {
        name,
        ty,
        binary,
        bound,
        reference,
    }
}

/// SEMANTICS.md's pow: NaN for a NaN operand (std's powf gives 1 for
/// pow(NaN, 0) and pow(1, NaN)), else std's.
fn pow(x: f64, y: f64) -> f64 {
    if x.is_nan() || y.is_nan() {
        f64::NAN
    } else {
        x.powf(y)
    }
}

/// Bounds against std: the required bound against the true value plus 1
/// (std's own error); the f32 functions within 1 ulp of the rounded f64 std
/// result.
const FUNS: &[Fun] = &[
    f("exp", Ty::F64, false, 3 + 1, |x, _| x.exp()),
    f("exp2", Ty::F64, false, 3 + 1, |x, _| x.exp2()),
    f("log", Ty::F64, false, 3 + 1, |x, _| x.ln()),
    f("log2", Ty::F64, false, 3 + 1, |x, _| x.log2()),
    f("tanh", Ty::F64, false, 5 + 1, |x, _| x.tanh()),
    f("rsqrt", Ty::F64, false, 2 + 1, |x, _| 1.0 / x.sqrt()),
    f("pow", Ty::F64, true, 16 + 1, pow),
    f("sin", Ty::F64, false, 4 + 1, |x, _| x.sin()),
    f("cos", Ty::F64, false, 4 + 1, |x, _| x.cos()),
    f("tan", Ty::F64, false, 4 + 1, |x, _| x.tan()),
    f("atan2", Ty::F64, true, 6 + 1, |y, x| y.atan2(x)),
    // Bound 0: bit for bit.
    f("fmod", Ty::F64, true, 0, |x, y| x % y),
    f("exp", Ty::F32, false, 1, |x, _| x.exp()),
    f("exp2", Ty::F32, false, 1, |x, _| x.exp2()),
    f("log", Ty::F32, false, 1, |x, _| x.ln()),
    f("log2", Ty::F32, false, 1, |x, _| x.log2()),
    f("sin", Ty::F32, false, 1, |x, _| x.sin()),
    f("cos", Ty::F32, false, 1, |x, _| x.cos()),
    f("tan", Ty::F32, false, 1, |x, _| x.tan()),
    f("tanh", Ty::F32, false, 1, |x, _| x.tanh()),
    f("pow", Ty::F32, true, 1, pow),
    f("atan2", Ty::F32, true, 1, |y, x| y.atan2(x)),
];

fn fun(name: &str, ty: Ty) -> &'static Fun {
    FUNS.iter()
        .find(|f| f.name == name && f.ty == ty)
        .unwrap_or_else(|| panic!("no function {name} {ty:?}"))
}

/// A kernel per function: `out[i] = f(xa[i])` or `f(xa[i], xb[i])`.
fn wrappers() -> String {
    let mut src = String::new();
    for fun in FUNS {
        let (name, t) = (fun.name, fun.ty.name());
        let args = if fun.binary { "lhs=%x, rhs=%y" } else { "v=%x" };
        src.push_str(&format!(
            "
gpu fn @t_{name}_{t}(%xa: gpu.TBuffer<{t}>, %xb: gpu.TBuffer<{t}>, %out: gpu.TBuffer<{t}>) -> unit workgroup(64, 1, 1) {{
bb0:
    %i: u32 = gpu.global_id {{ dim=const.u32 0 }}
    %n: u32 = gpu.buffer_len<{t}> {{ buf=%xa }}
    %ok: bool = icmp.ult {{ lhs=%i, rhs=%n }}
    cbr %ok bb1 bb2
bb1:
    %x: {t} = gpu.buffer_load<{t}> {{ buf=%xa, idx=%i }}
    %y: {t} = gpu.buffer_load<{t}> {{ buf=%xb, idx=%i }}
    %r: {t} = call @__mp_{name}_{t} {{ {args} }}
    gpu.buffer_store<{t}> {{ buf=%out, idx=%i, v=%r }}
    br bb2
bb2:
    ret
}}
"
        ));
    }
    // fma is ternary: `out[i] = fma(xa[i], xb[i], xc[i])`.
    src.push_str(
        "
gpu fn @t_fma_f64(%xa: gpu.TBuffer<f64>, %xb: gpu.TBuffer<f64>, %xc: gpu.TBuffer<f64>, %out: gpu.TBuffer<f64>) -> unit workgroup(64, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %n: u32 = gpu.buffer_len<f64> { buf=%xa }
    %ok: bool = icmp.ult { lhs=%i, rhs=%n }
    cbr %ok bb1 bb2
bb1:
    %x: f64 = gpu.buffer_load<f64> { buf=%xa, idx=%i }
    %y: f64 = gpu.buffer_load<f64> { buf=%xb, idx=%i }
    %z: f64 = gpu.buffer_load<f64> { buf=%xc, idx=%i }
    %r: f64 = call @__mp_fma_f64 { a=%x, b=%y, c=%z }
    gpu.buffer_store<f64> { buf=%out, idx=%i, v=%r }
    br bb2
bb2:
    ret
}
",
    );
    src
}

/// The wrappers linked with the whole library, verified once.
fn kernels() -> &'static Kernels {
    static K: OnceLock<Kernels> = OnceLock::new();
    K.get_or_init(|| {
        let text = wrappers();
        let parsed = magpie_mpir::parse(&text);
        let mut module = parsed
            .value
            .unwrap_or_else(|| panic!("wrappers: {:#?}", parsed.diagnostics));
        link(&mut module);
        let verified = magpie_mpir::verify(&module);
        let info = verified
            .value
            .unwrap_or_else(|| panic!("linked library: {:#?}", verified.diagnostics));
        Kernels { module, info }
    })
}

fn run<T: Elem>(fun: &Fun, xs: &[T], ys: &[T]) -> Vec<T> {
    let name = format!("t_{}_{}", fun.name, fun.ty.name());
    let (ma, mb, mo) = (mem(xs), mem(ys), zeros::<T>(xs.len()));
    kernels()
        .run(
            &name,
            Launch::linear(xs.len().div_ceil(64) as u32, 64),
            &[
                KernelArg::Buffer(&ma),
                KernelArg::Buffer(&mb),
                KernelArg::Buffer(&mo),
            ],
        )
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    read(&mo)
}

/// Distance in representable values (0 for equal values and for two NaNs;
/// ±0 are one value here: signed zeros are checked bit for bit elsewhere).
fn ulps64(a: f64, b: f64) -> u64 {
    if a.is_nan() || b.is_nan() {
        return if a.is_nan() && b.is_nan() {
            0
        } else {
            u64::MAX
        };
    }
    let ord = |x: f64| {
        let b = x.to_bits() as i64;
        i128::from(if b < 0 { -(b & i64::MAX) } else { b })
    };
    (ord(a) - ord(b)).unsigned_abs() as u64
}

fn ulps32(a: f32, b: f32) -> u64 {
    if a.is_nan() || b.is_nan() {
        return if a.is_nan() && b.is_nan() {
            0
        } else {
            u64::MAX
        };
    }
    let ord = |x: f32| {
        let b = x.to_bits() as i32;
        i64::from(if b < 0 { -(b & i32::MAX) } else { b })
    };
    (ord(a) - ord(b)).unsigned_abs()
}

fn special(x: f64) -> bool {
    x == 0.0 || !x.is_finite()
}

/// Where the result must be bit-exact: a special operand or result, or a
/// result that is exactly an integer or a power of two of moderate size
/// (exp2(3), log2(8), pow(2, 10), log(1)).
fn exact_required(x: f64, y: f64, want: f64, binary: bool) -> bool {
    let power_of_two = want.is_normal() && want.to_bits() & ((1 << 52) - 1) == 0;
    let nice = want.is_finite() && (want.fract() == 0.0 && want.abs() < 1e15 || power_of_two);
    special(x) || (binary && special(y)) || special(want) || nice
}

/// `n` random cases, times `MAGPIE_DEVLIB_SCALE` when set (for a long run).
fn cases(n: usize) -> usize {
    let scale = std::env::var("MAGPIE_DEVLIB_SCALE")
        .ok()
        .and_then(|s| s.parse::<usize>().ok())
        .unwrap_or(1);
    n * scale.max(1)
}

/// A deterministic generator (SplitMix64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 * 2f64.powi(-53)
    }

    /// Uniform in [lo, hi).
    fn range(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * self.unit()
    }

    /// A random sign and mantissa times 2^e, e uniform in [lo, hi].
    fn magnitude(&mut self, lo: i32, hi: i32, signed: bool) -> f64 {
        let e = lo + (self.next() % (hi - lo + 1) as u64) as i32;
        let m = 1.0 + self.unit();
        let v =
            m * 2f64.powi(e.clamp(-1022, 1023)) * if e < -1022 { 2f64.powi(e + 1022) } else { 1.0 };
        if signed && self.next() & 1 == 1 {
            -v
        } else {
            v
        }
    }

    /// Any finite double, uniform over bit patterns.
    fn any_bits(&mut self) -> f64 {
        loop {
            let x = f64::from_bits(self.next());
            if x.is_finite() {
                return x;
            }
        }
    }
}

/// Values every function sees (and every pair of them, for binary ones).
const SPECIALS: &[f64] = &[
    0.0,
    -0.0,
    f64::INFINITY,
    f64::NEG_INFINITY,
    f64::NAN,
    f64::MIN_POSITIVE,
    -f64::MIN_POSITIVE,
    5e-324,
    -5e-324,
    1e-310,
    -2.5e-320,
    f64::MAX,
    -f64::MAX,
    1.0,
    -1.0,
    0.5,
    -0.5,
    2.0,
    -2.0,
    3.0,
    -3.0,
    10.0,
    0.1,
    1e22,
    1e300,
    -1e300,
    1e-300,
    1.0 + f64::EPSILON,
    1.0 - f64::EPSILON / 2.0,
];

/// The outcome of checking one function: worst error and where.
struct Report {
    max_ulp: u64,
    worst: (f64, f64, f64, f64),
    failures: Vec<String>,
    count: usize,
}

/// Runs `fun` (an f64 function) on the pairs and compares with std.
fn check_f64(fun: &Fun, xs: &[f64], ys: &[f64]) -> Report {
    let got = run(fun, xs, ys);
    let mut r = Report {
        max_ulp: 0,
        worst: (0.0, 0.0, 0.0, 0.0),
        failures: Vec::new(),
        count: xs.len(),
    };
    for ((&x, &y), &g) in xs.iter().zip(ys).zip(&got) {
        let want = (fun.reference)(x, y);
        let u = ulps64(g, want);
        let exact = fun.bound == 0 || exact_required(x, y, want, fun.binary);
        let bad = if exact {
            !same_f64(g, want)
        } else {
            u > fun.bound
        };
        if u > r.max_ulp && !want.is_nan() {
            r.max_ulp = u;
            r.worst = (x, y, g, want);
        }
        if bad && r.failures.len() < 20 {
            r.failures.push(format!(
                "{}({x:e}{}) = {g:e} ({:#x}), std {want:e} ({:#x}): {u} ulp{}",
                fun.name,
                if fun.binary {
                    format!(", {y:e}")
                } else {
                    String::new()
                },
                g.to_bits(),
                want.to_bits(),
                if exact { " (must be exact)" } else { "" }
            ));
        }
    }
    r
}

fn finish(fun: &Fun, r: Report) {
    let (x, y, g, w) = r.worst;
    println!(
        "{}_{}: max {} ulp over {} inputs (bound {}){}",
        fun.name,
        fun.ty.name(),
        r.max_ulp,
        r.count,
        fun.bound,
        if r.max_ulp > 0 {
            format!(
                " at x={x:e}{} got {g:e} std {w:e}",
                if fun.binary {
                    format!(" y={y:e}")
                } else {
                    String::new()
                }
            )
        } else {
            String::new()
        }
    );
    assert!(
        r.failures.is_empty(),
        "{}_{}:\n{}",
        fun.name,
        fun.ty.name(),
        r.failures.join("\n")
    );
}

/// Unary f64 inputs: the specials, `extra`, and `n` random values from
/// `gen`.
fn unary_inputs(extra: &[f64], n: usize, seed: u64, gen: impl Fn(&mut Rng) -> f64) -> Vec<f64> {
    let mut v: Vec<f64> = SPECIALS.iter().chain(extra).copied().collect();
    let mut rng = Rng(seed);
    v.extend((0..n).map(|_| gen(&mut rng)));
    v
}

fn check_unary_f64(name: &str, extra: &[f64], n: usize, gen: impl Fn(&mut Rng) -> f64) {
    let fun = fun(name, Ty::F64);
    let xs = unary_inputs(extra, n, name.len() as u64 * 7919, gen);
    let r = check_f64(fun, &xs, &xs);
    finish(fun, r);
}

#[test]
fn every_library_file_parses_verifies_and_round_trips() {
    let mods = library_modules();
    for (name, m) in &mods {
        let printed = magpie_mpir::print(m);
        let again = magpie_mpir::parse_library(&printed);
        assert_eq!(
            again.value.as_ref(),
            Some(m),
            "{name}: round trip:\n{printed}"
        );
        // Internal ops are for library text only.
        if printed.contains("__mp.bitcast") {
            assert!(
                magpie_mpir::parse(&printed).value.is_none(),
                "{name}: plain parse accepted internal ops"
            );
        }
        // The f64 files stand alone; the f32 one calls into them.
        if name.starts_with("math_f64") {
            let v = magpie_mpir::verify(m);
            assert!(!v.has_errors(), "{name}: {:#?}", v.diagnostics);
        }
        // Exported: exactly the functions the lowering calls.
        let public: Vec<&str> = m
            .functions
            .values()
            .map(|f| f.name.as_str())
            .filter(|n| !n.starts_with("__mp_f64_"))
            .collect();
        assert_eq!(m.exports, public, "{name}: exports");
        for (_, func) in m.functions.iter() {
            assert!(
                func.doc.is_some(),
                "{name}: @{} has no doc comment",
                func.name
            );
            assert!(
                func.name.starts_with("__mp_"),
                "{name}: @{} is not in the library namespace",
                func.name
            );
        }
    }
    // All files linked together verify; names are unique across files.
    let mut all = Module::default();
    link(&mut all);
    let mut names: Vec<&str> = all.functions.values().map(|f| f.name.as_str()).collect();
    let n = names.len();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), n, "a function name is defined twice");
    let v = magpie_mpir::verify(&all);
    assert!(!v.has_errors(), "{:#?}", v.diagnostics);
    // Structured control flow only (SPIR-V, MSL and WGSL need it): no block
    // is reached along paths that no nesting of if/switch/loop separates.
    let info = v.value.expect("verified");
    for (id, func) in all.functions.iter() {
        let structured = magpie_gpu::structurize::structurize(func, info.function(id));
        assert!(structured.is_ok(), "@{}: {:?}", func.name, structured.err());
    }
    // Every function the lowering calls exists with its operand keys.
    for fun in FUNS {
        let name = format!("__mp_{}_{}", fun.name, fun.ty.name());
        let id = all
            .function_by_name(&name)
            .unwrap_or_else(|| panic!("no @{name}"));
        let f = &all.functions[id];
        let params: Vec<&str> = f
            .params
            .iter()
            .map(|&p| f.values[p].name.as_str())
            .collect();
        let want: &[&str] = if fun.binary { &["lhs", "rhs"] } else { &["v"] };
        assert_eq!(params, want, "@{name}");
    }
    let fma = &all.functions[all
        .function_by_name("__mp_fma_f64")
        .expect("no @__mp_fma_f64")];
    let params: Vec<&str> = fma
        .params
        .iter()
        .map(|&p| fma.values[p].name.as_str())
        .collect();
    assert_eq!(params, ["a", "b", "c"], "@__mp_fma_f64");
}

#[test]
fn exp_f64() {
    let extra = [
        709.782712893384,
        709.7827128933841,
        710.0,
        -708.3964185322641,
        -708.4,
        -740.0,
        -745.1332191019411,
        -745.1332191019412,
        -745.2,
        -746.0,
        1e-20,
        -1e-20,
        0.34657359027997264,
        -0.34657359027997264,
        std::f64::consts::LN_2,
        100.0,
    ];
    check_unary_f64("exp", &extra, cases(10_000), |r| match r.next() % 3 {
        0 => r.range(-746.0, 710.0),
        1 => r.range(-2.0, 2.0),
        _ => r.magnitude(-60, 9, true),
    });
}

#[test]
fn exp2_f64() {
    let mut extra: Vec<f64> = (-1080..=1030).map(f64::from).collect();
    extra.extend([
        1023.9999999999999,
        1024.0,
        -1074.5,
        -1075.0,
        -1075.5,
        -1022.5,
        0.5,
        -0.5,
        1e-20,
    ]);
    check_unary_f64("exp2", &extra, cases(10_000), |r| match r.next() % 3 {
        0 => r.range(-1076.0, 1025.0),
        1 => r.range(-1.0, 1.0),
        _ => r.magnitude(-60, 10, true),
    });
}

#[test]
fn log_f64() {
    let mut extra: Vec<f64> = (-1074..=1023).map(|k| 2f64.powi(k)).collect();
    extra.extend([
        std::f64::consts::E,
        std::f64::consts::SQRT_2,
        std::f64::consts::FRAC_1_SQRT_2,
        1.0000000000000002,
        0.9999999999999999,
        -1e-300,
    ]);
    check_unary_f64("log", &extra, cases(10_000), |r| match r.next() % 3 {
        0 => r.any_bits().abs(),
        1 => r.range(0.5, 2.0),
        _ => 1.0 + r.magnitude(-53, -1, true),
    });
}

#[test]
fn log2_f64() {
    let mut extra: Vec<f64> = (-1074..=1023).map(|k| 2f64.powi(k)).collect();
    extra.extend([3.0, 1.0000000000000002, 0.9999999999999999, 1.5, 0.75]);
    check_unary_f64("log2", &extra, cases(10_000), |r| match r.next() % 3 {
        0 => r.any_bits().abs(),
        1 => r.range(0.5, 2.0),
        _ => 1.0 + r.magnitude(-53, -1, true),
    });
}

#[test]
fn tanh_f64() {
    let extra = [
        3.725290298461914e-09,
        3.7252902984619136e-09,
        0.5,
        0.9999999999999999,
        1.0,
        21.999999999999996,
        22.0,
        19.0,
        0.15,
        -0.55,
    ];
    check_unary_f64("tanh", &extra, cases(10_000), |r| match r.next() % 2 {
        0 => r.range(-23.0, 23.0),
        _ => r.magnitude(-40, 6, true),
    });
}

#[test]
fn rsqrt_f64() {
    let extra = [4.0, 0.25, 16.0, 2.0, -4.0];
    check_unary_f64("rsqrt", &extra, cases(10_000), |r| r.any_bits().abs());
}

#[test]
fn pow_f64() {
    let fun = fun("pow", Ty::F64);
    let mut xs = Vec::new();
    let mut ys = Vec::new();
    // Every pair of specials and of small integers and halves.
    let mut vals: Vec<f64> = SPECIALS.to_vec();
    vals.extend([
        0.25,
        -0.25,
        1.5,
        -1.5,
        4.0,
        -4.0,
        7.0,
        -7.0,
        1e10,
        2f64.powi(53),
        2f64.powi(64),
        -2f64.powi(64),
        2f64.powi(63),
        1e19,
    ]);
    for &x in &vals {
        for &y in &vals {
            xs.push(x);
            ys.push(y);
        }
    }
    // Exact results.
    for (x, y) in [
        (2.0, 10.0),
        (2.0, -3.0),
        (-2.0, 3.0),
        (-2.0, 4.0),
        (3.0, 5.0),
        (10.0, 22.0),
        (0.5, 1074.0),
        (2.0, 1023.0),
        (2.0, -1074.0),
        (4.0, 0.5),
        (-8.0, 1.0),
        (1.5, 2.0),
        (-0.5, -3.0),
    ] {
        xs.push(x);
        ys.push(y);
    }
    let mut rng = Rng(77);
    for i in 0..cases(10_000) {
        let x = match i % 4 {
            0 => rng.any_bits().abs(),
            1 => rng.range(0.0, 4.0),
            2 => 1.0 + rng.magnitude(-40, -1, true),
            _ => -rng.magnitude(-20, 20, false),
        };
        // y such that x^y spans the whole range, sometimes an integer.
        let l = x.abs().ln();
        let t = rng.range(-760.0, 720.0);
        let mut y = if l != 0.0 {
            t / l
        } else {
            rng.range(-10.0, 10.0)
        };
        if i % 4 == 3 || i % 5 == 0 {
            y = y.round();
        }
        xs.push(x);
        ys.push(y);
    }
    let r = check_f64(fun, &xs, &ys);
    finish(fun, r);
}

/// Arguments close to multiples of pi/2 (from the continued fractions of
/// pi/2^(e+1), so with many cancelled bits; the last-but-one is the closest
/// any double comes) with sin, cos and tan correctly rounded (bits,
/// computed with 3000-bit arithmetic). glibc's own results are 8 ulp off on
/// the hardest one, so these are checked against the truth, not std.
#[allow(clippy::approx_constant)] // data: the first row is pi/2 rounded
const HARD_TRIG: &[(f64, u64, u64, u64)] = &[
    (
        1.5707963267948966,
        0x3ff0000000000000,
        0x3c91a62633145c07,
        0x434d02967c31cdb5,
    ), // |x mod pi/2| = 6.123e-17
    (
        579.6238445873169,
        0x3ff0000000000000,
        0xbcc1f05e0bf4eb43,
        0xc31c8a90b6802343,
    ), // |x mod pi/2| = 4.979e-16
    (
        2335.7741379440113,
        0xbff0000000000000,
        0xbcc082fc5668517f,
        0x431f022585dbb509,
    ), // |x mod pi/2| = 4.583e-16
    (
        2915.397982531328,
        0x3c86d61b58c99c43,
        0x3ff0000000000000,
        0x3c86d61b58c99c43,
    ), // |x mod pi/2| = 3.961e-17
    (
        781975.3982013622,
        0x3ff0000000000000,
        0xbcd7b06b011af53f,
        0xc3059d004ebb95fb,
    ), // |x mod pi/2| = 1.315e-15
    (
        871790.3905748408,
        0xbff0000000000000,
        0xbcbd2a4f27e8c119,
        0x43218e1cbf7c7c3f,
    ), // |x mod pi/2| = 4.047e-16
    (
        3397346.5699258847,
        0xbc9d0afa32c646ca,
        0xbff0000000000000,
        0x3c9d0afa32c646ca,
    ), // |x mod pi/2| = 1.008e-16
    (
        18820128.623152584,
        0x3ce23e5c1795c7f9,
        0xbff0000000000000,
        0xbce23e5c1795c7f9,
    ), // |x mod pi/2| = 2.025e-15
    (
        21255869.81013015,
        0xbff0000000000000,
        0x3caccc504881522d,
        0xc331c7694fcd19b6,
    ), // |x mod pi/2| = 1.998e-16
    (
        210122956.91432393,
        0x3ff0000000000000,
        0x3cb05b7776684dff,
        0x432f4d1000337652,
    ), // |x mod pi/2| = 2.270e-16
    (
        231378826.72445408,
        0xbc7f54f5227a4e84,
        0x3ff0000000000000,
        0xbc7f54f5227a4e84,
    ), // |x mod pi/2| = 2.718e-17
    (
        252634696.53458422,
        0xbff0000000000000,
        0x3ca8e1b1a432085d,
        0xc33493d32aa85ce3,
    ), // |x mod pi/2| = 1.727e-16
    (
        295146436.1548445,
        0x3ff0000000000000,
        0xbcc49e948d4d2b2e,
        0xc318d4b71d771efa,
    ), // |x mod pi/2| = 5.723e-16
    (
        420245913.82864785,
        0x3cc05b7776684dff,
        0xbff0000000000000,
        0xbcc05b7776684dff,
    ), // |x mod pi/2| = 4.540e-16
    (
        462757653.44890815,
        0xbc8f54f5227a4e84,
        0x3ff0000000000000,
        0xbc8f54f5227a4e84,
    ), // |x mod pi/2| = 5.435e-17
    (
        715392349.9834924,
        0xbff0000000000000,
        0x3ca10c745b9374bc,
        0xc33e081da87fb131,
    ), // |x mod pi/2| = 1.183e-16
    (
        925515306.8978163,
        0xbc9f54f5227a4e84,
        0x3ff0000000000000,
        0xbc9f54f5227a4e84,
    ), // |x mod pi/2| = 1.087e-16
    (
        65398140378926.0,
        0xbff0000000000000,
        0x3d106e4484403843,
        0xc2cf293efe103e4f,
    ), // |x mod pi/2| = 1.459e-14
    (
        214112296674652.0,
        0x3ff0000000000000,
        0x3cb2b04a1af8c362,
        0x432b65763fd56c3a,
    ), // |x mod pi/2| = 2.594e-16
    (
        1712898373397216.0,
        0xbce2b04a1af8c362,
        0x3ff0000000000000,
        0xbce2b04a1af8c362,
    ), // |x mod pi/2| = 2.075e-15
    (
        5920787228742393.0,
        0x3ff0000000000000,
        0xbca7b135449c16bf,
        0xc3359c47cac02bc6,
    ), // |x mod pi/2| = 1.644e-16
    (
        6134899525417045.0,
        0x3c9b5ebde2aae00b,
        0xbff0000000000000,
        0xbc9b5ebde2aae00b,
    ), // |x mod pi/2| = 9.496e-17
    (
        1.2055686754159438e+16,
        0xbff0000000000000,
        0x3c9403aca68d4d73,
        0xc34994e66e42bf90,
    ), // |x mod pi/2| = 6.944e-17
    (
        2.3897261211644224e+16,
        0x3ff0000000000000,
        0xbcbcb2206e3f6a1b,
        0xc321d7a2cab383f2,
    ), // |x mod pi/2| = 3.982e-16
    (
        1.2119920443161834e+17,
        0x3ff0000000000000,
        0x3c981ebac224221d,
        0x43453a27759a7b1b,
    ), // |x mod pi/2| = 8.368e-17
    (
        1.617579488248437e+20,
        0x3ff0000000000000,
        0x3cd12c3f448642c0,
        0x430dd084689cc70f,
    ), // |x mod pi/2| = 9.533e-16
    (
        1.5730192072625472e+21,
        0xbff0000000000000,
        0x3cd06f0cc4210bfe,
        0xc30f27c34978640f,
    ), // |x mod pi/2| = 9.123e-16
    (
        1.734777156087391e+21,
        0xbc87a6500ca6d83b,
        0x3ff0000000000000,
        0xbc87a6500ca6d83b,
    ), // |x mod pi/2| = 4.103e-17
    (
        2.836091640199457e+25,
        0x3ff0000000000000,
        0x3ced2523966dc986,
        0x42f19139fb130b56,
    ), // |x mod pi/2| = 3.236e-15
    (
        5.3159011150439346e+26,
        0xbff0000000000000,
        0x3cb1d25c6da0ccb2,
        0xc32cba9ebb0f20b8,
    ), // |x mod pi/2| = 2.473e-16
    (
        6.93903236595911e+27,
        0xbc77a6b2243e72f6,
        0x3ff0000000000000,
        0xbc77a6b2243e72f6,
    ), // |x mod pi/2| = 2.051e-17
    (
        6.806538449928641e+30,
        0x3ff0000000000000,
        0xbd2e912a13a167e0,
        0xc2b0c004296f3e86,
    ), // |x mod pi/2| = 5.430e-14
    (
        3.2598248359505137e+31,
        0x3ff0000000000000,
        0x3cfb1e54b9fb112b,
        0x42e2e14f26ac2d21,
    ), // |x mod pi/2| = 6.022e-15
    (
        3.0019077368547487e+32,
        0xbc9e1584cde91f30,
        0xbff0000000000000,
        0x3c9e1584cde91f30,
    ), // |x mod pi/2| = 1.044e-16
    (
        4.208427422508735e+44,
        0xbccd4696710d0a55,
        0x3ff0000000000000,
        0xbccd4696710d0a55,
    ), // |x mod pi/2| = 8.126e-16
    (
        2.2492993821574518e+45,
        0xbff0000000000000,
        0x3cbbff85a8d09fd8,
        0xc322497478feaa0c,
    ), // |x mod pi/2| = 3.886e-16
    (
        4.919441506565777e+45,
        0x3c84710c83c6a7d5,
        0xbff0000000000000,
        0xbc84710c83c6a7d5,
    ), // |x mod pi/2| = 3.546e-17
    (
        6.328518636174216e+74,
        0x3ff0000000000000,
        0xbcecb7a9dbb023e0,
        0xc2f1d432228ce662,
    ), // |x mod pi/2| = 3.188e-15
    (
        6.896554794702361e+74,
        0x3cc285e6a2a5383b,
        0xbff0000000000000,
        0xbcc285e6a2a5383b,
    ), // |x mod pi/2| = 5.141e-16
    (
        4.770784740438838e+75,
        0x3ff0000000000000,
        0xbc9dd9fcf709f0f1,
        0xc34126cc7af1de15,
    ), // |x mod pi/2| = 1.036e-16
    (
        1.604214840319583e+104,
        0x3ff0000000000000,
        0xbcdf9e0bcd0728ae,
        0xc3003191d5d388a2,
    ), // |x mod pi/2| = 1.755e-15
    (
        1.7494539971664648e+105,
        0x3ff0000000000000,
        0x3ccd0881f3741339,
        0x4311a28cf669b71d,
    ), // |x mod pi/2| = 8.058e-16
    (
        3.659329478364888e+105,
        0xbff0000000000000,
        0x3ca4ac4ecc98aba6,
        0xc338c43a11f48ab8,
    ), // |x mod pi/2| = 1.434e-16
    (
        8.358290494028814e+134,
        0x3ff0000000000000,
        0xbcd112d4cf6a3a7b,
        0xc30dfce63d7993a8,
    ), // |x mod pi/2| = 9.478e-16
    (
        4.018216410801447e+135,
        0x3cb55da57c9912e4,
        0xbff0000000000000,
        0xbcb55da57c9912e4,
    ), // |x mod pi/2| = 2.965e-16
    (
        1.2890478281807222e+136,
        0xbff0000000000000,
        0x3c90c98b1f76c508,
        0xc34e7fd11abd707f,
    ), // |x mod pi/2| = 5.824e-17
    (
        9.960019455587994e+164,
        0xbff0000000000000,
        0xbcf0a9db41b08420,
        0x42eeb9d04a74bc04,
    ), // |x mod pi/2| = 3.700e-15
    (
        1.2299903355639166e+165,
        0xbcc55f2fcf6b6378,
        0xbff0000000000000,
        0x3cc55f2fcf6b6378,
    ), // |x mod pi/2| = 5.932e-16
    (
        8.3759439589423e+165,
        0xbff0000000000000,
        0xbca44eecc3ff30c5,
        0x4339361c1ccc4dec,
    ), // |x mod pi/2| = 1.409e-16
    (
        1.8934990287136535e+195,
        0x3ff0000000000000,
        0xbce09a43441d5937,
        0xc2fed6ac210858be,
    ), // |x mod pi/2| = 1.843e-15
    (
        2.673190890357556e+195,
        0xbff0000000000000,
        0xbcce443de5c8f620,
        0x4310ea962aec4dfe,
    ), // |x mod pi/2| = 8.401e-16
    (
        7.239880809428765e+195,
        0xbff0000000000000,
        0x3ca78245138de279,
        0xc335c76da5e25a23,
    ), // |x mod pi/2| = 1.631e-16
    (
        6.62324867394501e+225,
        0xbff0000000000000,
        0xbcc7dc1d0ae5ad5f,
        0x4315756b7ef39677,
    ), // |x mod pi/2| = 6.622e-16
    (
        9.788524622846142e+225,
        0xbcb35e2e7b984dea,
        0xbff0000000000000,
        0x3cb35e2e7b984dea,
    ), // |x mod pi/2| = 2.688e-16
    (
        2.6200297919637294e+226,
        0xbff0000000000000,
        0xbca1f7ba3d357dd1,
        0x433c7edfb70a0b29,
    ), // |x mod pi/2| = 1.247e-16
    (
        2.2698748858800692e+255,
        0xbcb1c0007945470c,
        0xbff0000000000000,
        0x3cb1c0007945470c,
    ), // |x mod pi/2| = 2.463e-16
    (
        3.049497762446472e+255,
        0xbff0000000000000,
        0xbcb1b75b05ae113b,
        0x432ce669a4ae4eeb,
    ), // |x mod pi/2| = 2.459e-16
    (
        5.319372648326541e+255,
        0x3ff0000000000000,
        0xbc214ae72e6ba22f,
        0xc3bd9ba9a7975636,
    ), // |x mod pi/2| = 4.687e-19
    (
        1.2415057982737605e+271,
        0x3ff0000000000000,
        0xbcca2ed953a72bc9,
        0xc3138dfedd0e2239,
    ), // |x mod pi/2| = 7.267e-16
    (
        1.356221927817359e+271,
        0xbca67b7db9745f07,
        0x3ff0000000000000,
        0xbca67b7db9745f07,
    ), // |x mod pi/2| = 1.560e-16
    (
        6.6663935095431964e+271,
        0x3ff0000000000000,
        0xbc9d9adcd196660c,
        0xc3414b5ed413bce4,
    ), // |x mod pi/2| = 1.027e-16
    (
        1.7816995337611536e+286,
        0xbff0000000000000,
        0xbcbb10713e01a7d6,
        0x4322eaff789df39f,
    ), // |x mod pi/2| = 3.756e-16
    (
        1.7990035478545954e+286,
        0xbcba5f0e4f85ab6c,
        0xbff0000000000000,
        0x3cba5f0e4f85ab6c,
    ), // |x mod pi/2| = 3.660e-16
    (
        3.580703081615749e+286,
        0x3ff0000000000000,
        0x3c662c5dcf7f8d24,
        0x437717407d201e67,
    ), // |x mod pi/2| = 9.616e-18
    (
        8.715224345374154e+299,
        0xbd11f5c17a3d725e,
        0xbff0000000000000,
        0x3d11f5c17a3d725e,
    ), // |x mod pi/2| = 1.595e-14
    (
        9.24395498138549e+299,
        0x3ff0000000000000,
        0x3cb0d2ba581d09c9,
        0x432e6f2a7e5cda84,
    ), // |x mod pi/2| = 2.335e-16
    (
        6.373041630795874e+301,
        0xbc95db7c9e97f923,
        0xbff0000000000000,
        0x3c95db7c9e97f923,
    ), // |x mod pi/2| = 7.583e-17
    (
        2.48618585361444e+306,
        0xbff0000000000000,
        0xbccb4f1d3934b362,
        0x4312bf95397063dc,
    ), // |x mod pi/2| = 7.580e-16
    (
        4.0560354969246586e+307,
        0xbff0000000000000,
        0x3cb195b6d2ff4c2d,
        0xc32d1db37eb83efc,
    ), // |x mod pi/2| = 2.440e-16
    (
        1.241672507613542e+308,
        0xbc7dd15f96b823f2,
        0x3ff0000000000000,
        0xbc7dd15f96b823f2,
    ), // |x mod pi/2| = 2.586e-17
];

/// Our results on `HARD_TRIG` within the bound against the true values.
fn check_hard_trig(name: &str) {
    let fun = fun(name, Ty::F64);
    let xs: Vec<f64> = HARD_TRIG.iter().flat_map(|r| [r.0, -r.0]).collect();
    let got = run(fun, &xs, &xs);
    let mut worst = 0;
    for (k, (&x, &g)) in xs.iter().zip(&got).enumerate() {
        let row = HARD_TRIG[k / 2];
        let mut want = f64::from_bits(match name {
            "sin" => row.1,
            "cos" => row.2,
            _ => row.3,
        });
        if x < 0.0 && name != "cos" {
            want = -want;
        }
        let u = ulps64(g, want);
        worst = worst.max(u);
        assert!(
            u < fun.bound,
            "{name}({x:e}) = {g:e}, true value {want:e}: {u} ulp"
        );
    }
    println!(
        "{name}_f64 on {} hard reductions: max {worst} ulp against the true value",
        xs.len()
    );
}

/// Arguments for sin/cos/tan: near multiples of pi/2 (small and large
/// quadrant numbers), the hardest known case for reduction, huge values.
fn trig_extra() -> Vec<f64> {
    let mut v = vec![
        1e22,
        -1e22,
        1e300,
        2f64.powi(30),
        2f64.powi(30) - 1.0,
        1073741824.0000001,
        std::f64::consts::FRAC_PI_4,
        -std::f64::consts::FRAC_PI_4,
        0.7853981633974484,
        0.6743354797363281,
        0.674335479736328,
        7.450580596923828e-09,
        7.450580596923827e-09,
        1e-300,
        5e-324,
    ];
    for k in (1i64..200).chain([
        1000,
        12345,
        99_999,
        1_000_000,
        100_000_000,
        683_565_275,
        1_000_000_000,
        10_000_000_000,
    ]) {
        let m = k as f64 * std::f64::consts::FRAC_PI_2;
        for x in [
            m,
            f64::from_bits(m.to_bits() + 1),
            f64::from_bits(m.to_bits() - 1),
        ] {
            v.push(x);
            v.push(-x);
        }
    }
    v
}

fn trig_random(r: &mut Rng) -> f64 {
    match r.next() % 5 {
        0 => r.range(-10.0, 10.0),
        1 => r.magnitude(-30, 30, true),
        2 => r.magnitude(29, 31, true),
        3 => r.magnitude(31, 1023, true),
        _ => r.any_bits(),
    }
}

#[test]
fn sin_f64() {
    check_hard_trig("sin");
    check_unary_f64("sin", &trig_extra(), cases(10_000), trig_random);
}

#[test]
fn cos_f64() {
    check_hard_trig("cos");
    check_unary_f64("cos", &trig_extra(), cases(10_000), trig_random);
}

#[test]
fn tan_f64() {
    check_hard_trig("tan");
    check_unary_f64("tan", &trig_extra(), cases(10_000), trig_random);
}

#[test]
fn atan2_f64() {
    let fun = fun("atan2", Ty::F64);
    let mut vals: Vec<f64> = SPECIALS.to_vec();
    vals.extend([
        1e-20,
        -1e-20,
        1e20,
        0.4375,
        0.6875,
        1.1875,
        2.4375,
        7.378697629483821e19,
        2f64.powi(-61),
        2f64.powi(62),
    ]);
    let (mut ys, mut xs) = (Vec::new(), Vec::new());
    for &y in &vals {
        for &x in &vals {
            ys.push(y);
            xs.push(x);
        }
    }
    let mut rng = Rng(4242);
    for i in 0..cases(10_000) {
        let (y, x) = match i % 3 {
            0 => (rng.range(-4.0, 4.0), rng.range(-4.0, 4.0)),
            1 => (rng.magnitude(-80, 80, true), rng.magnitude(-80, 80, true)),
            _ => (rng.any_bits(), rng.any_bits()),
        };
        ys.push(y);
        xs.push(x);
    }
    let r = check_f64(fun, &ys, &xs);
    finish(fun, r);
}

#[test]
fn fmod_f64() {
    let fun = fun("fmod", Ty::F64);
    let mut vals: Vec<f64> = SPECIALS.to_vec();
    vals.extend([
        7.0,
        -7.0,
        0.3,
        1e-300 * 3.0,
        6.0,
        2f64.powi(1023),
        2f64.powi(-1022) * 1.5,
        4e-320,
        std::f64::consts::PI,
        1e15 + 0.5,
    ]);
    let (mut xs, mut ys) = (Vec::new(), Vec::new());
    for &x in &vals {
        for &y in &vals {
            xs.push(x);
            ys.push(y);
        }
    }
    let mut rng = Rng(5150);
    for i in 0..cases(10_000) {
        let (x, y) = match i % 5 {
            0 => (rng.any_bits(), rng.any_bits()),
            1 => (
                rng.magnitude(900, 1023, true),
                rng.magnitude(-1074, -900, true),
            ),
            2 => (
                rng.magnitude(-1074, -1000, true),
                rng.magnitude(-1074, -1020, true),
            ),
            3 => {
                // an exact multiple, a multiple plus a little
                let y = rng.magnitude(-30, 30, true);
                let k = (rng.next() % 1_000_000) as f64;
                (y * k + if i % 2 == 0 { 0.0 } else { y * 1e-9 }, y)
            }
            _ => (rng.magnitude(-60, 60, true), rng.magnitude(-60, 60, true)),
        };
        xs.push(x);
        ys.push(y);
    }
    let r = check_f64(fun, &xs, &ys);
    finish(fun, r);
}

/// f32 values every f32 function sees.
const SPECIALS_F32: &[f32] = &[
    0.0,
    -0.0,
    f32::INFINITY,
    f32::NEG_INFINITY,
    f32::NAN,
    f32::MIN_POSITIVE,
    1e-45,
    -1e-45,
    1e-40,
    f32::MAX,
    -f32::MAX,
    1.0,
    -1.0,
    0.5,
    2.0,
    -2.0,
    3.0,
    10.0,
    88.72283,
    88.72284,
    -87.33655,
    -103.97208,
    -104.0,
    128.0,
    -150.0,
    1e10,
    -1e10,
    3.4e38,
    100.0,
    std::f32::consts::FRAC_PI_4,
    std::f32::consts::FRAC_PI_2,
    std::f32::consts::PI,
    9.0,
    1e-5,
];

fn check_f32(fun: &Fun, xs: &[f32], ys: &[f32]) -> Report {
    let got = run(fun, xs, ys);
    let mut r = Report {
        max_ulp: 0,
        worst: (0.0, 0.0, 0.0, 0.0),
        failures: Vec::new(),
        count: xs.len(),
    };
    for ((&x, &y), &g) in xs.iter().zip(ys).zip(&got) {
        let want = (fun.reference)(f64::from(x), f64::from(y)) as f32;
        let u = ulps32(g, want);
        let exact = exact_required(f64::from(x), f64::from(y), f64::from(want), fun.binary);
        let bad = if exact {
            !same_f32(g, want)
        } else {
            u > fun.bound
        };
        if u > r.max_ulp && !want.is_nan() {
            r.max_ulp = u;
            r.worst = (f64::from(x), f64::from(y), f64::from(g), f64::from(want));
        }
        if bad && r.failures.len() < 20 {
            r.failures.push(format!(
                "{}({x:e}, {y:e}) = {g:e} ({:#x}), reference {want:e} ({:#x}): {u} ulp{}",
                fun.name,
                g.to_bits(),
                want.to_bits(),
                if exact { " (must be exact)" } else { "" }
            ));
        }
    }
    r
}

#[test]
fn f32_functions() {
    let mut rng = Rng(3232);
    for fun in FUNS.iter().filter(|f| f.ty == Ty::F32) {
        let (mut xs, mut ys) = (Vec::new(), Vec::new());
        for &x in SPECIALS_F32 {
            for &y in SPECIALS_F32 {
                xs.push(x);
                ys.push(if fun.binary { y } else { x });
                if !fun.binary {
                    break;
                }
            }
        }
        for i in 0..cases(6_000) {
            let x = match i % 3 {
                0 => f32::from_bits(rng.next() as u32),
                1 => rng.range(-10.0, 10.0) as f32,
                _ => rng.range(-200.0, 200.0) as f32,
            };
            let y = match i % 4 {
                0 => f32::from_bits(rng.next() as u32),
                1 => rng.range(-10.0, 10.0) as f32,
                2 => rng.range(-3.0, 3.0).round() as f32,
                _ => rng.range(-0.5, 0.5) as f32,
            };
            xs.push(if fun.name == "pow" && i % 2 == 0 {
                x.abs()
            } else {
                x
            });
            ys.push(y);
        }
        let r = check_f32(fun, &xs, &ys);
        finish(fun, r);
    }
}

/// Runs `@__mp_fma_f64` on the triples and compares bit for bit with
/// `f64::mul_add` (one rounding; any NaN matching any NaN).
fn check_fma(a: &[f64], b: &[f64], c: &[f64]) -> usize {
    let (ma, mb, mc, mo) = (mem(a), mem(b), mem(c), zeros::<f64>(a.len()));
    kernels()
        .run(
            "t_fma_f64",
            Launch::linear(a.len().div_ceil(64) as u32, 64),
            &[
                KernelArg::Buffer(&ma),
                KernelArg::Buffer(&mb),
                KernelArg::Buffer(&mc),
                KernelArg::Buffer(&mo),
            ],
        )
        .unwrap_or_else(|e| panic!("t_fma_f64: {e}"));
    let got: Vec<f64> = read(&mo);
    let mut failures = Vec::new();
    for (((&x, &y), &z), &g) in a.iter().zip(b).zip(c).zip(&got) {
        let want = x.mul_add(y, z);
        if !same_f64(g, want) && failures.len() < 20 {
            failures.push(format!(
                "fma({x:e} ({:#x}), {y:e} ({:#x}), {z:e} ({:#x})) = {g:e} ({:#x}), mul_add {want:e} ({:#x})",
                x.to_bits(),
                y.to_bits(),
                z.to_bits(),
                g.to_bits(),
                want.to_bits()
            ));
        }
    }
    assert!(failures.is_empty(), "fma_f64:\n{}", failures.join("\n"));
    a.len()
}

/// Triples collected for one `check_fma` run.
#[derive(Default)]
struct Triples(Vec<f64>, Vec<f64>, Vec<f64>);

impl Triples {
    fn push(&mut self, a: f64, b: f64, c: f64) {
        self.0.push(a);
        self.1.push(b);
        self.2.push(c);
    }

    fn check(&self, what: &str) -> usize {
        let n = check_fma(&self.0, &self.1, &self.2);
        println!("fma_f64 {what}: {n} cases bit-exact");
        n
    }
}

/// 2^k for k in [-1074, 1023], exactly.
fn pow2(k: i32) -> f64 {
    assert!((-1074..=1023).contains(&k));
    if k < -1022 {
        f64::from_bits(1 << (k + 1074))
    } else {
        f64::from_bits(((k + 1023) as u64) << 52)
    }
}

/// The unit in the last place of a finite `x` (2^-1074 for subnormals).
fn ulp_of(x: f64) -> f64 {
    let e = ((x.to_bits() >> 52) & 0x7ff) as i32;
    pow2(e.max(1) - 1075)
}

#[test]
fn fma_f64() {
    let mut total = 0;

    // Every triple of special values.
    let vals: &[f64] = &[
        0.0,
        -0.0,
        1.0,
        -1.0,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        f64::MIN_POSITIVE,
        -f64::MIN_POSITIVE,
        5e-324,
        -5e-324,
        2.2e-308,
        -2.2e-308,
        1e-310,
        -1e-310,
        f64::MAX,
        -f64::MAX,
        1.0 + f64::EPSILON,
        -(1.0 + f64::EPSILON),
        1.0 - f64::EPSILON / 2.0,
        0.1,
        -0.1,
        3.0,
        -3.0,
        0.5,
        2.0,
        pow2(1023),
        -pow2(1023),
        pow2(-1074),
        pow2(-537),
        pow2(512),
    ];
    let mut t = Triples::default();
    for &a in vals {
        for &b in vals {
            for &c in vals {
                t.push(a, b, c);
            }
        }
    }
    total += t.check("special triples");

    let mut rng = Rng(0xf3a);
    let sign = |r: &mut Rng| if r.next() & 1 == 1 { -1.0 } else { 1.0 };

    // Cancellation: c = -RN(a*b), and a few ulps either side, so the
    // result is the rounding error of the product (or close to it).
    let mut t = Triples::default();
    for i in 0..cases(20_000) {
        let (lo, hi) = match i % 4 {
            0 => (-60, 60),
            1 => (-520, 500),
            2 => (-1074, -480),
            _ => (400, 520),
        };
        let a = rng.magnitude(lo, hi, true);
        let b = rng.magnitude(lo, hi, true);
        let p = a * b;
        let c = if i % 3 == 0 || !p.is_finite() || p == 0.0 {
            -p
        } else {
            let k = (rng.next() % 9) as i64 - 4;
            -f64::from_bits((p.to_bits() as i64 + k) as u64)
        };
        t.push(a, b, c);
    }
    // Exact cancellation to zero: the sign of the zero.
    for &(a, b, c) in &[
        (1.0, 1.0, -1.0),
        (-1.0, 1.0, 1.0),
        (3.0, 0.5, -1.5),
        (-3.0, -0.5, -1.5),
        (0.0, 0.1, -0.0),
        (-0.0, 1.0, -0.0),
        (-0.0, 1.0, 0.0),
        (0.0, -1.0, -0.0),
        (5e-324, 0.5, -0.0),
        (-5e-324, 0.5, 0.0),
        (5e-324, -0.5, -0.0),
        (1e-200, 1e-200, -0.0),
        (-1e-200, 1e-200, 0.0),
    ] {
        t.push(a, b, c);
    }
    total += t.check("cancellation");

    // A product far below c: c + tiny (sticky bits only) and, at the
    // ties, a*b exactly half an ulp of c, and just more or less; also at
    // a power of two, where the ulp below is half the ulp above.
    let mut t = Triples::default();
    for i in 0..cases(20_000) {
        let c = match i % 4 {
            0 => rng.magnitude(-100, 100, true),
            1 => rng.magnitude(-1022, 1023, true),
            2 => sign(&mut rng) * pow2((rng.next() % 2000) as i32 - 1000),
            _ => rng.magnitude(-1074, -1000, true),
        };
        let u = ulp_of(c);
        let h = u / 2.0;
        let mult = match (i / 4) % 10 {
            0 => 1.0,
            1 => 1.0 + f64::EPSILON,
            2 => 1.0 - f64::EPSILON / 2.0,
            3 => 0.5,
            4 => 0.25,
            5 => 0.75,
            6 => 1.5,
            7 => 1e-30,
            8 => pow2(-600),
            _ => 3.0,
        };
        let tiny = h * mult * sign(&mut rng);
        // two factors of the tiny value: split exactly by a power of two,
        // or near it by 3 or 5
        let odd = [1.0, 1.0, 3.0, 5.0][(rng.next() % 4) as usize];
        let f = pow2((rng.next() % 40) as i32 - 20) * odd;
        let (a, b) = if tiny != 0.0 && (tiny / f).is_normal() {
            (tiny / f, f)
        } else {
            (tiny, 1.0)
        };
        t.push(a, b, c);
    }
    total += t.check("products far below c");

    // Overflow and underflow of the product, with and without a c that
    // brings the sum back into range.
    let mut t = Triples::default();
    for &(a, b, c) in &[
        (f64::MAX, 2.0, -f64::MAX),
        (f64::MAX, 1.0 + f64::EPSILON, -f64::MAX),
        (f64::MAX, -1.5, f64::MAX),
        (f64::MAX, 1.0, f64::MAX),
        (f64::MAX, 1.0, ulp_of(f64::MAX) / 2.0),
        (f64::MAX, 1.0, ulp_of(f64::MAX) / 2.0 * (1.0 - f64::EPSILON)),
        (pow2(1023), 2.0, -1.0),
        (pow2(1023), 2.0, -pow2(1023)),
        (1e-300, 1e-300, 5e-324),
        (1e-300, 1e-300, -5e-324),
        (f64::MIN_POSITIVE, 0.5, 0.0),
        (f64::MIN_POSITIVE, 0.5, -5e-324),
        (f64::MIN_POSITIVE, 1.0 - f64::EPSILON / 2.0, 0.0),
        (f64::MIN_POSITIVE, 1.0 - f64::EPSILON, 0.0),
        (pow2(-1074), 0.5, 0.0),
        (pow2(-1074), 0.5, -0.0),
        (pow2(-1074), 0.75, 0.0),
        (pow2(-1074), -0.75, 0.0),
        (pow2(-1074), 1.5, pow2(-1074)),
        (pow2(-1074), 2.5, 0.0),
    ] {
        t.push(a, b, c);
    }
    for i in 0..cases(20_000) {
        let (a, b, c) = match i % 4 {
            // products around the overflow threshold
            0 => {
                let a = rng.magnitude(400, 1023, true);
                let e = 1023 - (a.abs().log2().floor() as i32);
                let b = rng.magnitude(e - 2, e + 1, true);
                (a, b, rng.magnitude(900, 1023, true))
            }
            // products in and below the subnormal range, c subnormal or 0
            1 => {
                let a = rng.magnitude(-1074, 0, true);
                let e = -1074 - (a.abs().log2().floor() as i32);
                let b = rng.magnitude(e - 3, e + 60, true);
                let c = if i % 8 == 1 {
                    0.0 * sign(&mut rng)
                } else {
                    rng.magnitude(-1074, -1022, true)
                };
                (a, b, c)
            }
            // subnormal operands times large ones
            2 => (
                rng.magnitude(-1074, -1023, true),
                rng.magnitude(0, 1023, true),
                rng.magnitude(-1074, 60, true),
            ),
            _ => (
                rng.magnitude(-540, -500, true),
                rng.magnitude(-540, -500, true),
                rng.magnitude(-1074, -1022, true),
            ),
        };
        t.push(a, b, c);
    }
    total += t.check("overflow and underflow");

    // Random bit patterns (NaNs and infinities included) and random values
    // in mixed magnitudes.
    let mut t = Triples::default();
    for i in 0..cases(200_000) {
        let (a, b, c) = match i % 4 {
            0 => (
                f64::from_bits(rng.next()),
                f64::from_bits(rng.next()),
                f64::from_bits(rng.next()),
            ),
            1 => (rng.any_bits(), rng.any_bits(), rng.any_bits()),
            2 => (
                rng.magnitude(-1074, 1023, true),
                rng.magnitude(-1074, 1023, true),
                rng.magnitude(-1074, 1023, true),
            ),
            _ => {
                let a = rng.magnitude(-60, 60, true);
                let b = rng.magnitude(-60, 60, true);
                let e = (a * b).abs().log2().floor() as i32;
                (a, b, rng.magnitude(e - 110, e + 110, true))
            }
        };
        t.push(a, b, c);
    }
    total += t.check("random");
    println!("fma_f64: {total} cases bit-exact in all");
}
