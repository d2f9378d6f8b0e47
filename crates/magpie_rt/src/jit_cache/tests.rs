//! The JIT cache against real files: round trips, every kind of damage,
//! killed writers, permissions, eviction, threads and processes.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime};

use super::*;

/// Tests return their I/O failures instead of panicking on them.
type TestResult<T = ()> = Result<T, Box<dyn std::error::Error>>;

/// A fresh folder under the system's temporary directory, removed on drop.
struct TempDir(PathBuf);

impl TempDir {
    fn new(test: &str) -> TempDir {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!(
            "magpie_jit_cache_{}_{n}_{test}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        TempDir(dir)
    }

    fn cache(&self, max_bytes: u64) -> JitCache {
        JitCache::at(self.0.clone(), max_bytes)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

const BIG: u64 = 1 << 30;

fn key(n: u64) -> CacheKey {
    CacheKey::new("spv").part("n", &n.to_le_bytes())
}

/// A payload that differs per key and per length.
fn payload(n: u64, len: usize) -> Vec<u8> {
    (0..len)
        .map(|i| (n as usize).wrapping_mul(31).wrapping_add(i) as u8)
        .collect()
}

fn entry_path(cache: &JitCache, key: &CacheKey) -> PathBuf {
    cache.jit.join(key.hex())
}

fn entries_total(jit: &Path) -> TestResult<u64> {
    let mut total = 0;
    for e in std::fs::read_dir(jit)?.flatten() {
        if store::is_entry_name(&e.file_name().to_string_lossy()) {
            total += e.metadata()?.len();
        }
    }
    Ok(total)
}

fn set_mtime(path: &Path, time: SystemTime) -> TestResult {
    let file = std::fs::OpenOptions::new().write(true).open(path)?;
    file.set_modified(time)?;
    Ok(())
}

#[test]
fn a_payload_round_trips_and_a_put_replaces() {
    let tmp = TempDir::new("round_trip");
    let cache = tmp.cache(BIG);
    let k = key(1);
    cache.put(&k, b"first");
    assert_eq!(cache.get(&k).as_deref(), Some(&b"first"[..]));
    cache.put(&k, b"second, longer");
    assert_eq!(cache.get(&k).as_deref(), Some(&b"second, longer"[..]));
    cache.put(&key(2), b"");
    assert_eq!(cache.get(&key(2)), Some(Vec::new()));
    // another instance on the same folder: another process
    assert_eq!(
        tmp.cache(BIG).get(&k).as_deref(),
        Some(&b"second, longer"[..])
    );
    let stats = cache.stats();
    assert_eq!(
        stats,
        CacheStats {
            hits: 3,
            misses: 0,
            corrupt: 0,
            writes: 3,
            evictions: 0
        }
    );
}

#[test]
fn a_missing_entry_is_a_miss() {
    let tmp = TempDir::new("miss");
    let cache = tmp.cache(BIG);
    assert_eq!(cache.get(&key(1)), None);
    assert!(!tmp.0.exists(), "a get creates nothing");
    cache.put(&key(1), b"x");
    assert_eq!(cache.get(&key(2)), None);
    let stats = cache.stats();
    assert_eq!((stats.hits, stats.misses, stats.corrupt), (0, 2, 0));
}

/// Writes `bytes` at `key`'s entry, then expects `get` to reject and remove
/// it, count it, and a new `put` to work.
fn assert_rejected_and_rebuilt(
    cache: &JitCache,
    k: &CacheKey,
    bytes: &[u8],
    what: &str,
) -> TestResult {
    let path = entry_path(cache, k);
    std::fs::write(&path, bytes)?;
    let corrupt = cache.stats().corrupt;
    assert_eq!(cache.get(k), None, "{what}");
    assert!(!path.exists(), "{what}: removed");
    assert_eq!(cache.stats().corrupt, corrupt + 1, "{what}: counted");
    cache.put(k, &payload(7, 40));
    assert_eq!(cache.get(k), Some(payload(7, 40)), "{what}: rebuilt");
    Ok(())
}

#[test]
fn every_byte_flip_is_detected() -> TestResult {
    let tmp = TempDir::new("flip");
    let cache = tmp.cache(BIG);
    let k = key(7);
    cache.put(&k, &payload(7, 40));
    let good = std::fs::read(entry_path(&cache, &k))?;
    assert_eq!(good.len(), entry::HEADER_LEN + 40);
    for at in 0..good.len() {
        for mask in [0x01, 0x80, 0xff] {
            let mut bad = good.clone();
            bad[at] ^= mask;
            assert_rejected_and_rebuilt(&cache, &k, &bad, &format!("byte {at} ^ {mask:#x}"))?;
        }
    }
    assert_eq!(cache.stats().corrupt, 3 * good.len() as u64);
    Ok(())
}

#[test]
fn every_truncation_and_an_extension_are_detected() -> TestResult {
    let tmp = TempDir::new("truncate");
    let cache = tmp.cache(BIG);
    let k = key(7);
    cache.put(&k, &payload(7, 40));
    let good = std::fs::read(entry_path(&cache, &k))?;
    for len in 0..good.len() {
        assert_rejected_and_rebuilt(&cache, &k, &good[..len], &format!("cut to {len}"))?;
    }
    let mut longer = good.clone();
    longer.push(0);
    assert_rejected_and_rebuilt(&cache, &k, &longer, "one byte more")?;
    assert_rejected_and_rebuilt(&cache, &k, b"not an entry at all", "garbage")?;
    Ok(())
}

#[test]
fn another_keys_entry_is_rejected() -> TestResult {
    let tmp = TempDir::new("foreign");
    let cache = tmp.cache(BIG);
    let (a, b) = (key(1), key(2));
    cache.put(&a, b"for a");
    cache.put(&b, b"for b");
    let a_file = std::fs::read(entry_path(&cache, &a))?;
    assert_rejected_and_rebuilt(&cache, &b, &a_file, "a's entry at b's name")?;
    assert_eq!(
        cache.get(&a).as_deref(),
        Some(&b"for a"[..]),
        "a is untouched"
    );
    Ok(())
}

#[test]
fn a_killed_writer_leaves_nothing_that_is_trusted() -> TestResult {
    let tmp = TempDir::new("killed");
    let cache = tmp.cache(BIG);
    let k = key(3);
    cache.put(&key(0), b"make the folder");
    let full = entry::encode(&k.digest(), &payload(3, 1000));
    // a torn entry (written in place, as a crash after a non-atomic write
    // would leave it) and a temporary file of a writer killed mid-write
    let temp = cache.jit.join(store::temp_name(&k.hex()));
    std::fs::write(&temp, &full[..500])?;
    std::fs::write(entry_path(&cache, &k), &full[..500])?;
    assert_eq!(cache.get(&k), None);
    assert_eq!(cache.stats().corrupt, 1);
    cache.put(&k, &payload(3, 1000));
    assert_eq!(cache.get(&k), Some(payload(3, 1000)));
    assert!(
        temp.exists(),
        "a young temporary file may be a live writer's"
    );
    set_mtime(&temp, SystemTime::now() - Duration::from_secs(120))?;
    let other = cache.jit.join("README");
    std::fs::write(&other, b"not ours")?;
    cache.put(&key(4), b"evict runs");
    assert!(!temp.exists(), "a stale temporary file is removed");
    assert!(other.exists(), "an unknown file is left alone");
    assert_eq!(
        cache.stats().evictions,
        0,
        "temporary files are not entries"
    );
    Ok(())
}

#[cfg(unix)]
#[test]
fn folders_are_0700_and_files_0600() -> TestResult {
    use std::os::unix::fs::PermissionsExt;
    let mode =
        |p: &Path| -> TestResult<u32> { Ok(std::fs::metadata(p)?.permissions().mode() & 0o777) };
    let tmp = TempDir::new("perms");
    let cache = JitCache::at(tmp.0.join("root"), BIG);
    cache.put(&key(1), b"x");
    assert_eq!(mode(&tmp.0.join("root"))?, 0o700);
    assert_eq!(mode(&cache.jit)?, 0o700);
    assert_eq!(mode(&entry_path(&cache, &key(1)))?, 0o600);
    // a folder someone opened up is closed again
    std::fs::set_permissions(&cache.jit, std::fs::Permissions::from_mode(0o755))?;
    cache.put(&key(2), b"y");
    assert_eq!(mode(&cache.jit)?, 0o700);
    assert_eq!(mode(&entry_path(&cache, &key(2)))?, 0o600);
    Ok(())
}

#[test]
fn eviction_keeps_under_the_bound_oldest_first() -> TestResult {
    let tmp = TempDir::new("evict");
    let entry_len = (entry::HEADER_LEN + 100) as u64;
    let max = 3 * entry_len + 10;
    let cache = tmp.cache(max);
    for n in 0..3 {
        cache.put(&key(n), &payload(n, 100));
    }
    let now = SystemTime::now();
    let ago = |s: u64| now - Duration::from_secs(s);
    // not in put order: 1 is the oldest, then 0, then 2
    set_mtime(&entry_path(&cache, &key(1)), ago(300))?;
    set_mtime(&entry_path(&cache, &key(0)), ago(200))?;
    set_mtime(&entry_path(&cache, &key(2)), ago(100))?;
    cache.put(&key(3), &payload(3, 100));
    assert!(entries_total(&cache.jit)? <= max);
    assert_eq!(cache.get(&key(1)), None, "the oldest went");
    assert_eq!(cache.stats().evictions, 1);
    // a hit makes 0 the newest: 2 goes next
    assert_eq!(cache.get(&key(0)), Some(payload(0, 100)));
    cache.put(&key(4), &payload(4, 100));
    assert!(entries_total(&cache.jit)? <= max);
    assert_eq!(cache.get(&key(2)), None);
    for n in [0, 3, 4] {
        assert_eq!(cache.get(&key(n)), Some(payload(n, 100)), "{n} kept");
    }
    assert_eq!(cache.stats().evictions, 2);
    assert_eq!(cache.stats().corrupt, 0);
    // an entry larger than the whole cache is not stored
    let writes = cache.stats().writes;
    cache.put(&key(9), &payload(9, max as usize));
    assert_eq!(cache.stats().writes, writes);
    assert_eq!(cache.get(&key(9)), None);
    assert_eq!(cache.get(&key(4)), Some(payload(4, 100)));
    Ok(())
}

#[test]
fn an_entry_over_the_bound_is_not_read() {
    let tmp = TempDir::new("over_bound");
    tmp.cache(BIG).put(&key(1), &payload(1, 5000));
    let small = tmp.cache(1000);
    assert_eq!(small.get(&key(1)), None);
    assert_eq!(small.stats().corrupt, 1);
    assert!(!entry_path(&small, &key(1)).exists());
    // at the bound exactly, it is read
    let fits = tmp.cache(entry::HEADER_LEN as u64 + 5000);
    fits.put(&key(2), &payload(2, 5000));
    assert_eq!(fits.get(&key(2)), Some(payload(2, 5000)));
}

/// Puts and gets shared and own keys; every get is `None` or exact.
fn fill(cache: &JitCache, who: u64, rounds: u64) {
    for round in 0..rounds {
        let shared = round % 4;
        let len = 1000 + (shared as usize) * 20_000;
        if let Some(got) = cache.get(&key(shared)) {
            assert_eq!(got, payload(shared, len), "shared key {shared}");
        }
        cache.put(&key(shared), &payload(shared, len));
        let own = 1000 + who * 1000 + round % 3;
        cache.put(&key(own), &payload(own, 3000));
        if let Some(got) = cache.get(&key(own)) {
            assert_eq!(got, payload(own, 3000), "own key {own}");
        }
    }
}

fn threads_fill(max_bytes: u64) -> TestResult<(TempDir, u64)> {
    let tmp = TempDir::new(&format!("threads_{max_bytes}"));
    let shared = tmp.cache(max_bytes);
    let corrupt = std::thread::scope(|s| {
        let workers: Vec<_> = (0..8u64)
            .map(|who| {
                let (tmp, shared) = (&tmp, &shared);
                s.spawn(move || {
                    // half share one instance, half have their own (as
                    // processes would)
                    if who % 2 == 0 {
                        fill(shared, who, 40);
                        0
                    } else {
                        let own = tmp.cache(max_bytes);
                        fill(&own, who, 40);
                        own.stats().corrupt
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().map_err(|_| "a worker panicked"))
            .sum::<Result<u64, _>>()
    })?;
    Ok((tmp, corrupt + shared.stats().corrupt))
}

#[test]
fn threads_share_a_cache() -> TestResult {
    let (tmp, corrupt) = threads_fill(BIG)?;
    assert_eq!(corrupt, 0);
    let cache = tmp.cache(BIG);
    for n in 0..4 {
        assert_eq!(
            cache.get(&key(n)),
            Some(payload(n, 1000 + n as usize * 20_000))
        );
    }
    let left = std::fs::read_dir(&cache.jit)?.flatten();
    let names: Vec<String> = left
        .map(|e| e.file_name().to_string_lossy().into())
        .collect();
    assert!(names.iter().all(|n| store::is_entry_name(n)), "{names:?}");
    Ok(())
}

#[test]
fn threads_share_a_cache_while_it_evicts() -> TestResult {
    // the four shared keys alone (124 KB) do not fit
    let max = 100_000;
    let (tmp, corrupt) = threads_fill(max)?;
    assert_eq!(corrupt, 0);
    assert!(entries_total(&tmp.0.join("jit"))? <= max);
    Ok(())
}

const CHILD_DIR: &str = "MAGPIE_JIT_CACHE_TEST_CHILD_DIR";

/// The body of [`processes_share_a_cache`]'s child processes; does nothing
/// in an ordinary test run.
#[test]
fn child_process_fills_the_cache() {
    let Some(dir) = std::env::var_os(CHILD_DIR) else {
        return;
    };
    let cache = JitCache::at(PathBuf::from(dir), BIG);
    fill(&cache, 100 + u64::from(std::process::id()) % 1000, 40);
    assert_eq!(cache.stats().corrupt, 0);
    cache.put(&key(1 << 40 | u64::from(std::process::id())), b"child ran");
}

#[test]
fn processes_share_a_cache() -> TestResult {
    let tmp = TempDir::new("processes");
    let Ok(exe) = std::env::current_exe() else {
        return Ok(());
    };
    let test = module_path!()
        .split_once("::")
        .map_or("", |(_, path)| path)
        .to_owned()
        + "::child_process_fills_the_cache";
    let children: Vec<std::process::Child> = (0..3)
        .map(|_| {
            std::process::Command::new(&exe)
                .args([test.as_str(), "--exact", "--test-threads=1", "-q"])
                .env(CHILD_DIR, &tmp.0)
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
        })
        .collect::<Result<_, _>>()?;
    let cache = tmp.cache(BIG);
    fill(&cache, 0, 40);
    for child in children {
        let pid = child.id();
        let out = child.wait_with_output()?;
        assert!(
            out.status.success(),
            "child {pid}: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        let marker = key(1 << 40 | u64::from(pid));
        assert_eq!(
            cache.get(&marker).as_deref(),
            Some(&b"child ran"[..]),
            "child {pid} ran"
        );
    }
    assert_eq!(cache.stats().corrupt, 0);
    Ok(())
}
