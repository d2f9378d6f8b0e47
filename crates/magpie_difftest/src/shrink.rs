//! Shrinking a failing kernel: greedily take the first smaller variant
//! ([`crate::generated::Program::shrink_candidates`]) that still fails the
//! same way on the same backend, until none does or the budget is spent.
//!
//! "The same way": the same backend and stage; for a mismatch any
//! mismatch, otherwise the same message once numbers are taken out (ids in
//! a validator's message change with every edit). Only the failing backend
//! is re-run, so shrinking a `spirv-val` failure costs a validator call per
//! step, not a device launch.

use std::time::{Duration, Instant};

use crate::generated::Generated;
use crate::harness::{check_with, BackendId, Env, Finding, Options, Stage};

/// How much a shrink may try.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Candidate kernels checked at most.
    pub max_checks: usize,
    pub max_time: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_checks: 400,
            max_time: Duration::from_secs(60),
        }
    }
}

/// The smallest kernel found that still fails.
#[derive(Clone, Debug)]
pub struct Shrunk {
    pub smallest: Generated,
    /// The failure as the smallest kernel shows it.
    pub finding: Finding,
    /// Candidates checked.
    pub checks: usize,
    /// Steps that made the kernel smaller.
    pub steps: usize,
}

/// What identifies a failure across edits of the kernel.
pub fn signature(f: &Finding) -> String {
    if f.stage == Stage::Mismatch {
        return format!("{} mismatch", f.backend);
    }
    let text: String = f
        .headline()
        .chars()
        .filter(|c| !c.is_ascii_digit())
        .take(60)
        .collect();
    format!("{} {}: {text}", f.backend, f.stage.name())
}

/// The same failure as `want` in a check of `g` on `want`'s backend.
fn reproduce(g: &Generated, want: &Finding, env: &Env) -> Option<Finding> {
    // A generator bug shows before any backend runs.
    let only: Vec<BackendId> = if want.stage == Stage::Generate {
        Vec::new()
    } else {
        vec![want.backend]
    };
    let options = Options {
        only: Some(only),
        tamper: None,
    };
    let report = check_with(g, env, &options);
    let sig = signature(want);
    let found = report.findings().find(|f| signature(f) == sig).cloned();
    found
}

/// Shrinks `g`, which fails with `finding` in `env`.
pub fn shrink(g: &Generated, finding: &Finding, env: &Env, limits: Limits) -> Shrunk {
    let start = Instant::now();
    let mut best = Shrunk {
        smallest: g.clone(),
        finding: finding.clone(),
        checks: 0,
        steps: 0,
    };
    'steps: loop {
        for candidate in best.smallest.program.shrink_candidates() {
            if best.checks >= limits.max_checks || start.elapsed() >= limits.max_time {
                break 'steps;
            }
            best.checks += 1;
            let cand = candidate.render();
            if let Some(f) = reproduce(&cand, &best.finding, env) {
                best.smallest = cand;
                best.finding = f;
                best.steps += 1;
                continue 'steps;
            }
        }
        break;
    }
    best
}
