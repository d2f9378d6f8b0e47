//! Per-backend resource limits that validation checks at compile time
//! (spec §2.5, §5.3, §5.4, Appendix C).
//!
//! These are the limits a kernel must meet to be accepted for a backend, not
//! a device's actual limits: the runtime checks those at launch. Where a
//! backend's limit is device-dependent the table takes the typical value the
//! specification names (Vulkan 48 KiB shared memory, CUDA's 48 KiB default
//! rather than the 96 KiB opt-in).

use crate::backend::GpuBackend;

/// What one workgroup of a kernel may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Limits {
    /// Maximum product of the workgroup dimensions.
    pub max_invocations: u32,
    /// Maximum of each workgroup dimension (x, y, z).
    pub max_per_dim: [u32; 3],
    /// Maximum bytes of `gpu.shared` memory per workgroup.
    pub max_shared_bytes: u32,
    /// Maximum buffer parameters of one kernel.
    pub max_storage_buffers: u32,
}

const KIB: u32 = 1024;

impl Limits {
    /// The only limits that hold without a target: a workgroup of at most
    /// 1024 invocations. Nothing else is checked.
    pub const PORTABLE: Limits = Limits {
        max_invocations: 1024,
        max_per_dim: [u32::MAX; 3],
        max_shared_bytes: u32::MAX,
        max_storage_buffers: u32::MAX,
    };

    pub const fn for_backend(backend: GpuBackend) -> Limits {
        match backend {
            GpuBackend::Spv => Limits {
                max_invocations: 1024,
                max_per_dim: [1024, 1024, 64],
                max_shared_bytes: 48 * KIB,
                // Vulkan's per-stage descriptor limit is device-dependent and
                // large on every current driver.
                max_storage_buffers: 1024,
            },
            GpuBackend::Msl => Limits {
                max_invocations: 1024,
                max_per_dim: [1024, 1024, 64],
                max_shared_bytes: 32 * KIB,
                // Metal buffer argument table: indices 0..=30.
                max_storage_buffers: 31,
            },
            GpuBackend::Ptx => Limits {
                max_invocations: 1024,
                max_per_dim: [1024, 1024, 64],
                max_shared_bytes: 48 * KIB,
                // 4 KiB of kernel parameters, 8 bytes per pointer.
                max_storage_buffers: 512,
            },
            GpuBackend::Hip => Limits {
                max_invocations: 1024,
                max_per_dim: [1024, 1024, 64],
                max_shared_bytes: 64 * KIB,
                max_storage_buffers: 512,
            },
            GpuBackend::Wgsl => Limits {
                max_invocations: 256,
                max_per_dim: [256, 256, 64],
                max_shared_bytes: 16 * KIB,
                max_storage_buffers: 8,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn appendix_c_numbers() {
        let shared: Vec<u32> = GpuBackend::ALL
            .iter()
            .map(|b| Limits::for_backend(*b).max_shared_bytes / KIB)
            .collect();
        assert_eq!(shared, vec![48, 32, 48, 64, 16]);
        let wg: Vec<u32> = GpuBackend::ALL
            .iter()
            .map(|b| Limits::for_backend(*b).max_invocations)
            .collect();
        assert_eq!(wg, vec![1024, 1024, 1024, 1024, 256]);
        assert_eq!(Limits::for_backend(GpuBackend::Wgsl).max_storage_buffers, 8);
    }
}
