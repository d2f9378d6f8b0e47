//! Run-time values that are not plain scalars, and struct layouts.
//!
//! Scalars live in a work-item's scalar registers as `u64` bits in their
//! type's own encoding (the [`magpie_mpir::Const`] convention: integers
//! masked to their width, floats as IEEE bits in the low bits, bool 0 or 1).
//! Pointers and struct aggregates live in object registers as [`Val`]s.
//!
//! Invariants:
//! - a [`Ptr`]'s region exists for the run (buffer) or the workgroup (shared
//!   array); its byte offset may be anywhere (pointer arithmetic is free),
//!   and every access checks `0 ≤ offset and offset + size ≤ len`;
//! - an aggregate holds one [`Val`] per field, in declaration order; scalar
//!   fields are [`Val::Scalar`], struct fields [`Val::Agg`];
//! - in memory a struct has its natural layout ([`magpie_gpu::layout`]),
//!   little-endian.

use std::sync::Arc;

use magpie_mpir::{Module, Scalar, Type};

use crate::error::Fault;

/// Where a pointer points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Region {
    /// The buffer passed as kernel argument `k`.
    Buffer(u32),
    /// The workgroup's shared array number `k` (see `Program::shared`).
    Shared(u32),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Ptr {
    pub region: Region,
    /// In bytes from the start of the region.
    pub offset: i64,
}

/// A value in an object register.
#[derive(Clone, Debug, Default)]
pub(crate) enum Val {
    /// Not yet written (SSA: never read on an executed path).
    #[default]
    Undef,
    Scalar(u64),
    Ptr(Ptr),
    Agg(Arc<[Val]>),
}

/// What a buffer, a shared array or a pointer holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ElemTy {
    Scalar(Scalar),
    /// Index into [`Layouts`].
    Struct(u32),
}

/// An element type with its size in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MemElem {
    pub ty: ElemTy,
    pub size: u64,
}

#[derive(Clone, Debug)]
pub(crate) struct StructInfo {
    pub size: u64,
    /// (byte offset, type) of each field, in declaration order.
    pub fields: Vec<(u64, ElemTy)>,
}

/// The natural layout of every value struct of the module (by struct index;
/// `None` for a struct without one, e.g. a heap struct).
#[derive(Clone, Debug, Default)]
pub(crate) struct Layouts {
    pub structs: Vec<Option<StructInfo>>,
}

pub(crate) fn elem_ty(t: Type) -> Option<ElemTy> {
    match t {
        Type::Scalar(s) => Some(ElemTy::Scalar(s)),
        Type::Struct(h) => Some(ElemTy::Struct(h.index() as u32)),
        _ => None,
    }
}

impl Layouts {
    pub fn new(m: &Module) -> Layouts {
        let structs = m
            .structs
            .handles()
            .map(|h| {
                let l = magpie_gpu::layout::struct_layout(m, h)?;
                let def = m.structs.get(h)?;
                let fields = def
                    .fields
                    .iter()
                    .zip(&l.offsets)
                    .map(|(f, &o)| elem_ty(f.ty).map(|t| (o, t)))
                    .collect::<Option<Vec<_>>>()?;
                Some(StructInfo {
                    size: l.size,
                    fields,
                })
            })
            .collect();
        Layouts { structs }
    }

    pub fn get(&self, id: u32) -> Result<&StructInfo, Fault> {
        self.structs
            .get(id as usize)
            .and_then(Option::as_ref)
            .ok_or_else(|| Fault::internal(format!("no layout for struct #{id}")))
    }

    pub fn size(&self, t: ElemTy) -> Option<u64> {
        match t {
            ElemTy::Scalar(s) => Some(u64::from(s.size())),
            ElemTy::Struct(id) => self.get(id).ok().map(|s| s.size),
        }
    }

    pub fn mem_elem(&self, t: Type) -> Option<MemElem> {
        let ty = elem_ty(t)?;
        Some(MemElem {
            ty,
            size: self.size(ty)?,
        })
    }

    /// Reads a struct at byte `base` through `load(addr, n)`.
    pub fn read_struct(
        &self,
        id: u32,
        base: u64,
        load: &mut dyn FnMut(u64, usize) -> u64,
    ) -> Result<Val, Fault> {
        self.read_struct_at(id, base, load, 0)
    }

    fn read_struct_at(
        &self,
        id: u32,
        base: u64,
        load: &mut dyn FnMut(u64, usize) -> u64,
        depth: u32,
    ) -> Result<Val, Fault> {
        if depth > 64 {
            return Err(Fault::internal("struct nesting too deep"));
        }
        let info = self.get(id)?;
        let mut out = Vec::with_capacity(info.fields.len());
        for &(off, t) in &info.fields {
            out.push(match t {
                ElemTy::Scalar(s) => {
                    Val::Scalar(from_memory(s, load(base + off, s.size() as usize)))
                }
                ElemTy::Struct(sub) => self.read_struct_at(sub, base + off, load, depth + 1)?,
            });
        }
        Ok(Val::Agg(out.into()))
    }

    /// Writes aggregate `v` of struct `id` at byte `base` through `store`.
    pub fn write_struct(
        &self,
        id: u32,
        base: u64,
        v: &Val,
        store: &mut dyn FnMut(u64, usize, u64),
    ) -> Result<(), Fault> {
        self.write_struct_at(id, base, v, store, 0)
    }

    fn write_struct_at(
        &self,
        id: u32,
        base: u64,
        v: &Val,
        store: &mut dyn FnMut(u64, usize, u64),
        depth: u32,
    ) -> Result<(), Fault> {
        if depth > 64 {
            return Err(Fault::internal("struct nesting too deep"));
        }
        let info = self.get(id)?;
        let Val::Agg(fields) = v else {
            return Err(Fault::internal("storing a non-aggregate as a struct"));
        };
        if fields.len() != info.fields.len() {
            return Err(Fault::internal("aggregate has the wrong number of fields"));
        }
        for (&(off, t), f) in info.fields.iter().zip(fields.iter()) {
            match (t, f) {
                (ElemTy::Scalar(s), Val::Scalar(bits)) => {
                    store(base + off, s.size() as usize, *bits)
                }
                (ElemTy::Struct(sub), _) => {
                    self.write_struct_at(sub, base + off, f, store, depth + 1)?
                }
                _ => return Err(Fault::internal("aggregate field of the wrong kind")),
            }
        }
        Ok(())
    }
}

/// A scalar as read from memory: bool is any non-zero byte.
pub(crate) fn from_memory(s: Scalar, raw: u64) -> u64 {
    if s == Scalar::Bool {
        u64::from(raw & 0xff != 0)
    } else {
        raw
    }
}

/// A scalar as written to memory (bool is one byte, 0 or 1).
pub(crate) fn to_memory(s: Scalar, bits: u64) -> u64 {
    if s == Scalar::Bool {
        bits & 1
    } else {
        bits
    }
}
