//! The parameter block of a launch (`constant MpParams&`): scalar and
//! struct arguments at the offsets [`MslLayout`] gives, then each
//! buffer's element count as a `uint`.
//!
//! A scalar is its own little-endian bytes (its [`Const`](magpie_mpir::Const)
//! is already masked to its width), `bool` as a 4-byte 0 or 1; a struct
//! argument is its natural-layout bytes, which are the C layout of the
//! struct the MSL declares (the same alignment rules). A buffer's count is
//! its size over its element size, as a `u32` (larger is refused).

use magpie_gpu_msl::{MslLayout, MslSlot};
use magpie_mpir::Scalar;

use super::NAME;
use crate::backend::{BoundArg, LaunchRequest};
use crate::error::{ErrorKind, GpuError};

/// The parameter block for `request` (empty when the layout has none).
pub(crate) fn pack(request: &LaunchRequest, layout: &MslLayout) -> Result<Vec<u8>, GpuError> {
    let Some((_, size)) = layout.constants else {
        return Ok(Vec::new());
    };
    if layout.params.len() != request.args.len() {
        return Err(GpuError::internal(
            NAME,
            "the kernel layout and the arguments disagree in number",
        ));
    }
    let mut block = vec![0u8; size as usize];
    let mut nbuf = 0usize;
    for (i, (slot, arg)) in layout.params.iter().zip(&request.args).enumerate() {
        let mismatch = || {
            GpuError::internal(
                NAME,
                format!(
                    "argument {} of @{} does not match its slot in the parameter block",
                    i + 1,
                    request.kernel_name()
                ),
            )
        };
        match (slot, arg) {
            (MslSlot::Constant { offset, .. }, BoundArg::Scalar(c)) => {
                let bytes = if c.ty == Scalar::Bool {
                    u32::from(c.bits != 0).to_le_bytes().to_vec()
                } else {
                    let all = c.bits.to_le_bytes();
                    all.get(..c.ty.size() as usize)
                        .ok_or_else(mismatch)?
                        .to_vec()
                };
                put(&mut block, *offset, &bytes).ok_or_else(mismatch)?;
            }
            (MslSlot::Constant { offset, .. }, BoundArg::Struct(bytes)) => {
                put(&mut block, *offset, bytes).ok_or_else(mismatch)?;
            }
            (MslSlot::Buffer { elem, .. }, BoundArg::Buffer(b)) => {
                let at = *layout.lengths.get(nbuf).ok_or_else(mismatch)?;
                nbuf += 1;
                let elem_size = magpie_gpu::layout::elem_layout(&request.program.module, *elem)
                    .map_or(1, |l| l.size.max(1));
                let count = u32::try_from(b.size() / elem_size).map_err(|_| {
                    GpuError::new(
                        ErrorKind::ResourceExhausted,
                        NAME,
                        format!(
                            "argument {} of @{} is a buffer of {} bytes: more elements than a \
                             Metal kernel counts (2^32 - 1)",
                            i + 1,
                            request.kernel_name(),
                            b.size()
                        ),
                    )
                })?;
                put(&mut block, at, &count.to_le_bytes()).ok_or_else(mismatch)?;
            }
            _ => return Err(mismatch()),
        }
    }
    Ok(block)
}

fn put(block: &mut [u8], at: u64, bytes: &[u8]) -> Option<()> {
    let at = usize::try_from(at).ok()?;
    block
        .get_mut(at..at.checked_add(bytes.len())?)?
        .copy_from_slice(bytes);
    Some(())
}
