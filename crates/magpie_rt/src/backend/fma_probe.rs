//! The kernel and data with which a backend measures whether its driver's
//! fma rounds once (Vulkan's GLSL.std.450 `Fma` and WGSL's `fma` may be a
//! multiply and an add): `out[0] = fma(a, a, c)` with a = 1 + 2^-k and
//! c = -(1 + 2^-(k-1)), whose exact value 2^-2k a separate multiply rounds
//! away. The inputs come from a buffer, so nothing folds them; the backend
//! emits the kernel with its fma trusted and runs it.

use std::sync::Arc;

use super::ProgramIr;

/// One width's probe.
pub(crate) struct FmaProbe {
    pub ty: &'static str,
    /// a, then c, little-endian.
    pub inputs: Vec<u8>,
    /// 2^-2k, little-endian.
    exact: Vec<u8>,
}

impl FmaProbe {
    pub(crate) fn f32() -> FmaProbe {
        let (a, c) = (1.0 + 2f32.powi(-12), -(1.0 + 2f32.powi(-11)));
        FmaProbe {
            ty: "f32",
            inputs: [a.to_le_bytes(), c.to_le_bytes()].concat(),
            exact: 2f32.powi(-24).to_le_bytes().to_vec(),
        }
    }

    pub(crate) fn f64() -> FmaProbe {
        let (a, c) = (1.0 + 2f64.powi(-30), -(1.0 + 2f64.powi(-29)));
        FmaProbe {
            ty: "f64",
            inputs: [a.to_le_bytes(), c.to_le_bytes()].concat(),
            exact: 2f64.powi(-60).to_le_bytes().to_vec(),
        }
    }

    /// The probe kernel `@probe(%x, %out)`, checked; `None` is our bug and
    /// counts as "not fused".
    pub(crate) fn program(&self) -> Option<Arc<ProgramIr>> {
        let ty = self.ty;
        let src = format!(
            "gpu fn @probe(%x: gpu.TBuffer<{ty}>, %out: gpu.TBuffer<{ty}>) -> unit workgroup(1, 1, 1) {{
bb0:
    %a: {ty} = gpu.buffer_load<{ty}> {{ buf=%x, idx=const.u32 0 }}
    %c: {ty} = gpu.buffer_load<{ty}> {{ buf=%x, idx=const.u32 1 }}
    %r: {ty} = math.fma {{ a=%a, b=%a, c=%c }}
    gpu.buffer_store<{ty}> {{ buf=%out, idx=const.u32 0, v=%r }}
    ret
}}
"
        );
        let module = magpie_mpir::parse(&src).value?;
        let info = magpie_mpir::verify(&module).value?;
        let validated = magpie_gpu::validate(&module, &info, None).value?;
        Some(Arc::new(ProgramIr {
            module,
            info,
            validated,
            source_digest: None,
        }))
    }

    /// Whether the probe's output bytes (`out`, at least as long as the
    /// inputs) hold the exactly rounded result.
    pub(crate) fn is_exact(&self, out: &[u8]) -> bool {
        out.get(..self.exact.len()) == Some(self.exact.as_slice())
    }
}
