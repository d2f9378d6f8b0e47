//! What a [`super::JitCache`] has done, counted per instance.

use std::sync::atomic::{AtomicU64, Ordering};

/// A snapshot of the JIT cache's counters ([`crate::jit_cache_stats`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CacheStats {
    /// `get`s that returned a payload.
    pub hits: u64,
    /// `get`s that returned nothing, corrupt entries included.
    pub misses: u64,
    /// Entries rejected by a `get` (and removed).
    pub corrupt: u64,
    /// Entries written by a `put`.
    pub writes: u64,
    /// Entries removed to stay under the size bound.
    pub evictions: u64,
}

/// The live counters behind [`CacheStats`].
#[derive(Debug, Default)]
pub(super) struct Counters {
    pub hits: AtomicU64,
    pub misses: AtomicU64,
    pub corrupt: AtomicU64,
    pub writes: AtomicU64,
    pub evictions: AtomicU64,
}

impl Counters {
    pub fn add(counter: &AtomicU64, n: u64) {
        counter.fetch_add(n, Ordering::Relaxed);
    }

    pub fn snapshot(&self) -> CacheStats {
        let read = |c: &AtomicU64| c.load(Ordering::Relaxed);
        CacheStats {
            hits: read(&self.hits),
            misses: read(&self.misses),
            corrupt: read(&self.corrupt),
            writes: read(&self.writes),
            evictions: read(&self.evictions),
        }
    }
}
