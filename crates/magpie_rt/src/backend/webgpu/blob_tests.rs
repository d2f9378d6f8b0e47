//! Unit tests of the WGSL blob judge ([`super::blobs::judge`]), on blobs
//! `magpie_build` makes and on damaged copies of them. The judge needs no
//! adapter (only its capability list), so these run everywhere; the
//! device half (loading, wgpu's refusal, selection) is in
//! `tests/webgpu_bundle.rs`.

use magpie_bundle::Blob;
use magpie_gpu::{Capability, GpuBackend};
use magpie_mpir::{FuncId, Module};

use crate::backend::BlobFit;

type Test = Result<(), String>;

/// Takes one branch where the adapter has subgroups and another where it
/// has not, so the build makes two texts, one per answer.
const BRANCHY: &str = "module t.branchy
exports { @k }
imports { }
digest \"0000000000000000\"

gpu fn @k(%a: gpu.TBuffer<u32>, %out: gpu.TBuffer<u32>, %n: u32) -> unit workgroup(64, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %x: u32 = gpu.buffer_load<u32> { buf=%a, idx=%i }
    %sg: pred = gpu.target.has { cap=\"subgroups\" }
    cbr %sg bb1 bb2
bb1:
    %y: u32 = i.add { lhs=%x, rhs=%n }
    gpu.buffer_store<u32> { buf=%out, idx=%i, v=%y }
    br bb3
bb2:
    %z: u32 = i.sub { lhs=%x, rhs=%n }
    gpu.buffer_store<u32> { buf=%out, idx=%i, v=%z }
    br bb3
bb3:
    ret
}
";

/// Every capability a WebGPU adapter can offer.
const ALL: [Capability; 4] = [
    Capability::F16Arithmetic,
    Capability::Subgroups,
    Capability::Int64,
    Capability::Float64,
];

/// Every capability but subgroups (where the `has:subgroups` = 0 blob fits).
const ALL_BUT_SUBGROUPS: [Capability; 3] = [
    Capability::F16Arithmetic,
    Capability::Int64,
    Capability::Float64,
];

/// How `blob` fits an adapter with `caps` whose `fma` is not fused.
fn judge(caps: &[Capability], module: &Module, func: FuncId, blob: &Blob) -> BlobFit {
    judge_fused(caps, false, module, func, blob)
}

/// How `blob` fits an adapter with `caps` and `fma` fused or not.
fn judge_fused(
    caps: &[Capability],
    fused_fma: bool,
    module: &Module,
    func: FuncId,
    blob: &Blob,
) -> BlobFit {
    let adapter = magpie_gpu_wgsl::Options {
        capabilities: caps.to_vec(),
        fused_fma,
    };
    super::blobs::judge(&adapter, module, func, blob)
}

/// The slice's module, kernel `@k`, and its WGSL blobs as built.
fn built(source: &str) -> Result<(Module, FuncId, Vec<Blob>), String> {
    let input = magpie_build::Input {
        file: "t.mp".to_string(),
        source: source.to_string(),
    };
    let targets = magpie_build::parse_targets(&["wgsl"])?;
    let built = magpie_build::build(&[input], &targets)
        .map_err(|f| format!("the test kernel did not build: {f:?}"))?;
    let entry = built.bundle.modules.into_iter().next().ok_or("no module")?;
    let module = magpie_mpir::parse(&entry.slice)
        .value
        .ok_or("the slice does not parse")?;
    let func = module.function_by_name("k").ok_or("no @k")?;
    let blobs = entry.kernels.into_iter().next().ok_or("no kernel")?.blobs;
    Ok((module, func, blobs))
}

/// The blob made for `has:subgroups` = `answer`.
fn blob_for(blobs: &[Blob], answer: bool) -> Result<Blob, String> {
    let feature = format!("pred:has:subgroups={}", u8::from(answer));
    blobs
        .iter()
        .find(|b| b.features.contains(&feature))
        .cloned()
        .ok_or_else(|| format!("no blob with {feature} among {blobs:?}"))
}

fn expect_no(fit: BlobFit, needle: &str) -> Test {
    match fit {
        BlobFit::No(why) if why.contains(needle) => Ok(()),
        other => Err(format!("wanted No naming `{needle}`, got {other:?}")),
    }
}

fn expect_rank(fit: BlobFit, rank: u32) -> Test {
    match fit {
        BlobFit::Compatible { rank: r } if r == rank => Ok(()),
        other => Err(format!(
            "wanted Compatible {{ rank: {rank} }}, got {other:?}"
        )),
    }
}

#[test]
fn a_blob_fits_where_the_adapter_answers_its_predicates_alike() -> Test {
    let (module, func, blobs) = built(BRANCHY)?;
    if blobs.len() != 2 {
        return Err(format!("wanted two texts, got {} blobs", blobs.len()));
    }
    let with_sg = blob_for(&blobs, true)?;
    let without = blob_for(&blobs, false)?;
    expect_rank(judge(&ALL, &module, func, &with_sg), 0)?;
    expect_rank(judge(&[], &module, func, &without), 0)?;
    let differs = "made for `has:subgroups` = true, which is false on this device";
    expect_no(judge(&[], &module, func, &with_sg), differs)?;
    expect_no(judge(&ALL, &module, func, &without), "has:subgroups")
}

#[test]
fn a_capability_the_adapter_lacks_is_named() -> Test {
    let (module, func, blobs) = built(BRANCHY)?;
    let mut blob = blob_for(&blobs, false)?;
    blob.features.push("cap:float64".into());
    expect_no(
        judge(&[Capability::Int64], &module, func, &blob),
        "it needs `float64`, which this adapter lacks",
    )?;
    blob.features.push("cap:teleport".into());
    expect_no(judge(&ALL, &module, func, &blob), "`teleport`")
}

#[test]
fn the_blob_needing_more_capabilities_ranks_higher() -> Test {
    let (module, func, blobs) = built(BRANCHY)?;
    let plain = blob_for(&blobs, false)?;
    let mut richer = plain.clone();
    richer.features.push("cap:int64".into());
    richer.features.push("cap:f16_arithmetic".into());
    let caps = [Capability::Int64, Capability::F16Arithmetic];
    expect_rank(judge(&caps, &module, func, &plain), 0)?;
    expect_rank(judge(&caps, &module, func, &richer), 2)
}

/// Computes `math.fma` in f32: the build makes a text trusting WGSL's
/// `fma` and one computing it exactly.
const FMA: &str = "module t.fma
exports { @k }
imports { }
digest \"0000000000000000\"

gpu fn @k(%a: gpu.TBuffer<f32>) -> unit workgroup(64, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %x: f32 = gpu.buffer_load<f32> { buf=%a, idx=%i }
    %y: f32 = math.fma { a=%x, b=%x, c=const.f32 1.0 }
    gpu.buffer_store<f32> { buf=%a, idx=%i, v=%y }
    ret
}
";

#[test]
fn a_text_trusting_fma_fits_only_where_it_is_fused_and_ranks_higher() -> Test {
    let (module, func, blobs) = built(FMA)?;
    let trusting: Vec<&Blob> = blobs
        .iter()
        .filter(|b| b.features.iter().any(|f| f == "fma:fused"))
        .collect();
    let exact: Vec<&Blob> = blobs
        .iter()
        .filter(|b| !b.features.iter().any(|f| f == "fma:fused"))
        .collect();
    if trusting.len() != 1 || exact.len() != 1 {
        return Err(format!("wanted one text of each, got {blobs:?}"));
    }
    let (trusting, exact) = (trusting[0], exact[0]);
    let text = |b: &Blob| String::from_utf8_lossy(&b.data).to_string();
    // The emitter's text: WGSL's `fma` in one, not in the other.
    if !text(trusting).contains("fma(") || text(exact).contains("fma(") {
        return Err(format!(
            "texts: trusting\n{}\nexact\n{}",
            text(trusting),
            text(exact)
        ));
    }
    // The exact text computes in 64 bits where the adapter can; the
    // trusting one needs nothing, and outranks it where `fma` is fused.
    let needs = |b: &Blob| b.features.iter().filter(|f| f.starts_with("cap:")).count() as u32;
    expect_no(judge_fused(&ALL, false, &module, func, trusting), "fma")?;
    expect_rank(judge_fused(&ALL, false, &module, func, exact), needs(exact))?;
    expect_rank(
        judge_fused(&ALL, true, &module, func, trusting),
        (1 << 16) + needs(trusting),
    )?;
    expect_rank(judge_fused(&ALL, true, &module, func, exact), needs(exact))
}

#[test]
fn garbage_is_refused_with_a_reason() -> Test {
    let (module, func, blobs) = built(BRANCHY)?;
    let good = blob_for(&blobs, false)?;
    let with = |data: Vec<u8>| Blob {
        data,
        ..good.clone()
    };
    expect_no(
        judge(&[], &module, func, &with(vec![0xff, 0xfe, 0x00, 0x80])),
        "not UTF-8",
    )?;
    expect_no(
        judge(&[], &module, func, &with(b"fn k( {".to_vec())),
        "not WGSL",
    )?;
    // Every cut of the text that removes more than trailing whitespace is
    // refused, never a panic.
    for cut in (0..good.data.len()).step_by(13) {
        let (head, tail) = good.data.split_at(cut);
        if tail.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        let head = head.to_vec();
        if let BlobFit::Compatible { .. } = judge(&[], &module, func, &with(head)) {
            return Err(format!("the text cut at byte {cut} fits"));
        }
    }
    let spv = Blob {
        backend: GpuBackend::Spv,
        ..good.clone()
    };
    expect_no(
        judge(&ALL, &module, func, &spv),
        "this WebGPU device runs WGSL",
    )?;
    let arch = Blob {
        arch: "webgpu2".into(),
        ..good.clone()
    };
    expect_no(judge(&ALL_BUT_SUBGROUPS, &module, func, &arch), "`webgpu2`")?;
    let entry = Blob {
        entry_point: "main".into(),
        ..good
    };
    expect_no(
        judge(&ALL_BUT_SUBGROUPS, &module, func, &entry),
        "no entry point `main`",
    )
}

/// A text that needs more than its features say fails naga's validation
/// with the capabilities the features name.
#[test]
fn a_text_needing_an_undeclared_capability_does_not_validate() -> Test {
    let (module, func, blobs) = built(BRANCHY)?;
    let good = blob_for(&blobs, false)?;
    let text = String::from_utf8(good.data.clone()).map_err(|e| e.to_string())?;
    let f64_text = format!("{text}\nfn mp_unused(x: f64) -> f64 {{ return x * 2.0lf; }}\n");
    let blob = Blob {
        data: f64_text.into_bytes(),
        ..good.clone()
    };
    expect_no(
        judge(&ALL_BUT_SUBGROUPS, &module, func, &blob),
        "does not validate",
    )?;
    let mut declared = blob;
    declared.features.push("cap:float64".into());
    expect_rank(judge(&ALL_BUT_SUBGROUPS, &module, func, &declared), 1)
}
