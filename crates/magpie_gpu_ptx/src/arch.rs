//! Architectures and PTX ISA versions: which `.version` an arch needs, which
//! version and arch each instruction family we emit needs, and what
//! `gpu.target.is { name }` means on PTX.
//!
//! The declared `.version` is the highest of the arch's minimum and every
//! `Feature` the kernel used: the lowest version that assembles, which
//! the most drivers accept.

use crate::{Error, Result};

/// The lowest PTX ISA version that knows `arch` (`sm_70`, `sm_90a`, ...);
/// `None` for an arch this table does not know.
pub fn min_isa(arch: &str) -> Option<(u32, u32)> {
    let n = magpie_gpu::target::sm_number(arch)?;
    let suffix = arch.ends_with('a') || arch.ends_with('f');
    let base = match n {
        50 | 52 => (4, 0),
        53 => (4, 2),
        60..=62 => (5, 0),
        70 => (6, 0),
        72 => (6, 1),
        75 => (6, 3),
        80 => (7, 0),
        86 => (7, 1),
        87 => (7, 4),
        89 | 90 => (7, 8),
        100 | 101 => (8, 6),
        103 => (8, 8),
        120 => (8, 7),
        121 => (8, 8),
        _ => return None,
    };
    Some(match (n, suffix) {
        (_, false) => base,
        (90, true) if arch.ends_with('a') => (8, 0),
        (100 | 101 | 120, true) if arch.ends_with('a') => base,
        // The `f` (family) variants came with PTX ISA 8.8.
        _ => base.max((8, 8)),
    })
}

/// The `sm_XX` number of the arch in [`crate::Options::arch`]; an arch the
/// table does not know is unsupported.
pub(crate) fn sm(arch: &str) -> Result<u32> {
    match (magpie_gpu::target::sm_number(arch), min_isa(arch)) {
        (Some(n), Some(_)) => Ok(n),
        _ => Err(Error::unsupported(format!(
            "the architecture `{arch}` (expected sm_50 to sm_121, e.g. sm_70 or sm_90)"
        ))),
    }
}

/// An instruction family with a minimum PTX ISA version (and arch).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Feature {
    /// `shfl.sync` (and `bar.sync` semantics of ISA 6.0).
    ShflSync,
    /// `activemask.b32`.
    ActiveMask,
    /// `redux.sync` (sm_80).
    Redux,
    /// `cvt.rn.bf16.f32`, `fma.rn.bf16` (sm_80).
    Bf16Convert,
    /// `add/sub/mul.rn.bf16`, `setp.*.bf16`, `cvt.f32.bf16`,
    /// `cvt.rn.bf16.{s32,f64,...}` (sm_90).
    Bf16Native,
    /// f16 arithmetic (`add.rn.f16`, `setp.*.f16`; sm_53).
    F16,
}

impl Feature {
    /// `(min ISA, min sm)`.
    pub(crate) fn needs(self) -> ((u32, u32), u32) {
        match self {
            Feature::ShflSync => ((6, 0), 30),
            Feature::ActiveMask => ((6, 2), 30),
            Feature::Redux => ((7, 0), 80),
            Feature::Bf16Convert => ((7, 0), 80),
            Feature::Bf16Native => ((7, 8), 90),
            Feature::F16 => ((4, 2), 53),
        }
    }
}

/// `gpu.target.is { name }` on PTX: the backend (`ptx`, `cuda`), or an arch
/// the device meets: `sm_80` is true on sm_90; an arch-specific name
/// (`sm_90a`) only on exactly that arch.
pub fn target_is(name: &str, arch: &str) -> bool {
    if name == "ptx" || name == "cuda" {
        return true;
    }
    let (Some(want), Some(have)) = (
        magpie_gpu::target::sm_number(name),
        magpie_gpu::target::sm_number(arch),
    ) else {
        return false;
    };
    if name.ends_with('a') || name.ends_with('f') {
        return name == arch;
    }
    have >= want
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn isa_versions() {
        assert_eq!(min_isa("sm_70"), Some((6, 0)));
        assert_eq!(min_isa("sm_90"), Some((7, 8)));
        assert_eq!(min_isa("sm_90a"), Some((8, 0)));
        assert_eq!(min_isa("sm_100f"), Some((8, 8)));
        assert_eq!(min_isa("sm_71"), None);
        assert!(sm("gfx942").is_err());
        assert_eq!(sm("sm_86").unwrap(), 86);
    }

    #[test]
    fn target_names() {
        assert!(target_is("ptx", "sm_70"));
        assert!(target_is("sm_70", "sm_90"));
        assert!(!target_is("sm_90", "sm_70"));
        assert!(target_is("sm_90", "sm_90a"));
        assert!(!target_is("sm_90a", "sm_90"));
        assert!(target_is("sm_90a", "sm_90a"));
        assert!(!target_is("spv", "sm_90"));
        assert!(!target_is("vulkan1.3", "sm_90"));
    }
}
