//! What a WGSL blob assumes of the adapter, written into the blob's
//! features and read back by the runtime to decide whether the blob fits:
//!
//! - `cap:<name>` for each capability its text relies on (`enable f16;`,
//!   naga's f64, i64 and subgroup extensions): the adapter must have it;
//! - `pred:<predicate>=<0|1>` for each late-resolved predicate the kernel
//!   asks, with the value the text was emitted for (WGSL keeps only the
//!   chosen branch): the adapter's own answer must be the same;
//! - `fma:fused` when the text computes `math.fma` with WGSL's `fma`
//!   (which WGSL lets an implementation compute with two roundings): the
//!   runtime must have measured the adapter's `fma` to be fused. Without
//!   it, `math.fma` is computed exactly another way and fits any adapter.
//!
//! Invariants: [`WgslProfile::to_features`] and
//! [`WgslProfile::from_features`] are inverses (tested); a feature this
//! build does not know makes the blob unusable, never ignored.

use magpie_gpu::passes::target_predicate::{answer_feature, check_answers, parse_answer_feature};
use magpie_gpu::passes::TargetPredicate;
use magpie_gpu::Capability;

/// A WGSL blob's assumptions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WgslProfile {
    /// Sorted, each once.
    pub caps: Vec<Capability>,
    /// Sorted by predicate.
    pub predicates: Vec<(TargetPredicate, bool)>,
    /// The text trusts WGSL's `fma` to be fused.
    pub fused_fma: bool,
}

/// The feature of a text that trusts WGSL's `fma` to be fused.
const FUSED_FMA: &str = "fma:fused";

impl WgslProfile {
    /// The profile of a kernel emitted with `options`.
    pub fn of(
        kernel: &magpie_gpu_wgsl::WgslKernel,
        options: &magpie_gpu_wgsl::Options,
    ) -> WgslProfile {
        let mut caps = kernel.requires.clone();
        caps.sort();
        caps.dedup();
        let mut predicates = kernel.predicates.clone();
        predicates.sort();
        WgslProfile {
            caps,
            predicates,
            fused_fma: options.fused_fma,
        }
    }

    pub fn to_features(&self) -> Vec<String> {
        let mut out: Vec<String> = self.caps.iter().map(|c| format!("cap:{c}")).collect();
        out.extend(self.predicates.iter().map(|(p, v)| answer_feature(p, *v)));
        if self.fused_fma {
            out.push(FUSED_FMA.to_string());
        }
        out
    }

    /// Reads a blob's features back; `Err` names what this build does not
    /// know.
    pub fn from_features<S: AsRef<str>>(features: &[S]) -> Result<WgslProfile, String> {
        let mut caps = Vec::new();
        let mut predicates = Vec::new();
        let mut fused_fma = false;
        for f in features {
            let f = f.as_ref();
            if f == FUSED_FMA {
                fused_fma = true;
            } else if let Some(name) = f.strip_prefix("cap:") {
                let c = Capability::from_name(name).ok_or_else(|| {
                    format!("the blob needs `{name}`, which this build does not know")
                })?;
                caps.push(c);
            } else if let Some(answer) = parse_answer_feature(f) {
                predicates.push(answer?);
            } else {
                return Err(format!("the blob feature `{f}` is unknown to this build"));
            }
        }
        caps.sort();
        caps.dedup();
        predicates.sort();
        Ok(WgslProfile {
            caps,
            predicates,
            fused_fma,
        })
    }

    /// Whether an adapter the runtime emits for with `adapter` (its
    /// capabilities, whether its `fma` is fused) runs this blob as it is:
    /// it has every capability the text needs, answers every predicate the
    /// way the text was emitted for, and fuses `fma` if the text trusts it
    /// to. `Err` says why not.
    pub fn fits(&self, adapter: &magpie_gpu_wgsl::Options) -> Result<(), String> {
        let caps = &adapter.capabilities;
        if let Some(c) = self.caps.iter().find(|c| !caps.contains(c)) {
            return Err(format!("it needs `{c}`, which this adapter lacks"));
        }
        if self.fused_fma && !adapter.fused_fma {
            return Err("it trusts the adapter's `fma` to be fused, and it is not".to_string());
        }
        check_answers(&self.predicates, &magpie_gpu_wgsl::target_is, &|c| {
            caps.contains(&c)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn adapter(caps: &[Capability], fused_fma: bool) -> magpie_gpu_wgsl::Options {
        magpie_gpu_wgsl::Options {
            capabilities: caps.to_vec(),
            fused_fma,
        }
    }

    #[test]
    fn features_round_trip_and_fit() -> Result<(), String> {
        let p = WgslProfile {
            caps: vec![Capability::Int64, Capability::F16Arithmetic],
            predicates: vec![(TargetPredicate::Has("subgroups".into()), false)],
            fused_fma: false,
        };
        let f = p.to_features();
        assert_eq!(
            f,
            vec!["cap:int64", "cap:f16_arithmetic", "pred:has:subgroups=0"]
        );
        assert_eq!(WgslProfile::from_features(&f)?, p);
        let both = [Capability::Int64, Capability::F16Arithmetic];
        assert!(p.fits(&adapter(&both, false)).is_ok());
        assert!(p.fits(&adapter(&both, true)).is_ok());
        // Lacks a capability.
        assert!(p.fits(&adapter(&[Capability::Int64], true)).is_err());
        // Answers the predicate the other way.
        let e = p.fits(&adapter(
            &[
                Capability::Int64,
                Capability::F16Arithmetic,
                Capability::Subgroups,
            ],
            true,
        ));
        assert!(e.is_err_and(|e| e.contains("has:subgroups")));
        // Trusting `fma`: only where the adapter fuses it.
        let fused = WgslProfile {
            fused_fma: true,
            ..p
        };
        let f = fused.to_features();
        assert_eq!(f.last().map(String::as_str), Some("fma:fused"));
        assert_eq!(WgslProfile::from_features(&f)?, fused);
        assert!(fused.fits(&adapter(&both, true)).is_ok());
        let e = fused.fits(&adapter(&both, false));
        assert!(e.is_err_and(|e| e.contains("fma")));
        Ok(())
    }

    #[test]
    fn unknown_features_are_refused() {
        assert!(WgslProfile::from_features(&["cap:teleport"]).is_err());
        assert!(WgslProfile::from_features(&["pred:has:subgroups=2"]).is_err());
        assert!(WgslProfile::from_features(&["pred:has:subgroups"]).is_err());
        assert!(WgslProfile::from_features(&["float:f8"]).is_err());
        assert!(WgslProfile::from_features(&["fma:unfused"]).is_err());
    }
}
