//! magpie_mlx's layers, losses and optimizers against MLX's own Python
//! package (`mlx.nn`, `mlx.optimizers`) on the same parameters and
//! inputs: the layer formulas written here from MLX's documentation are
//! checked against MLX's implementation itself
//! (`tests/python/mlx_reference.py`).
//!
//! Needs `python3` able to `import mlx.nn` (an installed `mlx` package, or
//! the wheel `cargo xtask test` unpacks into `~/.cache/magpie-gpu/mlx`,
//! put on `PYTHONPATH` here); skips with a printed line otherwise, unless
//! `MAGPIE_REQUIRE` names `mlx-python`.

mod common;

use std::collections::HashMap;

use common::{close, mlx, values};
use magpie_mlx::nn::{
    self, BatchNorm, Conv1d, Conv2d, Gru, LayerNorm, Lstm, MultiHeadAttention, Rnn,
    TransformerEncoderLayer,
};
use magpie_mlx::optim::{Adam, AdamW, Sgd};
use magpie_mlx::{Array, Mlx};
use serde_json::{json, Value};

const SCRIPT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/python/mlx_reference.py");

/// Whether MLX's Python package imports; a skip line (or a failure where
/// required) when not.
fn python(test: &str) -> bool {
    common::python_imports(
        test,
        "mlx.nn, mlx.optimizers",
        "mlx-python",
        "MLX's Python package (mlx)",
    )
}

fn pair(a: &Array) -> Value {
    let v: Vec<f64> = if a.dtype() == magpie_mlx::Dtype::U32 {
        a.to_vec::<u32>()
            .unwrap()
            .iter()
            .map(|&x| f64::from(x))
            .collect()
    } else {
        a.to_vec::<f32>()
            .unwrap()
            .iter()
            .map(|&x| f64::from(x))
            .collect()
    };
    json!([a.shape(), v])
}

type Outputs = HashMap<String, (Vec<usize>, Vec<f64>)>;

fn reference(
    case: &str,
    params: &[(&str, &Array)],
    inputs: &[(&str, &Array)],
    args: Value,
) -> Outputs {
    let request = json!({
        "case": case,
        "params": params.iter().map(|(k, a)| (k.to_string(), pair(a))).collect::<serde_json::Map<_, _>>(),
        "inputs": inputs.iter().map(|(k, a)| (k.to_string(), pair(a))).collect::<serde_json::Map<_, _>>(),
        "args": args,
    });
    let reply = common::run_python(SCRIPT, &request, case);
    reply["outputs"]
        .as_object()
        .expect("outputs")
        .iter()
        .map(|(k, v)| {
            let shape = v[0]
                .as_array()
                .unwrap()
                .iter()
                .map(|d| d.as_u64().unwrap() as usize)
                .collect();
            let data = v[1]
                .as_array()
                .unwrap()
                .iter()
                .map(|d| d.as_f64().unwrap())
                .collect();
            (k.clone(), (shape, data))
        })
        .collect()
}

fn check(case: &str, ours: &Array, theirs: &(Vec<usize>, Vec<f64>), tol: f64) {
    assert_eq!(ours.shape(), theirs.0, "{case}: shapes");
    let got: Vec<f64> = ours
        .to_vec::<f32>()
        .unwrap()
        .iter()
        .map(|&v| f64::from(v))
        .collect();
    close(&got, &theirs.1, tol, case);
}

fn input(m: &Mlx, shape: &[usize], seed: u64) -> Array {
    let n = shape.iter().product();
    let v: Vec<f32> = values(n, seed).iter().map(|&x| x as f32).collect();
    m.array(&v, shape).unwrap()
}

const TOL: f64 = 1e-5;

#[test]
fn layers_match_mlx_python() {
    let Some(m) = mlx("layers_match_mlx_python") else {
        return;
    };
    if !python("layers_match_mlx_python") {
        return;
    }
    let key = |s: u64| m.key(s).unwrap();
    let (d, h) = (3, 4);
    let x = input(&m, &[2, 5, d], 61);

    let rnn = Rnn::new(&m, d, h, Some(&key(1))).unwrap();
    let r = reference(
        "rnn",
        &[("Wxh", &rnn.wx), ("Whh", &rnn.wh), ("bias", &rnn.bias)],
        &[("x", &x)],
        json!({"d": d, "h": h}),
    );
    check("rnn", &rnn.forward(&x).unwrap(), &r["h"], TOL);

    let lstm = Lstm::new(&m, d, h, Some(&key(2))).unwrap();
    let r = reference(
        "lstm",
        &[("Wx", &lstm.wx), ("Wh", &lstm.wh), ("bias", &lstm.bias)],
        &[("x", &x)],
        json!({"d": d, "h": h}),
    );
    let (hs, cs) = lstm.forward(&x).unwrap();
    check("lstm hidden", &hs, &r["h"], TOL);
    check("lstm cell", &cs, &r["c"], TOL);

    let gru = Gru::new(&m, d, h, Some(&key(3))).unwrap();
    let r = reference(
        "gru",
        &[
            ("Wx", &gru.wx),
            ("Wh", &gru.wh),
            ("b", &gru.bias),
            ("bhn", &gru.bhn),
        ],
        &[("x", &x)],
        json!({"d": d, "h": h}),
    );
    check("gru", &gru.forward(&x).unwrap(), &r["h"], TOL);

    let (dims, heads) = (8, 2);
    let xa = input(&m, &[2, 6, dims], 62);
    let mha = MultiHeadAttention::new(&m, dims, heads, Some(&key(4))).unwrap();
    let r = reference(
        "mha",
        &[
            ("query_proj.weight", &mha.query_proj),
            ("key_proj.weight", &mha.key_proj),
            ("value_proj.weight", &mha.value_proj),
            ("out_proj.weight", &mha.out_proj),
        ],
        &[("x", &xa)],
        json!({"dims": dims, "heads": heads}),
    );
    check(
        "mha",
        &mha.forward(&xa, &xa, &xa, None).unwrap(),
        &r["y"],
        TOL,
    );

    let enc = TransformerEncoderLayer::new(&m, dims, heads, Some(16), Some(&key(5))).unwrap();
    let a = &enc.attention;
    let r = reference(
        "encoder",
        &[
            ("attention.query_proj.weight", &a.query_proj),
            ("attention.key_proj.weight", &a.key_proj),
            ("attention.value_proj.weight", &a.value_proj),
            ("attention.out_proj.weight", &a.out_proj),
            ("ln1.weight", &enc.ln1.weight),
            ("ln1.bias", &enc.ln1.bias),
            ("ln2.weight", &enc.ln2.weight),
            ("ln2.bias", &enc.ln2.bias),
            ("linear1.weight", &enc.linear1.weight),
            ("linear1.bias", &enc.linear1.bias),
            ("linear2.weight", &enc.linear2.weight),
            ("linear2.bias", &enc.linear2.bias),
        ],
        &[("x", &xa)],
        json!({"dims": dims, "heads": heads, "mlp": 16}),
    );
    check("encoder", &enc.forward(&xa, None).unwrap(), &r["y"], 5e-5);

    let ln = LayerNorm::new(&m, dims).unwrap();
    let r = reference(
        "layer_norm",
        &[("weight", &ln.weight), ("bias", &ln.bias)],
        &[("x", &xa)],
        json!({"dims": dims}),
    );
    check("layer_norm", &ln.forward(&xa).unwrap(), &r["y"], TOL);

    let mut bn = BatchNorm::new(&m, dims).unwrap();
    let r = reference("batch_norm", &[], &[("x", &xa)], json!({"dims": dims}));
    check("batch_norm", &bn.forward(&xa).unwrap(), &r["y"], TOL);
    check(
        "batch_norm running mean",
        &bn.running_mean,
        &r["running_mean"],
        TOL,
    );
    check(
        "batch_norm running var",
        &bn.running_var,
        &r["running_var"],
        TOL,
    );

    let c1 = Conv1d::new(&m, d, 4, 3, (2, 1), Some(&key(6))).unwrap();
    let r = reference(
        "conv1d",
        &[("weight", &c1.weight), ("bias", &c1.bias)],
        &[("x", &x)],
        json!({"ci": d, "co": 4, "k": 3, "s": 2, "p": 1}),
    );
    check("conv1d", &c1.forward(&x).unwrap(), &r["y"], TOL);

    let x2 = input(&m, &[1, 5, 6, 2], 63);
    let c2 = Conv2d::new(&m, 2, 3, [3, 2], ([1, 2], [1, 0]), Some(&key(7))).unwrap();
    let r = reference(
        "conv2d",
        &[("weight", &c2.weight), ("bias", &c2.bias)],
        &[("x", &x2)],
        json!({"ci": 2, "co": 3, "k": [3, 2], "s": [1, 2], "p": [1, 0]}),
    );
    check("conv2d", &c2.forward(&x2).unwrap(), &r["y"], TOL);

    let r = reference("gelu", &[], &[("x", &xa)], json!({}));
    check("gelu", &nn::gelu(&xa).unwrap(), &r["y"], TOL);

    let logits = input(&m, &[4, 5], 64);
    let labels = m.array(&[4u32, 0, 2, 2], &[4]).unwrap();
    let r = reference(
        "cross_entropy",
        &[],
        &[("x", &logits), ("labels", &labels)],
        json!({}),
    );
    check(
        "cross_entropy",
        &nn::cross_entropy(&logits, &labels).unwrap(),
        &r["loss"],
        TOL,
    );
}

#[test]
fn optimizers_match_mlx_python() {
    let Some(m) = mlx("optimizers_match_mlx_python") else {
        return;
    };
    if !python("optimizers_match_mlx_python") {
        return;
    }
    let (p0, g1, g2) = (
        input(&m, &[6], 71),
        input(&m, &[6], 72),
        input(&m, &[6], 73),
    );
    let inputs = [("p", &p0), ("g1", &g1), ("g2", &g2)];
    let two_steps = |step: &mut dyn FnMut(&mut [Array], &[Array])| {
        let mut p = [p0.try_clone().unwrap()];
        step(&mut p, &[g1.try_clone().unwrap()]);
        step(&mut p, &[g2.try_clone().unwrap()]);
        let [p] = p;
        p
    };
    let mut sgd = Sgd::new(0.1, 0.9);
    let ours = two_steps(&mut |p, g| sgd.step(p, g).unwrap());
    let r = reference("sgd", &[], &inputs, json!({"lr": 0.1, "momentum": 0.9}));
    check("sgd", &ours, &r["p"], 1e-6);
    let mut adam = Adam::new(0.01);
    let ours = two_steps(&mut |p, g| adam.step(p, g).unwrap());
    let r = reference("adam", &[], &inputs, json!({"lr": 0.01}));
    check("adam", &ours, &r["p"], 1e-6);
    let mut adamw = AdamW::new(0.01, 0.1);
    let ours = two_steps(&mut |p, g| adamw.step(p, g).unwrap());
    let r = reference("adamw", &[], &inputs, json!({"lr": 0.01, "wd": 0.1}));
    check("adamw", &ours, &r["p"], 1e-6);
}
