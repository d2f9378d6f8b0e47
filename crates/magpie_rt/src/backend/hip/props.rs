//! `hipDeviceProp_t` as the exported `hipGetDeviceProperties` fills it,
//! and the gfx arch name in it.
//!
//! The symbol `hipGetDeviceProperties` keeps the original layout (ROCm 5's
//! `hipDeviceProp_t`; ROCm 6 renamed its new layout's function
//! `hipGetDevicePropertiesR0600` and still exports the old one for
//! binaries built against 5), so one layout reads both. Only the fields up
//! to the managed-memory flags are declared; the buffer handed to the
//! library is [`PROP_BYTES`] long, more than either layout, so a longer
//! struct cannot write past it.

use std::ffi::c_int;

/// Bytes given to `hipGetDeviceProperties` (ROCm 5's struct is 792, ROCm
/// 6's newer one about 1.5 KiB).
pub(crate) const PROP_BYTES: usize = 4096;

/// The fields of `hipDeviceProp_t` this backend reads, at their offsets
/// (`tests` checks them against offsets counted by hand from the header).
#[repr(C)]
#[derive(Clone, Copy)]
pub(crate) struct DeviceProp {
    pub name: [u8; 256],
    pub total_global_mem: usize,
    pub shared_mem_per_block: usize,
    pub regs_per_block: c_int,
    pub warp_size: c_int,
    pub max_threads_per_block: c_int,
    pub max_threads_dim: [c_int; 3],
    pub max_grid_size: [c_int; 3],
    pub clock_rate: c_int,
    pub memory_clock_rate: c_int,
    pub memory_bus_width: c_int,
    pub total_const_mem: usize,
    pub major: c_int,
    pub minor: c_int,
    pub multi_processor_count: c_int,
    pub l2_cache_size: c_int,
    pub max_threads_per_multi_processor: c_int,
    pub compute_mode: c_int,
    pub clock_instruction_rate: c_int,
    /// `hipDeviceArch_t`: 17 one-bit flags in one `unsigned`.
    pub arch_flags: u32,
    pub concurrent_kernels: c_int,
    pub pci_domain_id: c_int,
    pub pci_bus_id: c_int,
    pub pci_device_id: c_int,
    pub max_shared_memory_per_multi_processor: usize,
    pub is_multi_gpu_board: c_int,
    pub can_map_host_memory: c_int,
    pub gcn_arch: c_int,
    pub gcn_arch_name: [u8; 256],
    pub integrated: c_int,
    pub cooperative_launch: c_int,
    pub cooperative_multi_device_launch: c_int,
    pub max_texture_1d_linear: c_int,
    pub max_texture_1d: c_int,
    pub max_texture_2d: [c_int; 2],
    pub max_texture_3d: [c_int; 3],
    pub hdp_mem_flush_cntl: usize,
    pub hdp_reg_flush_cntl: usize,
    pub mem_pitch: usize,
    pub texture_alignment: usize,
    pub texture_pitch_alignment: usize,
    pub kernel_exec_timeout_enabled: c_int,
    pub ecc_enabled: c_int,
    pub tcc_driver: c_int,
    pub cooperative_unmatched: [c_int; 4],
    pub is_large_bar: c_int,
    pub asic_revision: c_int,
    pub managed_memory: c_int,
    pub direct_managed_mem_access_from_host: c_int,
    pub concurrent_managed_access: c_int,
    pub pageable_memory_access: c_int,
    pub pageable_memory_access_uses_host_page_tables: c_int,
}

/// The buffer the library writes into: the struct, then room to spare.
#[repr(C, align(8))]
pub(crate) struct PropBuffer {
    pub bytes: [u8; PROP_BYTES],
}

impl PropBuffer {
    pub(crate) fn zeroed() -> Box<PropBuffer> {
        Box::new(PropBuffer {
            bytes: [0; PROP_BYTES],
        })
    }

    /// The struct at the start of the buffer.
    pub(crate) fn prop(&self) -> DeviceProp {
        const { assert!(size_of::<DeviceProp>() <= PROP_BYTES) };
        // SAFETY: the buffer is 8-aligned and longer than the struct, whose
        // fields are plain integers and byte arrays (any bits are valid).
        unsafe { std::ptr::read(self.bytes.as_ptr().cast::<DeviceProp>()) }
    }
}

/// The text of a NUL-terminated field (all of it when there is no NUL).
pub(crate) fn c_text(bytes: &[u8]) -> String {
    let end = bytes.iter().position(|b| *b == 0).unwrap_or(bytes.len());
    String::from_utf8_lossy(&bytes[..end]).trim().to_string()
}

/// The gfx arch of a target id (`gfx90a:sramecc+:xnack-` is `gfx90a`),
/// lowercase; `None` for a name that is not `gfx` and hex digits.
pub(crate) fn base_arch(target_id: &str) -> Option<String> {
    let base = target_id.split(':').next()?.trim().to_ascii_lowercase();
    let digits = base.strip_prefix("gfx")?;
    (!digits.is_empty() && digits.chars().all(|c| c.is_ascii_hexdigit())).then_some(base)
}

/// The target features of a target id (`["sramecc+", "xnack-"]`).
pub(crate) fn target_features(target_id: &str) -> Vec<String> {
    target_id
        .split(':')
        .skip(1)
        .map(|f| f.trim().to_string())
        .filter(|f| !f.is_empty())
        .collect()
}
