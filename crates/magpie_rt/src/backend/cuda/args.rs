//! Kernel arguments as `cuLaunchKernel` takes them, in the order and at the
//! offsets of the kernel's [`PtxLayout`] (the emitter's contract, nothing
//! else decides an offset): buffers as 64-bit device addresses, scalars by
//! value in their size (`bool` as one byte, 0 or 1), value structs as their
//! bytes in the natural C layout (`bool` leaves normalised to 0 or 1), then
//! one hidden `u32` element count per buffer parameter (`gpu.buffer_len`:
//! whole elements, saturated at `u32::MAX`).
//!
//! [`ArgPlan`] is made once per kernel from the layout, so packing a launch
//! is a walk over a flat list; [`ArgPlan::pack`] writes into a block the
//! caller provides (on its stack for the usual small kernels) and reports
//! whether any allocation is passed twice (the `noalias` variant must not
//! be used then).

use magpie_gpu::kernel_layout::{PtxLayout, PtxParamKind};
use magpie_mpir::Scalar;

use crate::backend::{BackendBuffer, BoundArg};

/// One entry parameter: where its bytes go and which argument they come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Slot {
    /// The device address of buffer argument `arg` (8 bytes).
    Address { arg: usize, offset: u32 },
    /// The element count of buffer argument `arg` (`u32`).
    Length {
        arg: usize,
        offset: u32,
        stride: u32,
    },
    /// Scalar argument `arg`, `size` bytes.
    Scalar { arg: usize, offset: u32, size: u32 },
    /// Struct argument `arg`, `size` bytes; `bools` are the offsets (inside
    /// it) of its `bool` leaves.
    Struct {
        arg: usize,
        offset: u32,
        size: u32,
        bools: Vec<u32>,
    },
}

impl Slot {
    pub(crate) fn offset(&self) -> u32 {
        match self {
            Slot::Address { offset, .. }
            | Slot::Length { offset, .. }
            | Slot::Scalar { offset, .. }
            | Slot::Struct { offset, .. } => *offset,
        }
    }
}

/// How to pack one kernel's arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ArgPlan {
    /// In entry-parameter order.
    pub slots: Vec<Slot>,
    /// Bytes of the packed block.
    pub size: u32,
    /// Number of buffer parameters.
    pub buffers: usize,
}

/// What packing needs to know about a buffer argument.
pub(crate) trait AddressOf {
    /// The device address and byte size of `buf`, if it is this backend's.
    fn address_of(&self, buf: &dyn BackendBuffer) -> Option<(u64, u64)>;
}

impl<F: Fn(&dyn BackendBuffer) -> Option<(u64, u64)>> AddressOf for F {
    fn address_of(&self, buf: &dyn BackendBuffer) -> Option<(u64, u64)> {
        self(buf)
    }
}

impl ArgPlan {
    /// The plan for `layout`.
    pub(crate) fn new(layout: &PtxLayout) -> ArgPlan {
        let mut slots = Vec::with_capacity(layout.params.len());
        let mut buffers = 0;
        for p in &layout.params {
            let slot = match &p.kind {
                PtxParamKind::Buffer { param, .. } => {
                    buffers += 1;
                    Slot::Address {
                        arg: *param,
                        offset: p.offset,
                    }
                }
                PtxParamKind::BufferLen { param } => {
                    let stride = layout
                        .params
                        .iter()
                        .find_map(|q| match q.kind {
                            PtxParamKind::Buffer {
                                param: b,
                                elem_stride,
                            } if b == *param => Some(elem_stride),
                            _ => None,
                        })
                        .unwrap_or(1);
                    Slot::Length {
                        arg: *param,
                        offset: p.offset,
                        stride,
                    }
                }
                PtxParamKind::Value { param, leaves } => {
                    let is_scalar = leaves.len() == 1 && leaves[0].path.is_empty();
                    if is_scalar {
                        Slot::Scalar {
                            arg: *param,
                            offset: p.offset,
                            size: p.size,
                        }
                    } else {
                        Slot::Struct {
                            arg: *param,
                            offset: p.offset,
                            size: p.size,
                            bools: leaves
                                .iter()
                                .filter(|l| l.ty == Scalar::Bool)
                                .map(|l| l.offset)
                                .collect(),
                        }
                    }
                }
            };
            slots.push(slot);
        }
        ArgPlan {
            slots,
            size: layout.args_size,
            buffers,
        }
    }

    /// Writes `args` into `block` (at least [`size`](ArgPlan::size) bytes)
    /// and returns whether one allocation is passed twice. An argument that
    /// does not fit its slot is an `Err` naming it (the front half checked
    /// the arguments, so this is our bug).
    pub(crate) fn pack(
        &self,
        args: &[BoundArg],
        buffers: &impl AddressOf,
        block: &mut [u8],
    ) -> Result<bool, String> {
        let mismatch = |arg: usize| format!("argument {} does not match its parameter", arg + 1);
        for slot in &self.slots {
            let at = slot.offset() as usize;
            match (slot, args.get(slot_arg(slot))) {
                (Slot::Address { arg, .. }, Some(BoundArg::Buffer(b))) => {
                    let (addr, _) = buffers.address_of(&**b).ok_or_else(|| mismatch(*arg))?;
                    put(block, at, &addr.to_le_bytes()).ok_or_else(|| mismatch(*arg))?;
                }
                (Slot::Length { arg, stride, .. }, Some(BoundArg::Buffer(b))) => {
                    let (_, bytes) = buffers.address_of(&**b).ok_or_else(|| mismatch(*arg))?;
                    let n = bytes / u64::from((*stride).max(1));
                    let n = u32::try_from(n).unwrap_or(u32::MAX);
                    put(block, at, &n.to_le_bytes()).ok_or_else(|| mismatch(*arg))?;
                }
                (Slot::Scalar { arg, size, .. }, Some(BoundArg::Scalar(c))) => {
                    if c.ty.size() != *size {
                        return Err(mismatch(*arg));
                    }
                    let bits = if c.ty == Scalar::Bool {
                        u64::from(c.bits != 0)
                    } else {
                        c.bits
                    };
                    let bytes = bits.to_le_bytes();
                    put(block, at, &bytes[..(*size as usize).min(8)])
                        .ok_or_else(|| mismatch(*arg))?;
                }
                (
                    Slot::Struct {
                        arg, size, bools, ..
                    },
                    Some(BoundArg::Struct(bytes)),
                ) => {
                    if bytes.len() != *size as usize {
                        return Err(mismatch(*arg));
                    }
                    put(block, at, bytes).ok_or_else(|| mismatch(*arg))?;
                    for b in bools {
                        let i = at + *b as usize;
                        let byte = block.get_mut(i).ok_or_else(|| mismatch(*arg))?;
                        *byte = u8::from(*byte != 0);
                    }
                }
                (slot, _) => return Err(mismatch(slot_arg(slot))),
            }
        }
        Ok(self.any_aliased(block))
    }

    /// Whether two address slots of a packed block hold the same address.
    fn any_aliased(&self, block: &[u8]) -> bool {
        if self.buffers < 2 {
            return false;
        }
        let addresses = self.slots.iter().filter_map(|s| match s {
            Slot::Address { offset, .. } => read_u64(block, *offset as usize),
            _ => None,
        });
        if self.buffers <= 16 {
            let mut seen = [0u64; 16];
            for (i, a) in addresses.enumerate() {
                if seen[..i].contains(&a) {
                    return true;
                }
                seen[i] = a;
            }
            false
        } else {
            let mut all: Vec<u64> = addresses.collect();
            all.sort_unstable();
            all.windows(2).any(|w| w[0] == w[1])
        }
    }
}

fn slot_arg(slot: &Slot) -> usize {
    match slot {
        Slot::Address { arg, .. }
        | Slot::Length { arg, .. }
        | Slot::Scalar { arg, .. }
        | Slot::Struct { arg, .. } => *arg,
    }
}

fn put(block: &mut [u8], at: usize, bytes: &[u8]) -> Option<()> {
    block.get_mut(at..at + bytes.len())?.copy_from_slice(bytes);
    Some(())
}

fn read_u64(block: &[u8], at: usize) -> Option<u64> {
    let bytes: [u8; 8] = block.get(at..at + 8)?.try_into().ok()?;
    Some(u64::from_le_bytes(bytes))
}
