//! Checking a launch (shape, configuration) and binding its arguments to
//! the kernel's parameters.
//!
//! Arguments must match the signature exactly: a `Buffer` for each buffer
//! parameter, a `Scalar` of exactly the parameter's type for each scalar one,
//! `Struct` bytes of exactly the struct's natural size for each value-struct
//! one. Problems are `BadArguments` naming the parameter by position (from 0)
//! and name.

use magpie_mpir::{Function, Module, Type};

use crate::error::{ExecError, ExecErrorKind};
use crate::interp::arith::mask;
use crate::memory::Memory;
use crate::program::{Dst, Program};
use crate::text::type_name;
use crate::value::{Layouts, Val};
use crate::{Config, KernelArg, Launch};

/// The largest workgroup the executor runs, as on most GPUs.
pub const MAX_WORKGROUP_SIZE: u32 = 1024;

pub(crate) fn check_launch(name: &str, launch: &Launch, config: &Config) -> Result<(), ExecError> {
    let bad = |msg: String| Err(ExecError::new(ExecErrorKind::BadLaunch, name, msg));
    let [bx, by, bz] = launch.block;
    if launch.block.contains(&0) {
        return bad(format!("block ({bx},{by},{bz}) has a zero dimension"));
    }
    let size = u64::from(bx) * u64::from(by) * u64::from(bz);
    if size > u64::from(MAX_WORKGROUP_SIZE) {
        return bad(format!(
            "block ({bx},{by},{bz}) has {size} work-items; at most {MAX_WORKGROUP_SIZE} are allowed"
        ));
    }
    let [gx, gy, gz] = launch.grid;
    if launch.grid.contains(&0) {
        return bad(format!("grid ({gx},{gy},{gz}) has a zero dimension"));
    }
    for d in 0..3 {
        let span = u64::from(launch.grid[d]) * u64::from(launch.block[d]);
        if span > 1 << 32 {
            return bad(format!(
                "dimension {d} has {span} work-items in all; global ids are u32"
            ));
        }
    }
    if u64::from(gx)
        .checked_mul(u64::from(gy))
        .and_then(|v| v.checked_mul(u64::from(gz)))
        .is_none()
    {
        return bad(format!("grid ({gx},{gy},{gz}) has too many workgroups"));
    }
    if config.subgroup_size == 0 {
        return bad("Config::subgroup_size is 0".into());
    }
    Ok(())
}

/// The kernel's entry registers and the buffer of each parameter.
pub(crate) struct Bound<'a> {
    pub buffers: Vec<Option<&'a Memory>>,
    pub init_s: Vec<u64>,
    pub init_o: Vec<Val>,
}

fn describe(arg: &KernelArg<'_>) -> String {
    match arg {
        KernelArg::Buffer(m) => format!("a buffer ({} bytes)", m.len()),
        KernelArg::Scalar(c) => c.ty.name().to_string(),
        KernelArg::Struct(b) => format!("{} bytes of struct data", b.len()),
    }
}

pub(crate) fn bind<'a>(
    m: &Module,
    f: &Function,
    prog: &Program,
    layouts: &Layouts,
    args: &[KernelArg<'a>],
) -> Result<Bound<'a>, ExecError> {
    let bad = |msg: String| ExecError::new(ExecErrorKind::BadArguments, &f.name, msg);
    if args.len() != f.params.len() {
        return Err(bad(format!(
            "kernel @{} takes {} arguments, got {}",
            f.name,
            f.params.len(),
            args.len()
        )));
    }
    let kernel = prog
        .funcs
        .first()
        .ok_or_else(|| ExecError::new(ExecErrorKind::Internal, &f.name, "no kernel decoded"))?;
    let mut out = Bound {
        buffers: vec![None; args.len()],
        init_s: vec![0; kernel.nsregs as usize],
        init_o: vec![Val::Undef; kernel.noregs as usize],
    };
    for (k, ((&p, arg), dst)) in f.params.iter().zip(args).zip(&kernel.params).enumerate() {
        let ty = f.value_type(p);
        let pname = f.values.get(p).map_or("?", |d| d.name.as_str());
        let mismatch = || {
            bad(format!(
                "argument {k} (%{pname}): expected {}, got {}",
                type_name(m, ty),
                describe(arg)
            ))
        };
        let val = match (ty, arg) {
            (Type::Buffer(_), KernelArg::Buffer(mem)) => {
                out.buffers[k] = Some(*mem);
                Val::Ptr(crate::value::Ptr {
                    region: crate::value::Region::Buffer(k as u32),
                    offset: 0,
                })
            }
            (Type::Scalar(s), KernelArg::Scalar(c)) if c.ty == s => {
                Val::Scalar(c.bits & mask(s.bits()))
            }
            (Type::Struct(h), KernelArg::Struct(bytes)) => {
                let id = h.index() as u32;
                let size = layouts.size(crate::value::ElemTy::Struct(id));
                if size != Some(bytes.len() as u64) {
                    return Err(bad(format!(
                        "argument {k} (%{pname}): expected {} ({} bytes), got {}",
                        type_name(m, ty),
                        size.map_or("?".into(), |s| s.to_string()),
                        describe(arg)
                    )));
                }
                layouts
                    .read_struct(id, 0, &mut |a, n| {
                        let mut w = [0u8; 8];
                        if let Some(src) = bytes.get(a as usize..a as usize + n) {
                            w[..n].copy_from_slice(src);
                        }
                        u64::from_le_bytes(w)
                    })
                    .map_err(|e| ExecError::new(e.0.kind, &f.name, e.0.message))?
            }
            _ => return Err(mismatch()),
        };
        let slot_ok = match (dst, &val) {
            (Dst::S(r), Val::Scalar(b)) => out.init_s.get_mut(*r as usize).map(|x| *x = *b),
            (Dst::O(r), _) => out.init_o.get_mut(*r as usize).map(|x| *x = val.clone()),
            _ => None,
        };
        if slot_ok.is_none() {
            return Err(ExecError::new(
                ExecErrorKind::Internal,
                &f.name,
                format!("no register for parameter {k}"),
            ));
        }
    }
    Ok(out)
}
