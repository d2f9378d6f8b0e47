//! What an MSL blob records of how it was emitted, written into its
//! features and read back by the runtime: `cap:<name>` for every
//! capability the text relies on, `pred:<predicate>=<0|1>` for every
//! late-resolved predicate with the answer the text was emitted for when
//! the text keeps only the chosen side (none when they are function
//! constants, which the blob lists as its predicates), `tg:<bytes>` for each threadgroup
//! array in `[[threadgroup(k)]]` order and `simd` when the entry takes the
//! SIMD-group positions: the two facts of the kernel's calling convention
//! that its parameter slots do not say. A feature this build does not know
//! is an error, so a blob from another compiler version is never used on
//! assumptions this one cannot check.

use magpie_gpu::passes::target_predicate::{answer_feature, parse_answer_feature};
use magpie_gpu::passes::TargetPredicate;
use magpie_gpu::Capability;
use magpie_gpu_msl::MslKernel;

/// Prefix of a relied-on capability (`cap:subgroups`).
pub const CAP: &str = "cap:";
/// Prefix of a threadgroup array's length (`tg:1024`).
pub const THREADGROUP: &str = "tg:";
/// The entry takes `threads_per_simdgroup` and `thread_index_in_simdgroup`.
pub const SIMD: &str = "simd";

/// An MSL blob's emission facts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MslFeatures {
    pub requires: Vec<Capability>,
    /// The predicates' answers the text was emitted for, sorted.
    pub predicates: Vec<(TargetPredicate, bool)>,
    /// Bytes per `[[threadgroup(k)]]`, in order.
    pub threadgroup: Vec<u64>,
    pub simdgroup_builtins: bool,
}

impl MslFeatures {
    /// The facts of an emitted kernel.
    pub fn of(k: &MslKernel) -> MslFeatures {
        MslFeatures {
            requires: k.requires.clone(),
            // A text with function constants fits whatever the answers.
            predicates: if k.function_constants.is_empty() {
                k.predicates.clone()
            } else {
                Vec::new()
            },
            threadgroup: k.layout.threadgroup.clone(),
            simdgroup_builtins: k.layout.simdgroup_builtins,
        }
    }

    pub fn to_features(&self) -> Vec<String> {
        let mut out: Vec<String> = self
            .requires
            .iter()
            .map(|c| format!("{CAP}{}", c.name()))
            .collect();
        out.extend(self.predicates.iter().map(|(p, v)| answer_feature(p, *v)));
        out.extend(self.threadgroup.iter().map(|b| format!("{THREADGROUP}{b}")));
        if self.simdgroup_builtins {
            out.push(SIMD.to_string());
        }
        out
    }

    pub fn from_features<S: AsRef<str>>(features: &[S]) -> Result<MslFeatures, String> {
        let mut m = MslFeatures::default();
        for f in features {
            let f = f.as_ref();
            if f == SIMD {
                m.simdgroup_builtins = true;
            } else if let Some(name) = f.strip_prefix(CAP) {
                m.requires.push(
                    Capability::from_name(name)
                        .ok_or_else(|| format!("the blob feature `{f}` names no capability"))?,
                );
            } else if let Some(b) = f.strip_prefix(THREADGROUP) {
                m.threadgroup.push(
                    b.parse()
                        .map_err(|_| format!("the blob feature `{f}` is not a byte count"))?,
                );
            } else if let Some(answer) = parse_answer_feature(f) {
                m.predicates.push(answer?);
            } else {
                return Err(format!(
                    "unknown feature `{f}` (built by another compiler version?)"
                ));
            }
        }
        m.predicates.sort();
        Ok(m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn features_round_trip_and_unknown_ones_are_refused() {
        let m = MslFeatures {
            requires: vec![Capability::Subgroups, Capability::Bf16],
            predicates: Vec::new(),
            threadgroup: vec![1024, 16],
            simdgroup_builtins: true,
        };
        let f = m.to_features();
        assert_eq!(f, ["cap:subgroups", "cap:bf16", "tg:1024", "tg:16", "simd"]);
        assert_eq!(MslFeatures::from_features(&f), Ok(m));
        assert!(MslFeatures::from_features(&["noalias"]).is_err());
        assert!(MslFeatures::from_features(&["cap:warp_drive"]).is_err());
        assert!(MslFeatures::from_features(&["tg:lots"]).is_err());
    }
}
