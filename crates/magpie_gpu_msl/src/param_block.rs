//! Where a kernel's parameters go, from their types alone: buffers at
//! `[[buffer(k)]]` in order, scalars and value structs as members of the
//! parameter block at natural C alignment (`bool` as a 4-byte `uint`),
//! then one `uint` element count per buffer. The emitter's
//! [`MslLayout`](crate::MslLayout) and a bundle's Metal parameter slots
//! both come from [`param_block`], so they cannot disagree.

use magpie_mpir::{Elem, FuncId, Module, Scalar, Type};

use crate::{Error, Result};

/// One parameter's place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamPlace {
    /// `[[buffer(index)]]`.
    Buffer { index: u32, elem: Elem },
    /// A member of the block at `offset`, `size` bytes.
    Constant { offset: u64, size: u64 },
}

/// Every parameter's place, each buffer's count offset, the block size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParamBlock {
    pub places: Vec<ParamPlace>,
    /// Per buffer (in buffer order), the offset of its `uint` count.
    pub lengths: Vec<u64>,
    /// Bytes, a multiple of the largest member alignment; 0 when empty.
    pub size: u64,
}

/// The places of kernel `func`'s parameters (module docs); a parameter of
/// another kind (a pointer) is unsupported.
pub fn param_block(module: &Module, func: FuncId) -> Result<ParamBlock> {
    let f = module
        .functions
        .get(func)
        .ok_or_else(|| Error::internal("the kernel handle is not in the module"))?;
    let mut offset = 0u64;
    let mut align_max = 1u64;
    let mut place = |ty: Type| -> Result<(u64, u64)> {
        let sa = match ty {
            Type::Scalar(Scalar::Bool) => magpie_gpu::layout::scalar_layout(Scalar::U32),
            t => magpie_gpu::layout::type_layout(module, t)
                .ok_or_else(|| Error::internal("a parameter without a layout"))?,
        };
        let align = sa.align.max(1);
        let at = offset.div_ceil(align) * align;
        offset = at + sa.size;
        align_max = align_max.max(align);
        Ok((at, sa.size))
    };
    let mut places = Vec::new();
    let mut nbuf = 0u32;
    for &p in &f.params {
        match f.values[p].ty {
            Type::Buffer(elem) => {
                places.push(ParamPlace::Buffer { index: nbuf, elem });
                nbuf += 1;
            }
            ty @ (Type::Scalar(_) | Type::Struct(_)) => {
                let (offset, size) = place(ty)?;
                places.push(ParamPlace::Constant { offset, size });
            }
            other => {
                return Err(Error::unsupported(format!(
                    "a kernel parameter of type {other:?}"
                )))
            }
        }
    }
    let lengths = (0..nbuf)
        .map(|_| place(Type::Scalar(Scalar::U32)).map(|(at, _)| at))
        .collect::<Result<Vec<u64>>>()?;
    let size = offset.div_ceil(align_max) * align_max;
    Ok(ParamBlock {
        places,
        lengths,
        size,
    })
}
