//! The checked reader: header, file digest, then the entries in order.
//! The crate docs list what it checks; the `MIN_*` sizes below are what a
//! count is checked against.

use magpie_gpu::{GpuBackend, GpuBackendExt};

use crate::cursor::{widen, Cursor};
use crate::error::BundleError;
use crate::hash::{digest, hex};
use crate::model::{Blob, Bundle, KernelEntry, ModuleEntry, ParamEntry, ParamSlot, SlotKind};
use crate::{slice, FORMAT_VERSION, MAGIC, MAX_SLICE_LEN};

/// The fewest bytes each entry can encode to: every string and list empty.
const MIN_STR: usize = 4;
const DIGEST_LEN: usize = 32;
const MIN_MODULE: usize = MIN_STR + 4 + DIGEST_LEN + 4 + 4;
const MIN_KERNEL: usize = MIN_STR + 8 + 12 + 4 + 4 + 4;
const MIN_PARAM: usize = MIN_STR + MIN_STR + 4;
const MIN_SLOT: usize = 1 + 1 + 4 + 4;
const MIN_BLOB: usize = 1 + MIN_STR + 4 + MIN_STR + 4 + 4 + DIGEST_LEN + 4;
const MIN_PREDICATE: usize = 4 + MIN_STR;

/// A bundle and what only its encoding knows.
#[derive(Debug)]
pub(crate) struct Decoded {
    pub(crate) bundle: Bundle,
    pub(crate) compressed_slice_sizes: Vec<usize>,
}

pub(crate) fn decode(bytes: &[u8]) -> Result<Decoded, BundleError> {
    let mut cursor = Cursor::new(bytes);
    let compiler_version = header(&mut cursor, bytes.len())?;
    let header_end = cursor.offset();
    let body_end = match bytes.len().checked_sub(DIGEST_LEN) {
        Some(end) if end >= header_end => end,
        _ => {
            return Err(BundleError::at(
                header_end,
                "truncated: no room for the file digest after the header",
            ))
        }
    };
    check_file_digest(bytes, body_end)?;
    let mut body = cursor.limit(body_end)?;
    let count = body.count("module count", MIN_MODULE)?;
    let mut modules = Vec::with_capacity(count);
    let mut compressed_slice_sizes = Vec::with_capacity(count);
    for index in 0..count {
        let (module, compressed_size) = module(&mut body, index)?;
        modules.push(module);
        compressed_slice_sizes.push(compressed_size);
    }
    body.finish()?;
    Ok(Decoded {
        bundle: Bundle {
            compiler_version,
            modules,
        },
        compressed_slice_sizes,
    })
}

/// Magic, version, compiler version and total length; returns the compiler
/// version.
fn header(cursor: &mut Cursor<'_>, file_len: usize) -> Result<String, BundleError> {
    let magic = cursor
        .array::<8>("magic")
        .map_err(|e| e.within("not a magpie bundle"))?;
    if magic != MAGIC {
        return Err(BundleError::at(
            0,
            format!(
                "not a magpie bundle: the file starts with {:?}, a bundle with {:?}",
                magic.escape_ascii().to_string(),
                MAGIC.escape_ascii().to_string()
            ),
        ));
    }
    let version_at = cursor.offset();
    let version = cursor.u32("format version")?;
    if version != FORMAT_VERSION {
        let hint = if version > FORMAT_VERSION {
            " (written by a newer compiler)"
        } else {
            ""
        };
        return Err(BundleError::at(
            version_at,
            format!("format version {version}, this build reads {FORMAT_VERSION}{hint}"),
        ));
    }
    let compiler_version = cursor.str("compiler version")?;
    let total_at = cursor.offset();
    let total = cursor.u64("total length")?;
    let total = usize::try_from(total).unwrap_or(usize::MAX);
    if total > file_len {
        return Err(BundleError::at(
            total_at,
            format!("truncated: the header declares {total} bytes, the file has {file_len}"),
        ));
    }
    if total < file_len {
        return Err(BundleError::at(
            total,
            format!(
                "{} trailing bytes after the bundle's declared end",
                file_len - total
            ),
        ));
    }
    Ok(compiler_version)
}

/// The last 32 bytes are the SHA-256 of everything before them.
fn check_file_digest(bytes: &[u8], body_end: usize) -> Result<(), BundleError> {
    let Some((body, stored)) = bytes.split_at_checked(body_end) else {
        return Err(BundleError::at(body_end, "truncated: no file digest"));
    };
    let computed = digest(body);
    if stored != computed {
        return Err(BundleError::at(
            body_end,
            format!(
                "file digest mismatch: stored {}, computed {}; the bundle is corrupt",
                hex(stored),
                hex(&computed)
            ),
        ));
    }
    Ok(())
}

/// One module; also returns the compressed size of its slice.
fn module(cursor: &mut Cursor<'_>, index: usize) -> Result<(ModuleEntry, usize), BundleError> {
    let name = cursor
        .str("module name")
        .map_err(|e| e.within(&format!("module {index}")))?;
    module_body(cursor, name.clone()).map_err(|e| e.within(&format!("module {index} {name:?}")))
}

fn module_body(cursor: &mut Cursor<'_>, name: String) -> Result<(ModuleEntry, usize), BundleError> {
    let (slice, compressed_size) = portable_slice(cursor)?;
    let count = cursor.count("kernel count", MIN_KERNEL)?;
    let mut kernels = Vec::with_capacity(count);
    for index in 0..count {
        kernels.push(kernel(cursor, index)?);
    }
    let module = ModuleEntry {
        name,
        slice,
        kernels,
    };
    Ok((module, compressed_size))
}

/// Declared length, digest and compressed text, checked in that order.
fn portable_slice(cursor: &mut Cursor<'_>) -> Result<(String, usize), BundleError> {
    let (text, compressed_len, compressed_at) =
        compressed(cursor, "slice", "slice digest", "slice digest mismatch")?;
    let text = String::from_utf8(text).map_err(|e| {
        BundleError::at(
            compressed_at,
            format!("the slice is not UTF-8: {}", e.utf8_error()),
        )
    })?;
    Ok((text, compressed_len))
}

/// A compressed field (a slice, a blob's data): its declared length (at
/// most [`MAX_SLICE_LEN`]), the digest of the uncompressed bytes, the zstd
/// frames, decompressed into exactly the declared capacity and checked
/// against the digest. `what` names the field (`"{what} length"`,
/// `"compressed {what}"`), `mismatch` starts the digest error. Returns the
/// bytes, the compressed length and where the compressed bytes start.
fn compressed(
    cursor: &mut Cursor<'_>,
    what: &str,
    digest_label: &str,
    mismatch: &str,
) -> Result<(Vec<u8>, usize, usize), BundleError> {
    let declared_at = cursor.offset();
    let declared = widen(cursor.u32(&format!("{what} length"))?);
    if declared > MAX_SLICE_LEN {
        return Err(BundleError::at(
            declared_at,
            format!("{what} length {declared} exceeds the limit of {MAX_SLICE_LEN} bytes"),
        ));
    }
    let digest_at = cursor.offset();
    let stored = cursor.array::<DIGEST_LEN>(digest_label)?;
    let compressed_at = cursor.offset();
    let compressed = cursor.bytes(&format!("compressed {what}"))?;
    let data = slice::decompress(compressed, declared, what)
        .map_err(|message| BundleError::at(compressed_at, message))?;
    let computed = digest(&data);
    if computed != stored {
        return Err(BundleError::at(
            digest_at,
            format!(
                "{mismatch}: stored {}, computed {}",
                hex(&stored),
                hex(&computed)
            ),
        ));
    }
    Ok((data, compressed.len(), compressed_at))
}

fn kernel(cursor: &mut Cursor<'_>, index: usize) -> Result<KernelEntry, BundleError> {
    let symbol = cursor
        .str("kernel symbol")
        .map_err(|e| e.within(&format!("kernel {index}")))?;
    kernel_body(cursor, symbol.clone()).map_err(|e| e.within(&format!("kernel {index} {symbol:?}")))
}

fn kernel_body(cursor: &mut Cursor<'_>, symbol: String) -> Result<KernelEntry, BundleError> {
    let sid_hash = cursor.u64("sid hash")?;
    let workgroup = [
        cursor.u32("workgroup x")?,
        cursor.u32("workgroup y")?,
        cursor.u32("workgroup z")?,
    ];
    let push_constant_size = cursor.u32("push-constant size")?;
    let count = cursor.count("parameter count", MIN_PARAM)?;
    let mut params = Vec::with_capacity(count);
    for index in 0..count {
        params.push(param(cursor).map_err(|e| e.within(&format!("parameter {index}")))?);
    }
    let count = cursor.count("blob count", MIN_BLOB)?;
    let mut blobs = Vec::with_capacity(count);
    for index in 0..count {
        blobs.push(blob(cursor).map_err(|e| e.within(&format!("blob {index}")))?);
    }
    Ok(KernelEntry {
        symbol,
        sid_hash,
        params,
        workgroup,
        push_constant_size,
        blobs,
    })
}

fn param(cursor: &mut Cursor<'_>) -> Result<ParamEntry, BundleError> {
    let name = cursor.str("parameter name")?;
    let ty = cursor.str("parameter type")?;
    let count = cursor.count("slot count", MIN_SLOT)?;
    let mut slots = Vec::with_capacity(count);
    for _ in 0..count {
        slots.push(slot(cursor)?);
    }
    Ok(ParamEntry { name, ty, slots })
}

fn slot(cursor: &mut Cursor<'_>) -> Result<ParamSlot, BundleError> {
    let backend = backend(cursor, "slot backend")?;
    let kind_at = cursor.offset();
    let kind_byte = cursor.u8("slot kind")?;
    let kind = SlotKind::from_u8(kind_byte).ok_or_else(|| {
        BundleError::at(
            kind_at,
            format!(
                "slot kind {kind_byte} is not one of 0 (buffer), 1 (push), 2 (param), 3 (uniform)"
            ),
        )
    })?;
    Ok(ParamSlot {
        backend,
        kind,
        index: cursor.u32("slot index")?,
        size: cursor.u32("slot size")?,
    })
}

fn blob(cursor: &mut Cursor<'_>) -> Result<Blob, BundleError> {
    let backend = backend(cursor, "blob backend")?;
    let arch = cursor.str("blob arch")?;
    let count = cursor.count("feature count", MIN_STR)?;
    let mut features = Vec::with_capacity(count);
    for _ in 0..count {
        features.push(cursor.str("feature")?);
    }
    let entry_point = cursor.str("entry point")?;
    let count = cursor.count("predicate count", MIN_PREDICATE)?;
    let mut predicates = Vec::with_capacity(count);
    for _ in 0..count {
        let id = cursor.u32("spec-constant id")?;
        predicates.push((id, cursor.str("predicate")?));
    }
    let mismatch = format!("blob digest mismatch ({} {arch})", backend.name());
    let (data, _, _) = compressed(cursor, "blob data", "blob digest", &mismatch)?;
    Ok(Blob {
        backend,
        arch,
        features,
        entry_point,
        predicates,
        data,
    })
}

fn backend(cursor: &mut Cursor<'_>, what: &str) -> Result<GpuBackend, BundleError> {
    let at = cursor.offset();
    let byte = cursor.u8(what)?;
    GpuBackend::from_u8(byte)
        .ok_or_else(|| BundleError::at(at, format!("{what} {byte} is not a backend (1..=5)")))
}
