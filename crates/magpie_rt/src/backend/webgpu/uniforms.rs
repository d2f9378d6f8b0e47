//! The uniform block of a launch: scalar and struct arguments, and the
//! element counts of packed buffers, placed as `magpie_gpu::wgsl_layout`
//! says.
//!
//! Each leaf goes in a slot of `slot_size(ty)` bytes at its offset: `bool`
//! as 0 or 1 in a `u32`; `i8` and `i16` sign-extended to 32 bits; `u8`,
//! `u16` and the 16-bit floats (their bits) zero-extended; every other
//! scalar as its own little-endian bytes. A scalar argument's bytes come
//! from its [`Const`](magpie_mpir::Const) (already masked to its width); a
//! struct argument's from its natural-layout bytes ([`leaf_bytes`]). A
//! packed buffer's count is its size over its element stride, as a `u32`.

use magpie_gpu::wgsl_layout::{WgslLayout, WgslSlot};
use magpie_mpir::Scalar;

use super::conv::NAME;
use crate::backend::struct_args::{leaf_bytes, param_type};
use crate::backend::{BoundArg, LaunchRequest};
use crate::error::{ErrorKind, GpuError};

/// The uniform block for `request`'s arguments (empty when the layout has
/// none).
pub(crate) fn pack_uniforms(
    request: &LaunchRequest,
    layout: &WgslLayout,
) -> Result<Vec<u8>, GpuError> {
    if layout.params.len() != request.args.len() {
        return Err(GpuError::internal(
            NAME,
            "the kernel layout and the arguments disagree in number",
        ));
    }
    let mut block = vec![0u8; layout.uniform_size as usize];
    let module = &request.program.module;
    for (i, (slot, arg)) in layout.params.iter().zip(&request.args).enumerate() {
        let mismatch = || {
            GpuError::internal(
                NAME,
                format!(
                    "argument {} of @{} does not match its uniform slot",
                    i + 1,
                    request.kernel_name()
                ),
            )
        };
        match (slot, arg) {
            (WgslSlot::Uniform { leaves }, BoundArg::Scalar(c)) => {
                let leaf = leaves.first().ok_or_else(mismatch)?;
                let natural = c.bits.to_le_bytes();
                let natural = natural.get(..c.ty.size() as usize).ok_or_else(mismatch)?;
                let slot = slot_bytes(leaf.ty, natural).ok_or_else(mismatch)?;
                put(&mut block, leaf.offset, &slot).ok_or_else(mismatch)?;
            }
            (WgslSlot::Uniform { leaves }, BoundArg::Struct(bytes)) => {
                let ty = param_type(module, request.kernel, i).ok_or_else(mismatch)?;
                for leaf in leaves {
                    let natural =
                        leaf_bytes(module, ty, bytes, &leaf.path, leaf.ty).ok_or_else(mismatch)?;
                    let slot = slot_bytes(leaf.ty, natural).ok_or_else(mismatch)?;
                    put(&mut block, leaf.offset, &slot).ok_or_else(mismatch)?;
                }
            }
            (
                WgslSlot::Buffer {
                    len_offset,
                    elem_stride,
                    ..
                },
                BoundArg::Buffer(b),
            ) => {
                if let Some(at) = len_offset {
                    let count = packed_count(b.size(), *elem_stride).ok_or_else(|| {
                        GpuError::new(
                            ErrorKind::ResourceExhausted,
                            NAME,
                            format!(
                                "argument {} of @{} is a buffer of {} bytes: more elements than \
                                 a WGSL kernel can count (2^32 - 1)",
                                i + 1,
                                request.kernel_name(),
                                b.size()
                            ),
                        )
                    })?;
                    put(&mut block, *at, &count.to_le_bytes()).ok_or_else(mismatch)?;
                }
            }
            _ => return Err(mismatch()),
        }
    }
    Ok(block)
}

/// A packed buffer's element count; `None` when it does not fit a `u32`.
fn packed_count(size: u64, elem_stride: u32) -> Option<u32> {
    u32::try_from(size / u64::from(elem_stride.max(1))).ok()
}

/// A leaf's slot bytes from its natural little-endian bytes; `None` when
/// `natural` is not `ty`'s size.
pub(crate) fn slot_bytes(ty: Scalar, natural: &[u8]) -> Option<Vec<u8>> {
    if natural.len() != ty.size() as usize {
        return None;
    }
    let widened = match ty {
        Scalar::Bool => u32::from(natural.iter().any(|b| *b != 0)).to_le_bytes(),
        Scalar::I8 => i32::from(i8::from_le_bytes([natural[0]])).to_le_bytes(),
        Scalar::I16 => i32::from(i16::from_le_bytes([natural[0], natural[1]])).to_le_bytes(),
        Scalar::U8 | Scalar::U16 | Scalar::F16 | Scalar::Bf16 => {
            let mut word = [0u8; 4];
            word[..natural.len()].copy_from_slice(natural);
            word
        }
        _ => return Some(natural.to_vec()),
    };
    Some(widened.to_vec())
}

fn put(block: &mut [u8], offset: u32, bytes: &[u8]) -> Option<()> {
    let at = offset as usize;
    block
        .get_mut(at..at.checked_add(bytes.len())?)?
        .copy_from_slice(bytes);
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn narrow_leaves_are_widened_by_signedness() {
        let cases: [(Scalar, &[u8], [u8; 4]); 8] = [
            (Scalar::Bool, &[1], [1, 0, 0, 0]),
            (Scalar::Bool, &[0], [0, 0, 0, 0]),
            (Scalar::I8, &[0xfe], [0xfe, 0xff, 0xff, 0xff]),
            (Scalar::I8, &[0x7f], [0x7f, 0, 0, 0]),
            (Scalar::U8, &[0xfe], [0xfe, 0, 0, 0]),
            (Scalar::I16, &[0x00, 0x80], [0x00, 0x80, 0xff, 0xff]),
            (Scalar::U16, &[0x00, 0x80], [0x00, 0x80, 0, 0]),
            (Scalar::F16, &[0x00, 0xbc], [0x00, 0xbc, 0, 0]),
        ];
        for (ty, natural, slot) in cases {
            assert_eq!(slot_bytes(ty, natural), Some(slot.to_vec()), "{ty:?}");
        }
    }

    #[test]
    fn wide_leaves_keep_their_bytes() {
        let eight = [1, 2, 3, 4, 5, 6, 7, 8];
        assert_eq!(slot_bytes(Scalar::I64, &eight), Some(eight.to_vec()));
        assert_eq!(
            slot_bytes(Scalar::F32, &eight[..4]),
            Some(eight[..4].to_vec())
        );
        assert_eq!(slot_bytes(Scalar::F32, &eight), None);
    }

    #[test]
    fn packed_counts_are_elements() {
        assert_eq!(packed_count(10, 2), Some(5));
        assert_eq!(packed_count(7, 1), Some(7));
        assert_eq!(packed_count(1 << 33, 1), None);
    }
}
