//! Whether the adapter's f32 `fma` rounds once, measured once per device
//! on first use (WebGPU allows `fma` to be a multiply and an add; NVIDIA's
//! hardware fuses, Mesa's llvmpipe may not). The probe evaluates
//! `fma(1 + 2^-12, 1 + 2^-12, -(1 + 2^-11))`, whose exact value `2^-24` a
//! separate multiply rounds away, with WGSL's `fma`, inputs read from a
//! buffer so that nothing folds them. Any failure of the probe itself
//! means "not fused": the exact emulation through f64 stays.

use std::collections::HashMap;
use std::sync::Arc;

use super::device::Gpu;
use super::emit::emit_with;
use super::launch;
use super::memory::WgBuffer;
use super::pipeline::{KernelPipelines, WgModule};
use crate::backend::{BackendBuffer, BoundArg, LaunchRequest, ProgramIr};
use crate::buffer::MemoryHint;

/// `out[0] = fma(x[0], x[0], x[1])` on f32.
const PROBE: &str =
    "gpu fn @probe(%x: gpu.TBuffer<f32>, %out: gpu.TBuffer<f32>) -> unit workgroup(1, 1, 1) {
bb0:
    %a: f32 = gpu.buffer_load<f32> { buf=%x, idx=const.u32 0 }
    %c: f32 = gpu.buffer_load<f32> { buf=%x, idx=const.u32 1 }
    %r: f32 = math.fma { a=%a, b=%a, c=%c }
    gpu.buffer_store<f32> { buf=%out, idx=const.u32 0, v=%r }
    ret
}
";

/// Whether `gpu`'s f32 `fma` gave the exactly rounded result.
pub(crate) fn fused_fma(gpu: &Arc<Gpu>) -> bool {
    let inputs: Vec<u8> = [1.0 + 2f32.powi(-12), -(1.0 + 2f32.powi(-11))]
        .iter()
        .flat_map(|x| x.to_le_bytes())
        .collect();
    run(gpu, &inputs).is_some_and(|b| b[..4] == 2f32.powi(-24).to_le_bytes())
}

/// Runs the probe with `inputs` (a, c) through the driver's `fma`; the
/// output's bytes.
fn run(gpu: &Arc<Gpu>, inputs: &[u8]) -> Option<Vec<u8>> {
    let module = magpie_mpir::parse(PROBE).value?;
    let info = magpie_mpir::verify(&module).value?;
    let validated = magpie_gpu::validate(&module, &info, None).value?;
    let program = Arc::new(ProgramIr {
        module,
        info,
        validated,
        source_digest: None,
    });
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
    x.write(0, inputs).ok()?;
    let (xb, ob): (Arc<dyn BackendBuffer>, Arc<dyn BackendBuffer>) = (x, out.clone());
    let request = LaunchRequest {
        program,
        module: Arc::new(WgModule { kernels }),
        kernel,
        grid: [1, 1, 1],
        block: [1, 1, 1],
        args: vec![BoundArg::Buffer(xb), BoundArg::Buffer(ob)],
    };
    launch::finish(launch::submit(gpu, request, false).ok()?).ok()?;
    let mut bytes = vec![0u8; inputs.len()];
    out.read(0, &mut bytes).ok()?;
    Some(bytes)
}
