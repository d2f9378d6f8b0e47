//! Linear algebra, random numbers and transforms through the binding,
//! each against an independent float64 computation here: products and
//! residuals by loops, sample statistics, central finite differences of
//! the same function written in plain Rust.

mod common;

use common::{close, mlx, values};
use magpie_mlx::{Array, Dtype};
use magpie_rt::GpuError;

/// A well-conditioned n×n matrix: random entries plus n on the diagonal.
fn matrix(n: usize, seed: u64) -> Vec<f64> {
    let mut m = values(n * n, seed);
    for i in 0..n {
        m[i * n + i] += n as f64;
    }
    m
}

fn matmul(a: &[f64], b: &[f64], n: usize, k: usize, m: usize) -> Vec<f64> {
    let mut c = vec![0.0; n * m];
    for i in 0..n {
        for j in 0..m {
            c[i * m + j] = (0..k).map(|t| a[i * k + t] * b[t * m + j]).sum();
        }
    }
    c
}

fn identity(n: usize) -> Vec<f64> {
    (0..n * n)
        .map(|i| if i / n == i % n { 1.0 } else { 0.0 })
        .collect()
}

#[test]
fn inverse_solve_norm_svd() {
    let Some(m) = mlx("inverse_solve_norm_svd") else {
        return;
    };
    let n = 6;
    let va = matrix(n, 11);
    let a = m.array(&va, &[n, n]).unwrap();
    let inv = a.inv().unwrap().to_vec::<f64>().unwrap();
    close(
        &matmul(&va, &inv, n, n, n),
        &identity(n),
        1e-12,
        "A · inv(A)",
    );

    let vb = values(n * 2, 12);
    let b = m.array(&vb, &[n, 2]).unwrap();
    let x = a.solve(&b).unwrap();
    assert_eq!(x.shape(), vec![n, 2]);
    close(
        &matmul(&va, &x.to_vec::<f64>().unwrap(), n, n, 2),
        &vb,
        1e-12,
        "A · solve(A, b)",
    );

    let v = values(10, 13);
    let nv = m.array(&v, &[10]).unwrap().norm(None, &[], false).unwrap();
    close(
        &nv.to_vec::<f64>().unwrap(),
        &[v.iter().map(|x| x * x).sum::<f64>().sqrt()],
        1e-14,
        "2-norm",
    );
    let n1 = m
        .array(&v, &[10])
        .unwrap()
        .norm(Some(1.0), &[0], false)
        .unwrap();
    close(
        &n1.to_vec::<f64>().unwrap(),
        &[v.iter().map(|x| x.abs()).sum::<f64>()],
        1e-14,
        "1-norm",
    );
    let fro = a.norm(None, &[], false).unwrap();
    close(
        &fro.to_vec::<f64>().unwrap(),
        &[va.iter().map(|x| x * x).sum::<f64>().sqrt()],
        1e-14,
        "Frobenius",
    );

    // A rectangular matrix: U · diag(S) · Vt rebuilds it, S descends, U
    // and V are orthogonal.
    let (r, c) = (5, 3);
    let vm = values(r * c, 14);
    let (u, s, vt) = m.array(&vm, &[r, c]).unwrap().svd().unwrap();
    let (u, s, vt) = (
        u.to_vec::<f64>().unwrap(),
        s.to_vec::<f64>().unwrap(),
        vt.to_vec::<f64>().unwrap(),
    );
    assert_eq!((u.len(), s.len(), vt.len()), (r * r, c, c * c));
    assert!(
        s.windows(2).all(|w| w[0] >= w[1]) && s.iter().all(|&x| x >= 0.0),
        "{s:?}"
    );
    let mut us = vec![0.0; r * c];
    for i in 0..r {
        for j in 0..c {
            us[i * c + j] = u[i * r + j] * s[j];
        }
    }
    close(&matmul(&us, &vt, r, c, c), &vm, 1e-12, "U · S · Vt");
    let ut: Vec<f64> = (0..r * r).map(|i| u[(i % r) * r + i / r]).collect();
    close(&matmul(&ut, &u, r, r, r), &identity(r), 1e-12, "Ut · U");

    let e = m.array(&vm, &[r, c]).unwrap().inv().unwrap_err();
    assert!(e.message.starts_with("MPG_MLX_1003"), "{e}");
    let e = a.solve(&m.array(&[1.0f64; 4], &[4]).unwrap()).unwrap_err();
    assert!(e.message.starts_with("MPG_MLX_1003"), "{e}");
}

#[test]
fn random_numbers_from_keys() {
    let Some(m) = mlx("random_numbers_from_keys") else {
        return;
    };
    let k = m.key(7).unwrap();
    let n = 100_000;
    let u1 = m
        .uniform(&[n], 2.0, 5.0, Dtype::F32, Some(&k))
        .unwrap()
        .to_vec::<f32>()
        .unwrap();
    let u2 = m
        .uniform(&[n], 2.0, 5.0, Dtype::F32, Some(&k))
        .unwrap()
        .to_vec::<f32>()
        .unwrap();
    assert_eq!(u1, u2, "the same key gives the same numbers");
    let other = m
        .uniform(&[n], 2.0, 5.0, Dtype::F32, Some(&m.key(8).unwrap()))
        .unwrap();
    assert_ne!(
        other.to_vec::<f32>().unwrap(),
        u1,
        "another key, other numbers"
    );
    assert!(u1.iter().all(|&x| (2.0..5.0).contains(&x)));
    // Mean 3.5, variance 9/12: the sample mean is within 5 standard errors.
    let mean = u1.iter().map(|&x| f64::from(x)).sum::<f64>() / n as f64;
    let se = (0.75f64 / n as f64).sqrt();
    assert!((mean - 3.5).abs() < 5.0 * se, "uniform mean {mean}");
    let z = m
        .normal(&[n], 1.0, 2.0, Dtype::F32, Some(&k))
        .unwrap()
        .to_vec::<f32>()
        .unwrap();
    let zm = z.iter().map(|&x| f64::from(x)).sum::<f64>() / n as f64;
    let zv = z.iter().map(|&x| (f64::from(x) - zm).powi(2)).sum::<f64>() / (n - 1) as f64;
    assert!(
        (zm - 1.0).abs() < 5.0 * (4.0 / n as f64).sqrt(),
        "normal mean {zm}"
    );
    assert!(
        (zv.sqrt() - 2.0).abs() < 0.03,
        "normal standard deviation {}",
        zv.sqrt()
    );
}

/// f(x, y) = Σ (x² y + sin x), through MLX.
fn f_mlx(a: &[Array]) -> Result<Array, GpuError> {
    let (x, y) = (&a[0], &a[1]);
    x.square()?.mul(y)?.add(&x.sin()?)?.sum(&[], false)
}

/// The same function in plain Rust.
fn f_rust(x: &[f64], y: &[f64]) -> f64 {
    x.iter().zip(y).map(|(x, y)| x * x * y + x.sin()).sum()
}

#[test]
fn gradients_against_finite_differences() {
    let Some(m) = mlx("gradients_against_finite_differences") else {
        return;
    };
    let vx = values(6, 21);
    let vy = values(6, 22);
    let (x, y) = (
        m.array(&vx, &[2, 3]).unwrap(),
        m.array(&vy, &[2, 3]).unwrap(),
    );
    let (value, grads) = m.value_and_grad(f_mlx, &[&x, &y]).unwrap();
    // MLX's sin is float32-accurate on its CPU device (see `ops.rs`).
    close(
        &value.to_vec::<f64>().unwrap(),
        &[f_rust(&vx, &vy)],
        1e-6,
        "value",
    );
    assert_eq!(grads.len(), 2);
    let h = 1e-6;
    for (which, g) in grads.iter().enumerate() {
        let g = g.to_vec::<f64>().unwrap();
        let fd: Vec<f64> = (0..6)
            .map(|i| {
                let (mut xp, mut yp, mut xm, mut ym) =
                    (vx.clone(), vy.clone(), vx.clone(), vy.clone());
                if which == 0 {
                    xp[i] += h;
                    xm[i] -= h;
                } else {
                    yp[i] += h;
                    ym[i] -= h;
                }
                (f_rust(&xp, &yp) - f_rust(&xm, &ym)) / (2.0 * h)
            })
            .collect();
        // Central differences in f64 are good to about 1e-9 here; MLX's
        // cos in the gradient of sin to about 1e-7.
        close(&g, &fd, 1e-6, &format!("gradient {which}"));
    }
    let only = m.grad(f_mlx, &[&x, &y]).unwrap();
    assert_eq!(
        only[1].to_vec::<f64>().unwrap(),
        grads[1].to_vec::<f64>().unwrap()
    );
}

#[test]
fn vjp_and_jvp() {
    let Some(m) = mlx("vjp_and_jvp") else {
        return;
    };
    let vx = values(4, 31);
    let x = m.array(&vx, &[4]).unwrap();
    // f(x) = (x³, Σ x): J = [diag(3x²); 1ᵀ].
    let f = |a: &[Array]| -> Result<Vec<Array>, GpuError> {
        let x = &a[0];
        Ok(vec![x.square()?.mul(x)?, x.sum(&[], false)?])
    };
    let ct0 = values(4, 32);
    let c0 = m.array(&ct0, &[4]).unwrap();
    let c1 = m.array(&[0.5f64], &[]).unwrap();
    let (outs, vjps) = m.vjp(f, &[&x], &[&c0, &c1]).unwrap();
    assert_eq!((outs.len(), vjps.len()), (2, 1));
    let cube: Vec<f64> = vx.iter().map(|v| v * v * v).collect();
    close(&outs[0].to_vec::<f64>().unwrap(), &cube, 1e-15, "f(x)[0]");
    let want: Vec<f64> = vx
        .iter()
        .zip(&ct0)
        .map(|(x, c)| 3.0 * x * x * c + 0.5)
        .collect();
    close(&vjps[0].to_vec::<f64>().unwrap(), &want, 1e-14, "vjp");

    let tv = values(4, 33);
    let t = m.array(&tv, &[4]).unwrap();
    let (outs, jvps) = m.jvp(f, &[&x], &[&t]).unwrap();
    assert_eq!((outs.len(), jvps.len()), (2, 2));
    let j0: Vec<f64> = vx.iter().zip(&tv).map(|(x, t)| 3.0 * x * x * t).collect();
    close(&jvps[0].to_vec::<f64>().unwrap(), &j0, 1e-14, "jvp[0]");
    close(
        &jvps[1].to_vec::<f64>().unwrap(),
        &[tv.iter().sum()],
        1e-14,
        "jvp[1]",
    );
}

#[test]
fn a_failing_or_panicking_function_is_an_error() {
    let Some(m) = mlx("a_failing_or_panicking_function_is_an_error") else {
        return;
    };
    let x = m.array(&[1.0f64, 2.0], &[2]).unwrap();
    let e = m
        .grad(
            |a: &[Array]| a[0].reshape(&[3]).and_then(|r| r.sum(&[], false)),
            &[&x],
        )
        .unwrap_err();
    assert!(
        e.message.starts_with("MPG_MLX_1003"),
        "the closure's own error: {e}"
    );
    let e = m
        .grad(
            |_: &[Array]| -> Result<Array, GpuError> { panic!("on purpose") },
            &[&x],
        )
        .unwrap_err();
    assert!(e.message.contains("panicked: on purpose"), "{e}");
    // A non-scalar output: MLX refuses, with its reason.
    let e = m.grad(|a: &[Array]| a[0].square(), &[&x]).unwrap_err();
    assert!(e.message.starts_with("MPG_MLX_1000"), "{e}");
    // MLX still works afterwards.
    let g = m
        .grad(|a: &[Array]| a[0].square()?.sum(&[], false), &[&x])
        .unwrap();
    assert_eq!(g[0].to_vec::<f64>().unwrap(), vec![2.0, 4.0]);
}
