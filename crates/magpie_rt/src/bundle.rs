//! Bundles at run time: a `.mpb` read and checked ([`BundleFile`]), and a
//! module of it loaded for one device ([`Device::load`]) with, per kernel,
//! the code chosen for that device ([`Selection`]).
//!
//! Selection, per kernel (seed 002: native matches win, the portable form is
//! the catch-all):
//! 1. a blob made for exactly this device (PTX for its own `sm_XX`);
//! 2. a blob the device can consume: PTX for an older arch (the driver
//!    compiles it for this GPU), SPIR-V whose assumptions the device meets
//!    (its late-resolved predicates set when the pipeline is made), WGSL
//!    whose profile fits the adapter; among several, the highest rank (the
//!    newest arch, the WGSL text using the most capabilities);
//! 3. the portable slice, compiled for this device by our compiler (or run
//!    by the CPU executor);
//! 4. otherwise `InvalidKernel`, listing what the bundle has and what the
//!    device needs.
//!
//! Invariants: a blob is used only after its kernel entry agreed with the
//! slice (same kernel, same parameters, the same parameter slots the
//! runtime binds with) and its backend judged it ([`BlobFit`]); a blob the
//! driver then refuses falls back to the slice, with the reason kept. Every
//! choice is logged (`tracing`, target `magpie_rt::bundle`) and is what
//! [`Program::selections`] returns. Nothing here panics on a bundle: the
//! reader checked every byte, and every lookup is checked again.

use std::fmt;
use std::path::Path;
use std::sync::Arc;

use magpie_bundle::{Blob, Bundle, KernelEntry, ModuleEntry};
use magpie_gpu::{GpuBackend, GpuBackendExt};
use magpie_mpir::{FuncId, Module};

use crate::backend::BlobFit;
use crate::device::Device;
use crate::error::{ErrorKind, GpuError};
use crate::kernel::Program;

/// A bundle read and checked: every length, offset and digest.
#[derive(Clone, Debug)]
pub struct BundleFile {
    bundle: Arc<Bundle>,
    /// For messages: the path, or `<bytes>`.
    origin: String,
}

/// Which code one kernel of a bundle runs on a device, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Selection {
    /// The kernel's name, without `@`.
    pub kernel: String,
    pub choice: Choice,
    /// Each blob not taken, and why (one line each).
    pub passed_over: Vec<String>,
}

/// The code a kernel runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// A blob made for exactly this device.
    Native(BlobId),
    /// A blob the device can consume.
    Compatible(BlobId),
    /// The portable slice, compiled for this device by this runtime (the
    /// CPU executor runs it as it is); `why` no blob was taken.
    Slice { why: String },
}

/// A blob, as messages name it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlobId {
    /// `ptx`, `spv`, ...
    pub backend: String,
    pub arch: String,
    /// The first 16 hex digits of its SHA-256.
    pub digest: String,
}

impl fmt::Display for BlobId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} blob {}", self.backend, self.arch, self.digest)
    }
}

impl fmt::Display for Selection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.choice {
            Choice::Native(b) => write!(f, "@{}: {b} (native: made for this device)", self.kernel)?,
            Choice::Compatible(b) => write!(
                f,
                "@{}: {b} (compatible: the device consumes it)",
                self.kernel
            )?,
            Choice::Slice { why } => write!(f, "@{}: portable slice ({why})", self.kernel)?,
        }
        for p in &self.passed_over {
            write!(f, "\n    passed over: {p}")?;
        }
        Ok(())
    }
}

fn invalid(message: String) -> GpuError {
    GpuError::new(ErrorKind::InvalidKernel, GpuError::RUNTIME, message)
}

fn blob_id(blob: &Blob) -> BlobId {
    let digest: String = blob.digest()[..8]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    BlobId {
        backend: blob.backend.name().to_string(),
        arch: blob.arch.clone(),
        digest,
    }
}

impl BundleFile {
    /// Reads a bundle from memory (a program can `include_bytes!` its own).
    /// A truncated, altered or foreign file is `InvalidKernel` saying what
    /// is wrong.
    pub fn from_bytes(bytes: &[u8]) -> Result<BundleFile, GpuError> {
        BundleFile::read(bytes, "<bytes>".to_string())
    }

    /// Reads the bundle at `path`.
    pub fn open(path: impl AsRef<Path>) -> Result<BundleFile, GpuError> {
        let path = path.as_ref();
        let bytes = std::fs::read(path)
            .map_err(|e| invalid(format!("cannot read the bundle {}: {e}", path.display())))?;
        BundleFile::read(&bytes, path.display().to_string())
    }

    fn read(bytes: &[u8], origin: String) -> Result<BundleFile, GpuError> {
        let bundle = magpie_bundle::read(bytes)
            .map_err(|e| invalid(format!("{origin} is not a usable bundle: {e}")))?;
        Ok(BundleFile {
            bundle: Arc::new(bundle),
            origin,
        })
    }

    /// The bundle as read.
    pub fn bundle(&self) -> &Bundle {
        &self.bundle
    }

    /// Its modules' names, in bundle order.
    pub fn module_names(&self) -> Vec<&str> {
        self.bundle
            .modules
            .iter()
            .map(|m| m.name.as_str())
            .collect()
    }

    fn module(&self, name: Option<&str>) -> Result<&ModuleEntry, GpuError> {
        let modules = &self.bundle.modules;
        let found = match name {
            Some(n) => modules.iter().find(|m| m.name == n),
            None if modules.len() == 1 => modules.first(),
            None => None,
        };
        found.ok_or_else(|| {
            let what = match name {
                Some(n) => format!("has no module `{n}`"),
                None => "has several modules; name the one to load".to_string(),
            };
            invalid(format!(
                "{} {what} (modules: {})",
                self.origin,
                self.module_names().join(", ")
            ))
        })
    }
}

impl Device {
    /// Loads the bundle's only module for this device: a [`Program`] like
    /// [`compile`](Device::compile)'s, each kernel running the code chosen
    /// for this device ([`Program::selections`]).
    pub fn load(&self, bundle: &BundleFile) -> Result<Program, GpuError> {
        self.load_from(bundle, None)
    }

    /// As [`load`](Device::load), for module `name` of a bundle of several.
    pub fn load_module(&self, bundle: &BundleFile, name: &str) -> Result<Program, GpuError> {
        self.load_from(bundle, Some(name))
    }

    fn load_from(&self, bundle: &BundleFile, name: Option<&str>) -> Result<Program, GpuError> {
        let entry = bundle.module(name)?;
        let file_name = format!("{}[{}]", bundle.origin, entry.name);
        let start = std::time::Instant::now();
        let (ir, warnings) = self
            .front_end(&file_name, &entry.slice)
            .map_err(|e| self.nothing_fits(entry, e))?;
        let front_end = start.elapsed();
        crate::timing::take_codegen();
        let mut selections = Vec::new();
        let mut chosen: Vec<(FuncId, &Blob, bool)> = Vec::new();
        for k in &entry.kernels {
            let func = check_entry(&ir.module, k)
                .map_err(|why| invalid(format!("{file_name}: @{}: {why}", k.symbol)))?;
            let (pick, passed_over) = self.pick(&ir.module, func, k);
            let choice = match pick {
                Some((blob, native)) => {
                    chosen.push((func, blob, native));
                    let id = blob_id(blob);
                    if native {
                        Choice::Native(id)
                    } else {
                        Choice::Compatible(id)
                    }
                }
                None => Choice::Slice {
                    why: if self.inner.backend.target().is_none() {
                        "this device runs kernel text itself".to_string()
                    } else if !k.blobs.is_empty() {
                        "no blob fits this device".to_string()
                    } else {
                        "the bundle has no blob for this kernel".to_string()
                    },
                },
            };
            selections.push(Selection {
                kernel: k.symbol.clone(),
                choice,
                passed_over,
            });
        }
        let blobs: Vec<(FuncId, &Blob)> = chosen.iter().map(|(f, b, _)| (*f, *b)).collect();
        let (compiled, refused) = self
            .inner
            .backend
            .compile_with_blobs(&ir, &blobs)
            .map_err(|e| self.nothing_fits(entry, e))?;
        for (func, why) in refused {
            let name = ir.kernel_name(func);
            if let Some(s) = selections.iter_mut().find(|s| s.kernel == name) {
                let slice = Choice::Slice {
                    why: format!("the driver refused the chosen blob: {why}"),
                };
                if let Choice::Native(b) | Choice::Compatible(b) =
                    std::mem::replace(&mut s.choice, slice)
                {
                    s.passed_over.push(format!("{b}: {why}"));
                }
            }
        }
        for s in &selections {
            tracing::info!(target: "magpie_rt::bundle", device = %self.name(), "{s}");
        }
        let timings = crate::timing::finish(start, front_end);
        Ok(Program::new(
            self, ir, compiled, warnings, selections, timings,
        ))
    }

    /// The best blob of kernel `k` for this device, with whether it is
    /// native, and why each other blob was passed over.
    fn pick<'b>(
        &self,
        module: &Module,
        func: FuncId,
        k: &'b KernelEntry,
    ) -> (Option<(&'b Blob, bool)>, Vec<String>) {
        let mut best: Option<(&Blob, u32)> = None;
        let mut passed_over = Vec::new();
        let mut judged: Vec<(&Blob, BlobFit)> = Vec::new();
        // Whether a backend's recorded slots agree, asked once per backend.
        let mut agree: Vec<(GpuBackend, Result<(), String>)> = Vec::new();
        for blob in &k.blobs {
            let slots = match agree.iter().find(|(b, _)| *b == blob.backend) {
                Some((_, known)) => known.clone(),
                None => {
                    let found = slots_agree(module, func, k, blob.backend);
                    agree.push((blob.backend, found.clone()));
                    found
                }
            };
            let fit = match slots {
                Err(why) => BlobFit::No(why),
                Ok(()) => self.inner.backend.judge_blob(module, func, blob),
            };
            judged.push((blob, fit));
        }
        // Native beats any compatible blob; among compatible ones the
        // highest rank, the first of equals.
        for (blob, fit) in &judged {
            let score = match fit {
                BlobFit::Native => Some(u32::MAX),
                BlobFit::Compatible { rank } => Some((*rank).min(u32::MAX - 1)),
                BlobFit::No(_) => None,
            };
            if let Some(score) = score {
                if best.is_none_or(|(_, s)| score > s) {
                    best = Some((blob, score));
                }
            }
        }
        for (blob, fit) in &judged {
            let taken = best.is_some_and(|(b, _)| std::ptr::eq(b, *blob));
            if taken {
                continue;
            }
            let why = match fit {
                BlobFit::No(why) => why.clone(),
                _ => "a better blob fits".to_string(),
            };
            passed_over.push(format!("{}: {why}", blob_id(blob)));
        }
        (best.map(|(b, score)| (b, score == u32::MAX)), passed_over)
    }

    /// The error for a module no code of the bundle can run here: what the
    /// bundle has, what this device is, and why the slice did not do.
    fn nothing_fits(&self, entry: &ModuleEntry, cause: GpuError) -> GpuError {
        let mut have: Vec<String> = entry
            .kernels
            .iter()
            .flat_map(|k| {
                k.blobs
                    .iter()
                    .map(|b| format!("{} {}", b.backend.name(), b.arch))
            })
            .collect();
        have.sort();
        have.dedup();
        have.push("the portable slice".to_string());
        let device = match self.inner.backend.target() {
            Some(t) => format!("{} ({t})", self.describe()),
            None => self.describe(),
        };
        GpuError::new(
            ErrorKind::InvalidKernel,
            self.err_backend(),
            format!(
                "no code in module `{}` of the bundle runs on {device}: the bundle has {}; \
                 none fits, and the slice failed here: {}",
                entry.name,
                have.join(", "),
                cause.message
            ),
        )
    }
}

/// The kernel of the slice that entry `k` describes, once its parameters
/// (names and types) agree with the slice's.
fn check_entry(module: &Module, k: &KernelEntry) -> Result<FuncId, String> {
    let func = module
        .function_by_name(&k.symbol)
        .filter(|f| module.functions[*f].is_kernel())
        .ok_or("the bundle lists a kernel its slice does not have")?;
    let f = &module.functions[func];
    let params: Vec<(String, String)> = f
        .params
        .iter()
        .map(|p| {
            let v = &f.values[*p];
            (v.name.clone(), magpie_mpir::print::ty(module, v.ty))
        })
        .collect();
    let listed: Vec<(String, String)> = k
        .params
        .iter()
        .map(|p| (p.name.clone(), p.ty.clone()))
        .collect();
    if params != listed {
        return Err(format!(
            "the bundle lists parameters {listed:?}, its slice has {params:?}"
        ));
    }
    Ok(func)
}

/// Whether the slots entry `k` records for `backend` are the ones this
/// runtime binds arguments with.
fn slots_agree(
    module: &Module,
    func: FuncId,
    k: &KernelEntry,
    backend: GpuBackend,
) -> Result<(), String> {
    let table = magpie_build::blob_backend(backend).ok_or_else(|| {
        format!(
            "this runtime does not load {} blobs",
            backend.display_name()
        )
    })?;
    let (ours, _) = (table.slots)(module, func)?;
    let recorded: Vec<Vec<&magpie_bundle::ParamSlot>> = k
        .params
        .iter()
        .map(|p| p.slots.iter().filter(|s| s.backend == backend).collect())
        .collect();
    let ours: Vec<Vec<&magpie_bundle::ParamSlot>> =
        ours.iter().map(|s| s.iter().collect()).collect();
    if recorded == ours {
        Ok(())
    } else {
        Err(format!(
            "its parameter layout differs from this runtime's {} layout",
            backend.name()
        ))
    }
}
