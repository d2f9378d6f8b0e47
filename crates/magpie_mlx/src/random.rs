//! §8.8: random numbers from MLX's counter-based generator, reproducible
//! from a key ([`Mlx::key`]); without a key MLX's global state is used.

#![allow(unsafe_code)] // calls into the MLX glue; each block says why it holds

use magpie_rt::GpuError;

use crate::array::{dims, Array};
use crate::dtype::Dtype;
use crate::loader::RandomFn;
use crate::Mlx;

impl Mlx {
    /// A key for `seed`: the same key gives the same numbers.
    pub fn key(&self, seed: u64) -> Result<Array, GpuError> {
        // SAFETY: a plain value; the result is a new handle or null.
        let raw = unsafe { (self.glue.random_key)(seed) };
        Array::wrap(&self.glue, raw, "random key")
    }

    /// `n` independent keys made from `key`; `n` times `None` without one
    /// (each draw then takes MLX's global state).
    pub fn split_key(&self, key: Option<&Array>, n: usize) -> Result<Vec<Option<Array>>, GpuError> {
        let Some(key) = key else {
            return Ok((0..n).map(|_| None).collect());
        };
        let count = std::ffi::c_int::try_from(n)
            .map_err(|_| crate::shape_error(format!("split_key: {n} keys")))?;
        // SAFETY: a live handle; the result is a new handle or null.
        let raw = unsafe { (self.glue.random_split)(key.raw(), count) };
        let keys = Array::wrap(&self.glue, raw, "split_key")?;
        (0..n)
            .map(|i| {
                let at = crate::array_on(&keys, &[i as u32], &[])?;
                keys.take(&at, 0).map(Some)
            })
            .collect()
    }

    fn random(
        &self,
        f: RandomFn,
        what: &str,
        shape: &[usize],
        (a, b): (f64, f64),
        dtype: Dtype,
        key: Option<&Array>,
    ) -> Result<Array, GpuError> {
        let d = dims(what, shape)?;
        let key = key.map_or(std::ptr::null_mut(), Array::raw);
        // SAFETY: `d` outlives the call; `key` is a live handle or null.
        let raw = unsafe {
            f(
                d.as_ptr(),
                std::ffi::c_int::try_from(d.len()).unwrap_or(0),
                a,
                b,
                dtype.code(),
                key,
            )
        };
        Array::wrap(&self.glue, raw, what)
    }

    /// Uniform numbers in `[low, high)`.
    pub fn uniform(
        &self,
        shape: &[usize],
        low: f64,
        high: f64,
        dtype: Dtype,
        key: Option<&Array>,
    ) -> Result<Array, GpuError> {
        let f = self.glue.random_uniform;
        self.random(f, "uniform", shape, (low, high), dtype, key)
    }

    /// Normal numbers with mean `loc` and standard deviation `scale`.
    pub fn normal(
        &self,
        shape: &[usize],
        loc: f64,
        scale: f64,
        dtype: Dtype,
        key: Option<&Array>,
    ) -> Result<Array, GpuError> {
        let f = self.glue.random_normal;
        self.random(f, "normal", shape, (loc, scale), dtype, key)
    }
}
