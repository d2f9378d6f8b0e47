//! Buffer elements: addressing, bounds, and the byte encoding of scalars and
//! value structs, matching the CPU executor (`magpie_cpu`'s `value.rs`).
//!
//! Element `idx` of type `T` covers bytes `idx * size(T) .. + size(T)`; all
//! of them must lie in the buffer, else `Exec` naming the index. Scalars are
//! little-endian in their type's encoding (`bool` one byte: non-zero reads
//! as true, a store writes 0 or 1); structs use the natural layout of
//! [`magpie_gpu::layout`].

use std::rc::Rc;

use magpie_gpu::layout::StructLayout;
use magpie_mpir::{Const, Inst, Module, Scalar, StructId, Type};

use super::exec::{Frame, Machine, Val};
use super::prepare::Prepared;
use super::{internal, TreeArg, TreeError};

/// Struct nesting deeper than this is a cycle (the verifier rejects those).
const MAX_NESTING: u32 = 64;

/// A type as written, for messages.
pub(super) fn type_name(m: &Module, t: Type) -> String {
    match t {
        Type::Unit => "unit".into(),
        Type::Scalar(s) => s.name().into(),
        Type::Struct(h) => m.structs.get(h).map_or("?".into(), |d| d.name.clone()),
        Type::Buffer(e) => format!("gpu.TBuffer<{}>", type_name(m, e.as_type())),
        Type::Ptr(_) => "ptr".into(),
        Type::Pred => "pred".into(),
        Type::Host(h) => h.name().into(),
    }
}

impl Machine<'_, '_> {
    pub(super) fn buffer_load(&mut self, fr: &Frame<'_>, inst: &Inst) -> Result<Val, TreeError> {
        let (k, ty) = buffer_operand(fr, inst)?;
        let idx = index_operand(fr, inst)?;
        let prog = self.prog;
        let size = elem_size(prog, ty)?;
        let bytes = self.buffer(k)?;
        let at = locate(fr, k, idx, size, bytes.len())?;
        read(prog, bytes, at, ty, 0)
    }

    pub(super) fn buffer_store(&mut self, fr: &Frame<'_>, inst: &Inst) -> Result<(), TreeError> {
        let (k, ty) = buffer_operand(fr, inst)?;
        let idx = index_operand(fr, inst)?;
        let v = inst
            .operands
            .get(2)
            .ok_or_else(|| internal("`gpu.buffer_store` lacks its value"))
            .and_then(|o| fr.operand(o))?;
        let prog = self.prog;
        let size = elem_size(prog, ty)?;
        let bytes = self.buffer(k)?;
        let at = locate(fr, k, idx, size, bytes.len())?;
        write(prog, bytes, at, ty, &v, 0)
    }

    /// Whole elements in the buffer, saturated to `u32` (a zero-sized
    /// element gives `u32::MAX`), as on the CPU.
    pub(super) fn buffer_len(&mut self, fr: &Frame<'_>, inst: &Inst) -> Result<Val, TreeError> {
        let (k, ty) = buffer_operand(fr, inst)?;
        let size = elem_size(self.prog, ty)?;
        let len = self.buffer(k)?.len() as u64;
        let n = len.checked_div(size).unwrap_or(u64::MAX);
        Ok(Val::Scalar(Const::u32(n.min(u64::from(u32::MAX)) as u32)))
    }

    fn buffer(&mut self, k: usize) -> Result<&mut Vec<u8>, TreeError> {
        match self.mem.get_mut(k) {
            Some(TreeArg::Buffer(b)) => Ok(b),
            _ => Err(internal(format!("argument {k} is not a buffer"))),
        }
    }
}

/// The buffer (as a kernel argument position) and the element type `<T>`.
fn buffer_operand(fr: &Frame<'_>, inst: &Inst) -> Result<(usize, Type), TreeError> {
    let ty = inst
        .ty_arg(0)
        .ok_or_else(|| internal(format!("`{}` lacks its element type", inst.op)))?;
    let buf = inst
        .operands
        .first()
        .ok_or_else(|| internal(format!("`{}` lacks its buffer", inst.op)))?;
    match fr.operand(buf)? {
        Val::Buffer(k) => Ok((k, ty)),
        _ => Err(internal(format!(
            "`{}` on a value that is not a buffer",
            inst.op
        ))),
    }
}

/// The element index, `u32` or `u64`, read as unsigned.
fn index_operand(fr: &Frame<'_>, inst: &Inst) -> Result<u64, TreeError> {
    let idx = inst
        .operands
        .get(1)
        .ok_or_else(|| internal(format!("`{}` lacks its index", inst.op)))?;
    Ok(fr.scalar(idx)?.bits)
}

/// The byte offset of element `idx`, bounds checked.
fn locate(fr: &Frame<'_>, k: usize, idx: u64, size: u64, len: usize) -> Result<usize, TreeError> {
    let start = u128::from(idx) * u128::from(size);
    if start + u128::from(size) <= len as u128 {
        return Ok(start as usize);
    }
    let count = (len as u64).checked_div(size).unwrap_or(0);
    Err(TreeError::Exec(format!(
        "@{}: index {idx} is out of bounds for the buffer of argument {k} ({count} elements)",
        fr.func.name
    )))
}

fn elem_size(prog: &Prepared<'_>, ty: Type) -> Result<u64, TreeError> {
    match ty {
        Type::Scalar(s) => Ok(u64::from(s.size())),
        Type::Struct(h) => struct_info(prog, h).map(|l| l.size),
        _ => Err(internal(format!(
            "buffer elements of type {}",
            type_name(prog.module, ty)
        ))),
    }
}

fn struct_info<'a>(prog: &'a Prepared<'_>, h: StructId) -> Result<&'a StructLayout, TreeError> {
    prog.layouts
        .get(h.index())
        .and_then(Option::as_ref)
        .ok_or_else(|| internal(format!("struct #{} has no layout", h.index())))
}

/// The fields of struct `id` with their types and offsets.
fn fields(prog: &Prepared<'_>, h: StructId) -> Result<Vec<(Type, u64)>, TreeError> {
    let layout = struct_info(prog, h)?;
    let def = prog
        .module
        .structs
        .get(h)
        .ok_or_else(|| internal(format!("struct #{} does not exist", h.index())))?;
    if def.fields.len() != layout.offsets.len() {
        return Err(internal(format!(
            "struct {} has a layout of another shape",
            def.name
        )));
    }
    Ok(def
        .fields
        .iter()
        .map(|f| f.ty)
        .zip(layout.offsets.iter().copied())
        .collect())
}

/// The value of type `ty` at byte `at` (in bounds, checked by the caller).
fn read(
    prog: &Prepared<'_>,
    bytes: &[u8],
    at: usize,
    ty: Type,
    depth: u32,
) -> Result<Val, TreeError> {
    match ty {
        Type::Scalar(s) => {
            let n = s.size() as usize;
            let src = bytes
                .get(at..at + n)
                .ok_or_else(|| internal("a load past the end of its buffer"))?;
            let mut w = [0u8; 8];
            w[..n].copy_from_slice(src);
            let raw = u64::from_le_bytes(w);
            let bits = if s == Scalar::Bool {
                u64::from(raw != 0)
            } else {
                raw
            };
            Ok(Val::Scalar(Const { ty: s, bits }))
        }
        Type::Struct(h) if depth < MAX_NESTING => {
            let vals = fields(prog, h)?
                .into_iter()
                .map(|(t, off)| read(prog, bytes, at + off as usize, t, depth + 1))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(Val::Agg(Rc::from(vals)))
        }
        _ => Err(internal(format!(
            "a load of type {}",
            type_name(prog.module, ty)
        ))),
    }
}

/// Writes `v` of type `ty` at byte `at` (in bounds, checked by the caller).
fn write(
    prog: &Prepared<'_>,
    bytes: &mut [u8],
    at: usize,
    ty: Type,
    v: &Val,
    depth: u32,
) -> Result<(), TreeError> {
    match (ty, v) {
        (Type::Scalar(s), Val::Scalar(c)) => {
            let n = s.size() as usize;
            let bits = if s == Scalar::Bool {
                c.bits & 1
            } else {
                c.bits
            };
            let dst = bytes
                .get_mut(at..at + n)
                .ok_or_else(|| internal("a store past the end of its buffer"))?;
            dst.copy_from_slice(&bits.to_le_bytes()[..n]);
            Ok(())
        }
        (Type::Struct(h), Val::Agg(vals)) if depth < MAX_NESTING => {
            let fs = fields(prog, h)?;
            if fs.len() != vals.len() {
                return Err(internal("a struct value with the wrong number of fields"));
            }
            for ((t, off), fv) in fs.into_iter().zip(vals.iter()) {
                write(prog, bytes, at + off as usize, t, fv, depth + 1)?;
            }
            Ok(())
        }
        _ => Err(internal(format!(
            "a store of a value that is not a {}",
            type_name(prog.module, ty)
        ))),
    }
}
