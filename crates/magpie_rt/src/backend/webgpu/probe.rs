//! Whether the adapter's f32 `fma` rounds once, measured once per device
//! on first use (WebGPU allows `fma` to be a multiply and an add; NVIDIA's
//! hardware fuses, Mesa's llvmpipe may not) with
//! [`crate::backend::fma_probe`] through WGSL's `fma`. Any failure of the
//! probe itself means "not fused": the exact emulation through f64 stays.

use std::collections::HashMap;
use std::sync::Arc;

use super::device::Gpu;
use super::emit::emit_with;
use super::launch;
use super::memory::WgBuffer;
use super::pipeline::{KernelPipelines, WgModule};
use crate::backend::fma_probe::FmaProbe;
use crate::backend::{BackendBuffer, BoundArg, HostAccess, LaunchRequest};
use crate::buffer::MemoryHint;

/// Whether `gpu`'s f32 `fma` gave the exactly rounded result.
pub(crate) fn fused_fma(gpu: &Arc<Gpu>) -> bool {
    let probe = FmaProbe::f32();
    run(gpu, &probe).is_some_and(|out| probe.is_exact(&out))
}

/// Runs `probe` through WGSL's `fma`; the output's bytes.
fn run(gpu: &Arc<Gpu>, probe: &FmaProbe) -> Option<Vec<u8>> {
    let program = probe.program()?;
    let inputs = &probe.inputs;
    let kernel = program.module.function_by_name("probe")?;
    let options = magpie_gpu_wgsl::Options {
        capabilities: gpu.facts.capabilities.clone(),
        fused_fma: true,
    };
    let shader = emit_with(&program, kernel, gpu, &options).ok()?;
    if !shader.text.contains("fma(") {
        return None;
    }
    let pipelines = KernelPipelines::new(gpu, "probe", shader).ok()?;
    let mut kernels = HashMap::new();
    kernels.insert(kernel, Arc::new(pipelines));
    let size = inputs.len() as u64;
    let x = Arc::new(WgBuffer::new(gpu, size, MemoryHint::Auto).ok()?);
    let out = Arc::new(WgBuffer::new(gpu, size, MemoryHint::Auto).ok()?);
    x.write(0, inputs, false).ok()?;
    let (xb, ob): (Arc<dyn BackendBuffer>, Arc<dyn BackendBuffer>) = (x, out.clone());
    let request = LaunchRequest {
        program,
        module: Arc::new(WgModule { kernels }),
        kernel,
        grid: [1, 1, 1],
        block: [1, 1, 1],
        args: vec![BoundArg::Buffer(xb), BoundArg::Buffer(ob)],
    };
    launch::finish(launch::submit(gpu, request, launch::Mode::Synchronous { timed: false }).ok()?)
        .ok()?;
    let mut bytes = vec![0u8; inputs.len()];
    out.read(0, &mut bytes, false).ok()?;
    Some(bytes)
}
