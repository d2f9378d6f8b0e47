//! What a PTX blob records of how it was built, written into its features
//! and read back by the runtime: `noalias` (built for launches that pass
//! each allocation once: the CUDA runtime's fast variant), `readonly:I`
//! for every parameter index read through the read-only path, and
//! `pred:<predicate>=<0|1>` for every late-resolved predicate with the
//! answer the text was emitted for (PTX keeps only the chosen side, so an
//! sm_70 blob run on an sm_90 GPU must not have answered `is:sm_90`
//! false). A feature this build does not know is an error, so a blob from a
//! newer compiler is never used on assumptions this one cannot check.

use magpie_gpu::passes::target_predicate::{answer_feature, parse_answer_feature};
use magpie_gpu::passes::TargetPredicate;

/// The feature of a blob built for launches without aliasing.
pub const NOALIAS: &str = "noalias";
/// Prefix of a read-only parameter's feature (`readonly:2`).
pub const READONLY: &str = "readonly:";

/// A PTX blob's build facts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PtxFeatures {
    pub noalias: bool,
    /// Parameter indices read through `ld.global.nc`.
    pub readonly: Vec<usize>,
    /// The predicates' answers the text was emitted for, sorted.
    pub predicates: Vec<(TargetPredicate, bool)>,
}

impl PtxFeatures {
    pub fn to_features(&self) -> Vec<String> {
        let mut out = Vec::new();
        if self.noalias {
            out.push(NOALIAS.to_string());
        }
        out.extend(self.readonly.iter().map(|i| format!("{READONLY}{i}")));
        out.extend(self.predicates.iter().map(|(p, v)| answer_feature(p, *v)));
        out
    }

    pub fn from_features<S: AsRef<str>>(features: &[S]) -> Result<PtxFeatures, String> {
        let mut p = PtxFeatures::default();
        for f in features {
            let f = f.as_ref();
            if f == NOALIAS {
                p.noalias = true;
            } else if let Some(i) = f.strip_prefix(READONLY).and_then(|i| i.parse().ok()) {
                p.readonly.push(i);
            } else if let Some(answer) = parse_answer_feature(f) {
                p.predicates.push(answer?);
            } else {
                return Err(format!(
                    "unknown feature `{f}` (built by another compiler version?)"
                ));
            }
        }
        p.predicates.sort();
        Ok(p)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_unknown() {
        let p = PtxFeatures {
            noalias: true,
            readonly: vec![0, 3],
            predicates: vec![(TargetPredicate::Is("sm_90".into()), false)],
        };
        let f = p.to_features();
        assert_eq!(
            f,
            ["noalias", "readonly:0", "readonly:3", "pred:is:sm_90=0"]
        );
        assert_eq!(PtxFeatures::from_features(&f), Ok(p));
        assert!(PtxFeatures::from_features(&["readonly:x"]).is_err());
        assert!(PtxFeatures::from_features(&["fast"]).is_err());
        assert!(PtxFeatures::from_features(&["pred:is:sm_90=yes"]).is_err());
    }
}
