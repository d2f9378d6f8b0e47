//! Buffer, shared-array and pointer accesses of one work-item: address
//! computation, bounds checks, element encoding.
//!
//! An access of element `idx` of type `T` through pointer `p` covers bytes
//! `p.offset + idx * size(T) .. + size(T)` of `p`'s region; all of them must
//! lie inside the region, else `OutOfBounds` with the index and the length.

use magpie_mpir::Scalar;

use crate::error::{ExecErrorKind, Fault};
use crate::memory::Mem;
use crate::program::Dst;
use crate::value::{from_memory, to_memory, ElemTy, MemElem, Ptr, Region, Val};

use super::{obj_mut, wr, Env};

/// The memory of `region`.
pub(super) fn region<'m>(
    env: &'m Env<'_>,
    shared: &'m mut [Vec<u8>],
    region: Region,
) -> Result<Mem<'m>, Fault> {
    match region {
        Region::Buffer(k) => env
            .buffers
            .get(k as usize)
            .copied()
            .flatten()
            .map(Mem::Device)
            .ok_or_else(|| Fault::internal(format!("no buffer for argument {k}"))),
        Region::Shared(k) => shared
            .get_mut(k as usize)
            .map(Mem::Shared)
            .ok_or_else(|| Fault::internal(format!("no shared array #{k}"))),
    }
}

/// The region and byte address of element `idx` through `p`, bounds checked.
pub(super) fn locate<'m>(
    env: &'m Env<'_>,
    shared: &'m mut [Vec<u8>],
    p: Ptr,
    idx: u64,
    elem: MemElem,
) -> Result<(Mem<'m>, usize), Fault> {
    let mem = region(env, shared, p.region)?;
    let len = mem.len();
    let start = i128::from(idx)
        .checked_mul(i128::from(elem.size))
        .and_then(|x| x.checked_add(i128::from(p.offset)));
    match start {
        Some(start) if start >= 0 && start + i128::from(elem.size) <= len as i128 => {
            Ok((mem, start as usize))
        }
        _ => Err(out_of_bounds(env, p, idx, elem, len)),
    }
}

#[cold]
fn out_of_bounds(env: &Env<'_>, p: Ptr, idx: u64, elem: MemElem, len: usize) -> Fault {
    let ty = match elem.ty {
        ElemTy::Scalar(s) => s.name().to_string(),
        ElemTy::Struct(id) => env
            .module
            .structs
            .values()
            .nth(id as usize)
            .map_or("?".into(), |s| s.name.clone()),
    };
    let what = match p.region {
        Region::Buffer(k) => {
            let name = env
                .module
                .functions
                .get(env.kernel)
                .and_then(|f| f.params.get(k as usize).and_then(|&v| f.values.get(v)))
                .map_or("?".into(), |d| d.name.clone());
            format!("buffer %{name} (argument {k})")
        }
        Region::Shared(_) => "the shared array".to_string(),
    };
    let count = (len as u64).checked_div(elem.size).unwrap_or(0);
    let msg = if p.offset == 0 {
        format!("index {idx} is out of bounds for {what} of {count} elements of {ty}")
    } else {
        format!(
            "index {idx} from byte offset {} is out of bounds for {what} of {len} bytes ({count} elements of {ty})",
            p.offset
        )
    };
    Fault::new(ExecErrorKind::OutOfBounds, msg)
}

/// Loads element `idx` through `p` into `dst`.
#[allow(clippy::too_many_arguments)] // the interpreter's state, passed apart for borrowing
pub(super) fn load(
    env: &Env<'_>,
    shared: &mut [Vec<u8>],
    s: &mut [u64],
    o: &mut [Val],
    p: Ptr,
    idx: u64,
    elem: MemElem,
    dst: Dst,
) -> Result<(), Fault> {
    let (mem, addr) = locate(env, shared, p, idx, elem)?;
    match (elem.ty, dst) {
        (ElemTy::Scalar(sc), Dst::S(r)) => {
            wr(s, r, from_memory(sc, mem.load(addr, sc.size() as usize)))
        }
        (ElemTy::Struct(id), Dst::O(r)) => {
            let v = env
                .layouts
                .read_struct(id, addr as u64, &mut |a, n| mem.load(a as usize, n))?;
            *obj_mut(o, r)? = v;
            Ok(())
        }
        _ => Err(Fault::internal("load into a register of the wrong kind")),
    }
}

/// Stores `v` as element `idx` through `p`.
pub(super) fn store(
    env: &Env<'_>,
    shared: &mut [Vec<u8>],
    p: Ptr,
    idx: u64,
    elem: MemElem,
    v: &Val,
) -> Result<(), Fault> {
    let (mut mem, addr) = locate(env, shared, p, idx, elem)?;
    match (elem.ty, v) {
        (ElemTy::Scalar(sc), Val::Scalar(bits)) => {
            mem.store(addr, sc.size() as usize, to_memory(sc, *bits));
            Ok(())
        }
        (ElemTy::Struct(id), _) => env
            .layouts
            .write_struct(id, addr as u64, v, &mut |a, n, b| {
                mem.store(a as usize, n, b)
            }),
        _ => Err(Fault::internal("store of a value of the wrong kind")),
    }
}

/// Stores scalar bits (the common case, without building a `Val`).
pub(super) fn store_scalar(
    env: &Env<'_>,
    shared: &mut [Vec<u8>],
    p: Ptr,
    idx: u64,
    elem: MemElem,
    bits: u64,
) -> Result<(), Fault> {
    let ElemTy::Scalar(sc) = elem.ty else {
        return Err(Fault::internal("scalar stored as a struct"));
    };
    let (mut mem, addr) = locate(env, shared, p, idx, elem)?;
    mem.store(addr, sc.size() as usize, to_memory(sc, bits));
    Ok(())
}

/// `gpu.buffer_len`: whole elements from `p` to the end, saturated to u32
/// (a zero-sized element gives u32::MAX).
pub(super) fn buffer_len(
    env: &Env<'_>,
    shared: &mut [Vec<u8>],
    p: Ptr,
    size: u64,
) -> Result<u64, Fault> {
    let len = region(env, shared, p.region)?.len() as i128;
    let rest = (len - i128::from(p.offset)).max(0);
    let n = if size == 0 {
        i128::from(u32::MAX)
    } else {
        rest / i128::from(size)
    };
    Ok(n.min(i128::from(u32::MAX)) as u64)
}

/// `ptr.add`: `p` advanced by `count` elements of `size` bytes. The offset
/// saturates; an access through a wild pointer is then out of bounds.
pub(super) fn ptr_add(p: Ptr, count: u64, signed_width: Option<u32>, size: u64) -> Ptr {
    let c = match signed_width {
        Some(w) => i128::from(super::arith::sext(count, w)),
        None => i128::from(count),
    };
    let off = i128::from(p.offset).saturating_add(c.saturating_mul(i128::from(size)));
    Ptr {
        region: p.region,
        offset: off.clamp(i128::from(i64::MIN), i128::from(i64::MAX)) as i64,
    }
}

/// The scalar type of an atomic's element.
pub(super) fn atomic_elem(ty: Scalar) -> MemElem {
    MemElem {
        ty: ElemTy::Scalar(ty),
        size: u64::from(ty.size()),
    }
}
