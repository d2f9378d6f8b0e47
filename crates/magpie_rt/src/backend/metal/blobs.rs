//! Bundle blobs on Metal: which MSL blobs a device runs as they are, and a
//! program whose kernels come from them.
//!
//! An MSL blob fits when, in this order (the first failure is the reason
//! given):
//! 1. it is an `msl` blob, and its predicates, if any, are its function
//!    constants in order (predicate `K` is `[[function_constant(K)]]`),
//!    each one this runtime can answer: the device's answers are set when
//!    the pipeline is made, so one blob serves every Apple GPU. A blob
//!    emitted with its predicates resolved instead has none here and its
//!    answers in its features (check 3);
//! 2. its MSL version (its arch, `metal3.1`) is at most the device's;
//! 3. its features ([`MslFeatures`]) parse, every capability it relies on
//!    is the device's, and every predicate answer is the device's;
//! 4. its data is UTF-8 text;
//! 5. its calling convention (threadgroup array lengths, SIMD-group
//!    positions) is the one this runtime emits for the kernel, so that the
//!    dispatch binds what the text declares (the parameter slots were
//!    already compared by the bundle loader).
//!
//! Among fitting blobs the one relying on the most capabilities ranks
//! first. Loading a chosen blob repeats the checks and puts its text and
//! entry point in place of the emitted ones; a blob refused then is not an
//! error: its kernel keeps the emitted MSL and the refusal is reported.

use magpie_build::msl_features::MslFeatures;
use magpie_bundle::Blob;
use magpie_gpu::passes::TargetPredicate;
use magpie_gpu::{GpuBackend, Target};
use magpie_mpir::FuncId;

use super::{MetalKernel, MetalModule};
use crate::backend::BlobFit;

/// How `blob` fits a device of `target` as `kernel` (emitted for it).
pub(super) fn judge(target: &Target, kernel: &MetalKernel, blob: &Blob) -> BlobFit {
    match checked(target, kernel, blob) {
        Ok(fit) => BlobFit::Compatible { rank: fit.rank },
        Err(why) => BlobFit::No(why),
    }
}

/// What a blob that fits gives its kernel.
struct Fit {
    rank: u32,
    text: String,
    /// Function constant `K`'s value on the device.
    constants: Vec<bool>,
}

/// The blob's function constants answered on a device of `target`
/// (check 1 of the module docs).
fn function_constants(target: &Target, blob: &Blob) -> Result<Vec<bool>, String> {
    let options = magpie_gpu_msl::Options::for_target(target);
    blob.predicates
        .iter()
        .enumerate()
        .map(|(k, (id, text))| {
            if *id as usize != k {
                return Err(format!(
                    "its predicate `{text}` is function constant {id}, not {k}: MSL blobs number them in order"
                ));
            }
            let p: TargetPredicate = text.parse().map_err(|_| {
                format!("it carries a predicate this runtime cannot answer: `{text}`")
            })?;
            Ok(magpie_gpu_msl::predicate_value(&p, &options))
        })
        .collect()
}

/// Checks 1–5 of the module docs.
fn checked(target: &Target, kernel: &MetalKernel, blob: &Blob) -> Result<Fit, String> {
    if blob.backend != GpuBackend::Msl {
        return Err(format!("a {} blob, not MSL", blob.backend.name()));
    }
    let constants = function_constants(target, blob)?;
    let ours = magpie_gpu_msl::Options::for_target(target).language_version;
    let theirs = magpie_gpu_msl::Options::for_target(&Target::new(GpuBackend::Msl, &blob.arch))
        .language_version;
    if theirs > ours {
        return Err(format!(
            "it needs MSL {}.{}; the device compiles MSL {}.{}",
            theirs.0, theirs.1, ours.0, ours.1
        ));
    }
    let features = MslFeatures::from_features(&blob.features)?;
    if let Some(c) = features.requires.iter().find(|c| !target.has(**c)) {
        return Err(format!("it relies on `{c}`, which the device lacks"));
    }
    for (p, v) in &features.predicates {
        let here = p.evaluate(&magpie_gpu_msl::target_is, &|c| target.has(c));
        if here != *v {
            return Err(format!(
                "it was emitted for `{p}` = {v}; on this device it is {here}"
            ));
        }
    }
    let text = String::from_utf8(blob.data.clone()).map_err(|_| "its text is not UTF-8")?;
    let emitted = MslFeatures::of(&kernel.msl);
    if (&features.threadgroup, features.simdgroup_builtins)
        != (&emitted.threadgroup, emitted.simdgroup_builtins)
    {
        return Err(
            "its threadgroup memory or SIMD-group positions differ from this runtime's".into(),
        );
    }
    Ok(Fit {
        rank: u32::try_from(features.requires.len()).unwrap_or(u32::MAX),
        text,
        constants,
    })
}

/// Puts the chosen blobs' text in place of the emitted MSL of `module`;
/// the kernels whose blob does not fit (anymore), with why.
pub(super) fn use_blobs(
    target: &Target,
    module: &mut MetalModule,
    chosen: &[(FuncId, &Blob)],
) -> Vec<(FuncId, String)> {
    let mut refused = Vec::new();
    for (func, blob) in chosen {
        let Some(kernel) = module.kernels.get_mut(func) else {
            refused.push((*func, "the program has no such kernel".to_string()));
            continue;
        };
        match checked(target, kernel, blob) {
            Ok(fit) => {
                kernel.msl.text = fit.text;
                kernel.msl.entry_point = blob.entry_point.clone();
                kernel.constants = fit.constants;
            }
            Err(why) => refused.push((*func, why)),
        }
    }
    refused
}

#[cfg(test)]
mod tests {
    use std::sync::OnceLock;

    use super::*;

    /// A kernel with two threadgroup arrays (the corpus's shared_reduce),
    /// emitted for `metal3.1`.
    const SHARED: &str = include_str!("../../../../../tests/kernels/in/shared_reduce.mp");

    fn setup() -> (Target, MetalKernel, Blob) {
        let module = magpie_mpir::parse(SHARED).value.expect("parses");
        let info = magpie_mpir::verify(&module).value.expect("verifies");
        let target = Target::parse("msl:metal3.1").expect("target");
        let options = magpie_gpu_msl::Options::for_target(&target);
        let func = module
            .function_by_name("shared_reduce")
            .expect("@shared_reduce");
        let msl = magpie_gpu_msl::emit(&module, &info, func, &options).expect("emits");
        let blob = Blob {
            backend: GpuBackend::Msl,
            arch: "metal3.1".into(),
            features: MslFeatures::of(&msl).to_features(),
            entry_point: msl.entry_point.clone(),
            predicates: Vec::new(),
            data: msl.text.clone().into_bytes(),
        };
        let kernel = MetalKernel {
            msl,
            constants: Vec::new(),
            pipeline: OnceLock::new(),
        };
        (target, kernel, blob)
    }

    fn refused(target: &Target, kernel: &MetalKernel, blob: &Blob) -> String {
        match judge(target, kernel, blob) {
            BlobFit::No(why) => why,
            fit => panic!("expected a refusal, got {fit:?}"),
        }
    }

    #[test]
    fn the_blob_of_this_emitter_fits() {
        let (target, kernel, blob) = setup();
        assert!(
            blob.features.iter().any(|f| f.starts_with("tg:")),
            "{blob:?}"
        );
        assert_eq!(
            judge(&target, &kernel, &blob),
            BlobFit::Compatible { rank: 0 }
        );
    }

    #[test]
    fn blobs_that_do_not_fit_say_why() {
        let (target, kernel, blob) = setup();
        let newer = Blob {
            arch: "metal4".into(),
            ..blob.clone()
        };
        assert!(refused(&target, &kernel, &newer).contains("needs MSL 4.0"));
        let other_layout = Blob {
            features: vec!["tg:4096".into()],
            ..blob.clone()
        };
        assert!(refused(&target, &kernel, &other_layout).contains("threadgroup memory"));
        let unknown = Blob {
            features: vec!["noalias".into()],
            ..blob.clone()
        };
        assert!(refused(&target, &kernel, &unknown).contains("unknown feature"));
        let needs = Blob {
            features: vec!["cap:float64".into()],
            ..blob.clone()
        };
        assert!(refused(&target, &kernel, &needs).contains("float64"));
        let binary = Blob {
            data: vec![0xff, 0xfe],
            ..blob.clone()
        };
        assert!(refused(&target, &kernel, &binary).contains("UTF-8"));
        let spv = Blob {
            backend: GpuBackend::Spv,
            ..blob
        };
        assert!(refused(&target, &kernel, &spv).contains("not MSL"));
    }
}
