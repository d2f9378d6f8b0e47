//! Where a kernel's parameters live on Vulkan: the contract between the
//! SPIR-V emitter and the runtime. Nothing else decides a binding or an offset.
//!
//! Rules (spec §2.1):
//! - buffer parameters are storage buffers in descriptor set 0, bound in
//!   parameter order (`binding` = index among buffer parameters); the element
//!   stride is the element's natural size ([`crate::layout`]);
//! - scalar and value-struct parameters share one push-constant block, in
//!   parameter order, at std430 offsets. For our types std430 is the natural
//!   C layout (each scalar aligned to its size, a struct to its widest
//!   member), except that `bool` is stored as a 4-byte `u32` (SPIR-V has no
//!   externally visible booleans). The block size is rounded up to 16 bytes
//!   (0 when there are no such parameters);
//! - the workgroup size is specialization constants 0, 1, 2.
//!
//! A push parameter is described by its scalar *leaves* (a struct flattened
//! depth first, in field order): the emitter reads each leaf as one member of
//! the push block, and the runtime writes each leaf at its offset.
//!
//! On CUDA the contract is [`PtxLayout`] ([`ptx_layout`]): the `.param` list
//! of the PTX entry, described below.

use magpie_mpir::{Elem, FuncId, Module, Scalar, StructId, Type};

use crate::layout;

/// How one kernel is fed on Vulkan.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelLayout {
    /// One slot per kernel parameter, in parameter order.
    pub params: Vec<ParamSlot>,
    /// A multiple of 16; 0 when no parameter is a push constant.
    pub push_constant_size: u32,
    /// SpecIds of the workgroup size in x, y, z: always `[0, 1, 2]`.
    pub workgroup_spec_ids: [u32; 3],
}

/// Where one parameter lives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamSlot {
    Buffer {
        set: u32,
        binding: u32,
        elem_stride: u32,
    },
    Push {
        /// Offset of the parameter (its first leaf) in the push block.
        offset: u32,
        /// Size of the parameter in the push block (a struct's size, rounded
        /// to its alignment).
        size: u32,
        leaves: Vec<Leaf>,
    },
}

/// One scalar of a push-constant parameter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Leaf {
    /// Field indices from the parameter's struct; empty for a scalar parameter.
    pub path: Vec<u32>,
    /// Offset from the start of the push block.
    pub offset: u32,
    pub ty: Scalar,
}

impl KernelLayout {
    pub const WORKGROUP_SPEC_IDS: [u32; 3] = [0, 1, 2];
    pub const DESCRIPTOR_SET: u32 = 0;

    /// The push-constant leaves of every parameter, in block order.
    pub fn push_leaves(&self) -> impl Iterator<Item = &Leaf> {
        self.params.iter().flat_map(|p| match p {
            ParamSlot::Push { leaves, .. } => leaves.as_slice(),
            ParamSlot::Buffer { .. } => &[],
        })
    }
}

/// Size (= alignment) of a scalar in the push block: `bool` is a `u32`.
pub fn push_scalar_size(s: Scalar) -> u32 {
    if s == Scalar::Bool {
        4
    } else {
        s.size()
    }
}

/// The Vulkan layout of kernel `func`.
///
/// Fails (with a message naming the parameter) for a parameter that is
/// neither a buffer nor a scalar or value struct, for an element type without
/// a natural layout, and for a push block over `u32::MAX` bytes.
pub fn vulkan_layout(module: &Module, func: FuncId) -> Result<KernelLayout, String> {
    let f = module
        .functions
        .get(func)
        .ok_or_else(|| "no such function".to_string())?;
    let mut params = Vec::with_capacity(f.params.len());
    let mut binding = 0u32;
    let mut cursor = 0u32;
    let mut any_push = false;
    for &p in &f.params {
        let def = &f.values[p];
        let what = || format!("parameter %{} of @{}", def.name, f.name);
        match def.ty {
            Type::Buffer(elem) => {
                let stride = elem_stride(module, elem)
                    .ok_or_else(|| format!("{}: its element type has no layout", what()))?;
                params.push(ParamSlot::Buffer {
                    set: KernelLayout::DESCRIPTOR_SET,
                    binding,
                    elem_stride: stride,
                });
                binding += 1;
            }
            Type::Scalar(_) | Type::Struct(_) => {
                let (size, align) = push_size_align(module, def.ty, 0)
                    .ok_or_else(|| format!("{}: its type has no push-constant layout", what()))?;
                let offset = round_up(cursor, align)
                    .ok_or_else(|| format!("{}: push constants too large", what()))?;
                let mut leaves = Vec::new();
                push_leaves(module, def.ty, offset, &mut Vec::new(), &mut leaves, 0)
                    .ok_or_else(|| format!("{}: its type has no push-constant layout", what()))?;
                params.push(ParamSlot::Push {
                    offset,
                    size,
                    leaves,
                });
                cursor = offset
                    .checked_add(size)
                    .ok_or_else(|| format!("{}: push constants too large", what()))?;
                any_push = true;
            }
            other => {
                return Err(format!(
                    "{}: a kernel parameter of type {other:?} cannot be passed on Vulkan",
                    what()
                ))
            }
        }
    }
    let push_constant_size = if any_push {
        round_up(cursor, 16).ok_or_else(|| "push constants too large".to_string())?
    } else {
        0
    };
    Ok(KernelLayout {
        params,
        push_constant_size,
        workgroup_spec_ids: KernelLayout::WORKGROUP_SPEC_IDS,
    })
}

/// The stride of a buffer element: its natural size.
pub fn elem_stride(module: &Module, elem: Elem) -> Option<u32> {
    let l = layout::elem_layout(module, elem)?;
    u32::try_from(l.size).ok()
}

const MAX_DEPTH: usize = 64;

fn push_size_align(module: &Module, ty: Type, depth: usize) -> Option<(u32, u32)> {
    if depth > MAX_DEPTH {
        return None;
    }
    match ty {
        Type::Scalar(s) => Some((push_scalar_size(s), push_scalar_size(s))),
        Type::Struct(id) => {
            let (_, size, align) = push_struct_layout(module, id, depth)?;
            Some((size, align))
        }
        _ => None,
    }
}

/// Field offsets (relative to the struct), size and alignment of a struct in
/// the push block.
fn push_struct_layout(module: &Module, id: StructId, depth: usize) -> Option<(Vec<u32>, u32, u32)> {
    let def = module.structs.get(id)?;
    if def.kind != magpie_mpir::StructKind::Value {
        return None;
    }
    let mut offset = 0u32;
    let mut align = 1u32;
    let mut offsets = Vec::with_capacity(def.fields.len());
    for field in &def.fields {
        let (s, a) = push_size_align(module, field.ty, depth + 1)?;
        offset = round_up(offset, a)?;
        offsets.push(offset);
        offset = offset.checked_add(s)?;
        align = align.max(a);
    }
    Some((offsets, round_up(offset, align)?, align))
}

fn push_leaves(
    module: &Module,
    ty: Type,
    base: u32,
    path: &mut Vec<u32>,
    out: &mut Vec<Leaf>,
    depth: usize,
) -> Option<()> {
    match ty {
        Type::Scalar(s) => {
            out.push(Leaf {
                path: path.clone(),
                offset: base,
                ty: s,
            });
            Some(())
        }
        Type::Struct(id) => {
            let (offsets, _, _) = push_struct_layout(module, id, depth)?;
            let def = module.structs.get(id)?;
            for (k, field) in def.fields.iter().enumerate() {
                path.push(k as u32);
                push_leaves(module, field.ty, base + offsets[k], path, out, depth + 1)?;
                path.pop();
            }
            Some(())
        }
        _ => None,
    }
}

fn round_up(x: u32, align: u32) -> Option<u32> {
    let a = align.max(1);
    x.div_ceil(a).checked_mul(a)
}

// ---- CUDA (PTX) ------------------------------------------------------------

/// How one kernel is fed on CUDA: the `.param` list of its PTX entry, in
/// order, which is also the order of `cuLaunchKernel`'s `kernelParams`.
///
/// Rules (spec §2.3):
/// - entry parameter `k` is kernel parameter `k`, for every kernel
///   parameter: a buffer is its 64-bit device address (`.param .u64`); a
///   scalar is passed by value (`.param .u32`, `.f32`, ...; `bool` as one
///   byte, `.u8`, holding 0 or 1); a value struct by value in its natural C
///   layout ([`crate::layout`]: `bool` one byte), as
///   `.param .align A .b8 name[size]`;
/// - after them come the hidden parameters: one `.param .u32` per buffer
///   parameter, in buffer order, holding its element count (the runtime
///   passes `min(len, u32::MAX)`), read by `gpu.buffer_len`;
/// - the workgroup size is the launch's block size (nothing is baked in).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PtxLayout {
    /// One per entry parameter, in entry order (see the rules above).
    pub params: Vec<PtxParam>,
    /// Bytes of all parameters packed one after another, each at its
    /// `offset` (the `CU_LAUNCH_PARAM_BUFFER_POINTER` form of the arguments).
    pub args_size: u32,
}

/// One `.param` of a PTX entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PtxParam {
    pub kind: PtxParamKind,
    /// Bytes the runtime passes (8 for a buffer address).
    pub size: u32,
    pub align: u32,
    /// Offset in the packed argument buffer: the previous parameter's end,
    /// rounded up to `align`.
    pub offset: u32,
}

/// What an entry parameter holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PtxParamKind {
    /// Kernel parameter `param`, a buffer: its device address.
    Buffer { param: usize, elem_stride: u32 },
    /// Kernel parameter `param`, a scalar or a value struct, by value.
    /// Leaf offsets are relative to the start of the parameter.
    Value { param: usize, leaves: Vec<Leaf> },
    /// Hidden: the element count (`u32`) of kernel parameter `param`, a
    /// buffer.
    BufferLen { param: usize },
}

impl PtxLayout {
    /// The entry parameter holding the element count of kernel parameter
    /// `param`, if it is a buffer.
    pub fn buffer_len_index(&self, param: usize) -> Option<usize> {
        self.params
            .iter()
            .position(|p| p.kind == PtxParamKind::BufferLen { param })
    }
}

/// The CUDA layout of kernel `func`.
///
/// Fails (with a message naming the parameter) for a parameter that is
/// neither a buffer nor a scalar or value struct, for a type without a
/// natural layout, and for an empty struct (PTX has no zero-sized `.param`).
pub fn ptx_layout(module: &Module, func: FuncId) -> Result<PtxLayout, String> {
    let f = module
        .functions
        .get(func)
        .ok_or_else(|| "no such function".to_string())?;
    let mut params = Vec::with_capacity(f.params.len());
    let mut lens = Vec::new();
    for (k, &p) in f.params.iter().enumerate() {
        let def = &f.values[p];
        let what = || format!("parameter %{} of @{}", def.name, f.name);
        match def.ty {
            Type::Buffer(elem) => {
                let elem_stride = elem_stride(module, elem)
                    .ok_or_else(|| format!("{}: its element type has no layout", what()))?;
                params.push((
                    PtxParamKind::Buffer {
                        param: k,
                        elem_stride,
                    },
                    8,
                    8,
                ));
                lens.push((PtxParamKind::BufferLen { param: k }, 4, 4));
            }
            Type::Scalar(_) | Type::Struct(_) => {
                let l = layout::type_layout(module, def.ty)
                    .ok_or_else(|| format!("{}: its type has no layout", what()))?;
                let (size, align) = (u32::try_from(l.size), u32::try_from(l.align));
                let (Ok(size), Ok(align)) = (size, align) else {
                    return Err(format!("{}: too large", what()));
                };
                if size == 0 {
                    return Err(format!(
                        "{}: an empty struct cannot be a CUDA kernel parameter",
                        what()
                    ));
                }
                let mut leaves = Vec::new();
                natural_leaves(module, def.ty, 0, &mut Vec::new(), &mut leaves, 0)
                    .ok_or_else(|| format!("{}: its type has no layout", what()))?;
                params.push((PtxParamKind::Value { param: k, leaves }, size, align));
            }
            other => {
                return Err(format!(
                    "{}: a kernel parameter of type {other:?} cannot be passed on CUDA",
                    what()
                ))
            }
        }
    }
    let mut cursor = 0u32;
    let mut out = Vec::with_capacity(params.len() + lens.len());
    for (kind, size, align) in params.into_iter().chain(lens) {
        let offset = round_up(cursor, align).ok_or("kernel parameters too large")?;
        cursor = offset
            .checked_add(size)
            .ok_or("kernel parameters too large")?;
        out.push(PtxParam {
            kind,
            size,
            align,
            offset,
        });
    }
    Ok(PtxLayout {
        params: out,
        args_size: cursor,
    })
}

/// The scalar leaves of `ty` at natural offsets from `base`, depth first
/// (`struct_layout` refuses heap structs and cycles).
pub(crate) fn natural_leaves(
    module: &Module,
    ty: Type,
    base: u32,
    path: &mut Vec<u32>,
    out: &mut Vec<Leaf>,
    depth: usize,
) -> Option<()> {
    if depth > MAX_DEPTH {
        return None;
    }
    match ty {
        Type::Scalar(s) => {
            out.push(Leaf {
                path: path.clone(),
                offset: base,
                ty: s,
            });
            Some(())
        }
        Type::Struct(id) => {
            let l = layout::struct_layout(module, id)?;
            let def = module.structs.get(id)?;
            for (k, field) in def.fields.iter().enumerate() {
                let off = base.checked_add(u32::try_from(l.offsets[k]).ok()?)?;
                path.push(k as u32);
                natural_leaves(module, field.ty, off, path, out, depth + 1)?;
                path.pop();
            }
            Some(())
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout_of(src: &str) -> KernelLayout {
        let out = magpie_mpir::parse(src);
        let module = out.value.expect("parses");
        let f = module.functions.handles().next().unwrap();
        vulkan_layout(&module, f).unwrap()
    }

    #[test]
    fn vector_add() {
        let l = layout_of(
            "gpu fn @k(%a: gpu.TBuffer<f32>, %b: gpu.TBuffer<f32>, %n: u32) -> unit {\nbb0:\n    ret\n}\n",
        );
        assert_eq!(
            l.params,
            vec![
                ParamSlot::Buffer {
                    set: 0,
                    binding: 0,
                    elem_stride: 4
                },
                ParamSlot::Buffer {
                    set: 0,
                    binding: 1,
                    elem_stride: 4
                },
                ParamSlot::Push {
                    offset: 0,
                    size: 4,
                    leaves: vec![Leaf {
                        path: vec![],
                        offset: 0,
                        ty: Scalar::U32
                    }]
                },
            ]
        );
        assert_eq!(l.push_constant_size, 16);
        assert_eq!(l.workgroup_spec_ids, [0, 1, 2]);
    }

    #[test]
    fn buffers_only_have_no_push_block() {
        let l = layout_of(
            "gpu fn @k(%a: gpu.TBuffer<u8>, %b: gpu.TBuffer<f64>) -> unit {\nbb0:\n    ret\n}\n",
        );
        assert_eq!(l.push_constant_size, 0);
        assert!(matches!(
            l.params[0],
            ParamSlot::Buffer {
                elem_stride: 1,
                binding: 0,
                ..
            }
        ));
        assert!(matches!(
            l.params[1],
            ParamSlot::Buffer {
                elem_stride: 8,
                binding: 1,
                ..
            }
        ));
    }

    #[test]
    fn struct_params_interleave_with_scalars_and_buffers() {
        let l = layout_of(
            "value struct TParams { field a: i32 field b: i64 field c: f64 field d: i32 }\n\
             gpu fn @k(%f: bool, %o: gpu.TBuffer<u32>, %p: TParams, %h: u16, %x: f32) -> unit {\nbb0:\n    ret\n}\n",
        );
        // bool is 4 bytes at 0; TParams (align 8, size 32) at 8; u16 at 40; f32 at 44.
        assert!(matches!(l.params[1], ParamSlot::Buffer { binding: 0, .. }));
        let ParamSlot::Push {
            offset,
            size,
            leaves,
        } = &l.params[2]
        else {
            panic!("struct is a push constant")
        };
        assert_eq!((*offset, *size), (8, 32));
        let offs: Vec<u32> = leaves.iter().map(|l| l.offset).collect();
        assert_eq!(offs, vec![8, 16, 24, 32]);
        assert_eq!(leaves[1].path, vec![1]);
        assert_eq!(leaves[1].ty, Scalar::I64);
        assert_eq!(
            l.params[0],
            ParamSlot::Push {
                offset: 0,
                size: 4,
                leaves: vec![Leaf {
                    path: vec![],
                    offset: 0,
                    ty: Scalar::Bool
                }]
            }
        );
        assert!(matches!(
            l.params[3],
            ParamSlot::Push {
                offset: 40,
                size: 2,
                ..
            }
        ));
        assert!(matches!(
            l.params[4],
            ParamSlot::Push {
                offset: 44,
                size: 4,
                ..
            }
        ));
        assert_eq!(l.push_constant_size, 48);
        assert_eq!(l.push_leaves().count(), 7);
    }

    #[test]
    fn ptx_params_in_order_then_buffer_lengths() {
        let out = magpie_mpir::parse(
            "value struct TParams { field a: i32 field b: i64 field c: f64 field d: bool }\n\
             gpu fn @k(%f: bool, %o: gpu.TBuffer<u32>, %p: TParams, %h: u16, %i: gpu.TBuffer<f64>) -> unit {\nbb0:\n    ret\n}\n",
        );
        let module = out.value.expect("parses");
        let f = module.functions.handles().next().unwrap();
        let l = ptx_layout(&module, f).unwrap();
        let got: Vec<(u32, u32, u32)> = l
            .params
            .iter()
            .map(|p| (p.offset, p.size, p.align))
            .collect();
        // bool 0; buffer 8; TParams (natural: 0, 8, 16, 24; size 32) at 16;
        // u16 at 48; buffer at 56; then the two lengths at 64 and 68.
        assert_eq!(
            got,
            vec![
                (0, 1, 1),
                (8, 8, 8),
                (16, 32, 8),
                (48, 2, 2),
                (56, 8, 8),
                (64, 4, 4),
                (68, 4, 4)
            ]
        );
        assert_eq!(l.args_size, 72);
        assert_eq!(
            l.params[1].kind,
            PtxParamKind::Buffer {
                param: 1,
                elem_stride: 4
            }
        );
        let PtxParamKind::Value { leaves, param } = &l.params[2].kind else {
            panic!("a struct is passed by value")
        };
        assert_eq!(*param, 2);
        let offs: Vec<(u32, Scalar)> = leaves.iter().map(|l| (l.offset, l.ty)).collect();
        assert_eq!(
            offs,
            vec![
                (0, Scalar::I32),
                (8, Scalar::I64),
                (16, Scalar::F64),
                (24, Scalar::Bool)
            ]
        );
        assert_eq!(l.buffer_len_index(1), Some(5));
        assert_eq!(l.buffer_len_index(4), Some(6));
        assert_eq!(l.buffer_len_index(0), None);
    }

    #[test]
    fn nested_structs_flatten_depth_first() {
        let l = layout_of(
            "value struct TIn { field x: u8 field y: bool }\nvalue struct TOut { field a: u16 field i: TIn field z: f32 }\n\
             gpu fn @k(%p: TOut) -> unit {\nbb0:\n    ret\n}\n",
        );
        let ParamSlot::Push { leaves, size, .. } = &l.params[0] else {
            panic!()
        };
        // TIn in push: x at 0, y (u32) at 4, size 8 align 4. TOut: a 0, i 4, z 12; size 16.
        let got: Vec<(Vec<u32>, u32)> = leaves.iter().map(|l| (l.path.clone(), l.offset)).collect();
        assert_eq!(
            got,
            vec![
                (vec![0], 0),
                (vec![1, 0], 4),
                (vec![1, 1], 8),
                (vec![2], 12)
            ]
        );
        assert_eq!(*size, 16);
        assert_eq!(l.push_constant_size, 16);
    }
}
