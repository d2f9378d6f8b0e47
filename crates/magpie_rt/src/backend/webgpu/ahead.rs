//! Command buffers encoded ahead for repeated synchronous launches.
//!
//! A synchronous launch leaves the host idle while the GPU runs it. When
//! a kernel is launched again and again with the same block, dispatch and
//! buffers (a benchmark loop, an iterative solver), the launch uses that
//! idle time to encode the command buffer the next such launch needs, and
//! the next launch submits it instead of encoding its own: its encoding
//! leaves the path between the call and the GPU.
//!
//! Invariants:
//! - A command buffer encoded ahead is used only by a launch whose
//!   [`AheadKey`] equals the key it was encoded for: the same kernel,
//!   block, dispatch and buffer ids (ids are never reused). What else the
//!   dispatch reads, the kernel's uniform block, is written before every
//!   submission, so its bytes are the launch's own. Launches that are
//!   asynchronous, timed, or bind a snapshot of an aliased buffer have no
//!   key and leave the slots alone.
//! - One slot per kernel; a command buffer is used at most once (taken).
//! - A slot whose kernel sees a different key keeps no command buffer;
//!   after [`MISSES_BEFORE_PAUSE`] such launches in a row nothing is
//!   encoded ahead for the kernel until a launch repeats the one before it.
//! - Freeing a buffer drops every command buffer encoded with it, as the
//!   bind-group cache does (a command buffer keeps its buffers alive).

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};

/// What a launch's command buffer depends on, besides its uniform bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct AheadKey {
    pub(crate) kernel: u64,
    pub(crate) block: [u32; 3],
    pub(crate) dispatch: [u32; 3],
    pub(crate) buffers: Vec<u64>,
}

/// Launches of a kernel in a row with another key than the one before,
/// after which nothing is encoded ahead for it.
pub(crate) const MISSES_BEFORE_PAUSE: u8 = 2;

struct Slot<C> {
    last: AheadKey,
    encoded: Option<C>,
    misses: u8,
    /// Command buffers taken from this slot (for tests).
    taken: u64,
}

/// The slots of one device, by kernel id.
pub(crate) struct Ahead<C = wgpu::CommandBuffer> {
    slots: Mutex<HashMap<u64, Slot<C>>>,
}

impl<C> Default for Ahead<C> {
    fn default() -> Self {
        Ahead {
            slots: Mutex::new(HashMap::new()),
        }
    }
}

impl<C> Ahead<C> {
    fn slots(&self) -> MutexGuard<'_, HashMap<u64, Slot<C>>> {
        self.slots.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A launch with `key` is about to be encoded: the command buffer
    /// encoded ahead for it, if there is one. Records the key as the
    /// kernel's latest either way.
    pub(crate) fn take(&self, key: &AheadKey) -> Option<C> {
        let mut slots = self.slots();
        let Some(slot) = slots.get_mut(&key.kernel) else {
            slots.insert(
                key.kernel,
                Slot {
                    last: key.clone(),
                    encoded: None,
                    misses: 0,
                    taken: 0,
                },
            );
            return None;
        };
        if slot.last == *key {
            slot.misses = 0;
            let encoded = slot.encoded.take();
            slot.taken += u64::from(encoded.is_some());
            return encoded;
        }
        slot.misses = slot.misses.saturating_add(1);
        slot.last = key.clone();
        slot.encoded = None;
        None
    }

    /// Whether a launch that just ran with `key` should encode the next
    /// one ahead: its key is still the kernel's latest, the slot is empty
    /// and the kernel's launches have been repeating.
    pub(crate) fn wants(&self, key: &AheadKey) -> bool {
        self.slots().get(&key.kernel).is_some_and(|s| {
            s.last == *key && s.encoded.is_none() && s.misses < MISSES_BEFORE_PAUSE
        })
    }

    /// Keeps `encoded` for the next launch with `key`, unless another key
    /// became the kernel's latest meanwhile.
    pub(crate) fn put(&self, key: &AheadKey, encoded: C) {
        if let Some(slot) = self.slots().get_mut(&key.kernel) {
            if slot.last == *key && slot.encoded.is_none() {
                slot.encoded = Some(encoded);
            }
        }
    }

    /// Drops what was encoded with buffer `id`.
    pub(crate) fn forget_buffer(&self, id: u64) {
        for slot in self.slots().values_mut() {
            if slot.last.buffers.contains(&id) {
                slot.encoded = None;
            }
        }
    }

    /// Drops kernel `id`'s slot.
    pub(crate) fn forget_kernel(&self, id: u64) {
        self.slots().remove(&id);
    }

    /// Command buffers held now (for tests).
    #[cfg(test)]
    pub(crate) fn held(&self) -> usize {
        self.slots()
            .values()
            .filter(|s| s.encoded.is_some())
            .count()
    }

    /// Kernel `id`'s command buffers taken so far, and whether it holds
    /// one now (for tests).
    #[cfg(test)]
    pub(crate) fn kernel_state(&self, id: u64) -> (u64, bool) {
        self.slots()
            .get(&id)
            .map_or((0, false), |s| (s.taken, s.encoded.is_some()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(kernel: u64, buffers: &[u64]) -> AheadKey {
        AheadKey {
            kernel,
            block: [64, 1, 1],
            dispatch: [4, 1, 1],
            buffers: buffers.to_vec(),
        }
    }

    #[test]
    fn a_repeated_launch_takes_what_the_one_before_encoded() {
        let ahead: Ahead<&str> = Ahead::default();
        let k = key(1, &[7, 8]);
        assert_eq!(ahead.take(&k), None);
        assert!(ahead.wants(&k));
        ahead.put(&k, "cb1");
        assert_eq!(ahead.take(&k), Some("cb1"));
        // Taken once: the slot is empty until the next one is put.
        assert!(ahead.wants(&k));
        assert_eq!(ahead.take(&k), None);
    }

    #[test]
    fn another_key_never_gets_the_command_buffer() {
        let ahead: Ahead<&str> = Ahead::default();
        let a = key(1, &[7, 8]);
        let b = key(1, &[7, 9]);
        let c = AheadKey {
            block: [32, 1, 1],
            ..a.clone()
        };
        let d = AheadKey {
            dispatch: [5, 1, 1],
            ..a.clone()
        };
        ahead.take(&a);
        for other in [&b, &c, &d] {
            ahead.put(&a, "for a");
            assert_eq!(ahead.take(other), None, "{other:?}");
            ahead.take(&a);
        }
        // Another kernel with the same buffers has its own slot.
        ahead.put(&a, "for a");
        assert_eq!(ahead.take(&key(2, &[7, 8])), None);
        assert_eq!(ahead.take(&a), Some("for a"));
    }

    #[test]
    fn alternating_keys_pause_encoding_until_a_launch_repeats() {
        let ahead: Ahead<&str> = Ahead::default();
        let a = key(1, &[1]);
        let b = key(1, &[2]);
        ahead.take(&a);
        ahead.take(&b);
        assert!(ahead.wants(&b), "one miss does not pause");
        ahead.take(&a);
        assert!(!ahead.wants(&a), "two misses in a row pause");
        ahead.take(&b);
        assert!(!ahead.wants(&b));
        ahead.take(&b);
        assert!(ahead.wants(&b), "a repeated launch resumes");
    }

    #[test]
    fn a_put_for_a_key_no_longer_latest_is_dropped() {
        let ahead: Ahead<&str> = Ahead::default();
        let a = key(1, &[1]);
        let b = key(1, &[2]);
        ahead.take(&a);
        ahead.take(&b);
        ahead.put(&a, "stale");
        assert_eq!(ahead.held(), 0);
        assert_eq!(ahead.take(&a), None);
    }

    #[test]
    fn freeing_a_buffer_or_kernel_drops_what_used_it() {
        let ahead: Ahead<&str> = Ahead::default();
        let a = key(1, &[1, 2]);
        let b = key(2, &[3]);
        ahead.take(&a);
        ahead.take(&b);
        ahead.put(&a, "a");
        ahead.put(&b, "b");
        assert_eq!(ahead.held(), 2);
        ahead.forget_buffer(2);
        assert_eq!(ahead.held(), 1);
        assert_eq!(ahead.take(&a), None);
        ahead.forget_kernel(2);
        assert_eq!(ahead.held(), 0);
        assert!(!ahead.wants(&b));
    }
}
