//! MLX's operations through the binding against independent float64
//! computations here (loops over indices; Rust's own math functions),
//! on shapes that broadcast and over every axis; errors with their codes.

mod common;

use common::{close, mlx, strides, unflatten, values};
use half::{bf16, f16};
use magpie_mlx::{Dtype, Element};
use magpie_rt::ErrorKind;

fn round_trip<T: Element + PartialEq + std::fmt::Debug>(m: &magpie_mlx::Mlx, data: &[T]) {
    let a = m.array(data, &[data.len()]).expect("an array");
    assert_eq!(a.dtype(), T::DTYPE);
    assert_eq!(a.to_vec::<T>().expect("read back"), data, "{:?}", T::DTYPE);
}

#[test]
fn every_element_type_round_trips() {
    let Some(m) = mlx("every_element_type_round_trips") else {
        return;
    };
    round_trip(&m, &[true, false, true]);
    round_trip(&m, &[0u8, 7, 255]);
    round_trip(&m, &[0u16, 7, u16::MAX]);
    round_trip(&m, &[0u32, 7, u32::MAX]);
    round_trip(&m, &[0u64, 7, u64::MAX]);
    round_trip(&m, &[i8::MIN, -1, i8::MAX]);
    round_trip(&m, &[i16::MIN, -1, i16::MAX]);
    round_trip(&m, &[i32::MIN, -1, i32::MAX]);
    round_trip(&m, &[i64::MIN, -1, i64::MAX]);
    round_trip(&m, &[f16::from_f32(-1.5), f16::MAX, f16::MIN_POSITIVE]);
    round_trip(&m, &[bf16::from_f32(-1.5), bf16::MAX, bf16::MIN_POSITIVE]);
    round_trip(&m, &[-1.5f32, f32::MAX, f32::MIN_POSITIVE]);
    round_trip(&m, &[-1.5f64, f64::MAX, f64::MIN_POSITIVE]);
    assert!(!m.version().is_empty());
}

#[test]
fn creation_and_facts() {
    let Some(m) = mlx("creation_and_facts") else {
        return;
    };
    let a = m
        .array(&[1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0], &[2, 3])
        .unwrap();
    assert_eq!(
        (a.shape(), a.ndim(), a.size(), a.dtype()),
        (vec![2, 3], 2, 6, Dtype::F32)
    );
    assert_eq!(a.strides().unwrap(), vec![3, 1]);
    let z = m.zeros(&[2, 2], Dtype::I32).unwrap();
    assert_eq!(z.to_vec::<i32>().unwrap(), vec![0; 4]);
    let o = m.ones(&[3], Dtype::F64).unwrap();
    assert_eq!(o.to_vec::<f64>().unwrap(), vec![1.0; 3]);
    let f = m.full(&[2, 1], 2.5, Dtype::F32).unwrap();
    assert_eq!(f.to_vec::<f32>().unwrap(), vec![2.5; 2]);
    let r = m.arange(1.0, 2.0, 0.25, Dtype::F64).unwrap();
    assert_eq!(r.to_vec::<f64>().unwrap(), vec![1.0, 1.25, 1.5, 1.75]);
    let d = m.arange(5.0, 0.0, -2.0, Dtype::I64).unwrap();
    assert_eq!(d.to_vec::<i64>().unwrap(), vec![5, 3, 1]);
    let c = a.astype(Dtype::I32).unwrap();
    assert_eq!(c.to_vec::<i32>().unwrap(), vec![1, 2, 3, 4, 5, 6]);
    let e = m.array::<f32>(&[], &[0, 3]).unwrap();
    assert_eq!((e.size(), e.to_vec::<f32>().unwrap()), (0, vec![]));
}

/// `op` applied to `a` (shape `sa`) and `b` (shape `sb`) broadcast to
/// `out`, element by element.
fn broadcast_ref(
    a: &[f64],
    sa: &[usize],
    b: &[f64],
    sb: &[usize],
    out: &[usize],
    op: impl Fn(f64, f64) -> f64,
) -> Vec<f64> {
    let at = |v: &[f64], s: &[usize], idx: &[usize]| {
        let pad = idx.len() - s.len();
        let st = strides(s);
        let flat: usize = s
            .iter()
            .enumerate()
            .map(|(k, &d)| if d == 1 { 0 } else { idx[pad + k] * st[k] })
            .sum();
        v[flat]
    };
    (0..out.iter().product())
        .map(|i| {
            let idx = unflatten(i, out);
            op(at(a, sa, &idx), at(b, sb, &idx))
        })
        .collect()
}

#[test]
fn element_wise_operations_broadcast() {
    let Some(m) = mlx("element_wise_operations_broadcast") else {
        return;
    };
    let (sa, sb, out) = ([2usize, 3, 4], [3usize, 1], [2usize, 3, 4]);
    let va = values(24, 1);
    let vb = values(3, 2);
    let a = m.array(&va, &sa).unwrap();
    let b = m.array(&vb, &sb).unwrap();
    type Op = fn(
        &magpie_mlx::Array,
        &magpie_mlx::Array,
    ) -> Result<magpie_mlx::Array, magpie_rt::GpuError>;
    type Case = (&'static str, Op, fn(f64, f64) -> f64);
    let cases: [Case; 6] = [
        ("add", |x, y| x.add(y), |x, y| x + y),
        ("sub", |x, y| x.sub(y), |x, y| x - y),
        ("mul", |x, y| x.mul(y), |x, y| x * y),
        ("div", |x, y| x.div(y), |x, y| x / y),
        ("maximum", |x, y| x.maximum(y), f64::max),
        ("minimum", |x, y| x.minimum(y), f64::min),
    ];
    for (name, op, f) in cases {
        let got = op(&a, &b).unwrap();
        assert_eq!(got.shape(), out, "{name}");
        let want = broadcast_ref(&va, &sa, &vb, &sb, &out, f);
        // One IEEE operation per element: exact.
        close(&got.to_vec::<f64>().unwrap(), &want, 0.0, name);
        // And the other way round, b first.
        let got = op(&b, &a).unwrap();
        let want = broadcast_ref(&vb, &sb, &va, &sa, &out, f);
        close(&got.to_vec::<f64>().unwrap(), &want, 0.0, name);
    }
    let pos: Vec<f64> = va.iter().map(|x| x.abs()).collect();
    let p = m.array(&pos, &sa).unwrap();
    let pw = p.pow(&b).unwrap().to_vec::<f64>().unwrap();
    close(
        &pw,
        &broadcast_ref(&pos, &sa, &vb, &sb, &out, f64::powf),
        1e-14,
        "pow",
    );
    let lt = a.less(&b).unwrap();
    assert_eq!(lt.dtype(), Dtype::Bool);
    let want: Vec<bool> =
        broadcast_ref(&va, &sa, &vb, &sb, &out, |x, y| f64::from(u8::from(x < y)))
            .iter()
            .map(|&v| v == 1.0)
            .collect();
    assert_eq!(lt.to_vec::<bool>().unwrap(), want);
}

#[test]
fn element_wise_math() {
    let Some(m) = mlx("element_wise_math") else {
        return;
    };
    let v = values(50, 3);
    let a = m.array(&v, &[5, 10]).unwrap();
    let pos: Vec<f64> = v.iter().map(|x| x.abs()).collect();
    let p = m.array(&pos, &[50]).unwrap();
    type Un = fn(&magpie_mlx::Array) -> Result<magpie_mlx::Array, magpie_rt::GpuError>;
    // MLX's CPU device computes exp, sin, cos and sigmoid through
    // float32-accurate approximations even for float64 (up to 8.3e-8
    // relative here, mlx-cpu 0.32.4): their tolerance says so. The rest
    // are exact or libm-accurate.
    const APPROX: f64 = 2e-7;
    // Name, operation, reference, positive inputs only, tolerance.
    type Case = (&'static str, Un, fn(f64) -> f64, bool, f64);
    let cases: [Case; 10] = [
        ("neg", |x| x.neg(), |x| -x, false, 0.0),
        ("abs", |x| x.abs(), f64::abs, false, 0.0),
        ("square", |x| x.square(), |x| x * x, false, 0.0),
        ("exp", |x| x.exp(), f64::exp, false, APPROX),
        ("sin", |x| x.sin(), f64::sin, false, APPROX),
        ("cos", |x| x.cos(), f64::cos, false, APPROX),
        ("tanh", |x| x.tanh(), f64::tanh, false, 1e-15),
        (
            "sigmoid",
            |x| x.sigmoid(),
            |x| 1.0 / (1.0 + (-x).exp()),
            false,
            APPROX,
        ),
        ("log", |x| x.log(), f64::ln, true, 1e-15),
        ("sqrt", |x| x.sqrt(), f64::sqrt, true, 0.0),
    ];
    for (name, op, f, positive, tol) in cases {
        let (input, src) = if positive { (&p, &pos) } else { (&a, &v) };
        let got = op(input).unwrap().to_vec::<f64>().unwrap();
        let want: Vec<f64> = src.iter().map(|&x| f(x)).collect();
        let worst = got
            .iter()
            .zip(&want)
            .map(|(g, w)| (g - w).abs() / w.abs().max(1.0))
            .fold(0.0, f64::max);
        println!("{name}: worst error {worst:.2e} against Rust's f64");
        close(&got, &want, tol, name);
    }
}

/// `shape` reduced over `axes` with `f` (starting from `init`).
fn reduce_ref(
    v: &[f64],
    shape: &[usize],
    axes: &[usize],
    init: f64,
    f: impl Fn(f64, f64) -> f64,
) -> (Vec<usize>, Vec<f64>) {
    let out: Vec<usize> = shape
        .iter()
        .enumerate()
        .filter(|(k, _)| !axes.contains(k))
        .map(|(_, &d)| d)
        .collect();
    let mut acc = vec![init; out.iter().product()];
    let ost = strides(&out);
    for (i, &x) in v.iter().enumerate() {
        let idx = unflatten(i, shape);
        let kept: Vec<usize> = idx
            .iter()
            .enumerate()
            .filter(|(k, _)| !axes.contains(k))
            .map(|(_, &j)| j)
            .collect();
        let o: usize = kept.iter().zip(&ost).map(|(j, s)| j * s).sum();
        acc[o] = f(acc[o], x);
    }
    (out, acc)
}

#[test]
fn reductions_over_every_axis() {
    let Some(m) = mlx("reductions_over_every_axis") else {
        return;
    };
    let shape = [2usize, 3, 4];
    let v = values(24, 4);
    let a = m.array(&v, &shape).unwrap();
    let axis_sets: [&[usize]; 7] = [&[0], &[1], &[2], &[0, 1], &[0, 2], &[1, 2], &[0, 1, 2]];
    for axes in axis_sets {
        let ax: Vec<i32> = axes.iter().map(|&k| k as i32).collect();
        let n: f64 = axes.iter().map(|&k| shape[k] as f64).product();
        let (out, sum) = reduce_ref(&v, &shape, axes, 0.0, |a, x| a + x);
        let s = a.sum(&ax, false).unwrap();
        assert_eq!(s.shape(), out, "sum over {axes:?}");
        close(&s.to_vec::<f64>().unwrap(), &sum, 1e-14, "sum");
        let mean: Vec<f64> = sum.iter().map(|x| x / n).collect();
        close(
            &a.mean(&ax, false).unwrap().to_vec::<f64>().unwrap(),
            &mean,
            1e-14,
            "mean",
        );
        let (_, mx) = reduce_ref(&v, &shape, axes, f64::NEG_INFINITY, f64::max);
        close(
            &a.max(&ax, false).unwrap().to_vec::<f64>().unwrap(),
            &mx,
            0.0,
            "max",
        );
        let (_, mn) = reduce_ref(&v, &shape, axes, f64::INFINITY, f64::min);
        close(
            &a.min(&ax, false).unwrap().to_vec::<f64>().unwrap(),
            &mn,
            0.0,
            "min",
        );
        let (_, pr) = reduce_ref(&v, &shape, axes, 1.0, |a, x| a * x);
        close(
            &a.prod(&ax, false).unwrap().to_vec::<f64>().unwrap(),
            &pr,
            1e-13,
            "prod",
        );
        // keepdims keeps a 1 where each reduced axis was.
        let kept: Vec<usize> = (0..3)
            .map(|k| if axes.contains(&k) { 1 } else { shape[k] })
            .collect();
        assert_eq!(a.sum(&ax, true).unwrap().shape(), kept);
    }
    // Negative axes count from the last; no axes: every axis.
    let last = a.sum(&[-1], false).unwrap().to_vec::<f64>().unwrap();
    close(
        &last,
        &reduce_ref(&v, &shape, &[2], 0.0, |a, x| a + x).1,
        1e-14,
        "axis -1",
    );
    let all = a.sum(&[], false).unwrap();
    assert_eq!(all.shape(), Vec::<usize>::new());
    close(
        &all.to_vec::<f64>().unwrap(),
        &[v.iter().sum()],
        1e-14,
        "sum of all",
    );
}

#[test]
fn matmul_reshape_transpose() {
    let Some(m) = mlx("matmul_reshape_transpose") else {
        return;
    };
    let (r, k, c) = (5usize, 7, 3);
    let va = values(2 * r * k, 5);
    let vb = values(k * c, 6);
    let a = m.array(&va, &[2, r, k]).unwrap();
    let b = m.array(&vb, &[k, c]).unwrap();
    let p = a.matmul(&b).unwrap();
    assert_eq!(p.shape(), vec![2, r, c]);
    let mut want = vec![0.0; 2 * r * c];
    for batch in 0..2 {
        for i in 0..r {
            for j in 0..c {
                want[(batch * r + i) * c + j] = (0..k)
                    .map(|t| va[(batch * r + i) * k + t] * vb[t * c + j])
                    .sum();
            }
        }
    }
    close(&p.to_vec::<f64>().unwrap(), &want, 1e-14, "matmul");

    let t = a.transpose(&[2, 0, 1]).unwrap();
    assert_eq!(t.shape(), vec![k, 2, r]);
    // A view: the source's strides, permuted.
    assert_eq!(t.strides().unwrap(), vec![1, (r * k) as i64, k as i64]);
    let got = t.to_vec::<f64>().unwrap();
    for (i, g) in got.iter().enumerate() {
        let idx = unflatten(i, &[k, 2, r]);
        let src = (idx[1] * r + idx[2]) * k + idx[0];
        assert_eq!(*g, va[src], "transposed element {i}");
    }
    let re = t.reshape(&[k * 2, r]).unwrap();
    assert_eq!(re.shape(), vec![k * 2, r]);
    assert_eq!(re.to_vec::<f64>().unwrap(), got);
}

fn code(e: &magpie_rt::GpuError) -> &str {
    e.message.get(..12).unwrap_or("")
}

#[test]
fn bad_input_is_an_error_with_its_code() {
    let Some(m) = mlx("bad_input_is_an_error_with_its_code") else {
        return;
    };
    let a = m.array(&[1.0f32; 6], &[2, 3]).unwrap();
    let b = m.array(&[1.0f32; 8], &[2, 4]).unwrap();
    let e = a.add(&b).unwrap_err();
    assert_eq!(
        (code(&e), e.backend.as_str()),
        ("MPG_MLX_1003", "mlx"),
        "{e}"
    );
    assert!(
        e.message.contains("[2, 3]") && e.message.contains("[2, 4]"),
        "{e}"
    );
    let e = a.matmul(&a).unwrap_err();
    assert_eq!(code(&e), "MPG_MLX_1003", "{e}");
    assert!(e.message.contains("[2, 3]"), "{e}");
    let e = a.reshape(&[4, 2]).unwrap_err();
    assert_eq!(code(&e), "MPG_MLX_1003", "{e}");
    let e = m.array(&[1.0f32; 5], &[2, 3]).unwrap_err();
    assert_eq!(code(&e), "MPG_MLX_1003", "{e}");
    let e = a.sum(&[2], false).unwrap_err();
    assert_eq!(e.kind, ErrorKind::ValidationFailed);
    assert!(e.message.contains("axis 2 is out of range"), "{e}");
    let e = a.sum(&[-3], false).unwrap_err();
    assert!(e.message.contains("out of range"), "{e}");
    let e = a.transpose(&[0, 0]).unwrap_err();
    assert!(e.message.contains("not a permutation"), "{e}");
    let e = a.to_vec::<f64>().unwrap_err();
    assert_eq!(code(&e), "MPG_MLX_1002", "{e}");
    let e = m.arange(0.0, 1.0, 0.0, Dtype::F32).unwrap_err();
    assert!(e.message.contains("step"), "{e}");
    // After every refusal the arrays still work.
    let s = a.add(&a).unwrap().sum(&[], false).unwrap();
    assert_eq!(s.to_vec::<f32>().unwrap(), vec![12.0]);
}

#[test]
fn buffers_copy_in_and_out() {
    let Some(m) = mlx("buffers_copy_in_and_out") else {
        return;
    };
    let dev = magpie_rt::Runtime::cpu().device_default().unwrap();
    let data: Vec<f32> = (0..12).map(|i| i as f32 * 0.5).collect();
    let buf = dev
        .buffer_from_slice(&data, magpie_rt::MemoryHint::Auto)
        .unwrap();
    let a = m.from_buffer(&buf, &[3, 4]).unwrap();
    let doubled = a.add(&a).unwrap();
    let back = m.to_buffer::<f32>(&doubled, &dev).unwrap();
    let want: Vec<f32> = data.iter().map(|x| x * 2.0).collect();
    assert_eq!(back.to_vec().unwrap(), want);
}

#[test]
fn shape_helpers_and_arg_reductions() {
    let Some(m) = mlx("shape_helpers_and_arg_reductions") else {
        return;
    };
    let v = values(12, 7);
    let a = m.array(&v, &[3, 4]).unwrap();
    assert_eq!(a.expand_dims(0).unwrap().shape(), vec![1, 3, 4]);
    assert_eq!(a.expand_dims(-1).unwrap().shape(), vec![3, 4, 1]);
    assert_eq!(
        a.expand_dims(1).unwrap().squeeze(1).unwrap().shape(),
        vec![3, 4]
    );
    let e = a.squeeze(0).unwrap_err();
    assert!(e.message.starts_with("MPG_MLX_1003"), "{e}");
    assert!(a.expand_dims(3).is_err());
    let t = a.t().unwrap();
    assert_eq!(t.shape(), vec![4, 3]);
    let got = t.to_vec::<f64>().unwrap();
    for i in 0..4 {
        for j in 0..3 {
            assert_eq!(got[i * 3 + j], v[j * 4 + i]);
        }
    }
    // Arg reductions along each axis against loops; i32 as §8.3 types them.
    let argmax1 = a.argmax(1).unwrap();
    assert_eq!(argmax1.dtype(), Dtype::I32);
    let want: Vec<i32> = (0..3)
        .map(|r| {
            let row = &v[r * 4..r * 4 + 4];
            (0..4).fold(0, |b, k| if row[k] > row[b] { k } else { b }) as i32
        })
        .collect();
    assert_eq!(argmax1.to_vec::<i32>().unwrap(), want);
    let want: Vec<i32> = (0..4)
        .map(|c| (0..3).fold(0, |b, r| if v[r * 4 + c] < v[b * 4 + c] { r } else { b }) as i32)
        .collect();
    assert_eq!(a.argmin(0).unwrap().to_vec::<i32>().unwrap(), want);
}
