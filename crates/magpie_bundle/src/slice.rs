//! Compression of the portable slice and of blob data, and their bounded
//! decompression.

use crate::error::BundleError;
use crate::MAX_SLICE_LEN;

/// The zstd level for slices: kernel text is small, so a high level costs
/// little, and the bundle is written once and shipped.
pub(crate) const SLICE_LEVEL: i32 = 19;
/// The zstd level for blob data: a build writes hundreds of blobs, and
/// level 19's per-call setup made an 8-target corpus build 7x slower for
/// 10% less size; level 9 keeps most of the gain.
pub(crate) const BLOB_LEVEL: i32 = 9;

/// The stored form of `data` (`what`: "slice", "blob data"), at most
/// [`MAX_SLICE_LEN`] bytes.
pub(crate) fn compress(data: &[u8], what: &str, level: i32) -> Result<Vec<u8>, BundleError> {
    if data.len() > MAX_SLICE_LEN {
        return Err(BundleError::unencodable(format!(
            "the {what} is {} bytes, the limit is {MAX_SLICE_LEN}",
            data.len()
        )));
    }
    zstd::bulk::compress(data, level)
        .map_err(|e| BundleError::unencodable(format!("zstd could not compress the {what}: {e}")))
}

/// Decompresses `compressed`, which must hold exactly `declared` bytes.
///
/// The caller has checked `declared <= MAX_SLICE_LEN`. `declared` is the
/// output capacity: the one-shot decoder allocates at most that (less when
/// the frames record a smaller size) and fails rather than write past it.
/// The error message is the caller's to place.
pub(crate) fn decompress(
    compressed: &[u8],
    declared: usize,
    what: &str,
) -> Result<Vec<u8>, String> {
    let text = zstd::bulk::decompress(compressed, declared)
        .map_err(|e| format!("the compressed {what} does not decompress: {e}"))?;
    if text.len() != declared {
        return Err(format!(
            "the {what} decompresses to {} bytes, its declared length is {declared}",
            text.len()
        ));
    }
    Ok(text)
}
