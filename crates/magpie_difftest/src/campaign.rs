//! A campaign: many kernels, on worker threads, checked, failures shrunk
//! and kept, everything tallied into a [`Summary`].
//!
//! Kernel `i` of a campaign is generator `generators[i % n]` with seed
//! `seed + i / n`, so a campaign is reproducible from its first seed, and a
//! single kernel from (generator, seed). It stops after `count` kernels or
//! when `duration` has passed (a kernel under way is finished).
//!
//! A worker stuck on one kernel (a backend that does not return) is
//! reported as a `hang` after [`Config::hang_after`] and left behind.
//!
//! The first few failures of each kind (see [`crate::shrink::signature`])
//! are shrunk with the full budget; later ones of a kind already seen get a
//! small one, so a campaign that meets one bug a thousand times keeps
//! testing instead of shrinking.

use std::collections::{BTreeMap, HashSet};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::harness::{run_backend, BackendId, Env, Finding, Oracle, Outcome, Report, Stage};
use crate::shrink::{self, signature, Limits, Shrunk};
use crate::{corpus, generate, Generated};

/// Stuck workers replaced, per job, before a campaign gives up: a stuck
/// worker still takes a core until its step ends, so replacing without
/// bound would starve the live ones.
pub const MAX_REPLACEMENTS_PER_JOB: usize = 4;

/// Failures the summary lists one by one.
const MAX_LISTED: usize = 300;

/// Default statement/op budget per generator.
pub fn default_size(generator: &str) -> usize {
    match generator {
        "arith" | "arith8" => 40,
        _ => 24,
    }
}

#[derive(Clone, Debug)]
pub struct Config {
    pub generators: Vec<&'static str>,
    pub seed: u64,
    /// Kernels in all (over all generators).
    pub count: Option<u64>,
    pub duration: Option<Duration>,
    /// `None`: [`default_size`] per generator.
    pub size: Option<usize>,
    /// Where failures are kept; `None`: not kept.
    pub keep: Option<PathBuf>,
    pub jobs: usize,
    /// Print a progress line this often (`None`: quiet).
    pub progress: Option<Duration>,
    pub shrink: Limits,
    /// Failures of one kind shrunk with the full budget.
    pub full_shrinks_per_kind: usize,
    /// A kernel step (one backend, or one shrink) taking longer than this
    /// is reported as a hang.
    pub hang_after: Duration,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            generators: crate::GENERATORS.to_vec(),
            seed: 1,
            count: Some(100),
            duration: None,
            size: None,
            keep: None,
            jobs: std::thread::available_parallelism().map_or(1, |n| n.get()),
            progress: None,
            shrink: Limits::default(),
            full_shrinks_per_kind: 3,
            hang_after: Duration::from_secs(120),
        }
    }
}

/// Per backend: how many kernels it checked, and how they went.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    pub checked: u64,
    pub matched: u64,
    pub findings: u64,
    pub skipped: u64,
    /// Skip reasons and how often.
    pub skip_reasons: BTreeMap<String, u64>,
    /// Time spent in this backend (all workers together).
    pub time: Duration,
}

/// One failure as the campaign keeps it.
#[derive(Clone, Debug)]
pub struct Failure {
    pub generator: &'static str,
    pub seed: u64,
    pub finding: Finding,
    /// The shrunk failure's message (the same kind of failure).
    pub shrunk: Finding,
    pub lines_before: usize,
    pub lines_after: usize,
    /// The kept `.mp`, or why it could not be written.
    pub kept: Result<PathBuf, String>,
}

#[derive(Debug, Default)]
pub struct Summary {
    pub kernels: u64,
    pub per_generator: BTreeMap<&'static str, u64>,
    pub shapes: BTreeMap<&'static str, HashSet<String>>,
    pub backends: BTreeMap<BackendId, Tally>,
    pub failures: Vec<Failure>,
    /// How many failures of each kind (signature).
    pub kinds: BTreeMap<String, u64>,
    pub elapsed: Duration,
    pub first_seed: u64,
    /// Time spent generating kernels and running the oracle, and shrinking
    /// (all workers together).
    pub oracle_time: Duration,
    pub shrink_time: Duration,
}

impl Summary {
    pub fn is_clean(&self) -> bool {
        self.failures.is_empty()
    }

    fn add(&mut self, g: &Generated, r: &Report, times: &[(BackendId, Duration)]) {
        for (b, t) in times {
            self.backends.entry(*b).or_default().time += *t;
        }
        self.kernels += 1;
        *self.per_generator.entry(g.generator).or_default() += 1;
        self.shapes
            .entry(g.generator)
            .or_default()
            .insert(g.shape.clone());
        for (b, o) in &r.results {
            let t = self.backends.entry(*b).or_default();
            match o {
                Outcome::Match => {
                    t.checked += 1;
                    t.matched += 1;
                }
                Outcome::Finding(_) => {
                    t.checked += 1;
                    t.findings += 1;
                }
                Outcome::Skipped(why) => {
                    t.skipped += 1;
                    *t.skip_reasons.entry(why.clone()).or_default() += 1;
                }
            }
        }
    }

    /// A hang; `uncounted` when the kernel's check did not finish (a hang
    /// while shrinking comes after the kernel was counted).
    fn add_hang(&mut self, g: &Generated, f: &Finding, uncounted: bool) {
        if uncounted {
            self.kernels += 1;
            *self.per_generator.entry(g.generator).or_default() += 1;
        }
        *self.kinds.entry(signature(f)).or_default() += 1;
        let t = self.backends.entry(f.backend).or_default();
        t.checked += 1;
        t.findings += 1;
    }

    /// The summary a person reads.
    pub fn render(&self) -> String {
        let mut s = String::new();
        let secs = self.elapsed.as_secs_f64();
        let rate = if secs > 0.0 {
            self.kernels as f64 / secs
        } else {
            0.0
        };
        let _ = writeln!(
            s,
            "{} kernels in {secs:.1} s ({rate:.1} kernels/s), first seed {}",
            self.kernels, self.first_seed
        );
        for (g, n) in &self.per_generator {
            let shapes = self.shapes.get(g).map_or(0, HashSet::len);
            let _ = writeln!(s, "  {g:<6} {n} kernels, {shapes} distinct shapes");
        }
        let _ = writeln!(
            s,
            "time: oracle {:.1} s, shrinking {:.1} s (summed over workers)",
            self.oracle_time.as_secs_f64(),
            self.shrink_time.as_secs_f64()
        );
        let _ = writeln!(
            s,
            "backend        checked  matched  findings  skipped   time/s"
        );
        for (b, t) in &self.backends {
            let _ = writeln!(
                s,
                "  {:<12} {:>8} {:>8} {:>9} {:>8} {:>8.1}",
                b.name(),
                t.checked,
                t.matched,
                t.findings,
                t.skipped,
                t.time.as_secs_f64()
            );
            for (why, n) in &t.skip_reasons {
                let _ = writeln!(s, "                 skipped {n}x: {why}");
            }
        }
        if self.failures.is_empty() {
            let _ = writeln!(s, "no findings");
            return s;
        }
        let _ = writeln!(s, "findings by kind:");
        for (k, n) in &self.kinds {
            let _ = writeln!(s, "  {n:>5}x {k}");
        }
        let _ = writeln!(s, "findings ({}):", self.failures.len());
        for f in self.failures.iter().take(MAX_LISTED) {
            let kept = match &f.kept {
                Ok(p) => p.display().to_string(),
                Err(e) => format!("not kept: {e}"),
            };
            let _ = writeln!(
                s,
                "  {}/{} {} {}: {}\n      shrunk {} -> {} lines, {kept}",
                f.generator,
                f.seed,
                f.finding.backend,
                f.finding.stage.name(),
                f.shrunk.headline(),
                f.lines_before,
                f.lines_after
            );
        }
        if self.failures.len() > MAX_LISTED {
            let _ = writeln!(
                s,
                "  ... and {} more (each kept as a case)",
                self.failures.len() - MAX_LISTED
            );
        }
        s
    }
}

/// What a worker is busy with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Doing {
    Oracle,
    Backend(BackendId),
    Shrink(BackendId),
}

impl Doing {
    fn describe(self) -> String {
        match self {
            Doing::Oracle => "the front end or the CPU executor".into(),
            Doing::Backend(b) => format!("the {b} backend"),
            Doing::Shrink(b) => format!("shrinking a {b} failure"),
        }
    }

    fn backend(self) -> BackendId {
        match self {
            Doing::Oracle => BackendId::Cpu,
            Doing::Backend(b) | Doing::Shrink(b) => b,
        }
    }
}

#[derive(Clone, Debug)]
struct Busy {
    kernel: Arc<Generated>,
    doing: Doing,
    since: Instant,
}

#[derive(Clone, Debug, Default)]
struct Status {
    busy: Option<Busy>,
    /// The watchdog has reported the current step as a hang.
    reported: bool,
    done: bool,
}

struct Shared {
    config: Config,
    env: Arc<Env>,
    next: AtomicU64,
    start: Instant,
    summary: Mutex<Summary>,
    last_progress: Mutex<Instant>,
    status: Mutex<Vec<Status>>,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

impl Shared {
    fn next_kernel(&self) -> Option<Generated> {
        let c = &self.config;
        if c.duration.is_some_and(|d| self.start.elapsed() >= d) {
            return None;
        }
        let i = self.next.fetch_add(1, Ordering::Relaxed);
        if c.count.is_some_and(|n| i >= n) {
            return None;
        }
        let n = c.generators.len().max(1) as u64;
        let gen = c
            .generators
            .get((i % n) as usize)
            .copied()
            .unwrap_or("arith");
        let size = c.size.unwrap_or_else(|| default_size(gen));
        generate(gen, c.seed.wrapping_add(i / n), size)
    }

    fn set(&self, worker: usize, kernel: &Arc<Generated>, doing: Doing) {
        if let Some(s) = lock(&self.status).get_mut(worker) {
            s.busy = Some(Busy {
                kernel: Arc::clone(kernel),
                doing,
                since: Instant::now(),
            });
            s.reported = false;
        }
    }

    /// The kernel's report, with the time each backend took.
    fn check_kernel(
        &self,
        worker: usize,
        g: &Arc<Generated>,
    ) -> (Report, Vec<(BackendId, Duration)>) {
        let mut report = Report::new(g);
        let mut times = Vec::new();
        self.set(worker, g, Doing::Oracle);
        let t = Instant::now();
        let oracle = Oracle::new(g, self.env.cpu_max_steps);
        lock(&self.summary).oracle_time += t.elapsed();
        let oracle = match oracle {
            Ok(o) => o,
            Err(f) => {
                report.generator_bug = Some(f);
                return (report, times);
            }
        };
        for b in self.env.enabled() {
            self.set(worker, g, Doing::Backend(b));
            let t = Instant::now();
            report
                .results
                .push((b, run_backend(b, g, &oracle, &self.env)));
            times.push((b, t.elapsed()));
        }
        (report, times)
    }

    fn record_failure(&self, g: &Generated, f: &Finding) {
        // Listed before shrinking, so that a shrink that hangs still
        // leaves the failure in the summary.
        let (seen, slot) = {
            let mut s = lock(&self.summary);
            let n = s.kinds.entry(signature(f)).or_default();
            *n += 1;
            let seen = *n;
            s.failures.push(Failure {
                generator: g.generator,
                seed: g.seed,
                finding: f.clone(),
                shrunk: f.clone(),
                lines_before: g.source.lines().count(),
                lines_after: g.source.lines().count(),
                kept: Err("not kept: its shrink did not finish".into()),
            });
            (seen, s.failures.len() - 1)
        };
        let limits = if seen as usize <= self.config.full_shrinks_per_kind {
            self.config.shrink
        } else {
            Limits {
                max_checks: 12,
                max_time: Duration::from_secs(3),
            }
        };
        let t = Instant::now();
        let shrunk = shrink::shrink(g, f, &self.env, limits);
        lock(&self.summary).shrink_time += t.elapsed();
        let failure = self.kept(g, f, &shrunk);
        if let Some(x) = lock(&self.summary).failures.get_mut(slot) {
            *x = failure;
        }
    }

    /// Saves the case (when there is a `--keep` directory).
    fn kept(&self, g: &Generated, f: &Finding, shrunk: &Shrunk) -> Failure {
        let kept = match &self.config.keep {
            Some(dir) => corpus::save(dir, g, shrunk, self.env.cpu_max_steps),
            None => Err("no --keep directory".into()),
        };
        Failure {
            generator: g.generator,
            seed: g.seed,
            finding: f.clone(),
            shrunk: shrunk.finding.clone(),
            lines_before: g.source.lines().count(),
            lines_after: shrunk.smallest.source.lines().count(),
            kept,
        }
    }

    fn progress(&self) {
        let Some(every) = self.config.progress else {
            return;
        };
        let mut last = lock(&self.last_progress);
        if last.elapsed() < every {
            return;
        }
        *last = Instant::now();
        let s = lock(&self.summary);
        let secs = self.start.elapsed().as_secs_f64();
        eprintln!(
            "magpie-difftest: {} kernels, {:.1} kernels/s, {} findings ({} kinds), {secs:.0} s",
            s.kernels,
            s.kernels as f64 / secs.max(1e-9),
            s.failures.len(),
            s.kinds.len()
        );
    }

    fn work(&self, worker: usize) {
        while let Some(g) = self.next_kernel() {
            let g = Arc::new(g);
            let (report, times) = self.check_kernel(worker, &g);
            lock(&self.summary).add(&g, &report, &times);
            let findings: Vec<Finding> = report.findings().cloned().collect();
            for f in &findings {
                self.set(worker, &g, Doing::Shrink(f.backend));
                self.record_failure(&g, f);
            }
            self.progress();
        }
        if let Some(s) = lock(&self.status).get_mut(worker) {
            s.busy = None;
            s.done = true;
        }
    }

    /// Reports the workers stuck longer than `hang_after` (once per step);
    /// how many were newly reported, and whether every worker is done or
    /// stuck.
    fn watch(&self) -> (usize, bool) {
        let mut hung = Vec::new();
        let settled = {
            let mut st = lock(&self.status);
            for s in st.iter_mut() {
                if let Some(b) = &s.busy {
                    if !s.reported && b.since.elapsed() >= self.config.hang_after {
                        s.reported = true;
                        hung.push(b.clone());
                    }
                }
            }
            st.iter().all(|s| s.done || s.reported)
        };
        let newly = hung.len();
        for b in hung {
            let f = Finding::new(
                b.doing.backend(),
                Stage::Hang,
                format!(
                    "{} did not finish within {} s on this kernel (the worker is left behind)",
                    b.doing.describe(),
                    self.config.hang_after.as_secs()
                ),
            );
            let unshrunk = Shrunk {
                smallest: (*b.kernel).clone(),
                finding: f.clone(),
                checks: 0,
                steps: 0,
            };
            let failure = self.kept(&b.kernel, &f, &unshrunk);
            let mut s = lock(&self.summary);
            s.add_hang(&b.kernel, &f, !matches!(b.doing, Doing::Shrink(_)));
            s.failures.push(failure);
        }
        (newly, settled)
    }

    fn spawn_worker(self: &Arc<Self>) -> std::thread::JoinHandle<()> {
        let w = {
            let mut st = lock(&self.status);
            st.push(Status::default());
            st.len() - 1
        };
        let s = Arc::clone(self);
        std::thread::spawn(move || s.work(w))
    }
}

/// Runs the campaign `config` in `env`. A worker stuck in one kernel for
/// longer than `config.hang_after` is reported (stage `hang`), left
/// behind, and replaced by a new worker (at most
/// [`MAX_REPLACEMENTS_PER_JOB`] per job): the campaign goes on and still
/// ends on time.
pub fn run(config: &Config, env: Arc<Env>) -> Summary {
    let jobs = config.jobs.max(1);
    let shared = Arc::new(Shared {
        config: config.clone(),
        env,
        next: AtomicU64::new(0),
        start: Instant::now(),
        summary: Mutex::new(Summary {
            first_seed: config.seed,
            ..Summary::default()
        }),
        last_progress: Mutex::new(Instant::now()),
        status: Mutex::new(Vec::new()),
    });
    let mut workers: Vec<_> = (0..jobs).map(|_| shared.spawn_worker()).collect();
    let mut replacements = 0;
    loop {
        let (newly, settled) = shared.watch();
        let spawn = newly.min(MAX_REPLACEMENTS_PER_JOB * jobs - replacements);
        for _ in 0..spawn {
            workers.push(shared.spawn_worker());
        }
        replacements += spawn;
        if settled && spawn == 0 {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    for (w, h) in workers.into_iter().enumerate() {
        let done = lock(&shared.status).get(w).is_some_and(|s| s.done);
        if done {
            let _ = h.join();
        }
    }
    let mut summary = std::mem::take(&mut *lock(&shared.summary));
    summary.elapsed = shared.start.elapsed();
    summary
        .failures
        .sort_by(|a, b| (a.generator, a.seed).cmp(&(b.generator, b.seed)));
    summary
}

/// True for a finding that is the generator's (the kernel itself is wrong).
pub fn is_generator_bug(f: &Finding) -> bool {
    f.stage == Stage::Generate
}
