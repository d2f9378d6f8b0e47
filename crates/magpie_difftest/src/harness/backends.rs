//! Running one kernel on one backend and judging the result.

use magpie_cpu::Launch;
use magpie_gpu::{Capability, Target};
use magpie_rt::{Arg, DynBuffer, ElemDesc, MemoryHint};

use super::compare::{compare, describe, Diff};
use super::oracle::run_module;
use super::{ftz, tools, BackendId, Env, Finding, Oracle, Outcome, Stage};
use crate::generated::{Generated, Param};
use crate::tree_interp::{run_tree, TreeArg, TreeError};
use crate::values;

/// Differing elements kept in a finding.
const KEEP_DIFFS: usize = 16;

pub(super) fn run(b: BackendId, g: &Generated, oracle: &Oracle, env: &Env) -> Outcome {
    if let Some((_, why)) = env.absent().iter().find(|(x, _)| *x == b) {
        return Outcome::Skipped(format!("absent: {why}"));
    }
    let result = match b {
        BackendId::Spv => spv(g, oracle, env),
        BackendId::Ptx => ptx(g, oracle, env),
        BackendId::Wgsl => wgsl(g, oracle, env),
        BackendId::Tree => tree(g, oracle),
        BackendId::Cpu
        | BackendId::Vulkan
        | BackendId::Cuda
        | BackendId::WebGpu
        | BackendId::MetalModel => device(b, g, oracle, env),
    };
    result.unwrap_or_else(|e| e)
}

type Checked = Result<Outcome, Outcome>;

fn finding(b: BackendId, stage: Stage, message: impl Into<String>) -> Outcome {
    Outcome::Finding(Finding::new(b, stage, message))
}

fn mismatch(b: BackendId, diffs: Vec<Diff>) -> Outcome {
    if diffs.is_empty() {
        return Outcome::Match;
    }
    let mut f = Finding::new(b, Stage::Mismatch, describe(&diffs));
    f.diffs = diffs.into_iter().take(KEEP_DIFFS).collect();
    Outcome::Finding(f)
}

fn lacking(g: &Generated, has: impl Fn(Capability) -> bool) -> Option<Capability> {
    g.needs.iter().copied().find(|&c| !has(c))
}

fn target_lacks(g: &Generated, t: &Target) -> Checked {
    match lacking(g, |c| t.has(c)) {
        Some(c) => Err(Outcome::Skipped(format!("{t} lacks {c}"))),
        None => Ok(Outcome::Match),
    }
}

fn spv(g: &Generated, o: &Oracle, env: &Env) -> Checked {
    target_lacks(g, &env.spv_target)?;
    let options = magpie_gpu_spirv::Options {
        capabilities: env.spv_target.features.clone(),
        ..magpie_gpu_spirv::Options::default()
    };
    let k = magpie_gpu_spirv::emit(&o.checked.module, &o.checked.info, o.kernel, &options)
        .map_err(|e| finding(BackendId::Spv, Stage::Emit, e.to_string()))?;
    let tool = env
        .spirv_val
        .as_deref()
        .ok_or_else(|| Outcome::Skipped("absent: spirv-val".into()))?;
    tools::spirv_val(tool, &k.words).map_err(|e| finding(BackendId::Spv, Stage::Tool, e))?;
    Ok(Outcome::Match)
}

fn ptx(g: &Generated, o: &Oracle, env: &Env) -> Checked {
    target_lacks(g, &env.ptx_target)?;
    // Both variants the runtime launches: with and without `noalias`.
    let options = magpie_gpu_ptx::Options {
        noalias: g.seed % 2 == 1,
        ..magpie_gpu_ptx::Options::for_target(&env.ptx_target)
    };
    let k = magpie_gpu_ptx::emit(&o.checked.module, &o.checked.info, o.kernel, &options)
        .map_err(|e| finding(BackendId::Ptx, Stage::Emit, e.to_string()))?;
    ptx_ir(g, o, &options)?;
    let tool = env
        .ptxas
        .as_deref()
        .ok_or_else(|| Outcome::Skipped("absent: ptxas".into()))?;
    tools::ptxas(tool, &env.scratch, &k.text, &env.ptx_target.arch)
        .map_err(|e| finding(BackendId::Ptx, Stage::Tool, e))?;
    Ok(Outcome::Match)
}

/// The IR the PTX printer sees (predicates resolved, device-library calls,
/// loops rotated) on the CPU executor: its IR-level steps must not change
/// what the kernel computes.
fn ptx_ir(g: &Generated, o: &Oracle, options: &magpie_gpu_ptx::Options) -> Checked {
    let prepared = magpie_gpu_ptx::prepared_ir(&o.checked.module, &o.checked.info, options)
        .map_err(|e| finding(BackendId::Ptx, Stage::Emit, e.to_string()))?;
    let Some((m, i)) = prepared else {
        return Ok(Outcome::Match);
    };
    let got = run_module(
        &m,
        &i,
        o.kernel,
        g,
        &g.params,
        o.max_steps.saturating_mul(2),
    )
    .map_err(|e| {
        finding(
            BackendId::Ptx,
            Stage::Run,
            format!("the PTX emitter's IR on the CPU executor: {e}"),
        )
    })?;
    match mismatch(BackendId::Ptx, compare(g, &o.expected, &got, None, false)) {
        Outcome::Match => Ok(Outcome::Match),
        Outcome::Finding(mut f) => {
            f.message = format!("the PTX emitter's IR on the CPU executor: {}", f.message);
            Err(Outcome::Finding(f))
        }
        other => Err(other),
    }
}

fn wgsl(g: &Generated, o: &Oracle, env: &Env) -> Checked {
    target_lacks(g, &env.wgsl_target)?;
    let options = magpie_gpu_wgsl::Options {
        capabilities: env.wgsl_target.features.clone(),
        fused_fma: false,
    };
    let k = magpie_gpu_wgsl::emit(&o.checked.module, &o.checked.info, o.kernel, &options).map_err(
        |e| match wgsl_refusal(&e.to_string()) {
            // WebGPU's documented subset refuses some kernels by design.
            Some(code) => Outcome::Skipped(format!("wgsl refuses the kernel ({code})")),
            None => finding(BackendId::Wgsl, Stage::Emit, e.to_string()),
        },
    )?;
    magpie_gpu_wgsl::validate(&k).map_err(|e| finding(BackendId::Wgsl, Stage::Tool, e))?;
    Ok(Outcome::Match)
}

/// The first line of `m`, at most 80 characters: skip reasons are counted
/// by their text, so it must not carry per-kernel detail.
fn short(m: &str) -> String {
    m.lines().next().unwrap_or("").chars().take(80).collect()
}

fn tree(g: &Generated, o: &Oracle) -> Checked {
    let mut args: Vec<TreeArg> = g
        .params
        .iter()
        .map(|p| match p {
            Param::Buffer(b) => TreeArg::Buffer(b.bytes.clone()),
            Param::Scalar { value, .. } => TreeArg::Scalar(*value),
        })
        .collect();
    let (m, i) = (&o.checked.module, &o.checked.info);
    let launch = Launch::new(g.grid, g.block);
    match run_tree(m, i, o.kernel, &launch, &mut args) {
        Err(TreeError::Unsupported(why)) => Err(Outcome::Skipped(format!("tree: {}", short(&why)))),
        Err(TreeError::Structurize(why)) => Err(finding(
            BackendId::Tree,
            Stage::Structurize,
            format!("the structurizer refused a reducible kernel: {why}"),
        )),
        Err(TreeError::Exec(why)) => Err(finding(BackendId::Tree, Stage::Run, why)),
        Ok(()) => {
            let got: Vec<Vec<u8>> = g
                .params
                .iter()
                .zip(args)
                .filter_map(|(p, a)| match (p, a) {
                    (Param::Buffer(b), TreeArg::Buffer(bytes)) if b.output => Some(bytes),
                    _ => None,
                })
                .collect();
            Ok(mismatch(
                BackendId::Tree,
                compare(g, &o.expected, &got, None, false),
            ))
        }
    }
}

fn device(b: BackendId, g: &Generated, o: &Oracle, env: &Env) -> Checked {
    let dev = env
        .device(b)
        .ok_or_else(|| Outcome::Skipped(format!("absent: no {b} device")))?;
    if let Some(c) = lacking(g, |c| dev.has_capability(c)) {
        return Err(Outcome::Skipped(format!("{b} device lacks {c}")));
    }
    let program = dev.compile(&g.source).map_err(|e| {
        // WebGPU's documented subset refuses some kernels by design (more
        // than 8 buffers, ...): not a finding.
        match wgsl_refusal(&e.to_string()) {
            Some(code) if b == BackendId::WebGpu => {
                Outcome::Skipped(format!("webgpu refuses the kernel ({code})"))
            }
            _ => finding(b, Stage::Compile, e.to_string()),
        }
    })?;
    let kernel = program
        .kernel(&g.kernel)
        .map_err(|e| finding(b, Stage::Compile, e.to_string()))?;
    let launch_err = |e: magpie_rt::GpuError| finding(b, Stage::Launch, e.to_string());
    let mut buffers: Vec<Option<DynBuffer>> = Vec::new();
    for p in &g.params {
        buffers.push(match p {
            Param::Buffer(buf) => Some(
                dev.buffer_from_bytes(ElemDesc::Scalar(buf.ty), &buf.bytes, MemoryHint::Auto)
                    .map_err(launch_err)?,
            ),
            Param::Scalar { .. } => None,
        });
    }
    let args: Vec<Arg<'_>> = g
        .params
        .iter()
        .zip(&buffers)
        .map(|(p, buf)| match (p, buf) {
            (_, Some(buf)) => Arg::Buffer(buf),
            (Param::Scalar { value, .. }, None) => Arg::Scalar(*value),
            (Param::Buffer(_), None) => Arg::Scalar(magpie_mpir::Const::u32(0)),
        })
        .collect();
    kernel.launch(g.grid, g.block, &args).map_err(launch_err)?;
    let mut got = Vec::new();
    for (p, buf) in g.params.iter().zip(&buffers) {
        if let (Param::Buffer(pb), Some(buf)) = (p, buf) {
            if pb.output {
                got.push(buf.to_bytes().map_err(launch_err)?);
            }
        }
    }
    let flushes = dev.flushes_f32_subnormals();
    let mut diffs = compare(g, &o.expected, &got, None, flushes);
    if !diffs.is_empty() && flushes {
        if let Some(alt) = flushed_oracle(g, o, env) {
            diffs = compare(g, &o.expected, &got, Some(&alt), flushes);
        }
        if let Some(mask) = ftz::mask(g, env.cpu_max_steps) {
            diffs.retain(|d| !mask.excuses(d));
        }
    }
    Ok(mismatch(b, diffs))
}

/// The MPG_WGSL code a compile error carries, if any.
fn wgsl_refusal(message: &str) -> Option<&str> {
    let at = message.find("MPG_WGSL_")?;
    message.get(at..at + "MPG_WGSL_1005".len())
}

/// The oracle's outputs with every f32/bf16 subnormal input flushed to a
/// zero of its sign (what a flushing device reads); `None` when no input
/// changes.
fn flushed_oracle(g: &Generated, o: &Oracle, env: &Env) -> Option<Vec<Vec<u8>>> {
    let mut changed = false;
    let params: Vec<Param> = g
        .params
        .iter()
        .map(|p| match p {
            Param::Buffer(b)
                if !b.output
                    && matches!(b.ty, magpie_mpir::Scalar::F32 | magpie_mpir::Scalar::Bf16) =>
            {
                let mut nb = b.clone();
                nb.bytes.clear();
                for i in 0..b.len() {
                    let bits = values::element(b.ty, &b.bytes, i).unwrap_or(0);
                    let f = values::flush(b.ty, bits);
                    changed |= f != bits;
                    values::to_bytes(b.ty, f, &mut nb.bytes);
                }
                Param::Buffer(nb)
            }
            p => p.clone(),
        })
        .collect();
    if !changed {
        return None;
    }
    o.run_cpu(g, &params, env.cpu_max_steps).ok()
}
