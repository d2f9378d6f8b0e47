//! One MSL blob with function constants on two Metal devices whose
//! answers differ: the corpus's `predicates` kernel (nine late-resolved
//! predicates, no op that needs a capability) built once into an msl blob
//! by `magpie_build` (its predicates as function constants), run through the C++ model of Metal
//! on a device with SIMD-groups and on one without. Each must take the
//! branches meant for it. Skips without g++ unless `MAGPIE_REQUIRE` names
//! `metal_model`.

use std::sync::Arc;

use magpie_bundle::Blob;
use magpie_gpu::{Capability, GpuBackend, Target};

use super::model::ModelApi;
use super::{MetalBackend, Source};
use crate::backend::{BoundArg, DeviceBackend, LaunchRequest, ProgramIr};
use crate::buffer::MemoryHint;

const PREDICATES: &str = include_str!("../../../../../tests/kernels/in/predicates.mp");

/// The model device for `target`, or `None` (printed) without g++.
fn model_device(target: Target) -> Result<Option<MetalBackend>, String> {
    match ModelApi::new() {
        Ok(api) => Ok(Some(MetalBackend {
            source: Source::CxxModel,
            ..MetalBackend::with_api(Arc::new(api), target)
        })),
        Err(e) if !crate::backend::required("metal_model") => {
            println!("skip: the Metal model cannot run here: {e}");
            Ok(None)
        }
        Err(e) => Err(format!("MAGPIE_REQUIRE names metal_model: {e}")),
    }
}

/// `out[0..9]` of the kernel through `blob` on `be`.
fn run(be: &MetalBackend, ir: &Arc<ProgramIr>, blob: &Blob) -> Result<Vec<u32>, String> {
    let func = ir
        .module
        .function_by_name("predicates")
        .ok_or("no @predicates")?;
    let (module, refused) = be
        .compile_with_blobs(ir, &[(func, blob)])
        .map_err(|e| e.to_string())?;
    if !refused.is_empty() {
        return Err(format!("the blob was refused: {refused:?}"));
    }
    let out = be
        .create_buffer(4 * 9, MemoryHint::Auto)
        .map_err(|e| e.to_string())?;
    be.launch(LaunchRequest {
        program: ir.clone(),
        module,
        kernel: func,
        grid: [1, 1, 1],
        block: [1, 1, 1],
        args: vec![BoundArg::Buffer(out.clone())],
    })
    .map_err(|e| e.to_string())?;
    let mut bytes = vec![0u8; 36];
    be.read_buffer(&*out, 0, &mut bytes)
        .map_err(|e| e.to_string())?;
    Ok(bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect())
}

#[test]
fn one_blob_takes_each_devices_branches_through_function_constants() -> Result<(), String> {
    let with_simd = Target::parse("msl:metal3.1").map_err(|e| e.to_string())?;
    if !with_simd.has(Capability::Subgroups) {
        return Err("the metal3.1 target lacks subgroups; the test needs a device with".into());
    }
    let mut without_simd = with_simd.clone();
    without_simd
        .features
        .retain(|c| *c != Capability::Subgroups);
    let module = magpie_mpir::parse(PREDICATES).value.ok_or("parse")?;
    let info = magpie_mpir::verify(&module).value.ok_or("verify")?;
    let func = module
        .function_by_name("predicates")
        .ok_or("no @predicates")?;
    // The blob `magpie_build` makes: emitted once, for the target with the
    // most capabilities, its predicates kept as function constants.
    let msl = magpie_build::blob_backend(GpuBackend::Msl).ok_or("no msl in the build table")?;
    let blobs = (msl.emit)(&module, &info, func, &with_simd, &Default::default())
        .map_err(|e| format!("{e:?}"))?;
    let [blob] = blobs.as_slice() else {
        return Err(format!("{} msl blobs", blobs.len()));
    };
    let text = String::from_utf8_lossy(&blob.data);
    if !text.contains("[[function_constant(") || blob.predicates.is_empty() {
        return Err(format!("no function constants in the blob:\n{text}"));
    }
    for (target, sg) in [(with_simd, 1), (without_simd, 0)] {
        let Some(be) = model_device(target.clone())? else {
            return Ok(());
        };
        let validated = magpie_gpu::validate(&module, &info, Some(&target))
            .value
            .ok_or("validate")?;
        let ir = Arc::new(ProgramIr {
            module: module.clone(),
            info: info.clone(),
            validated,
            source_digest: None,
        });
        // The kernel's own table (its comment): k = 0, 1, 8 follow
        // has(subgroups); 3 and 7 always; the rest never on Metal.
        let want = vec![sg, 1 - sg, 0, 1, 0, 0, 0, 1, sg];
        let got = run(&be, &ir, blob)?;
        if got != want {
            return Err(format!(
                "on a device {} SIMD-groups: {got:?}, expected {want:?}",
                if sg == 1 { "with" } else { "without" }
            ));
        }
    }
    Ok(())
}
