//! Building a bundle (`magpie-gpu build`): kernel files → one
//! [`magpie_bundle::Bundle`].
//!
//! ```text
//! file ──front end (each kernel for its own target)──► Module
//!   ├─ portable slice: the module's canonical text, predicates unresolved
//!   ├─ per kernel: parameters with every table backend's layout
//!   └─ per (kernel, target), in parallel: the target's BlobBackend ─► blobs
//! ```
//!
//! [`BLOB_BACKENDS`] is the one table of backends that make blobs: a target
//! whose backend has an entry there can be built, any other is refused by
//! [`parse_targets`] with the list of those that can. A new backend is one
//! entry.
//!
//! Invariants:
//! - a bundle is returned only when every file passed the front end and every
//!   (kernel, target) pair compiled or needs a capability the target lacks
//!   (that pair is left out, with a warning: no device of that target could
//!   run the kernel, and the slice serves the others); otherwise every
//!   failure comes back as diagnostics attached to its file, none dropped;
//! - the order of modules, kernels and blobs is the input order (files as
//!   given, kernels as written, targets as listed), whatever the threads do,
//!   so the same inputs give the same bytes;
//! - module names are unique in a bundle (a duplicate is an error naming both
//!   files).

mod hip;
mod msl;
pub mod msl_features;
mod ptx;
pub mod ptx_features;
mod spv;
pub mod spv_profile;
mod table;
mod wgsl;
pub mod wgsl_profile;

use magpie_bundle::{Bundle, ModuleEntry};
use magpie_diag::{codes, Diagnostic};
use magpie_gpu::{GpuBackendExt, Target};
use magpie_mpir::{FuncId, Module, ModuleInfo};
use rayon::prelude::*;

pub use table::{blob_backend, BlobBackend, BuildTools, EmitFailure, BLOB_BACKENDS};

/// A bundle and the warnings of its build (pairs left out, per file).
#[derive(Clone, Debug)]
pub struct Built {
    pub bundle: Bundle,
    pub warnings: Vec<FileReport>,
}

/// The compiler version a bundle records: blobs are trusted as they are only
/// by a runtime of the same version; any other compiles the slice.
pub const COMPILER_VERSION: &str = concat!("magpie-gpu ", env!("CARGO_PKG_VERSION"));

/// One kernel file to build.
#[derive(Clone, Debug)]
pub struct Input {
    /// The name diagnostics use (normally the path).
    pub file: String,
    pub source: String,
}

/// Diagnostics of one file, with the source they point into: why it did
/// not build, or the warnings of a build that succeeded.
#[derive(Clone, Debug)]
pub struct FileReport {
    pub file: String,
    pub source: String,
    pub diagnostics: Vec<Diagnostic>,
}

/// The word for the portable slice alone in a target list.
pub const SLICE: &str = "slice";

/// Parses a target list (`spv`, `ptx:sm_70`, `sm_90`, `slice`, ...). `slice`
/// adds nothing (the slice is always built); a backend without a
/// [`BlobBackend`] is an error naming those that have one. Duplicates are
/// dropped, the first kept.
pub fn parse_targets<S: AsRef<str>>(list: &[S]) -> Result<Vec<Target>, String> {
    let mut out: Vec<Target> = Vec::new();
    for item in list.iter().flat_map(|s| s.as_ref().split(',')) {
        let item = item.trim();
        if item.is_empty() || item == SLICE {
            continue;
        }
        let target = Target::parse(item).map_err(|e| e.to_string())?;
        if blob_backend(target.backend).is_none() {
            let known: Vec<&str> = BLOB_BACKENDS.iter().map(|b| b.backend.name()).collect();
            return Err(format!(
                "`{item}`: this build makes no {} blobs (it makes {}, and the `{SLICE}`)",
                target.backend.display_name(),
                known.join(", ")
            ));
        }
        if !out.contains(&target) {
            out.push(target);
        }
    }
    Ok(out)
}

/// Builds one bundle from `inputs` with blobs for `targets` (see the
/// module documentation), outside tools searched for.
pub fn build(inputs: &[Input], targets: &[Target]) -> Result<Built, Vec<FileReport>> {
    build_with(inputs, targets, &BuildTools::default())
}

/// [`build`] with explicit tool paths (`[gpu.tools]`).
pub fn build_with(
    inputs: &[Input],
    targets: &[Target],
    tools: &BuildTools,
) -> Result<Built, Vec<FileReport>> {
    let checked: Vec<Result<(Module, ModuleInfo), FileReport>> =
        inputs.par_iter().map(front_end).collect();
    let mut failures = Vec::new();
    let mut modules = Vec::new();
    for (input, c) in inputs.iter().zip(checked) {
        match c {
            Ok(m) => modules.push((input, m)),
            Err(f) => failures.push(f),
        }
    }
    if !failures.is_empty() {
        return Err(failures);
    }
    let built: Vec<Result<(ModuleEntry, Vec<Diagnostic>), FileReport>> = modules
        .par_iter()
        .map(|(input, (module, info))| build_module(input, module, info, targets, tools))
        .collect();
    let mut entries: Vec<ModuleEntry> = Vec::new();
    let mut warnings = Vec::new();
    for (m, (input, _)) in built.into_iter().zip(&modules) {
        match m {
            Ok((entry, left_out)) => {
                if !left_out.is_empty() {
                    warnings.push(FileReport {
                        file: input.file.clone(),
                        source: input.source.clone(),
                        diagnostics: left_out,
                    });
                }
                if let Some(first) = entries.iter().position(|e| e.name == entry.name) {
                    failures.push(duplicate(input, &entry.name, &inputs[first].file));
                } else {
                    entries.push(entry);
                }
            }
            Err(f) => failures.push(f),
        }
    }
    if !failures.is_empty() {
        return Err(failures);
    }
    Ok(Built {
        bundle: Bundle {
            compiler_version: COMPILER_VERSION.to_string(),
            modules: entries,
        },
        warnings,
    })
}

fn duplicate(input: &Input, name: &str, first: &str) -> FileReport {
    FileReport {
        file: input.file.clone(),
        source: input.source.clone(),
        diagnostics: vec![Diagnostic::new(
            codes::MPG_CORE_1401,
            format!("module `{name}` is also built from {first}: a bundle holds each module once"),
        )
        .with_help(
            "give one of the files another `module` name, or build them into separate bundles",
        )],
    }
}

fn front_end(input: &Input) -> Result<(Module, ModuleInfo), FileReport> {
    let out = magpie_gpu::front_end(&input.source, None);
    let has_error = out.diagnostics.iter().any(Diagnostic::is_error);
    match out.value {
        Some(c) if !has_error => Ok((c.module, c.info)),
        _ => Err(FileReport {
            file: input.file.clone(),
            source: input.source.clone(),
            diagnostics: out.diagnostics,
        }),
    }
}

/// The module's name in the bundle: its `module` name, else the file's stem.
fn module_name(input: &Input, module: &Module) -> String {
    module.name.clone().unwrap_or_else(|| {
        let path = std::path::Path::new(&input.file);
        path.file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or(&input.file)
            .to_string()
    })
}

fn build_module(
    input: &Input,
    module: &Module,
    info: &ModuleInfo,
    targets: &[Target],
    tools: &BuildTools,
) -> Result<(ModuleEntry, Vec<Diagnostic>), FileReport> {
    let name = module_name(input, module);
    let kernels: Vec<FuncId> = module
        .functions
        .iter()
        .filter(|(_, f)| f.is_kernel())
        .map(|(id, _)| id)
        .collect();
    let pairs: Vec<(FuncId, &Target)> = kernels
        .iter()
        .flat_map(|k| targets.iter().map(move |t| (*k, t)))
        .collect();
    let blobs: Vec<Result<Vec<magpie_bundle::Blob>, EmitFailure>> = pairs
        .par_iter()
        .map(|(k, t)| match blob_backend(t.backend) {
            Some(b) => (b.emit)(module, info, *k, t, tools),
            None => Err(EmitFailure::Error(Diagnostic::new(
                codes::MPG_CORE_1300,
                format!("this build makes no blobs for {t}"),
            ))),
        })
        .collect();
    let mut diagnostics = Vec::new();
    let mut left_out = Vec::new();
    let mut entries = Vec::new();
    let mut blobs = blobs.into_iter();
    for &k in &kernels {
        let f = &module.functions[k];
        // Without an entry the build fails; its pairs are still read, so
        // that every diagnostic is reported.
        let mut entry = table::kernel_entry(&name, module, k)
            .map_err(|d| diagnostics.push(d))
            .ok();
        for t in targets {
            match blobs.next() {
                Some(Ok(list)) => {
                    if let Some(entry) = &mut entry {
                        for b in list {
                            if !entry.blobs.contains(&b) {
                                entry.blobs.push(b);
                            }
                        }
                    }
                }
                Some(Err(EmitFailure::MissingCapability(mut d))) => {
                    d.severity = magpie_diag::Severity::Warning;
                    d.message = format!(
                        "@{} has no blob for {t}: {} (a device of {t} cannot run it)",
                        f.name, d.message
                    );
                    left_out.push(d);
                }
                Some(Err(EmitFailure::Error(mut d))) => {
                    d.message = format!("@{} for {t}: {}", f.name, d.message);
                    diagnostics.push(d);
                }
                None => diagnostics.push(Diagnostic::new(
                    codes::MPG_INTERNAL,
                    "a (kernel, target) pair of the build has no result",
                )),
            }
        }
        entries.extend(entry);
    }
    if !diagnostics.is_empty() {
        return Err(FileReport {
            file: input.file.clone(),
            source: input.source.clone(),
            diagnostics,
        });
    }
    Ok((
        ModuleEntry {
            name,
            slice: magpie_mpir::print(module),
            kernels: entries,
        },
        left_out,
    ))
}
