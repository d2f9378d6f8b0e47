//! Driver facts the Vulkan properties do not state, measured once per
//! device with a tiny kernel on first use.
//!
//! Fused `Fma`: GLSL.std.450's `Fma` may be a multiply and an add with two
//! roundings (Mesa's llvmpipe computes f64 that way; NVIDIA's hardware
//! fuses). The probe ([`crate::backend::fma_probe`]) runs with the raw
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
use crate::backend::fma_probe::FmaProbe;
use crate::backend::{BackendBuffer, BoundArg, HostAccess, LaunchRequest};
use crate::buffer::MemoryHint;

/// Which widths' `Fma` is fused on `gpu`.
pub(crate) fn fused_fma(gpu: &Arc<Gpu>) -> DenormPreserve {
    let caps = gpu.info.capabilities();
    let fused = |probe: FmaProbe| run(gpu, &probe).is_some_and(|out| probe.is_exact(&out));
    DenormPreserve {
        f16: false,
        f32: fused(FmaProbe::f32()),
        f64: caps.contains(&Capability::Float64) && fused(FmaProbe::f64()),
    }
}

/// Runs `probe` with the raw `Fma`; the output's bytes.
fn run(gpu: &Arc<Gpu>, probe: &FmaProbe) -> Option<Vec<u8>> {
    let program = probe.program()?;
    let inputs = &probe.inputs;
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
    own(&x)?.write(0, inputs, false).ok()?;
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
    own(&out)?.read(0, &mut bytes, false).ok()?;
    Some(bytes)
}

fn own(buf: &Arc<dyn BackendBuffer>) -> Option<&VkBuffer> {
    buf.as_any().downcast_ref::<VkBuffer>()
}
