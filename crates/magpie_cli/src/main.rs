//! The `magpie-gpu` command-line tool.
//!
//! Exit status: 0 when no error was found, 1 when the input has errors
//! (diagnostics were printed), 2 when the tool could not do its job (a file
//! could not be read, bad arguments).

mod build;
mod bundle_file;
mod check;
mod demo;
mod device_choice;
mod devices;
mod emit;
mod explain;
mod inspect;
mod pipeline;
mod profile;
mod report;
mod run;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

/// Compile GPU kernels written once in Magpie's `gpu fn` text, for every GPU.
#[derive(Debug, Parser)]
#[command(name = "magpie-gpu", version, about)]
struct Cli {
    /// How to print diagnostics and results.
    #[arg(long, global = true, value_enum, default_value_t = OutputFormat::Text)]
    output: OutputFormat,
    /// Colour diagnostics: auto (when stderr is a terminal), always, never.
    #[arg(long, global = true, value_enum, default_value_t = ColorChoice::Auto)]
    color: ColorChoice,
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum OutputFormat {
    Text,
    Json,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum ColorChoice {
    Auto,
    Always,
    Never,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Parse, verify and validate kernel files; exit 0 when there is no error.
    Check {
        /// `.mp` files to check.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Validate every kernel for this target (e.g. spv, ptx, ptx:sm_90,
        /// sm_90, wgsl) instead of each kernel's own `target(...)`.
        #[arg(long)]
        target: Option<String>,
    },
    /// Compile a kernel file for a target and write the result.
    Emit {
        file: PathBuf,
        /// `mpir` (canonical kernel text), `spv` (Vulkan SPIR-V, e.g.
        /// `spv` or `spv:vulkan1.2`), `ptx` (CUDA PTX text, e.g. `ptx`,
        /// `ptx:sm_90` or `sm_90`), `wgsl`, or `hip` (an AMD code object,
        /// e.g. `hip:gfx942` or `gfx1100`; needs LLVM's llc and ld.lld).
        #[arg(long)]
        target: String,
        /// The architecture, for a target given as a backend alone
        /// (`--target ptx --arch sm_90` is `--target ptx:sm_90`).
        #[arg(long)]
        arch: Option<String>,
        /// The kernel to emit, for targets that emit one kernel per blob
        /// (needed when the file has several).
        #[arg(long)]
        kernel: Option<String>,
        /// Write a binary target as text: SPIR-V disassembly, or for `hip`
        /// (and `ptx --via llc`) the LLVM module instead of the code.
        #[arg(long)]
        disassemble: bool,
        /// `llc`: PTX through LLVM (our LLVM IR, `opt -O3`, `llc -O3
        /// -march=nvptx64`) instead of the direct PTX emitter, to compare
        /// the two. PTX targets only.
        #[arg(long, value_parser = ["llc"])]
        via: Option<String>,
        /// Run the optimisation passes (constant folding, dead-code
        /// elimination, CFG simplification) before emitting.
        #[arg(long, short = 'O')]
        optimize: bool,
        /// PTX, SPIR-V and HIP: assume no two buffer arguments share memory, as
        /// the CUDA and Vulkan runtimes do when a launch passes each
        /// allocation once; buffers the kernel only reads then use the
        /// read-only path (`ld.global.nc`; `NonWritable`).
        #[arg(long)]
        noalias: bool,
        /// Write here instead of standard output.
        #[arg(long, short = 'o')]
        out: Option<PathBuf>,
    },
    /// Compile kernel files into one bundle (.mpb): blobs for every
    /// target plus the portable slice.
    Build {
        /// `.mp` files; each is one module of the bundle.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Comma-separated targets: `spv`, `spv:vulkan1.2`, `ptx:sm_70`,
        /// `sm_90`, ...; `slice` for the portable slice alone (always
        /// included). Default: `targets` under [gpu] in Magpie.toml.
        #[arg(long)]
        targets: Option<String>,
        /// The bundle to write.
        #[arg(long, short = 'o')]
        out: PathBuf,
    },
    /// Describe a bundle: modules, kernels, blobs, layouts, digests.
    Inspect {
        file: PathBuf,
        /// Also write every blob and slice into this folder.
        #[arg(long, value_name = "DIR")]
        extract: Option<PathBuf>,
    },
    /// Explain a diagnostic code (e.g. MPG_CORE_1201, MPS0004).
    Explain { code: String },
    /// Run one kernel on a device with arguments given on the command line.
    Run {
        #[command(flatten)]
        launch: LaunchArgs,
        /// Print this buffer after the launch, as a JSON array (repeatable).
        #[arg(long, value_name = "NAME")]
        print: Vec<String>,
        /// Say which code of the bundle each kernel runs on the device, and
        /// why (stderr; in the JSON output with `--output json`).
        #[arg(long)]
        explain_selection: bool,
    },
    /// Run one kernel as `run` does, `--repeat` times, under a profiling
    /// session: write a Chrome trace (`--trace`) and an HTML timeline
    /// (`--html`), and print a summary per kernel.
    Profile {
        #[command(flatten)]
        launch: LaunchArgs,
        /// Launches to make (each to completion).
        #[arg(long, default_value_t = 10)]
        repeat: u32,
        /// Write the Chrome trace (chrome://tracing, Perfetto) here.
        #[arg(long, value_name = "OUT.json")]
        trace: Option<PathBuf>,
        /// Write a self-contained HTML timeline here.
        #[arg(long, value_name = "OUT.html")]
        html: Option<PathBuf>,
        /// Read vendor counters (CUPTI on CUDA) over one more launch after the timed ones (warns MPG_PROF_1001 where there are none).
        #[arg(long)]
        counters: bool,
    },
    /// List the devices the runtime finds, with their backends and limits.
    Devices,
    /// Run the example kernels on every available device and check them.
    Demo {
        /// Load the kernels from this bundle (`build examples/kernels/*.mp
        /// examples/spec/17_1_vector_add_spv.mp ...`) instead of compiling
        /// the texts built into the tool.
        bundle: Option<PathBuf>,
    },
}

/// What `run` and `profile` launch.
#[derive(Debug, clap::Args)]
struct LaunchArgs {
    /// Kernel text (`.mp`) or a bundle (`.mpb`).
    file: PathBuf,
    /// The kernel to launch (with or without `@`).
    #[arg(long)]
    kernel: String,
    /// Workgroups per dimension: X, X,Y or X,Y,Z.
    #[arg(long)]
    grid: String,
    /// Work-items per workgroup (default: the kernel's `workgroup(...)`).
    #[arg(long)]
    block: Option<String>,
    /// NAME=SPEC for each parameter, e.g. `n=u32:1024`,
    /// `x=f32[1024]:range`, `p=TParams{a=1,b=2}` (see `magpie_rt::argspec`).
    #[arg(long = "arg", value_name = "NAME=SPEC")]
    args: Vec<String>,
    /// auto (a GPU if present, else the CPU), cpu, mock, or a backend name.
    #[arg(long, default_value = "auto")]
    device: String,
}

impl LaunchArgs {
    fn request<'a>(
        &'a self,
        print: &'a [String],
        explain_selection: bool,
        profile: Option<profile::ProfileRequest<'a>>,
    ) -> run::RunRequest<'a> {
        run::RunRequest {
            file: &self.file,
            kernel: &self.kernel,
            grid: &self.grid,
            block: self.block.as_deref(),
            args: &self.args,
            device: &self.device,
            print,
            explain_selection,
            profile,
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let style = report::Style::new(cli.output, cli.color);
    let status = match cli.command {
        Command::Check { files, target } => check::run(&files, target.as_deref(), &style),
        Command::Emit {
            file,
            target,
            arch,
            kernel,
            disassemble,
            via,
            optimize,
            noalias,
            out,
        } => emit::run(
            &emit::EmitRequest {
                file: &file,
                target: &target,
                arch: arch.as_deref(),
                kernel: kernel.as_deref(),
                disassemble,
                via_llc: via.is_some(),
                optimize,
                noalias,
                out: out.as_deref(),
            },
            &style,
        ),
        Command::Build {
            files,
            targets,
            out,
        } => build::run(
            &build::BuildRequest {
                files: &files,
                targets: targets.as_deref(),
                out: &out,
            },
            &style,
        ),
        Command::Inspect { file, extract } => inspect::run(&file, extract.as_deref(), &style),
        Command::Explain { code } => explain::run(&code, &style),
        Command::Run {
            launch,
            print,
            explain_selection,
        } => run::run(&launch.request(&print, explain_selection, None), &style),
        Command::Profile {
            launch,
            repeat,
            trace,
            html,
            counters,
        } => {
            let profile = profile::ProfileRequest {
                repeat,
                trace: trace.as_deref(),
                html: html.as_deref(),
                counters,
            };
            run::run(&launch.request(&[], false, Some(profile)), &style)
        }
        Command::Devices => devices::run(&style),
        Command::Demo { bundle } => demo::run(bundle.as_deref(), &style),
    };
    ExitCode::from(status as u8)
}

/// What a command ends with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Status {
    Ok = 0,
    InputErrors = 1,
    Failure = 2,
}
