//! Fourier transforms and the layers of `nn` against plain float64 Rust
//! here: a direct DFT, convolution by its definition, and each layer's
//! equations (written out in `magpie_mlx::nn`'s docs) evaluated with the
//! layer's own parameters read back.

mod common;

use common::{close, mlx, values};
use magpie_mlx::nn::{
    BatchNorm, Conv1d, Conv2d, Embedding, Gru, LayerNorm, Lstm, MultiHeadAttention, Rnn,
    TransformerEncoderLayer,
};
use magpie_mlx::{Array, Complex32, Mlx};

fn get(a: &Array) -> Vec<f64> {
    a.to_vec::<f32>()
        .unwrap()
        .iter()
        .map(|&v| f64::from(v))
        .collect()
}

fn arr(m: &Mlx, v: &[f64], shape: &[usize]) -> Array {
    let f: Vec<f32> = v.iter().map(|&x| x as f32).collect();
    m.array(&f, shape).unwrap()
}

/// `v` rounded to f32, as the arrays hold it.
fn f32s(v: &[f64]) -> Vec<f64> {
    v.iter().map(|&x| f64::from(x as f32)).collect()
}

const TOL: f64 = 2e-5;

#[test]
fn fourier_transforms_match_the_direct_dft() {
    let Some(m) = mlx("fourier_transforms_match_the_direct_dft") else {
        return;
    };
    let n = 12;
    let x = f32s(&values(n, 51));
    let a = arr(&m, &x, &[n]);
    let spec = a.fft(None, 0).unwrap().to_vec::<Complex32>().unwrap();
    let dft: Vec<(f64, f64)> = (0..n)
        .map(|k| {
            (0..n).fold((0.0, 0.0), |(re, im), j| {
                let t = -2.0 * std::f64::consts::PI * (j * k) as f64 / n as f64;
                (re + x[j] * t.cos(), im + x[j] * t.sin())
            })
        })
        .collect();
    let re: Vec<f64> = spec.iter().map(|c| f64::from(c.re)).collect();
    let im: Vec<f64> = spec.iter().map(|c| f64::from(c.im)).collect();
    close(
        &re,
        &dft.iter().map(|d| d.0).collect::<Vec<_>>(),
        1e-5,
        "fft re",
    );
    close(
        &im,
        &dft.iter().map(|d| d.1).collect::<Vec<_>>(),
        1e-5,
        "fft im",
    );
    let half = a.rfft(None, 0).unwrap().to_vec::<Complex32>().unwrap();
    assert_eq!(half.len(), n / 2 + 1);
    let parts = |v: &[Complex32]| -> Vec<f64> {
        v.iter()
            .flat_map(|c| [f64::from(c.re), f64::from(c.im)])
            .collect()
    };
    close(
        &parts(&half),
        &parts(&spec[..n / 2 + 1]),
        1e-6,
        "rfft against fft",
    );
    let back = a
        .fft(None, 0)
        .unwrap()
        .ifft(None, 0)
        .unwrap()
        .to_vec::<Complex32>()
        .unwrap();
    close(
        &back.iter().map(|c| f64::from(c.re)).collect::<Vec<_>>(),
        &x,
        1e-5,
        "ifft",
    );
    let real = get(&a.rfft(None, 0).unwrap().irfft(Some(n), 0).unwrap());
    close(&real, &x, 1e-5, "irfft");
    // Zero-padded to 16 points: the DFT of the padded signal at bin 1.
    let padded = a.fft(Some(16), 0).unwrap().to_vec::<Complex32>().unwrap();
    let bin1: f64 = (0..n)
        .map(|j| x[j] * (-2.0 * std::f64::consts::PI * j as f64 / 16.0).cos())
        .sum();
    close(&[f64::from(padded[1].re)], &[bin1], 1e-5, "padded fft");
    assert!(a.fft(None, 1).is_err() && a.fft(Some(0), 0).is_err());
}

#[test]
fn convolutions_by_their_definition() {
    let Some(m) = mlx("convolutions_by_their_definition") else {
        return;
    };
    let (n, l, ci, co, k, s, p) = (2, 7, 3, 4, 3, 2, 1);
    let conv = Conv1d::new(&m, ci, co, k, (s, p), Some(&m.key(1).unwrap())).unwrap();
    let xv = f32s(&values(n * l * ci, 52));
    let y = get(&conv.forward(&arr(&m, &xv, &[n, l, ci])).unwrap());
    let (w, b) = (get(&conv.weight), get(&conv.bias));
    let lo = (l + 2 * p - k) / s + 1;
    let mut want = vec![0.0; n * lo * co];
    for bn in 0..n {
        for t in 0..lo {
            for o in 0..co {
                let mut acc = b[o];
                for kk in 0..k {
                    let pos = (t * s + kk) as isize - p as isize;
                    if pos < 0 || pos >= l as isize {
                        continue;
                    }
                    for c in 0..ci {
                        acc += xv[(bn * l + pos as usize) * ci + c] * w[(o * k + kk) * ci + c];
                    }
                }
                want[(bn * lo + t) * co + o] = acc;
            }
        }
    }
    close(&y, &want, TOL, "conv1d");

    let (h, wd, kh, kw) = (5, 6, 3, 2);
    let (st, pd) = ([1, 2], [1, 0]);
    let conv = Conv2d::new(&m, 2, 3, [kh, kw], (st, pd), Some(&m.key(2).unwrap())).unwrap();
    let xv = f32s(&values(h * wd * 2, 53));
    let y = get(&conv.forward(&arr(&m, &xv, &[1, h, wd, 2])).unwrap());
    let (w, b) = (get(&conv.weight), get(&conv.bias));
    let (ho, wo) = (
        (h + 2 * pd[0] - kh) / st[0] + 1,
        (wd + 2 * pd[1] - kw) / st[1] + 1,
    );
    let mut want = vec![0.0; ho * wo * 3];
    for i in 0..ho {
        for j in 0..wo {
            for o in 0..3 {
                let mut acc = b[o];
                for a in 0..kh {
                    for c in 0..kw {
                        let (r, q) = (
                            (i * st[0] + a) as isize - pd[0] as isize,
                            (j * st[1] + c) as isize - pd[1] as isize,
                        );
                        if r < 0 || q < 0 || r >= h as isize || q >= wd as isize {
                            continue;
                        }
                        for ch in 0..2 {
                            acc += xv[((r as usize) * wd + q as usize) * 2 + ch]
                                * w[((o * kh + a) * kw + c) * 2 + ch];
                        }
                    }
                }
                want[(i * wo + j) * 3 + o] = acc;
            }
        }
    }
    close(&y, &want, TOL, "conv2d");
    assert!(conv.forward(&arr(&m, &xv, &[1, h, wd * 2, 1])).is_err());
}

#[test]
fn normalisation_and_embedding() {
    let Some(m) = mlx("normalisation_and_embedding") else {
        return;
    };
    let (r, d) = (4, 5);
    let xv = f32s(&values(r * d, 54));
    let x = arr(&m, &xv, &[r, d]);
    let ln = LayerNorm::new(&m, d).unwrap();
    let y = get(&ln.forward(&x).unwrap());
    for i in 0..r {
        let row = &xv[i * d..(i + 1) * d];
        let mean = row.iter().sum::<f64>() / d as f64;
        let var = row.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / d as f64;
        let want: Vec<f64> = row
            .iter()
            .map(|v| (v - mean) / (var + 1e-5).sqrt())
            .collect();
        close(&y[i * d..(i + 1) * d], &want, TOL, "layer_norm");
    }

    let mut bn = BatchNorm::new(&m, d).unwrap();
    let y = get(&bn.forward(&x).unwrap());
    let (mut means, mut vars) = (vec![0.0; d], vec![0.0; d]);
    for f in 0..d {
        let col: Vec<f64> = (0..r).map(|i| xv[i * d + f]).collect();
        means[f] = col.iter().sum::<f64>() / r as f64;
        vars[f] = col.iter().map(|v| (v - means[f]).powi(2)).sum::<f64>() / r as f64;
        let want: Vec<f64> = col
            .iter()
            .map(|v| (v - means[f]) / (vars[f] + 1e-5).sqrt())
            .collect();
        let got: Vec<f64> = (0..r).map(|i| y[i * d + f]).collect();
        close(&got, &want, TOL, "batch_norm");
    }
    let rm: Vec<f64> = means.iter().map(|v| 0.1 * v).collect();
    // The running variance moves towards the unbiased estimate.
    let rv: Vec<f64> = vars
        .iter()
        .map(|v| 0.9 + 0.1 * v * r as f64 / (r - 1) as f64)
        .collect();
    close(&get(&bn.running_mean), &rm, TOL, "running mean");
    close(&get(&bn.running_var), &rv, TOL, "running var");
    bn.training = false;
    let y = get(&bn.forward(&x).unwrap());
    let want: Vec<f64> = (0..r * d)
        .map(|i| (xv[i] - rm[i % d]) / (rv[i % d] + 1e-5).sqrt())
        .collect();
    close(&y, &want, TOL, "batch_norm, evaluation");

    let e = Embedding::new(&m, 10, 3, Some(&m.key(4).unwrap())).unwrap();
    let table = get(&e.weight);
    let rows = get(&e.forward(&m.array(&[7u32, 0, 7], &[3]).unwrap()).unwrap());
    let want: Vec<f64> = [7, 0, 7]
        .iter()
        .flat_map(|&i| table[i * 3..i * 3 + 3].to_vec())
        .collect();
    assert_eq!(rows, want);
}

fn sig(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// `w` (`[rows, cols]`) times `v`.
fn mv(w: &[f64], v: &[f64], rows: usize) -> Vec<f64> {
    let cols = v.len();
    (0..rows)
        .map(|r| (0..cols).map(|c| w[r * cols + c] * v[c]).sum())
        .collect()
}

#[test]
fn recurrent_layers_follow_their_equations() {
    let Some(m) = mlx("recurrent_layers_follow_their_equations") else {
        return;
    };
    let (l, d, h) = (4, 3, 2);
    let xv = f32s(&values(l * d, 55));
    let x = arr(&m, &xv, &[1, l, d]);
    let xt = |t: usize| xv[t * d..(t + 1) * d].to_vec();

    let rnn = Rnn::new(&m, d, h, Some(&m.key(5).unwrap())).unwrap();
    let (wx, wh, b) = (get(&rnn.wx), get(&rnn.wh), get(&rnn.bias));
    let mut hs: Vec<Vec<f64>> = Vec::new();
    for t in 0..l {
        let mut a: Vec<f64> = mv(&wx, &xt(t), h)
            .iter()
            .zip(&b)
            .map(|(a, b)| a + b)
            .collect();
        if let Some(p) = hs.last() {
            a = a.iter().zip(mv(&wh, p, h)).map(|(a, c)| a + c).collect();
        }
        hs.push(a.iter().map(|v| v.tanh()).collect());
    }
    close(&get(&rnn.forward(&x).unwrap()), &hs.concat(), TOL, "rnn");

    let lstm = Lstm::new(&m, d, h, Some(&m.key(6).unwrap())).unwrap();
    let (wx, wh, b) = (get(&lstm.wx), get(&lstm.wh), get(&lstm.bias));
    let (mut hs, mut cs): (Vec<Vec<f64>>, Vec<Vec<f64>>) = (Vec::new(), Vec::new());
    for t in 0..l {
        let mut g: Vec<f64> = mv(&wx, &xt(t), 4 * h)
            .iter()
            .zip(&b)
            .map(|(a, b)| a + b)
            .collect();
        if let Some(p) = hs.last() {
            g = g
                .iter()
                .zip(mv(&wh, p, 4 * h))
                .map(|(a, c)| a + c)
                .collect();
        }
        let c: Vec<f64> = (0..h)
            .map(|k| {
                let ig = sig(g[k]) * g[2 * h + k].tanh();
                cs.last().map_or(ig, |c| sig(g[h + k]) * c[k] + ig)
            })
            .collect();
        hs.push((0..h).map(|k| sig(g[3 * h + k]) * c[k].tanh()).collect());
        cs.push(c);
    }
    let (ho, co) = lstm.forward(&x).unwrap();
    close(&get(&ho), &hs.concat(), TOL, "lstm hidden");
    close(&get(&co), &cs.concat(), TOL, "lstm cell");

    let gru = Gru::new(&m, d, h, Some(&m.key(7).unwrap())).unwrap();
    let (wx, wh, b, bhn) = (get(&gru.wx), get(&gru.wh), get(&gru.bias), get(&gru.bhn));
    let mut hs: Vec<Vec<f64>> = Vec::new();
    for t in 0..l {
        let xp: Vec<f64> = mv(&wx, &xt(t), 3 * h)
            .iter()
            .zip(&b)
            .map(|(a, b)| a + b)
            .collect();
        let hp = hs.last().map(|p| mv(&wh, p, 3 * h));
        let next: Vec<f64> = (0..h)
            .map(|k| {
                let extra = |j: usize| hp.as_ref().map_or(0.0, |v| v[j]);
                let r = sig(xp[k] + extra(k));
                let z = sig(xp[h + k] + extra(h + k));
                let n = match &hp {
                    Some(v) => (xp[2 * h + k] + r * (v[2 * h + k] + bhn[k])).tanh(),
                    None => (xp[2 * h + k] + r * bhn[k]).tanh(),
                };
                (1.0 - z) * n + hs.last().map_or(0.0, |p| z * p[k])
            })
            .collect();
        hs.push(next);
    }
    close(&get(&gru.forward(&x).unwrap()), &hs.concat(), TOL, "gru");
    assert!(gru.forward(&arr(&m, &xv, &[l, d])).is_err());
}

/// Multi-head attention over one batch element, rows of `[L, D]`.
fn attention_ref(x: &[f64], l: usize, d: usize, heads: usize, w: [&[f64]; 4]) -> Vec<f64> {
    let proj = |w: &[f64]| -> Vec<f64> {
        (0..l)
            .flat_map(|i| mv(w, &x[i * d..(i + 1) * d], d))
            .collect()
    };
    let (q, k, v) = (proj(w[0]), proj(w[1]), proj(w[2]));
    let dh = d / heads;
    let mut merged = vec![0.0; l * d];
    for hd in 0..heads {
        for i in 0..l {
            let scores: Vec<f64> = (0..l)
                .map(|j| {
                    (0..dh)
                        .map(|c| q[i * d + hd * dh + c] * k[j * d + hd * dh + c])
                        .sum::<f64>()
                        / (dh as f64).sqrt()
                })
                .collect();
            let mx = scores.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
            let e: Vec<f64> = scores.iter().map(|s| (s - mx).exp()).collect();
            let z: f64 = e.iter().sum();
            for c in 0..dh {
                merged[i * d + hd * dh + c] =
                    (0..l).map(|j| e[j] / z * v[j * d + hd * dh + c]).sum();
            }
        }
    }
    (0..l)
        .flat_map(|i| mv(w[3], &merged[i * d..(i + 1) * d], d))
        .collect()
}

fn layer_norm_ref(x: &[f64], d: usize) -> Vec<f64> {
    x.chunks(d)
        .flat_map(|row| {
            let mean = row.iter().sum::<f64>() / d as f64;
            let var = row.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / d as f64;
            row.iter()
                .map(move |v| (v - mean) / (var + 1e-5).sqrt())
                .collect::<Vec<_>>()
        })
        .collect()
}

#[test]
fn attention_and_the_encoder_layer() {
    let Some(m) = mlx("attention_and_the_encoder_layer") else {
        return;
    };
    let (l, d, heads) = (5, 8, 2);
    let xv = f32s(&values(l * d, 56));
    let x = arr(&m, &xv, &[1, l, d]);
    let mha = MultiHeadAttention::new(&m, d, heads, Some(&m.key(8).unwrap())).unwrap();
    let w: Vec<Vec<f64>> = [
        &mha.query_proj,
        &mha.key_proj,
        &mha.value_proj,
        &mha.out_proj,
    ]
    .iter()
    .map(|a| get(a))
    .collect();
    let want = attention_ref(&xv, l, d, heads, [&w[0], &w[1], &w[2], &w[3]]);
    close(
        &get(&mha.forward(&x, &x, &x, None).unwrap()),
        &want,
        TOL,
        "attention",
    );
    assert!(MultiHeadAttention::new(&m, d, 3, None).is_err());

    let enc =
        TransformerEncoderLayer::new(&m, d, heads, Some(16), Some(&m.key(9).unwrap())).unwrap();
    let a = &enc.attention;
    let w: Vec<Vec<f64>> = [&a.query_proj, &a.key_proj, &a.value_proj, &a.out_proj]
        .iter()
        .map(|a| get(a))
        .collect();
    let y1 = layer_norm_ref(&xv, d);
    let att = attention_ref(&y1, l, d, heads, [&w[0], &w[1], &w[2], &w[3]]);
    let x1: Vec<f64> = xv.iter().zip(&att).map(|(a, b)| a + b).collect();
    let y2 = layer_norm_ref(&x1, d);
    let (w1, b1, w2, b2) = (
        get(&enc.linear1.weight),
        get(&enc.linear1.bias),
        get(&enc.linear2.weight),
        get(&enc.linear2.bias),
    );
    let out: Vec<f64> = (0..l)
        .flat_map(|i| {
            let hdn: Vec<f64> = mv(&w1, &y2[i * d..(i + 1) * d], 16)
                .iter()
                .zip(&b1)
                .map(|(a, b)| (a + b).max(0.0))
                .collect();
            mv(&w2, &hdn, d)
                .iter()
                .zip(&b2)
                .zip(&x1[i * d..(i + 1) * d])
                .map(|((a, b), r)| a + b + r)
                .collect::<Vec<_>>()
        })
        .collect();
    close(
        &get(&enc.forward(&x, None).unwrap()),
        &out,
        5e-5,
        "encoder layer",
    );
}
