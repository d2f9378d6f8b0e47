//! What `inspect` shows of a bundle: a serializable [`Summary`] for JSON, and
//! its `Display`, a text table. Digests are full hex in JSON; the text shows
//! their first 16 digits.

use std::fmt;

use magpie_gpu::{GpuBackend, GpuBackendExt};
use serde::Serialize;

use crate::hash::{digest, hex};
use crate::model::{Blob, Bundle, KernelEntry, ModuleEntry, ParamEntry};
use crate::{decode, FORMAT_VERSION};

/// A bundle, described.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Summary {
    pub format_version: u32,
    pub compiler_version: String,
    /// The encoded file's size in bytes, when the encoding was given.
    pub file_size: Option<usize>,
    /// SHA-256 of the whole encoded file, hex, when the encoding was given.
    pub file_digest: Option<String>,
    pub kernel_count: usize,
    pub blob_count: usize,
    pub modules: Vec<ModuleSummary>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ModuleSummary {
    pub name: String,
    /// The uncompressed slice's size in bytes.
    pub slice_size: usize,
    /// The stored (zstd) slice's size, when the encoding was given.
    pub slice_compressed_size: Option<usize>,
    /// SHA-256 of the uncompressed slice, hex.
    pub slice_digest: String,
    pub kernels: Vec<KernelSummary>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct KernelSummary {
    pub symbol: String,
    /// The kernel id, 16 hex digits (a JSON number would lose bits).
    pub sid_hash: String,
    pub workgroup: [u32; 3],
    pub push_constant_size: u32,
    pub params: Vec<ParamSummary>,
    pub blobs: Vec<BlobSummary>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ParamSummary {
    pub name: String,
    pub ty: String,
    pub slots: Vec<SlotSummary>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SlotSummary {
    /// The backend's short name: `spv`, `ptx`, ...
    pub backend: &'static str,
    /// `buffer`, `push` or `param`.
    pub kind: &'static str,
    pub index: u32,
    pub size: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BlobSummary {
    /// The backend's short name: `spv`, `ptx`, ...
    pub backend: &'static str,
    /// The backend's name for people: "CUDA (PTX)", ...
    pub backend_name: &'static str,
    pub arch: String,
    pub features: Vec<String>,
    pub entry_point: String,
    pub predicates: Vec<PredicateSummary>,
    /// The blob's size in bytes.
    pub size: usize,
    /// SHA-256 of the blob's data, hex.
    pub digest: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PredicateSummary {
    pub spec_id: u32,
    pub predicate: String,
}

pub(crate) fn summarize(bundle: &Bundle, encoded: Option<&[u8]>) -> Summary {
    // The encoding's figures only count if it really is this bundle.
    let decoded = encoded.and_then(|bytes| {
        decode::decode(bytes)
            .ok()
            .filter(|decoded| decoded.bundle == *bundle)
            .map(|decoded| (bytes, decoded.compressed_slice_sizes))
    });
    let (encoded, sizes) = decoded.unzip();
    let modules = bundle
        .modules
        .iter()
        .enumerate()
        .map(|(i, m)| module(m, sizes.as_ref().and_then(|s| s.get(i).copied())))
        .collect::<Vec<_>>();
    let kernels = || bundle.modules.iter().flat_map(|m| &m.kernels);
    Summary {
        format_version: FORMAT_VERSION,
        compiler_version: bundle.compiler_version.clone(),
        file_size: encoded.map(<[u8]>::len),
        file_digest: encoded.map(|bytes| hex(&digest(bytes))),
        kernel_count: kernels().count(),
        blob_count: kernels().map(|k| k.blobs.len()).sum(),
        modules,
    }
}

fn module(module: &ModuleEntry, compressed_size: Option<usize>) -> ModuleSummary {
    ModuleSummary {
        name: module.name.clone(),
        slice_size: module.slice.len(),
        slice_compressed_size: compressed_size,
        slice_digest: hex(&module.slice_digest()),
        kernels: module.kernels.iter().map(kernel).collect(),
    }
}

fn kernel(kernel: &KernelEntry) -> KernelSummary {
    KernelSummary {
        symbol: kernel.symbol.clone(),
        sid_hash: format!("{:016x}", kernel.sid_hash),
        workgroup: kernel.workgroup,
        push_constant_size: kernel.push_constant_size,
        params: kernel.params.iter().map(param).collect(),
        blobs: kernel.blobs.iter().map(blob).collect(),
    }
}

fn param(param: &ParamEntry) -> ParamSummary {
    ParamSummary {
        name: param.name.clone(),
        ty: param.ty.clone(),
        slots: param
            .slots
            .iter()
            .map(|slot| SlotSummary {
                backend: short_name(slot.backend),
                kind: slot.kind.name(),
                index: slot.index,
                size: slot.size,
            })
            .collect(),
    }
}

fn blob(blob: &Blob) -> BlobSummary {
    BlobSummary {
        backend: short_name(blob.backend),
        backend_name: blob.backend.display_name(),
        arch: blob.arch.clone(),
        features: blob.features.clone(),
        entry_point: blob.entry_point.clone(),
        predicates: blob
            .predicates
            .iter()
            .map(|(spec_id, predicate)| PredicateSummary {
                spec_id: *spec_id,
                predicate: predicate.clone(),
            })
            .collect(),
        size: blob.data.len(),
        digest: hex(&blob.digest()),
    }
}

fn short_name(backend: GpuBackend) -> &'static str {
    backend.name()
}

/// The first 16 hex digits of a digest, for the text table.
fn short(digest: &str) -> &str {
    digest.get(..16).unwrap_or(digest)
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "bundle  format {}, compiler {:?}, {} modules, {} kernels, {} blobs",
            self.format_version,
            self.compiler_version,
            self.modules.len(),
            self.kernel_count,
            self.blob_count
        )?;
        if let Some(size) = self.file_size {
            write!(f, ", {size} bytes")?;
        }
        if let Some(file_digest) = &self.file_digest {
            write!(f, ", sha256 {}", short(file_digest))?;
        }
        writeln!(f)?;
        self.modules.iter().try_for_each(|m| write!(f, "{m}"))
    }
}

impl fmt::Display for ModuleSummary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\nmodule {:?}  slice {} bytes",
            self.name, self.slice_size
        )?;
        if let Some(size) = self.slice_compressed_size {
            write!(f, " (zstd {size})")?;
        }
        writeln!(f, ", sha256 {}", short(&self.slice_digest))?;
        self.kernels.iter().try_for_each(|k| write!(f, "{k}"))
    }
}

impl fmt::Display for KernelSummary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [x, y, z] = self.workgroup;
        writeln!(
            f,
            "  kernel @{}  sid {}  workgroup {x}x{y}x{z}  push constants {} bytes",
            self.symbol, self.sid_hash, self.push_constant_size
        )?;
        if !self.params.is_empty() {
            let header = ["param", "type", "slots"].map(String::from).to_vec();
            let rows = self.params.iter().map(|p| {
                let slots = p.slots.iter().map(slot_text).collect::<Vec<_>>();
                vec![p.name.clone(), p.ty.clone(), slots.join(", ")]
            });
            table(f, std::iter::once(header).chain(rows).collect())?;
        }
        if !self.blobs.is_empty() {
            let header = [
                "backend",
                "arch",
                "bytes",
                "sha256",
                "entry",
                "features",
                "predicates",
            ];
            let rows = self.blobs.iter().map(|b| {
                let predicates = b
                    .predicates
                    .iter()
                    .map(|p| format!("{}={}", p.spec_id, p.predicate));
                vec![
                    b.backend.to_owned(),
                    b.arch.clone(),
                    b.size.to_string(),
                    short(&b.digest).to_owned(),
                    b.entry_point.clone(),
                    b.features.join(","),
                    predicates.collect::<Vec<_>>().join(" "),
                ]
            });
            let header = header.map(String::from).to_vec();
            table(f, std::iter::once(header).chain(rows).collect())?;
        }
        Ok(())
    }
}

fn slot_text(slot: &SlotSummary) -> String {
    let size = match slot.kind {
        "buffer" => "stride",
        _ => "size",
    };
    format!(
        "{} {} {} ({size} {})",
        slot.backend, slot.kind, slot.index, slot.size
    )
}

/// Rows in aligned columns, indented under their kernel.
fn table(f: &mut fmt::Formatter<'_>, rows: Vec<Vec<String>>) -> fmt::Result {
    let mut widths = Vec::<usize>::new();
    for row in &rows {
        for (i, cell) in row.iter().enumerate() {
            let width = cell.chars().count();
            match widths.get_mut(i) {
                Some(w) => *w = (*w).max(width),
                None => widths.push(width),
            }
        }
    }
    for row in &rows {
        let mut line = String::from("    ");
        for (cell, width) in row.iter().zip(&widths) {
            line.push_str(&format!("{cell:width$}  "));
        }
        writeln!(f, "{}", line.trim_end())?;
    }
    Ok(())
}
