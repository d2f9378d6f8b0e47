//! The decoded bundle: plain data, the same shape as the encoding.

use magpie_gpu::GpuBackend;

use crate::hash::digest;

/// A whole `.mpb` file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bundle {
    /// The version string of the compiler that wrote the bundle.
    pub compiler_version: String,
    pub modules: Vec<ModuleEntry>,
}

/// One kernel module: its portable slice and its compiled kernels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModuleEntry {
    /// The module's name, from `module NAME` in its text.
    pub name: String,
    /// The canonical kernel text, predicates unresolved; stored
    /// zstd-compressed, so a runtime can compile for a target no blob covers.
    pub slice: String,
    pub kernels: Vec<KernelEntry>,
}

/// One kernel and its compiled forms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelEntry {
    /// The kernel's name without `@`.
    pub symbol: String,
    /// [`sid_hash`](crate::sid_hash) of the module and symbol.
    pub sid_hash: u64,
    pub params: Vec<ParamEntry>,
    /// The declared workgroup size, `[0, 0, 0]` when the kernel declares none.
    pub workgroup: [u32; 3],
    /// The size of the Vulkan push-constant block in bytes.
    pub push_constant_size: u32,
    pub blobs: Vec<Blob>,
}

/// One kernel parameter and where each backend expects it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParamEntry {
    pub name: String,
    /// The parameter's type as the kernel text spells it.
    pub ty: String,
    pub slots: Vec<ParamSlot>,
}

/// Where one backend passes one parameter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParamSlot {
    pub backend: GpuBackend,
    pub kind: SlotKind,
    /// Binding, push-constant offset or `.param` offset, per [`SlotKind`].
    pub index: u32,
    /// Element stride for a buffer, byte size otherwise.
    pub size: u32,
}

/// How a parameter reaches the kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SlotKind {
    /// A storage buffer: `index` is the Vulkan binding, `size` the element stride.
    Buffer,
    /// A push constant: `index` is its byte offset in the block.
    Push,
    /// A PTX `.param`: `index` is its byte offset in the parameter space.
    Param,
    /// A member of the WebGPU uniform block: `index` is its byte offset,
    /// `size` its slot's bytes (`magpie_gpu::wgsl_layout`).
    Uniform,
}

impl SlotKind {
    pub const ALL: [SlotKind; 4] = [
        SlotKind::Buffer,
        SlotKind::Push,
        SlotKind::Param,
        SlotKind::Uniform,
    ];

    /// The byte that encodes the kind.
    pub fn to_u8(self) -> u8 {
        match self {
            SlotKind::Buffer => 0,
            SlotKind::Push => 1,
            SlotKind::Param => 2,
            SlotKind::Uniform => 3,
        }
    }

    /// The inverse of [`to_u8`](SlotKind::to_u8); `None` outside 0..=3.
    pub fn from_u8(value: u8) -> Option<SlotKind> {
        SlotKind::ALL.into_iter().find(|k| k.to_u8() == value)
    }

    /// `buffer`, `push`, `param` or `uniform`.
    pub fn name(self) -> &'static str {
        match self {
            SlotKind::Buffer => "buffer",
            SlotKind::Push => "push",
            SlotKind::Param => "param",
            SlotKind::Uniform => "uniform",
        }
    }
}

/// One compiled form of a kernel for one target.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Blob {
    pub backend: GpuBackend,
    /// The target architecture: `sm_90`, `vulkan1.3`, ...
    pub arch: String,
    /// What the blob assumes of the device (free-form names).
    pub features: Vec<String>,
    pub entry_point: String,
    /// SPIR-V specialization-constant id and the predicate that sets it
    /// (`is:sm_90`, `has:subgroups`).
    pub predicates: Vec<(u32, String)>,
    pub data: Vec<u8>,
}

impl Blob {
    /// SHA-256 of the blob's data, as the bundle stores it.
    pub fn digest(&self) -> [u8; 32] {
        digest(&self.data)
    }
}

impl ModuleEntry {
    /// SHA-256 of the uncompressed slice text, as the bundle stores it.
    pub fn slice_digest(&self) -> [u8; 32] {
        digest(self.slice.as_bytes())
    }
}
