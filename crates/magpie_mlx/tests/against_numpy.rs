//! magpie_mlx's operations against NumPy computing in float64 on the same
//! inputs (`tests/python/numpy_reference.py`): every element-wise op on
//! shapes that broadcast in several dimensions at once (and a scalar);
//! every reduction (sum, mean, max, min, prod, logsumexp) over every axis,
//! negative axes, pairs of axes and all of them, with and without
//! keepdims; softmax, argmax and argmin along every axis; matmul (batched,
//! with broadcast batch dimensions, and with vectors); transpose, take,
//! concatenate, stack; the Fourier transforms (padded and cropped, real
//! and complex inputs); norm (vector and matrix orders, over axis pairs),
//! inv, solve, and svd (NumPy's singular values, and the binding's factors
//! multiplied back in float64 against the input, and orthogonal).
//!
//! Inputs are made here deterministically as f32 and sent to NumPy as
//! those exact values; NumPy's results are the expected values. The
//! binding computes in f32, so an element passes within `tol · max(|NumPy|,
//! 1)`: 1e-5 element-wise, looser where f32 sums many terms or factorises.
//!
//! Needs `python3` able to `import numpy` (installed, or the wheel
//! `cargo xtask test` unpacks into `~/.cache/magpie-gpu/mlx`, put on
//! `PYTHONPATH` here); skips with a printed line otherwise, unless
//! `MAGPIE_REQUIRE` names `numpy`.

mod common;
mod numpy_batch;

use common::values;
use magpie_mlx::Array;
use magpie_rt::GpuError;
use numpy_batch::{batch, Batch, In};
use serde_json::json;

/// Element-wise: a few ulp of f32, with room.
const ELEMENTWISE: f64 = 1e-5;
/// Reductions over up to 60 f32 elements, matmul, transforms.
const ACCUMULATED: f64 = 2e-5;
/// Factorisations and solves in f32 (condition numbers below 10).
const LINALG: f64 = 1e-4;

type Unary = fn(&Array) -> Result<Array, GpuError>;
type Binary = fn(&Array, &Array) -> Result<Array, GpuError>;
type Reduce = fn(&Array, &[i32], bool) -> Result<Array, GpuError>;
type Along = fn(&Array, i32) -> Result<Array, GpuError>;

#[test]
fn elementwise_ops_match_numpy() {
    let Some(mut b) = batch("elementwise_ops_match_numpy") else {
        return;
    };
    // (name, op, whether it needs positive inputs)
    let unary: [(&str, Unary, bool); 11] = [
        ("neg", Array::neg, false),
        ("abs", Array::abs, false),
        ("exp", Array::exp, false),
        ("log", Array::log, true),
        ("sqrt", Array::sqrt, true),
        ("sin", Array::sin, false),
        ("cos", Array::cos, false),
        ("tanh", Array::tanh, false),
        ("sigmoid", Array::sigmoid, false),
        ("square", Array::square, false),
        ("erf", Array::erf, false),
    ];
    for (k, shape) in [&[2, 3, 4][..], &[5], &[]].into_iter().enumerate() {
        let x = b.input(&format!("x{k}"), shape, 10 + k as u64, |v| v);
        let p = b.input(&format!("p{k}"), shape, 20 + k as u64, f64::abs);
        for (op, f, positive) in unary {
            let x = if positive { &p } else { &x };
            let (label, got) = (format!("{op} of {shape:?}"), f(&x.a));
            b.check(label, got, op, &[x], json!({}), ELEMENTWISE);
        }
    }
    // (name, op, operands: 0 any, 1 a positive base, 2 halves with ties)
    let binary: [(&str, Binary, u8); 10] = [
        ("add", Array::add, 0),
        ("sub", Array::sub, 0),
        ("mul", Array::mul, 0),
        ("div", Array::div, 0),
        ("pow", Array::pow, 1),
        ("maximum", Array::maximum, 2),
        ("minimum", Array::minimum, 2),
        ("equal", Array::equal, 2),
        ("less", Array::less, 2),
        ("greater", Array::greater, 2),
    ];
    let pairs: [(&[usize], &[usize]); 7] = [
        (&[3, 1, 4], &[2, 1]),
        (&[2, 1, 3, 1], &[4, 1, 5]),
        (&[5, 1], &[1, 6]),
        (&[2, 3, 4], &[4]),
        (&[4], &[2, 3, 4]),
        (&[], &[2, 3]),
        (&[2, 3], &[2, 3]),
    ];
    let half = |v: f64| (v * 2.0).round() / 2.0;
    for (k, (sa, sb)) in pairs.into_iter().enumerate() {
        let s = 100 + 10 * k as u64;
        let ops = [
            [
                b.input(&format!("a{k}"), sa, s, |v| v),
                b.input(&format!("b{k}"), sb, s + 1, |v| v),
            ],
            [
                b.input(&format!("pa{k}"), sa, s + 2, f64::abs),
                b.input(&format!("pb{k}"), sb, s + 3, |v| v),
            ],
            [
                b.input(&format!("ha{k}"), sa, s + 4, half),
                b.input(&format!("hb{k}"), sb, s + 5, half),
            ],
        ];
        for (op, f, kind) in binary {
            let [x, y] = &ops[usize::from(kind)];
            let got = f(&x.a, &y.a);
            let label = format!("{op} of {sa:?} with {sb:?}");
            b.check(label, got, op, &[x, y], json!({}), ELEMENTWISE);
        }
    }
    b.run();
}

#[test]
fn reductions_match_numpy_over_every_axis() {
    let Some(mut b) = batch("reductions_match_numpy_over_every_axis") else {
        return;
    };
    let reductions: [(&str, Reduce); 6] = [
        ("sum", Array::sum),
        ("mean", Array::mean),
        ("max", Array::max),
        ("min", Array::min),
        ("prod", Array::prod),
        ("logsumexp", Array::logsumexp),
    ];
    let x = b.input("x", &[3, 4, 5], 30, |v| v);
    // Products of 60 values near 1 stay near 1 (of values in [-2, 2)
    // they would vanish below any tolerance).
    let near_one = b.input("n", &[3, 4, 5], 31, |v| 1.0 + v / 8.0);
    let v = b.input("v", &[7], 32, |v| v);
    // Every axis, negative ones, pairs (in either order), all of them;
    // the first three for the vector.
    let every: [&[i32]; 13] = [
        &[],
        &[0],
        &[-1],
        &[1],
        &[2],
        &[-2],
        &[-3],
        &[0, 1],
        &[0, 2],
        &[1, 2],
        &[2, 0],
        &[-1, 0],
        &[0, 1, 2],
    ];
    for (op, f) in reductions {
        let x = if op == "prod" { &near_one } else { &x };
        for (input, axes_list) in [(x, &every[..]), (&v, &every[..3])] {
            for &axes in axes_list {
                for keepdims in [false, true] {
                    let label = format!(
                        "{op} of {:?} over axes {axes:?} (keepdims {keepdims})",
                        input.shape
                    );
                    let got = f(&input.a, axes, keepdims);
                    let kw = json!({"axes": axes, "keepdims": keepdims});
                    b.check(label, got, op, &[input], kw, ACCUMULATED);
                }
            }
        }
    }
    let along: [(&str, Along, f64); 3] = [
        ("softmax", Array::softmax, ELEMENTWISE),
        ("argmax", Array::argmax, 0.0),
        ("argmin", Array::argmin, 0.0),
    ];
    for (op, f, tol) in along {
        for axis in [0, 1, 2, -1, -3] {
            let label = format!("{op} of {:?} along axis {axis}", x.shape);
            let got = f(&x.a, axis);
            b.check(label, got, op, &[&x], json!({ "axis": axis }), tol);
        }
    }
    b.run();
}

#[test]
fn matmul_and_joins_match_numpy() {
    let Some(mut b) = batch("matmul_and_joins_match_numpy") else {
        return;
    };
    let pairs: [(&[usize], &[usize]); 7] = [
        (&[3, 4], &[4, 5]),
        (&[2, 3, 4], &[4, 5]),
        (&[3, 4], &[2, 4, 5]),
        (&[2, 1, 3, 4], &[3, 4, 2]),
        (&[4], &[4, 5]),
        (&[3, 4], &[4]),
        (&[16, 32], &[32, 8]),
    ];
    for (k, (sa, sb)) in pairs.into_iter().enumerate() {
        let x = b.input(&format!("a{k}"), sa, 40 + k as u64, |v| v);
        let y = b.input(&format!("b{k}"), sb, 50 + k as u64, |v| v);
        let got = x.a.matmul(&y.a);
        let label = format!("matmul of {sa:?} with {sb:?}");
        b.check(label, got, "matmul", &[&x, &y], json!({}), ACCUMULATED);
    }
    let x = b.input("x", &[2, 3, 4], 60, |v| v);
    for axes in [[2, 0, 1], [1, 2, 0], [2, 1, 0]] {
        let label = format!("transpose of {:?} to axes {axes:?}", x.shape);
        let got = x.a.transpose(&axes);
        b.check(label, got, "transpose", &[&x], json!({ "axes": axes }), 0.0);
    }
    let (label, got) = ("t of [2, 3, 4]".to_string(), x.a.t());
    let kw = json!({"axes": [2, 1, 0]});
    b.check(label, got, "transpose", &[&x], kw, 0.0);
    for axis in [0, 1, 2, -1] {
        let i: &[u32] = if axis == 0 { &[1, 0, 1] } else { &[2, 0, 2, 1] };
        let i = b.m.array(i, &[i.len()]).unwrap();
        let idx = b.send(&format!("idx{axis}"), i);
        let label = format!("take of {:?} at {:?} along axis {axis}", x.shape, idx.shape);
        let got = x.a.take(&idx.a, axis);
        b.check(
            label,
            got,
            "take",
            &[&x, &idx],
            json!({ "axis": axis }),
            0.0,
        );
    }
    let y = b.input("y", &[2, 1, 4], 61, |v| v);
    let z = b.input("z", &[2, 3, 4], 62, |v| v);
    let got = b.m.concatenate(&[&x.a, &y.a], 1);
    let label = "concatenate of [2, 3, 4] and [2, 1, 4] along axis 1".to_string();
    b.check(
        label,
        got,
        "concatenate",
        &[&x, &y],
        json!({"axis": 1}),
        0.0,
    );
    for axis in [0, 2, 3, -1] {
        let got = b.m.stack(&[&x.a, &z.a, &x.a], axis);
        let label = format!("stack of three [2, 3, 4] along axis {axis}");
        b.check(
            label,
            got,
            "stack",
            &[&x, &z, &x],
            json!({ "axis": axis }),
            0.0,
        );
    }
    b.run();
}

#[test]
fn fourier_transforms_match_numpy() {
    let Some(mut b) = batch("fourier_transforms_match_numpy") else {
        return;
    };
    type Transform = fn(&Array, Option<usize>, i32) -> Result<Array, GpuError>;
    let x = b.input("x", &[4, 6], 70, |v| v);
    let c = b.complex("c", &[4, 6], 71);
    let cases: [(&str, Transform, &In, Option<usize>, i32); 14] = [
        ("fft", Array::fft, &x, None, 1),
        ("fft", Array::fft, &x, None, 0),
        ("fft", Array::fft, &c, None, -1),
        ("fft", Array::fft, &c, Some(8), 1),
        ("fft", Array::fft, &c, Some(3), 0),
        ("ifft", Array::ifft, &c, None, 1),
        ("ifft", Array::ifft, &c, None, 0),
        ("ifft", Array::ifft, &x, Some(5), 1),
        ("rfft", Array::rfft, &x, None, 1),
        ("rfft", Array::rfft, &x, None, 0),
        ("rfft", Array::rfft, &x, Some(5), -1),
        ("irfft", Array::irfft, &c, None, 1),
        ("irfft", Array::irfft, &c, Some(7), 0),
        ("irfft", Array::irfft, &c, Some(4), 1),
    ];
    for (op, f, input, n, axis) in cases {
        let kind = if input.name == "c" { "complex" } else { "real" };
        let label = format!("{op} of {kind} {:?}, n {n:?}, axis {axis}", input.shape);
        let got = f(&input.a, n, axis);
        let kw = json!({"n": n, "axis": axis});
        b.check(label, got, op, &[input], kw, ACCUMULATED);
    }
    b.run();
}

/// An input of `shape` (square matrices last) with 4 added on every
/// diagonal: condition numbers stay small.
fn dominant(b: &mut Batch, name: &str, shape: &[usize], seed: u64) -> In {
    let n = shape[shape.len() - 1];
    let v: Vec<f32> = values(shape.iter().product(), seed)
        .into_iter()
        .enumerate()
        .map(|(i, v)| {
            (v + if (i % (n * n)).is_multiple_of(n + 1) {
                4.0
            } else {
                0.0
            }) as f32
        })
        .collect();
    let a = b.m.array(&v, shape).unwrap();
    b.send(name, a)
}

#[test]
fn linalg_matches_numpy() {
    let Some(mut b) = batch("linalg_matches_numpy") else {
        return;
    };
    let v = b.input("v", &[10], 80, |v| v);
    let a = b.input("a", &[4, 5], 81, |v| v);
    let x = b.input("x", &[2, 3, 4], 82, |v| v);
    let inf = f64::INFINITY;
    let norms: [(&In, Option<f64>, &[i32], bool); 20] = [
        (&v, None, &[], false),
        (&v, None, &[0], true),
        (&v, Some(1.0), &[0], false),
        (&v, Some(3.0), &[0], false),
        (&v, Some(inf), &[0], false),
        (&v, Some(-inf), &[-1], false),
        (&a, None, &[], false),
        (&a, None, &[0], false),
        (&a, None, &[1], true),
        (&a, Some(1.0), &[1], false),
        (&a, Some(1.0), &[0, 1], false),
        (&a, Some(-1.0), &[0, 1], false),
        (&a, Some(inf), &[0, 1], false),
        (&a, Some(-inf), &[0, 1], true),
        (&a, Some(2.0), &[0, 1], false),
        (&x, None, &[], false),
        (&x, None, &[1, 2], false),
        (&x, None, &[-1], true),
        (&x, Some(1.0), &[2, 1], false),
        (&x, Some(inf), &[0, 2], true),
    ];
    for (input, ord, axes, keepdims) in norms {
        let label = format!(
            "norm of {:?}, ord {ord:?}, axes {axes:?} (keepdims {keepdims})",
            input.shape
        );
        let got = input.a.norm(ord, axes, keepdims);
        let kw = json!({"ord": ord.map(|o| o.to_string()), "axes": axes, "keepdims": keepdims});
        b.check(label, got, "norm", &[input], kw, LINALG);
    }
    let a4 = dominant(&mut b, "a4", &[4, 4], 83);
    let ab = dominant(&mut b, "ab", &[2, 3, 3], 84);
    for m in [&a4, &ab] {
        let got = m.a.inv();
        b.check(
            format!("inv of {:?}", m.shape),
            got,
            "inv",
            &[m],
            json!({}),
            LINALG,
        );
    }
    let r1 = b.input("r1", &[4], 85, |v| v);
    let r2 = b.input("r2", &[4, 2], 86, |v| v);
    let rb = b.input("rb", &[2, 3, 2], 87, |v| v);
    for (m, r) in [(&a4, &r1), (&a4, &r2), (&ab, &rb)] {
        let label = format!("solve of {:?} with {:?}", m.shape, r.shape);
        let got = m.a.solve(&r.a);
        b.check(label, got, "solve", &[m, r], json!({}), LINALG);
    }
    let tall = b.input("tall", &[4, 3], 88, |v| v);
    let wide = b.input("wide", &[3, 5], 89, |v| v);
    for m in [&tall, &wide, &a4] {
        let (u, s, vt) = m.a.svd().expect("svd");
        let label = |what: &str| format!("svd of {:?}: {what}", m.shape);
        let tag = |what: &str| format!("{}{what}", m.name);
        let (u, s, vt) = (
            b.send(&tag("u"), u),
            b.send(&tag("s"), s),
            b.send(&tag("vt"), vt),
        );
        let got = s.a.try_clone();
        b.check(
            label("S against NumPy's"),
            got,
            "singular_values",
            &[m],
            json!({}),
            LINALG,
        );
        // The input itself against the factors multiplied back in float64.
        let got = m.a.try_clone();
        let back = label("the input against U·diag(S)·Vt");
        b.check(back, got, "reconstruct", &[&u, &s, &vt], json!({}), LINALG);
        for f in [&u, &vt] {
            let n = f.shape[0];
            let eye: Vec<f32> = (0..n * n)
                .map(|i| f32::from(i.is_multiple_of(n + 1)))
                .collect();
            let got = b.m.array(&eye, &[n, n]);
            let what = format!("identity against {}ᵀ·{}", f.name, f.name);
            b.check(label(&what), got, "gram", &[f], json!({}), LINALG);
        }
    }
    b.run();
}
