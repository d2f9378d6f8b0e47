//! Where the per-user cache lives and whether the JIT cache is on, from the
//! environment.
//!
//! - `MAGPIE_GPU_CACHE_DIR`, else `$XDG_CACHE_HOME/magpie-gpu`, else
//!   `$HOME/.cache/magpie-gpu` is the cache directory; the Vulkan pipeline
//!   cache (`backend/vulkan/disk_cache.rs`) shares it. `MAGPIE_GPU_CACHE_DIR=""`
//!   turns every disk cache off.
//! - `MAGPIE_GPU_CACHE=off` (or `0`, `false`; any case) turns the JIT cache
//!   off; any other value leaves it on.
//! - `MAGPIE_GPU_CACHE_MAX_BYTES` bounds the JIT entries' total size
//!   (default 256 MiB); `0` turns the JIT cache off, a value that is not a
//!   number is ignored with a warning.
//!
//! The parsing functions take the values as arguments, so tests never
//! touch the process environment.

use std::ffi::{OsStr, OsString};
use std::path::PathBuf;

/// The JIT entries' size bound when `MAGPIE_GPU_CACHE_MAX_BYTES` is unset.
pub(crate) const DEFAULT_MAX_BYTES: u64 = 256 << 20;

/// The per-user cache directory from the environment; `None`: disk caches off.
pub(crate) fn cache_dir() -> Option<PathBuf> {
    dir_from(
        std::env::var_os("MAGPIE_GPU_CACHE_DIR"),
        std::env::var_os("XDG_CACHE_HOME"),
        std::env::var_os("HOME"),
    )
}

/// The cache directory from the values of `MAGPIE_GPU_CACHE_DIR`,
/// `XDG_CACHE_HOME` and `HOME`.
pub(crate) fn dir_from(
    explicit: Option<OsString>,
    xdg: Option<OsString>,
    home: Option<OsString>,
) -> Option<PathBuf> {
    match explicit {
        Some(d) if d.is_empty() => None,
        Some(d) => Some(PathBuf::from(d)),
        None => match xdg.filter(|x| !x.is_empty()) {
            Some(x) => Some(PathBuf::from(x).join("magpie-gpu")),
            None => home
                .filter(|h| !h.is_empty())
                .map(|h| PathBuf::from(h).join(".cache").join("magpie-gpu")),
        },
    }
}

/// The cache directory and the JIT entries' size bound, from the values of
/// `MAGPIE_GPU_CACHE`, `MAGPIE_GPU_CACHE_MAX_BYTES` and the cache directory
/// ([`dir_from`]); `None`: the JIT cache is off.
pub(crate) fn jit_settings(
    switch: Option<&OsStr>,
    max_bytes: Option<&OsStr>,
    cache_dir: Option<PathBuf>,
) -> Option<(PathBuf, u64)> {
    if switched_off(switch) {
        return None;
    }
    let max_bytes = max_bytes_from(max_bytes);
    if max_bytes == 0 {
        return None;
    }
    Some((cache_dir?, max_bytes))
}

fn switched_off(switch: Option<&OsStr>) -> bool {
    let Some(value) = switch.and_then(OsStr::to_str) else {
        return false;
    };
    let value = value.trim();
    ["off", "0", "false"]
        .iter()
        .any(|off| value.eq_ignore_ascii_case(off))
}

fn max_bytes_from(value: Option<&OsStr>) -> u64 {
    let Some(value) = value else {
        return DEFAULT_MAX_BYTES;
    };
    match value.to_str().map(|v| v.trim().parse::<u64>()) {
        Some(Ok(n)) => n,
        _ => {
            tracing::warn!(
                target: "magpie_rt::jit_cache",
                value = ?value,
                "MAGPIE_GPU_CACHE_MAX_BYTES is not a number of bytes; using {DEFAULT_MAX_BYTES}"
            );
            DEFAULT_MAX_BYTES
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn os(s: &str) -> Option<OsString> {
        Some(OsString::from(s))
    }

    #[test]
    fn the_directory_follows_the_environment() {
        assert_eq!(dir_from(os(""), os("/x"), os("/h")), None, "off");
        assert_eq!(dir_from(os("/c"), os("/x"), os("/h")), Some("/c".into()));
        assert_eq!(
            dir_from(None, os("/x"), os("/h")),
            Some("/x/magpie-gpu".into())
        );
        assert_eq!(
            dir_from(None, os(""), os("/h")),
            Some("/h/.cache/magpie-gpu".into())
        );
        assert_eq!(dir_from(None, None, os("")), None);
        assert_eq!(dir_from(None, None, None), None);
    }

    #[test]
    fn the_switch_turns_the_jit_cache_off() {
        let dir = || Some(PathBuf::from("/c"));
        let on = Some((PathBuf::from("/c"), DEFAULT_MAX_BYTES));
        assert_eq!(jit_settings(None, None, dir()), on);
        for off in ["off", "OFF", "0", "false", "False", " off "] {
            assert_eq!(
                jit_settings(Some(OsStr::new(off)), None, dir()),
                None,
                "{off}"
            );
        }
        for still_on in ["on", "1", "true", "", "offline"] {
            assert_eq!(
                jit_settings(Some(OsStr::new(still_on)), None, dir()),
                on,
                "{still_on}"
            );
        }
        // MAGPIE_GPU_CACHE_DIR="" gives no directory
        let empty_dir = dir_from(os(""), os("/x"), os("/h"));
        assert_eq!(jit_settings(None, None, empty_dir), None);
    }

    #[test]
    fn the_size_bound_is_parsed() {
        let dir = || Some(PathBuf::from("/c"));
        let bound = |v: &str| jit_settings(None, Some(OsStr::new(v)), dir()).map(|s| s.1);
        assert_eq!(bound("1048576"), Some(1 << 20));
        assert_eq!(bound(" 42 "), Some(42));
        assert_eq!(bound("0"), None, "nothing may be kept: off");
        for bad in ["", "-1", "1MiB", "1e6", "18446744073709551616"] {
            assert_eq!(bound(bad), Some(DEFAULT_MAX_BYTES), "{bad}");
        }
    }
}
