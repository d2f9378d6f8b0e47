//! The Vulkan instance: the loader opened at run time (`ash::Entry::load`,
//! a `dlopen` of libvulkan) and one `VkInstance`.
//!
//! No loader, or a loader without a driver, is not a crash: [`Instance::new`]
//! returns `BackendUnavailable` with the loader's own words, which discovery
//! keeps so that an explicit request for Vulkan can say why there is none.

use std::ffi::CStr;
use std::fmt;
use std::sync::{Arc, Mutex, OnceLock};

use ash::vk;

use super::conv::{version_string, vk_error, NAME};
use crate::error::{ErrorKind, GpuError};

/// The API version the instance asks for; devices report their own.
const WANTED_API: u32 = vk::API_VERSION_1_3;

/// The oldest device API this backend drives (Vulkan 1.2 core features:
/// 8/16-bit storage, f16/i8 arithmetic flags, subgroup properties).
pub(crate) const MIN_DEVICE_API: u32 = vk::API_VERSION_1_2;

pub(crate) struct Instance {
    /// The loaded library (a clone of the process-wide one): must outlive
    /// every function pointer taken from it.
    pub(crate) entry: ash::Entry,
    pub(crate) raw: ash::Instance,
    /// The loader's instance version.
    pub(crate) api_version: u32,
}

impl fmt::Debug for Instance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Instance")
            .field("api_version", &version_string(self.api_version))
            .finish()
    }
}

fn unavailable(message: String) -> GpuError {
    GpuError::new(ErrorKind::BackendUnavailable, NAME, message)
}

/// The Vulkan loader, loaded on first use and never unloaded (see
/// [`Instance::shared`]).
fn entry() -> Result<&'static ash::Entry, GpuError> {
    static ENTRY: OnceLock<Result<ash::Entry, String>> = OnceLock::new();
    ENTRY
        .get_or_init(|| {
            // SAFETY: loading libvulkan runs its initialisers; the Vulkan
            // loader is designed to be loaded this way.
            unsafe { ash::Entry::load() }.map_err(|e| {
                let mut why = e.to_string();
                let mut source = std::error::Error::source(&e);
                while let Some(s) = source {
                    why.push_str(&format!(": {s}"));
                    source = s.source();
                }
                why
            })
        })
        .as_ref()
        .map_err(|why| {
            unavailable(format!(
                "the Vulkan loader (libvulkan) could not be loaded: {why}; install a Vulkan driver \
                 (on Debian/Ubuntu: libvulkan1 and mesa-vulkan-drivers)"
            ))
        })
}

impl Instance {
    /// The process's instance: made on first success, then kept for the
    /// life of the process and shared by every runtime. The loader loads
    /// the driver (ICD) libraries per instance and unloads them when it is
    /// destroyed; NVIDIA's driver does not survive many such cycles in one
    /// process (`vkCreateInstance` gave `ERROR_INCOMPATIBLE_DRIVER` from
    /// the 30th runtime on). One instance also makes a runtime cheaper to
    /// create. A failure is not kept: the next runtime tries again.
    pub(crate) fn shared() -> Result<Arc<Instance>, GpuError> {
        static SHARED: Mutex<Option<Arc<Instance>>> = Mutex::new(None);
        let mut shared = SHARED.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(instance) = &*shared {
            return Ok(instance.clone());
        }
        let setup = crate::backend::driver_setup_lock();
        let instance = Arc::new(Instance::new()?);
        drop(setup);
        *shared = Some(instance.clone());
        Ok(instance)
    }

    /// Opens the loader (once per process, see [`entry`]) and creates an
    /// instance.
    pub(crate) fn new() -> Result<Instance, GpuError> {
        let entry = entry()?.clone();
        // SAFETY: a plain query of the loaded entry point.
        let loader_version = match unsafe { entry.try_enumerate_instance_version() } {
            Ok(Some(v)) => v,
            Ok(None) => vk::API_VERSION_1_0,
            Err(e) => return Err(vk_error("vkEnumerateInstanceVersion", e)),
        };
        if loader_version < MIN_DEVICE_API {
            return Err(unavailable(format!(
                "the Vulkan loader offers API {}; magpie needs {} or later",
                version_string(loader_version),
                version_string(MIN_DEVICE_API)
            )));
        }
        let api_version = loader_version.min(WANTED_API);
        let app = vk::ApplicationInfo::default()
            .application_name(c"magpie_rt")
            .engine_name(c"magpie-gpu")
            .api_version(api_version);
        let info = vk::InstanceCreateInfo::default().application_info(&app);
        // SAFETY: `info` and what it points to outlive the call.
        let raw = unsafe { entry.create_instance(&info, None) }.map_err(|e| {
            let mut err = vk_error("vkCreateInstance", e);
            if e == vk::Result::ERROR_INCOMPATIBLE_DRIVER {
                err.message
                    .push_str(" (no Vulkan driver (ICD) is installed, or none supports this API)");
            }
            err
        })?;
        Ok(Instance {
            entry,
            raw,
            api_version,
        })
    }

    /// Every physical device, in the loader's order.
    pub(crate) fn physical_devices(&self) -> Result<Vec<vk::PhysicalDevice>, GpuError> {
        // SAFETY: the instance is alive.
        unsafe { self.raw.enumerate_physical_devices() }
            .map_err(|e| vk_error("vkEnumeratePhysicalDevices", e))
    }
}

impl Drop for Instance {
    fn drop(&mut self) {
        // SAFETY: every object made from the instance holds an `Arc` to it,
        // so this runs after they are gone.
        unsafe { self.raw.destroy_instance(None) };
    }
}

/// A fixed-size C string field as a `String`.
pub(crate) fn c_chars(chars: &[std::ffi::c_char]) -> String {
    let bytes: Vec<u8> = chars
        .iter()
        .take_while(|c| **c != 0)
        .map(|c| *c as u8)
        .collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Whether `name` is among `extensions`.
pub(crate) fn has_extension(extensions: &[vk::ExtensionProperties], name: &CStr) -> bool {
    extensions
        .iter()
        .any(|e| e.extension_name_as_c_str().is_ok_and(|n| n == name))
}
