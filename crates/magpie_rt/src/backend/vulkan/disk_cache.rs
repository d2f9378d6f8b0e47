//! The `VkPipelineCache` kept on disk, so that a second process does not
//! compile the same shaders again (a first NVIDIA dispatch pays the
//! driver's compile; lavapipe's is 34–58 ms).
//!
//! One file per driver build: `<dir>/vulkan/<vendor>-<device>-<cache uuid>.bin`,
//! where the directory is `MAGPIE_GPU_CACHE_DIR`, else
//! `$XDG_CACHE_HOME/magpie-gpu`, else `$HOME/.cache/magpie-gpu`;
//! `MAGPIE_GPU_CACHE_DIR=""` turns the disk cache off. The data is read when
//! the device is created and written when it is destroyed.
//!
//! Invariants: the cache is an optimisation and never an error: a missing,
//! unreadable or foreign file is an empty cache, a failed write is ignored.
//! Data is handed to the driver only when its header
//! (`VkPipelineCacheHeaderVersionOne`: length 32, version 1, vendor ID,
//! device ID, pipeline-cache UUID) names this device and driver, so a
//! driver never parses another driver's data. A file is replaced by
//! writing a temporary file and renaming it, so a reader never sees half
//! of one.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use ash::vk;

/// What identifies a driver build's cache data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct CacheKey {
    pub vendor_id: u32,
    pub device_id: u32,
    pub uuid: [u8; vk::UUID_SIZE],
}

/// The header's length and version (`VK_PIPELINE_CACHE_HEADER_VERSION_ONE`).
const HEADER_LEN: usize = 32;
const HEADER_VERSION_ONE: u32 = 1;

/// The cache directory from the environment; `None`: disk cache off.
pub(crate) fn cache_dir() -> Option<PathBuf> {
    crate::jit_cache::cache_dir()
}

/// The file for `key` under `dir`.
pub(crate) fn cache_file(dir: &Path, key: &CacheKey) -> PathBuf {
    let uuid: String = key.uuid.iter().map(|b| format!("{b:02x}")).collect();
    dir.join("vulkan").join(format!(
        "{:04x}-{:04x}-{uuid}.bin",
        key.vendor_id, key.device_id
    ))
}

/// Whether `data` starts with a version-one header naming `key`.
pub(crate) fn header_matches(data: &[u8], key: &CacheKey) -> bool {
    if data.len() < HEADER_LEN {
        return false;
    }
    let word = |i: usize| u32::from_le_bytes([data[i], data[i + 1], data[i + 2], data[i + 3]]);
    word(0) as usize == HEADER_LEN
        && word(4) == HEADER_VERSION_ONE
        && word(8) == key.vendor_id
        && word(12) == key.device_id
        && data[16..32] == key.uuid
}

/// The cache data stored for `key`, or nothing.
pub(crate) fn load(path: &Path, key: &CacheKey) -> Vec<u8> {
    match std::fs::read(path) {
        Ok(data) if header_matches(&data, key) => data,
        _ => Vec::new(),
    }
}

/// Stores `data` (from `vkGetPipelineCacheData`) for `key`; false when it
/// could not be written or is not this driver's.
pub(crate) fn store(path: &Path, key: &CacheKey, data: &[u8]) -> bool {
    if !header_matches(data, key) {
        return false;
    }
    let Some(dir) = path.parent() else {
        return false;
    };
    if std::fs::create_dir_all(dir).is_err() {
        return false;
    }
    // unique per process and call: devices of one process may be dropped
    // on several threads at once
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let tmp = path.with_extension(format!("tmp.{}.{n}", std::process::id()));
    let written = std::fs::write(&tmp, data).is_ok() && std::fs::rename(&tmp, path).is_ok();
    if !written {
        let _ = std::fs::remove_file(&tmp);
    }
    written
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key() -> CacheKey {
        CacheKey {
            vendor_id: 0x10de,
            device_id: 0x2335,
            uuid: [7; 16],
        }
    }

    fn header(key: &CacheKey) -> Vec<u8> {
        let mut h = Vec::new();
        h.extend(32u32.to_le_bytes());
        h.extend(1u32.to_le_bytes());
        h.extend(key.vendor_id.to_le_bytes());
        h.extend(key.device_id.to_le_bytes());
        h.extend(key.uuid);
        h
    }

    #[test]
    fn the_file_is_named_by_the_driver_build() {
        let f = cache_file(Path::new("/c"), &key());
        assert_eq!(
            f,
            Path::new("/c/vulkan/10de-2335-07070707070707070707070707070707.bin")
        );
    }

    #[test]
    fn only_this_drivers_data_is_loaded_and_stored() {
        let dir = std::env::temp_dir().join(format!("magpie_vk_cache_{}", std::process::id()));
        let path = cache_file(&dir, &key());
        let mut data = header(&key());
        data.extend([1, 2, 3]);
        assert!(store(&path, &key(), &data));
        assert_eq!(load(&path, &key()), data);
        // another device, another driver build, a short or foreign file
        let other = CacheKey {
            device_id: 1,
            ..key()
        };
        assert!(load(&path, &other).is_empty());
        let newer = CacheKey {
            uuid: [8; 16],
            ..key()
        };
        assert!(load(&path, &newer).is_empty());
        assert!(!store(&path, &key(), &data[..20]));
        std::fs::write(&path, b"not a cache").unwrap();
        assert!(load(&path, &key()).is_empty());
        assert!(load(&dir.join("missing.bin"), &key()).is_empty());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
