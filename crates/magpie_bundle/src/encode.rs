//! The writer: the layout in the crate docs, field by field.

use magpie_gpu::GpuBackendExt;

use crate::error::BundleError;
use crate::hash::digest;
use crate::model::{Blob, Bundle, KernelEntry, ModuleEntry, ParamEntry, ParamSlot};
use crate::{slice, FORMAT_VERSION, MAGIC};

pub(crate) fn encode(bundle: &Bundle) -> Result<Vec<u8>, BundleError> {
    let mut out = Writer::default();
    out.raw(&MAGIC);
    out.u32(FORMAT_VERSION);
    out.str(&bundle.compiler_version, "compiler version")?;
    let total_at = out.bytes.len();
    out.u64(0); // patched below, once the length is known
    out.count(bundle.modules.len(), "modules")?;
    for module in &bundle.modules {
        encode_module(&mut out, module)
            .map_err(|e| e.within(&format!("module {:?}", module.name)))?;
    }
    let mut bytes = out.bytes;
    let total = bytes
        .len()
        .checked_add(32)
        .and_then(|total| u64::try_from(total).ok())
        .ok_or_else(|| BundleError::unencodable("the bundle is larger than u64::MAX bytes"))?;
    let field = total_at
        .checked_add(8)
        .and_then(|end| bytes.get_mut(total_at..end));
    if let Some(field) = field {
        field.copy_from_slice(&total.to_le_bytes());
    }
    let file_digest = digest(&bytes);
    bytes.extend_from_slice(&file_digest);
    Ok(bytes)
}

fn encode_module(out: &mut Writer, module: &ModuleEntry) -> Result<(), BundleError> {
    out.str(&module.name, "module name")?;
    let compressed = slice::compress(module.slice.as_bytes(), "slice", slice::SLICE_LEVEL)?;
    out.len(module.slice.len(), "slice")?;
    out.raw(&module.slice_digest());
    out.byte_string(&compressed, "compressed slice")?;
    out.count(module.kernels.len(), "kernels")?;
    for kernel in &module.kernels {
        encode_kernel(out, kernel).map_err(|e| e.within(&format!("kernel {:?}", kernel.symbol)))?;
    }
    Ok(())
}

fn encode_kernel(out: &mut Writer, kernel: &KernelEntry) -> Result<(), BundleError> {
    out.str(&kernel.symbol, "kernel symbol")?;
    out.u64(kernel.sid_hash);
    for extent in kernel.workgroup {
        out.u32(extent);
    }
    out.u32(kernel.push_constant_size);
    out.count(kernel.params.len(), "parameters")?;
    for param in &kernel.params {
        encode_param(out, param)?;
    }
    out.count(kernel.blobs.len(), "blobs")?;
    for blob in &kernel.blobs {
        encode_blob(out, blob)?;
    }
    Ok(())
}

fn encode_param(out: &mut Writer, param: &ParamEntry) -> Result<(), BundleError> {
    out.str(&param.name, "parameter name")?;
    out.str(&param.ty, "parameter type")?;
    out.count(param.slots.len(), "slots")?;
    for slot in &param.slots {
        encode_slot(out, slot);
    }
    Ok(())
}

fn encode_slot(out: &mut Writer, slot: &ParamSlot) {
    out.raw(&[slot.backend.to_u8(), slot.kind.to_u8()]);
    out.u32(slot.index);
    out.u32(slot.size);
}

fn encode_blob(out: &mut Writer, blob: &Blob) -> Result<(), BundleError> {
    out.raw(&[blob.backend.to_u8()]);
    out.str(&blob.arch, "blob arch")?;
    out.count(blob.features.len(), "features")?;
    for feature in &blob.features {
        out.str(feature, "feature")?;
    }
    out.str(&blob.entry_point, "entry point")?;
    out.count(blob.predicates.len(), "predicates")?;
    for (id, predicate) in &blob.predicates {
        out.u32(*id);
        out.str(predicate, "predicate")?;
    }
    let compressed = slice::compress(&blob.data, "blob data", slice::BLOB_LEVEL)?;
    out.len(blob.data.len(), "blob data")?;
    out.raw(&blob.digest());
    out.byte_string(&compressed, "compressed blob data")
}

/// Appends little-endian fields; lengths and counts must fit a `u32`.
#[derive(Debug, Default)]
struct Writer {
    bytes: Vec<u8>,
}

impl Writer {
    fn raw(&mut self, bytes: &[u8]) {
        self.bytes.extend_from_slice(bytes);
    }

    fn u32(&mut self, value: u32) {
        self.raw(&value.to_le_bytes());
    }

    fn u64(&mut self, value: u64) {
        self.raw(&value.to_le_bytes());
    }

    /// A length or count as the `u32` the layout stores.
    fn len(&mut self, len: usize, what: &str) -> Result<(), BundleError> {
        let len = u32::try_from(len).map_err(|_| {
            BundleError::unencodable(format!("{what}: {len} is more than a bundle can hold"))
        })?;
        self.u32(len);
        Ok(())
    }

    fn count(&mut self, count: usize, what: &str) -> Result<(), BundleError> {
        self.len(count, what)
    }

    fn byte_string(&mut self, bytes: &[u8], what: &str) -> Result<(), BundleError> {
        self.len(bytes.len(), what)?;
        self.raw(bytes);
        Ok(())
    }

    fn str(&mut self, text: &str, what: &str) -> Result<(), BundleError> {
        self.byte_string(text.as_bytes(), what)
    }
}
