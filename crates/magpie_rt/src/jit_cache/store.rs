//! The file operations under the JIT folder: private folders and files,
//! atomic replacement, reads that can tell which file they read.
//!
//! Invariants:
//! - an entry path only ever receives a complete file: writers fill a
//!   temporary file of a name no other writer uses (pid, a per-process
//!   counter and a random suffix) in the same folder and rename it over the
//!   entry, so a reader opens either the old file or the new one;
//! - temporary files start with `.` and end in `.tmp`, entries are named by
//!   64 hex digits ([`is_entry_name`]): no reader opens a temporary file;
//! - on unix, folders are created 0700 (and the JIT folder is made 0700 if
//!   it is not), files 0600: the cache is the user's alone, which is what
//!   protects it from other users (the entry checks catch damage, not
//!   forgery).

use std::collections::hash_map::RandomState;
use std::fs::File;
use std::hash::BuildHasher;
use std::io::{self, Read, Write};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::SystemTime;

/// Creates `jit` and any missing folder above it, owner-only.
pub(super) fn prepare_dir(jit: &Path) -> io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::{DirBuilderExt, PermissionsExt};
        builder.mode(0o700);
        builder.create(jit)?;
        let meta = std::fs::metadata(jit)?;
        if meta.permissions().mode() & 0o777 != 0o700 {
            // fails unless the folder is ours: then the cache is not used
            std::fs::set_permissions(jit, std::fs::Permissions::from_mode(0o700))?;
        }
        Ok(())
    }
    #[cfg(not(unix))]
    builder.create(jit)
}

/// Replaces (or creates) `dir/name` with `bytes`, all or nothing.
pub(super) fn write_atomic(dir: &Path, name: &str, bytes: &[u8]) -> io::Result<()> {
    let tmp = dir.join(temp_name(name));
    let written = write_new(&tmp, bytes).and_then(|()| std::fs::rename(&tmp, dir.join(name)));
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written
}

fn write_new(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let mut file = options.open(path)?;
    file.write_all(bytes)
}

/// A temporary file's name for a write of entry `name`, unique across the
/// processes and threads writing at once.
pub(super) fn temp_name(name: &str) -> String {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let pid = std::process::id();
    // RandomState is seeded from the OS: two processes that reuse a pid
    // (one killed, one started) still pick different names
    let suffix = RandomState::new().hash_one((pid, n, SystemTime::now()));
    format!(".{name}.{pid}.{n}.{suffix:016x}.tmp")
}

/// Whether `name` is a temporary file's ([`temp_name`]).
pub(super) fn is_temp_name(name: &str) -> bool {
    name.starts_with('.') && name.ends_with(".tmp")
}

/// Whether `name` is an entry's (a key's hex digest).
pub(super) fn is_entry_name(name: &str) -> bool {
    name.len() == 64
        && name
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// The file at `path` opened and read, at most `limit + 1` bytes of it (so
/// that a longer file shows as longer, without reading all of it); `None`
/// when there is none.
pub(super) fn read(path: &Path, limit: u64) -> io::Result<Option<(File, Vec<u8>)>> {
    let mut file = match File::open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e),
    };
    let mut bytes = Vec::new();
    (&mut file)
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)?;
    Ok(Some((file, bytes)))
}

/// Removes `path` if it still names `file` (a writer may have renamed a
/// good entry over it since it was opened); a failure is ignored, the next
/// reader checks again.
pub(super) fn remove_if_same(path: &Path, file: &File) {
    if same_file(path, file) {
        let _ = std::fs::remove_file(path);
    }
}

#[cfg(unix)]
fn same_file(path: &Path, file: &File) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (std::fs::symlink_metadata(path), file.metadata()) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

#[cfg(not(unix))]
fn same_file(_path: &Path, _file: &File) -> bool {
    true
}

/// Marks an entry as just used, so that eviction removes it last; best
/// effort.
pub(super) fn touch(file: &File) {
    let _ = file.set_modified(SystemTime::now());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn temporary_names_are_unique_and_never_entries() {
        let name = "ab".repeat(32);
        assert!(is_entry_name(&name));
        let a = temp_name(&name);
        let b = temp_name(&name);
        assert_ne!(a, b);
        for t in [&a, &b] {
            assert!(is_temp_name(t), "{t}");
            assert!(!is_entry_name(t), "{t}");
        }
        assert!(!is_entry_name(&"AB".repeat(32)));
        assert!(!is_entry_name(&"ab".repeat(31)));
        assert!(!is_temp_name(&name));
    }
}
