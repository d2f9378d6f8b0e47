//! One launch of a test module's first function on the CPU reference
//! executor, shared by the loop-transformation tests (`unroll.rs`,
//! `rotate.rs`): kernels `(%in: u32 buffer, %o: u32 buffer)`, workgroups of
//! four, a step budget so that a loop that does not end is an error.

use magpie_cpu::{Config, KernelArg, Launch, Memory};
use magpie_mpir::{Module, ModuleInfo};

/// The output buffer (`out_bytes` long, zeroed) after one launch of
/// `workgroups` workgroups of four with `input`, or the executor's error.
pub fn run_once(
    module: &Module,
    info: &ModuleInfo,
    input: &[u32],
    out_bytes: usize,
    workgroups: u32,
) -> Result<Vec<u8>, String> {
    let (fid, _) = module.functions.iter().next().ok_or("no function")?;
    let input = Memory::from_bytes(
        &input
            .iter()
            .flat_map(|v| v.to_le_bytes())
            .collect::<Vec<u8>>(),
    );
    let out = Memory::zeroed(out_bytes);
    let config = Config {
        max_steps: Some(200_000),
        ..Config::default()
    };
    magpie_cpu::run_kernel(
        module,
        info,
        fid,
        &Launch::new([workgroups, 1, 1], [4, 1, 1]),
        &[KernelArg::Buffer(&input), KernelArg::Buffer(&out)],
        &config,
    )
    .map_err(|e| format!("{e:?}"))?;
    Ok(out.to_bytes())
}
