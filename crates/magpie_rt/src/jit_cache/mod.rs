//! The on-disk JIT cache: compiled artifacts (SPIR-V today) kept per user,
//! so that a later process skips the compile. (CUDA leaves compiled PTX to
//! the driver's own cache; see `backend::cuda::module::load`.)
//!
//! ```text
//! caller: key = CacheKey::new("spv").part("source", ..).part("arch", ..) ...
//!   get(&key) ─► Some(payload)                       hit
//!             └► None ─► compile ─► put(&key, &artifact)
//!                                     └► evict: oldest entries past the bound,
//!                                               temporary files of dead writers
//! ```
//!
//! Files: `<cache dir>/jit/<key hex>`, where the cache directory is
//! [`cache_dir`]'s (`MAGPIE_GPU_CACHE_DIR`, else `$XDG_CACHE_HOME/magpie-gpu`,
//! else `$HOME/.cache/magpie-gpu`); each entry is a header (magic, format
//! version, key digest, payload length, payload digest; see `entry`) and
//! the payload. `MAGPIE_GPU_CACHE=off|0|false` or `MAGPIE_GPU_CACHE_DIR=""`
//! turns the cache off, `MAGPIE_GPU_CACHE_MAX_BYTES` bounds it (256 MiB);
//! see `env`.
//!
//! Modules: `key` (what an entry is for), `entry` (its bytes), `store`
//! (files: permissions, atomic writes), `evict` (the size bound), `env`
//! (the settings), `stats` (counters).
//!
//! Invariants:
//! - the cache is an optimisation, never an error: `get` answers a payload
//!   or `None`, `put` logs a failure (`tracing::debug!`) and goes on;
//! - a payload is returned only from an entry whose every header field
//!   checks out against the file and the key asked for; anything else
//!   (damage, truncation, another format, another key's entry) is removed
//!   and counted as corrupt, and the caller's compile and `put` rebuild it;
//! - readers never see a partial file: writes go to a uniquely named
//!   temporary file, renamed over the entry; threads and processes may
//!   share one folder;
//! - nothing panics on any file content;
//! - a key must hash everything that changes the artifact (source, target,
//!   options, compiler and driver versions): the cache trusts the key.

mod entry;
mod env;
mod evict;
mod key;
mod stats;
mod store;

#[cfg(test)]
mod tests;

use std::path::PathBuf;
use std::time::SystemTime;

pub(crate) use env::cache_dir;
pub(crate) use key::CacheKey;
pub use stats::CacheStats;

use stats::Counters;

/// The JIT cache of one folder; shared by reference between threads.
#[derive(Debug)]
pub(crate) struct JitCache {
    /// `<cache dir>/jit`: the entries and temporary files.
    jit: PathBuf,
    max_bytes: u64,
    counters: Counters,
}

/// What this process's JIT cache has done so far; `None` when it is off
/// (`MAGPIE_GPU_CACHE=off`, or no cache directory).
pub fn jit_cache_stats() -> Option<CacheStats> {
    shared().map(JitCache::stats)
}

/// The per-user cache of this process ([`JitCache::from_env`], made once).
pub(crate) fn shared() -> Option<&'static JitCache> {
    static SHARED: std::sync::OnceLock<Option<JitCache>> = std::sync::OnceLock::new();
    SHARED.get_or_init(JitCache::from_env).as_ref()
}

/// What identifies the compiler that made an entry: its version, the
/// device library's text, and this program's file (path, size, time), so
/// that an entry written by another build is never used, even one of the
/// same version during development.
pub(crate) fn compiler_id() -> &'static [u8] {
    static ID: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
    ID.get_or_init(|| {
        let mut key =
            CacheKey::new("compiler").part("version", env!("CARGO_PKG_VERSION").as_bytes());
        for (name, text) in magpie_gpu::devlib::sources() {
            key = key.part(name, text.as_bytes());
        }
        if let Ok(exe) = std::env::current_exe() {
            let meta = std::fs::metadata(&exe).ok();
            let modified = meta
                .as_ref()
                .and_then(|m| m.modified().ok())
                .and_then(|t| t.duration_since(SystemTime::UNIX_EPOCH).ok())
                .map_or(0, |d| d.as_nanos());
            key = key
                .part("exe", exe.as_os_str().as_encoded_bytes())
                .part("exe size", &meta.map_or(0, |m| m.len()).to_le_bytes())
                .part("exe time", &modified.to_le_bytes());
        }
        key.digest().to_vec()
    })
}

impl JitCache {
    /// The per-user cache the environment asks for; `None` when it is off
    /// or there is no cache directory.
    pub(crate) fn from_env() -> Option<JitCache> {
        let (dir, max_bytes) = env::jit_settings(
            std::env::var_os("MAGPIE_GPU_CACHE").as_deref(),
            std::env::var_os("MAGPIE_GPU_CACHE_MAX_BYTES").as_deref(),
            cache_dir(),
        )?;
        Some(JitCache::at(dir, max_bytes))
    }

    /// A cache with entries under `dir/jit`, at most `max_bytes` of them.
    pub(crate) fn at(dir: PathBuf, max_bytes: u64) -> JitCache {
        JitCache {
            jit: dir.join("jit"),
            max_bytes,
            counters: Counters::default(),
        }
    }

    /// The payload stored for `key`, when there is a sound one. An entry
    /// file larger than the size bound is read no further and rejected.
    pub(crate) fn get(&self, key: &CacheKey) -> Option<Vec<u8>> {
        let path = self.jit.join(key.hex());
        let (file, mut bytes) = match store::read(&path, self.max_bytes) {
            Ok(Some(read)) => read,
            Ok(None) => {
                tracing::debug!(entry = %path.display(), "jit cache: miss");
                Counters::add(&self.counters.misses, 1);
                return None;
            }
            Err(e) => {
                tracing::debug!(entry = %path.display(), error = %e, "jit cache: unreadable entry, a miss");
                Counters::add(&self.counters.misses, 1);
                return None;
            }
        };
        if let Err(reason) = entry::decode(&bytes, &key.digest()) {
            tracing::debug!(entry = %path.display(), %reason, "jit cache: corrupt entry removed");
            store::remove_if_same(&path, &file);
            Counters::add(&self.counters.corrupt, 1);
            Counters::add(&self.counters.misses, 1);
            return None;
        }
        store::touch(&file);
        tracing::debug!(entry = %path.display(), "jit cache: hit");
        Counters::add(&self.counters.hits, 1);
        // decode checked the length; min() keeps this free of a panic path
        bytes.drain(..entry::HEADER_LEN.min(bytes.len()));
        Some(bytes)
    }

    /// Stores `payload` for `key`, then evicts down to the size bound; a
    /// failure is logged and ignored.
    pub(crate) fn put(&self, key: &CacheKey, payload: &[u8]) {
        let name = key.hex();
        let bytes = entry::encode(&key.digest(), payload);
        if u64::try_from(bytes.len()).map_or(true, |len| len > self.max_bytes) {
            tracing::debug!(entry = %name, bytes = bytes.len(), "jit cache: entry larger than the cache, not stored");
            return;
        }
        let written = store::prepare_dir(&self.jit)
            .and_then(|()| store::write_atomic(&self.jit, &name, &bytes));
        if let Err(e) = written {
            tracing::debug!(folder = %self.jit.display(), entry = %name, error = %e, "jit cache: write failed");
            return;
        }
        tracing::debug!(entry = %name, bytes = bytes.len(), "jit cache: stored");
        Counters::add(&self.counters.writes, 1);
        let evicted = evict::evict(&self.jit, self.max_bytes, SystemTime::now());
        Counters::add(&self.counters.evictions, evicted);
    }

    /// This cache's counters so far.
    pub(crate) fn stats(&self) -> CacheStats {
        self.counters.snapshot()
    }
}
