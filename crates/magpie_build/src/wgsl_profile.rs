//! What a WGSL blob assumes of the adapter, written into the blob's
//! features and read back by the runtime to decide whether the blob fits:
//!
//! - `cap:<name>` for each capability its text relies on (`enable f16;`,
//!   naga's f64, i64 and subgroup extensions): the adapter must have it;
//! - `pred:<predicate>=<0|1>` for each late-resolved predicate the kernel
//!   asks, with the value the text was emitted for (WGSL keeps only the
//!   chosen branch): the adapter's own answer must be the same.
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
}

impl WgslProfile {
    /// The profile of an emitted kernel.
    pub fn of(kernel: &magpie_gpu_wgsl::WgslKernel) -> WgslProfile {
        let mut caps = kernel.requires.clone();
        caps.sort();
        caps.dedup();
        let mut predicates = kernel.predicates.clone();
        predicates.sort();
        WgslProfile { caps, predicates }
    }

    pub fn to_features(&self) -> Vec<String> {
        let mut out: Vec<String> = self.caps.iter().map(|c| format!("cap:{c}")).collect();
        out.extend(self.predicates.iter().map(|(p, v)| answer_feature(p, *v)));
        out
    }

    /// Reads a blob's features back; `Err` names what this build does not
    /// know.
    pub fn from_features<S: AsRef<str>>(features: &[S]) -> Result<WgslProfile, String> {
        let mut caps = Vec::new();
        let mut predicates = Vec::new();
        for f in features {
            let f = f.as_ref();
            if let Some(name) = f.strip_prefix("cap:") {
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
        Ok(WgslProfile { caps, predicates })
    }

    /// Whether an adapter with `caps` runs this blob as it is: it has every
    /// capability the text needs and answers every predicate the way the
    /// text was emitted for. `Err` says why not.
    pub fn fits(&self, caps: &[Capability]) -> Result<(), String> {
        if let Some(c) = self.caps.iter().find(|c| !caps.contains(c)) {
            return Err(format!("it needs `{c}`, which this adapter lacks"));
        }
        check_answers(&self.predicates, &magpie_gpu_wgsl::target_is, &|c| {
            caps.contains(&c)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn features_round_trip_and_fit() -> Result<(), String> {
        let p = WgslProfile {
            caps: vec![Capability::Int64, Capability::F16Arithmetic],
            predicates: vec![(TargetPredicate::Has("subgroups".into()), false)],
        };
        let f = p.to_features();
        assert_eq!(
            f,
            vec!["cap:int64", "cap:f16_arithmetic", "pred:has:subgroups=0"]
        );
        assert_eq!(WgslProfile::from_features(&f)?, p);
        assert!(p
            .fits(&[Capability::Int64, Capability::F16Arithmetic])
            .is_ok());
        // Lacks a capability.
        assert!(p.fits(&[Capability::Int64]).is_err());
        // Answers the predicate the other way.
        let e = p.fits(&[
            Capability::Int64,
            Capability::F16Arithmetic,
            Capability::Subgroups,
        ]);
        assert!(e.is_err_and(|e| e.contains("has:subgroups")));
        Ok(())
    }

    #[test]
    fn unknown_features_are_refused() {
        assert!(WgslProfile::from_features(&["cap:teleport"]).is_err());
        assert!(WgslProfile::from_features(&["pred:has:subgroups=2"]).is_err());
        assert!(WgslProfile::from_features(&["pred:has:subgroups"]).is_err());
        assert!(WgslProfile::from_features(&["float:f8"]).is_err());
    }
}
