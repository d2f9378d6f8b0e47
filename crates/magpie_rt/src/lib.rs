//! The magpie-gpu runtime: devices, buffers, kernels, launches.
//!
//! ```text
//! RuntimeConfig (Magpie.toml [gpu], profile, environment)
//!   └─ Runtime: discovery ─► Device (cuda | hip | vulkan | webgpu | mock | cpu; later: metal)
//!        ├─ buffer::<T>() ─► Buffer<T>           (Element: host layout described)
//!        ├─ compile(text) ─► Program ─► Kernel   (parse → verify → validate)
//!        └─ load(&BundleFile) ─► Program         (per kernel: native blob ▸
//!             compatible blob ▸ the portable slice compiled here)
//!             └─ launch(grid, block, &[Arg]) / launch_async ─► Fence
//! ```
//!
//! Roles, one file each (as in wgpu-hal): [`error`] (the 12 `ErrorKind`s),
//! [`config`], `runtime` (discovery), `device`, `buffer`, `element` (host
//! types and layout checks), `kernel` (compile and launch), `args`
//! (arguments checked against the signature), `fence`, and `backend` (the
//! internal trait every backend implements, with `cpu` and `mock`; a
//! [`MockDevice`] lets the mock stand in for a GPU backend's device, so
//! that discovery's deduplication is tested without a GPU).
//!
//! Invariants:
//! - nothing panics on user input (bad TOML, wrong arguments, huge sizes);
//!   every failure is a [`GpuError`] with a kind, the backend and a message;
//! - a backend sees only checked requests: its own buffers, in-range sizes,
//!   arguments matching the kernel's signature;
//! - struct data crosses the host/device boundary only after its host layout
//!   has been compared with the kernel's (`magpie_gpu::layout`).

mod args;
pub mod argspec;
mod backend;
mod buffer;
mod bundle;
pub mod config;
mod device;
mod element;
pub mod error;
mod fence;
pub(crate) mod jit_cache;
mod kernel;
pub mod profile;
mod runtime;
mod timing;

pub use args::{Arg, FieldValue, ScalarValue, StructArg};
pub use backend::mock::MockDevice;
pub use buffer::{AnyBuffer, Buffer, DynBuffer, MemoryHint};
pub use bundle::{BlobId, BundleFile, Choice, Selection};
pub use config::{Config, CpuOptions, Fallback, RuntimeConfig, ToolPaths};
pub use device::{BackendKind, Device, DeviceProperties};
pub use element::{ElemDesc, Element, FieldDesc, StructDesc};
pub use error::{ErrorKind, GpuError};
pub use fence::Fence;
pub use jit_cache::{jit_cache_stats, CacheStats as JitCacheStats};
pub use kernel::{Kernel, Param, Program};
pub use profile::{MemoryStats, Profile, ProfileEvent, ProfileSession};
pub use runtime::Runtime;
pub use timing::CompileTimings;

pub use magpie_gpu::Capability;
pub use magpie_mpir::{Const, Scalar};

/// Raw CUDA handles for the launch-overhead benchmark
/// (`examples/cuda_launch_overhead.rs`); not an API, may change any time.
#[doc(hidden)]
pub mod __bench {
    pub use crate::backend::cuda::bench::{cuda_raw_kernel, CudaRawKernel};
}
