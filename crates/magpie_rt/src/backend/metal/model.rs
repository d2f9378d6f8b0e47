//! [`MetalApi`] over the C++ model of Metal (`magpie_gpu_msl::model`): a
//! library is the MSL built by g++ with the model's header and a launcher
//! into a shared object, loaded with `dlopen`; a dispatch calls the
//! launcher, which runs one OS thread per thread of a threadgroup with
//! real barriers and SIMD-groups (the header says what this proves and
//! what it cannot). Buffers are host memory.
//!
//! Built objects are cached by a hash of the source, g++'s arguments, the
//! header and g++'s version, in `$TMPDIR/magpie-metal-model-<user>`
//! (`MAGPIE_METAL_MODEL_CACHE` overrides), written under a temporary name
//! and renamed; an entry that does not load is rebuilt once, never
//! trusted. No g++ is `BackendUnavailable`.

#![allow(unsafe_code)] // a loaded shared object called through its C entry; each block says why it holds

use std::any::Any;
use std::collections::hash_map::DefaultHasher;
use std::ffi::c_void;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::ptr::NonNull;
use std::sync::Arc;

use magpie_gpu_msl::model;

use super::api::{ApiBuffer, ApiPipeline, Blit, Dispatch, Done, MetalApi, StorageMode};
use super::NAME;
use crate::backend::in_order::InOrder;
use crate::error::{ErrorKind, GpuError};

/// `mp_model::Launch` of the header.
#[repr(C)]
struct Launch {
    grid: [u32; 3],
    block: [u32; 3],
    buffers: *const *mut c_void,
    threadgroup_bytes: *const std::os::raw::c_ulong,
    threadgroup_count: u32,
}

type LaunchFn = unsafe extern "C" fn(*const Launch) -> std::os::raw::c_int;

/// The model's device: g++ found and its version read, and its command
/// queue: one thread that runs every dispatch and blit in the order they
/// were issued, as a Metal command queue does (a synchronous one waits for
/// its own turn; an asynchronous one reports when it ran).
#[derive(Debug)]
pub(crate) struct ModelApi {
    gxx: PathBuf,
    version: String,
    cache: PathBuf,
    queue: InOrder,
}

impl ModelApi {
    /// The model with its cache where `MAGPIE_METAL_MODEL_CACHE` says, or
    /// in the temporary folder; `BackendUnavailable` when no g++ runs.
    pub(crate) fn new() -> Result<ModelApi, GpuError> {
        let cache = std::env::var_os("MAGPIE_METAL_MODEL_CACHE")
            .map(PathBuf::from)
            .unwrap_or_else(|| {
                let user = std::env::var("USER").unwrap_or_default();
                let user: String = user.chars().filter(char::is_ascii_alphanumeric).collect();
                std::env::temp_dir().join(format!("magpie-metal-model-{user}"))
            });
        ModelApi::with_cache(cache)
    }

    /// The model with its built objects in `cache`.
    pub(crate) fn with_cache(cache: PathBuf) -> Result<ModelApi, GpuError> {
        let gxx = PathBuf::from(std::env::var_os("MAGPIE_GXX").unwrap_or_else(|| "g++".into()));
        let out = Command::new(&gxx).arg("--version").output();
        let version = match out {
            Ok(o) if o.status.success() => String::from_utf8_lossy(&o.stdout)
                .lines()
                .next()
                .unwrap_or_default()
                .to_string(),
            _ => {
                return Err(GpuError::new(
                    ErrorKind::BackendUnavailable,
                    NAME,
                    format!(
                        "the Metal model needs g++ (looked for `{}`; MAGPIE_GXX names another)",
                        gxx.display()
                    ),
                ))
            }
        };
        Ok(ModelApi {
            gxx,
            version,
            cache,
            queue: InOrder::new("magpie-metal-model queue"),
        })
    }

    /// Builds `src` into a shared object in the cache (or finds it there).
    fn build(&self, src: &str, fresh: bool) -> Result<PathBuf, GpuError> {
        let include = self
            .cache
            .join(format!("include-{:016x}", digest(&[model::HEADER])));
        let mut h = DefaultHasher::new();
        (src, &self.version, model::HEADER, model::STDLIB).hash(&mut h);
        let key = format!("{:016x}", h.finish());
        let out = self.cache.join(format!("{key}.so"));
        if out.exists() && !fresh {
            return Ok(out);
        }
        let io = |what: &str, e: std::io::Error| {
            GpuError::new(
                ErrorKind::DriverError,
                NAME,
                format!(
                    "the Metal model's cache ({}): {what}: {e}",
                    self.cache.display()
                ),
            )
        };
        if !include.join("metal_model.h").exists() {
            model::write_headers(&include).map_err(|e| io("writing the model's headers", e))?;
        }
        let unique = format!(
            "{key}.{}.{:?}",
            std::process::id(),
            std::thread::current().id()
        )
        .replace(|c: char| !c.is_ascii_alphanumeric() && c != '.', "");
        let src_path = self.cache.join(format!("{unique}.cc"));
        let tmp = self.cache.join(format!("{unique}.so"));
        std::fs::write(&src_path, src).map_err(|e| io("writing the source", e))?;
        let result = Command::new(&self.gxx)
            .args(model::build_args(&include, &src_path, &tmp))
            .output();
        let _ = std::fs::remove_file(&src_path);
        let result = result.map_err(|e| io("running g++", e))?;
        if !result.status.success() {
            let _ = std::fs::remove_file(&tmp);
            return Err(GpuError::new(
                ErrorKind::CompilationFailed,
                NAME,
                format!(
                    "g++ refused the MSL (built against the Metal model):\n{}",
                    String::from_utf8_lossy(&result.stderr)
                ),
            ));
        }
        std::fs::rename(&tmp, &out).map_err(|e| io("keeping the built object", e))?;
        Ok(out)
    }
}

fn digest(parts: &[&str]) -> u64 {
    let mut h = DefaultHasher::new();
    parts.hash(&mut h);
    h.finish()
}

/// Host memory at 16-byte alignment (at least 16 bytes), zero-filled. A
/// private buffer's memory is the model's device memory: kernels and
/// blits reach it, the host's [`ApiBuffer::contents`] does not, as on
/// Metal.
#[derive(Debug)]
struct HostBuffer {
    memory: Box<[u128]>,
    len: u64,
    mode: StorageMode,
}

impl HostBuffer {
    /// The memory as a kernel or a blit reaches it.
    fn device_ptr(&self) -> *mut u8 {
        self.memory.as_ptr() as *mut u8
    }
}

/// The model's buffer behind `b`; an internal error for any other.
fn own(b: &dyn ApiBuffer) -> Result<&HostBuffer, GpuError> {
    let any: &dyn Any = b;
    any.downcast_ref::<HostBuffer>()
        .ok_or_else(|| GpuError::internal(NAME, "a buffer of another Metal device"))
}

// SAFETY: the memory is owned by the buffer; concurrent access goes
// through raw pointers exactly as a GPU's does (kernels' races are theirs,
// host copies are ordered by the runtime around launches).
unsafe impl Send for HostBuffer {}
unsafe impl Sync for HostBuffer {}

impl ApiBuffer for HostBuffer {
    fn len(&self) -> u64 {
        self.len
    }
    fn contents(&self) -> Option<NonNull<u8>> {
        (self.mode == StorageMode::Shared).then(|| NonNull::from(&*self.memory).cast())
    }
}

/// A loaded launcher and the library that holds it.
struct ModelPipeline {
    launch: LaunchFn,
    _library: libloading::Library,
}

impl std::fmt::Debug for ModelPipeline {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ModelPipeline")
    }
}

impl ApiPipeline for ModelPipeline {
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn load(path: &Path) -> Result<ModelPipeline, String> {
    // SAFETY: the object was built by us from our source; its static
    // constructors are the C++ runtime's.
    let library = unsafe { libloading::Library::new(path) }.map_err(|e| e.to_string())?;
    // SAFETY: the launcher has this signature (`magpie_gpu_msl::model::launcher`).
    let launch: LaunchFn = unsafe {
        *library
            .get::<LaunchFn>(model::LAUNCH_SYMBOL.as_bytes())
            .map_err(|e| e.to_string())?
    };
    Ok(ModelPipeline {
        launch,
        _library: library,
    })
}

impl MetalApi for ModelApi {
    fn name(&self) -> String {
        format!("Metal model ({}, CPU threads)", self.version)
    }

    fn new_buffer(&self, size: u64, mode: StorageMode) -> Result<Arc<dyn ApiBuffer>, GpuError> {
        let words = usize::try_from(size.div_ceil(16).max(1)).map_err(|_| too_big(size))?;
        let mut v: Vec<u128> = Vec::new();
        v.try_reserve_exact(words).map_err(|_| too_big(size))?;
        v.resize(words, 0);
        Ok(Arc::new(HostBuffer {
            memory: v.into_boxed_slice(),
            len: size,
            mode,
        }))
    }

    fn blit(&self, copies: &[Blit<'_>]) -> Result<(), GpuError> {
        let mut moves = Vec::with_capacity(copies.len());
        for c in copies {
            let (src, dst) = (own(c.src)?, own(c.dst)?);
            let fits = |b: &HostBuffer, at: u64| at.checked_add(c.size).is_some_and(|e| e <= b.len);
            if !fits(src, c.src_offset) || !fits(dst, c.dst_offset) {
                return Err(GpuError::internal(NAME, "a blit beyond its buffers"));
            }
            // In range (checked just above).
            moves.push(Move {
                from: src.device_ptr().wrapping_add(c.src_offset as usize),
                to: dst.device_ptr().wrapping_add(c.dst_offset as usize),
                len: c.size as usize,
            });
        }
        self.in_turn(move || {
            for m in moves {
                // SAFETY: each range is within its buffer (checked above)
                // and the buffers live until this returns (the caller
                // waits for it); `copy` allows overlap (one buffer).
                unsafe { std::ptr::copy(m.from, m.to, m.len) };
            }
            Ok(())
        })
    }

    /// The function constants' values are compiled into the object
    /// ([`model::function_constant_values`]), as Metal specialises the
    /// function: each set of values is its own object.
    fn new_pipeline(
        &self,
        source: &str,
        _entry: &str,
        constants: &[bool],
    ) -> Result<Arc<dyn ApiPipeline>, GpuError> {
        let with_values;
        let source = if constants.is_empty() {
            source
        } else {
            with_values = format!("{source}{}", model::function_constant_values(constants));
            &with_values
        };
        std::fs::create_dir_all(&self.cache).map_err(|e| {
            GpuError::new(
                ErrorKind::DriverError,
                NAME,
                format!("the Metal model's cache ({}): {e}", self.cache.display()),
            )
        })?;
        let path = self.build(source, false)?;
        match load(&path) {
            Ok(p) => Ok(Arc::new(p)),
            Err(first) => {
                // A cache entry that does not load is rebuilt, once.
                tracing::warn!(target: "magpie_rt::metal", "rebuilding {}: {first}", path.display());
                let path = self.build(source, true)?;
                load(&path)
                    .map(|p| Arc::new(p) as Arc<dyn ApiPipeline>)
                    .map_err(|e| {
                        GpuError::new(
                            ErrorKind::DriverError,
                            NAME,
                            format!(
                                "the Metal model's object {} does not load: {e}",
                                path.display()
                            ),
                        )
                    })
            }
        }
    }

    fn dispatch(&self, pipeline: &dyn ApiPipeline, d: &Dispatch<'_>) -> Result<(), GpuError> {
        let job = LaunchJob::new(pipeline, d)?;
        self.in_turn(move || job.run())
    }

    fn dispatch_async(
        &self,
        pipeline: &dyn ApiPipeline,
        d: &Dispatch<'_>,
        done: Done,
    ) -> Result<(), GpuError> {
        let job = LaunchJob::new(pipeline, d)?;
        self.queue.run(Box::new(move || done(job.run())));
        Ok(())
    }
}

impl ModelApi {
    /// Runs `job` on the queue after everything issued before it, and
    /// waits for its result.
    fn in_turn(
        &self,
        job: impl FnOnce() -> Result<(), GpuError> + Send + 'static,
    ) -> Result<(), GpuError> {
        let (tx, rx) = std::sync::mpsc::channel();
        self.queue.run(Box::new(move || {
            let _ = tx.send(job());
        }));
        rx.recv().unwrap_or_else(|_| {
            Err(GpuError::internal(
                NAME,
                "the Metal model's queue dropped a job unrun",
            ))
        })
    }
}

/// One blit copy, as raw ranges.
struct Move {
    from: *const u8,
    to: *mut u8,
    len: usize,
}

// SAFETY: the ranges are device memory of buffers that outlive the job
// (module docs of `MetalApi`: the caller keeps a dispatch's and a blit's
// buffers until it has ended); only the queue's thread touches them then.
unsafe impl Send for Move {}

/// One dispatch, with what the launcher reads owned by the job: the
/// argument table, the parameter block's copy (16-byte aligned, as
/// Metal's argument buffers are) and the threadgroup lengths.
struct LaunchJob {
    launch: LaunchFn,
    grid: [u32; 3],
    block: [u32; 3],
    table: Vec<*mut c_void>,
    /// Holds the parameter block the table points into.
    _bytes: Vec<u128>,
    tg: Vec<std::os::raw::c_ulong>,
}

// SAFETY: the table points at buffers (and the job's own parameter
// block) that outlive the job: the caller keeps the buffers and the
// pipeline's library until the dispatch has ended (`MetalApi::dispatch`
// returns after it, `dispatch_async` holds them in `done`).
unsafe impl Send for LaunchJob {}

impl LaunchJob {
    fn new(pipeline: &dyn ApiPipeline, d: &Dispatch<'_>) -> Result<LaunchJob, GpuError> {
        let p = pipeline
            .as_any()
            .downcast_ref::<ModelPipeline>()
            .ok_or_else(|| GpuError::internal(NAME, "a pipeline of another Metal device"))?;
        let mut table: Vec<*mut c_void> = d
            .buffers
            .iter()
            .map(|b| own(*b).map(|h| h.device_ptr() as *mut c_void))
            .collect::<Result<_, _>>()?;
        let mut bytes_copy = Vec::new();
        if let Some((index, bytes)) = d.bytes {
            bytes_copy = vec![0u128; bytes.len().div_ceil(16).max(1)];
            // SAFETY: the copy holds at least `bytes.len()` bytes.
            unsafe {
                std::ptr::copy_nonoverlapping(
                    bytes.as_ptr(),
                    bytes_copy.as_mut_ptr() as *mut u8,
                    bytes.len(),
                )
            };
            let index = index as usize;
            if table.len() <= index {
                table.resize(index + 1, std::ptr::null_mut());
            }
            // The vector's heap block does not move when the vector does.
            table[index] = bytes_copy.as_mut_ptr() as *mut c_void;
        }
        Ok(LaunchJob {
            launch: p.launch,
            grid: d.threadgroups,
            block: d.threads_per_threadgroup,
            table,
            _bytes: bytes_copy,
            tg: d
                .threadgroup
                .iter()
                .map(|&b| b as std::os::raw::c_ulong)
                .collect(),
        })
    }

    fn run(self) -> Result<(), GpuError> {
        let launch = Launch {
            grid: self.grid,
            block: self.block,
            buffers: self.table.as_ptr(),
            threadgroup_bytes: self.tg.as_ptr(),
            threadgroup_count: self.tg.len() as u32,
        };
        // SAFETY: every pointer in `launch` lives until the call returns
        // (owned by `self`, or buffers the caller keeps: `LaunchJob`'s
        // Send); the launcher joins every thread it starts before
        // returning.
        let rc = unsafe { (self.launch)(&launch) };
        if rc != 0 {
            return Err(GpuError::new(
                ErrorKind::LaunchFailed,
                NAME,
                "a barrier or SIMD-group function was not reached by every thread of its \
                 threadgroup within 20 s (the Metal model's limit)",
            ));
        }
        Ok(())
    }
}

fn too_big(size: u64) -> GpuError {
    GpuError::new(
        ErrorKind::OutOfMemory,
        NAME,
        format!("cannot allocate {size} bytes of host memory for a Metal model buffer"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A launcher that writes 7 into the first word of buffer 0 from
    /// thread 0: the smallest object the model's header builds.
    const SOURCE: &str = "extern \"C\" int mp_model_launch(const mp_model::Launch* l) {\n  \
        return mp_model::dispatch(*l, [](const mp_model::Launch& l, const mp_model::Thread& t) {\n    \
        if (t.lid.x == 0u) static_cast<uint*>(l.buffers[0])[0] = 7u;\n  });\n}\n";

    fn api(cache: &Path) -> Option<ModelApi> {
        match ModelApi::with_cache(cache.to_path_buf()) {
            Ok(a) => Some(a),
            Err(e) => {
                assert!(!crate::backend::required("msl-model"), "{e}");
                println!("skip: {e}");
                None
            }
        }
    }

    /// The word the launcher writes, into a private buffer, read back
    /// through a blit into a shared one.
    fn run(api: &ModelApi) -> Result<u32, GpuError> {
        let pipeline = api.new_pipeline(SOURCE, "unused", &[])?;
        let buf = api.new_buffer(4, StorageMode::Private)?;
        assert!(buf.contents().is_none(), "the host reached private memory");
        let d = Dispatch {
            buffers: vec![&*buf],
            bytes: None,
            threadgroup: &[],
            threadgroups: [1, 1, 1],
            threads_per_threadgroup: [4, 1, 1],
        };
        api.dispatch(&*pipeline, &d)?;
        let shared = api.new_buffer(4, StorageMode::Shared)?;
        api.blit(&[Blit {
            src: &*buf,
            src_offset: 0,
            dst: &*shared,
            dst_offset: 0,
            size: 4,
        }])?;
        let at = shared
            .contents()
            .ok_or_else(|| GpuError::internal(NAME, "a shared buffer without contents"))?;
        let mut w = [0u8; 4];
        // SAFETY: the buffer holds at least 4 bytes.
        unsafe { std::ptr::copy_nonoverlapping(at.as_ptr(), w.as_mut_ptr(), 4) };
        Ok(u32::from_le_bytes(w))
    }

    #[test]
    fn a_corrupt_cache_entry_is_rebuilt() {
        let cache =
            std::env::temp_dir().join(format!("magpie-metal-model-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&cache);
        let Some(api) = api(&cache) else {
            return;
        };
        std::fs::create_dir_all(&cache).unwrap();
        // The entry is built but not loaded, then spoiled.
        let path = api.build(SOURCE, false).expect("builds");
        std::fs::write(&path, b"not an object").unwrap();
        assert_eq!(run(&api).expect("rebuilt and run"), 7);
        assert_ne!(std::fs::read(&path).unwrap(), b"not an object");
        let _ = std::fs::remove_dir_all(&cache);
    }

    #[test]
    fn a_source_gxx_refuses_is_a_compilation_error() {
        let cache =
            std::env::temp_dir().join(format!("magpie-metal-model-bad-{}", std::process::id()));
        let Some(api) = api(&cache) else {
            return;
        };
        let e = api
            .new_pipeline("this is not C++", "k", &[])
            .expect_err("refused");
        assert_eq!(e.kind, ErrorKind::CompilationFailed, "{e}");
        assert!(e.message.contains("g++"), "{e}");
        let _ = std::fs::remove_dir_all(&cache);
    }
}
