//! §8.6 `mlx.grad`: `vjp`, `jvp`, `value_and_grad` and `grad` over Rust
//! closures, through MLX's own transforms (no adjoint is written here).
//!
//! MLX calls the closure back through the glue (`trampoline`): the
//! closure gets arrays that MLX traces, returns arrays, and its error (or
//! panic, caught before it reaches MLX's C++) is what the transform
//! returns.

#![allow(unsafe_code)] // the glue calls back into Rust through a C function pointer; each block says why it holds

use std::ffi::{c_int, c_void};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;

use magpie_rt::{ErrorKind, GpuError};

use crate::array::{mlx_error, Array};
use crate::loader::{Glue, Raw, TransformFn};
use crate::{Mlx, NAME};

/// A function of arrays, as the transforms take it.
type ArrayFn<'f> = dyn Fn(&[Array]) -> Result<Vec<Array>, GpuError> + 'f;

/// What the trampoline needs: the closure, the glue, the closure's error.
struct Ctx<'f> {
    f: &'f ArrayFn<'f>,
    glue: Arc<Glue>,
    error: Option<GpuError>,
}

/// The glue's `mg_fn`: runs the closure in `ctx` on `n_in` input handles
/// (taken) and hands back its outputs (given up).
unsafe extern "C" fn trampoline(
    ctx: *mut c_void,
    inputs: *mut Raw,
    n_in: usize,
    outputs: *mut Raw,
    cap: usize,
    n_out: *mut usize,
) -> c_int {
    // SAFETY: `ctx` is the `Ctx` the transform below passed, alive and not
    // otherwise borrowed during the transform's call.
    let ctx = unsafe { &mut *ctx.cast::<Ctx<'_>>() };
    // SAFETY: the glue passes `n_in` fresh handles, ours to free, and
    // room for `cap` outputs and their count.
    unsafe { *n_out = 0 };
    let ins: Result<Vec<Array>, GpuError> = (0..n_in)
        .map(|k| Array::wrap(&ctx.glue, unsafe { *inputs.add(k) }, "a traced input"))
        .collect();
    let ran = ins.and_then(|ins| {
        catch_unwind(AssertUnwindSafe(|| (ctx.f)(&ins))).unwrap_or_else(|panic| {
            let what = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "a panic".into());
            Err(GpuError::new(
                ErrorKind::ValidationFailed,
                NAME,
                format!("MPG_MLX_1000: the function being transformed panicked: {what}"),
            ))
        })
    });
    match ran {
        Ok(outs) if outs.len() <= cap => {
            let n = outs.len();
            for (k, o) in outs.into_iter().enumerate() {
                // SAFETY: `k < cap`; the glue takes the handle.
                unsafe { *outputs.add(k) = o.into_raw() };
            }
            // SAFETY: as above.
            unsafe { *n_out = n };
            0
        }
        Ok(outs) => {
            ctx.error = Some(GpuError::new(
                ErrorKind::ValidationFailed,
                NAME,
                format!(
                    "MPG_MLX_1000: the function returned {} arrays; at most {cap}",
                    outs.len()
                ),
            ));
            1
        }
        Err(e) => {
            ctx.error = Some(e);
            1
        }
    }
}

fn raws(arrays: &[&Array]) -> Vec<Raw> {
    arrays.iter().map(|a| a.raw()).collect()
}

/// Room for a transform's outputs.
const MAX_OUTPUTS: usize = 64;

impl Mlx {
    /// Runs the glue transform `call` with `f` behind the trampoline; the
    /// outputs and the `n_products` products it wrote.
    fn transform(
        &self,
        what: &str,
        f: &ArrayFn<'_>,
        n_products: Option<usize>,
        call: impl FnOnce(*mut c_void, *mut Raw, *mut usize, *mut Raw) -> c_int,
    ) -> Result<(Vec<Array>, Vec<Array>), GpuError> {
        let mut ctx = Ctx {
            f,
            glue: self.glue.clone(),
            error: None,
        };
        let mut outs: Vec<Raw> = vec![std::ptr::null_mut(); MAX_OUTPUTS];
        let mut n_outs = 0usize;
        let mut products: Vec<Raw> = vec![std::ptr::null_mut(); MAX_OUTPUTS];
        let status = call(
            std::ptr::addr_of_mut!(ctx).cast(),
            outs.as_mut_ptr(),
            &mut n_outs,
            products.as_mut_ptr(),
        );
        if status != 0 {
            return Err(ctx
                .error
                .take()
                .unwrap_or_else(|| mlx_error(&self.glue, what)));
        }
        let n_products = n_products.unwrap_or(n_outs);
        let wrap = |v: Vec<Raw>, n: usize| -> Result<Vec<Array>, GpuError> {
            v.into_iter()
                .take(n)
                .map(|r| Array::wrap(&self.glue, r, what))
                .collect()
        };
        Ok((wrap(outs, n_outs)?, wrap(products, n_products)?))
    }

    fn vjp_or_jvp(
        &self,
        what: &str,
        glue_fn: TransformFn,
        f: &ArrayFn<'_>,
        primals: &[&Array],
        seeds: &[&Array],
        per_primal: bool,
    ) -> Result<(Vec<Array>, Vec<Array>), GpuError> {
        let (p, s) = (raws(primals), raws(seeds));
        let n = per_primal.then_some(primals.len());
        self.transform(what, f, n, |ctx, outs, n_outs, products| {
            // SAFETY: every handle is live; the glue writes at most
            // MAX_OUTPUTS outputs and as many products as it says.
            unsafe {
                glue_fn(
                    trampoline,
                    ctx,
                    p.as_ptr(),
                    p.len(),
                    s.as_ptr(),
                    s.len(),
                    outs,
                    MAX_OUTPUTS,
                    n_outs,
                    products,
                )
            }
        })
    }

    /// `f`'s outputs at `primals` and the vector-Jacobian products with
    /// `cotangents` (one per output): one product per primal.
    pub fn vjp<F>(
        &self,
        f: F,
        primals: &[&Array],
        cotangents: &[&Array],
    ) -> Result<(Vec<Array>, Vec<Array>), GpuError>
    where
        F: Fn(&[Array]) -> Result<Vec<Array>, GpuError>,
    {
        let glue_fn = self.glue.vjp;
        self.vjp_or_jvp("vjp", glue_fn, &f, primals, cotangents, true)
    }

    /// `f`'s outputs at `primals` and the Jacobian-vector products with
    /// `tangents` (one per primal): one product per output.
    pub fn jvp<F>(
        &self,
        f: F,
        primals: &[&Array],
        tangents: &[&Array],
    ) -> Result<(Vec<Array>, Vec<Array>), GpuError>
    where
        F: Fn(&[Array]) -> Result<Vec<Array>, GpuError>,
    {
        let glue_fn = self.glue.jvp;
        self.vjp_or_jvp("jvp", glue_fn, &f, primals, tangents, false)
    }

    /// The scalar `f(inputs)` and its gradient with respect to every input.
    pub fn value_and_grad<F>(
        &self,
        f: F,
        inputs: &[&Array],
    ) -> Result<(Array, Vec<Array>), GpuError>
    where
        F: Fn(&[Array]) -> Result<Array, GpuError>,
    {
        let wrapped = |a: &[Array]| f(a).map(|v| vec![v]);
        let p = raws(inputs);
        let glue_fn = self.glue.value_and_grad;
        let (mut values, grads) = self.transform(
            "value_and_grad",
            &wrapped,
            Some(inputs.len()),
            |ctx, outs, n, g| {
                // SAFETY: every handle is live; the glue writes at most
                // MAX_OUTPUTS outputs and one gradient per input.
                unsafe {
                    glue_fn(
                        trampoline,
                        ctx,
                        p.as_ptr(),
                        p.len(),
                        outs,
                        MAX_OUTPUTS,
                        n,
                        g,
                    )
                }
            },
        )?;
        let value = values.drain(..).next().ok_or_else(|| {
            GpuError::new(
                ErrorKind::ValidationFailed,
                NAME,
                "MPG_MLX_1000: value_and_grad: the function returned nothing",
            )
        })?;
        Ok((value, grads))
    }

    /// The gradient of the scalar `f(inputs)` with respect to every input.
    pub fn grad<F>(&self, f: F, inputs: &[&Array]) -> Result<Vec<Array>, GpuError>
    where
        F: Fn(&[Array]) -> Result<Array, GpuError>,
    {
        self.value_and_grad(f, inputs).map(|(_, g)| g)
    }
}
