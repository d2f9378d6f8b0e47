//! The wgpu instance and its adapters.
//!
//! wgpu is compiled in with only its Vulkan backend, which loads the Vulkan
//! loader (libvulkan) at run time like the `vulkan` backend does: no loader
//! or no driver is an empty adapter list, which [`adapters`] turns into the
//! reason discovery keeps (`BackendUnavailable`), never a panic.
//!
//! One instance per process ([`shared`]), for the reason the Vulkan
//! backend gives in `vulkan::instance::Instance::shared`: every instance
//! loads and unloads the driver libraries, which NVIDIA's driver does not
//! survive many times in one process.

use std::sync::{Arc, Mutex};

use super::conv::{no_panic, NAME};
use crate::error::{ErrorKind, GpuError};

/// The backends wgpu is asked for: the only one compiled in.
pub(crate) const BACKENDS: wgpu::Backends = wgpu::Backends::VULKAN;

/// The process's wgpu instance, made on first use and kept.
pub(crate) fn shared() -> Result<Arc<wgpu::Instance>, GpuError> {
    static SHARED: Mutex<Option<Arc<wgpu::Instance>>> = Mutex::new(None);
    let mut shared = SHARED.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(instance) = &*shared {
        return Ok(instance.clone());
    }
    let setup = crate::backend::driver_setup_lock();
    let descriptor = wgpu::InstanceDescriptor {
        backends: BACKENDS,
        // No validation layers or debug labels by default, whatever the
        // build; WGPU_VALIDATION=1 and friends turn them on.
        flags: wgpu::InstanceFlags::empty().with_env(),
        ..wgpu::InstanceDescriptor::new_without_display_handle()
    };
    let instance = Arc::new(no_panic("creating the wgpu instance", || {
        wgpu::Instance::new(descriptor)
    })?);
    drop(setup);
    *shared = Some(instance.clone());
    Ok(instance)
}

/// Every Vulkan adapter wgpu finds, in its order; `BackendUnavailable`
/// with the likely reason when there is none.
pub(crate) fn adapters(instance: &wgpu::Instance) -> Result<Vec<wgpu::Adapter>, GpuError> {
    let found = no_panic("listing adapters", || {
        pollster::block_on(instance.enumerate_adapters(BACKENDS))
    })?;
    if found.is_empty() {
        return Err(GpuError::new(
            ErrorKind::BackendUnavailable,
            NAME,
            "wgpu found no Vulkan adapter: the Vulkan loader (libvulkan) could not be loaded or \
             lists no driver (on Debian/Ubuntu install libvulkan1 and mesa-vulkan-drivers)",
        ));
    }
    Ok(found)
}
