//! Reading a value-struct argument's leaves out of its bytes, for the GPU
//! backends that flatten structs into scalar slots (Vulkan's push
//! constants, WebGPU's uniform block).
//!
//! A struct argument arrives as [`BoundArg::Struct`](super::BoundArg::Struct):
//! its bytes in the kernel's natural C layout (`magpie_gpu::layout`), checked
//! against the host type by the front half. A backend's layout names each
//! leaf by its field path from the parameter's type; [`leaf_bytes`] finds
//! the leaf's bytes there.

use magpie_gpu::layout::struct_layout;
use magpie_mpir::{FuncId, Module, Scalar, Type};

/// The type of parameter `index` of function `func`.
pub(crate) fn param_type(module: &Module, func: FuncId, index: usize) -> Option<Type> {
    let f = module.functions.get(func)?;
    f.params.get(index).map(|p| f.values[*p].ty)
}

/// Byte offset of the leaf at `path` inside a value of type `ty`, in the
/// natural layout.
pub(crate) fn natural_offset(module: &Module, ty: Type, path: &[u32]) -> Option<u64> {
    let mut ty = ty;
    let mut offset = 0u64;
    for &field in path {
        let Type::Struct(id) = ty else {
            return None;
        };
        let layout = struct_layout(module, id)?;
        offset += *layout.offsets.get(field as usize)?;
        ty = module.structs.get(id)?.fields.get(field as usize)?.ty;
    }
    Some(offset)
}

/// The natural-layout bytes of the leaf of scalar type `scalar` at `path`
/// in `bytes`, a value of type `ty`; `None` when the path or the bytes do
/// not fit the type.
pub(crate) fn leaf_bytes<'a>(
    module: &Module,
    ty: Type,
    bytes: &'a [u8],
    path: &[u32],
    scalar: Scalar,
) -> Option<&'a [u8]> {
    let at = usize::try_from(natural_offset(module, ty, path)?).ok()?;
    bytes.get(at..at.checked_add(scalar.size() as usize)?)
}
