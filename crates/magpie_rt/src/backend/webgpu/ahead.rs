//! Command buffers encoded ahead for synchronous launches that can be
//! predicted.
//!
//! A synchronous launch leaves the host idle while the GPU runs it. When
//! a kernel's launches follow a pattern (the same launch again and again
//! in a benchmark loop or an iterative solver; a cycle of grids, as in a
//! reduction that launches the same kernel over shrinking inputs), the
//! launch uses that idle time to encode the command buffer the next
//! launch is predicted to need, and the next launch submits it instead of
//! encoding its own: its encoding leaves the path between the call and
//! the GPU.
//!
//! The prediction: the launch that followed this one's [`AheadKey`] the
//! last time it was seen (each kernel remembers up to [`MAX_SUCCESSORS`]
//! such pairs), else this launch again.
//!
//! Invariants:
//! - A command buffer encoded ahead is used only by a launch whose
//!   [`AheadKey`] equals the key it was encoded for: the same kernel,
//!   block, dispatch and buffer ids (ids are never reused). What else the
//!   dispatch reads, the kernel's uniform block, is written before every
//!   submission, so its bytes are the launch's own. Whether the launch is
//!   timed is part of the key: a timed launch's command buffer writes the
//!   timestamps of a timer of its own, encoded with it and handed to the
//!   launch that takes it (a profiling session times every launch, and
//!   its launches are predicted like any others). Launches that are
//!   asynchronous or bind a snapshot of an aliased buffer have no key and
//!   leave the slots alone.
//! - One command buffer at most per kernel; it is used at most once
//!   (taken) and dropped when a launch of its kernel has another key.
//! - Predictions are checked at every launch, whether anything was
//!   encoded or not; after [`MISSES_BEFORE_PAUSE`] wrong ones in a row,
//!   nothing is encoded ahead for the kernel until one is right again.
//! - Freeing a buffer drops every command buffer, and every remembered
//!   launch, made with it, as the bind-group cache does (a command buffer
//!   or a bind group keeps its buffers alive).

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};

use super::launch::{Encoded, Pass};

/// What a launch's command buffer depends on, besides its uniform bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct AheadKey {
    pub(crate) kernel: u64,
    pub(crate) block: [u32; 3],
    pub(crate) dispatch: [u32; 3],
    pub(crate) buffers: Vec<u64>,
    /// Whether the dispatch writes timestamps.
    pub(crate) timed: bool,
}

impl AheadKey {
    fn uses(&self, buffer: u64) -> bool {
        self.buffers.contains(&buffer)
    }
}

/// Wrong predictions of a kernel's next launch in a row, after which
/// nothing is encoded ahead for it.
pub(crate) const MISSES_BEFORE_PAUSE: u8 = 2;

/// Pairs (a launch, the launch after it) remembered per kernel: enough
/// for a cycle of that many different launches.
pub(crate) const MAX_SUCCESSORS: usize = 16;

/// A predicted launch: its key and what encodes its command buffer.
type Prediction<P> = (AheadKey, P);

struct Slot<C, P> {
    /// The kernel's latest launch.
    last: AheadKey,
    /// What followed each remembered key, oldest first.
    successors: Vec<(AheadKey, Prediction<P>)>,
    /// The launch predicted to follow `last`.
    predicted: Option<Prediction<P>>,
    /// A command buffer encoded for the key it is kept with.
    encoded: Option<(AheadKey, C)>,
    misses: u8,
    /// Command buffers taken from this slot (for tests).
    taken: u64,
}

impl<C, P: Clone> Slot<C, P> {
    fn new(key: &AheadKey, payload: &P) -> Self {
        Slot {
            last: key.clone(),
            successors: Vec::new(),
            predicted: Some((key.clone(), payload.clone())),
            encoded: None,
            misses: 0,
            taken: 0,
        }
    }

    /// Remembers that `key` (encoded by `payload`) followed `self.last`.
    fn learn(&mut self, key: &AheadKey, payload: &P) {
        if let Some(s) = self.successors.iter_mut().find(|(k, _)| *k == self.last) {
            // The same successor again (the steady state) copies nothing.
            if s.1 .0 != *key {
                s.1 = (key.clone(), payload.clone());
            }
            return;
        }
        let entry = (key.clone(), payload.clone());
        if self.successors.len() >= MAX_SUCCESSORS {
            self.successors.remove(0);
        }
        self.successors.push((self.last.clone(), entry));
    }

    /// What is expected after `key`: what followed it last time, else
    /// itself again.
    fn predict(&self, key: &AheadKey, payload: &P) -> Prediction<P> {
        self.successors
            .iter()
            .find(|(k, _)| k == key)
            .map_or_else(|| (key.clone(), payload.clone()), |(_, p)| p.clone())
    }
}

/// The slots of one device, by kernel id.
pub(crate) struct Ahead<C = Encoded, P = Pass> {
    slots: Mutex<HashMap<u64, Slot<C, P>>>,
}

impl<C, P> Default for Ahead<C, P> {
    fn default() -> Self {
        Ahead {
            slots: Mutex::new(HashMap::new()),
        }
    }
}

impl<C, P: Clone> Ahead<C, P> {
    fn slots(&self) -> MutexGuard<'_, HashMap<u64, Slot<C, P>>> {
        self.slots.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A launch with `key`, encoded by `payload`, is about to be
    /// submitted: the command buffer encoded ahead for it, if there is
    /// one. Checks and makes the kernel's prediction either way.
    pub(crate) fn take(&self, key: &AheadKey, payload: &P) -> Option<C> {
        let mut slots = self.slots();
        let Some(slot) = slots.get_mut(&key.kernel) else {
            slots.insert(key.kernel, Slot::new(key, payload));
            return None;
        };
        let right = slot.predicted.as_ref().is_some_and(|(k, _)| k == key);
        slot.misses = if right {
            0
        } else {
            slot.misses.saturating_add(1)
        };
        slot.learn(key, payload);
        slot.last = key.clone();
        slot.predicted = Some(slot.predict(key, payload));
        match slot.encoded.take() {
            Some((k, encoded)) if k == *key => {
                slot.taken += 1;
                Some(encoded)
            }
            _ => None,
        }
    }

    /// What a launch that just ran with `key` should encode ahead: the
    /// launch predicted to follow it, while `key` is still its kernel's
    /// latest, nothing is held and predictions have been right.
    pub(crate) fn next_to_encode(&self, key: &AheadKey) -> Option<Prediction<P>> {
        let slots = self.slots();
        let slot = slots.get(&key.kernel)?;
        if slot.last != *key || slot.encoded.is_some() || slot.misses >= MISSES_BEFORE_PAUSE {
            return None;
        }
        slot.predicted.clone()
    }

    /// Keeps `encoded`, made for launch `next`, unless a launch after
    /// `after` began meanwhile.
    pub(crate) fn put(&self, after: &AheadKey, next: AheadKey, encoded: C) {
        if let Some(slot) = self.slots().get_mut(&after.kernel) {
            if slot.last == *after && slot.encoded.is_none() {
                slot.encoded = Some((next, encoded));
            }
        }
    }

    /// Drops what was encoded or remembered with buffer `id`.
    pub(crate) fn forget_buffer(&self, id: u64) {
        for slot in self.slots().values_mut() {
            if slot.encoded.as_ref().is_some_and(|(k, _)| k.uses(id)) {
                slot.encoded = None;
            }
            if slot.predicted.as_ref().is_some_and(|(k, _)| k.uses(id)) {
                slot.predicted = None;
            }
            slot.successors
                .retain(|(after, (next, _))| !after.uses(id) && !next.uses(id));
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

    /// Payloads are names; a "command buffer" is the payload it was
    /// encoded from.
    type TestAhead = Ahead<&'static str, &'static str>;

    fn key(kernel: u64, dispatch: u32, buffers: &[u64]) -> AheadKey {
        AheadKey {
            kernel,
            block: [64, 1, 1],
            dispatch: [dispatch, 1, 1],
            buffers: buffers.to_vec(),
            timed: false,
        }
    }

    /// One synchronous launch as the runtime makes it: take, then encode
    /// what is predicted while it runs. Returns whether it took a command
    /// buffer encoded ahead.
    fn launch(ahead: &TestAhead, k: &AheadKey, name: &'static str) -> bool {
        let took = ahead.take(k, &name);
        if let Some(c) = took {
            assert_eq!(c, name, "{k:?} got the command buffer of {c}");
        }
        if let Some((next, payload)) = ahead.next_to_encode(k) {
            ahead.put(k, next, payload);
        }
        took.is_some()
    }

    #[test]
    fn a_repeated_launch_takes_what_the_one_before_encoded() {
        let ahead = TestAhead::default();
        let k = key(1, 4, &[7, 8]);
        assert_eq!(ahead.take(&k, &"a"), None);
        assert_eq!(ahead.next_to_encode(&k), Some((k.clone(), "a")));
        ahead.put(&k, k.clone(), "cb1");
        assert_eq!(ahead.take(&k, &"a"), Some("cb1"));
        // Taken once: the slot is empty until the next one is put.
        assert!(ahead.next_to_encode(&k).is_some());
        assert_eq!(ahead.take(&k, &"a"), None);
    }

    #[test]
    fn another_key_never_gets_the_command_buffer() {
        let ahead = TestAhead::default();
        let a = key(1, 4, &[7, 8]);
        let b = key(1, 4, &[7, 9]);
        let c = AheadKey {
            block: [32, 1, 1],
            ..a.clone()
        };
        let d = key(1, 5, &[7, 8]);
        let timed = AheadKey {
            timed: true,
            ..a.clone()
        };
        ahead.take(&a, &"a");
        for other in [&b, &c, &d, &timed] {
            ahead.put(&a, a.clone(), "for a");
            assert_eq!(ahead.take(other, &"other"), None, "{other:?}");
            ahead.take(&a, &"a");
        }
        // Another kernel with the same buffers has its own slot.
        ahead.put(&a, a.clone(), "for a");
        assert_eq!(ahead.take(&key(2, 4, &[7, 8]), &"k2"), None);
        assert_eq!(ahead.take(&a, &"a"), Some("for a"));
    }

    #[test]
    fn a_cycle_of_launches_is_learned_and_then_always_encoded_ahead() {
        for cycle in [2_u32, 3, MAX_SUCCESSORS as u32] {
            let ahead = TestAhead::default();
            let names = [
                "g1", "g2", "g3", "g4", "g5", "g6", "g7", "g8", "g9", "g10", "g11", "g12", "g13",
                "g14", "g15", "g16",
            ];
            let keys: Vec<AheadKey> = (0..cycle).map(|g| key(1, g + 1, &[3])).collect();
            let mut hits = Vec::new();
            for i in 0..6 * cycle as usize {
                let g = i % cycle as usize;
                hits.push(launch(&ahead, &keys[g], names[g]));
            }
            // Learned within the first two rounds; every launch after hits.
            let late = &hits[2 * cycle as usize..];
            assert!(late.iter().all(|h| *h), "cycle of {cycle}: {hits:?}");
        }
    }

    #[test]
    fn launches_without_a_pattern_pause_encoding_until_a_prediction_is_right() {
        let ahead = TestAhead::default();
        // A cycle longer than what is remembered never predicts right.
        let n = MAX_SUCCESSORS as u32 + 1;
        let keys: Vec<AheadKey> = (0..n).map(|g| key(1, g + 1, &[3])).collect();
        let mut encoded = 0;
        for i in 0..5 * n as usize {
            let k = &keys[i % n as usize];
            assert!(!launch(&ahead, k, "any"), "launch {i} was predicted");
            encoded += usize::from(ahead.held() > 0);
        }
        assert!(
            encoded <= 2,
            "{encoded} command buffers encoded for launches never predicted"
        );
        // A repeated launch is predicted right: encoding resumes.
        let k = &keys[0];
        launch(&ahead, k, "any");
        launch(&ahead, k, "any");
        assert!(
            launch(&ahead, k, "any"),
            "a repeated launch after the pause"
        );
    }

    #[test]
    fn a_put_for_a_key_no_longer_latest_is_dropped() {
        let ahead = TestAhead::default();
        let a = key(1, 4, &[1]);
        let b = key(1, 4, &[2]);
        ahead.take(&a, &"a");
        ahead.take(&b, &"b");
        ahead.put(&a, a.clone(), "stale");
        assert_eq!(ahead.held(), 0);
        assert_eq!(ahead.take(&a, &"a"), None);
    }

    #[test]
    fn freeing_a_buffer_or_kernel_drops_what_used_it() {
        let ahead = TestAhead::default();
        let a = key(1, 4, &[1, 2]);
        let b = key(2, 4, &[3]);
        ahead.take(&a, &"a");
        ahead.take(&b, &"b");
        ahead.put(&a, a.clone(), "a");
        ahead.put(&b, b.clone(), "b");
        assert_eq!(ahead.held(), 2);
        ahead.forget_buffer(2);
        assert_eq!(ahead.held(), 1);
        assert_eq!(
            ahead.next_to_encode(&a),
            None,
            "a prediction made with a freed buffer"
        );
        assert_eq!(ahead.take(&a, &"a"), None);
        ahead.forget_kernel(2);
        assert_eq!(ahead.held(), 0);
        assert_eq!(ahead.next_to_encode(&b), None);
    }

    #[test]
    fn freeing_a_buffer_forgets_the_launches_that_followed_with_it() {
        let ahead = TestAhead::default();
        let a = key(1, 1, &[1]);
        let b = key(1, 2, &[2]);
        for _ in 0..3 {
            launch(&ahead, &a, "a");
            launch(&ahead, &b, "b");
        }
        ahead.forget_buffer(2);
        launch(&ahead, &a, "a");
        // Without b remembered, a predicts itself.
        assert_eq!(ahead.next_to_encode(&a), None, "already encoded");
        assert!(launch(&ahead, &a, "a"));
    }
}
