//! Float semantics: IEEE arithmetic of the operand type, ordered compares
//! with NaN, `fmin`/`fmax` with NaN and signed zeros, f16/bf16 computed in
//! f32 and rounded once (checked against the `half` crate), float casts,
//! fma and math functions.

mod common;

use common::*;
use half::{bf16, f16};
use magpie_cpu::{KernelArg, Launch};

const ARITH: [&str; 9] = [
    "f.add",
    "f.sub",
    "f.mul",
    "f.div",
    "f.rem",
    "math.min",
    "math.max",
    "f.add.fast",
    "f.mul.fast",
];
const CMP: [&str; 6] = [
    "fcmp.oeq", "fcmp.one", "fcmp.olt", "fcmp.ogt", "fcmp.ole", "fcmp.oge",
];

fn kernels(ty: &str, ops: &[&str], result: Option<&str>) -> String {
    let mut src = String::new();
    for (k, op) in ops.iter().enumerate() {
        let rt = result.unwrap_or(ty);
        src.push_str(&format!(
            "
gpu fn @k{k}(%a: gpu.TBuffer<{ty}>, %b: gpu.TBuffer<{ty}>, %out: gpu.TBuffer<{rt}>) -> unit workgroup(64, 1, 1) {{
bb0:
    %i: u32 = gpu.global_id {{ dim=const.u32 0 }}
    %n: u32 = gpu.buffer_len<{ty}> {{ buf=%a }}
    %ok: bool = icmp.ult {{ lhs=%i, rhs=%n }}
    cbr %ok bb1 bb2
bb1:
    %x: {ty} = gpu.buffer_load<{ty}> {{ buf=%a, idx=%i }}
    %y: {ty} = gpu.buffer_load<{ty}> {{ buf=%b, idx=%i }}
    %r: {rt} = {op} {{ lhs=%x, rhs=%y }}
    gpu.buffer_store<{rt}> {{ buf=%out, idx=%i, v=%r }}
    br bb2
bb2:
    ret
}}
"
        ));
    }
    src
}

fn pairs<T: Copy>(vals: &[T]) -> (Vec<T>, Vec<T>) {
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for &x in vals {
        for &y in vals {
            a.push(x);
            b.push(y);
        }
    }
    (a, b)
}

fn run2<T: Elem, R: Elem>(k: &Kernels, name: &str, a: &[T], b: &[T]) -> Vec<R> {
    let (ma, mb, mo) = (mem(a), mem(b), zeros::<R>(a.len()));
    k.run(
        name,
        Launch::linear(a.len().div_ceil(64) as u32, 64),
        &[
            KernelArg::Buffer(&ma),
            KernelArg::Buffer(&mb),
            KernelArg::Buffer(&mo),
        ],
    )
    .unwrap();
    read(&mo)
}

/// C99 fmin/fmax with -0 < +0, written out.
fn ref_min_max(x: f64, y: f64, min: bool) -> f64 {
    if x.is_nan() {
        return y;
    }
    if y.is_nan() {
        return x;
    }
    if x == 0.0 && y == 0.0 {
        let neg = x.is_sign_negative() || y.is_sign_negative();
        let pos = x.is_sign_positive() || y.is_sign_positive();
        return match (min, neg, pos) {
            (true, true, _) => -0.0,
            (false, _, true) => 0.0,
            _ => x,
        };
    }
    if (x < y) == min {
        x
    } else {
        y
    }
}

fn ref_cmp(op: &str, x: f64, y: f64) -> bool {
    let ordered = !x.is_nan() && !y.is_nan();
    ordered
        && match op {
            "fcmp.oeq" => x == y,
            "fcmp.one" => x != y,
            "fcmp.olt" => x < y,
            "fcmp.ogt" => x > y,
            "fcmp.ole" => x <= y,
            _ => x >= y,
        }
}

const F32S: [f32; 16] = [
    0.0,
    -0.0,
    1.0,
    -1.0,
    0.1,
    3.0,
    -7.5,
    1e-45,
    -1.1754942e-38,
    f32::MAX,
    f32::MIN_POSITIVE,
    1e30,
    f32::INFINITY,
    f32::NEG_INFINITY,
    f32::NAN,
    16777217.0,
];

#[test]
fn f32_arithmetic_min_max_and_compares() {
    let (a, b) = pairs(&F32S);
    let k = Kernels::new(&kernels("f32", &ARITH, None));
    for (i, op) in ARITH.iter().enumerate() {
        let out: Vec<f32> = run2(&k, &format!("k{i}"), &a, &b);
        for j in 0..a.len() {
            let (x, y) = (a[j], b[j]);
            let want = match *op {
                "f.add" | "f.add.fast" => x + y,
                "f.sub" => x - y,
                "f.mul" | "f.mul.fast" => x * y,
                "f.div" => x / y,
                "f.rem" => x % y,
                "math.min" => ref_min_max(x as f64, y as f64, true) as f32,
                _ => ref_min_max(x as f64, y as f64, false) as f32,
            };
            assert!(
                same_f32(out[j], want),
                "{op} {x:e} {y:e}: got {:e}, want {want:e}",
                out[j]
            );
        }
    }
    let k = Kernels::new(&kernels("f32", &CMP, Some("bool")));
    for (i, op) in CMP.iter().enumerate() {
        let out: Vec<bool> = run2(&k, &format!("k{i}"), &a, &b);
        for j in 0..a.len() {
            let want = ref_cmp(op, a[j] as f64, b[j] as f64);
            assert_eq!(out[j], want, "{op} {:e} {:e}", a[j], b[j]);
        }
    }
}

#[test]
fn f64_arithmetic_min_max_and_compares() {
    let vals: Vec<f64> = vec![
        0.0,
        -0.0,
        1.0,
        -2.5,
        0.1,
        1e-310,
        f64::MAX,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        9007199254740993.0,
        -1e300,
    ];
    let (a, b) = pairs(&vals);
    let k = Kernels::new(&kernels("f64", &ARITH, None));
    for (i, op) in ARITH.iter().enumerate() {
        let out: Vec<f64> = run2(&k, &format!("k{i}"), &a, &b);
        for j in 0..a.len() {
            let (x, y) = (a[j], b[j]);
            let want = match *op {
                "f.add" | "f.add.fast" => x + y,
                "f.sub" => x - y,
                "f.mul" | "f.mul.fast" => x * y,
                "f.div" => x / y,
                "f.rem" => x % y,
                "math.min" => ref_min_max(x, y, true),
                _ => ref_min_max(x, y, false),
            };
            assert!(same_f64(out[j], want), "{op} {x:e} {y:e}: got {:e}", out[j]);
        }
    }
    let k = Kernels::new(&kernels("f64", &CMP, Some("bool")));
    for (i, op) in CMP.iter().enumerate() {
        let out: Vec<bool> = run2(&k, &format!("k{i}"), &a, &b);
        for j in 0..a.len() {
            assert_eq!(
                out[j],
                ref_cmp(op, a[j], b[j]),
                "{op} {:e} {:e}",
                a[j],
                b[j]
            );
        }
    }
}

#[test]
fn min_max_signed_zero_both_orders_bitwise() {
    let k = Kernels::new(&kernels("f32", &["math.min", "math.max"], None));
    let a = [0.0f32, -0.0, f32::NAN, 1.0, f32::NAN];
    let b = [-0.0f32, 0.0, -3.0, f32::NAN, f32::NAN];
    let min: Vec<f32> = run2(&k, "k0", &a, &b);
    let max: Vec<f32> = run2(&k, "k1", &a, &b);
    assert_eq!(min[0].to_bits(), (-0.0f32).to_bits());
    assert_eq!(min[1].to_bits(), (-0.0f32).to_bits());
    assert_eq!(max[0].to_bits(), 0.0f32.to_bits());
    assert_eq!(max[1].to_bits(), 0.0f32.to_bits());
    assert_eq!((min[2], max[2]), (-3.0, -3.0));
    assert_eq!((min[3], max[3]), (1.0, 1.0));
    assert!(min[4].is_nan() && max[4].is_nan());
}

fn narrow_values<T>(from: impl Fn(f32) -> T, bits: impl Fn(u16) -> T) -> Vec<T> {
    let mut v: Vec<T> = [
        0.0f32, -0.0, 1.0, -1.0, 0.1, 1.5, 3.140625, 1000.0, -65504.0, 6.1e-5, 0.333, 7.0, 1e-3,
    ]
    .iter()
    .map(|&x| from(x))
    .collect();
    // A subnormal, the largest finite, infinities, NaN, and odd patterns.
    for b in [
        0x0001u16, 0x03ff, 0x7bff, 0x7c00, 0xfc00, 0x7e00, 0x3c01, 0x4b80, 0x0400, 0x1234,
    ] {
        v.push(bits(b));
    }
    v
}

#[test]
fn f16_add_mul_sub_div_match_half_computed_in_f32() {
    let vals = narrow_values(f16::from_f32, f16::from_bits);
    let (a, b) = pairs(&vals);
    let ops = ["f.add", "f.mul", "f.sub", "f.div", "math.min"];
    let k = Kernels::new(&kernels("f16", &ops, None));
    for (i, op) in ops.iter().enumerate() {
        let out: Vec<f16> = run2(&k, &format!("k{i}"), &a, &b);
        for j in 0..a.len() {
            let (x, y) = (a[j].to_f32(), b[j].to_f32());
            let want = match *op {
                "f.add" => f16::from_f32(x + y),
                "f.mul" => f16::from_f32(x * y),
                "f.sub" => f16::from_f32(x - y),
                "f.div" => f16::from_f32(x / y),
                _ => f16::from_f32(ref_min_max(x as f64, y as f64, true) as f32),
            };
            assert!(
                (out[j].is_nan() && want.is_nan()) || out[j].to_bits() == want.to_bits(),
                "{op} {:#06x} {:#06x}: got {:#06x}, want {:#06x}",
                a[j].to_bits(),
                b[j].to_bits(),
                out[j].to_bits(),
                want.to_bits()
            );
        }
    }
}

#[test]
fn bf16_add_mul_match_half_computed_in_f32() {
    let vals = narrow_values(bf16::from_f32, |b| {
        // Reuse the patterns, moved into bf16's exponent range.
        bf16::from_bits(b.rotate_left(3))
    });
    let (a, b) = pairs(&vals);
    let ops = ["f.add", "f.mul", "f.sub", "f.div"];
    let k = Kernels::new(&kernels("bf16", &ops, None));
    for (i, op) in ops.iter().enumerate() {
        let out: Vec<bf16> = run2(&k, &format!("k{i}"), &a, &b);
        for j in 0..a.len() {
            let (x, y) = (a[j].to_f32(), b[j].to_f32());
            let want = bf16::from_f32(match *op {
                "f.add" => x + y,
                "f.mul" => x * y,
                "f.sub" => x - y,
                _ => x / y,
            });
            assert!(
                (out[j].is_nan() && want.is_nan()) || out[j].to_bits() == want.to_bits(),
                "{op} {:#06x} {:#06x}: got {:#06x}, want {:#06x}",
                a[j].to_bits(),
                b[j].to_bits(),
                out[j].to_bits(),
                want.to_bits()
            );
        }
    }
}

fn unary_kernel(ty: &str, ops: &[&str]) -> String {
    let mut src = String::new();
    for (k, op) in ops.iter().enumerate() {
        src.push_str(&format!(
            "
gpu fn @u{k}(%a: gpu.TBuffer<{ty}>, %out: gpu.TBuffer<{ty}>) -> unit workgroup(64, 1, 1) {{
bb0:
    %i: u32 = gpu.global_id {{ dim=const.u32 0 }}
    %n: u32 = gpu.buffer_len<{ty}> {{ buf=%a }}
    %ok: bool = icmp.ult {{ lhs=%i, rhs=%n }}
    cbr %ok bb1 bb2
bb1:
    %x: {ty} = gpu.buffer_load<{ty}> {{ buf=%a, idx=%i }}
    %r: {ty} = {op} {{ v=%x }}
    gpu.buffer_store<{ty}> {{ buf=%out, idx=%i, v=%r }}
    br bb2
bb2:
    ret
}}
"
        ));
    }
    src
}

fn ulp_distance(a: f32, b: f32) -> u32 {
    if a.is_nan() && b.is_nan() {
        return 0;
    }
    let key = |x: f32| {
        let b = x.to_bits() as i32;
        if b < 0 {
            i32::MIN - b
        } else {
            b
        }
    };
    key(a).abs_diff(key(b))
}

#[test]
fn f32_math_functions() {
    let ops = [
        "math.sqrt",
        "math.floor",
        "math.ceil",
        "math.trunc",
        "math.round",
        "math.abs",
        "math.exp",
        "math.log",
        "math.sin",
        "math.cos",
        "math.exp2",
        "math.log2",
        "math.tanh",
        "math.rsqrt",
        "math.tan",
    ];
    let k = Kernels::new(&unary_kernel("f32", &ops));
    let vals: Vec<f32> = vec![
        0.0,
        -0.0,
        0.5,
        -0.5,
        1.5,
        2.5,
        -2.5,
        2.0,
        10.0,
        0.7,
        -3.3,
        100.25,
        1e-40,
        f32::INFINITY,
        f32::NAN,
        -1.0,
        4.0,
        1e7 + 0.5,
    ];
    let mi = mem(&vals);
    for (i, op) in ops.iter().enumerate() {
        let mo = zeros::<f32>(vals.len());
        k.run(
            &format!("u{i}"),
            Launch::linear(1, 64),
            &[KernelArg::Buffer(&mi), KernelArg::Buffer(&mo)],
        )
        .unwrap();
        let out: Vec<f32> = read(&mo);
        for (j, &x) in vals.iter().enumerate() {
            let d = x as f64;
            // Exact ops bit for bit; the others against f64 within 2 ulp.
            let (want, tol) = match *op {
                "math.sqrt" => (x.sqrt(), 0),
                "math.floor" => (x.floor(), 0),
                "math.ceil" => (x.ceil(), 0),
                "math.trunc" => (x.trunc(), 0),
                "math.round" => {
                    // Half away from zero, written out.
                    let r = if x.is_finite() {
                        let t = x.trunc();
                        if (x - t).abs() >= 0.5 {
                            t + x.signum()
                        } else {
                            t
                        }
                    } else {
                        x
                    };
                    (r, 0)
                }
                "math.abs" => (f32::from_bits(x.to_bits() & 0x7fff_ffff), 0),
                "math.exp" => (d.exp() as f32, 2),
                "math.log" => (d.ln() as f32, 2),
                "math.sin" => (d.sin() as f32, 2),
                "math.cos" => (d.cos() as f32, 2),
                "math.exp2" => (d.exp2() as f32, 2),
                "math.log2" => (d.log2() as f32, 2),
                "math.tanh" => (d.tanh() as f32, 2),
                "math.tan" => (d.tan() as f32, 4),
                _ => ((1.0 / d.sqrt()) as f32, 2),
            };
            let dist = ulp_distance(out[j], want);
            assert!(
                dist <= tol || (want == 0.0 && out[j] == 0.0 && tol > 0),
                "{op}({x:e}) = {:e}, want {want:e} ({dist} ulp)",
                out[j]
            );
        }
    }
}

#[test]
fn fma_rounds_once() {
    let src = "
gpu fn @fma32(%a: gpu.TBuffer<f32>, %out: gpu.TBuffer<f32>) -> unit workgroup(1, 1, 1) {
bb0:
    %x: f32 = gpu.buffer_load<f32> { buf=%a, idx=const.u32 0 }
    %y: f32 = gpu.buffer_load<f32> { buf=%a, idx=const.u32 1 }
    %z: f32 = gpu.buffer_load<f32> { buf=%a, idx=const.u32 2 }
    %r: f32 = math.fma { a=%x, b=%y, c=%z }
    %p: f32 = f.mul { lhs=%x, rhs=%y }
    %s: f32 = f.add { lhs=%p, rhs=%z }
    gpu.buffer_store<f32> { buf=%out, idx=const.u32 0, v=%r }
    gpu.buffer_store<f32> { buf=%out, idx=const.u32 1, v=%s }
    ret
}
";
    let k = Kernels::new(src);
    // (1 + 2^-12)^2 - (1 + 2^-11): exactly 2^-24 with one rounding, 0 with two.
    let x = 1.0 + 2f32.powi(-12);
    let input = [x, x, -(1.0 + 2f32.powi(-11))];
    let (mi, mo) = (mem(&input), zeros::<f32>(2));
    k.run(
        "fma32",
        Launch::linear(1, 1),
        &[KernelArg::Buffer(&mi), KernelArg::Buffer(&mo)],
    )
    .unwrap();
    let out: Vec<f32> = read(&mo);
    assert_eq!(out[0], 2f32.powi(-24));
    assert_eq!(out[1], 0.0, "no contraction of f.mul + f.add");
}

#[test]
fn float_casts_round_to_nearest_even() {
    let src = "
gpu fn @casts(%a: gpu.TBuffer<f64>, %h: gpu.TBuffer<f16>, %b: gpu.TBuffer<bf16>, %s: gpu.TBuffer<f32>, %back: gpu.TBuffer<f64>) -> unit workgroup(16, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %n: u32 = gpu.buffer_len<f64> { buf=%a }
    %ok: bool = icmp.ult { lhs=%i, rhs=%n }
    cbr %ok bb1 bb2
bb1:
    %x: f64 = gpu.buffer_load<f64> { buf=%a, idx=%i }
    %f: f32 = cast<f64, f32> { v=%x }
    %hf: f16 = cast<f32, f16> { v=%f }
    %bf: bf16 = f32.to_bf16 { v=%f }
    %w: f32 = bf16.to_f32 { v=%bf }
    %d: f64 = cast<f16, f64> { v=%hf }
    gpu.buffer_store<f16> { buf=%h, idx=%i, v=%hf }
    gpu.buffer_store<bf16> { buf=%b, idx=%i, v=%bf }
    gpu.buffer_store<f32> { buf=%s, idx=%i, v=%w }
    gpu.buffer_store<f64> { buf=%back, idx=%i, v=%d }
    br bb2
bb2:
    ret
}
";
    let k = Kernels::new(src);
    let vals: Vec<f64> = vec![
        0.1,
        -0.0,
        1.0 + 2f64.powi(-11),
        1.0 + 3.0 * 2f64.powi(-11),
        65519.0,
        65520.0,
        1e10,
        -1e-8,
        f64::NAN,
        f64::NEG_INFINITY,
        1.0 + 2f64.powi(-8),
        3.0e38,
        1e300,
    ];
    let n = vals.len();
    let (ma, mh, mb, ms, md) = (
        mem(&vals),
        zeros::<f16>(n),
        zeros::<bf16>(n),
        zeros::<f32>(n),
        zeros::<f64>(n),
    );
    k.run(
        "casts",
        Launch::linear(1, 16),
        &[
            KernelArg::Buffer(&ma),
            KernelArg::Buffer(&mh),
            KernelArg::Buffer(&mb),
            KernelArg::Buffer(&ms),
            KernelArg::Buffer(&md),
        ],
    )
    .unwrap();
    let (h, b, s, d): (Vec<f16>, Vec<bf16>, Vec<f32>, Vec<f64>) =
        (read(&mh), read(&mb), read(&ms), read(&md));
    for i in 0..n {
        let f = vals[i] as f32;
        let (wh, wb) = (f16::from_f32(f), bf16::from_f32(f));
        assert!(
            (wh.is_nan() && h[i].is_nan()) || wh.to_bits() == h[i].to_bits(),
            "f16 of {}",
            vals[i]
        );
        assert!(
            (wb.is_nan() && b[i].is_nan()) || wb.to_bits() == b[i].to_bits(),
            "bf16 of {}",
            vals[i]
        );
        assert!(same_f32(s[i], wb.to_f32()));
        assert!(same_f64(d[i], wh.to_f64()));
    }
}
