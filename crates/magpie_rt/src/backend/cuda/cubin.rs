//! Cubins in the JIT cache: what the device runs, so that a later process
//! loads it without the driver compiling the PTX again.
//!
//! The key is the PTX text's digest, the device's compute capability, the
//! driver's version and the compiler's identity: the cubin is a function of
//! those. A miss links the PTX into a cubin for the bound context's device
//! (`cuLinkCreate` / `cuLinkAddData` / `cuLinkComplete`, the driver's own
//! compiler, default options as `cuModuleLoadDataEx` uses), loads it with
//! `cuModuleLoadData` and stores it.
//!
//! Invariants: this is an optimisation only. Anything that fails here (no
//! cache, a link error, a cached cubin the driver refuses) answers `None`,
//! and the caller loads the PTX as before, whose errors carry the JIT's
//! log. A cached cubin is used only after the cache checked its digest;
//! one the driver refuses is replaced by a fresh link.

use std::ffi::{c_void, CString};

use cudarc::driver::sys;
use magpie_gpu_ptx::PtxKernel;

use super::device::Gpu;
use super::module::{with_function, Loaded};
use crate::jit_cache::{self, CacheKey};

/// The kernel's module from its cached cubin, or from a cubin linked now
/// (and cached); `None` when the cache is off or anything fails.
pub(crate) fn load_through_cache(gpu: &Gpu, ptx: &PtxKernel) -> Option<Loaded> {
    let cache = jit_cache::shared()?;
    let entry = CString::new(ptx.entry_point.as_str()).ok()?;
    let (major, minor) = gpu.info.compute_capability;
    let key = CacheKey::new("cubin")
        .part("ptx", &magpie_bundle::digest(ptx.text.as_bytes()))
        .part("sm", format!("{major}.{minor}").as_bytes())
        .part("driver", &gpu.info.driver.version.to_le_bytes())
        .part("compiler", jit_cache::compiler_id());
    if let Some(cubin) = cache.get(&key) {
        if let Some(loaded) = load_cubin(&cubin, &entry) {
            return Some(loaded);
        }
    }
    let cubin = link(ptx)?;
    let loaded = load_cubin(&cubin, &entry)?;
    cache.put(&key, &cubin);
    Some(loaded)
}

/// Loads a cubin in the bound context.
fn load_cubin(cubin: &[u8], entry: &std::ffi::CStr) -> Option<Loaded> {
    let mut module: sys::CUmodule = std::ptr::null_mut();
    // SAFETY: the caller bound the context; `cubin` is a whole image that
    // outlives the call (the driver copies what it keeps).
    let r = unsafe { sys::cuModuleLoadData(&mut module, cubin.as_ptr().cast()) };
    if r != sys::CUresult::CUDA_SUCCESS {
        tracing::debug!(target: "magpie_rt::jit_cache", "a cubin did not load: {r:?}");
        return None;
    }
    with_function(module, entry).ok()
}

/// `ptx` linked into a cubin for the bound context's device.
fn link(ptx: &PtxKernel) -> Option<Vec<u8>> {
    let text = CString::new(ptx.text.as_str()).ok()?;
    let name = CString::new("kernel.ptx").ok()?;
    let mut state: sys::CUlinkState = std::ptr::null_mut();
    // SAFETY: no options (null arrays with a count of 0); `state` is a
    // valid out-pointer.
    let r =
        unsafe { sys::cuLinkCreate_v2(0, std::ptr::null_mut(), std::ptr::null_mut(), &mut state) };
    if r != sys::CUresult::CUDA_SUCCESS {
        return None;
    }
    let linked = (|| {
        let bytes = text.as_bytes_with_nul();
        // SAFETY: `state` is live; the data pointer and size describe the
        // NUL-terminated text, which outlives the call (the linker copies
        // it); `name` is NUL-terminated; no options.
        let r = unsafe {
            sys::cuLinkAddData_v2(
                state,
                sys::CUjitInputType::CU_JIT_INPUT_PTX,
                bytes.as_ptr() as *mut c_void,
                bytes.len(),
                name.as_ptr(),
                0,
                std::ptr::null_mut(),
                std::ptr::null_mut(),
            )
        };
        if r != sys::CUresult::CUDA_SUCCESS {
            return None;
        }
        let mut image: *mut c_void = std::ptr::null_mut();
        let mut size = 0usize;
        // SAFETY: `state` is live; the out-pointers are valid.
        let r = unsafe { sys::cuLinkComplete(state, &mut image, &mut size) };
        if r != sys::CUresult::CUDA_SUCCESS || image.is_null() || size == 0 {
            return None;
        }
        // SAFETY: the driver owns `size` bytes at `image` until
        // `cuLinkDestroy`, which runs after this copy.
        Some(unsafe { std::slice::from_raw_parts(image.cast::<u8>(), size) }.to_vec())
    })();
    // SAFETY: `state` was created above and is destroyed once.
    unsafe {
        let _ = sys::cuLinkDestroy(state);
    }
    linked
}
