//! Device memory ([`Memory`]) and workgroup-shared memory (`Mem` over a
//! byte vector), with the loads, stores and read-modify-writes the
//! interpreter performs on them.
//!
//! Invariants:
//! - `Memory` is a byte array of `len` bytes kept in little-endian
//!   `AtomicU64` words; bytes past `len` in the last word are always zero
//!   and never exposed. Every access is a relaxed atomic operation on the
//!   words it touches, so racing workgroups (running on several threads)
//!   never cause undefined behaviour: an aligned access of up to 8 bytes
//!   touches one word and is never torn; a store narrower than a word is a
//!   compare-and-swap loop that leaves its neighbours' bytes alone.
//! - Read-modify-writes (`rmw`) are atomic: one CAS loop on the word holding
//!   the naturally aligned 4- or 8-byte element. A misaligned atomic is
//!   refused rather than emulated.
//! - Shared memory belongs to one workgroup, which one thread runs: plain
//!   bytes suffice.
//! - Callers check bounds before `load`/`store`/`rmw` (the interpreter reports
//!   the failing index); these functions still never panic on a bad address
//!   (a load reads zeros, a store is dropped).

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

use crate::error::{ExecError, ExecErrorKind};

/// Device memory for the CPU: a byte array shared by the workgroups of a run,
/// which run in parallel.
pub struct Memory {
    words: Box<[AtomicU64]>,
    len: usize,
}

impl std::fmt::Debug for Memory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Memory").field("len", &self.len).finish()
    }
}

impl Clone for Memory {
    fn clone(&self) -> Self {
        Memory::from_bytes(&self.to_bytes())
    }
}

/// The low `n` bytes of a word.
fn byte_mask(n: usize) -> u64 {
    if n >= 8 {
        u64::MAX
    } else {
        (1u64 << (8 * n)) - 1
    }
}

fn range_error(offset: usize, len: usize, have: usize) -> ExecError {
    ExecError::new(
        ExecErrorKind::OutOfBounds,
        "",
        format!(
            "bytes {offset}..{} are outside the {have}-byte memory",
            offset as u128 + len as u128
        ),
    )
}

impl Memory {
    pub fn zeroed(len_bytes: usize) -> Memory {
        let words = (0..len_bytes.div_ceil(8))
            .map(|_| AtomicU64::new(0))
            .collect();
        Memory {
            words,
            len: len_bytes,
        }
    }

    pub fn from_bytes(b: &[u8]) -> Memory {
        let words = b
            .chunks(8)
            .map(|c| {
                let mut w = [0u8; 8];
                w[..c.len()].copy_from_slice(c);
                AtomicU64::new(u64::from_le_bytes(w))
            })
            .collect();
        Memory {
            words,
            len: b.len(),
        }
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.words.len() * 8);
        for w in self.words.iter() {
            out.extend_from_slice(&w.load(Relaxed).to_le_bytes());
        }
        out.truncate(self.len);
        out
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    fn check(&self, offset: usize, len: usize) -> Result<(), ExecError> {
        match offset.checked_add(len) {
            Some(end) if end <= self.len => Ok(()),
            _ => Err(range_error(offset, len, self.len)),
        }
    }

    /// Writes `b` at byte `offset`; `OutOfBounds` if it does not fit.
    pub fn write_bytes(&self, offset: usize, b: &[u8]) -> Result<(), ExecError> {
        self.check(offset, b.len())?;
        let mut pos = 0;
        while pos < b.len() {
            let addr = offset + pos;
            let n = (8 - addr % 8).min(b.len() - pos);
            let mut w = [0u8; 8];
            w[..n].copy_from_slice(&b[pos..pos + n]);
            self.store(addr, n, u64::from_le_bytes(w));
            pos += n;
        }
        Ok(())
    }

    /// Reads `len` bytes at byte `offset`; `OutOfBounds` if they are not all inside.
    pub fn read_bytes(&self, offset: usize, len: usize) -> Result<Vec<u8>, ExecError> {
        self.check(offset, len)?;
        let mut out = Vec::with_capacity(len);
        let mut pos = 0;
        while pos < len {
            let addr = offset + pos;
            let n = (8 - addr % 8).min(len - pos);
            out.extend_from_slice(&self.load(addr, n).to_le_bytes()[..n]);
            pos += n;
        }
        Ok(out)
    }

    fn word(&self, i: usize) -> u64 {
        self.words.get(i).map_or(0, |w| w.load(Relaxed))
    }

    /// The `n` (1..=8) bytes at `addr`, little-endian, zero-extended.
    pub(crate) fn load(&self, addr: usize, n: usize) -> u64 {
        let (w, sh) = (addr / 8, addr % 8);
        if sh + n <= 8 {
            (self.word(w) >> (8 * sh)) & byte_mask(n)
        } else {
            let lo = self.word(w) >> (8 * sh);
            let hi = self.word(w + 1) << (8 * (8 - sh));
            (lo | hi) & byte_mask(n)
        }
    }

    /// Stores the low `n` (1..=8) bytes of `bits` at `addr`.
    pub(crate) fn store(&self, addr: usize, n: usize, bits: u64) {
        let (w, sh) = (addr / 8, addr % 8);
        if sh + n <= 8 {
            self.store_in_word(w, sh, n, bits);
        } else {
            let k = 8 - sh;
            self.store_in_word(w, sh, k, bits);
            self.store_in_word(w + 1, 0, n - k, bits >> (8 * k));
        }
    }

    fn store_in_word(&self, w: usize, sh: usize, n: usize, bits: u64) {
        let Some(word) = self.words.get(w) else {
            return;
        };
        if n == 8 {
            word.store(bits, Relaxed);
            return;
        }
        let m = byte_mask(n) << (8 * sh);
        let v = (bits << (8 * sh)) & m;
        let _ = word.fetch_update(Relaxed, Relaxed, |old| Some((old & !m) | v));
    }

    /// Atomically replaces the `n`-byte (4 or 8) element at `addr` by
    /// `f(old)` and returns `old`; `None` when the element is misaligned.
    pub(crate) fn rmw(&self, addr: usize, n: usize, f: impl Fn(u64) -> u64) -> Option<u64> {
        if !matches!(n, 4 | 8) || !addr.is_multiple_of(n) {
            return None;
        }
        let word = self.words.get(addr / 8)?;
        let sh = 8 * (addr % 8);
        let m = byte_mask(n) << sh;
        let old_word = word
            .fetch_update(Relaxed, Relaxed, |w| {
                let old = (w & m) >> sh;
                Some((w & !m) | ((f(old) << sh) & m))
            })
            .unwrap_or_else(|w| w);
        Some((old_word & m) >> sh)
    }
}

/// One memory region as the interpreter sees it.
pub(crate) enum Mem<'a> {
    Device(&'a Memory),
    Shared(&'a mut Vec<u8>),
}

impl Mem<'_> {
    pub fn len(&self) -> usize {
        match self {
            Mem::Device(m) => m.len(),
            Mem::Shared(v) => v.len(),
        }
    }

    pub fn load(&self, addr: usize, n: usize) -> u64 {
        match self {
            Mem::Device(m) => m.load(addr, n),
            Mem::Shared(v) => {
                let mut w = [0u8; 8];
                if let Some(src) = addr.checked_add(n).and_then(|e| v.get(addr..e)) {
                    w[..n].copy_from_slice(src);
                }
                u64::from_le_bytes(w)
            }
        }
    }

    pub fn store(&mut self, addr: usize, n: usize, bits: u64) {
        match self {
            Mem::Device(m) => m.store(addr, n, bits),
            Mem::Shared(v) => {
                if let Some(dst) = addr.checked_add(n).and_then(|e| v.get_mut(addr..e)) {
                    dst.copy_from_slice(&bits.to_le_bytes()[..n]);
                }
            }
        }
    }

    /// See [`Memory::rmw`]; shared memory is only touched by one thread.
    pub fn rmw(&mut self, addr: usize, n: usize, f: impl Fn(u64) -> u64) -> Option<u64> {
        match self {
            Mem::Device(m) => m.rmw(addr, n, f),
            Mem::Shared(_) => {
                if !matches!(n, 4 | 8) || !addr.is_multiple_of(n) {
                    return None;
                }
                let old = self.load(addr, n);
                self.store(addr, n, f(old));
                Some(old)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_round_trip_at_odd_offsets() {
        let m = Memory::zeroed(21);
        m.write_bytes(3, &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
            .unwrap();
        assert_eq!(
            m.read_bytes(2, 13).unwrap(),
            vec![0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0]
        );
        assert_eq!(m.load(5, 4), u32::from_le_bytes([3, 4, 5, 6]) as u64);
        m.store(6, 4, 0xaabbccdd);
        assert_eq!(m.load(6, 4), 0xaabbccdd);
        assert_eq!(m.read_bytes(5, 1).unwrap(), vec![3]);
        assert_eq!(m.read_bytes(10, 1).unwrap(), vec![8]);
        assert!(m.write_bytes(20, &[1, 2]).is_err());
        assert!(m.read_bytes(usize::MAX, 2).is_err());
        assert_eq!(m.to_bytes().len(), 21);
    }

    #[test]
    fn rmw_is_per_element() {
        let m = Memory::zeroed(16);
        m.store(0, 4, 7);
        assert_eq!(m.rmw(4, 4, |x| x + 5), Some(0));
        assert_eq!(m.rmw(4, 4, |x| x + 5), Some(5));
        assert_eq!(m.load(0, 4), 7);
        assert_eq!(m.load(4, 4), 10);
        assert_eq!(m.rmw(2, 4, |x| x), None);
        assert_eq!(m.rmw(8, 8, |_| u64::MAX), Some(0));
        assert_eq!(m.load(8, 8), u64::MAX);
    }
}
