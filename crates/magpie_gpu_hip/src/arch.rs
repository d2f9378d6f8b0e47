//! AMD GPU architectures (`gfxNNN`): which ones this emitter knows, their
//! wavefront size, and what `gpu.target.is { name }` means on HIP.
//!
//! The known list is what LLVM 19's AMDGPU target accepts and the HIP
//! runtime runs: GCN5/CDNA (`gfx9xx`: wave64) and RDNA (`gfx10xx` to
//! `gfx12xx`: wave32 by default). LLVM 19 does not know gfx950.

use crate::{Error, Result};

/// The architectures this emitter accepts.
pub const KNOWN: &[&str] = &[
    "gfx900", "gfx906", "gfx908", "gfx90a", "gfx940", "gfx941", "gfx942", "gfx1010", "gfx1030",
    "gfx1031", "gfx1100", "gfx1101", "gfx1102", "gfx1150", "gfx1151", "gfx1200", "gfx1201",
];

/// Checks that `arch` is one of [`KNOWN`].
pub(crate) fn check(arch: &str) -> Result<()> {
    if KNOWN.contains(&arch) {
        Ok(())
    } else {
        Err(Error::unsupported(format!(
            "the architecture `{arch}` (expected one of {})",
            KNOWN.join(", ")
        )))
    }
}

/// Lanes per wavefront: 64 on gfx9, 32 on gfx10 and later.
pub fn wavefront_size(arch: &str) -> u32 {
    magpie_gpu_llvm::Amdgcn::new(arch).wavefront_size
}

/// `gpu.target.is { name }` on HIP: the backend (`hip`, `amdgpu`), the
/// exact arch, or its family (`gfx9`, `gfx11`, ...: the arch's name up to
/// its last two characters). AMD archs are not ordered by capability, so
/// no other arch name is true.
pub fn target_is(name: &str, arch: &str) -> bool {
    if matches!(name, "hip" | "amdgpu" | "rocm") || name == arch {
        return true;
    }
    arch.len() > 5 && name.len() > 3 && name == &arch[..arch.len() - 2]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert!(target_is("hip", "gfx942"));
        assert!(target_is("gfx942", "gfx942"));
        assert!(target_is("gfx9", "gfx942"));
        assert!(target_is("gfx11", "gfx1100"));
        assert!(!target_is("gfx90a", "gfx942"));
        assert!(!target_is("sm_90", "gfx942"));
        assert!(!target_is("gfx", "gfx942"));
        assert_eq!(wavefront_size("gfx90a"), 64);
        assert_eq!(wavefront_size("gfx1201"), 32);
        assert!(check("gfx950").is_err());
    }
}
