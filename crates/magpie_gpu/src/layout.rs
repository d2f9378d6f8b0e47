//! Natural (C-like) sizes and alignments of kernel data.
//!
//! Used to size `gpu.shared<N, T>` allocations. Rules: a scalar's size and
//! alignment are its byte size (`bool` is one byte); a value struct lays its
//! fields out in declaration order, each at the next offset that is a
//! multiple of its own alignment; the struct's alignment is the largest
//! field alignment (1 when it has no fields) and its size is rounded up to a
//! multiple of that. Backend-specific layouts (std430, Metal argument
//! buffers, host ABIs) are a different question and not answered here.
//!
//! Only scalars and value structs have a layout; anything else (a heap
//! struct, a buffer, a host type, a struct that contains itself) gives `None`.

use magpie_mpir::{Elem, Module, Scalar, StructId, StructKind, Type};

/// A size and an alignment, in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SizeAlign {
    pub size: u64,
    pub align: u64,
}

/// A value struct's layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StructLayout {
    pub size: u64,
    pub align: u64,
    /// Byte offset of each field, in declaration order.
    pub offsets: Vec<u64>,
}

/// Deeper nesting than this is treated as a cycle: the verifier rejects
/// recursive value structs, but this module must not loop on one.
const MAX_DEPTH: usize = 64;

pub fn scalar_layout(s: Scalar) -> SizeAlign {
    let n = u64::from(s.size());
    SizeAlign { size: n, align: n }
}

pub fn type_layout(module: &Module, ty: Type) -> Option<SizeAlign> {
    type_layout_at(module, ty, 0)
}

pub fn elem_layout(module: &Module, elem: Elem) -> Option<SizeAlign> {
    type_layout(module, elem.as_type())
}

pub fn struct_layout(module: &Module, id: StructId) -> Option<StructLayout> {
    struct_layout_at(module, id, 0)
}

fn type_layout_at(module: &Module, ty: Type, depth: usize) -> Option<SizeAlign> {
    match ty {
        Type::Scalar(s) => Some(scalar_layout(s)),
        Type::Struct(id) => struct_layout_at(module, id, depth).map(|l| SizeAlign {
            size: l.size,
            align: l.align,
        }),
        _ => None,
    }
}

fn struct_layout_at(module: &Module, id: StructId, depth: usize) -> Option<StructLayout> {
    if depth >= MAX_DEPTH {
        return None;
    }
    let def = module.structs.get(id)?;
    if def.kind != StructKind::Value {
        return None;
    }
    let mut offset = 0u64;
    let mut align = 1u64;
    let mut offsets = Vec::with_capacity(def.fields.len());
    for field in &def.fields {
        let f = type_layout_at(module, field.ty, depth + 1)?;
        offset = round_up(offset, f.align);
        offsets.push(offset);
        offset = offset.checked_add(f.size)?;
        align = align.max(f.align);
    }
    Some(StructLayout {
        size: round_up(offset, align),
        align,
        offsets,
    })
}

fn round_up(x: u64, align: u64) -> u64 {
    x.div_ceil(align.max(1)) * align.max(1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use magpie_mpir::{Field, StructDef, StructSpans};

    fn add(module: &mut Module, name: &str, kind: StructKind, fields: &[Type]) -> StructId {
        module.structs.append(StructDef {
            name: name.into(),
            kind,
            doc: None,
            fields: fields
                .iter()
                .enumerate()
                .map(|(i, t)| Field {
                    name: format!("f{i}"),
                    ty: *t,
                })
                .collect(),
            spans: StructSpans::default(),
        })
    }

    #[test]
    fn natural_alignment() {
        let mut m = Module::default();
        use Scalar::*;
        // The spec's TParams { i32, i64, f64, i32 }: 0, 8, 16, 24; size 32.
        let p = add(
            &mut m,
            "TParams",
            StructKind::Value,
            &[
                Type::Scalar(I32),
                Type::Scalar(I64),
                Type::Scalar(F64),
                Type::Scalar(I32),
            ],
        );
        let l = struct_layout(&m, p).unwrap();
        assert_eq!(l.offsets, vec![0, 8, 16, 24]);
        assert_eq!((l.size, l.align), (32, 8));
        let q = add(
            &mut m,
            "TQ",
            StructKind::Value,
            &[Type::Scalar(Bool), Type::Struct(p), Type::Scalar(U16)],
        );
        let l = struct_layout(&m, q).unwrap();
        assert_eq!(l.offsets, vec![0, 8, 40]);
        assert_eq!((l.size, l.align), (48, 8));
        let e = add(&mut m, "TEmpty", StructKind::Value, &[]);
        assert_eq!(
            type_layout(&m, Type::Struct(e)),
            Some(SizeAlign { size: 0, align: 1 })
        );
        let h = add(&mut m, "THeap", StructKind::Heap, &[Type::Scalar(I32)]);
        assert_eq!(type_layout(&m, Type::Struct(h)), None);
        assert_eq!(scalar_layout(Bf16), SizeAlign { size: 2, align: 2 });
    }

    #[test]
    fn a_struct_containing_itself_has_no_layout() {
        let mut m = Module::default();
        let s = add(&mut m, "TLoop", StructKind::Value, &[]);
        m.structs[s].fields.push(Field {
            name: "me".into(),
            ty: Type::Struct(s),
        });
        assert_eq!(struct_layout(&m, s), None);
    }
}
