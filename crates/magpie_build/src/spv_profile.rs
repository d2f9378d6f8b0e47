//! What a SPIR-V blob assumes of the Vulkan device that runs it, written
//! into the blob's features and read back by the runtime to decide whether
//! the blob is exactly the code it would have emitted for that device.
//!
//! A SPIR-V blob is right for a device when:
//! - the device's Vulkan version is at least the blob's (`vulkan1.3`);
//! - the device has every capability the code relies on (`cap:NAME`; code
//!   under a late-resolved predicate counts: both sides of the branch are in
//!   the blob until the driver drops one);
//! - for every float width the code uses (`float:f32`): the blob declares
//!   `DenormPreserve` (`denorm:f32`) exactly when the device can preserve
//!   that width's subnormals, and `SignedZeroInfNanPreserve` (`szinp:f32`)
//!   exactly when the device honours it. Both directions matter: a mode the
//!   device lacks makes the module invalid there, and a mode the device has
//!   but the blob does not declare lets the driver compute something
//!   SEMANTICS.md forbids (flushed subnormals, folded signed zeros);
//! - every width whose `Fma` the blob trusts to be fused (`fma:f32`) is
//!   fused on the device. Blobs built here trust none (`math.fma` is exact
//!   everywhere).
//!
//! A feature this build does not know is an error, so a blob from a newer
//! compiler is never used on assumptions this one cannot check.

use magpie_gpu::Capability;
use magpie_gpu_spirv::DenormPreserve;

/// Per float width: a set of widths (the emitter's type).
pub type Widths = DenormPreserve;

/// A SPIR-V blob's assumptions.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SpvProfile {
    pub vulkan_version: (u32, u32),
    /// Float widths the code has values of.
    pub float_widths: Widths,
    pub denorm_preserve: Widths,
    pub signed_zero_inf_nan_preserve: Widths,
    pub fused_fma: Widths,
    pub requires: Vec<Capability>,
}

const OP_TYPE_FLOAT: u32 = 22;
const OP_EXECUTION_MODE: u32 = 16;
const MODE_DENORM_PRESERVE: u32 = 4459;
const MODE_SIGNED_ZERO_INF_NAN_PRESERVE: u32 = 4461;

fn set(w: &mut Widths, bits: u32) {
    match bits {
        16 => w.f16 = true,
        32 => w.f32 = true,
        64 => w.f64 = true,
        _ => {}
    }
}

fn widths(w: &Widths) -> impl Iterator<Item = (&'static str, bool)> {
    [("f16", w.f16), ("f32", w.f32), ("f64", w.f64)].into_iter()
}

impl SpvProfile {
    /// The profile of SPIR-V `words` emitted with `options`, whose code
    /// relies on `requires`: the float widths and execution modes are read
    /// from the words themselves.
    pub fn of_words(
        words: &[u32],
        options: &magpie_gpu_spirv::Options,
        requires: &[Capability],
    ) -> SpvProfile {
        let mut p = SpvProfile {
            vulkan_version: options.vulkan_version,
            fused_fma: options.fused_fma,
            requires: requires.to_vec(),
            ..SpvProfile::default()
        };
        let mut i = 5;
        while let Some(&first) = words.get(i) {
            let (count, opcode) = ((first >> 16) as usize, first & 0xffff);
            if count == 0 {
                break;
            }
            let operand = |k: usize| words.get(i + k).copied().unwrap_or(0);
            match opcode {
                OP_TYPE_FLOAT => set(&mut p.float_widths, operand(2)),
                OP_EXECUTION_MODE if operand(2) == MODE_DENORM_PRESERVE => {
                    set(&mut p.denorm_preserve, operand(3))
                }
                OP_EXECUTION_MODE if operand(2) == MODE_SIGNED_ZERO_INF_NAN_PRESERVE => {
                    set(&mut p.signed_zero_inf_nan_preserve, operand(3))
                }
                _ => {}
            }
            i += count;
        }
        p
    }

    /// The blob's features (the version is its arch, `vulkan1.3`).
    pub fn to_features(&self) -> Vec<String> {
        let mut out = Vec::new();
        for (prefix, w) in [
            ("float", &self.float_widths),
            ("denorm", &self.denorm_preserve),
            ("szinp", &self.signed_zero_inf_nan_preserve),
            ("fma", &self.fused_fma),
        ] {
            out.extend(
                widths(w)
                    .filter(|(_, on)| *on)
                    .map(|(n, _)| format!("{prefix}:{n}")),
            );
        }
        out.extend(self.requires.iter().map(|c| format!("cap:{}", c.name())));
        out
    }

    /// Reads a blob's arch and features back; `Err` names what this build
    /// does not understand.
    pub fn from_features<S: AsRef<str>>(arch: &str, features: &[S]) -> Result<SpvProfile, String> {
        let version = magpie_gpu_spirv::vulkan_version(arch)
            .ok_or_else(|| format!("`{arch}` is not a Vulkan version (vulkanX.Y)"))?;
        let mut p = SpvProfile {
            vulkan_version: version,
            ..SpvProfile::default()
        };
        for f in features {
            let f = f.as_ref();
            let unknown = || format!("unknown feature `{f}` (built by another compiler version?)");
            let (prefix, value) = f.split_once(':').ok_or_else(unknown)?;
            if prefix == "cap" {
                p.requires
                    .push(Capability::from_name(value).ok_or_else(unknown)?);
                continue;
            }
            let bits = match value {
                "f16" => 16,
                "f32" => 32,
                "f64" => 64,
                _ => return Err(unknown()),
            };
            let target = match prefix {
                "float" => &mut p.float_widths,
                "denorm" => &mut p.denorm_preserve,
                "szinp" => &mut p.signed_zero_inf_nan_preserve,
                "fma" => &mut p.fused_fma,
                _ => return Err(unknown()),
            };
            set(target, bits);
        }
        Ok(p)
    }

    /// Whether this blob is the code for a device the runtime would emit
    /// for with `device`; `Err` says the first thing that differs.
    pub fn fits(&self, device: &magpie_gpu_spirv::Options) -> Result<(), String> {
        if device.vulkan_version < self.vulkan_version {
            return Err(format!(
                "it needs Vulkan {}.{}, the device has {}.{}",
                self.vulkan_version.0,
                self.vulkan_version.1,
                device.vulkan_version.0,
                device.vulkan_version.1
            ));
        }
        if let Some(c) = self
            .requires
            .iter()
            .find(|c| !device.capabilities.contains(c))
        {
            return Err(format!(
                "its code uses {}, which the device lacks",
                c.name()
            ));
        }
        let used = widths(&self.float_widths);
        for ((name, uses), ((_, blob_d), (_, dev_d))) in
            used.zip(widths(&self.denorm_preserve).zip(widths(&device.denorm_preserve)))
        {
            if uses && blob_d != dev_d {
                return Err(mode_differs("DenormPreserve", name, blob_d));
            }
        }
        for ((name, uses), ((_, blob_s), (_, dev_s))) in widths(&self.float_widths).zip(
            widths(&self.signed_zero_inf_nan_preserve)
                .zip(widths(&device.signed_zero_inf_nan_preserve)),
        ) {
            if uses && blob_s != dev_s {
                return Err(mode_differs("SignedZeroInfNanPreserve", name, blob_s));
            }
        }
        for ((name, blob_f), (_, dev_f)) in widths(&self.fused_fma).zip(widths(&device.fused_fma)) {
            if blob_f && !dev_f {
                return Err(format!(
                    "it trusts the device's {name} Fma to be fused, and it is not"
                ));
            }
        }
        Ok(())
    }
}

fn mode_differs(mode: &str, width: &str, blob_declares: bool) -> String {
    if blob_declares {
        format!("it declares {mode} for {width}, which the device does not support")
    } else {
        format!("it leaves out {mode} for {width}, which the device supports (its results would differ)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn device(denorm: Widths, szinp: Widths) -> magpie_gpu_spirv::Options {
        magpie_gpu_spirv::Options {
            denorm_preserve: denorm,
            signed_zero_inf_nan_preserve: szinp,
            ..magpie_gpu_spirv::Options::default()
        }
    }

    const F32: Widths = Widths {
        f16: false,
        f32: true,
        f64: false,
    };

    #[test]
    fn features_round_trip() {
        let p = SpvProfile {
            vulkan_version: (1, 2),
            float_widths: Widths::ALL,
            denorm_preserve: F32,
            signed_zero_inf_nan_preserve: Widths::ALL,
            fused_fma: Widths::default(),
            requires: vec![Capability::Subgroups, Capability::Float64],
        };
        let f = p.to_features();
        assert!(f.contains(&"denorm:f32".to_string()), "{f:?}");
        assert!(f.contains(&"cap:subgroups".to_string()), "{f:?}");
        assert_eq!(SpvProfile::from_features("vulkan1.2", &f), Ok(p));
    }

    #[test]
    fn unknown_features_and_arches_are_refused() {
        assert!(SpvProfile::from_features("vulkan1.3", &["warp:f32"]).is_err());
        assert!(SpvProfile::from_features("vulkan1.3", &["cap:teleport"]).is_err());
        assert!(SpvProfile::from_features("vulkan1.3", &["float:f8"]).is_err());
        assert!(SpvProfile::from_features("sm_90", &[] as &[&str]).is_err());
    }

    #[test]
    fn modes_must_match_the_device_for_used_widths_only() {
        let blob = SpvProfile {
            vulkan_version: (1, 3),
            float_widths: F32,
            denorm_preserve: Widths::default(),
            signed_zero_inf_nan_preserve: F32,
            ..SpvProfile::default()
        };
        // A device that preserves f16/f64 subnormals but not f32: the blob
        // uses only f32, which matches.
        let d = Widths {
            f16: true,
            f32: false,
            f64: true,
        };
        assert_eq!(blob.fits(&device(d, Widths::ALL)), Ok(()));
        // A device that preserves f32 subnormals: the blob would flush them.
        assert!(blob.fits(&device(Widths::ALL, Widths::ALL)).is_err());
        // A device without SignedZeroInfNanPreserve for f32.
        assert!(blob.fits(&device(d, Widths::default())).is_err());
        // An older device.
        let mut old = device(d, Widths::ALL);
        old.vulkan_version = (1, 2);
        assert!(blob.fits(&old).is_err());
    }
}
