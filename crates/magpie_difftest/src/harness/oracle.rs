//! The oracle: the kernel through the front end, then the CPU executor.
//! Its output bytes are what every backend must reproduce.

use magpie_cpu::{Config, KernelArg, Launch, Memory};
use magpie_diag::{render_text, RenderOptions};
use magpie_gpu::{front_end, Checked};
use magpie_mpir::{FuncId, Module, ModuleInfo};

use super::{BackendId, Finding, Stage};
use crate::generated::{Generated, Param};

/// A kernel that passed the front end, and the CPU executor's outputs.
#[derive(Debug)]
pub struct Oracle {
    pub checked: Checked,
    pub kernel: FuncId,
    /// Each output buffer's bytes after the run, in parameter order.
    pub expected: Vec<Vec<u8>>,
    /// The step budget the CPU run had.
    pub max_steps: u64,
}

fn generator_bug(message: String) -> Finding {
    Finding::new(BackendId::Cpu, Stage::Generate, message)
}

impl Oracle {
    /// Front end and CPU run; a failure is a generator bug.
    pub fn new(g: &Generated, max_steps: u64) -> Result<Oracle, Finding> {
        let name = format!("{}.mp", g.id().replace('/', "_"));
        let out = front_end(&g.source, None);
        let Some(checked) = out.value else {
            let text = render_text(
                &name,
                &g.source,
                &out.diagnostics,
                &RenderOptions::default(),
            );
            return Err(generator_bug(format!(
                "the generated kernel does not pass the front end:\n{text}"
            )));
        };
        let kernel = checked
            .module
            .function_by_name(&g.kernel)
            .ok_or_else(|| generator_bug(format!("no kernel @{} in the module", g.kernel)))?;
        let mut oracle = Oracle {
            checked,
            kernel,
            expected: Vec::new(),
            max_steps,
        };
        oracle.expected = oracle
            .run_cpu(g, &g.params, max_steps)
            .map_err(|e| generator_bug(format!("the CPU executor failed: {e}")))?;
        Ok(oracle)
    }

    /// The CPU executor's outputs for `params` (`g`'s, or a variant of
    /// them with the same types).
    pub fn run_cpu(
        &self,
        g: &Generated,
        params: &[Param],
        max_steps: u64,
    ) -> Result<Vec<Vec<u8>>, String> {
        let (m, i) = (&self.checked.module, &self.checked.info);
        run_module(m, i, self.kernel, g, params, max_steps)
    }
}

/// The CPU executor's outputs of `kernel` of `module` (the kernel's IR,
/// or a backend's transformed copy of it) for `params`.
pub fn run_module(
    module: &Module,
    info: &ModuleInfo,
    kernel: FuncId,
    g: &Generated,
    params: &[Param],
    max_steps: u64,
) -> Result<Vec<Vec<u8>>, String> {
    let memories: Vec<Option<Memory>> = params
        .iter()
        .map(|p| match p {
            Param::Buffer(b) => Some(Memory::from_bytes(&b.bytes)),
            Param::Scalar { .. } => None,
        })
        .collect();
    let args: Vec<KernelArg<'_>> = params
        .iter()
        .zip(&memories)
        .map(|(p, m)| match (p, m) {
            (_, Some(m)) => KernelArg::Buffer(m),
            (Param::Scalar { value, .. }, None) => KernelArg::Scalar(*value),
            (Param::Buffer(_), None) => KernelArg::Scalar(magpie_mpir::Const::u32(0)),
        })
        .collect();
    let config = Config {
        max_steps: Some(max_steps),
        ..Config::default()
    };
    let launch = Launch::new(g.grid, g.block);
    magpie_cpu::run_kernel(module, info, kernel, &launch, &args, &config)
        .map_err(|e| e.to_string())?;
    Ok(params
        .iter()
        .zip(&memories)
        .filter_map(|(p, mem)| match (p, mem) {
            (Param::Buffer(b), Some(mem)) if b.output => Some(mem.to_bytes()),
            _ => None,
        })
        .collect())
}
