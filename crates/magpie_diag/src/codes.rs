//! Every diagnostic code, with its severity, title and explanation.
//!
//! `MPG_*` codes are the specification's (§13); `MPP*` are parse errors and
//! `MPS*` verifier errors of the kernel text. A code is added here and nowhere
//! else; `magpie-gpu explain CODE` prints its explanation.

use crate::code::{Code, CodeInfo};
use crate::Severity::{self, Error, Note, Warning};

macro_rules! codes {
    ($( $id:ident, $sev:expr, $title:literal, $expl:literal; )*) => {
        $(
            #[allow(non_upper_case_globals)]
            pub const $id: Code = Code(&CodeInfo {
                name: stringify!($id),
                severity: $sev,
                title: $title,
                explanation: $expl,
            });
        )*
        /// Every code, in the order of the specification's tables.
        pub const ALL: &[Code] = &[$($id),*];
    };
}

codes! {
    // ---- parse (MPP) ----
    MPP0001, Error, "Unexpected token", "";
    MPP0002, Error, "Invalid character or unterminated literal", "";
    MPP0003, Error, "Unknown operation", "";
    MPP0004, Error, "Invalid literal", "";
    MPP0005, Error, "Unknown type", "";
    MPP0006, Error, "Missing, unknown or repeated operand key", "";
    MPP0007, Error, "Invalid or repeated declaration clause", "";
    MPP0008, Error, "Unbalanced braces", "";
    MPP0009, Note, "Host declaration skipped", "";
    MPP0010, Error, "Module header out of order", "";
    // ---- verify (MPS) ----
    MPS0001, Error, "Invalid operand", "";
    MPS0002, Error, "Undefined value", "";
    MPS0003, Error, "Value defined more than once", "";
    MPS0004, Error, "Use not dominated by its definition", "";
    MPS0005, Error, "Operand type mismatch", "";
    MPS0006, Error, "Result type mismatch", "";
    MPS0007, Error, "Unknown block label", "";
    MPS0008, Error, "Block label defined more than once", "";
    MPS0009, Error, "Phi incoming edges do not match predecessors", "";
    MPS0010, Error, "Phi after a non-phi instruction", "";
    MPS0011, Error, "Unknown function", "";
    MPS0012, Error, "Call argument count mismatch", "";
    MPS0013, Error, "Call argument type mismatch", "";
    MPS0014, Error, "Call form does not match the callee's return type", "";
    MPS0015, Error, "Return value does not match the function's return type", "";
    MPS0016, Error, "Name defined more than once", "";
    MPS0017, Error, "Unknown struct or field", "";
    MPS0018, Error, "Invalid switch", "";
    MPS0019, Error, "Invalid use of a predicate", "";
    MPS0020, Error, "Function has no blocks", "";
    MPS0021, Warning, "Unreachable block", "";
    MPS0022, Error, "Invalid struct field type", "";
    MPS0023, Error, "Invalid kernel signature", "";
    MPS0024, Error, "Unsafe operation outside an unsafe context", "";
    MPS0025, Error, "Invalid declaration clause", "";
    // ---- core (spec §13.2) ----
    MPG_CORE_1100, Error, "Heap allocation in gpu fn", "";
    MPG_CORE_1101, Error, "ARC operation in gpu fn", "";
    MPG_CORE_1102, Error, "Dynamic dispatch in gpu fn", "";
    MPG_CORE_1103, Error, "Recursion in gpu fn", "";
    MPG_CORE_1104, Error, "Str type in gpu fn", "";
    MPG_CORE_1105, Error, "Array type in gpu fn", "";
    MPG_CORE_1106, Error, "Map type in gpu fn", "";
    MPG_CORE_1107, Error, "TCallable type in gpu fn", "";
    MPG_CORE_1200, Error, "Unsupported capability for target", "";
    MPG_CORE_1201, Error, "Non-portable feature without requires()", "";
    MPG_CORE_1202, Warning, "unsafe gpu fn is non-portable", "";
    MPG_CORE_1300, Error, "Backend not available at compile time", "";
    MPG_CORE_1301, Error, "llc invocation failed", "";
    MPG_CORE_1302, Error, "Invalid workgroup size", "";
    // ---- SPIR-V (§13.3) ----
    MPG_SPV_2001, Error, "Shared memory exceeds device limit", "";
    MPG_SPV_2002, Error, "SPIR-V validation failed", "";
    MPG_SPV_2003, Warning, "Suboptimal buffer layout", "";
    // ---- Metal (§13.4) ----
    MPG_MSL_1001, Error, "Irreducible control flow (cannot structure for MSL)", "";
    MPG_MSL_2001, Error, "Shared memory exceeds 32KB limit", "";
    MPG_MSL_2002, Error, "MSL compilation failed", "";
    MPG_MSL_2003, Error, "Metal-specific op without requires() annotation", "";
    // ---- CUDA/PTX (§13.5) ----
    MPG_PTX_2001, Error, "Shared memory exceeds limit", "";
    MPG_PTX_2002, Error, "PTX compilation via llc failed", "";
    MPG_PTX_2003, Warning, "Compute capability too low for feature", "";
    // ---- HIP (§13.6) ----
    MPG_HIP_2001, Error, "Shared memory exceeds LDS limit", "";
    MPG_HIP_2002, Error, "HSACO generation via llc failed", "";
    // ---- WGSL (§13.7) ----
    MPG_WGSL_1001, Error, "Value struct in buffer (unsupported in WGSL)", "";
    MPG_WGSL_1002, Error, "Pointer operation (unsupported in WGSL)", "";
    MPG_WGSL_1003, Error, "bf16 type (unsupported in WGSL)", "";
    MPG_WGSL_1004, Error, "requires() capability (unsupported in WGSL)", "";
    MPG_WGSL_1005, Error, "Too many storage buffers (max 8)", "";
    MPG_WGSL_1006, Error, "Workgroup size exceeds 256 per dimension", "";
    // ---- MLX (§13.8) ----
    MPG_MLX_1001, Error, "MLX not available (not macOS / no Apple Silicon)", "";
    MPG_MLX_1002, Error, "Unsupported element type for MLX array", "";
    MPG_MLX_1003, Error, "Shape mismatch in MLX operation", "";
    MPG_MLX_1004, Warning, "MLX operation on CPU (no GPU acceleration)", "";
    // ---- profiling (§13.9) ----
    MPG_PROF_1001, Warning, "Vendor counters not available on this backend", "";
    MPG_PROF_1002, Error, "Profiling session already active", "";
    MPG_PROF_1003, Warning, "Counter not supported on this device", "";
    // ---- internal ----
    MPG_INTERNAL, Severity::Bug, "Internal compiler error", "";
}

/// Legacy flat codes and the codes they became (spec §13.1).
const LEGACY: &[(&str, Code)] = &[
    ("MPG1100", MPG_CORE_1100),
    ("MPG1101", MPG_CORE_1101),
    ("MPG1102", MPG_CORE_1102),
    ("MPG1103", MPG_CORE_1103),
    ("MPG1104", MPG_CORE_1104),
    ("MPG1105", MPG_CORE_1105),
    ("MPG1106", MPG_CORE_1106),
    ("MPG1107", MPG_CORE_1107),
    ("MPG1200", MPG_CORE_1300),
    ("MPG1201", MPG_CORE_1201),
];

pub(crate) fn lookup(name: &str) -> Option<Code> {
    let name = name.trim();
    ALL.iter()
        .copied()
        .find(|c| c.name().eq_ignore_ascii_case(name))
        .or_else(|| {
            LEGACY
                .iter()
                .find(|(old, _)| old.eq_ignore_ascii_case(name))
                .map(|(_, c)| *c)
        })
}
