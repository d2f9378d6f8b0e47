//! §8.7 `mlx.optim`: SGD with momentum, Adam and AdamW with the update
//! rules of MLX's Python optimizers (their defaults: no dampening or
//! Nesterov for SGD; Adam without bias correction, β = (0.9, 0.999),
//! ε = 1e-8; AdamW's weight decay 0.01, applied as `p · (1 − lr·λ)` before
//! the Adam step). Each step evaluates the new parameters, so that no
//! graph grows across steps.

use magpie_rt::{ErrorKind, GpuError};

use crate::array::Array;
use crate::NAME;

fn check(params: &[Array], grads: &[Array], state: usize) -> Result<(), GpuError> {
    if params.len() != grads.len() || (state != 0 && state != params.len()) {
        return Err(GpuError::new(
            ErrorKind::ValidationFailed,
            NAME,
            format!(
                "an optimizer step with {} parameters and {} gradients (the optimizer has seen {state})",
                params.len(),
                grads.len()
            ),
        ));
    }
    for (p, g) in params.iter().zip(grads) {
        if p.shape() != g.shape() {
            return Err(crate::shape_error(format!(
                "a parameter of shape {:?} and its gradient of shape {:?}",
                p.shape(),
                g.shape()
            )));
        }
    }
    Ok(())
}

/// `v = μ·v + g; p = p − lr·v` (`v` starts at `g`'s first value).
#[derive(Debug)]
pub struct Sgd {
    pub learning_rate: f64,
    pub momentum: f64,
    velocity: Vec<Array>,
}

impl Sgd {
    pub fn new(learning_rate: f64, momentum: f64) -> Sgd {
        Sgd {
            learning_rate,
            momentum,
            velocity: Vec::new(),
        }
    }

    pub fn step(&mut self, params: &mut [Array], grads: &[Array]) -> Result<(), GpuError> {
        check(params, grads, self.velocity.len())?;
        let fresh = self.velocity.is_empty();
        for (k, (p, g)) in params.iter_mut().zip(grads).enumerate() {
            let v = if fresh || self.momentum == 0.0 {
                g.try_clone()?
            } else {
                self.velocity[k].mul(&g.scalar(self.momentum)?)?.add(g)?
            };
            let next = p.sub(&v.mul(&g.scalar(self.learning_rate)?)?)?;
            next.eval()?;
            v.eval()?;
            *p = next;
            if fresh {
                self.velocity.push(v);
            } else {
                self.velocity[k] = v;
            }
        }
        Ok(())
    }
}

/// `m = β1·m + (1−β1)·g; v = β2·v + (1−β2)·g²; p = p − lr·m/(√v + ε)`,
/// `m` and `v` starting at zero.
#[derive(Debug)]
pub struct Adam {
    pub learning_rate: f64,
    pub betas: (f64, f64),
    pub eps: f64,
    state: Vec<(Array, Array)>,
}

impl Adam {
    pub fn new(learning_rate: f64) -> Adam {
        Adam {
            learning_rate,
            betas: (0.9, 0.999),
            eps: 1e-8,
            state: Vec::new(),
        }
    }

    pub fn step(&mut self, params: &mut [Array], grads: &[Array]) -> Result<(), GpuError> {
        check(params, grads, self.state.len())?;
        let (b1, b2) = self.betas;
        let fresh = self.state.is_empty();
        for (k, (p, g)) in params.iter_mut().zip(grads).enumerate() {
            let s = |v: f64| g.scalar(v);
            let (m0, v0) = if fresh {
                (g.mul(&s(0.0)?)?, g.mul(&s(0.0)?)?)
            } else {
                (self.state[k].0.try_clone()?, self.state[k].1.try_clone()?)
            };
            let m = m0.mul(&s(b1)?)?.add(&g.mul(&s(1.0 - b1)?)?)?;
            let v = v0.mul(&s(b2)?)?.add(&g.square()?.mul(&s(1.0 - b2)?)?)?;
            let update = m
                .div(&v.sqrt()?.add(&s(self.eps)?)?)?
                .mul(&s(self.learning_rate)?)?;
            let next = p.sub(&update)?;
            next.eval()?;
            m.eval()?;
            v.eval()?;
            *p = next;
            if fresh {
                self.state.push((m, v));
            } else {
                self.state[k] = (m, v);
            }
        }
        Ok(())
    }
}

/// Adam after decoupled weight decay: `p = p·(1 − lr·λ)`, then Adam's step.
#[derive(Debug)]
pub struct AdamW {
    pub adam: Adam,
    pub weight_decay: f64,
}

impl AdamW {
    pub fn new(learning_rate: f64, weight_decay: f64) -> AdamW {
        AdamW {
            adam: Adam::new(learning_rate),
            weight_decay,
        }
    }

    pub fn step(&mut self, params: &mut [Array], grads: &[Array]) -> Result<(), GpuError> {
        check(params, grads, self.adam.state.len())?;
        let shrink = 1.0 - self.adam.learning_rate * self.weight_decay;
        for p in params.iter_mut() {
            *p = p.mul(&p.scalar(shrink)?)?;
        }
        self.adam.step(params, grads)
    }
}
