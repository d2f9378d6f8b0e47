//! The kernel backends.
//!
//! [`GpuBackend`] is the IR's [`magpie_mpir::Backend`] under the
//! specification's name (§3.3): the same enum, so that a `target(...)` clause
//! read by the parser and a backend chosen by a driver are one type. Its
//! discriminants (`repr(u8)`, 1..=5) are stable: bundles store them.
//!
//! Everything else a backend is known by (artifact extension, display name,
//! the `u8` round trip) lives in [`GpuBackendExt`], since the enum itself
//! belongs to `magpie_mpir`.

pub use magpie_mpir::Backend as GpuBackend;

/// Facts about a backend that the middle of the compiler needs.
pub trait GpuBackendExt: Sized {
    /// File extension of the emitted kernel artifact, without the dot:
    /// `spv`, `msl`, `ptx`, `hsaco`, `wgsl`.
    fn artifact_extension(self) -> &'static str;
    /// A name for people: "Vulkan (SPIR-V)", "Metal (MSL)", ...
    fn display_name(self) -> &'static str;
    /// The specification's `GpuBackend` value (§3.3), 1..=5.
    fn to_u8(self) -> u8;
    /// The inverse of [`to_u8`](GpuBackendExt::to_u8); `None` outside 1..=5.
    fn from_u8(value: u8) -> Option<Self>;
    /// The diagnostic prefix of the backend (`SPV`, `MSL`, `PTX`, `HIP`, `WGSL`).
    fn code_prefix(self) -> &'static str;
}

impl GpuBackendExt for GpuBackend {
    fn artifact_extension(self) -> &'static str {
        match self {
            GpuBackend::Spv => "spv",
            GpuBackend::Msl => "msl",
            GpuBackend::Ptx => "ptx",
            GpuBackend::Hip => "hsaco",
            GpuBackend::Wgsl => "wgsl",
        }
    }

    fn display_name(self) -> &'static str {
        match self {
            GpuBackend::Spv => "Vulkan (SPIR-V)",
            GpuBackend::Msl => "Metal (MSL)",
            GpuBackend::Ptx => "CUDA (PTX)",
            GpuBackend::Hip => "HIP/ROCm (HSACO)",
            GpuBackend::Wgsl => "WebGPU (WGSL)",
        }
    }

    fn to_u8(self) -> u8 {
        self as u8
    }

    fn from_u8(value: u8) -> Option<Self> {
        GpuBackend::ALL.into_iter().find(|b| *b as u8 == value)
    }

    fn code_prefix(self) -> &'static str {
        match self {
            GpuBackend::Spv => "SPV",
            GpuBackend::Msl => "MSL",
            GpuBackend::Ptx => "PTX",
            GpuBackend::Hip => "HIP",
            GpuBackend::Wgsl => "WGSL",
        }
    }
}

/// The index of a backend in per-backend tables (`[T; 5]`), 0..=4.
pub(crate) fn index(backend: GpuBackend) -> usize {
    backend as usize - 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repr_matches_the_specification() {
        let expected = [
            (GpuBackend::Spv, 1, "spv"),
            (GpuBackend::Msl, 2, "msl"),
            (GpuBackend::Ptx, 3, "ptx"),
            (GpuBackend::Hip, 4, "hsaco"),
            (GpuBackend::Wgsl, 5, "wgsl"),
        ];
        for (b, v, ext) in expected {
            assert_eq!(b.to_u8(), v);
            assert_eq!(GpuBackend::from_u8(v), Some(b));
            assert_eq!(b.artifact_extension(), ext);
            assert_eq!(index(b), v as usize - 1);
        }
        assert_eq!(GpuBackend::from_u8(0), None);
        assert_eq!(GpuBackend::from_u8(6), None);
    }
}
