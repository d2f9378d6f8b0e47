//! Bundle blobs on CUDA: which PTX blobs this device runs, and the
//! [`PtxKernel`] a blob stands for.
//!
//! CUDA's own rule: PTX for exactly this GPU's `sm_XY` is native; PTX for an
//! older `sm_XY` is compatible (the driver compiles it for this GPU), the
//! newest such arch preferred; PTX for a newer arch, or an arch-specific
//! one (`sm_90a`) for another GPU, does not run here. A blob is used as the
//! fast variant (buffers not aliased, the declared workgroup as the block
//! limit), so it must say it was built that way (`noalias`).

use magpie_build::ptx_features::PtxFeatures;
use magpie_bundle::Blob;
use magpie_gpu::kernel_layout::ptx_layout;
use magpie_gpu::passes::target_predicate::check_answers;
use magpie_gpu::{Capability, GpuBackend};
use magpie_gpu_ptx::PtxKernel;
use magpie_mpir::FuncId;

use crate::backend::driver_common::fast_variant_features;
use crate::backend::{BlobFit, ProgramIr};

/// `sm_XY[a|f]` as (XY, suffix).
fn parse_arch(arch: &str) -> Option<(u32, &str)> {
    let rest = arch.strip_prefix("sm_")?;
    let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let (number, suffix) = rest.split_at(digits);
    Some((number.parse().ok()?, suffix))
}

/// How `blob` fits a device of compute capability `cc` whose kernels may
/// use `caps`: besides the arch rule, every predicate answer the blob's
/// text was emitted for must be this device's answer.
pub(crate) fn judge(cc: (u32, u32), caps: &[Capability], blob: &Blob) -> BlobFit {
    if blob.backend != GpuBackend::Ptx {
        return BlobFit::No(format!(
            "a {} blob; this CUDA device runs PTX",
            blob.backend.name()
        ));
    }
    let device = cc.0 * 10 + cc.1;
    let Some((arch, suffix)) = parse_arch(&blob.arch) else {
        return BlobFit::No(format!("`{}` is not a CUDA arch", blob.arch));
    };
    let features = match fast_variant_features(blob) {
        Ok(f) => f,
        Err(why) => return BlobFit::No(why),
    };
    // The device's own name for an arch-specific blob of its arch
    // (`sm_90a` on an sm_90 GPU), its plain arch otherwise.
    let device_arch = if arch == device {
        blob.arch.clone()
    } else {
        format!("sm_{device}")
    };
    if let Err(why) = check_answers(
        &features.predicates,
        &|name| magpie_gpu_ptx::arch::target_is(name, &device_arch),
        &|cap| caps.contains(&cap),
    ) {
        return BlobFit::No(why);
    }
    if std::str::from_utf8(&blob.data).map_or(true, |t| t.contains('\0')) {
        return BlobFit::No("its data is not PTX text".to_string());
    }
    match (arch.cmp(&device), suffix.is_empty()) {
        (std::cmp::Ordering::Equal, _) => BlobFit::Native,
        (std::cmp::Ordering::Less, true) => BlobFit::Compatible { rank: arch },
        (std::cmp::Ordering::Less, false) => BlobFit::No(format!(
            "{} runs only on sm_{arch} GPUs; this one is sm_{device}",
            blob.arch
        )),
        (std::cmp::Ordering::Greater, _) => BlobFit::No(format!(
            "built for {}, newer than this GPU (sm_{device})",
            blob.arch
        )),
    }
}

/// The kernel `blob` holds for kernel `func` of `program`, laid out as
/// this runtime lays out its arguments.
pub(crate) fn ptx_kernel(
    program: &ProgramIr,
    func: FuncId,
    blob: &Blob,
) -> Result<PtxKernel, String> {
    let text = std::str::from_utf8(&blob.data)
        .map_err(|_| "its data is not PTX text".to_string())?
        .to_string();
    let features = PtxFeatures::from_features(&blob.features)?;
    let ptx_version = text
        .lines()
        .find_map(|l| l.trim().strip_prefix(".version "))
        .and_then(|v| v.trim().split_once('.'))
        .and_then(|(a, b)| Some((a.parse().ok()?, b.parse().ok()?)))
        .ok_or("its text declares no `.version`")?;
    Ok(PtxKernel {
        text,
        entry_point: blob.entry_point.clone(),
        layout: ptx_layout(&program.module, func)?,
        ptx_version,
        readonly_params: features.readonly,
        predicates: features.predicates,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blob(arch: &str, features: &[&str]) -> Blob {
        Blob {
            backend: GpuBackend::Ptx,
            arch: arch.into(),
            features: features.iter().map(|f| f.to_string()).collect(),
            entry_point: "k".into(),
            predicates: Vec::new(),
            data: b".version 7.0\n.target sm_70\n".to_vec(),
        }
    }

    #[test]
    fn cuda_arch_rules() {
        let h200 = (9, 0);
        assert_eq!(
            judge(h200, &[], &blob("sm_90", &["noalias"])),
            BlobFit::Native
        );
        assert_eq!(
            judge(h200, &[], &blob("sm_70", &["noalias"])),
            BlobFit::Compatible { rank: 70 }
        );
        assert_eq!(
            judge(h200, &[], &blob("sm_90a", &["noalias"])),
            BlobFit::Native
        );
        assert!(matches!(
            judge((8, 0), &[], &blob("sm_90", &["noalias"])),
            BlobFit::No(_)
        ));
        assert!(matches!(
            judge((10, 0), &[], &blob("sm_90a", &["noalias"])),
            BlobFit::No(_)
        ));
        assert!(matches!(
            judge(h200, &[], &blob("sm_70", &[])),
            BlobFit::No(_)
        ));
        assert!(matches!(
            judge(h200, &[], &blob("sm_70", &["noalias", "warp:9"])),
            BlobFit::No(_)
        ));
        assert!(matches!(
            judge(h200, &[], &blob("gfx942", &["noalias"])),
            BlobFit::No(_)
        ));
        // An sm_70 blob emitted with `is:sm_90` false is not sm_90's code;
        // one emitted without subgroups does not fit a device that has them.
        assert!(matches!(
            judge(h200, &[], &blob("sm_70", &["noalias", "pred:is:sm_90=0"])),
            BlobFit::No(_)
        ));
        assert_eq!(
            judge(h200, &[], &blob("sm_70", &["noalias", "pred:is:sm_70=1"])),
            BlobFit::Compatible { rank: 70 }
        );
        let subgroups = [Capability::Subgroups];
        let sg0 = blob("sm_70", &["noalias", "pred:has:subgroups=0"]);
        assert!(matches!(judge(h200, &subgroups, &sg0), BlobFit::No(_)));
        assert_eq!(judge(h200, &[], &sg0), BlobFit::Compatible { rank: 70 });
        let mut spv = blob("sm_90", &["noalias"]);
        spv.backend = GpuBackend::Spv;
        assert!(matches!(judge(h200, &[], &spv), BlobFit::No(_)));
    }
}
