//! Recurrent layers over sequences `[N, L, D]`, returning every step's
//! hidden state `[N, L, H]` (and, for [`Lstm`], every cell state), with
//! MLX's parameter layout: the gates' input weights stacked in `wx`
//! (`[G·H, D]`), the hidden weights in `wh` (`[G·H, H]`), one bias; all
//! uniform in `±1/√H` at first. The first step has no hidden state (MLX
//! starts from none: the terms with `h` drop out, the GRU's `r·bhn` stays).
//! `tests/against_python.rs` checks every layer against MLX's `mlx.nn`.
//!
//! - RNN: `h = tanh(x·wxᵀ + b + h·whᵀ)`.
//! - LSTM: `i, f, g, o = split(x·wxᵀ + b + h·whᵀ, 4)`; `c = σ(f)·c + σ(i)·tanh(g)`;
//!   `h = σ(o)·tanh(c)`.
//! - GRU: `r, z = split(σ(x_rz + (h·whᵀ)_rz), 2)`;
//!   `n = tanh(x_n + r·((h·whᵀ)_n + bhn))`; `h = (1 − z)·n + z·h`.

use magpie_rt::GpuError;

use crate::array::Array;
use crate::dtype::Dtype;
use crate::{array_on, shape_error, Mlx};

fn check(what: &str, x: &Array, d: usize) -> Result<(usize, usize), GpuError> {
    let s = x.shape();
    match s[..] {
        [n, l, dd] if dd == d => Ok((n, l)),
        _ => Err(shape_error(format!(
            "{what}: input of shape {s:?}; [batch, length, {d}] expected"
        ))),
    }
}

/// Step `t` of `[N, L, G]`: `[N, G]`.
fn step(x: &Array, t: usize) -> Result<Array, GpuError> {
    x.take(&array_on(x, &[t as u32], &[])?, -2)
}

/// Columns `from..to` of the last axis.
fn cols(x: &Array, from: usize, to: usize) -> Result<Array, GpuError> {
    let s = x.shape();
    let mut start = vec![0; s.len()];
    let mut stop = s.clone();
    if let (Some(a), Some(b)) = (start.last_mut(), stop.last_mut()) {
        *a = from;
        *b = to;
    }
    x.slice(&start, &stop)
}

fn init(
    mlx: &Mlx,
    gates: usize,
    d: usize,
    h: usize,
    key: Option<&Array>,
) -> Result<[Array; 3], GpuError> {
    let k = 1.0 / (h.max(1) as f64).sqrt();
    let keys = mlx.split_key(key, 3)?;
    Ok([
        mlx.uniform(&[gates * h, d], -k, k, Dtype::F32, keys[0].as_ref())?,
        mlx.uniform(&[gates * h, h], -k, k, Dtype::F32, keys[1].as_ref())?,
        mlx.uniform(&[gates * h], -k, k, Dtype::F32, keys[2].as_ref())?,
    ])
}

fn project(x: &Array, w: &Array, b: &Array) -> Result<Array, GpuError> {
    x.matmul(&w.transpose(&[1, 0])?)?.add(b)
}

/// An Elman RNN with `tanh`.
#[derive(Debug)]
pub struct Rnn {
    pub wx: Array,
    pub wh: Array,
    pub bias: Array,
}

impl Rnn {
    pub fn new(
        mlx: &Mlx,
        input: usize,
        hidden: usize,
        key: Option<&Array>,
    ) -> Result<Rnn, GpuError> {
        let [wx, wh, bias] = init(mlx, 1, input, hidden, key)?;
        Ok(Rnn { wx, wh, bias })
    }

    pub fn forward(&self, x: &Array) -> Result<Array, GpuError> {
        let (_, l) = check("rnn", x, self.wx.shape()[1])?;
        let xp = project(x, &self.wx, &self.bias)?;
        let mut hs: Vec<Array> = Vec::with_capacity(l);
        for t in 0..l {
            let mut a = step(&xp, t)?;
            if let Some(h) = hs.last() {
                a = a.add(&h.matmul(&self.wh.transpose(&[1, 0])?)?)?;
            }
            hs.push(a.tanh()?);
        }
        stack(&hs)
    }
}

/// The steps' states along the sequence axis.
fn stack(v: &[Array]) -> Result<Array, GpuError> {
    let refs: Vec<&Array> = v.iter().collect();
    crate::fft::stack(&refs, -2)
}

/// A long short-term memory layer.
#[derive(Debug)]
pub struct Lstm {
    pub wx: Array,
    pub wh: Array,
    pub bias: Array,
}

impl Lstm {
    pub fn new(
        mlx: &Mlx,
        input: usize,
        hidden: usize,
        key: Option<&Array>,
    ) -> Result<Lstm, GpuError> {
        let [wx, wh, bias] = init(mlx, 4, input, hidden, key)?;
        Ok(Lstm { wx, wh, bias })
    }

    /// Every step's hidden and cell states.
    pub fn forward(&self, x: &Array) -> Result<(Array, Array), GpuError> {
        let (_, l) = check("lstm", x, self.wx.shape()[1])?;
        let h = self.wh.shape()[1];
        let xp = project(x, &self.wx, &self.bias)?;
        let (mut hs, mut cs): (Vec<Array>, Vec<Array>) = (Vec::new(), Vec::new());
        for t in 0..l {
            let mut ifgo = step(&xp, t)?;
            if let Some(prev) = hs.last() {
                ifgo = ifgo.add(&prev.matmul(&self.wh.transpose(&[1, 0])?)?)?;
            }
            let i = cols(&ifgo, 0, h)?.sigmoid()?;
            let f = cols(&ifgo, h, 2 * h)?.sigmoid()?;
            let g = cols(&ifgo, 2 * h, 3 * h)?.tanh()?;
            let o = cols(&ifgo, 3 * h, 4 * h)?.sigmoid()?;
            let c = match cs.last() {
                Some(c) => f.mul(c)?.add(&i.mul(&g)?)?,
                None => i.mul(&g)?,
            };
            hs.push(o.mul(&c.tanh()?)?);
            cs.push(c);
        }
        Ok((stack(&hs)?, stack(&cs)?))
    }
}

/// A gated recurrent unit.
#[derive(Debug)]
pub struct Gru {
    pub wx: Array,
    pub wh: Array,
    pub bias: Array,
    /// The bias of the hidden state's candidate term.
    pub bhn: Array,
}

impl Gru {
    pub fn new(
        mlx: &Mlx,
        input: usize,
        hidden: usize,
        key: Option<&Array>,
    ) -> Result<Gru, GpuError> {
        let keys = mlx.split_key(key, 2)?;
        let [wx, wh, bias] = init(mlx, 3, input, hidden, keys[0].as_ref())?;
        let k = 1.0 / (hidden.max(1) as f64).sqrt();
        let bhn = mlx.uniform(&[hidden], -k, k, Dtype::F32, keys[1].as_ref())?;
        Ok(Gru { wx, wh, bias, bhn })
    }

    pub fn forward(&self, x: &Array) -> Result<Array, GpuError> {
        let (_, l) = check("gru", x, self.wx.shape()[1])?;
        let h = self.wh.shape()[1];
        let xp = project(x, &self.wx, &self.bias)?;
        let mut hs: Vec<Array> = Vec::new();
        for t in 0..l {
            let xt = step(&xp, t)?;
            let (mut rz, x_n) = (cols(&xt, 0, 2 * h)?, cols(&xt, 2 * h, 3 * h)?);
            let hp = match hs.last() {
                Some(prev) => {
                    let p = prev.matmul(&self.wh.transpose(&[1, 0])?)?;
                    rz = rz.add(&cols(&p, 0, 2 * h)?)?;
                    Some(cols(&p, 2 * h, 3 * h)?.add(&self.bhn)?)
                }
                None => None,
            };
            let rz = rz.sigmoid()?;
            let (r, z) = (cols(&rz, 0, h)?, cols(&rz, h, 2 * h)?);
            let n = match &hp {
                Some(hn) => x_n.add(&r.mul(hn)?)?,
                None => x_n.add(&r.mul(&self.bhn)?)?,
            }
            .tanh()?;
            let one_minus_z = z.scalar(1.0)?.sub(&z)?;
            let next = match hs.last() {
                Some(prev) => one_minus_z.mul(&n)?.add(&z.mul(prev)?)?,
                None => one_minus_z.mul(&n)?,
            };
            hs.push(next);
        }
        stack(&hs)
    }
}
