//! Where a kernel's parameters live on WebGPU: the contract between the WGSL
//! emitter and the `webgpu` runtime. Nothing else decides a binding or an
//! offset.
//!
//! Rules:
//! - buffer parameters are storage buffers in bind group 0, bound in
//!   parameter order (`binding` = index among buffer parameters). Elements
//!   of 4 bytes or more are WGSL arrays of their own type; elements of 1 or
//!   2 bytes (`bool`, `i8`, `u8`, `i16`, `u16`, `f16`) are *packed*: the
//!   buffer is an `array<u32>` (or `array<atomic<u32>>`) of little-endian
//!   words, so the runtime must make such a buffer's size a multiple of 4
//!   bytes, and the element count comes from the uniform block (`len_offset`)
//!   since `arrayLength` counts words;
//! - scalar and value-struct parameters share one uniform block at binding
//!   `uniform_binding` (= the number of buffer parameters), as scalar
//!   *leaves* (a struct flattened depth first, in field order), each in a
//!   slot of [`slot_size`] bytes aligned to that size, in parameter order:
//!   `bool` and the 8- and 16-bit types take a 4-byte slot holding the value
//!   widened to 32 bits (integers sign- or zero-extended by their own
//!   signedness, `bool` as 0 or 1, `f16` as its bits in the low half);
//!   other scalars take their own size. After the leaves come the element
//!   counts of the packed buffers (one `u32` each, in buffer order), then
//!   one `u32` that is always 0 (`zero_offset`): the kernel's opaque zero,
//!   which no compiler can fold (WGSL cannot forbid value-changing float
//!   rewrites; the emitter passes values through it where one would break
//!   a result); then two `u32` at `grid_offset` that say how a grid longer
//!   in x than the device dispatches is run ([`GridFold`]: strided or
//!   folded into y). The block's size is rounded up to 16
//!   bytes; every kernel has one;
//! - the workgroup size is three pipeline-overridable constants named
//!   [`WORKGROUP_OVERRIDES`], defaulting to the kernel's `workgroup(…)`.

use magpie_mpir::{Elem, FuncId, Module, Scalar, Type};

use crate::layout;

/// The `override` constants holding the workgroup size in x, y, z.
pub const WORKGROUP_OVERRIDES: [&str; 3] = ["magpie_wg_x", "magpie_wg_y", "magpie_wg_z"];

/// The bind group every kernel uses.
pub const BIND_GROUP: u32 = 0;

/// How one kernel is fed on WebGPU.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WgslLayout {
    /// One slot per kernel parameter, in parameter order.
    pub params: Vec<WgslSlot>,
    /// The uniform block's binding: the number of buffer parameters.
    /// Always `Some` (every block holds the zero word).
    pub uniform_binding: Option<u32>,
    /// A multiple of 16, at least 16.
    pub uniform_size: u32,
    /// Where the `u32` that is always 0 lies in the block (the runtime
    /// leaves it zero).
    pub zero_offset: u32,
    /// Where the [`GridFold`] words lie: `fold` then `grid_x`.
    pub grid_offset: u32,
}

/// How a grid wider than a WebGPU device dispatches in x is launched. A
/// grid one workgroup high is *strided* (`fold` 1): `px` workgroups are
/// dispatched in x and each runs the kernel for logical x = its x, x + px,
/// … while below `grid_x` (`px` is chosen so that every workgroup runs
/// the same number of passes, give or take one). A higher grid is folded
/// into y (`fold` ≥ 2): `fold` rows of at most the limit per logical row,
/// the kernel rebuilding its logical ids in its entry: x is
/// `(y % fold) * px + x` and y is `y / fold`; workgroups past `grid_x`
/// return at once, a uniform exit. `fold` 0 means the grid is dispatched
/// as it is.
///
/// Striding also takes most workgroup launches off the device: on
/// NVIDIA's Vulkan driver a kernel moving one f32 in and one out per
/// work-item ran at 0.87 of the same kernel through CUDA, bounded by
/// how fast workgroups start, not by memory.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GridFold {
    pub fold: u32,
    /// The logical grid's workgroups in x.
    pub grid_x: u32,
}

impl GridFold {
    /// The dispatch for logical `grid` on a device allowing `limit`
    /// workgroups per dimension, and the fold words; `None` when even the
    /// folded grid exceeds the limit.
    pub fn plan(grid: [u32; 3], limit: u32) -> Option<([u32; 3], GridFold)> {
        let [x, y, z] = grid;
        if limit == 0 || y > limit || z > limit {
            return None;
        }
        if x <= limit {
            return Some((grid, GridFold::default()));
        }
        let passes = x.div_ceil(limit);
        let px = x.div_ceil(passes);
        if y == 1 {
            return Some(([px, 1, z], GridFold { fold: 1, grid_x: x }));
        }
        let py = y.checked_mul(passes).filter(|&py| py <= limit)?;
        Some((
            [px, py, z],
            GridFold {
                fold: passes,
                grid_x: x,
            },
        ))
    }

    /// The two words as the uniform block holds them.
    pub fn to_bytes(self) -> [u8; 8] {
        let mut out = [0u8; 8];
        out[..4].copy_from_slice(&self.fold.to_le_bytes());
        out[4..].copy_from_slice(&self.grid_x.to_le_bytes());
        out
    }
}

/// Where one parameter lives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WgslSlot {
    Buffer {
        binding: u32,
        /// Bytes per element on the host (the natural size).
        elem_stride: u32,
        /// Elements narrower than 4 bytes, packed into `u32` words.
        packed: bool,
        /// For a packed buffer: where the runtime writes its element count
        /// (a `u32`) in the uniform block.
        len_offset: Option<u32>,
    },
    Uniform {
        leaves: Vec<WgslLeaf>,
    },
}

/// One scalar of a uniform parameter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WgslLeaf {
    /// Field indices from the parameter's struct; empty for a scalar.
    pub path: Vec<u32>,
    /// Offset from the start of the uniform block.
    pub offset: u32,
    pub ty: Scalar,
}

impl WgslLayout {
    /// The uniform leaves of every parameter, in block order.
    pub fn leaves(&self) -> impl Iterator<Item = &WgslLeaf> {
        self.params.iter().flat_map(|p| match p {
            WgslSlot::Uniform { leaves } => leaves.as_slice(),
            WgslSlot::Buffer { .. } => &[],
        })
    }

    /// The number of buffer parameters (storage bindings 0..n).
    pub fn buffer_count(&self) -> u32 {
        self.params
            .iter()
            .filter(|p| matches!(p, WgslSlot::Buffer { .. }))
            .count() as u32
    }
}

/// Bytes a scalar takes in the uniform block (its slot, and its alignment).
pub fn slot_size(s: Scalar) -> u32 {
    s.size().max(4)
}

/// Whether buffer elements of type `s` are packed into `u32` words.
pub fn is_packed(s: Scalar) -> bool {
    s.size() < 4
}

/// The WebGPU layout of kernel `func`.
///
/// Fails (with a message naming the parameter) for a parameter that is
/// neither a buffer of scalars nor a scalar or value struct (a buffer of
/// structs is MPG_WGSL_1001, reported by validation), and for a block over
/// `u32::MAX` bytes.
pub fn wgsl_layout(module: &Module, func: FuncId) -> Result<WgslLayout, String> {
    let f = module
        .functions
        .get(func)
        .ok_or_else(|| "no such function".to_string())?;
    let mut params = Vec::with_capacity(f.params.len());
    let mut binding = 0u32;
    let mut cursor = 0u32;
    let mut packed_buffers = Vec::new();
    for &p in &f.params {
        let def = &f.values[p];
        let what = || format!("parameter %{} of @{}", def.name, f.name);
        match def.ty {
            Type::Buffer(Elem::Scalar(s)) => {
                let elem_stride = layout::scalar_layout(s).size as u32;
                if is_packed(s) {
                    packed_buffers.push(params.len());
                }
                params.push(WgslSlot::Buffer {
                    binding,
                    elem_stride,
                    packed: is_packed(s),
                    len_offset: None,
                });
                binding += 1;
            }
            Type::Buffer(Elem::Struct(_)) => {
                return Err(format!(
                    "{}: a buffer of value structs cannot be bound on WebGPU",
                    what()
                ))
            }
            Type::Scalar(_) | Type::Struct(_) => {
                let mut leaves = Vec::new();
                flatten(module, def.ty, &mut leaves)
                    .ok_or_else(|| format!("{}: its type has no uniform layout", what()))?;
                for leaf in &mut leaves {
                    let size = slot_size(leaf.ty);
                    leaf.offset = round_up(cursor, size)
                        .ok_or_else(|| format!("{}: the uniform block is too large", what()))?;
                    cursor = leaf
                        .offset
                        .checked_add(size)
                        .ok_or_else(|| format!("{}: the uniform block is too large", what()))?;
                }
                params.push(WgslSlot::Uniform { leaves });
            }
            other => {
                return Err(format!(
                    "{}: a kernel parameter of type {other:?} cannot be passed on WebGPU",
                    what()
                ))
            }
        }
    }
    for k in packed_buffers {
        if let Some(WgslSlot::Buffer { len_offset, .. }) = params.get_mut(k) {
            *len_offset = Some(cursor);
            cursor = cursor
                .checked_add(4)
                .ok_or_else(|| "the uniform block is too large".to_string())?;
        }
    }
    let zero_offset = cursor;
    let grid_offset = cursor
        .checked_add(4)
        .ok_or_else(|| "the uniform block is too large".to_string())?;
    cursor = grid_offset
        .checked_add(8)
        .ok_or_else(|| "the uniform block is too large".to_string())?;
    let uniform_size = round_up(cursor, 16).ok_or("the uniform block is too large")?;
    Ok(WgslLayout {
        params,
        uniform_binding: Some(binding),
        uniform_size,
        zero_offset,
        grid_offset,
    })
}

/// The scalar leaves of `ty`, depth first (their offsets are the
/// caller's: the uniform block's slots, not the natural layout's).
fn flatten(module: &Module, ty: Type, out: &mut Vec<WgslLeaf>) -> Option<()> {
    let mut natural = Vec::new();
    crate::kernel_layout::natural_leaves(module, ty, 0, &mut Vec::new(), &mut natural, 0)?;
    out.extend(natural.into_iter().map(|l| WgslLeaf {
        path: l.path,
        offset: 0,
        ty: l.ty,
    }));
    Some(())
}

fn round_up(x: u32, align: u32) -> Option<u32> {
    let a = align.max(1);
    x.div_ceil(a).checked_mul(a)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every logical workgroup of a folded grid is reached exactly once,
    /// by the entry's formula, and the dispatch stays within the limit.
    #[test]
    fn folded_grids_cover_each_workgroup_once() -> Result<(), String> {
        for (grid, limit) in [
            ([20, 2, 2], 7),
            ([7, 1, 1], 7),
            ([8, 1, 1], 7),
            ([49, 1, 1], 7),
            ([50, 1, 3], 7),
            ([1000, 1, 1], 65),
        ] {
            let ([px, py, pz], f) = GridFold::plan(grid, limit)
                .ok_or_else(|| format!("{grid:?} within {limit} should fold"))?;
            assert!(px <= limit && py <= limit && pz <= limit, "{grid:?}");
            let mut seen = vec![0u32; (grid[0] * grid[1] * grid[2]) as usize];
            for wz in 0..pz {
                for wy in 0..py {
                    for wx in 0..px {
                        let logical: Vec<(u32, u32, u32)> = match f.fold {
                            0 => vec![(wx, wy, grid[0])],
                            1 => (wx..f.grid_x)
                                .step_by(px as usize)
                                .map(|x| (x, 0, f.grid_x))
                                .collect(),
                            _ => vec![((wy % f.fold) * px + wx, wy / f.fold, f.grid_x)],
                        };
                        for (x, y, n) in logical {
                            if x >= n {
                                continue;
                            }
                            assert_eq!(n, grid[0]);
                            seen[((wz * grid[1] + y) * grid[0] + x) as usize] += 1;
                        }
                    }
                }
            }
            assert!(seen.iter().all(|&c| c == 1), "{grid:?}: {seen:?}");
        }
        // 2^20 workgroups in one row: 16 passes of 65536 would exceed the
        // limit, so 17 passes over 61,681 dispatched workgroups.
        assert_eq!(
            GridFold::plan([1 << 20, 1, 1], 65535),
            Some((
                [61_681, 1, 1],
                GridFold {
                    fold: 1,
                    grid_x: 1 << 20
                }
            ))
        );
        assert_eq!(
            GridFold::plan([1 << 20, 2, 1], 65535).map(|p| p.1.fold),
            Some(17)
        );
        assert_eq!(
            GridFold::plan([65535, 65535, 1], 65535).map(|p| p.1.fold),
            Some(0)
        );
        assert_eq!(GridFold::plan([70_000, 40_000, 1], 65535), None);
        assert_eq!(GridFold::plan([1, 1, 70_000], 65535), None);
        Ok(())
    }

    fn layout_of(src: &str) -> Result<WgslLayout, String> {
        let m = magpie_mpir::parse(src)
            .value
            .ok_or_else(|| "the test kernel does not parse".to_string())?;
        let f = m.function_by_name("k").ok_or_else(|| "no @k".to_string())?;
        wgsl_layout(&m, f)
    }

    #[test]
    fn buffers_then_leaves_then_packed_lengths() -> Result<(), String> {
        let l = layout_of(
            "value struct TP { field a: u8 field b: i64 field c: f32 }\n\
             gpu fn @k(%x: gpu.TBuffer<f32>, %n: u32, %y: gpu.TBuffer<u16>, %p: TP, %z: gpu.TBuffer<i8>, %q: bool) -> unit {\nbb0:\n  ret\n}\n",
        )?;
        // Offsets by hand: n@0 (4), p.a@4 (4-byte slot), p.b@8 (8), p.c@16,
        // q@20, then the packed lengths of y@24 and z@28, the zero at 32;
        // 48 bytes.
        let offs: Vec<(Scalar, u32)> = l.leaves().map(|x| (x.ty, x.offset)).collect();
        assert_eq!(
            offs,
            vec![
                (Scalar::U32, 0),
                (Scalar::U8, 4),
                (Scalar::I64, 8),
                (Scalar::F32, 16),
                (Scalar::Bool, 20)
            ]
        );
        let lens: Vec<Option<u32>> = l
            .params
            .iter()
            .filter_map(|p| match p {
                WgslSlot::Buffer { len_offset, .. } => Some(*len_offset),
                WgslSlot::Uniform { .. } => None,
            })
            .collect();
        assert_eq!(lens, vec![None, Some(24), Some(28)]);
        assert_eq!(l.uniform_binding, Some(3));
        assert_eq!(l.zero_offset, 32);
        assert_eq!(l.uniform_size, 48);
        assert_eq!(l.buffer_count(), 3);
        Ok(())
    }

    #[test]
    fn without_scalars_the_block_holds_the_zero() -> Result<(), String> {
        let l = layout_of("gpu fn @k(%x: gpu.TBuffer<f32>) -> unit {\nbb0:\n  ret\n}\n")?;
        assert_eq!(l.uniform_binding, Some(1));
        assert_eq!((l.zero_offset, l.uniform_size), (0, 16));
        Ok(())
    }

    #[test]
    fn struct_buffers_are_refused() {
        let r = layout_of(
            "value struct TP { field a: f32 }\ngpu fn @k(%x: gpu.TBuffer<TP>) -> unit {\nbb0:\n  ret\n}\n",
        );
        assert!(r.is_err_and(|e| e.contains("%x")));
    }
}
