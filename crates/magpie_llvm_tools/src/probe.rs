//! Running `TOOL --version` once per path per process.
//!
//! Invariant: the cache maps the path exactly as given to the outcome of
//! its first probe; a path is run with `--version` at most once per
//! process, however many kernels are compiled. A poisoned lock is reused
//! (the map is only ever inserted into, so it cannot be half updated).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex, OnceLock};

use crate::process;
use crate::version::VersionInfo;

type ProbeResult = Result<Arc<VersionInfo>, String>;

static PROBES: OnceLock<Mutex<HashMap<PathBuf, ProbeResult>>> = OnceLock::new();

/// What `path --version` says, or why it could not be run (a sentence
/// fragment for a diagnostic).
pub(crate) fn probe(path: &Path) -> ProbeResult {
    let cache = PROBES.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(hit) = lock(cache).get(path) {
        return hit.clone();
    }
    // Run outside the lock: another thread may probe the same path at the
    // same time, which costs one extra run and no wrong answer.
    let result = run_version(path);
    lock(cache)
        .entry(path.to_path_buf())
        .or_insert(result)
        .clone()
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn run_version(path: &Path) -> ProbeResult {
    let out = process::output(Command::new(path).arg("--version"))
        .map_err(|e| format!("`--version` could not be run: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "`--version` failed ({}): {}",
            out.status,
            process::clipped_text(&out.stderr, 400)
        ));
    }
    // llc prints to stdout; some old tools printed to stderr.
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    Ok(Arc::new(VersionInfo::parse(&text)))
}
