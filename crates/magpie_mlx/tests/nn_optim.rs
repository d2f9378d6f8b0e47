//! Layers, activations, the loss and the optimizers against independent
//! computations here (loops, tabulated values of Φ, steps worked by hand).

mod common;

use common::{close, mlx, values};
use magpie_mlx::nn::{self, Linear};
use magpie_mlx::optim::{Adam, AdamW, Sgd};
use magpie_mlx::{Array, Dtype};

fn f64s(a: &Array) -> Vec<f64> {
    a.to_vec::<f64>().unwrap()
}

#[test]
fn linear_activations_softmax_loss() {
    let Some(m) = mlx("linear_activations_softmax_loss") else {
        return;
    };
    let (n, i, o) = (3, 4, 2);
    let vx = values(n * i, 41);
    let vw = values(o * i, 42);
    let vb = values(o, 43);
    let x = m.array(&vx, &[n, i]).unwrap();
    let w = m.array(&vw, &[o, i]).unwrap();
    let b = m.array(&vb, &[o]).unwrap();
    let y = f64s(&nn::linear(&x, &w, &b).unwrap());
    let mut want = vec![0.0; n * o];
    for r in 0..n {
        for c in 0..o {
            want[r * o + c] = (0..i).map(|k| vx[r * i + k] * vw[c * i + k]).sum::<f64>() + vb[c];
        }
    }
    close(&y, &want, 1e-14, "linear");
    let e = nn::linear(&x, &b.reshape(&[1, o]).unwrap(), &b).unwrap_err();
    assert!(e.message.starts_with("MPG_MLX_1003"), "{e}");

    let relu = f64s(&nn::relu(&x).unwrap());
    close(
        &relu,
        &vx.iter().map(|v| v.max(0.0)).collect::<Vec<_>>(),
        0.0,
        "relu",
    );
    // Φ(1) = 0.8413447460685429, Φ(0.5) = 0.6914624612740131 (tables).
    let g = f64s(&nn::gelu(&m.array(&[1.0f64, -1.0, 0.5, 0.0], &[4]).unwrap()).unwrap());
    let phi1 = 0.841_344_746_068_542_9;
    let phi05 = 0.691_462_461_274_013_1;
    close(&g, &[phi1, -(1.0 - phi1), 0.5 * phi05, 0.0], 1e-6, "gelu");
    let silu = f64s(&nn::silu(&x).unwrap());
    let want: Vec<f64> = vx.iter().map(|v| v / (1.0 + (-v).exp())).collect();
    close(&silu, &want, 2e-7, "silu");

    let sm = f64s(&nn::softmax(&x, 1).unwrap());
    for r in 0..n {
        let row = &vx[r * i..(r + 1) * i];
        let z: f64 = row.iter().map(|v| v.exp()).sum();
        let want: Vec<f64> = row.iter().map(|v| v.exp() / z).collect();
        close(&sm[r * i..(r + 1) * i], &want, 2e-7, "softmax");
    }

    let labels = m.array(&[3u32, 0, 2], &[3]).unwrap();
    let loss = f64s(&nn::cross_entropy(&x, &labels).unwrap());
    let want: f64 = [3usize, 0, 2]
        .iter()
        .enumerate()
        .map(|(r, &l)| {
            let row = &vx[r * i..(r + 1) * i];
            row.iter().map(|v| v.exp()).sum::<f64>().ln() - row[l]
        })
        .sum::<f64>()
        / 3.0;
    close(&loss, &[want], 2e-7, "cross_entropy");
    let e = nn::cross_entropy(&x, &m.array(&[0u32; 2], &[2]).unwrap()).unwrap_err();
    assert!(e.message.starts_with("MPG_MLX_1003"), "{e}");

    // A layer made from a key: the same key, the same parameters; within
    // ±1/√in.
    let k = m.key(3).unwrap();
    let l1 = Linear::new(&m, 16, 8, Some(&k)).unwrap();
    let l2 = Linear::new(&m, 16, 8, Some(&k)).unwrap();
    let w1 = l1.weight.to_vec::<f32>().unwrap();
    assert_eq!(w1, l2.weight.to_vec::<f32>().unwrap());
    assert!(w1.iter().all(|w| w.abs() <= 0.25));
    assert_eq!((l1.weight.shape(), l1.bias.shape()), (vec![8, 16], vec![8]));
}

#[test]
fn dropout_zeroes_about_p_and_scales_the_rest() {
    let Some(m) = mlx("dropout_zeroes_about_p_and_scales_the_rest") else {
        return;
    };
    let n = 20_000;
    let x = m.ones(&[n], Dtype::F32).unwrap();
    let y = nn::dropout(&m, &x, 0.25, Some(&m.key(9).unwrap()))
        .unwrap()
        .to_vec::<f32>()
        .unwrap();
    let zeros = y.iter().filter(|&&v| v == 0.0).count() as f64 / n as f64;
    assert!((zeros - 0.25).abs() < 0.02, "dropped {zeros}");
    assert!(y.iter().all(|&v| v == 0.0 || (v - 4.0 / 3.0).abs() < 1e-6));
    assert!(nn::dropout(&m, &x, 1.0, None).is_err());
}

#[test]
fn optimizers_take_the_steps_worked_by_hand() {
    let Some(m) = mlx("optimizers_take_the_steps_worked_by_hand") else {
        return;
    };
    let p0 = [1.0f64, -2.0, 0.5];
    let g1 = [0.1f64, -0.2, 0.3];
    let g2 = [-0.4f64, 0.05, 0.2];
    let arr = |v: &[f64]| m.array(v, &[3]).unwrap();

    // SGD, lr 0.1, momentum 0.9: v1 = g1, p1 = p0 − lr·v1; v2 = 0.9·v1 + g2.
    let mut sgd = Sgd::new(0.1, 0.9);
    let mut p = [arr(&p0)];
    sgd.step(&mut p, &[arr(&g1)]).unwrap();
    sgd.step(&mut p, &[arr(&g2)]).unwrap();
    let want: Vec<f64> = (0..3)
        .map(|k| {
            let p1 = p0[k] - 0.1 * g1[k];
            p1 - 0.1 * (0.9 * g1[k] + g2[k])
        })
        .collect();
    close(&f64s(&p[0]), &want, 1e-15, "sgd");

    // Adam, lr 0.01, no bias correction.
    let adam_ref = |p: f64, g: [f64; 2], decay: f64| {
        let (b1, b2, lr, eps) = (0.9, 0.999, 0.01, 1e-8);
        let (mut m, mut v, mut p) = (0.0, 0.0, p);
        for g in g {
            p *= 1.0 - lr * decay;
            m = b1 * m + (1.0 - b1) * g;
            v = b2 * v + (1.0 - b2) * g * g;
            p -= lr * m / (v.sqrt() + eps);
        }
        p
    };
    let mut adam = Adam::new(0.01);
    let mut p = [arr(&p0)];
    adam.step(&mut p, &[arr(&g1)]).unwrap();
    adam.step(&mut p, &[arr(&g2)]).unwrap();
    let want: Vec<f64> = (0..3)
        .map(|k| adam_ref(p0[k], [g1[k], g2[k]], 0.0))
        .collect();
    close(&f64s(&p[0]), &want, 1e-14, "adam");

    let mut adamw = AdamW::new(0.01, 0.1);
    let mut p = [arr(&p0)];
    adamw.step(&mut p, &[arr(&g1)]).unwrap();
    adamw.step(&mut p, &[arr(&g2)]).unwrap();
    let want: Vec<f64> = (0..3)
        .map(|k| adam_ref(p0[k], [g1[k], g2[k]], 0.1))
        .collect();
    close(&f64s(&p[0]), &want, 1e-14, "adamw");

    // A gradient of another shape, or another count, is refused.
    let e = adam
        .step(&mut p, &[m.array(&[1.0f64; 2], &[2]).unwrap()])
        .unwrap_err();
    assert!(e.message.starts_with("MPG_MLX_1003"), "{e}");
    assert!(adam.step(&mut p, &[]).is_err());
}
