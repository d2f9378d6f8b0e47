//! `magpie-difftest`: the differential campaign from the command line.
//!
//! ```text
//! magpie-difftest [--gen arith|cf|all] [--count N | --minutes M] [--seed S]
//!                 [--size K] [--keep DIR] [--backends spv,ptx,wgsl,tree,cpu,vulkan,cuda,webgpu]
//!                 [--jobs J] [--hang-after SECONDS] [--show]
//! ```
//!
//! Prints what each backend runs on, a progress line every so often, and
//! the summary; keeps every failure, shrunk, in `--keep` (default
//! `target/difftest-failures`). Exit status: 0 with no findings, 1 with
//! findings, 2 for a usage error or when `MAGPIE_REQUIRE` names a backend
//! that is missing here.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::Parser;
use magpie_difftest::campaign::{self, Config};
use magpie_difftest::harness::{check, required_from_env, BackendId, Env, Outcome};
use magpie_difftest::{generate, GENERATORS};

#[derive(Parser, Debug)]
#[command(
    name = "magpie-difftest",
    about = "Generated kernels on every backend, compared bit for bit with the CPU executor",
    // A later `--keep` (say) overrides an earlier one: `cargo xtask
    // difftest` passes defaults before the user's arguments.
    args_override_self = true
)]
struct Cli {
    /// Which generator: arith, cf or all.
    #[arg(long = "gen", default_value = "all")]
    generator: String,
    /// Kernels in all (default 200 unless --minutes is given).
    #[arg(long)]
    count: Option<u64>,
    /// Run for this many minutes.
    #[arg(long)]
    minutes: Option<f64>,
    /// The first seed.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Ops (arith) or statements (cf) per kernel; default 40 / 24.
    #[arg(long)]
    size: Option<usize>,
    /// Where failures are kept.
    #[arg(long, default_value = "target/difftest-failures")]
    keep: PathBuf,
    /// Backends to check, comma-separated; `metal_model` (the Metal
    /// backend on the C++ model of Metal, g++ per kernel) is not in the
    /// default list.
    #[arg(long, default_value = "spv,ptx,wgsl,tree,cpu,vulkan,cuda,webgpu")]
    backends: String,
    /// Worker threads (default: the number of cores).
    #[arg(long)]
    jobs: Option<usize>,
    /// Seconds between progress lines (0: none).
    #[arg(long, default_value_t = 15.0)]
    progress: f64,
    /// Report a backend step that takes longer than this many seconds as
    /// a hang (and leave its worker behind).
    #[arg(long, default_value_t = 120)]
    hang_after: u64,
    /// Print each kernel and its report instead of running a campaign.
    #[arg(long)]
    show: bool,
}

fn generators(name: &str) -> Result<Vec<&'static str>, String> {
    match name {
        "all" => Ok(GENERATORS.to_vec()),
        n => GENERATORS
            .iter()
            .copied()
            .find(|g| *g == n)
            .map(|g| vec![g])
            .ok_or_else(|| format!("--gen {n}: expected arith, cf or all")),
    }
}

fn backends(list: &str) -> Result<Vec<BackendId>, String> {
    list.split(',')
        .filter(|s| !s.trim().is_empty())
        .map(|s| {
            BackendId::from_name(s).ok_or_else(|| format!("--backends: unknown backend `{s}`"))
        })
        .collect()
}

fn config(cli: &Cli) -> Result<Config, String> {
    let duration = match cli.minutes {
        Some(m) if m.is_finite() && m > 0.0 => Some(Duration::from_secs_f64(m * 60.0)),
        Some(m) => return Err(format!("--minutes {m}: expected a positive number")),
        None => None,
    };
    Ok(Config {
        generators: generators(&cli.generator)?,
        seed: cli.seed,
        count: cli
            .count
            .or(if duration.is_some() { None } else { Some(200) }),
        duration,
        size: cli.size,
        keep: Some(cli.keep.clone()),
        jobs: cli.jobs.unwrap_or(Config::default().jobs),
        progress: (cli.progress > 0.0).then(|| Duration::from_secs_f64(cli.progress)),
        hang_after: Duration::from_secs(cli.hang_after.max(1)),
        ..Config::default()
    })
}

/// `--show`: each kernel's text and what every backend made of it.
fn show(config: &Config, env: &Env) -> bool {
    let mut clean = true;
    let n = config.generators.len() as u64;
    for i in 0..config.count.unwrap_or(1) {
        let gen = config.generators[(i % n) as usize];
        let size = config.size.unwrap_or_else(|| campaign::default_size(gen));
        let Some(g) = generate(gen, config.seed.wrapping_add(i / n), size) else {
            continue;
        };
        println!("{}", g.source);
        let r = check(&g, env);
        if let Some(f) = &r.generator_bug {
            println!("; GENERATOR BUG: {f}");
        }
        for (b, o) in &r.results {
            match o {
                Outcome::Match => println!("; {b}: match"),
                Outcome::Skipped(why) => println!("; {b}: skipped ({why})"),
                Outcome::Finding(f) => {
                    println!("; {b}: FINDING {}", f.message.replace('\n', "\n;   "))
                }
            }
        }
        clean &= r.is_clean();
    }
    clean
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let (config, enabled) = match config(&cli).and_then(|c| Ok((c, backends(&cli.backends)?))) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("magpie-difftest: {e}");
            return ExitCode::from(2);
        }
    };
    let env = Env::discover(&enabled);
    println!("magpie-difftest backends:\n{}", env.describe());
    if let Err(e) = env.require(&required_from_env()) {
        eprintln!("magpie-difftest: {e}");
        return ExitCode::from(2);
    }
    if cli.show {
        return if show(&config, &env) {
            ExitCode::SUCCESS
        } else {
            ExitCode::FAILURE
        };
    }
    let summary = campaign::run(&config, std::sync::Arc::new(env));
    print!("{}", summary.render());
    if summary.is_clean() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
