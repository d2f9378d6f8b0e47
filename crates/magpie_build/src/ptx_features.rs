//! What a PTX blob records of how it was built, written into its features
//! and read back by the runtime: `noalias` (built for launches that pass
//! each allocation once: the CUDA runtime's fast variant) and `readonly:I`
//! for every parameter index read through the read-only path. A feature
//! this build does not know is an error, so a blob from a newer compiler is
//! never used on assumptions this one cannot check.

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
}

impl PtxFeatures {
    pub fn to_features(&self) -> Vec<String> {
        let mut out = Vec::new();
        if self.noalias {
            out.push(NOALIAS.to_string());
        }
        out.extend(self.readonly.iter().map(|i| format!("{READONLY}{i}")));
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
            } else {
                return Err(format!(
                    "unknown feature `{f}` (built by another compiler version?)"
                ));
            }
        }
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
        };
        let f = p.to_features();
        assert_eq!(f, ["noalias", "readonly:0", "readonly:3"]);
        assert_eq!(PtxFeatures::from_features(&f), Ok(p));
        assert!(PtxFeatures::from_features(&["readonly:x"]).is_err());
        assert!(PtxFeatures::from_features(&["fast"]).is_err());
    }
}
