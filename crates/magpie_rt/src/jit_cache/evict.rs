//! Keeping the JIT folder under its size bound, and clearing what killed
//! writers left.
//!
//! Invariants: after [`evict`], the entries' total size is at most the
//! bound (unless a file could not be removed, or another process wrote
//! meanwhile); entries go oldest modification time first (a hit refreshes
//! it, so this is least recently used); temporary files older than
//! [`STALE_TEMP_AGE`] are removed, younger ones may be a live writer's; any
//! other file in the folder is left alone. Several processes may evict at
//! once: a file another one removed first counts as gone.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use super::store;

/// A temporary file this old belongs to a writer that died.
pub(super) const STALE_TEMP_AGE: Duration = Duration::from_secs(60);

/// One entry file as eviction sees it.
#[derive(Debug)]
pub(super) struct Entry {
    pub path: PathBuf,
    pub modified: SystemTime,
    pub len: u64,
}

/// Evicts from the folder `jit` down to `max_bytes`; the number of entries
/// removed.
pub(super) fn evict(jit: &Path, max_bytes: u64, now: SystemTime) -> u64 {
    let Ok(listing) = std::fs::read_dir(jit) else {
        return 0;
    };
    let mut entries = Vec::new();
    for item in listing.flatten() {
        let name = item.file_name();
        let Some(name) = name.to_str() else {
            continue;
        };
        // symlink metadata: a link is not an entry and is not followed
        let Ok(meta) = item.metadata() else {
            continue;
        };
        if !meta.is_file() {
            continue;
        }
        let modified = meta.modified().unwrap_or(now);
        if store::is_temp_name(name) {
            if is_stale(modified, now) {
                tracing::debug!(file = %item.path().display(), "jit cache: removing a stale temporary file");
                let _ = std::fs::remove_file(item.path());
            }
        } else if store::is_entry_name(name) {
            entries.push(Entry {
                path: item.path(),
                modified,
                len: meta.len(),
            });
        }
    }
    let mut removed = 0;
    for entry in oldest_over_bound(entries, max_bytes) {
        match std::fs::remove_file(&entry.path) {
            Ok(()) => {
                removed += 1;
                tracing::debug!(entry = %entry.path.display(), bytes = entry.len, "jit cache: evicted");
            }
            Err(e) => {
                tracing::debug!(entry = %entry.path.display(), error = %e, "jit cache: could not evict");
            }
        }
    }
    removed
}

fn is_stale(modified: SystemTime, now: SystemTime) -> bool {
    // a time in the future (clock changes) is not stale
    now.duration_since(modified)
        .is_ok_and(|age| age > STALE_TEMP_AGE)
}

/// The entries to remove, oldest first, so that the rest fit in `max_bytes`.
pub(super) fn oldest_over_bound(mut entries: Vec<Entry>, max_bytes: u64) -> Vec<Entry> {
    let mut total: u64 = entries.iter().map(|e| e.len).fold(0, u64::saturating_add);
    if total <= max_bytes {
        return Vec::new();
    }
    entries.sort_by(|a, b| {
        a.modified
            .cmp(&b.modified)
            .then_with(|| a.path.cmp(&b.path))
    });
    let mut remove = Vec::new();
    for entry in entries {
        if total <= max_bytes {
            break;
        }
        total = total.saturating_sub(entry.len);
        remove.push(entry);
    }
    remove
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(name: &str, secs: u64, len: u64) -> Entry {
        Entry {
            path: PathBuf::from(name),
            modified: SystemTime::UNIX_EPOCH + Duration::from_secs(secs),
            len,
        }
    }

    fn names(entries: &[Entry]) -> Vec<&str> {
        entries.iter().filter_map(|e| e.path.to_str()).collect()
    }

    #[test]
    fn the_oldest_go_first_until_the_rest_fit() {
        let entries = || vec![entry("c", 30, 10), entry("a", 10, 10), entry("b", 20, 10)];
        assert!(oldest_over_bound(entries(), 30).is_empty());
        assert_eq!(names(&oldest_over_bound(entries(), 29)), ["a"]);
        assert_eq!(names(&oldest_over_bound(entries(), 20)), ["a"]);
        assert_eq!(names(&oldest_over_bound(entries(), 19)), ["a", "b"]);
        assert_eq!(names(&oldest_over_bound(entries(), 0)), ["a", "b", "c"]);
        // one big old entry frees enough on its own
        let mixed = vec![entry("big", 1, 100), entry("new", 2, 5)];
        assert_eq!(names(&oldest_over_bound(mixed, 50)), ["big"]);
    }

    #[test]
    fn only_old_temporary_files_are_stale() {
        let now = SystemTime::UNIX_EPOCH + Duration::from_secs(1000);
        assert!(!is_stale(now, now));
        assert!(!is_stale(now - STALE_TEMP_AGE, now));
        assert!(is_stale(now - STALE_TEMP_AGE - Duration::from_secs(1), now));
        assert!(!is_stale(now + Duration::from_secs(5), now), "future");
    }
}
