//! The `.mpb` bundle: compiled kernels for several GPU targets in one file.
//!
//! A bundle carries one or more kernel modules. For each module it stores the
//! *portable slice* (the module's canonical kernel text, with `is:`/`has:`
//! predicates unresolved, zstd-compressed) and, per kernel, the parameter
//! layout every backend expects and one [`Blob`] per compiled target.
//! [`write()`] encodes a [`Bundle`], [`read`] decodes and checks one, and
//! [`summary`] describes one for `inspect`.
//!
//! # Byte layout (format version 1)
//!
//! Every integer is little-endian. `str` is a `u32` byte length followed by
//! that many bytes of UTF-8; `bytes` is a `u32` length followed by the bytes;
//! `digest` is 32 bytes of SHA-256; `count` is a `u32` element count.
//!
//! ```text
//! file     = magic [u8; 8] = "MPGBNDL\0"
//!            format_version u32 = 1
//!            compiler_version str
//!            total_length u64            length of the whole file, digest included
//!            module_count count, module*
//!            file_digest digest          SHA-256 of every byte before it
//! module   = name str
//!            slice_length u32            uncompressed length, ≤ MAX_SLICE_LEN
//!            slice_digest digest         SHA-256 of the uncompressed slice text
//!            slice_zstd bytes            one or more zstd frames
//!            kernel_count count, kernel*
//! kernel   = symbol str, sid_hash u64, workgroup [u32; 3], push_constant_size u32
//!            param_count count, param*
//!            blob_count count, blob*
//! param    = name str, ty str, slot_count count, slot*
//! slot     = backend u8 (1..=5), kind u8 (0 buffer, 1 push, 2 param), index u32, size u32
//! blob     = backend u8 (1..=5), arch str
//!            feature_count count, feature str*
//!            entry_point str
//!            predicate_count count, (spec_id u32, predicate str)*
//!            data_length u32             uncompressed length, ≤ MAX_SLICE_LEN
//!            data_digest digest          SHA-256 of the uncompressed data
//!            data_zstd bytes             one or more zstd frames
//! ```
//!
//! The backend byte is [`GpuBackendExt::to_u8`](magpie_gpu::GpuBackendExt),
//! the specification's stable `GpuBackend` value.
//!
//! # What the reader guarantees
//!
//! [`read`] is total over `&[u8]`: on any input it returns a [`Bundle`] or a
//! [`BundleError`] naming the byte offset and the field, and never panics,
//! loops without bound, or reads out of bounds. In order, it checks:
//!
//! 1. the magic, then the format version (a newer file says
//!    "format version N, this build reads 1"), then `total_length` against
//!    the input's length (short: truncated; long: trailing bytes);
//! 2. the file digest, before it decodes anything past the header;
//! 3. every length and count against the bytes that remain *before* using
//!    it: a count must leave at least its minimum encoded size per element
//!    (the `MIN_*` sizes in `decode`), so no `Vec::with_capacity` or slice is
//!    ever sized by an unchecked number;
//! 4. every string is UTF-8, every backend byte is 1..=5, every slot kind is
//!    0..=2;
//! 5. each blob's data, like a slice: declared length at most
//!    [`MAX_SLICE_LEN`], decompressed into exactly that capacity, then its
//!    digest;
//! 6. each slice's declared length is at most [`MAX_SLICE_LEN`]; it is
//!    decompressed with that as the output capacity (zstd's one-shot decoder
//!    allocates at most that and fails rather than write past it); the
//!    result must have exactly that length, match the slice digest and be
//!    UTF-8;
//! 7. no byte is left between the last module and the file digest.
//!
//! The file digest makes any accidental change an error; the blob and slice
//! digests still catch an edit whose author recomputed the file digest.
//! [`write()`] refuses what [`read`] would refuse (an over-long slice, a string
//! or count over `u32::MAX`), so `read(&write(b)?)` is `Ok(b)` for every
//! bundle it accepts. Encoding is deterministic for a given zstd build.

mod cursor;
mod decode;
mod encode;
mod error;
mod hash;
mod model;
mod slice;
mod summary;

pub use error::BundleError;
pub use hash::{digest, fnv1a64, hex, sid_hash};
pub use model::{Blob, Bundle, KernelEntry, ModuleEntry, ParamEntry, ParamSlot, SlotKind};
pub use summary::{
    BlobSummary, KernelSummary, ModuleSummary, ParamSummary, PredicateSummary, SlotSummary, Summary,
};

/// The first eight bytes of every bundle.
pub const MAGIC: [u8; 8] = *b"MPGBNDL\0";

/// The layout version this build writes and the only one it reads.
pub const FORMAT_VERSION: u32 = 1;

/// The largest uncompressed slice a bundle may declare: 64 MiB. The reader
/// may allocate up to the declared length before the text is confirmed, so
/// this bounds what a crafted file can make it allocate.
pub const MAX_SLICE_LEN: usize = 64 << 20;

/// Encodes `bundle` in the layout above.
///
/// Fails when a string, a list or a blob is longer than `u32::MAX`, or a
/// slice longer than [`MAX_SLICE_LEN`]: what [`read`] would refuse.
pub fn write(bundle: &Bundle) -> Result<Vec<u8>, BundleError> {
    encode::encode(bundle)
}

/// Decodes and checks a bundle; see the crate docs for what is checked.
pub fn read(bytes: &[u8]) -> Result<Bundle, BundleError> {
    decode::decode(bytes).map(|decoded| decoded.bundle)
}

/// The compressed size of each module's slice, in module order, as stored in
/// `bytes` (the `Bundle` holds the slice uncompressed, so only the encoding
/// knows this). Checks `bytes` exactly as [`read`] does.
pub fn compressed_slice_sizes(bytes: &[u8]) -> Result<Vec<usize>, BundleError> {
    decode::decode(bytes).map(|decoded| decoded.compressed_slice_sizes)
}

/// Describes `bundle` for `inspect`'s JSON and text output. With `encoded`
/// (the bytes it was read from, or that [`write()`] made of it), the summary
/// also gives the file size and digest and each slice's compressed size;
/// those stay `None` when `encoded` is absent or does not decode to a bundle
/// with the same modules.
pub fn summary(bundle: &Bundle, encoded: Option<&[u8]>) -> Summary {
    summary::summarize(bundle, encoded)
}
