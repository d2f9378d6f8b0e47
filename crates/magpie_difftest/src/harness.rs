//! The differential harness: one generated kernel through every backend
//! present, each result compared bit for bit with the CPU executor's.
//!
//! [`check`] runs, in order: the front end (parse, verify, validate) and
//! the CPU executor, whose output bytes are the oracle; then each enabled
//! backend of the [`Env`]:
//!
//! | backend | what runs | what counts as a match |
//! |---|---|---|
//! | `spv` | SPIR-V emitter, `spirv-val --target-env vulkan1.3` | emitted and valid |
//! | `ptx` | PTX emitter (sm_90), `ptxas -arch=sm_90` | emitted and assembled |
//! | `wgsl` | WGSL emitter, naga's front end and validator (in-process) | emitted and valid |
//! | `tree` | the structurizer's tree, [`crate::tree_interp`] | same bytes |
//! | `cpu` | the runtime's CPU device through `magpie_rt` | same bytes |
//! | `vulkan`, `cuda`, `webgpu` | `Device::compile`, upload, launch, read back | same bytes |
//! | `metal_model` | the same on `Runtime::metal_model` (MSL built by g++ against the model of Metal, run on CPU threads) | same bytes |
//!
//! "Same bytes" ([`compare`]): integers bit-exact; floats bit-exact except
//! that any NaN matches any NaN (SEMANTICS.md: NaN payloads and signs are
//! not preserved); on a device that reports `flushes_f32_subnormals`, an
//! f32 or bf16 result the CPU gives as a subnormal may be ±0, results
//! computed from flushed subnormal inputs are accepted too, and for an
//! arithmetic kernel every result whose computation touched an f32/bf16
//! subnormal (an input, a constant or an intermediate; [`ftz`]) is excused.
//! (lavapipe and NVIDIA's Vulkan driver both report flushing.)
//!
//! Outcomes: [`Outcome::Match`], [`Outcome::Skipped`] (tool or device
//! absent, a capability the device lacks, a kernel the tree interpreter
//! does not run), or [`Outcome::Finding`], whose [`Finding`] names the
//! backend, the stage and what differed. A kernel the front end or the CPU
//! executor rejects is a generator bug: [`Report::generator_bug`], and no
//! backend runs.
//!
//! Everything runs in-process; only `spirv-val` and `ptxas` are other
//! processes.

mod backends;
mod compare;
mod env;
mod ftz;
mod oracle;
mod tools;

use std::fmt;

pub use compare::{compare, describe, element_matches, Diff};
pub use env::{required_from_env, Env};
pub use ftz::{mask as flush_mask, FlushMask};
pub use oracle::Oracle;

use crate::generated::Generated;

/// A backend the harness can check a kernel on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BackendId {
    Spv,
    Ptx,
    Wgsl,
    Tree,
    Cpu,
    Vulkan,
    Cuda,
    WebGpu,
    MetalModel,
}

impl BackendId {
    pub const ALL: [BackendId; 9] = [
        BackendId::Spv,
        BackendId::Ptx,
        BackendId::Wgsl,
        BackendId::Tree,
        BackendId::Cpu,
        BackendId::Vulkan,
        BackendId::Cuda,
        BackendId::WebGpu,
        BackendId::MetalModel,
    ];

    pub fn name(self) -> &'static str {
        match self {
            BackendId::Spv => "spv",
            BackendId::Ptx => "ptx",
            BackendId::Wgsl => "wgsl",
            BackendId::Tree => "tree",
            BackendId::Cpu => "cpu",
            BackendId::Vulkan => "vulkan",
            BackendId::Cuda => "cuda",
            BackendId::WebGpu => "webgpu",
            BackendId::MetalModel => "metal_model",
        }
    }

    /// `spv`/`spirv-val`, `ptx`/`ptxas`, `wgsl`/`naga`, `tree`, `cpu`,
    /// `vulkan`, `cuda`, `webgpu`, `metal_model`.
    pub fn from_name(s: &str) -> Option<BackendId> {
        match s.trim() {
            "spirv-val" => Some(BackendId::Spv),
            "ptxas" => Some(BackendId::Ptx),
            "naga" => Some(BackendId::Wgsl),
            s => BackendId::ALL.into_iter().find(|b| b.name() == s),
        }
    }
}

impl fmt::Display for BackendId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Where a backend went wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Stage {
    /// The front end or the CPU executor rejected the kernel: a generator bug.
    Generate,
    /// The emitter refused or failed.
    Emit,
    /// `spirv-val` or `ptxas` rejected the emitted code.
    Tool,
    /// The runtime could not compile the kernel for its device.
    Compile,
    /// Buffers, the launch or the read-back failed.
    Launch,
    /// The structurizer refused a (reducible) kernel.
    Structurize,
    /// The tree interpreter failed to run a kernel it supports.
    Run,
    /// Results differ from the CPU executor's.
    Mismatch,
    /// The backend did not finish (the campaign's watchdog gave up on it).
    Hang,
}

impl Stage {
    pub fn name(self) -> &'static str {
        match self {
            Stage::Generate => "generate",
            Stage::Emit => "emit",
            Stage::Tool => "tool",
            Stage::Compile => "compile",
            Stage::Launch => "launch",
            Stage::Structurize => "structurize",
            Stage::Run => "run",
            Stage::Mismatch => "mismatch",
            Stage::Hang => "hang",
        }
    }
}

/// Something a backend got wrong (or, at [`Stage::Generate`], the generator).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    pub backend: BackendId,
    pub stage: Stage,
    /// What happened: the tool's or runtime's words, or the first
    /// differing elements.
    pub message: String,
    /// For mismatches, the differing elements (the first few).
    pub diffs: Vec<Diff>,
}

impl Finding {
    pub fn new(backend: BackendId, stage: Stage, message: impl Into<String>) -> Finding {
        Finding {
            backend,
            stage,
            message: message.into(),
            diffs: Vec::new(),
        }
    }

    /// The first line of the message, shortened: groups findings that are
    /// the same problem.
    pub fn headline(&self) -> String {
        let line = self.message.lines().next().unwrap_or("");
        let mut s: String = line.chars().take(120).collect();
        if line.chars().count() > 120 {
            s.push('…');
        }
        s
    }
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {}: {}",
            self.backend,
            self.stage.name(),
            self.message
        )
    }
}

/// What one backend made of one kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Match,
    /// Not checked, and why (a missing tool or device, a capability, a
    /// kernel the tree interpreter does not run).
    Skipped(String),
    Finding(Finding),
}

/// The result of [`check`].
#[derive(Clone, Debug)]
pub struct Report {
    pub generator: &'static str,
    pub seed: u64,
    pub shape: String,
    /// Set when the kernel is not valid or the CPU executor fails on it.
    pub generator_bug: Option<Finding>,
    /// One entry per enabled backend, in [`BackendId::ALL`] order.
    pub results: Vec<(BackendId, Outcome)>,
}

impl Report {
    /// A report for `g` with nothing checked yet.
    pub fn new(g: &Generated) -> Report {
        Report {
            generator: g.generator,
            seed: g.seed,
            shape: g.shape.clone(),
            generator_bug: None,
            results: Vec::new(),
        }
    }

    pub fn findings(&self) -> impl Iterator<Item = &Finding> {
        self.generator_bug
            .iter()
            .chain(self.results.iter().filter_map(|(_, o)| match o {
                Outcome::Finding(f) => Some(f),
                _ => None,
            }))
    }

    pub fn is_clean(&self) -> bool {
        self.findings().next().is_none()
    }

    pub fn outcome(&self, b: BackendId) -> Option<&Outcome> {
        self.results.iter().find(|(x, _)| *x == b).map(|(_, o)| o)
    }
}

/// How [`check_with`] runs; [`Options::default`] is what [`check`] does.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Check only these backends (of those the environment enables).
    pub only: Option<Vec<BackendId>>,
    /// Alters the oracle's bytes before comparing (tests plant a mismatch
    /// this way, to show that a wrong result is caught).
    pub tamper: Option<fn(&mut [Vec<u8>])>,
}

/// Checks `g` on every backend `env` enables.
pub fn check(g: &Generated, env: &Env) -> Report {
    check_with(g, env, &Options::default())
}

pub fn check_with(g: &Generated, env: &Env, options: &Options) -> Report {
    let mut report = Report::new(g);
    let mut oracle = match Oracle::new(g, env.cpu_max_steps) {
        Ok(o) => o,
        Err(f) => {
            report.generator_bug = Some(f);
            return report;
        }
    };
    if let Some(tamper) = options.tamper {
        tamper(&mut oracle.expected);
    }
    for b in env.enabled() {
        if options.only.as_ref().is_some_and(|o| !o.contains(&b)) {
            continue;
        }
        report.results.push((b, run_backend(b, g, &oracle, env)));
    }
    report
}

/// One backend's outcome for `g`, whose oracle is `oracle` ([`check`]
/// runs this for every enabled backend).
pub fn run_backend(b: BackendId, g: &Generated, oracle: &Oracle, env: &Env) -> Outcome {
    backends::run(b, g, oracle, env)
}
