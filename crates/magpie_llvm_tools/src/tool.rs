//! The LLVM tools this crate finds, and the targets `llc` must support.
//!
//! Invariant: a [`Tool`]'s file name is the unversioned name LLVM installs
//! (`llc`, `ld.lld`, ...); versioned names are that name plus `-N`
//! (`llc-19`), which is how Debian and Ubuntu install several LLVMs side by
//! side.

use std::fmt;

/// One LLVM command-line tool.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tool {
    /// The LLVM static compiler: LLVM IR to PTX text or an object file.
    Llc,
    /// LLVM's ELF linker; links AMDGPU objects into a code object (HSACO).
    Lld,
    /// The LLVM optimizer (tests use it to check IR).
    Opt,
    /// ELF inspector (tests use it to read code objects).
    ReadElf,
}

impl Tool {
    /// The unversioned file name, without a platform executable suffix.
    pub fn file_name(self) -> &'static str {
        match self {
            Tool::Llc => "llc",
            Tool::Lld => "ld.lld",
            Tool::Opt => "opt",
            Tool::ReadElf => "llvm-readelf",
        }
    }

    /// The environment variable that names this tool (§14.1 step 2), if any.
    pub fn env_var(self) -> Option<&'static str> {
        match self {
            Tool::Llc => Some("MAGPIE_LLC_PATH"),
            Tool::Lld => Some("MAGPIE_LLD_PATH"),
            Tool::Opt | Tool::ReadElf => None,
        }
    }

    /// Where an explicit override comes from, for messages.
    pub(crate) fn override_source(self) -> String {
        match self {
            Tool::Llc => "`[gpu.tools] llc` in Magpie.toml".to_string(),
            Tool::Lld => "`[gpu.tools] lld` in Magpie.toml".to_string(),
            Tool::Opt | Tool::ReadElf => format!("the explicit `{}` path", self.file_name()),
        }
    }
}

impl fmt::Display for Tool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.file_name())
    }
}

/// An LLVM code generation target a backend needs `llc` to support (§14.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LlvmTarget {
    /// NVIDIA PTX, for the PTX backend.
    Nvptx,
    /// AMD GCN/CDNA/RDNA, for the HIP backend.
    Amdgpu,
}

impl LlvmTarget {
    /// The name `llc --version` lists under "Registered Targets".
    pub fn registered_name(self) -> &'static str {
        match self {
            LlvmTarget::Nvptx => "nvptx64",
            LlvmTarget::Amdgpu => "amdgcn",
        }
    }

    /// LLVM's name for the backend, as users know it.
    pub fn llvm_name(self) -> &'static str {
        match self {
            LlvmTarget::Nvptx => "NVPTX",
            LlvmTarget::Amdgpu => "AMDGPU",
        }
    }
}

impl fmt::Display for LlvmTarget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.llvm_name())
    }
}
