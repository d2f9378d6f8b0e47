//! Driver facts the Vulkan properties do not state, measured once per
//! device with a tiny kernel on first use.
//!
//! Fused `Fma`: GLSL.std.450's `Fma` may be a multiply and an add with two
//! roundings (Mesa's llvmpipe computes f64 that way; NVIDIA's hardware
//! fuses). The probe evaluates `fma(1 + 2^-k, 1 + 2^-k, -(1 + 2^-(k-1)))`,
//! whose exact value `2^-2k` a separate multiply rounds away, with the raw
//! instruction, per float width the device has (f16 is never trusted). A
//! width is trusted only when every lane gives the exact value; any failure
//! of the probe itself means "not fused", so the exact emulation is used.

use std::collections::HashMap;
use std::sync::Arc;

use magpie_gpu::Capability;
use magpie_gpu_spirv::DenormPreserve;

use super::device::Gpu;
use super::emit::emit_with;
use super::launch;
use super::memory::VkBuffer;
use super::pipeline::{KernelPipelines, VkModule};
use crate::backend::{BackendBuffer, BoundArg, LaunchRequest, ProgramIr};
use crate::buffer::MemoryHint;

/// `out[0] = fma(a, a, c)` on T, for the widths probed.
fn probe_source(ty: &str) -> String {
    format!(
        "gpu fn @probe(%x: gpu.TBuffer<{ty}>, %out: gpu.TBuffer<{ty}>) -> unit workgroup(1, 1, 1) {{
bb0:
    %a: {ty} = gpu.buffer_load<{ty}> {{ buf=%x, idx=const.u32 0 }}
    %c: {ty} = gpu.buffer_load<{ty}> {{ buf=%x, idx=const.u32 1 }}
    %r: {ty} = math.fma {{ a=%a, b=%a, c=%c }}
    gpu.buffer_store<{ty}> {{ buf=%out, idx=const.u32 0, v=%r }}
    ret
}}
"
    )
}

/// Which widths' `Fma` is fused on `gpu`.
pub(crate) fn fused_fma(gpu: &Arc<Gpu>) -> DenormPreserve {
    let caps = gpu.info.capabilities();
    let f32_inputs = [1.0 + 2f32.powi(-12), -(1.0 + 2f32.powi(-11))];
    let f64_inputs = [1.0 + 2f64.powi(-30), -(1.0 + 2f64.powi(-29))];
    let f32_bytes: Vec<u8> = f32_inputs.iter().flat_map(|x| x.to_le_bytes()).collect();
    let f64_bytes: Vec<u8> = f64_inputs.iter().flat_map(|x| x.to_le_bytes()).collect();
    DenormPreserve {
        f16: false,
        f32: run(gpu, "f32", &f32_bytes).is_some_and(|b| b[..4] == 2f32.powi(-24).to_le_bytes()),
        f64: caps.contains(&Capability::Float64)
            && run(gpu, "f64", &f64_bytes).is_some_and(|b| b[..8] == 2f64.powi(-60).to_le_bytes()),
    }
}

/// Runs the probe on T with `inputs` (a, c); the output's bytes.
fn run(gpu: &Arc<Gpu>, ty: &str, inputs: &[u8]) -> Option<Vec<u8>> {
    let module = magpie_mpir::parse(&probe_source(ty)).value?;
    let info = magpie_mpir::verify(&module).value?;
    let validated = magpie_gpu::validate(&module, &info, None).value?;
    let program = Arc::new(ProgramIr {
        module,
        info,
        validated,
        source_digest: None,
    });
    let kernel = program.module.function_by_name("probe")?;
    let mut options = super::emit::options(&gpu.info, DenormPreserve::default());
    options.fused_fma = DenormPreserve::ALL;
    let shader = emit_with(&program, kernel, &gpu.info, &options).ok()?;
    let pipelines = KernelPipelines::new(gpu, "probe", shader).ok()?;
    let mut kernels = HashMap::new();
    kernels.insert(kernel, Arc::new(pipelines));
    let x: Arc<dyn BackendBuffer> =
        Arc::new(VkBuffer::new(gpu, inputs.len() as u64, MemoryHint::Auto).ok()?);
    let out: Arc<dyn BackendBuffer> =
        Arc::new(VkBuffer::new(gpu, inputs.len() as u64, MemoryHint::Auto).ok()?);
    own(&x)?.write(0, inputs).ok()?;
    let request = LaunchRequest {
        program,
        module: Arc::new(VkModule { kernels }),
        kernel,
        grid: [1, 1, 1],
        block: [1, 1, 1],
        args: vec![BoundArg::Buffer(x), BoundArg::Buffer(out.clone())],
    };
    launch::finish(launch::submit(gpu, request).ok()?).ok()?;
    let mut bytes = vec![0u8; inputs.len()];
    own(&out)?.read(0, &mut bytes).ok()?;
    Some(bytes)
}

fn own(buf: &Arc<dyn BackendBuffer>) -> Option<&VkBuffer> {
    buf.as_any().downcast_ref::<VkBuffer>()
}
