//! The harness of `against_numpy.rs`: inputs made here and sent to
//! `tests/python/numpy_reference.py` as their exact f32 values, the
//! binding's results gathered beside the op NumPy is to compute, one
//! Python run per test, and every check compared against NumPy's float64
//! result (as bit patterns: exact through JSON), each failure naming the
//! check and its worst element.

use magpie_mlx::{Array, Complex32, Dtype, Mlx};
use magpie_rt::GpuError;
use serde_json::{json, Map, Value};

use crate::common::{self, mlx, values};

const SCRIPT: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/python/numpy_reference.py"
);

/// MLX and a batch of checks, or a skip line (a failure where required).
pub fn batch(test: &str) -> Option<Batch> {
    let m = mlx(test)?;
    if !common::python_imports(test, "numpy", "numpy", "NumPy (numpy)") {
        return None;
    }
    Some(Batch {
        test: test.into(),
        m,
        inputs: Map::new(),
        ops: Vec::new(),
        checks: Vec::new(),
    })
}

/// An array's shape and elements as float64 (booleans and indices as
/// numbers; complex with a last axis of 2), and whether it is complex.
fn read(a: &Array) -> Result<(Vec<usize>, Vec<f64>, bool), GpuError> {
    let mut shape = a.shape();
    let wide = |v: Vec<f32>| v.into_iter().map(f64::from).collect();
    let v = match a.dtype() {
        Dtype::F32 => wide(a.to_vec::<f32>()?),
        Dtype::I32 => a.to_vec::<i32>()?.into_iter().map(f64::from).collect(),
        Dtype::U32 => a.to_vec::<u32>()?.into_iter().map(f64::from).collect(),
        Dtype::Bool => a.to_vec::<bool>()?.into_iter().map(f64::from).collect(),
        Dtype::Complex64 => {
            shape.push(2);
            let c = a.to_vec::<Complex32>()?;
            wide(c.into_iter().flat_map(|c| [c.re, c.im]).collect())
        }
        d => panic!("an unexpected element type {d:?}"),
    };
    Ok((shape, v, a.dtype() == Dtype::Complex64))
}

/// An array the binding holds and NumPy gets by `name`.
pub struct In {
    pub name: String,
    pub shape: Vec<usize>,
    pub a: Array,
}

struct Check {
    label: String,
    got: Result<(Vec<usize>, Vec<f64>), String>,
    tol: f64,
}

/// Checks gathered for one NumPy run.
pub struct Batch {
    test: String,
    pub m: Mlx,
    inputs: Map<String, Value>,
    ops: Vec<Value>,
    checks: Vec<Check>,
}

impl Batch {
    /// `a`, sent to NumPy as `name`.
    pub fn send(&mut self, name: &str, a: Array) -> In {
        let (s, v, c) = read(&a).expect("reading an input");
        self.inputs.insert(name.into(), json!([s, v, c]));
        In {
            name: name.into(),
            shape: a.shape(),
            a,
        }
    }

    /// A deterministic f32 input: [`values`] of `seed` through `f`.
    pub fn input(&mut self, name: &str, shape: &[usize], seed: u64, f: impl Fn(f64) -> f64) -> In {
        let n = shape.iter().product();
        let v: Vec<f32> = values(n, seed).into_iter().map(|x| f(x) as f32).collect();
        let a = self.m.array(&v, shape).unwrap();
        self.send(name, a)
    }

    /// A complex input: real and imaginary parts from two seeds.
    pub fn complex(&mut self, name: &str, shape: &[usize], seed: u64) -> In {
        let n = shape.iter().product();
        let (re, im) = (values(n, seed), values(n, seed + 1));
        let v: Vec<Complex32> = re
            .iter()
            .zip(&im)
            .map(|(&re, &im)| Complex32 {
                re: re as f32,
                im: im as f32,
            })
            .collect();
        let a = self.m.array(&v, shape).unwrap();
        self.send(name, a)
    }

    /// The binding's `got` against NumPy's `op` of `args` (with `kw`).
    pub fn check(
        &mut self,
        label: String,
        got: Result<Array, GpuError>,
        op: &str,
        args: &[&In],
        kw: Value,
        tol: f64,
    ) {
        let id = self.checks.len().to_string();
        let names: Vec<&str> = args.iter().map(|i| i.name.as_str()).collect();
        self.ops
            .push(json!({"id": id, "op": op, "args": names, "kw": kw}));
        let got = got
            .and_then(|a| read(&a))
            .map(|(s, v, _)| (s, v))
            .map_err(|e| e.to_string());
        self.checks.push(Check { label, got, tol });
    }

    /// Runs NumPy once on every check and compares; fails listing each
    /// check that disagrees (op, shapes, axes; the worst element).
    pub fn run(self) {
        let request = json!({"inputs": self.inputs, "ops": self.ops});
        let what = format!("{}: numpy_reference.py failed", self.test);
        let reply = common::run_python(SCRIPT, &request, &what);
        let (mut failures, mut worst) = (Vec::new(), (0.0, String::new()));
        for (k, c) in self.checks.iter().enumerate() {
            let want = &reply["outputs"][k.to_string()];
            let shape: Vec<usize> = serde_json::from_value(want[0].clone()).expect("a shape");
            let bits: Vec<u64> = serde_json::from_value(want[1].clone()).expect("values");
            let want: Vec<f64> = bits.into_iter().map(f64::from_bits).collect();
            match compare(c, &shape, &want) {
                Ok(r) if r >= worst.0 => worst = (r, c.label.clone()),
                Ok(_) => {}
                Err(e) => failures.push(e),
            }
        }
        println!(
            "{}: {} checks against NumPy (float64), {} failed; closest to its tolerance: {} ({:.2} of it)",
            self.test,
            self.checks.len(),
            failures.len(),
            worst.1,
            worst.0
        );
        assert!(
            failures.is_empty(),
            "{}: {} of {} checks disagree with NumPy:\n{}",
            self.test,
            failures.len(),
            self.checks.len(),
            failures.join("\n")
        );
    }
}

/// The worst element's error as a fraction of what it may be.
fn compare(c: &Check, shape: &[usize], want: &[f64]) -> Result<f64, String> {
    let (got_shape, got) = c.got.as_ref().map_err(|e| format!("{}: {e}", c.label))?;
    if got_shape != shape {
        return Err(format!(
            "{}: shape {got_shape:?}, NumPy's {shape:?}",
            c.label
        ));
    }
    let mut worst = (0.0, 0);
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        let err = (g - w).abs() / (c.tol * w.abs().max(1.0));
        let err = if err.is_nan() && g != w {
            f64::INFINITY
        } else {
            err
        };
        if err > worst.0 {
            worst = (err, i);
        }
    }
    let (r, i) = worst;
    if r > 1.0 {
        return Err(format!(
            "{}: element {i}: {} against NumPy's {} ({r:.1} times the tolerance {})",
            c.label, got[i], want[i], c.tol
        ));
    }
    Ok(if r.is_finite() { r } else { 0.0 })
}
