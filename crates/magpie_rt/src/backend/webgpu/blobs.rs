//! Bundle blobs on WebGPU: which WGSL blobs this adapter can run as they
//! are, and a program whose kernels come from them.
//!
//! A WGSL blob fits when, in this order (the first failure is the reason
//! given):
//! 1. it is a `wgsl` blob for the `webgpu` arch, with no specialization
//!    predicates (WGSL keeps only the chosen branch; its answers are in its
//!    features);
//! 2. its data is UTF-8 text;
//! 3. its profile ([`WgslProfile`]: the capabilities its text needs, the
//!    predicate answers it was emitted for) fits the adapter's
//!    capabilities, the same list the device gives the emitter
//!    ([`options`]);
//! 4. its text declares what the kernel's
//!    [`WgslLayout`](magpie_gpu::wgsl_layout::WgslLayout) binds, and sizes
//!    its workgroup by the launch's overrides ([`super::blob_text`]), which
//!    also yields each storage binding's access;
//! 5. naga validates it with exactly the capabilities its profile names
//!    (`magpie_gpu_wgsl::validate`, the emitter's own check).
//!
//! Loading a chosen blob repeats 1–4 (they yield the shader) but not 5:
//! wgpu validates every shader module again itself (with the device's
//! features), and the emitter's check costs as much as a parse (about
//! 10 ms in a release build for the 77 KB text of the device library's
//! transcendentals).
//!
//! Among fitting blobs one trusting the adapter's `fma` to be fused ranks
//! first (one instruction where the others compute `math.fma` exactly in
//! many, with 64-bit integers or floats where the adapter has them), then
//! the one needing the most capabilities (the richest code the adapter
//! runs).
//!
//! Invariant: a blob whose shader module or first pipeline wgpu refuses
//! (caught by the device's error scopes) is not an error: its kernel is
//! emitted from the program instead and the refusal is reported to the
//! selection, as on Vulkan.

use std::collections::HashMap;
use std::sync::Arc;

use magpie_build::wgsl_profile::WgslProfile;
use magpie_bundle::Blob;
use magpie_gpu::wgsl_layout::wgsl_layout;
use magpie_gpu::GpuBackend;
use magpie_gpu_wgsl::{BufferAccess, WgslKernel};
use magpie_mpir::{FuncId, Module};

use super::blob_text::storage_access;
use super::device::Gpu;
use super::emit::{options, Shader};
use super::pipeline::{KernelPipelines, WgModule};
use super::ARCH;
use crate::backend::{BlobFit, ProgramIr};
use crate::error::GpuError;

/// The rank a blob trusting `fma` gets above any that does not.
const FUSED_RANK: u32 = 1 << 16;

/// How `blob` fits an adapter the runtime emits for with `adapter`, as
/// kernel `func` of `module`.
pub(crate) fn judge(
    adapter: &magpie_gpu_wgsl::Options,
    module: &Module,
    func: FuncId,
    blob: &Blob,
) -> BlobFit {
    match validated(adapter, module, func, blob) {
        Ok(rank) => BlobFit::Compatible { rank },
        Err(why) => BlobFit::No(why),
    }
}

/// The rank of `blob` for kernel `func` of `module` on an adapter emitted
/// for with `adapter`, once it passed every check of the module docs;
/// `Err` says why it does not fit.
fn validated(
    adapter: &magpie_gpu_wgsl::Options,
    module: &Module,
    func: FuncId,
    blob: &Blob,
) -> Result<u32, String> {
    let (shader, profile) = blob_shader(adapter, module, func, blob)?;
    let fused = u32::from(profile.fused_fma);
    let kernel = WgslKernel {
        text: shader.text,
        entry_point: shader.entry_point,
        layout: shader.layout,
        buffers: shader
            .read_only
            .iter()
            .map(|ro| {
                if *ro {
                    BufferAccess::Read
                } else {
                    BufferAccess::ReadWrite
                }
            })
            .collect(),
        workgroup: shader.workgroup,
        requires: profile.caps,
        predicates: profile.predicates,
    };
    magpie_gpu_wgsl::validate(&kernel)
        .map_err(|e| format!("its text does not validate: {}", summary(&e)))?;
    let caps = u32::try_from(kernel.requires.len())
        .unwrap_or(u32::MAX)
        .min(FUSED_RANK - 1);
    Ok(fused * FUSED_RANK + caps)
}

/// The shader `blob` gives kernel `func` of `module` on an adapter emitted
/// for with `adapter`, and the blob's profile, after checks 1–4 of the
/// module docs; `Err` says why the blob does not fit.
fn blob_shader(
    adapter: &magpie_gpu_wgsl::Options,
    module: &Module,
    func: FuncId,
    blob: &Blob,
) -> Result<(Shader, WgslProfile), String> {
    if blob.backend != GpuBackend::Wgsl {
        return Err(format!(
            "a {} blob; this WebGPU device runs WGSL",
            blob.backend.name()
        ));
    }
    if blob.arch != ARCH {
        return Err(format!(
            "made for arch `{}`; this runtime's WebGPU arch is `{ARCH}`",
            blob.arch
        ));
    }
    if !blob.predicates.is_empty() {
        return Err("it carries specialization predicates, which WGSL has none of".to_string());
    }
    let text = std::str::from_utf8(&blob.data).map_err(|_| "its data is not UTF-8 text")?;
    let profile = WgslProfile::from_features(&blob.features)?;
    profile.fits(adapter)?;
    let f = module
        .functions
        .get(func)
        .ok_or("the kernel is not in the program")?;
    let layout = wgsl_layout(module, func)
        .map_err(|why| format!("the kernel has no WebGPU layout: {why}"))?;
    let read_only = storage_access(text, &blob.entry_point, &layout)?;
    let shader = Shader {
        text: text.to_string(),
        entry_point: blob.entry_point.clone(),
        layout,
        read_only,
        workgroup: f.workgroup_size(),
    };
    Ok((shader, profile))
}

/// naga's rendered error on one line: its message and notes, without the
/// source excerpt (a selection's reasons are one line each).
fn summary(rendered: &str) -> String {
    let lines: Vec<&str> = rendered
        .lines()
        .map(str::trim)
        .filter_map(|l| {
            l.strip_prefix("error:")
                .or_else(|| l.strip_prefix("= "))
                .map(str::trim)
        })
        .filter(|l| !l.is_empty())
        .collect();
    if lines.is_empty() {
        rendered.lines().next().unwrap_or("").trim().to_string()
    } else {
        lines.join("; ")
    }
}

/// A module whose kernels in `blobs` run those blobs and the others are
/// emitted here; the kernels whose blob wgpu refused, with why.
pub(crate) fn module_with_blobs(
    gpu: &Arc<Gpu>,
    program: &ProgramIr,
    blobs: &[(FuncId, &Blob)],
) -> Result<(WgModule, Vec<(FuncId, String)>), GpuError> {
    let adapter = options(gpu);
    let mut kernels = HashMap::new();
    let mut refused = Vec::new();
    for (id, f) in program.module.functions.iter() {
        if !f.is_kernel() {
            continue;
        }
        let from_blob = blobs
            .iter()
            .find(|(func, _)| *func == id)
            .map(|(_, blob)| pipelines_from_blob(gpu, &adapter, program, id, blob));
        let k = match from_blob {
            Some(Ok(k)) => k,
            other => {
                if let Some(Err(why)) = other {
                    refused.push((id, why));
                }
                KernelPipelines::emitted(gpu, program, id)?
            }
        };
        kernels.insert(id, Arc::new(k));
    }
    Ok((WgModule { kernels }, refused))
}

/// Kernel `func`'s pipelines from `blob` (which [`judge`] accepted), its
/// pipeline for the kernel's `workgroup(…)` made now, so that wgpu's
/// refusal shows here.
fn pipelines_from_blob(
    gpu: &Arc<Gpu>,
    adapter: &magpie_gpu_wgsl::Options,
    program: &ProgramIr,
    func: FuncId,
    blob: &Blob,
) -> Result<KernelPipelines, String> {
    let (shader, _) = blob_shader(adapter, &program.module, func, blob)?;
    let workgroup = shader.workgroup;
    let k = KernelPipelines::new(gpu, program.kernel_name(func), shader)
        .map_err(|e| one_line(&e.message))?;
    k.pipeline(workgroup).map_err(|e| one_line(&e.message))?;
    Ok(k)
}

/// `s` with every run of white space (line breaks included) one space.
fn one_line(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}
