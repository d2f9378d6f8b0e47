//! Comparing a backend's output bytes with the oracle's, element by
//! element, by the rules of SEMANTICS.md (see the harness docs).

use std::fmt;

use magpie_mpir::Scalar;

use crate::generated::Generated;
use crate::values;

/// One differing element.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diff {
    /// The output buffer's parameter name.
    pub buffer: String,
    pub ty: Scalar,
    pub index: usize,
    /// `None` when the backend's buffer is shorter.
    pub got: Option<u64>,
    pub expected: Option<u64>,
    /// Elements per work-item in this buffer (to name the work-item).
    pub per_lane: usize,
}

impl fmt::Display for Diff {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let show = |v: Option<u64>| v.map_or("nothing".to_string(), |b| values::show(self.ty, b));
        write!(f, "{}[{}]", self.buffer, self.index)?;
        if let (Some(item), Some(slot)) = (
            self.index.checked_div(self.per_lane),
            self.index.checked_rem(self.per_lane),
        ) {
            write!(f, " (work-item {item}, slot {slot})")?;
        }
        write!(
            f,
            ": got {}, expected {}",
            show(self.got),
            show(self.expected)
        )
    }
}

/// Whether `got` is an acceptable result where the oracle has `expected`.
pub fn element_matches(ty: Scalar, got: u64, expected: u64, flushes_f32: bool) -> bool {
    if got == expected {
        return true;
    }
    if !ty.is_float() {
        return false;
    }
    if values::is_nan(ty, got) && values::is_nan(ty, expected) {
        return true;
    }
    // bf16 has f32's exponent range and follows the f32 rule.
    flushes_f32
        && matches!(ty, Scalar::F32 | Scalar::Bf16)
        && values::is_subnormal(ty, expected)
        && values::is_zero(ty, got)
}

/// The differing elements of `got` against `expected` (each a list of
/// output buffers in parameter order); an element also matches when it
/// matches the same element of `alternative` (the oracle run on flushed
/// inputs, for a flushing device).
pub fn compare(
    g: &Generated,
    expected: &[Vec<u8>],
    got: &[Vec<u8>],
    alternative: Option<&[Vec<u8>]>,
    flushes_f32: bool,
) -> Vec<Diff> {
    let mut diffs = Vec::new();
    let lanes = g.block.iter().product::<u32>() as usize * g.grid.iter().product::<u32>() as usize;
    for (k, buf) in g.outputs().enumerate() {
        let ty = buf.ty;
        let (e, o) = (
            expected.get(k).map_or(&[][..], Vec::as_slice),
            got.get(k).map_or(&[][..], Vec::as_slice),
        );
        let alt = alternative.and_then(|a| a.get(k));
        let n = buf.len();
        for i in 0..n {
            let (x, y) = (values::element(ty, e, i), values::element(ty, o, i));
            let ok = match (x, y) {
                (Some(x), Some(y)) => {
                    element_matches(ty, y, x, flushes_f32)
                        || alt
                            .and_then(|a| values::element(ty, a, i))
                            .is_some_and(|a| element_matches(ty, y, a, flushes_f32))
                }
                (None, None) => true,
                _ => false,
            };
            if !ok {
                diffs.push(Diff {
                    buffer: buf.name.clone(),
                    ty,
                    index: i,
                    got: y,
                    expected: x,
                    per_lane: n.checked_div(lanes).unwrap_or(0),
                });
            }
        }
    }
    diffs
}

/// A mismatch message: how many elements differ and the first few.
pub fn describe(diffs: &[Diff]) -> String {
    let mut s = format!("{} element(s) differ from the CPU executor's", diffs.len());
    for d in diffs.iter().take(4) {
        s.push_str(&format!("\n  {d}"));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn element_rules() {
        let f = Scalar::F32;
        assert!(
            element_matches(f, 0x7fc0_0000, 0xffc0_0001, false),
            "any NaN"
        );
        assert!(
            !element_matches(f, 0x8000_0000, 0, false),
            "signed zeros differ"
        );
        assert!(
            !element_matches(f, 0, 1, false),
            "no flushing unless reported"
        );
        assert!(element_matches(f, 0, 1, true));
        assert!(element_matches(f, 0x8000_0000, 0x8000_0001, true));
        assert!(
            !element_matches(Scalar::F64, 0, 1, true),
            "f64 keeps subnormals"
        );
        assert!(!element_matches(Scalar::U32, 1, 2, true));
    }
}
