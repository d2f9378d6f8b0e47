//! An entry file's bytes: an 84-byte header, then the payload.
//!
//! ```text
//! offset  len  field
//!      0    8  magic "MPGJITE\0"
//!      8    4  format version, u32 little endian (1)
//!     12   32  SHA-256 of the key's encoding (which key this entry is for)
//!     44    8  payload length, u64 little endian
//!     52   32  SHA-256 of the payload
//!     84    *  payload
//! ```
//!
//! Invariant: [`decode`] returns a payload only when every header field
//! checks out against the file and the key asked for, so any change to
//! one byte, any truncation or extension, and a valid entry of another key
//! are all rejected. It never panics, whatever the bytes.

use std::fmt;

/// Starts every entry file.
pub(crate) const MAGIC: [u8; 8] = *b"MPGJITE\0";

/// The entry format; an entry of another version is rejected (and rebuilt).
pub(crate) const FORMAT_VERSION: u32 = 1;

/// Bytes before the payload.
pub(crate) const HEADER_LEN: usize = 84;

/// Why an entry file was not trusted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reject {
    /// Shorter than a header.
    Short,
    /// Not an entry file.
    Magic,
    /// Another format version.
    Version,
    /// A valid-looking entry of another key.
    ForeignKey,
    /// The header's payload length is not the file's.
    Length,
    /// The payload is not the one the header's digest names.
    PayloadDigest,
}

impl fmt::Display for Reject {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Reject::Short => "shorter than its header",
            Reject::Magic => "wrong magic",
            Reject::Version => "another format version",
            Reject::ForeignKey => "written for another key",
            Reject::Length => "payload length does not match the file",
            Reject::PayloadDigest => "payload digest mismatch",
        })
    }
}

/// The file bytes storing `payload` for the key whose digest is `key_digest`.
pub(crate) fn encode(key_digest: &[u8; 32], payload: &[u8]) -> Vec<u8> {
    let len = u64::try_from(payload.len()).unwrap_or(u64::MAX);
    let mut file = Vec::with_capacity(HEADER_LEN + payload.len());
    file.extend_from_slice(&MAGIC);
    file.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    file.extend_from_slice(key_digest);
    file.extend_from_slice(&len.to_le_bytes());
    file.extend_from_slice(&magpie_bundle::digest(payload));
    file.extend_from_slice(payload);
    file
}

/// The payload of `file` when it is a sound entry for `key_digest`.
pub(crate) fn decode<'a>(file: &'a [u8], key_digest: &[u8; 32]) -> Result<&'a [u8], Reject> {
    if file.len() < HEADER_LEN {
        return Err(Reject::Short);
    }
    let (magic, rest) = file.split_first_chunk::<8>().ok_or(Reject::Short)?;
    let (version, rest) = rest.split_first_chunk::<4>().ok_or(Reject::Short)?;
    let (key, rest) = rest.split_first_chunk::<32>().ok_or(Reject::Short)?;
    let (len, rest) = rest.split_first_chunk::<8>().ok_or(Reject::Short)?;
    let (digest, payload) = rest.split_first_chunk::<32>().ok_or(Reject::Short)?;
    if *magic != MAGIC {
        return Err(Reject::Magic);
    }
    if u32::from_le_bytes(*version) != FORMAT_VERSION {
        return Err(Reject::Version);
    }
    if key != key_digest {
        return Err(Reject::ForeignKey);
    }
    if u64::try_from(payload.len()).ok() != Some(u64::from_le_bytes(*len)) {
        return Err(Reject::Length);
    }
    if magpie_bundle::digest(payload) != *digest {
        return Err(Reject::PayloadDigest);
    }
    Ok(payload)
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: [u8; 32] = [0x5a; 32];

    #[test]
    fn a_payload_round_trips() {
        for payload in [&b""[..], b"x", &[0xff; 1000]] {
            let file = encode(&KEY, payload);
            assert_eq!(file.len(), HEADER_LEN + payload.len());
            assert_eq!(decode(&file, &KEY), Ok(payload));
        }
    }

    #[test]
    fn each_field_has_its_reason() {
        let file = encode(&KEY, b"payload");
        let flipped = |at: usize| {
            let mut f = file.clone();
            f[at] ^= 1;
            decode(&f, &KEY).map(<[u8]>::to_vec)
        };
        assert_eq!(flipped(0), Err(Reject::Magic));
        assert_eq!(flipped(8), Err(Reject::Version));
        assert_eq!(flipped(12), Err(Reject::ForeignKey));
        assert_eq!(flipped(44), Err(Reject::Length));
        assert_eq!(flipped(52), Err(Reject::PayloadDigest));
        assert_eq!(flipped(HEADER_LEN), Err(Reject::PayloadDigest));
        assert_eq!(decode(&file[..HEADER_LEN - 1], &KEY), Err(Reject::Short));
        assert_eq!(decode(&file[..file.len() - 1], &KEY), Err(Reject::Length));
        assert_eq!(decode(&file, &[0; 32]), Err(Reject::ForeignKey));
        let mut longer = file.clone();
        longer.push(0);
        assert_eq!(decode(&longer, &KEY), Err(Reject::Length));
    }

    #[test]
    fn a_huge_length_field_is_rejected_not_trusted() {
        let mut file = encode(&KEY, b"p");
        file[44..52].copy_from_slice(&u64::MAX.to_le_bytes());
        assert_eq!(decode(&file, &KEY), Err(Reject::Length));
    }
}
