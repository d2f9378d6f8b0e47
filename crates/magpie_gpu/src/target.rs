//! Compilation targets.
//!
//! A [`Target`] is the full input to code generation besides the IR: the
//! backend, the architecture (`vulkan1.3`, `metal3`, `sm_90`, `gfx942`,
//! `webgpu`), and the capabilities that backend and architecture offer.
//! `features` is derived from the capability table ([`crate::caps`]) by
//! [`Target::new`]; it is a field (not recomputed on demand) so that hashing a
//! `Target` covers everything that changes the emitted code, which makes it
//! usable in cache keys.
//!
//! Target strings: a backend name (`ptx`, its default arch), an arch alone
//! (`sm_90`, `gfx942`, `vulkan1.3`, `metal3`, `webgpu`: the backend follows
//! from it), or `backend:arch` (`ptx:sm_90`).

use std::fmt;
use std::str::FromStr;

use crate::backend::GpuBackend;
use crate::caps::{Capability, Limits, Support};

/// What code is generated for.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Target {
    pub backend: GpuBackend,
    pub arch: String,
    /// Capabilities available on this backend and arch (supported or
    /// supported through a device extension), in table order.
    pub features: Vec<Capability>,
}

impl Target {
    /// A target for `backend` and `arch`, with `features` from the
    /// capability table. The arch is not checked here; [`Target::parse`]
    /// checks it.
    pub fn new(backend: GpuBackend, arch: impl Into<String>) -> Target {
        let arch = arch.into();
        let features = Capability::ALL
            .into_iter()
            .filter(|c| c.support_on(backend, &arch).is_available())
            .collect();
        Target {
            backend,
            arch,
            features,
        }
    }

    /// The backend's default architecture: `vulkan1.3`, `metal3`, `sm_70`,
    /// `gfx942`, `webgpu`.
    pub fn default_arch(backend: GpuBackend) -> &'static str {
        match backend {
            GpuBackend::Spv => "vulkan1.3",
            GpuBackend::Msl => "metal3",
            GpuBackend::Ptx => "sm_70",
            GpuBackend::Hip => "gfx942",
            GpuBackend::Wgsl => "webgpu",
        }
    }

    pub fn default_for(backend: GpuBackend) -> Target {
        Target::new(backend, Target::default_arch(backend))
    }

    /// Parses `ptx`, `ptx:sm_90`, `sm_90`, `gfx942`, `vulkan1.3`, ...
    pub fn parse(text: &str) -> Result<Target, TargetError> {
        let s = text.trim();
        let err = |reason: String| TargetError {
            input: text.to_string(),
            reason,
        };
        if s.is_empty() {
            return Err(err("the target is empty".into()));
        }
        if let Some((b, arch)) = s.split_once(':') {
            let backend = GpuBackend::from_name(b.trim())
                .ok_or_else(|| err(format!("`{}` is not a backend", b.trim())))?;
            let arch = arch.trim();
            return match arch_backend(arch) {
                Some(found) if found == backend => Ok(Target::new(backend, arch)),
                Some(found) => Err(err(format!(
                    "`{arch}` is an architecture of `{}`, not of `{}`",
                    found.name(),
                    backend.name()
                ))),
                None => Err(err(format!(
                    "`{arch}` is not an architecture of `{}` (expected e.g. `{}`)",
                    backend.name(),
                    Target::default_arch(backend)
                ))),
            };
        }
        if let Some(backend) = GpuBackend::from_name(s) {
            return Ok(Target::default_for(backend));
        }
        match arch_backend(s) {
            Some(backend) => Ok(Target::new(backend, s)),
            None => Err(err(format!(
                "`{s}` is neither a backend nor a known architecture"
            ))),
        }
    }

    /// True when `cap` is in [`features`](Target::features).
    pub fn has(&self, cap: Capability) -> bool {
        self.features.contains(&cap)
    }

    /// How this backend and arch support `cap`.
    pub fn support(&self, cap: Capability) -> Support {
        cap.support_on(self.backend, &self.arch)
    }

    pub fn limits(&self) -> Limits {
        Limits::for_backend(self.backend)
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.backend.name(), self.arch)
    }
}

impl FromStr for Target {
    type Err = TargetError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Target::parse(s)
    }
}

/// A target string that names no target.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TargetError {
    pub input: String,
    pub reason: String,
}

/// The accepted spellings, for error messages.
pub const VALID_TARGETS: &str = "a backend (spv, msl, ptx, hip, wgsl), an architecture \
(vulkan1.0 to vulkan1.4; metal2 to metal4, e.g. metal3.1; sm_50 and newer, e.g. sm_90 or sm_90a; \
gfx followed by the GPU id, e.g. gfx90a, gfx942, gfx1100; webgpu), or backend:arch (e.g. ptx:sm_90)";

impl fmt::Display for TargetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "invalid target `{}`: {}; valid targets are {VALID_TARGETS}",
            self.input, self.reason
        )
    }
}

impl std::error::Error for TargetError {}

/// The backend an architecture name belongs to, if it is one.
pub fn arch_backend(arch: &str) -> Option<GpuBackend> {
    if sm_number(arch).is_some_and(|n| n >= 50) {
        return Some(GpuBackend::Ptx);
    }
    if is_gfx(arch) {
        return Some(GpuBackend::Hip);
    }
    if let Some(v) = arch.strip_prefix("vulkan1.") {
        return matches!(v, "0" | "1" | "2" | "3" | "4").then_some(GpuBackend::Spv);
    }
    if let Some(v) = arch.strip_prefix("metal") {
        let (major, minor) = v.split_once('.').unwrap_or((v, "0"));
        let ok = matches!(major, "2" | "3" | "4")
            && !minor.is_empty()
            && minor.len() <= 2
            && minor.bytes().all(|b| b.is_ascii_digit());
        return ok.then_some(GpuBackend::Msl);
    }
    (arch == "webgpu").then_some(GpuBackend::Wgsl)
}

/// `sm_90` → 90, `sm_90a` → 90 (`a`/`f` suffixes are the arch-specific and
/// family feature sets); anything else → `None`.
pub fn sm_number(arch: &str) -> Option<u32> {
    let rest = arch.strip_prefix("sm_")?;
    let digits = rest
        .strip_suffix('a')
        .or_else(|| rest.strip_suffix('f'))
        .unwrap_or(rest);
    if !(2..=3).contains(&digits.len()) || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// `gfx` then 3 or 4 characters: a major version digit first, then
/// hexadecimal digits (`gfx90a`, `gfx942`, `gfx1030`, `gfx1201`).
fn is_gfx(arch: &str) -> bool {
    let Some(id) = arch.strip_prefix("gfx") else {
        return false;
    };
    (3..=4).contains(&id.len())
        && id.as_bytes()[0].is_ascii_digit()
        && id
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults() {
        let archs: Vec<String> = GpuBackend::ALL
            .iter()
            .map(|b| Target::default_for(*b).to_string())
            .collect();
        assert_eq!(
            archs,
            [
                "spv:vulkan1.3",
                "msl:metal3",
                "ptx:sm_70",
                "hip:gfx942",
                "wgsl:webgpu"
            ]
        );
    }

    #[test]
    fn parse_forms() {
        let t = Target::parse("ptx").unwrap();
        assert_eq!((t.backend, t.arch.as_str()), (GpuBackend::Ptx, "sm_70"));
        let t = Target::parse("ptx:sm_90").unwrap();
        assert_eq!((t.backend, t.arch.as_str()), (GpuBackend::Ptx, "sm_90"));
        assert_eq!(Target::parse("sm_90").unwrap(), t);
        assert_eq!(Target::parse("gfx942").unwrap().backend, GpuBackend::Hip);
        assert_eq!(Target::parse("gfx90a").unwrap().backend, GpuBackend::Hip);
        assert_eq!(Target::parse("gfx1100").unwrap().backend, GpuBackend::Hip);
        assert_eq!(Target::parse("vulkan1.3").unwrap().backend, GpuBackend::Spv);
        assert_eq!(Target::parse("metal3.1").unwrap().backend, GpuBackend::Msl);
        assert_eq!(Target::parse("webgpu").unwrap().backend, GpuBackend::Wgsl);
        assert_eq!("hip:gfx1030".parse::<Target>().unwrap().arch, "gfx1030");
    }

    #[test]
    fn parse_errors_list_valid_names() {
        for bad in [
            "",
            "cuda",
            "sm_9",
            "sm_20",
            "ptx:gfx942",
            "spv:vulkan2.0",
            "gfx",
            "metal9",
        ] {
            let e = Target::parse(bad).unwrap_err().to_string();
            assert!(e.contains("spv, msl, ptx, hip, wgsl"), "{bad}: {e}");
            assert!(e.contains("sm_90"), "{bad}: {e}");
        }
        let e = Target::parse("ptx:gfx942").unwrap_err();
        assert!(e.reason.contains("of `hip`"), "{}", e.reason);
    }

    #[test]
    fn ptx_arch_changes_features() {
        let sm70 = Target::default_for(GpuBackend::Ptx);
        assert!(!sm70.has(Capability::Bf16));
        assert!(sm70.has(Capability::AtomicsF64));
        let sm90 = Target::parse("sm_90").unwrap();
        assert!(sm90.has(Capability::Bf16));
        assert_ne!(sm70, sm90);
        let sm52 = Target::parse("sm_52").unwrap();
        assert!(!sm52.has(Capability::AtomicsF64));
    }

    #[test]
    fn features_follow_the_table() {
        // f16 is standard WGSL; the others are adapter extensions (`Ext`).
        let wgsl = Target::default_for(GpuBackend::Wgsl);
        assert_eq!(
            wgsl.features,
            vec![
                Capability::Subgroups,
                Capability::Int64,
                Capability::F16Arithmetic,
                Capability::Float64
            ]
        );
        let spv = Target::default_for(GpuBackend::Spv);
        assert!(spv.has(Capability::AtomicsF32)); // `Ext` is accepted
        assert!(spv.has(Capability::Float64));
        assert!(!spv.has(Capability::DeviceMalloc));
        let msl = Target::default_for(GpuBackend::Msl);
        assert!(!msl.has(Capability::Float64));
        assert!(msl.has(Capability::MetalSimdReduce));
    }
}
