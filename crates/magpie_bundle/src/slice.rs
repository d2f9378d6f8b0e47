//! Compression of the portable slice, and its bounded decompression.

use crate::error::BundleError;
use crate::MAX_SLICE_LEN;

/// The zstd level the writer uses: kernel text is small, so a high level
/// costs little, and the bundle is written once and shipped.
const LEVEL: i32 = 19;

/// The stored form of `text`.
pub(crate) fn compress(text: &str) -> Result<Vec<u8>, BundleError> {
    if text.len() > MAX_SLICE_LEN {
        return Err(BundleError::unencodable(format!(
            "the slice is {} bytes, the limit is {MAX_SLICE_LEN}",
            text.len()
        )));
    }
    zstd::bulk::compress(text.as_bytes(), LEVEL)
        .map_err(|e| BundleError::unencodable(format!("zstd could not compress the slice: {e}")))
}

/// Decompresses `compressed`, which must hold exactly `declared` bytes.
///
/// The caller has checked `declared <= MAX_SLICE_LEN`. `declared` is the
/// output capacity: the one-shot decoder allocates at most that (less when
/// the frames record a smaller size) and fails rather than write past it.
/// The error message is the caller's to place.
pub(crate) fn decompress(compressed: &[u8], declared: usize) -> Result<Vec<u8>, String> {
    let text = zstd::bulk::decompress(compressed, declared)
        .map_err(|e| format!("the compressed slice does not decompress: {e}"))?;
    if text.len() != declared {
        return Err(format!(
            "the slice decompresses to {} bytes, its declared length is {declared}",
            text.len()
        ));
    }
    Ok(text)
}
