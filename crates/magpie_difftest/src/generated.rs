//! What a generator hands the harness: one complete module with one kernel,
//! its arguments, its launch, the capabilities it needs, and the program it
//! was rendered from (so that the shrinker can make smaller variants).
//!
//! Invariants:
//! - [`Generated::params`] lists the kernel's parameters in declaration
//!   order, by name and type; buffers carry their initial bytes (inputs
//!   their data, outputs a fill pattern), so every backend starts from the
//!   same memory;
//! - `source` is a whole module (the four header lines, then the kernel);
//!   `kernel` is the kernel's name without `@`;
//! - the same (generator, seed, size) always gives the same `Generated`
//!   (text, bytes and all).

use magpie_gpu::Capability;
use magpie_mpir::{Const, Scalar};

use crate::{gen_arith, gen_cf};

/// One kernel parameter.
#[derive(Clone, Debug, PartialEq)]
pub enum Param {
    /// A `gpu.TBuffer<ty>` parameter and its initial contents.
    Buffer(BufferParam),
    /// A scalar parameter and its value.
    Scalar { name: String, value: Const },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BufferParam {
    /// The parameter's name without `%`.
    pub name: String,
    pub ty: Scalar,
    /// Initial little-endian element bytes.
    pub bytes: Vec<u8>,
    /// True when the kernel writes it: the harness compares it.
    pub output: bool,
}

impl BufferParam {
    pub fn len(&self) -> usize {
        self.bytes.len() / self.ty.size() as usize
    }

    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }
}

impl Param {
    pub fn name(&self) -> &str {
        match self {
            Param::Buffer(b) => &b.name,
            Param::Scalar { name, .. } => name,
        }
    }
}

/// The program a kernel was rendered from; the shrinker edits it.
#[derive(Clone, Debug, PartialEq)]
pub enum Program {
    Arith(gen_arith::Program),
    Cf(gen_cf::Program),
}

impl Program {
    pub fn render(&self) -> Generated {
        match self {
            Program::Arith(p) => p.render(),
            Program::Cf(p) => p.render(),
        }
    }

    /// Smaller variants, most promising first (empty when nothing is left
    /// to remove).
    pub fn shrink_candidates(&self) -> Vec<Program> {
        match self {
            Program::Arith(p) => p
                .shrink_candidates()
                .into_iter()
                .map(Program::Arith)
                .collect(),
            Program::Cf(p) => p.shrink_candidates().into_iter().map(Program::Cf).collect(),
        }
    }
}

/// A generated kernel with everything needed to run it.
#[derive(Clone, Debug, PartialEq)]
pub struct Generated {
    /// `"arith"` or `"cf"`.
    pub generator: &'static str,
    pub seed: u64,
    /// The size asked of the generator.
    pub size: usize,
    pub source: String,
    pub kernel: String,
    pub params: Vec<Param>,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    /// Capabilities a device must have to run it (types beyond 32 bits).
    pub needs: Vec<Capability>,
    /// A short structural signature (for counting distinct shapes).
    pub shape: String,
    pub program: Program,
}

impl Generated {
    /// Output buffers, in parameter order.
    pub fn outputs(&self) -> impl Iterator<Item = &BufferParam> {
        self.params.iter().filter_map(|p| match p {
            Param::Buffer(b) if b.output => Some(b),
            _ => None,
        })
    }

    /// `generator/seed`, how a person asks for this kernel again.
    pub fn id(&self) -> String {
        format!("{}/{}", self.generator, self.seed)
    }
}

/// The byte output buffers start with: not a value an op is likely to
/// produce, so an element a backend fails to write stands out.
pub const FILL: u8 = 0xa5;

/// The module header every generated kernel starts with.
pub fn header(module: &str, kernel: &str) -> String {
    format!(
        "module {module}\nexports {{ @{kernel} }}\nimports {{ }}\ndigest \"0000000000000000\"\n\n"
    )
}

/// The capability a device needs for values of `ty`, if any.
pub fn capability_for(ty: Scalar) -> Option<Capability> {
    match ty {
        Scalar::I64 | Scalar::U64 => Some(Capability::Int64),
        Scalar::F64 => Some(Capability::Float64),
        Scalar::F16 => Some(Capability::F16Arithmetic),
        Scalar::Bf16 => Some(Capability::Bf16),
        _ => None,
    }
}

/// The capabilities values of `types` need, each once, in table order.
pub fn needs_of(types: impl IntoIterator<Item = Scalar>) -> Vec<Capability> {
    let mut caps: Vec<Capability> = types.into_iter().filter_map(capability_for).collect();
    caps.sort_by_key(|c| Capability::ALL.iter().position(|x| x == c));
    caps.dedup();
    caps
}
