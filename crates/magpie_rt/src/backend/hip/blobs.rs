//! Bundle blobs on HIP: which HSACO blobs this device runs.
//!
//! AMD's rule: a code object runs only on the gfx arch it was built for
//! (`gfx90a` code does not run on `gfx942`; there is no forward
//! compatibility as with PTX), so a blob is `Native` when its arch's base
//! name is the device's (`gfx90a` matches a device reporting
//! `gfx90a:sramecc+:xnack-`) and every target feature the blob names
//! (`gfx90a:xnack-`) is the device's setting; otherwise it does not fit and
//! the slice is compiled for the device. A blob is used as the fast
//! variant (buffers not aliased, the declared workgroup as the block
//! limit), so it must say it was built that way (`noalias`), and every
//! predicate answer it was emitted for must be this device's answer.

use magpie_bundle::Blob;
use magpie_gpu::passes::target_predicate::check_answers;
use magpie_gpu::{Capability, GpuBackend};

use super::props::{base_arch, target_features};
use crate::backend::driver_common::fast_variant_features;
use crate::backend::BlobFit;

/// How `blob` fits a device whose runtime reports `target_id`
/// (`gfx90a:sramecc+:xnack-`) and whose kernels may use `caps`.
pub(crate) fn judge(target_id: &str, caps: &[Capability], blob: &Blob) -> BlobFit {
    if blob.backend != GpuBackend::Hip {
        return BlobFit::No(format!(
            "a {} blob; this HIP device runs AMD code objects",
            blob.backend.name()
        ));
    }
    let Some(device) = base_arch(target_id) else {
        return BlobFit::No(format!(
            "this device's arch `{target_id}` is not a gfx name"
        ));
    };
    let Some(arch) = base_arch(&blob.arch) else {
        return BlobFit::No(format!("`{}` is not an AMD gfx arch", blob.arch));
    };
    if arch != device {
        return BlobFit::No(format!(
            "built for {arch}; this device is {device} (AMD code objects run only on their own arch)"
        ));
    }
    let have = target_features(target_id);
    if let Some(f) = target_features(&blob.arch)
        .into_iter()
        .find(|f| !have.contains(f))
    {
        return BlobFit::No(format!(
            "built for {} (`{f}`); this device is {target_id}",
            blob.arch
        ));
    }
    let features = match fast_variant_features(blob) {
        Ok(f) => f,
        Err(why) => return BlobFit::No(why),
    };
    if let Err(why) = check_answers(
        &features.predicates,
        &|name| magpie_gpu_hip::arch::target_is(name, &device),
        &|cap| caps.contains(&cap),
    ) {
        return BlobFit::No(why);
    }
    if !blob.data.starts_with(b"\x7fELF") {
        return BlobFit::No("its data is not an ELF code object".to_string());
    }
    BlobFit::Native
}
