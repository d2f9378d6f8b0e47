//! A cache entry's key: a kind and named parts, hashed as one canonical
//! encoding.
//!
//! The encoding is a version tag, then the kind, then each part's name and
//! value in the order they were added, every field preceded by its length
//! (u64, little endian):
//!
//! ```text
//! "MPGJITK1" len(kind) kind { len(name) name len(value) value }*
//! ```
//!
//! Invariant: two keys have the same digest only when they were built from
//! the same kind and the same parts in the same order (up to SHA-256
//! collisions). Lengths make every field boundary explicit, so
//! `("ab", "c")` and `("a", "bc")` encode differently, and the tag lets a
//! later encoding never reuse an earlier one's file names.

/// Starts every encoding; bump the digit when the encoding changes.
const ENCODING_TAG: &[u8; 8] = b"MPGJITK1";

/// What a cached artifact was built from: everything that changes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CacheKey {
    encoding: Vec<u8>,
}

impl CacheKey {
    /// A key for an artifact of `kind` (`"spv"`, ...), no parts yet.
    pub(crate) fn new(kind: &str) -> CacheKey {
        let mut encoding = ENCODING_TAG.to_vec();
        push_field(&mut encoding, kind.as_bytes());
        CacheKey { encoding }
    }

    /// This key with one more part: `name` tags what `value` is (a source
    /// text, a target, a compiler version); order matters.
    pub(crate) fn part(mut self, name: &str, value: &[u8]) -> CacheKey {
        push_field(&mut self.encoding, name.as_bytes());
        push_field(&mut self.encoding, value);
        self
    }

    /// SHA-256 of the canonical encoding.
    pub(crate) fn digest(&self) -> [u8; 32] {
        magpie_bundle::digest(&self.encoding)
    }

    /// The digest in lower-case hex: the entry's file name.
    pub(crate) fn hex(&self) -> String {
        magpie_bundle::hex(&self.digest())
    }
}

fn push_field(encoding: &mut Vec<u8>, bytes: &[u8]) {
    // usize is at most 64 bits on every target Rust supports
    let len = u64::try_from(bytes.len()).unwrap_or(u64::MAX);
    encoding.extend_from_slice(&len.to_le_bytes());
    encoding.extend_from_slice(bytes);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_encoding_is_tagged_and_length_prefixed() {
        let key = CacheKey::new("spv").part("src", b"ab");
        let mut expected = b"MPGJITK1".to_vec();
        expected.extend([3, 0, 0, 0, 0, 0, 0, 0]);
        expected.extend(b"spv");
        expected.extend([3, 0, 0, 0, 0, 0, 0, 0]);
        expected.extend(b"src");
        expected.extend([2, 0, 0, 0, 0, 0, 0, 0]);
        expected.extend(b"ab");
        assert_eq!(key.encoding, expected);
        assert_eq!(key.digest(), magpie_bundle::digest(&expected));
    }

    #[test]
    fn field_boundaries_change_the_digest() {
        let pairs = [
            // a name and its value
            (
                CacheKey::new("k").part("ab", b"c"),
                CacheKey::new("k").part("a", b"bc"),
            ),
            // the kind and the first name
            (
                CacheKey::new("spv").part("x", b""),
                CacheKey::new("sp").part("vx", b""),
            ),
            // one part's value and the next part
            (
                CacheKey::new("k").part("a", b"xb").part("", b""),
                CacheKey::new("k").part("a", b"x").part("b", b""),
            ),
            // no part and an empty part
            (CacheKey::new("k"), CacheKey::new("k").part("", b"")),
            // the order of parts
            (
                CacheKey::new("k").part("a", b"1").part("b", b"2"),
                CacheKey::new("k").part("b", b"2").part("a", b"1"),
            ),
        ];
        for (a, b) in pairs {
            assert_ne!(a.hex(), b.hex(), "{a:?} vs {b:?}");
        }
    }

    #[test]
    fn the_file_name_is_the_digest_in_hex() {
        let key = CacheKey::new("cubin").part("ptx", b".version 8.0");
        let hex = key.hex();
        assert_eq!(hex.len(), 64);
        assert!(hex
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)));
        assert_eq!(
            hex,
            CacheKey::new("cubin").part("ptx", b".version 8.0").hex()
        );
    }
}
